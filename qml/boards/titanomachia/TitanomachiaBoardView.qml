pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// A Titanomachia position as TitanomachiaBoardPresenter::describe() gives it:
// the 10x10 board (terrain, trails with facings, Targets, Shields, pending
// Blasts, Objective markers) with its edges labelled A-J and 1-10, and each
// Titan's System cards, Objectives and pending Blasts beside it. Clicks on a
// square or a System card report the presenter's target numbers; the view
// decides nothing.
Item {
    id: root

    // The board-view contract of BoardHost.qml.
    property var boardData: ({})
    property var legalTargets: []
    property int selectedTarget: -1
    // Unread: nothing in Titanomachia is hidden.
    property int viewerSeat: -1
    // Review's second opinion: the target (a square or a System card) of the
    // decision the analysis preferred, drawn faintly; -1 draws none.
    property int ghostTarget: -1

    signal targetClicked(int target)

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    readonly property list<color> seatColors: root.colors.seatColors
    // Open ground to hab-block, then further designer types: darker with more cover.
    readonly property list<color> terrainColors: ["#e8e4d8", "#cbbf9f", "#a39274", "#6d6250", "#8d9a7a", "#7b8a9a", "#9a7b8a", "#5f6f5f"]
    readonly property var squares: root.boardData && root.boardData.squares ? root.boardData.squares : []
    readonly property var players: root.boardData && root.boardData.players ? root.boardData.players : []
    readonly property bool wide: root.width >= root.height * 0.9
    // The text and spacing unit: a wide view puts the Titans beside the board, a tall one below it.
    readonly property real unit: Math.max(10, Math.min(root.width / (root.wide ? 90 : 44), root.height / (root.wide ? 50 : 66)))
    readonly property real labelSpace: root.unit * 1.6
    // Tall: the board gives way so both Titans' panels show under it (the legend
    // counted as seven units, not measured: its width follows the board's).
    readonly property real boardSide: root.wide ? Math.min(root.height - header.height - legend.height - root.unit * 2, root.width * 0.5) : Math.max(root.width * 0.55, Math.min(root.width - root.labelSpace, root.height - header.height - root.unit * 8 - panelColumn.implicitHeight))
    readonly property real squareSide: Math.max(8, Math.floor((root.boardSide - root.labelSpace) / 10))

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Titanomachia board")
    Accessible.description: header.prompt

    Rectangle {
        id: header

        readonly property string prompt: root.boardData && root.boardData.prompt ? root.boardData.prompt : ""

        width: root.width
        height: promptLabel.implicitHeight + root.unit
        radius: root.unit * 0.4
        color: root.colors.alternateBase

        Label {
            id: roundLabel

            anchors.right: parent.right
            anchors.rightMargin: root.unit * 0.6
            anchors.verticalCenter: parent.verticalCenter
            //: %1 the round in play, %2 the rounds of a game
            text: qsTr("Round %1 of %2").arg(root.boardData.round ?? 1).arg(root.boardData.maxRounds ?? 10)
            font.pixelSize: root.unit * 1.1
            font.bold: true
        }
        Label {
            id: promptLabel

            objectName: "titanPrompt"
            anchors.left: parent.left
            anchors.right: roundLabel.left
            anchors.leftMargin: root.unit * 0.6
            anchors.verticalCenter: parent.verticalCenter
            text: header.prompt
            wrapMode: Text.WordWrap
            font.pixelSize: root.unit * 1.1
        }
    }

    Item {
        id: boardArea

        x: 0
        y: header.height + root.unit * 0.5
        width: root.labelSpace + 10 * root.squareSide
        height: width

        Repeater {
            model: 10

            Label {
                required property int index

                x: root.labelSpace + index * root.squareSide
                width: root.squareSide
                height: root.labelSpace
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: String.fromCharCode(65 + index)
                font.pixelSize: root.unit * 0.9
            }
        }
        Repeater {
            model: 10

            Label {
                required property int index

                y: root.labelSpace + index * root.squareSide
                width: root.labelSpace
                height: root.squareSide
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
                text: index + 1
                font.pixelSize: root.unit * 0.9
            }
        }

        // Squares placed by their row and column, not by a positioner: their
        // geometry holds as soon as they exist.
        Item {
            objectName: "titanBoard"
            x: root.labelSpace
            y: root.labelSpace
            width: 10 * root.squareSide
            height: width

            Repeater {
                model: root.squares

                TitanomachiaSquare {
                    required property var modelData

                    x: modelData.col * root.squareSide
                    y: modelData.row * root.squareSide
                    square: modelData
                    side: root.squareSide
                    seatColors: root.seatColors
                    terrainColors: root.terrainColors
                    legal: root.legalTargets.indexOf(modelData.target) >= 0
                    ringed: root.selectedTarget === modelData.target
                    ghosted: modelData.target >= 0 && root.ghostTarget === modelData.target
                    onClicked: root.targetClicked(modelData.target)
                }
            }
        }
    }

    // What the marks mean, and the terrain types with Armour · Difficulty · Interference.
    Flow {
        id: legend

        anchors.left: boardArea.left
        anchors.top: boardArea.bottom
        anchors.topMargin: root.unit * 0.3
        width: boardArea.width
        spacing: root.unit * 0.6

        Repeater {
            model: root.boardData.terrainTypes ?? []

            Row {
                id: terrainKey

                required property var modelData

                spacing: root.unit * 0.3

                Rectangle {
                    width: root.unit * 1.2
                    height: width
                    color: root.terrainColors[Math.min(terrainKey.modelData.index, root.terrainColors.length - 1)]
                    border.width: 1
                    border.color: Qt.darker(color, 1.35)
                }
                Label {
                    text: terrainKey.modelData.name + " " + terrainKey.modelData.armour + "\u00b7" + terrainKey.modelData.difficulty + "\u00b7" + terrainKey.modelData.interference
                    font.pixelSize: root.unit * 0.85
                }
            }
        }
        Label {
            width: legend.width
            wrapMode: Text.WordWrap
            font.pixelSize: root.unit * 0.85
            text: qsTr("Terrain: Armour · Difficulty · Interference (↓ damage). ○ Target, □ Shield, ● pending Blast, ⚑ Objective marker, ▲ Position marker and facing; colours are the players'.")
        }
    }

    Flickable {
        id: panels

        x: root.wide ? boardArea.width + root.unit : 0
        y: root.wide ? boardArea.y : legend.y + legend.height + root.unit * 0.5
        width: root.wide ? root.width - x : root.width
        height: root.height - y
        contentHeight: panelColumn.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        Column {
            id: panelColumn

            width: panels.width - root.unit
            spacing: root.unit * 0.5

            Repeater {
                model: root.players

                TitanomachiaTitanPanel {
                    required property var modelData

                    width: panelColumn.width
                    player: modelData
                    unit: root.unit
                    seatColor: root.seatColors[modelData.seat]
                    legalTargets: root.legalTargets
                    selectedTarget: root.selectedTarget
                    ghostTarget: root.ghostTarget
                    textColor: root.colors.text
                    cardColor: root.colors.base
                    onTargetClicked: target => root.targetClicked(target)
                }
            }
        }
    }
}
