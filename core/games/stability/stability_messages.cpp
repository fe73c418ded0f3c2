// Why a decision is illegal, and decisions as short human text: the words a
// designer reads in the CLI and the move log.
#include "engine/decision_text.h"
#include "games/stability/stability_state.h"

#include <algorithm>
#include <string>

namespace pb::stability {

namespace {

const char* phaseWord(Phase phase) {
    switch (phase) {
    case Phase::Move:
        return "move";
    case Phase::Permeate:
        return "permeate";
    case Phase::Afflict:
        return "afflict";
    case Phase::Extra:
        return "extra";
    case Phase::Set:
        return "set";
    case Phase::Over:
        return "over";
    }
    return "over";
}

std::string signed1(int sign) {
    return sign > 0 ? "+" + std::to_string(sign) : std::to_string(sign);
}

} // namespace

std::string StabilityState::square(int cell) const {
    return "(" + std::to_string(rules_->row(cell)) + "," + std::to_string(rules_->col(cell)) + ")";
}

std::string StabilityState::whyMoveIllegal(int to) const {
    const int from = pos_[current_];
    const int steps = board_[from];
    const int dr = rules_->row(to) - rules_->row(from), dc = rules_->col(to) - rules_->col(from);
    const bool straight =
        dr == 0 || dc == 0 || (rules_->eightDirections && std::abs(dr) == std::abs(dc));
    const int distance = std::max(std::abs(dr), std::abs(dc));
    if (!straight || distance != steps)
        return "seat " + std::to_string(current_) + " on " + square(from) + " must move exactly " +
               std::to_string(steps) + " squares in a straight line (" +
               (rules_->eightDirections ? "8 directions" : "orthogonally") + "); " + square(to) +
               " is not such a square";
    for (int seat = 0; seat < numPlayers_ && !rules_->shareSquares; ++seat)
        if (seat != current_ && pos_[seat] == to)
            return square(to) + " is occupied by seat " + std::to_string(seat) +
                   "'s homunculus (shareSquares is off)";
    return {};
}

std::string StabilityState::whyAfflictIllegal(int cell, int sign) const {
    if (sign != 1 && sign != -1)
        return "the sign of an affliction must be +1 or -1, not " + std::to_string(sign);
    if (const int seat = occupantOtherThanCurrent(cell); seat >= 0)
        return square(cell) + " hosts seat " + std::to_string(seat) +
               "'s homunculus and cannot be afflicted";
    const int amount = magnitude();
    if (!canChange(cell, sign, amount))
        return square(cell) + " shows " + std::to_string(board_[cell]) + ": " +
               signed1(sign * amount) + " would leave " + std::to_string(rules_->minTile) + ".." +
               std::to_string(rules_->maxTile);
    const EffectInfo& info = kEffects[effect_];
    if (info.scope == ExtraScope::Adjacent && eligibleNeighbours(cell) < info.extras)
        return square(cell) + " has only " + std::to_string(eligibleNeighbours(cell)) +
               " adjacent tiles that can be afflicted; " + std::string(info.id) + " needs " +
               std::to_string(info.extras);
    if (info.scope == ExtraScope::Anywhere && eligibleCount() < info.extras + 1)
        return std::string(info.id) + " needs " + std::to_string(info.extras) +
               " other tiles that can be afflicted";
    return {};
}

std::string StabilityState::whyExtraIllegal(int cell, int sign) const {
    const EffectInfo& info = kEffects[effect_];
    if (info.ownSigns && sign != 1 && sign != -1)
        return "an extra tile under mixed2 needs its own sign, +1 or -1";
    if (!info.ownSigns && sign != 0)
        return "an extra tile takes the primary's sign; only mixed2 extras carry a sign";
    if (cell == primary_)
        return square(cell) + " is the primary tile; extras must be other tiles";
    if (isExtraChosen(cell))
        return square(cell) + " is already an extra tile this turn";
    if (const int seat = occupantOtherThanCurrent(cell); seat >= 0)
        return square(cell) + " hosts seat " + std::to_string(seat) +
               "'s homunculus and cannot be afflicted";
    if (!extraLegal(cell))
        return square(cell) + " is not adjacent to the primary tile " + square(primary_);
    return {};
}

std::string StabilityState::whyIllegal(const Decision& d) const {
    if (phase_ == Phase::Over)
        return "the game is over";
    static constexpr const char* kKindWords[] = {"chance", "move",  "permeate", "afflict",
                                                 "skip",   "extra", "set"};
    const char* kind = d.kind < kDecisionKindCount ? kKindWords[d.kind] : "unknown";
    if (current_ == kChanceActor) {
        if (d.kind != kChanceKind)
            return "the first player has not been drawn yet: only a chance decision is possible";
        if (d.a < 0 || d.a >= numPlayers_)
            return "chance outcome " + std::to_string(d.a) + " is not a seat (0.." +
                   std::to_string(numPlayers_ - 1) + ")";
        if (d.b != 0 || d.c != 0)
            return "a chance decision carries its outcome alone (b and c are 0)";
        return {};
    }
    if (d.kind == kChanceKind)
        return "there is no chance event now; seat " + std::to_string(current_) + " is to " +
               phaseWord(phase_);
    const bool expected =
        (d.kind == kMoveKind && phase_ == Phase::Move) ||
        (d.kind == kPermeateKind && phase_ == Phase::Permeate) ||
        ((d.kind == kAfflictKind || d.kind == kSkipKind) && phase_ == Phase::Afflict) ||
        (d.kind == kExtraKind && phase_ == Phase::Extra) ||
        (d.kind == kSetKind && phase_ == Phase::Set);
    if (!expected)
        return std::string("seat ") + std::to_string(current_) + " is at the " + phaseWord(phase_) +
               " step; a " + kind + " decision is not possible now";
    if (d.kind != kSkipKind && d.kind != kPermeateKind && (d.a < 0 || d.a >= rules_->cells))
        return "square index " + std::to_string(d.a) + " is off the board";
    std::string why;
    switch (d.kind) {
    case kMoveKind:
        why = whyMoveIllegal(d.a);
        break;
    case kPermeateKind: {
        if (d.a < 0 || d.a >= kEffectCount)
            return "unknown permeation effect " + std::to_string(d.a);
        const auto e = static_cast<Effect>(d.a);
        if (e != kNone && rules_->cost[e] > pc_[current_])
            return std::string(kEffects[e].id) + " costs " + std::to_string(rules_->cost[e]) +
                   " PC but seat " + std::to_string(current_) + " has " +
                   std::to_string(pc_[current_]);
        if (!effectAvailable(e))
            return std::string(kEffects[e].id) + " cannot be completed from any tile now";
        break;
    }
    case kAfflictKind:
        why = whyAfflictIllegal(d.a, d.b);
        break;
    case kSkipKind:
        if (effect_ != kNone)
            return "after buying " + std::string(kEffects[effect_].id) +
                   " the affliction is mandatory; skip is not allowed";
        if (!skipAllowed())
            return "affliction is mandatory (afflictionMandatory is on); skip is not allowed";
        break;
    case kExtraKind:
        why = whyExtraIllegal(d.a, d.b);
        break;
    case kSetKind:
        if (d.b < rules_->setMin || d.b > rules_->setMax)
            return "set value " + std::to_string(d.b) + " is outside " +
                   std::to_string(rules_->setMin) + ".." + std::to_string(rules_->setMax);
        if (const int seat = occupantOtherThanCurrent(d.a); seat >= 0)
            return square(d.a) + " hosts seat " + std::to_string(seat) +
                   "'s homunculus and cannot be set";
        break;
    default:
        return "unknown decision kind " + std::to_string(d.kind);
    }
    if (why.empty() && !isLegal(d))
        why = std::string("this ") + kind + " decision is not legal now";
    return why;
}

std::string StabilityState::decisionToText(const Decision& d) const {
    switch (d.kind) {
    case kChanceKind:
        return playerLabel(d.a) + " is drawn to move first";
    case kMoveKind:
        return "move to " + square(d.a);
    case kPermeateKind:
        return d.a == kNone ? "no permeation"
                            : "permeate " + std::string(kEffects[d.a].id) + " (" +
                                  std::to_string(rules_->cost[d.a]) + " PC)";
    // The real change to the tile, not the sign chosen: magnitude effects
    // multiply it, and an extra tile at the end of the range stays.
    case kAfflictKind:
        return "afflict " + square(d.a) + " " + signed1(tileChange(d));
    case kSkipKind:
        return "skip the affliction";
    case kExtraKind:
        if (const int change = tileChange(d); change != 0)
            return "extra " + square(d.a) + " " + signed1(change);
        return "extra " + square(d.a) + " (stays at " + std::to_string(board_[d.a]) + ")";
    case kSetKind:
        return "set " + square(d.a) + " to " + std::to_string(d.b);
    default:
        return "unknown decision";
    }
}

} // namespace pb::stability
