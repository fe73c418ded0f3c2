#pragma once

#include "design_part_editor.h"
#include "script/script_version_model.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// The rules of a scripted design as its Lua text (docs/scripting.md), for the
// Board page's rules editor. save() loads the text as the core would and
// keeps it only when it loads: then it is stored as a new version of the
// script and the design plays it; an error is shown at its line and nothing
// is written. Every version stays in the store; `versions` lists them with
// the games and runs that played each, and restore() makes an older one the
// design's again. The text's own undo is the text field's (the undo stack
// the window's Edit menu sees stays empty).
class ScriptEditor : public pb::gui::DesignPartEditor {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    // Whether a script was read (a scripted design whose script is stored).
    Q_PROPERTY(bool hasScript READ hasScript NOTIFY scriptLoaded)
    // The file name errors give the script ("connect-four.lua").
    Q_PROPERTY(QString fileName READ fileName NOTIFY scriptLoaded)
    // The line the last refused save's error points at, from 1; 0 for none.
    Q_PROPERTY(int errorLine READ errorLine NOTIFY errorLineChanged)
    // The key of the version the design plays ("script:<id>@<hash>"), as
    // pb::findRuleset finds it; empty without a script.
    Q_PROPERTY(QString rulesetKey READ rulesetKey NOTIFY scriptLoaded)
    Q_PROPERTY(pb::gui::ScriptVersionModel* versions READ versions CONSTANT)

public:
    explicit ScriptEditor(QObject* parent = nullptr);

    QString text() const { return text_; }
    void setText(const QString& text);
    bool hasScript() const { return !currentHash_.isEmpty(); }
    QString fileName() const { return fileName_; }
    int errorLine() const { return errorLine_; }
    QString rulesetKey() const;
    ScriptVersionModel* versions() { return &versions_; }
    QString currentHash() const { return currentHash_; }

    bool isDirty() const override { return text_ != savedText_; }
    QUndoStack* undoStack() override { return &undoStack_; }

    // Loads the text as a script; if it loads, stores it as a version of the
    // script and makes it the design's, in one transaction. An unchanged text
    // is not saved again (true). False with the error line set ("Not saved:
    // line 12: ...") and errorLine at the error, the text kept as it is.
    bool save() override;
    // Makes the stored version `hash` the design's again; the text becomes
    // its. Refused (false) while the text has unsaved changes.
    Q_INVOKABLE bool restore(const QString& hash);
    // Writes the text to a file (a path or a file: URL), atomically.
    Q_INVOKABLE bool exportScript(const QString& pathOrUrl);

    // Where line `line` (from 1) starts in the text, for moving the cursor there.
    Q_INVOKABLE int positionOfLine(int line) const;
    // The line (from 1) that position `position` of the text is on.
    Q_INVOKABLE int lineAt(int position) const;
    // Where `needle` occurs in the text, ignoring case, in order.
    Q_INVOKABLE QList<int> matches(const QString& needle) const;

signals:
    void textChanged();
    void scriptLoaded();
    void errorLineChanged();
    // The design now plays the version `rulesetKey` (saved or restored): what
    // checks the rules (the pane's check panel) runs on it.
    void scriptSaved(const QString& rulesetKey);

protected:
    void load(const std::optional<db::DesignRow>& row) override;
    void onDesignsChanged() override;
    QString failureText(const std::exception& failure) const override;
    void setErrorMessage(const QString& message) override;

private:
    // The version `hash` is now the design's, with this text: the editor,
    // the list, the other pages and the check hear of it.
    void takeVersion(const QString& hash, const QString& text, const QString& done);
    // Reads this script's versions from the store again.
    void refreshVersions();
    void setErrorLine(int line);
    void setTextAndSaved(const QString& text);

    QString text_;
    QString savedText_;
    QString fileName_;
    QString ruleset_; // "script:<id>", the design's ruleset
    QString currentHash_;
    int errorLine_ = 0;
    ScriptVersionModel versions_;
    QUndoStack undoStack_;
};

} // namespace pb::gui
