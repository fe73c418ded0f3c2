#include "engine/decision_text.h"
#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

#include <algorithm>

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// "Does the team win" (cooperative) and "Who wins": each player's win rate
// as a chart and a table, then draws and turn-limit ends.
class WhoWinsSection final : public ReportSection {
public:
    std::string id() const override { return "who_wins"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        const json& m = ctx.metrics;
        if (isCooperative(ctx) && m["team_wins"].is_object()) {
            const json& team = m["team_wins"];
            addHtml(blocks, "<h2>Does the team win</h2><p class=\"verdict\">The team won " +
                                fixed(team["count"].get<double>(), 0) + " of " +
                                std::to_string(team["of"].get<std::uint64_t>()) + " games, " +
                                interval(team) + ".</p><p>" +
                                "Every seat shares the result of a cooperative game.</p>");
        }
        std::vector<Bar> bars;
        // Players are P1..Pn, as the workbench and the decision texts number them.
        std::string table =
            "<table>" + row({"Player", "Agent", "Wins", "Win rate (95% interval)"}, "th");
        for (const auto& s : m["seats"]) {
            const std::string label =
                playerLabel(s["seat"].get<int>()) + " (" + s["agent"].get<std::string>() + ")";
            bars.push_back({label, s["rate"].get<double>(), s["ci95"][0].get<double>(),
                            s["ci95"][1].get<double>()});
            table +=
                row({playerLabel(s["seat"].get<int>()), xmlEscape(s["agent"].get<std::string>()),
                     fixed(s["count"].get<double>(), 0), interval(s)});
        }
        table += "</table>";
        double top = 0.0;
        for (const auto& b : bars)
            top = std::max(top, b.high);
        addHtml(blocks, "<h2>Who wins</h2>");
        addSvg(
            blocks,
            svgBarChart("Win rate by player (dashed: a fair 1/" + std::to_string(ctx.players) + ")",
                        bars, std::min(1.0, std::max(0.25, top * 1.1)), true, 1.0 / ctx.players));
        addHtml(blocks,
                table + "<p>Draws: " + interval(m["draws"]) + " (" +
                    fixed(m["draws"]["count"].get<double>(), 0) +
                    " games). Games ended by the turn limit: " + interval(m["turn_limit_ends"]) +
                    " (" + fixed(m["turn_limit_ends"]["count"].get<double>(), 0) + " games).</p>");
    }
};

} // namespace

const ReportSection& whoWinsSection() {
    static const WhoWinsSection section;
    return section;
}

} // namespace pb
