import QtQuick
import QtQuick.Controls

// The Undo and Redo buttons of an editor's tool row, naming what they would
// take back or do again; Edit > Undo and Redo in the menu bar do the same.
Row {
    id: root

    // QUndoStack, as the editors expose it.
    required property var undoStack

    spacing: 8

    Button {
        text: qsTr("Undo")
        enabled: root.undoStack.canUndo
        onClicked: root.undoStack.undo()
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Undo %1 (Ctrl+Z)").arg(root.undoStack.undoText)
        Accessible.name: qsTr("Undo %1").arg(root.undoStack.undoText)
    }
    Button {
        text: qsTr("Redo")
        enabled: root.undoStack.canRedo
        onClicked: root.undoStack.redo()
        ToolTip.visible: hovered
        ToolTip.delay: 500
        ToolTip.text: qsTr("Redo %1 (Ctrl+Shift+Z)").arg(root.undoStack.redoText)
        Accessible.name: qsTr("Redo %1").arg(root.undoStack.redoText)
    }
}
