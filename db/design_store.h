#pragma once

#include <QDateTime>
#include <QString>
#include <QtGlobal>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace pb::script {
class ScriptRuleset;
}

namespace pb::db {

class Database;

// One design: a ruleset with chosen parameters and an optional hand-made set-up.
struct DesignRow {
    qint64 id = 0; // 0 until stored; ids start at 1
    QString name;
    QString ruleset; // a ruleset id, e.g. "stability"
    // For a scripted ruleset ("script:..."), the version of its script (its
    // hash, kept in the scripts table); empty for a built-in ruleset. Left
    // empty when writing, the newest registered version of the ruleset is meant.
    QString scriptHash;
    nlohmann::json params = nlohmann::json::object(); // a JSON object (partial or resolved)
    nlohmann::json setup; // the ruleset's set-up JSON (e.g. {"board": [...]}), or null
    QString notes;
    QDateTime createdAt; // UTC
    QDateTime updatedAt; // UTC
    // For a damaged row list() read: the column that does not read ("params",
    // "setup"), its params then empty and its set-up null; empty for a sound row.
    QString damagedColumn;
};

// The designs table. Every write is one statement or one transaction: on failure
// nothing is changed, earlier data is intact and StoreError says why.
class DesignStore {
public:
    explicit DesignStore(Database& db) : db_(db) {}

    // Stores a new design (id and timestamps of `design` are ignored); returns its id.
    // Throws StoreError for an empty name or ruleset, or params that are not an object.
    // A design of a scripted ruleset stores its script too (ScriptStore), which
    // must be loaded (registered) or already stored.
    qint64 create(const DesignRow& design);
    // Replaces name, ruleset, params, setup and notes of design `design.id` and sets
    // updated_at; throws StoreError (NotFound) if there is no such design.
    void update(const DesignRow& design);
    void rename(qint64 id, const QString& name);
    // Makes `version` the script of design `id`, a design of its ruleset: the
    // version is stored (ScriptStore::put) and the row names it, in one
    // transaction, so on failure both are as they were. Throws StoreError:
    // NotFound without such a design, InvalidValue for a design of another ruleset.
    void setScript(qint64 id, const pb::script::ScriptRuleset& version);
    // A copy of design `id` under `newName` with fresh timestamps; returns its id.
    qint64 duplicate(qint64 id, const QString& newName);
    // Deletes the design; its games and runs stay, with design_id set to NULL.
    void remove(qint64 id);

    std::optional<DesignRow> get(qint64 id) const;
    // Every design, by name (case-insensitive), then id. A damaged row (one
    // whose JSON does not read) is listed with `damagedColumn` naming it,
    // so one bad row hides no other; get() refuses it (StoreError, Corrupt).
    std::vector<DesignRow> list() const;

private:
    Database& db_;
};

} // namespace pb::db
