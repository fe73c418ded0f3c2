pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// One Torus Lab card: face up with its suit's symbol, or its back. A legal
// target gets an orange frame and the keyboard's target a ring around that.
// Its height follows its width.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // A card of TorusLabBoardPresenter::describe(): suit, symbol, name, title,
    // kinds, red, faceUp, target; and rank and ownName where the card ledger
    // names it (describeHistory).
    required property var card
    property bool highlighted: false
    property bool focused: false
    // Off when a surrounding item takes the clicks (a stack's top card).
    property bool interactive: true
    // The tooltip and accessible name, e.g. "P1's heart".
    property string description: root.card.faceUp ? root.card.name : qsTr("A hidden card")

    signal clicked

    implicitWidth: 40
    implicitHeight: Math.round(width * 1.4)
    height: Math.round(width * 1.4)

    Accessible.role: root.interactive ? Accessible.Button : Accessible.StaticText
    Accessible.name: root.description
    Accessible.onPressAction: root.clicked()

    // The card types of its suit it may be, when the deck holds several: the
    // engine deals suits, so it does not say which one this is.
    readonly property var kinds: root.card.faceUp && root.card.kinds ? root.card.kinds : []

    ToolTip.visible: root.interactive && hover.hovered
    ToolTip.text: root.kinds.length > 1 ? root.description + "\n" + qsTr("One of: %1").arg(root.kinds.join(", ")) : root.description
    ToolTip.delay: 400

    Rectangle {
        id: face

        anchors.fill: parent
        radius: Math.max(2, width * 0.1)
        color: root.card.faceUp ? "#fcfbf6" : "#2c4f8a"
        border.width: 1
        border.color: "#555555"

        // The back: a frame inside the card.
        Rectangle {
            visible: !root.card.faceUp
            anchors.fill: parent
            anchors.margins: Math.max(2, parent.width * 0.12)
            radius: Math.max(1, parent.radius * 0.6)
            color: "#3d66a8"
            border.width: Math.max(1, Math.round(parent.width * 0.05))
            border.color: "#a9c1e8"
        }
        Text {
            visible: root.card.faceUp
            anchors.centerIn: parent
            text: root.card.symbol
            color: root.card.red ? root.colors.redSuit : "#1f1f1f"
            font.pixelSize: Math.max(8, Math.round(parent.width * 0.55))
        }
        Text {
            visible: root.card.faceUp && parent.width >= 28
            x: Math.max(2, parent.width * 0.08)
            y: Math.max(1, parent.width * 0.04)
            text: (root.card.rank ?? "") + root.card.symbol
            color: root.card.red ? root.colors.redSuit : "#1f1f1f"
            font.pixelSize: Math.max(7, Math.round(parent.width * 0.24))
        }
        // The designer's name of the card, or its name and rank when the
        // ledger does not say which card of its suit it is but the deck does.
        readonly property string faceName: root.card.rank !== undefined ? (root.card.ownName ?? "") : (root.card.title ?? "")

        Text {
            visible: root.card.faceUp && face.faceName.length > 0
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: Math.max(1, parent.width * 0.06)
            text: face.faceName
            color: root.card.red ? root.colors.redSuit : "#1f1f1f"
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.Wrap
            maximumLineCount: 2
            elide: Text.ElideRight
            font.pixelSize: Math.max(6, Math.round(parent.width * 0.15))
        }
    }

    Rectangle {
        visible: root.highlighted
        anchors.fill: parent
        anchors.margins: -Math.max(2, Math.round(root.width * 0.06))
        radius: face.radius + 2
        color: "transparent"
        border.width: Math.max(2, Math.round(root.width * 0.07))
        border.color: "#ff6d00"
    }
    Rectangle {
        visible: root.focused
        anchors.fill: parent
        anchors.margins: -Math.max(5, Math.round(root.width * 0.14))
        radius: face.radius + 4
        color: "transparent"
        border.width: 3
        border.color: "#e91e63"
    }

    HoverHandler {
        id: hover

        enabled: root.interactive
    }
    TapHandler {
        enabled: root.interactive
        onTapped: root.clicked()
    }
}
