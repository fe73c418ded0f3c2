#include "design_editor.h"

#include "db/design_store.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "gui_logging.h"

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
    if (workbench_)
        connect(workbench_, &Workbench::databaseChanged, this, [this] {
            clear();
            openFirstDesign();
        });
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
        rulesetId_ = row->ruleset;
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
        // The oldest design: on the demo database, that of the first ruleset.
        const std::vector<db::DesignRow> designs = db::DesignStore(*workbench_->database()).list();
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
