#include "parameter_words.h"

#include "engine/decision_text.h"
#include "engine/parameter_conflict.h"
#include "engine/parameter_schema.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "ruleset_ui.h"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <nlohmann/json.hpp>

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

bool ParameterWords::isSeat(std::string_view rulesetId, std::string_view parameter) {
    const RulesetUi* ui = findRulesetUi(rulesetId);
    return ui != nullptr && ui->isSeatParameter(parameter);
}

QString ParameterWords::valueText(std::string_view rulesetId, std::string_view parameter,
                                  const nlohmann::json& value) {
    // Seats are counted from 1 wherever people read them; JSON keeps 0.
    if (value.is_number_integer() && isSeat(rulesetId, parameter))
        return QString::fromStdString(pb::playerLabel(value.get<int>()));
    if (value.is_string())
        return optionLabel(rulesetId, parameter, value.get<std::string>());
    return QString::fromStdString(value.dump());
}

QString ParameterWords::conflict(std::string_view rulesetId, const std::exception& failure) {
    if (const auto* conflict = dynamic_cast<const ParameterConflict*>(&failure)) {
        if (const RulesetUi* ui = findRulesetUi(rulesetId))
            if (QString words = ui->conflictText(*conflict); !words.isEmpty())
                return words;
        const auto& names = conflict->parameters();
        const auto& values = conflict->values();
        auto name = [&](std::size_t i) { return labelOf(rulesetId, names[i]); };
        auto value = [&](std::size_t i) { return QLocale().toString(values[i]); };
        if (conflict->code() == "below" && names.size() == 2 && values.size() == 2)
            //: %1 and %3 parameter labels, %2 and %4 their values
            return tr("%1 (%2) must be below %3 (%4).").arg(name(0), value(0), name(1), value(1));
        if (conflict->code() == "notAbove" && names.size() == 2 && values.size() == 2)
            //: %1 and %3 parameter labels, %2 and %4 their values
            return tr("%1 (%2) must not exceed %3 (%4).").arg(name(0), value(0), name(1), value(1));
        if (conflict->code() == "within" && names.size() == 3 && values.size() == 3)
            //: %1, %3 and %4 parameter labels, %2, %5 and %6 their values
            return tr("%1 (%2) must lie from %3 to %4 (%5 to %6).")
                .arg(name(0), value(0), name(1), name(2), value(1), value(2));
    }
    // A message in the engine's words: name the parameters it mentions.
    QStringList mentioned;
    if (const Ruleset* ruleset = findRuleset(rulesetId)) {
        const QString message = QString::fromUtf8(failure.what());
        for (const ParameterSpec& spec : ruleset->parameters().specs()) {
            const QRegularExpression word(
                QStringLiteral("\\b%1\\b")
                    .arg(QRegularExpression::escape(QString::fromStdString(spec.name))));
            if (word.match(message).hasMatch())
                mentioned << label(rulesetId, spec);
        }
    }
    if (mentioned.isEmpty())
        return tr("The game refuses this combination of values.");
    //: %1 a list of parameter labels
    return tr("These values do not fit together: %1.").arg(mentioned.join(QStringLiteral(", ")));
}

bool ParameterWords::isWorded(std::string_view rulesetId, std::string_view parameter) {
    const RulesetUi* ui = findRulesetUi(rulesetId);
    return ui && !ui->parameterLabel(parameter).isEmpty() &&
           !ui->parameterDescription(parameter).isEmpty();
}

} // namespace pb::gui
