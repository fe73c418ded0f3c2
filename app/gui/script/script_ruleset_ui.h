#pragma once

#include <string_view>

namespace pb::gui {

class RulesetUi;

// The one interface of every scripted ruleset ("script:<id>", with or without
// "@<hash>"): the board a script's view description draws, the rules editor
// as the Board page's pane, and the script's own words (its declaration's
// labels and descriptions, which the core's text already gives).
const RulesetUi& scriptRulesetUi();

// Whether `rulesetId` (or a versioned key of one) names a scripted ruleset.
bool isScriptRulesetId(std::string_view rulesetId);

} // namespace pb::gui
