#pragma once

#include "board_presenter.h"

#include <QCoreApplication>

namespace pb::gui {

// Butterfly Effect on boards/butterfly_effect/ButterflyEffectBoardView.qml:
// the past and the present side by side with their pieces, green spots and
// Ra's cities; the ripples (a reproduction or a death pattern still to come)
// where they will land; the species with their evolution cards; each hand (the
// other seat's as card backs); the battle in progress with both rolls; and
// what the actor is asked to do. Everything comes from the observation of the
// viewing seat, so a hidden card never reaches QML.
//
// Click targets (decisionSquare, targetClicked and every "target" in describe()):
//   kEraStride * era + square   a square of an era (past 0, present 1):
//                               setupSquare, placeSquare, moveFrom, moveTo, extra
//   kEraTarget + era            a board as a whole: placeEra
//   kSpeciesTarget + species    a species on the mat: setupSpecies
//   kHandTarget + kSeatStride * seat + card type
//                               the cards of one type in a hand (0-2 the seat's
//                               species, 3 + evolution): placeCard, evolve (which
//                               species then comes from the page's choice list)
//   kAttachedTarget + kAttachedStride * species + evolution
//                               an evolution card attached to a species: steal
//   kPatternTarget + kMaxPatternCells * orientation + cell
//                               one way to lay the pattern: reproduce, deathPattern
// Chance, pass, the skips, declineExtra and noSteal act on nothing: -1.
class ButterflyEffectBoardPresenter final : public BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(ButterflyEffectBoardPresenter)

public:
    static constexpr int kEraStride = 200;
    static constexpr int kEraTarget = 400;
    static constexpr int kSpeciesTarget = 500;
    static constexpr int kHandTarget = 600;
    static constexpr int kSeatStride = 20;
    static constexpr int kAttachedTarget = 700;
    static constexpr int kAttachedStride = 16;
    static constexpr int kPatternTarget = 900;
    static constexpr int kPatternStride = 16;

    static int squareTarget(int era, int square) { return kEraStride * era + square; }
    static int eraTarget(int era) { return kEraTarget + era; }
    static int speciesTarget(int species) { return kSpeciesTarget + species; }
    static int handTarget(int seat, int cardType) {
        return kHandTarget + kSeatStride * seat + cardType;
    }
    static int attachedTarget(int species, int evolution) {
        return kAttachedTarget + kAttachedStride * species + evolution;
    }
    static int patternTarget(int orientation, int cell) {
        return kPatternTarget + kPatternStride * orientation + cell;
    }

    // Not a tile board: the tiles are left empty.
    void show(const pb::State& state, BoardTilesModel& tiles) const override;
    int decisionSquare(const pb::State& state, const pb::Decision& decision) const override;
    // The map the board view draws; its keys are listed in the .cpp.
    QVariantMap describe(const pb::State& state, int viewerSeat) const override;
    // describe() with the last battle of the history and both its rolls.
    QVariantMap describeHistory(const StateHistory& history, int viewerSeat) const override;
    // In butterfly_effect_decision_text.cpp.
    QString decisionText(const pb::State& state, const pb::Decision& decision) const override;
    // Each seat's side, hand, streak and cities held; the last battle with both rolls.
    QVariantMap playerPanel(const StateHistory& history, int viewerSeat) const override;
    // Who held a city in each era long enough, or the turn limit's draw.
    QString endText(const StateHistory& history) const override;

    // The eras as the board names them, in the interface language.
    static QString eraName(int era);
    // A square as the era boards' edges label it: the column's letter from A,
    // the row's number from 1 ("C4" for the engine's "(4,3)").
    static QString squareName(int square, int size);
    // An evolution effect by what it does ("+2 strength"), in the interface language.
    static QString effectText(int effect, int value);
};

} // namespace pb::gui
