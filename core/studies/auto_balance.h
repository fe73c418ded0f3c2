#pragma once

#include "studies/balance_target.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

class Ruleset;

// How auto-balance spends its games: successive halving over a list of
// candidates (successive_halving.h) or NTBEA's walk over the whole grid (ntbea.h).
enum class BalanceSearch { Halving, Ntbea };

// "halving" or "ntbea", as the CLI and the JSON name them.
const char* balanceSearchName(BalanceSearch search);
// The search `name` names; throws InvalidInput for another word.
BalanceSearch balanceSearchFromName(std::string_view name);

// NTBEA's budget: evaluations x gamesPerEvaluation games in all.
struct NtbeaOptions {
    std::uint64_t evaluations = 300;
    std::uint64_t gamesPerEvaluation = 20;
    double exploration = 0.5;
    std::size_t neighbours = 50;
};

// Auto-balance: which values of the parameters a designer lets it change meet
// the targets they set? Candidates are the points of the sweep the axes span
// (SweepPlan). With successive halving, at most maxCandidates of them are
// drawn with the run seed when there are more, and successiveHalving() spends
// `budget` games on them; with NTBEA, ntbea() walks every point of the grid,
// starting from the designer's own values when they lie on it, for
// ntbea.evaluations x ntbea.gamesPerEvaluation games (budget, maxCandidates
// and minGames unused). Either way every candidate plays the same game seeds
// (common random numbers), so they are compared on the same luck, and the
// answer is judged, ranked, re-measured and noted the same way.
struct AutoBalanceConfig {
    const Ruleset* ruleset = nullptr;
    int players = 0;
    nlohmann::json params = nlohmann::json::object(); // the design's own, which the axes vary
    nlohmann::json setup;                             // the design's set-up, or null
    std::vector<std::string> agents;                  // one per seat
    std::vector<std::string> axes;                    // "name=from:to:step" or "name=v1,v2,..."
    std::vector<BalanceTarget> targets;
    std::uint64_t budget = 10000;
    std::uint64_t minGames = 20;
    std::size_t maxCandidates = 64;
    std::size_t keep = 5; // candidates in the answer
    std::uint64_t seed = 1;
    int threads = 1;
    BalanceSearch search = BalanceSearch::Halving;
    NtbeaOptions ntbea;
    // Games played so far, of at most `budget` (NTBEA: its evaluations' games).
    std::function<void(std::uint64_t done, std::uint64_t budget)> progress;
    const std::atomic<bool>* cancel = nullptr;
};

// {"search" ("halving" or "ntbea"), "targets", "parameters" (the axes' names),
// "candidates" (how many the axes span), "tried" (how many played),
// "budget", "games_played", "rounds" [{"candidates", "games"}] (empty for
// NTBEA), "ntbea" {"evaluations", "games_per_evaluation", "exploration",
// "neighbours"} (NTBEA only), "cancelled", "best": [{"values", "params" (the
// whole parameter set, ready for a new design), "games", "round",
// "evaluations" (how often the search measured it), "score", "distance_from_centres",
// "distance_from_design", "meets_all", "agents", "players", "seed",
// "targets": [{"metric", "text", "value", "ci95" (or null), "verdict"
// ("meets": the whole interval within the bounds, "may meet", "misses"),
// "probability" (of the true value within the bounds), "met" (verdict is
// "meets")}], "search"}], the best first: within the last round reached, more targets
// met, then the smaller miss, then the smaller sum of the distances from the
// targets' centres and from the designer's own values. The first also has "remeasured": {"seed",
// "games", "meets_all", "targets"}, the same games again on seeds no
// candidate played (absent when cancelled).
// Throws InvalidInput (SweepError for a bad axis) before any game is played.
nlohmann::json autoBalance(const AutoBalanceConfig& config);

// The notes of a design made from candidate `candidate` (an entry of "best"):
// the values chosen, by which search after how many games, and each target with its measured
// value and whether it was met. `balance --out-design` and the Reports page's
// "Open as new design" both write them.
std::string autoBalancedNotes(const nlohmann::json& candidate);

} // namespace pb
