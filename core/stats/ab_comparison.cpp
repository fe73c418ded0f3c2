#include "stats/ab_comparison.h"

#include "engine/decision_text.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "sim/simulator.h"
#include "stats/paired_difference.h"

#include <cmath>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace pb {

namespace {

enum class Unit { Rate, Mean };

std::string number(double x, Unit unit, bool signedValue = false) {
    char buffer[32];
    if (unit == Unit::Rate)
        std::snprintf(buffer, sizeof buffer, signedValue ? "%+.1f" : "%.1f%%", 100.0 * x);
    else
        std::snprintf(buffer, sizeof buffer, signedValue ? "%+.2f" : "%.2f", x);
    return buffer;
}

// "First-player advantage fell from 8.1% to 2.3%; the difference is real (95%
// interval -6.9 to -4.7 points)."
std::string verdict(const std::string& label, const PairedDifference& d, Unit unit, double offset,
                    const std::string& noun) {
    const std::string a = number(d.meanA + offset, unit), b = number(d.meanB + offset, unit);
    const std::string suffix = noun.empty() ? "" : " " + noun;
    if (d.difference == 0.0 && d.pairedStdError == 0.0)
        return label + " is " + a + suffix + " in both designs: every pair of games gave the same.";
    const std::string interval = "95% interval " + number(d.low, unit, true) + " to " +
                                 number(d.high, unit, true) +
                                 (unit == Unit::Rate ? " points" : suffix);
    const std::string moved =
        label + (d.difference > 0 ? " rose" : " fell") + " from " + a + " to " + b + suffix;
    if (d.real())
        return moved + "; the difference is real (" + interval + ").";
    return moved + "; the difference may be chance (" + interval + ").";
}

struct Metric {
    std::string id;
    std::string label;
    Unit unit;
    double offset = 0.0; // shown values are the means plus this (the fair share's shift)
    std::string noun;    // "turns" after a mean
    std::function<double(const SimulatedGame&)> value;
};

nlohmann::json row(const Metric& m, const PairedDifference& d) {
    return {{"id", m.id},
            {"label", m.label},
            {"unit", m.unit == Unit::Rate ? "rate" : "mean"},
            {"a", d.meanA + m.offset},
            {"b", d.meanB + m.offset},
            {"difference", d.difference},
            {"ci95", {d.low, d.high}},
            {"real", d.real()},
            {"direction", d.difference > 0   ? "up"
                          : d.difference < 0 ? "down"
                                             : "same"},
            {"efficiency", std::isfinite(d.efficiency()) ? nlohmann::json(d.efficiency())
                                                         : nlohmann::json(nullptr)},
            {"verdict", verdict(m.label, d, m.unit, m.offset, m.noun)}};
}

void checkSameSeeds(const SimulationResult& a, const SimulationResult& b) {
    if (a.games.size() != b.games.size())
        throw InvalidInput("A/B comparison: design A has " + std::to_string(a.games.size()) +
                           " games and design B " + std::to_string(b.games.size()) +
                           "; both must play the same seeds");
    for (std::size_t i = 0; i < a.games.size(); ++i)
        if (a.games[i].index != b.games[i].index || a.games[i].seed != b.games[i].seed)
            throw InvalidInput("A/B comparison: game " + std::to_string(i) +
                               " was played on another seed in design B");
}

} // namespace

nlohmann::json compareBatches(const SimulationResult& a, const SimulationResult& b,
                              const Ruleset& ruleset, int numPlayers) {
    checkSameSeeds(a, b);
    const auto& counters = ruleset.counters();
    const std::size_t numCounters = counters.size();
    const bool cooperative = ruleset.cooperative();

    std::vector<Metric> metrics;
    if (cooperative) {
        metrics.push_back({"team_win_rate", "The team's win rate", Unit::Rate, 0.0, "",
                           [](const SimulatedGame& g) { return g.outcome.won(0) ? 1.0 : 0.0; }});
    } else {
        // Games without a first mover (none in the shipped rulesets) count as fair.
        const double fair = 1.0 / numPlayers;
        metrics.push_back({"first_player_advantage", "First-player advantage", Unit::Rate, -fair,
                           "", [fair](const SimulatedGame& g) {
                               return g.firstMover < 0 ? fair
                                                       : (g.outcome.won(g.firstMover) ? 1.0 : 0.0);
                           }});
        for (int seat = 0; seat < numPlayers; ++seat)
            metrics.push_back(
                {"seat_win_rate/" + std::to_string(seat), playerLabel(seat) + "'s win rate",
                 Unit::Rate, 0.0, "",
                 [seat](const SimulatedGame& g) { return g.outcome.won(seat) ? 1.0 : 0.0; }});
        metrics.push_back({"draw_rate", "The draw rate", Unit::Rate, 0.0, "",
                           [](const SimulatedGame& g) { return g.outcome.draw ? 1.0 : 0.0; }});
    }
    metrics.push_back({"turn_limit_rate", "The share of games ended by the turn limit", Unit::Rate,
                       0.0, "",
                       [](const SimulatedGame& g) { return g.outcome.turnLimit ? 1.0 : 0.0; }});
    metrics.push_back({"length", "Mean game length", Unit::Mean, 0.0, "turns",
                       [](const SimulatedGame& g) { return static_cast<double>(g.turns); }});
    metrics.push_back({"decisions", "Mean seat decisions per game", Unit::Mean, 0.0, "",
                       [](const SimulatedGame& g) { return static_cast<double>(g.decisions); }});
    for (std::size_t c = 0; c < numCounters; ++c)
        metrics.push_back(
            {"usage/" + counters[c].id, "The share of games using " + counters[c].id, Unit::Rate,
             0.0, "", [c, numCounters, numPlayers](const SimulatedGame& g) {
                 for (int seat = 0; seat < numPlayers; ++seat) {
                     const std::size_t at = static_cast<std::size_t>(seat) * numCounters + c;
                     if (at < g.counters.size() && g.counters[at] > 0)
                         return 1.0;
                 }
                 return 0.0;
             }});

    nlohmann::json rows = nlohmann::json::array();
    std::vector<double> va(a.games.size()), vb(b.games.size());
    for (const Metric& m : metrics) {
        for (std::size_t i = 0; i < va.size(); ++i) {
            va[i] = m.value(a.games[i]);
            vb[i] = m.value(b.games[i]);
        }
        rows.push_back(row(m, pairedDifference(va, vb)));
    }

    const nlohmann::json& head = rows.front();
    std::string headline = head["verdict"].get<std::string>();
    if (head["efficiency"].is_number() && head["efficiency"].get<double>() > 1.0) {
        char buffer[128];
        std::snprintf(buffer, sizeof buffer,
                      " Playing both designs on the same seeds made this as precise as %.1f "
                      "times as many games on independent seeds.",
                      head["efficiency"].get<double>());
        headline += buffer;
    }
    return {{"games", a.games.size()},
            {"players", numPlayers},
            {"cooperative", cooperative},
            {"headline", headline},
            {"metrics", std::move(rows)}};
}

} // namespace pb
