#pragma once

#include "board_presenter.h"

#include <QCoreApplication>

namespace pb::gui {

// Titanomachia on boards/titanomachia/TitanomachiaBoardView.qml: the 10x10
// board with its terrain (type, Armour, Difficulty, Interference after
// damage), every Position marker of each Titan's trail with its facing, each
// player's Targets, Shields and pending Blasts (and when those resolve), the
// Objective markers, and each Titan's System cards with their scores after
// damage. Nothing is hidden in Titanomachia, so every seat sees the same.
//
// Click targets (decisionSquare, targetClicked and every "target" in describe()):
//   0 .. 99                        the squares, 10·row + col: designate, step,
//                                  place, lift, fire, splash
//   kSystemTarget + 10·seat + System
//                                  a System card of a seat's Titan: activate and
//                                  repair (the mover's), nominate (the hit Titan's)
// Coin, endTurn, stop and exit (off the board) act on nothing: -1.
class TitanomachiaBoardPresenter final : public BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(TitanomachiaBoardPresenter)

public:
    static constexpr int kSystemTarget = 100;
    static int systemTarget(int seat, int system) { return kSystemTarget + 10 * seat + system; }

    int decisionSquare(const pb::State& state, const pb::Decision& decision) const override;
    // The map TitanomachiaBoardView.qml draws; its keys are listed in the .cpp.
    QVariantMap describe(const pb::State& state, int viewerSeat) const override;
    // In titanomachia_decision_text.cpp.
    QString decisionText(const pb::State& state, const pb::Decision& decision) const override;
    // Each seat's Titan: Activation markers, damage, Objectives and points.
    QVariantMap playerPanel(const StateHistory& history, int viewerSeat) const override;
    // A Crew kill and its round, or the Objective points.
    QString endText(const StateHistory& history) const override;

    // What the player to act is asked to do, in one line.
    static QString prompt(const pb::State& state);
};

} // namespace pb::gui
