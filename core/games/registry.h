#pragma once

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

class Ruleset;
namespace decks {
struct DeckRuleset;
}
namespace script {
class ScriptRuleset;
}

// Every ruleset of this build in the order of rulesets.cmake: the ones
// Playbench ships, and the tests' own rulesets when the environment sets
// PLAYBENCH_TEST_RULESETS=1 (read once, at the first call).
std::span<const Ruleset* const> allRulesets();

// Whether this process shows the tests' own rulesets (PLAYBENCH_TEST_RULESETS=1).
bool testRulesetsShown();

// Whether the ruleset with this id ships with Playbench (not one of the tests' own).
bool isShippedRuleset(std::string_view id);

// The ruleset with this id, or nullptr: a built-in one, the newest scripted
// ruleset registered with this id ("script:<id>"), or the one registered
// version of a script a versioned key names ("script:<id>@<hash>", rulesetKey).
const Ruleset* findRuleset(std::string_view id);

// What names exactly this ruleset for findRuleset: its id, and for a scripted
// ruleset "@" and the script's hash too, so that two designs playing two
// versions of one script each reach their own.
std::string rulesetKey(const Ruleset& ruleset);
// The id a key names ("script:<id>@<hash>" gives "script:<id>"), as stored rows keep it.
std::string_view rulesetIdOfKey(std::string_view key);

// Adds a scripted ruleset for the life of the process, next to the built-in
// ones: findRuleset then finds it by its id. A script whose text is already
// registered gives the one registered; an edited script of the same id is
// registered beside the older versions, which stay reachable by their hash
// (an old game replays with the script it was played with).
const script::ScriptRuleset&
registerScriptRuleset(std::shared_ptr<const script::ScriptRuleset> ruleset);

// The scripted rulesets registered, oldest first.
std::vector<const script::ScriptRuleset*> scriptRulesets();

// The registered version of a script with this hash, or nullptr.
const script::ScriptRuleset* findScriptRuleset(std::string_view hash);

// As findRuleset, but throws InvalidInput listing the known ids.
const Ruleset& rulesetOrThrow(std::string_view id);

namespace decks {
// The deck rules of the card ruleset with this id, or nullptr for an unknown id
// or a ruleset without a deck.
const DeckRuleset* deckRulesetFor(const std::string& rulesetId);
} // namespace decks

} // namespace pb
