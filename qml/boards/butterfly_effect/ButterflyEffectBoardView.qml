pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// A Butterfly Effect position as ButterflyEffectBoardPresenter::describe()
// gives it: the past and the present side by side, the ripples where they
// will land, the ways to lay a pattern being chosen, the battle with both
// rolls, both hands (the other seat's as backs) and the six species with
// their evolution cards. Clicks and the keyboard report the presenter's
// target numbers; the view decides nothing.
Item {
    id: root

    // The board-view contract of BoardHost.qml.
    property var boardData: ({})
    property var legalTargets: []
    property int focusTarget: -1
    property int selectedTarget: -1
    // Unread: the presenter's description already hides what the seat cannot see.
    property int viewerSeat: -1
    // Review's second opinion: the target of the decision the analysis
    // preferred, drawn faintly; -1 draws none.
    property int ghostTarget: -1

    signal targetClicked(int target)

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    readonly property list<color> seatColors: root.colors.seatColors
    readonly property var eras: root.boardData && root.boardData.eras ? root.boardData.eras : []
    readonly property var players: root.boardData && root.boardData.players ? root.boardData.players : []
    readonly property var speciesList: root.boardData && root.boardData.species ? root.boardData.species : []
    readonly property var choices: root.boardData && root.boardData.patternChoices ? root.boardData.patternChoices : []
    readonly property var ripples: root.boardData && root.boardData.ripples ? root.boardData.ripples : []
    readonly property var battle: root.boardData && root.boardData.battle ? root.boardData.battle : ({})
    readonly property var lastBattle: root.boardData && root.boardData.lastBattle ? root.boardData.lastBattle : ({})
    readonly property var shownBattle: root.battle.attacker !== undefined ? root.battle : root.lastBattle
    readonly property int size: root.boardData && root.boardData.size ? root.boardData.size : 9
    // Side by side with the panel when the view is much wider than tall.
    readonly property bool wide: root.width >= root.height * 1.55
    readonly property real unit: Math.max(8, Math.min(root.width / (root.wide ? 90 : 62), root.height / 48))
    readonly property real boardsWidth: root.wide ? root.width * 0.64 : root.width
    readonly property real boardsHeight: Math.min(root.boardsWidth / 2 * 1.1, root.wide ? root.height - header.height - root.unit : root.height * 0.55)
    // The pattern choice shown on the board: hovered, focused or chosen in the list.
    property int hoveredChoice: -1
    readonly property var footprintChoice: {
        const wanted = root.hoveredChoice >= 0 ? root.hoveredChoice : (root.focusTarget >= 0 && root.activeFocus ? root.focusTarget : root.selectedTarget);
        for (const choice of root.choices)
            if (choice.target === wanted)
                return choice;
        return null;
    }

    function isLegal(target: int): bool {
        return target >= 0 && root.legalTargets.indexOf(target) >= 0;
    }
    function ringTarget(): int {
        return root.activeFocus && root.focusTarget >= 0 ? root.focusTarget : root.selectedTarget;
    }
    // Moves the focus ring `step` legal targets on (in number order); false past either end.
    function moveFocus(step: int): bool {
        const order = root.legalTargets.slice().sort((a, b) => a - b);
        if (order.length === 0)
            return false;
        const at = order.indexOf(root.focusTarget);
        const next = at < 0 ? (step > 0 ? 0 : order.length - 1) : at + step;
        if (next < 0 || next >= order.length)
            return false;
        root.focusTarget = order[next];
        return true;
    }

    activeFocusOnTab: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Butterfly Effect board")
    Accessible.description: header.prompt

    onLegalTargetsChanged: {
        if (!root.isLegal(root.focusTarget)) {
            root.focusTarget = -1;
            if (root.activeFocus)
                root.moveFocus(1);
        }
    }
    onActiveFocusChanged: {
        if (root.activeFocus && !root.isLegal(root.focusTarget))
            root.moveFocus(1);
    }
    Keys.onPressed: event => {
        switch (event.key) {
        case Qt.Key_Tab:
            event.accepted = root.moveFocus(1);
            break;
        case Qt.Key_Backtab:
            event.accepted = root.moveFocus(-1);
            break;
        case Qt.Key_Right:
        case Qt.Key_Down:
            root.moveFocus(1);
            event.accepted = true;
            break;
        case Qt.Key_Left:
        case Qt.Key_Up:
            root.moveFocus(-1);
            event.accepted = true;
            break;
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            if (root.focusTarget >= 0)
                root.targetClicked(root.focusTarget);
            event.accepted = true;
            break;
        }
    }

    Rectangle {
        id: header

        readonly property string prompt: root.boardData && root.boardData.prompt ? root.boardData.prompt : ""
        readonly property bool over: root.boardData && root.boardData.over ? true : false

        width: root.width
        height: Math.max(promptLabel.implicitHeight, turnLabel.implicitHeight) + root.unit
        radius: root.unit * 0.5
        color: header.over ? "#d7f0dc" : root.palette.alternateBase
        border.width: 1
        border.color: "#9e9e9e"

        Label {
            id: promptLabel

            objectName: "butterflyPrompt"
            anchors.left: parent.left
            anchors.right: turnLabel.left
            anchors.verticalCenter: parent.verticalCenter
            anchors.leftMargin: root.unit * 0.6
            anchors.rightMargin: root.unit
            text: header.prompt
            wrapMode: Text.WordWrap
            font.bold: true
            font.pixelSize: Math.round(root.unit * 1.15)
            color: header.over ? "#1f1f1f" : root.palette.windowText
        }
        Label {
            id: turnLabel

            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.rightMargin: root.unit * 0.6
            text: qsTr("Turn %1").arg(root.boardData && root.boardData.turn !== undefined ? root.boardData.turn + 1 : 1)
            font.pixelSize: Math.round(root.unit * 1.05)
            color: header.over ? "#1f1f1f" : root.palette.windowText
        }
    }

    // The two eras, the past on the left.
    Row {
        id: boards

        y: header.height + root.unit * 0.5
        spacing: root.unit

        Repeater {
            model: root.eras

            delegate: ButterflyEffectEra {
                id: eraItem

                required property var modelData

                width: (root.boardsWidth - root.unit) / 2
                height: root.boardsHeight
                era: eraItem.modelData
                size: root.size
                seatColors: root.seatColors
                legalTargets: root.legalTargets
                focusTarget: root.ringTarget()
                ghostTarget: root.ghostTarget
                footprint: root.footprintChoice ? root.footprintChoice.squares : []
                footprintDeath: root.footprintChoice ? root.footprintChoice.death : false
                battleFrom: root.battle.from !== undefined ? root.battle.from : -1
                battleTo: root.battle.to !== undefined ? root.battle.to : -1
                onTargetClicked: target => root.targetClicked(target)
            }
        }
    }

    Flickable {
        id: panel

        x: root.wide ? root.boardsWidth + root.unit : 0
        y: root.wide ? boards.y : boards.y + root.boardsHeight + root.unit * 0.5
        width: root.width - x
        height: root.height - y
        clip: true
        contentWidth: width
        contentHeight: panelColumn.height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Column {
            id: panelColumn

            width: panel.width - root.unit * 0.8
            spacing: root.unit * 0.5

            // The ways to lay the pattern being chosen: hover or focus one to see it on the board.
            Flow {
                visible: root.choices.length > 0
                width: parent.width
                spacing: root.unit * 0.3

                Label {
                    height: root.unit * 1.9
                    verticalAlignment: Text.AlignVCenter
                    text: root.choices.length > 0 && root.choices[0].death ? qsTr("Death pattern:") : qsTr("Reproduction:")
                    font.bold: true
                    font.pixelSize: Math.max(9, Math.round(root.unit * 0.9))
                }
                Repeater {
                    model: root.choices

                    delegate: Rectangle {
                        id: chip

                        required property var modelData

                        readonly property bool legal: root.isLegal(chip.modelData.target)

                        objectName: "target:" + chip.modelData.target
                        width: root.unit * 1.9
                        height: root.unit * 1.9
                        radius: 4
                        color: root.footprintChoice && root.footprintChoice.target === chip.modelData.target ? "#b9dcf7" : root.palette.base
                        border.width: chip.legal ? 2 : 1
                        border.color: chip.legal ? "#ff6d00" : "#9e9e9e"

                        Accessible.role: Accessible.Button
                        Accessible.name: qsTr("Way %1 to lay the pattern").arg(chip.modelData.number)
                        Accessible.onPressAction: root.targetClicked(chip.modelData.target)

                        Text {
                            anchors.centerIn: parent
                            text: chip.modelData.number
                            color: "#1f1f1f"
                            font.pixelSize: Math.max(8, Math.round(root.unit * 0.85))
                        }
                        Rectangle {
                            visible: root.ringTarget() === chip.modelData.target
                            anchors.fill: parent
                            anchors.margins: -3
                            radius: 6
                            color: "transparent"
                            border.width: 3
                            border.color: "#e91e63"
                        }
                        ButterflyEffectGhost {
                            visible: root.ghostTarget >= 0 && root.ghostTarget === chip.modelData.target
                        }
                        HoverHandler {
                            onHoveredChanged: {
                                if (hovered)
                                    root.hoveredChoice = chip.modelData.target;
                                else if (root.hoveredChoice === chip.modelData.target)
                                    root.hoveredChoice = -1;
                            }
                        }
                        TapHandler {
                            onTapped: root.targetClicked(chip.modelData.target)
                        }
                    }
                }
            }

            ButterflyEffectBattle {
                objectName: "butterflyBattle"
                visible: root.shownBattle.attacker !== undefined
                width: parent.width
                battle: root.shownBattle
                seatColors: root.seatColors
                unit: root.unit
                title: root.battle.attacker !== undefined ? qsTr("Battle in %1").arg(root.battle.eraName) : qsTr("Last battle (turn %1, %2)").arg(root.lastBattle.turn).arg(root.lastBattle.eraName)
            }

            Repeater {
                model: root.ripples

                delegate: Label {
                    id: rippleLabel

                    required property var modelData

                    width: panelColumn.width
                    wrapMode: Text.WordWrap
                    text: (rippleLabel.modelData.kind === "death" ? "\u271D " : "\u2248 ") + rippleLabel.modelData.text
                    color: rippleLabel.modelData.kind === "death" ? root.colors.alertText : root.palette.windowText
                    font.pixelSize: Math.max(8, Math.round(root.unit * 0.85))
                }
            }

            Repeater {
                model: root.players

                delegate: ButterflyEffectHand {
                    id: hand

                    required property var modelData

                    width: panelColumn.width
                    height: implicitHeight
                    player: hand.modelData
                    seatColor: root.seatColors[hand.modelData.seat % root.seatColors.length]
                    unit: root.unit
                    legalTargets: root.legalTargets
                    focusTarget: root.ringTarget()
                    ghostTarget: root.ghostTarget
                    onTargetClicked: target => root.targetClicked(target)
                }
            }

            Label {
                text: qsTr("Species")
                font.bold: true
                font.pixelSize: Math.max(9, Math.round(root.unit * 0.95))
            }
            Grid {
                id: mat

                columns: 3
                spacing: root.unit * 0.4

                Repeater {
                    model: root.speciesList

                    delegate: ButterflyEffectSpecies {
                        id: speciesItem

                        required property var modelData

                        width: (panelColumn.width - 2 * mat.spacing) / 3
                        species: speciesItem.modelData
                        seatColor: root.seatColors[speciesItem.modelData.seat % root.seatColors.length]
                        unit: root.unit
                        legalTargets: root.legalTargets
                        focusTarget: root.ringTarget()
                        ghostTarget: root.ghostTarget
                        onTargetClicked: target => root.targetClicked(target)
                    }
                }
            }
        }
    }
}
