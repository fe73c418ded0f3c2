#pragma once

#include <QCoreApplication>
#include <QString>
#include <exception>
#include <nlohmann/json_fwd.hpp>
#include <string_view>

namespace pb {
struct ParameterSpec;
class ParameterConflict;
} // namespace pb

namespace pb::gui {

// The rule parameters of a ruleset in a designer's words, in the interface
// language: a label for the identifier ("Lowest starting value" for minValue),
// a description without the rules' clause ids, and a label for each option
// ("One allowance for all" for oneOf). Each ruleset's RulesetUi holds its
// words (app/gui/rulesets/<folder>/); the identifiers stay in JSON, the store
// and the CLI. A parameter or option it does not word falls back to the
// schema's own text.
class ParameterWords {
    Q_DECLARE_TR_FUNCTIONS(ParameterWords)

public:
    static QString label(std::string_view rulesetId, const pb::ParameterSpec& spec);
    static QString description(std::string_view rulesetId, const pb::ParameterSpec& spec);
    // The label of parameter `name` of ruleset `rulesetId` (a sweep's axis):
    // "players" is the number of players; an unknown name is itself.
    static QString labelOf(std::string_view rulesetId, std::string_view name);
    static QString optionLabel(std::string_view rulesetId, std::string_view parameter,
                               std::string_view option);
    // A value of parameter `parameter` of `rulesetId` as the interface shows
    // it: a seat as its label ("P1" for 0), an option by its label, a switch
    // on or off, any other as written.
    static QString valueText(std::string_view rulesetId, std::string_view parameter,
                             const nlohmann::json& value);
    // Whether `parameter` of `rulesetId` is a seat (RulesetUi::isSeatParameter).
    static bool isSeat(std::string_view rulesetId, std::string_view parameter);
    // Why parameters of `rulesetId` do not fit together, in the interface
    // language and with their labels: a ParameterConflict is worded from its
    // code and values; another refusal (a ruleset that throws a plain
    // InvalidInput) names the parameters its message mentions, so that no
    // English sentence or identifier reaches the form.
    static QString conflict(std::string_view rulesetId, const std::exception& failure);
    // Whether the table words `parameter` of `rulesetId` (tests check every
    // parameter of every shipped ruleset is).
    static bool isWorded(std::string_view rulesetId, std::string_view parameter);
};

} // namespace pb::gui
