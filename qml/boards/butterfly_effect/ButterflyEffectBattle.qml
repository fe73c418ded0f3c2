pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A battle with both rolls: the attacker's die plus strength against the
// defender's (or, under the health rule, the attacker's die against health),
// and who won. A die not rolled yet shows blank.
Rectangle {
    id: root

    // A battle of ButterflyEffectBoardPresenter::describe() (battle or lastBattle).
    required property var battle
    required property var seatColors
    required property real unit
    property string title: ""

    implicitHeight: column.implicitHeight + root.unit * 0.6
    radius: root.unit * 0.4
    color: root.palette.alternateBase
    border.width: 1
    border.color: "#9e9e9e"

    Accessible.role: Accessible.StaticText
    Accessible.name: root.title + " " + sides.text + " " + resultLabel.text

    component Die: Rectangle {
        id: die

        required property int face
        required property color tint

        width: root.unit * 2.2
        height: width
        radius: width * 0.18
        color: die.face > 0 ? "#fcfbf6" : "transparent"
        border.width: 2
        border.color: die.tint

        Text {
            anchors.centerIn: parent
            text: die.face > 0 ? die.face : ""
            color: "#1f1f1f"
            font.bold: true
            font.pixelSize: Math.round(root.unit * 1.2)
        }
    }

    Column {
        id: column

        x: root.unit * 0.5
        y: root.unit * 0.3
        width: root.width - root.unit
        spacing: root.unit * 0.3

        Label {
            text: root.title
            font.bold: true
            font.pixelSize: Math.max(9, Math.round(root.unit * 0.95))
        }
        Row {
            spacing: root.unit * 0.5

            Die {
                objectName: "attackDie"
                face: root.battle.attackDie || 0
                tint: root.seatColors[(root.battle.attackerSeat || 0) % root.seatColors.length]
            }
            Label {
                id: sides

                anchors.verticalCenter: parent.verticalCenter
                //: a battle: %1 the attacker and %2 its total, %3 the defender and %4 its total or health
                text: root.battle.healthRule ? qsTr("%1 rolls %2 against %3's health %4").arg(root.battle.attacker).arg(root.battle.attackDie > 0 ? root.battle.attackDie : "?").arg(root.battle.defender).arg(root.battle.defenceStrength) : qsTr("%1 %2 + %3 against %4 %5 + %6").arg(root.battle.attacker).arg(root.battle.attackDie > 0 ? root.battle.attackDie : "?").arg(root.battle.attackStrength).arg(root.battle.defender).arg(root.battle.defenceDie > 0 ? root.battle.defenceDie : "?").arg(root.battle.defenceStrength)
                font.pixelSize: Math.max(8, Math.round(root.unit * 0.85))
            }
            Die {
                objectName: "defenceDie"
                visible: root.battle.healthRule === false
                face: root.battle.defenceDie || 0
                tint: root.seatColors[(root.battle.defenderSeat || 0) % root.seatColors.length]
            }
        }
        Label {
            id: resultLabel

            visible: text !== ""
            width: parent.width
            wrapMode: Text.WordWrap
            text: root.battle.decided ? (root.battle.healthRule ? root.battle.result : qsTr("%1 against %2: %3").arg(root.battle.attackTotal).arg(root.battle.defenceTotal).arg(root.battle.result)) : ""
            font.pixelSize: Math.max(8, Math.round(root.unit * 0.85))
        }
    }
}
