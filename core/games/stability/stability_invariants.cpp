// What one Stability state must show to be reachable (docs/rules/stability.md,
// the S and C clauses), checked on the state's own fields: Ruleset::
// stateFromJson refuses a state that breaks one, and the property harness
// checks every state reached in play.
#include "games/stability/stability_state.h"

#include <string>

namespace pb::stability {

namespace {

std::string seatText(int seat) {
    return "players[" + std::to_string(seat) + "]";
}

} // namespace

std::string StabilityState::invariantViolation() const {
    const Rules& r = *rules_;
    for (int cell = 0; cell < r.cells; ++cell)
        if (board_[cell] < r.minTile || board_[cell] > r.maxTile)
            return "invariant S6 (tiles stay in minTile..maxTile): \"board\" " + square(cell) +
                   " is " + std::to_string(board_[cell]);

    int living = 0;
    for (int seat = 0; seat < numPlayers_; ++seat) {
        if (pc_[seat] < 0 || pc_[seat] > kMaxPc)
            return "invariant S17 (PC in 0..9): " + seatText(seat) + " \"pc\" is " +
                   std::to_string(pc_[seat]);
        if (pos_[seat] < 0)
            continue;
        ++living;
        if (pos_[seat] >= r.cells)
            return "invariant S2 (homunculi on the board): " + seatText(seat) +
                   " \"pos\" is off the board";
        for (int other = seat + 1; other < numPlayers_ && !r.shareSquares; ++other)
            if (pos_[other] == pos_[seat])
                return "invariant S13 (one homunculus a square): " + seatText(seat) + " and " +
                       seatText(other) + " share \"pos\" " + square(pos_[seat]);
    }
    if (numEliminated_ != numPlayers_ - living)
        return "invariant S22 (ranks follow the eliminations): \"eliminated\" lists " +
               std::to_string(numEliminated_) + " seats but " +
               std::to_string(numPlayers_ - living) + " are out";
    for (int i = 0; i < numEliminated_; ++i) {
        if (pos_[eliminated_[i]] >= 0)
            return "invariant S22 (ranks follow the eliminations): \"eliminated\" lists living "
                   "seat " +
                   std::to_string(eliminated_[i]);
        for (int j = 0; j < i; ++j)
            if (eliminated_[j] == eliminated_[i])
                return "invariant S22 (ranks follow the eliminations): \"eliminated\" lists seat " +
                       std::to_string(eliminated_[i]) + " twice";
    }

    if (turn_ > r.maxTurns)
        return "invariant S22 (maxTurns ends the game): \"turn\" " + std::to_string(turn_) +
               " is past maxTurns " + std::to_string(r.maxTurns);
    if (phase_ == Phase::Over) {
        if (living == 0)
            return "invariant S22 (the last one standing wins): a finished game has no living "
                   "player";
        // maxTurns ends a game of several living; an elimination leaves one.
        if (turnLimitReached_ != (turn_ == r.maxTurns) || turnLimitReached_ != (living > 1))
            return "invariant S22 (only the last one standing or maxTurns ends the game): "
                   "\"turn\" " +
                   std::to_string(turn_) + " with " + std::to_string(living) + " living";
        if (current_ < 0 || pos_[current_] < 0)
            return "invariant S22 (the game ends on a living seat): \"current\" of a finished "
                   "game is not a living seat";
        return {};
    }
    if (turnLimitReached_ || turn_ == r.maxTurns)
        return "invariant S22 (maxTurns ends the game): \"turn\" " + std::to_string(turn_) +
               " has reached maxTurns but the game is not over";
    if (living < 2)
        return "invariant S22 (the last one standing wins): a game in progress with " +
               std::to_string(living) + " living";
    if (current_ == kChanceActor) {
        if (phase_ != Phase::Move || turn_ != 0 || numEliminated_ != 0)
            return "invariant S9 (the first player is drawn before play): \"current\" is "
                   "\"chance\" after play began";
        const auto& game = static_cast<const StabilityGame&>(this->game());
        for (int seat = 0; seat < numPlayers_; ++seat)
            if (pos_[seat] != game.startSquare(seat) || pc_[seat] != 0)
                return "invariant S8 (each starts on its corner with PC 0): " + seatText(seat) +
                       " has moved or has PC before the opening draw";
        return {};
    }
    if (current_ < 0 || current_ >= numPlayers_ || pos_[current_] < 0)
        return "invariant S23 (only the living play): \"current\" seat " +
               std::to_string(current_) + " is eliminated";
    switch (phase_) {
    case Phase::Move:
        if (!hasLegalMove(current_))
            return "invariant S20/S21 (a seat that cannot move is out): " + seatText(current_) +
                   " is to move from " + square(pos_[current_]) + " without a legal move";
        break;
    case Phase::Permeate:
        if (pc_[current_] < r.permeationThreshold)
            return "invariant S18 (permeation from the threshold): " + seatText(current_) +
                   " \"pc\" " + std::to_string(pc_[current_]) + " is below " +
                   std::to_string(r.permeationThreshold) + " at phase \"permeate\"";
        break;
    case Phase::Afflict:
    case Phase::Set:
        if ((phase_ == Phase::Set) != (effect_ == kSet))
            return "invariant S19 (set is its own phase): \"effect\" \"" +
                   std::string(kEffects[effect_].id) + "\" at this \"phase\"";
        if (effect_ != kNone && !effectCompletable(effect_))
            return "invariant C13 (an effect only if it can be completed): \"effect\" \"" +
                   std::string(kEffects[effect_].id) + "\" has no primary tile";
        break;
    case Phase::Extra: {
        const EffectInfo& info = kEffects[effect_];
        if (info.extras == 0 || extrasLeft_ < 1 || extrasLeft_ + extrasChosen_ != info.extras)
            return "invariant C13 (extras add up): \"extrasLeft\" " + std::to_string(extrasLeft_) +
                   " and " + std::to_string(extrasChosen_) + " \"extras\" for \"" +
                   std::string(info.id) + "\"";
        if (primary_ < 0 || primary_ >= r.cells || occupiedByOther(primary_))
            return "invariant S15 (no affliction of another's tile): \"primary\" is not a tile "
                   "the player could afflict";
        int open = 0;
        for (int cell = 0; cell < r.cells && open < extrasLeft_; ++cell)
            open += extraLegal(cell) ? 1 : 0;
        if (open < extrasLeft_)
            return "invariant C13 (an effect only if it can be completed): only " +
                   std::to_string(open) + " tiles left for \"extrasLeft\" " +
                   std::to_string(extrasLeft_);
        break;
    }
    case Phase::Over:
        break;
    }
    return {};
}

} // namespace pb::stability
