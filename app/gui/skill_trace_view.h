#pragma once

#include <QCoreApplication>
#include <QVariantMap>
#include <nlohmann/json.hpp>

namespace pb::gui {

// The Reports page's skill-trace card: the trace's points and its plain
// verdict in the interface language, from the core's numbers (the core's
// English sentence stays in the files).
class SkillTraceView {
    Q_DECLARE_TR_FUNCTIONS(SkillTraceView)

public:
    // From pb::skillTrace() as stored with a run: {cooperative, verdictKind
    // ("skill", "luck", "mixed", ...), verdict, ratings, cancelled, xMax,
    // points: [{x (log10 of the strength or the strength ratio), rate, low,
    // high, label}], expected (competitive: the rate of equal play, else -1)};
    // empty when `trace` is null.
    static QVariantMap forRun(const nlohmann::json& trace);
};

} // namespace pb::gui
