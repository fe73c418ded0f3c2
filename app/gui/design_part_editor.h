#pragma once

#include "workbench.h"

#include <QObject>
#include <QPointer>
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
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(int designId READ designId WRITE setDesignId NOTIFY designIdChanged)
    Q_PROPERTY(bool dirty READ isDirty NOTIFY dirtyChanged)
    Q_PROPERTY(QUndoStack* undoStack READ undoStack CONSTANT)
    // The line under the editor's tools (MessageLine): a refusal in the
    // designer's words, or what the last action did.
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    Q_PROPERTY(QString statusMessage READ statusMessage NOTIFY statusMessageChanged)

public:
    using QObject::QObject;

    Workbench* workbench() const { return workbench_; }
    // Reads the design again from the new workbench's database, and whenever
    // that database changes; onDesignsChanged() whenever a design is saved.
    void setWorkbench(Workbench* workbench);
    int designId() const { return static_cast<int>(designId_); }
    // Reads design `id` (dropping unsaved edits).
    void setDesignId(int id);

    virtual bool isDirty() const = 0;
    virtual QUndoStack* undoStack() = 0;
    // Reads the design again, dropping unsaved edits and the undo history.
    Q_INVOKABLE virtual void reload() = 0;
    // Writes the part into the design; false with the editor's errorMessage set.
    Q_INVOKABLE virtual bool save() = 0;

    QString errorMessage() const { return errorMessage_; }
    QString statusMessage() const { return statusMessage_; }

signals:
    void workbenchChanged();
    void designIdChanged();
    void dirtyChanged();
    void errorMessageChanged();
    void statusMessageChanged();

protected:
    // A design was saved elsewhere (the Designs page): what depends on its
    // parameters may change, never the part being edited. Nothing by default.
    virtual void onDesignsChanged() {}

    // Both lines at once (a refusal clears the status, an action's result
    // the refusal); each signal only when its line changes.
    void setMessages(const QString& error, const QString& status);
    void setErrorMessage(const QString& message);
    void setStatusMessage(const QString& message);

    QPointer<Workbench> workbench_;
    qint64 designId_ = 0;

private:
    QString errorMessage_;
    QString statusMessage_;
};

} // namespace pb::gui
