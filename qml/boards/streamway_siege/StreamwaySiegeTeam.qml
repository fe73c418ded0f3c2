pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// One team beside the board: its colour and players, its reserve (a click
// target: deploy, boxcars), its men on the board and its dead.
Rectangle {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // {team, label, reserve, deployed, dead, isDead, current, target}
    required property var team
    required property color teamColor
    required property real unit
    property bool legal: false
    property bool ringed: false
    // The reserve is the target of the decision Review's analysis preferred.
    property bool ghosted: false

    signal clicked

    objectName: "streamwayReserve" + root.team.team
    implicitHeight: column.implicitHeight + root.unit
    radius: root.unit * 0.4
    color: root.team.current ? Qt.rgba(root.teamColor.r, root.teamColor.g, root.teamColor.b, 0.16) : "transparent"
    border.width: root.legal ? Math.max(2, Math.round(root.unit * 0.25)) : 1
    border.color: root.ringed ? "#e91e63" : (root.legal ? "#ff6d00" : "#9e9e9e")

    Accessible.role: root.legal ? Accessible.Button : Accessible.StaticText
    Accessible.name: root.team.label + ": " + status.text
    Accessible.onPressAction: root.clicked()

    Column {
        id: column

        x: root.unit * 0.5
        y: root.unit * 0.5
        width: root.width - root.unit
        spacing: root.unit * 0.2

        Row {
            spacing: root.unit * 0.4

            Rectangle {
                width: root.unit * 1.2
                height: width
                radius: width / 2
                color: root.teamColor
                border.width: 1
                border.color: "#ffffff"
            }
            Label {
                text: root.team.label + (root.team.isDead ? "  \u2020 " + qsTr("dead") : "")
                font.bold: true
                font.pixelSize: Math.round(root.unit * 1.0)
            }
        }
        Label {
            id: status

            width: parent.width
            wrapMode: Text.WordWrap
            //: %1 men in the reserve, %2 on the board, %3 dead
            text: qsTr("Reserve %1 \u00b7 on the board %2 \u00b7 dead %3").arg(root.team.reserve).arg(root.team.deployed).arg(root.team.dead)
            font.pixelSize: Math.round(root.unit * 0.9)
        }
        // The reserve's men, one token each.
        Row {
            spacing: root.unit * 0.25

            Repeater {
                model: root.team.reserve

                delegate: Rectangle {
                    width: root.unit * 1.1
                    height: width
                    radius: width / 2
                    color: root.teamColor
                    opacity: 0.85
                }
            }
            Repeater {
                model: root.team.dead

                delegate: Label {
                    text: "\u2020"
                    color: root.colors.hazard
                    font.pixelSize: Math.round(root.unit * 1.1)
                }
            }
        }
    }
    Rectangle {
        objectName: "ghost"
        visible: root.ghosted
        anchors.fill: parent
        anchors.margins: -3
        radius: root.radius + 2
        color: "#4400b8d4"
        border.width: 3
        border.color: "#00b8d4"
    }
    TapHandler {
        onTapped: root.clicked()
    }
}
