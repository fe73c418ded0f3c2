#include "report/report_writer.h"

#include "engine/decision_text.h"
#include "engine/ruleset.h"
#include "report/comparison_section.h"
#include "report/heatmap_section.h"
#include "report/report_context.h"
#include "report/skill_trace_section.h"
#include "report/svg_chart.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace pb {

namespace {

using nlohmann::json;
using Blocks = std::vector<ReportBlock>;

std::string pct(double x) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", 100.0 * x);
    return buffer;
}

std::string fixed(double x, int digits = 2) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, x);
    return buffer;
}

// A JSON value as a person reads it: strings without quotes.
std::string plain(const json& value) {
    return value.is_string() ? value.get<std::string>() : value.dump();
}

std::string interval(const json& p) {
    return pct(p["rate"].get<double>()) + " <span class=\"ci\">(" +
           pct(p["ci95"][0].get<double>()) + "&ndash;" + pct(p["ci95"][1].get<double>()) +
           ")</span>";
}

std::string row(std::initializer_list<std::string> cells, const char* tag = "td") {
    std::string out = "<tr>";
    for (const auto& c : cells)
        out += std::string("<") + tag + ">" + c + "</" + tag + ">";
    return out + "</tr>";
}

void html(Blocks& blocks, std::string content) {
    // Neighbouring fragments are one block, so the PDF keeps them together.
    if (!blocks.empty() && blocks.back().kind == ReportBlock::Kind::Html)
        blocks.back().content += content;
    else
        blocks.push_back({ReportBlock::Kind::Html, std::move(content)});
}

void svg(Blocks& blocks, std::string content) {
    blocks.push_back({ReportBlock::Kind::Svg, std::move(content)});
}

void headerSection(Blocks& blocks, const ReportContext& ctx) {
    const json& m = ctx.metrics;
    std::string out = "<h1>" + xmlEscape(ctx.title) + "</h1><p>Balance report from " +
                      std::to_string(m["games"].get<std::uint64_t>()) + " simulated games of " +
                      xmlEscape(ctx.rulesetName) + ", " + std::to_string(ctx.players) + " players";
    if (ctx.runId > 0)
        out += " (run " + std::to_string(ctx.runId) + ")";
    out += ".";
    if (m["cancelled"].get<bool>())
        out += " <b>The run was cancelled; these are the games that finished.</b>";
    out += "</p>";
    if (!ctx.designNotes.empty())
        out += "<p class=\"notes\">" + xmlEscape(ctx.designNotes) + "</p>";
    html(blocks, out);
}

// Whether the run's ruleset is cooperative (its metrics say so; a sweep's points do).
bool isCooperative(const ReportContext& ctx) {
    if (ctx.metrics.is_object() && ctx.metrics.value("cooperative", false))
        return true;
    if (!ctx.sweep.is_object() || !ctx.sweep.contains("points"))
        return false;
    return std::any_of(ctx.sweep["points"].begin(), ctx.sweep["points"].end(), [](const json& p) {
        return p.contains("metrics") && p["metrics"].value("cooperative", false);
    });
}

void seatsSection(Blocks& blocks, const ReportContext& ctx) {
    const json& m = ctx.metrics;
    if (isCooperative(ctx) && m["team_wins"].is_object()) {
        const json& team = m["team_wins"];
        html(blocks, "<h2>Does the team win</h2><p class=\"verdict\">The team won " +
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
        table += row({playerLabel(s["seat"].get<int>()), xmlEscape(s["agent"].get<std::string>()),
                      fixed(s["count"].get<double>(), 0), interval(s)});
    }
    table += "</table>";
    double top = 0.0;
    for (const auto& b : bars)
        top = std::max(top, b.high);
    html(blocks, "<h2>Who wins</h2>");
    svg(blocks,
        svgBarChart("Win rate by player (dashed: a fair 1/" + std::to_string(ctx.players) + ")",
                    bars, std::min(1.0, std::max(0.25, top * 1.1)), true, 1.0 / ctx.players));
    html(blocks, table + "<p>Draws: " + interval(m["draws"]) + " (" +
                     fixed(m["draws"]["count"].get<double>(), 0) +
                     " games). Games ended by the turn limit: " + interval(m["turn_limit_ends"]) +
                     " (" + fixed(m["turn_limit_ends"]["count"].get<double>(), 0) + " games).</p>");
}

void firstPlayerSection(Blocks& blocks, const ReportContext& ctx) {
    const json& f = ctx.metrics["first_player"];
    if (isCooperative(ctx)) {
        html(blocks, "<h2>First-player advantage</h2><p>" +
                         xmlEscape(f["verdict"].get<std::string>()) + "</p>");
        return;
    }
    html(blocks, "<h2>First-player advantage</h2><p class=\"verdict\">" +
                     xmlEscape(f["verdict"].get<std::string>()) + "</p><p>The first player " +
                     "is the seat that took the first decision of the game. Its wins: " +
                     fixed(f["wins"]["count"].get<double>(), 0) + " of " +
                     std::to_string(f["wins"]["of"].get<std::uint64_t>()) + ", " +
                     interval(f["wins"]) + "; a fair game gives " +
                     pct(f["expected"].get<double>()) + ".</p>");
}

void skillSection(Blocks& blocks, const ReportContext& ctx) {
    if (!ctx.skill.is_object())
        return;
    const json& s = ctx.skill;
    std::string out = "<h2>Skill against luck</h2><p class=\"verdict\">" +
                      xmlEscape(s["verdict"].get<std::string>()) + "</p><p>Skill index " +
                      fixed(s["skill_index"].get<double>()) +
                      " (0: the strong agent does no better than luck; 1: it always wins).";
    if (s.contains("run_seed"))
        out += " These " + std::to_string(s["games"].get<std::uint64_t>()) +
               " extra games have run seed " + plain(s["run_seed"]) + ".";
    html(blocks, out + "</p>");
}

// One bar per bin of an integerHistogram() ({"from", "to", "count"}).
std::string histogramChart(const std::string& title, const json& histogram) {
    std::vector<Bar> bars;
    double top = 1.0;
    for (const auto& bin : histogram) {
        const double from = bin["from"].get<double>(), to = bin["to"].get<double>();
        const std::string label =
            to - from <= 1.0 ? fixed(from, 0) : fixed(from, 0) + "-" + fixed(to - 1, 0);
        bars.push_back({label, bin["count"].get<double>()});
        top = std::max(top, bin["count"].get<double>());
    }
    return svgBarChart(title, bars, top * 1.1, false);
}

void lengthSection(Blocks& blocks, const ReportContext& ctx) {
    const json& l = ctx.metrics["length"];
    const json& d = ctx.metrics["decisions"];
    html(blocks, "<h2>Game length</h2>");
    svg(blocks, histogramChart("Games by length in turns", l["histogram"]));
    html(
        blocks,
        "<table>" +
            row({"", "Mean", "Median", "10th percentile", "90th percentile", "Shortest", "Longest"},
                "th") +
            row({"Turns", fixed(l["mean"].get<double>()), fixed(l["median"].get<double>(), 1),
                 fixed(l["p10"].get<double>(), 1), fixed(l["p90"].get<double>(), 1),
                 fixed(l["min"].get<double>(), 0), fixed(l["max"].get<double>(), 0)}) +
            row({"Decisions", fixed(d["mean"].get<double>()), fixed(d["median"].get<double>(), 1),
                 fixed(d["p10"].get<double>(), 1), fixed(d["p90"].get<double>(), 1), "", ""}) +
            "</table>");
}

// The counters the ruleset charts (CounterSpec::distribution), one histogram each.
void distributionSection(Blocks& blocks, const ReportContext& ctx) {
    const json& list = ctx.metrics.value("distributions", json::array());
    if (list.empty())
        return;
    html(blocks, "<h2>Per-game counts</h2><p>How a counted event's number in one game spreads "
                 "over the run's games (a game counts its largest player's number).</p>");
    for (const auto& d : list) {
        const std::string id = d["counter"].get<std::string>();
        svg(blocks, histogramChart("Games by " + id, d["histogram"]));
        html(blocks, "<p><b>" + xmlEscape(id) +
                         "</b>: " + xmlEscape(d["description"].get<std::string>()) + " Mean " +
                         fixed(d["mean"].get<double>()) + ", median " +
                         fixed(d["median"].get<double>(), 1) + ", least " +
                         fixed(d["min"].get<double>(), 0) + ", most " +
                         fixed(d["max"].get<double>(), 0) + ".</p>");
    }
}

void complexitySection(Blocks& blocks, const ReportContext& ctx) {
    const json& c = ctx.metrics["complexity"];
    const auto points = c["decision_points_counted"].get<std::uint64_t>();
    std::string out = "<h2>Decision complexity</h2><p>";
    if (points == 0)
        out += "Not measured: no game counted its legal decisions (complexity sample 0).";
    else
        out += fixed(c["mean_legal_decisions"].get<double>(), 1) +
               " legal decisions per decision point on average, over " + std::to_string(points) +
               " decision points of the first " +
               std::to_string(c["games_counted"].get<std::uint64_t>()) +
               " games (complexity sample " + std::to_string(ctx.complexitySample) +
               "; counting lists every legal decision, so only those games pay for it).";
    html(blocks, out + "</p>");
}

void usageSection(Blocks& blocks, const ReportContext& ctx) {
    std::string table =
        "<table>" + row({"Rule event", "Per game", "Games with it", "Win rate of seats using it",
                         "Win rate of the others", "Note"},
                        "th");
    const double games = std::max(1.0, ctx.metrics["games"].get<double>());
    for (const auto& u : ctx.metrics["rule_usage"]) {
        const std::string flag = u["flag"].get<std::string>();
        table +=
            std::string("<tr") + (flag.empty() ? "" : " class=\"flag\"") + ">" + "<td title=\"" +
            xmlEscape(u["description"].get<std::string>()) + "\">" +
            xmlEscape(u["counter"].get<std::string>()) + "</td><td>" +
            fixed(u["per_game"].get<double>()) + "</td><td>" +
            pct(u["games_used"].get<double>() / games) + "</td><td>" +
            (u["seat_games_used"].get<std::uint64_t>() ? interval(u["user_win_rate"]) : "&ndash;") +
            "</td><td>" +
            (u["non_user_win_rate"]["of"].get<std::uint64_t>() ? interval(u["non_user_win_rate"])
                                                               : "&ndash;") +
            "</td><td>" + xmlEscape(flag) + "</td></tr>";
    }
    const auto hidden = ctx.metrics.value("rule_usage_hidden", std::uint64_t{0});
    html(blocks,
         "<h2>Rule usage</h2><p>Each event the ruleset counts, how often it happens, and whether "
         "the seats that use it win more often than those that do not. Highlighted rows deserve "
         "a look: a rule nobody uses, or one whose users win far more often.</p>" +
             table + "</table>" +
             (hidden > 0 ? "<p>Not listed: " + std::to_string(hidden) +
                               " events that cannot happen on this design (pieces or waves it "
                               "does not have) and did not.</p>"
                         : std::string()));
}

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

void sweepSection(Blocks& blocks, const ReportContext& ctx) {
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
    const bool numeric =
        std::all_of(xValues.begin(), xValues.end(), [](const json& v) { return v.is_number(); });
    if (numeric)
        std::sort(xValues.begin(), xValues.end(),
                  [](const json& a, const json& b) { return a.get<double>() < b.get<double>(); });
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

    html(blocks, "<h2>Sweep over " + xmlEscape(twoD ? xName + " and " + parameters[1] : xName) +
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
        const std::string title =
            (perSeat ? (twoD ? playerLabel(0) + "'s win rate" : std::string("Win rate by player"))
                     : metricName(path)) +
            " against " + xName;
        svg(blocks, svgLineChart(title, xName, x, series,
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
    html(blocks, table + "</table>");
}

void runSection(Blocks& blocks, const ReportContext& ctx) {
    std::string params;
    for (const auto& [k, v] : ctx.params.items()) {
        const bool changed = ctx.nonDefaultParams.contains(k);
        params += std::string("<tr") + (changed ? " class=\"flag\"" : "") + "><td>" + xmlEscape(k) +
                  "</td><td>" + xmlEscape(plain(v)) + "</td></tr>";
    }
    std::string agents;
    for (std::size_t i = 0; i < ctx.agents.size(); ++i)
        agents += (agents.empty() ? "" : "; ") + playerLabel(static_cast<int>(i)) + ": " +
                  xmlEscape(ctx.agents[i]);
    std::string out =
        "<h2>The run</h2><table>" + row({"Design", xmlEscape(ctx.title)}) +
        row({"Ruleset", xmlEscape(ctx.rulesetName) + " (" + xmlEscape(ctx.rulesetId) + ")"}) +
        row({"Players", std::to_string(ctx.players)}) + row({"Agents", agents}) +
        row({"Games", std::to_string(ctx.games)}) + row({"Run seed", std::to_string(ctx.runSeed)}) +
        row({"Game seeds", "game i is seeded with deriveSeed(run seed, i); its chance decisions "
                           "draw from deriveSeed(game seed, 0) and the agent of player P(k+1) from "
                           "deriveSeed(game seed, 1 + k); the CSV export lists every game's "
                           "seed"});
    if (ctx.skill.is_object() && ctx.skill.contains("run_seed"))
        out += row({"Skill games' run seed", plain(ctx.skill["run_seed"])});
    out += row({"Complexity sample", std::to_string(ctx.complexitySample) + " games"}) +
           row({"Decisions stored",
                ctx.logMoves ? "every decision of every game" : "per-game rows only"});
    if (!ctx.shard.empty())
        out += row({"Shard", xmlEscape(ctx.shard)});
    out += row({"Program", xmlEscape(ctx.programVersion)}) +
           row({"Created", xmlEscape(ctx.createdAt)}) +
           row({"Reproduce with", "<code>" + xmlEscape(ctx.command) + "</code>"});
    // Inline as well as beside the report, so the page alone reproduces the run.
    if (!ctx.setup.is_null())
        out += row({"Set-up",
                    "<details><summary>" + xmlEscape(ctx.setupFile) + "</summary><pre>" +
                        xmlEscape(ctx.setup.dump(2, ' ', false, json::error_handler_t::replace)) +
                        "</pre></details>"});
    if (!ctx.recordedCommand.empty() && ctx.recordedCommand != ctx.command)
        out += row({"Started as", "<code>" + xmlEscape(ctx.recordedCommand) + "</code>"});
    out += "</table>";
    out += "<h3>Parameters</h3><p>Highlighted: changed from the default.</p><table>" +
           row({"Parameter", "Value"}, "th") + params + "</table>";
    html(blocks, out);
}

} // namespace

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

std::vector<ReportBlock> reportBlocks(const ReportContext& ctx) {
    Blocks blocks;
    headerSection(blocks, ctx);
    appendComparisonSection(blocks, ctx.comparison);
    seatsSection(blocks, ctx);
    firstPlayerSection(blocks, ctx);
    skillSection(blocks, ctx);
    lengthSection(blocks, ctx);
    distributionSection(blocks, ctx);
    complexitySection(blocks, ctx);
    usageSection(blocks, ctx);
    appendSkillTraceSection(blocks, ctx.skillTrace);
    appendHeatmapSection(blocks, ctx.heatmaps);
    sweepSection(blocks, ctx);
    runSection(blocks, ctx);
    return blocks;
}

std::string reportStyleSheet() {
    return "body{font-family:sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222}"
           "h1{margin-bottom:0}h2{border-bottom:1px solid #ccc;padding-bottom:4px;margin-top:2em}"
           "table{border-collapse:collapse;margin:1em 0;width:100%}"
           "td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}"
           "th{background:#f2f2f2}.ci{color:#666;font-size:90%}tr.flag td{background:#fff4d6}"
           ".verdict{font-size:110%;font-weight:bold}.notes{font-style:italic}"
           "svg{max-width:100%;height:auto}"
           "code{background:#f4f4f4;padding:2px 4px;word-break:break-all}";
}

std::string htmlReport(const ReportContext& ctx) {
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" +
                      xmlEscape(ctx.title) + " - Playbench balance report</title><style>" +
                      reportStyleSheet() + "</style></head><body>\n";
    for (const ReportBlock& block : reportBlocks(ctx))
        out += block.content + "\n";
    return out + "</body></html>\n";
}

std::string jsonReport(const ReportContext& ctx) {
    json out{{"title", ctx.title},
             {"ruleset", ctx.rulesetId},
             {"params", ctx.params},
             {"non_default_params", ctx.nonDefaultParams},
             {"players", ctx.players},
             {"agents", ctx.agents},
             {"run_seed", ctx.runSeed},
             {"games", ctx.games},
             {"complexity_sample", ctx.complexitySample},
             {"log_moves", ctx.logMoves},
             {"program", ctx.programVersion},
             {"command", ctx.command},
             {"created_at", ctx.createdAt},
             {"metrics", ctx.metrics}};
    if (ctx.runId > 0)
        out["run_id"] = ctx.runId;
    if (!ctx.shard.empty())
        out["shard"] = ctx.shard;
    if (!ctx.setup.is_null()) {
        out["setup"] = ctx.setup;
        out["setup_file"] = ctx.setupFile;
    }
    if (!ctx.sweep.is_null())
        out["sweep"] = ctx.sweep;
    if (!ctx.skill.is_null())
        out["skill"] = ctx.skill;
    if (!ctx.comparison.is_null())
        out["comparison"] = ctx.comparison;
    if (!ctx.heatmaps.is_null())
        out["heatmaps"] = ctx.heatmaps;
    if (!ctx.skillTrace.is_null())
        out["skill_trace"] = ctx.skillTrace;
    return out.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

namespace {

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char c : text)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string number(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", v);
    return buffer;
}

} // namespace

std::string csvGames(const SimulationResult& result, const Ruleset& ruleset, int numPlayers,
                     const std::vector<std::string>& agents) {
    const auto& counters = ruleset.counters();
    std::string out = "index,seed,first_mover,winner,draw,turn_limit,turns,decisions,"
                      "legal_decisions,decision_points";
    for (int seat = 0; seat < numPlayers; ++seat)
        out += ",agent_" + std::to_string(seat);
    for (int seat = 0; seat < numPlayers; ++seat)
        out += ",score_" + std::to_string(seat);
    for (int seat = 0; seat < numPlayers; ++seat)
        out += ",rank_" + std::to_string(seat);
    for (int seat = 0; seat < numPlayers; ++seat)
        for (const auto& c : counters)
            out += ",s" + std::to_string(seat) + "." + c.id;
    out += "\r\n";
    const std::size_t cells = counters.size() * static_cast<std::size_t>(numPlayers);
    for (const auto& g : result.games) {
        out += std::to_string(g.index) + "," + std::to_string(g.seed) + "," +
               std::to_string(g.firstMover) + "," +
               (g.outcome.winner >= 0 ? std::to_string(g.outcome.winner) : std::string()) + "," +
               (g.outcome.draw ? "1" : "0") + "," + (g.outcome.turnLimit ? "1" : "0") + "," +
               std::to_string(g.turns) + "," + std::to_string(g.decisions) + "," +
               std::to_string(g.legalDecisionSum) + "," + std::to_string(g.countedDecisionPoints);
        for (int seat = 0; seat < numPlayers; ++seat)
            out += "," + csvField(seat < static_cast<int>(agents.size()) ? agents[seat] : "");
        for (int seat = 0; seat < numPlayers; ++seat)
            out += "," + number(g.outcome.score[seat]);
        for (int seat = 0; seat < numPlayers; ++seat)
            out += "," + std::to_string(g.outcome.rank[seat]);
        for (std::size_t i = 0; i < cells; ++i)
            out += "," + std::to_string(i < g.counters.size() ? g.counters[i] : 0);
        out += "\r\n";
    }
    return out;
}

} // namespace pb
