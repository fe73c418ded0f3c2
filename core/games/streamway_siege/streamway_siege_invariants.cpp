// Section 5 of the reading as a check on one position: what no game can
// reach, named by its invariant and field. The loader refuses such a state
// and the property harness runs the same check after every decision.
#include "games/streamway_siege/streamway_siege_state.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <string>

namespace pb::streamway_siege {

namespace {

std::string manField(int i) {
    return "men[" + std::to_string(i) + "]";
}

// Monsters are written compactly: the JSON index of slot `m`.
std::string monsterField(const std::array<Monster, kMaxMonsters>& monsters, int making, int m) {
    int index = 0;
    for (int k = 0; k < m; ++k)
        index += monsters[k].alive || k == making;
    return "monsters[" + std::to_string(index) + "]";
}

} // namespace

std::string StreamwaySiegeState::invariantViolation() const {
    const Rules& r = *rules_;
    const bool bossWave = r.bossWave && wave_ == r.waves + 1;
    const bool bossAlive = boss_ >= 0 && monsters_[boss_].alive;
    const int maxWave = r.waves + (r.bossWave ? 1 : 0);
    if (wave_ < 1 || wave_ > maxWave)
        return "invariant 1 <= wave <= waves: wave is " + std::to_string(wave_);
    if (round_ < 0 || round_ >= std::max(1, roundsPerWave()))
        return "invariant 0 <= round < floor(N / dieSides): round is " + std::to_string(round_);

    // Men accounted for, each on the board exactly when deployed.
    int living[kMaxPlayers] = {};
    for (int i = 0; i < menCount_; ++i) {
        const Man& m = men_[i];
        if (m.team >= r.teams)
            return "invariant S4 (teams): " + manField(i) + ".team is " + std::to_string(m.team);
        const bool on = m.status == ManStatus::Deployed;
        if (on != (m.pos >= 1 && m.pos <= board_.steps) || (!on && m.pos != 0))
            return "invariant (pieces on steps 1..N): " + manField(i) + ".step is " +
                   std::to_string(m.pos);
        living[m.team] += m.status != ManStatus::Dead;
    }

    // Dice: X a turn, each used once.
    const std::uint32_t rolledMask = rolled_ >= 32 ? ~0u : (1u << rolled_) - 1;
    if (rolled_ > diceCount_ || (diceUsed_ & ~rolledMask) || (monsterUsed_ & ~rolledMask))
        return "invariant S16 (X dice, each used once): diceUsed names a die not rolled";
    for (int d = 0; d < rolled_; ++d)
        if (dice_[d] < 1 || dice_[d] > r.dieSides)
            return "invariant S8 (the game's die): dice[" + std::to_string(d) + "] is " +
                   std::to_string(dice_[d]);
    if (monsterUsed_ != 0 && !isSnakeEyes() && step_ == Step::SnakeEyes)
        return "invariant S52 (snake eyes move monsters): monsterDiceUsed without snake eyes";

    // Monsters: abilities a subset the game can roll; ages distinct and given.
    const std::uint8_t allowed = abilitiesAllowed();
    int monstersOn = 0;
    for (int m = 0; m < kMaxMonsters; ++m) {
        const Monster& mo = monsters_[m];
        if (!mo.alive && m != making_)
            continue;
        monstersOn += mo.alive;
        if (mo.abilities & ~allowed)
            return "invariant S56, G17 (abilities the game can roll): " +
                   monsterField(monsters_, making_, m) + ".abilities";
        if (mo.age >= monsterSerial_)
            return "invariant (monster ages): " + monsterField(monsters_, making_, m) +
                   ".age is not below nextAge";
        for (int k = 0; k < m; ++k)
            if ((monsters_[k].alive || k == making_) && monsters_[k].age == mo.age)
                return "invariant (monster ages): " + monsterField(monsters_, making_, m) +
                       ".age repeats another monster's";
    }
    int waveMonsters = 0; // S42: waves 3, 5, 7, ... before the boss wave
    for (int w = 3; w <= std::min<int>(wave_, r.waves); w += 2)
        ++waveMonsters;
    if (waveMonsters_ != waveMonsters)
        return "invariant S42 (a monster at waves 3, 5, ...): waveMonsters is " +
               std::to_string(waveMonsters_) + " in wave " + std::to_string(wave_);

    // The boss lives only in its own wave, alone (S41, G21).
    if (making_ >= 0 && makingBoss_ != bossWave)
        return "invariant S41 (the boss wave): making.boss is " +
               std::string(makingBoss_ ? "true outside" : "false in") + " the boss wave";
    if (bossAlive && !bossWave)
        return "invariant S41 (the boss wave): boss outside the boss wave";
    if (bossWave && result_ == Result::None && making_ < 0 && (!bossAlive || monstersOn != 1))
        return "invariant G21 (the boss alone): the boss wave needs boss and no other monster";

    // The game is over exactly when everyone is dead, the last wave ends or the boss dies.
    int teamsAlive = 0;
    for (int t = 0; t < r.teams; ++t)
        teamsAlive += living[t] > 0;
    if (result_ == Result::None && teamsAlive == 0)
        return "invariant S29 (everyone dead ends the game): no result with every team dead";
    if (result_ == Result::Won && (bossWave ? bossAlive : wave_ != r.waves || r.bossWave))
        return "invariant S40, S41 (a win ends the last wave or the boss): result \"won\" in "
               "wave " +
               std::to_string(wave_);
    if (result_ == Result::Lost && teamsAlive > 0 && r.waveWin == WaveWin::AnyAlive && !bossWave)
        return "invariant S29, G4 (a loss is everyone dead): result \"lost\" with a team alive";
    if (result_ != Result::None)
        return {};

    // Outside a chain G13's once-per-chain guards are clear (R3).
    const bool chain = landingCount_ > 0 || ladderPending_;
    if (!chain) {
        for (int p = 0; p < kPieces; ++p)
            if (snakeUsed_[p] || ladderUsed_[p]) {
                const std::string piece =
                    p < kMaxMen ? manField(p) : monsterField(monsters_, making_, p - kMaxMen);
                return "invariant G13 (guards last one chain): " + piece +
                       (snakeUsed_[p] ? ".snakesUsed" : ".laddersUsed") + " with no chain";
            }
        for (int m = 0; m < kMaxMonsters; ++m)
            if (thrownBy_[m])
                return "invariant G13 (guards last one chain): " +
                       monsterField(monsters_, making_, m) + ".thrownBy with no chain";
    }

    // Once effects resolve: one man and one monster a step, no man on a
    // monster's step or in its range, no piece left on a snake's head and no
    // monster on a ladder's bottom, unless a guard spared it. While a ladder
    // choice waits, what a pending landing will still resolve is excused: a
    // landing resolves its piece's stages from its own on (S13, R4), and only
    // while the piece stands where it landed; the man who chooses has
    // resolved every stage before the ladder.
    auto stageOf = [&](int piece) {
        const int pos = piece < kMaxMen ? men_[piece].pos : monsters_[piece - kMaxMen].pos;
        int stage = 4;
        for (int l = 0; l < landingCount_; ++l)
            if (landings_[l].piece == piece && landings_[l].pos == pos)
                stage = std::min<int>(stage, landings_[l].stage);
        return stage;
    };
    for (int i = 0; i < menCount_; ++i) {
        const Man& man = men_[i];
        const bool spared = sparedMen_ >> i & 1u;
        if (man.status != ManStatus::Deployed) {
            if (spared && !chain)
                return "invariant G13 (spared pieces): " + manField(i) + ".spared off the board";
            continue;
        }
        if (!chain && spared && !manUnsettled(i))
            return "invariant G13 (spared pieces): " + manField(i) +
                   ".spared, but nothing holds him";
        if (spared)
            continue;
        const int stage = chain ? stageOf(i) : 4;
        if (board_.snakeAt[man.pos] && stage > 0)
            return "invariant S20 (a man goes down a snake): " + manField(i) +
                   " rests on the snake head at step " + std::to_string(man.pos);
        if (const int other = manAt(man.pos, i);
            other >= 0 && stage > 2 && (!chain || stageOf(other) > 2))
            return "invariant S22, S24 (one man a step): " + manField(i) + " and " +
                   manField(other) + " share step " + std::to_string(man.pos);
        for (int m = 0; m < kMaxMonsters && stage > 1; ++m) {
            if (!monsters_[m].alive || !manInRange(m, i) || (chain && stageOf(kMaxMen + m) <= 2))
                continue;
            const std::string where = monsterField(monsters_, making_, m);
            if (monsters_[m].pos == man.pos)
                return "invariant S43 (a man throws the monster he lands on): " + manField(i) +
                       " shares step " + std::to_string(man.pos) + " with " + where;
            return "invariant S47 (a man in range is thrown): " + manField(i) + " on step " +
                   std::to_string(man.pos) + " is in range of " + where + " on step " +
                   std::to_string(monsters_[m].pos);
        }
    }
    for (int m = 0; m < kMaxMonsters; ++m) {
        const Monster& mo = monsters_[m];
        const bool spared = sparedMonsters_ >> m & 1u;
        const std::string where = monsterField(monsters_, making_, m);
        if (!mo.alive) {
            if (spared && !chain && m != making_)
                return "invariant G13 (spared pieces): " + where + ".spared off the board";
            continue;
        }
        if (!chain && spared && !monsterUnsettled(m))
            return "invariant G13 (spared pieces): " + where + ".spared, but nothing holds it";
        if (spared)
            continue;
        const int stage = chain ? stageOf(kMaxMen + m) : 4;
        if (board_.snakeAt[mo.pos] && stage > 0)
            return "invariant S49 (snakes take monsters): " + where +
                   " rests on the snake head at step " + std::to_string(mo.pos);
        if (const int other = monsterAt(mo.pos, m);
            other >= 0 && stage > 1 && (!chain || stageOf(kMaxMen + other) > 1))
            return "invariant S64 (monsters landing together merge): " + where + " and " +
                   monsterField(monsters_, making_, other) + " share step " +
                   std::to_string(mo.pos);
        if (const int l = board_.ladderAt[mo.pos];
            l && board_.ladders[l - 1][0] == mo.pos && stage > 3)
            return "invariant S48 (a monster climbs from a ladder's bottom): " + where +
                   " rests on the ladder bottom at step " + std::to_string(mo.pos);
    }
    return {};
}

} // namespace pb::streamway_siege
