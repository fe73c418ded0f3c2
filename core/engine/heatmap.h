#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pb {

class State;
struct Decision;

// One map of where things happen on a game's board, over many games: a grid
// of `rows` x `cols` cells (a board's squares row by row, or a track laid out
// in one row), each counting events. `id` names it in JSON ("visits"),
// `title` says what a cell counts, in English ("moves that ended on the
// square"); an interface words both in its own language from `id`.
struct HeatmapSpec {
    std::string id;
    std::string title;
    int rows = 0;
    int cols = 0;

    int cells() const { return rows * cols; }
};

// Counts one game's events into the cells of its game's heatmaps, laid end
// to end in the order of Game::heatmaps(). A recorder serves one game from
// its first decision and may remember what it needs between decisions
// (which seats were still in, say). Statistics only: it never changes a rule.
class HeatRecorder {
public:
    virtual ~HeatRecorder() = default;
    // Before the first decision, with the game's initial state: a recorder that
    // counts changes keeps what the set-up made here.
    virtual void start(const State& initial) { (void)initial; }
    // After each decision, chance included: `after` is the state it led to,
    // `actor` who took it (kChanceActor for chance).
    virtual void observe(const State& after, const Decision& decision, int actor,
                         std::vector<std::uint32_t>& cells) = 0;
};

} // namespace pb
