#pragma once

#include "studies/balance_search.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pb {

// The second search behind auto-balance: the N-Tuple Bandit Evolutionary
// Algorithm (Lucas, Liu and Perez 2018), as the TAG framework offers it for
// tuning games. Where successive halving measures a fixed list of candidates,
// NTBEA walks the whole grid the axes span: it measures one point with a few
// games, adds the result to a model that keeps statistics per value of each
// parameter (the 1-tuples), per pair of parameters (the 2-tuples, with three
// or more axes) and per whole point (the N-tuple), then looks at `neighbours`
// random mutations of the point and measures next the one the model rates best
// with a UCB bonus for what it has rarely seen. It suits grids too big to give
// every point games (several axes, wide ranges); on a few candidates halving,
// which measures all of them, is the safer choice.
//
// A candidate is a point of the grid, numbered in mixed radix with the first
// dimension varying fastest. Every draw comes from the project's Rng seeded
// with `seed`, so one seed gives the same search on every platform and for
// any thread count of the evaluator.
struct NtbeaConfig {
    std::vector<BalanceTarget> targets;
    std::vector<std::size_t> dimensions; // how many values each parameter takes
    std::uint64_t evaluations = 300;     // measurements, each of gamesPerEvaluation more games
    std::uint64_t gamesPerEvaluation = 20;
    double exploration = 0.5;    // the UCB constant: how much a rarely seen value is worth trying
    std::size_t neighbours = 50; // mutations the model rates before each measurement
    std::uint64_t seed = 1;
    // Where the walk starts (a candidate number); without it, a point drawn with the seed.
    std::optional<std::size_t> start;
    // Called after each evaluation, with the games played so far.
    std::function<void(std::uint64_t done)> progress;
    // Set to true from anywhere to stop after the evaluation under way.
    const std::atomic<bool>* cancel = nullptr;
    // Without it the lower candidate number goes first among equal ones.
    CandidateTieBreak tieBreak;
};

// How many points the dimensions span (0 without a dimension).
std::size_t ntbeaCandidates(const std::vector<std::size_t>& dimensions);

// The cost NTBEA minimises for `metrics`, 0 best; see ntbea.cpp for why it
// is not targetScore() itself.
double ntbeaCost(const std::vector<BalanceTarget>& targets, const nlohmann::json& metrics);

// Runs the search. Every candidate it measured is in the answer, ordered by
// the model's estimate of its cost (then score, then tieBreak); each
// evaluation of a candidate asks `evaluate` for gamesPerEvaluation more of its
// games, so a candidate measured twice has 2 x gamesPerEvaluation games.
// Throws InvalidInput for no targets, no dimension, an empty dimension, a zero
// count of evaluations, games or neighbours, a negative exploration constant,
// or a start outside the grid.
SearchResult ntbea(const NtbeaConfig& config, const CandidateEvaluator& evaluate);

} // namespace pb
