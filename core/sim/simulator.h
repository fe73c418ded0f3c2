#pragma once

#include "engine/outcome.h"
#include "sim/run_accumulator.h"
#include "sim/simulated_game.h"

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
    // Whether SimulationResult::games holds every game; without them the
    // result's memory does not grow with the games (its totals are kept either way).
    bool keepGames = true;
};

struct SimulationResult {
    // By index; only finished games when cancelled; empty unless keepGames.
    std::vector<SimulatedGame> games;
    bool cancelled = false;
    // Every finished game counted (RunAccumulator::forGame of the config's game).
    RunAccumulator totals;
};

// Runs the batch over `threads` worker threads. Game i is seeded with
// deriveSeed(runSeed, i) and its result stored at its index, so every number is
// the same for any thread count. Throws InvalidInput for a bad agent spec.
SimulationResult simulate(const SimulationConfig& config);

// {"games", "win_rates" (per seat), "draws", "turn_limit_ends", "mean_length",
// "median_length" (turns), "mean_decisions", "first_mover_win_rate"}.
nlohmann::json summarize(const SimulationResult& result, int numPlayers);
// The same of a run's totals (numPlayers: the accumulator's).
nlohmann::json summarize(const RunAccumulator& totals, bool cancelled);

// The heatmaps of a batch run with SimulationConfig::heatmaps, summed over its
// games: [{"id", "title", "rows", "cols", "games", "cells" (row by row, the
// run's totals), "max", "games_with" (per cell, the games in which it saw an
// event), and with more than one seat "seats" (each seat's totals) and
// "chance" (the rest)}], one per Game::heatmaps() of `game`. Shown per game
// by heatmapPerGame() (stats/heatmap_stats.h).
nlohmann::json summarizeHeatmaps(const SimulationResult& result, const Game& game);
// The same of a run's totals, shaped by RunAccumulator::forGame(game).
nlohmann::json summarizeHeatmaps(const RunAccumulator& totals, const Game& game);

} // namespace pb
