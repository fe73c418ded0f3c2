pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// One seat's hand: its pawn colour and label, whether it is that seat's turn
// or it must decide, its hand limit and its cards. Cards the viewer may see
// are face up; the rest are backs with their count. The cards overlap when
// the row is too narrow for them.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // A player of TorusLabBoardPresenter::describe(): seat, label, pawn, limit,
    // handLimit, handCount, hiddenCount, handOpen, cards, current, acting.
    required property var player
    required property color seatColor
    // The view's text unit: fonts and spacing follow it.
    required property real unit
    required property real cardWidth
    property var legalTargets: []
    property int focusTarget: -1
    // Review's second opinion: the target the analysis preferred, or -1.
    property int ghostTarget: -1

    signal targetClicked(int target)

    readonly property real cardStep: root.player.cards.length > 1 ? Math.min(root.cardWidth + root.unit * 0.4, (root.width - root.cardWidth - 8) / (root.player.cards.length - 1)) : root.cardWidth

    implicitHeight: header.height + root.unit * 0.5 + Math.round(root.cardWidth * 1.4) + 10

    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Hand of %1: %n card(s)", "", root.player.handCount).arg(root.player.label)

    Rectangle {
        anchors.fill: parent
        radius: root.unit * 0.6
        color: root.player.acting ? Qt.rgba(1, 0.43, 0, 0.10) : "transparent"
        border.width: root.player.current ? 2 : 1
        border.color: root.player.current ? root.seatColor : "#9e9e9e"
    }

    // A Flow, so that the limit and the count wrap under the name in a narrow panel.
    Flow {
        id: header

        x: root.unit * 0.5
        y: root.unit * 0.4
        width: root.width - root.unit
        spacing: root.unit * 0.6

        Rectangle {
            width: root.unit * 2
            height: width
            radius: width / 2
            color: root.seatColor
            border.width: 1
            border.color: "#222222"

            Text {
                anchors.centerIn: parent
                text: root.player.label
                color: "#ffffff"
                font.bold: true
                font.pixelSize: Math.max(8, Math.round(root.unit * 1.0))
            }
        }
        Label {
            height: root.unit * 2
            verticalAlignment: Text.AlignVCenter
            text: root.player.current ? qsTr("%1 (turn)").arg(root.player.label) : root.player.label
            font.bold: root.player.current
            font.pixelSize: Math.max(9, Math.round(root.unit * 1.1))
        }
        Label {
            height: root.unit * 2
            verticalAlignment: Text.AlignVCenter
            text: qsTr("Hand limit %1 of %2").arg(root.player.limit).arg(root.player.handLimit)
            color: root.player.handCount > root.player.limit ? root.colors.alertText : root.palette.windowText
            font.pixelSize: Math.max(9, Math.round(root.unit * 1.0))
        }
        Label {
            height: root.unit * 2
            verticalAlignment: Text.AlignVCenter
            text: root.player.hiddenCount > 0 ? qsTr("%n card(s), %1 hidden", "", root.player.handCount).arg(root.player.hiddenCount) : qsTr("%n card(s)", "", root.player.handCount)
            opacity: 0.6
            font.pixelSize: Math.max(9, Math.round(root.unit * 1.0))
        }
    }

    Item {
        id: cards

        x: root.unit * 0.5 + 4
        anchors.top: header.bottom
        anchors.topMargin: root.unit * 0.5
        width: root.width - x - 4
        height: Math.round(root.cardWidth * 1.4)

        Label {
            visible: root.player.cards.length === 0
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("No cards")
            opacity: 0.6
            font.pixelSize: Math.max(9, Math.round(root.unit * 1.0))
        }

        Repeater {
            model: root.player.cards

            delegate: TorusLabCard {
                id: handCard

                required property var modelData
                required property int index

                objectName: "card:" + root.player.seat + ":" + handCard.index
                x: handCard.index * root.cardStep
                width: root.cardWidth
                card: handCard.modelData
                interactive: handCard.modelData.target >= 0
                highlighted: handCard.modelData.target >= 0 && root.legalTargets.indexOf(handCard.modelData.target) >= 0
                // One ring for a suit's cards: on the first of them.
                focused: handCard.modelData.target >= 0 && handCard.modelData.target === root.focusTarget && (handCard.index === 0 || root.player.cards[handCard.index - 1].target !== handCard.modelData.target)
                // A language switch retranslates delegates that a new board
                // description is already replacing, whose hand is gone.
                description: !root ? "" : handCard.modelData.faceUp ? qsTr("%1's %2").arg(root.player.label).arg(handCard.modelData.title || handCard.modelData.name) : qsTr("A hidden card of %1").arg(root.player.label)
                onClicked: root.targetClicked(handCard.modelData.target)

                // The ghost, on the first card of the suit as the focus ring.
                Rectangle {
                    objectName: "ghost"
                    visible: handCard.modelData.target >= 0 && handCard.modelData.target === root.ghostTarget && (handCard.index === 0 || root.player.cards[handCard.index - 1].target !== handCard.modelData.target)
                    anchors.fill: parent
                    anchors.margins: -3
                    radius: 5
                    color: "#4400b8d4"
                    border.width: 3
                    border.color: "#00b8d4"
                }
            }
        }
    }
}
