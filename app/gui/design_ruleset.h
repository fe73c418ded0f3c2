#pragma once

#include <QString>

namespace pb {
class Ruleset;
}
namespace pb::db {
class Database;
struct DesignRow;
} // namespace pb::db

namespace pb::gui {

// What names the ruleset design `design` plays for pb::findRuleset and every
// page that takes a ruleset id: its id, and for a scripted design the version
// of the script the row names ("script:<id>@<hash>", pb::rulesetKey), so that
// two designs of one script, one of them edited, each play their own.
QString designRulesetKey(const pb::db::DesignRow& design);

// The ruleset `design` plays, loading a scripted design's version from the
// store when this process has not registered it yet; nullptr when this build
// does not know the ruleset or the store lost the script (logged).
const pb::Ruleset* designRuleset(pb::db::Database& db, const pb::db::DesignRow& design);

// Registers the script version of every scripted design in `db`, so that the
// pages' keys (designRulesetKey) find them; a version the store lost is logged
// and skipped (its design then says it cannot be played).
void registerDesignScripts(pb::db::Database& db);

} // namespace pb::gui
