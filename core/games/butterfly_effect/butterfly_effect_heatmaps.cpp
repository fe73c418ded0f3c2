#include "games/butterfly_effect/butterfly_effect_game.h"
#include "games/butterfly_effect/butterfly_effect_state.h"

#include <cstring>

namespace pb::butterfly_effect {

namespace {

// Cells: the past's squares, then the present's, each `size` x `size` (the
// game's boardSize; a set-up board of another size counts its squares that
// fall inside it).
class ButterflyEffectHeatRecorder final : public HeatRecorder {
public:
    explicit ButterflyEffectHeatRecorder(int size) : size_(size) {
        for (auto& era : last_)
            era.fill(-1);
    }

    void observe(const State& after, const Decision&, int,
                 std::vector<std::uint32_t>& cells) override {
        const auto& s = static_cast<const ButterflyEffectState&>(after);
        const int n = s.content().size;
        for (int era = 0; era < kEras; ++era) {
            // Most decisions (draws, rolls, evolutions) leave a board as it
            // was: one compare of the whole board skips the square-by-square
            // walk, which had doubled a random batch's time.
            const auto& squares = s.squaresOf(era);
            auto& seen = last_[static_cast<std::size_t>(era)];
            if (std::memcmp(squares.data(), seen.data(), static_cast<std::size_t>(n * n)) == 0)
                continue;
            for (int square = 0; square < n * n; ++square) {
                const int now = s.pieceAt(era, square);
                auto& before =
                    last_[static_cast<std::size_t>(era)][static_cast<std::size_t>(square)];
                const int row = square / n, col = square % n;
                if (now >= 0 && now != before && row < size_ && col < size_)
                    ++cells[static_cast<std::size_t>(era * size_ * size_ + row * size_ + col)];
                before = static_cast<std::int8_t>(now);
            }
        }
    }

private:
    int size_;
    std::array<std::array<std::int8_t, kMaxSquares>, kEras> last_{};
};

} // namespace

std::vector<HeatmapSpec> ButterflyEffectGame::heatmaps() const {
    const int size = rules_.boardSize;
    return {{"past", "pieces that came onto the square of the past", size, size},
            {"present", "pieces that came onto the square of the present", size, size}};
}

std::unique_ptr<HeatRecorder> ButterflyEffectGame::makeHeatRecorder() const {
    return std::make_unique<ButterflyEffectHeatRecorder>(rules_.boardSize);
}

} // namespace pb::butterfly_effect
