#pragma once

// Which parameters of a ruleset only shape the set-up a game generates from
// its seed (a board's numbers, a random board's shape): a saved set-up fixes
// what they would have made, so with one their values change nothing in
// play. A ruleset registers them from its own folder; an A/B comparison of
// two designs on one saved set-up asks, and refuses to vary one of them
// rather than report "every pair of games gave the same" as a finding.
// tests/core/test_ab_comparison.cpp plays every registered parameter at its
// range's ends on a saved set-up and checks that no game changes.

#include <string>
#include <string_view>
#include <vector>

namespace pb {

// Registers `names` for `rulesetId` (at static initialisation, from the
// ruleset's own files); returns true so that it can initialise a constant.
bool registerGeneratedSetupParameters(std::string_view rulesetId, std::vector<std::string> names);

// Whether parameter `name` of `rulesetId` only shapes a generated set-up.
bool shapesGeneratedSetupOnly(std::string_view rulesetId, std::string_view name);

} // namespace pb
