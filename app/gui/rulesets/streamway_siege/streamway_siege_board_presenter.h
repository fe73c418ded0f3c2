#pragma once

#include "board_presenter.h"

#include <QCoreApplication>

namespace pb::gui {

// Streamway Siege on boards/streamway_siege/StreamwaySiegeBoardView.qml: the
// streamway laid on its grid with step numbers, the snakes and ladders, the
// men in their team's colour, the monsters with their ability badges, the
// turn's dice (which are used, which went to monsters), the wave and round,
// each team's reserve and dead, and what the actor is asked to do. The game
// hides nothing, so every seat sees the same.
//
// Click targets (decisionSquare, targetClicked and every "target" in describe()):
//   1 .. steps               the piece on that step: die (a man), monsterDie (a
//                            monster); for a ladder choice the waiting man's
//                            step (stay) and the ladder's other end (take)
//   kReserveTarget + team    a team's reserve: deploy (yes, the actor's team)
//                            and boxcars (the team given to or stolen from)
// Chance, deploy no and boxcars none act on nothing: -1. Several dice may act
// on one man; the page then asks which.
class StreamwaySiegeBoardPresenter final : public BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(StreamwaySiegeBoardPresenter)

public:
    static constexpr int kReserveTarget = 1000;
    static int reserveTarget(int team) { return kReserveTarget + team; }

    int decisionSquare(const pb::State& state, const pb::Decision& decision) const override;
    // The map the board view draws; its keys are listed in the .cpp.
    QVariantMap describe(const pb::State& state, int viewerSeat) const override;
    // In streamway_siege_decision_text.cpp.
    QString decisionText(const pb::State& state, const pb::Decision& decision) const override;
    // What the decision set off, from the engine's record of it (in
    // streamway_siege_decision_outcome.cpp): "team 1's man moves from step 3 to
    // step 5; team 1's man climbs ladder 1 from step 5 to step 12".
    QString decisionOutcome(const pb::State& before, const pb::Decision& decision,
                            const pb::State& after) const override;
    // Each seat's team: men in reserve, on the board and dead; the wave and round.
    QVariantMap playerPanel(const StateHistory& history, int viewerSeat) const override;
    // Won after the last wave, or lost in which wave.
    QString endText(const StateHistory& history) const override;

    // A team (0-based in the state) as people count it, with its seats: "team 1 (P1)".
    static QString teamLabel(int team, int playersPerTeam);
    // Man `man` of `state` (a StreamwaySiegeState) by his team: "team 1's man".
    static QString manName(const pb::State& state, int man);
    // Event `index` of the engine's record in `after`, in the interface language.
    static QString eventText(const pb::State& after, int index);
    // A monster ability's short name, 1..6, in the interface language.
    static QString abilityName(int ability);
};

} // namespace pb::gui
