#pragma once

#include "parameter_form_model.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <nlohmann/json.hpp>

namespace pb::gui {

// The design open on the Designs page: its rule parameters (as a form) and
// notes, with the unsaved state, plus the list actions (create, rename,
// duplicate, delete) that go straight to the DesignStore. save() writes only
// the parameters and notes and keeps the stored set-up, so the board editor's
// saves and this one's never undo each other. Every store failure leaves
// errorMessage saying why and returns false / 0.
class DesignEditor : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(
        pb::gui::Workbench* workbench READ workbench WRITE setWorkbench NOTIFY workbenchChanged)
    Q_PROPERTY(int designId READ designId NOTIFY designChanged)
    Q_PROPERTY(QString name READ name NOTIFY designChanged)
    Q_PROPERTY(QString rulesetId READ rulesetId NOTIFY designChanged)
    Q_PROPERTY(QString rulesetName READ rulesetName NOTIFY designChanged)
    Q_PROPERTY(QString notes READ notes WRITE setNotes NOTIFY notesChanged)
    Q_PROPERTY(pb::gui::ParameterFormModel* parameterForm READ parameterForm CONSTANT)
    Q_PROPERTY(bool dirty READ isDirty NOTIFY dirtyChanged)
    Q_PROPERTY(QString errorMessage READ errorMessage NOTIFY errorMessageChanged)
    // Every ruleset as {id, name}, then the designer's-own-game templates as
    // {id: "template:<id>", name}, for the "new design" choice.
    Q_PROPERTY(QVariantList rulesets READ rulesets CONSTANT)

public:
    explicit DesignEditor(QObject* parent = nullptr);

    Workbench* workbench() const { return workbench_; }
    void setWorkbench(Workbench* workbench);
    int designId() const { return static_cast<int>(designId_); }
    QString name() const { return name_; }
    QString rulesetId() const { return rulesetId_; }
    QString rulesetName() const;
    QString notes() const { return notes_; }
    void setNotes(const QString& notes);
    ParameterFormModel* parameterForm() { return &form_; }
    bool isDirty() const { return dirty_; }
    QString errorMessage() const { return errorMessage_; }
    QVariantList rulesets() const;

    // Opens design `id` (0 closes), dropping unsaved edits. Returns false if
    // it cannot be read.
    Q_INVOKABLE bool load(int id);
    // Opens the first design by name if none is open (at start-up and when
    // another database opens).
    Q_INVOKABLE void openFirstDesign();
    // Writes the parameters and notes; refuses parameters that do not resolve.
    Q_INVOKABLE bool save();
    // Back to the stored values.
    Q_INVOKABLE void revert();

    // A new design of ruleset `rulesetId` with default parameters, or of the
    // script of template "template:<id>" (scriptTemplates); returns its id.
    Q_INVOKABLE int createDesign(const QString& name, const QString& rulesetId);
    // File > Import rules script: a new design playing the Lua script in
    // `file`, named after the file; refuses a script that does not load, with
    // its error (file and line). Returns the design's id, or 0.
    Q_INVOKABLE int importScript(const QUrl& file);
    Q_INVOKABLE bool renameDesign(int id, const QString& name);
    // Returns the copy's id.
    Q_INVOKABLE int duplicateDesign(int id, const QString& newName);
    // Deletes design `id`; if it is the open one, the editor closes it.
    Q_INVOKABLE bool removeDesign(int id);

signals:
    void workbenchChanged();
    void designChanged();
    void notesChanged();
    void dirtyChanged();
    void errorMessageChanged();
    // A save went through.
    void saved();

private:
    void updateDirty();
    void setErrorMessage(const QString& message);
    void clear();
    // A new design playing script `text` (its errors name `fileName`).
    int createScriptDesign(const QString& name, const QString& fileName, const QString& text);
    // After another page saved a new version of the open design's script.
    void followScriptVersion();

    QPointer<Workbench> workbench_;
    ParameterFormModel form_;
    qint64 designId_ = 0;
    QString name_;
    QString rulesetId_; // designRulesetKey: a scripted design's names its version
    QString notes_;
    QString savedNotes_;
    nlohmann::json savedParams_ = nlohmann::json::object();
    bool dirty_ = false;
    QString errorMessage_;
};

} // namespace pb::gui
