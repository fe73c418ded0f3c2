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
    // The user asked to open design `designId` (one auto-balance stored).
    signal designChosen(int designId)

    function selectRun(runId: int) {
        runList.currentIndex = runs.rowOf(runId);
        summary.runId = runId;
    }

    // The newest run of the open design, else the newest of any: the report
    // beside the new run's form is then of the design it would play.
    function selectDesignsRun() {
        const latest = runs.latestRunOf(root.designId);
        root.selectRun(latest > 0 ? latest : runs.runIdAt(0));
    }

    title: qsTr("Reports")

    onDesignIdChanged: {
        if (!controller.running)
            root.selectDesignsRun();
    }

    onVisibleChanged: {
        if (visible && !controller.running)
            runs.reload();
        if (visible)
            pageScroll.forceActiveFocus();
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
                root.selectDesignsRun();
        }
        Component.onCompleted: root.selectDesignsRun()
    }

    RunSummary {
        id: summary

        workbench: root.workbench
    }

    SkillTraceController {
        id: tracer

        workbench: root.workbench
        // Stored with the run: show it (the page may have moved to another run meanwhile).
        onFinished: (runId, cancelled) => {
            if (summary.runId === runId)
                summary.reload();
        }
    }

    // The whole page scrolls as one (wheel, drag, PageUp/PageDown, and to
    // whatever takes the keyboard focus): nothing of a long report is out of reach.
    ScrollView {
        id: pageScroll

        // Moves the view by `pages` viewport heights, within the content.
        function scrollPages(pages: real) {
            const flick = pageScroll.contentItem as Flickable;
            const maxY = Math.max(0, flick.contentHeight - flick.height);
            flick.contentY = Math.max(0, Math.min(maxY, flick.contentY + pages * flick.height * 0.9));
        }
        // Scrolls just enough to show `item` (inside the page) whole, or its top.
        function reveal(item: Item) {
            const flick = pageScroll.contentItem as Flickable;
            const top = item.mapToItem(pageContent, 0, 0).y;
            const bottom = top + Math.min(item.height, flick.height);
            if (top < flick.contentY)
                flick.contentY = Math.max(0, top - 12);
            else if (bottom > flick.contentY + flick.height)
                flick.contentY = Math.min(Math.max(0, flick.contentHeight - flick.height), bottom - flick.height + 12);
        }

        objectName: "reportsPageScroll"
        anchors.fill: parent
        contentWidth: availableWidth
        contentHeight: pageContent.implicitHeight + 24
        clip: true
        // PageUp and PageDown work as soon as the page shows.
        focus: true
        // Always shown while there is more than fits, so the page says it scrolls.
        ScrollBar.vertical.policy: contentHeight > height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded

        Keys.onPressed: event => {
            if (event.key === Qt.Key_PageDown) {
                pageScroll.scrollPages(1);
                event.accepted = true;
            } else if (event.key === Qt.Key_PageUp) {
                pageScroll.scrollPages(-1);
                event.accepted = true;
            }
        }

        RowLayout {
            id: pageContent

            x: 12
            y: 12
            width: pageScroll.availableWidth - 24
            spacing: 12

            ColumnLayout {
                Layout.preferredWidth: 340
                Layout.maximumWidth: 340
                Layout.alignment: Qt.AlignTop
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

                // As tall as its runs: the page scrolls, not the list.
                ListView {
                    id: runList

                    objectName: "runList"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.max(80, contentHeight)
                    interactive: false
                    model: runs
                    keyNavigationEnabled: true
                    activeFocusOnTab: true
                    highlightMoveDuration: 0
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("History of runs")
                    onCurrentIndexChanged: {
                        if (runList.activeFocus && runList.currentIndex >= 0)
                            root.selectRun(runs.runIdAt(runList.currentIndex));
                    }

                    delegate: ItemDelegate {
                        id: row

                        required property int index
                        required property int runId
                        required property string title
                        required property string agents
                        required property string status
                        required property string sweep
                        required property string createdAt
                        required property string designName

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
                                text: row.designName.length > 0 ? row.designName + " · " + row.createdAt : row.createdAt
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

                ClusterJobPanel {
                    Layout.fillWidth: true
                    workbench: root.workbench
                    designId: root.designId
                    onRunImported: runId => {
                        runs.reload();
                        root.selectRun(runId);
                    }
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                spacing: 12

            // An explicit width, not a layout's: the cards' wrapped texts are
            // measured at the width they are shown at.
            Item {
                id: resultsArea

                Layout.fillWidth: true
                Layout.alignment: Qt.AlignTop
                Layout.preferredHeight: summary.loaded ? results.height : placeholder.height

                ReportResults {
                    id: results

                    objectName: "reportResults"
                    width: resultsArea.width
                    visible: summary.loaded
                    summary: summary
                    tracer: tracer
                    textColor: root.palette.windowText
                    onReviewGameRequested: gameId => root.reviewGameRequested(gameId)
                    onExportRequested: format => {
                        exportDialog.extension = format;
                        exportDialog.forComparison = false;
                        exportDialog.ask(summary.suggestedFileName(format));
                    }
                }

                Label {
                    id: placeholder

                    width: resultsArea.width
                    visible: !summary.loaded
                    topPadding: 40
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    opacity: 0.7
                    text: summary.loading ? qsTr("Reading run %1…").arg(summary.runId) : summary.errorMessage.length > 0 ? summary.errorMessage : qsTr("Choose a run in the history, or start one, to see its win rates, game lengths and rule usage here.")
                }
            }

            ComparisonPanel {
                id: comparisonPanel

                objectName: "comparisonPanel"
                Layout.fillWidth: true
                workbench: root.workbench
                defaultDesignId: root.designId
                onExportRequested: format => {
                    exportDialog.extension = format;
                    exportDialog.forComparison = true;
                    exportDialog.ask(qsTr("comparison.%1").arg(format));
                }
            }

            BalancePanel {
                objectName: "balancePanel"
                Layout.fillWidth: true
                workbench: root.workbench
                defaultDesignId: root.designId
                onDesignCreated: designId => root.designChosen(designId)
            }
            }
        }
    }

    // Whatever takes the keyboard focus on this page is scrolled into view.
    Connections {
        target: root.Window.window

        function onActiveFocusItemChanged() {
            const item = root.Window.window ? root.Window.window.activeFocusItem : null;
            for (let p = item; p; p = p.parent) {
                if (p === pageContent) {
                    pageScroll.reveal(item);
                    return;
                }
            }
        }
    }

    SaveFileDialog {
        id: exportDialog

        objectName: "reportExportDialog"
        title: qsTr("Export report")
        // Whether the A/B comparison is exported rather than the run shown; set before opening.
        property bool forComparison: false

        // extension: "html", "csv", "json" or "pdf", set before opening.
        nameFilters: [qsTr("%1 files (*.%2)").arg(extension.toUpperCase()).arg(extension)]
        onChosen: path => {
            if (forComparison ? comparisonPanel.controller.exportReport(extension, path) : summary.exportReport(extension, path))
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
            text: exportDialog.forComparison ? comparisonPanel.controller.errorMessage : summary.errorMessage
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
