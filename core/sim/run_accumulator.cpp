#include "sim/run_accumulator.h"

#include "engine/game.h"
#include "engine/heatmap.h"
#include "engine/ruleset.h"

#include <algorithm>

namespace pb {

namespace {

// The game an outlier list keeps of a game: no counters, no heat.
SimulatedGame slim(const SimulatedGame& game) {
    SimulatedGame kept;
    kept.index = game.index;
    kept.seed = game.seed;
    kept.firstMover = game.firstMover;
    kept.outcome = game.outcome;
    kept.turns = game.turns;
    kept.decisions = game.decisions;
    kept.legalDecisionSum = game.legalDecisionSum;
    kept.countedDecisionPoints = game.countedDecisionPoints;
    return kept;
}

// Keeps `game` in `slot` when `better` prefers it, ties going to the earlier
// game: the one a pass over the games in index order would keep.
template <class Better>
void keepIf(std::optional<SimulatedGame>& slot, const SimulatedGame& game, Better better) {
    if (!slot || better(game, *slot) || (!better(*slot, game) && game.index < slot->index))
        slot = slim(game);
}

bool longer(const SimulatedGame& a, const SimulatedGame& b) {
    return a.turns > b.turns;
}

bool shorter(const SimulatedGame& a, const SimulatedGame& b) {
    return a.turns < b.turns;
}

} // namespace

RunAccumulator::RunAccumulator(int numPlayers, std::size_t numCounters,
                               std::vector<int> heatmapCells)
    : numPlayers_(std::max(0, numPlayers)), wins_(static_cast<std::size_t>(numPlayers_), 0),
      counters_(numCounters), heatCells_(std::move(heatmapCells)),
      quickestWin_(static_cast<std::size_t>(numPlayers_)) {
    const std::size_t seats = numPlayers_ > 1 ? static_cast<std::size_t>(numPlayers_) : 0;
    for (int cells : heatCells_) {
        Heat heat;
        heat.sums.assign(static_cast<std::size_t>(cells), 0);
        heat.gamesWith.assign(static_cast<std::size_t>(cells), 0);
        heat.bySeat.assign(seats, std::vector<std::uint64_t>(static_cast<std::size_t>(cells), 0));
        heat.seatBlocks = seats > 0;
        heat_.push_back(std::move(heat));
    }
}

RunAccumulator RunAccumulator::forGame(const Game& game) {
    std::vector<int> cells;
    for (const HeatmapSpec& map : game.heatmaps())
        cells.push_back(map.cells());
    return RunAccumulator(game.numPlayers(), game.ruleset().counters().size(), std::move(cells));
}

void RunAccumulator::add(const SimulatedGame& g) {
    ++games_;
    for (int seat = 0; seat < numPlayers_; ++seat)
        wins_[static_cast<std::size_t>(seat)] += g.outcome.won(seat) ? 1 : 0;
    draws_ += g.outcome.draw ? 1 : 0;
    turnLimit_ += g.outcome.turnLimit ? 1 : 0;
    lengths_.add(g.turns);
    decisions_.add(g.decisions);
    if (g.firstMover >= 0) {
        ++withFirstMover_;
        firstMoverWins_ += g.outcome.won(g.firstMover) ? 1 : 0;
    }
    legalSum_ += g.legalDecisionSum;
    legalPoints_ += static_cast<std::uint64_t>(g.countedDecisionPoints);
    countedGames_ += g.countedDecisionPoints > 0 ? 1 : 0;

    const std::size_t numCounters = counters_.size();
    for (std::size_t c = 0; c < numCounters; ++c) {
        CounterUse& use = counters_[c];
        std::uint32_t most = 0;
        bool usedInGame = false;
        for (int seat = 0; seat < numPlayers_; ++seat) {
            const std::size_t at = static_cast<std::size_t>(seat) * numCounters + c;
            const std::uint32_t value = at < g.counters.size() ? g.counters[at] : 0;
            use.total += value;
            most = std::max(most, value);
            const bool won = g.outcome.won(seat);
            if (value > 0) {
                ++use.seatGamesUsed;
                use.userWins += won ? 1 : 0;
                usedInGame = true;
            } else {
                use.otherWins += won ? 1 : 0;
            }
        }
        use.gamesUsed += usedInGame ? 1 : 0;
        use.perGame.add(most);
    }
    if (!g.heat.empty())
        addHeat(g);
    keepOutliers(g);
}

// A game's heat is its maps' cells (the all-seats block), then with more than
// one seat the same block per seat; a game counted without the seats' blocks
// (built by hand) leaves a map without its per-seat split.
void RunAccumulator::addHeat(const SimulatedGame& g) {
    std::size_t block = 0;
    for (int cells : heatCells_)
        block += static_cast<std::size_t>(cells);
    const std::size_t seats = numPlayers_ > 1 ? static_cast<std::size_t>(numPlayers_) : 0;
    std::size_t offset = 0;
    for (std::size_t m = 0; m < heat_.size(); ++m) {
        Heat& heat = heat_[m];
        const auto cells = static_cast<std::size_t>(heatCells_[m]);
        if (g.heat.size() >= offset + cells) {
            ++heat.games;
            for (std::size_t c = 0; c < cells; ++c) {
                heat.sums[c] += g.heat[offset + c];
                heat.gamesWith[c] += g.heat[offset + c] > 0 ? 1 : 0;
            }
            if (g.heat.size() < block * (1 + seats)) {
                heat.seatBlocks = false;
            } else {
                for (std::size_t seat = 0; seat < seats; ++seat)
                    for (std::size_t c = 0; c < cells; ++c)
                        heat.bySeat[seat][c] += g.heat[block * (seat + 1) + offset + c];
            }
        }
        offset += cells;
    }
}

void RunAccumulator::keepOutliers(const SimulatedGame& g) {
    keepIf(longest_, g, longer);
    keepIf(shortest_, g, shorter);
    const int winner = g.outcome.winner;
    if (winner >= 0 && winner < numPlayers_)
        keepIf(quickestWin_[static_cast<std::size_t>(winner)], g, shorter);
}

void RunAccumulator::merge(const RunAccumulator& other) {
    games_ += other.games_;
    draws_ += other.draws_;
    turnLimit_ += other.turnLimit_;
    withFirstMover_ += other.withFirstMover_;
    firstMoverWins_ += other.firstMoverWins_;
    legalSum_ += other.legalSum_;
    legalPoints_ += other.legalPoints_;
    countedGames_ += other.countedGames_;
    for (std::size_t s = 0; s < wins_.size() && s < other.wins_.size(); ++s)
        wins_[s] += other.wins_[s];
    lengths_.merge(other.lengths_);
    decisions_.merge(other.decisions_);
    for (std::size_t c = 0; c < counters_.size() && c < other.counters_.size(); ++c) {
        CounterUse& use = counters_[c];
        const CounterUse& more = other.counters_[c];
        use.total += more.total;
        use.seatGamesUsed += more.seatGamesUsed;
        use.gamesUsed += more.gamesUsed;
        use.userWins += more.userWins;
        use.otherWins += more.otherWins;
        use.perGame.merge(more.perGame);
    }
    for (std::size_t m = 0; m < heat_.size() && m < other.heat_.size(); ++m) {
        Heat& heat = heat_[m];
        const Heat& more = other.heat_[m];
        heat.games += more.games;
        heat.seatBlocks = heat.seatBlocks && more.seatBlocks;
        for (std::size_t c = 0; c < heat.sums.size(); ++c) {
            heat.sums[c] += more.sums[c];
            heat.gamesWith[c] += more.gamesWith[c];
        }
        for (std::size_t s = 0; s < heat.bySeat.size(); ++s)
            for (std::size_t c = 0; c < heat.bySeat[s].size(); ++c)
                heat.bySeat[s][c] += more.bySeat[s][c];
    }
    if (other.longest_)
        keepIf(longest_, *other.longest_, longer);
    if (other.shortest_)
        keepIf(shortest_, *other.shortest_, shorter);
    for (std::size_t s = 0; s < quickestWin_.size() && s < other.quickestWin_.size(); ++s)
        if (other.quickestWin_[s])
            keepIf(quickestWin_[s], *other.quickestWin_[s], shorter);
}

} // namespace pb
