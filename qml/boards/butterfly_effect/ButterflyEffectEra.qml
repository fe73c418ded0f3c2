pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// One era's board: its title (a click target when the player places a card
// in an era) and its squares: green spots, Ra's cities with their holder,
// pieces by species and seat, the ripples of reproductions and deaths to come,
// and the squares a pattern being chosen covers.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // An era of ButterflyEffectBoardPresenter::describe(): era, name, target, squares.
    required property var era
    required property int size
    required property var seatColors
    property var legalTargets: []
    // The target with the focus ring (keyboard or the list's choice), or -1.
    property int focusTarget: -1
    // The target Review's analysis preferred, or -1.
    property int ghostTarget: -1
    // Squares (targets) the chosen way of laying a pattern covers.
    property var footprint: []
    property bool footprintDeath: false
    // The squares of the battle being shown, or -1.
    property int battleFrom: -1
    property int battleTo: -1

    signal targetClicked(int target)

    readonly property real titleHeight: Math.max(16, root.cellSize * 0.75)
    // Room for the edge labels: column letters above, row numbers on the left,
    // as the decision texts name squares ("C4").
    readonly property real edge: Math.max(12, Math.round(root.width / Math.max(1, root.size + 1) * 0.45))
    readonly property real cellSize: Math.max(8, Math.floor(Math.min(root.width - root.edge, root.height - root.edge - Math.max(16, root.width / Math.max(1, root.size) * 0.75)) / Math.max(1, root.size)))
    readonly property bool titleLegal: root.legalTargets.indexOf(root.era.target) >= 0

    Accessible.role: Accessible.Grouping
    Accessible.name: root.era.name

    Rectangle {
        id: title

        objectName: "target:" + root.era.target
        x: root.edge
        width: root.cellSize * root.size
        height: root.titleHeight
        radius: 4
        color: root.titleLegal ? Qt.rgba(1, 0.43, 0, 0.18) : "transparent"
        border.width: root.titleLegal ? 2 : 0
        border.color: "#ff6d00"

        Accessible.role: root.titleLegal ? Accessible.Button : Accessible.StaticText
        Accessible.name: title.text
        Accessible.onPressAction: if (root.titleLegal) root.targetClicked(root.era.target)

        readonly property string text: root.era.era === 0 ? qsTr("The past") : qsTr("The present")

        Label {
            anchors.centerIn: parent
            text: title.text
            font.bold: true
            font.pixelSize: Math.max(10, Math.round(root.titleHeight * 0.62))
        }
        Rectangle {
            visible: root.focusTarget === root.era.target
            anchors.fill: parent
            anchors.margins: -3
            radius: 6
            color: "transparent"
            border.width: 3
            border.color: "#e91e63"
        }
        ButterflyEffectGhost {
            visible: root.ghostTarget >= 0 && root.ghostTarget === root.era.target
        }
        TapHandler {
            enabled: root.titleLegal
            onTapped: root.targetClicked(root.era.target)
        }
    }

    // The board's edges: column letters from A, row numbers from 1.
    Repeater {
        model: root.size

        delegate: Label {
            required property int index

            x: grid.x + index * root.cellSize
            y: grid.y - root.edge
            width: root.cellSize
            height: root.edge
            text: String.fromCharCode(65 + index)
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: Math.max(9, Math.round(root.edge * 0.7))
            opacity: 0.8
        }
    }
    Repeater {
        model: root.size

        delegate: Label {
            required property int index

            x: 0
            y: grid.y + index * root.cellSize
            width: root.edge - 2
            height: root.cellSize
            text: index + 1
            horizontalAlignment: Text.AlignRight
            verticalAlignment: Text.AlignVCenter
            font.pixelSize: Math.max(9, Math.round(root.edge * 0.7))
            opacity: 0.8
        }
    }

    Grid {
        id: grid

        x: root.edge
        y: root.titleHeight + 2 + root.edge
        columns: Math.max(1, root.size)

        Repeater {
            model: root.era.squares

            delegate: Rectangle {
                id: square

                required property var modelData

                readonly property bool legal: root.legalTargets.indexOf(square.modelData.target) >= 0
                readonly property bool covered: root.footprint.indexOf(square.modelData.target) >= 0
                readonly property bool inBattle: square.modelData.target === root.battleFrom || square.modelData.target === root.battleTo
                readonly property color pieceColor: square.modelData.seat >= 0 ? root.seatColors[square.modelData.seat % root.seatColors.length] : "transparent"
                readonly property string description: {
                    let parts = [square.modelData.name];
                    if (square.modelData.city > 0)
                        parts.push(square.modelData.holder >= 0 ? qsTr("city %1, held by P%2").arg(square.modelData.city).arg(square.modelData.holder + 1) : qsTr("city %1").arg(square.modelData.city));
                    else if (square.modelData.green)
                        parts.push(qsTr("green spot"));
                    if (square.modelData.species >= 0)
                        parts.push(qsTr("a piece of P%1").arg(square.modelData.seat + 1));
                    if (square.modelData.ripple === "reproduce")
                        parts.push(qsTr("a reproduction lands here"));
                    else if (square.modelData.ripple === "death")
                        parts.push(qsTr("a death ripples here"));
                    else if (square.modelData.ripple === "source")
                        parts.push(qsTr("will reproduce in the present"));
                    return parts.join(", ");
                }

                objectName: "target:" + square.modelData.target
                width: root.cellSize
                height: root.cellSize
                color: square.covered ? (root.footprintDeath ? "#f4b6b6" : "#b9dcf7") : square.modelData.city > 0 ? "#f3deb0" : square.modelData.green ? "#cfe8c4" : "#f6f3ea"
                border.width: square.legal ? Math.max(2, Math.round(root.cellSize * 0.09)) : 1
                border.color: square.legal ? "#ff6d00" : "#b7b2a4"

                Accessible.role: square.legal ? Accessible.Button : Accessible.StaticText
                Accessible.name: square.description
                Accessible.onPressAction: if (square.legal) root.targetClicked(square.modelData.target)
                // Only while in the window: a square the next position replaced
                // keeps its hover and would open the tooltip in no window.
                ToolTip.visible: squareHover.hovered && square.Window.window !== null
                ToolTip.delay: 500
                ToolTip.text: square.description

                // Ra's city: its number in a corner, ringed in the holder's colour.
                Rectangle {
                    visible: square.modelData.city > 0
                    anchors.fill: parent
                    anchors.margins: Math.max(2, root.cellSize * 0.08)
                    color: "transparent"
                    border.width: Math.max(2, root.cellSize * 0.08)
                    border.color: square.modelData.holder >= 0 ? root.seatColors[square.modelData.holder % root.seatColors.length] : "#b8860b"
                }
                Text {
                    visible: square.modelData.city > 0
                    x: 3
                    y: 1
                    text: "\u2656" + square.modelData.city
                    color: "#6d4c00"
                    font.pixelSize: Math.max(7, Math.round(root.cellSize * 0.24))
                }
                // A reproduction or a death still to come: a ring in the seat's colour.
                Rectangle {
                    visible: square.modelData.ripple !== ""
                    anchors.centerIn: parent
                    width: root.cellSize * 0.9
                    height: width
                    radius: width / 2
                    color: "transparent"
                    border.width: Math.max(2, root.cellSize * 0.07)
                    border.color: square.modelData.ripple === "death" ? root.colors.hazard : (square.modelData.rippleSeat >= 0 ? root.seatColors[square.modelData.rippleSeat % root.seatColors.length] : "#555555")
                    opacity: 0.9
                }
                Text {
                    visible: square.modelData.ripple !== "" && square.modelData.ripple !== "source"
                    anchors.right: parent.right
                    anchors.bottom: parent.bottom
                    anchors.margins: 1
                    text: square.modelData.ripple === "death" ? "\u271D" : "\u2248"
                    color: square.modelData.ripple === "death" ? root.colors.hazard : "#1a4f8a"
                    font.bold: true
                    font.pixelSize: Math.max(7, Math.round(root.cellSize * 0.3))
                }
                // The piece: a disc in its seat's colour, the species' first letters on it.
                Rectangle {
                    visible: square.modelData.species >= 0
                    anchors.centerIn: parent
                    width: root.cellSize * 0.66
                    height: width
                    radius: square.modelData.species >= 0 && square.modelData.species < 3 ? width / 2 : width * 0.18
                    color: square.pieceColor
                    border.width: square.inBattle ? 3 : 1
                    border.color: square.inBattle ? root.colors.hazard : "#222222"

                    Text {
                        anchors.centerIn: parent
                        text: square.modelData.initial
                        color: "#ffffff"
                        font.bold: true
                        font.pixelSize: Math.max(7, Math.round(root.cellSize * 0.28))
                    }
                }
                Rectangle {
                    visible: root.focusTarget === square.modelData.target
                    anchors.fill: parent
                    anchors.margins: 1
                    color: "transparent"
                    border.width: 3
                    border.color: "#e91e63"
                }
                ButterflyEffectGhost {
                    visible: root.ghostTarget >= 0 && root.ghostTarget === square.modelData.target
                }
                HoverHandler {
                    id: squareHover
                }
                TapHandler {
                    onTapped: root.targetClicked(square.modelData.target)
                }
            }
        }
    }
}
