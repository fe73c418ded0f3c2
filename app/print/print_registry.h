#pragma once

#include <span>
#include <string_view>

namespace pb::print {

class RulesetPrint;

// One line of rulesets.cmake whose ruleset has a print folder.
struct RulesetPrintListEntry {
    const RulesetPrint& (*print)();
    bool testOnly;
};

// Defined in a file CMake writes from rulesets.cmake (print_list.cpp.in).
std::span<const RulesetPrintListEntry> rulesetPrintList();

// What prints designs of `rulesetId`: its print folder's, the scripted
// rulesets' one (from the script's view description) for "script:...", or a
// fallback that prints the shared parts alone (the rules sheet).
const RulesetPrint& findRulesetPrint(std::string_view rulesetId);

} // namespace pb::print
