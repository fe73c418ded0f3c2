#include "games/streamway_siege/streamway_siege_state.h"

#include <algorithm>
#include <bit>

namespace pb::streamway_siege {

namespace {

// More than any decision point lists: 20 distinct die values times 32 men.
constexpr int kMaxLegal = 704;

// Room for one decision point's list, left uninitialized: filling it is the
// only write, so sampling does not pay for clearing it each time.
union DecisionBuffer {
    DecisionBuffer() {}
    Decision items[kMaxLegal];
};

constexpr Decision make(DecisionKind kind, int a = 0, int b = 0) {
    return Decision{kind, static_cast<std::int16_t>(a), static_cast<std::int16_t>(b), 0};
}

} // namespace

StreamwaySiegeState::StreamwaySiegeState(std::shared_ptr<const StreamwaySiegeGame> game,
                                         const Board& board)
    : State(game), rules_(&game->rules()), board_(board) {
    const Rules& r = *rules_;
    menCount_ = static_cast<std::int8_t>(r.teams * r.menPerTeam);
    for (int i = 0; i < menCount_; ++i)
        men_[i].team = static_cast<std::uint8_t>(i / r.menPerTeam);
    startWave();
    advance();
}

std::unique_ptr<State> StreamwaySiegeState::clone() const {
    return std::make_unique<StreamwaySiegeState>(*this);
}

void StreamwaySiegeState::copyFrom(const State& other) {
    *this = static_cast<const StreamwaySiegeState&>(other);
}

// ---- queries ----------------------------------------------------------------

bool StreamwaySiegeState::teamDead(int team) const {
    for (int i = 0; i < menCount_; ++i)
        if (men_[i].team == team && men_[i].status != ManStatus::Dead)
            return false;
    return true;
}

bool StreamwaySiegeState::teamHasDeployed(int team) const {
    for (int i = 0; i < menCount_; ++i)
        if (men_[i].team == team && men_[i].status == ManStatus::Deployed)
            return true;
    return false;
}

int StreamwaySiegeState::teamReserve(int team) const {
    int n = 0;
    for (int i = 0; i < menCount_; ++i)
        n += men_[i].team == team && men_[i].status == ManStatus::Reserve;
    return n;
}

bool StreamwaySiegeState::anyMan() const {
    for (int i = 0; i < menCount_; ++i)
        if (men_[i].status == ManStatus::Deployed)
            return true;
    return false;
}

bool StreamwaySiegeState::anyMonster() const {
    for (const Monster& m : monsters_)
        if (m.alive)
            return true;
    return false;
}

bool StreamwaySiegeState::monsterEligible(int m) const {
    // R1, R16: a monster that threw after taking dice this turn takes no more,
    // unless ability 6 keeps it moving (S62).
    return monsters_[m].alive && (!(threw_ >> m & 1u) || (monsters_[m].abilities & (1u << 5)));
}

bool StreamwaySiegeState::anyEligibleMonster() const {
    for (int m = 0; m < kMaxMonsters; ++m)
        if (monsterEligible(m))
            return true;
    return false;
}

int StreamwaySiegeState::diceLeft() const {
    return diceCount_ - std::popcount(diceUsed_);
}

bool StreamwaySiegeState::isSnakeEyes() const {
    int n = 0;
    for (int i = 0; i < rolled_; ++i)
        n += dice_[i] == 1;
    return n >= 2;
}

bool StreamwaySiegeState::isBoxcars() const {
    int n = 0;
    for (int i = 0; i < rolled_; ++i)
        n += dice_[i] == rules_->dieSides;
    return n >= 2;
}

bool StreamwaySiegeState::deployNeeded() const {
    const int team = teamOf(seat_);
    return !deployed_ && !teamDead(team) && teamReserve(team) > 0;
}

bool StreamwaySiegeState::mayMoveMan(int man) const {
    if (men_[man].status != ManStatus::Deployed)
        return false;
    const int team = teamOf(seat_);
    return teamDead(team) ? men_[man].team != team : men_[man].team == team;
}

bool StreamwaySiegeState::boxcarsTarget(int team) const {
    const int own = teamOf(seat_);
    if (team == own || team < 0 || team >= rules_->teams)
        return false;
    // S30, S31: a living team gives to a dead one; a dead team steals.
    if (teamDead(own))
        return teamReserve(team) > 0;
    return teamReserve(own) > 0 && teamDead(team);
}

bool StreamwaySiegeState::dieValueAvailable(int value, bool onMonsters) const {
    const std::uint32_t used = onMonsters && step_ == Step::SnakeEyes ? monsterUsed_ : diceUsed_;
    for (int i = 0; i < diceCount_; ++i)
        if (!(used >> i & 1u) && dice_[i] == value)
            return true;
    return false;
}

std::uint8_t StreamwaySiegeState::abilitiesAllowed() const {
    std::uint8_t allowed = 0x3F;
    if (rules_->abilityDieIsGameDie && rules_->dieSides < kAbilityCount)
        allowed = static_cast<std::uint8_t>((1u << rules_->dieSides) - 1);
    if (!board_.grid()) // G17: abilities 1 and 2 need a grid
        allowed &= static_cast<std::uint8_t>(~3u);
    return allowed;
}

// ---- the legal list -----------------------------------------------------------

int StreamwaySiegeState::listLegal(Decision* out) const {
    int n = 0;
    if (actor_ == kTerminalActor)
        return 0;
    if (ladderPending_) {
        out[n++] = make(kLadderKind, 0);
        out[n++] = make(kLadderKind, 1);
        return n;
    }
    switch (step_) {
    case Step::Abilities: {
        const std::uint8_t lacking = abilitiesAllowed() & ~monsters_[making_].abilities;
        for (int a = 0; a < kAbilityCount; ++a)
            if (lacking >> a & 1u)
                out[n++] = make(kAbilityKind, a + 1);
        return n;
    }
    case Step::Roll:
        for (int v = 1; v <= rules_->dieSides; ++v)
            out[n++] = make(kRollKind, v);
        return n;
    case Step::Deploy:
        if (!(rules_->forceDeploy && !teamHasDeployed(teamOf(seat_))))
            out[n++] = make(kDeployKind, 0);
        out[n++] = make(kDeployKind, 1);
        return n;
    case Step::Boxcars:
        out[n++] = make(kBoxcarsKind, -1);
        for (int t = 0; t < rules_->teams; ++t)
            if (boxcarsTarget(t))
                out[n++] = make(kBoxcarsKind, t);
        return n;
    case Step::SnakeEyes:
    case Step::Dice: {
        const bool onMonsters = step_ == Step::SnakeEyes || !anyMan();
        std::array<std::int16_t, kMaxMen + kMaxMonsters> steps{};
        int targets = 0;
        if (onMonsters) {
            for (int m = 0; m < kMaxMonsters; ++m)
                if (monsterEligible(m))
                    steps[targets++] = monsters_[m].pos;
        } else {
            for (int i = 0; i < menCount_; ++i)
                if (mayMoveMan(i))
                    steps[targets++] = men_[i].pos;
        }
        std::sort(steps.begin(), steps.begin() + targets);
        targets =
            static_cast<int>(std::unique(steps.begin(), steps.begin() + targets) - steps.begin());
        const auto kind = onMonsters ? kMonsterDieKind : kDieKind;
        for (int v = 1; v <= rules_->dieSides; ++v)
            if (dieValueAvailable(v, onMonsters))
                for (int t = 0; t < targets; ++t)
                    out[n++] = make(kind, v, steps[t]);
        return n;
    }
    case Step::Monsters:
    case Step::Over:
        break;
    }
    return n;
}

void StreamwaySiegeState::legalDecisions(std::vector<Decision>& out) const {
    DecisionBuffer buffer;
    const int n = listLegal(buffer.items);
    out.assign(buffer.items, buffer.items + n);
}

void StreamwaySiegeState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (actor_ != kChanceActor)
        return;
    DecisionBuffer buffer;
    const int n = listLegal(buffer.items);
    for (int i = 0; i < n; ++i)
        out.push_back({buffer.items[i], 1.0 / n});
}

Decision StreamwaySiegeState::sampleUniformLegal(Rng& rng) const {
    if (step_ == Step::Roll && !ladderPending_ && actor_ == kChanceActor)
        return make(kRollKind,
                    1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(rules_->dieSides))));
    DecisionBuffer buffer;
    const int n = listLegal(buffer.items);
    return buffer.items[n <= 1 ? 0 : rng.below(static_cast<std::uint32_t>(n))];
}

Decision StreamwaySiegeState::sampleChance(Rng& rng) const {
    return sampleUniformLegal(rng);
}

bool StreamwaySiegeState::isLegal(const Decision& d) const {
    if (d.c != 0 || actor_ == kTerminalActor)
        return false;
    DecisionBuffer buffer;
    const int n = listLegal(buffer.items);
    return std::find(buffer.items, buffer.items + n, d) != buffer.items + n;
}

// ---- applying -----------------------------------------------------------------

void StreamwaySiegeState::count(int index, int by) {
    counters_[static_cast<std::size_t>(seat_)][static_cast<std::size_t>(index)] +=
        static_cast<std::uint32_t>(by);
}

void StreamwaySiegeState::note(EventKind kind, int piece, int from, int to, int by, int which) {
    if (eventCount_ >= kMaxEvents) {
        eventsCut_ = true;
        return;
    }
    events_[static_cast<std::size_t>(eventCount_++)] = Event{kind,
                                                             static_cast<std::int8_t>(piece),
                                                             static_cast<std::int8_t>(by),
                                                             static_cast<std::int8_t>(which),
                                                             static_cast<std::int16_t>(from),
                                                             static_cast<std::int16_t>(to)};
}

void StreamwaySiegeState::countInWave(int first, int by) {
    count(first + std::clamp(static_cast<int>(wave_), 1, kMaxDice) - 1, by);
}

void StreamwaySiegeState::bossKilled() {
    count(kBossKilled);
    count(kBossKilledRound, round_ + 1);
}

void StreamwaySiegeState::applyUnchecked(const Decision& d) {
    eventCount_ = 0;
    eventsCut_ = false;
    switch (d.kind) {
    case kRollKind:
        dice_[rolled_++] = static_cast<std::int8_t>(d.a);
        count(kDiceRolled);
        if (rolled_ == diceCount_) {
            if (isSnakeEyes())
                count(kSnakeEyes);
            if (isBoxcars())
                count(kBoxcars);
        }
        break;
    case kAbilityKind:
        monsters_[making_].abilities |= static_cast<std::uint8_t>(1u << (d.a - 1));
        --abilitiesLeft_;
        count(kAbilityRolled1 + d.a - 1);
        break;
    case kDeployKind:
        deployed_ = true;
        if (d.a == 1) {
            const int team = teamOf(seat_);
            if (!teamHasDeployed(team)) {
                count(kForcedDeploys, rules_->forceDeploy);
                countInWave(kWaveForcedDeploys1, rules_->forceDeploy);
            }
            count(kDeploys);
            for (int i = 0; i < menCount_; ++i)
                if (men_[i].team == team && men_[i].status == ManStatus::Reserve) {
                    men_[i].status = ManStatus::Deployed;
                    men_[i].pos = 1;
                    note(EventKind::Deployed, i, 0, 1);
                    push(i, 0);
                    break;
                }
        }
        break;
    case kLadderKind:
        takeLadder(d.a == 1);
        // G13, R3: a stay with nothing left to resolve ends the chain here,
        // so its guards do not reach the next one.
        if (!ladderPending_ && landingCount_ == 0)
            endChain();
        break;
    case kMonsterDieKind: {
        const bool snakeEyes = step_ == Step::SnakeEyes;
        std::uint32_t& used = snakeEyes ? monsterUsed_ : diceUsed_;
        for (int i = 0; i < diceCount_; ++i)
            if (!(used >> i & 1u) && dice_[i] == d.a) {
                used |= 1u << i;
                if (snakeEyes && !rules_->snakeEyesReuse) {
                    diceUsed_ |= 1u << i; // G12 b: a die that moved a monster is spent
                    rollMan_ = -2;
                }
                break;
            }
        if (!snakeEyes)
            rollMan_ = -2;
        count(kDiceOnMonsters);
        for (int m = 0; m < kMaxMonsters; ++m)
            if (monsterEligible(m) && monsters_[m].pos == d.b) {
                if (threw_ >> m & 1u)
                    count(kAbilityDiceAfterThrow); // S62: only ability 6 allows it
                moveMonsterByDie(m, d.a);
                break;
            }
        break;
    }
    case kDieKind: {
        for (int i = 0; i < diceCount_; ++i)
            if (!(diceUsed_ >> i & 1u) && dice_[i] == d.a) {
                diceUsed_ |= 1u << i;
                break;
            }
        for (int i = 0; i < menCount_; ++i)
            if (mayMoveMan(i) && men_[i].pos == d.b) {
                rollMan_ = rollMan_ == -1 || rollMan_ == i ? static_cast<std::int8_t>(i) : -2;
                const int to = men_[i].pos + d.a;
                // S19, S25 (G3): past the end the man is dead and the die's rest ignored.
                if (to > board_.steps || (rules_->lastStepKills && to >= board_.steps)) {
                    note(EventKind::Moved, i, men_[i].pos, 0);
                    killMan(i, kMenLostDie);
                    settleSpared(); // no chain follows to clear what he held
                } else {
                    note(EventKind::Moved, i, men_[i].pos, to);
                    men_[i].pos = static_cast<std::int16_t>(to);
                    push(i, 0);
                }
                break;
            }
        break;
    }
    case kBoxcarsKind:
        if (d.a >= 0) {
            const int own = teamOf(seat_);
            const bool steal = teamDead(own);
            const int from = steal ? d.a : own, to = steal ? own : d.a;
            count(steal ? kSteals : kGifts);
            for (int i = 0; i < menCount_; ++i)
                if (men_[i].team == from && men_[i].status == ManStatus::Reserve) {
                    men_[i].team = static_cast<std::uint8_t>(to);
                    break;
                }
        }
        step_ = Step::Monsters;
        monsterPhase_ = true;
        stepped_ = 0;
        break;
    default:
        break;
    }
    advance();
}

// ---- flow ---------------------------------------------------------------------

void StreamwaySiegeState::finish(Result result) {
    result_ = result;
    // R6: what was still to resolve is void, and its guards with it.
    clearChain();
    ladderPending_ = false;
    making_ = -1;
    monsterPhase_ = false;
    shifting_ = false;
    step_ = Step::Over;
    actor_ = kTerminalActor;
}

bool StreamwaySiegeState::checkEveryoneDead() {
    for (int t = 0; t < rules_->teams; ++t)
        if (!teamDead(t))
            return false;
    finish(Result::Lost); // S29; R6: the rest of the turn is void
    return true;
}

void StreamwaySiegeState::voidRemainingDice() {
    const int lost = diceLeft();
    count(kDiceLost, lost);
    countInWave(kWaveDiceLost1, lost);
    diceUsed_ = (diceCount_ >= 32 ? ~0u : (1u << diceCount_) - 1);
    rollMan_ = -2;
}

void StreamwaySiegeState::startWave() {
    ++wave_;
    round_ = 0;
    seat_ = 0;
    const Rules& r = *rules_;
    if (r.bossWave && wave_ == r.waves + 1) {
        // G21: the boss alone.
        for (Monster& m : monsters_)
            m.alive = false;
        settleSpared();
        beginMonster(r.bossAbilities, true);
    } else if (wave_ >= 3 && (wave_ - 3) % 2 == 0) {
        // S42, S55, G15.
        beginMonster(r.countAllMonsters ? allMonsters_ : waveMonsters_, false);
        ++waveMonsters_;
        count(kMonstersSpawnedWave);
    }
    startTurn();
}

void StreamwaySiegeState::beginMonster(int abilities, bool boss) {
    int slot = -1;
    for (int m = 0; m < kMaxMonsters && slot < 0; ++m)
        if (!monsters_[m].alive && m != making_)
            slot = m;
    if (slot < 0)
        return; // the board holds kMaxMonsters already
    monsters_[slot] = Monster{0, 0, false, monsterSerial_++};
    ++allMonsters_;
    making_ = static_cast<std::int8_t>(slot);
    makingBoss_ = boss;
    abilitiesLeft_ =
        static_cast<std::int8_t>(std::min(abilities, std::popcount(abilitiesAllowed())));
}

void StreamwaySiegeState::placeMonster(int slot) {
    Monster& m = monsters_[slot];
    m.alive = true;
    m.pos = static_cast<std::int16_t>(board_.steps);
    if (makingBoss_)
        boss_ = static_cast<std::int8_t>(slot);
    making_ = -1;
    makingBoss_ = false;
    if (rules_->spawnLands) {
        push(kMaxMen + slot, 0);
        return;
    }
    // G14 b: placed, not landed, so whatever it lands beside stays there.
    spareMonster(slot);
    spareInRange(slot, -1);
    settleSpared();
}

void StreamwaySiegeState::startTurn() {
    deployed_ = false;
    rolled_ = 0;
    diceUsed_ = monsterUsed_ = 0;
    threw_ = 0;
    rollMan_ = -1;
    dice_.fill(0);
    const bool boss = rules_->bossWave && wave_ == rules_->waves + 1;
    diceCount_ = static_cast<std::int8_t>(boss ? rules_->waves + 1 : wave_); // S16, S35, S36
    step_ = Step::Deploy;
    if (teamDead(teamOf(seat_))) {
        count(kDeadTurns);
        countInWave(kWaveDeadTurns1);
    }
    count(kTurns);
}

void StreamwaySiegeState::endTurn() {
    ++turn_;
    if (++seat_ < rules_->numPlayers) {
        startTurn();
        return;
    }
    seat_ = 0;
    if (round_ + 1 < std::max(1, roundsPerWave())) {
        ++round_;
        startTurn();
        return;
    }
    endWave();
}

void StreamwaySiegeState::endWave() {
    const Rules& r = *rules_;
    if (r.bossWave && wave_ == r.waves + 1) {
        if (r.bossRoundLimit) {
            finish(Result::Lost); // G21: the boss outlived its wave
            return;
        }
        round_ = 0;
        startTurn();
        return;
    }
    for (int t = 0; t < r.teams; ++t)
        if (teamDead(t)) {
            count(kDeadTeamsAtWaveEnd);
            countInWave(kWaveDeadTeams1);
        }
    // G4: what winning a wave asks.
    bool ok = true;
    if (r.waveWin == WaveWin::AllAlive)
        for (int t = 0; t < r.teams; ++t)
            ok = ok && !teamDead(t);
    if (r.waveWin == WaveWin::ManOnBoard)
        ok = anyMan();
    if (!ok) {
        finish(Result::Lost);
        return;
    }
    if (wave_ == r.waves && !r.bossWave) {
        finish(Result::Won); // S40
        return;
    }
    for (int i = 0; i < menCount_; ++i)
        if (men_[i].status == ManStatus::Dead)
            men_[i].status = ManStatus::Reserve; // S37
    round_ = 0;
    shifting_ = true; // S38, G20: advance() shifts the men one at a time
    shifted_ = 0;
    step_ = Step::Deploy;
}

void StreamwaySiegeState::monsterPhase() {
    // G11, R9: oldest first, one step each; a merged monster steps no more.
    int next = -1;
    for (int m = 0; m < kMaxMonsters; ++m)
        if (monsters_[m].alive && !(stepped_ >> m & 1u) &&
            (next < 0 || monsters_[m].age < monsters_[next].age))
            next = m;
    if (next < 0) {
        monsterPhase_ = false;
        endTurn();
        return;
    }
    stepped_ |= static_cast<std::uint16_t>(1u << next);
    stepMonster(next);
}

void StreamwaySiegeState::advance() {
    const Rules& r = *rules_;
    for (;;) {
        if (deathSeen_) {
            deathSeen_ = false;
            checkEveryoneDead();
        }
        if (result_ != Result::None) {
            finish(result_);
            return;
        }
        if (ladderPending_) {
            actor_ = seat_; // G23, R8: one decider
            return;
        }
        if (landingCount_ > 0) {
            if (runChain())
                checkEveryoneDead();
            continue;
        }
        if (making_ >= 0) {
            if (abilitiesLeft_ > 0) {
                step_ = Step::Abilities;
                actor_ = kChanceActor;
                return;
            }
            // S28: a monster added for a dead player's dice is moved by the
            // dice still unused; a wave's monster comes before the turn.
            step_ = rolled_ > 0 ? Step::Dice : Step::Deploy;
            placeMonster(making_);
            continue;
        }
        if (shifting_) {
            // Most upstream man first (G20).
            int next = -1;
            for (int i = 0; i < menCount_; ++i)
                if (men_[i].status == ManStatus::Deployed && !(shifted_ >> i & 1u) &&
                    (next < 0 || men_[i].pos < men_[next].pos))
                    next = i;
            if (next < 0) {
                shifting_ = false;
                startWave();
                continue;
            }
            shifted_ |= 1u << next;
            const int to = men_[next].pos - r.dieSides;
            note(EventKind::Shifted, next, men_[next].pos, std::max(to, 0));
            if (to < 1) {
                men_[next].status = ManStatus::Reserve;
                men_[next].pos = 0;
                settleSpared();
            } else {
                men_[next].pos = static_cast<std::int16_t>(to);
                if (r.waveShiftLands) {
                    push(next, 0);
                } else {
                    // G20 b: a plain relocation resolves nothing.
                    spare(next);
                    if (const int other = manAt(to, next); other >= 0)
                        spare(other);
                    settleSpared();
                }
            }
            continue;
        }
        if (monsterPhase_) {
            monsterPhase();
            continue;
        }
        switch (step_) {
        case Step::Deploy:
            if (deployNeeded()) {
                actor_ = seat_;
                return;
            }
            deployed_ = true;
            step_ = Step::Roll;
            continue;
        case Step::Roll:
            if (rolled_ < diceCount_) {
                actor_ = kChanceActor;
                return;
            }
            step_ = Step::SnakeEyes;
            continue;
        case Step::SnakeEyes:
            // S52-S54: snake eyes with a monster on the board moves monsters first.
            if (isSnakeEyes() && anyEligibleMonster() && std::popcount(monsterUsed_) < diceCount_) {
                actor_ = seat_;
                return;
            }
            step_ = Step::Dice;
            continue;
        case Step::Dice: {
            if (diceLeft() == 0) {
                step_ = Step::Boxcars;
                continue;
            }
            const int team = teamOf(seat_);
            if (!teamDead(team)) {
                if (!teamHasDeployed(team)) {
                    voidRemainingDice(); // G7: no man of yours to move
                    continue;
                }
                actor_ = seat_;
                return;
            }
            // S27, S28, G18: a dead player moves others' men, else monsters.
            if (anyMan()) {
                actor_ = seat_;
                return;
            }
            if (!anyMonster()) {
                beginMonster(0, false);
                count(kMonstersSpawnedIdle);
                continue;
            }
            if (r.deadMonsterDice && anyEligibleMonster()) {
                actor_ = seat_;
                return;
            }
            voidRemainingDice();
            continue;
        }
        case Step::Boxcars:
            if (r.boxcarsReward && rollMan_ >= 0 && diceCount_ >= 2 && isBoxcars()) {
                for (int t = 0; t < r.teams; ++t)
                    if (boxcarsTarget(t)) {
                        actor_ = seat_;
                        return;
                    }
            }
            step_ = Step::Monsters;
            monsterPhase_ = true;
            stepped_ = 0;
            continue;
        case Step::Abilities:
        case Step::Monsters:
        case Step::Over:
            actor_ = kTerminalActor;
            return;
        }
    }
}

Outcome StreamwaySiegeState::outcome() const {
    Outcome o;
    o.numSeats = rules_->numPlayers;
    for (int seat = 0; seat < o.numSeats; ++seat) {
        o.score[seat] = result_ == Result::Won ? 1.0 : 0.0;
        o.rank[seat] = 1;
    }
    return o;
}

std::optional<double> StreamwaySiegeState::evaluate(int) const {
    // Waves behind, men not dead, and men kept upstream (where dice cannot kill them).
    double alive = 0, room = 0;
    for (int i = 0; i < menCount_; ++i) {
        if (men_[i].status == ManStatus::Dead)
            continue;
        alive += 1;
        room += men_[i].status == ManStatus::Reserve
                    ? 1.0
                    : 1.0 - static_cast<double>(men_[i].pos) / board_.steps;
    }
    const double waves = rules_->waves + (rules_->bossWave ? 1 : 0);
    const double progress =
        (wave_ - 1 + static_cast<double>(round_) / std::max(1, roundsPerWave())) / waves;
    return std::clamp(0.5 * progress + 0.25 * alive / menCount_ + 0.25 * room / menCount_, 0.0,
                      1.0);
}

std::uint32_t StreamwaySiegeState::counter(int seat, int index) const {
    if (index == kWavesSurvived) {
        const int done = wave_ - 1 + (result_ == Result::Won ? 1 : 0);
        return static_cast<std::uint32_t>(std::max(0, done));
    }
    if (index < 0 || index >= kCounterCount || seat < 0 || seat >= kMaxPlayers)
        return 0;
    return counters_[static_cast<std::size_t>(seat)][static_cast<std::size_t>(index)];
}

} // namespace pb::streamway_siege
