#pragma once

#include <span>
#include <string_view>

namespace pb {

class Ruleset;

// Every ruleset Playbench ships, in display order.
std::span<const Ruleset* const> allRulesets();

// The ruleset with this id, or nullptr.
const Ruleset* findRuleset(std::string_view id);

// As findRuleset, but throws InvalidInput listing the known ids.
const Ruleset& rulesetOrThrow(std::string_view id);

} // namespace pb
