pragma ComponentBehavior: Bound

import QtQuick

// A species' reproduction and death pattern as its card draws it: rows of
// "X" (a cell) and "." (none), at most 4 by 4, as small squares.
Item {
    id: root

    // The pattern's rows, as the set-up JSON gives them: ["XX", "X."].
    property var rows: []
    property color cellColor: "#555555"
    property real cell: 8

    readonly property int columnCount: {
        let n = 0;
        for (const row of root.rows)
            n = Math.max(n, row.length);
        return n;
    }

    implicitWidth: root.columnCount * root.cell
    implicitHeight: root.rows.length * root.cell

    Repeater {
        model: root.rows.length * root.columnCount

        delegate: Rectangle {
            id: cellItem

            required property int index

            readonly property int r: Math.floor(cellItem.index / Math.max(1, root.columnCount))
            readonly property int c: cellItem.index % Math.max(1, root.columnCount)
            readonly property bool on: root.rows[cellItem.r] !== undefined && root.rows[cellItem.r].charAt(cellItem.c) === "X"

            x: cellItem.c * root.cell
            y: cellItem.r * root.cell
            width: root.cell - 1
            height: root.cell - 1
            color: cellItem.on ? root.cellColor : "transparent"
            border.width: 1
            border.color: cellItem.on ? Qt.darker(root.cellColor, 1.4) : "#bdbdbd"
        }
    }
}
