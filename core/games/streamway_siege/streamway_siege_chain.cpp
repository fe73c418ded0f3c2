// Resolving landings (R3): everything one landing sets off, in S13's order
// (Snake > Monster > Man > Ladder) for a man and R4's for a monster, one
// landing at a time from a stack so that a ladder choice can pause the chain.
#include "games/streamway_siege/streamway_siege_state.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace pb::streamway_siege {

namespace {

// Stages of a man's landing (S13) and of a monster's (R4).
enum ManStage : std::uint8_t { kManSnake, kManMonster, kManMan, kManLadder };
enum MonsterStage : std::uint8_t { kMonsterSnake, kMonsterMerge, kMonsterThrow, kMonsterLadder };

constexpr std::uint8_t kAbilityGrid = 1u << 0;     // 1: moves on the grid
constexpr std::uint8_t kAbilityAdjacent = 1u << 1; // 2: throws grid-adjacent men
constexpr std::uint8_t kAbilityFar = 1u << 2;      // 3: throws two full dice
constexpr std::uint8_t kAbilityTwoSteps = 1u << 3; // 4: two steps a turn
constexpr std::uint8_t kAbilityRange2 = 1u << 4;   // 5: throws from two steps away

} // namespace

void StreamwaySiegeState::push(int piece, int stage, int flags, int exempt) {
    if (landingCount_ >= kMaxLandings) {
        count(kLoopGuards); // a bound on the chain, never reached by the boards we know
        spareAll();
        return;
    }
    const int pos = piece < kMaxMen ? men_[piece].pos : monsters_[piece - kMaxMen].pos;
    landings_[landingCount_++] =
        Landing{static_cast<std::uint8_t>(piece), static_cast<std::uint8_t>(stage),
                static_cast<std::uint8_t>(flags), static_cast<std::int8_t>(exempt),
                static_cast<std::int16_t>(pos)};
}

bool StreamwaySiegeState::runChain() {
    while (landingCount_ > 0 && result_ == Result::None) {
        if (++chainLength_ > rules_->maxChainLandings) {
            count(kLoopGuards);
            spareAll();
            landingCount_ = 0;
            break;
        }
        const Landing e = landings_[--landingCount_];
        // A landing whose piece has moved on (or left the board) was overtaken
        // by a later one.
        if (e.piece < kMaxMen) {
            const Man& m = men_[e.piece];
            if (m.status != ManStatus::Deployed || m.pos != e.pos)
                continue;
            resolveMan(e);
            if (ladderPending_)
                return false;
        } else {
            const Monster& m = monsters_[e.piece - kMaxMen];
            if (!m.alive || m.pos != e.pos)
                continue;
            resolveMonster(e);
        }
    }
    endChain();
    return true;
}

void StreamwaySiegeState::endChain() {
    if (chainLength_ > 0) {
        count(kChains);
        count(kChainLandings, chainLength_);
    }
    const int longest = counters_[static_cast<std::size_t>(seat_)][kLongestChain];
    if (chainLength_ > longest)
        count(kLongestChain, chainLength_ - longest);
    clearChain();
    settleSpared();
}

void StreamwaySiegeState::clearChain() {
    landingCount_ = 0;
    chainLength_ = 0;
    chainMonster_ = -1;
    // G13's guards hold within one chain only (R3): the next landing starts afresh.
    snakeUsed_.fill(0);
    ladderUsed_.fill(0);
    thrownBy_.fill(0);
}

void StreamwaySiegeState::settleSpared() {
    // A mark outlives its chain only while the piece still stands where a
    // landing would have moved it. Marks are rare: most chains skip the scan.
    if ((sparedMen_ | sparedMonsters_) == 0)
        return;
    for (int i = 0; i < menCount_; ++i)
        if (!manUnsettled(i))
            sparedMen_ &= ~(1u << i);
    for (int m = 0; m < kMaxMonsters; ++m)
        if (!monsterUnsettled(m))
            sparedMonsters_ &= static_cast<std::uint16_t>(~(1u << m));
}

void StreamwaySiegeState::spare(int man) {
    sparedMen_ |= 1u << man;
}

void StreamwaySiegeState::spareMonster(int monster) {
    sparedMonsters_ |= static_cast<std::uint16_t>(1u << monster);
}

void StreamwaySiegeState::spareAll() {
    for (int i = 0; i < menCount_; ++i)
        spare(i);
    for (int m = 0; m < kMaxMonsters; ++m)
        spareMonster(m);
}

void StreamwaySiegeState::spareInRange(int monster, int except) {
    for (int i = 0; i < menCount_; ++i)
        if (i != except && men_[i].status == ManStatus::Deployed && manInRange(monster, i))
            spare(i);
}

bool StreamwaySiegeState::manUnsettled(int i) const {
    const Man& man = men_[i];
    if (man.status != ManStatus::Deployed)
        return false;
    if (board_.snakeAt[man.pos] != 0 || manAt(man.pos, i) >= 0)
        return true;
    for (int m = 0; m < kMaxMonsters; ++m)
        if (monsters_[m].alive && manInRange(m, i))
            return true;
    return false;
}

bool StreamwaySiegeState::monsterUnsettled(int m) const {
    const Monster& mo = monsters_[m];
    if (!mo.alive)
        return false;
    const int l = board_.ladderAt[mo.pos];
    return board_.snakeAt[mo.pos] != 0 || (l && board_.ladders[l - 1][0] == mo.pos) ||
           monsterAt(mo.pos, m) >= 0;
}

int StreamwaySiegeState::manAt(int step, int except) const {
    for (int i = 0; i < menCount_; ++i)
        if (i != except && men_[i].status == ManStatus::Deployed && men_[i].pos == step)
            return i;
    return -1;
}

int StreamwaySiegeState::monsterAt(int step, int except) const {
    int found = -1;
    for (int m = 0; m < kMaxMonsters; ++m)
        if (m != except && monsters_[m].alive && monsters_[m].pos == step &&
            (found < 0 || monsters_[m].age < monsters_[found].age))
            found = m;
    return found;
}

bool StreamwaySiegeState::manInRange(int monster, int man) const {
    const Monster& m = monsters_[monster];
    const int d = std::abs(m.pos - men_[man].pos);
    if (d <= ((m.abilities & kAbilityRange2) ? 2 : 1)) // S47 (same step included), S61
        return true;
    return (m.abilities & kAbilityAdjacent) && board_.grid() && rules_->gridAbilities &&
           board_.gridDistance(m.pos, men_[man].pos) == 1; // S58, R10
}

bool StreamwaySiegeState::anyManInRange(int monster, int) const {
    for (int i = 0; i < menCount_; ++i)
        if (men_[i].status == ManStatus::Deployed && manInRange(monster, i))
            return true;
    return false;
}

void StreamwaySiegeState::killMan(int man, int counter) {
    men_[man].status = ManStatus::Dead; // S25
    deathSeen_ = true;
    men_[man].pos = 0;
    count(counter);
    countInWave(counter == kMenLostDie      ? kWaveMenLostDie1
                : counter == kMenLostThrown ? kWaveMenLostThrown1
                                            : kWaveMenLostPushed1);
}

void StreamwaySiegeState::throwMan(int monster, int man) {
    const Monster& m = monsters_[monster];
    thrownBy_[monster] |= 1u << man;
    if (chainMonster_ == monster)
        threw_ |= static_cast<std::uint16_t>(1u << monster); // R1, R16
    count(kMenThrown);
    for (unsigned bits = m.abilities; bits != 0; bits &= bits - 1)
        count(kMenThrownByAbility1 + std::countr_zero(bits));
    const int d = std::abs(m.pos - men_[man].pos);
    if (d == 2)
        count(kAbilityThrows5);
    else if (d > 2)
        count(kAbilityThrows2);
    const int far = (m.abilities & kAbilityFar) ? 2 : 1; // S59
    if (far == 2)
        count(kAbilityThrows3);
    const int to = m.pos + far * rules_->dieSides;
    if (to > board_.steps || (rules_->lastStepKills && to >= board_.steps)) {
        note(EventKind::Thrown, man, men_[man].pos, 0, monster);
        killMan(man, kMenLostThrown);
        return;
    }
    note(EventKind::Thrown, man, men_[man].pos, to, monster);
    men_[man].pos = static_cast<std::int16_t>(to);
    push(man, kManSnake, kByMonster);
}

void StreamwaySiegeState::resolveMan(Landing e) {
    const Rules& r = *rules_;
    const int i = e.piece;
    Man& man = men_[i];
    const int p = man.pos;
    switch (e.stage) {
    case kManSnake:
        // S20: forced; G13 (extended): each snake once per chain.
        if (const int s = board_.snakeAt[p]) {
            count(kSnakeLandings1 + s - 1);
            if (!(r.snakeOncePerChain && (snakeUsed_[i] >> (s - 1) & 1u))) {
                snakeUsed_[i] |= 1u << (s - 1);
                man.pos = board_.snakes[s - 1][1];
                note(EventKind::Snake, i, p, man.pos, -1, s);
                count(kSnakesTaken);
                count(kSnakeSteps, man.pos - p);
                count(kSnakeSteps1 + s - 1, man.pos - p);
                // R17: the slide is part of the landing that reached the head, so
                // a thrown man stays thrown (S63); R14: the exemption ends here.
                push(i, kManSnake, e.flags);
                return;
            }
            spare(i);
        }
        [[fallthrough]];
    case kManMonster: {
        // S43: a monster on his step is thrown a full die downstream; he is
        // safe from it for the rest of this landing (S45, R14).
        if (const int on = monsterAt(p, e.exempt); on >= 0) {
            push(i, kManMonster, e.flags, on);
            Monster& m = monsters_[on];
            count(kMonstersThrown);
            const int to = m.pos + r.dieSides;
            note(EventKind::MonsterThrown, on, m.pos, to > board_.steps ? 0 : to, i);
            if (to > board_.steps) {
                m.alive = false; // S44
                count(kMonstersDestroyed);
                if (on == boss_) {
                    bossKilled();
                    result_ = Result::Won; // S41
                }
            } else {
                m.pos = static_cast<std::int16_t>(to);
                // S45, R14: the monster's own landing spares the man who threw it.
                push(kMaxMen + on, kMonsterSnake, kThrown, i);
            }
            return;
        }
        // S47, R5: otherwise the oldest monster in range throws him.
        int thrower = -1;
        for (int m = 0; m < kMaxMonsters; ++m) {
            if (!monsters_[m].alive || !manInRange(m, i))
                continue;
            if (m == e.exempt) {
                spare(i);
                continue;
            }
            if (r.throwOncePerChain && (thrownBy_[m] >> i & 1u)) {
                count(kThrowGuards);
                spare(i);
                continue;
            }
            if (thrower < 0 || monsters_[m].age < monsters_[thrower].age)
                thrower = m;
        }
        if (thrower >= 0) {
            throwMan(thrower, i);
            return;
        }
        [[fallthrough]];
    }
    case kManMan:
        if (const int other = manAt(p, i); other >= 0) {
            push(i, kManLadder, e.flags, e.exempt);
            Man& passive = men_[other];
            if ((e.flags & kByMonster) || passive.team == man.team) {
                // S24, S63: pushed one step downstream.
                count(kPushesWithin);
                const int to = p + 1;
                if (to > board_.steps || (r.lastStepKills && to >= board_.steps)) {
                    note(EventKind::Pushed, other, p, 0, i);
                    killMan(other, kMenLostPushed);
                    return;
                }
                note(EventKind::Pushed, other, p, to, i);
                passive.pos = static_cast<std::int16_t>(to);
            } else {
                // S22, S23: bumped a full die upstream, or back to the reserve.
                count(kBumpsBetween);
                const int to = p - r.dieSides;
                note(EventKind::Bumped, other, p, std::max(to, 0), i);
                if (to < 1) {
                    passive.status = ManStatus::Reserve;
                    passive.pos = 0;
                    count(kUndeployedByBump);
                    countInWave(kWaveUndeployed1);
                    return;
                }
                passive.pos = static_cast<std::int16_t>(to);
            }
            push(other, kManSnake);
            return;
        }
        [[fallthrough]];
    case kManLadder:
        // S21: either end, his choice (the current player's, G23).
        if (const int l = board_.ladderAt[p];
            l && !(r.ladderOncePerChain && (ladderUsed_[i] >> (l - 1) & 1u))) {
            count(kLadderLandings1 + l - 1);
            ladderPending_ = true;
            ladderLanding_ = e;
            ladderLanding_.stage = kManLadder;
        }
        return;
    default:
        return;
    }
}

void StreamwaySiegeState::takeLadder(bool take) {
    ladderPending_ = false;
    const int i = ladderLanding_.piece;
    Man& man = men_[i];
    const int l = board_.ladderAt[man.pos];
    ladderUsed_[i] |= 1u << (l - 1);
    if (!take) {
        count(kLadderStays);
        return;
    }
    count(kLaddersTaken);
    const auto& ladder = board_.ladders[l - 1];
    const bool up = man.pos == ladder[0];
    note(EventKind::Ladder, i, man.pos, up ? ladder[1] : ladder[0], -1, l);
    man.pos = up ? ladder[1] : ladder[0];
    count(up ? kLadderStepsUp : kLadderStepsDown, ladder[0] - ladder[1]);
    count(kLadderTaken1 + l - 1);
    count((up ? kLadderUp1 : kLadderDown1) + l - 1, ladder[0] - ladder[1]);
    push(i, kManSnake);
}

void StreamwaySiegeState::resolveMonster(Landing e) {
    const Rules& r = *rules_;
    const int k = e.piece - kMaxMen;
    Monster& m = monsters_[k];
    const int p = m.pos;
    switch (e.stage) {
    case kMonsterSnake:
        // S49, R4: snakes first.
        if (const int s = board_.snakeAt[p];
            s && r.snakeOncePerChain && (snakeUsed_[e.piece] >> (s - 1) & 1u))
            spareMonster(k);
        else if (s) {
            snakeUsed_[e.piece] |= 1u << (s - 1);
            note(EventKind::MonsterSnake, k, p, board_.snakes[s - 1][1], -1, s);
            m.pos = board_.snakes[s - 1][1];
            count(kSnakeMonsters1 + s - 1);
            push(e.piece, kMonsterSnake, e.flags, e.exempt);
            return;
        }
        [[fallthrough]];
    case kMonsterMerge:
        // S64, S65, R9: the older keeps both ability sets and steps no more.
        if (const int other = monsterAt(p, k); other >= 0) {
            const int older = monsters_[other].age < m.age ? other : k;
            const int younger = older == k ? other : k;
            monsters_[older].abilities |= monsters_[younger].abilities;
            monsters_[younger].alive = false;
            stepped_ |= static_cast<std::uint16_t>(1u << older | 1u << younger);
            threw_ |= static_cast<std::uint16_t>((threw_ >> younger & 1u) << older);
            if (boss_ == younger)
                boss_ = static_cast<std::int8_t>(older);
            if (chainMonster_ == younger)
                chainMonster_ = static_cast<std::int8_t>(older);
            count(kMonstersMerged);
            push(kMaxMen + older, kMonsterThrow, e.flags, e.exempt);
            return;
        }
        [[fallthrough]];
    case kMonsterThrow: {
        // S46: a thrown monster landing on a man is thrown on by him.
        if ((e.flags & kThrown) != 0)
            if (const int on = manAt(p); on >= 0) {
                count(kMonstersThrown);
                const int to = p + r.dieSides;
                note(EventKind::MonsterThrown, k, p, to > board_.steps ? 0 : to, on);
                if (to > board_.steps) {
                    m.alive = false;
                    count(kMonstersDestroyed);
                    if (k == boss_) {
                        bossKilled();
                        result_ = Result::Won;
                    }
                } else {
                    m.pos = static_cast<std::int16_t>(to);
                    push(e.piece, kMonsterSnake, kThrown, on);
                }
                return;
            }
        // S47, G9: every man in range, the most downstream first, but not the
        // man who threw it this landing (S45, R14).
        int target = -1;
        for (int i = 0; i < menCount_; ++i) {
            if (men_[i].status != ManStatus::Deployed || !manInRange(k, i))
                continue;
            if (i == e.exempt) {
                spare(i);
                continue;
            }
            if (r.throwOncePerChain && (thrownBy_[k] >> i & 1u)) {
                count(kThrowGuards);
                spare(i);
                continue;
            }
            if (target < 0 || men_[i].pos > men_[target].pos)
                target = i;
        }
        if (target >= 0) {
            if (r.throwAll)
                push(e.piece, kMonsterThrow, e.flags & ~kThrown, e.exempt);
            else
                spareInRange(k, target); // G9 b: it throws one man only
            if (!r.throwAll)
                push(e.piece, kMonsterLadder, 0);
            throwMan(k, target);
            return;
        }
        [[fallthrough]];
    }
    case kMonsterLadder:
        // S48: up from a ladder's bottom, never down from its top; then throws again.
        if (const int l = board_.ladderAt[p]; l && board_.ladders[l - 1][0] == p &&
                                              r.ladderOncePerChain &&
                                              (ladderUsed_[e.piece] >> (l - 1) & 1u))
            spareMonster(k);
        else if (l && board_.ladders[l - 1][0] == p) {
            ladderUsed_[e.piece] |= 1u << (l - 1);
            note(EventKind::MonsterLadder, k, p, board_.ladders[l - 1][1], -1, l);
            m.pos = board_.ladders[l - 1][1];
            count(kLadderMonsters1 + l - 1);
            push(e.piece, kMonsterSnake);
        }
        return;
    default:
        return;
    }
}

int StreamwaySiegeState::nearestManDistance(int step, bool grid) const {
    int best = -1;
    for (int i = 0; i < menCount_; ++i)
        if (men_[i].status == ManStatus::Deployed) {
            const int d =
                grid ? board_.gridDistance(step, men_[i].pos) : std::abs(step - men_[i].pos);
            if (best < 0 || d < best)
                best = d;
        }
    return best;
}

int StreamwaySiegeState::towardNearest(int monster) const {
    const Monster& m = monsters_[monster];
    const int p = m.pos;
    if (!anyMan())
        return p > 1 ? p - 1 : 1; // G10, R7: upstream, staying on step 1
    const bool up = rules_->monsterTieUpstream;
    if ((m.abilities & kAbilityGrid) && board_.grid() && rules_->gridAbilities) {
        // S57: any grid-orthogonal neighbour; the one nearest a man (ties by G10).
        const int row = board_.row(p), col = board_.column(p);
        int best = p, bestDistance = nearestManDistance(p, true);
        if (bestDistance == 0)
            return p;
        bestDistance = 1 << 20;
        const int next[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
        for (const auto& cell : next) {
            const int s = board_.stepAt(cell[0], cell[1]);
            if (s == 0)
                continue;
            const int d = nearestManDistance(s, true);
            if (d < bestDistance || (d == bestDistance && (up ? s < best : s > best))) {
                best = s;
                bestDistance = d;
            }
        }
        return best;
    }
    // S51: along the path toward the nearest man; a tie goes upstream (G10, S14).
    int upDistance = -1, downDistance = -1;
    for (int i = 0; i < menCount_; ++i) {
        if (men_[i].status != ManStatus::Deployed)
            continue;
        const int d = men_[i].pos - p;
        if (d == 0)
            return p;
        if (d < 0 && (upDistance < 0 || -d < upDistance))
            upDistance = -d;
        if (d > 0 && (downDistance < 0 || d < downDistance))
            downDistance = d;
    }
    if (upDistance < 0)
        return p + 1;
    if (downDistance < 0)
        return p - 1;
    if (upDistance == downDistance)
        return up ? p - 1 : p + 1;
    return upDistance < downDistance ? p - 1 : p + 1;
}

void StreamwaySiegeState::countGridMove(int from, int to) {
    // Only ability 1 moves a monster to a step that is not a path neighbour (S57).
    if (std::abs(to - from) > 1)
        count(kAbilityGridMoves);
}

void StreamwaySiegeState::stepMonster(int monster) {
    // S50, S60, R15: one step (two with ability 4), stopping at a throw; one landing.
    Monster& m = monsters_[monster];
    const int steps = (m.abilities & kAbilityTwoSteps) ? 2 : 1;
    const int start = m.pos;
    for (int s = 0; s < steps; ++s) {
        if (s > 0 && anyManInRange(monster, m.pos))
            break;
        const int from = m.pos;
        m.pos = static_cast<std::int16_t>(towardNearest(monster));
        countGridMove(from, m.pos);
        if (s > 0 && m.pos != from)
            count(kAbilitySecondSteps);
    }
    if (m.pos != start)
        note(EventKind::MonsterMoved, monster, start, m.pos);
    push(kMaxMen + monster, kMonsterSnake);
}

void StreamwaySiegeState::moveMonsterByDie(int monster, int value) {
    // R1: step by step, stopping (the rest of the die spent) once it can throw.
    Monster& m = monsters_[monster];
    chainMonster_ = static_cast<std::int8_t>(monster);
    const int start = m.pos;
    for (int s = 0; s < value; ++s) {
        // R18: the step it starts on does not count; the die moves it at least once.
        if (s > 0 && anyManInRange(monster, m.pos))
            break;
        const int from = m.pos;
        m.pos = static_cast<std::int16_t>(towardNearest(monster));
        countGridMove(from, m.pos);
    }
    if (m.pos != start)
        note(EventKind::MonsterMoved, monster, start, m.pos);
    push(kMaxMen + monster, kMonsterSnake);
}

} // namespace pb::streamway_siege
