#pragma once

#include <QObject>
#include <QUndoStack>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// What every editor of a part of a design (a board, a deck) offers the
// window, whatever its ruleset: unsaved changes, the undo stack Edit > Undo
// and Redo work on, saving and reverting. The Board page loads a ruleset's
// editor pane (RulesetUi::editorPane), which makes its editor; the window
// reaches it through this type alone.
class DesignPartEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A ruleset's editor pane makes its own editor.")
    Q_PROPERTY(bool dirty READ isDirty NOTIFY dirtyChanged)
    Q_PROPERTY(QUndoStack* undoStack READ undoStack CONSTANT)

public:
    using QObject::QObject;

    virtual bool isDirty() const = 0;
    virtual QUndoStack* undoStack() = 0;
    // Reads the design again, dropping unsaved edits and the undo history.
    Q_INVOKABLE virtual void reload() = 0;
    // Writes the part into the design; false with the editor's errorMessage set.
    Q_INVOKABLE virtual bool save() = 0;

signals:
    void dirtyChanged();
};

} // namespace pb::gui
