pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// A Streamway Siege position as StreamwaySiegeBoardPresenter::describe() gives
// it: what the actor is asked to do, the streamway with its snakes, ladders,
// men and monsters, and beside it the wave and round, the turn's dice and each
// team's reserve and dead. Clicks report the presenter's targets (a step, a
// team's reserve); the view decides nothing.
Item {
    id: root

    // The board-view contract of BoardHost.qml.
    property var boardData: ({})
    property var legalTargets: []
    property int selectedTarget: -1
    // Unread: the game hides nothing.
    property int viewerSeat: -1
    // Review's second opinion: the target (a step or a reserve) of the
    // decision the analysis preferred, drawn faintly; -1 draws none.
    property int ghostTarget: -1

    signal targetClicked(int target)

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    readonly property bool hasData: root.boardData && root.boardData.cells !== undefined
    readonly property var teams: root.hasData ? root.boardData.teams : []
    readonly property var dice: root.hasData ? root.boardData.dice : []
    readonly property bool wide: root.width >= root.height * 1.25
    readonly property real unit: Math.max(8, root.wide ? Math.min(root.width / 70, root.height / 44) : Math.min(root.width / 44, root.height / 70))
    readonly property real sideWidth: root.wide ? Math.min(root.unit * 20, root.width * 0.34) : root.width
    // The legal steps (targets 1..steps) and the ringed one.
    readonly property var legalSteps: root.legalTargets.filter(t => root.hasData && t >= 1 && t <= root.boardData.steps)

    objectName: "streamwaySiegeBoard"
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Streamway Siege board")
    Accessible.description: header.prompt

    function isLegal(target: int): bool {
        return target >= 0 && root.legalTargets.indexOf(target) >= 0;
    }

    Rectangle {
        id: header

        readonly property string prompt: root.hasData ? root.boardData.prompt : ""
        readonly property string result: root.hasData ? root.boardData.result : ""

        width: root.width
        height: Math.max(promptLabel.implicitHeight, waveLabel.implicitHeight) + root.unit
        radius: root.unit * 0.5
        color: header.result === "won" ? "#d7f0dc" : (header.result === "lost" ? "#f8d7d7" : root.palette.alternateBase)
        border.width: 1
        border.color: "#9e9e9e"

        Label {
            id: promptLabel

            objectName: "streamwayPrompt"
            anchors.left: parent.left
            anchors.right: waveLabel.left
            anchors.verticalCenter: parent.verticalCenter
            anchors.leftMargin: root.unit * 0.6
            anchors.rightMargin: root.unit
            text: header.prompt
            wrapMode: Text.WordWrap
            font.bold: true
            font.pixelSize: Math.round(root.unit * 1.15)
            color: header.result !== "" ? "#1f1f1f" : root.palette.windowText
        }
        Label {
            id: waveLabel

            objectName: "streamwayWave"
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.rightMargin: root.unit * 0.6
            horizontalAlignment: Text.AlignRight
            text: !root.hasData ? "" : (root.boardData.bossWave ? qsTr("Boss wave") : qsTr("Wave %1 of %2").arg(root.boardData.wave).arg(root.boardData.waves)) + "\n" + qsTr("Round %1 of %2").arg(root.boardData.round).arg(root.boardData.rounds)
            font.pixelSize: Math.round(root.unit * 1.05)
            color: header.result !== "" ? "#1f1f1f" : root.palette.windowText
        }
    }

    StreamwaySiegeStreamway {
        id: streamway

        x: 0
        y: header.height + root.unit * 0.5
        width: root.wide ? root.width - root.sideWidth - root.unit : root.width
        height: root.wide ? root.height - y : Math.max(0, root.height - y - side.implicitHeight - root.unit)
        steps: root.hasData ? root.boardData.steps : 0
        columns: root.hasData ? root.boardData.columns : 1
        rows: root.hasData ? root.boardData.rows : 1
        cells: root.hasData ? root.boardData.cells : []
        snakes: root.hasData ? root.boardData.snakes : []
        ladders: root.hasData ? root.boardData.ladders : []
        men: root.hasData ? root.boardData.men : []
        monsters: root.hasData ? root.boardData.monsters : []
        legalSteps: root.legalSteps
        ringedStep: root.selectedTarget
        ghostStep: root.ghostTarget
        teamColors: root.colors.seatColors
        onStepClicked: step => {
            if (root.isLegal(step))
                root.targetClicked(step);
        }
    }

    Flickable {
        id: sideArea

        x: root.wide ? root.width - root.sideWidth : 0
        y: root.wide ? header.height + root.unit * 0.5 : streamway.y + streamway.height + root.unit * 0.5
        width: root.sideWidth
        height: root.height - y
        clip: true
        contentWidth: width
        contentHeight: side.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Column {
            id: side

            width: sideArea.width - root.unit * 0.6
            spacing: root.unit * 0.6

            Label {
                text: qsTr("Dice of %1's turn").arg(root.hasData ? root.boardData.playerLabel : "")
                font.bold: true
                font.pixelSize: Math.round(root.unit * 1.0)
            }
            Flow {
                width: parent.width
                spacing: root.unit * 0.4

                Repeater {
                    objectName: "streamwayDice"
                    model: root.hasData ? root.boardData.diceCount : 0

                    delegate: StreamwaySiegeDie {
                        required property int index

                        readonly property var die: index < root.dice.length ? root.dice[index] : null

                        width: root.unit * 2.6
                        height: width
                        face: die ? die.value : 0
                        used: die ? die.used : false
                        movedMonster: die ? die.onMonster : false
                    }
                }
            }

            Label {
                text: qsTr("Teams")
                font.bold: true
                font.pixelSize: Math.round(root.unit * 1.0)
            }
            Repeater {
                model: root.teams

                delegate: StreamwaySiegeTeam {
                    required property var modelData

                    width: side.width
                    height: implicitHeight
                    team: modelData
                    teamColor: root.colors.seatColors[modelData.team % root.colors.seatColors.length]
                    unit: root.unit
                    legal: root.isLegal(modelData.target)
                    ringed: modelData.target === root.selectedTarget
                    ghosted: modelData.target >= 0 && modelData.target === root.ghostTarget
                    onClicked: {
                        if (root.isLegal(modelData.target))
                            root.targetClicked(modelData.target);
                    }
                }
            }

            Label {
                visible: root.hasData && root.boardData.monsters.length > 0
                text: qsTr("Monsters")
                font.bold: true
                font.pixelSize: Math.round(root.unit * 1.0)
            }
            Repeater {
                model: root.hasData ? root.boardData.monsters : []

                delegate: Label {
                    required property var modelData

                    width: side.width
                    wrapMode: Text.WordWrap
                    //: %1 the step a monster stands on, %2 its abilities or "no ability"
                    text: (modelData.boss ? qsTr("Boss on step %1: %2") : qsTr("Monster on step %1: %2")).arg(modelData.step).arg(modelData.abilityNames.length > 0 ? modelData.abilities.map((a, i) => a + " " + modelData.abilityNames[i]).join(", ") : qsTr("no ability"))
                    font.pixelSize: Math.round(root.unit * 0.9)
                }
            }
        }
    }
}
