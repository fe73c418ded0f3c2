pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// Playing a design by hand: a person or computer player in each seat, the
// board with the legal squares highlighted, the legal decisions, the move log
// with its notes and tags, and the result at the end. Every decision goes
// through the PlaytestSession, which logs it the moment it is made.
Page {
    id: root

    property Workbench workbench
    // The design being edited: the New playtest dialog offers it first when
    // no game has been played on this page yet.
    property int designId: 0
    // The controller, for the window's shortcuts and for tests.
    readonly property PlaytestSession session: session
    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // Offers the design just played again, so "play it once more" is one click.
    function newPlaytest() {
        newDialog.openFor(session.designId > 0 ? session.designId : root.designId);
    }
    function toggleRun() {
        if (session.running)
            session.pause();
        else
            session.run();
    }

    title: qsTr("Playtest")

    onVisibleChanged: {
        if (visible)
            session.refreshUnfinishedGames();
    }

    PlaytestSession {
        id: session

        objectName: "playtestSession"
        workbench: root.workbench
        // A new game starts with the newest log row chosen for notes.
        onGameChanged: {
            if (!session.active)
                moveLog.currentIndex = -1;
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        // Games left running (the window closed, a crash): offered before a new one.
        Frame {
            objectName: "playtestResumeBanner"
            Layout.fillWidth: true
            visible: !session.active && session.unfinishedGames.length > 0

            ColumnLayout {
                anchors.fill: parent
                spacing: 4

                Label {
                    Layout.fillWidth: true
                    text: qsTr("%n unfinished playtest(s) can be resumed where they stopped.", "", session.unfinishedGames.length)
                    font.bold: true
                    wrapMode: Text.Wrap
                }
                // In a positioner, as in PlayerPanel.qml: a Repeater straight in a
                // Layout crashes Qt 6.4 when its model changes during a rearrange.
                Column {
                    id: unfinishedRows

                    Layout.fillWidth: true
                    spacing: 4

                    Repeater {
                        model: session.unfinishedGames

                        delegate: RowLayout {
                            id: unfinished

                            required property var modelData
                            required property int index

                            // The newest few; the rest wait their turn.
                            visible: unfinished.index < 4
                            width: unfinishedRows.width
                            spacing: 8

                            Label {
                                Layout.fillWidth: true
                                //: %1 game number, %2 design name, %3 when it started, %4 its seats
                                text: qsTr("#%1 %2 · started %3 · %4 · %n log row(s)", "", unfinished.modelData.moveCount).arg(unfinished.modelData.gameId).arg(unfinished.modelData.designName.length > 0 ? unfinished.modelData.designName : unfinished.modelData.rulesetId).arg(unfinished.modelData.startedAt).arg(unfinished.modelData.seatNames)
                                elide: Text.ElideRight
                            }
                            Button {
                                text: qsTr("Resume")
                                ToolTip.visible: hovered
                                ToolTip.delay: 600
                                ToolTip.text: qsTr("Continues game #%1 from its last logged decision").arg(unfinished.modelData.gameId)
                                Accessible.name: qsTr("Resume game %1").arg(unfinished.modelData.gameId)
                                onClicked: session.resume(unfinished.modelData.gameId)
                            }
                        }
                    }
                }
            }
        }

        AlertLabel {
            objectName: "playtestError"
            Layout.fillWidth: true
            visible: session.errorMessage.length > 0 && !newDialog.visible
            text: session.errorMessage
        }

        // A script version that failed Check, or was never checked, plays by
        // hand; the banner says so, as batch runs refuse it.
        Frame {
            objectName: "playtestScriptCheckBanner"
            Layout.fillWidth: true
            visible: session.active && session.scriptCheckBanner.length > 0

            Label {
                anchors.fill: parent
                text: session.scriptCheckBanner
                wrapMode: Text.Wrap
                color: root.colors.cautionText
                Accessible.role: Accessible.AlertMessage
            }
        }

        // Nothing playing yet.
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: !session.active

            ColumnLayout {
                anchors.centerIn: parent
                width: Math.min(560, parent.width - 24)
                spacing: 12

                Label {
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("Playtest")
                    font.pixelSize: 24
                    font.bold: true
                }
                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                    text: qsTr("Play a design move by move, alone or against computer players. Every decision is stored as it is made, so a game can be annotated, resumed and reviewed later.")
                }
                Button {
                    objectName: "playtestStartPanelButton"
                    Layout.alignment: Qt.AlignHCenter
                    text: qsTr("New playtest…")
                    highlighted: true
                    enabled: root.workbench !== null && root.workbench.isOpen && root.workbench.designCount > 0
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Choose the design, the seats and the seed")
                    onClicked: root.newPlaytest()
                }
            }
        }

        // The game: what is played and who is to move.
        RowLayout {
            Layout.fillWidth: true
            visible: session.active
            spacing: 12

            Label {
                //: %1 design name, %2 the seed of the game
                text: qsTr("%1 · game #%2 · seed %3").arg(session.designName.length > 0 ? session.designName : session.rulesetId).arg(session.gameId).arg(session.seed)
                font.pixelSize: 16
                font.bold: true
                elide: Text.ElideRight
                Layout.maximumWidth: root.width / 2
            }
            BusyIndicator {
                Layout.preferredWidth: 22
                Layout.preferredHeight: 22
                running: session.thinking
                visible: session.thinking
            }
            Label {
                objectName: "playtestStatus"
                Layout.fillWidth: true
                text: session.statusText
                elide: Text.ElideRight
                Accessible.role: Accessible.StaticText
            }
        }

        PlaytestControls {
            Layout.fillWidth: true
            visible: session.active
            session: session
            onNewPlaytestRequested: root.newPlaytest()
            onAbandonRequested: abandonDialog.open()
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: session.active
            spacing: 12

            // The board, or the state's text for rulesets without a board view.
            Item {
                id: boardArea

                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumWidth: 240

                ColumnLayout {
                    anchors.fill: parent
                    spacing: 0

                    BoardHost {
                        objectName: "playtestBoard"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        boardView: session.boardView
                        boardData: session.boardData
                        legalTargets: session.legalTargets
                        selectedTarget: session.legalDecisions.currentTarget
                        viewerSeat: session.viewerSeat
                        onTargetClicked: target => session.takeDecisionAtSquare(target)
                    }
                    // Below the board, not on it: a board view may fill its
                    // whole area to the bottom edge (cards, panels).
                    CheckBox {
                        objectName: "openHandsBox"
                        Layout.alignment: Qt.AlignRight
                        visible: session.hasHiddenInformation
                        text: qsTr("Open hands")
                        checked: session.openHands
                        onToggled: session.openHands = checked
                        ToolTip.visible: hovered
                        ToolTip.delay: 500
                        ToolTip.text: qsTr("Show every hand face up, as at a table that plays with open hands")
                    }
                }

                // Several decisions act on the clicked square: which one?
                Popup {
                    objectName: "playtestChoicesPopup"
                    anchors.centerIn: parent
                    visible: session.choicesAtSquare.length > 0
                    modal: true
                    padding: 12
                    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
                    onClosed: session.clearChoices()

                    ColumnLayout {
                        spacing: 6

                        Label {
                            text: qsTr("Which of these decisions?")
                            font.bold: true
                        }
                        Repeater {
                            model: session.choicesAtSquare

                            delegate: Button {
                                id: choice

                                required property var modelData

                                Layout.fillWidth: true
                                text: choice.modelData.text
                                onClicked: session.takeDecision(choice.modelData.row)
                            }
                        }
                    }
                }
            }

            // The decisions of the person to move, or the result.
            ColumnLayout {
                // Layouts fill by default; the board takes the room that is left.
                Layout.fillWidth: false
                Layout.preferredWidth: root.width > 1500 ? 340 : 250
                Layout.fillHeight: true
                spacing: 6

                Frame {
                    objectName: "playtestGameOver"
                    Layout.fillWidth: true
                    visible: session.isOver

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 4

                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Game over")
                            font.pixelSize: 18
                            font.bold: true
                        }
                        Label {
                            objectName: "playtestResultText"
                            Layout.fillWidth: true
                            text: session.resultText
                            wrapMode: Text.Wrap
                        }
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Undo takes the last decision back and lets the game go on.")
                            wrapMode: Text.Wrap
                            opacity: 0.7
                            visible: session.canUndo
                        }
                        // In a positioner, as in PlayerPanel.qml: a Repeater straight in a
                        // Layout crashes Qt 6.4 when its model changes during a rearrange.
                        Column {
                            id: rankRows

                            Layout.fillWidth: true

                            Repeater {
                                model: session.ranks

                                delegate: Label {
                                    id: rankRow

                                    required property var modelData

                                    width: rankRows.width
                                    //: %1 rank, %2 seat, %3 who played it
                                    text: qsTr("%1. %2 (%3)").arg(rankRow.modelData.rank).arg(rankRow.modelData.name).arg(rankRow.modelData.agent)
                                    font.bold: rankRow.modelData.rank === 1
                                }
                            }
                        }
                    }
                }

                PlayerPanel {
                    objectName: "playtestPlayerPanel"
                    Layout.fillWidth: true
                    panel: session.playerPanel
                }

                Label {
                    Layout.fillWidth: true
                    visible: !session.isOver
                    text: session.isPersonToMove ? qsTr("Decisions of %1").arg(session.currentActorName) : qsTr("Decisions")
                    font.bold: true
                    elide: Text.ElideRight
                }
                Frame {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    visible: !session.isOver
                    padding: 0

                    ListView {
                        id: decisionList

                        objectName: "playtestDecisionList"
                        anchors.fill: parent
                        clip: true
                        model: session.legalDecisions
                        keyNavigationEnabled: true
                        activeFocusOnTab: true
                        highlightMoveDuration: 0
                        // No rows made ahead in the background: the list is replaced after
                        // every decision, and an Undo right after a reply would cancel them
                        // mid-way (Qt warns "DelegateModel::cancel: index out range").
                        cacheBuffer: 0
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollBar.vertical: ScrollBar {}
                        Accessible.role: Accessible.List
                        Accessible.name: qsTr("Legal decisions")
                        // The choice lives in the model (the board marks it, Enter plays it).
                        currentIndex: session.legalDecisions.currentRow
                        onCurrentIndexChanged: session.legalDecisions.currentRow = decisionList.currentIndex
                        Keys.onReturnPressed: session.takeDecision(session.legalDecisions.currentRow)
                        Keys.onEnterPressed: session.takeDecision(session.legalDecisions.currentRow)

                        Connections {
                            target: session.legalDecisions

                            function onCurrentRowChanged() {
                                decisionList.currentIndex = session.legalDecisions.currentRow;
                            }
                        }

                        delegate: ItemDelegate {
                            id: decision

                            required property int index
                            // The role "text" would clash with the button's own text property.
                            required property var model

                            width: ListView.view.width
                            text: decision.model.text
                            // Wrapped, not elided: long texts differ only at the end
                            // ("particle from space 1 to space 2" vs "... to space 6").
                            contentItem: Label {
                                text: decision.text
                                font: decision.font
                                wrapMode: Text.Wrap
                                verticalAlignment: Text.AlignVCenter
                            }
                            background: SelectionBackground {
                                selected: decision.ListView.isCurrentItem
                                hovered: decision.hovered
                            }
                            ToolTip.visible: hovered
                            ToolTip.delay: 800
                            ToolTip.text: qsTr("Double-click or press Enter to take this decision.")
                            Accessible.name: decision.model.text
                            onClicked: {
                                session.legalDecisions.currentRow = decision.index;
                                decisionList.forceActiveFocus();
                            }
                            onDoubleClicked: session.takeDecision(decision.index)
                        }

                        Label {
                            anchors.centerIn: parent
                            width: parent.width - 24
                            visible: decisionList.count === 0
                            horizontalAlignment: Text.AlignHCenter
                            wrapMode: Text.Wrap
                            opacity: 0.75
                            text: session.isAgentToMove ? qsTr("A computer player is to move.") : ""
                        }
                    }
                }
                // At the end the result and the players keep to the top.
                Item {
                    Layout.fillHeight: true
                    visible: session.isOver
                }
                Button {
                    objectName: "playtestTakeButton"
                    Layout.fillWidth: true
                    visible: !session.isOver
                    text: qsTr("Take decision")
                    enabled: session.isPersonToMove && session.legalDecisions.currentRow >= 0
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Plays the chosen decision (Enter in the list)")
                    onClicked: session.takeDecision(session.legalDecisions.currentRow)
                }
            }

            // The log, and the note of the chosen row.
            ColumnLayout {
                Layout.fillWidth: false
                Layout.preferredWidth: root.width > 1500 ? 440 : 320
                Layout.fillHeight: true
                spacing: 6

                Label {
                    text: qsTr("Move log")
                    font.bold: true
                }
                Frame {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    padding: 0

                    MoveLogView {
                        id: moveLog

                        objectName: "playtestMoveLog"
                        anchors.fill: parent
                        log: session.moveLog
                    }
                }
                PlaytestAnnotationEditor {
                    objectName: "playtestAnnotationEditor"
                    Layout.fillWidth: true
                    log: session.moveLog
                    row: moveLog.currentIndex
                }
            }
        }
    }

    NewPlaytestDialog {
        id: newDialog

        session: session
        workbench: root.workbench
    }

    Dialog {
        id: abandonDialog

        title: qsTr("Abandon this game?")
        modal: true
        anchors.centerIn: Overlay.overlay
        width: Math.min(460, root.width - 48)
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: session.abandon()

        ColumnLayout {
            anchors.fill: parent

            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                text: qsTr("The game ends without a result and is no longer offered for resuming. Its moves and notes stay stored.")
            }
        }
    }
}
