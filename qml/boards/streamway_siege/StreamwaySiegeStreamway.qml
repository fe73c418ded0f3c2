pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// The streamway as a board: its steps laid on the grid the presenter gives
// (cells [{step, row, column}]), each numbered, step 1 the start and the last
// the end; the snakes as curves and the ladders with rungs over them; then
// the men in their team's colour and the monsters with their ability badges.
// The playtest's view and the board editor both draw with it. A click on a
// step reports the step; the view and the editor decide what it means.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    property int steps: 0
    property int columns: 1
    property int rows: 1
    property var cells: []
    property var snakes: []
    property var ladders: []
    property var men: []
    property var monsters: []
    // Steps that are legal click targets (highlighted), the ringed one, and
    // one marked as a problem (the editor's validation).
    property var legalSteps: []
    property int ringedStep: -1
    // The step of the decision Review's analysis preferred, or -1.
    property int ghostStep: -1
    property int problemStep: -1
    property list<color> teamColors: ["#0072b2", "#d55e00", "#009e73", "#cc79a7"]
    property color monsterColor: "#6a1b9a"

    signal stepClicked(int step)

    // The side of one cell, so that the grid fits the item.
    readonly property real cell: Math.max(4, Math.min(root.width / Math.max(1, root.columns), root.height / Math.max(1, root.rows)))
    readonly property real boardWidth: root.cell * root.columns
    readonly property real boardHeight: root.cell * root.rows
    readonly property real boardLeft: (root.width - root.boardWidth) / 2
    readonly property real boardTop: (root.height - root.boardHeight) / 2

    // The centre of a step's cell in this item's coordinates.
    function center(step: int): point {
        const c = root.cells[step - 1];
        if (!c)
            return Qt.point(0, 0);
        return Qt.point(root.boardLeft + (c.column + 0.5) * root.cell, root.boardTop + (c.row + 0.5) * root.cell);
    }
    // The step whose cell holds the point, or 0.
    function stepAt(x: real, y: real): int {
        const column = Math.floor((x - root.boardLeft) / root.cell);
        const row = Math.floor((y - root.boardTop) / root.cell);
        if (column < 0 || row < 0 || column >= root.columns || row >= root.rows)
            return 0;
        for (let i = 0; i < root.cells.length; ++i)
            if (root.cells[i].row === row && root.cells[i].column === column)
                return root.cells[i].step;
        return 0;
    }
    function isLegal(step: int): bool {
        return root.legalSteps.indexOf(step) >= 0;
    }

    Repeater {
        model: root.cells

        delegate: Rectangle {
            id: cellItem

            required property var modelData

            readonly property int step: cellItem.modelData.step
            readonly property bool legal: root.isLegal(cellItem.step)

            objectName: "streamwayStep" + cellItem.step
            x: root.boardLeft + cellItem.modelData.column * root.cell
            y: root.boardTop + cellItem.modelData.row * root.cell
            width: root.cell
            height: root.cell
            // The rows alternate in shade so that the path's turns read at a glance.
            color: cellItem.step === 1 ? "#c8e6c9" : (cellItem.step === root.steps ? "#ffcdd2" : (cellItem.modelData.row % 2 === 0 ? "#e3f2fd" : "#d6eaf8"))
            border.width: cellItem.step === root.problemStep ? 3 : 0.5
            border.color: cellItem.step === root.problemStep ? root.colors.hazard : "#90a4ae"

            Accessible.role: cellItem.legal ? Accessible.Button : Accessible.StaticText
            Accessible.name: qsTr("Step %1").arg(cellItem.step)
            Accessible.onPressAction: root.stepClicked(cellItem.step)

            Text {
                x: root.cell * 0.06
                y: root.cell * 0.02
                text: cellItem.step
                color: "#37474f"
                font.pixelSize: Math.max(7, Math.round(root.cell * 0.22))
            }
            Text {
                visible: cellItem.step === 1 || cellItem.step === root.steps
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: root.cell * 0.04
                text: cellItem.step === 1 ? qsTr("start") : qsTr("end")
                color: "#37474f"
                font.pixelSize: Math.max(7, Math.round(root.cell * 0.17))
            }
            TapHandler {
                onTapped: root.stepClicked(cellItem.step)
            }
        }
    }

    Repeater {
        model: root.ladders

        delegate: StreamwaySiegeLadder {
            required property var modelData

            anchors.fill: parent
            // The step numbers under a ladder or snake stay readable.
            opacity: 0.75
            bottomAt: root.center(modelData.bottom)
            topAt: root.center(modelData.top)
            cell: root.cell
        }
    }
    Repeater {
        model: root.snakes

        delegate: StreamwaySiegeSnake {
            required property var modelData

            anchors.fill: parent
            opacity: 0.8
            head: root.center(modelData.head)
            tail: root.center(modelData.tail)
            cell: root.cell
        }
    }

    // The highlight of legal steps, above snakes and ladders so it shows.
    Repeater {
        model: root.legalSteps

        delegate: Rectangle {
            required property int modelData

            readonly property point at: root.center(modelData)

            visible: modelData >= 1 && modelData <= root.steps
            x: at.x - root.cell / 2 + 1
            y: at.y - root.cell / 2 + 1
            width: root.cell - 2
            height: root.cell - 2
            color: "transparent"
            border.width: Math.max(2, root.cell * 0.08)
            border.color: modelData === root.ringedStep ? "#e91e63" : "#ff6d00"
        }
    }

    // The ghost: translucent cyan, under the men so that they stay readable,
    // set apart from the orange and pink rings of legal and chosen steps.
    Rectangle {
        readonly property point at: root.center(root.ghostStep)

        objectName: "ghost"
        visible: root.ghostStep >= 1 && root.ghostStep <= root.steps
        x: at.x - root.cell / 2 + 1
        y: at.y - root.cell / 2 + 1
        width: root.cell - 2
        height: root.cell - 2
        color: "#5500b8d4"
        border.width: Math.max(2, root.cell * 0.1)
        border.color: "#00b8d4"
    }

    Repeater {
        model: root.men

        delegate: Rectangle {
            id: man

            required property var modelData
            required property int index

            readonly property point at: root.center(man.modelData.step)

            objectName: "streamwayMan" + man.index
            x: at.x - width / 2 - root.cell * 0.14
            y: at.y - height / 2 + root.cell * 0.08
            width: root.cell * 0.46
            height: width
            radius: width / 2
            color: root.teamColors[man.modelData.team % root.teamColors.length]
            border.width: Math.max(1.5, root.cell * 0.04)
            border.color: "#ffffff"

            Text {
                anchors.centerIn: parent
                text: man.modelData.number
                color: "#ffffff"
                font.bold: true
                font.pixelSize: Math.max(7, Math.round(root.cell * 0.24))
            }
        }
    }

    Repeater {
        model: root.monsters

        delegate: Rectangle {
            id: monster

            required property var modelData
            required property int index

            readonly property point at: root.center(monster.modelData.step)
            readonly property var abilities: monster.modelData.abilities

            objectName: "streamwayMonster" + monster.index
            x: at.x - width / 2 + root.cell * 0.14
            y: at.y - height / 2 + root.cell * 0.02
            width: root.cell * 0.5
            height: width
            radius: width * 0.25
            color: root.monsterColor
            border.width: monster.modelData.boss ? Math.max(2, root.cell * 0.07) : 1
            border.color: monster.modelData.boss ? "#ffc107" : "#311b92"

            ToolTip.visible: monsterHover.hovered
            ToolTip.delay: 300
            ToolTip.text: monster.modelData.abilityNames.length > 0 ? monster.modelData.abilityNames.join("\n") : qsTr("no ability")

            Text {
                anchors.centerIn: parent
                text: monster.modelData.boss ? qsTr("B", "the boss monster, one letter") : qsTr("M", "a monster, one letter")
                color: "#ffffff"
                font.bold: true
                font.pixelSize: Math.max(7, Math.round(root.cell * 0.28))
            }
            // One badge per ability, along the monster's lower edge.
            Row {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.bottom
                anchors.topMargin: -height / 2
                spacing: 1

                Repeater {
                    model: monster.abilities

                    delegate: Rectangle {
                        required property int modelData

                        width: Math.max(8, root.cell * 0.17)
                        height: width
                        radius: width / 2
                        color: "#ffc107"
                        border.width: 0.5
                        border.color: "#5d4037"

                        Text {
                            anchors.centerIn: parent
                            text: parent.modelData
                            color: "#1f1f1f"
                            font.bold: true
                            font.pixelSize: Math.max(6, Math.round(parent.width * 0.75))
                        }
                    }
                }
            }
            HoverHandler {
                id: monsterHover
            }
        }
    }
}
