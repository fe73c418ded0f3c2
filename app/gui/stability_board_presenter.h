#pragma once

#include "board_presenter.h"

#include <QCoreApplication>

namespace pb::gui {

// Stability on the square tile board: values, living homunculi as P1..P4, and
// the square each move, affliction, extra or set decision acts on.
class StabilityBoardPresenter final : public BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(StabilityBoardPresenter)

public:
    QString boardKind() const override { return QStringLiteral("stability"); }
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
};

} // namespace pb::gui
