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

// "+1", "-1": an affliction's direction.
QString signedOne(int sign) {
    return sign > 0 ? QStringLiteral("+%1").arg(sign) : QString::number(sign);
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

// The engine's texts (stability_messages.cpp), word for word in English.
QString StabilityBoardPresenter::decisionText(const pb::State& state, const pb::Decision& d) const {
    using namespace pb::stability;
    const Rules& rules = asStability(state).rules();
    auto square = [&](int cell) {
        return QStringLiteral("(%1,%2)").arg(rules.row(cell)).arg(rules.col(cell));
    };
    switch (d.kind) {
    case kChanceKind:
        //: %1 a player (P1)
        return tr("%1 is drawn to move first").arg(seatLabel(d.a));
    case kMoveKind:
        //: %1 a square, (row,column)
        return tr("move to %1").arg(square(d.a));
    case kPermeateKind:
        if (d.a == kNone)
            return tr("no permeation");
        //: %1 an effect's id (adj1, mag2), %2 its cost in permeation counters
        return tr("permeate %1 (%2 PC)")
            .arg(QString::fromLatin1(kEffects[d.a].id.data(),
                                     static_cast<qsizetype>(kEffects[d.a].id.size())))
            .arg(rules.cost[d.a]);
    case kAfflictKind:
        //: %1 a square, %2 +1 or -1
        return tr("afflict %1 %2").arg(square(d.a), signedOne(d.b));
    case kSkipKind:
        return tr("skip the affliction");
    case kExtraKind:
        if (d.b == 0)
            //: %1 a square
            return tr("extra %1").arg(square(d.a));
        //: %1 a square, %2 +1 or -1
        return tr("extra %1 %2").arg(square(d.a), signedOne(d.b));
    case kSetKind:
        //: %1 a square, %2 a value
        return tr("set %1 to %2").arg(square(d.a)).arg(d.b);
    default:
        return BoardPresenter::decisionText(state, d);
    }
}

} // namespace pb::gui
