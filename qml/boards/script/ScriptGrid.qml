pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Shapes
import Playbench

// The grid of a scripted game, square or hex (pointy-topped, every second row
// shifted by half a cell): each cell's piece in its seat's colour, its label
// or number, its mark, and an orange tint on the cells whose click is a legal
// decision. It fits the largest cells into its width and height.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // describeView()'s grid: shape, columns, rows, label, cells [{col, row,
    // drawCol, drawRow, shift, value, text, seat, mark, target}].
    required property var grid
    required property real availableWidth
    required property real availableHeight
    property var legalTargets: []
    property int selectedTarget: -1

    signal targetClicked(int target)

    readonly property bool hex: root.grid.shape === "hex"
    // Hex cells are sqrt(3)/2 as wide as high, rows 3/4 of a cell apart.
    readonly property real cellWidth: root.hex ? Math.min(root.availableWidth / (root.grid.columns + 0.5), root.availableHeight / (0.75 * root.grid.rows + 0.25) * 0.866) : Math.min(root.availableWidth / root.grid.columns, root.availableHeight / root.grid.rows)
    readonly property real cellHeight: root.hex ? root.cellWidth / 0.866 : root.cellWidth
    readonly property real rowStep: root.hex ? root.cellHeight * 0.75 : root.cellHeight

    width: root.hex ? root.cellWidth * (root.grid.columns + 0.5) : root.cellWidth * root.grid.columns
    height: root.hex ? root.rowStep * (root.grid.rows - 1) + root.cellHeight : root.cellHeight * root.grid.rows

    Accessible.role: Accessible.Table
    Accessible.name: root.grid.label.length > 0 ? root.grid.label : qsTr("Grid")

    Repeater {
        model: root.grid.cells

        delegate: Item {
            id: cell

            required property var modelData

            readonly property bool legal: cell.modelData.target >= 0 && root.legalTargets.indexOf(cell.modelData.target) >= 0
            readonly property bool selected: cell.modelData.target >= 0 && cell.modelData.target === root.selectedTarget
            readonly property color fill: cell.legal ? Qt.tint(root.colors.base, Qt.rgba(1, 0.43, 0, root.colors.dark ? 0.14 : 0.25)) : root.colors.base
            readonly property color edge: cell.selected ? root.colors.highlight : cell.modelData.mark ? root.colors.cautionText : root.colors.shadowed

            objectName: "scriptCell:" + cell.modelData.col + ":" + cell.modelData.row
            x: cell.modelData.drawCol * root.cellWidth + (cell.modelData.shift ? root.cellWidth / 2 : 0)
            y: cell.modelData.drawRow * root.rowStep
            width: root.cellWidth
            height: root.cellHeight

            Accessible.role: cell.legal ? Accessible.Button : Accessible.Cell
            //: %1 a column, %2 a row (both from 1), %3 what stands there (may be empty)
            Accessible.name: qsTr("Column %1, row %2 %3").arg(cell.modelData.col).arg(cell.modelData.row).arg(cell.modelData.text)
            Accessible.onPressAction: if (cell.legal) root.targetClicked(cell.modelData.target)

            Rectangle {
                visible: !root.hex
                anchors.fill: parent
                color: cell.fill
                border.width: cell.selected || cell.modelData.mark ? 3 : 1
                border.color: cell.edge
            }
            Shape {
                visible: root.hex
                anchors.fill: parent

                ShapePath {
                    fillColor: cell.fill
                    strokeColor: cell.edge
                    strokeWidth: cell.selected || cell.modelData.mark ? 3 : 1
                    PathPolyline {
                        path: [Qt.point(cell.width / 2, 1), Qt.point(cell.width - 1, cell.height / 4), Qt.point(cell.width - 1, cell.height * 3 / 4), Qt.point(cell.width / 2, cell.height - 1), Qt.point(1, cell.height * 3 / 4), Qt.point(1, cell.height / 4), Qt.point(cell.width / 2, 1)]
                    }
                }
            }
            // A piece: a disc in its seat's colour, unless the script labels it.
            Rectangle {
                visible: cell.modelData.seat >= 0 && cell.modelData.text.length === 0
                anchors.centerIn: parent
                width: Math.min(cell.width, cell.height) * 0.72
                height: width
                radius: width / 2
                color: root.colors.seatColors[Math.max(0, cell.modelData.seat) % root.colors.seatColors.length]
                border.width: 1
                border.color: "#222222"
            }
            Text {
                anchors.centerIn: parent
                text: cell.modelData.text
                color: cell.modelData.seat >= 0 ? root.colors.seatColors[cell.modelData.seat % root.colors.seatColors.length] : root.colors.text
                font.bold: true
                font.pixelSize: Math.max(8, Math.round(Math.min(cell.width, cell.height) * (cell.modelData.text.length > 2 ? 0.3 : 0.55)))
            }
            MouseArea {
                anchors.fill: parent
                enabled: cell.legal
                cursorShape: Qt.PointingHandCursor
                onClicked: root.targetClicked(cell.modelData.target)
            }
        }
    }
}
