pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// One seat's hand of a scripted game: the seat's colour and label, its count,
// and its cards, face up where the viewer may see them, else backs. The cards
// overlap when the row is too narrow for them.
Item {
    id: root

    // A seat of a hand of describeView(): seat, faceUp, count, cards.
    required property var hand
    required property string seatLabel
    required property color seatColor
    required property real cardWidth
    required property real unit
    property bool toMove: false
    property var legalTargets: []
    property int selectedTarget: -1

    signal targetClicked(int target)

    readonly property int shown: root.hand.faceUp ? root.hand.cards.length : root.hand.count
    readonly property real cardStep: root.shown > 1 ? Math.min(root.cardWidth + root.unit * 0.3, (root.width - root.cardWidth) / (root.shown - 1)) : root.cardWidth

    implicitHeight: header.height + root.unit * 0.4 + Math.round(root.cardWidth * 1.4)

    Accessible.role: Accessible.Grouping
    //: %1 a player (P1)
    Accessible.name: qsTr("Hand of %1: %n card(s)", "", root.hand.count).arg(root.seatLabel)

    Row {
        id: header

        spacing: root.unit * 0.5

        Rectangle {
            width: root.unit * 1.6
            height: width
            radius: width / 2
            color: root.seatColor
            border.width: root.toMove ? 2 : 1
            border.color: root.toMove ? "#ff6d00" : "#222222"
        }
        Label {
            text: root.seatLabel
            font.bold: root.toMove
            font.pixelSize: Math.max(9, Math.round(root.unit * 1.0))
        }
        Label {
            text: qsTr("%n card(s)", "", root.hand.count)
            opacity: 0.6
            font.pixelSize: Math.max(9, Math.round(root.unit * 1.0))
        }
    }

    Item {
        anchors.top: header.bottom
        anchors.topMargin: root.unit * 0.4
        width: root.width
        height: Math.round(root.cardWidth * 1.4)

        Label {
            visible: root.shown === 0
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("No cards")
            opacity: 0.6
        }
        Repeater {
            model: root.hand.faceUp ? root.hand.cards : root.hand.count

            delegate: ScriptCard {
                id: handCard

                required property var modelData
                required property int index

                objectName: "scriptCard:" + root.hand.seat + ":" + handCard.index
                x: handCard.index * root.cardStep
                width: root.cardWidth
                card: root.hand.faceUp ? handCard.modelData : null
                highlighted: root.hand.faceUp && handCard.modelData.target >= 0 && root.legalTargets.indexOf(handCard.modelData.target) >= 0
                selected: root.hand.faceUp && handCard.modelData.target >= 0 && handCard.modelData.target === root.selectedTarget
                onClicked: root.targetClicked(handCard.modelData.target)
            }
        }
    }
}
