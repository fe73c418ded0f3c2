#pragma once

#include <QString>
#include <memory>
#include <span>
#include <string_view>

namespace pb::gui {

class BoardPresenter;

// What the workbench's pages need of one ruleset beyond its rules: its board
// view and editor pane (QML files of the Playbench module), its presenter, and
// its parameters, options and counters in a designer's words. Each ruleset's
// folder app/gui/rulesets/<folder>/ defines one, reached through
// `const RulesetUi& pb::gui::<folder>::rulesetUi()`; the registry below is
// written from rulesets.cmake. Nothing outside those folders names a ruleset.
class RulesetUi {
public:
    virtual ~RulesetUi() = default;

    // As Ruleset::id().
    virtual std::string_view rulesetId() const = 0;
    // The board view the Playtest and Review pages load through BoardHost.qml,
    // as a path inside the module ("boards/stability/StabilityPlayBoard.qml").
    // It keeps the board-view contract BoardHost.qml documents.
    virtual QString boardView() const = 0;
    // The Board page's editor pane for a design of this ruleset (the contract
    // is in BoardPage.qml), or empty when the ruleset has none.
    virtual QString editorPane() const { return {}; }
    virtual std::unique_ptr<BoardPresenter> makePresenter() const = 0;

    // The ruleset's words in the interface language, or empty where it has
    // none (ParameterWords and CounterWords then fall back to the core's text).
    virtual QString parameterLabel(std::string_view name) const;
    virtual QString parameterDescription(std::string_view name) const;
    virtual QString optionLabel(std::string_view parameter, std::string_view option) const;
    virtual QString counterDescription(std::string_view id) const;
};

// The interfaces of the rulesets that have a GUI folder, in the order of
// rulesets.cmake (the tests' own only with PLAYBENCH_TEST_RULESETS=1).
std::span<const RulesetUi* const> allRulesetUis();

// The interface of ruleset `rulesetId`, or nullptr: a ruleset without a GUI
// folder gets the generic board (its state as text) and the core's words.
const RulesetUi* findRulesetUi(std::string_view rulesetId);

} // namespace pb::gui
