#include "stats/ab_comparison.h"

#include "engine/decision_text.h"
#include "engine/errors.h"
#include "engine/generated_setup_parameters.h"
#include "engine/ruleset.h"
#include "sim/simulator.h"
#include "stats/multiple_comparisons.h"
#include "stats/paired_difference.h"
#include "stats/paired_tests.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace pb {

namespace {

enum class Unit { Rate, Mean };

constexpr double kAlpha = 0.05;
constexpr double kPrimaryShare = 0.8; // of kAlpha: the primary metric's own level
constexpr double kPower = 0.8;

std::string number(double x, Unit unit, bool signedValue = false) {
    char buffer[32];
    if (unit == Unit::Rate)
        std::snprintf(buffer, sizeof buffer, signedValue ? "%+.1f" : "%.1f%%", 100.0 * x);
    else
        std::snprintf(buffer, sizeof buffer, signedValue ? "%+.2f" : "%.2f", x);
    return buffer;
}

// 12345 -> "12,345".
std::string count(std::uint64_t n) {
    std::string digits = std::to_string(n), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

std::string pText(double p) {
    if (p < 0.0001)
        return "p < 0.0001";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, p < 0.01 ? "p = %.4f" : "p = %.2f", p);
    return buffer;
}

struct Metric {
    std::string id;
    std::string label;
    Unit unit;
    double offset = 0.0; // shown values are the means plus this (the fair share's shift)
    std::string noun;    // "turns" after a mean
    std::function<double(const SimulatedGame&)> value;
};

// One metric measured on the pairs.
struct Measured {
    const Metric* metric = nullptr;
    PairedDifference d;
    bool yesNo = false; // every game's value is 0 or 1
    double low = 0.0, high = 0.0;
    double p = 1.0;
    double pAdjusted = 1.0;
    double level = 0.0;
    bool real = false;
    bool primary = false;
    double pairSd = 0.0;     // one pair's difference
    double effectSize = 0.0; // |difference| in standard deviations of one game's value
    std::uint64_t gamesNeeded = 0;
};

Measured measure(const Metric& m, std::span<const double> va, std::span<const double> vb) {
    Measured out;
    out.metric = &m;
    out.d = pairedDifference(va, vb);
    const std::size_t n = out.d.pairs;
    out.pairSd = out.d.pairedStdError * std::sqrt(static_cast<double>(n));
    out.yesNo = true;
    PairedCounts counts;
    double varA = 0.0, varB = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const bool ya = va[i] == 1.0, yb = vb[i] == 1.0;
        out.yesNo = out.yesNo && (ya || va[i] == 0.0) && (yb || vb[i] == 0.0);
        (ya ? (yb ? counts.both : counts.onlyA) : (yb ? counts.onlyB : counts.neither)) += 1;
        varA += (va[i] - out.d.meanA) * (va[i] - out.d.meanA);
        varB += (vb[i] - out.d.meanB) * (vb[i] - out.d.meanB);
    }
    const double gameSd = n > 1 ? std::sqrt((varA + varB) / (2.0 * static_cast<double>(n - 1))) : 0;
    out.effectSize = gameSd > 0.0              ? std::abs(out.d.difference) / gameSd
                     : out.d.difference != 0.0 ? INFINITY
                                               : 0.0;
    if (n < 2)
        return out; // p stays 1: one pair says nothing
    if (out.yesNo) {
        const DifferenceInterval interval = newcombePairedInterval(counts);
        out.low = interval.low;
        out.high = interval.high;
        out.p = mcnemarExactP(counts);
    } else {
        out.low = out.d.low;
        out.high = out.d.high;
        out.p = out.d.pairedStdError > 0.0
                    ? normalTwoSidedP(out.d.difference / out.d.pairedStdError)
                    : (out.d.difference != 0.0 ? 0.0 : 1.0);
    }
    return out;
}

// "First-player advantage fell from 8.1% to 2.3%; the difference is real (95%
// interval -6.9 to -4.7 points; p = 0.0012)."
std::string verdict(const Measured& x, std::size_t secondaries) {
    const Metric& m = *x.metric;
    const PairedDifference& d = x.d;
    const std::string a = number(d.meanA + m.offset, m.unit),
                      b = number(d.meanB + m.offset, m.unit);
    const std::string suffix = m.noun.empty() ? "" : " " + m.noun;
    if (d.difference == 0.0 && d.pairedStdError == 0.0)
        return m.label + " is " + a + suffix +
               " in both designs: every pair of games gave the same.";
    std::string evidence = "95% interval " + number(x.low, m.unit, true) + " to " +
                           number(x.high, m.unit, true) +
                           (m.unit == Unit::Rate ? " points" : suffix) + "; ";
    evidence += x.primary
                    ? pText(x.p)
                    : pText(x.p) + "; " + pText(x.pAdjusted) + " after Holm's correction for " +
                          std::to_string(secondaries) + " metrics";
    if (d.difference == 0.0)
        return m.label + " is " + a + suffix + " in both designs on average; the difference " +
               (x.real ? "is real (" : "may be chance (") + evidence + ").";
    const std::string moved =
        m.label + (d.difference > 0 ? " rose" : " fell") + " from " + a + " to " + b + suffix;
    return moved + (x.real ? "; the difference is real (" : "; the difference may be chance (") +
           evidence + ").";
}

nlohmann::json row(const Measured& x, std::size_t secondaries) {
    const Metric& m = *x.metric;
    const PairedDifference& d = x.d;
    return {{"id", m.id},
            {"label", m.label},
            {"unit", m.unit == Unit::Rate ? "rate" : "mean"},
            {"test", x.yesNo ? "mcnemar" : "paired-z"},
            {"role", x.primary ? "primary" : "secondary"},
            {"a", d.meanA + m.offset},
            {"b", d.meanB + m.offset},
            {"difference", d.difference},
            {"ci95", {x.low, x.high}},
            {"p", x.p},
            {"p_adjusted", x.pAdjusted},
            {"level", x.level},
            {"real", x.real},
            {"effect_size",
             std::isfinite(x.effectSize) ? nlohmann::json(x.effectSize) : nlohmann::json(nullptr)},
            {"direction", d.difference > 0   ? "up"
                          : d.difference < 0 ? "down"
                                             : "same"},
            {"efficiency", std::isfinite(d.efficiency()) ? nlohmann::json(d.efficiency())
                                                         : nlohmann::json(nullptr)},
            {"games_needed", x.gamesNeeded},
            // Every pair of games gave the same value (an unchanged design on
            // the same seeds): a yes/no metric's interval is still not 0 wide.
            {"every_pair_same", d.difference == 0.0 && d.pairedStdError == 0.0},
            {"verdict", verdict(x, secondaries)}};
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

std::vector<Metric> metricsOf(const Ruleset& ruleset, int numPlayers) {
    const auto& counters = ruleset.counters();
    const std::size_t numCounters = counters.size();
    std::vector<Metric> metrics;
    if (ruleset.cooperative()) {
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
    return metrics;
}

// " A difference of 5.0 points would be found 4 times in 5 with about 1,234
// games; this comparison had 500." Says whether "may be chance" means "too
// few games" or "less than that difference".
std::string powerSentence(const Measured& x, double effect, std::uint64_t games) {
    if (x.gamesNeeded == 0)
        return {};
    const Metric& m = *x.metric;
    char size[48];
    if (m.unit == Unit::Rate)
        std::snprintf(size, sizeof size, "%.1f points", 100.0 * effect);
    else
        std::snprintf(size, sizeof size, "%.2f%s", effect, m.noun.empty() ? "" : " ");
    return " A difference of " + std::string(size) + (m.unit == Unit::Rate ? "" : m.noun) +
           " would be found 4 times in 5 with about " + count(x.gamesNeeded) +
           " games; this comparison had " + count(games) +
           (x.gamesNeeded <= games ? ", so a difference that large would most likely have shown."
                                   : ", too few to tell.");
}

} // namespace

std::vector<std::string> comparisonMetricIds(const Ruleset& ruleset, int numPlayers) {
    std::vector<std::string> ids;
    for (const Metric& m : metricsOf(ruleset, numPlayers))
        ids.push_back(m.id);
    return ids;
}

std::vector<std::string> changesFixedBySavedSetup(const Ruleset& ruleset,
                                                  const nlohmann::json& paramsA,
                                                  const nlohmann::json& paramsB,
                                                  const nlohmann::json& setupA,
                                                  const nlohmann::json& setupB) {
    std::vector<std::string> fixed;
    // Two different saved set-ups are a comparison of set-ups: the stale
    // generation parameters beside them do not make it a no-op.
    if (setupA.is_null() || setupA != setupB)
        return fixed;
    for (const ParameterSpec& spec : ruleset.parameters().specs())
        if (shapesGeneratedSetupOnly(ruleset.id(), spec.name) &&
            paramsA.value(spec.name, nlohmann::json()) !=
                paramsB.value(spec.name, nlohmann::json()))
            fixed.push_back(spec.name);
    return fixed;
}

nlohmann::json compareBatches(const SimulationResult& a, const SimulationResult& b,
                              const Ruleset& ruleset, int numPlayers,
                              const ComparisonOptions& options) {
    checkSameSeeds(a, b);
    const std::vector<Metric> metrics = metricsOf(ruleset, numPlayers);
    std::size_t primary = 0;
    if (!options.primary.empty()) {
        const auto it = std::find_if(metrics.begin(), metrics.end(),
                                     [&](const Metric& m) { return m.id == options.primary; });
        if (it == metrics.end())
            throw InvalidInput("A/B comparison: \"" + options.primary +
                               "\" is not a metric of this comparison (such as " +
                               metrics.front().id + ", length or draw_rate)");
        primary = static_cast<std::size_t>(it - metrics.begin());
    }

    std::vector<Measured> measured;
    std::vector<double> va(a.games.size()), vb(b.games.size());
    for (const Metric& m : metrics) {
        for (std::size_t i = 0; i < va.size(); ++i) {
            va[i] = m.value(a.games[i]);
            vb[i] = m.value(b.games[i]);
        }
        measured.push_back(measure(m, va, vb));
    }

    std::vector<double> secondaryP;
    for (std::size_t i = 0; i < measured.size(); ++i)
        if (i != primary)
            secondaryP.push_back(measured[i].p);
    const FamilyVerdicts family =
        judgeFamily(measured[primary].p, secondaryP, kAlpha, kPrimaryShare);
    for (std::size_t i = 0, s = 0; i < measured.size(); ++i) {
        Measured& x = measured[i];
        if (i == primary) {
            x.primary = true;
            x.pAdjusted = x.p;
            x.level = kPrimaryShare * kAlpha;
            x.real = family.primaryReal;
        } else {
            x.pAdjusted = family.secondaryAdjusted[s];
            x.level = family.secondaryLevel;
            x.real = family.secondaryReal[s];
            ++s;
        }
    }

    Measured& head = measured[primary];
    const double effect =
        options.minimumEffect > 0.0
            ? options.minimumEffect
            : (head.metric->unit == Unit::Rate ? 0.05 : 0.05 * std::abs(head.d.meanA));
    head.gamesNeeded = pairsForPower(head.pairSd, effect, kPrimaryShare * kAlpha, kPower);

    // The primary first, then the real secondary findings, largest first.
    std::vector<std::size_t> order{primary};
    std::vector<std::size_t> realOnes, rest;
    for (std::size_t i = 0; i < measured.size(); ++i)
        if (i != primary)
            (measured[i].real ? realOnes : rest).push_back(i);
    std::stable_sort(realOnes.begin(), realOnes.end(), [&](std::size_t x, std::size_t y) {
        return measured[x].effectSize > measured[y].effectSize;
    });
    order.insert(order.end(), realOnes.begin(), realOnes.end());
    order.insert(order.end(), rest.begin(), rest.end());

    const std::size_t secondaries = secondaryP.size();
    nlohmann::json rows = nlohmann::json::array();
    for (std::size_t i : order)
        rows.push_back(row(measured[i], secondaries));

    std::string headline = rows.front()["verdict"].get<std::string>();
    if (head.d.efficiency() > 1.0 && std::isfinite(head.d.efficiency())) {
        char buffer[128];
        std::snprintf(buffer, sizeof buffer,
                      " Playing both designs on the same seeds made this as precise as %.1f "
                      "times as many games on independent seeds.",
                      head.d.efficiency());
        headline += buffer;
    }
    if (!head.real)
        headline += powerSentence(head, effect, a.games.size());
    if (!realOnes.empty())
        headline += " Among the other metrics: " + rows[1]["verdict"].get<std::string>();

    const std::string correction =
        "The primary metric (" + head.metric->id + ") is judged at the 4% level; the other " +
        std::to_string(secondaries) + " metrics by Holm's correction at the " +
        (family.primaryReal ? "5% level, since the primary difference is real"
                            : "1% level (it would be 5% had the primary difference been real)") +
        ". So two designs that play alike get any metric called real in at most 5% of "
        "comparisons.";
    return {{"games", a.games.size()},
            {"players", numPlayers},
            {"cooperative", ruleset.cooperative()},
            {"primary", head.metric->id},
            {"alpha", kAlpha},
            {"correction", correction},
            {"headline", headline},
            {"power",
             {{"effect", effect}, {"games_needed", head.gamesNeeded}, {"games", a.games.size()}}},
            {"metrics", std::move(rows)}};
}

} // namespace pb
