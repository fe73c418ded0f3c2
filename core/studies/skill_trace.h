#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

class Game;
class Ruleset;

// The skill trace: is it skill or luck? Agents of rising strength play each
// other; the stronger side's win rate is traced against how much stronger it
// is. A flat line means luck decides; a steep one means depth pays. For a
// cooperative ruleset each agent plays every seat, and the team's win rate is
// traced against the team's strength.
struct SkillTraceConfig {
    const Ruleset* ruleset = nullptr;
    std::shared_ptr<const Game> game;
    nlohmann::json setup; // the design's set-up, or null
    // Weakest first; each "random" (strength 1) or "mcts[:iterations=N,...]"
    // (strength N: its search budget), at least two of rising strength.
    std::vector<std::string> ladder = {"random", "mcts:iterations=10", "mcts:iterations=100",
                                       "mcts:iterations=1000"};
    bool allPairs = false;     // every pair of the ladder, not only neighbours
    std::uint64_t games = 100; // per match (per rung when cooperative)
    std::uint64_t seed = 1;
    int threads = 1;
    // Games played so far, of `total`.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    const std::atomic<bool>* cancel = nullptr;
};

// The strength of an agent spec on the ladder: 1 for random, the iterations of
// an MCTS spec. Throws InvalidInput for any other agent, or an MCTS spec with
// a time budget (ms), whose strength depends on the machine.
double agentStrength(const std::string& spec);

// Competitive: {"cooperative": false, "ladder": [{"agent", "strength"}],
// "matches": [{"stronger", "weaker", "ratio", "games", "wins" (the stronger
// side's, a proportion with its 95% interval), "expected" (1/k)}],
// "slope" (points of win rate per tenfold strength, a least-squares line through
// (log10 ratio, rate - 1/k) and the origin), "verdict", "verdict_kind" ("skill",
// "luck", "mixed"), "cancelled"}. In a match the stronger agent holds one seat,
// the weaker every other, and each seat holds the stronger for a k-th of the
// games, so moving first favours neither. Cooperative: "rungs": [{"agent", "strength",
// "games", "team_wins"}] and the slope of the team's rate per tenfold strength
// over the rungs (a least-squares line).
nlohmann::json skillTrace(const SkillTraceConfig& config);

} // namespace pb
