#pragma once

namespace pb::gui {
class RulesetUi;
}

namespace pb::gui::streamway_siege {

// Streamway Siege's board view, presenter and words (ruleset_ui.h).
const RulesetUi& rulesetUi();

} // namespace pb::gui::streamway_siege
