#include "games/stability/stability_game.h"
#include "games/stability/stability_state.h"

namespace pb::stability {

namespace {

// Cells: the visits map, then the eliminations map, each a square per cell.
class StabilityHeatRecorder final : public HeatRecorder {
public:
    explicit StabilityHeatRecorder(int squares) : squares_(squares) { last_.fill(-2); }

    void observe(const State& after, const Decision&, int,
                 std::vector<std::uint32_t>& cells) override {
        const auto& s = static_cast<const StabilityState&>(after);
        for (int seat = 0; seat < s.numPlayers(); ++seat) {
            const int now = s.position(seat);
            int& before = last_[static_cast<std::size_t>(seat)];
            // -2: not seen yet (the start is no visit); -1: eliminated.
            if (before >= 0 && now >= 0 && now != before)
                ++cells[static_cast<std::size_t>(now)];
            if (before >= 0 && now < 0)
                ++cells[static_cast<std::size_t>(squares_ + before)];
            before = now;
        }
    }

private:
    int squares_;
    std::array<int, kMaxPlayers> last_{};
};

} // namespace

std::vector<HeatmapSpec> StabilityGame::heatmaps() const {
    return {{"visits", "moves that ended on the square", rules_.size, rules_.size},
            {"eliminations", "homunculi eliminated on the square", rules_.size, rules_.size}};
}

std::unique_ptr<HeatRecorder> StabilityGame::makeHeatRecorder() const {
    return std::make_unique<StabilityHeatRecorder>(rules_.size * rules_.size);
}

} // namespace pb::stability
