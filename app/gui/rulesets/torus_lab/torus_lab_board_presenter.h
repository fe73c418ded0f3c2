#pragma once

#include "board_presenter.h"
#include "decks/deck.h"

#include <QCoreApplication>
#include <optional>

namespace pb::gui {

// Torus Lab on boards/TorusLabBoardView.qml: the ring of stacks with their
// particles and pawns, the hands, the codes, the die and what the actor is
// asked to do. Everything comes from the state's observation for the viewing
// seat, so a hidden card never reaches QML. The engine deals suits, not cards:
// a face-up card is named by the card ledger, which follows the game from its
// seed (describeHistory); a lone state names a card by the deck when the deck
// holds one card type of its suit, and otherwise lists the types it may be.
//
// Click targets (decisionSquare, targetClicked and every "target" in describe()):
//   0 .. spaceCount-1         the spaces, ring order (space 1 is 0): moveTo,
//                             spill, attempt and collect (the pawn's space)
//   kCodeTarget + suit        the code of a suit: enterCode
//   kHandTarget + kSeatStride * seat + suit
//                             the cards of one suit in a seat's hand: spend (and
//                             a wild land: the lands), give and discard. Cards of
//                             a suit are interchangeable and every decision names
//                             a suit, never a card, so all of them share a target.
// Chance, move, resolve, stop, doneSharing and endTurn act on nothing: -1.
class TorusLabBoardPresenter final : public BoardPresenter {
    Q_DECLARE_TR_FUNCTIONS(TorusLabBoardPresenter)

public:
    static constexpr int kCodeTarget = 50;
    static constexpr int kHandTarget = 100;
    static constexpr int kSeatStride = 20;

    static int spaceTarget(int space) { return space; }
    static int codeTarget(int suit) { return kCodeTarget + suit; }
    static int handTarget(int seat, int suit) { return kHandTarget + kSeatStride * seat + suit; }

    // Not a tile board: the tiles are left empty.
    void show(const pb::State& state, BoardTilesModel& tiles) const override;
    int decisionSquare(const pb::State& state, const pb::Decision& decision) const override;
    // The map TorusLabBoardView.qml draws; its keys are listed in the .cpp.
    QVariantMap describe(const pb::State& state, int viewerSeat) const override;
    // In torus_lab_decision_text.cpp.
    QString decisionText(const pb::State& state, const pb::Decision& decision) const override;
    // Each seat's hand against its hand limit and its pawn's space; the codes entered.
    QVariantMap playerPanel(const StateHistory& history, int viewerSeat) const override;
    // Won with the codes entered, or lost and what lost it.
    QString endText(const StateHistory& history) const override;
    // describe() of the last state, each face-up card named as the card
    // ledger (games/torus_lab/torus_lab_card_ledger.h) follows it from the
    // game's first state: the printed card it is, not only its suit.
    QVariantMap describeHistory(const StateHistory& history, int viewerSeat) const override;
    // Keeps the set-up's deck, whose card names and ranks describe() shows.
    void setSetup(const nlohmann::json& setup) override;
    // The seed the ledger draws the printed cards from.
    void setSeed(std::uint64_t seed) override { seed_ = seed; }

    // The suits as card games name them, in the interface language: "hearts", "a heart".
    static QString suitName(int suit);
    static QString singularName(int suit);

private:
    // The set-up's deck, or none: the game deals its default deck.
    std::optional<decks::Deck> deck_;
    std::uint64_t seed_ = 0;
};

} // namespace pb::gui
