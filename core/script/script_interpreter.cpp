#include "script/script_interpreter.h"

#include "script/call_watchdog.h"
#include "script/script_error.h"
#include "script/script_game.h"
#include "script/script_state.h"

#include <cstring>
#include <lua5.4/lua.hpp>

namespace pb::script {

namespace {

enum DecisionProblem {
    kDecisionOk,
    kNoKindName,
    kUnknownKind,
    kArgumentNotInteger,
    kArgumentRange,
    kArgumentUndeclared
};

// Reads `kind, a, b, c` at stack index `at`; no allocation, no error raised.
DecisionProblem parseDecision(lua_State* L, int at, const Interpreter& in, Decision& out,
                              int& badArgument) {
    if (lua_type(L, at) != LUA_TSTRING)
        return kNoKindName;
    const int kind = in.kindIndex(at);
    if (kind < 0)
        return kUnknownKind;
    out.kind = static_cast<std::uint16_t>(kind);
    std::int16_t* args[3] = {&out.a, &out.b, &out.c};
    for (int i = 0; i < 3; ++i) {
        const int index = at + 1 + i;
        if (lua_isnoneornil(L, index)) {
            *args[i] = 0;
            continue;
        }
        int isInteger = 0;
        const lua_Integer v = lua_tointegerx(L, index, &isInteger);
        badArgument = i + 1;
        if (!isInteger || lua_type(L, index) != LUA_TNUMBER)
            return kArgumentNotInteger;
        if (v < -32768 || v > 32767)
            return kArgumentRange;
        *args[i] = static_cast<std::int16_t>(v);
        if (v != 0 &&
            i >= static_cast<int>(
                     in.declaration().decisions[static_cast<std::size_t>(kind)].args.size()))
            return kArgumentUndeclared;
    }
    return kDecisionOk;
}

int raiseDecisionProblem(lua_State* L, DecisionProblem problem, int at, int badArgument) {
    switch (problem) {
    case kNoKindName:
        return luaL_error(L, "a decision starts with its kind's name, not a %s",
                          luaL_typename(L, at));
    case kUnknownKind:
        return luaL_error(L, "'%s' is not a decision kind of game.decisions", lua_tostring(L, at));
    case kArgumentNotInteger:
        return luaL_error(L, "argument %d of a '%s' decision is not an integer", badArgument,
                          lua_tostring(L, at));
    case kArgumentUndeclared:
        return luaL_error(L, "a '%s' decision declares fewer than %d arguments",
                          lua_tostring(L, at), badArgument);
    default:
        return luaL_error(L, "argument %d of a '%s' decision is outside -32768..32767", badArgument,
                          lua_tostring(L, at));
    }
}

int addDecision(lua_State* L) {
    auto* in = static_cast<Interpreter*>(lua_touserdata(L, lua_upvalueindex(1)));
    if (!in->collect)
        return luaL_error(L, "add is only valid inside legal");
    Decision d;
    int bad = 0;
    if (const DecisionProblem p = parseDecision(L, 1, *in, d, bad); p != kDecisionOk)
        return raiseDecisionProblem(L, p, 1, bad);
    in->collect->push_back(d);
    return 0;
}

int addChanceOutcome(lua_State* L) {
    auto* in = static_cast<Interpreter*>(lua_touserdata(L, lua_upvalueindex(1)));
    if (!in->collectChance)
        return luaL_error(L, "add is only valid inside chance");
    int isInteger = 0;
    const lua_Integer weight = lua_tointegerx(L, 1, &isInteger);
    if (!isInteger || weight < 1 || weight > 0x7FFFFFFF)
        return luaL_error(L, "a chance outcome's weight (the first argument of add) is a "
                             "positive integer");
    Decision d;
    int bad = 0;
    if (const DecisionProblem p = parseDecision(L, 2, *in, d, bad); p != kDecisionOk)
        return raiseDecisionProblem(L, p, 2, bad);
    in->collectChance->emplace_back(d, static_cast<std::uint32_t>(weight));
    return 0;
}

// The state table's metatable: reading or adding a field the declaration
// does not name is a mistake worth one clear line.
int unknownField(lua_State* L) {
    const char* key = lua_tostring(L, 2);
    return luaL_error(L, "s.%s: no such state field (declared: %s)", key ? key : "?",
                      lua_tostring(L, lua_upvalueindex(1)));
}

// Protected pieces of bind: Lua may raise a memory error while filling tables.
struct BindWork {
    Interpreter* in;
    const ScriptState* state;
    const ScriptGame* game;
};

void pushPerSeat(lua_State* L, int players) {
    lua_createtable(L, players, 0);
    for (int seat = 1; seat <= players; ++seat) {
        lua_newtable(L);
        lua_rawseti(L, -2, seat);
    }
}

} // namespace

Interpreter::Interpreter(std::shared_ptr<const ScriptProgram> program)
    : program_(std::move(program)), sandbox_(program_->fileName, program_->memoryCap) {
    sandbox_.run(program_->text);
    lua_State* L = sandbox_.L();
    for (int f = 0; f < kFunctionCount; ++f) {
        lua_getglobal(L, functionName(static_cast<Function>(f)));
        functionRef_[f] =
            lua_isfunction(L, -1) ? luaL_ref(L, LUA_REGISTRYINDEX) : (lua_pop(L, 1), LUA_NOREF);
    }
    const ScriptDeclaration& d = declaration();
    for (const DecisionSpec& k : d.decisions) {
        lua_pushstring(L, k.name.c_str());
        kindName_.push_back(lua_tostring(L, -1));
        kindRef_.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
    }
    std::string names;
    for (const FieldSpec& f : d.fields) {
        lua_pushstring(L, f.name.c_str());
        fieldNameRef_.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
        names += (names.empty() ? "" : ", ") + f.name;
    }
    if (!d.counters.empty())
        names += ", count";
    for (const CounterSpec& c : d.counters) {
        lua_pushstring(L, c.id.c_str());
        counterNameRef_.push_back(luaL_ref(L, LUA_REGISTRYINDEX));
    }
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, addDecision, 1);
    addRef_ = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_pushlightuserdata(L, this);
    lua_pushcclosure(L, addChanceOutcome, 1);
    addChanceRef_ = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_createtable(L, 0, 2);
    lua_pushstring(L, names.c_str());
    lua_pushcclosure(L, unknownField, 1);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, "__index");
    lua_setfield(L, -2, "__newindex");
    lua_setfield(L, LUA_REGISTRYINDEX, "playbench.state");
}

int Interpreter::kindIndex(int at) const {
    const char* name = lua_tostring(L(), at);
    // Short strings are interned: the same name is the same pointer.
    for (std::size_t k = 0; k < kindName_.size(); ++k)
        if (kindName_[k] == name)
            return static_cast<int>(k);
    for (std::size_t k = 0; k < kindName_.size(); ++k)
        if (std::strcmp(kindName_[k], name) == 0)
            return static_cast<int>(k);
    return -1;
}

void Interpreter::switchGame(const ScriptGame& game) {
    static const auto work = [](lua_State* L) -> int {
        auto* w = static_cast<BindWork*>(lua_touserdata(L, 1));
        const ScriptDeclaration& d = w->in->declaration();
        const int players = w->game->numPlayers();
        const nlohmann::json& params = w->game->params();
        lua_createtable(L, 0, static_cast<int>(d.params.size()));
        for (const ParameterSpec& p : d.params) {
            const nlohmann::json& v = params[p.name];
            if (p.type == ParameterType::Bool)
                lua_pushboolean(L, v.get<bool>());
            else if (p.type == ParameterType::Int)
                lua_pushinteger(L, v.get<int>());
            else
                lua_pushstring(L, v.get_ref<const std::string&>().c_str());
            lua_setfield(L, -2, p.name.c_str());
        }
        lua_setglobal(L, "params");
        lua_pushinteger(L, players);
        lua_setglobal(L, "players");

        lua_createtable(L, 0, static_cast<int>(d.fields.size()) + 1);
        for (std::size_t i = 0; i < d.fields.size(); ++i) {
            const FieldSpec& f = d.fields[i];
            if (f.shape == FieldShape::Scalar && !f.perSeat)
                lua_pushinteger(L, f.init);
            else if (f.perSeat && f.shape != FieldShape::Scalar)
                pushPerSeat(L, players);
            else
                lua_newtable(L);
            lua_setfield(L, -2, f.name.c_str());
        }
        if (!d.counters.empty()) {
            lua_newtable(L);
            for (const CounterSpec& c : d.counters) {
                lua_createtable(L, players, 0);
                lua_setfield(L, -2, c.id.c_str());
            }
            lua_setfield(L, -2, "count");
        }
        lua_getfield(L, LUA_REGISTRYINDEX, "playbench.state");
        lua_setmetatable(L, -2);
        return 1;
    };
    lua_State* L = this->L();
    BindWork w{this, nullptr, &game};
    lua_pushcfunction(L, work);
    lua_pushlightuserdata(L, &w);
    if (lua_pcall(L, 1, 1, 0) != LUA_OK) {
        lua_pop(L, 1);
        throw ScriptError(program_->fileName + ": no memory for a state table");
    }
    luaL_unref(L, LUA_REGISTRYINDEX, stateRef_);
    stateRef_ = luaL_ref(L, LUA_REGISTRYINDEX);
    tableGame_ = game.serial();
    tableVersion_ = 0;
}

void Interpreter::load(const ScriptState& state) {
    static const auto work = [](lua_State* L) -> int {
        auto* w = static_cast<BindWork*>(lua_touserdata(L, 1));
        const ScriptDeclaration& d = w->in->declaration();
        const StateLayout& layout = w->game->layout();
        const std::int32_t* cells = w->state->cells().data();
        lua_rawgeti(L, LUA_REGISTRYINDEX, w->in->stateRef_);
        const int s = lua_gettop(L);
        for (std::size_t i = 0; i < d.fields.size(); ++i) {
            const FieldSpec& f = d.fields[i];
            const FieldSlot& slot = layout.fields[i];
            lua_rawgeti(L, LUA_REGISTRYINDEX, w->in->fieldNameRef_[i]);
            if (f.shape == FieldShape::Scalar && !f.perSeat) {
                lua_pushinteger(L, cells[slot.offset]);
                lua_rawset(L, s);
                continue;
            }
            // A table the script replaced by something else is made anew.
            lua_pushvalue(L, -1);
            if (lua_rawget(L, s) != LUA_TTABLE) {
                lua_pop(L, 1);
                if (f.perSeat && f.shape != FieldShape::Scalar)
                    pushPerSeat(L, slot.instances);
                else
                    lua_newtable(L);
                lua_pushvalue(L, -2);
                lua_pushvalue(L, -2);
                lua_rawset(L, s);
            }
            for (int instance = 0; instance < slot.instances; ++instance) {
                const std::int32_t* block = cells + slot.offset + instance * slot.stride;
                const bool nested = f.perSeat && f.shape != FieldShape::Scalar;
                if (f.shape == FieldShape::Scalar) { // per seat: one integer each
                    lua_pushinteger(L, block[0]);
                    lua_rawseti(L, -2, instance + 1);
                    continue;
                }
                if (nested && lua_rawgeti(L, -1, instance + 1) != LUA_TTABLE) {
                    lua_pop(L, 1);
                    lua_newtable(L);
                    lua_pushvalue(L, -1);
                    lua_rawseti(L, -3, instance + 1);
                }
                int length = slot.length;
                const std::int32_t* values = block;
                if (f.shape == FieldShape::Zone) {
                    length = block[0];
                    values = block + 1;
                }
                for (int k = 0; k < length; ++k) {
                    lua_pushinteger(L, values[k]);
                    lua_rawseti(L, -2, k + 1);
                }
                for (auto k = static_cast<lua_Integer>(lua_rawlen(L, -1)); k > length; --k) {
                    lua_pushnil(L);
                    lua_rawseti(L, -2, k);
                }
                if (nested)
                    lua_pop(L, 1);
            }
            lua_pop(L, 2);
        }
        if (!d.counters.empty()) {
            lua_getfield(L, s, "count");
            if (!lua_istable(L, -1)) {
                lua_pop(L, 1);
                lua_newtable(L);
                lua_pushvalue(L, -1);
                lua_setfield(L, s, "count");
            }
            const int players = w->game->numPlayers();
            for (std::size_t c = 0; c < d.counters.size(); ++c) {
                lua_rawgeti(L, LUA_REGISTRYINDEX, w->in->counterNameRef_[c]);
                if (lua_rawget(L, -2) != LUA_TTABLE) {
                    lua_pop(L, 1);
                    lua_createtable(L, players, 0);
                    lua_rawgeti(L, LUA_REGISTRYINDEX, w->in->counterNameRef_[c]);
                    lua_pushvalue(L, -2);
                    lua_rawset(L, -4);
                }
                for (int seat = 0; seat < players; ++seat) {
                    lua_pushinteger(
                        L, cells[layout.countersOffset + static_cast<int>(c) * players + seat]);
                    lua_rawseti(L, -2, seat + 1);
                }
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        }
        return 0;
    };
    lua_State* L = this->L();
    BindWork w{this, &state, &state.scriptGame()};
    lua_pushcfunction(L, work);
    lua_pushlightuserdata(L, &w);
    if (lua_pcall(L, 1, 0, 0) != LUA_OK) {
        lua_pop(L, 1);
        throw ScriptError(program_->fileName + ": no memory to copy a state into the script");
    }
    tableVersion_ = state.version();
}

void Interpreter::bind(const ScriptState& state) {
    if (tableGame_ != state.scriptGame().serial()) {
        flushDirty();
        switchGame(state.scriptGame());
    }
    if (tableVersion_ != state.version() || tableVersion_ == 0) {
        flushDirty();
        load(state);
    }
}

void Interpreter::flushDirty() {
    ScriptState* owner = dirtyOwner_;
    if (!owner)
        return;
    dirtyOwner_ = nullptr;
    owner->dirtyIn().store(nullptr, std::memory_order_release);
    readTable(*owner, owner->cells());
}

void Interpreter::markChanged(ScriptState& state) {
    state.setVersion(freshVersion());
    tableVersion_ = state.version();
    dirtyOwner_ = &state;
    state.dirtyIn().store(this, std::memory_order_release);
}

void Interpreter::forget(const ScriptState& state) {
    if (dirtyOwner_ == &state) {
        dirtyOwner_ = nullptr;
        tableVersion_ = 0;
    }
}

namespace {

// "s.board[3]" for the integer at `index` of a state laid out as `layout`.
std::string cellName(const ScriptDeclaration& d, const StateLayout& layout, int players,
                     int index) {
    if (index >= layout.countersOffset) {
        const int c = (index - layout.countersOffset) / players;
        return "s.count." + d.counters[static_cast<std::size_t>(c)].id + "[" +
               std::to_string((index - layout.countersOffset) % players + 1) + "]";
    }
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSlot& slot = layout.fields[i];
        const int end = slot.offset + slot.instances * slot.stride;
        if (index < slot.offset || index >= end)
            continue;
        const FieldSpec& f = d.fields[i];
        std::string name = "s." + f.name;
        const int within = index - slot.offset;
        if (f.shape == FieldShape::Scalar)
            return f.perSeat ? name + "[" + std::to_string(within + 1) + "]" : name;
        if (f.perSeat)
            name += "[" + std::to_string(within / slot.stride + 1) + "]";
        const int k = within % slot.stride;
        if (f.shape == FieldShape::Zone)
            return k == 0 ? "#" + name : name + "[" + std::to_string(k) + "]";
        return name + "[" + std::to_string(k + 1) + "]";
    }
    return "a state cell";
}

} // namespace

void Interpreter::readTable(const ScriptState& state, std::vector<std::int32_t>& cells) {
    lua_State* L = this->L();
    const int top = lua_gettop(L);
    const ScriptDeclaration& d = declaration();
    const StateLayout& layout = state.scriptGame().layout();
    const int players = state.scriptGame().numPlayers();
    const auto fail = [&](const std::string& what) {
        lua_settop(L, top);
        throw ScriptError(program_->fileName + ": " + what);
    };
    const auto integer = [&](int at, int cell) -> std::int32_t {
        int isInteger = 0;
        const lua_Integer v = lua_tointegerx(L, at, &isInteger);
        if (lua_type(L, at) != LUA_TNUMBER || !isInteger)
            fail(cellName(d, layout, players, cell) + " holds " +
                 (lua_isnil(L, at) ? std::string("nil")
                                   : std::string(luaL_typename(L, at)) + " " +
                                         (lua_tostring(L, at) ? lua_tostring(L, at) : "")) +
                 "; a state field holds integers");
        if (v < INT32_MIN || v > INT32_MAX)
            fail(cellName(d, layout, players, cell) + " holds " + std::to_string(v) +
                 ", beyond what a state field holds (32 bits)");
        return static_cast<std::int32_t>(v);
    };
    lua_rawgeti(L, LUA_REGISTRYINDEX, stateRef_);
    const int s = lua_gettop(L);
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSpec& f = d.fields[i];
        const FieldSlot& slot = layout.fields[i];
        lua_rawgeti(L, LUA_REGISTRYINDEX, fieldNameRef_[i]);
        lua_rawget(L, s);
        if (f.shape == FieldShape::Scalar && !f.perSeat) {
            cells[static_cast<std::size_t>(slot.offset)] = integer(-1, slot.offset);
            lua_pop(L, 1);
            continue;
        }
        if (!lua_istable(L, -1))
            fail("s." + f.name + " is no longer a table but " + luaL_typename(L, -1));
        for (int instance = 0; instance < slot.instances; ++instance) {
            const int base = slot.offset + instance * slot.stride;
            if (f.shape == FieldShape::Scalar) {
                lua_rawgeti(L, -1, instance + 1);
                cells[static_cast<std::size_t>(base)] = integer(-1, base);
                lua_pop(L, 1);
                continue;
            }
            const bool nested = f.perSeat;
            if (nested) {
                lua_rawgeti(L, -1, instance + 1);
                if (!lua_istable(L, -1))
                    fail("s." + f.name + "[" + std::to_string(instance + 1) +
                         "] is no longer a table");
            }
            int length = slot.length;
            int first = base;
            if (f.shape == FieldShape::Zone) {
                length = static_cast<int>(lua_rawlen(L, -1));
                if (length > slot.length)
                    fail("s." + f.name + (nested ? "[" + std::to_string(instance + 1) + "]" : "") +
                         " holds " + std::to_string(length) + " cards, over its capacity " +
                         std::to_string(slot.length));
                cells[static_cast<std::size_t>(base)] = length;
                first = base + 1;
            }
            for (int k = 0; k < length; ++k) {
                lua_rawgeti(L, -1, k + 1);
                cells[static_cast<std::size_t>(first + k)] = integer(-1, first + k);
                lua_pop(L, 1);
            }
            for (int k = length; f.shape == FieldShape::Zone && k < slot.length; ++k)
                cells[static_cast<std::size_t>(first + k)] = 0;
            if (nested)
                lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    if (!d.counters.empty()) {
        lua_getfield(L, s, "count");
        if (!lua_istable(L, -1))
            fail("s.count is no longer a table");
        for (std::size_t c = 0; c < d.counters.size(); ++c) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, counterNameRef_[c]);
            if (lua_rawget(L, -2) != LUA_TTABLE)
                fail("s.count." + d.counters[c].id + " is no longer a table");
            for (int seat = 0; seat < players; ++seat) {
                const int cell = layout.countersOffset + static_cast<int>(c) * players + seat;
                lua_rawgeti(L, -1, seat + 1);
                cells[static_cast<std::size_t>(cell)] = integer(-1, cell);
                lua_pop(L, 1);
            }
            lua_pop(L, 1);
        }
    }
    lua_settop(L, top);
}

std::string Interpreter::tableDiffers(const ScriptState& state) {
    thread_local std::vector<std::int32_t> scratch;
    scratch.assign(state.cells().size(), 0);
    readTable(state, scratch);
    for (std::size_t i = 0; i < scratch.size(); ++i)
        if (scratch[i] != state.cells()[i])
            return cellName(declaration(), state.scriptGame().layout(),
                            state.scriptGame().numPlayers(), static_cast<int>(i)) +
                   " changed from " + std::to_string(state.cells()[i]) + " to " +
                   std::to_string(scratch[i]);
    return {};
}

void Interpreter::pushCall(Function f) {
    lua_State* L = this->L();
    lua_rawgeti(L, LUA_REGISTRYINDEX, functionRef_[f]);
    lua_rawgeti(L, LUA_REGISTRYINDEX, stateRef_);
    if (f == kLegal)
        lua_rawgeti(L, LUA_REGISTRYINDEX, addRef_);
    else if (f == kChance)
        lua_rawgeti(L, LUA_REGISTRYINDEX, addChanceRef_);
}

void Interpreter::pushDecision(const Decision& d) {
    lua_State* L = this->L();
    lua_rawgeti(L, LUA_REGISTRYINDEX, kindRef_[d.kind]);
    lua_pushinteger(L, d.a);
    lua_pushinteger(L, d.b);
    lua_pushinteger(L, d.c);
}

void Interpreter::call(int args, int results, const std::function<std::string()>& context) {
    lua_State* L = this->L();
    int status;
    {
        CallGuard guard(L);
        status = lua_pcall(L, args, results, 0);
    }
    if (status == LUA_OK)
        return;
    std::string message;
    if (status == LUA_ERRMEM)
        message = program_->fileName + ": the script used more than its " +
                  std::to_string(program_->memoryCap >> 20) + " MiB of memory";
    else if (const char* text = lua_tostring(L, -1))
        message = text;
    else
        message = program_->fileName + ": an error whose value is a " + luaL_typename(L, -1);
    lua_pop(L, 1);
    throw ScriptError(message + " (" + context() + ")");
}

Decision Interpreter::decisionAt(int at, const char* what) {
    Decision d;
    int bad = 0;
    const DecisionProblem p = parseDecision(L(), at, *this, d, bad);
    if (p == kDecisionOk)
        return d;
    std::string message = program_->fileName + ": " + what + " returned ";
    if (p == kNoKindName)
        message += "no decision (its first value is a " + std::string(luaL_typename(L(), at)) +
                   ", not a kind's name)";
    else if (p == kUnknownKind)
        message += "'" + std::string(lua_tostring(L(), at)) + "', not a kind of game.decisions";
    else if (p == kArgumentUndeclared)
        message += "a '" + std::string(lua_tostring(L(), at)) + "' decision with argument " +
                   std::to_string(bad) + ", which its kind does not declare";
    else
        message += "a decision whose argument " + std::to_string(bad) +
                   (p == kArgumentNotInteger ? " is not an integer" : " is outside -32768..32767");
    throw ScriptError(message);
}

long long Interpreter::scalar(int field) const {
    lua_State* L = this->L();
    lua_rawgeti(L, LUA_REGISTRYINDEX, stateRef_);
    lua_rawgeti(L, LUA_REGISTRYINDEX, fieldNameRef_[static_cast<std::size_t>(field)]);
    lua_rawget(L, -2);
    const lua_Integer v = lua_tointeger(L, -1);
    lua_pop(L, 2);
    return v;
}

} // namespace pb::script
