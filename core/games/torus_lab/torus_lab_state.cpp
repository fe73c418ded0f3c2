#include "games/torus_lab/torus_lab_state.h"

#include "engine/hasher.h"

#include <algorithm>

namespace pb::torus_lab {

namespace {

// More than any decision point lists: an action step with every spend,
// gift and code open is under 90.
constexpr int kMaxLegal = 128;

// Room for one decision point's list, left uninitialized: filling it is the
// only write, so sampling does not pay for clearing a kilobyte each time.
union DecisionBuffer {
    DecisionBuffer() {}
    Decision items[kMaxLegal];
};

constexpr Decision make(DecisionKind kind, int a = 0, int b = 0, int c = 0) {
    return Decision{kind, static_cast<std::int16_t>(a), static_cast<std::int16_t>(b),
                    static_cast<std::int16_t>(c)};
}

} // namespace

TorusLabState::TorusLabState(std::shared_ptr<const TorusLabGame> game,
                             const std::array<int, kMaxSpaces>& stackSizes,
                             const std::array<int, kMaxSuits>& deck)
    : State(game), rules_(&game->rules()) {
    const Rules& r = *rules_;
    numPlayers_ = static_cast<std::int8_t>(game->numPlayers());
    int base = 0;
    for (int s = 0; s < r.spaceCount; ++s) {
        base_[s] = static_cast<std::int16_t>(base);
        stackSize_[s] = static_cast<std::uint8_t>(stackSizes[s]);
        base += stackSizes[s];
        particles_[s] = static_cast<std::uint8_t>(s == r.startSpace ? 0 : r.startParticles);
    }
    for (int suit = 0; suit < r.suitCount; ++suit) {
        deck_[suit] = static_cast<std::uint8_t>(deck[suit]);
        undrawn_[suit] = deck_[suit];
    }
    toDeal_ = static_cast<std::int16_t>(r.handSize * numPlayers_);
    for (int seat = 0; seat < numPlayers_; ++seat) {
        pawn_[seat] = static_cast<std::uint8_t>(r.startSpace);
        limit_[seat] = static_cast<std::uint8_t>(r.handLimit);
    }
    advance();
}

std::unique_ptr<State> TorusLabState::clone() const {
    return std::make_unique<TorusLabState>(*this);
}

void TorusLabState::copyFrom(const State& other) {
    *this = static_cast<const TorusLabState&>(other);
}

// ---- queries ----------------------------------------------------------------

int TorusLabState::top(int space) const {
    if (stackSize_[space] == 0 || stackKnown_[space] == 0)
        return -1;
    return slots_[base_[space] + stackSize_[space] - 1];
}

bool TorusLabState::customDeck() const {
    for (int suit = 0; suit < rules_->suitCount; ++suit)
        if (deck_[suit] != rules_->cardsPerSuit)
            return true;
    return false;
}

int TorusLabState::codesEntered() const {
    int n = 0;
    for (int suit = 0; suit < rules_->suitCount; ++suit)
        n += code_[suit];
    return n;
}

int TorusLabState::spaceNeedingReveal() const {
    const int spaces = rules_->spaceCount;
    if (rules_->openStacks) {
        for (int s = 0; s < spaces; ++s)
            if (stackKnown_[s] < stackSize_[s])
                return s;
        return -1;
    }
    for (int s = 0; s < spaces; ++s)
        if (stackKnown_[s] == 0 && stackSize_[s] > 0)
            return s;
    return -1;
}

int TorusLabState::seatOverLimit() const {
    int seat = std::max<int>(current_, 0);
    for (int i = 0; i < numPlayers_; ++i) {
        if (handCount_[seat] > limit_[seat])
            return seat;
        if (++seat == numPlayers_)
            seat = 0;
    }
    return -1;
}

int TorusLabState::dealSeat() const {
    const int dealt = rules_->handSize * numPlayers_ - toDeal_;
    return dealt % numPlayers_;
}

int TorusLabState::undrawnTotal() const {
    int n = 0;
    for (int suit = 0; suit < rules_->suitCount; ++suit)
        n += undrawn_[suit];
    return n;
}

int TorusLabState::ringDistance(int a, int b) const {
    const int d = a > b ? a - b : b - a;
    return std::min(d, rules_->spaceCount - d);
}

bool TorusLabState::adjacent(int a, int b) const {
    return ringDistance(a, b) == 1;
}

bool TorusLabState::pawnOn(int space) const {
    for (int seat = 0; seat < numPlayers_; ++seat)
        if (pawn_[seat] == space)
            return true;
    return false;
}

bool TorusLabState::particleMayEnter(int space) const {
    if (particles_[space] >= rules_->particleCap)
        return false;
    return rules_->particleSpace == ParticleSpace::BelowCap || !pawnOn(space);
}

bool TorusLabState::pawnMayEnter(int space) const {
    return rules_->pawnSpace == PawnSpace::Any || particles_[space] == 0;
}

int TorusLabState::spillTargets(std::array<std::int8_t, kMaxSpaces>& out) const {
    const int from = emergeSpace_;
    int n = 0;
    if (rules_->spillRule == SpillRule::AnySpace) {
        for (int s = 0; s < rules_->spaceCount; ++s)
            if (s != from && particleMayEnter(s))
                out[n++] = static_cast<std::int8_t>(s);
        return n;
    }
    // Outward both ways, nearest first; adjacentOnly stops after the neighbours.
    const int reach = rules_->spillRule == SpillRule::AdjacentOnly ? 1 : rules_->spaceCount / 2;
    for (int d = 1; d <= reach && n == 0; ++d) {
        const int left = ring(from - d), right = ring(from + d);
        const int lo = std::min(left, right), hi = std::max(left, right);
        if (particleMayEnter(lo))
            out[n++] = static_cast<std::int8_t>(lo);
        if (hi != lo && particleMayEnter(hi))
            out[n++] = static_cast<std::int8_t>(hi);
    }
    return n;
}

bool TorusLabState::isSpillTarget(int space) const {
    std::array<std::int8_t, kMaxSpaces> targets;
    const int n = spillTargets(targets);
    return std::find(targets.begin(), targets.begin() + n, space) != targets.begin() + n;
}

int TorusLabState::basicUsed() const {
    return basicCount_[kBasicMove] + basicCount_[kBasicNeutralize] +
           (rules_->basicRule == BasicRule::CollectFree ? 0 : basicCount_[kBasicCollect]);
}

bool TorusLabState::canStartBasic(BasicKind kind) const {
    const Rules& r = *rules_;
    if (kind == kBasicCollect && basicCount_[kBasicCollect] > 0)
        return false; // once a turn under every rule (G15)
    if (kind == kBasicCollect && r.basicRule == BasicRule::CollectFree)
        return true;
    // G1 (c), as the example of L23: one action of each basic kind, in a small
    // group too.
    if (r.basicRule == BasicRule::EachOnce)
        return basicCount_[kind] == 0;
    return basicUsed() < r.basicAllowance && (r.repeatActions || basicCount_[kind] == 0);
}

bool TorusLabState::canStartSpecial(SpecialKind kind) const {
    const int used =
        specialCount_[kSpecialSpend] + specialCount_[kSpecialShare] + specialCount_[kSpecialCode];
    return used < rules_->specialAllowance && (rules_->repeatActions || specialCount_[kind] == 0);
}

bool TorusLabState::pawnMayMove() const {
    return rules_->collectTiming != CollectTiming::AnyTime || basicCount_[kBasicCollect] == 0;
}

bool TorusLabState::canAttempt() const {
    const int space = pawn_[current_];
    if (particles_[space] == 0)
        return false;
    return rules_->attempts != AttemptRule::OncePerParticle || particles_[space] > failures_[space];
}

bool TorusLabState::collectLegal(int count) const {
    const Rules& r = *rules_;
    if (count < 1 || count > r.collectN || (!r.collectUpTo && count != r.collectN))
        return false;
    if (phase_ == Phase::Action) {
        if (r.collectTiming == CollectTiming::AfterEmergence)
            return false;
    } else if (phase_ != Phase::LateCollect) {
        return false;
    }
    if (!canStartBasic(kBasicCollect))
        return false;
    const int space = pawn_[current_];
    if (particles_[space] > 0)
        return false;
    if (stackSize_[space] == 0 && r.emptyStackLoss != EmptyStackLoss::OnDraw)
        return false;
    if (r.emptyStackLoss == EmptyStackLoss::Never && r.collectUpTo && count > stackSize_[space])
        return false;
    if (r.limitCheck == LimitCheck::BlocksCollect && handTotal(current_) + count > limit_[current_])
        return false;
    return true;
}

bool TorusLabState::canCollectAny() const {
    for (int count = 1; count <= rules_->collectN; ++count)
        if (collectLegal(count))
            return true;
    return false;
}

bool TorusLabState::spendLegal(const Decision& d) const {
    const Rules& r = *rules_;
    const bool wild = d.kind == kSpendWildKind;
    if (d.a < kHearts || d.a > kSpades || (wild && !r.wild))
        return false;
    const int card = wild ? static_cast<int>(kLands) : d.a;
    if (hand_[current_][card] == 0 || !spendWindowOpen())
        return false;
    const int spaces = r.spaceCount;
    switch (d.a) {
    case kHearts:
        return phase_ == Phase::NeutralizeDie && d.b == 0 && d.c == 0 &&
               (r.heartRerollLimit == 0 || rerolls_ < r.heartRerollLimit);
    case kClubs:
        return phase_ == Phase::NeutralizeDie && d.b == 0 && d.c == 0;
    case kDiamonds:
        return (phase_ == Phase::Action || phase_ == Phase::Neutralizing) && d.c == 0 &&
               pawnMayMove() && d.b >= 0 && d.b < spaces && adjacent(pawn_[current_], d.b) &&
               pawnMayEnter(d.b);
    default: // spades
        if (phase_ != Phase::Action && phase_ != Phase::Neutralizing)
            return false;
        if (d.b < 0 || d.b >= spaces || d.c < 0 || d.c >= spaces || particles_[d.b] == 0)
            return false;
        if (r.spadeSource == SpadeSource::PawnSpace && d.b != pawn_[current_])
            return false;
        return adjacent(d.b, d.c) && particleMayEnter(d.c);
    }
}

bool TorusLabState::giveLegal(int recipient, int suit) const {
    if (phase_ == Phase::Action) {
        if (!canStartSpecial(kSpecialShare))
            return false;
    } else if (phase_ == Phase::Sharing) {
        if (rules_->shareRecipients == ShareRecipients::One && recipient != shareTo_)
            return false;
    } else {
        return false;
    }
    if (recipient < 0 || recipient >= numPlayers_ || recipient == current_ || suit < 0 ||
        suit >= rules_->suitCount)
        return false;
    if (pawn_[recipient] != pawn_[current_] || hand_[current_][suit] == 0)
        return false;
    return rules_->shareRule == ShareRule::OneWayPerAction ||
           !((receivedFrom_[current_] >> recipient) & 1);
}

bool TorusLabState::enterCodeLegal(int suit) const {
    return phase_ == Phase::Action && canStartSpecial(kSpecialCode) && suit >= 0 &&
           suit < rules_->suitCount && !code_[suit] && hand_[current_][suit] >= rules_->codeSize;
}

bool TorusLabState::seatDecisionLegal(const Decision& d) const {
    const bool noB = d.b == 0 && d.c == 0;
    const bool noArgs = d.a == 0 && noB;
    switch (d.kind) {
    case kMoveKind:
        return noArgs && phase_ == Phase::Action && canStartBasic(kBasicMove) && pawnMayMove();
    case kMoveToKind:
        return noB && phase_ == Phase::MoveTo && d.a >= 0 && d.a < rules_->spaceCount &&
               ringDistance(pawn_[current_], d.a) <= die_;
    case kAttemptKind:
        return noArgs &&
               ((phase_ == Phase::Action && canStartBasic(kBasicNeutralize)) ||
                phase_ == Phase::Neutralizing) &&
               canAttempt();
    case kResolveKind:
        return noArgs && phase_ == Phase::NeutralizeDie;
    case kStopKind:
        return noArgs && phase_ == Phase::Neutralizing;
    case kCollectKind:
        return noB && collectLegal(d.a);
    case kSpendKind:
    case kSpendWildKind:
        return spendLegal(d);
    case kGiveKind:
        return d.c == 0 && giveLegal(d.a, d.b);
    case kDoneSharingKind:
        return noArgs && phase_ == Phase::Sharing;
    case kEnterCodeKind:
        return noB && enterCodeLegal(d.a);
    case kSpillKind:
        return noB && phase_ == Phase::Spill && d.a >= 0 && d.a < rules_->spaceCount &&
               isSpillTarget(d.a);
    case kEndTurnKind:
        return noArgs && (phase_ == Phase::Action || phase_ == Phase::LateCollect);
    default:
        return false;
    }
}

bool TorusLabState::chanceLegal(const Decision& d) const {
    if (d.c != 0)
        return false;
    const bool suitOk = d.b >= 0 && d.b < rules_->suitCount && undrawn_[d.b] > 0;
    switch (chance_) {
    case ChanceKind::Deal:
        return d.kind == kDealKind && d.a == chanceArg_ && suitOk;
    case ChanceKind::Reveal:
        return d.kind == kRevealKind && d.a == chanceArg_ && suitOk;
    case ChanceKind::First:
        return d.kind == kFirstKind && d.b == 0 && d.a >= 0 && d.a < numPlayers_;
    case ChanceKind::Roll:
        return d.kind == kRollKind && d.b == 0 && d.a >= 1 && d.a <= rules_->dieSides;
    case ChanceKind::EmergeCount:
        return d.kind == kEmergeCountKind && d.b == 0 && d.a >= 1 && d.a <= rules_->emergenceDie;
    case ChanceKind::EmergeSpace:
        return d.kind == kEmergeSpaceKind && d.b == 0 && d.a >= 0 && d.a < rules_->spaceCount;
    case ChanceKind::None:
        break;
    }
    return false;
}

bool TorusLabState::isLegal(const Decision& d) const {
    if (actor_ == kTerminalActor)
        return false;
    if (actor_ == kChanceActor)
        return chanceLegal(d);
    if (discarding_)
        return d.kind == kDiscardKind && d.b == 0 && d.c == 0 && d.a >= 0 &&
               d.a < rules_->suitCount && hand_[actor_][d.a] > 0;
    return seatDecisionLegal(d);
}

// ---- listing and sampling ---------------------------------------------------------

int TorusLabState::listChance(Decision* out, double* probability) const {
    int n = 0;
    auto add = [&](Decision d, double p) {
        out[n] = d;
        if (probability)
            probability[n] = p;
        ++n;
    };
    switch (chance_) {
    case ChanceKind::Deal:
    case ChanceKind::Reveal: {
        const double total = undrawnTotal();
        const auto kind = chance_ == ChanceKind::Deal ? kDealKind : kRevealKind;
        for (int suit = 0; suit < rules_->suitCount; ++suit)
            if (undrawn_[suit] > 0)
                add(make(kind, chanceArg_, suit), undrawn_[suit] / total);
        break;
    }
    case ChanceKind::First:
        for (int seat = 0; seat < numPlayers_; ++seat)
            add(make(kFirstKind, seat), 1.0 / numPlayers_);
        break;
    case ChanceKind::Roll:
        for (int face = 1; face <= rules_->dieSides; ++face)
            add(make(kRollKind, face), 1.0 / rules_->dieSides);
        break;
    case ChanceKind::EmergeCount:
        for (int count = 1; count <= rules_->emergenceDie; ++count)
            add(make(kEmergeCountKind, count), 1.0 / rules_->emergenceDie);
        break;
    case ChanceKind::EmergeSpace:
        for (int s = 0; s < rules_->spaceCount; ++s)
            add(make(kEmergeSpaceKind, s), 1.0 / rules_->spaceCount);
        break;
    case ChanceKind::None:
        break;
    }
    return n;
}

int TorusLabState::listLegal(Decision* out) const {
    if (actor_ == kTerminalActor)
        return 0;
    if (actor_ == kChanceActor)
        return listChance(out, nullptr);
    int n = 0;
    if (discarding_) {
        for (int suit = 0; suit < rules_->suitCount; ++suit)
            if (hand_[actor_][suit] > 0)
                out[n++] = make(kDiscardKind, suit);
        return n;
    }
    const Rules& r = *rules_;
    auto tryAdd = [&](DecisionKind kind, int a = 0, int b = 0, int c = 0) {
        const Decision d = make(kind, a, b, c);
        if (seatDecisionLegal(d))
            out[n++] = d;
    };
    auto addSpends = [&]() {
        if (!spendWindowOpen())
            return;
        const int here = pawn_[current_];
        for (DecisionKind kind : {kSpendKind, kSpendWildKind}) {
            if (kind == kSpendWildKind && (!r.wild || hand_[current_][kLands] == 0))
                continue;
            auto holds = [&](int suit) {
                return kind == kSpendWildKind || hand_[current_][suit] > 0;
            };
            if (phase_ == Phase::NeutralizeDie) {
                if (holds(kHearts))
                    tryAdd(kind, kHearts);
                if (holds(kClubs))
                    tryAdd(kind, kClubs);
                continue;
            }
            if (holds(kDiamonds)) {
                const int left = ring(here - 1), right = ring(here + 1);
                tryAdd(kind, kDiamonds, std::min(left, right));
                tryAdd(kind, kDiamonds, std::max(left, right));
            }
            if (!holds(kSpades))
                continue;
            for (int from = 0; from < r.spaceCount; ++from) {
                if (particles_[from] == 0)
                    continue;
                const int a = ring(from - 1), b = ring(from + 1);
                tryAdd(kind, kSpades, from, std::min(a, b));
                tryAdd(kind, kSpades, from, std::max(a, b));
            }
        }
    };
    auto addGives = [&]() {
        if (phase_ == Phase::Action && !canStartSpecial(kSpecialShare))
            return;
        for (int seat = 0; seat < numPlayers_; ++seat) {
            if (seat == current_ || pawn_[seat] != pawn_[current_])
                continue;
            for (int suit = 0; suit < r.suitCount; ++suit)
                if (hand_[current_][suit] > 0)
                    tryAdd(kGiveKind, seat, suit);
        }
    };
    switch (phase_) {
    case Phase::Action:
        tryAdd(kMoveKind);
        tryAdd(kAttemptKind);
        for (int count = 1; count <= r.collectN; ++count)
            tryAdd(kCollectKind, count);
        addSpends();
        if (numPlayers_ > 1)
            addGives();
        for (int suit = 0; suit < r.suitCount; ++suit)
            if (hand_[current_][suit] >= r.codeSize)
                tryAdd(kEnterCodeKind, suit);
        tryAdd(kEndTurnKind);
        break;
    case Phase::MoveTo:
        for (int s = 0; s < r.spaceCount; ++s)
            tryAdd(kMoveToKind, s);
        break;
    case Phase::NeutralizeDie:
        tryAdd(kResolveKind);
        addSpends();
        break;
    case Phase::Neutralizing:
        tryAdd(kAttemptKind);
        tryAdd(kStopKind);
        addSpends();
        break;
    case Phase::Sharing:
        addGives();
        tryAdd(kDoneSharingKind);
        break;
    case Phase::Spill: {
        std::array<std::int8_t, kMaxSpaces> targets;
        const int count = spillTargets(targets);
        for (int i = 0; i < count; ++i)
            out[n++] = make(kSpillKind, targets[i]);
        break;
    }
    case Phase::LateCollect:
        for (int count = 1; count <= r.collectN; ++count)
            tryAdd(kCollectKind, count);
        tryAdd(kEndTurnKind);
        break;
    default:
        break;
    }
    return n;
}

void TorusLabState::legalDecisions(std::vector<Decision>& out) const {
    DecisionBuffer buffer;
    const int n = listLegal(buffer.items);
    out.assign(buffer.items, buffer.items + n);
}

void TorusLabState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (actor_ != kChanceActor)
        return;
    DecisionBuffer decisions;
    std::array<double, kMaxLegal> probability;
    const int n = listChance(decisions.items, probability.data());
    for (int i = 0; i < n; ++i)
        out.push_back({decisions.items[i], probability[i]});
}

Decision TorusLabState::sampleUniformLegal(Rng& rng) const {
    // Every decision point is small (under 90 decisions, usually under 20), so
    // listing into a stack array and picking is exactly uniform and cheap.
    DecisionBuffer buffer;
    const int n = listLegal(buffer.items);
    return buffer.items[rng.below(static_cast<std::uint32_t>(n))];
}

Decision TorusLabState::sampleChance(Rng& rng) const {
    switch (chance_) {
    case ChanceKind::Deal:
    case ChanceKind::Reveal: {
        int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(undrawnTotal())));
        int suit = 0;
        while (k >= undrawn_[suit])
            k -= undrawn_[suit++];
        return make(chance_ == ChanceKind::Deal ? kDealKind : kRevealKind, chanceArg_, suit);
    }
    case ChanceKind::First:
        return make(kFirstKind, static_cast<int>(rng.below(numPlayers_)));
    case ChanceKind::Roll:
        return make(kRollKind, 1 + static_cast<int>(rng.below(rules_->dieSides)));
    case ChanceKind::EmergeCount:
        return make(kEmergeCountKind, 1 + static_cast<int>(rng.below(rules_->emergenceDie)));
    case ChanceKind::EmergeSpace:
        return make(kEmergeSpaceKind, static_cast<int>(rng.below(rules_->spaceCount)));
    case ChanceKind::None:
        break;
    }
    return Decision{};
}

// ---- applying -------------------------------------------------------------------

void TorusLabState::bump(int seat, int counter, int by) {
    auto& value = counters_[seat][counter];
    value = static_cast<std::uint16_t>(std::min(0xFFFF, value + by));
}

void TorusLabState::removeCard(int seat, int suit) {
    // A card of a suit the others have seen in this hand leaves first: it
    // tells them nothing. Otherwise it reveals one of the hidden cards.
    --hand_[seat][suit];
    --handCount_[seat];
    if (shown_[seat][suit] > 0)
        --shown_[seat][suit];
}

void TorusLabState::addCard(int seat, int suit, bool seen) {
    ++hand_[seat][suit];
    ++handCount_[seat];
    if (seen || rules_->openHands)
        ++shown_[seat][suit];
}

void TorusLabState::closeBurst() {
    if (rules_->spendWindow == SpendWindow::OneBurst)
        spendOpen_ = false;
}

void TorusLabState::openSpend() {
    if (spendOpen_)
        return;
    spendOpen_ = true;
    ++specialCount_[kSpecialSpend];
    bump(current_, kSpendActions);
}

void TorusLabState::applyUnchecked(const Decision& d) {
    const Rules& r = *rules_;
    const int cur = current_;
    switch (d.kind) {
    case kDealKind:
        --undrawn_[d.b];
        --toDeal_;
        addCard(d.a, d.b, false);
        break;
    case kRevealKind: {
        const int s = d.a;
        slots_[base_[s] + stackSize_[s] - 1 - stackKnown_[s]] = static_cast<std::uint8_t>(d.b);
        ++stackKnown_[s];
        --undrawn_[d.b];
        break;
    }
    case kFirstKind:
        startTurn(d.a);
        break;
    case kRollKind:
        die_ = static_cast<std::int8_t>(d.a);
        phase_ = phase_ == Phase::MoveRoll ? Phase::MoveTo : Phase::NeutralizeDie;
        break;
    case kEmergeCountKind:
        emergeCount_ = static_cast<std::int8_t>(d.a);
        phase_ = Phase::EmergeSpace;
        break;
    case kEmergeSpaceKind:
        placeEmergence(d.a);
        break;
    case kMoveKind:
        closeBurst();
        ++basicCount_[kBasicMove];
        bump(cur, kMoveActions);
        phase_ = Phase::MoveRoll;
        break;
    case kMoveToKind:
        pawn_[cur] = static_cast<std::uint8_t>(d.a);
        die_ = 0;
        phase_ = Phase::Action;
        break;
    case kAttemptKind:
        closeBurst();
        if (phase_ == Phase::Action) {
            ++basicCount_[kBasicNeutralize];
            bump(cur, kNeutralizeActions);
        }
        bump(cur, kAttempts);
        die_ = clubs_ = rerolls_ = 0;
        phase_ = Phase::NeutralizeRoll;
        break;
    case kResolveKind: {
        closeBurst();
        const int total = die_ + clubs_;
        const int space = pawn_[cur];
        die_ = clubs_ = rerolls_ = 0;
        if (total >= r.successMin) {
            --particles_[space];
            bump(cur, kSuccesses);
            phase_ = Phase::Neutralizing;
            break;
        }
        const int lost = std::min<int>(r.limitPenalty, limit_[cur]);
        limit_[cur] = static_cast<std::uint8_t>(limit_[cur] - lost);
        bump(cur, kLimitLost, lost);
        if (r.attempts == AttemptRule::OncePerParticle)
            ++failures_[space];
        if (limit_[cur] == 0) {
            lose(LossCause::HandLimit, cur);
            break;
        }
        phase_ = r.attempts == AttemptRule::UntilFailure ? Phase::Action : Phase::Neutralizing;
        break;
    }
    case kStopKind:
        closeBurst();
        phase_ = Phase::Action;
        break;
    case kCollectKind:
        closeBurst();
        ++basicCount_[kBasicCollect];
        bump(cur, kCollectActions);
        collectLeft_ = static_cast<std::int8_t>(d.a);
        if (phase_ == Phase::LateCollect)
            phase_ = Phase::Discard;
        else if (r.collectTiming == CollectTiming::BeforeEmergence)
            phase_ = Phase::EmergeCount; // collecting is the last act of the turn
        break;
    case kSpendKind:
    case kSpendWildKind: {
        const int card = d.kind == kSpendWildKind ? static_cast<int>(kLands) : d.a;
        openSpend();
        removeCard(cur, card);
        ++discard_[card];
        bump(cur, kSpentHearts + card);
        switch (d.a) {
        case kHearts:
            ++rerolls_;
            bump(cur, kRerolls);
            if (!r.clubsSurviveReroll)
                clubs_ = 0;
            die_ = 0;
            phase_ = Phase::NeutralizeRoll;
            break;
        case kClubs:
            ++clubs_;
            bump(cur, kBoosts);
            break;
        case kDiamonds:
            pawn_[cur] = static_cast<std::uint8_t>(d.b);
            bump(cur, kDiamondSteps);
            break;
        default:
            --particles_[d.b];
            ++particles_[d.c];
            bump(cur, kSpadePushes);
            break;
        }
        break;
    }
    case kGiveKind:
        closeBurst();
        if (phase_ == Phase::Action) {
            ++specialCount_[kSpecialShare];
            bump(cur, kShareActions);
            shareTo_ =
                static_cast<std::int8_t>(r.shareRecipients == ShareRecipients::One ? d.a : -1);
            phase_ = Phase::Sharing;
        }
        removeCard(cur, d.b);
        addCard(d.a, d.b, true);
        if (r.shareRule == ShareRule::NeverBack)
            receivedFrom_[d.a] = static_cast<std::uint8_t>(receivedFrom_[d.a] | (1u << cur));
        bump(cur, kCardsShared);
        bump(d.a, kCardsReceived);
        break;
    case kDoneSharingKind:
        closeBurst();
        shareTo_ = -1;
        phase_ = Phase::Action;
        break;
    case kEnterCodeKind:
        closeBurst();
        ++specialCount_[kSpecialCode];
        bump(cur, kCodeActions);
        for (int i = 0; i < r.codeSize; ++i)
            removeCard(cur, d.a);
        code_[d.a] = 1;
        codeTurn_[d.a] = turn_ + 1;
        codeSeat_[d.a] = static_cast<std::int8_t>(cur);
        if (codesEntered() >= r.codesToWin) {
            result_ = Result::Won;
            phase_ = Phase::Over;
        }
        break;
    case kDiscardKind: {
        const int seat = actor_;
        removeCard(seat, d.a);
        ++discard_[d.a];
        bump(seat, kCardsDiscarded);
        break;
    }
    case kSpillKind:
        placeExtra(d.a);
        break;
    case kEndTurnKind:
        closeBurst();
        bump(cur, kEndTurns);
        phase_ = phase_ == Phase::LateCollect ? Phase::Discard : Phase::EmergeCount;
        break;
    default:
        break;
    }
    advance();
}

// ---- flow -----------------------------------------------------------------------------

void TorusLabState::advance() {
    discarding_ = false;
    chance_ = ChanceKind::None;
    for (;;) {
        if (phase_ == Phase::Over) {
            actor_ = kTerminalActor;
            return;
        }
        if (phase_ == Phase::Setup && toDeal_ > 0) {
            chance_ = ChanceKind::Deal;
            chanceArg_ = static_cast<std::int8_t>(dealSeat());
            actor_ = kChanceActor;
            return;
        }
        if (const int space = spaceNeedingReveal(); space >= 0) {
            chance_ = ChanceKind::Reveal;
            chanceArg_ = static_cast<std::int8_t>(space);
            actor_ = kChanceActor;
            return;
        }
        if (collectLeft_ > 0) {
            stepCollect();
            continue;
        }
        if (rules_->limitCheck == LimitCheck::Immediate) {
            if (const int seat = seatOverLimit(); seat >= 0) {
                discarding_ = true;
                actor_ = seat;
                return;
            }
        }
        switch (phase_) {
        case Phase::Setup:
            if (rules_->firstRandom)
                phase_ = Phase::FirstPlayer;
            else
                startTurn(0);
            continue;
        case Phase::FirstPlayer:
            chance_ = ChanceKind::First;
            actor_ = kChanceActor;
            return;
        case Phase::MoveRoll:
        case Phase::NeutralizeRoll:
            chance_ = ChanceKind::Roll;
            actor_ = kChanceActor;
            return;
        case Phase::EmergeCount:
            chance_ = ChanceKind::EmergeCount;
            actor_ = kChanceActor;
            return;
        case Phase::EmergeSpace:
            chance_ = ChanceKind::EmergeSpace;
            actor_ = kChanceActor;
            return;
        case Phase::Spill: {
            if (extrasLeft_ == 0) {
                afterEmergence();
                continue;
            }
            std::array<std::int8_t, kMaxSpaces> targets;
            const int n = spillTargets(targets);
            if (n == 0) {
                if (rules_->noRoomLoss == NoRoomLoss::Overflow) {
                    lose(LossCause::NoRoom, current_);
                } else {
                    --extrasLeft_; // no legal space: the token goes back to the supply
                    bump(current_, kParticlesDropped);
                }
                continue;
            }
            if (n == 1) {
                placeExtra(targets[0]);
                continue;
            }
            actor_ = current_;
            return;
        }
        case Phase::LateCollect:
            if (!canCollectAny()) {
                phase_ = Phase::Discard;
                continue;
            }
            actor_ = current_;
            return;
        case Phase::Discard:
            if (rules_->limitCheck == LimitCheck::EndOfTurn) {
                if (const int seat = seatOverLimit(); seat >= 0) {
                    discarding_ = true;
                    actor_ = seat;
                    return;
                }
            }
            finishTurn();
            continue;
        default: // Action, MoveTo, NeutralizeDie, Neutralizing, Sharing
            actor_ = current_;
            return;
        }
    }
}

void TorusLabState::startTurn(int seat) {
    current_ = static_cast<std::int8_t>(seat);
    phase_ = Phase::Action;
    basicCount_ = {};
    specialCount_ = {};
    spendOpen_ = false;
    die_ = clubs_ = rerolls_ = 0;
    failures_ = {};
    shareTo_ = -1;
    collectLeft_ = 0;
    emergeCount_ = 0;
    emergeSpace_ = -1;
    extrasLeft_ = 0;
}

void TorusLabState::finishTurn() {
    ++turn_;
    if (turn_ >= rules_->maxTurns) {
        lose(LossCause::TurnLimit, current_);
        return;
    }
    startTurn((current_ + 1) % numPlayers_);
}

void TorusLabState::afterEmergence() {
    emergeCount_ = 0;
    emergeSpace_ = -1;
    extrasLeft_ = 0;
    phase_ = rules_->collectTiming == CollectTiming::AfterEmergence ? Phase::LateCollect
                                                                    : Phase::Discard;
}

void TorusLabState::lose(LossCause cause, int seat) {
    result_ = Result::Lost;
    cause_ = cause;
    causeSeat_ = static_cast<std::int8_t>(seat);
    collectLeft_ = 0;
    phase_ = Phase::Over;
}

void TorusLabState::checkBoardFull() {
    if (rules_->noRoomLoss != NoRoomLoss::BoardFull || phase_ == Phase::Over)
        return;
    for (int s = 0; s < rules_->spaceCount; ++s)
        if (particles_[s] < rules_->particleCap)
            return;
    lose(LossCause::NoRoom, current_);
}

void TorusLabState::stepCollect() {
    const int space = pawn_[current_];
    if (stackSize_[space] == 0) {
        if (rules_->emptyStackLoss == EmptyStackLoss::OnDraw)
            lose(LossCause::EmptyStack, current_);
        collectLeft_ = 0; // never: a collect takes what is there
        return;
    }
    // The top is known: reveals come first in advance().
    const int suit = slots_[base_[space] + stackSize_[space] - 1];
    --stackSize_[space];
    --stackKnown_[space];
    addCard(current_, suit, true);
    bump(current_, kCardsCollected);
    --collectLeft_;
    if (stackSize_[space] == 0 && rules_->emptyStackLoss == EmptyStackLoss::Immediate)
        lose(LossCause::EmptyStack, current_);
}

void TorusLabState::placeEmergence(int space) {
    const int room = rules_->particleCap - particles_[space];
    const int placed = std::min<int>(emergeCount_, std::max(room, 0));
    particles_[space] = static_cast<std::uint8_t>(particles_[space] + placed);
    bump(current_, kParticlesEmerged, placed);
    emergeSpace_ = static_cast<std::int8_t>(space);
    extrasLeft_ = static_cast<std::int8_t>(emergeCount_ - placed);
    emergeCount_ = 0;
    phase_ = Phase::Spill;
    checkBoardFull();
}

void TorusLabState::placeExtra(int space) {
    ++particles_[space];
    --extrasLeft_;
    bump(current_, kParticlesEmerged);
    bump(current_, kParticlesSpilled);
    checkBoardFull();
}

// ---- results and identity ------------------------------------------------------

Outcome TorusLabState::outcome() const {
    // Cooperative: every seat shares the result, so all rank 1 and there is no
    // single winner; a win scores 1 for everyone, a loss 0.
    Outcome out;
    out.numSeats = numPlayers_;
    for (int seat = 0; seat < numPlayers_; ++seat) {
        out.score[seat] = result_ == Result::Won ? 1.0 : 0.0;
        out.rank[seat] = 1;
    }
    out.winner = -1;
    out.draw = false;
    out.turnLimit = cause_ == LossCause::TurnLimit;
    return out;
}

std::uint64_t TorusLabState::hash() const {
    const Rules& r = *rules_;
    Hasher h;
    h.add(game().paramsHash());
    h.addByte(static_cast<std::uint8_t>(numPlayers_));
    for (int seat = 0; seat < numPlayers_; ++seat) {
        h.addByte(pawn_[seat]);
        h.addByte(limit_[seat]);
        h.addByte(receivedFrom_[seat]);
        for (int suit = 0; suit < r.suitCount; ++suit) {
            h.addByte(hand_[seat][suit]);
            h.addByte(shown_[seat][suit]);
        }
    }
    for (int s = 0; s < r.spaceCount; ++s) {
        h.addByte(particles_[s]);
        h.addByte(stackSize_[s]);
        h.addByte(stackKnown_[s]);
        for (int k = 0; k < stackKnown_[s]; ++k)
            h.addByte(slots_[base_[s] + stackSize_[s] - 1 - k]);
        h.addByte(failures_[s]);
    }
    for (int suit = 0; suit < r.suitCount; ++suit) {
        h.addByte(discard_[suit]);
        h.addByte(code_[suit]);
    }
    if (customDeck()) // the default deck adds nothing, so default hashes stay as they were
        for (int suit = 0; suit < r.suitCount; ++suit)
            h.addByte(deck_[suit]);
    h.add(static_cast<std::uint64_t>(toDeal_), 2);
    h.addByte(static_cast<std::uint8_t>(current_ + 1));
    h.addByte(static_cast<std::uint8_t>(phase_));
    h.add(static_cast<std::uint64_t>(turn_), 4);
    h.addByte(static_cast<std::uint8_t>(result_));
    h.addByte(static_cast<std::uint8_t>(cause_));
    h.addByte(static_cast<std::uint8_t>(causeSeat_ + 1));
    for (auto count : basicCount_)
        h.addByte(count);
    for (auto count : specialCount_)
        h.addByte(count);
    h.addByte(spendOpen_ ? 1 : 0);
    h.addByte(static_cast<std::uint8_t>(die_));
    h.addByte(static_cast<std::uint8_t>(clubs_));
    h.addByte(static_cast<std::uint8_t>(rerolls_));
    h.addByte(static_cast<std::uint8_t>(shareTo_ + 1));
    h.addByte(static_cast<std::uint8_t>(collectLeft_));
    h.addByte(static_cast<std::uint8_t>(emergeCount_));
    h.addByte(static_cast<std::uint8_t>(emergeSpace_ + 1));
    h.addByte(static_cast<std::uint8_t>(extrasLeft_));
    return h.value();
}

bool TorusLabState::hasHiddenInformation() const {
    return !(rules_->openHands && rules_->openStacks);
}

void TorusLabState::resampleHidden(int seat, Rng& rng) {
    if (rules_->openHands)
        return; // hands are open; undrawn cards are counts with no order to redraw
    const int suits = rules_->suitCount;
    // Everything `seat` has not seen: the others' hidden cards and the undrawn ones.
    std::array<int, kMaxSuits> pool{};
    int total = 0;
    for (int suit = 0; suit < suits; ++suit) {
        pool[suit] = undrawn_[suit];
        for (int other = 0; other < numPlayers_; ++other)
            if (other != seat)
                pool[suit] += hand_[other][suit] - shown_[other][suit];
        total += pool[suit];
    }
    for (int other = 0; other < numPlayers_; ++other) {
        if (other == seat)
            continue;
        int hidden = handTotal(other);
        for (int suit = 0; suit < suits; ++suit) {
            hidden -= shown_[other][suit];
            hand_[other][suit] = shown_[other][suit];
        }
        for (int i = 0; i < hidden; ++i) {
            int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
            int suit = 0;
            while (k >= pool[suit])
                k -= pool[suit++];
            ++hand_[other][suit];
            --pool[suit];
            --total;
        }
    }
    for (int suit = 0; suit < suits; ++suit)
        undrawn_[suit] = static_cast<std::uint8_t>(pool[suit]);
}

std::optional<double> TorusLabState::evaluate(int seat) const {
    const Rules& r = *rules_;
    if (phase_ == Phase::Over)
        return result_ == Result::Won ? 1.0 : 0.0;
    // Cards toward the codes still open: the cards of each suit `seat` can see
    // in hands (its own, the others' shown ones), capped at a code's size.
    std::array<double, kMaxSuits> progress{};
    int open = 0;
    for (int suit = 0; suit < r.suitCount; ++suit) {
        if (code_[suit])
            continue;
        int seen = 0;
        for (int other = 0; other < numPlayers_; ++other)
            seen += (other == seat || r.openHands) ? hand_[other][suit] : shown_[other][suit];
        progress[open++] = std::min(1.0, static_cast<double>(seen) / r.codeSize);
    }
    for (int i = 1; i < open; ++i) // largest first; at most five suits
        for (int j = i; j > 0 && progress[j] > progress[j - 1]; --j)
            std::swap(progress[j], progress[j - 1]);
    const int needed = std::max(0, r.codesToWin - codesEntered());
    double toward = 0.0;
    for (int i = 0; i < std::min(needed, open); ++i)
        toward += progress[i];
    const double codes = (codesEntered() + 0.5 * toward) / r.codesToWin;

    // Margins to each way of losing.
    int particles = 0, minStack = 1000;
    for (int s = 0; s < r.spaceCount; ++s) {
        particles += particles_[s];
        minStack = std::min<int>(minStack, stackSize_[s]);
    }
    const double room = 1.0 - static_cast<double>(particles) / (r.particleCap * r.spaceCount);
    int minLimit = r.handLimit;
    for (int other = 0; other < numPlayers_; ++other)
        minLimit = std::min<int>(minLimit, limit_[other]);
    const double limitMargin =
        r.handLimit > 1 ? static_cast<double>(minLimit - 1) / (r.handLimit - 1) : 1.0;
    const double stackMargin =
        r.emptyStackLoss == EmptyStackLoss::Never ? 1.0 : std::min(minStack, 4) / 4.0;
    const double safety = 0.5 * room + 0.3 * limitMargin + 0.2 * stackMargin;
    return std::clamp(0.65 * codes + 0.35 * safety, 0.01, 0.99);
}

std::uint32_t TorusLabState::counter(int seat, int index) const {
    if (seat < 0 || seat >= numPlayers_ || index < 0 || index >= kCounterCount)
        return 0;
    if (index < kStoredCounterCount)
        return counters_[seat][index];
    if (index < kLossNoRoom) {
        const int suit = index - kCodeTurnHearts;
        return code_[suit] && codeSeat_[suit] == seat ? static_cast<std::uint32_t>(codeTurn_[suit])
                                                      : 0;
    }
    switch (index) {
    case kLossNoRoom:
        return cause_ == LossCause::NoRoom && causeSeat_ == seat;
    case kLossHandLimit:
        return cause_ == LossCause::HandLimit && causeSeat_ == seat;
    case kLossEmptyStack:
        return cause_ == LossCause::EmptyStack && causeSeat_ == seat;
    case kLossTurnLimit:
        return cause_ == LossCause::TurnLimit && causeSeat_ == seat;
    case kFinalLimit:
        return limit_[seat];
    case kFinalHand:
        return static_cast<std::uint32_t>(handTotal(seat));
    default:
        return 0;
    }
}

const char* phaseName(Phase phase) {
    static constexpr const char* kNames[kPhaseCount] = {
        "setup",          "firstPlayer",   "action",       "moveRoll", "moveTo",
        "neutralizeRoll", "neutralizeDie", "neutralizing", "sharing",  "emergeCount",
        "emergeSpace",    "spill",         "lateCollect",  "discard",  "over"};
    return kNames[static_cast<int>(phase)];
}

} // namespace pb::torus_lab
