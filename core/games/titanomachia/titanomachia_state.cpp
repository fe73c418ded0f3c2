// The rules of docs/rules/titanomachia.md: turns of activations, the end of a
// turn (Blast resolution, Position cleanup, Objectives) and of a round.
#include "games/titanomachia/titanomachia_state.h"

#include "engine/errors.h"
#include "games/titanomachia/titanomachia_geometry.h"

#include <algorithm>
#include <cmath>

namespace pb::titanomachia {

namespace {

// The outcome of `blasts` against `armour` (T53-T57): 0 none, 1 Light, 2 Heavy, 3 destroyed.
int hitOutcome(int blasts, int armour) {
    if (blasts <= 0 || blasts < armour)
        return 0;
    if (blasts > 2 * armour)
        return 3;
    return blasts > armour ? 2 : 1;
}

int countAt(const Markers& m, int square) {
    int n = 0;
    for (int i = 0; i < m.count; ++i)
        n += m.square[i] == square;
    return n;
}

} // namespace

TitanomachiaState::TitanomachiaState(std::shared_ptr<const TitanomachiaGame> game,
                                     std::shared_ptr<const Fixed> fixed,
                                     const std::array<std::uint8_t, kSquares>& terrain)
    : State(game), game_(std::move(game)), fixed_(std::move(fixed)), rules_(&game_->rules()),
      terrain_(terrain) {
    const Setup& setup = fixed_->setup;
    for (int seat = 0; seat < kSeats; ++seat) {
        const PlayerSetup& p = setup.players[seat];
        pool_[seat] = static_cast<std::uint8_t>(score(seat, kCrew, 0)); // T22
        trail_[seat].count = 1;
        trail_[seat].square[0] = static_cast<std::uint8_t>(p.start);
        trail_[seat].facing[0] = seat == 0 ? 0 : 4; // G7: facing the far edge
        objectiveCount_[seat] = static_cast<std::uint8_t>(p.objectives.size());
        for (std::size_t i = 0; i < p.objectives.size(); ++i) {
            objectives_[seat][i].type = static_cast<std::uint8_t>(p.objectives[i].type);
            objectives_[seat][i].square = static_cast<std::int8_t>(p.objectives[i].square);
            ++counters_[seat][kObjectivesBought];
            ++counters_[seat][kObjectiveByType + p.objectives[i].type * 3];
        }
        // Section 6, set-up: where the budget went (the bid is counted apart).
        const Prices& prices = rules_->prices;
        const int titan = titanCost(p.titan, prices);
        int objectives = 0;
        for (const ObjectiveChoice& o : p.objectives)
            objectives += prices.objectiveCost[o.type];
        const int terrain = buildCost(p, setup.terrainTypes, prices) - titan - objectives;
        counters_[seat][kSpentTitan] = static_cast<std::uint32_t>(titan);
        counters_[seat][kSpentTerrain] = static_cast<std::uint32_t>(terrain);
        counters_[seat][kSpentObjectives] = static_cast<std::uint32_t>(objectives);
        // R1: only the first player pays its bid, taken off once it is known.
        counters_[seat][kUnspent] =
            static_cast<std::uint32_t>(std::max(0, prices.budget - titan - terrain - objectives));
        counters_[seat][kBidOffered] = static_cast<std::uint32_t>(p.bid);
        // Coverage: the set-up and definition clauses apply once per game (T1-T7, T11-T14, T22).
        for (int t : {1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 14, 22})
            fire(seat, t);
    }
    // G12, R1: the higher sealed bid goes first and pays; a tie goes to the coin.
    const int bid0 = setup.players[0].bid, bid1 = setup.players[1].bid;
    if (bid0 == bid1) {
        phase_ = Phase::Coin;
        counters_[0][kBidTie] = counters_[1][kBidTie] = 1;
    } else {
        firstPlayer_ = bid0 > bid1 ? 0 : 1;
        counters_[firstPlayer_][kBid] = static_cast<std::uint32_t>(std::max(bid0, bid1));
        payBid();
        counters_[firstPlayer_][kInitiativeFirst] = 1;
        fire(firstPlayer_, 25);
        initiative_ = firstPlayer_;
        nextDesignationOrPlay();
    }
}

void TitanomachiaState::payBid() {
    std::uint32_t& unspent = counters_[firstPlayer_][kUnspent];
    unspent -=
        std::min(unspent, static_cast<std::uint32_t>(fixed_->setup.players[firstPlayer_].bid));
}

std::unique_ptr<State> TitanomachiaState::clone() const {
    return std::make_unique<TitanomachiaState>(*this);
}

void TitanomachiaState::copyFrom(const State& other) {
    *this = static_cast<const TitanomachiaState&>(other);
}

int TitanomachiaState::currentActor() const {
    switch (phase_) {
    case Phase::Over:
        return kTerminalActor;
    case Phase::Coin:
        return kChanceActor;
    case Phase::Nominate:
        return nominator_;
    default:
        return current_;
    }
}

int TitanomachiaState::score(int seat, int system, int k) const {
    const int d = damage_[seat][system];
    if (d >= 3)
        return 0;
    return std::max(0, fixed_->base[seat][system][k] - d * rules_->penaltyPerStep);
}

int TitanomachiaState::cap(int seat, int system) const {
    return score(seat, system, 0); // Strength or Acuity
}

int TitanomachiaState::relocateLimit(int seat, int system) const {
    // G14: the Shield's "Acuity" read as Coherence (or Strength); Targets move by Gain.
    if (system == kShield && rules_->shieldRelocateByStrength)
        return score(seat, kShield, 0);
    return score(seat, system, 1);
}

int TitanomachiaState::effectiveDifficulty(int square) const {
    const TerrainType& t = fixed_->setup.terrainTypes[terrain_[square]];
    return rules_->terrainDamageReducesValues ? std::max(0, t.difficulty - terrainDamage_[square])
                                              : t.difficulty;
}

int TitanomachiaState::objectivePoints(int seat) const {
    int n = 0;
    for (int i = 0; i < objectiveCount_[seat]; ++i)
        n += objectives_[seat][i].status == kAccomplished;
    return n * rules_->objectivePoints;
}

// Whether a step from the marker on `from` facing `facing` in direction `dir`
// to `to` (-1: off the far edge) keeps within Traction (T34-T35, G8, G9).
bool TitanomachiaState::stepAllowed(int from, int facing, int to, int dir, int& cut) const {
    const int traction = score(current_, kPropulsion, 1);
    const int difficulty = rules_->difficultyAtOrigin ? effectiveDifficulty(from)
                                                      : (to < 0 ? 0 : effectiveDifficulty(to));
    if (rules_->impassableAboveTraction && difficulty > traction)
        return false;
    const int eighths = turnEighths(facing, dir);
    const int turn = rules_->tractionQuarterTurns ? (eighths + 1) / 2 : eighths;
    cut = difficulty > 0 && traction > 0 ? 1 : 0;
    return turn <= std::max(0, traction - difficulty);
}

bool TitanomachiaState::anyStep() const {
    const Trail& t = trail_[current_];
    const int from = t.square[t.count - 1], facing = t.facing[t.count - 1];
    const int farRow = current_ == 0 ? 0 : kSide - 1;
    for (int dir = 0; dir < 8; ++dir) {
        const int to = stepFrom(from, dir);
        int cut = 0;
        if (to >= 0) {
            if (rules_->blockEnemyPositions && trailHas(1 - current_, to))
                continue;
        } else if (!(rules_->exitAllowed && rowOf(from) == farRow &&
                     kDirections[dir][0] == (current_ == 0 ? -1 : 1) &&
                     onBoard(farRow, colOf(from) + kDirections[dir][1]))) {
            continue;
        }
        if (stepAllowed(from, facing, to, dir, cut))
            return true;
    }
    return false;
}

bool TitanomachiaState::inRange(int seat, int square) const {
    const Trail& t = trail_[seat];
    if (t.count == 0)
        return false;
    const int from = t.square[t.count - 1];
    const int d = rules_->manhattanRange ? manhattan(from, square) : chebyshev(from, square);
    return d <= score(seat, kWeapon, 0);
}

bool TitanomachiaState::canActivate(int system) const {
    const int seat = current_;
    if (pool_[seat] == 0 || exited_[seat] || damage_[seat][system] >= 3)
        return false;
    if (system != kWeapon && (usedMask_ >> system & 1))
        return false;
    switch (system) {
    case kCrew:
        for (int s = 1; s < kSystemCount; ++s)
            if (damage_[seat][s] == 1 || damage_[seat][s] == 2)
                return true;
        return false;
    case kPropulsion:
        return score(seat, kPropulsion, 0) > 0 && anyStep();
    case kShield:
    case kFireControl: {
        const int inPlay = markersOf(seat, system).count, c = cap(seat, system);
        const bool place = inPlay < c && score(seat, system, 1) > 0;
        const bool relocate = (inPlay == c || rules_->relocateBelowCap) && inPlay > 0 &&
                              relocateLimit(seat, system) > 0;
        return place || relocate;
    }
    default: {
        // R9: a Weapon of Power 0 achieves nothing; T48: at most RoF times a turn.
        if (score(seat, kWeapon, 2) == 0 || weaponUses_ >= score(seat, kWeapon, 1))
            return false;
        const Markers& t = targets_[seat];
        for (int i = 0; i < t.count; ++i)
            if (inRange(seat, t.square[i]))
                return true;
        return false;
    }
    }
}

bool TitanomachiaState::canStop() const {
    if (phase_ == Phase::Step || phase_ == Phase::Splash)
        return phase_ == Phase::Splash || done_ > 0;
    return phase_ == Phase::Marker && done_ > 0 && lifted_ < 0;
}

// Every legal decision into `out` (at most kMaxLegal), sorted by (kind, a).
int TitanomachiaState::fillLegal(Decision* out) const {
    int n = 0;
    auto add = [&](std::uint16_t kind, int a) {
        out[n++] = Decision{kind, static_cast<std::int16_t>(a), 0, 0};
    };
    const int seat = current_;
    switch (phase_) {
    case Phase::Over:
        break;
    case Phase::Coin:
        add(kCoinKind, 0);
        add(kCoinKind, 1);
        break;
    case Phase::Designate: {
        const Objective* o = nullptr;
        for (int i = 0; i < objectiveCount_[seat] && !o; ++i)
            if (objectives_[seat][i].square < 0 &&
                (objectives_[seat][i].type == kHold || objectives_[seat][i].type == kDemolition))
                o = &objectives_[seat][i];
        if (!o)
            break;
        for (int i = 0; i < kHalf; ++i) {
            const int sq = homeSquare(1 - seat, i);
            if (o->type == kHold || fixed_->setup.terrainTypes[terrain_[sq]].armour >= 2)
                add(kDesignateKind, sq);
        }
        break;
    }
    case Phase::Turn:
        for (int s = 0; s < kSystemCount; ++s)
            if (canActivate(s))
                add(kActivateKind, s);
        add(kEndTurnKind, 0);
        break;
    case Phase::Repair:
        for (int s = 1; s < kSystemCount; ++s)
            if (damage_[seat][s] == 1 || damage_[seat][s] == 2)
                add(kRepairKind, s);
        break;
    case Phase::Step: {
        const Trail& t = trail_[seat];
        const int from = t.square[t.count - 1], facing = t.facing[t.count - 1];
        const int farRow = seat == 0 ? 0 : kSide - 1;
        int squares[8], exits[8], ns = 0, ne = 0;
        for (int dir = 0; dir < 8; ++dir) {
            const int to = stepFrom(from, dir);
            int cut = 0;
            if (to >= 0) {
                if (rules_->blockEnemyPositions && trailHas(1 - seat, to))
                    continue;
                if (stepAllowed(from, facing, to, dir, cut))
                    squares[ns++] = to;
            } else if (rules_->exitAllowed && rowOf(from) == farRow &&
                       kDirections[dir][0] == (seat == 0 ? -1 : 1) &&
                       onBoard(farRow, colOf(from) + kDirections[dir][1]) &&
                       stepAllowed(from, facing, -1, dir, cut)) {
                exits[ne++] = dir;
            }
        }
        std::sort(squares, squares + ns);
        for (int i = 0; i < ns; ++i)
            add(kStepKind, squares[i]);
        for (int i = 0; i < ne; ++i)
            add(kExitKind, exits[i]);
        break;
    }
    case Phase::Marker: {
        const Markers& m = markersOf(seat, active_);
        const bool mayPlace =
            mode_ == 0 || lifted_ >= 0 ||
            (mode_ < 0 && m.count < cap(seat, active_) && score(seat, active_, 1) > 0);
        if (mayPlace)
            for (int sq = 0; sq < kSquares; ++sq)
                if (sq != lifted_)
                    add(kPlaceKind, sq);
        if (mode_ != 0 && lifted_ < 0) {
            bool seen[kSquares] = {};
            for (int i = 0; i < m.count; ++i)
                seen[m.square[i]] = true;
            for (int sq = 0; sq < kSquares; ++sq)
                if (seen[sq])
                    add(kLiftKind, sq);
        }
        break;
    }
    case Phase::Fire: {
        const Markers& t = targets_[seat];
        bool seen[kSquares] = {};
        for (int i = 0; i < t.count; ++i)
            if (inRange(seat, t.square[i]))
                seen[t.square[i]] = true;
        for (int sq = 0; sq < kSquares; ++sq)
            if (seen[sq])
                add(kFireKind, sq);
        break;
    }
    case Phase::Splash: {
        int squares[8], ns = 0;
        for (int dir = 0; dir < 8; ++dir) {
            const int to = stepFrom(fired_, dir);
            if (to >= 0)
                squares[ns++] = to;
        }
        std::sort(squares, squares + ns);
        for (int i = 0; i < ns; ++i)
            add(kSplashKind, squares[i]);
        break;
    }
    case Phase::Nominate:
        for (int s = 0; s < kSystemCount; ++s)
            if (damage_[defender_][s] < 3)
                add(kNominateKind, s);
        break;
    }
    if (canStop())
        add(kStopKind, 0);
    return n;
}

void TitanomachiaState::legalDecisions(std::vector<Decision>& out) const {
    Decision buffer[kMaxLegal];
    const int n = fillLegal(buffer);
    out.assign(buffer, buffer + n);
}

void TitanomachiaState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (phase_ == Phase::Coin)
        for (std::int16_t seat = 0; seat < kSeats; ++seat)
            out.push_back({Decision{kCoinKind, seat, 0, 0}, 0.5});
}

Decision TitanomachiaState::sampleUniformLegal(Rng& rng) const {
    if (phase_ == Phase::Marker && mode_ == 0) {
        // Placing: every square, plus stop after the first placement.
        const int choices = kSquares + (done_ > 0 ? 1 : 0);
        const int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(choices)));
        return k < kSquares ? Decision{kPlaceKind, static_cast<std::int16_t>(k), 0, 0}
                            : Decision{kStopKind, 0, 0, 0};
    }
    Decision buffer[kMaxLegal];
    const int n = fillLegal(buffer);
    return n == 0 ? Decision{} : buffer[rng.below(static_cast<std::uint32_t>(n))];
}

Decision TitanomachiaState::sampleChance(Rng& rng) const {
    return Decision{kCoinKind, static_cast<std::int16_t>(rng.below(2)), 0, 0};
}

bool TitanomachiaState::isLegal(const Decision& d) const {
    if (d.b != 0 || d.c != 0 || d.kind >= kDecisionKindCount)
        return false;
    Decision buffer[kMaxLegal];
    const int n = fillLegal(buffer);
    return std::find(buffer, buffer + n, d) != buffer + n;
}

void TitanomachiaState::nextDesignationOrPlay() {
    for (int seat = 0; seat < kSeats; ++seat)
        for (int i = 0; i < objectiveCount_[seat]; ++i) {
            const Objective& o = objectives_[seat][i];
            if (o.square < 0 && (o.type == kHold || o.type == kDemolition)) {
                phase_ = Phase::Designate;
                current_ = static_cast<std::uint8_t>(seat);
                return;
            }
        }
    current_ = static_cast<std::uint8_t>(firstPlayer_);
    ++counters_[current_][kInitiativeRounds];
    fire(current_, 24);
    fire(0, 20); // round 1 begins
    fire(1, 20);
    beginTurn();
}

void TitanomachiaState::beginTurn() {
    phase_ = Phase::Turn;
    usedMask_ = 0;
    weaponUses_ = 0;
    activatedThisTurn_ = false;
    // G7, G11: an exited Titan (or, under final passes, a passed player) passes by itself.
    if (exited_[current_] || (rules_->passIsFinal && passed_[current_])) {
        turnWasPass_ = true;
        endTurn();
    }
}

void TitanomachiaState::finishActivation() {
    phase_ = Phase::Turn;
    mode_ = -1;
    lifted_ = -1;
    fired_ = -1;
    done_ = 0;
    limit_ = 0;
    if (rules_->oneActivationPerTurn) {
        turnWasPass_ = false;
        endTurn();
    }
}

void TitanomachiaState::removeMarkerAt(Markers& m, int square) {
    for (int i = 0; i < m.count; ++i)
        if (m.square[i] == square) {
            m.square[i] = m.square[m.count - 1];
            --m.count;
            return;
        }
}

void TitanomachiaState::applyUnchecked(const Decision& d) {
    const int seat = current_;
    switch (d.kind) {
    case kCoinKind:
        firstPlayer_ = static_cast<std::int8_t>(d.a);
        counters_[d.a][kBid] = static_cast<std::uint32_t>(fixed_->setup.players[d.a].bid);
        payBid();
        counters_[d.a][kInitiativeFirst] = 1;
        fire(d.a, 25); // the bids (tied, so the coin) gave the first turn
        initiative_ = firstPlayer_;
        nextDesignationOrPlay();
        return;
    case kDesignateKind:
        for (int i = 0; i < objectiveCount_[seat]; ++i) {
            Objective& o = objectives_[seat][i];
            if (o.square < 0 && (o.type == kHold || o.type == kDemolition)) {
                o.square = static_cast<std::int8_t>(d.a);
                break;
            }
        }
        nextDesignationOrPlay();
        return;
    case kActivateKind:
        --pool_[seat];
        ++counters_[seat][kActivations + d.a];
        fire(seat, 15); // an Activation marker spent
        activatedThisTurn_ = true;
        active_ = static_cast<std::uint8_t>(d.a);
        done_ = 0;
        if (d.a == kWeapon) {
            if (weaponUses_ > 0) { // T48: a second shot from Rate of Fire
                ++counters_[seat][kRofUsed];
                fire(seat, 48);
            }
            ++weaponUses_;
        } else
            usedMask_ = static_cast<std::uint8_t>(usedMask_ | (1 << d.a));
        switch (d.a) {
        case kCrew:
            fire(seat, 29);
            phase_ = Phase::Repair;
            break;
        case kPropulsion:
            fire(seat, 16);
            fire(seat, 31);
            phase_ = Phase::Step;
            limit_ = static_cast<std::uint8_t>(score(seat, kPropulsion, 0));
            break;
        case kWeapon:
            fire(seat, 19);
            fire(seat, 46);
            phase_ = Phase::Fire;
            break;
        default: {
            fire(seat, d.a == kShield ? 18 : 17);
            fire(seat, d.a == kShield ? 37 : 41);
            phase_ = Phase::Marker;
            const Markers& m = markersOf(seat, d.a);
            const int c = cap(seat, d.a);
            const bool place = m.count < c && score(seat, d.a, 1) > 0;
            const bool relocate = (m.count == c || rules_->relocateBelowCap) && m.count > 0 &&
                                  relocateLimit(seat, d.a) > 0;
            // R3: an activation places or relocates, never both.
            mode_ = place && relocate ? -1 : (place ? 0 : 1);
            limit_ =
                static_cast<std::uint8_t>(mode_ == 0 ? std::min(score(seat, d.a, 1), c - m.count)
                                                     : (mode_ == 1 ? relocateLimit(seat, d.a) : 0));
        }
        }
        return;
    case kEndTurnKind:
        turnWasPass_ = !activatedThisTurn_;
        if (turnWasPass_ && pool_[seat] == 0)
            fire(seat, 26); // nothing left to activate with
        endTurn();
        return;
    case kRepairKind:
        --damage_[seat][d.a]; // T30
        ++counters_[seat][kRepairs];
        fire(seat, 30);
        finishActivation();
        return;
    case kStepKind:
    case kExitKind: {
        Trail& t = trail_[seat];
        const int from = t.square[t.count - 1], facing = t.facing[t.count - 1];
        const int dir = d.kind == kExitKind
                            ? d.a
                            : nearestDirection(rowOf(d.a) - rowOf(from), colOf(d.a) - colOf(from));
        int cut = 0;
        stepAllowed(from, facing, d.kind == kExitKind ? -1 : d.a, dir, cut);
        ++counters_[seat][kSteps];
        counters_[seat][kTractionCut] += static_cast<std::uint32_t>(cut);
        fire(seat, 32);
        counters_[seat][kClause + 33 - 1] += d.kind == kStepKind; // T33: onto an adjacent square
        counters_[seat][kClause + 35 - 1] += static_cast<std::uint32_t>(cut);
        if (dir != facing) {
            ++counters_[seat][kTurnsMade];
            ++counters_[seat][kTurnBySize + turnEighths(facing, dir) - 1];
            fire(seat, 34);
        }
        if (d.kind == kExitKind) {
            // G7, R8: the Titan leaves with its markers; its turn ends at once.
            exited_[seat] = true;
            t.count = 0;
            counters_[seat][kTargetsExpired] += targets_[seat].count;
            shields_[seat].count = 0;
            targets_[seat].count = 0;
            ++counters_[seat][kExits];
            phase_ = Phase::Turn;
            turnWasPass_ = false;
            endTurn();
            return;
        }
        t.square[t.count] = static_cast<std::uint8_t>(d.a);
        t.facing[t.count] = static_cast<std::uint8_t>(dir);
        ++t.count;
        if (++done_ >= limit_ || !anyStep())
            finishActivation();
        return;
    }
    case kPlaceKind: {
        Markers& m = markersOf(seat, active_);
        m.square[m.count++] = static_cast<std::uint8_t>(d.a);
        if (lifted_ >= 0) {
            ++counters_[seat][active_ == kShield ? kShieldsMoved : kTargetsMoved];
            fire(seat, active_ == kShield ? 40 : 44);
            lifted_ = -1;
        } else {
            ++counters_[seat][active_ == kShield ? kShieldsPlaced : kTargetsPlaced];
            fire(seat, active_ == kShield ? 38 : 42);
            if (m.count == cap(seat, active_)) // T39, T43: the cap stops further placing
                fire(seat, active_ == kShield ? 39 : 43);
            if (mode_ < 0) {
                mode_ = 0;
                limit_ = static_cast<std::uint8_t>(
                    std::min(score(seat, active_, 1), cap(seat, active_) - (m.count - 1)));
            }
        }
        if (++done_ >= limit_)
            finishActivation();
        return;
    }
    case kLiftKind:
        removeMarkerAt(markersOf(seat, active_), d.a);
        lifted_ = static_cast<std::int8_t>(d.a);
        if (mode_ < 0) {
            mode_ = 1;
            limit_ = static_cast<std::uint8_t>(relocateLimit(seat, active_));
        }
        return;
    case kFireKind:
        removeMarkerAt(targets_[seat], d.a); // T47, T49
        blasts_[seat][d.a] =
            static_cast<std::uint8_t>(blasts_[seat][d.a] + score(seat, kWeapon, 2));
        ++counters_[seat][kShots];
        fire(seat, 47);
        fire(seat, 49);
        fired_ = static_cast<std::int8_t>(d.a);
        limit_ = static_cast<std::uint8_t>(score(seat, kWeapon, 3));
        if (limit_ == 0)
            finishActivation();
        else
            phase_ = Phase::Splash;
        return;
    case kSplashKind:
        ++blasts_[seat][d.a]; // T50, G17
        ++counters_[seat][kAoeBlasts];
        fire(seat, 50);
        if (++done_ >= limit_)
            finishActivation();
        return;
    case kStopKind:
        finishActivation();
        return;
    case kNominateKind: {
        const int attacker = 1 - current_;
        fire(attacker, 55);
        if (defender_ != attacker) { // an own-Blast hit has no arc
            ++counters_[attacker][nominator_ == defender_ ? kFrontHits : kRearHits];
            fire(attacker, nominator_ == defender_ ? 59 : 60);
        }
        if (d.a == kCrew)
            ++counters_[nominator_][kNamedCrew];
        ++counters_[nominator_][kNamed];
        damageSystem(defender_, d.a, remainder_);
        resumeEndOfTurn();
        return;
    }
    default:
        return;
    }
}

// T51: the opponent's Blasts resolve at the end of this turn, then T36's cleanup.
void TitanomachiaState::endTurn() {
    // Section 6: a Shield with no Blast resolving on it this end of turn stood idle.
    const int owner = 1 - current_;
    for (int s = 0; s < kSeats; ++s)
        for (int i = 0; i < shields_[s].count; ++i)
            counters_[s][kShieldsIdle] += blasts_[owner][shields_[s].square[i]] == 0;
    resolveSquare_ = 0;
    resolveStage_ = 0;
    resumeEndOfTurn();
}

int TitanomachiaState::nominatorFor(int defender, int square) const {
    const int attacker = 1 - current_;
    if (defender == attacker)
        return attacker; // G21: an own-Blast hit is named by its owner
    const Trail& a = trail_[attacker];
    if (a.count == 0)
        return defender;
    const int from = a.square[a.count - 1];
    if (from == square)
        return defender; // a shared square: the owner names
    // R11: the defender's most recent marker in the square gives the facing.
    const Trail& t = trail_[defender];
    int facing = 0;
    for (int i = 0; i < t.count; ++i)
        if (t.square[i] == square)
            facing = t.facing[i];
    const int dir = nearestDirection(rowOf(from) - rowOf(square), colOf(from) - colOf(square));
    return turnEighths(facing, dir) <= 2 ? defender : attacker; // T59-T60
}

void TitanomachiaState::resumeEndOfTurn() {
    const int mover = current_, owner = 1 - current_;
    for (; resolveSquare_ < kSquares; ++resolveSquare_, resolveStage_ = 0) {
        const int sq = resolveSquare_;
        const int blasts = blasts_[owner][sq];
        if (blasts == 0)
            continue;
        if (resolveStage_ == 0) {
            fire(owner, 51);
            // T52, G15: Shields of every owner (or the defenders' only) reduce the Blasts.
            int shields = 0;
            for (int s = 0; s < kSeats; ++s)
                if (!rules_->ownShieldsOnly || s != owner) {
                    const int here = countAt(shields_[s], sq);
                    const int used = std::min(here, blasts - shields);
                    counters_[s][kBlastsAbsorbed] += static_cast<std::uint32_t>(std::max(0, used));
                    if (rules_->shieldsConsumed)
                        for (int k = 0; k < std::max(0, used); ++k)
                            removeMarkerAt(shields_[s], sq);
                    shields += rules_->shieldsConsumed ? std::max(0, used) : here;
                }
            remainder_ = static_cast<std::uint8_t>(std::max(0, blasts - shields));
            counters_[owner][kClause + 52 - 1] += shields > 0;
            // A Blast whose square held terrain hit something, even when it
            // destroys that terrain now.
            const bool empty = terrain_[sq] == 0 && !trailHas(0, sq) && !trailHas(1, sq);
            // T53-T54, G6, R5: Open terrain cannot be damaged.
            if (terrain_[sq] != 0) {
                const int type = terrain_[sq];
                const int hit = hitOutcome(remainder_, fixed_->setup.terrainTypes[type].armour);
                const int now = hit == 0                  ? terrainDamage_[sq]
                                : hit == 3                ? 3
                                : rules_->damageWorstOnly ? std::max<int>(terrainDamage_[sq], hit)
                                                          : std::min(3, terrainDamage_[sq] + hit);
                // G19: a Light or Heavy hit that takes the track to 3 destroys
                // the terrain as surely as "more than twice the Armour" (T54).
                const int outcome = hit > 0 && now >= 3 ? 3 : hit;
                ++counters_[owner][kTerrainHits + outcome];
                ++counters_[owner][kTerrainHitByType + (type - 1) * 4 + outcome];
                fire(owner, 53);
                counters_[owner][kClause + 54 - 1] += outcome == 3;
                terrainDamage_[sq] = static_cast<std::uint8_t>(now);
                if (now >= 3) { // R6
                    terrain_[sq] = 0;
                    terrainDamage_[sq] = 0;
                }
            }
            if (empty)
                ++counters_[owner][kBlastsEmpty];
            resolveStage_ = 1;
        }
        // T55-T57, G18, R7: the blast owner's Titan first, then the mover's.
        while (resolveStage_ <= 2) {
            const int defender = resolveStage_ == 1 ? owner : mover;
            ++resolveStage_;
            if (remainder_ == 0 || exited_[defender] || !trailHas(defender, sq))
                continue;
            if (defender == owner && !rules_->friendlyFire)
                continue;
            bool any = false;
            for (int s = 0; s < kSystemCount; ++s)
                any = any || damage_[defender][s] < 3;
            if (!any)
                continue;
            if (defender == owner)
                ++counters_[owner][kFriendlyFire];
            defender_ = static_cast<std::uint8_t>(defender);
            nominator_ = static_cast<std::uint8_t>(nominatorFor(defender, sq));
            phase_ = Phase::Nominate;
            return;
        }
        blasts_[owner][sq] = 0; // T58
        fire(owner, 58);
    }
    phase_ = Phase::Turn;
    // G22: a Crew kill ends the game once the resolution is over.
    if (crewDead_[0] || crewDead_[1]) {
        finishGame(Ending::CrewKill);
        return;
    }
    // T36: only the latest Position marker stays.
    Trail& t = trail_[mover];
    if (t.count > 1) {
        fire(mover, 36);
        t.square[0] = t.square[t.count - 1];
        t.facing[0] = t.facing[t.count - 1];
        t.count = 1;
    }
    if (rules_->interferenceEachTurn)
        interference(mover);
    checkObjectives(false);
    ++turns_;
    ++counters_[mover][kTurns];
    fire(mover, 21);
    if (turnWasPass_) {
        ++counters_[mover][kPasses];
        ++consecutivePasses_;
        passed_[mover] = true;
    } else {
        consecutivePasses_ = 0;
    }
    // G11: two Passes in a row (or, when final, both players') end the round.
    const bool roundOver =
        rules_->passIsFinal ? (passed_[0] && passed_[1]) : consecutivePasses_ >= 2;
    if (roundOver) {
        fire(0, 27);
        fire(1, 27);
        endRound(); // T28: the last to Pass keeps current_ and the Initiative
        if (phase_ == Phase::Over)
            return;
    } else {
        current_ = static_cast<std::uint8_t>(1 - mover);
    }
    beginTurn();
}

void TitanomachiaState::interference(int seat) {
    // T45, G16: per square, Targets lost up to the Interference there.
    Markers& m = targets_[seat];
    bool done[kSquares] = {};
    for (int i = 0; i < m.count; ++i) {
        const int sq = m.square[i];
        if (done[sq])
            continue;
        done[sq] = true;
        const TerrainType& t = fixed_->setup.terrainTypes[terrain_[sq]];
        const int interferenceHere = rules_->terrainDamageReducesValues
                                         ? std::max(0, t.interference - terrainDamage_[sq])
                                         : t.interference;
        const int lose = std::min(countAt(m, sq), interferenceHere);
        for (int k = 0; k < lose; ++k)
            removeMarkerAt(m, sq);
        counters_[seat][kTargetsLostInterference] += static_cast<std::uint32_t>(lose);
        counters_[seat][kClause + 45 - 1] += lose > 0;
        i = -1; // the list changed order: rescan (squares already done are skipped)
    }
}

void TitanomachiaState::checkObjectives(bool roundEnd) {
    for (int seat = 0; seat < kSeats; ++seat)
        for (int i = 0; i < objectiveCount_[seat]; ++i) {
            Objective& o = objectives_[seat][i];
            if (o.status != kOpen)
                continue;
            bool met = false;
            switch (o.type) {
            case kHold: {
                const Trail& t = trail_[seat];
                met = roundEnd && t.count > 0 && t.square[t.count - 1] == o.square;
                break;
            }
            case kDemolition:
                met = o.square >= 0 && terrain_[o.square] == 0;
                break;
            case kBreakthrough:
                met = exited_[seat];
                break;
            default:
                for (int s = 1; s < kSystemCount; ++s)
                    met = met || damage_[1 - seat][s] >= 3;
            }
            if (met) {
                o.status = kAccomplished;
                o.round = round_;
                ++counters_[seat][kObjectivesDone];
                fire(seat, 8);
                if (o.type == kDemolition || o.type == kBreakthrough)
                    fire(seat, 10); // the seed's own examples

                ++counters_[seat][kObjectiveByType + o.type * 3 + 1];
                counters_[seat][kObjectivesDoneRound] += round_;
            } else if (roundEnd && round_ >= rules_->deadline[o.type]) {
                o.status = kFailed; // T9: the deadline passed
                o.round = round_;
                ++counters_[seat][kObjectivesFailed];
                fire(seat, 9);
                ++counters_[seat][kObjectiveByType + o.type * 3 + 2];
            }
        }
}

void TitanomachiaState::endRound() {
    if (!rules_->interferenceEachTurn)
        for (int seat = 0; seat < kSeats; ++seat)
            interference(seat);
    checkObjectives(true);
    for (int seat = 0; seat < kSeats; ++seat)
        counters_[seat][kUnusedPool] += pool_[seat];
    if (round_ >= rules_->maxRounds) { // T61-T62
        finishGame(Ending::Points);
        return;
    }
    ++round_;
    for (int seat = 0; seat < kSeats; ++seat) {
        // T23, G13: Stamina joins the carried-over pool, up to Skill.
        const int skill = score(seat, kCrew, 0);
        const int want = pool_[seat] + score(seat, kCrew, 1);
        if (want > skill)
            counters_[seat][kStaminaLost] +=
                static_cast<std::uint32_t>(want - std::max<int>(skill, pool_[seat]));
        pool_[seat] = static_cast<std::uint8_t>(std::max<int>(pool_[seat], std::min(want, skill)));
        fire(seat, 23);
        fire(seat, 20);
    }
    passed_ = {};
    consecutivePasses_ = 0;
    ++counters_[current_][kInitiativeRounds];
    fire(current_, 24);
    fire(current_, 28);          // the last to Pass leads
    if (current_ != initiative_) // T28: the last to Pass took it
        ++counters_[current_][kInitiativeChanges];
    initiative_ = static_cast<std::int8_t>(current_);
}

void TitanomachiaState::damageSystem(int seat, int system, int remainder) {
    const int attacker = 1 - current_;
    const int hit = hitOutcome(remainder, fixed_->armour[seat][system]);
    ++counters_[attacker][kSystemHits + hit];
    ++counters_[attacker][kHitBySystem + system * 4 + hit];
    fire(attacker, 56);
    counters_[attacker][kClause + 57 - 1] += hit == 3;
    if (hit == 0)
        return;
    const int old = damage_[seat][system];
    const int now = hit == 3                  ? 3
                    : rules_->damageWorstOnly ? std::max(old, hit)
                                              : std::min(3, old + hit);
    damage_[seat][system] = static_cast<std::uint8_t>(now);
    if (now >= 3 && old < 3) {
        ++counters_[seat][kSystemsLost + system];
        if (system == kCrew)
            crewDead_[seat] = true;
    }
    afterDamage(seat, system);
}

void TitanomachiaState::afterDamage(int seat, int system) {
    if (system == kShield || system == kFireControl)
        trimMarkers(seat, system);
    if (system == kCrew && rules_->trimPoolOnCrewDamage)
        pool_[seat] = static_cast<std::uint8_t>(std::min<int>(pool_[seat], score(seat, kCrew, 0)));
}

void TitanomachiaState::trimMarkers(int seat, int system) {
    // G20: markers over a lowered cap go at once, lowest square first.
    if (damage_[seat][system] >= 3 && rules_->destroyedMarkersRemain)
        return;
    Markers& m = markersOf(seat, system);
    const int c = cap(seat, system);
    while (m.count > c) {
        int lowest = 0;
        for (int i = 1; i < m.count; ++i)
            if (m.square[i] < m.square[lowest])
                lowest = i;
        m.square[lowest] = m.square[m.count - 1];
        --m.count;
        ++counters_[seat][kExcessTrims];
        fire(seat, system == kShield ? 39 : 43);
        if (system == kFireControl)
            ++counters_[seat][kTargetsExpired];
    }
}

void TitanomachiaState::finishGame(Ending ending) {
    phase_ = Phase::Over;
    ending_ = ending;
    for (int seat = 0; seat < kSeats; ++seat) {
        counters_[seat][kEndRound] = round_;
        counters_[seat][kTargetsExpired] += targets_[seat].count; // never fired
        fire(seat, 61);
        if (ending == Ending::Points)
            fire(seat, 62);
    }
    if (ending == Ending::CrewKill) {
        // R10: a Crew killed by its owner's own Blast is still the opponent's kill.
        winner_ = crewDead_[0] && crewDead_[1] ? -1 : (crewDead_[0] ? 1 : 0);
        if (winner_ >= 0) {
            ++counters_[winner_][kCrewKills];
            fire(winner_, 63);
            fire(winner_, 10); // "destroy the enemy Titan"
            counters_[winner_][kTournamentPoints] =
                static_cast<std::uint32_t>(std::max(0, rules_->tournamentBase - round_));
        }
    } else {
        const int p0 = objectivePoints(0), p1 = objectivePoints(1);
        winner_ = p0 == p1 ? -1 : (p0 > p1 ? 0 : 1);
        if (winner_ >= 0) {
            counters_[winner_][kTournamentPoints] = 1;
            ++counters_[winner_][kPointsWins];
        }
    }
    if (winner_ >= 0) {
        ++counters_[winner_][kWins];
        if (winner_ == firstPlayer_)
            ++counters_[winner_][kWinsFirst];
    } else {
        ++counters_[0][kDraws];
        ++counters_[1][kDraws];
    }
}

std::optional<double> TitanomachiaState::evaluate(int seat) const {
    if (phase_ == Phase::Over)
        return winner_ < 0 ? 0.5 : (winner_ == seat ? 1.0 : 0.0);
    const int other = 1 - seat;
    double diff = 3.0 * (objectivePoints(seat) - objectivePoints(other));
    for (int s = 0; s < kSystemCount; ++s)
        diff += (s == kCrew ? 2.0 : 1.0) * (damage_[other][s] - damage_[seat][s]);
    return 1.0 / (1.0 + std::exp(-diff / 4.0));
}

Outcome TitanomachiaState::outcome() const {
    Outcome o;
    o.numSeats = kSeats;
    o.winner = winner_;
    o.draw = winner_ < 0;
    for (int seat = 0; seat < kSeats; ++seat) {
        o.score[seat] = winner_ < 0 ? 0.5 : (seat == winner_ ? 1.0 : 0.0);
        o.rank[seat] = winner_ < 0 || seat == winner_ ? 1 : 2;
    }
    return o;
}

} // namespace pb::titanomachia
