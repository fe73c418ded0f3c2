#pragma once

namespace pb::gui {
class RulesetUi;
}

namespace pb::gui::titanomachia {

// Titanomachia's board view, presenter and words (ruleset_ui.h).
const RulesetUi& rulesetUi();

} // namespace pb::gui::titanomachia
