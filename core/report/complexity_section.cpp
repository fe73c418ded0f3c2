#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// "Decision complexity": legal decisions per decision point in the counted games.
class ComplexitySection final : public ReportSection {
public:
    std::string id() const override { return "complexity"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        const json& c = ctx.metrics["complexity"];
        const auto points = c["decision_points_counted"].get<std::uint64_t>();
        std::string out = "<h2>Decision complexity</h2><p>";
        if (points == 0)
            out += "Not measured: no game counted its legal decisions (complexity sample 0).";
        else
            out += fixed(c["mean_legal_decisions"].get<double>(), 1) +
                   " legal decisions per decision point on average, over " +
                   std::to_string(points) + " decision points of the first " +
                   std::to_string(c["games_counted"].get<std::uint64_t>()) +
                   " games (complexity sample " + std::to_string(ctx.complexitySample) +
                   "; counting lists every legal decision, so only those games pay for it).";
        addHtml(blocks, out + "</p>");
    }
};

} // namespace

const ReportSection& complexitySection() {
    static const ComplexitySection section;
    return section;
}

} // namespace pb
