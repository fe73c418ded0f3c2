pragma ComponentBehavior: Bound

import QtQuick
import Playbench

// One card of a scripted game's hand or pile: face up with its text (rank and
// suit as the script's `view.cards` names them, else its number), or its back.
// A legal target gets an orange frame, the decision chosen in the list a ring.
// Its height follows its width.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // A card of describeView(): card, text, suit, red, target; null for a back.
    required property var card
    property bool highlighted: false
    property bool selected: false

    signal clicked

    readonly property bool faceUp: root.card !== null && root.card !== undefined

    implicitWidth: 40
    height: Math.round(width * 1.4)

    Accessible.role: root.highlighted ? Accessible.Button : Accessible.StaticText
    //: %1 a card's rank, %2 its suit (may be empty)
    Accessible.name: root.faceUp ? qsTr("Card %1%2").arg(root.card.text).arg(root.card.suit) : qsTr("A hidden card")
    Accessible.onPressAction: if (root.highlighted) root.clicked()

    Rectangle {
        anchors.fill: parent
        radius: Math.max(2, width * 0.1)
        color: root.faceUp ? "#fcfbf6" : "#2c4f8a"
        border.width: 1
        border.color: "#555555"

        // The back: a frame inside the card.
        Rectangle {
            visible: !root.faceUp
            anchors.fill: parent
            anchors.margins: Math.max(2, parent.width * 0.12)
            radius: Math.max(1, parent.radius * 0.6)
            color: "#3d66a8"
            border.width: Math.max(1, Math.round(parent.width * 0.05))
            border.color: "#a9c1e8"
        }
        Text {
            visible: root.faceUp
            x: Math.max(2, parent.width * 0.08)
            y: Math.max(1, parent.width * 0.04)
            text: root.faceUp ? root.card.text : ""
            color: root.faceUp && root.card.red ? root.colors.redSuit : "#1f1f1f"
            font.bold: true
            font.pixelSize: Math.max(8, Math.round(parent.width * 0.3))
        }
        Text {
            visible: root.faceUp
            anchors.centerIn: parent
            anchors.verticalCenterOffset: parent.height * 0.1
            text: root.faceUp ? (root.card.suit.length > 0 ? root.card.suit : root.card.text) : ""
            color: root.faceUp && root.card.red ? root.colors.redSuit : "#1f1f1f"
            font.pixelSize: Math.max(8, Math.round(parent.width * (root.faceUp && root.card.suit.length > 0 ? 0.55 : 0.4)))
        }
    }
    Rectangle {
        visible: root.highlighted || root.selected
        anchors.fill: parent
        anchors.margins: root.selected ? -4 : -2
        radius: 5
        color: "transparent"
        border.width: root.selected ? 3 : 2
        border.color: root.selected ? root.colors.highlight : "#ff6d00"
    }
    MouseArea {
        anchors.fill: parent
        enabled: root.highlighted
        cursorShape: Qt.PointingHandCursor
        onClicked: root.clicked()
    }
}
