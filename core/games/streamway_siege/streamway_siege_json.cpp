// The interchange JSON of a Streamway Siege state and of its decisions
// (docs/rules/streamway-siege.md, "State JSON" and "Decisions").
#include "engine/errors.h"
#include "engine/hasher.h"
#include "engine/json_fields.h"
#include "engine/ruleset.h"
#include "games/streamway_siege/streamway_siege_state.h"

#include <algorithm>
#include <bit>

namespace pb::streamway_siege {

using json = nlohmann::json;

namespace {

const char* const kStepNames[] = {"abilities", "deploy",  "roll",     "snakeEyes",
                                  "dice",      "boxcars", "monsters", "over"};
const char* const kStatusNames[] = {"reserve", "deployed", "dead"};
const char* const kKindNames[] = {"roll", "ability", "deploy", "monsterDie",
                                  "die",  "ladder",  "boxcars"};

json bitList(std::uint32_t bits) {
    json out = json::array();
    for (int i = 0; i < 32; ++i)
        if (bits >> i & 1u)
            out.push_back(i);
    return out;
}

[[noreturn]] void bad(const std::string& field, const std::string& what) {
    throw InvalidInput("state \"" + field + "\" " + what);
}

const json& need(const json& in, const char* key, const std::string& where) {
    if (!in.is_object() || !in.contains(key))
        bad(where + key, "is missing");
    return in[key];
}

int integer(const json& v, const std::string& field, int lo, int hi) {
    if (!v.is_number_integer())
        bad(field, "must be an integer, not " + v.dump());
    const long long x = v.get<long long>();
    if (x < lo || x > hi)
        bad(field,
            "is " + v.dump() + ", outside " + std::to_string(lo) + ".." + std::to_string(hi));
    return static_cast<int>(x);
}

bool boolean(const json& v, const std::string& field) {
    if (!v.is_boolean())
        bad(field, "must be true or false");
    return v.get<bool>();
}

std::uint32_t bitsFrom(const json& v, const std::string& field, int max) {
    if (!v.is_array())
        bad(field, "must be an array");
    std::uint32_t bits = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const int b = integer(v[i], field + "[" + std::to_string(i) + "]", 0, max - 1);
        if (bits >> b & 1u)
            bad(field, "repeats " + std::to_string(b));
        bits |= 1u << b;
    }
    return bits;
}

template <std::size_t N>
int nameIndex(const json& v, const char* const (&names)[N], const std::string& field) {
    if (v.is_string())
        for (std::size_t i = 0; i < N; ++i)
            if (v.get_ref<const std::string&>() == names[i])
                return static_cast<int>(i);
    bad(field, "is " + v.dump() + ", not a known name");
}

} // namespace

const char* stepName(Step step) {
    return kStepNames[static_cast<int>(step)];
}

struct StreamwaySiegeJson {
    // Monster slots are written compactly in slot order; `index` maps a slot
    // to its place in the written list.
    static std::array<std::int8_t, kMaxMonsters> monsterIndex(const StreamwaySiegeState& s) {
        std::array<std::int8_t, kMaxMonsters> index{};
        index.fill(-1);
        int n = 0;
        for (int m = 0; m < kMaxMonsters; ++m)
            if (s.monsters_[m].alive || m == s.making_)
                index[m] = static_cast<std::int8_t>(n++);
        return index;
    }

    static json pieceJson(int piece, const std::array<std::int8_t, kMaxMonsters>& index) {
        if (piece < kMaxMen)
            return {{"man", piece}};
        return {{"monster", index[piece - kMaxMen]}};
    }

    static bool listed(const Landing& l, const std::array<std::int8_t, kMaxMonsters>& index) {
        return l.piece < kMaxMen || index[l.piece - kMaxMen] >= 0;
    }

    // A man's landing names the monster he threw, a monster's the man who threw
    // it; a monster destroyed since is nobody's exemption any more.
    static int exemptIndex(const Landing& l, const std::array<std::int8_t, kMaxMonsters>& index) {
        if (l.exempt < 0)
            return -1;
        return l.piece < kMaxMen ? index[l.exempt] : l.exempt;
    }

    static json landingJson(const Landing& l, const std::array<std::int8_t, kMaxMonsters>& index) {
        json out = pieceJson(l.piece, index);
        out["stage"] = l.stage;
        out["flags"] = l.flags;
        out["exempt"] = exemptIndex(l, index) < 0 ? json(nullptr) : json(exemptIndex(l, index));
        out["step"] = l.pos;
        return out;
    }

    static json toJson(const StreamwaySiegeState& s) {
        const auto index = monsterIndex(s);
        json players = json::array();
        for (int seat = 0; seat < s.rules_->numPlayers; ++seat)
            players.push_back({{"team", s.teamOf(seat)}});
        json men = json::array();
        for (int i = 0; i < s.menCount_; ++i) {
            const Man& m = s.men_[i];
            json man{{"team", m.team}, {"status", kStatusNames[static_cast<int>(m.status)]}};
            if (m.status == ManStatus::Deployed)
                man["step"] = m.pos;
            if (s.snakeUsed_[i])
                man["snakesUsed"] = bitList(s.snakeUsed_[i]);
            if (s.ladderUsed_[i])
                man["laddersUsed"] = bitList(s.ladderUsed_[i]);
            if (s.sparedMen_ >> i & 1u)
                man["spared"] = true;
            men.push_back(std::move(man));
        }
        json monsters = json::array();
        for (int m = 0; m < kMaxMonsters; ++m) {
            if (index[m] < 0)
                continue;
            const Monster& mo = s.monsters_[m];
            json abilities = json::array();
            for (int a = 0; a < kAbilityCount; ++a)
                if (mo.abilities >> a & 1u)
                    abilities.push_back(a + 1);
            json monster{{"step", mo.alive ? json(mo.pos) : json(nullptr)},
                         {"abilities", abilities},
                         {"age", mo.age}};
            const int piece = kMaxMen + m;
            if (s.stepped_ >> m & 1u)
                monster["stepped"] = true;
            if (s.threw_ >> m & 1u)
                monster["threw"] = true;
            if (s.thrownBy_[m])
                monster["thrownBy"] = bitList(s.thrownBy_[m]);
            if (s.snakeUsed_[piece])
                monster["snakesUsed"] = bitList(s.snakeUsed_[piece]);
            if (s.ladderUsed_[piece])
                monster["laddersUsed"] = bitList(s.ladderUsed_[piece]);
            if (s.sparedMonsters_ >> m & 1u)
                monster["spared"] = true;
            monsters.push_back(std::move(monster));
        }
        json dice = json::array();
        for (int i = 0; i < s.rolled_; ++i)
            dice.push_back(s.dice_[i]);
        const int actor = s.actor_;
        json out{{"game", "streamway-siege"},
                 {"params", s.game().ruleset().parameters().nonDefaults(s.game().params())},
                 {"players", std::move(players)},
                 {"board", boardToJson(s.board_)},
                 {"men", std::move(men)},
                 {"monsters", std::move(monsters)},
                 {"wave", s.wave_},
                 {"round", s.round_},
                 {"player", s.seat_},
                 {"turn", s.turn_},
                 {"step", stepName(s.step_)},
                 {"actor", actor >= 0              ? json(actor)
                           : actor == kChanceActor ? json("chance")
                                                   : json(nullptr)},
                 {"waveMonsters", s.waveMonsters_},
                 {"allMonsters", s.allMonsters_},
                 {"nextAge", s.monsterSerial_},
                 {"dice", std::move(dice)},
                 {"diceCount", s.diceCount_},
                 {"diceUsed", bitList(s.diceUsed_)},
                 {"monsterDiceUsed", bitList(s.monsterUsed_)},
                 {"deployDone", s.deployed_},
                 {"rollMan", s.rollMan_}};
        if (s.result_ != Result::None)
            out["result"] = s.result_ == Result::Won ? "won" : "lost";
        if (s.making_ >= 0)
            out["making"] = {{"monster", index[s.making_]},
                             {"abilitiesLeft", s.abilitiesLeft_},
                             {"boss", s.makingBoss_}};
        if (s.boss_ >= 0 && s.monsters_[s.boss_].alive)
            out["boss"] = index[s.boss_];
        if (s.monsterPhase_)
            out["monsterPhase"] = true;
        if (s.shifting_)
            out["shifted"] = bitList(s.shifted_);
        if (s.landingCount_ > 0 || s.ladderPending_) {
            json landings = json::array();
            for (int i = 0; i < s.landingCount_; ++i)
                if (listed(s.landings_[i], index)) // a destroyed monster lands no more
                    landings.push_back(landingJson(s.landings_[i], index));
            json chain{{"landings", std::move(landings)}, {"length", s.chainLength_}};
            if (s.chainMonster_ >= 0 && index[s.chainMonster_] >= 0)
                chain["monster"] = index[s.chainMonster_];
            if (s.ladderPending_)
                chain["ladder"] = landingJson(s.ladderLanding_, index);
            out["chain"] = std::move(chain);
        }
        return out;
    }

    // The same content as toJson(), in a fixed byte layout: monsters by their
    // written index, landings of destroyed monsters left out.
    static std::uint64_t hash(const StreamwaySiegeState& s) {
        const auto index = monsterIndex(s);
        Hasher h;
        h.add(s.game().paramsHash());
        const Board& b = s.board_;
        h.add(static_cast<std::uint64_t>(b.steps), 2);
        h.add(static_cast<std::uint64_t>(b.columns), 2);
        h.addByte(static_cast<std::uint8_t>(b.snakeCount));
        for (int i = 0; i < b.snakeCount; ++i)
            h.add(static_cast<std::uint64_t>(b.snakes[i][0] | b.snakes[i][1] << 16), 4);
        h.addByte(static_cast<std::uint8_t>(b.ladderCount));
        for (int i = 0; i < b.ladderCount; ++i)
            h.add(static_cast<std::uint64_t>(b.ladders[i][0] | b.ladders[i][1] << 16), 4);
        for (int i = 0; i < s.menCount_; ++i) {
            const Man& m = s.men_[i];
            h.add(static_cast<std::uint64_t>(m.pos) | static_cast<std::uint64_t>(m.team) << 16 |
                      static_cast<std::uint64_t>(m.status) << 24,
                  4);
            h.add(s.snakeUsed_[i], 4);
            h.add(s.ladderUsed_[i], 4);
        }
        for (int m = 0; m < kMaxMonsters; ++m) {
            if (index[m] < 0)
                continue;
            const Monster& mo = s.monsters_[m];
            h.add(static_cast<std::uint64_t>(mo.alive ? mo.pos : 0) |
                      static_cast<std::uint64_t>(mo.abilities) << 16 |
                      static_cast<std::uint64_t>(mo.age) << 24 |
                      static_cast<std::uint64_t>((s.stepped_ >> m & 1u) | (s.threw_ >> m & 1u) << 1)
                          << 40,
                  6);
            h.add(s.thrownBy_[m], 4);
            h.add(s.snakeUsed_[kMaxMen + m], 4);
            h.add(s.ladderUsed_[kMaxMen + m], 4);
        }
        h.addByte(0xFF);
        for (int v : {int(s.wave_),
                      int(s.round_),
                      int(s.seat_),
                      s.turn_,
                      int(s.step_),
                      s.actor_,
                      int(s.waveMonsters_),
                      int(s.allMonsters_),
                      int(s.monsterSerial_),
                      int(s.diceCount_),
                      int(s.rolled_),
                      int(s.deployed_),
                      int(s.rollMan_),
                      int(s.result_),
                      s.making_ < 0 ? -1 : int(index[s.making_]),
                      int(s.abilitiesLeft_),
                      int(s.makingBoss_),
                      s.boss_ >= 0 && s.monsters_[s.boss_].alive ? int(index[s.boss_]) : -1,
                      int(s.monsterPhase_),
                      int(s.shifting_),
                      int(s.ladderPending_)})
            h.add(static_cast<std::uint64_t>(static_cast<std::uint32_t>(v)), 4);
        for (int i = 0; i < s.rolled_; ++i)
            h.addByte(static_cast<std::uint8_t>(s.dice_[i]));
        h.add(s.diceUsed_, 4);
        h.add(s.monsterUsed_, 4);
        h.add(s.shifting_ ? s.shifted_ : 0, 4);
        auto landing = [&](const Landing& l) {
            const int piece = l.piece < kMaxMen ? l.piece : 100 + index[l.piece - kMaxMen];
            const int exempt = exemptIndex(l, index);
            h.add(static_cast<std::uint64_t>(piece) | static_cast<std::uint64_t>(l.stage) << 8 |
                      static_cast<std::uint64_t>(l.flags) << 16 |
                      static_cast<std::uint64_t>(static_cast<std::uint8_t>(exempt)) << 24 |
                      static_cast<std::uint64_t>(static_cast<std::uint16_t>(l.pos)) << 32,
                  6);
        };
        if (s.landingCount_ > 0 || s.ladderPending_) {
            for (int i = 0; i < s.landingCount_; ++i)
                if (listed(s.landings_[i], index))
                    landing(s.landings_[i]);
            h.add(static_cast<std::uint64_t>(s.chainLength_), 2);
            h.addByte(
                static_cast<std::uint8_t>(s.chainMonster_ < 0 ? 0xFF : index[s.chainMonster_]));
            if (s.ladderPending_)
                landing(s.ladderLanding_);
        }
        // Spared pieces are rare: a position without one hashes as it always did.
        std::uint16_t spared = 0; // by written index: a destroyed monster's mark is not written
        for (int m = 0; m < kMaxMonsters; ++m)
            if (index[m] >= 0 && (s.sparedMonsters_ >> m & 1u))
                spared |= static_cast<std::uint16_t>(1u << index[m]);
        if (s.sparedMen_ != 0 || spared != 0) {
            h.add(s.sparedMen_, 4);
            h.add(spared, 2);
        }
        return h.value();
    }

    static Landing landingFrom(const json& j, const std::string& where, int men, int monsters) {
        Landing l;
        if (j.contains("man"))
            l.piece = static_cast<std::uint8_t>(integer(j["man"], where + "man", 0, men - 1));
        else
            l.piece = static_cast<std::uint8_t>(
                kMaxMen + integer(need(j, "monster", where), where + "monster", 0, monsters - 1));
        l.stage =
            static_cast<std::uint8_t>(integer(need(j, "stage", where), where + "stage", 0, 3));
        l.flags =
            static_cast<std::uint8_t>(integer(need(j, "flags", where), where + "flags", 0, 1));
        const json& exempt = need(j, "exempt", where);
        const int exempts = l.piece < kMaxMen ? monsters : men; // see exemptIndex
        l.exempt = static_cast<std::int8_t>(
            exempt.is_null() ? -1 : integer(exempt, where + "exempt", 0, exempts - 1));
        l.pos = static_cast<std::int16_t>(
            integer(need(j, "step", where), where + "step", 0, kMaxSteps));
        return l;
    }

    static std::unique_ptr<StreamwaySiegeState>
    fromJson(std::shared_ptr<const StreamwaySiegeGame> game, const json& in) {
        const Rules& r = game->rules();
        auto s = std::make_unique<StreamwaySiegeState>(game, chess64());
        StreamwaySiegeState& st = *s;
        st.board_ = boardFromJson(need(in, "board", ""), r.allowEdgeEnds);
        const int steps = st.board_.steps;
        const json& players = need(in, "players", "");
        for (std::size_t seat = 0; seat < players.size(); ++seat)
            if (!players[seat].is_object() ||
                players[seat].value("team", -1) != st.teamOf(static_cast<int>(seat)))
                bad("players[" + std::to_string(seat) + "].team",
                    "must be " + std::to_string(st.teamOf(static_cast<int>(seat))));
        // Men.
        const json& men = need(in, "men", "");
        if (!men.is_array() || static_cast<int>(men.size()) != st.menCount_)
            bad("men", "must list " + std::to_string(st.menCount_) + " men (teams x menPerTeam)");
        st.men_ = {};
        st.sparedMen_ = 0;
        st.sparedMonsters_ = 0;
        st.snakeUsed_.fill(0);
        st.ladderUsed_.fill(0);
        for (int i = 0; i < st.menCount_; ++i) {
            const std::string where = "men[" + std::to_string(i) + "].";
            const json& m = men[static_cast<std::size_t>(i)];
            Man& man = st.men_[i];
            man.team = static_cast<std::uint8_t>(
                integer(need(m, "team", where), where + "team", 0, r.teams - 1));
            man.status = static_cast<ManStatus>(
                nameIndex(need(m, "status", where), kStatusNames, where + "status"));
            if (man.status == ManStatus::Deployed)
                man.pos = static_cast<std::int16_t>(
                    integer(need(m, "step", where), where + "step", 1, steps));
            else if (m.contains("step"))
                bad(where + "step", "is only for a deployed man");
            if (m.contains("snakesUsed"))
                st.snakeUsed_[i] =
                    bitsFrom(m["snakesUsed"], where + "snakesUsed", st.board_.snakeCount);
            if (m.contains("laddersUsed"))
                st.ladderUsed_[i] =
                    bitsFrom(m["laddersUsed"], where + "laddersUsed", st.board_.ladderCount);
            if (m.contains("spared") && boolean(m["spared"], where + "spared"))
                st.sparedMen_ |= 1u << i;
        }
        // Monsters, written compactly: slot = index.
        const json& monsters = need(in, "monsters", "");
        if (!monsters.is_array() || monsters.size() > kMaxMonsters)
            bad("monsters", "must be an array of at most " + std::to_string(kMaxMonsters));
        const int monsterCount = static_cast<int>(monsters.size());
        st.monsters_ = {};
        st.stepped_ = st.threw_ = 0;
        st.thrownBy_.fill(0);
        for (int k = 0; k < monsterCount; ++k) {
            const std::string where = "monsters[" + std::to_string(k) + "].";
            const json& m = monsters[static_cast<std::size_t>(k)];
            Monster& mo = st.monsters_[k];
            const json& step = need(m, "step", where);
            mo.alive = !step.is_null();
            mo.pos =
                static_cast<std::int16_t>(mo.alive ? integer(step, where + "step", 1, steps) : 0);
            const json& abilities = need(m, "abilities", where);
            if (!abilities.is_array())
                bad(where + "abilities", "must be an array");
            for (const auto& a : abilities) {
                const int ab = integer(a, where + "abilities", 1, kAbilityCount);
                if (mo.abilities >> (ab - 1) & 1u)
                    bad(where + "abilities", "repeats " + std::to_string(ab));
                mo.abilities |= static_cast<std::uint8_t>(1u << (ab - 1));
            }
            mo.age =
                static_cast<std::uint16_t>(integer(need(m, "age", where), where + "age", 0, 30000));
            const int piece = kMaxMen + k;
            if (m.value("stepped", false))
                st.stepped_ |= static_cast<std::uint16_t>(1u << k);
            if (m.value("threw", false))
                st.threw_ |= static_cast<std::uint16_t>(1u << k);
            if (m.contains("thrownBy"))
                st.thrownBy_[k] = bitsFrom(m["thrownBy"], where + "thrownBy", st.menCount_);
            if (m.contains("snakesUsed"))
                st.snakeUsed_[piece] =
                    bitsFrom(m["snakesUsed"], where + "snakesUsed", st.board_.snakeCount);
            if (m.contains("laddersUsed"))
                st.ladderUsed_[piece] =
                    bitsFrom(m["laddersUsed"], where + "laddersUsed", st.board_.ladderCount);
            if (m.contains("spared") && boolean(m["spared"], where + "spared"))
                st.sparedMonsters_ |= static_cast<std::uint16_t>(1u << k);
        }
        const int maxWave = r.waves + (r.bossWave ? 1 : 0);
        st.wave_ = static_cast<std::int8_t>(integer(need(in, "wave", ""), "wave", 1, maxWave));
        st.round_ = static_cast<std::int16_t>(
            integer(need(in, "round", ""), "round", 0, std::max(1, st.roundsPerWave()) - 1));
        st.seat_ = static_cast<std::int8_t>(
            integer(need(in, "player", ""), "player", 0, r.numPlayers - 1));
        st.turn_ = integer(need(in, "turn", ""), "turn", 0, 1 << 30);
        st.step_ = static_cast<Step>(nameIndex(need(in, "step", ""), kStepNames, "step"));
        st.waveMonsters_ = static_cast<std::int8_t>(
            integer(need(in, "waveMonsters", ""), "waveMonsters", 0, kMaxWaves));
        st.allMonsters_ =
            static_cast<std::int8_t>(integer(need(in, "allMonsters", ""), "allMonsters", 0, 100));
        st.monsterSerial_ =
            static_cast<std::uint16_t>(integer(need(in, "nextAge", ""), "nextAge", 0, 30000));
        const bool boss = r.bossWave && st.wave_ == r.waves + 1;
        st.diceCount_ =
            static_cast<std::int8_t>(integer(need(in, "diceCount", ""), "diceCount", 0, kMaxDice));
        if (st.diceCount_ != (boss ? r.waves + 1 : st.wave_))
            bad("diceCount", "must be the wave's number of dice");
        const json& dice = need(in, "dice", "");
        if (!dice.is_array() || static_cast<int>(dice.size()) > st.diceCount_)
            bad("dice", "must be an array of at most diceCount values");
        st.dice_.fill(0);
        st.rolled_ = static_cast<std::int8_t>(dice.size());
        for (std::size_t i = 0; i < dice.size(); ++i)
            st.dice_[i] = static_cast<std::int8_t>(
                integer(dice[i], "dice[" + std::to_string(i) + "]", 1, r.dieSides));
        const bool rolling = st.step_ == Step::Roll || st.step_ == Step::Abilities;
        const bool before = st.step_ == Step::Deploy && !in.contains("shifted");
        // R6: a game ends wherever its last landing falls, before the roll
        // (a deploy) or after it, so a finished game may hold any dice.
        const bool over = in.contains("result");
        if (!over &&
            ((before && st.rolled_ != 0) || (rolling && st.rolled_ >= st.diceCount_) ||
             (!before && !rolling && st.rolled_ != st.diceCount_ && st.step_ != Step::Deploy)))
            bad("dice", "holds " + std::to_string(st.rolled_) + " dice, which step \"" +
                            stepName(st.step_) + "\" cannot have");
        st.diceUsed_ = bitsFrom(need(in, "diceUsed", ""), "diceUsed", st.rolled_);
        st.monsterUsed_ = bitsFrom(need(in, "monsterDiceUsed", ""), "monsterDiceUsed", st.rolled_);
        st.deployed_ = boolean(need(in, "deployDone", ""), "deployDone");
        st.rollMan_ = static_cast<std::int8_t>(
            integer(need(in, "rollMan", ""), "rollMan", -2, st.menCount_ - 1));
        st.result_ = Result::None;
        if (in.contains("result")) {
            const json& res = in["result"];
            if (res != "won" && res != "lost")
                bad("result", "must be \"won\" or \"lost\"");
            st.result_ = res == "won" ? Result::Won : Result::Lost;
        }
        st.making_ = -1;
        st.abilitiesLeft_ = 0;
        st.makingBoss_ = false;
        if (in.contains("making")) {
            const json& m = in["making"];
            st.making_ = static_cast<std::int8_t>(
                integer(need(m, "monster", "making."), "making.monster", 0, monsterCount - 1));
            if (st.monsters_[st.making_].alive)
                bad("making.monster", "names a monster already on the board");
            st.abilitiesLeft_ = static_cast<std::int8_t>(integer(
                need(m, "abilitiesLeft", "making."), "making.abilitiesLeft", 0, kAbilityCount));
            if (st.abilitiesLeft_ >
                std::popcount(static_cast<unsigned>(st.abilitiesAllowed() &
                                                    ~st.monsters_[st.making_].abilities)))
                bad("making.abilitiesLeft", "exceeds the abilities left to roll");
            st.makingBoss_ = boolean(need(m, "boss", "making."), "making.boss");
        }
        for (int k = 0; k < monsterCount; ++k)
            if (!st.monsters_[k].alive && k != st.making_)
                bad("monsters[" + std::to_string(k) + "].step",
                    "is null, but the monster is not being made");
        st.boss_ = -1;
        if (in.contains("boss")) {
            st.boss_ = static_cast<std::int8_t>(integer(in["boss"], "boss", 0, monsterCount - 1));
            if (!st.monsters_[st.boss_].alive)
                bad("boss", "names a monster not on the board");
        }
        st.monsterPhase_ =
            in.contains("monsterPhase") && boolean(in["monsterPhase"], "monsterPhase");
        st.shifting_ = in.contains("shifted");
        st.shifted_ = st.shifting_ ? bitsFrom(in["shifted"], "shifted", st.menCount_) : 0;
        st.landingCount_ = 0;
        st.chainLength_ = 0;
        st.chainMonster_ = -1;
        st.ladderPending_ = false;
        if (in.contains("chain")) {
            const json& c = in["chain"];
            const json& landings = need(c, "landings", "chain.");
            if (!landings.is_array() || landings.size() > kMaxLandings)
                bad("chain.landings",
                    "must be an array of at most " + std::to_string(kMaxLandings));
            for (std::size_t i = 0; i < landings.size(); ++i)
                st.landings_[st.landingCount_++] =
                    landingFrom(landings[i], "chain.landings[" + std::to_string(i) + "].",
                                st.menCount_, monsterCount);
            st.chainLength_ = static_cast<std::int16_t>(
                integer(need(c, "length", "chain."), "chain.length", 0, r.maxChainLandings));
            if (c.contains("monster"))
                st.chainMonster_ = static_cast<std::int8_t>(
                    integer(c["monster"], "chain.monster", 0, monsterCount - 1));
            if (c.contains("ladder")) {
                st.ladderPending_ = true;
                st.ladderLanding_ =
                    landingFrom(c["ladder"], "chain.ladder.", st.menCount_, monsterCount);
                const Landing& l = st.ladderLanding_;
                const Man& man = st.men_[l.piece];
                if (l.piece >= kMaxMen || man.status != ManStatus::Deployed || man.pos != l.pos ||
                    st.board_.ladderAt[l.pos] == 0 ||
                    (r.ladderOncePerChain &&
                     st.ladderUsed_[l.piece] >> (st.board_.ladderAt[l.pos] - 1) & 1u))
                    bad("chain.ladder", "is not a deployed man on an unused ladder end");
            }
            if (!st.ladderPending_)
                bad("chain", "may only be written while a ladder choice waits");
        }
        // Whether this is a decision point is the state's own affair: recompute
        // the actor from the fields, and refuse a position that is not one.
        if (st.result_ != Result::None) {
            st.step_ = Step::Over;
            st.actor_ = kTerminalActor;
        } else {
            if (st.step_ == Step::Over)
                bad("step", "is \"over\" but there is no result");
            st.actor_ = kChanceActor;
            const StreamwaySiegeState before = st;
            st.advance();
            json now = toJson(st), then = toJson(before);
            now.erase("actor");
            then.erase("actor");
            if (now != then)
                bad("step", "is not a decision point: the position moves on by itself");
        }
        st.counters_ = {};
        if (in.contains("actor") && in["actor"] != toJson(st)["actor"])
            bad("actor", "disagrees with the position (" + toJson(st)["actor"].dump() + ")");
        return s;
    }
};

nlohmann::json StreamwaySiegeState::toJson() const {
    return StreamwaySiegeJson::toJson(*this);
}

std::unique_ptr<StreamwaySiegeState>
StreamwaySiegeState::fromJson(std::shared_ptr<const StreamwaySiegeGame> game,
                              const nlohmann::json& json) {
    return StreamwaySiegeJson::fromJson(std::move(game), json);
}

std::uint64_t StreamwaySiegeState::hash() const {
    return StreamwaySiegeJson::hash(*this);
}

// ---- decisions ----------------------------------------------------------------

nlohmann::json StreamwaySiegeState::decisionToJson(const Decision& d) const {
    if (d.kind >= kDecisionKindCount)
        return {{"type", "unknown"}, {"kind", d.kind}};
    json out{{"type", kKindNames[d.kind]}};
    switch (d.kind) {
    case kRollKind:
    case kMonsterDieKind:
    case kDieKind:
        out["value"] = d.a;
        if (d.kind != kRollKind)
            out["step"] = d.b;
        break;
    case kAbilityKind:
        out["ability"] = d.a;
        break;
    case kDeployKind:
        out["deploy"] = d.a == 1;
        break;
    case kLadderKind:
        out["take"] = d.a == 1;
        break;
    case kBoxcarsKind:
        out["team"] = d.a < 0 ? json(nullptr) : json(d.a);
        break;
    default:
        break;
    }
    return out;
}

Decision StreamwaySiegeState::decisionFromJson(const nlohmann::json& j) const {
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
        throw InvalidInput("a decision is an object with a \"type\"");
    const std::string& type = j["type"].get_ref<const std::string&>();
    int kind = -1;
    for (int k = 0; k < kDecisionKindCount; ++k)
        if (type == kKindNames[k])
            kind = k;
    if (kind < 0)
        throw InvalidInput("decision \"type\" " + j["type"].dump() +
                           " is not a Streamway Siege decision");
    auto field = [&](const char* key) -> const json& {
        if (!j.contains(key))
            throw InvalidInput("decision \"" + std::string(key) + "\" is missing");
        return j[key];
    };
    auto number = [&](const char* key, int lo, int hi) {
        const json& v = field(key);
        if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi)
            throw InvalidInput("decision \"" + std::string(key) + "\" must be an integer " +
                               std::to_string(lo) + ".." + std::to_string(hi));
        return v.get<int>();
    };
    auto flag = [&](const char* key) {
        const json& v = field(key);
        if (!v.is_boolean())
            throw InvalidInput("decision \"" + std::string(key) + "\" must be true or false");
        return v.get<bool>() ? 1 : 0;
    };
    const std::string what = type + " decision";
    switch (kind) {
    case kRollKind:
        requireOnlyFields(j, {"type", "value"}, what);
        break;
    case kMonsterDieKind:
    case kDieKind:
        requireOnlyFields(j, {"type", "value", "step"}, what);
        break;
    case kAbilityKind:
        requireOnlyFields(j, {"type", "ability"}, what);
        break;
    case kDeployKind:
        requireOnlyFields(j, {"type", "deploy"}, what);
        break;
    case kLadderKind:
        requireOnlyFields(j, {"type", "take"}, what);
        break;
    default:
        requireOnlyFields(j, {"type", "team"}, what);
        break;
    }
    Decision d{static_cast<std::uint16_t>(kind), 0, 0, 0};
    switch (kind) {
    case kRollKind:
        d.a = static_cast<std::int16_t>(number("value", 1, 100));
        break;
    case kMonsterDieKind:
    case kDieKind:
        d.a = static_cast<std::int16_t>(number("value", 1, 100));
        d.b = static_cast<std::int16_t>(number("step", 1, kMaxSteps));
        break;
    case kAbilityKind:
        d.a = static_cast<std::int16_t>(number("ability", 1, kAbilityCount));
        break;
    case kDeployKind:
        d.a = static_cast<std::int16_t>(flag("deploy"));
        break;
    case kLadderKind:
        d.a = static_cast<std::int16_t>(flag("take"));
        break;
    case kBoxcarsKind: {
        const json& t = field("team");
        d.a = static_cast<std::int16_t>(t.is_null() ? -1 : number("team", 0, kMaxPlayers - 1));
        break;
    }
    default:
        break;
    }
    return d;
}

} // namespace pb::streamway_siege
