#pragma once

#include <QCoreApplication>
#include <QString>
#include <string_view>

namespace pb::gui {

// What a ruleset's counter (a rule event the report counts, "action.move")
// measures, in the interface language, for the Reports page's rule-usage
// table, as the ruleset's RulesetUi words it. The ids and the core's English
// descriptions stay in JSON, the store, the CLI and the exported reports.
class CounterWords {
    Q_DECLARE_TR_FUNCTIONS(CounterWords)

public:
    // The description of counter `id`, or an empty text when the ruleset has none.
    static QString description(std::string_view rulesetId, std::string_view id);
};

} // namespace pb::gui
