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

QString StabilityBoardPresenter::squareName(int row, int column) {
    return QChar(QLatin1Char('A').unicode() + column) + QString::number(row + 1);
}

QString StabilityBoardPresenter::effectName(int effect) {
    using namespace pb::stability;
    switch (effect) {
    case kAdj1:
        return tr("one more adjacent tile");
    case kMag1:
        return tr("mutation +1");
    case kAdj2:
        return tr("two more adjacent tiles");
    case kMag2:
        return tr("mutation +2");
    case kAdj3:
        return tr("three more adjacent tiles");
    case kMag3:
        return tr("mutation +3");
    case kAny1:
        return tr("one more tile anywhere");
    case kMag4:
        return tr("mutation +4");
    case kAny2:
        return tr("two more tiles anywhere");
    case kAny3:
        return tr("three more tiles anywhere");
    case kMixed2:
        return tr("two more tiles anywhere, each its own sign");
    case kSet:
        return tr("set a tile to any number");
    default:
        return tr("no effect");
    }
}

// The engine's texts (stability_messages.cpp), in English word for word but
// for the squares (the engine's 0-based "(row,col)" is the board's "C4") and
// the effects (named by what they do, not by their chart id).
QString StabilityBoardPresenter::decisionText(const pb::State& state, const pb::Decision& d) const {
    using namespace pb::stability;
    const Rules& rules = asStability(state).rules();
    auto square = [&](int cell) { return squareName(rules.row(cell), rules.col(cell)); };
    switch (d.kind) {
    case kChanceKind:
        //: %1 a player (P1)
        return tr("%1 is drawn to move first").arg(seatLabel(d.a));
    case kMoveKind:
        //: %1 a square as the board labels it (C4)
        return tr("move to %1").arg(square(d.a));
    case kPermeateKind:
        if (d.a == kNone)
            return tr("no permeation");
        //: %1 an effect ("one more adjacent tile"), %2 its cost in permeation counters
        return tr("permeate: %1 (%2 PC)").arg(effectName(d.a)).arg(rules.cost[d.a]);
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
