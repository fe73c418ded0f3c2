#pragma once

namespace pb::gui {
class RulesetUi;
}

namespace pb::gui::nim {

// Nim's board view and presenter (ruleset_ui.h); no editor, no words of its own.
const RulesetUi& rulesetUi();

} // namespace pb::gui::nim
