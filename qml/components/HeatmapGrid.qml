pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One heatmap: a grid of cells in the map's own shape (a board's squares row
// by row, or a track in one row), each coloured by its level on the scheme's
// heat scale (events per game) or, for an A/B difference map, on its
// diverging scale (B minus A per game), with a legend. Figures, levels and
// hover texts come from C++ (HeatmapView); colours only from ColorScheme.
// A map with views per seat gets a chooser: all seats, P1, P2, ...
ColumnLayout {
    id: root

    // {id, title, rows, cols, games, perGame, diverging, summary?,
    //  views: [{name, values, labels, levels, tips, outlined?, legend}]}
    property var map: ({})
    readonly property int rows: map.rows ?? 0
    readonly property int cols: map.cols ?? 0
    readonly property var views: map.views ?? []
    readonly property bool diverging: map.diverging ?? false
    readonly property var view: root.views[Math.min(seatChooser.currentIndex, root.views.length - 1)] ?? ({})
    // Square cells that fit the width, at most 36 px; a long track wraps no cell.
    readonly property real cell: Math.max(6, Math.min(36, Math.floor((width - 2) / Math.max(1, cols))))
    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }
    readonly property var scale: root.diverging ? root.colors.differenceScale : root.colors.heatScale

    function colorAt(level: int): color {
        return root.diverging ? root.colors.differenceScale[Math.max(-4, Math.min(4, level)) + 4] : root.colors.heatScale[Math.max(0, Math.min(6, level))];
    }

    spacing: 4

    RowLayout {
        Layout.fillWidth: true

        // The chooser stands right after the title, next to the grid.
        Label {
            Layout.maximumWidth: root.width - (seatChooser.visible ? seatChooser.implicitWidth + 8 : 0)
            wrapMode: Text.Wrap
            font.bold: true
            text: root.map.title ?? ""
        }
        ComboBox {
            id: seatChooser

            objectName: "heatmapSeat_" + (root.map.id ?? "")
            visible: root.views.length > 1
            model: root.views.map(v => v.name)
            //: Which seat's events a heatmap shows: all seats, P1, P2, ...
            Accessible.name: qsTr("Seat")
        }
        Item {
            Layout.fillWidth: true
        }
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
                readonly property int level: (root.view.levels ?? [])[index] ?? 0
                readonly property bool outlined: (root.view.outlined ?? [])[index] ?? false

                width: root.cell
                height: root.cell
                color: root.colorAt(cellItem.level)
                border.width: cellItem.outlined ? 2 : 0
                border.color: root.colors.heatOutline

                Text {
                    anchors.centerIn: parent
                    visible: root.cell >= 28
                    font.pixelSize: 9
                    color: (root.diverging ? Math.abs(cellItem.level) >= 3 : cellItem.level >= 5) ? root.colors.heatLabelOnDark : root.colors.heatLabel
                    text: (root.view.labels ?? [])[cellItem.index] ?? ""
                }
                HoverHandler {
                    id: hover
                }
                ToolTip.visible: hover.hovered
                ToolTip.text: (root.view.tips ?? [])[cellItem.index] ?? ""
            }
        }
    }
    RowLayout {
        spacing: 6

        Label {
            text: root.diverging ? qsTr("B fewer") : "0"
        }
        Row {
            Repeater {
                model: root.scale

                Rectangle {
                    id: swatch

                    required property color modelData

                    width: 16
                    height: 10
                    color: swatch.modelData
                }
            }
        }
        Label {
            text: root.diverging ? qsTr("B more") : ""
            visible: root.diverging
        }
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.Wrap
        opacity: 0.8
        text: root.diverging ? (root.view.legend ?? "") + " · " + (root.map.summary ?? "") : (root.view.legend ?? "") + " · " + qsTr("%Ln game(s)", "", root.map.games ?? 0)
    }
}
