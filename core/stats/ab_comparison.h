#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

class Ruleset;
struct SimulationResult;

// A/B comparison of two designs of one ruleset (two parameter sets, or two
// set-ups) from batches played with the same agents on the same game seeds:
// game i of B against game i of A (common random numbers), so the luck both
// games share cancels and a real difference shows with fewer games.
//
// One metric is primary (the designer's question; first-player advantage, or
// the team's win rate of a cooperative ruleset, by default); every other one
// is secondary. A yes/no metric (a seat's win, a draw, a counter used) is
// tested with McNemar's exact test and given Newcombe's paired interval; a
// mean (game length) with the paired normal test and interval. The verdicts
// are judged together so that two designs that play alike get any metric
// called "real" in at most 5% of comparisons (judgeFamily: the primary at
// 4%, the secondaries by Holm's method at the other 1%, or at 5% once the
// primary is real).
//
// {"games", "players", "cooperative", "primary" (its id), "alpha",
// "correction" (how the secondaries were judged, in words), "headline" (the
// primary's verdict, what pairing bought, how many games its smallest
// difference that matters needs, and the largest real secondary finding),
// "power": {"effect", "games_needed", "games"},
// "metrics": [{"id", "label", "unit" ("rate" or "mean"), "test" ("mcnemar" or
// "paired-z"), "role" ("primary" or "secondary"), "a", "b", "difference"
// (b - a), "ci95" [low, high] (unadjusted), "p", "p_adjusted" (Holm; the
// primary's own p), "level" (what p_adjusted had to beat), "real",
// "direction" ("up", "down", "same"), "efficiency", "games_needed",
// "verdict"}]}: the primary first, then the real secondary findings, largest
// first (in standard deviations of a game's value), then the rest in their
// usual order: each seat's win rate, draws, turn-limit ends, game length,
// seat decisions, and the share of games that used each of the ruleset's
// counters. docs/reports.md, "A/B comparison", has every field.
struct ComparisonOptions {
    std::string primary;        // a metric id; empty: the default above
    double minimumEffect = 0.0; // the smallest difference that matters for the
                                // primary; 0: 5 points of a rate, 5% of a mean
};

// The ids of the metrics a comparison of `ruleset` at `numPlayers` has, the
// default primary first: what ComparisonOptions::primary may name.
std::vector<std::string> comparisonMetricIds(const Ruleset& ruleset, int numPlayers);

// The parameters design B changes from design A (both resolved) that cannot
// change play: B plays the same saved set-up as A (`setupA` == `setupB`, not
// null) and the parameter only shapes a generated set-up
// (engine/generated_setup_parameters.h). Empty when every change can matter.
// A comparison that varies one of these is a silent no-op, so the command
// line and the workbench refuse it, naming the parameter.
std::vector<std::string> changesFixedBySavedSetup(const Ruleset& ruleset,
                                                  const nlohmann::json& paramsA,
                                                  const nlohmann::json& paramsB,
                                                  const nlohmann::json& setupA,
                                                  const nlohmann::json& setupB);

// Throws InvalidInput when the batches were not played on the same seeds (a
// game missing from one, or another seed at the same index), or when
// `options.primary` names no metric of this comparison.
nlohmann::json compareBatches(const SimulationResult& a, const SimulationResult& b,
                              const Ruleset& ruleset, int numPlayers,
                              const ComparisonOptions& options = {});

} // namespace pb
