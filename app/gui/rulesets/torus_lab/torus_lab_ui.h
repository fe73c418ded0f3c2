#pragma once

namespace pb::gui {
class RulesetUi;
}

namespace pb::gui::torus_lab {

// Torus Lab's board view, presenter and words (ruleset_ui.h); its designs use
// the shared deck editor with its own deal preview beside it.
const RulesetUi& rulesetUi();

} // namespace pb::gui::torus_lab
