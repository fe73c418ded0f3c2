#include "games/titanomachia/titanomachia_game.h"
#include "games/titanomachia/titanomachia_geometry.h"
#include "games/titanomachia/titanomachia_setup.h"
#include "games/titanomachia/titanomachia_state.h"

namespace pb::titanomachia {

namespace {

// Cells: the entered map, then the blasts map, a square per cell.
class TitanomachiaHeatRecorder final : public HeatRecorder {
public:
    TitanomachiaHeatRecorder() {
        at_.fill(-1);
        for (auto& seat : blasts_)
            seat.fill(0);
    }

    void observe(const State& after, const Decision&, int,
                 std::vector<std::uint32_t>& cells) override {
        const auto& s = static_cast<const TitanomachiaState&>(after);
        for (int seat = 0; seat < kSeats; ++seat) {
            const Trail& trail = s.trail(seat);
            const int now = trail.count > 0 ? trail.square[trail.count - 1u] : -1;
            // The first sight is where the Titan was placed, not a move.
            if (seen_ && now >= 0 && now != at_[static_cast<std::size_t>(seat)])
                ++cells[static_cast<std::size_t>(now)];
            at_[static_cast<std::size_t>(seat)] = now;
            for (int square = 0; square < kSquares; ++square) {
                const int placed = s.blasts(seat, square);
                auto& before =
                    blasts_[static_cast<std::size_t>(seat)][static_cast<std::size_t>(square)];
                if (placed > before)
                    cells[static_cast<std::size_t>(kSquares + square)] +=
                        static_cast<std::uint32_t>(placed - before);
                before = placed;
            }
        }
        seen_ = true;
    }

private:
    bool seen_ = false;
    std::array<int, kSeats> at_{};
    std::array<std::array<int, kSquares>, kSeats> blasts_{};
};

} // namespace

std::vector<HeatmapSpec> TitanomachiaGame::heatmaps() const {
    return {{"entered", "moves of a Titan that ended on the square", kSide, kSide},
            {"blasts", "Blast markers placed on the square", kSide, kSide}};
}

std::unique_ptr<HeatRecorder> TitanomachiaGame::makeHeatRecorder() const {
    return std::make_unique<TitanomachiaHeatRecorder>();
}

} // namespace pb::titanomachia
