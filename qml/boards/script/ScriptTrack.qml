pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Playbench

// The track of a scripted game: its squares winding back and forth from the
// bottom left, its links as arrows (up in green, like a ladder; down in red,
// like a snake), each seat's piece on its square and those not yet on the
// track beside "Start". A square whose click is a legal decision is tinted.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // describeView()'s track: length, columns, rows, label, squares [{square,
    // drawCol, drawRow, target}], links [{from, to}], pieces [{seat, square}].
    required property var track
    required property var seatLabels
    required property real availableWidth
    required property real availableHeight
    property var legalTargets: []
    property int selectedTarget: -1

    signal targetClicked(int target)

    readonly property real startHeight: Math.max(18, root.cell * 0.6)
    readonly property real cell: Math.min(root.availableWidth / root.track.columns, (root.availableHeight - 24) / (root.track.rows + 0.6))
    readonly property var waiting: root.track.pieces.filter(p => p.square === 0)

    function centre(square: int): point {
        const s = root.track.squares[square - 1];
        return Qt.point((s.drawCol + 0.5) * root.cell, (s.drawRow + 0.5) * root.cell);
    }

    width: root.cell * root.track.columns
    height: root.cell * root.track.rows + root.startHeight + 4

    Accessible.role: Accessible.Pane
    Accessible.name: root.track.label.length > 0 ? root.track.label : qsTr("Track")

    Repeater {
        model: root.track.squares

        delegate: Rectangle {
            id: square

            required property var modelData

            readonly property bool legal: square.modelData.target >= 0 && root.legalTargets.indexOf(square.modelData.target) >= 0
            readonly property bool selected: square.modelData.target >= 0 && square.modelData.target === root.selectedTarget

            objectName: "scriptSquare:" + square.modelData.square
            x: square.modelData.drawCol * root.cell
            y: square.modelData.drawRow * root.cell
            width: root.cell
            height: root.cell
            color: square.legal ? Qt.tint(root.colors.base, Qt.rgba(1, 0.43, 0, root.colors.dark ? 0.16 : 0.3)) : (square.modelData.drawCol + square.modelData.drawRow) % 2 === 0 ? root.colors.base : root.colors.alternateBase
            border.width: square.selected ? 3 : square.legal ? 2 : 1
            border.color: square.selected ? root.colors.highlight : square.legal ? "#ff6d00" : root.colors.midlight

            Accessible.role: square.legal ? Accessible.Button : Accessible.StaticText
            //: %1 a square's number on the track
            Accessible.name: qsTr("Square %1").arg(square.modelData.square)
            Accessible.onPressAction: if (square.legal) root.targetClicked(square.modelData.target)

            Text {
                x: 3
                y: 1
                text: square.modelData.square
                color: root.colors.placeholderText
                font.pixelSize: Math.max(7, Math.round(root.cell * 0.22))
            }
            MouseArea {
                anchors.fill: parent
                enabled: square.legal
                cursorShape: Qt.PointingHandCursor
                onClicked: root.targetClicked(square.modelData.target)
            }
        }
    }

    // The links, over the squares and under the pieces.
    Canvas {
        id: links

        width: root.cell * root.track.columns
        height: root.cell * root.track.rows
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            ctx.lineWidth = Math.max(2, root.cell * 0.08);
            ctx.lineCap = "round";
            for (const link of root.track.links) {
                const a = root.centre(link.from);
                const b = root.centre(link.to);
                const colour = link.to > link.from ? root.colors.goodText : root.colors.hazard;
                ctx.strokeStyle = colour;
                ctx.fillStyle = colour;
                ctx.globalAlpha = 0.75;
                ctx.beginPath();
                ctx.moveTo(a.x, a.y);
                ctx.lineTo(b.x, b.y);
                ctx.stroke();
                // The arrowhead at the link's end.
                const angle = Math.atan2(b.y - a.y, b.x - a.x);
                const head = Math.max(6, root.cell * 0.28);
                ctx.beginPath();
                ctx.moveTo(b.x, b.y);
                ctx.lineTo(b.x - head * Math.cos(angle - 0.45), b.y - head * Math.sin(angle - 0.45));
                ctx.lineTo(b.x - head * Math.cos(angle + 0.45), b.y - head * Math.sin(angle + 0.45));
                ctx.closePath();
                ctx.fill();
            }
        }
        Connections {
            target: root
            function onTrackChanged() {
                links.requestPaint();
            }
        }
    }

    // The pieces on the track; several on one square sit side by side.
    Repeater {
        model: root.track.pieces.filter(p => p.square > 0)

        delegate: Rectangle {
            id: piece

            required property var modelData
            required property int index

            readonly property point at: root.centre(piece.modelData.square)
            readonly property int sharing: root.track.pieces.filter(p => p.square === piece.modelData.square).length
            readonly property int place: root.track.pieces.filter(p => p.square === piece.modelData.square && p.seat < piece.modelData.seat).length

            objectName: "scriptPiece:" + piece.modelData.seat
            width: root.cell * (piece.sharing > 1 ? 0.36 : 0.5)
            height: width
            radius: width / 2
            x: piece.at.x - width / 2 + (piece.sharing > 1 ? (piece.place - (piece.sharing - 1) / 2) * width * 0.7 : 0)
            y: piece.at.y - height / 2 + (piece.sharing > 1 ? (piece.place % 2 === 0 ? -0.2 : 0.2) * height : 0)
            color: root.colors.seatColors[piece.modelData.seat % root.colors.seatColors.length]
            border.width: 1
            border.color: "#222222"

            Accessible.role: Accessible.StaticText
            //: %1 a player (P1), %2 a square's number
            Accessible.name: qsTr("%1 on square %2").arg((root.seatLabels[piece.modelData.seat] ?? "")).arg(piece.modelData.square)

            Text {
                anchors.centerIn: parent
                text: root.seatLabels[piece.modelData.seat] ?? ""
                color: "#ffffff"
                font.bold: true
                font.pixelSize: Math.max(7, Math.round(parent.width * 0.42))
            }
        }
    }

    // The pieces not yet on the track.
    Row {
        y: root.cell * root.track.rows + 4
        height: root.startHeight
        spacing: 6

        Label {
            anchors.verticalCenter: parent.verticalCenter
            visible: root.waiting.length > 0
            //: where the pieces wait before their first move on a track
            text: qsTr("Start")
        }
        Repeater {
            model: root.waiting

            delegate: Rectangle {
                id: waitingPiece

                required property var modelData

                width: root.startHeight
                height: width
                radius: width / 2
                color: root.colors.seatColors[waitingPiece.modelData.seat % root.colors.seatColors.length]
                border.width: 1
                border.color: "#222222"

                Text {
                    anchors.centerIn: parent
                    text: root.seatLabels[waitingPiece.modelData.seat] ?? ""
                    color: "#ffffff"
                    font.bold: true
                    font.pixelSize: Math.max(7, Math.round(parent.width * 0.42))
                }
            }
        }
    }
}
