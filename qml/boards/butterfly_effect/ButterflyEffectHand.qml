pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// One seat's hand: its colour, side and deck, and its cards. Cards the viewer
// may see are face up (a species card or an evolution with what it does);
// the other seat's are backs. Cards of one type share their click target.
Item {
    id: root

    // A player of ButterflyEffectBoardPresenter::describe().
    required property var player
    required property color seatColor
    required property real unit
    property var legalTargets: []
    property int focusTarget: -1
    // The target Review's analysis preferred, or -1.
    property int ghostTarget: -1

    signal targetClicked(int target)

    readonly property real cardWidth: Math.round(root.unit * 6.4)
    readonly property real cardHeight: Math.round(root.unit * 3.6)
    readonly property real cardStep: root.player.cards.length > 1 ? Math.min(root.cardWidth + root.unit * 0.4, (cards.width - root.cardWidth) / (root.player.cards.length - 1)) : root.cardWidth

    implicitHeight: header.height + root.unit * 0.4 + root.cardHeight + root.unit * 0.6

    Accessible.role: Accessible.Grouping
    Accessible.name: qsTr("Hand of %1: %n card(s)", "", root.player.handCount).arg(root.player.label)

    Rectangle {
        anchors.fill: parent
        radius: root.unit * 0.5
        color: root.player.acting ? Qt.rgba(1, 0.43, 0, 0.10) : "transparent"
        border.width: root.player.current ? 2 : 1
        border.color: root.player.current ? root.seatColor : "#9e9e9e"
    }

    Row {
        id: header

        x: root.unit * 0.5
        y: root.unit * 0.3
        spacing: root.unit * 0.6

        Rectangle {
            width: root.unit * 1.8
            height: width
            radius: root.player.animals ? width / 2 : width * 0.18
            color: root.seatColor
            border.width: 1
            border.color: "#222222"

            Text {
                anchors.centerIn: parent
                text: root.player.label
                color: "#ffffff"
                font.bold: true
                font.pixelSize: Math.max(8, Math.round(root.unit * 0.9))
            }
        }
        Label {
            height: root.unit * 1.8
            verticalAlignment: Text.AlignVCenter
            text: root.player.side
            font.bold: root.player.current
            font.pixelSize: Math.max(9, Math.round(root.unit * 1.0))
        }
        Label {
            height: root.unit * 1.8
            verticalAlignment: Text.AlignVCenter
            text: qsTr("%n card(s), deck %1", "", root.player.handCount).arg(root.player.deckCount)
            opacity: 0.65
            font.pixelSize: Math.max(9, Math.round(root.unit * 0.95))
        }
    }

    Item {
        id: cards

        x: root.unit * 0.5
        anchors.top: header.bottom
        anchors.topMargin: root.unit * 0.4
        width: root.width - root.unit
        height: root.cardHeight

        Label {
            visible: root.player.cards.length === 0
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("No cards")
            opacity: 0.6
            font.pixelSize: Math.max(9, Math.round(root.unit * 0.95))
        }

        Repeater {
            model: root.player.cards

            delegate: Rectangle {
                id: card

                required property var modelData
                required property int index

                readonly property bool legal: card.modelData.target >= 0 && root.legalTargets.indexOf(card.modelData.target) >= 0
                readonly property string description: card.modelData.faceUp ? (card.modelData.name + ": " + card.modelData.detail) : qsTr("A hidden card of %1").arg(root.player.label)

                // The first card of a type carries the type's target name (the others share it).
                readonly property bool firstOfTarget: card.modelData.target >= 0 && (card.index === 0 || root.player.cards[card.index - 1].target !== card.modelData.target)

                objectName: card.firstOfTarget ? "target:" + card.modelData.target : "card:" + root.player.seat + ":" + card.index
                x: card.index * root.cardStep
                width: root.cardWidth
                height: root.cardHeight
                radius: root.unit * 0.4
                color: !card.modelData.faceUp ? "#5c6b8a" : (card.modelData.kind === "species" ? "#fbf7ea" : "#eef3fb")
                border.width: card.legal ? Math.max(2, Math.round(root.unit * 0.25)) : 1
                border.color: card.legal ? "#ff6d00" : "#7a7a7a"

                Accessible.role: card.legal ? Accessible.Button : Accessible.StaticText
                Accessible.name: card.description
                Accessible.onPressAction: if (card.legal) root.targetClicked(card.modelData.target)
                // Only while in the window, as on the era boards' squares.
                ToolTip.visible: cardHover.hovered && card.Window.window !== null
                ToolTip.delay: 400
                ToolTip.text: card.description

                // The back: a butterfly.
                Text {
                    visible: !card.modelData.faceUp
                    anchors.centerIn: parent
                    text: "\u2767"
                    color: "#dfe6f5"
                    font.pixelSize: Math.round(root.cardHeight * 0.5)
                }
                Column {
                    visible: card.modelData.faceUp
                    x: root.unit * 0.4
                    y: root.unit * 0.25
                    width: parent.width - root.unit * 0.8
                    spacing: 1

                    Label {
                        width: parent.width
                        text: card.modelData.name
                        elide: Text.ElideRight
                        color: "#1f1f1f"
                        font.bold: true
                        font.pixelSize: Math.max(8, Math.round(root.unit * 0.95))
                    }
                    Label {
                        width: parent.width
                        text: card.modelData.detail
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                        color: "#444444"
                        font.pixelSize: Math.max(7, Math.round(root.unit * 0.78))
                    }
                }
                Rectangle {
                    visible: card.modelData.target >= 0 && card.modelData.target === root.focusTarget && (card.index === 0 || root.player.cards[card.index - 1].target !== card.modelData.target)
                    anchors.fill: parent
                    anchors.margins: -4
                    radius: parent.radius + 3
                    color: "transparent"
                    border.width: 3
                    border.color: "#e91e63"
                }
                // On the first card of its target only, as the focus ring.
                ButterflyEffectGhost {
                    visible: card.firstOfTarget && card.modelData.target === root.ghostTarget
                }
                HoverHandler {
                    id: cardHover
                }
                TapHandler {
                    enabled: card.modelData.target >= 0
                    onTapped: root.targetClicked(card.modelData.target)
                }
            }
        }
    }
}
