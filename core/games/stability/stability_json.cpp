// The interchange format of docs/rules/stability.md: states and decisions to
// and from JSON. Parsing checks everything and names the first problem.
#include "engine/errors.h"
#include "engine/json_fields.h"
#include "engine/ruleset.h"
#include "games/stability/stability_state.h"

#include <string>

namespace pb::stability {

namespace {

const char* const kPhaseNames[] = {"move", "permeate", "afflict", "extra", "set", "over"};

using nlohmann::json;

[[noreturn]] void fail(const std::string& message) {
    throw InvalidInput(message);
}

const json& field(const json& object, const char* name, const std::string& where) {
    auto it = object.find(name);
    if (it == object.end())
        fail(where + " has no \"" + name + "\"");
    return *it;
}

int intField(const json& object, const char* name, const std::string& where) {
    const json& value = field(object, name, where);
    if (!value.is_number_integer() || value.get<long long>() < -1000000000 ||
        value.get<long long>() > 1000000000)
        fail(where + " \"" + name + "\" must be a whole number, not " + value.dump());
    return value.get<int>();
}

json squareJson(const Rules& rules, int cell) {
    return json::array({rules.row(cell), rules.col(cell)});
}

// A [row, col] pair on the board, as a square index.
int squareFromJson(const Rules& rules, const json& value, const std::string& where) {
    if (!value.is_array() || value.size() != 2 || !value[0].is_number_integer() ||
        !value[1].is_number_integer())
        fail(where + " must be [row, col], not " + value.dump());
    const int r = value[0].get<int>(), c = value[1].get<int>();
    if (r < 0 || c < 0 || r >= rules.size || c >= rules.size)
        fail(where + " " + value.dump() + " is off the " + std::to_string(rules.size) + "x" +
             std::to_string(rules.size) + " board");
    return r * rules.size + c;
}

int signFromJson(const json& value, const std::string& where) {
    if (!value.is_number_integer() || (value.get<int>() != 1 && value.get<int>() != -1))
        fail(where + " must be 1 or -1, not " + value.dump());
    return value.get<int>();
}

Effect effectFromJson(const json& value, const std::string& where) {
    if (value.is_string())
        for (int e = 0; e < kEffectCount; ++e)
            if (kEffects[e].id == value.get_ref<const std::string&>())
                return static_cast<Effect>(e);
    std::string known;
    for (const auto& info : kEffects)
        known += (known.empty() ? "" : ", ") + std::string(info.id);
    fail(where + " " + value.dump() + " is not a permeation effect (" + known + ")");
}

} // namespace

json StabilityState::toJson() const {
    const Rules& rules = *rules_;
    json board = json::array();
    for (int r = 0; r < rules.size; ++r) {
        json row = json::array();
        for (int c = 0; c < rules.size; ++c)
            row.push_back(static_cast<int>(board_[r * rules.size + c]));
        board.push_back(std::move(row));
    }
    json players = json::array();
    for (int seat = 0; seat < numPlayers_; ++seat)
        players.push_back({{"pos", pos_[seat] >= 0 ? squareJson(rules, pos_[seat]) : json(nullptr)},
                           {"alive", pos_[seat] >= 0},
                           {"pc", static_cast<int>(pc_[seat])}});
    json out{{"game", "stability"},
             {"params", game().ruleset().parameters().nonDefaults(game().params())},
             {"board", std::move(board)},
             {"players", std::move(players)},
             {"current", current_ == kChanceActor ? json("chance") : json(current_)},
             {"phase", kPhaseNames[static_cast<int>(phase_)]},
             {"turn", turn_}};
    if (numEliminated_ > 0) {
        json order = json::array();
        for (int i = 0; i < numEliminated_; ++i)
            order.push_back(static_cast<int>(eliminated_[i]));
        out["eliminated"] = std::move(order);
    }
    if (phase_ == Phase::Afflict || phase_ == Phase::Extra || phase_ == Phase::Set)
        out["effect"] = kEffects[effect_].id;
    if (phase_ == Phase::Extra) {
        out["primary"] = squareJson(rules, primary_);
        out["sign"] = static_cast<int>(sign_);
        out["extrasLeft"] = static_cast<int>(extrasLeft_);
        json chosen = json::array();
        for (int i = 0; i < extrasChosen_; ++i)
            chosen.push_back(squareJson(rules, extras_[i]));
        out["extras"] = std::move(chosen);
    }
    if (turnLimitReached_)
        out["turnLimitReached"] = true;
    return out;
}

std::unique_ptr<StabilityState> StabilityState::fromJson(std::shared_ptr<const StabilityGame> game,
                                                         const json& in) {
    const Rules& rules = game->rules();
    const std::string where = "state";
    auto state =
        std::make_unique<StabilityState>(game, game->boardFromJson(field(in, "board", where)));

    const json& players = field(in, "players", where);
    for (int seat = 0; seat < state->numPlayers_; ++seat) {
        const std::string at = "players[" + std::to_string(seat) + "]";
        const json& p = players[seat];
        if (!p.is_object())
            fail(at + " must be an object");
        const json& alive = field(p, "alive", at);
        if (!alive.is_boolean())
            fail(at + " \"alive\" must be true or false");
        const json& pos = field(p, "pos", at);
        if (alive.get<bool>() == pos.is_null())
            fail(at + (pos.is_null() ? " is alive but has no \"pos\""
                                     : " is eliminated but has a \"pos\" (it must be null)"));
        state->pos_[seat] = static_cast<std::int16_t>(
            pos.is_null() ? -1 : squareFromJson(rules, pos, at + " \"pos\""));
        const int pc = intField(p, "pc", at);
        if (pc < 0 || pc > kMaxPc)
            fail(at + " \"pc\" is " + std::to_string(pc) + ", outside 0..9");
        state->pc_[seat] = static_cast<std::int8_t>(pc);
    }
    for (int a = 0; a < state->numPlayers_; ++a)
        for (int b = a + 1; b < state->numPlayers_; ++b)
            if (!rules.shareSquares && state->pos_[a] >= 0 && state->pos_[a] == state->pos_[b])
                fail("players " + std::to_string(a) + " and " + std::to_string(b) +
                     " are both on " + state->square(state->pos_[a]) + " but shareSquares is off");

    // Elimination order: given, or the eliminated seats in seat order.
    if (auto it = in.find("eliminated"); it != in.end()) {
        if (!it->is_array())
            fail("state \"eliminated\" must be an array of seats");
        for (const auto& seatJson : *it) {
            if (!seatJson.is_number_integer() || seatJson.get<int>() < 0 ||
                seatJson.get<int>() >= state->numPlayers_ || state->pos_[seatJson.get<int>()] >= 0)
                fail("state \"eliminated\" lists " + seatJson.dump() +
                     ", which is not an eliminated seat");
            for (int i = 0; i < state->numEliminated_; ++i)
                if (state->eliminated_[i] == seatJson.get<int>())
                    fail("state \"eliminated\" lists seat " + seatJson.dump() + " twice");
            state->eliminated_[state->numEliminated_++] =
                static_cast<std::int8_t>(seatJson.get<int>());
        }
    }
    int dead = 0;
    for (int seat = 0; seat < state->numPlayers_; ++seat)
        dead += state->pos_[seat] < 0 ? 1 : 0;
    if (state->numEliminated_ == 0)
        for (int seat = 0; seat < state->numPlayers_; ++seat)
            if (state->pos_[seat] < 0)
                state->eliminated_[state->numEliminated_++] = static_cast<std::int8_t>(seat);
    if (state->numEliminated_ != dead)
        fail("state \"eliminated\" must list every eliminated seat exactly once");

    const json& phaseJson = field(in, "phase", where);
    int phase = -1;
    for (int i = 0; i < 6; ++i)
        if (phaseJson.is_string() && phaseJson.get_ref<const std::string&>() == kPhaseNames[i])
            phase = i;
    if (phase < 0)
        fail("state \"phase\" " + phaseJson.dump() +
             " is not one of move, permeate, afflict, extra, set, over");
    state->phase_ = static_cast<Phase>(phase);

    int turn = 0;
    if (in.contains("turn")) {
        turn = intField(in, "turn", where);
        if (turn < 0)
            fail("state \"turn\" must not be negative");
    }
    if (turn >= rules.maxTurns && field(in, "phase", where) != "over")
        fail("state \"turn\" " + std::to_string(turn) + " has reached maxTurns " +
             std::to_string(rules.maxTurns) + " but the game is not over");
    state->turn_ = turn;
    if (auto it = in.find("turnLimitReached"); it != in.end()) {
        if (!it->is_boolean())
            fail("state \"turnLimitReached\" must be true or false, not " + it->dump());
        state->turnLimitReached_ = it->get<bool>();
    }

    const json& currentJson = field(in, "current", where);
    if (currentJson.is_string() && currentJson.get_ref<const std::string&>() == "chance") {
        if (state->phase_ != Phase::Move)
            fail("state \"current\" is \"chance\" but \"phase\" is not \"move\"");
        state->current_ = kChanceActor;
    } else if (currentJson.is_number_integer() && currentJson.get<int>() >= 0 &&
               currentJson.get<int>() < state->numPlayers_) {
        state->current_ = static_cast<std::int8_t>(currentJson.get<int>());
    } else {
        fail("state \"current\" must be a seat (0.." + std::to_string(state->numPlayers_ - 1) +
             ") or \"chance\", not " + currentJson.dump());
    }

    const int living = state->livingCount();
    if (state->phase_ == Phase::Over) {
        if (living == 0)
            fail("a finished state needs at least one living player");
        if (living > 1 && !state->turnLimitReached_)
            state->turnLimitReached_ = true; // several survivors: only a turn limit ends that
        return state;
    }
    if (living < 2)
        fail("a game in progress needs at least two living players");
    if (state->current_ == kChanceActor)
        return state;
    const int cur = state->current_;
    if (state->pos_[cur] < 0)
        fail("state \"current\" is seat " + std::to_string(cur) + ", which is eliminated");
    if (state->phase_ == Phase::Move && !state->hasLegalMove(cur))
        fail("seat " + std::to_string(cur) + " is to move from " + state->square(state->pos_[cur]) +
             " but has no legal move (it would have been eliminated)");
    if (state->phase_ == Phase::Permeate && state->pc_[cur] < rules.permeationThreshold)
        fail("seat " + std::to_string(cur) + " is at the permeate step with PC " +
             std::to_string(state->pc_[cur]) + ", below the threshold " +
             std::to_string(rules.permeationThreshold));

    state->effect_ = kNone;
    if (auto it = in.find("effect");
        it != in.end() && state->phase_ != Phase::Move && state->phase_ != Phase::Permeate)
        state->effect_ = effectFromJson(*it, "state \"effect\"");
    const EffectInfo& info = kEffects[state->effect_];
    if (state->phase_ == Phase::Set && state->effect_ != kSet)
        fail("state phase \"set\" needs \"effect\": \"set\"");
    if (state->phase_ == Phase::Afflict && state->effect_ == kSet)
        fail("state \"effect\" \"set\" goes with phase \"set\", not \"afflict\"");
    if (state->phase_ == Phase::Extra) {
        if (info.extras == 0)
            fail("state phase \"extra\" needs an effect with extra tiles, not \"" +
                 std::string(info.id) + "\"");
        state->primary_ = static_cast<std::int16_t>(
            squareFromJson(rules, field(in, "primary", where), "state \"primary\""));
        state->sign_ =
            static_cast<std::int8_t>(signFromJson(field(in, "sign", where), "state \"sign\""));
        const json& chosen = in.contains("extras") ? in["extras"] : json::array();
        if (!chosen.is_array())
            fail("state \"extras\" must be an array of [row, col]");
        const int left = intField(in, "extrasLeft", where);
        if (left < 1 || left + static_cast<int>(chosen.size()) != info.extras)
            fail("state \"extrasLeft\" " + std::to_string(left) + " and " +
                 std::to_string(chosen.size()) + " chosen extras do not add up to " +
                 std::to_string(info.extras) + " for " + std::string(info.id));
        for (const auto& e : chosen) {
            const int cell = squareFromJson(rules, e, "state \"extras\" entry");
            if (!state->extraLegal(cell))
                fail("state \"extras\" entry " + e.dump() + " is not a valid extra tile");
            state->extras_[state->extrasChosen_++] = static_cast<std::int16_t>(cell);
        }
        state->extrasLeft_ = static_cast<std::int8_t>(left);
    }
    return state;
}

json StabilityState::decisionToJson(const Decision& d) const {
    switch (d.kind) {
    case kChanceKind:
        return {{"type", "chance"}, {"outcome", d.a}};
    case kMoveKind:
        return {{"type", "move"}, {"to", squareJson(*rules_, d.a)}};
    case kPermeateKind:
        return {{"type", "permeate"}, {"effect", kEffects[d.a].id}};
    case kAfflictKind:
        return {{"type", "afflict"}, {"tile", squareJson(*rules_, d.a)}, {"sign", d.b}};
    case kSkipKind:
        return {{"type", "skip"}};
    case kExtraKind: {
        json out{{"type", "extra"}, {"tile", squareJson(*rules_, d.a)}};
        if (d.b != 0)
            out["sign"] = d.b;
        return out;
    }
    case kSetKind:
        return {{"type", "set"}, {"tile", squareJson(*rules_, d.a)}, {"value", d.b}};
    default:
        return {{"type", "unknown"}};
    }
}

Decision StabilityState::decisionFromJson(const json& in) const {
    if (!in.is_object())
        fail("a decision must be a JSON object, not " + in.dump());
    const json& typeJson = field(in, "type", "decision");
    if (!typeJson.is_string())
        fail("decision \"type\" must be a string");
    const std::string& type = typeJson.get_ref<const std::string&>();
    auto make = [](DecisionKind kind, int a = 0, int b = 0) {
        return Decision{kind, static_cast<std::int16_t>(a), static_cast<std::int16_t>(b), 0};
    };
    const Rules& rules = *rules_;
    if (type == "chance") {
        requireOnlyFields(in, {"type", "outcome"}, "chance decision");
        const int outcome = intField(in, "outcome", "chance decision");
        if (outcome < 0 || outcome >= numPlayers_)
            fail("chance decision \"outcome\" " + std::to_string(outcome) + " is not a seat (0.." +
                 std::to_string(numPlayers_ - 1) + ")");
        return make(kChanceKind, outcome);
    }
    if (type == "move")
        requireOnlyFields(in, {"type", "to"}, "move decision");
    if (type == "permeate")
        requireOnlyFields(in, {"type", "effect"}, "permeate decision");
    if (type == "afflict")
        requireOnlyFields(in, {"type", "tile", "sign"}, "afflict decision");
    if (type == "skip")
        requireOnlyFields(in, {"type"}, "skip decision");
    if (type == "extra")
        requireOnlyFields(in, {"type", "tile", "sign"}, "extra decision");
    if (type == "set")
        requireOnlyFields(in, {"type", "tile", "value"}, "set decision");
    if (type == "move")
        return make(kMoveKind,
                    squareFromJson(rules, field(in, "to", "move decision"), "move \"to\""));
    if (type == "permeate")
        return make(kPermeateKind, effectFromJson(field(in, "effect", "permeate decision"),
                                                  "permeate \"effect\""));
    if (type == "afflict")
        return make(
            kAfflictKind,
            squareFromJson(rules, field(in, "tile", "afflict decision"), "afflict \"tile\""),
            signFromJson(field(in, "sign", "afflict decision"), "afflict \"sign\""));
    if (type == "skip")
        return make(kSkipKind);
    if (type == "extra") {
        const int cell =
            squareFromJson(rules, field(in, "tile", "extra decision"), "extra \"tile\"");
        const int sign = in.contains("sign") ? signFromJson(in["sign"], "extra \"sign\"") : 0;
        return make(kExtraKind, cell, sign);
    }
    if (type == "set") {
        const int cell = squareFromJson(rules, field(in, "tile", "set decision"), "set \"tile\"");
        const int value = intField(in, "value", "set decision");
        if (value < -32768 || value > 32767)
            fail("set \"value\" " + std::to_string(value) + " is out of range");
        return make(kSetKind, cell, value);
    }
    fail("decision \"type\" \"" + type +
         "\" is not one of chance, move, permeate, afflict, skip, extra, set");
}

} // namespace pb::stability
