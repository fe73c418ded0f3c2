#pragma once

#include <span>

namespace pb::gui {

class RulesetUi;

// One line of rulesets.cmake whose ruleset has a GUI folder.
struct RulesetUiListEntry {
    const RulesetUi& (*ui)();
    bool testOnly;
};

// Defined in a file CMake writes from rulesets.cmake (ruleset_ui_list.cpp.in).
std::span<const RulesetUiListEntry> rulesetUiList();

} // namespace pb::gui
