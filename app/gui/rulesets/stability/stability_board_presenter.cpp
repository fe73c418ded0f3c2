#include "stability_board_presenter.h"

#include "board_tiles_model.h"
#include "engine/outcome.h"
#include "games/stability/stability_state.h"
#include "stability_elimination.h"

#include <QStringList>
#include <QVariantList>
#include <memory>
#include <vector>

namespace pb::gui {

namespace {

const pb::stability::StabilityState& asStability(const pb::State& state) {
    return static_cast<const pb::stability::StabilityState&>(state);
}

// "+2", "-1": the change a decision makes to a tile.
QString signedChange(int change) {
    return change > 0 ? QStringLiteral("+%1").arg(change) : QString::number(change);
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
    const StabilityState& s = asStability(state);
    const Rules& rules = s.rules();
    auto square = [&](int cell) { return squareText(state, cell); };
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
        // The real change, magnitude effects included (a "+" chosen under
        // "mutation +1" raises the tile by 2).
        //: %1 a square, %2 the change to its number (+2, -1)
        return tr("afflict %1 %2").arg(square(d.a), signedChange(s.tileChange(d)));
    case kSkipKind:
        return tr("skip the affliction");
    case kExtraKind:
        if (const int change = s.tileChange(d); change != 0)
            // Says what an extra is: one more tile the permeation afflicts.
            //: %1 a square, %2 the change to its number (+1 or -1)
            return tr("extra tile, afflicted too: %1 %2").arg(square(d.a), signedChange(change));
        // An extra tile is clamped into the range instead of refused.
        //: %1 a square, %2 its number, already at the end of the range
        return tr("extra tile, afflicted too: %1 (stays at %2)").arg(square(d.a)).arg(s.tile(d.a));
    case kSetKind:
        //: %1 a square, %2 a value
        return tr("set %1 to %2").arg(square(d.a)).arg(d.b);
    default:
        return BoardPresenter::decisionText(state, d);
    }
}

QString StabilityBoardPresenter::squareText(const pb::State& state, int cell) {
    const pb::stability::Rules& rules = asStability(state).rules();
    return squareName(rules.row(cell), rules.col(cell));
}

QString StabilityBoardPresenter::decisionConsequence(const pb::State& state,
                                                     const pb::Decision& decision) const {
    using namespace pb::stability;
    const auto& before = asStability(state);
    const int seat = before.current();
    if (seat < 0 || decision.kind == kChanceKind)
        return {};
    const std::unique_ptr<pb::State> next = state.clone();
    next->applyUnchecked(decision);
    const auto& after = asStability(*next);
    const int square = after.position(seat);
    if (square < 0)
        return {};
    if (after.tile(square) != 0) {
        if (after.phase() == Phase::Over)
            return {};
        // Stranded: no move from the square as the board will stand when the
        // turn comes round, unless the mover's affliction or another's changes it.
        if (after.hasLegalMove(seat))
            return {};
        //: %1 a square as the board labels it (F6)
        return tr("strands you: no move from %1 unless the board changes before your next turn")
            .arg(squareText(after, square));
    }
    // The turn has passed (or the game ended): nobody else may raise a square
    // another homunculus stands on, so the check at its next turn ends it.
    if (after.current() != seat || after.phase() == Phase::Over)
        return tr("eliminates you");
    if (decision.kind == kMoveKind)
        //: a move onto a square of value 0
        return tr("a 0: eliminates you unless you raise it this turn");
    return tr("eliminates you unless you raise your square this turn");
}

QString StabilityBoardPresenter::eliminationText(const StateHistory& history, int seat) {
    using Cause = StabilityElimination::Cause;
    const std::optional<StabilityElimination> out = StabilityElimination::find(history, seat);
    if (!out)
        return {};
    const QString square = out->square >= 0 ? squareText(*history.back(), out->square) : QString();
    switch (out->cause) {
    case Cause::MovedOntoZero:
        //: %1 a square
        return tr("eliminated: moved onto a 0 at %1").arg(square);
    case Cause::LoweredToZero:
        //: %1 a square
        return tr("eliminated: lowered its own square %1 to 0").arg(square);
    case Cause::StoodOnZero:
        //: %1 a square
        return tr("eliminated: stood on a 0 at %1").arg(square);
    case Cause::Stranded:
        //: %1 a square
        return tr("eliminated: stranded at %1 with no legal move").arg(square);
    case Cause::Unknown:
        break;
    }
    return tr("eliminated");
}

QVariantMap StabilityBoardPresenter::playerPanel(const StateHistory& history,
                                                 int viewerSeat) const {
    (void)viewerSeat; // nothing in Stability is hidden
    if (history.empty())
        return {};
    const auto& s = asStability(*history.back());
    const pb::stability::Rules& rules = s.rules();
    QVariantList players;
    for (int seat = 0; seat < s.numPlayers(); ++seat) {
        const int square = s.position(seat);
        QStringList facts;
        //: %1 the player's permeation counters (PC), %2 the most a player can hold,
        //: %3 the PC from which a player may permeate
        facts.append(tr("PC %1 of %2 · permeates from %3")
                         .arg(s.pc(seat))
                         .arg(pb::stability::kMaxPc)
                         .arg(rules.permeationThreshold));
        if (square >= 0)
            //: %1 a square, %2 its value (how far the player moves from it)
            facts.append(tr("on %1, a %2").arg(squareText(s, square)).arg(s.tile(square)));
        players.append(QVariantMap{{QStringLiteral("seat"), seat},
                                   {QStringLiteral("label"), seatLabel(seat)},
                                   {QStringLiteral("facts"), facts},
                                   {QStringLiteral("out"), square < 0},
                                   {QStringLiteral("outText"), eliminationText(history, seat)},
                                   {QStringLiteral("toMove"), s.currentActor() == seat}});
    }
    //: %1 the turn in progress, counted from 1; at the end, the turns played
    const QString summary = s.isTerminal() ? tr("Turns played: %1").arg(s.turnsCompleted())
                                           : tr("Turn %1").arg(s.turnsCompleted() + 1);
    return {{QStringLiteral("summary"), summary}, {QStringLiteral("players"), players}};
}

QString StabilityBoardPresenter::endText(const StateHistory& history) const {
    if (history.empty() || !history.back()->isTerminal())
        return {};
    const auto& s = asStability(*history.back());
    const pb::Outcome outcome = s.outcome();
    QStringList standing;
    QStringList fallen;
    for (int seat = 0; seat < s.numPlayers(); ++seat) {
        if (s.position(seat) >= 0)
            standing.append(seatLabel(seat));
        else
            //: %1 a player (P1), %2 how it went out
            fallen.append(tr("%1 %2").arg(seatLabel(seat), eliminationText(history, seat)));
    }
    QString text;
    if (outcome.turnLimit)
        //: %1 the turn limit (a number of turns), %2 the players still standing (P1, P2)
        text = tr("The turn limit (%1) was reached: a draw between %2, still standing.")
                   .arg(s.rules().maxTurns)
                   .arg(standing.join(QStringLiteral(", ")));
    else if (outcome.winner >= 0)
        //: %1 the winner (P2)
        text = tr("%1 wins as the last homunculus standing.").arg(seatLabel(outcome.winner));
    else
        text = BoardPresenter::endText(history);
    if (!fallen.isEmpty())
        text += QLatin1Char(' ') + fallen.join(QStringLiteral("; ")) + QLatin1Char('.');
    return text;
}

void StabilityBoardPresenter::markHistory(const StateHistory& history,
                                          BoardTilesModel& tiles) const {
    if (history.empty())
        return;
    const auto& s = asStability(*history.back());
    std::vector<QStringList> fallen(static_cast<std::size_t>(tiles.rowCount()));
    for (int seat = 0; seat < s.numPlayers(); ++seat)
        if (const auto out = StabilityElimination::find(history, seat);
            out && out->square >= 0 && out->square < tiles.rowCount())
            fallen[static_cast<std::size_t>(out->square)].append(seatLabel(seat));
    for (int cell = 0; cell < tiles.rowCount(); ++cell)
        tiles.setFallen(cell, fallen[static_cast<std::size_t>(cell)].join(QLatin1Char(' ')));
}

} // namespace pb::gui
