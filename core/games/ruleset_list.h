#pragma once

#include <span>

namespace pb {

class Ruleset;

// One line of rulesets.cmake as the registry reads it.
struct RulesetListEntry {
    const Ruleset& (*ruleset)();
    bool testOnly;
};

// The rulesets of this build in the order of rulesets.cmake; defined in a file
// CMake writes from that list (ruleset_list.cpp.in).
std::span<const RulesetListEntry> rulesetList();

} // namespace pb
