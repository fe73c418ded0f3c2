#include "script/script_ruleset_ui.h"

#include "ruleset_ui.h"
#include "script/script_board_presenter.h"

namespace pb::gui {

namespace {

class ScriptRulesetUi final : public RulesetUi {
public:
    // Matched by prefix in findRulesetUi; never compared as a whole.
    std::string_view rulesetId() const override { return "script:"; }
    // One board for every script: it draws the script's view, or the state as
    // text when the presenter says the script declares none.
    QString boardView() const override { return QStringLiteral("boards/script/ScriptBoard.qml"); }
    QString editorPane() const override {
        return QStringLiteral("boards/script/ScriptDesignPane.qml");
    }
    std::unique_ptr<BoardPresenter> makePresenter() const override {
        return std::make_unique<ScriptBoardPresenter>();
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
