#pragma once

#include "db/design_store.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QUndoStack>
#include <QtQml/qqmlregistration.h>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace pb::gui {

// What every editor of a part of a design (a board, a deck) offers the
// window, whatever its ruleset: unsaved changes, the undo stack Edit > Undo
// and Redo work on, saving and reverting. The Board page loads a ruleset's
// editor pane (RulesetUi::editorPane), which makes its editor; the window
// reaches it through this type alone. It also keeps what every editor does
// the same way: reading the design, writing it back, the file a designer
// imports or exports, and the two message lines; a ruleset's editor keeps
// only what its part means.
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
    // Reads the design again, dropping unsaved edits, the undo history and
    // both message lines, and hands it to load().
    Q_INVOKABLE void reload();
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
    // A save went through.
    void saved();

protected:
    // Shows the design just read, or none (no design, no database, a design
    // gone or a store that failed, whose error is on the line already). A
    // throw shows its text on the error line.
    virtual void load(const std::optional<db::DesignRow>& row) = 0;
    // A design was saved elsewhere (the Designs page): what depends on its
    // parameters may change, never the part being edited. Nothing by default.
    virtual void onDesignsChanged() {}

    // The design's row as stored now, or nullopt without a design or an open
    // database, or when the store fails (its error then on the error line).
    std::optional<db::DesignRow> readDesign();
    // Writes the design after `change` has put the part into its row (it
    // throws to refuse, and nothing is written). Then the undo stack is
    // clean, `done` is the status line, the other pages hear of it and
    // saved() is emitted. False with the error line "Not saved: <why>"
    // (failureText), or saying the design no longer exists.
    bool storeDesign(const std::function<void(db::DesignRow&)>& change, const QString& done);
    // Why a save failed, in the designer's words; the exception's text by default.
    virtual QString failureText(const std::exception& failure) const;

    // Reads the file the designer chose (a path or a file: URL) and hands its
    // text and its name to `take`, which returns whether it took it (and
    // otherwise sets the error line). False with "Cannot read <name>: <why>".
    bool importFile(const QString& pathOrUrl,
                    const std::function<bool(std::string_view text, const QString& name)>& take);
    // Writes `text` to the file the designer chose, atomically (QSaveFile);
    // then the status line is `done` of the file's name. False with "Cannot
    // write <name>: <why>".
    bool exportFile(const QString& pathOrUrl, const std::string& text,
                    const std::function<QString(const QString& name)>& done);

    // Both lines at once (a refusal clears the status, an action's result
    // the refusal); each signal only when its line changes.
    void setMessages(const QString& error, const QString& status);
    virtual void setErrorMessage(const QString& message);
    void setStatusMessage(const QString& message);

    QPointer<Workbench> workbench_;
    qint64 designId_ = 0;

private:
    QString errorMessage_;
    QString statusMessage_;
};

} // namespace pb::gui
