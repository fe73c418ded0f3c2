// The interchange format of docs/rules/titanomachia.md: states and decisions
// to and from JSON, the decisions' texts and reasons, and the hash. Parsing
// checks everything and names the first problem.
#include "engine/decision_text.h"
#include "engine/errors.h"
#include "engine/hasher.h"
#include "engine/json_fields.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_geometry.h"
#include "games/titanomachia/titanomachia_state.h"

#include <algorithm>

namespace pb::titanomachia {

namespace {

using nlohmann::json;

const char* const kPhaseNames[] = {"coin",   "designate", "turn",   "repair",   "step",
                                   "marker", "fire",      "splash", "nominate", "over"};
const char* const kKindNames[] = {"coin",   "designate", "activate", "endTurn", "repair",
                                  "step",   "exit",      "place",    "lift",    "fire",
                                  "splash", "stop",      "nominate"};
const char* const kModeNames[] = {"undecided", "place", "relocate"};

[[noreturn]] void fail(const std::string& message) {
    throw InvalidInput(message);
}

const json& field(const json& object, const char* name, const std::string& where) {
    if (!object.is_object())
        fail(where + " must be an object");
    auto it = object.find(name);
    if (it == object.end())
        fail(where + " has no \"" + name + "\"");
    return *it;
}

int intIn(const json& value, int lo, int hi, const std::string& where) {
    if (!value.is_number_integer() || value.get<long long>() < lo || value.get<long long>() > hi)
        fail(where + " must be a whole number in " + std::to_string(lo) + ".." +
             std::to_string(hi) + ", not " + value.dump());
    return value.get<int>();
}

int intField(const json& o, const char* name, int lo, int hi, const std::string& where) {
    return intIn(field(o, name, where), lo, hi, where + "." + name);
}

bool boolField(const json& o, const char* name, const std::string& where) {
    const json& v = field(o, name, where);
    if (!v.is_boolean())
        fail(where + "." + name + " must be true or false, not " + v.dump());
    return v.get<bool>();
}

json squareJson(int square) {
    return json::array({rowOf(square), colOf(square)});
}

int squareFrom(const json& value, const std::string& where) {
    if (!value.is_array() || value.size() != 2)
        fail(where + " must be [row, col], not " + value.dump());
    return intIn(value[0], 0, kSide - 1, where + "[0]") * kSide +
           intIn(value[1], 0, kSide - 1, where + "[1]");
}

int nameIndex(const json& value, const char* const* names, int count, const std::string& where) {
    if (value.is_string())
        for (int i = 0; i < count; ++i)
            if (value == names[i])
                return i;
    std::string options;
    for (int i = 0; i < count; ++i)
        options += (i ? ", " : "") + std::string(names[i]);
    fail(where + " must be one of " + options + ", not " + value.dump());
}

int systemFrom(const json& value, const std::string& where) {
    return nameIndex(value, kSystemNames.data(), kSystemCount, where);
}

json seatOrNull(int seat) {
    return seat < 0 ? json(nullptr) : json(seat);
}

json markersJson(const Markers& m) {
    json out = json::array();
    for (int i = 0; i < m.count; ++i)
        out.push_back(squareJson(m.square[i]));
    return out;
}

Markers markersFrom(const json& value, int cap, const std::string& where) {
    if (!value.is_array() || value.size() > std::size_t(cap))
        fail(where + " must be an array of at most " + std::to_string(cap) + " squares");
    Markers m;
    for (const auto& sq : value) {
        const int square = squareFrom(sq, where + "[" + std::to_string(m.count) + "]");
        m.square[m.count++] = static_cast<std::uint8_t>(square);
    }
    return m;
}

} // namespace

// Reads and writes the private fields of a state (a friend of the state).
struct StateCodec {
    static json write(const TitanomachiaState& s);
    static std::unique_ptr<TitanomachiaState> read(std::shared_ptr<const TitanomachiaGame> game,
                                                   const json& j);
};

json StateCodec::write(const TitanomachiaState& s) {
    const auto& types = s.fixed_->setup.terrainTypes;
    json terrain = json::array(), damage = json::array();
    for (int r = 0; r < kSide; ++r) {
        json row = json::array(), drow = json::array();
        for (int c = 0; c < kSide; ++c) {
            row.push_back(types[s.terrain_[r * kSide + c]].name);
            drow.push_back(s.terrainDamage_[r * kSide + c]);
        }
        terrain.push_back(row);
        damage.push_back(drow);
    }
    json seats = json::array();
    for (int seat = 0; seat < kSeats; ++seat) {
        json dmg = json::object();
        for (int sys = 0; sys < kSystemCount; ++sys)
            dmg[kSystemNames[sys]] = s.damage_[seat][sys];
        json trail = json::array();
        const Trail& t = s.trail_[seat];
        for (int i = 0; i < t.count; ++i)
            trail.push_back(
                {{"square", squareJson(t.square[i])}, {"facing", kDirectionNames[t.facing[i]]}});
        json blasts = json::array();
        for (int sq = 0; sq < kSquares; ++sq)
            if (s.blasts_[seat][sq])
                blasts.push_back({{"square", squareJson(sq)}, {"count", s.blasts_[seat][sq]}});
        json objectives = json::array();
        for (int i = 0; i < s.objectiveCount_[seat]; ++i) {
            const Objective& o = s.objectives_[seat][i];
            objectives.push_back({{"type", kObjectiveNames[o.type]},
                                  {"square", o.square < 0 ? json(nullptr) : squareJson(o.square)},
                                  {"status", kObjectiveStatusNames[o.status]},
                                  {"round", o.round}});
        }
        json counters = json::array();
        for (int c = 0; c < kCounterCount; ++c)
            counters.push_back(s.counters_[seat][c]);
        seats.push_back({{"pool", s.pool_[seat]},
                         {"damage", dmg},
                         {"exited", s.exited_[seat]},
                         {"crewDead", s.crewDead_[seat]},
                         {"passed", s.passed_[seat]},
                         {"trail", trail},
                         {"shields", markersJson(s.shields_[seat])},
                         {"targets", markersJson(s.targets_[seat])},
                         {"blasts", blasts},
                         {"objectives", objectives},
                         {"objectivePoints", s.objectivePoints(seat)},
                         {"counters", counters}});
    }
    json used = json::array();
    for (int sys = 0; sys < kSystemCount; ++sys)
        if (s.usedMask_ >> sys & 1)
            used.push_back(kSystemNames[sys]);
    const bool activating = s.activating();
    const int actor = s.currentActor();
    json j = {{"game", "titanomachia"},
              {"params", s.game().ruleset().parameters().nonDefaults(s.game().params())},
              {"setup", setupToJson(s.fixed_->setup)},
              {"phase", kPhaseNames[int(s.phase_)]},
              {"actor", actor >= 0              ? json(actor)
                        : actor == kChanceActor ? json("chance")
                                                : json(nullptr)},
              {"round", s.round_},
              {"turn", s.turns_},
              {"current", s.current_},
              {"firstPlayer", seatOrNull(s.firstPlayer_)},
              {"initiative", seatOrNull(s.initiative_)},
              {"consecutivePasses", s.consecutivePasses_},
              {"terrain", terrain},
              {"terrainDamage", damage},
              {"players", seats},
              {"turnState",
               {{"used", used},
                {"weaponUses", s.weaponUses_},
                {"activated", s.activatedThisTurn_},
                {"wasPass", s.turnWasPass_}}},
              {"activation", nullptr},
              {"resolution", nullptr},
              {"result", nullptr}};
    if (activating)
        j["activation"] = {{"system", kSystemNames[s.active_]},
                           {"done", s.done_},
                           {"limit", s.limit_},
                           {"mode", kModeNames[s.mode_ + 1]},
                           {"lifted", s.lifted_ < 0 ? json(nullptr) : squareJson(s.lifted_)},
                           {"fired", s.fired_ < 0 ? json(nullptr) : squareJson(s.fired_)}};
    if (s.phase_ == Phase::Nominate)
        j["resolution"] = {{"square", squareJson(s.resolveSquare_)},
                           {"stage", s.resolveStage_},
                           {"remainder", s.remainder_},
                           {"defender", s.defender_},
                           {"nominator", s.nominator_}};
    if (s.phase_ == Phase::Over)
        j["result"] = {{"ending", s.ending_ == Ending::CrewKill ? "crewKill" : "points"},
                       {"winner", seatOrNull(s.winner_)}};
    return j;
}

std::unique_ptr<TitanomachiaState> StateCodec::read(std::shared_ptr<const TitanomachiaGame> game,
                                                    const json& j) {
    const TitanRules& rules = game->rules();
    Setup setup = setupFromJson(field(j, "setup", "state"), rules.prices);
    const auto& types = setup.terrainTypes;
    std::array<std::uint8_t, kSquares> terrain{};
    const json& rows = field(j, "terrain", "state");
    const json& drows = field(j, "terrainDamage", "state");
    if (!rows.is_array() || rows.size() != kSide || !drows.is_array() || drows.size() != kSide)
        fail("state.terrain and state.terrainDamage must have 10 rows");
    std::array<std::uint8_t, kSquares> terrainDamage{};
    for (int r = 0; r < kSide; ++r) {
        if (!rows[r].is_array() || rows[r].size() != kSide || !drows[r].is_array() ||
            drows[r].size() != kSide)
            fail("state.terrain[" + std::to_string(r) + "] must have 10 squares");
        for (int c = 0; c < kSide; ++c) {
            const std::string where =
                "state.terrain[" + std::to_string(r) + "][" + std::to_string(c) + "]";
            int t = -1;
            for (std::size_t k = 0; k < types.size(); ++k)
                if (rows[r][c] == types[k].name)
                    t = int(k);
            if (t < 0)
                fail(where + " names no terrain type: " + rows[r][c].dump());
            terrain[r * kSide + c] = std::uint8_t(t);
            terrainDamage[r * kSide + c] = std::uint8_t(
                intIn(drows[r][c], 0, t == 0 ? 0 : 2,
                      "state.terrainDamage[" + std::to_string(r) + "][" + std::to_string(c) + "]"));
        }
    }
    auto s = std::make_unique<TitanomachiaState>(game, makeFixed(std::move(setup)), terrain);
    s->terrainDamage_ = terrainDamage;
    s->phase_ = Phase(nameIndex(field(j, "phase", "state"), kPhaseNames, 10, "state.phase"));
    s->round_ = std::uint8_t(intField(j, "round", 1, rules.maxRounds, "state"));
    s->turns_ = std::uint16_t(intField(j, "turn", 0, 60000, "state"));
    s->current_ = std::uint8_t(intField(j, "current", 0, 1, "state"));
    const json& first = field(j, "firstPlayer", "state");
    s->firstPlayer_ = std::int8_t(first.is_null() ? -1 : intIn(first, 0, 1, "state.firstPlayer"));
    if ((s->firstPlayer_ < 0) != (s->phase_ == Phase::Coin))
        fail("state.firstPlayer must be null exactly while the coin is to be thrown");
    // Who began the round (for initiative.changes); absent in older files: the first player.
    const auto init = j.find("initiative");
    s->initiative_ = init == j.end() || init->is_null()
                         ? s->firstPlayer_
                         : std::int8_t(intIn(*init, 0, 1, "state.initiative"));
    s->consecutivePasses_ = std::uint8_t(intField(j, "consecutivePasses", 0, 2, "state"));
    const json& seats = field(j, "players", "state");
    for (int seat = 0; seat < kSeats; ++seat) {
        const json& p = seats[seat];
        const std::string where = "state.players[" + std::to_string(seat) + "]";
        s->pool_[seat] = std::uint8_t(intField(p, "pool", 0, 9, where));
        const json& dmg = field(p, "damage", where);
        for (int sys = 0; sys < kSystemCount; ++sys)
            s->damage_[seat][sys] =
                std::uint8_t(intField(dmg, kSystemNames[sys], 0, 3, where + ".damage"));
        s->exited_[seat] = boolField(p, "exited", where);
        s->crewDead_[seat] = boolField(p, "crewDead", where);
        if (s->crewDead_[seat] != (s->damage_[seat][kCrew] == 3))
            fail(where + ".crewDead must say whether the Crew's damage is 3");
        s->passed_[seat] = boolField(p, "passed", where);
        const json& trail = field(p, "trail", where);
        if (!trail.is_array() || trail.size() > kMaxTrail || (trail.empty() != s->exited_[seat]))
            fail(where + ".trail must hold 1.." + std::to_string(kMaxTrail) +
                 " Position markers, or none once exited");
        Trail& t = s->trail_[seat];
        t.count = 0;
        for (const auto& m : trail) {
            const std::string w = where + ".trail[" + std::to_string(t.count) + "]";
            t.square[t.count] = std::uint8_t(squareFrom(field(m, "square", w), w + ".square"));
            t.facing[t.count] = std::uint8_t(
                nameIndex(field(m, "facing", w), kDirectionNames.data(), 8, w + ".facing"));
            if (t.count > 0 && chebyshev(t.square[t.count], t.square[t.count - 1]) != 1)
                fail(w + " is not a king move from the marker before it");
            ++t.count;
        }
        s->shields_[seat] =
            markersFrom(field(p, "shields", where), rules.prices.maxScore, where + ".shields");
        s->targets_[seat] =
            markersFrom(field(p, "targets", where), rules.prices.maxScore, where + ".targets");
        s->blasts_[seat] = {};
        const json& blasts = field(p, "blasts", where);
        if (!blasts.is_array())
            fail(where + ".blasts must be an array");
        for (std::size_t i = 0; i < blasts.size(); ++i) {
            const std::string w = where + ".blasts[" + std::to_string(i) + "]";
            const int sq = squareFrom(field(blasts[i], "square", w), w + ".square");
            if (s->blasts_[seat][sq])
                fail(w + " repeats a square");
            s->blasts_[seat][sq] = std::uint8_t(intField(blasts[i], "count", 1, 150, w));
        }
        const json& objectives = field(p, "objectives", where);
        if (!objectives.is_array() || objectives.size() != s->objectiveCount_[seat])
            fail(where + ".objectives must list the set-up's " +
                 std::to_string(s->objectiveCount_[seat]) + " objectives");
        for (int i = 0; i < s->objectiveCount_[seat]; ++i) {
            const std::string w = where + ".objectives[" + std::to_string(i) + "]";
            Objective& o = s->objectives_[seat][i];
            if (field(objectives[i], "type", w) != kObjectiveNames[o.type])
                fail(w + ".type must be the set-up's " + kObjectiveNames[o.type]);
            const json& sq = field(objectives[i], "square", w);
            if (sq.is_null() && o.square >= 0)
                fail(w + ".square was designated in the set-up");
            if (!sq.is_null()) {
                o.square = std::int8_t(squareFrom(sq, w + ".square"));
                if (o.type != kHold && o.type != kDemolition)
                    fail(w + ".square: only hold and demolition have an Objective marker");
            }
            o.status = std::uint8_t(nameIndex(field(objectives[i], "status", w),
                                              kObjectiveStatusNames, 3, w + ".status"));
            o.round = std::uint8_t(intField(objectives[i], "round", 0, rules.maxRounds, w));
        }
        // The counters were appended to twice (section 6's rest, then coverage and
        // hits by terrain type): a state written with the list of 50 or 102 still
        // reads, the counters it lacks at 0.
        const json& counters = field(p, "counters", where);
        constexpr std::size_t kEarlierLists[] = {kEndRound + 1, kInitiativeChanges + 1};
        if (!counters.is_array() ||
            (counters.size() != kCounterCount && counters.size() != kEarlierLists[0] &&
             counters.size() != kEarlierLists[1]))
            fail(where + ".counters must list " + std::to_string(kCounterCount) +
                 " counts (or the " + std::to_string(kEarlierLists[0]) + " or " +
                 std::to_string(kEarlierLists[1]) + " of earlier versions)");
        s->counters_[seat] = {};
        for (int c = 0; c < int(counters.size()); ++c) {
            if (!counters[c].is_number_unsigned())
                fail(where + ".counters[" + std::to_string(c) + "] must be a count");
            s->counters_[seat][c] = counters[c].get<std::uint32_t>();
        }
    }
    const json& ts = field(j, "turnState", "state");
    s->usedMask_ = 0;
    const json& used = field(ts, "used", "state.turnState");
    if (!used.is_array())
        fail("state.turnState.used must be an array of System names");
    for (const auto& u : used)
        s->usedMask_ = std::uint8_t(s->usedMask_ | 1 << systemFrom(u, "state.turnState.used[]"));
    s->weaponUses_ = std::uint8_t(intField(ts, "weaponUses", 0, 9, "state.turnState"));
    s->activatedThisTurn_ = boolField(ts, "activated", "state.turnState");
    s->turnWasPass_ = boolField(ts, "wasPass", "state.turnState");
    const json& act = field(j, "activation", "state");
    const bool activating = s->activating();
    s->mode_ = -1;
    s->lifted_ = -1;
    s->fired_ = -1;
    s->done_ = s->limit_ = s->active_ = 0;
    if (act.is_null() != !activating)
        fail("state.activation must be given exactly while a System is being activated");
    if (activating) {
        const std::string w = "state.activation";
        s->active_ = std::uint8_t(systemFrom(field(act, "system", w), w + ".system"));
        s->done_ = std::uint8_t(intField(act, "done", 0, 9, w));
        s->limit_ = std::uint8_t(intField(act, "limit", 0, 9, w));
        s->mode_ = std::int8_t(nameIndex(field(act, "mode", w), kModeNames, 3, w + ".mode") - 1);
        const json& lifted = field(act, "lifted", w);
        s->lifted_ = std::int8_t(lifted.is_null() ? -1 : squareFrom(lifted, w + ".lifted"));
        const json& fired = field(act, "fired", w);
        s->fired_ = std::int8_t(fired.is_null() ? -1 : squareFrom(fired, w + ".fired"));
        const int expected = s->phase_ == Phase::Repair   ? int(kCrew)
                             : s->phase_ == Phase::Step   ? int(kPropulsion)
                             : s->phase_ == Phase::Marker ? int(s->active_)
                                                          : int(kWeapon);
        if (s->active_ != expected ||
            (s->phase_ == Phase::Marker && s->active_ != kShield && s->active_ != kFireControl))
            fail(w + ".system does not fit the phase " + kPhaseNames[int(s->phase_)]);
        if (s->phase_ == Phase::Splash && s->fired_ < 0)
            fail(w + ".fired must name the fired Target's square while splashing");
        if (s->exited_[s->current_] || s->trail_[s->current_].count == 0)
            fail(w + ": an exited Titan activates nothing");
    }
    // Only the mover's Propulsion makes a chain of Position markers, and the
    // chain never outgrows the trail (T36, T32).
    for (int seat = 0; seat < kSeats; ++seat) {
        const bool chain = seat == s->current_ && (s->usedMask_ >> kPropulsion & 1);
        if (!s->exited_[seat] && !chain && s->trail_[seat].count != 1)
            fail("state.players[" + std::to_string(seat) +
                 "].trail must hold one Position marker outside its own Propulsion's turn");
    }
    if (s->phase_ == Phase::Step && s->trail_[s->current_].count + s->limit_ - s->done_ > kMaxTrail)
        fail("state.activation.limit leaves no room for the steps in the trail");
    if (s->phase_ == Phase::Marker &&
        s->markersOf(s->current_, s->active_).count + s->limit_ > kMaxMarkers)
        fail("state.activation.limit leaves no room for the markers");
    const json& res = field(j, "resolution", "state");
    if (res.is_null() != (s->phase_ != Phase::Nominate))
        fail("state.resolution must be given exactly while a System is to be named");
    if (!res.is_null()) {
        const std::string w = "state.resolution";
        s->resolveSquare_ = std::uint8_t(squareFrom(field(res, "square", w), w + ".square"));
        s->resolveStage_ = std::uint8_t(intField(res, "stage", 2, 3, w));
        s->remainder_ = std::uint8_t(intField(res, "remainder", 1, 255, w));
        s->defender_ = std::uint8_t(intField(res, "defender", 0, 1, w));
        s->nominator_ = std::uint8_t(intField(res, "nominator", 0, 1, w));
        if (!s->trailHas(s->defender_, s->resolveSquare_))
            fail(w + ".defender has no Position marker on the square");
        bool nameable = false;
        for (int sys = 0; sys < kSystemCount; ++sys)
            nameable = nameable || s->damage_[s->defender_][sys] < 3;
        if (!nameable)
            fail(w + ".defender has no System left to name");
    }
    const json& result = field(j, "result", "state");
    if (result.is_null() != (s->phase_ != Phase::Over))
        fail("state.result must be given exactly when the game is over");
    s->ending_ = Ending::None;
    s->winner_ = -1;
    if (!result.is_null()) {
        const json& ending = field(result, "ending", "state.result");
        if (ending != "crewKill" && ending != "points")
            fail("state.result.ending must be crewKill or points");
        s->ending_ = ending == "crewKill" ? Ending::CrewKill : Ending::Points;
        const json& w = field(result, "winner", "state.result");
        s->winner_ = std::int8_t(w.is_null() ? -1 : intIn(w, 0, 1, "state.result.winner"));
    }
    if (s->phase_ == Phase::Designate) {
        bool pending = false;
        for (int i = 0; i < s->objectiveCount_[s->current_]; ++i) {
            const Objective& o = s->objectives_[s->current_][i];
            pending = pending || (o.square < 0 && (o.type == kHold || o.type == kDemolition));
        }
        if (!pending)
            fail("state.phase designate: the current player has no Objective marker to place");
    }
    if (s->phase_ != Phase::Over && s->phase_ != Phase::Coin && s->phase_ != Phase::Designate &&
        s->phase_ != Phase::Nominate && s->exited_[s->current_])
        fail("state.current: an exited Titan does not take turns");
    if (j.contains("actor") && j["actor"] != StateCodec::write(*s)["actor"])
        fail("state.actor disagrees with the phase and current player");
    return s;
}

bool TitanomachiaState::trailHas(int seat, int square) const {
    const Trail& t = trail_[seat];
    for (int i = 0; i < t.count; ++i)
        if (t.square[i] == square)
            return true;
    return false;
}

json TitanomachiaState::toJson() const {
    return StateCodec::write(*this);
}

std::unique_ptr<TitanomachiaState>
TitanomachiaState::fromJson(std::shared_ptr<const TitanomachiaGame> game, const json& json) {
    return StateCodec::read(std::move(game), json);
}

std::uint64_t TitanomachiaState::hash() const {
    Hasher h;
    h.add(game_->paramsHash());
    h.add(fixed_->hash);
    h.addByte(std::uint8_t(phase_));
    h.addByte(round_);
    h.addByte(current_);
    h.addByte(std::uint8_t(firstPlayer_));
    h.add(turns_, 2);
    h.addByte(consecutivePasses_);
    for (int sq = 0; sq < kSquares; ++sq) {
        h.addByte(terrain_[sq]);
        h.addByte(terrainDamage_[sq]);
    }
    for (int seat = 0; seat < kSeats; ++seat) {
        h.addByte(passed_[seat]);
        h.addByte(exited_[seat]);
        h.addByte(crewDead_[seat]);
        h.addByte(pool_[seat]);
        for (int sys = 0; sys < kSystemCount; ++sys)
            h.addByte(damage_[seat][sys]);
        h.addByte(trail_[seat].count);
        for (int i = 0; i < trail_[seat].count; ++i) {
            h.addByte(trail_[seat].square[i]);
            h.addByte(trail_[seat].facing[i]);
        }
        for (const Markers* m : {&shields_[seat], &targets_[seat]}) {
            h.addByte(m->count);
            for (int i = 0; i < m->count; ++i)
                h.addByte(m->square[i]);
        }
        for (int sq = 0; sq < kSquares; ++sq)
            h.addByte(blasts_[seat][sq]);
        for (int i = 0; i < objectiveCount_[seat]; ++i) {
            h.addByte(std::uint8_t(objectives_[seat][i].square));
            h.addByte(objectives_[seat][i].status);
            h.addByte(objectives_[seat][i].round);
        }
    }
    for (std::uint8_t v :
         {usedMask_, weaponUses_, std::uint8_t(activatedThisTurn_), std::uint8_t(turnWasPass_),
          std::uint8_t(ending_), std::uint8_t(winner_)})
        h.addByte(v);
    // The activation and resolution registers matter only while in use.
    if (phase_ == Phase::Repair || phase_ == Phase::Step || phase_ == Phase::Marker ||
        phase_ == Phase::Fire || phase_ == Phase::Splash)
        for (std::uint8_t v : {active_, done_, limit_, std::uint8_t(mode_), std::uint8_t(lifted_),
                               std::uint8_t(fired_)})
            h.addByte(v);
    if (phase_ == Phase::Nominate)
        for (std::uint8_t v : {resolveSquare_, resolveStage_, remainder_, defender_, nominator_})
            h.addByte(v);
    return h.value();
}

json TitanomachiaState::decisionToJson(const Decision& d) const {
    if (d.kind >= kDecisionKindCount)
        return {{"type", "unknown"}, {"kind", d.kind}};
    json j = {{"type", kKindNames[d.kind]}};
    switch (d.kind) {
    case kCoinKind:
        j["seat"] = d.a;
        break;
    case kActivateKind:
    case kRepairKind:
    case kNominateKind:
        j["system"] = d.a >= 0 && d.a < kSystemCount ? json(kSystemNames[d.a]) : json(d.a);
        break;
    case kExitKind:
        j["direction"] = d.a >= 0 && d.a < 8 ? json(kDirectionNames[d.a]) : json(d.a);
        break;
    case kEndTurnKind:
    case kStopKind:
        break;
    default:
        j["square"] = d.a >= 0 && d.a < kSquares ? squareJson(d.a) : json(d.a);
    }
    return j;
}

Decision TitanomachiaState::decisionFromJson(const json& j) const {
    if (!j.is_object())
        fail("a decision must be an object");
    const int kind =
        nameIndex(field(j, "type", "decision"), kKindNames, kDecisionKindCount, "decision.type");
    Decision d{std::uint16_t(kind), 0, 0, 0};
    // The one field each kind takes besides its type; anything else is refused.
    const std::string what = std::string(kKindNames[kind]) + " decision";
    switch (kind) {
    case kCoinKind:
        requireOnlyFields(j, {"type", "seat"}, what);
        break;
    case kActivateKind:
    case kRepairKind:
    case kNominateKind:
        requireOnlyFields(j, {"type", "system"}, what);
        break;
    case kExitKind:
        requireOnlyFields(j, {"type", "direction"}, what);
        break;
    case kEndTurnKind:
    case kStopKind:
        requireOnlyFields(j, {"type"}, what);
        break;
    default:
        requireOnlyFields(j, {"type", "square"}, what);
    }
    switch (kind) {
    case kCoinKind:
        d.a = std::int16_t(intField(j, "seat", 0, 1, "decision"));
        break;
    case kActivateKind:
    case kRepairKind:
    case kNominateKind:
        d.a = std::int16_t(systemFrom(field(j, "system", "decision"), "decision.system"));
        break;
    case kExitKind:
        d.a = std::int16_t(nameIndex(field(j, "direction", "decision"), kDirectionNames.data(), 8,
                                     "decision.direction"));
        break;
    case kEndTurnKind:
    case kStopKind:
        break;
    default:
        d.a = std::int16_t(squareFrom(field(j, "square", "decision"), "decision.square"));
    }
    return d;
}

std::string TitanomachiaState::decisionToText(const Decision& d) const {
    auto sq = [](int a) {
        return a >= 0 && a < kSquares
                   ? "(" + std::to_string(rowOf(a)) + "," + std::to_string(colOf(a)) + ")"
                   : std::to_string(a);
    };
    auto sys = [](int a) {
        return a >= 0 && a < kSystemCount ? std::string(kSystemTitles[a]) : std::to_string(a);
    };
    switch (d.kind) {
    case kCoinKind:
        return "coin: " + playerLabel(d.a) + " goes first";
    case kDesignateKind:
        return "objective marker on " + sq(d.a);
    case kActivateKind:
        return "activate " + sys(d.a);
    case kEndTurnKind:
        return activatedThisTurn_ ? "end turn" : "pass";
    case kRepairKind:
        return "repair " + sys(d.a);
    case kStepKind:
        return "step to " + sq(d.a);
    case kExitKind:
        return "exit " + std::string(d.a >= 0 && d.a < 8 ? kDirectionNames[d.a] : "?");
    case kPlaceKind:
        return std::string(active_ == kShield ? "shield" : "target") + " on " + sq(d.a);
    case kLiftKind:
        return std::string("lift the ") + (active_ == kShield ? "shield" : "target") + " on " +
               sq(d.a);
    case kFireKind:
        return "fire at " + sq(d.a);
    case kSplashKind:
        return "splash " + sq(d.a);
    case kStopKind:
        return "stop";
    case kNominateKind:
        return "hit " + playerLabel(defender_) + "'s " + sys(d.a);
    default:
        return "unknown decision";
    }
}

std::string TitanomachiaState::whyIllegal(const Decision& d) const {
    if (isLegal(d))
        return {};
    if (d.kind >= kDecisionKindCount)
        return "there is no decision kind " + std::to_string(d.kind);
    if (d.b != 0 || d.c != 0)
        return "a " + std::string(kKindNames[d.kind]) + " takes no second or third argument";
    if (phase_ == Phase::Over)
        return "the game is over";
    static const std::uint16_t kPhaseKinds[][3] = {{kCoinKind, kCoinKind, kCoinKind},
                                                   {kDesignateKind, kDesignateKind, kDesignateKind},
                                                   {kActivateKind, kEndTurnKind, kEndTurnKind},
                                                   {kRepairKind, kRepairKind, kRepairKind},
                                                   {kStepKind, kExitKind, kStopKind},
                                                   {kPlaceKind, kLiftKind, kStopKind},
                                                   {kFireKind, kFireKind, kFireKind},
                                                   {kSplashKind, kStopKind, kStopKind},
                                                   {kNominateKind, kNominateKind, kNominateKind}};
    const auto& allowed = kPhaseKinds[int(phase_)];
    if (d.kind != allowed[0] && d.kind != allowed[1] && d.kind != allowed[2])
        return std::string("a ") + kKindNames[d.kind] + " is not a decision of the " +
               kPhaseNames[int(phase_)] + " phase";
    const bool squareKind = d.kind == kDesignateKind || d.kind == kStepKind ||
                            d.kind == kPlaceKind || d.kind == kLiftKind || d.kind == kFireKind ||
                            d.kind == kSplashKind;
    if (squareKind && (d.a < 0 || d.a >= kSquares))
        return "square " + std::to_string(d.a) + " is off the board";
    const bool systemKind =
        d.kind == kActivateKind || d.kind == kRepairKind || d.kind == kNominateKind;
    if (systemKind && (d.a < 0 || d.a >= kSystemCount))
        return "there is no System " + std::to_string(d.a);
    if (d.kind != kCoinKind && d.kind != kDesignateKind && !squareKind && !systemKind &&
        d.kind != kExitKind && d.a != 0)
        return std::string("a ") + kKindNames[d.kind] + " takes no argument";
    const int seat = current_;
    switch (d.kind) {
    case kCoinKind:
        return "the coin picks seat 0 or 1";
    case kDesignateKind:
        return inHomeHalf(1 - seat, d.a)
                   ? "a demolition marker needs terrain of Armour 2 or more (section 3)"
                   : "an Objective marker goes in the opponent's half";
    case kActivateKind:
        if (exited_[seat])
            return "an exited Titan activates nothing";
        if (pool_[seat] == 0)
            return "no Activation markers are left in the pool (T26)";
        if (damage_[seat][d.a] >= 3)
            return "a destroyed System cannot be activated (T57)";
        if (d.a != kWeapon && (usedMask_ >> d.a & 1))
            return "each System activates at most once a turn (G10)";
        if (d.a == kWeapon && weaponUses_ >= score(seat, kWeapon, 1))
            return "the Weapon has fired its Rate of Fire this turn (T48)";
        switch (d.a) {
        case kCrew:
            return "no System is damaged: Damage Control would achieve nothing (G13)";
        case kPropulsion:
            return "the Titan has no step within its Traction (T34-T35)";
        case kWeapon:
            return score(seat, kWeapon, 2) == 0 ? "a Weapon of Power 0 cannot fire (R9)"
                                                : "no own Target is within Range (T47)";
        default:
            return "the System can neither place nor relocate a marker (T38-T44)";
        }
    case kRepairKind:
        return d.a == kCrew ? "Damage Control repairs a System other than the Crew (T30)"
                            : "only Light or Heavy damage can be repaired (T30)";
    case kStepKind:
        return chebyshev(d.a, trail_[seat].square[trail_[seat].count - 1]) != 1
                   ? "a Position marker goes next to the last one (T33)"
                   : "that turn exceeds the Traction left after Difficulty (T34-T35)";
    case kExitKind:
        return "only a step off the opponent's home edge within Traction exits (G7)";
    case kPlaceKind:
        return lifted_ >= 0 && d.a == lifted_ ? "a lifted marker goes to a new square (R3)"
               : mode_ == 1 && lifted_ < 0    ? "lift a marker before placing it again (R3)"
                                              : "no marker can be placed now (T39, T43)";
    case kLiftKind:
        return mode_ == 0     ? "this activation places; relocating is for a System at its cap (R3)"
               : lifted_ >= 0 ? "place the lifted marker first"
                              : "no own marker of this System is there";
    case kFireKind:
        return "fire needs an own Target within Range of the latest Position marker (T47)";
    case kSplashKind:
        return "Area of Effect Blasts go next to the fired Target's square (T50)";
    case kStopKind:
        return "the activation must achieve something first (G13), or finish its relocation";
    case kNominateKind:
        return "a destroyed System cannot be named (G21)";
    default:
        return "that decision is not legal now";
    }
}

} // namespace pb::titanomachia
