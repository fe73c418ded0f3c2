pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

// A small read-only table: a bold header row, then one row per entry of
// `rows`, each a list of cell texts. Long cells wrap. A Grid positioner, not
// a GridLayout: the cells' Repeater is re-made with every run shown and every
// language switch, and a Repeater straight in a Layout crashed Qt 6.4 in the
// Layout's rearrange when its model changed then (seen on the Reports page at
// 1920x1080). So the columns take set shares of the width.
Grid {
    id: root

    required property list<string> headers
    property var rows: []
    // Each column's share of the width, in header order; empty: equal shares.
    property var columnWeights: []

    readonly property real cellsWidth: Math.max(0, width - columnSpacing * (columns - 1))
    readonly property real weightSum: columnWeights.length === columns ? columnWeights.reduce((a, b) => a + b, 0) : columns

    function columnWidth(column: int): real {
        const weight = root.columnWeights.length === root.columns ? root.columnWeights[column] : 1;
        return root.cellsWidth * weight / Math.max(1e-9, root.weightSum);
    }

    columns: headers.length
    columnSpacing: 12
    rowSpacing: 2

    Repeater {
        model: root.headers

        Label {
            required property string modelData
            required property int index

            width: root.columnWidth(index)
            text: modelData
            font.bold: true
            wrapMode: Text.Wrap
        }
    }
    Repeater {
        // Row-major cells, so the grid lays them out in order.
        model: root.rows.reduce((cells, row) => cells.concat(row), [])

        Label {
            required property string modelData
            required property int index

            width: root.columnWidth(index % root.columns)
            text: modelData
            wrapMode: Text.Wrap
        }
    }
}
