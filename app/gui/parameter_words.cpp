#include "parameter_words.h"

#include "engine/parameter_schema.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "ruleset_ui.h"

namespace pb::gui {

namespace {

QString fromView(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

QString ParameterWords::label(std::string_view rulesetId, const pb::ParameterSpec& spec) {
    if (const RulesetUi* ui = findRulesetUi(rulesetId))
        if (QString words = ui->parameterLabel(spec.name); !words.isEmpty())
            return words;
    return QString::fromStdString(spec.name);
}

QString ParameterWords::description(std::string_view rulesetId, const pb::ParameterSpec& spec) {
    if (const RulesetUi* ui = findRulesetUi(rulesetId))
        if (QString words = ui->parameterDescription(spec.name); !words.isEmpty())
            return words;
    return QString::fromStdString(spec.description);
}

QString ParameterWords::labelOf(std::string_view rulesetId, std::string_view name) {
    if (name == "players")
        //: a sweep's axis: the number of players
        return tr("Players");
    if (const Ruleset* ruleset = findRuleset(rulesetId))
        if (const ParameterSpec* spec = ruleset->parameters().find(name))
            return label(rulesetId, *spec);
    return fromView(name);
}

QString ParameterWords::optionLabel(std::string_view rulesetId, std::string_view parameter,
                                    std::string_view option) {
    if (const RulesetUi* ui = findRulesetUi(rulesetId))
        if (QString words = ui->optionLabel(parameter, option); !words.isEmpty())
            return words;
    return fromView(option);
}

bool ParameterWords::isWorded(std::string_view rulesetId, std::string_view parameter) {
    const RulesetUi* ui = findRulesetUi(rulesetId);
    return ui && !ui->parameterLabel(parameter).isEmpty() &&
           !ui->parameterDescription(parameter).isEmpty();
}

} // namespace pb::gui
