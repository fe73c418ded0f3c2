#include "db/script_store.h"

#include "db/database.h"
#include "db/sql_helpers.h"
#include "db/transaction.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "script/script_error.h"
#include "script/script_program.h"
#include "script/script_ruleset.h"

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

QString qstringOf(const std::string& text) {
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

ScriptRow readScript(const QSqlQuery& query) {
    ScriptRow row;
    row.hash = query.value(0).toString();
    row.fileName = query.value(1).toString();
    row.text = query.value(2).toString();
    row.storedAt = sql::timeFromText(query.value(3));
    return row;
}

} // namespace

QString ScriptStore::put(const pb::script::ScriptRuleset& ruleset) {
    ScriptRow row;
    row.hash = qstringOf(ruleset.scriptHash());
    row.fileName = qstringOf(ruleset.fileName());
    row.text = qstringOf(ruleset.scriptText());
    return put(row);
}

QString ScriptStore::put(const ScriptRow& script) {
    const QString what = QStringLiteral("storing script %1 (%2)").arg(script.fileName, script.hash);
    // The hash is the script's name for good: it must be the text's.
    const QString hash = qstringOf(pb::script::scriptHash(script.text.toStdString()));
    if (hash != script.hash)
        throw sql::error(db_.path(), Kind::InvalidValue,
                         QStringLiteral("%1: its text has the hash %2").arg(what, hash));
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("INSERT OR IGNORE INTO scripts (hash, file_name, text, stored_at) "
                       "VALUES (:hash, :file, :text, :stored)"),
        what);
    query.bindValue(QStringLiteral(":hash"), hash);
    query.bindValue(QStringLiteral(":file"), sql::text(script.fileName));
    query.bindValue(QStringLiteral(":text"), sql::text(script.text));
    query.bindValue(QStringLiteral(":stored"), sql::now());
    sql::exec(db_, query, what);
    return hash;
}

std::optional<ScriptRow> ScriptStore::get(const QString& hash) const {
    const QString what = QStringLiteral("reading script %1").arg(hash);
    QSqlQuery query = sql::prepare(
        db_,
        QStringLiteral("SELECT hash, file_name, text, stored_at FROM scripts WHERE hash = :hash"),
        what);
    query.bindValue(QStringLiteral(":hash"), hash);
    sql::exec(db_, query, what);
    if (!query.next()) {
        if (query.lastError().isValid())
            sql::fail(db_, what, query.lastError());
        return std::nullopt;
    }
    return readScript(query);
}

std::vector<ScriptRow> ScriptStore::list() const {
    const QString what = QStringLiteral("listing scripts");
    QSqlQuery query = sql::run(
        db_,
        QStringLiteral(
            "SELECT hash, file_name, text, stored_at FROM scripts ORDER BY stored_at, hash"),
        what);
    std::vector<ScriptRow> rows;
    while (query.next())
        rows.push_back(readScript(query));
    if (query.lastError().isValid())
        sql::fail(db_, what, query.lastError());
    return rows;
}

QHash<QString, ScriptUses> ScriptStore::uses() const {
    const QString what = QStringLiteral("counting the games and runs of each script");
    Transaction snapshot(db_, what, Transaction::Lock::Read);
    QHash<QString, ScriptUses> uses;
    const auto count = [&](const QString& statement, int ScriptUses::*field) {
        QSqlQuery query = sql::run(db_, statement, what);
        while (query.next())
            uses[query.value(0).toString()].*field = query.value(1).toInt();
        if (query.lastError().isValid())
            sql::fail(db_, what, query.lastError());
    };
    count(QStringLiteral("SELECT script_hash, COUNT(*) FROM games WHERE script_hash IS NOT NULL "
                         "AND run_id IS NULL GROUP BY script_hash"),
          &ScriptUses::games);
    count(QStringLiteral("SELECT script_hash, COUNT(*) FROM runs WHERE script_hash IS NOT NULL "
                         "GROUP BY script_hash"),
          &ScriptUses::runs);
    snapshot.commit();
    return uses;
}

QString scriptHashOf(const pb::Ruleset& ruleset) {
    const auto* script = dynamic_cast<const pb::script::ScriptRuleset*>(&ruleset);
    return script ? qstringOf(script->scriptHash()) : QString();
}

const pb::script::ScriptRuleset& ensureScriptRuleset(Database& db, const QString& hash) {
    const std::string wanted = hash.toStdString();
    if (const pb::script::ScriptRuleset* known = pb::findScriptRuleset(wanted))
        return *known;
    const std::optional<ScriptRow> row = ScriptStore(db).get(hash);
    if (!row)
        throw sql::error(db.path(), Kind::NotFound,
                         QStringLiteral("script %1 is not in the store").arg(hash));
    std::shared_ptr<const pb::script::ScriptRuleset> loaded;
    try {
        loaded = pb::script::ScriptRuleset::fromText(row->fileName.toStdString(),
                                                     row->text.toStdString());
    } catch (const pb::PlaybenchError& e) {
        // The text loaded when it was stored: a build whose Lua API changed
        // since, or a damaged row.
        throw sql::error(db.path(), Kind::Corrupt,
                         QStringLiteral("the stored script %1 (%2) no longer loads: %3")
                             .arg(row->fileName, hash, QString::fromStdString(e.what())));
    }
    if (loaded->scriptHash() != wanted)
        throw sql::error(db.path(), Kind::Corrupt,
                         QStringLiteral("the stored script %1 has the hash %2, not %3: the row "
                                        "is damaged")
                             .arg(row->fileName, qstringOf(loaded->scriptHash()), hash));
    return pb::registerScriptRuleset(std::move(loaded));
}

const pb::Ruleset& registeredRuleset(const QString& rulesetId, const QString& scriptHash) {
    if (scriptHash.isEmpty())
        return pb::rulesetOrThrow(rulesetId.toStdString());
    const pb::script::ScriptRuleset* version = pb::findScriptRuleset(scriptHash.toStdString());
    if (!version)
        throw pb::InvalidInput("it was played with version " + scriptHash.toStdString() + " of " +
                               rulesetId.toStdString() +
                               ", which is not loaded: give that version with --script");
    if (version->id() != rulesetId.toStdString())
        throw pb::InvalidInput("script " + scriptHash.toStdString() + " is " +
                               std::string(version->id()) + ", not " + rulesetId.toStdString());
    return *version;
}

const pb::Ruleset& storedRuleset(Database& db, const QString& rulesetId,
                                 const QString& scriptHash) {
    if (!scriptHash.isEmpty())
        ensureScriptRuleset(db, scriptHash);
    return registeredRuleset(rulesetId, scriptHash);
}

namespace sql {

QString storeScriptFor(Database& db, const QString& rulesetId, const QString& hash) {
    // A row moved to a built-in ruleset (a design edited) names no script.
    if (!rulesetId.startsWith(QStringLiteral("script:")))
        return {};
    const pb::script::ScriptRuleset* version = nullptr;
    if (hash.isEmpty())
        version = dynamic_cast<const pb::script::ScriptRuleset*>(
            pb::findRuleset(rulesetId.toStdString()));
    else
        version = pb::findScriptRuleset(hash.toStdString());
    if (version) {
        if (qstringOf(std::string(version->id())) != rulesetId)
            throw error(db.path(), Kind::InvalidValue,
                        QStringLiteral("script %1 is %2, not %3")
                            .arg(hash, qstringOf(std::string(version->id())), rulesetId));
        return ScriptStore(db).put(*version);
    }
    // Not loaded here, but the store may hold it (a row copied from another).
    if (!hash.isEmpty() && ScriptStore(db).get(hash))
        return hash;
    throw error(db.path(), Kind::InvalidValue,
                QStringLiteral("%1%2 is not loaded, so its script cannot be stored with the row")
                    .arg(rulesetId, hash.isEmpty() ? QString() : QStringLiteral(" ") + hash));
}

} // namespace sql

} // namespace pb::db
