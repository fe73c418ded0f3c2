// Why a decision is illegal, and decisions as short human text: the words a
// designer reads in the CLI and the move log.
#include "engine/decision_text.h"
#include "games/torus_lab/torus_lab_state.h"

#include <string>

namespace pb::torus_lab {

namespace {

const char* const kKindWords[kDecisionKindCount] = {
    "deal",   "reveal",      "first",     "roll",    "emergeCount", "emergeSpace", "move",
    "moveTo", "attempt",     "resolve",   "stop",    "collect",     "spend",       "spend",
    "give",   "doneSharing", "enterCode", "discard", "spill",       "endTurn"};

const char* const kBasicWords[kBasicKindCount] = {"move", "neutralize", "collect"};
const char* const kSpecialWords[kSpecialKindCount] = {"Spend Cards", "Share Cards", "code"};

std::string suitWord(int suit, bool plural = false) {
    if (suit < 0 || suit >= kMaxSuits)
        return "suit " + std::to_string(suit);
    return std::string(plural ? kSuitNames[suit] : kSuitSingular[suit]);
}

std::string space(int s) {
    return "space " + std::to_string(s + 1);
}

std::string seat(int s) {
    return "seat " + std::to_string(s);
}

bool isChanceKind(int kind) {
    return kind <= kEmergeSpaceKind;
}

} // namespace

std::string TorusLabState::whyCollectIllegal(int count) const {
    const Rules& r = *rules_;
    if (phase_ == Phase::Action && r.collectTiming == CollectTiming::AfterEmergence)
        return "collecting comes after the particles emerge (collectTiming=afterEmergence)";
    if (count < 1 || count > r.collectN || (!r.collectUpTo && count != r.collectN))
        return r.collectUpTo ? "a collect takes 1 to " + std::to_string(r.collectN) + " cards"
                             : "a collect takes exactly " + std::to_string(r.collectN) +
                                   " card(s) (collectUpTo is off)";
    if (basicCount_[kBasicCollect] > 0)
        return "a turn has only one collect";
    if (!canStartBasic(kBasicCollect))
        return "no basic action is left this turn for a collect (" + std::to_string(basicUsed()) +
               " of " + std::to_string(r.basicAllowance) + " used)";
    const int here = pawn_[current_];
    if (particles_[here] > 0)
        return "the pawn's " + space(here) + " has " + std::to_string(particles_[here]) +
               " particle(s); a collect needs a space with none";
    if (stackSize_[here] == 0 && r.emptyStackLoss != EmptyStackLoss::OnDraw)
        return space(here) + " has no cards left to collect";
    if (r.emptyStackLoss == EmptyStackLoss::Never && r.collectUpTo && count > stackSize_[here])
        return space(here) + " holds only " + std::to_string(stackSize_[here]) + " card(s)";
    if (r.limitCheck == LimitCheck::BlocksCollect && handTotal(current_) + count > limit_[current_])
        return "collecting " + std::to_string(count) + " would take " + seat(current_) +
               "'s hand of " + std::to_string(handTotal(current_)) + " past its limit " +
               std::to_string(limit_[current_]) + " (handLimitCheck=blocksCollect)";
    return {};
}

std::string TorusLabState::whySpendIllegal(const Decision& d) const {
    const Rules& r = *rules_;
    const bool wild = d.kind == kSpendWildKind;
    if (d.a < kHearts || d.a > kSpades)
        return "only hearts, clubs, diamonds and spades have a power";
    if (wild && !r.wild)
        return "a land has no power (fifthSuitPower=none, or a four-suit deck)";
    const int card = wild ? static_cast<int>(kLands) : d.a;
    if (hand_[current_][card] == 0)
        return seat(current_) + " holds no " + suitWord(card);
    if (!spendWindowOpen())
        return "spending opens the Spend Cards special action, and none is left this turn";
    switch (d.a) {
    case kHearts:
    case kClubs:
        if (phase_ != Phase::NeutralizeDie)
            return std::string("a ") + (d.a == kHearts ? "heart rerolls" : "club adds 1 to") +
                   " a neutralization die; none is showing now";
        if (d.a == kHearts && r.heartRerollLimit > 0 && rerolls_ >= r.heartRerollLimit)
            return "this die has been rerolled " + std::to_string(rerolls_) +
                   " time(s), the heartRerollLimit";
        return {};
    case kDiamonds:
        if (phase_ != Phase::Action && phase_ != Phase::Neutralizing)
            return "a diamond moves the pawn at the action step or between neutralization tries";
        if (!pawnMayMove())
            return "after collecting (collectTiming=anyTime) the pawn may not move";
        if (d.b < 0 || d.b >= r.spaceCount || !adjacent(pawn_[current_], d.b))
            return space(d.b) + " is not next to the pawn on " + space(pawn_[current_]);
        if (!pawnMayEnter(d.b))
            return space(d.b) + " has particles; a diamond moves only to a space without "
                                "(pawnLegalSpace=particleFree)";
        return {};
    default:
        if (phase_ != Phase::Action && phase_ != Phase::Neutralizing)
            return "a spade moves a particle at the action step or between neutralization tries";
        if (d.b < 0 || d.b >= r.spaceCount || d.c < 0 || d.c >= r.spaceCount)
            return "a spade moves a particle between two spaces of the ring";
        if (particles_[d.b] == 0)
            return space(d.b) + " has no particle to move";
        if (r.spadeSource == SpadeSource::PawnSpace && d.b != pawn_[current_])
            return "a spade moves a particle from the pawn's " + space(pawn_[current_]) +
                   " only (spadeSource=pawnSpace)";
        if (!adjacent(d.b, d.c))
            return space(d.c) + " is not next to " + space(d.b);
        if (particles_[d.c] >= r.particleCap)
            return space(d.c) + " already holds " + std::to_string(r.particleCap) +
                   " particles, the cap";
        if (!particleMayEnter(d.c))
            return space(d.c) + " has a pawn (particleLegalSpace=belowCapNoPawn)";
        return {};
    }
}

std::string TorusLabState::whySeatDecisionIllegal(const Decision& d) const {
    const Rules& r = *rules_;
    const std::string who = seat(current_);
    auto wrongStep = [&]() {
        return who + " is at the " + phaseName(phase_) + " step; a " + kKindWords[d.kind] +
               " decision is not possible now";
    };
    auto basicWhy = [&](BasicKind kind) -> std::string {
        if (canStartBasic(kind))
            return {};
        if (r.basicRule == BasicRule::EachOnce)
            return std::string("the ") + kBasicWords[kind] +
                   " action is used up this turn (basicActionRule=eachOnce: one of each "
                   "basic kind)";
        if (basicUsed() >= r.basicAllowance)
            return "no basic action is left this turn (" + std::to_string(basicUsed()) + " of " +
                   std::to_string(r.basicAllowance) + " used)";
        return std::string("repeatActions is off: one ") + kBasicWords[kind] + " action per turn";
    };
    auto specialWhy = [&](SpecialKind kind) -> std::string {
        if (canStartSpecial(kind))
            return {};
        const int used = specialCount_[0] + specialCount_[1] + specialCount_[2];
        if (used >= r.specialAllowance)
            return "no special action is left this turn (" + std::to_string(used) + " of " +
                   std::to_string(r.specialAllowance) + " used)";
        return std::string("repeatActions is off: one ") + kSpecialWords[kind] + " action per turn";
    };
    switch (d.kind) {
    case kMoveKind:
        if (phase_ != Phase::Action)
            return wrongStep();
        if (!pawnMayMove())
            return "after collecting (collectTiming=anyTime) the pawn may not move";
        return basicWhy(kBasicMove);
    case kMoveToKind: {
        if (phase_ != Phase::MoveTo)
            return wrongStep();
        if (d.a < 0 || d.a >= r.spaceCount)
            return "there is no " + space(d.a);
        const int distance = ringDistance(pawn_[current_], d.a);
        if (distance > die_)
            return space(d.a) + " is " + std::to_string(distance) + " spaces from the pawn on " +
                   space(pawn_[current_]) + "; the die shows " + std::to_string(die_);
        return {};
    }
    case kAttemptKind: {
        if (phase_ != Phase::Action && phase_ != Phase::Neutralizing)
            return wrongStep();
        if (phase_ == Phase::Action)
            if (std::string why = basicWhy(kBasicNeutralize); !why.empty())
                return why;
        const int here = pawn_[current_];
        if (particles_[here] == 0)
            return "the pawn's " + space(here) + " has no particles to neutralize";
        if (!canAttempt())
            return "every particle on " + space(here) +
                   " has been tried this turn (neutralizeAttempts=oncePerParticle)";
        return {};
    }
    case kResolveKind:
        return phase_ == Phase::NeutralizeDie ? std::string() : wrongStep();
    case kStopKind:
        return phase_ == Phase::Neutralizing ? std::string() : wrongStep();
    case kCollectKind:
        if (phase_ != Phase::Action && phase_ != Phase::LateCollect)
            return wrongStep();
        return whyCollectIllegal(d.a);
    case kSpendKind:
    case kSpendWildKind:
        return whySpendIllegal(d);
    case kGiveKind: {
        if (phase_ != Phase::Action && phase_ != Phase::Sharing)
            return wrongStep();
        if (phase_ == Phase::Action)
            if (std::string why = specialWhy(kSpecialShare); !why.empty())
                return why;
        if (d.a < 0 || d.a >= numPlayers_ || d.a == current_)
            return "cards are given to another player";
        if (phase_ == Phase::Sharing && r.shareRecipients == ShareRecipients::One &&
            d.a != shareTo_)
            return "this Share action gives to " + seat(shareTo_) + " only (shareRecipients=one)";
        if (pawn_[d.a] != pawn_[current_])
            return seat(d.a) + "'s pawn is on " + space(pawn_[d.a]) + ", not on " +
                   space(pawn_[current_]) + " with " + who + "'s";
        if (d.b < 0 || d.b >= r.suitCount || hand_[current_][d.b] == 0)
            return who + " holds no " + suitWord(d.b);
        if (r.shareRule == ShareRule::NeverBack && ((receivedFrom_[current_] >> d.a) & 1))
            return who + " has received cards from " + seat(d.a) +
                   " and may never give back (shareRule=neverBack)";
        return {};
    }
    case kDoneSharingKind:
        return phase_ == Phase::Sharing ? std::string() : wrongStep();
    case kEnterCodeKind:
        if (phase_ != Phase::Action)
            return wrongStep();
        if (std::string why = specialWhy(kSpecialCode); !why.empty())
            return why;
        if (d.a < 0 || d.a >= r.suitCount)
            return "there is no " + suitWord(d.a) + " code";
        if (code_[d.a])
            return "the " + suitWord(d.a) + " code is already entered";
        if (hand_[current_][d.a] < r.codeSize)
            return "the " + suitWord(d.a) + " code needs " + std::to_string(r.codeSize) + " " +
                   suitWord(d.a, true) + "; " + who + " holds " +
                   std::to_string(hand_[current_][d.a]);
        return {};
    case kSpillKind:
        if (phase_ != Phase::Spill)
            return wrongStep();
        if (!isSpillTarget(d.a))
            return space(d.a) + " cannot take the extra particle from " + space(emergeSpace_) +
                   " (spillRule and particleLegalSpace name the spaces that may)";
        return {};
    case kEndTurnKind:
        return phase_ == Phase::Action || phase_ == Phase::LateCollect ? std::string()
                                                                       : wrongStep();
    default:
        return "unknown decision kind " + std::to_string(d.kind);
    }
}

std::string TorusLabState::whyIllegal(const Decision& d) const {
    if (actor_ == kTerminalActor)
        return std::string("the game is over (") + (result_ == Result::Won ? "won" : "lost") + ")";
    if (d.kind >= kDecisionKindCount)
        return "unknown decision kind " + std::to_string(d.kind);
    std::string why;
    if (actor_ == kChanceActor) {
        static constexpr const char* kPending[] = {"",
                                                   "a card to deal",
                                                   "a stack top to reveal",
                                                   "the first player to draw",
                                                   "a die to roll",
                                                   "the emergence count to roll",
                                                   "the emergence space to roll"};
        static constexpr DecisionKind kExpected[] = {kDealKind,       kDealKind, kRevealKind,
                                                     kFirstKind,      kRollKind, kEmergeCountKind,
                                                     kEmergeSpaceKind};
        const int c = static_cast<int>(chance_);
        if (d.kind != kExpected[c])
            return std::string("chance acts now (") + kPending[c] + "); only a " +
                   kKindWords[kExpected[c]] + " decision is possible";
        if (chance_ == ChanceKind::Deal && d.a != chanceArg_)
            return "the next card dealt goes to " + seat(chanceArg_);
        if (chance_ == ChanceKind::Reveal && d.a != chanceArg_)
            return "the top to reveal now is " + space(chanceArg_) + "'s";
        if ((chance_ == ChanceKind::Deal || chance_ == ChanceKind::Reveal) &&
            (d.b < 0 || d.b >= rules_->suitCount || undrawn_[d.b] == 0))
            return "no " + suitWord(d.b) + " is left among the undrawn cards";
        if (!isLegal(d))
            return std::to_string(d.a) + " is not an outcome of " + kPending[c] +
                   " (see chanceOutcomes)";
    } else if (isChanceKind(d.kind)) {
        return "there is no chance event now; " + seat(actor_) + " is to act";
    } else if (discarding_) {
        if (d.kind != kDiscardKind)
            return seat(actor_) + " holds " + std::to_string(handTotal(actor_)) +
                   " cards, over its hand limit " + std::to_string(limit_[actor_]) +
                   ", and must discard first";
        if (d.a < 0 || d.a >= rules_->suitCount || hand_[actor_][d.a] == 0)
            return seat(actor_) + " holds no " + suitWord(d.a) + " to discard";
    } else if (d.kind == kDiscardKind) {
        return "nobody is over the hand limit; there is nothing to discard";
    } else {
        why = whySeatDecisionIllegal(d);
    }
    if (why.empty() && !isLegal(d))
        why = std::string("this ") + kKindWords[d.kind] + " decision is not legal now";
    return why;
}

std::string TorusLabState::decisionToText(const Decision& d) const {
    switch (d.kind) {
    case kDealKind:
        return "deal a " + suitWord(d.b) + " to " + playerLabel(d.a);
    case kRevealKind:
        return "reveal a " + suitWord(d.b) + " on top of " + space(d.a);
    case kFirstKind:
        return playerLabel(d.a) + " is drawn to play first";
    case kRollKind:
        return "roll " + std::to_string(d.a);
    case kEmergeCountKind:
        return countOf(d.a, "particle emerges", "particles emerge");
    case kEmergeSpaceKind:
        return "they emerge on " + space(d.a);
    case kMoveKind:
        return "move (roll the die)";
    case kMoveToKind:
        return "move to " + space(d.a);
    case kAttemptKind:
        return "try to neutralize a particle (roll)";
    case kResolveKind:
        return "let the neutralization die stand";
    case kStopKind:
        return "stop neutralizing";
    case kCollectKind:
        return "collect " + countOf(d.a, "card", "cards");
    case kSpendKind:
    case kSpendWildKind: {
        const std::string card =
            d.kind == kSpendWildKind ? "a land as a " + suitWord(d.a) : "a " + suitWord(d.a);
        switch (d.a) {
        case kHearts:
            return "spend " + card + ": reroll";
        case kClubs:
            return "spend " + card + ": +1 to the die";
        case kDiamonds:
            return "spend " + card + ": pawn to " + space(d.b);
        case kSpades:
            return "spend " + card + ": particle from " + space(d.b) + " to " + space(d.c);
        default:
            return "spend an unknown card";
        }
    }
    case kGiveKind:
        return "give a " + suitWord(d.b) + " to " + playerLabel(d.a);
    case kDoneSharingKind:
        return "done sharing";
    case kEnterCodeKind:
        return "enter the " + suitWord(d.a) + " code";
    case kDiscardKind:
        return "discard a " + suitWord(d.a);
    case kSpillKind:
        return "spill a particle onto " + space(d.a);
    case kEndTurnKind:
        return "end the turn";
    default:
        return "unknown decision";
    }
}

} // namespace pb::torus_lab
