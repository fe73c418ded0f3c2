pragma ComponentBehavior: Bound

import QtQuick

// A ladder between the centres of two cells: two rails and rungs across them,
// drawn along the line from its bottom (downstream) to its top (upstream).
Item {
    id: root

    required property point bottomAt
    required property point topAt
    required property real cell
    property color woodColor: "#8d6e63"
    property color edgeColor: "#4e342e"

    readonly property real dx: root.topAt.x - root.bottomAt.x
    readonly property real dy: root.topAt.y - root.bottomAt.y
    readonly property real length: Math.sqrt(root.dx * root.dx + root.dy * root.dy)
    readonly property real railGap: root.cell * 0.32
    readonly property real rail: Math.max(2, root.cell * 0.07)

    // Laid along the x axis from the bottom, then turned onto the line.
    Item {
        x: root.bottomAt.x
        y: root.bottomAt.y - root.railGap / 2
        width: root.length
        height: root.railGap
        transformOrigin: Item.Left
        rotation: Math.atan2(root.dy, root.dx) * 180 / Math.PI

        Repeater {
            model: Math.max(1, Math.floor(root.length / (root.cell * 0.3)))

            delegate: Rectangle {
                required property int index

                x: (index + 0.5) * root.length / Math.max(1, Math.floor(root.length / (root.cell * 0.3))) - width / 2
                y: 0
                width: Math.max(2, root.rail * 0.8)
                height: root.railGap
                color: root.woodColor
                border.width: 0.5
                border.color: root.edgeColor
            }
        }
        Repeater {
            model: 2

            delegate: Rectangle {
                required property int index

                x: 0
                y: index === 0 ? -root.rail / 2 : root.railGap - root.rail / 2
                width: root.length
                height: root.rail
                radius: root.rail / 2
                color: root.woodColor
                border.width: 1
                border.color: root.edgeColor
            }
        }
    }
}
