#pragma once

#include "studies/balance_target.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <vector>

namespace pb {

// The search behind auto-balance: successive halving (Jamieson and Talwalkar
// 2016) over a fixed list of candidates. Every candidate plays a few games, the
// better half plays twice as many more, and so on until one is left or the
// budget of games is spent, so most games go to the candidates that matter.
// A candidate's score is the sum of its targets' violations (0: it meets them
// all); a metric a candidate's games lack counts as a violation of 1000.
struct HalvingConfig {
    std::vector<BalanceTarget> targets;
    std::size_t candidates = 0;
    std::uint64_t budget = 0;    // games over all candidates and rounds
    std::uint64_t minGames = 20; // the fewest games a candidate of the first round plays
    // Called after each candidate's games, with the games played so far.
    std::function<void(std::uint64_t done)> progress;
    // Set to true from anywhere to stop after the candidate under way.
    const std::atomic<bool>* cancel = nullptr;
    // Orders candidates of equal score, smaller first (the caller's
    // preferences among equally good ones: nearer the targets' centres, nearer
    // the designer's design); without it the earlier candidate goes first.
    std::function<double(std::size_t candidate, const nlohmann::json& metrics)> tieBreak;
};

// The metrics (balanceMetrics JSON) of `candidate` over its first `games`
// games. The search asks for each candidate with a growing count; an evaluator
// plays only the games it has not played yet, from the same seeds for every
// candidate (common random numbers).
using CandidateEvaluator =
    std::function<nlohmann::json(std::size_t candidate, std::uint64_t games)>;

struct HalvingCandidate {
    std::size_t candidate = 0;
    std::uint64_t games = 0; // games its metrics cover
    int round = 0;           // the last round it played (0 first)
    double score = 0.0;
    nlohmann::json metrics;
};

struct HalvingResult {
    // Every candidate that played, the ones that lasted longest first, then by score.
    std::vector<HalvingCandidate> ranked;
    // Per round: how many candidates played it and with how many games each.
    std::vector<std::pair<std::size_t, std::uint64_t>> rounds;
    std::uint64_t gamesPlayed = 0;
    bool cancelled = false;
};

// The first round's games per candidate so that the rounds fit `budget`:
// each round costs about candidates x first-round games, and there are
// ceil(log2(candidates)) + 1 rounds. Never below minGames.
std::uint64_t firstRoundGames(std::size_t candidates, std::uint64_t budget, std::uint64_t minGames);

// Throws InvalidInput when there are no candidates, no targets, or a budget
// that cannot give every candidate minGames.
HalvingResult successiveHalving(const HalvingConfig& config, const CandidateEvaluator& evaluate);

// The score successiveHalving() gives `metrics`.
double targetScore(const std::vector<BalanceTarget>& targets, const nlohmann::json& metrics);

} // namespace pb
