#include "engine/decision_text.h"
#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/report_writer.h"
#include "report/svg_chart.h"
#include "stats/balance_metrics.h"

#include <algorithm>
#include <map>

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// What a metric path is called in a chart title.
std::string metricName(const std::string& path) {
    static const std::map<std::string, std::string> names{
        {"first_player/wins/rate", "First player's win rate"},
        {"team_wins/rate", "Team's win rate"},
        {"length/mean", "Mean game length (turns)"},
        {"length/median", "Median game length (turns)"},
        {"draws/rate", "Draw rate"},
        {"turn_limit_ends/rate", "Share of games ended by the turn limit"},
        {"decisions/mean", "Mean decisions per game"},
        {"complexity/mean_legal_decisions", "Legal decisions per decision point"},
        {"skill/wins/rate", "Strong agent's win rate against random seats"},
        {"skill/skill_index", "Skill index"},
    };
    const auto found = names.find(path);
    return found != names.end() ? found->second : path;
}

bool isRate(const std::string& path) {
    return path.size() >= 4 && path.compare(path.size() - 4, 4, "rate") == 0;
}

// The point's metrics with its skill result under "skill", for metricAt().
json pointMetrics(const json& point) {
    json m = point["metrics"];
    if (point.contains("skill") && point["skill"].is_object())
        m["skill"] = point["skill"];
    return m;
}

// "Sweep over ...": a chart per metric against the swept parameters and a
// table of the points.
class SweepSection final : public ReportSection {
public:
    std::string id() const override { return "sweep"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        if (!ctx.sweep.is_object() || ctx.sweep["points"].empty())
            return;
        const json& sweep = ctx.sweep;
        const auto parameters = sweep["parameters"].get<std::vector<std::string>>();
        const std::string xName = parameters.at(0);
        const bool twoD = parameters.size() > 1;

        // The x axis: the first parameter's values in order of appearance; numbers
        // are placed by value, anything else evenly with its text as the label.
        std::vector<json> xValues, seriesValues;
        for (const auto& point : sweep["points"]) {
            const json& x = point["values"][xName];
            if (std::find(xValues.begin(), xValues.end(), x) == xValues.end())
                xValues.push_back(x);
            if (twoD) {
                const json& s = point["values"][parameters[1]];
                if (std::find(seriesValues.begin(), seriesValues.end(), s) == seriesValues.end())
                    seriesValues.push_back(s);
            }
        }
        const bool numeric = std::all_of(xValues.begin(), xValues.end(),
                                         [](const json& v) { return v.is_number(); });
        if (numeric)
            std::sort(xValues.begin(), xValues.end(), [](const json& a, const json& b) {
                return a.get<double>() < b.get<double>();
            });
        std::vector<double> x;
        std::vector<std::string> xLabels;
        for (std::size_t i = 0; i < xValues.size(); ++i) {
            x.push_back(numeric ? xValues[i].get<double>() : static_cast<double>(i));
            xLabels.push_back(plain(xValues[i]));
        }
        auto pointAt = [&](const json& xv, const json* sv) -> const json* {
            for (const auto& point : sweep["points"])
                if (point["values"][xName] == xv && (!sv || point["values"][parameters[1]] == *sv))
                    return &point;
            return nullptr;
        };

        addHtml(blocks,
                "<h2>Sweep over " + xmlEscape(twoD ? xName + " and " + parameters[1] : xName) +
                    "</h2><p>Each point is its own run with the same run seed (common random "
                    "numbers), so differences between points come from the parameters." +
                    (twoD ? " One line per value of " + xmlEscape(parameters[1]) + "." : "") +
                    "</p>");
        const bool withSkill = std::any_of(sweep["points"].begin(), sweep["points"].end(),
                                           [](const json& p) { return p["skill"].is_object(); });
        const std::vector<std::string> plots =
            ctx.sweepPlots.empty() ? defaultSweepPlots(ctx.players, withSkill, isCooperative(ctx))
                                   : ctx.sweepPlots;
        for (const std::string& path : plots) {
            // One series per seat for "seats/*/rate", else one per second-parameter value.
            std::vector<std::string> paths;
            std::vector<std::string> names;
            if (path.find('*') != std::string::npos) {
                for (int seat = 0; seat < ctx.players; ++seat) {
                    std::string concrete = path;
                    concrete.replace(concrete.find('*'), 1, std::to_string(seat));
                    paths.push_back(concrete);
                    names.push_back(playerLabel(seat));
                }
            } else {
                paths.push_back(path);
                names.push_back(metricName(path));
            }
            std::vector<Series> series;
            double top = 0.0;
            const std::size_t lines = twoD ? seriesValues.size() : paths.size();
            for (std::size_t l = 0; l < lines; ++l) {
                const std::string& p = twoD ? paths.front() : paths[l];
                Series s;
                s.name = twoD ? parameters[1] + " = " + plain(seriesValues[l]) : names[l];
                bool complete = true, banded = isRate(p);
                for (const json& xv : xValues) {
                    const json* point = pointAt(xv, twoD ? &seriesValues[l] : nullptr);
                    const json m = point ? pointMetrics(*point) : json();
                    const auto value = metricAt(m, p);
                    if (!value) {
                        complete = false;
                        break;
                    }
                    s.y.push_back(*value);
                    top = std::max(top, *value);
                    const std::string parent = p.substr(0, p.rfind('/'));
                    const auto low = metricAt(m, parent + "/ci95/0");
                    const auto high = metricAt(m, parent + "/ci95/1");
                    banded = banded && low && high;
                    if (banded) {
                        s.low.push_back(*low);
                        s.high.push_back(*high);
                        top = std::max(top, *high);
                    }
                }
                if (!complete)
                    continue;
                if (!banded)
                    s.low.clear(), s.high.clear();
                series.push_back(std::move(s));
            }
            if (series.empty())
                continue;
            const bool percent = isRate(path);
            const bool perSeat = path.find('*') != std::string::npos;
            const std::string title = (perSeat ? (twoD ? playerLabel(0) + "'s win rate"
                                                       : std::string("Win rate by player"))
                                               : metricName(path)) +
                                      " against " + xName;
            addSvg(blocks, svgLineChart(title, xName, x, series,
                                        percent ? std::min(1.0, std::max(0.25, top * 1.1))
                                                : std::max(1e-9, top * 1.1),
                                        percent, numeric ? std::vector<std::string>() : xLabels));
        }

        std::string table = "<table><tr>";
        for (const auto& p : parameters)
            table += "<th>" + xmlEscape(p) + "</th>";
        table += "<th>Run</th><th>Games</th><th>Win rates P1..P" + std::to_string(ctx.players) +
                 "</th><th>First player</th><th>Mean "
                 "length</th><th>Draws</th>";
        if (withSkill)
            table += "<th>Skill index</th>";
        table += "</tr>";
        for (const auto& point : sweep["points"]) {
            const json& m = point["metrics"];
            std::string rates;
            for (const auto& s : m["seats"])
                rates += (rates.empty() ? "" : ", ") + pct(s["rate"].get<double>());
            table += "<tr>";
            for (const auto& p : parameters)
                table += "<td>" + xmlEscape(plain(point["values"][p])) + "</td>";
            table += "<td>" + std::to_string(point["run_id"].get<std::int64_t>()) + "</td><td>" +
                     std::to_string(m["games"].get<std::uint64_t>()) + "</td><td>" + rates +
                     "</td><td>" + interval(m["first_player"]["wins"]) + "</td><td>" +
                     fixed(m["length"]["mean"].get<double>()) + "</td><td>" +
                     pct(m["draws"]["rate"].get<double>()) + "</td>";
            if (withSkill)
                table +=
                    "<td>" +
                    (point["skill"].is_object() ? fixed(point["skill"]["skill_index"].get<double>())
                                                : std::string("&ndash;")) +
                    "</td>";
            table += "</tr>";
        }
        addHtml(blocks, table + "</table>");
    }

    void addJson(json& report, const ReportContext& ctx) const override {
        if (!ctx.sweep.is_null())
            report["sweep"] = ctx.sweep;
    }
};

} // namespace

const ReportSection& sweepSection() {
    static const SweepSection section;
    return section;
}

std::vector<std::string> defaultSweepPlots(int numPlayers, bool withSkill, bool cooperative) {
    std::vector<std::string> plots;
    if (cooperative)
        plots.push_back("team_wins/rate");
    else if (numPlayers > 0)
        plots.push_back("seats/*/rate");
    if (!cooperative)
        plots.push_back("first_player/wins/rate");
    plots.insert(plots.end(), {"length/mean", "draws/rate", "complexity/mean_legal_decisions"});
    if (withSkill)
        plots.push_back("skill/skill_index");
    return plots;
}

} // namespace pb
