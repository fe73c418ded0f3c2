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
    QString decisionText(const pb::State& state, const pb::Decision& decision) const override;
};

} // namespace pb::gui
