#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// The report's title and what it is from: how many games of which ruleset,
// whether the run was cancelled, the design's notes.
class HeaderSection final : public ReportSection {
public:
    std::string id() const override { return "header"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        const json& m = ctx.metrics;
        std::string out = "<h1>" + xmlEscape(ctx.title) + "</h1><p>Balance report from " +
                          std::to_string(m["games"].get<std::uint64_t>()) + " simulated games of " +
                          xmlEscape(ctx.rulesetName) + ", " + std::to_string(ctx.players) +
                          " players";
        if (ctx.runId > 0)
            out += " (run " + std::to_string(ctx.runId) + ")";
        out += ".";
        if (m["cancelled"].get<bool>())
            out += " <b>The run was cancelled; these are the games that finished.</b>";
        out += "</p>";
        if (!ctx.designNotes.empty())
            out += "<p class=\"notes\">" + xmlEscape(ctx.designNotes) + "</p>";
        addHtml(blocks, out);
    }

    void addJson(json& report, const ReportContext& ctx) const override {
        report["title"] = ctx.title;
        report["metrics"] = ctx.metrics;
    }
};

} // namespace

const ReportSection& reportHeaderSection() {
    static const HeaderSection section;
    return section;
}

} // namespace pb
