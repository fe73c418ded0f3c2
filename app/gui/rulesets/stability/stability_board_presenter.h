#pragma once

#include "board_presenter.h"

#include <QCoreApplication>

namespace pb::gui {

// Stability on the square tile board: values, living homunculi as P1..P4, and
// the square each move, affliction, extra or set decision acts on.
class StabilityBoardPresenter final : public BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(StabilityBoardPresenter)

public:
    void show(const pb::State& state, BoardTilesModel& tiles) const override;
    int decisionSquare(const pb::State& state, const pb::Decision& decision) const override;
    // The engine's decision texts with squares named as the board labels them
    // ("C4") and effects by what they do.
    QString decisionText(const pb::State& state, const pb::Decision& decision) const override;

    // A square as the board's edges label it: its column's letter (A from the
    // left) and its row's number (1 at the top), "C4" for the engine's (3,2).
    static QString squareName(int row, int column);
    // A permeation effect (stability_effects.h) by what it does, in the
    // interface language: "one more adjacent tile" for adj1.
    static QString effectName(int effect);
    // A decision that leaves the seat on a 0 when its turn ends eliminates it;
    // one that leaves it on a 0 with the turn still its own warns so.
    QString decisionConsequence(const pb::State& state,
                                const pb::Decision& decision) const override;
    // Each seat's PC against the permeation threshold and its square, or where
    // and why it went out.
    QVariantMap playerPanel(const StateHistory& history, int viewerSeat) const override;
    // The last homunculus standing or the turn limit, with how each seat went out.
    QString endText(const StateHistory& history) const override;
    // The square where each eliminated seat went out.
    void markHistory(const StateHistory& history, BoardTilesModel& tiles) const override;

    // A square of `state` as the board labels it (squareName).
    static QString squareText(const pb::State& state, int cell);
    // How `seat` went out, as the panel and the end of the game say it
    // ("moved onto a 0 at D5"), or empty while it lives.
    static QString eliminationText(const StateHistory& history, int seat);
};

} // namespace pb::gui
