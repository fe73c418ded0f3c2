#include "script/script_ruleset_ui.h"

#include "board_presenter.h"
#include "ruleset_ui.h"

namespace pb::gui {

namespace {

class ScriptRulesetUi final : public RulesetUi {
public:
    // Matched by prefix in findRulesetUi; never compared as a whole.
    std::string_view rulesetId() const override { return "script:"; }
    QString boardView() const override { return QStringLiteral("boards/StateTextBoard.qml"); }
    QString editorPane() const override {
        return QStringLiteral("boards/script/ScriptRulesPane.qml");
    }
    std::unique_ptr<BoardPresenter> makePresenter() const override {
        return std::make_unique<BoardPresenter>();
    }
};

} // namespace

const RulesetUi& scriptRulesetUi() {
    static const ScriptRulesetUi ui;
    return ui;
}

bool isScriptRulesetId(std::string_view rulesetId) {
    return rulesetId.starts_with("script:");
}

} // namespace pb::gui
