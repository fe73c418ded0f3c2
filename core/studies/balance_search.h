#pragma once

#include "studies/balance_target.h"

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

namespace pb {

// What auto-balance's searches (successiveHalving(), ntbea()) share: how a
// candidate is measured and what a search hands back, so that auto-balance
// judges, ranks, re-measures and notes the answer of either in one code path.

// The metrics (balanceMetrics JSON) of `candidate` over its first `games`
// games. A search asks for each candidate with a growing count; an evaluator
// plays only the games it has not played yet, from the same seeds for every
// candidate (common random numbers).
using CandidateEvaluator =
    std::function<nlohmann::json(std::size_t candidate, std::uint64_t games)>;

// Orders candidates of equal score, smaller first (the caller's preferences
// among equally good ones: nearer the targets' centres, nearer the designer's
// design).
using CandidateTieBreak =
    std::function<double(std::size_t candidate, const nlohmann::json& metrics)>;

struct SearchCandidate {
    std::size_t candidate = 0;
    std::uint64_t games = 0; // games its metrics cover
    int round = 0;           // halving: the last round it played (0 first); NTBEA: 0
    int evaluations = 0;     // how many times the search asked for more of its games
    double score = 0.0;      // targetScore() of its metrics
    nlohmann::json metrics;
};

struct SearchResult {
    // Every candidate that played, the search's preferred first.
    std::vector<SearchCandidate> ranked;
    // Halving: per round, how many candidates played it and with how many
    // games each. NTBEA: empty.
    std::vector<std::pair<std::size_t, std::uint64_t>> rounds;
    std::uint64_t gamesPlayed = 0;
    bool cancelled = false;
};

// A candidate's score: the sum of its targets' violations (0: it meets them
// all); a metric a candidate's games lack counts as a violation of 1000.
double targetScore(const std::vector<BalanceTarget>& targets, const nlohmann::json& metrics);

} // namespace pb
