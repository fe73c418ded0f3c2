#pragma once

#include <QDateTime>
#include <QHash>
#include <QString>
#include <optional>
#include <vector>

namespace pb {
class Ruleset;
namespace script {
class ScriptRuleset;
}
} // namespace pb

namespace pb::db {

class Database;

// One version of a scripted ruleset's Lua file, as the scripts table keeps it.
struct ScriptRow {
    QString hash;     // pb::script::scriptHash(text): 16 lowercase hex digits
    QString fileName; // as errors name it, e.g. "connect-four.lua"
    QString text;
    QDateTime storedAt; // UTC, when this version was first stored
};

// What of the store ran with one version of a script.
struct ScriptUses {
    // Games played or imported on their own; a run's games count as its run.
    int games = 0;
    int runs = 0;
};

// The scripts table: every version of every script a design, game or run of
// the store was played with, kept by its hash and never changed or removed,
// so an old game replays with the script it was played with.
class ScriptStore {
public:
    explicit ScriptStore(Database& db) : db_(db) {}

    // Stores this version of the script unless it is already stored (one
    // statement, idempotent by hash); returns its hash.
    QString put(const pb::script::ScriptRuleset& ruleset);
    // The same for a row read from another store (storedAt is ignored); throws
    // StoreError (InvalidValue) if its hash is not that of its text.
    QString put(const ScriptRow& script);
    std::optional<ScriptRow> get(const QString& hash) const;
    // Every stored version, oldest first (by time stored, then hash).
    std::vector<ScriptRow> list() const;
    // The games and runs that name each version, by hash; a version that
    // none names is absent. One read of each table, in one snapshot.
    QHash<QString, ScriptUses> uses() const;

private:
    Database& db_;
};

// The hash of `ruleset`'s script if it is a scripted ruleset, else an empty
// QString: what a design, game or run row of it names.
QString scriptHashOf(const pb::Ruleset& ruleset);

// The version of a script with `hash`, loaded into this process: the one
// registered already, or else the text the store keeps, loaded with
// ScriptRuleset::fromText and registered (pb::registerScriptRuleset), so that
// a stored game replays without the script's file. Throws StoreError: NotFound
// when the store does not hold it, Corrupt when its text no longer loads or
// has another hash.
const pb::script::ScriptRuleset& ensureScriptRuleset(Database& db, const QString& hash);

// The ruleset a stored row of `rulesetId` ran with: for a scripted ruleset the
// version `scriptHash` names (ensureScriptRuleset), otherwise
// pb::rulesetOrThrow(rulesetId). Throws StoreError or pb::InvalidInput.
const pb::Ruleset& storedRuleset(Database& db, const QString& rulesetId, const QString& scriptHash);

// As storedRuleset without a store: the version must be registered already
// (rows read back from an exported file). Throws pb::InvalidInput otherwise.
const pb::Ruleset& registeredRuleset(const QString& rulesetId, const QString& scriptHash);

namespace sql {
// Before a row naming a scripted ruleset is written: stores the version of the
// script the row names (`hash`, or when empty the newest registered version of
// `rulesetId`) and returns its hash; an empty QString for a built-in ruleset
// (whatever `hash` says).
// The script row is written first, on its own: if the row naming it then
// fails, a stored script no row names is harmless. Throws StoreError
// (InvalidValue) for a scripted ruleset that is neither registered nor stored.
QString storeScriptFor(Database& db, const QString& rulesetId, const QString& hash);
} // namespace sql

} // namespace pb::db
