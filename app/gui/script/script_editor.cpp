#include "script/script_editor.h"

#include "db/design_store.h"
#include "db/script_store.h"
#include "db/store_error.h"
#include "games/registry.h"
#include "gui_logging.h"
#include "script/declaration_outline.h"
#include "script/script_error_place.h"
#include "script/script_ruleset.h"

#include <algorithm>

namespace pb::gui {

namespace {

QString qstringOf(std::string_view text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

const QString kScriptPrefix = QStringLiteral("script:");

} // namespace

ScriptEditor::ScriptEditor(QObject* parent) : DesignPartEditor(parent) {}

void ScriptEditor::setText(const QString& text) {
    if (text == text_)
        return;
    const bool wasDirty = isDirty();
    text_ = text;
    emit textChanged();
    if (isDirty() != wasDirty)
        emit dirtyChanged();
    // Back to the saved text (undone): the refused text's error no longer stands.
    if (wasDirty && !isDirty() && errorLine_ > 0) {
        setErrorLine(0);
        setErrorMessage({});
    }
}

void ScriptEditor::setTextAndSaved(const QString& text) {
    const bool wasDirty = isDirty();
    savedText_ = text;
    const bool changed = text != text_;
    text_ = text;
    if (changed)
        emit textChanged();
    if (isDirty() != wasDirty)
        emit dirtyChanged();
}

QString ScriptEditor::rulesetKey() const {
    if (currentHash_.isEmpty())
        return {};
    const pb::script::ScriptRuleset* version = pb::findScriptRuleset(currentHash_.toStdString());
    return version ? QString::fromStdString(pb::rulesetKey(*version)) : QString();
}

void ScriptEditor::load(const std::optional<db::DesignRow>& row) {
    fileName_.clear();
    ruleset_.clear();
    currentHash_.clear();
    setErrorLine(0);
    QString text;
    // A design of a built-in ruleset, or one whose script the store lacks:
    // no script, and the line says why when it is not the first case.
    if (row && row->ruleset.startsWith(kScriptPrefix) && workbench_ && workbench_->isOpen()) {
        ruleset_ = row->ruleset;
        try {
            db::Database& db = *workbench_->database();
            const pb::script::ScriptRuleset& version =
                row->scriptHash.isEmpty() ? dynamic_cast<const pb::script::ScriptRuleset&>(
                                                pb::rulesetOrThrow(row->ruleset.toStdString()))
                                          : db::ensureScriptRuleset(db, row->scriptHash);
            currentHash_ = qstringOf(version.scriptHash());
            fileName_ = qstringOf(version.fileName());
            text = qstringOf(version.scriptText());
        } catch (const std::exception& failure) {
            qCWarning(lcGui) << "reading the script of design" << designId_
                             << "failed:" << failure.what();
            setErrorMessage(tr("The script of this design cannot be read: %1")
                                .arg(QString::fromUtf8(failure.what())));
        }
    }
    setTextAndSaved(text);
    refreshVersions();
    emit scriptLoaded();
}

void ScriptEditor::onDesignsChanged() {
    // Games and runs may have played a version since (their counts).
    refreshVersions();
}

void ScriptEditor::refreshVersions() {
    std::vector<ScriptVersionModel::Version> versions;
    if (!ruleset_.isEmpty() && workbench_ && workbench_->isOpen()) {
        const QString id = ruleset_.mid(kScriptPrefix.size());
        try {
            db::ScriptStore store(*workbench_->database());
            const QHash<QString, db::ScriptUses> uses = store.uses();
            const std::vector<db::ScriptRow> rows = store.list();
            // Oldest first in the store, newest first here.
            for (auto row = rows.rbegin(); row != rows.rend(); ++row) {
                // The version of another script: the text names its id.
                if (row->hash != currentHash_ && DeclarationOutline(row->text).id() != id)
                    continue;
                const db::ScriptUses used = uses.value(row->hash);
                versions.push_back({row->hash, row->storedAt, used.games, used.runs});
            }
        } catch (const std::exception& failure) {
            qCWarning(lcGui) << "listing the versions of" << ruleset_
                             << "failed:" << failure.what();
            setErrorMessage(tr("The versions of this script cannot be read: %1")
                                .arg(QString::fromUtf8(failure.what())));
        }
    }
    versions_.setVersions(std::move(versions), currentHash_);
}

bool ScriptEditor::save() {
    if (!hasScript() || !workbench_ || !workbench_->isOpen())
        return false;
    if (!isDirty())
        return true;
    std::shared_ptr<const pb::script::ScriptRuleset> loaded;
    try {
        loaded = pb::script::ScriptRuleset::fromText(fileName_.toStdString(), text_.toStdString());
    } catch (const std::exception& failure) {
        // Lua's and the core's words as they are: the script's language.
        const ScriptErrorPlace place =
            placeScriptError(QString::fromUtf8(failure.what()), fileName_, text_);
        setMessages(place.line > 0 ? tr("Not saved: line %1: %2").arg(place.line).arg(place.message)
                                   : tr("Not saved: %1").arg(place.message),
                    {});
        setErrorLine(place.line);
        return false;
    }
    if (qstringOf(loaded->id()) != ruleset_) {
        setMessages(tr("Not saved: the script's id is now “%1”, but this design plays “%2”. Give "
                       "game.id its old value back; a new game is a new design.")
                        .arg(qstringOf(loaded->id()).mid(kScriptPrefix.size()),
                             ruleset_.mid(kScriptPrefix.size())),
                    {});
        setErrorLine(DeclarationOutline(text_).lineOf(QStringLiteral("game.id")));
        return false;
    }
    const pb::script::ScriptRuleset& version = pb::registerScriptRuleset(std::move(loaded));
    const QString hash = qstringOf(version.scriptHash());
    const bool known = versions_.find(hash) != nullptr;
    const QDateTime storedAt = known ? versions_.find(hash)->storedAt : QDateTime();
    try {
        db::DesignStore(*workbench_->database()).setScript(designId_, version);
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "saving the script of design" << designId_
                         << "failed:" << failure.what();
        setMessages(tr("Not saved: %1").arg(failureText(failure)), {});
        return false;
    }
    takeVersion(hash, qstringOf(version.scriptText()),
                known ? tr("Saved: the text is that of the version of %1, which the design plays "
                           "again.")
                            .arg(ScriptVersionModel::timeText(storedAt))
                      : tr("Saved as a new version."));
    return true;
}

bool ScriptEditor::restore(const QString& hash) {
    if (!hasScript() || !workbench_ || !workbench_->isOpen())
        return false;
    if (hash == currentHash_)
        return true;
    if (isDirty()) {
        setMessages(tr("Save or revert your changes before restoring another version."), {});
        return false;
    }
    const ScriptVersionModel::Version* listed = versions_.find(hash);
    if (!listed) {
        setMessages(tr("There is no such version of this script."), {});
        return false;
    }
    const QDateTime storedAt = listed->storedAt;
    try {
        db::Database& db = *workbench_->database();
        const pb::script::ScriptRuleset& version = db::ensureScriptRuleset(db, hash);
        db::DesignStore(db).setScript(designId_, version);
        takeVersion(hash, qstringOf(version.scriptText()),
                    tr("The design plays the version of %1 again.")
                        .arg(ScriptVersionModel::timeText(storedAt)));
        return true;
    } catch (const std::exception& failure) {
        qCWarning(lcGui) << "restoring version" << hash << "of design" << designId_
                         << "failed:" << failure.what();
        setMessages(tr("Not restored: %1").arg(failureText(failure)), {});
        return false;
    }
}

void ScriptEditor::takeVersion(const QString& hash, const QString& text, const QString& done) {
    currentHash_ = hash;
    setTextAndSaved(text);
    setMessages({}, done);
    refreshVersions();
    emit scriptLoaded();
    workbench_->notifyDesignsChanged();
    emit saved();
    emit scriptSaved(rulesetKey());
}

bool ScriptEditor::exportScript(const QString& pathOrUrl) {
    if (!hasScript())
        return false;
    return exportFile(pathOrUrl, text_.toStdString(), [](const QString& name) {
        return tr("Exported the script to %1.").arg(name);
    });
}

int ScriptEditor::positionOfLine(int line) const {
    qsizetype at = 0;
    for (int n = 1; n < line; ++n) {
        const qsizetype next = text_.indexOf(QLatin1Char('\n'), at);
        if (next < 0)
            break;
        at = next + 1;
    }
    return static_cast<int>(at);
}

int ScriptEditor::lineAt(int position) const {
    const qsizetype end = std::clamp<qsizetype>(position, 0, text_.size());
    return 1 + static_cast<int>(QStringView(text_).first(end).count(QLatin1Char('\n')));
}

QList<int> ScriptEditor::matches(const QString& needle) const {
    QList<int> found;
    if (needle.isEmpty())
        return found;
    for (qsizetype at = text_.indexOf(needle, 0, Qt::CaseInsensitive); at >= 0;
         at = text_.indexOf(needle, at + needle.size(), Qt::CaseInsensitive))
        found.append(static_cast<int>(at));
    return found;
}

QString ScriptEditor::failureText(const std::exception& failure) const {
    // The store's words for a busy or read-only file, and the promise that
    // the text waits in the editor.
    if (const auto* store = dynamic_cast<const db::StoreError*>(&failure)) {
        switch (store->kind()) {
        case db::StoreError::Kind::Locked:
            return tr("another program is writing to the database. Your text is kept here; "
                      "save again in a moment.");
        case db::StoreError::Kind::ReadOnly:
            return tr("the database cannot be written. Your text is kept here; export it to "
                      "keep a copy.");
        default:
            break;
        }
    }
    return tr("%1. Your text is kept here.").arg(QString::fromUtf8(failure.what()));
}

void ScriptEditor::setErrorMessage(const QString& message) {
    if (message.isEmpty())
        setErrorLine(0);
    DesignPartEditor::setErrorMessage(message);
}

void ScriptEditor::setErrorLine(int line) {
    if (line == errorLine_)
        return;
    errorLine_ = line;
    emit errorLineChanged();
}

} // namespace pb::gui
