#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

#include <algorithm>

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// "Rule usage": each counted event, how often, and whether its users win more often.
class RuleUsageSection final : public ReportSection {
public:
    std::string id() const override { return "rule_usage"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        std::string table =
            "<table>" + row({"Rule event", "Per game", "Games with it",
                             "Win rate of seats using it", "Win rate of the others", "Note"},
                            "th");
        const double games = std::max(1.0, ctx.metrics["games"].get<double>());
        for (const auto& u : ctx.metrics["rule_usage"]) {
            const std::string flag = u["flag"].get<std::string>();
            table += std::string("<tr") + (flag.empty() ? "" : " class=\"flag\"") + ">" +
                     "<td title=\"" + xmlEscape(u["description"].get<std::string>()) + "\">" +
                     xmlEscape(u["counter"].get<std::string>()) + "</td><td>" +
                     fixed(u["per_game"].get<double>()) + "</td><td>" +
                     pct(u["games_used"].get<double>() / games) + "</td><td>" +
                     (u["seat_games_used"].get<std::uint64_t>() ? interval(u["user_win_rate"])
                                                                : "&ndash;") +
                     "</td><td>" +
                     (u["non_user_win_rate"]["of"].get<std::uint64_t>()
                          ? interval(u["non_user_win_rate"])
                          : "&ndash;") +
                     "</td><td>" + xmlEscape(flag) + "</td></tr>";
        }
        const auto hidden = ctx.metrics.value("rule_usage_hidden", std::uint64_t{0});
        addHtml(
            blocks,
            "<h2>Rule usage</h2><p>Each event the ruleset counts, how often it happens, and "
            "whether "
            "the seats that use it win more often than those that do not. Highlighted rows deserve "
            "a look: a rule nobody uses, or one whose users win far more often.</p>" +
                table + "</table>" +
                (hidden > 0 ? "<p>Not listed: " + std::to_string(hidden) +
                                  " events that cannot happen on this design (pieces or waves it "
                                  "does not have) and did not.</p>"
                            : std::string()));
    }
};

} // namespace

const ReportSection& ruleUsageSection() {
    static const RuleUsageSection section;
    return section;
}

} // namespace pb
