#pragma once

#include "studies/balance_search.h"

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
// A candidate's score is targetScore() (balance_search.h).
struct HalvingConfig {
    std::vector<BalanceTarget> targets;
    std::size_t candidates = 0;
    std::uint64_t budget = 0;    // games over all candidates and rounds
    std::uint64_t minGames = 20; // the fewest games a candidate of the first round plays
    // Called after each candidate's games, with the games played so far.
    std::function<void(std::uint64_t done)> progress;
    // Set to true from anywhere to stop after the candidate under way.
    const std::atomic<bool>* cancel = nullptr;
    // Without it the earlier of two candidates of equal score goes first.
    CandidateTieBreak tieBreak;
};

// The first round's games per candidate so that the rounds fit `budget`:
// each round costs about candidates x first-round games, and there are
// ceil(log2(candidates)) + 1 rounds. Never below minGames.
std::uint64_t firstRoundGames(std::size_t candidates, std::uint64_t budget, std::uint64_t minGames);

// Throws InvalidInput when there are no candidates, no targets, or a budget
// that cannot give every candidate minGames.
// The answer's ranked list has the ones that lasted longest first, then by
// score; its rounds say how many candidates played each and with how many games.
SearchResult successiveHalving(const HalvingConfig& config, const CandidateEvaluator& evaluate);

} // namespace pb
