pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One heatmap: a grid of cells in the map's own shape (a board's squares row
// by row, or a track in one row), each coloured by its count relative to the
// busiest cell, with a legend from 0 to that count. Counts and colours come
// from C++ (RunSummary.heatmaps), the same palette as the HTML report.
ColumnLayout {
    id: root

    // {id, title, rows, cols, games, max, counts: [n], colors: ["#rrggbb"]}
    property var map: ({})
    readonly property int rows: map.rows ?? 0
    readonly property int cols: map.cols ?? 0
    // Square cells that fit the width, at most 36 px; a long track wraps no cell.
    readonly property real cell: Math.max(6, Math.min(36, Math.floor((width - 2) / Math.max(1, cols))))

    spacing: 4

    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        font.bold: true
        text: root.map.title ?? ""
    }
    Grid {
        objectName: "heatmapGrid_" + (root.map.id ?? "")
        rows: root.rows
        columns: root.cols
        spacing: 1

        Repeater {
            model: root.rows * root.cols

            Rectangle {
                id: cellItem

                required property int index
                readonly property var count: (root.map.counts ?? [])[index] ?? 0

                width: root.cell
                height: root.cell
                color: (root.map.colors ?? [])[index] ?? "transparent"

                Text {
                    anchors.centerIn: parent
                    visible: root.cell >= 24 && cellItem.count > 0
                    font.pixelSize: 9
                    color: cellItem.count > 0.6 * (root.map.max ?? 1) ? "white" : "#222"
                    text: cellItem.count >= 10000 ? Math.round(cellItem.count / 1000) + "k" : String(cellItem.count)
                }
                HoverHandler {
                    id: hover
                }
                ToolTip.visible: hover.hovered
                ToolTip.text: qsTr("Row %1, column %2: %3").arg(Math.floor(cellItem.index / root.cols) + 1).arg(cellItem.index % root.cols + 1).arg(cellItem.count)
            }
        }
    }
    RowLayout {
        spacing: 6

        Label {
            text: "0"
        }
        Row {
            Repeater {
                // The report's scale: pale yellow, orange, deep red.
                model: ["#fff7bc", "#fed876", "#feb84c", "#fe9929", "#e1651f", "#c23216", "#99000d"]

                Rectangle {
                    id: swatch

                    required property string modelData

                    width: 16
                    height: 10
                    color: swatch.modelData
                }
            }
        }
        Label {
            text: qsTr("%1 (the busiest cell) · %Ln game(s)", "", root.map.games ?? 0).arg(root.map.max ?? 0)
        }
    }
}
