#pragma once

#include <QCoreApplication>
#include <QVariantMap>
#include <nlohmann/json.hpp>
#include <string_view>

namespace pb::gui {

// The Reports page's sweep card: a swept run's rates as chart series, worded
// in the interface language.
class SweepView {
    Q_DECLARE_TR_FUNCTIONS(SweepView)

public:
    // From pb::sweepJson() of the sweep a run of ruleset `rulesetId` belongs
    // to: {parameter, min, max, series: [{name, points: [{x, y, low, high}]}],
    // lengthPoints}; empty for no sweep or one whose first parameter is not a
    // number.
    static QVariantMap forRun(const nlohmann::json& sweep, std::string_view rulesetId);
};

} // namespace pb::gui
