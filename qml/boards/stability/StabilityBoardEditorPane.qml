pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Playbench

// The board editor of a Stability design: the tools above the board, the
// board itself, and beside it the generator (seed, randomize, re-roll) and the
// value histogram against the generation targets. Every edit goes through the
// editor, so it can be undone. It keeps the editor-pane contract of
// BoardPage.qml.
Item {
    id: root

    readonly property ColorScheme colors: ColorScheme {
        dark: root.palette.window.hslLightness < 0.5
    }

    // Set by the Board page's loader.
    property Workbench workbench
    property int designId: 0
    readonly property StabilityBoardEditor editor: boardEditor
    //: After the design picker: the page shows the design's board
    readonly property string partName: qsTr("board")
    readonly property bool canSave: boardEditor.dirty && boardEditor.warning.length === 0
    readonly property string saveText: qsTr("Save board")
    readonly property string saveTip: qsTr("Write the board and its locks into the design (Ctrl+S)")
    readonly property string revertTip: qsTr("Back to the saved board (drops the undo history)")

    StabilityBoardEditor {
        id: boardEditor

        workbench: root.workbench
        designId: root.designId
    }

    // R re-rolls the board from a new seed while the pane is on screen.
    Shortcut {
        sequence: "R"
        enabled: root.visible
        onActivated: boardEditor.reroll()
    }

    // What a press on the board does: paint with the tool, fill a rectangle,
    // or toggle locks.
    property string mode: "paint"
    property int focusIndex: 0

    function moveFocus(rows: int, columns: int) {
        const side = root.editor.side;
        const row = Math.max(0, Math.min(side - 1, Math.floor(root.focusIndex / side) + rows));
        const column = Math.max(0, Math.min(side - 1, root.focusIndex % side + columns));
        root.focusIndex = row * side + column;
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
            ButtonGroup {
                id: modes
            }
            Button {
                text: qsTr("Paint")
                checkable: true
                checked: root.mode === "paint"
                ButtonGroup.group: modes
                onClicked: root.mode = "paint"
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Click or drag over tiles to apply the tool to each")
            }
            Button {
                text: qsTr("Fill rectangle")
                checkable: true
                checked: root.mode === "fill"
                ButtonGroup.group: modes
                onClicked: root.mode = "fill"
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Drag from one corner to the other to apply the tool to a rectangle")
            }
            Button {
                text: qsTr("Lock")
                checkable: true
                checked: root.mode === "lock"
                ButtonGroup.group: modes
                onClicked: root.mode = "lock"
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("Click tiles to lock or unlock them; a re-roll keeps locked tiles (key L)")
            }
            ToolSeparator {}
            ComboBox {
                id: toolChoice

                implicitContentWidthPolicy: ComboBox.WidestText
                model: [qsTr("Set value"), qsTr("Add 1"), qsTr("Subtract 1")]
                currentIndex: root.editor.tool
                onActivated: index => root.editor.tool = index
                Accessible.name: qsTr("Paint tool")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("What painting or filling does to a tile")
            }
            SpinBox {
                from: root.editor.minTile
                to: root.editor.maxTile
                value: root.editor.toolValue
                enabled: root.editor.tool === StabilityBoardEditor.SetValue
                editable: true
                onValueModified: root.editor.toolValue = value
                Accessible.name: qsTr("Value to paint")
                ToolTip.visible: hovered
                ToolTip.delay: 500
                ToolTip.text: qsTr("The value the Set value tool paints")
            }
        }

        MessageLine {
            objectName: "boardMessage"
            errorText: root.editor.errorMessage.length > 0 ? root.editor.errorMessage : root.editor.warning
            statusText: root.editor.statusMessage
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            FocusScope {
                id: boardFocus

                Layout.fillWidth: true
                Layout.fillHeight: true
                activeFocusOnTab: true
                Accessible.name: qsTr("Board editor")
                Accessible.description: qsTr("Arrow keys move the focus tile; digits set it, plus and minus change it, L locks it")

                Keys.onPressed: event => {
                    const index = root.focusIndex;
                    if (event.key === Qt.Key_Left)
                        root.moveFocus(0, -1);
                    else if (event.key === Qt.Key_Right)
                        root.moveFocus(0, 1);
                    else if (event.key === Qt.Key_Up)
                        root.moveFocus(-1, 0);
                    else if (event.key === Qt.Key_Down)
                        root.moveFocus(1, 0);
                    else if (event.key >= Qt.Key_0 && event.key <= Qt.Key_9)
                        root.editor.setTile(index, event.key - Qt.Key_0);
                    else if (event.key === Qt.Key_Plus || event.key === Qt.Key_Equal)
                        root.editor.adjustTile(index, 1);
                    else if (event.key === Qt.Key_Minus)
                        root.editor.adjustTile(index, -1);
                    else if (event.key === Qt.Key_L)
                        root.editor.toggleLock(index);
                    else
                        return;
                    event.accepted = true;
                }

                StabilityBoardView {
                    id: boardView

                    objectName: "boardEditorView"
                    anchors.fill: parent
                    tiles: root.editor.tiles
                    side: root.editor.side
                    focusIndex: boardFocus.activeFocus ? root.focusIndex : -1
                    showDragRectangle: root.mode === "fill"
                    legendMinimum: root.editor.minTile
                    legendMaximum: root.editor.maxTile

                    onStrokeStarted: index => {
                        boardFocus.forceActiveFocus();
                        root.focusIndex = index;
                        if (root.mode === "paint") {
                            root.editor.beginStroke();
                            root.editor.paintTile(index);
                        }
                    }
                    onStrokeMoved: index => {
                        if (root.mode === "paint")
                            root.editor.paintTile(index);
                    }
                    onStrokeEnded: {
                        if (root.mode === "paint")
                            root.editor.endStroke();
                    }
                    onTileClicked: index => {
                        if (root.mode === "fill")
                            root.editor.fillRectangle(index, index);
                        else if (root.mode === "lock")
                            root.editor.toggleLock(index);
                    }
                    onTilesDragged: (fromIndex, toIndex) => {
                        if (root.mode === "fill")
                            root.editor.fillRectangle(fromIndex, toIndex);
                    }
                    onTileMenuRequested: (index, position) => {
                        boardFocus.forceActiveFocus();
                        root.focusIndex = index;
                        tileMenu.tileIndex = index;
                        tileMenu.popup(boardView, position.x, position.y);
                    }
                }

                // The quick edits of one tile, opened right below it.
                Menu {
                    id: tileMenu

                    objectName: "tileMenu"
                    property int tileIndex: -1

                    MenuItem {
                        text: qsTr("Add 1")
                        onTriggered: root.editor.adjustTile(tileMenu.tileIndex, 1)
                    }
                    MenuItem {
                        text: qsTr("Subtract 1")
                        onTriggered: root.editor.adjustTile(tileMenu.tileIndex, -1)
                    }
                    MenuItem {
                        //: Toggles whether a re-roll keeps the tile
                        text: qsTr("Lock or unlock")
                        onTriggered: root.editor.toggleLock(tileMenu.tileIndex)
                    }
                }
            }

            ScrollView {
                id: sidePanel

                Layout.preferredWidth: 300
                Layout.fillHeight: true
                contentWidth: availableWidth

                ColumnLayout {
                    width: sidePanel.availableWidth
                    spacing: 8

                    Label {
                        text: qsTr("Generate")
                        font.bold: true
                        font.pixelSize: 16
                    }
                    RowLayout {
                        Layout.fillWidth: true

                        Label {
                            text: qsTr("Seed")
                        }
                        TextField {
                            id: seedField

                            Layout.fillWidth: true
                            text: root.editor.seed
                            placeholderText: qsTr("a whole number")
                            selectByMouse: true
                            inputMethodHints: Qt.ImhDigitsOnly
                            Accessible.name: qsTr("Seed")
                            onAccepted: root.editor.randomize(text)
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("The same seed and parameters always give the same board")
                        }
                    }
                    RowLayout {
                        Layout.fillWidth: true

                        Button {
                            Layout.fillWidth: true
                            text: qsTr("Randomize")
                            onClicked: root.editor.randomize(seedField.text)
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("A board from the generator with this seed; locked tiles are kept")
                        }
                        Button {
                            Layout.fillWidth: true
                            text: qsTr("Re-roll")
                            onClicked: root.editor.reroll()
                            ToolTip.visible: hovered
                            ToolTip.delay: 500
                            ToolTip.text: qsTr("A board from a new random seed; locked tiles are kept (R)")
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: root.editor.note
                        wrapMode: Text.Wrap
                        opacity: 0.8
                    }

                    Label {
                        Layout.topMargin: 8
                        text: qsTr("Values off the corners")
                        font.bold: true
                        font.pixelSize: 16
                    }
                    Label {
                        Layout.fillWidth: true
                        text: root.editor.constraintsHold ? qsTr("✓ The generation constraints hold: corners are %1 and every value from %2 to %3 appears equally often.").arg(root.editor.cornerValue).arg(root.editor.minValue).arg(root.editor.maxValue) : qsTr("✗ The generation constraints do not hold: the corners must be %1 and every value from %2 to %3 appear equally often.").arg(root.editor.cornerValue).arg(root.editor.minValue).arg(root.editor.maxValue)
                        color: root.editor.constraintsHold ? root.colors.goodText : root.colors.alertText
                        wrapMode: Text.Wrap
                    }
                    Repeater {
                        model: root.editor.histogram

                        delegate: RowLayout {
                            id: bar

                            required property var modelData

                            Layout.fillWidth: true
                            spacing: 8

                            Rectangle {
                                implicitWidth: 26
                                implicitHeight: 22
                                radius: 3
                                color: ["#440154", "#482475", "#414487", "#355f8d", "#2a788e", "#21918c", "#22a884", "#44bf70", "#7ad151", "#bddf26", "#fde725"][Math.max(0, Math.min(10, bar.modelData.value))]

                                Text {
                                    anchors.centerIn: parent
                                    text: bar.modelData.value
                                    color: bar.modelData.value <= 5 ? "#ffffff" : "#111111"
                                    font.bold: true
                                }
                            }
                            Item {
                                Layout.fillWidth: true
                                implicitHeight: 16

                                Rectangle {
                                    height: parent.height
                                    width: Math.min(parent.width, parent.width * bar.modelData.count / Math.max(1, root.editor.side * root.editor.side / Math.max(1, root.editor.maxValue - root.editor.minValue + 1) * 1.5))
                                    radius: 2
                                    color: bar.modelData.ok ? "#66bb6a" : "#ef5350"
                                }
                            }
                            Label {
                                Layout.preferredWidth: 80
                                text: qsTr("%1 of %2").arg(bar.modelData.count).arg(bar.modelData.target)
                                horizontalAlignment: Text.AlignRight
                            }
                        }
                    }
                }
            }
        }
    }
}
