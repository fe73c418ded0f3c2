pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Balance reports: on the left a new run's configuration and progress, and the
// history of runs in the store; on the right the selected run's charts and
// tables, its outlier games and the export buttons. Runs play in the
// background through the RunController; every number comes from RunSummary.
Page {
    id: root

    property Workbench workbench
    // The design open in the workbench, the default of a new run.
    property int designId: 0

    // The user asked to replay stored game `gameId` (an outlier of the run shown).
    signal reviewGameRequested(int gameId)

    function selectRun(runId: int) {
        runList.currentIndex = runs.rowOf(runId);
        summary.runId = runId;
    }

    title: qsTr("Reports")

    onVisibleChanged: {
        if (visible && !controller.running)
            runs.reload();
    }

    RunController {
        id: controller

        workbench: root.workbench
        onRunFinished: (runId, cancelled) => {
            runs.reload();
            root.selectRun(runId);
        }
    }

    RunListModel {
        id: runs

        workbench: root.workbench
        onCountChanged: {
            if (summary.runId <= 0 || runs.rowOf(summary.runId) < 0)
                root.selectRun(runs.runIdAt(0));
        }
        Component.onCompleted: root.selectRun(runs.runIdAt(0))
    }

    RunSummary {
        id: summary

        workbench: root.workbench
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        ColumnLayout {
            Layout.preferredWidth: 340
            Layout.maximumWidth: 340
            Layout.fillHeight: true
            spacing: 8

            RunConfigPanel {
                Layout.fillWidth: true
                workbench: root.workbench
                controller: controller
                defaultDesignId: root.designId
            }

            Label {
                Layout.fillWidth: true
                Layout.topMargin: 4
                text: qsTr("History")
                font.pixelSize: 16
                font.bold: true
            }

            ListView {
                id: runList

                objectName: "runList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 80
                clip: true
                model: runs
                ScrollBar.vertical: ScrollBar {}

                delegate: ItemDelegate {
                    id: row

                    required property int index
                    required property int runId
                    required property string title
                    required property string agents
                    required property string status
                    required property string sweep
                    required property string createdAt

                    width: ListView.view.width
                    highlighted: ListView.isCurrentItem
                    onClicked: root.selectRun(row.runId)

                    contentItem: ColumnLayout {
                        spacing: 0

                        Label {
                            Layout.fillWidth: true
                            text: row.title + (row.status === "finished" ? "" : row.status === "running" ? qsTr(" · running") : qsTr(" · cancelled"))
                            font.bold: true
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: row.agents + (row.sweep.length > 0 ? " · " + row.sweep : "")
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: row.createdAt
                            opacity: 0.7
                            elide: Text.ElideRight
                        }
                    }
                }
            }

            Label {
                Layout.fillWidth: true
                visible: runs.count === 0
                wrapMode: Text.Wrap
                opacity: 0.7
                text: qsTr("No runs yet. Configure one above and press Run.")
            }

            Button {
                Layout.fillWidth: true
                text: qsTr("Delete run")
                enabled: summary.runId > 0 && !controller.running
                onClicked: deleteDialog.open()
            }
        }

        ScrollView {
            id: resultsScroll

            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            ReportResults {
                width: resultsScroll.availableWidth - 12
                visible: summary.loaded
                summary: summary
                textColor: root.palette.windowText
                onReviewGameRequested: gameId => root.reviewGameRequested(gameId)
                onExportRequested: format => {
                    exportDialog.extension = format;
                    exportDialog.ask(summary.suggestedFileName(format));
                }
            }

            Label {
                width: resultsScroll.availableWidth
                visible: !summary.loaded
                topPadding: 40
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.Wrap
                opacity: 0.7
                text: summary.loading ? qsTr("Reading run %1…").arg(summary.runId) : summary.errorMessage.length > 0 ? summary.errorMessage : qsTr("Choose a run in the history, or start one, to see its win rates, game lengths and rule usage here.")
            }
        }
    }

    SaveFileDialog {
        id: exportDialog

        objectName: "reportExportDialog"
        title: qsTr("Export report")
        // extension: "html", "csv", "json" or "pdf", set before opening.
        nameFilters: [qsTr("%1 files (*.%2)").arg(extension.toUpperCase()).arg(extension)]
        onChosen: path => {
            if (summary.exportReport(extension, path))
                DesktopFiles.announceSaved(path);
            else
                exportError.open();
        }
    }

    Dialog {
        id: exportError

        anchors.centerIn: parent
        title: qsTr("Export failed")
        standardButtons: Dialog.Ok
        modal: true

        Label {
            text: summary.errorMessage
            wrapMode: Text.Wrap
        }
    }

    Dialog {
        id: deleteDialog

        anchors.centerIn: Overlay.overlay
        width: Math.min(460, root.width - 48)
        title: qsTr("Delete run %1?").arg(summary.runId)
        standardButtons: Dialog.Yes | Dialog.No
        modal: true
        onAccepted: runs.removeRun(summary.runId)

        ColumnLayout {
            anchors.fill: parent

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("Its games, their moves and its skill games are deleted too.")
            }
        }
    }
}
