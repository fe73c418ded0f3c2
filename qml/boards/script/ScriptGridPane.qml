pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The board editor of a scripted design whose script declares an editable
// grid: a value to paint, the grid (a click paints a cell), and fill. Every
// edit goes through the editor, so it can be undone. It keeps the
// editor-pane contract of BoardPage.qml.
Item {
    id: root

    // Set by whoever shows it.
    property Workbench workbench
    property int designId: 0
    readonly property ScriptGridEditor editor: gridEditor
    //: After the design picker: the page shows the design's board
    readonly property string partName: qsTr("board")
    readonly property bool canSave: gridEditor.hasGrid && (gridEditor.dirty || !gridEditor.savedBoard)
    readonly property string saveText: qsTr("Save board")
    readonly property string saveTip: qsTr("Write the board into the design's set-up; games start from it (Ctrl+S)")
    readonly property string revertTip: qsTr("Back to the saved board (drops the undo history)")

    ScriptGridEditor {
        id: gridEditor

        workbench: root.workbench
        designId: root.designId
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Flow {
            Layout.fillWidth: true
            spacing: 8

            UndoRedoButtons {
                undoStack: root.editor.undoStack
            }
            ToolSeparator {}
            Label {
                height: paintValue.height
                verticalAlignment: Text.AlignVCenter
                //: Before the value a click on a cell of the board sets
                text: qsTr("Paint value")
            }
            SpinBox {
                id: paintValue

                objectName: "gridPaintValue"
                from: root.editor.minValue
                to: root.editor.maxValue
                value: root.editor.toolValue
                editable: true
                onValueModified: root.editor.toolValue = paintValue.value
                Accessible.name: qsTr("Paint value")
            }
            Button {
                text: qsTr("Fill board")
                onClicked: root.editor.fill(root.editor.toolValue)
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Set every cell to the paint value")
            }
        }

        MessageLine {
            objectName: "gridMessage"
            errorText: root.editor.errorMessage
            statusText: root.editor.statusMessage
        }

        Label {
            Layout.fillWidth: true
            //: %1 the field's name in the script, %2 and %3 its lowest and highest value
            text: (root.editor.savedBoard ? qsTr("The design's saved board (%1), values %2 to %3. Click a cell to paint it.") : qsTr("No board is saved with this design, so each game's setup makes its own; shown: the board of seed 1 (%1), values %2 to %3. Save to keep your edits.")).arg(root.editor.fieldName).arg(root.editor.minValue).arg(root.editor.maxValue)
            wrapMode: Text.Wrap
            opacity: 0.8
        }

        Item {
            id: gridArea

            Layout.fillWidth: true
            Layout.fillHeight: true

            Grid {
                id: cells

                readonly property real cell: Math.max(12, Math.min(56, Math.floor(Math.min(gridArea.width / Math.max(1, root.editor.columns), gridArea.height / Math.max(1, root.editor.rows))) - 2))

                anchors.centerIn: parent
                columns: Math.max(1, root.editor.columns)
                spacing: 2

                Repeater {
                    model: root.editor.tiles

                    delegate: Rectangle {
                        id: tile

                        required property int index
                        required property int value

                        readonly property real share: root.editor.maxValue > root.editor.minValue ? (tile.value - root.editor.minValue) / (root.editor.maxValue - root.editor.minValue) : 0

                        width: cells.cell
                        height: cells.cell
                        radius: 3
                        color: Qt.tint(root.palette.base, Qt.rgba(root.palette.highlight.r, root.palette.highlight.g, root.palette.highlight.b, 0.15 + 0.75 * tile.share))
                        border.color: root.palette.mid
                        Accessible.role: Accessible.Button
                        //: A cell of a scripted design's board: %1 column, %2 row, %3 its value
                        Accessible.name: qsTr("Cell %1, %2: %3").arg(tile.index % root.editor.columns + 1).arg(Math.floor(tile.index / root.editor.columns) + 1).arg(tile.value)

                        Label {
                            anchors.centerIn: parent
                            text: String(tile.value)
                            color: tile.share > 0.5 ? root.palette.highlightedText : root.palette.text
                        }
                        MouseArea {
                            anchors.fill: parent
                            onClicked: root.editor.paintCell(tile.index)
                        }
                    }
                }
            }
        }
    }
}
