#include "report/report_writer.h"

#include "engine/ruleset.h"
#include "report/report_context.h"
#include "report/svg_chart.h"
#include "sim/simulator.h"

#include <algorithm>
#include <cstdio>

namespace pb {

namespace {

using nlohmann::json;

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

std::string seatsSection(const ReportContext& ctx) {
    const json& m = ctx.metrics;
    std::vector<Bar> bars;
    std::string table = "<table>" + row({"Seat", "Agent", "Wins", "Win rate (95% interval)"}, "th");
    for (const auto& s : m["seats"]) {
        const std::string label = "Seat " + std::to_string(s["seat"].get<int>()) + " (" +
                                  s["agent"].get<std::string>() + ")";
        bars.push_back({label, s["rate"].get<double>(), s["ci95"][0].get<double>(),
                        s["ci95"][1].get<double>()});
        table +=
            row({std::to_string(s["seat"].get<int>()), xmlEscape(s["agent"].get<std::string>()),
                 fixed(s["count"].get<double>(), 0), interval(s)});
    }
    table += "</table>";
    double top = 0.0;
    for (const auto& b : bars)
        top = std::max(top, b.high);
    const std::string chart =
        svgBarChart("Win rate by seat (dashed: a fair 1/" + std::to_string(ctx.players) + ")", bars,
                    std::min(1.0, std::max(0.25, top * 1.1)), true, 1.0 / ctx.players);
    return "<h2>Who wins</h2>" + chart + table + "<p>Draws: " + interval(m["draws"]) +
           ". Games ended by the turn limit: " + interval(m["turn_limit_ends"]) + ".</p>";
}

std::string firstPlayerSection(const ReportContext& ctx) {
    const json& f = ctx.metrics["first_player"];
    return "<h2>First-player advantage</h2><p class=\"verdict\">" +
           xmlEscape(f["verdict"].get<std::string>()) + "</p>";
}

std::string lengthSection(const ReportContext& ctx) {
    const json& l = ctx.metrics["length"];
    std::vector<Bar> bars;
    double top = 1.0;
    for (const auto& bin : l["histogram"]) {
        const double from = bin["from"].get<double>(), to = bin["to"].get<double>();
        const std::string label =
            to - from <= 1.0 ? fixed(from, 0) : fixed(from, 0) + "-" + fixed(to - 1, 0);
        bars.push_back({label, bin["count"].get<double>()});
        top = std::max(top, bin["count"].get<double>());
    }
    return "<h2>Game length</h2>" +
           svgBarChart("Games by length in turns", bars, top * 1.1, false) + "<table>" +
           row({"Mean", "Median", "10th percentile", "90th percentile", "Shortest", "Longest"},
               "th") +
           row({fixed(l["mean"].get<double>()), fixed(l["median"].get<double>(), 1),
                fixed(l["p10"].get<double>(), 1), fixed(l["p90"].get<double>(), 1),
                fixed(l["min"].get<double>(), 0), fixed(l["max"].get<double>(), 0)}) +
           "</table><p>Decisions per game: mean " +
           fixed(ctx.metrics["decisions"]["mean"].get<double>()) + ". Decision complexity: " +
           fixed(ctx.metrics["complexity"]["mean_legal_decisions"].get<double>(), 1) +
           " legal decisions per decision point on average (over " +
           std::to_string(
               ctx.metrics["complexity"]["decision_points_counted"].get<std::uint64_t>()) +
           " decision points).</p>";
}

std::string usageSection(const ReportContext& ctx) {
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
            "</td><td>" + interval(u["non_user_win_rate"]) + "</td><td>" + xmlEscape(flag) +
            "</td></tr>";
    }
    return "<h2>Rule usage</h2><p>Each event the ruleset counts, how often it happens, and whether "
           "the seats that use it win more often than those that do not. Highlighted rows deserve "
           "a look: a rule nobody uses, or one whose users win far more often.</p>" +
           table + "</table>";
}

std::string sweepSection(const ReportContext& ctx) {
    if (!ctx.sweep.is_object())
        return {};
    const json& sweep = ctx.sweep;
    std::vector<double> x;
    std::vector<Series> winRates(static_cast<std::size_t>(ctx.players));
    Series length{"mean length (turns)", {}, {}, {}};
    double maxLength = 1.0;
    for (int seat = 0; seat < ctx.players; ++seat)
        winRates[seat].name = "seat " + std::to_string(seat);
    std::string table = "<table>" + row({xmlEscape(sweep["parameter"].get<std::string>()), "Games",
                                         "Seat win rates", "First player", "Mean length"},
                                        "th");
    for (const auto& point : sweep["points"]) {
        if (!point["value"].is_number())
            continue;
        x.push_back(point["value"].get<double>());
        const json& m = point["metrics"];
        std::string rates;
        for (int seat = 0; seat < ctx.players; ++seat) {
            const json& s = m["seats"][seat];
            winRates[seat].y.push_back(s["rate"].get<double>());
            winRates[seat].low.push_back(s["ci95"][0].get<double>());
            winRates[seat].high.push_back(s["ci95"][1].get<double>());
            rates += (rates.empty() ? "" : ", ") + pct(s["rate"].get<double>());
        }
        length.y.push_back(m["length"]["mean"].get<double>());
        maxLength = std::max(maxLength, m["length"]["mean"].get<double>());
        table +=
            row({point["value"].dump(), std::to_string(m["games"].get<std::uint64_t>()), rates,
                 interval(m["first_player"]["wins"]), fixed(m["length"]["mean"].get<double>())});
    }
    const std::string name = sweep["parameter"].get<std::string>();
    return "<h2>Sweep over " + xmlEscape(name) + "</h2>" +
           svgLineChart("Win rate by seat against " + name, name, x, winRates, 1.0, true) +
           svgLineChart("Mean game length against " + name, name, x, {length}, maxLength * 1.1,
                        false) +
           table + "</table>";
}

std::string runSection(const ReportContext& ctx) {
    std::string params;
    for (const auto& [k, v] : ctx.params.items()) {
        const bool changed = ctx.nonDefaultParams.contains(k);
        params += std::string("<tr") + (changed ? " class=\"flag\"" : "") + "><td>" + xmlEscape(k) +
                  "</td><td>" + xmlEscape(v.dump()) + "</td></tr>";
    }
    std::string agents;
    for (std::size_t i = 0; i < ctx.agents.size(); ++i)
        agents += (agents.empty() ? "" : ", ") + ("seat " + std::to_string(i) + ": ") +
                  xmlEscape(ctx.agents[i]);
    std::string out =
        "<h2>The run</h2><table>" +
        row({"Ruleset", xmlEscape(ctx.rulesetName) + " (" + xmlEscape(ctx.rulesetId) + ")"}) +
        row({"Players", std::to_string(ctx.players)}) + row({"Agents", agents}) +
        row({"Games", std::to_string(ctx.games)}) +
        row({"Run seed",
             std::to_string(ctx.runSeed) + " (game i is seeded with deriveSeed(run seed, i))"});
    if (!ctx.shard.empty())
        out += row({"Shard", xmlEscape(ctx.shard)});
    out += row({"Program", xmlEscape(ctx.programVersion)}) +
           row({"Created", xmlEscape(ctx.createdAt)}) +
           row({"Reproduce with", "<code>" + xmlEscape(ctx.command) + "</code>"}) + "</table>";
    out += "<h3>Parameters</h3><p>Highlighted: changed from the default.</p><table>" +
           row({"Parameter", "Value"}, "th") + params + "</table>";
    return out;
}

std::string skillSection(const ReportContext& ctx) {
    if (!ctx.skill.is_object())
        return {};
    return "<h2>Skill against luck</h2><p>" + xmlEscape(ctx.skill["agent"].get<std::string>()) +
           " in seat 0 against random agents in the other seats won " +
           interval(ctx.skill["wins"]) + " of " +
           std::to_string(ctx.skill["wins"]["of"].get<std::uint64_t>()) +
           " games (a game of pure luck gives " + pct(1.0 / ctx.players) + ").</p>";
}

} // namespace

std::string htmlReport(const ReportContext& ctx) {
    std::string out =
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" +
        xmlEscape(ctx.title) +
        " - Playbench balance report</title><style>"
        "body{font-family:sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222}"
        "h1{margin-bottom:0}h2{border-bottom:1px solid #ccc;padding-bottom:4px;margin-top:2em}"
        "table{border-collapse:collapse;margin:1em 0;width:100%}"
        "td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}"
        "th{background:#f2f2f2}.ci{color:#666;font-size:90%}tr.flag td{background:#fff4d6}"
        ".verdict{font-size:110%;font-weight:bold}svg{max-width:100%;height:auto}"
        "code{background:#f4f4f4;padding:2px 4px;word-break:break-all}"
        "</style></head><body><h1>" +
        xmlEscape(ctx.title) + "</h1><p>Balance report from " +
        std::to_string(ctx.metrics["games"].get<std::uint64_t>()) + " simulated games of " +
        xmlEscape(ctx.rulesetName) + ", " + std::to_string(ctx.players) + " players." +
        (ctx.metrics["cancelled"].get<bool>()
             ? " <b>The run was cancelled; these are the games that finished.</b>"
             : "") +
        "</p>";
    out += seatsSection(ctx) + firstPlayerSection(ctx) + skillSection(ctx) + lengthSection(ctx) +
           usageSection(ctx) + sweepSection(ctx) + runSection(ctx);
    return out + "</body></html>\n";
}

std::string jsonReport(const ReportContext& ctx) {
    json out{
        {"title", ctx.title},          {"ruleset", ctx.rulesetId},      {"params", ctx.params},
        {"players", ctx.players},      {"agents", ctx.agents},          {"run_seed", ctx.runSeed},
        {"games", ctx.games},          {"program", ctx.programVersion}, {"command", ctx.command},
        {"created_at", ctx.createdAt}, {"metrics", ctx.metrics}};
    if (!ctx.shard.empty())
        out["shard"] = ctx.shard;
    if (!ctx.sweep.is_null())
        out["sweep"] = ctx.sweep;
    if (!ctx.skill.is_null())
        out["skill"] = ctx.skill;
    return out.dump(2) + "\n";
}

std::string csvGames(const SimulationResult& result, const Ruleset& ruleset, int numPlayers) {
    const auto& counters = ruleset.counters();
    std::string out = "index,seed,first_mover,winner,draw,turn_limit,turns,decisions";
    for (int seat = 0; seat < numPlayers; ++seat)
        out += ",rank_" + std::to_string(seat);
    for (int seat = 0; seat < numPlayers; ++seat)
        for (const auto& c : counters)
            out += ",s" + std::to_string(seat) + "." + c.id;
    out += "\r\n";
    for (const auto& g : result.games) {
        out += std::to_string(g.index) + "," + std::to_string(g.seed) + "," +
               std::to_string(g.firstMover) + "," +
               (g.outcome.winner >= 0 ? std::to_string(g.outcome.winner) : std::string()) + "," +
               (g.outcome.draw ? "1" : "0") + "," + (g.outcome.turnLimit ? "1" : "0") + "," +
               std::to_string(g.turns) + "," + std::to_string(g.decisions);
        for (int seat = 0; seat < numPlayers; ++seat)
            out += "," + std::to_string(g.outcome.rank[seat]);
        for (std::uint32_t v : g.counters)
            out += "," + std::to_string(v);
        out += "\r\n";
    }
    return out;
}

} // namespace pb
