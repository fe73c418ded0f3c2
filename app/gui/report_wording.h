#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariantMap>
#include <string_view>

namespace pb::gui {

// The report's sentences in the interface language for the Reports page's
// cards (the core writes them in English for the files and the CLI): the
// first-player and skill verdicts, the agents' names, the charted counters'
// and rule-usage rows' labels and notes. Runs stored before the core wrote its
// "verdict_kind" and "flag_kind" keep their English sentences.
class ReportWording {
    Q_DECLARE_TR_FUNCTIONS(ReportWording)

public:
    // Rewords pb::balanceMetrics() and pb::skillMetrics() of a run of ruleset
    // `rulesetId` (as QVariantMaps) in place.
    static void reword(QVariantMap& metrics, QVariantMap& skill, std::string_view rulesetId);

    // A rate as the interface language writes it: "52.0%", "52,0%".
    static QString percent(double rate);
};

} // namespace pb::gui
