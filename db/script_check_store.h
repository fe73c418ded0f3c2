#pragma once

#include <QDateTime>
#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

namespace pb {
namespace check {
struct CheckReport;
}
namespace script {
class ScriptRuleset;
}
} // namespace pb

namespace pb::db {

class Database;

// The latest Check of one script version, as the script_checks table keeps it.
struct ScriptCheckRow {
    QString hash; // the script version's (scripts.hash)
    bool passed = false;
    int games = 0;         // games played to their end with every check passed
    qint64 decisions = 0;  // seat decisions played
    nlohmann::json report; // pb::check::CheckReport::toJson, the break and its reproduction
    QDateTime checkedAt;   // UTC
};

// The script_checks table: whether each script version passed Check (the
// property harness, core/check/property_check.h), so a batch can refuse a
// version that failed without checking it again. One row per version; a new
// Check of the same version replaces it.
class ScriptCheckStore {
public:
    explicit ScriptCheckStore(Database& db) : db_(db) {}

    // Stores `report` as the Check of `script` (storing that version of the
    // script first, ScriptStore::put), in one transaction. A run stopped before
    // its end checked nothing for good: throws StoreError (InvalidValue) and
    // writes nothing. Throws StoreError on a failed write, the table then as before.
    void put(const pb::script::ScriptRuleset& script, const pb::check::CheckReport& report);
    // The latest Check of the version with `hash`, or nullopt when it has none.
    std::optional<ScriptCheckRow> get(const QString& hash) const;

private:
    Database& db_;
};

} // namespace pb::db
