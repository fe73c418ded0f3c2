#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// "Game length": the histogram of turns and the turns' and decisions' spread.
class GameLengthSection final : public ReportSection {
public:
    std::string id() const override { return "game_length"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        const json& l = ctx.metrics["length"];
        const json& d = ctx.metrics["decisions"];
        addHtml(blocks, "<h2>Game length</h2>");
        addSvg(blocks, histogramChart("Games by length in turns", l["histogram"]));
        addHtml(
            blocks,
            "<table>" +
                row({"", "Mean", "Median", "10th percentile", "90th percentile", "Shortest",
                     "Longest"},
                    "th") +
                row({"Turns", fixed(l["mean"].get<double>()), fixed(l["median"].get<double>(), 1),
                     fixed(l["p10"].get<double>(), 1), fixed(l["p90"].get<double>(), 1),
                     fixed(l["min"].get<double>(), 0), fixed(l["max"].get<double>(), 0)}) +
                row({"Decisions", fixed(d["mean"].get<double>()),
                     fixed(d["median"].get<double>(), 1), fixed(d["p10"].get<double>(), 1),
                     fixed(d["p90"].get<double>(), 1), "", ""}) +
                "</table>");
    }
};

} // namespace

const ReportSection& gameLengthSection() {
    static const GameLengthSection section;
    return section;
}

} // namespace pb
