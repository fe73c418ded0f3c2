#pragma once

#include "engine/outcome.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

class Game;
struct GameRecord;

struct SimulationConfig {
    std::shared_ptr<const Game> game;
    std::vector<std::string> agentSpecs; // one per seat
    std::uint64_t runSeed = 1;
    std::uint64_t firstGame = 0; // game indices [firstGame, firstGame + games)
    std::uint64_t games = 0;
    int threads = 1;
    nlohmann::json setup; // the design's set-up, or null to generate per game
    // Called from worker threads with the number of games done so far.
    std::function<void(std::uint64_t done)> progress;
    // Set to true from anywhere to stop; games already started finish.
    const std::atomic<bool>* cancel = nullptr;
    // Games with index below this also count their legal decisions at every
    // decision point (the decision-complexity metric), which slows them.
    std::uint64_t complexitySample = 0;
    // Each game also counts the game's heatmaps (Game::heatmaps()) into
    // SimulatedGame::heat; it observes every decision, which slows play.
    bool heatmaps = false;
    // If set, every finished game's full record is handed over (called under a
    // lock, in completion order, not index order).
    std::function<void(std::uint64_t index, const GameRecord&)> onRecord;
};

// One game of a batch: enough for every metric and for per-game CSV export.
struct SimulatedGame {
    std::uint64_t index = 0;
    std::uint64_t seed = 0;
    int firstMover = -1;
    Outcome outcome;
    int turns = 0;
    int decisions = 0;                  // seat decisions, chance excluded
    std::uint64_t legalDecisionSum = 0; // see GameRecord
    int countedDecisionPoints = 0;
    std::vector<std::uint32_t> counters; // seat-major: counters[seat * numCounters + c]
    // With SimulationConfig::heatmaps: the maps' cells, map-major, then with
    // more than one seat the same block again per seat (the events each seat's
    // decisions led to; chance's are in the first block only).
    std::vector<std::uint32_t> heat;
};

struct SimulationResult {
    std::vector<SimulatedGame> games; // by index; only finished games when cancelled
    bool cancelled = false;
};

// Runs the batch over `threads` worker threads. Game i is seeded with
// deriveSeed(runSeed, i) and its result stored at its index, so every number is
// the same for any thread count. Throws InvalidInput for a bad agent spec.
SimulationResult simulate(const SimulationConfig& config);

// {"games", "win_rates" (per seat), "draws", "turn_limit_ends", "mean_length",
// "median_length" (turns), "mean_decisions", "first_mover_win_rate"}.
nlohmann::json summarize(const SimulationResult& result, int numPlayers);

// The heatmaps of a batch run with SimulationConfig::heatmaps, summed over its
// games: [{"id", "title", "rows", "cols", "games", "cells" (row by row, the
// run's totals), "max", "games_with" (per cell, the games in which it saw an
// event), and with more than one seat "seats" (each seat's totals) and
// "chance" (the rest)}], one per Game::heatmaps() of `game`. Shown per game
// by heatmapPerGame() (stats/heatmap_stats.h).
nlohmann::json summarizeHeatmaps(const SimulationResult& result, const Game& game);

} // namespace pb
