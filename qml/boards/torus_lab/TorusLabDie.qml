pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// The Torus Lab die: pips for faces 1 to 6, the number above that, a blank
// face while no die shows. Clubs added to a neutralization die are listed below.
Item {
    id: root

    // The face showing, 0 when none does.
    required property int face
    property int clubs: 0

    readonly property var pips: [[], [4], [0, 8], [0, 4, 8], [0, 2, 6, 8], [0, 2, 4, 6, 8], [0, 2, 3, 5, 6, 8]]
    readonly property real side: Math.min(width, height - clubsLabel.height)

    Accessible.role: Accessible.StaticText
    Accessible.name: root.face > 0 ? (root.clubs > 0 ? qsTr("Die shows %1, plus %2 for clubs").arg(root.face).arg(root.clubs) : qsTr("Die shows %1").arg(root.face)) : qsTr("No die showing")

    Rectangle {
        id: body

        anchors.horizontalCenter: parent.horizontalCenter
        width: root.side
        height: root.side
        radius: width * 0.18
        color: root.face > 0 ? "#fcfbf6" : "transparent"
        border.width: Math.max(1, Math.round(width * 0.03))
        border.color: root.face > 0 ? "#333333" : "#9e9e9e"

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
        Label {
            visible: root.face === 0
            anchors.centerIn: parent
            width: parent.width - 4
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("no roll")
            opacity: 0.6
            font.pixelSize: Math.max(8, Math.round(body.width * 0.18))
        }
    }
    Label {
        id: clubsLabel

        anchors.top: body.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        visible: root.clubs > 0
        height: visible ? Math.round(root.width * 0.3) : 0
        verticalAlignment: Text.AlignVCenter
        text: qsTr("+%1 \u2663").arg(root.clubs)
        font.pixelSize: Math.max(9, Math.round(root.width * 0.2))
    }
}
