#pragma once

namespace pb::gui {
class RulesetUi;
}

namespace pb::gui::stability {

// Stability's board view, board editor, presenter and words (ruleset_ui.h).
const RulesetUi& rulesetUi();

} // namespace pb::gui::stability
