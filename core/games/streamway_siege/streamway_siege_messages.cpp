// What people read: decision texts and why a decision is not legal.
#include "games/streamway_siege/streamway_siege_state.h"

#include <algorithm>

namespace pb::streamway_siege {

std::string StreamwaySiegeState::decisionToText(const Decision& d) const {
    const std::string v = std::to_string(d.a), at = std::to_string(d.b);
    switch (d.kind) {
    case kRollKind:
        return "roll " + v;
    case kAbilityKind:
        return "monster ability " + v;
    case kDeployKind:
        return d.a ? "deploy a man" : "deploy no man";
    case kMonsterDieKind:
        return "move the monster on step " + at + " by " + v;
    case kDieKind:
        return "move the man on step " + at + " by " + v;
    case kLadderKind:
        return d.a ? "take the ladder" : "stay off the ladder";
    case kBoxcarsKind:
        return d.a < 0
                   ? "no boxcars reward"
                   // Teams counted from 1, as people count them; the JSON keeps 0-based.
                   : (teamDead(teamOf(seat_)) ? "steal a man from team " : "give a man to team ") +
                         std::to_string(d.a + 1);
    default:
        return "unknown decision";
    }
}

std::string StreamwaySiegeState::whyIllegal(const Decision& d) const {
    if (isLegal(d))
        return {};
    if (actor_ == kTerminalActor)
        return "the game is over";
    if (d.kind >= kDecisionKindCount)
        return "there is no decision of kind " + std::to_string(d.kind);
    if (d.c != 0 || ((d.kind == kRollKind || d.kind == kAbilityKind || d.kind == kDeployKind ||
                      d.kind == kLadderKind || d.kind == kBoxcarsKind) &&
                     d.b != 0))
        return "this decision uses no such field";
    if (ladderPending_)
        return d.kind == kLadderKind ? "take is 0 (stay) or 1 (take)"
                                     : "a man is on a ladder's end: take it or stay first";
    const bool chance = actor_ == kChanceActor;
    if (chance && d.kind != kRollKind && d.kind != kAbilityKind)
        return "dice are being rolled";
    switch (d.kind) {
    case kRollKind:
        if (step_ != Step::Roll)
            return "no die is being rolled now";
        return "a die shows 1.." + std::to_string(rules_->dieSides);
    case kAbilityKind:
        if (step_ != Step::Abilities)
            return "no monster is being made now";
        return "ability " + std::to_string(d.a) +
               " is not one the monster lacks and may have (1..6, no duplicates, S56)";
    case kDeployKind:
        if (step_ != Step::Deploy)
            return "men are deployed only at the start of a turn (S17)";
        if (d.a == 0)
            return "with no man on the board you must deploy one (G7)";
        return "deploy is 0 or 1";
    case kLadderKind:
        return "no man is on a ladder's end";
    case kBoxcarsKind:
        if (step_ != Step::Boxcars)
            return "boxcars rewards come after the dice, with the whole roll on one man (S30)";
        return teamDead(teamOf(seat_)) ? "that team has no undeployed man to steal"
                                       : "that team is not dead, or you have no undeployed man";
    case kMonsterDieKind:
    case kDieKind: {
        if (step_ != Step::SnakeEyes && step_ != Step::Dice)
            return "no die is waiting to be applied";
        const bool onMonsters = step_ == Step::SnakeEyes || !anyMan();
        if (onMonsters != (d.kind == kMonsterDieKind))
            return onMonsters ? "the dice move monsters now (S28, S52)" : "the dice move men now";
        if (!dieValueAvailable(d.a, onMonsters))
            return "no unused die shows " + std::to_string(d.a);
        if (onMonsters)
            return "no monster that may take dice is on step " + std::to_string(d.b);
        return teamDead(teamOf(seat_))
                   ? "no other player's man is on step " + std::to_string(d.b)
                   : "none of your deployed men is on step " + std::to_string(d.b);
    }
    default:
        return "not legal now";
    }
}

} // namespace pb::streamway_siege
