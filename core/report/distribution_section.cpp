#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// "Per-game counts": the counters the ruleset charts (CounterSpec::distribution),
// one histogram each.
class DistributionSection final : public ReportSection {
public:
    std::string id() const override { return "distributions"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        const json& list = ctx.metrics.value("distributions", json::array());
        if (list.empty())
            return;
        addHtml(blocks,
                "<h2>Per-game counts</h2><p>How a counted event's number in one game spreads "
                "over the run's games (a game counts its largest player's number).</p>");
        for (const auto& d : list) {
            const std::string id = d["counter"].get<std::string>();
            addSvg(blocks, histogramChart("Games by " + id, d["histogram"]));
            addHtml(blocks, "<p><b>" + xmlEscape(id) +
                                "</b>: " + xmlEscape(d["description"].get<std::string>()) +
                                " Mean " + fixed(d["mean"].get<double>()) + ", median " +
                                fixed(d["median"].get<double>(), 1) + ", least " +
                                fixed(d["min"].get<double>(), 0) + ", most " +
                                fixed(d["max"].get<double>(), 0) + ".</p>");
        }
    }
};

} // namespace

const ReportSection& distributionSection() {
    static const DistributionSection section;
    return section;
}

} // namespace pb
