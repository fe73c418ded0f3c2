pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// A run too big for this computer goes to a cluster and comes back: "Export
// as cluster job…" writes the open design and the run's settings as a job
// folder (the same files as `playbench-cli cluster slurm --dry-run`), "Import
// merged run…" adds the runs of the merged database the cluster wrote to the
// history.
ColumnLayout {
    id: root

    required property Workbench workbench
    // The design the job plays: the one open in the workbench (0: none).
    required property int designId

    // Runs were imported; `runId` is the first.
    signal runImported(int runId)

    spacing: 8

    ClusterJobExport {
        id: jobs

        workbench: root.workbench
    }

    Label {
        Layout.fillWidth: true
        Layout.topMargin: 4
        text: qsTr("Cluster")
        font.pixelSize: 16
        font.bold: true
    }

    Button {
        objectName: "exportClusterJob"
        Layout.fillWidth: true
        text: qsTr("Export as cluster job…")
        enabled: root.designId > 0 && root.workbench && root.workbench.isOpen
        onClicked: settingsDialog.open()
    }

    Button {
        objectName: "importMergedRun"
        Layout.fillWidth: true
        text: qsTr("Import merged run…")
        enabled: root.workbench && root.workbench.isOpen
        onClicked: importDialog.open()
    }

    Dialog {
        id: settingsDialog

        objectName: "clusterJobDialog"
        anchors.centerIn: Overlay.overlay
        width: Math.min(480, Overlay.overlay ? Overlay.overlay.width - 48 : 480)
        title: qsTr("Export as cluster job")
        standardButtons: Dialog.Ok | Dialog.Cancel
        modal: true
        onAccepted: folderDialog.ask(qsTr("cluster-job"))

        GridLayout {
            anchors.fill: parent
            columns: 2

            Label {
                Layout.columnSpan: 2
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Writes a folder with the design and the job scripts. Copy it to the cluster and submit it there with: playbench-cli cluster resubmit --dir FOLDER")
            }
            Label {
                text: qsTr("Games")
            }
            SpinBox {
                id: games

                Layout.fillWidth: true
                from: 1
                to: 2000000000
                stepSize: 1000
                value: 100000
                editable: true
            }
            Label {
                //: The number of pieces a cluster job is cut into
                text: qsTr("Shards")
            }
            SpinBox {
                id: shards

                Layout.fillWidth: true
                from: 1
                to: 10000
                value: 64
                editable: true
            }
            Label {
                text: qsTr("Threads per shard")
            }
            SpinBox {
                id: threads

                Layout.fillWidth: true
                from: 1
                to: 256
                value: 4
                editable: true
            }
            Label {
                text: qsTr("Seed")
            }
            TextField {
                id: seed

                Layout.fillWidth: true
                text: "1"
                inputMethodHints: Qt.ImhDigitsOnly
            }
            Label {
                text: qsTr("Agents")
            }
            TextField {
                id: agents

                Layout.fillWidth: true
                text: "random"
            }
        }
    }

    SaveFileDialog {
        id: folderDialog

        objectName: "clusterJobFolderDialog"
        title: qsTr("Cluster job folder")
        confirmReplace: false
        onChosen: path => {
            if (jobs.exportJob(root.designId, path, games.value, shards.value, threads.value, seed.text, agents.text))
                DesktopFiles.announceSaved(path);
            else
                errorDialog.open();
        }
    }

    OpenFileDialog {
        id: importDialog

        title: qsTr("Import merged run")
        nameFilters: [qsTr("Playbench databases (*.sqlite *.db)"), qsTr("All files (*)")]
        onAccepted: {
            const runId = jobs.importMergedRuns(DesktopFiles.savePath(importDialog.selectedFile, ""));
            if (runId > 0)
                root.runImported(runId);
            else
                errorDialog.open();
        }
    }

    Dialog {
        id: errorDialog

        anchors.centerIn: Overlay.overlay
        width: Math.min(460, Overlay.overlay ? Overlay.overlay.width - 48 : 460)
        title: qsTr("Cluster job")
        standardButtons: Dialog.Ok
        modal: true

        Label {
            width: parent.width
            text: jobs.errorMessage
            wrapMode: Text.Wrap
        }
    }
}
