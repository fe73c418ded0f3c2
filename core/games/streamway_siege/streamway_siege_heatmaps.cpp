#include "games/streamway_siege/streamway_siege_game.h"
#include "games/streamway_siege/streamway_siege_state.h"

namespace pb::streamway_siege {

namespace {

int defaultSteps(const Rules& rules) {
    switch (rules.board) {
    case BoardKind::Snakes100:
        return snakes100().steps;
    case BoardKind::Chess64:
        return chess64().steps;
    case BoardKind::Random:
        break;
    }
    return rules.steps;
}

// Cells: the men's row, then the monsters' row, a step per cell (step 1
// first; a set-up board of more steps counts only those that fit).
class StreamwaySiegeHeatRecorder final : public HeatRecorder {
public:
    explicit StreamwaySiegeHeatRecorder(int steps) : steps_(steps) {}

    void observe(const State& after, const Decision&, int,
                 std::vector<std::uint32_t>& cells) override {
        const auto& s = static_cast<const StreamwaySiegeState&>(after);
        for (int i = 0; i < kMaxMen; ++i) {
            const Man& man = s.man(i);
            count(man.status == ManStatus::Deployed ? man.pos : 0,
                  men_[static_cast<std::size_t>(i)], 0, cells);
        }
        for (int i = 0; i < kMaxMonsters; ++i) {
            const Monster& monster = s.monster(i);
            count(monster.alive ? monster.pos : 0, monsters_[static_cast<std::size_t>(i)], steps_,
                  cells);
        }
    }

private:
    // A piece now on `step` (0: off the board) that stood on `last` counts an
    // arrival there.
    void count(int step, int& last, int offset, std::vector<std::uint32_t>& cells) const {
        if (step != last && step >= 1 && step <= steps_)
            ++cells[static_cast<std::size_t>(offset + step - 1)];
        last = step;
    }

    int steps_;
    std::array<int, kMaxMen> men_{};
    std::array<int, kMaxMonsters> monsters_{};
};

} // namespace

std::vector<HeatmapSpec> StreamwaySiegeGame::heatmaps() const {
    const int steps = defaultSteps(rules_);
    return {
        {"men", "moves of a man that ended on the step (deploying, snakes and ladders included)", 1,
         steps},
        {"monsters", "moves of a monster that ended on the step (spawning included)", 1, steps}};
}

std::unique_ptr<HeatRecorder> StreamwaySiegeGame::makeHeatRecorder() const {
    return std::make_unique<StreamwaySiegeHeatRecorder>(defaultSteps(rules_));
}

} // namespace pb::streamway_siege
