pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Replaying stored games: the filtered list of games on the left; the chosen
// game's board at any step with the controls to step through it in the
// middle; its move log, the note and tags of the current move and the exports
// on the right. Every step, edit and export goes through the ReviewSession.
Page {
    id: root

    property Workbench workbench
    // The game on show, for the window's File > Close, its status bar and tests.
    readonly property ReviewSession session: session
    // The drama chart's line colours, for the names above it.
    readonly property ColorScheme chartColors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // Opens game `gameId` (e.g. from the Reports page); false if it cannot be read.
    function openGame(gameId: int): bool {
        return session.openGame(gameId);
    }

    //: The page for replaying and annotating stored games
    title: qsTr("Review")

    // Shows the newest game when nothing is open yet, so the page never
    // starts empty while there are games.
    function openNewestIfNone() {
        if (!session.isOpen && games.count > 0)
            session.openGame(games.gameIdAt(0));
    }

    // Games logged on other pages since the list was read show up on return.
    onVisibleChanged: {
        if (!visible)
            return;
        games.reload();
        root.openNewestIfNone();
        // The label thresholds may have changed on the Settings page.
        session.analysis.refresh();
    }
    Component.onCompleted: {
        if (visible)
            root.openNewestIfNone();
    }

    GameListModel {
        id: games

        workbench: root.workbench
    }

    ReviewSession {
        id: session

        workbench: root.workbench
        // The log marks the row that led to the step on show.
        onStepChanged: {
            moveList.currentIndex = session.currentRow;
            if (session.currentRow >= 0)
                moveList.positionViewAtIndex(session.currentRow, ListView.Contain);
        }
    }

    // Notes and tags written in the log change the counts in the game list.
    Connections {
        target: session.moveLog

        function onDataChanged() {
            games.reload();
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 12

        // The games and their filters.
        Frame {
            Layout.preferredWidth: root.width > 1500 ? 360 : 290
            Layout.fillHeight: true
            padding: 0

            ColumnLayout {
                anchors.fill: parent
                spacing: 0

                GameFilterBar {
                    Layout.fillWidth: true
                    Layout.margins: 10
                    games: games
                }
                AlertLabel {
                    Layout.fillWidth: true
                    Layout.leftMargin: 10
                    Layout.rightMargin: 10
                    Layout.bottomMargin: 6
                    text: games.errorMessage
                }
                Rectangle {
                    Layout.fillWidth: true
                    implicitHeight: 1
                    color: root.palette.mid
                }

                ListView {
                    id: gameList

                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    clip: true
                    model: games
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Stored games")

                    delegate: ItemDelegate {
                        id: gameRow

                        required property int gameId
                        required property string designName
                        required property string ruleset
                        required property string startedAt
                        required property string resultText
                        required property string seats
                        required property int moveCount
                        required property int annotatedMoves
                        required property bool simulated

                        width: ListView.view.width
                        leftPadding: 12
                        rightPadding: 12
                        highlighted: gameRow.gameId === session.gameId
                        onClicked: session.openGame(gameRow.gameId)
                        Accessible.name: qsTr("Game %1, %2, %3").arg(gameRow.gameId).arg(gameRow.designName).arg(gameRow.resultText)
                        ToolTip.visible: hovered
                        ToolTip.delay: 800
                        ToolTip.text: qsTr("Seats: %1").arg(gameRow.seats)

                        contentItem: ColumnLayout {
                            spacing: 1

                            Label {
                                Layout.fillWidth: true
                                //: %1 is a game number, %2 a design name
                                text: qsTr("#%1 %2").arg(gameRow.gameId).arg(gameRow.designName)
                                font.bold: true
                                elide: Text.ElideRight
                                color: gameRow.highlighted ? gameRow.palette.highlightedText : gameRow.palette.text
                            }
                            Label {
                                Layout.fillWidth: true
                                text: gameRow.annotatedMoves > 0 ? qsTr("%1 · %n move(s) · %2 noted", "", gameRow.moveCount).arg(gameRow.resultText).arg(gameRow.annotatedMoves) : qsTr("%1 · %n move(s)", "", gameRow.moveCount).arg(gameRow.resultText)
                                elide: Text.ElideRight
                                color: gameRow.highlighted ? gameRow.palette.highlightedText : gameRow.palette.text
                            }
                            Label {
                                Layout.fillWidth: true
                                text: gameRow.simulated ? qsTr("%1 · simulated").arg(gameRow.startedAt) : gameRow.startedAt
                                elide: Text.ElideRight
                                opacity: 0.75
                                color: gameRow.highlighted ? gameRow.palette.highlightedText : gameRow.palette.text
                            }
                        }
                    }

                    Label {
                        anchors.centerIn: parent
                        width: parent.width - 40
                        horizontalAlignment: Text.AlignHCenter
                        visible: games.count === 0
                        wrapMode: Text.Wrap
                        opacity: 0.75
                        text: root.workbench && root.workbench.isOpen ? qsTr("No stored game matches these filters. Games appear here once they are played on the Playtest page.") : qsTr("No database is open, so there are no games to review.")
                    }
                }
            }
        }

        // The board at the current step and the controls to step.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8

            Label {
                Layout.fillWidth: true
                visible: session.isOpen
                text: session.summary
                font.pixelSize: 17
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            AlertLabel {
                Layout.fillWidth: true
                text: session.errorMessage
            }

            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true

                BoardHost {
                    objectName: "reviewBoard"
                    anchors.fill: parent
                    visible: session.isOpen
                    boardView: session.boardView
                    boardData: session.boardData
                    // The target of the decision that led to this step.
                    legalTargets: session.highlightedTargets
                    // What the analysis preferred there, drawn faintly.
                    ghostTarget: session.ghostTarget
                    Accessible.name: qsTr("Board at step %1").arg(session.step)
                }
                Label {
                    anchors.centerIn: parent
                    width: Math.min(parent.width - 40, 420)
                    visible: !session.isOpen
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    font.pixelSize: 16
                    opacity: 0.75
                    text: qsTr("Choose a game on the left to replay it step by step.")
                }
            }

            ReviewControls {
                Layout.fillWidth: true
                visible: session.isOpen
                session: session
            }

            // The drama curve of the stored analysis.
            RowLayout {
                Layout.fillWidth: true
                visible: session.isOpen && session.analysis.hasAnalysis
                spacing: 10

                Label {
                    text: qsTr("Estimated win chance")
                    font.bold: true
                }
                // In a positioner, as in PlayerPanel.qml: the analysis re-makes the
                // curves on a language switch, and a Repeater straight in a Layout
                // crashes Qt 6.4 when its model changes during a rearrange.
                Row {
                    spacing: 10

                    Repeater {
                        model: session.analysis.drama

                        delegate: Label {
                            required property var modelData

                            text: "— " + modelData.name
                            font.bold: true
                            color: root.chartColors.chartSeries[(modelData.seat < 0 ? 0 : modelData.seat) % root.chartColors.chartSeries.length]
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignRight
                    objectName: "reviewLeadChanges"
                    //: %n is how often the seat most likely to win changed over the game
                    text: session.analysis.leadChanges < 0 ? qsTr("cooperative: one team curve") : qsTr("%n lead change(s)", "", session.analysis.leadChanges)
                    elide: Text.ElideRight
                }
            }
            ReviewDramaChart {
                id: dramaChart

                objectName: "reviewDramaChart"
                Layout.fillWidth: true
                Layout.preferredHeight: root.height > 900 ? 210 : 150
                visible: session.isOpen && session.analysis.hasAnalysis
                curves: session.analysis.drama
                lastMove: Math.max(1, session.stepCount)
                players: Math.max(1, session.analysis.drama.length)
                currentMove: session.step
                textColor: root.palette.text
            }
        }

        // The log, the current move's note and tags, and the exports.
        Frame {
            Layout.preferredWidth: root.width > 1500 ? 400 : 320
            Layout.fillHeight: true
            visible: session.isOpen

            ColumnLayout {
                anchors.fill: parent
                spacing: 8

                Label {
                    text: qsTr("Moves")
                    font.bold: true
                }
                MoveLogView {
                    id: moveList

                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    log: session.moveLog
                    followNewest: false
                    // A click on a row shows the step right after it.
                    onCurrentIndexChanged: {
                        if (moveList.currentIndex >= 0 && moveList.currentIndex !== session.currentRow)
                            session.showRow(moveList.currentIndex);
                    }
                }

                Rectangle {
                    Layout.fillWidth: true
                    implicitHeight: 1
                    color: root.palette.mid
                }

                PlaytestAnnotationEditor {
                    Layout.fillWidth: true
                    log: session.moveLog
                    row: session.currentRow
                }

                Rectangle {
                    Layout.fillWidth: true
                    implicitHeight: 1
                    color: root.palette.mid
                }

                ReviewAnalysisPanel {
                    Layout.fillWidth: true
                    session: session
                }

                Rectangle {
                    Layout.fillWidth: true
                    implicitHeight: 1
                    color: root.palette.mid
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6

                    Button {
                        Layout.fillWidth: true
                        objectName: "reviewExportJson"
                        text: qsTr("Export JSON…")
                        onClicked: {
                            exportDialog.extension = "json";
                            exportDialog.ask(session.suggestedFileName("json"));
                        }
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Save the whole game, replayable with playbench-cli replay --file")
                    }
                    Button {
                        Layout.fillWidth: true
                        objectName: "reviewExportCsv"
                        text: qsTr("Export CSV…")
                        onClicked: {
                            exportDialog.extension = "csv";
                            exportDialog.ask(session.suggestedFileName("csv"));
                        }
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Save the move log as a table, one row per log row")
                    }
                }
                Label {
                    Layout.fillWidth: true
                    visible: session.exportMessage.length > 0
                    text: session.exportMessage
                    wrapMode: Text.Wrap
                    opacity: 0.75
                }
            }
        }
    }

    SaveFileDialog {
        id: exportDialog

        objectName: "reviewExportDialog"
        title: extension === "json" ? qsTr("Export the game as JSON") : qsTr("Export the move log as CSV")
        // extension: "json" or "csv", set before opening.
        nameFilters: extension === "json" ? [qsTr("JSON files (*.json)")] : [qsTr("CSV files (*.csv)")]
        onChosen: path => {
            const written = exportDialog.extension === "json" ? session.exportJson(path) : session.exportCsv(path);
            if (written)
                DesktopFiles.announceSaved(path);
        }
    }

    Shortcut {
        sequence: "Right"
        enabled: root.visible && session.isOpen
        onActivated: session.next()
    }
    Shortcut {
        sequence: "Left"
        enabled: root.visible && session.isOpen
        onActivated: session.previous()
    }
    Shortcut {
        sequence: "Home"
        enabled: root.visible && session.isOpen
        onActivated: session.first()
    }
    Shortcut {
        sequence: "End"
        enabled: root.visible && session.isOpen
        onActivated: session.last()
    }
    Shortcut {
        sequence: "Ctrl+Down"
        enabled: root.visible && session.isOpen
        onActivated: session.nextAnnotated()
    }
    Shortcut {
        sequence: "Ctrl+Up"
        enabled: root.visible && session.isOpen
        onActivated: session.previousAnnotated()
    }
}
