#pragma once

namespace pb::gui {
class RulesetUi;
}

namespace pb::gui::butterfly_effect {

// Butterfly Effect's board view, presenter and words (ruleset_ui.h).
const RulesetUi& rulesetUi();

} // namespace pb::gui::butterfly_effect
