pragma ComponentBehavior: Bound

import QtQuick
import Playbench

// One die of the turn: pips for faces 1 to 6, the number above that, blank
// while not yet rolled. A used die is faded and crossed; a die that moved a
// monster (snake eyes) is outlined in the monsters' colour.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // The face, 0 while the die is not rolled yet.
    required property int face
    property bool used: false
    property bool movedMonster: false
    property color monsterColor: "#6a1b9a"

    readonly property var pips: [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]

    Accessible.role: Accessible.StaticText
    Accessible.name: root.face === 0 ? qsTr("Die not rolled yet") : (root.used ? qsTr("Die %1, used").arg(root.face) : qsTr("Die %1, to apply").arg(root.face))

    Rectangle {
        id: body

        anchors.fill: parent
        radius: width * 0.18
        color: root.face > 0 ? "#fcfbf6" : "transparent"
        opacity: root.used ? 0.45 : 1
        border.width: root.movedMonster ? Math.max(2, width * 0.08) : Math.max(1, Math.round(width * 0.04))
        border.color: root.movedMonster ? root.monsterColor : (root.face > 0 ? "#333333" : "#9e9e9e")

        Grid {
            visible: root.face >= 1 && root.face <= 6
            anchors.fill: parent
            anchors.margins: body.width * 0.14
            columns: 3

            Repeater {
                model: 9

                delegate: Item {
                    id: cell

                    required property int index

                    width: (body.width * 0.72) / 3
                    height: width

                    Rectangle {
                        visible: root.face >= 1 && root.face <= 6 && root.pips[root.face].indexOf(cell.index) >= 0
                        anchors.centerIn: parent
                        width: parent.width * 0.62
                        height: width
                        radius: width / 2
                        color: "#1f1f1f"
                    }
                }
            }
        }
        Text {
            visible: root.face > 6
            anchors.centerIn: parent
            text: root.face
            color: "#1f1f1f"
            font.bold: true
            font.pixelSize: Math.max(9, Math.round(body.width * 0.5))
        }
        Text {
            visible: root.face === 0
            anchors.centerIn: parent
            text: "?"
            color: "#9e9e9e"
            font.pixelSize: Math.max(9, Math.round(body.width * 0.5))
        }
    }
    // A used die is struck through.
    Rectangle {
        visible: root.used
        anchors.centerIn: parent
        width: parent.width * 1.1
        height: Math.max(2, parent.width * 0.07)
        rotation: -35
        color: root.colors.hazard
    }
}
