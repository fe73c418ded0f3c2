#pragma once

#include "sim/integer_counts.h"
#include "sim/simulated_game.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace pb {

class Game;

// What a run's report needs of its games, taken one game at a time: counts per
// outcome, seat and first mover, the integer distributions (turns, decisions,
// each counter's per-game value) as counts of each value, each counter's use,
// the heatmaps' sums and the few outlier games. Its size is the size of the
// report (seats x counters, heatmap cells, distinct values), never the number
// of games, and every part is a count or an exact integer sum, so two
// accumulators merged give the same totals in any order (the same report for
// any thread count or chunking).
class RunAccumulator {
public:
    // One counter's use over the run's games (the report's "rule usage").
    struct CounterUse {
        std::uint64_t total = 0;         // summed over every seat of every game
        std::uint64_t seatGamesUsed = 0; // seats of games whose value was above 0
        std::uint64_t gamesUsed = 0;     // games where some seat's value was above 0
        std::uint64_t userWins = 0;      // of those seats, the ones that won
        std::uint64_t otherWins = 0;     // seats at 0 that won
        IntegerCounts perGame;           // the game's value: its largest seat's
    };
    // One heatmap's sums over the games that counted it.
    struct Heat {
        std::uint64_t games = 0;
        std::vector<std::uint64_t> sums, gamesWith; // per cell
        std::vector<std::vector<std::uint64_t>> bySeat;
        bool seatBlocks = true; // every counted game had its seats' blocks
    };

    RunAccumulator() = default;
    // `heatmapCells`: each map's cells, in the order of a game's heat.
    RunAccumulator(int numPlayers, std::size_t numCounters, std::vector<int> heatmapCells = {});
    // Shaped for `game`'s seats, its ruleset's counters and its heatmaps.
    static RunAccumulator forGame(const Game& game);

    void add(const SimulatedGame& game);
    void merge(const RunAccumulator& other);

    int numPlayers() const { return numPlayers_; }
    std::size_t numCounters() const { return counters_.size(); }
    std::uint64_t games() const { return games_; }
    std::uint64_t wins(int seat) const { return wins_.at(static_cast<std::size_t>(seat)); }
    std::uint64_t draws() const { return draws_; }
    std::uint64_t turnLimitEnds() const { return turnLimit_; }
    std::uint64_t gamesWithFirstMover() const { return withFirstMover_; }
    std::uint64_t firstMoverWins() const { return firstMoverWins_; }
    std::uint64_t legalDecisionSum() const { return legalSum_; }
    std::uint64_t decisionPointsCounted() const { return legalPoints_; }
    std::uint64_t gamesCounted() const { return countedGames_; }
    const IntegerCounts& lengths() const { return lengths_; }
    const IntegerCounts& decisions() const { return decisions_; }
    const CounterUse& counter(std::size_t c) const { return counters_.at(c); }
    const std::vector<Heat>& heatmaps() const { return heat_; }

    // The outliers, each the earliest game (by index) of its kind: the longest
    // and the shortest game, and per seat its quickest win.
    const std::optional<SimulatedGame>& longest() const { return longest_; }
    const std::optional<SimulatedGame>& shortest() const { return shortest_; }
    const std::optional<SimulatedGame>& quickestWin(int seat) const {
        return quickestWin_.at(static_cast<std::size_t>(seat));
    }

private:
    void addHeat(const SimulatedGame& game);
    void keepOutliers(const SimulatedGame& game);

    int numPlayers_ = 0;
    std::uint64_t games_ = 0, draws_ = 0, turnLimit_ = 0, withFirstMover_ = 0, firstMoverWins_ = 0,
                  legalSum_ = 0, legalPoints_ = 0, countedGames_ = 0;
    std::vector<std::uint64_t> wins_;
    IntegerCounts lengths_, decisions_;
    std::vector<CounterUse> counters_;
    std::vector<int> heatCells_;
    std::vector<Heat> heat_;
    std::optional<SimulatedGame> longest_, shortest_;
    std::vector<std::optional<SimulatedGame>> quickestWin_;
};

} // namespace pb
