pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes

// A snake drawn from its head (upstream) to its tail (downstream) as a curve
// that bends once each way, with a head that has eyes. Coordinates are the
// centres of the two steps' cells in the parent's space.
Item {
    id: root

    required property point head
    required property point tail
    // The cell side: the body's thickness follows it.
    required property real cell
    property color bodyColor: "#43a047"
    property color outlineColor: "#1b5e20"

    readonly property real dx: root.tail.x - root.head.x
    readonly property real dy: root.tail.y - root.head.y
    readonly property real length: Math.max(1, Math.sqrt(root.dx * root.dx + root.dy * root.dy))
    // The unit normal to the line head-tail: the bends go either side of it.
    readonly property real nx: -root.dy / root.length
    readonly property real ny: root.dx / root.length
    readonly property real bend: Math.min(root.cell * 0.9, root.length * 0.25)
    readonly property real thickness: Math.max(3, root.cell * 0.16)

    Shape {
        anchors.fill: parent
        // Smooth edges without the curve renderer Qt 6.4 lacks.
        layer.enabled: true
        layer.samples: 4

        ShapePath {
            strokeColor: root.outlineColor
            strokeWidth: root.thickness + 3
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: root.head.x
            startY: root.head.y

            PathCubic {
                x: root.tail.x
                y: root.tail.y
                control1X: root.head.x + root.dx / 3 + root.nx * root.bend
                control1Y: root.head.y + root.dy / 3 + root.ny * root.bend
                control2X: root.head.x + 2 * root.dx / 3 - root.nx * root.bend
                control2Y: root.head.y + 2 * root.dy / 3 - root.ny * root.bend
            }
        }
        ShapePath {
            strokeColor: root.bodyColor
            strokeWidth: root.thickness
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            startX: root.head.x
            startY: root.head.y

            PathCubic {
                x: root.tail.x
                y: root.tail.y
                control1X: root.head.x + root.dx / 3 + root.nx * root.bend
                control1Y: root.head.y + root.dy / 3 + root.ny * root.bend
                control2X: root.head.x + 2 * root.dx / 3 - root.nx * root.bend
                control2Y: root.head.y + 2 * root.dy / 3 - root.ny * root.bend
            }
        }
    }
    // The head, with two eyes looking down the body.
    Rectangle {
        id: headItem

        x: root.head.x - width / 2
        y: root.head.y - height / 2
        width: root.thickness * 2.2
        height: width
        radius: width / 2
        color: root.bodyColor
        border.width: 1.5
        border.color: root.outlineColor

        Repeater {
            model: 2

            delegate: Rectangle {
                required property int index

                // The head by id: a delegate being destroyed has no parent.
                x: headItem.width / 2 - width / 2 + (index === 0 ? -1 : 1) * headItem.width * 0.2
                y: headItem.height * 0.3
                width: Math.max(2, headItem.width * 0.22)
                height: width
                radius: width / 2
                color: "#ffffff"
                border.width: 1
                border.color: "#000000"
            }
        }
    }
}
