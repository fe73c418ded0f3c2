#include "design_editor.h"

#include "db/design_store.h"
#include "design_ruleset.h"
#include "desktop_files.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "script/script_error.h"
#include "script/script_ruleset.h"
#include "script/script_templates.h"

#include <QFile>
#include <QFileInfo>
#include <QVariantMap>
#include <algorithm>
#include <exception>

namespace pb::gui {

DesignEditor::DesignEditor(QObject* parent) : QObject(parent) {
    connect(&form_, &ParameterFormModel::edited, this, &DesignEditor::updateDirty);
}

void DesignEditor::setWorkbench(Workbench* workbench) {
    if (workbench == workbench_)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_) {
        connect(workbench_, &Workbench::databaseChanged, this, [this] {
            clear();
            openFirstDesign();
        });
        connect(workbench_, &Workbench::designsChanged, this, &DesignEditor::followScriptVersion);
    }
    clear();
    emit workbenchChanged();
}

QString DesignEditor::rulesetName() const {
    if (const Ruleset* ruleset = findRuleset(rulesetId_.toStdString())) {
        const std::string_view name = ruleset->displayName();
        return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    }
    return rulesetId_;
}

void DesignEditor::setNotes(const QString& notes) {
    if (notes == notes_)
        return;
    notes_ = notes;
    emit notesChanged();
    updateDirty();
}

QVariantList DesignEditor::rulesets() const {
    QVariantList list;
    for (const Ruleset* ruleset : allRulesets()) {
        const std::string_view id = ruleset->id();
        const std::string_view name = ruleset->displayName();
        list.append(QVariantMap{
            {QStringLiteral("id"), QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()))},
            {QStringLiteral("name"),
             QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()))}});
    }
    for (const ScriptTemplate& t : scriptTemplates())
        list.append(QVariantMap{{QStringLiteral("id"), QLatin1String(kTemplatePrefix) + t.id},
                                {QStringLiteral("name"), t.name}});
    return list;
}

void DesignEditor::clear() {
    designId_ = 0;
    name_.clear();
    rulesetId_.clear();
    form_.setRulesetId({});
    notes_.clear();
    savedNotes_.clear();
    savedParams_ = nlohmann::json::object();
    emit designChanged();
    emit notesChanged();
    updateDirty();
}

bool DesignEditor::load(int id) {
    setErrorMessage({});
    if (id <= 0 || !workbench_ || !workbench_->isOpen()) {
        clear();
        return id <= 0;
    }
    try {
        const std::optional<db::DesignRow> row = db::DesignStore(*workbench_->database()).get(id);
        if (!row) {
            clear();
            setErrorMessage(tr("Design %1 no longer exists.").arg(id));
            return false;
        }
        designId_ = row->id;
        name_ = row->name;
        rulesetId_ = designRulesetKey(*row);
        // A scripted design's version may not be loaded yet (a design made in
        // another process); a lost one leaves the form empty and says so.
        if (!row->scriptHash.isEmpty() && !designRuleset(*workbench_->database(), *row))
            setErrorMessage(tr("The script of design %1 cannot be loaded; see the log.").arg(id));
        form_.setRulesetId(rulesetId_);
        form_.setParameters(row->params);
        savedParams_ = form_.parameters();
        notes_ = row->notes;
        savedNotes_ = notes_;
        emit designChanged();
        emit notesChanged();
        updateDirty();
        return true;
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "reading design" << id << "failed:" << failure.what();
        setErrorMessage(QString::fromUtf8(failure.what()));
        return false;
    }
}

void DesignEditor::openFirstDesign() {
    if (designId_ != 0 || !workbench_ || !workbench_->isOpen())
        return;
    try {
        // The oldest sound design: on the demo database, that of the first ruleset.
        std::vector<db::DesignRow> designs = db::DesignStore(*workbench_->database()).list();
        std::erase_if(designs, [](const db::DesignRow& d) { return !d.damagedColumn.isEmpty(); });
        const auto oldest = std::min_element(
            designs.begin(), designs.end(),
            [](const db::DesignRow& a, const db::DesignRow& b) { return a.id < b.id; });
        if (oldest != designs.end())
            load(static_cast<int>(oldest->id));
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
    }
}

bool DesignEditor::save() {
    setErrorMessage({});
    if (designId_ == 0 || !workbench_ || !workbench_->isOpen())
        return false;
    if (!form_.isValid()) {
        setErrorMessage(tr("The parameters have errors; fix them before saving."));
        return false;
    }
    try {
        db::DesignStore store(*workbench_->database());
        std::optional<db::DesignRow> row = store.get(designId_);
        if (!row) {
            setErrorMessage(tr("Design %1 no longer exists.").arg(designId_));
            return false;
        }
        const Ruleset* ruleset = findRuleset(rulesetId_.toStdString());
        // Only what differs from the defaults, as the CLI stores it.
        row->params =
            ruleset ? ruleset->parameters().nonDefaults(form_.parameters()) : form_.parameters();
        row->notes = notes_;
        store.update(*row);
        savedParams_ = form_.parameters();
        savedNotes_ = notes_;
        updateDirty();
        workbench_->notifyDesignsChanged();
        emit saved();
        return true;
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "saving design" << designId_ << "failed:" << failure.what();
        setErrorMessage(QString::fromUtf8(failure.what()));
        return false;
    }
}

void DesignEditor::revert() {
    form_.setParameters(savedParams_);
    setNotes(savedNotes_);
    updateDirty();
}

int DesignEditor::createDesign(const QString& name, const QString& rulesetId) {
    setErrorMessage({});
    if (!workbench_ || !workbench_->isOpen())
        return 0;
    if (rulesetId.startsWith(QLatin1String(kTemplatePrefix))) {
        const QString templateId = rulesetId.mid(int(qstrlen(kTemplatePrefix)));
        const QString text = scriptTemplateText(templateId);
        if (text.isEmpty()) {
            setErrorMessage(tr("There is no template \"%1\".").arg(templateId));
            return 0;
        }
        return createScriptDesign(name, templateId + QStringLiteral(".lua"), text);
    }
    try {
        db::DesignRow row;
        row.name = name.trimmed();
        row.ruleset = rulesetId;
        const qint64 id = db::DesignStore(*workbench_->database()).create(row);
        workbench_->notifyDesignsChanged();
        return static_cast<int>(id);
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
        return 0;
    }
}

int DesignEditor::importScript(const QUrl& file) {
    setErrorMessage({});
    if (!workbench_ || !workbench_->isOpen())
        return 0;
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        setErrorMessage(tr("Cannot read %1: %2").arg(path, in.errorString()));
        return 0;
    }
    const QFileInfo info(path);
    return createScriptDesign(info.completeBaseName(), info.fileName(),
                              QString::fromUtf8(in.readAll()));
}

int DesignEditor::createScriptDesign(const QString& name, const QString& fileName,
                                     const QString& text) {
    try {
        const script::ScriptRuleset& ruleset = registerScriptRuleset(
            script::ScriptRuleset::fromText(fileName.toStdString(), text.toStdString()));
        db::DesignRow row;
        row.name = name.trimmed();
        row.ruleset = QString::fromStdString(std::string(ruleset.id()));
        row.scriptHash = QString::fromStdString(ruleset.scriptHash());
        const qint64 id = db::DesignStore(*workbench_->database()).create(row);
        workbench_->notifyDesignsChanged();
        return static_cast<int>(id);
    } catch (const script::ScriptError& failure) {
        // Lua's own words and the line, verbatim: the designer fixes the file.
        setErrorMessage(tr("The script does not load: %1").arg(QString::fromUtf8(failure.what())));
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
    }
    return 0;
}

void DesignEditor::followScriptVersion() {
    if (designId_ == 0 || !workbench_ || !workbench_->isOpen() ||
        !rulesetId_.startsWith(QStringLiteral("script:")))
        return;
    try {
        const std::optional<db::DesignRow> row =
            db::DesignStore(*workbench_->database()).get(designId_);
        if (!row || designRulesetKey(*row) == rulesetId_)
            return;
        designRuleset(*workbench_->database(), *row);
        // The values typed so far stay; the new version's parameters frame them.
        const nlohmann::json typed = form_.parameters();
        const bool wasDirty = dirty_;
        rulesetId_ = designRulesetKey(*row);
        form_.setRulesetId(rulesetId_);
        form_.setParameters(typed);
        if (!wasDirty)
            savedParams_ = form_.parameters();
        emit designChanged();
        updateDirty();
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "following design" << designId_ << "failed:" << failure.what();
    }
}

bool DesignEditor::renameDesign(int id, const QString& name) {
    setErrorMessage({});
    if (!workbench_ || !workbench_->isOpen())
        return false;
    try {
        db::DesignStore(*workbench_->database()).rename(id, name.trimmed());
        workbench_->notifyDesignsChanged();
        if (id == designId_) {
            name_ = name.trimmed();
            emit designChanged();
        }
        return true;
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
        return false;
    }
}

int DesignEditor::duplicateDesign(int id, const QString& newName) {
    setErrorMessage({});
    if (!workbench_ || !workbench_->isOpen())
        return 0;
    try {
        const qint64 copy =
            db::DesignStore(*workbench_->database()).duplicate(id, newName.trimmed());
        workbench_->notifyDesignsChanged();
        return static_cast<int>(copy);
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
        return 0;
    }
}

bool DesignEditor::removeDesign(int id) {
    setErrorMessage({});
    if (!workbench_ || !workbench_->isOpen())
        return false;
    try {
        db::DesignStore(*workbench_->database()).remove(id);
        if (id == designId_)
            clear();
        workbench_->notifyDesignsChanged();
        return true;
    } catch (const std::exception& failure) {
        setErrorMessage(QString::fromUtf8(failure.what()));
        return false;
    }
}

void DesignEditor::updateDirty() {
    const bool dirty =
        designId_ != 0 && (notes_ != savedNotes_ || form_.parameters() != savedParams_);
    if (dirty == dirty_)
        return;
    dirty_ = dirty;
    emit dirtyChanged();
}

void DesignEditor::setErrorMessage(const QString& message) {
    if (message == errorMessage_)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

} // namespace pb::gui
