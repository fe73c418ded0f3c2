pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The streamway of a Streamway Siege design: its size and layout, snakes and
// ladders added by dragging from one step to another (a snake downstream, a
// ladder upstream, whichever the tool says), an end moved by dragging it,
// pieces deleted or locked in the list, and a board drawn from a seed under
// constraints with the locked pieces kept. Every edit goes through the editor
// (C++ checks it and can undo it). It keeps the editor-pane contract of
// BoardPage.qml.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // Set by the Board page's loader.
    property Workbench workbench
    property int designId: 0
    readonly property StreamwaySiegeBoardEditor editor: boardEditor
    //: After the design picker: the page shows the design's streamway
    readonly property string partName: qsTr("streamway")
    readonly property bool canSave: boardEditor.dirty
    readonly property string saveText: qsTr("Save board")
    readonly property string saveTip: qsTr("Write the streamway, its snakes and ladders into the design (Ctrl+S)")
    readonly property string revertTip: qsTr("Back to the saved board (drops the undo history)")
    // What a drag between two free steps adds: "snake" or "ladder".
    property string tool: "snake"
    // The drag under way: from a step (0: none) to the step under the pointer.
    property int dragFrom: 0
    property int dragTo: 0

    StreamwaySiegeBoardEditor {
        id: boardEditor

        workbench: root.workbench
        designId: root.designId
    }

    RowLayout {
        anchors.fill: parent
        spacing: 12

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            Flow {
                Layout.fillWidth: true
                spacing: 8

                UndoRedoButtons {
                    undoStack: root.editor.undoStack
                }
                ToolSeparator {}
                RadioButton {
                    objectName: "streamwayToolSnake"
                    text: qsTr("Snake")
                    checked: root.tool === "snake"
                    onClicked: root.tool = "snake"
                }
                RadioButton {
                    objectName: "streamwayToolLadder"
                    text: qsTr("Ladder")
                    checked: root.tool === "ladder"
                    onClicked: root.tool = "ladder"
                }
                Label {
                    height: parent.children[0].height
                    verticalAlignment: Text.AlignVCenter
                    //: %1 and %2 numbers of steps
                    text: qsTr("Snakes drop %1 steps, ladders climb %2.").arg(boardEditor.totalDrop).arg(boardEditor.totalClimb)
                }
            }
            Label {
                objectName: "streamwayEditorMessage"
                Layout.fillWidth: true
                visible: text !== ""
                wrapMode: Text.WordWrap
                text: boardEditor.errorMessage !== "" ? boardEditor.errorMessage : (boardEditor.statusMessage !== "" ? boardEditor.statusMessage : qsTr("Drag from one step to another to add a piece; drag a piece's end to move it."))
                color: boardEditor.errorMessage !== "" ? root.colors.alertText : root.palette.windowText
            }

            StreamwaySiegeStreamway {
                id: streamway

                objectName: "streamwayEditorBoard"
                Layout.fillWidth: true
                Layout.fillHeight: true
                steps: boardEditor.steps
                columns: boardEditor.drawnColumns
                rows: boardEditor.rows
                cells: boardEditor.cells
                snakes: boardEditor.snakes
                ladders: boardEditor.ladders
                // The last refusal's step, not while a new drag is framing its own ends.
                problemStep: root.dragFrom > 0 ? -1 : boardEditor.problemStep
                ringedStep: root.dragFrom > 0 ? root.dragTo : -1
                legalSteps: root.dragFrom > 0 ? [root.dragFrom, root.dragTo] : []

                // A press on a piece's end moves that end; elsewhere it starts a new piece.
                MouseArea {
                    objectName: "streamwayEditorDrag"
                    anchors.fill: parent
                    onPressed: mouse => {
                        root.dragFrom = streamway.stepAt(mouse.x, mouse.y);
                        root.dragTo = root.dragFrom;
                    }
                    onPositionChanged: mouse => {
                        if (root.dragFrom > 0)
                            root.dragTo = streamway.stepAt(mouse.x, mouse.y);
                    }
                    onReleased: mouse => {
                        const from = root.dragFrom;
                        const to = streamway.stepAt(mouse.x, mouse.y);
                        root.dragFrom = 0;
                        if (from <= 0 || to <= 0 || to === from)
                            return;
                        const piece = boardEditor.pieceAt(from);
                        if (piece.kind !== undefined)
                            boardEditor.movePieceEnd(piece.kind, piece.index, piece.end, to);
                        else
                            boardEditor.addPiece(root.tool, from, to);
                    }
                }
            }
        }

        ScrollView {
            Layout.preferredWidth: 330
            Layout.fillHeight: true
            contentWidth: availableWidth

            ColumnLayout {
                width: parent.width
                spacing: 6

                Label {
                    text: qsTr("Layout")
                    font.bold: true
                }
                GridLayout {
                    columns: 2
                    Label {
                        text: qsTr("Steps")
                    }
                    SpinBox {
                        id: stepsBox

                        objectName: "streamwaySteps"
                        from: 8
                        to: 200
                        editable: true
                        value: boardEditor.steps
                        onValueModified: boardEditor.setLayout(value, boardEditor.columns)
                    }
                    Label {
                        text: qsTr("Columns (0: a bare path)")
                    }
                    SpinBox {
                        objectName: "streamwayColumns"
                        from: 0
                        to: stepsBox.value
                        editable: true
                        value: boardEditor.columns
                        onValueModified: boardEditor.setLayout(boardEditor.steps, value)
                    }
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 6
                    Button {
                        text: qsTr("10 x 10 board")
                        onClicked: boardEditor.setLayout(100, 10)
                    }
                    Button {
                        text: qsTr("8 x 8 chessboard")
                        onClicked: boardEditor.setLayout(64, 8)
                    }
                }

                Label {
                    text: qsTr("Snakes and ladders")
                    font.bold: true
                }
                Repeater {
                    model: boardEditor.snakes

                    delegate: RowLayout {
                        id: snakeRow

                        required property var modelData
                        required property int index

                        Label {
                            Layout.fillWidth: true
                            //: %1 the snake's number, %2 its head, %3 its tail (steps)
                            text: qsTr("Snake %1: %2 → %3").arg(snakeRow.index + 1).arg(snakeRow.modelData.head).arg(snakeRow.modelData.tail)
                        }
                        CheckBox {
                            text: qsTr("Locked")
                            checked: snakeRow.modelData.locked
                            onClicked: boardEditor.toggleLock("snake", snakeRow.index)
                        }
                        Button {
                            text: qsTr("Delete")
                            onClicked: boardEditor.removePiece("snake", snakeRow.index)
                        }
                    }
                }
                Repeater {
                    model: boardEditor.ladders

                    delegate: RowLayout {
                        id: ladderRow

                        required property var modelData
                        required property int index

                        Label {
                            Layout.fillWidth: true
                            //: %1 the ladder's number, %2 its bottom, %3 its top (steps)
                            text: qsTr("Ladder %1: %2 → %3").arg(ladderRow.index + 1).arg(ladderRow.modelData.bottom).arg(ladderRow.modelData.top)
                        }
                        CheckBox {
                            text: qsTr("Locked")
                            checked: ladderRow.modelData.locked
                            onClicked: boardEditor.toggleLock("ladder", ladderRow.index)
                        }
                        Button {
                            text: qsTr("Delete")
                            onClicked: boardEditor.removePiece("ladder", ladderRow.index)
                        }
                    }
                }

                Label {
                    text: qsTr("Randomize")
                    font.bold: true
                }
                GridLayout {
                    columns: 2
                    Label {
                        text: qsTr("Seed")
                    }
                    TextField {
                        id: seedField

                        objectName: "streamwaySeed"
                        text: "1"
                    }
                    Label {
                        text: qsTr("Snakes")
                    }
                    SpinBox {
                        id: snakeCount

                        from: 0
                        to: 32
                        value: 8
                    }
                    Label {
                        text: qsTr("Ladders")
                    }
                    SpinBox {
                        id: ladderCount

                        from: 0
                        to: 32
                        value: 8
                    }
                    Label {
                        text: qsTr("Shortest")
                    }
                    SpinBox {
                        id: minLength

                        from: 1
                        to: 199
                        value: 5
                    }
                    Label {
                        text: qsTr("Longest")
                    }
                    SpinBox {
                        id: maxLength

                        from: 1
                        to: 199
                        value: 40
                    }
                    Label {
                        text: qsTr("Climb vs drop within")
                    }
                    SpinBox {
                        id: tolerance

                        from: 0
                        to: 400
                        value: 20
                    }
                }
                Button {
                    objectName: "streamwayRandomize"
                    text: qsTr("Randomize (locked pieces stay)")
                    onClicked: boardEditor.randomize(seedField.text, snakeCount.value, ladderCount.value, minLength.value, maxLength.value, tolerance.value)
                }
            }
        }
    }
}
