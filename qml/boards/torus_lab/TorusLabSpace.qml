pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// One space of the Torus Lab ring: its stack (the top card, a back while the
// top is unseen, an outline when empty) with the stack's height, its particles
// as dots out of the cap, and the pawns standing on it. The whole space is one
// click target.
Item {
    id: root

    // A space of TorusLabBoardPresenter::describe(): number, target, cards,
    // top, under, particles, cap, pawns, pawnSeats.
    required property var space
    // The colour of each seat's pawn, P1 first.
    required property list<color> seatColors
    property bool highlighted: false
    property bool focused: false

    signal clicked

    readonly property real unit: Math.max(6, width / 10)
    readonly property var topCard: root.space.top && root.space.top.suit ? root.space.top : ({
            "suit": "",
            "symbol": "",
            "name": qsTr("an unrevealed card"),
            "red": false,
            "faceUp": false,
            "target": -1
        })
    readonly property string topText: root.space.cards === 0 ? qsTr("empty") : (root.topCard.title || root.topCard.name)
    readonly property string summary: qsTr("Space %1: %n card(s), top %2, %3 of %4 particles", "", root.space.cards).arg(root.space.number).arg(root.topText).arg(root.space.particles).arg(root.space.cap) + (root.space.pawns.length > 0 ? qsTr(", pawns %1").arg(root.space.pawns.join(" ")) : "")
    readonly property string details: root.space.under.length > 0 ? root.summary + "\n" + qsTr("Below the top: %1").arg(root.space.under.join(", ")) : root.summary

    Accessible.role: Accessible.Button
    Accessible.name: root.summary
    Accessible.onPressAction: root.clicked()

    ToolTip.visible: hover.hovered
    ToolTip.text: root.details
    ToolTip.delay: 400

    Rectangle {
        id: frame

        anchors.fill: parent
        radius: root.unit
        color: root.palette.base
        opacity: 0.9
        border.width: root.highlighted ? Math.max(2, Math.round(root.unit * 0.4)) : 1
        border.color: root.highlighted ? "#ff6d00" : "#9e9e9e"
    }
    Rectangle {
        visible: root.focused
        anchors.fill: parent
        anchors.margins: -5
        radius: frame.radius + 4
        color: "transparent"
        border.width: 3
        border.color: "#e91e63"
    }

    Column {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.top: parent.top
        anchors.topMargin: root.unit * 0.5
        spacing: root.unit * 0.35

        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            text: qsTr("Space %1").arg(root.space.number)
            font.pixelSize: Math.max(9, Math.round(root.unit * 1.2))
            font.bold: true
        }

        Row {
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: root.unit * 0.6

            // The stack: the top card over up to three edges for the cards below.
            Item {
                id: stack

                readonly property int depth: Math.min(3, Math.max(0, root.space.cards - 1))
                readonly property real edge: Math.max(2, root.unit * 0.28)

                width: root.unit * 3.6 + depth * edge
                height: Math.round(root.unit * 3.6 * 1.4) + depth * edge

                Repeater {
                    model: stack.depth

                    delegate: Rectangle {
                        required property int index

                        x: (stack.depth - index) * stack.edge
                        y: (stack.depth - index) * stack.edge
                        width: root.unit * 3.6
                        height: Math.round(root.unit * 3.6 * 1.4)
                        radius: Math.max(2, width * 0.1)
                        color: "#2c4f8a"
                        border.width: 1
                        border.color: "#1c2f55"
                    }
                }
                TorusLabCard {
                    visible: root.space.cards > 0
                    width: root.unit * 3.6
                    card: root.topCard
                    interactive: false
                    description: root.topText
                }
                Rectangle {
                    visible: root.space.cards === 0
                    width: root.unit * 3.6
                    height: Math.round(root.unit * 3.6 * 1.4)
                    radius: Math.max(2, width * 0.1)
                    color: "transparent"
                    border.width: 1
                    border.color: "#9e9e9e"

                    Label {
                        anchors.centerIn: parent
                        text: qsTr("empty")
                        font.pixelSize: Math.max(8, Math.round(root.unit * 0.9))
                        opacity: 0.6
                    }
                }
            }

            Column {
                anchors.verticalCenter: parent.verticalCenter
                spacing: root.unit * 0.4

                Label {
                    text: root.space.cards
                    font.pixelSize: Math.max(9, Math.round(root.unit * 1.5))
                    font.bold: true
                }
                // The pawns on this space, two to a row.
                Grid {
                    columns: 2
                    spacing: root.unit * 0.25

                    Repeater {
                        model: root.space.pawns

                        delegate: Rectangle {
                            id: pawn

                            required property string modelData
                            required property int index

                            width: root.unit * 1.9
                            height: width
                            radius: width / 2
                            color: root.seatColors[root.space.pawnSeats[pawn.index] % root.seatColors.length]
                            border.width: 1
                            border.color: "#222222"

                            Text {
                                anchors.centerIn: parent
                                text: pawn.modelData
                                color: "#ffffff"
                                font.bold: true
                                font.pixelSize: Math.max(8, Math.round(root.unit * 0.85))
                            }
                        }
                    }
                }
            }
        }

        // Particles: a filled dot per particle, an open one per free place up to the cap.
        Flow {
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(root.width - root.unit, (root.space.cap) * root.unit * 1.25)
            spacing: root.unit * 0.25

            Repeater {
                model: root.space.cap

                delegate: Rectangle {
                    required property int index

                    width: root.unit
                    height: root.unit
                    radius: width / 2
                    color: index < root.space.particles ? "#7b1fa2" : "transparent"
                    border.width: 1
                    border.color: index < root.space.particles ? "#4a0072" : "#9e9e9e"
                }
            }
        }
    }

    HoverHandler {
        id: hover
    }
    TapHandler {
        onTapped: root.clicked()
    }
}
