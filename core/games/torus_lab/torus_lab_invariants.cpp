// The invariants of section 4 of the reading that one state can show, checked
// on the state's own fields: Ruleset::stateFromJson refuses a state that
// breaks one, and the property harness checks every state reached in play.
// The invariant numbers are the reading's (T4.1 is its invariant 1).
#include "games/torus_lab/torus_lab_state.h"

#include <string>

namespace pb::torus_lab {

namespace {

std::string seatText(int seat) {
    return "players[" + std::to_string(seat) + "]";
}

std::string spaceText(int space) {
    return "space " + std::to_string(space + 1);
}

} // namespace

std::string TorusLabState::invariantViolation() const {
    const Rules& r = *rules_;
    const bool over = phase_ == Phase::Over;
    const bool setup = phase_ == Phase::Setup || phase_ == Phase::FirstPlayer;

    // 1. Every card is in exactly one place.
    int undrawn = 0;
    for (int suit = 0; suit < kMaxSuits; ++suit) {
        int held = discard_[suit] + (code_[suit] ? r.codeSize : 0) + undrawn_[suit];
        for (int seat = 0; seat < numPlayers_; ++seat)
            held += hand_[seat][suit];
        for (int sp = 0; sp < r.spaceCount; ++sp)
            for (int k = 0; k < stackKnown_[sp]; ++k)
                held += knownCard(sp, k) == suit ? 1 : 0;
        if (held != deck_[suit])
            return "invariant T4.1 (every card in one place): " + std::string(kSuitNames[suit]) +
                   " in hands, \"discard\", \"codes\", stacks and the undrawn cards come to " +
                   std::to_string(held) + ", but the deck has " + std::to_string(deck_[suit]);
        undrawn += undrawn_[suit];
    }
    int slots = toDeal_;
    for (int sp = 0; sp < r.spaceCount; ++sp)
        slots += stackSize_[sp] - stackKnown_[sp];
    if (undrawn != slots)
        return "invariant T4.1 (every card in one place): " + std::to_string(undrawn) +
               " undrawn cards for " + std::to_string(slots) +
               " unknown stack cards and \"toDeal\"";
    for (int seat = 0; seat < numPlayers_; ++seat) {
        int total = 0;
        for (int suit = 0; suit < kMaxSuits; ++suit) {
            total += hand_[seat][suit];
            if (shown_[seat][suit] > hand_[seat][suit])
                return "invariant T4.8 (what is shown is held): " + seatText(seat) +
                       " \"shown\" holds more " + std::string(kSuitNames[suit]) +
                       " than its \"hand\"";
        }
        if (total != handCount_[seat])
            return "invariant T4.1 (every card in one place): " + seatText(seat) +
                   " hand count disagrees with its \"hand\"";
    }

    // 2. Won exactly when the codes are in.
    const int codes = codesEntered();
    if ((result_ == Result::Won) != (codes >= r.codesToWin))
        return "invariant T4.2 (won iff every code is entered): \"result\" is " +
               std::string(result_ == Result::Won ? "won" : "not won") + " with " +
               std::to_string(codes) + " of " + std::to_string(r.codesToWin) + " \"codes\" entered";

    // 3. Particles.
    bool full = true;
    for (int sp = 0; sp < r.spaceCount; ++sp) {
        if (particles_[sp] > r.particleCap)
            return "invariant T4.3 (0..particleCap particles a space): " + spaceText(sp) +
                   " \"particles\" is " + std::to_string(particles_[sp]);
        full = full && particles_[sp] >= r.particleCap;
    }

    // 4 and 5. Hand limits, and hands within them.
    int overLimit = 0;
    for (int seat = 0; seat < numPlayers_; ++seat) {
        if (limit_[seat] > r.handLimit)
            return "invariant T4.4 (hand limits only fall): " + seatText(seat) + " \"limit\" " +
                   std::to_string(limit_[seat]) + " is above handLimit " +
                   std::to_string(r.handLimit);
        if (handCount_[seat] > limit_[seat])
            ++overLimit;
    }
    // A reveal that is due comes before the discard (advance()), so its
    // chance node may wait with a hand over its limit.
    const bool revealFirst = actor_ == kChanceActor && spaceNeedingReveal() >= 0;
    if (!over && !setup && !revealFirst && r.limitCheck == LimitCheck::Immediate && overLimit > 0 &&
        (overLimit > 1 || !discarding_ || handCount_[actor_] <= limit_[actor_]))
        return "invariant T4.5 (hands within their limits but while discarding): " +
               std::to_string(overLimit) + " seats hold more cards than their \"limit\"" +
               (discarding_ ? " after the set-up" : " and none is discarding");

    // 6. Actions used within the allowances.
    const int specials =
        specialCount_[kSpecialSpend] + specialCount_[kSpecialShare] + specialCount_[kSpecialCode];
    if (specials > r.specialAllowance)
        return "invariant T4.6 (actions within the allowance): \"specialUsed\" counts " +
               std::to_string(specials) + " of " + std::to_string(r.specialAllowance);
    if (basicCount_[kBasicCollect] > 1)
        return "invariant T4.6 (actions within the allowance): \"basicUsed\" counts " +
               std::to_string(basicCount_[kBasicCollect]) + " collects in one turn";
    const bool basicOver = r.basicRule == BasicRule::EachOnce
                               ? basicCount_[kBasicMove] > 1 || basicCount_[kBasicNeutralize] > 1
                               : basicUsed() > r.basicAllowance;
    if (basicOver)
        return "invariant T4.6 (actions within the allowance): \"basicUsed\" counts more basic "
               "actions than the turn allows";
    if (!r.repeatActions)
        for (int k = 0; k < kSpecialKindCount; ++k)
            if (specialCount_[k] > 1)
                return "invariant T4.6 (actions within the allowance): \"specialUsed\" repeats "
                       "an action with repeatActions off";

    // Nothing moves before the set-up ends (L10, L11, L18).
    if (setup) {
        if (turn_ != 0 || codes > 0)
            return "invariant L6-L11 (the set-up comes first): \"turn\" or \"codes\" during "
                   "the set-up";
        for (int seat = 0; seat < numPlayers_; ++seat)
            if (pawn_[seat] != r.startSpace || limit_[seat] != r.handLimit)
                return "invariant L10/L18 (pawns start on the start space, limits at "
                       "handLimit): " +
                       seatText(seat) + " \"pawn\" or \"limit\" moved during the set-up";
        for (int sp = 0; sp < r.spaceCount; ++sp)
            if (particles_[sp] != (sp == r.startSpace ? 0 : r.startParticles))
                return "invariant L11 (particles start one a space but the start space): " +
                       spaceText(sp) + " \"particles\" is " + std::to_string(particles_[sp]) +
                       " during the set-up";
    }

    // 7. A live game has no end condition holding; a lost one has its cause.
    if (!over) {
        if (codes >= r.codesToWin)
            return "invariant T4.7 (a live game has not ended): " + std::to_string(codes) +
                   " \"codes\" entered, enough to win";
        for (int seat = 0; seat < numPlayers_; ++seat)
            if (limit_[seat] == 0)
                return "invariant T4.7 (a live game has not ended): " + seatText(seat) +
                       " \"limit\" is 0";
        if (r.noRoomLoss == NoRoomLoss::BoardFull && full)
            return "invariant T4.7 (a live game has not ended): every space holds " +
                   std::to_string(r.particleCap) + " \"particles\"";
        if (r.emptyStackLoss == EmptyStackLoss::Immediate)
            for (int sp = 0; sp < r.spaceCount; ++sp)
                if (stackSize_[sp] == 0)
                    return "invariant T4.7 (a live game has not ended): " + spaceText(sp) +
                           " has no \"cards\"";
        if (turn_ >= r.maxTurns)
            return "invariant T4.7 (a live game has not ended): \"turn\" " + std::to_string(turn_) +
                   " has reached maxTurns";
        return {};
    }
    if (result_ != Result::Lost)
        return {};
    bool causeHolds = false;
    switch (cause_) {
    case LossCause::HandLimit:
        causeHolds = causeSeat_ >= 0 && limit_[causeSeat_] == 0;
        break;
    case LossCause::NoRoom:
        causeHolds = r.noRoomLoss == NoRoomLoss::Overflow || full;
        break;
    case LossCause::EmptyStack:
        for (int sp = 0; sp < r.spaceCount; ++sp)
            causeHolds = causeHolds || stackSize_[sp] == 0;
        causeHolds = causeHolds && r.emptyStackLoss != EmptyStackLoss::Never;
        break;
    case LossCause::TurnLimit:
        causeHolds = turn_ == r.maxTurns;
        break;
    case LossCause::None:
        break;
    }
    if (!causeHolds)
        return "invariant T4.7 (a loss has its cause): \"cause\" does not hold in this position";
    return {};
}

} // namespace pb::torus_lab
