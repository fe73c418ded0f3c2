#include "games/stability/stability_state.h"

#include "engine/errors.h"
#include "engine/hasher.h"

#include <algorithm>

namespace pb::stability {

StabilityState::StabilityState(std::shared_ptr<const StabilityGame> game,
                               const std::vector<int>& board)
    : State(game), rules_(&game->rules()) {
    for (int cell = 0; cell < rules_->cells; ++cell)
        board_[cell] = static_cast<std::int8_t>(board[cell]);
    numPlayers_ = static_cast<std::int8_t>(game->numPlayers());
    for (int seat = 0; seat < numPlayers_; ++seat)
        pos_[seat] = static_cast<std::int16_t>(game->startSquare(seat));
}

std::unique_ptr<State> StabilityState::clone() const {
    return std::make_unique<StabilityState>(*this);
}

void StabilityState::copyFrom(const State& other) {
    *this = static_cast<const StabilityState&>(other);
}

int StabilityState::currentActor() const {
    if (phase_ == Phase::Over)
        return kTerminalActor;
    return current_;
}

// ---- queries ----------------------------------------------------------------

int StabilityState::occupantOtherThanCurrent(int cell) const {
    for (int seat = 0; seat < numPlayers_; ++seat)
        if (seat != current_ && pos_[seat] == cell)
            return seat;
    return -1;
}

bool StabilityState::occupiedByOther(int cell) const {
    return occupantOtherThanCurrent(cell) >= 0;
}

int StabilityState::eligibleCount() const {
    // Squares hosting another living homunculus, counted once each.
    int blocked = 0;
    for (int seat = 0; seat < numPlayers_; ++seat) {
        if (seat == current_ || pos_[seat] < 0)
            continue;
        bool counted = false;
        for (int earlier = 0; earlier < seat; ++earlier)
            if (earlier != current_ && pos_[earlier] == pos_[seat])
                counted = true;
        blocked += counted ? 0 : 1;
    }
    return rules_->cells - blocked;
}

int StabilityState::eligibleNeighbours(int cell) const {
    int count = 0;
    const auto& list = rules_->neighbours[cell];
    for (int i = 0; i < rules_->neighbourCount[cell]; ++i)
        count += occupiedByOther(list[i]) ? 0 : 1;
    return count;
}

bool StabilityState::canChange(int cell, int sign, int amount) const {
    const int after = board_[cell] + sign * amount;
    return after >= rules_->minTile && after <= rules_->maxTile;
}

bool StabilityState::afflictLegal(int cell, int sign) const {
    if (occupiedByOther(cell) || !canChange(cell, sign, magnitude()))
        return false;
    const EffectInfo& info = kEffects[effect_];
    if (info.scope == ExtraScope::Adjacent)
        return eligibleNeighbours(cell) >= info.extras;
    if (info.scope == ExtraScope::Anywhere)
        return eligibleCount() >= info.extras + 1;
    return true;
}

bool StabilityState::anyAfflictionExists() const {
    for (int cell = 0; cell < rules_->cells; ++cell)
        if (afflictLegal(cell, 1) || afflictLegal(cell, -1))
            return true;
    return false;
}

bool StabilityState::skipAllowed() const {
    if (effect_ != kNone)
        return false;
    // Mandatory affliction cannot trap a player who has no tile to afflict.
    return !rules_->afflictionMandatory || !anyAfflictionExists();
}

bool StabilityState::effectCompletable(Effect e) const {
    const EffectInfo& info = kEffects[e];
    if (e == kSet) {
        if (rules_->setMin > rules_->setMax)
            return false;
        return eligibleCount() > 0;
    }
    const int amount = 1 + info.magnitudeBonus;
    for (int cell = 0; cell < rules_->cells; ++cell) {
        if (occupiedByOther(cell) || !(canChange(cell, 1, amount) || canChange(cell, -1, amount)))
            continue;
        if (info.scope == ExtraScope::Adjacent && eligibleNeighbours(cell) < info.extras)
            continue;
        if (info.scope == ExtraScope::Anywhere && eligibleCount() < info.extras + 1)
            return false;
        return true;
    }
    return false;
}

bool StabilityState::effectAvailable(Effect e) const {
    if (e == kNone)
        return true;
    return rules_->cost[e] <= pc_[current_] && effectCompletable(e);
}

bool StabilityState::isExtraChosen(int cell) const {
    for (int i = 0; i < extrasChosen_; ++i)
        if (extras_[i] == cell)
            return true;
    return false;
}

bool StabilityState::extraLegal(int cell) const {
    if (cell == primary_ || isExtraChosen(cell) || occupiedByOther(cell))
        return false;
    if (kEffects[effect_].scope == ExtraScope::Adjacent) {
        const auto& list = rules_->neighbours[primary_];
        const auto* end = list.begin() + rules_->neighbourCount[primary_];
        return std::find(list.begin(), end, cell) != end;
    }
    return true;
}

int StabilityState::moveTargets(int seat, std::array<std::int16_t, 8>& out) const {
    const int from = pos_[seat];
    const int steps = board_[from];
    const int r = rules_->row(from), c = rules_->col(from);
    int n = 0;
    for (int d = 0; d < rules_->directionCount; ++d) {
        const int tr = r + rules_->directions[d][0] * steps;
        const int tc = c + rules_->directions[d][1] * steps;
        if (tr < 0 || tc < 0 || tr >= rules_->size || tc >= rules_->size)
            continue;
        const int to = tr * rules_->size + tc;
        if (!rules_->shareSquares) {
            bool taken = false;
            for (int other = 0; other < numPlayers_; ++other)
                taken |= other != seat && pos_[other] == to;
            if (taken)
                continue;
        }
        out[n++] = static_cast<std::int16_t>(to);
    }
    return n;
}

bool StabilityState::hasLegalMove(int seat) const {
    if (board_[pos_[seat]] == 0)
        return false;
    std::array<std::int16_t, 8> targets;
    return moveTargets(seat, targets) > 0;
}

int StabilityState::livingCount() const {
    int n = 0;
    for (int seat = 0; seat < numPlayers_; ++seat)
        n += pos_[seat] >= 0 ? 1 : 0;
    return n;
}

int StabilityState::nextLivingAfter(int seat) const {
    for (int step = 1; step <= numPlayers_; ++step) {
        const int next = (seat + step) % numPlayers_;
        if (pos_[next] >= 0)
            return next;
    }
    return seat;
}

// ---- legal decisions --------------------------------------------------------

void StabilityState::legalDecisions(std::vector<Decision>& out) const {
    out.clear();
    auto add = [&out](DecisionKind kind, int a = 0, int b = 0) {
        out.push_back(
            Decision{kind, static_cast<std::int16_t>(a), static_cast<std::int16_t>(b), 0});
    };
    if (phase_ == Phase::Over)
        return;
    if (current_ == kChanceActor) {
        for (int seat = 0; seat < numPlayers_; ++seat)
            add(kChanceKind, seat);
        return;
    }
    switch (phase_) {
    case Phase::Move: {
        std::array<std::int16_t, 8> targets;
        const int n = moveTargets(current_, targets);
        for (int i = 0; i < n; ++i)
            add(kMoveKind, targets[i]);
        return;
    }
    case Phase::Permeate:
        for (int e = 0; e < kEffectCount; ++e)
            if (effectAvailable(static_cast<Effect>(e)))
                add(kPermeateKind, e);
        return;
    case Phase::Afflict:
        for (int cell = 0; cell < rules_->cells; ++cell)
            for (int sign : {-1, 1})
                if (afflictLegal(cell, sign))
                    add(kAfflictKind, cell, sign);
        if (skipAllowed())
            add(kSkipKind);
        return;
    case Phase::Extra:
        for (int cell = 0; cell < rules_->cells; ++cell) {
            if (!extraLegal(cell))
                continue;
            if (kEffects[effect_].ownSigns) {
                add(kExtraKind, cell, -1);
                add(kExtraKind, cell, 1);
            } else {
                add(kExtraKind, cell, 0);
            }
        }
        return;
    case Phase::Set:
        for (int cell = 0; cell < rules_->cells; ++cell)
            if (!occupiedByOther(cell))
                for (int v = rules_->setMin; v <= rules_->setMax; ++v)
                    add(kSetKind, cell, v);
        return;
    case Phase::Over:
        return;
    }
}

void StabilityState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (current_ != kChanceActor || phase_ == Phase::Over)
        return;
    for (int seat = 0; seat < numPlayers_; ++seat)
        out.push_back(
            {Decision{kChanceKind, static_cast<std::int16_t>(seat), 0, 0}, 1.0 / numPlayers_});
}

Decision StabilityState::sampleChance(Rng& rng) const {
    return Decision{kChanceKind, static_cast<std::int16_t>(rng.below(numPlayers_)), 0, 0};
}

Decision StabilityState::sampleUniformLegal(Rng& rng) const {
    auto make = [](DecisionKind kind, int a = 0, int b = 0) {
        return Decision{kind, static_cast<std::int16_t>(a), static_cast<std::int16_t>(b), 0};
    };
    const int cells = rules_->cells;
    switch (phase_) {
    case Phase::Move: {
        std::array<std::int16_t, 8> targets;
        const int n = moveTargets(current_, targets); // ascending, as legalDecisions lists
        return make(kMoveKind, targets[rng.below(n)]);
    }
    case Phase::Permeate: {
        std::array<std::uint8_t, kEffectCount> options;
        int n = 0;
        for (int e = 0; e < kEffectCount; ++e)
            if (effectAvailable(static_cast<Effect>(e)))
                options[n++] = static_cast<std::uint8_t>(e);
        return make(kPermeateKind, options[rng.below(n)]);
    }
    case Phase::Afflict: {
        // Candidates: every (square, sign), plus skip when it is allowed.
        const bool skip = skipAllowed();
        const auto space = static_cast<std::uint32_t>(2 * cells + (skip ? 1 : 0));
        for (;;) {
            const std::uint32_t k = rng.below(space);
            if (k == static_cast<std::uint32_t>(2 * cells))
                return make(kSkipKind);
            const int cell = static_cast<int>(k >> 1), sign = (k & 1) ? 1 : -1;
            if (afflictLegal(cell, sign))
                return make(kAfflictKind, cell, sign);
        }
    }
    case Phase::Extra: {
        const EffectInfo& info = kEffects[effect_];
        if (info.scope == ExtraScope::Adjacent) {
            std::array<std::int16_t, 8> options;
            int n = 0;
            const auto& list = rules_->neighbours[primary_];
            for (int i = 0; i < rules_->neighbourCount[primary_]; ++i)
                if (extraLegal(list[i]))
                    options[n++] = list[i];
            return make(kExtraKind, options[rng.below(n)], 0);
        }
        const int signs = info.ownSigns ? 2 : 1;
        for (;;) {
            const std::uint32_t k = rng.below(static_cast<std::uint32_t>(cells * signs));
            const int cell = static_cast<int>(k) / signs;
            if (extraLegal(cell))
                return make(kExtraKind, cell, info.ownSigns ? ((k % 2) ? 1 : -1) : 0);
        }
    }
    case Phase::Set: {
        const int values = rules_->setMax - rules_->setMin + 1;
        for (;;) {
            const std::uint32_t k = rng.below(static_cast<std::uint32_t>(cells * values));
            const int cell = static_cast<int>(k) / values;
            if (!occupiedByOther(cell))
                return make(kSetKind, cell, rules_->setMin + static_cast<int>(k) % values);
        }
    }
    case Phase::Over:
        break;
    }
    return Decision{};
}

bool StabilityState::isLegal(const Decision& d) const {
    // A field a kind does not use is 0, as the list writes it: one decision,
    // one encoding, so a logged decision matches the listed one.
    if (phase_ == Phase::Over || d.c != 0)
        return false;
    if (current_ == kChanceActor)
        return d.kind == kChanceKind && d.a >= 0 && d.a < numPlayers_ && d.b == 0;
    const bool onBoard = d.a >= 0 && d.a < rules_->cells;
    switch (d.kind) {
    case kMoveKind: {
        if (phase_ != Phase::Move || !onBoard || d.b != 0)
            return false;
        std::array<std::int16_t, 8> targets;
        const int n = moveTargets(current_, targets);
        return std::find(targets.begin(), targets.begin() + n, d.a) != targets.begin() + n;
    }
    case kPermeateKind:
        return phase_ == Phase::Permeate && d.a >= 0 && d.a < kEffectCount && d.b == 0 &&
               effectAvailable(static_cast<Effect>(d.a));
    case kAfflictKind:
        return phase_ == Phase::Afflict && onBoard && (d.b == 1 || d.b == -1) &&
               afflictLegal(d.a, d.b);
    case kSkipKind:
        return phase_ == Phase::Afflict && d.a == 0 && d.b == 0 && skipAllowed();
    case kExtraKind:
        if (phase_ != Phase::Extra || !onBoard)
            return false;
        if (kEffects[effect_].ownSigns ? (d.b != 1 && d.b != -1) : d.b != 0)
            return false;
        return extraLegal(d.a);
    case kSetKind:
        return phase_ == Phase::Set && onBoard && d.b >= rules_->setMin && d.b <= rules_->setMax &&
               !occupiedByOther(d.a);
    default:
        return false;
    }
}

// ---- applying ---------------------------------------------------------------

void StabilityState::applyUnchecked(const Decision& d) {
    switch (d.kind) {
    case kChanceKind:
        passTo(d.a);
        return;
    case kMoveKind:
        pos_[current_] = d.a;
        bump(current_, kMoveCounter);
        effect_ = kNone;
        phase_ = pc_[current_] >= rules_->permeationThreshold ? Phase::Permeate : Phase::Afflict;
        return;
    case kPermeateKind:
        effect_ = static_cast<Effect>(d.a);
        pc_[current_] = static_cast<std::int8_t>(pc_[current_] - rules_->cost[effect_]);
        bump(current_, kPermeateCounter + static_cast<int>(effect_));
        phase_ = effect_ == kSet ? Phase::Set : Phase::Afflict;
        return;
    case kAfflictKind: {
        board_[d.a] = static_cast<std::int8_t>(board_[d.a] + tileChange(d));
        if (effect_ == kNone) {
            pc_[current_] = static_cast<std::int8_t>(std::min(pc_[current_] + 1, kMaxPc));
            bump(current_, kAfflictionCounter);
        }
        const EffectInfo& info = kEffects[effect_];
        if (info.extras == 0) {
            completeTurn();
            return;
        }
        primary_ = d.a;
        sign_ = static_cast<std::int8_t>(d.b);
        extrasLeft_ = static_cast<std::int8_t>(info.extras);
        extrasChosen_ = 0;
        phase_ = Phase::Extra;
        return;
    }
    case kSkipKind:
        bump(current_, kSkipCounter);
        completeTurn();
        return;
    case kExtraKind: {
        const int change = tileChange(d);
        if (change == 0)
            bump(current_, kExtraClampedCounter);
        board_[d.a] = static_cast<std::int8_t>(board_[d.a] + change);
        extras_[extrasChosen_++] = d.a;
        if (--extrasLeft_ == 0)
            completeTurn();
        return;
    }
    case kSetKind:
        board_[d.a] = static_cast<std::int8_t>(d.b);
        completeTurn();
        return;
    default:
        return;
    }
}

int StabilityState::tileChange(const Decision& d) const {
    switch (d.kind) {
    case kAfflictKind:
        return d.b * magnitude();
    case kExtraKind: {
        const int sign = kEffects[effect_].ownSigns ? d.b : sign_;
        const int before = board_[d.a];
        return std::clamp(before + sign, rules_->minTile, rules_->maxTile) - before;
    }
    case kSetKind:
        return d.b - board_[d.a];
    default:
        return 0;
    }
}

void StabilityState::completeTurn() {
    effect_ = kNone;
    primary_ = -1;
    sign_ = 0;
    extrasLeft_ = 0;
    extrasChosen_ = 0;
    ++turn_;
    if (turn_ >= rules_->maxTurns) {
        turnLimitReached_ = true;
        phase_ = Phase::Over;
        return;
    }
    passTo(nextLivingAfter(current_));
}

void StabilityState::passTo(int seat) {
    // The elimination check runs as the turn passes, so a seat in the move
    // phase always has a move.
    for (;;) {
        if (board_[pos_[seat]] == 0)
            eliminate(seat, kEliminatedZeroCounter);
        else if (!hasLegalMove(seat))
            eliminate(seat, kEliminatedStrandedCounter);
        else
            break;
        if (livingCount() == 1) {
            current_ = static_cast<std::int8_t>(nextLivingAfter(seat));
            phase_ = Phase::Over;
            return;
        }
        seat = nextLivingAfter(seat);
    }
    current_ = static_cast<std::int8_t>(seat);
    phase_ = Phase::Move;
}

void StabilityState::eliminate(int seat, Counter reason) {
    pos_[seat] = -1;
    eliminated_[numEliminated_++] = static_cast<std::int8_t>(seat);
    bump(seat, reason);
}

// ---- results and identity -----------------------------------------------------

Outcome StabilityState::outcome() const {
    Outcome out;
    out.numSeats = numPlayers_;
    const int living = livingCount();
    for (int seat = 0; seat < numPlayers_; ++seat) {
        if (pos_[seat] >= 0) {
            out.rank[seat] = 1;
            out.score[seat] = 1.0 / living;
        }
    }
    // The last one eliminated ranks right after the living.
    for (int i = 0; i < numEliminated_; ++i)
        out.rank[eliminated_[i]] = living + (numEliminated_ - i);
    out.turnLimit = turnLimitReached_;
    out.draw = living > 1;
    if (living == 1)
        out.winner = nextLivingAfter(numPlayers_ - 1);
    return out;
}

std::uint64_t StabilityState::hash() const {
    Hasher h;
    h.add(game().paramsHash());
    h.add(static_cast<std::uint64_t>(rules_->size), 1);
    for (int cell = 0; cell < rules_->cells; ++cell)
        h.addByte(static_cast<std::uint8_t>(board_[cell]));
    h.add(static_cast<std::uint64_t>(numPlayers_), 1);
    for (int seat = 0; seat < numPlayers_; ++seat) {
        h.add(static_cast<std::uint64_t>(pos_[seat] + 1), 2);
        h.addByte(static_cast<std::uint8_t>(pc_[seat]));
    }
    for (int i = 0; i < numEliminated_; ++i)
        h.addByte(static_cast<std::uint8_t>(eliminated_[i]));
    h.addByte(static_cast<std::uint8_t>(current_ + 1));
    h.addByte(static_cast<std::uint8_t>(phase_));
    h.add(static_cast<std::uint64_t>(turn_), 4);
    h.addByte(turnLimitReached_ ? 1 : 0);
    h.addByte(effect_);
    if (phase_ == Phase::Extra) {
        h.add(static_cast<std::uint64_t>(primary_), 2);
        h.addByte(static_cast<std::uint8_t>(sign_));
        h.addByte(static_cast<std::uint8_t>(extrasLeft_));
        for (int i = 0; i < extrasChosen_; ++i)
            h.add(static_cast<std::uint64_t>(extras_[i]), 2);
    }
    return h.value();
}

std::optional<double> StabilityState::evaluate(int seat) const {
    if (pos_[seat] < 0)
        return 0.0;
    auto mobility = [this](int s) {
        std::array<std::int16_t, 8> targets;
        return board_[pos_[s]] == 0 ? 0 : moveTargets(s, targets);
    };
    const int mine = mobility(seat);
    double rivals = 0.0;
    int living = 0;
    for (int other = 0; other < numPlayers_; ++other) {
        if (other == seat || pos_[other] < 0)
            continue;
        rivals += mobility(other);
        ++living;
    }
    if (living == 0)
        return 1.0;
    const double share = 1.0 / (living + 1);
    const double edge = 0.1 * (mine - rivals / living) + (mine == 0 ? -0.4 : 0.0);
    return std::clamp(share + edge, 0.01, 0.99);
}

std::uint32_t StabilityState::counter(int seat, int index) const {
    if (seat < 0 || seat >= numPlayers_ || index < 0 || index >= kCounterCount)
        return 0;
    return counters_[seat][index];
}

} // namespace pb::stability
