// Section 5 of the reading (../shared/rules/titanomachia.md) as a check on one
// state: what play keeps true, so that a loaded file breaking it is refused
// and the property harness can check every state it reaches. The invariants
// are numbered in section 5's order (I1..I10).
#include "games/titanomachia/titanomachia_geometry.h"
#include "games/titanomachia/titanomachia_state.h"

#include <algorithm>
#include <bit>
#include <string>

namespace pb::titanomachia {

namespace {

std::string seatField(int seat, const std::string& field) {
    return "state.players[" + std::to_string(seat) + "]." + field;
}

std::string squareText(int square) {
    return "(" + std::to_string(rowOf(square)) + "," + std::to_string(colOf(square)) + ")";
}

bool setupPhase(Phase p) {
    return p == Phase::Coin || p == Phase::Designate;
}

} // namespace

std::string TitanomachiaState::invariantViolation() const {
    const Setup& setup = fixed_->setup;
    const bool over = phase_ == Phase::Over;
    // The end of a turn (Nominate) is between a hit and its consequences:
    // scores may have fallen under what the turn used, and Objectives are
    // checked only once the resolution ends.
    const bool resolving = phase_ == Phase::Nominate;
    const bool playing = !setupPhase(phase_) && !over;
    const int mover = current_;

    // G12, R1: the higher bid goes first; only a tie leaves it to the coin.
    const int bid0 = setup.players[0].bid, bid1 = setup.players[1].bid;
    if (firstPlayer_ >= 0 && bid0 != bid1 && firstPlayer_ != (bid0 > bid1 ? 0 : 1))
        return "invariant R1 (the higher bid goes first): state.firstPlayer is " +
               std::to_string(firstPlayer_) + " but seat " + std::to_string(bid0 > bid1 ? 0 : 1) +
               " bid more";

    if (phase_ == Phase::Coin && bid0 != bid1)
        return "invariant R1 (a coin only for tied bids): phase is coin but the bids are " +
               std::to_string(bid0) + " and " + std::to_string(bid1);

    // Before the first turn nothing has happened yet: the position is the set-up's.
    if (setupPhase(phase_)) {
        if (round_ != 1 || turns_ != 0 || consecutivePasses_ != 0)
            return "invariant I9 (the set-up precedes round 1): round, turn and "
                   "consecutivePasses must be 1, 0 and 0 before play";
        for (int sq = 0; sq < kSquares; ++sq)
            if (terrainDamage_[sq] != 0 || blasts_[0][sq] != 0 || blasts_[1][sq] != 0)
                return "invariant I6 (nothing is hit before play): square " + squareText(sq) +
                       " has terrain damage or Blasts during the set-up";
        for (int seat = 0; seat < kSeats; ++seat) {
            const Trail& t = trail_[seat];
            if (t.count != 1 || t.square[0] != setup.players[seat].start ||
                t.facing[0] != (seat == 0 ? 0 : 4))
                return "invariant I4 (a Titan starts on its start square): " +
                       seatField(seat, "trail") + " is not the set-up's start during the set-up";
            if (pool_[seat] != score(seat, kCrew, 0) || shields_[seat].count != 0 ||
                targets_[seat].count != 0 || passed_[seat] || exited_[seat])
                return "invariant I2 (a full pool and no markers before play): " +
                       seatField(seat, "pool") + " must be the Skill and no marker placed";
            for (int sys = 0; sys < kSystemCount; ++sys)
                if (damage_[seat][sys] != 0)
                    return "invariant I7 (no damage before play): " +
                           seatField(seat, std::string("damage.") + kSystemNames[sys]) +
                           " is not 0 during the set-up";
            for (int i = 0; i < objectiveCount_[seat]; ++i)
                if (objectives_[seat][i].status != kOpen || objectives_[seat][i].round != 0)
                    return "invariant I10 (Objectives open before play): " +
                           seatField(seat, "objectives[" + std::to_string(i) + "]") +
                           " is decided during the set-up";
        }
        if (usedMask_ != 0 || weaponUses_ != 0 || activatedThisTurn_)
            return "invariant I3 (no activation before play): state.turnState is not empty during "
                   "the "
                   "set-up";
        if (phase_ == Phase::Designate && mover == 1)
            for (int i = 0; i < objectiveCount_[0]; ++i)
                if (objectives_[0][i].square < 0 &&
                    (objectives_[0][i].type == kHold || objectives_[0][i].type == kDemolition))
                    return "invariant I10 (markers are designated seat by seat): current is 1 "
                           "while seat 0 still has an Objective marker to place";
    }

    for (int seat = 0; seat < kSeats; ++seat) {
        // I2: caps and the pool (T22-T23, T39, T43, G13, G20).
        for (int sys : {int(kShield), int(kFireControl)}) {
            const Markers& m = markersOf(seat, sys);
            const bool kept = rules_->destroyedMarkersRemain && damage_[seat][sys] >= 3;
            if (!kept && m.count > cap(seat, sys))
                return "invariant I2 (markers within the cap, T39/T43/G20): " +
                       seatField(seat, sys == kShield ? "shields" : "targets") + " holds " +
                       std::to_string(m.count) + " markers, " +
                       (damage_[seat][sys] >= 3 ? std::string("its System destroyed")
                                                : (sys == kShield ? "Strength " : "Acuity ") +
                                                      std::to_string(cap(seat, sys)));
            if (exited_[seat] && m.count != 0)
                return "invariant I4 (an exited Titan has no markers, G7): " +
                       seatField(seat, sys == kShield ? "shields" : "targets") + " is not empty";
        }
        const int skillCap =
            rules_->trimPoolOnCrewDamage ? score(seat, kCrew, 0) : fixed_->base[seat][kCrew][0];
        if (pool_[seat] > skillCap)
            return "invariant I2 (0 <= pool <= Skill, T22-T23): " + seatField(seat, "pool") +
                   " is " + std::to_string(pool_[seat]) + ", Skill " + std::to_string(skillCap);

        // I4, I5: the Position markers (T32-T36, G7-G9).
        const Trail& t = trail_[seat];
        // A Crew kill ends the game before the cleanup (G22): the mover's chain stays.
        const bool chain = (playing || over) && seat == mover && (usedMask_ >> kPropulsion & 1);
        if (!exited_[seat] && !chain && t.count != 1)
            return "invariant I4 (one Position marker outside its own turn): " +
                   seatField(seat, "trail") + " holds " + std::to_string(t.count);
        if (chain && !exited_[seat] && phase_ != Phase::Step && t.count < 2)
            return "invariant I5 (a Propulsion activation takes a step, G7): " +
                   seatField(seat, "trail") + " holds no step though Propulsion was activated";
        // Speed and Traction may have fallen since the steps, in the resolution.
        const bool scoresHeld = !resolving && !over;
        if (chain && !exited_[seat] && scoresHeld && t.count > score(seat, kPropulsion, 0) + 1)
            return "invariant I5 (at most Speed steps, T32): " + seatField(seat, "trail") +
                   " holds " + std::to_string(t.count - 1) + " steps, Speed " +
                   std::to_string(score(seat, kPropulsion, 0));
        for (int i = 1; i < t.count && scoresHeld; ++i) {
            const int from = t.square[i - 1], to = t.square[i];
            const std::string w = seatField(seat, "trail[" + std::to_string(i) + "]");
            if (stepFrom(from, t.facing[i]) != to)
                return "invariant I5 (each marker faces along its step, G8): " + w +
                       ".facing is not the direction from the marker before";
            if (rules_->blockEnemyPositions && trailHas(1 - seat, to))
                return "invariant I5 (enemy Positions block, G7): " + w +
                       " stands on the enemy's Position marker";
            const int traction = score(seat, kPropulsion, 1);
            const int difficulty =
                rules_->difficultyAtOrigin ? effectiveDifficulty(from) : effectiveDifficulty(to);
            const int eighths = turnEighths(t.facing[i - 1], t.facing[i]);
            const int turn = rules_->tractionQuarterTurns ? (eighths + 1) / 2 : eighths;
            if ((rules_->impassableAboveTraction && difficulty > traction) ||
                turn > std::max(0, traction - difficulty))
                return "invariant I5 (each turn within Traction less Difficulty, T34-T35): " + w +
                       " turns beyond it";
        }

        // I7: damage and destroyed Systems (T57, G20).
        if (!resolving && !over && crewDead_[seat])
            return "invariant I9 (a dead Crew ends the game, T61): " + seatField(seat, "crewDead") +
                   " in a live game";

        // I10: Objectives (T9, section 3).
        for (int i = 0; i < objectiveCount_[seat]; ++i) {
            const Objective& o = objectives_[seat][i];
            const std::string w = seatField(seat, "objectives[" + std::to_string(i) + "]");
            const bool marked = o.type == kHold || o.type == kDemolition;
            if (marked && o.square >= 0 && !inHomeHalf(1 - seat, o.square))
                return "invariant I10 (an Objective marker lies in the opponent's half, section "
                       "3): " +
                       w + ".square " + squareText(o.square) + " is in the player's own half";
            if (marked && o.square < 0 && playing)
                return "invariant I10 (Objective markers are placed before play): " + w +
                       ".square is not designated";
            if (o.type == kDemolition && o.square >= 0 && terrain_[o.square] != 0 &&
                setup.terrainTypes[terrain_[o.square]].armour < 2)
                return "invariant I10 (a demolition marker lies on Armour 2 or more, R12): " + w +
                       ".square " + squareText(o.square) + " has Armour " +
                       std::to_string(setup.terrainTypes[terrain_[o.square]].armour);
            const int deadline = rules_->deadline[o.type];
            if (o.status == kOpen) {
                if (o.round != 0)
                    return "invariant I10 (an open Objective has no round): " + w + ".round is " +
                           std::to_string(o.round);
                if (round_ > deadline)
                    return "invariant I10 (an Objective fails at its deadline, T9): " + w +
                           " is still open in round " + std::to_string(round_) +
                           ", after its deadline " + std::to_string(deadline);
                if (playing && !resolving) {
                    bool met = false;
                    if (o.type == kDemolition)
                        met = o.square >= 0 && terrain_[o.square] == 0;
                    else if (o.type == kBreakthrough)
                        met = exited_[seat];
                    else if (o.type == kCripple)
                        for (int s = 1; s < kSystemCount; ++s)
                            met = met || damage_[1 - seat][s] >= 3;
                    if (met)
                        return "invariant I10 (an Objective is accomplished when met): " + w +
                               " is open though its condition holds";
                }
            } else if (o.status == kAccomplished) {
                if (o.round < 1 || o.round > round_ || o.round > deadline)
                    return "invariant I10 (an Objective is accomplished by its deadline, T9): " +
                           w + ".round is " + std::to_string(o.round);
            } else if (o.round != deadline || (o.round >= round_ && !over))
                return "invariant I10 (an Objective fails at its deadline's end, T9): " + w +
                       ".round is " + std::to_string(o.round) + ", its deadline " +
                       std::to_string(deadline);
        }
    }

    // I9: the game is over exactly when it ends, so a live one has a decision
    // (a Fire needs an own Target in Range, a Step somewhere to go, a Repair
    // something damaged).
    Decision legal[kMaxLegal];
    if (!over && fillLegal(legal) == 0)
        return "invariant I9 (a live game has a decision): phase " +
               std::string(phase_ == Phase::Fire     ? "fire has no own Target in Range"
                           : phase_ == Phase::Step   ? "step has no square within Traction"
                           : phase_ == Phase::Repair ? "repair has no damaged System"
                                                     : "has no legal decision");

    if (!playing) {
        if (over) {
            const bool kill = crewDead_[0] || crewDead_[1];
            if ((ending_ == Ending::CrewKill) != kill)
                return "invariant I9 (the game ends on a dead Crew or after the last round, "
                       "T61): state.result.ending does not match state.players[].crewDead";
            if (ending_ == Ending::Points && round_ != rules_->maxRounds)
                return "invariant I9 (a points ending follows the last round, T62): round is " +
                       std::to_string(round_);
            const int p0 = objectivePoints(0), p1 = objectivePoints(1);
            const int expected = ending_ == Ending::CrewKill
                                     ? (crewDead_[0] && crewDead_[1] ? -1 : (crewDead_[0] ? 1 : 0))
                                     : (p0 == p1 ? -1 : (p0 > p1 ? 0 : 1));
            if (winner_ != expected)
                return "invariant I9 (the result follows the ending, G22): state.result.winner "
                       "is " +
                       (winner_ < 0 ? std::string("null") : std::to_string(winner_)) +
                       ", the ending gives " +
                       (expected < 0 ? std::string("a draw") : "seat " + std::to_string(expected));
        }
        return {};
    }

    // I3: the turn's activations (T48, G10, G11).
    if (activatedThisTurn_ != (usedMask_ != 0 || weaponUses_ != 0))
        return "invariant I3 (a turn's activations): state.turnState.activated disagrees with "
               "state.turnState.used and state.turnState.weaponUses";
    if (resolving && turnWasPass_ == activatedThisTurn_)
        return "invariant I3 (a Pass activates nothing, G11): state.turnState.wasPass disagrees "
               "with "
               "state.turnState.activated";
    if (rules_->oneActivationPerTurn && !resolving && std::popcount(usedMask_) + weaponUses_ > 1)
        return "invariant I3 (one activation a turn, G10): state.turnState lists more than one";
    if (!resolving) {
        if (weaponUses_ > score(mover, kWeapon, 1))
            return "invariant I3 (a Weapon fires at most RoF times, T48): "
                   "state.turnState.weaponUses is " +
                   std::to_string(weaponUses_) + ", Rate of Fire " +
                   std::to_string(score(mover, kWeapon, 1));
        for (int sys = 0; sys < kSystemCount; ++sys)
            if (((usedMask_ >> sys & 1) || (sys == kWeapon && weaponUses_ > 0)) &&
                damage_[mover][sys] >= 3)
                return "invariant I7 (a destroyed System never activates, T57): state.turnState "
                       "lists " +
                       std::string(kSystemNames[sys]);
        if (usedMask_ >> kWeapon & 1)
            return "invariant I3 (a Weapon counts its uses): state.turnState.used lists the weapon";
    }
    if (exited_[mover] && !resolving)
        return "invariant I4 (an exited Titan takes no turns, G7): current is exited";
    if (rules_->passIsFinal && passed_[mover] && !resolving)
        return "invariant I3 (a final Pass, G11): current has passed this round";
    if (consecutivePasses_ > 1)
        return "invariant I3 (two Passes end the round, G11): state.consecutivePasses is " +
               std::to_string(consecutivePasses_);
    if (consecutivePasses_ == 1 && !passed_[1 - mover])
        return "invariant I3 (a Pass is recorded, G11): state.consecutivePasses is 1 but "
               "state.players[" +
               std::to_string(1 - mover) + "].passed is false";
    if (rules_->passIsFinal && passed_[0] && passed_[1] && !resolving)
        return "invariant I3 (two final Passes end the round, G11): both players have passed";

    // I6: Blasts (T51): the mover's are this turn's shots; the opponent's, its last turn's.
    int own = 0, theirs = 0;
    for (int sq = 0; sq < kSquares; ++sq) {
        own += blasts_[mover][sq];
        theirs += blasts_[1 - mover][sq];
    }
    if (weaponUses_ == 0 && own > 0)
        return "invariant I6 (Blasts resolve at the end of the opponent's next turn, T51): "
               "state.players[" +
               std::to_string(mover) + "].blasts holds Blasts though it has not fired this turn";
    if (consecutivePasses_ == 1 && theirs > 0)
        return "invariant I6 (a Pass places no Blasts, G11): state.players[" +
               std::to_string(1 - mover) + "].blasts holds Blasts after its Pass";

    // The activation in progress.
    if (phase_ == Phase::Repair && !(usedMask_ >> kCrew & 1))
        return "invariant I3 (an activation is listed): state.turnState.used lacks the crew";
    if (phase_ == Phase::Step) {
        if (!(usedMask_ >> kPropulsion & 1) || limit_ != score(mover, kPropulsion, 0) ||
            done_ >= limit_ || trail_[mover].count != done_ + 1)
            return "invariant I5 (a Propulsion activation's steps): state.activation.done and "
                   "activation.limit disagree with the trail and Speed";
    }
    if (phase_ == Phase::Marker) {
        const Markers& m = markersOf(mover, active_);
        const int c = cap(mover, active_);
        const bool registers =
            // Undecided only while both placing and relocating are open (R3).
            mode_ < 0 ? done_ == 0 && limit_ == 0 && lifted_ < 0 && m.count < c &&
                            score(mover, active_, 1) > 0 && m.count > 0 &&
                            (m.count == c || rules_->relocateBelowCap) &&
                            relocateLimit(mover, active_) > 0
            : mode_ == 0 ? lifted_ < 0 && done_ < limit_ &&
                               limit_ == std::min(score(mover, active_, 1), c - (m.count - done_))
                         : done_ < limit_ && limit_ == relocateLimit(mover, active_) &&
                               (rules_->relocateBelowCap ? m.count + (lifted_ >= 0 ? 1 : 0) <= c
                                                         : m.count + (lifted_ >= 0 ? 1 : 0) == c);
        if (!(usedMask_ >> active_ & 1) || !registers)
            return "invariant I2 (an activation places or relocates within the cap, R3): "
                   "activation.mode, done, limit and lifted disagree with the markers";
    }
    if ((phase_ == Phase::Fire || phase_ == Phase::Splash) &&
        (weaponUses_ == 0 || score(mover, kWeapon, 2) == 0))
        return "invariant I3 (an activation is listed, R9): state.turnState.weaponUses is 0 or the "
               "Weapon has Power 0 while it fires";
    if (phase_ == Phase::Fire && (done_ != 0 || fired_ >= 0))
        return "invariant I3 (a Weapon fires first): state.activation.done or "
               "state.activation.fired set "
               "before firing";
    if (phase_ == Phase::Splash && (limit_ != score(mover, kWeapon, 3) || done_ >= limit_ ||
                                    blasts_[mover][fired_] < score(mover, kWeapon, 2)))
        return "invariant I6 (Area of Effect follows a shot, T50): state.activation.limit, done or "
               "fired disagree with the Weapon";

    // The resolution in progress (T51-T58, R7, G21).
    if (resolving) {
        const int owner = 1 - mover;
        for (int sq = 0; sq < resolveSquare_; ++sq)
            if (blasts_[owner][sq] != 0)
                return "invariant I6 (squares resolve in index order, G18): state.players[" +
                       std::to_string(owner) + "].blasts holds " + squareText(sq) +
                       ", before the square resolving";
        const int expectedDefender = resolveStage_ == 2 ? owner : mover;
        if (blasts_[owner][resolveSquare_] == 0 || defender_ != expectedDefender ||
            remainder_ > blasts_[owner][resolveSquare_] ||
            (defender_ == owner && !rules_->friendlyFire) ||
            nominator_ != nominatorFor(defender_, resolveSquare_))
            return "invariant I6 (a hit names a System, T55-T60): state.resolution disagrees with "
                   "the "
                   "Blasts, the Titans or the arcs";
    }
    return {};
}

} // namespace pb::titanomachia
