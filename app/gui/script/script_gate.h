#pragma once

#include <QString>
#include <stdexcept>

namespace pb {
class Ruleset;
}
namespace pb::db {
class Database;
}

namespace pb::gui {

// The gate between a scripted design and batch play (docs/workbench.md,
// "Check"): anything that simulates many games plays only a script version
// whose Check passed, as the store remembers it by the script's hash. A
// version that failed is refused with its break; a version never checked is
// refused too ("Check the script first"), since Check runs by itself on save
// and its games are few next to a batch's. Built-in rulesets always pass.
// Playing by hand stays open to every version, with a banner.

// What refuses a batch: the words are the user's, in the interface language.
class ScriptGateRefusal : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "" when `ruleset` may be batch-simulated, else why not, in words.
QString scriptGateRefusal(pb::db::Database& db, const pb::Ruleset& ruleset);

// Throws ScriptGateRefusal with scriptGateRefusal's words when there are
// some: the one line each batch controller calls while it plans (each shows a
// planning exception's what() as its errorMessage).
void requireCheckedScript(pb::db::Database& db, const pb::Ruleset& ruleset);

// The Playtest page's banner for a game of `ruleset`: "" for a built-in
// ruleset or a script version that passed Check, else what its Check said
// and that playing by hand is allowed.
QString scriptPlaytestBanner(pb::db::Database& db, const pb::Ruleset& ruleset);

} // namespace pb::gui
