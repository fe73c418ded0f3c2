#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_state.h"

namespace pb::torus_lab {

namespace {

// Cells: the arrivals map, then the pile-up map, each a space per cell in ring order.
class TorusLabHeatRecorder final : public HeatRecorder {
public:
    explicit TorusLabHeatRecorder(int spaces) : spaces_(spaces) {}

    void observe(const State& after, const Decision&, int,
                 std::vector<std::uint32_t>& cells) override {
        const auto& s = static_cast<const TorusLabState&>(after);
        for (int space = 0; space < spaces_; ++space) {
            const int now = s.particles(space);
            int& before = last_[static_cast<std::size_t>(space)];
            if (seen_ && now > before)
                cells[static_cast<std::size_t>(space)] += static_cast<std::uint32_t>(now - before);
            before = now;
        }
        // The set-up's particles did not arrive during play.
        seen_ = true;
        if (s.turnsCompleted() > turns_) {
            turns_ = s.turnsCompleted();
            for (int space = 0; space < spaces_; ++space)
                cells[static_cast<std::size_t>(spaces_ + space)] +=
                    static_cast<std::uint32_t>(s.particles(space));
        }
    }

private:
    int spaces_;
    bool seen_ = false;
    int turns_ = 0;
    std::array<int, kMaxSpaces> last_{};
};

} // namespace

std::vector<HeatmapSpec> TorusLabGame::heatmaps() const {
    return {{"arrivals", "particles that came onto the space (emerged, spilled or pushed)", 1,
             rules_.spaceCount},
            {"pileUp", "particles on the space at the end of each turn", 1, rules_.spaceCount}};
}

std::unique_ptr<HeatRecorder> TorusLabGame::makeHeatRecorder() const {
    return std::make_unique<TorusLabHeatRecorder>(rules_.spaceCount);
}

} // namespace pb::torus_lab
