#pragma once

#include "board_presenter.h"

#include <QCoreApplication>

namespace pb::gui {

// The board of a scripted game, drawn from its script's `game.view`
// (pb::script::describeView): grids, a track, hands, piles, counters and the
// per-seat values of the player panel. One presenter serves every script: it
// reads the view from the state it is given, so it needs no ruleset of its
// own. A script without a view gets the generic board: its state as text.
class ScriptBoardPresenter final : public BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(ScriptBoardPresenter)

public:
    // The click target the view maps `decision` to (pb::script::viewTarget).
    int decisionSquare(const pb::State& state, const pb::Decision& decision) const override;
    // {hasView, view (describeView's data), stateText}: the text always, so
    // that the board falls back to it when the script declares no view.
    QVariantMap describe(const pb::State& state, int viewerSeat) const override;
    // The seats with the values `view.panel` names, as "Score: 12".
    QVariantMap playerPanel(const StateHistory& history, int viewerSeat) const override;
};

} // namespace pb::gui
