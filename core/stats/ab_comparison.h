#pragma once

#include <nlohmann/json.hpp>

namespace pb {

class Ruleset;
struct SimulationResult;

// A/B comparison of two designs of one ruleset (two parameter sets, or two
// set-ups) from batches played with the same agents on the same game seeds:
// game i of B against game i of A (common random numbers), so the luck both
// games share cancels and a real difference shows with fewer games.
//
// {"games", "players", "cooperative", "headline" (the first metric's verdict,
// and how many independent games each pair was worth for it),
// "metrics": [{"id", "label", "unit" ("rate" or "mean"), "a", "b",
// "difference" (b - a), "ci95" [low, high], "real" (the interval excludes 0),
// "direction" ("up", "down", "same"), "efficiency", "verdict"}]}, the headline
// metric first: the team's win rate of a cooperative ruleset, the first
// player's advantage otherwise; then each seat's win rate, draws, turn-limit
// ends, game length, seat decisions, and the share of games that used each of
// the ruleset's counters. docs/reports.md, "A/B comparison", has every field.
//
// Throws InvalidInput when the batches were not played on the same seeds (a
// game missing from one, or another seed at the same index).
nlohmann::json compareBatches(const SimulationResult& a, const SimulationResult& b,
                              const Ruleset& ruleset, int numPlayers);

} // namespace pb
