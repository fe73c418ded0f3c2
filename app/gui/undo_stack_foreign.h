#pragma once

#include <QUndoStack>
#include <QtQml/qqml.h>

namespace pb::gui {

// Makes QUndoStack (QtGui) known to QML and qmllint, so pages bind to an
// editor's undoStack.canUndo, canRedo, undoText and redoText.
struct UndoStackForeign {
    Q_GADGET
    QML_FOREIGN(QUndoStack)
    QML_NAMED_ELEMENT(UndoStack)
    QML_UNCREATABLE("Editors own their undo stacks.")
};

} // namespace pb::gui
