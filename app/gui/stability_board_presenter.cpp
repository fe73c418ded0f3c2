#include "stability_board_presenter.h"

#include "board_tiles_model.h"
#include "games/stability/stability_state.h"

#include <QStringList>
#include <vector>

namespace pb::gui {

namespace {

const pb::stability::StabilityState& asStability(const pb::State& state) {
    return static_cast<const pb::stability::StabilityState&>(state);
}

} // namespace

void StabilityBoardPresenter::show(const pb::State& state, BoardTilesModel& tiles) const {
    const auto& s = asStability(state);
    const int side = s.rules().size;
    std::vector<int> values(static_cast<std::size_t>(side * side));
    for (int cell = 0; cell < side * side; ++cell)
        values[static_cast<std::size_t>(cell)] = s.tile(cell);
    tiles.setBoard(side, values);
    std::vector<QStringList> occupants(values.size());
    for (int seat = 0; seat < s.numPlayers(); ++seat) {
        const int at = s.position(seat);
        if (at >= 0)
            occupants[static_cast<std::size_t>(at)].append(seatLabel(seat));
    }
    for (int cell = 0; cell < side * side; ++cell) {
        tiles.setHighlighted(cell, false);
        // With shareSquares on, several homunculi can stand on one square.
        tiles.setOccupant(cell, occupants[static_cast<std::size_t>(cell)].join(QLatin1Char(' ')));
    }
}

int StabilityBoardPresenter::decisionSquare(const pb::State& state,
                                            const pb::Decision& decision) const {
    using namespace pb::stability;
    (void)state;
    switch (decision.kind) {
    case kMoveKind:
    case kAfflictKind:
    case kExtraKind:
    case kSetKind:
        return decision.a;
    default:
        return -1;
    }
}

} // namespace pb::gui
