#pragma once

#include <span>
#include <string>
#include <string_view>

namespace pb {

class Ruleset;
namespace decks {
struct DeckRuleset;
}

// Every ruleset of this build in the order of rulesets.cmake: the ones
// Playbench ships, and the tests' own rulesets when the environment sets
// PLAYBENCH_TEST_RULESETS=1 (read once, at the first call).
std::span<const Ruleset* const> allRulesets();

// Whether this process shows the tests' own rulesets (PLAYBENCH_TEST_RULESETS=1).
bool testRulesetsShown();

// Whether the ruleset with this id ships with Playbench (not one of the tests' own).
bool isShippedRuleset(std::string_view id);

// The ruleset with this id, or nullptr.
const Ruleset* findRuleset(std::string_view id);

// As findRuleset, but throws InvalidInput listing the known ids.
const Ruleset& rulesetOrThrow(std::string_view id);

namespace decks {
// The deck rules of the card ruleset with this id, or nullptr for an unknown id
// or a ruleset without a deck.
const DeckRuleset* deckRulesetFor(const std::string& rulesetId);
} // namespace decks

} // namespace pb
