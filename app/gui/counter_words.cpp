#include "counter_words.h"

#include "ruleset_ui.h"

namespace pb::gui {

QString CounterWords::description(std::string_view rulesetId, std::string_view id) {
    const RulesetUi* ui = findRulesetUi(rulesetId);
    return ui ? ui->counterDescription(id) : QString();
}

} // namespace pb::gui
