#pragma once

#include <nlohmann/json.hpp>

namespace pb {

class Game;
struct SimulationResult;

// A stored heatmap (one entry of summarizeHeatmaps()) as it is shown: each
// cell's events per game, so a run of long games looks no hotter than a run
// of short games with the same pattern. {"per_game" (false for a run stored
// without its game count: then "mean" holds the run's totals), "games",
// "mean" [cell's total / games], "max_mean", "share" [the share of games in
// which the cell saw an event; absent for runs stored before it was counted],
// "seats" [[per seat, events per game its decisions led to]] and "chance"
// [what chance decisions did, per game], both present only when at least two
// seats' decisions put an event on the map (a map only one seat or only
// chance drives has nothing to tell apart)}.
nlohmann::json heatmapPerGame(const nlohmann::json& map);

// The A/B difference maps of two batches played on the same seeds (game i of
// B against game i of A, as compareBatches()): for each heatmap the two
// designs share in shape (same id, rows and columns), every cell's events per
// game in A and in B, B minus A, and a 95% interval of that difference from
// the paired games that holds for all the map's cells at once (Bonferroni
// over the cells; normal approximation). A cell is "beyond_noise" when that
// interval leaves out 0 and at least 30 games were paired; below 30 games the
// map is descriptive only and marks nothing.
// [{"id", "title", "rows", "cols", "games", "a", "b", "difference", "low",
// "high", "beyond_noise" [bool], "marked" (how many cells), "largest" (the
// largest |difference|), "z" (the interval's multiplier), "descriptive" (fewer
// than 30 paired games: nothing marked)}]; a map B lacks or
// shaped otherwise is left out. Empty when either batch counted no heatmaps.
nlohmann::json compareHeatmaps(const SimulationResult& a, const SimulationResult& b,
                               const Game& gameA, const Game& gameB);

} // namespace pb
