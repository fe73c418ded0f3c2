// Section 5 of the reading (../shared/rules/butterfly-effect.md) as a check on
// one state: what play keeps true, so that a loaded file breaking it is
// refused and the property harness can check every state it reaches. The
// invariants are numbered in section 5's order (I1..I8); those that need two
// states (one evolve, place and move a turn; a pending reproduction's age)
// stay in the harness.
#include "games/butterfly_effect/butterfly_effect_state.h"

#include <array>
#include <bit>
#include <string>

namespace pb::butterfly_effect {

namespace {

std::string seatField(int seat, const std::string& field) {
    return "players[" + std::to_string(seat) + "]." + field;
}

} // namespace

std::string ButterflyEffectState::invariantViolation() const {
    const int size = size_;
    const auto squareText = [size](int sq) {
        return "[" + std::to_string(sq / size) + "," + std::to_string(sq % size) + "]";
    };
    const bool setup = phase_ == Phase::Deal || phase_ == Phase::FirstPlayer ||
                       phase_ == Phase::SetupSpecies || phase_ == Phase::SetupSquare;
    const bool over = phase_ == Phase::Over;

    // I2: before turn 1, the present only, on green spots, one per species,
    // each a species its owner has placed; nothing else has happened yet.
    if (setup) {
        for (int sq = 0; sq < size * size; ++sq)
            if (board_[kPast][sq] >= 0)
                return "invariant I2 (set-up pieces stand in the present, B29): pieces.past has "
                       "a piece on " +
                       squareText(sq) + " during the set-up";
        std::array<int, kSpecies> seen{};
        for (int sq = 0; sq < size * size; ++sq) {
            const int sp = board_[kPresent][sq];
            if (sp < 0)
                continue;
            if (!content_->green[kPresent][sq])
                return "invariant I2 (set-up pieces go on green spots, B28): pieces.present has a "
                       "piece on " +
                       squareText(sq) + ", not a green spot";
            if (++seen[sp] > 1 || !(setupPlaced_[seatOf(sp)] >> (sp % kSpeciesPerSide) & 1))
                return "invariant I2 (one set-up piece per species, B26): pieces.present has "
                       "species " +
                       std::to_string(sp) + " twice or not in players[].setupPlaced";
        }
        for (int seat = 0; seat < kSeats; ++seat) {
            int discarded = 0;
            for (int t = 0; t < kMaxCardTypes; ++t)
                discarded += discard_[seat][t];
            if (discarded > 0 || pending_[seat] >= 0 || streak_[seat] != 0)
                return "invariant I2 (nothing is played before turn 1): " +
                       seatField(seat, "discard, pending and streak") +
                       " must be empty during the set-up";
            if (phase_ == Phase::Deal && setupPlaced_[seat] != 0)
                return "invariant I2 (the deal comes before the set-up, B25): " +
                       seatField(seat, "setupPlaced") + " is not empty during the deal";
        }
        for (int sp = 0; sp < kSpecies; ++sp)
            if (attachedCount_[sp] != 0)
                return "invariant I2 (nothing is played before turn 1): evolutions[" +
                       std::to_string(sp) + "] is not empty during the set-up";
        if (turn_ != 0)
            return "invariant I2 (set-up placements are not turns, R10): turn is " +
                   std::to_string(turn_) + " during the set-up";
    }

    // I5: at most maxEvolutionsPerSpecies cards on a species (B33, G21).
    std::array<std::array<int, kMaxCardTypes>, kSeats> attachedCards{};
    for (int sp = 0; sp < kSpecies; ++sp) {
        if (attachedCount_[sp] > rules_->maxEvolutionsPerSpecies)
            return "invariant I5 (at most maxEvolutionsPerSpecies cards a species, B33): "
                   "evolutions[" +
                   std::to_string(sp) + "] holds " + std::to_string(attachedCount_[sp]);
        for (int i = 0; i < attachedCount_[sp]; ++i)
            ++attachedCards[attached_[sp][i].owner][kSpeciesPerSide + attached_[sp][i].evolution];
    }

    for (int seat = 0; seat < kSeats; ++seat) {
        // I3: each of a player's cards lies in exactly one place (B18).
        const int side = sideOf(seat);
        int inHand = 0, inDeck = 0;
        for (int t = 0; t < content_->cardTypes(); ++t) {
            inHand += hand_[seat][t];
            inDeck += deck_[seat][t];
            const int total =
                hand_[seat][t] + deck_[seat][t] + discard_[seat][t] + attachedCards[seat][t];
            if (total != content_->copies(side, t))
                return "invariant I3 (each card in one place, B18): " +
                       seatField(seat, "hand, deck, discard and evolutions") + " hold " +
                       std::to_string(total) + " cards of type " + std::to_string(t) +
                       ", the deck has " + std::to_string(content_->copies(side, t));
        }
        if (inHand != handCount_[seat] || inDeck != deckCount_[seat])
            return "invariant I3 (each card in one place, B18): " + seatField(seat, "hand") +
                   " or its deck disagrees with its count";
        // I6: a pending reproduction stands on a living past piece of its own species (B5, G11).
        if (pending_[seat] >= 0 &&
            (pendingSpecies_[seat] < 0 || seatOf(pendingSpecies_[seat]) != seat ||
             board_[kPast][pending_[seat]] != pendingSpecies_[seat]))
            return "invariant I6 (a pending reproduction has its past piece, G11): " +
                   seatField(seat, "pending") + " has no piece of its species at " +
                   squareText(pending_[seat]);
        // I4: the hand never holds more than the hand size (B31, R5).
        if (handCount_[seat] > rules_->handSize)
            return "invariant I4 (hand <= hand size, B31): " + seatField(seat, "hand") + " holds " +
                   std::to_string(handCount_[seat]) + " cards, the hand size is " +
                   std::to_string(rules_->handSize);
        // I8: streaks (G7).
        if (streak_[seat] > rules_->holdTurnEnds)
            return "invariant I8 (streaks in 0..holdTurnEnds, G7): " + seatField(seat, "streak") +
                   " is " + std::to_string(streak_[seat]);
        if (!over && streak_[seat] >= rules_->holdTurnEnds)
            return "invariant I8 (the game ends when a streak is complete, B37): " +
                   seatField(seat, "streak") + " is complete in a live game";
    }

    // I4, R5: a draw is dealt only to a hand under the hand size, from a deck that holds a card.
    if (phase_ == Phase::Draw &&
        (current_ < 0 || drawn_ || handCount_[current_] >= rules_->handSize ||
         deckCount_[current_] == 0))
        return "invariant I4 (draw up to the hand size, B31): phase draw for player " +
               std::to_string(current_) + " whose hand is full or deck empty, or steps.draw done";

    // I8: the game is over exactly when a streak completes or maxTurns passes.
    if (!over) {
        if (winner_ >= 0 || draw_ || turnLimit_)
            return "invariant I8 (a result only when the game is over): winner, draw or "
                   "turnLimit is set in phase " +
                   std::string(phaseName(phase_));
        if (turn_ >= rules_->maxTurns)
            return "invariant I8 (the game ends after maxTurns, R10): turn is " +
                   std::to_string(turn_) + " in a live game";
        return {};
    }
    if ((winner_ >= 0) == draw_)
        return "invariant I8 (a finished game has a winner or is a draw): winner and draw "
               "disagree";
    if (turnLimit_) {
        if (!draw_ || turn_ != rules_->maxTurns)
            return "invariant I8 (a turn-limit draw comes at maxTurns, R10): turnLimit with turn " +
                   std::to_string(turn_);
        return {};
    }
    const bool done0 = streak_[0] >= rules_->holdTurnEnds,
               done1 = streak_[1] >= rules_->holdTurnEnds;
    if (winner_ >= 0 ? !(winner_ == 0 ? done0 && !done1 : done1 && !done0) : !(done0 && done1))
        return "invariant I8 (the winner completed a streak, B37): winner is " +
               (winner_ < 0 ? std::string("null") : std::to_string(winner_)) + " with streaks " +
               std::to_string(streak_[0]) + " and " + std::to_string(streak_[1]);
    return {};
}

} // namespace pb::butterfly_effect
