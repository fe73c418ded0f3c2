#pragma once

#include <atomic>
#include <cmath>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace pb {

class Game;

// A search's value of a position is a score, not a probability: the best
// line's mean is optimistic (the tree's opponents play worse than real ones),
// and a heuristic leaf is not a chance at all. The second opinion therefore
// maps each search value to a win chance fitted on simulated games of the
// same ruleset, parameters, seats and budget: positions drawn from games
// played by the reference play (kWinChanceReference for every seat), each
// valued by the same search, each paired with how that game then ended. The
// win chance is then "the chance this seat wins if the game goes on as the
// reference play plays it", and a test checks it against fresh games within
// a binomial interval. Proven positions (MCTS-Solver) keep their exact 1 or 0.

// Every seat of the simulated games: one-step lookahead, scored by the
// ruleset's evaluation where it has one, else by random playouts. Cheap
// enough to play hundreds of games per analysis; stronger play (MCTS at the
// analysis budget) would cost a search per decision of every sample game.
inline constexpr const char* kWinChanceReference = "greedy";

// One simulated position: the search's value for the seat to move, whether
// the search proved it, and the seat's score at the end of the game (1 won, 0
// lost, a draw's share between).
struct WinChanceSample {
    double estimate = 0.0;
    double outcome = 0.0;
    bool proven = false;
};

// p = 1 / (1 + exp(-(intercept + slope * logit(value)))), the value clamped to
// [kClamp, 1 - kClamp]; fitted by logistic regression (Newton's method, so
// deterministic). `samples` 0 means the identity (no fit).
struct WinChanceMap {
    static constexpr double kClamp = 0.005;
    double intercept = 0.0;
    double slope = 1.0;
    int samples = 0;
    // The win chance for a search value; the identity without a fit.
    double apply(double value) const;
    // d(apply)/d(value): carries a value's standard error to the chance's.
    double derivative(double value) const;
};

// `count` positions, one from each of `count` reference games (a seat
// decision drawn uniformly from the game's), valued by MCTS at `iterations`
// for the seat to move. Game i is seeded deriveSeed(seed, i): the same
// arguments give the same samples. `cancel`, when set, stops after the game
// under way (fewer samples).
std::vector<WinChanceSample> sampleWinChances(const Game& game, int iterations, int count,
                                              std::uint64_t seed,
                                              const std::atomic<bool>* cancel = nullptr);

// The logistic fit over the unproven samples; the identity when there are
// fewer than 20 of them or every outcome is the same.
WinChanceMap fitWinChanceMap(std::span<const WinChanceSample> samples);

// The map fitted on `games` samples (sampleWinChances then fitWinChanceMap).
WinChanceMap calibrateWinChance(const Game& game, int iterations, int games, std::uint64_t seed,
                                const std::atomic<bool>* cancel = nullptr);

// Unproven samples put in `bins` equal buckets of the mapped chance. A
// bucket's tolerance is z * sqrt(p (1 - p) / n) at its mean chance p (n its
// samples, p(1 - p) at least 1 / (4n)): the binomial interval of a win rate
// whose true chance is p; a draw's half point only narrows the spread.
struct CalibrationBucket {
    double low = 0.0, high = 0.0;
    int count = 0;
    double meanChance = 0.0;
    double winRate = 0.0;
    double tolerance = 0.0;
    bool within() const { return count == 0 || std::abs(winRate - meanChance) <= tolerance; }
};
std::vector<CalibrationBucket> calibrationBuckets(std::span<const WinChanceSample> samples,
                                                  const WinChanceMap& map, int bins, double z);

} // namespace pb
