#include "script/script_ruleset.h"

#include "engine/errors.h"
#include "engine/hasher.h"
#include "script/interpreter_pool.h"
#include "script/lua_json.h"
#include "script/lua_sandbox.h"
#include "script/script_cards.h"
#include "script/script_error.h"
#include "script/script_game.h"
#include "script/script_interpreter.h"
#include "script/script_state.h"

#include <atomic>
#include <cstdio>
#include <fstream>
#include <lua5.4/lua.hpp>
#include <sstream>

namespace pb::script {

std::string scriptHash(const std::string& text) {
    Hasher h;
    h.addText(text);
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h.value()));
    return hex;
}

namespace {

std::atomic<std::uint64_t> gameSerials{0};

// A size of the declaration for one game: a number, a parameter's value, or
// the script's function of the parameters, called on this thread's
// interpreter (`key` is size, zone or grid; `index` 1 or 2 within a grid).
int resolveSize(const SizeSpec& size, const ScriptRuleset& ruleset, int field, const char* key,
                int index, const nlohmann::json& params, int players) {
    const std::string where = ruleset.fileName() + ": game.state[" + std::to_string(field + 1) +
                              "]." + key + (index ? "[" + std::to_string(index) + "]" : "");
    int value = size.value;
    if (!size.param.empty())
        value = params.at(size.param).get<int>();
    if (size.function) {
        Interpreter& in = ruleset.interpreter();
        std::lock_guard lock(in.mutex());
        lua_State* L = in.L();
        lua_getglobal(L, "game");
        lua_getfield(L, -1, "state");
        lua_rawgeti(L, -1, field + 1);
        lua_getfield(L, -1, key);
        if (index)
            lua_rawgeti(L, -1, index);
        if (!lua_isfunction(L, -1)) {
            lua_settop(L, 0);
            throw ScriptError(where + " is no longer a function");
        }
        pushJson(L, params);
        lua_pushinteger(L, players);
        in.call(2, 1, [&] { return "in " + where.substr(ruleset.fileName().size() + 2); });
        int isInteger = 0;
        const lua_Integer v = lua_tointegerx(L, -1, &isInteger);
        lua_settop(L, 0);
        if (!isInteger)
            throw ScriptError(where + " returned no integer");
        value = static_cast<int>(std::clamp<lua_Integer>(v, -1, 1 << 20));
    }
    if (value < 1 || value > 4096)
        throw ScriptError(where + " is " + std::to_string(value) +
                          " for these parameters; a size runs from 1 to 4096");
    return value;
}

// The script's own check of a parameter combination (check_params), which
// refuses one the schema alone cannot, as the built-in rulesets' conflicts do.
void checkParams(const ScriptRuleset& ruleset, const nlohmann::json& params) {
    if (!ruleset.program().declaration.defines[kCheckParams])
        return;
    Interpreter& in = ruleset.interpreter();
    std::lock_guard lock(in.mutex());
    lua_State* L = in.L();
    lua_getglobal(L, "check_params");
    pushJson(L, params);
    in.call(1, 1, [] { return std::string("in check_params"); });
    const bool refused = lua_type(L, -1) == LUA_TSTRING;
    const std::string why = refused ? lua_tostring(L, -1) : "";
    const bool valid = lua_isnil(L, -1) || (refused && !why.empty());
    lua_pop(L, 1);
    if (!valid)
        throw ScriptError(ruleset.fileName() +
                          ": check_params returned neither nil nor a sentence");
    if (refused)
        throw InvalidInput(why);
}

StateLayout layoutFor(const ScriptRuleset& ruleset, const nlohmann::json& params, int players) {
    const ScriptDeclaration& d = ruleset.program().declaration;
    StateLayout layout;
    int offset = 0;
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSpec& f = d.fields[i];
        const int field = static_cast<int>(i);
        FieldSlot slot;
        slot.offset = offset;
        slot.instances = f.perSeat ? players : 1;
        switch (f.shape) {
        case FieldShape::Scalar:
            break;
        case FieldShape::Array:
            slot.length = resolveSize(f.size, ruleset, field, "size", 0, params, players);
            break;
        case FieldShape::Grid:
            slot.width = resolveSize(f.size, ruleset, field, "grid", 1, params, players);
            slot.length =
                slot.width * resolveSize(f.height, ruleset, field, "grid", 2, params, players);
            break;
        case FieldShape::Zone:
            slot.length = resolveSize(f.size, ruleset, field, "zone", 0, params, players);
            break;
        }
        slot.stride = f.shape == FieldShape::Zone ? slot.length + 1 : slot.length;
        offset += slot.instances * slot.stride;
        layout.fields.push_back(slot);
    }
    layout.countersOffset = offset;
    layout.size = offset + static_cast<int>(d.counters.size()) * players;
    if (layout.size > (1 << 20))
        throw ScriptError(ruleset.fileName() + ": a state of " + std::to_string(layout.size) +
                          " integers for these parameters; Playbench holds at most 1,048,576");
    return layout;
}

std::string baseName(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

ScriptGame::ScriptGame(std::shared_ptr<const ScriptRuleset> ruleset, nlohmann::json params,
                       int numPlayers, StateLayout layout)
    : Game(*ruleset, std::move(params), numPlayers), keep_(std::move(ruleset)),
      layout_(std::move(layout)), serial_(gameSerials.fetch_add(1) + 1) {}

const ScriptRuleset& ScriptGame::scriptRuleset() const {
    return static_cast<const ScriptRuleset&>(ruleset());
}

const decks::Deck& ScriptGame::defaultDeck() const {
    std::call_once(defaultDeckOnce_, [this] { defaultDeck_ = scriptRuleset().defaultDeck(*this); });
    return defaultDeck_;
}

std::unique_ptr<State> ScriptGame::newInitialState(std::uint64_t seed,
                                                   const nlohmann::json& setup) const {
    auto state = std::make_unique<ScriptState>(
        std::static_pointer_cast<const ScriptGame>(shared_from_this()));
    state->runSetup(seed, setup);
    return state;
}

ScriptRuleset::ScriptRuleset(std::shared_ptr<const ScriptProgram> program)
    : program_(std::move(program)), pool_(std::make_shared<InterpreterPool>(program_)),
      id_("script:" + program_->declaration.id), schema_(program_->declaration.params) {
    for (const DecisionSpec& k : program_->declaration.decisions)
        kinds_.push_back(k.name);
}

ScriptRuleset::~ScriptRuleset() = default;

std::shared_ptr<const ScriptRuleset>
ScriptRuleset::fromText(const std::string& fileName, std::string text, ScriptLimits limits) {
    auto program = std::make_shared<ScriptProgram>();
    program->fileName = fileName;
    program->hash = pb::script::scriptHash(text);
    program->text = std::move(text);
    program->memoryCap = limits.memoryCap;
    {
        LuaSandbox first(program->fileName, program->memoryCap);
        first.run(program->text);
        program->declaration = readDeclaration(first.L(), program->fileName);
    }
    std::shared_ptr<ScriptRuleset> ruleset(new ScriptRuleset(std::move(program)));
    // Sizes given as functions run now, so a broken one is named at load;
    // and so does a deck given as a function.
    const auto game = std::static_pointer_cast<const ScriptGame>(
        ruleset->makeGame(nlohmann::json::object(), ruleset->minPlayers()));
    if (ruleset->program_->declaration.cards.declared) {
        const ScriptRuleset* self = ruleset.get();
        ruleset->deckRules_ = std::make_unique<decks::DeckRuleset>(decks::DeckRuleset{
            ruleset->id_,
            ruleset->program_->declaration.cards.schema,
            {decks::DeckTemplate{"script", "The script's deck",
                                 "The deck " + ruleset->fileName() +
                                     " deals when a design gives none (game.cards.deck).",
                                 ruleset->defaultDeck(*game)}},
            [self](const Game& g) { return self->defaultDeck(static_cast<const ScriptGame&>(g)); },
            {}});
    }
    return ruleset;
}

std::shared_ptr<const ScriptRuleset> ScriptRuleset::fromFile(const std::string& path,
                                                             ScriptLimits limits) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw ScriptError(path + ": cannot read the script");
    std::ostringstream text;
    text << in.rdbuf();
    return fromText(baseName(path), text.str(), limits);
}

std::string_view ScriptRuleset::displayName() const {
    return program_->declaration.name;
}
int ScriptRuleset::minPlayers() const {
    return program_->declaration.minPlayers;
}
int ScriptRuleset::maxPlayers() const {
    return program_->declaration.maxPlayers;
}
bool ScriptRuleset::cooperative() const {
    return program_->declaration.cooperative;
}
const std::vector<CounterSpec>& ScriptRuleset::counters() const {
    return program_->declaration.counters;
}

Interpreter& ScriptRuleset::interpreter() const {
    return pool_->forThisThread();
}

decks::Deck ScriptRuleset::defaultDeck(const ScriptGame& game) const {
    const CardsSpec& cards = program_->declaration.cards;
    if (!cards.deckFunction)
        return cards.deck;
    Interpreter& in = interpreter();
    std::lock_guard lock(in.mutex());
    lua_State* L = in.L();
    lua_getglobal(L, "game");
    lua_getfield(L, -1, "cards");
    lua_getfield(L, -1, "deck");
    if (!lua_isfunction(L, -1)) {
        lua_settop(L, 0);
        throw ScriptError(fileName() + ": game.cards.deck is no longer a function");
    }
    pushJson(L, game.params());
    lua_pushinteger(L, game.numPlayers());
    in.call(2, 1, [] { return std::string("in game.cards.deck"); });
    decks::Deck deck = readCardList(L, cards, fileName(), "game.cards.deck(...)");
    lua_settop(L, 0);
    return deck;
}

std::shared_ptr<const Game> ScriptRuleset::makeGame(const nlohmann::json& params,
                                                    int numPlayers) const {
    checkPlayerCount(numPlayers);
    nlohmann::json resolved = schema_.resolve(params);
    checkParams(*this, resolved);
    StateLayout layout = layoutFor(*this, resolved, numPlayers);
    return std::make_shared<ScriptGame>(shared_from_this(), std::move(resolved), numPlayers,
                                        std::move(layout));
}

std::unique_ptr<State> ScriptRuleset::parseState(const nlohmann::json& json) const {
    const auto [params, players] = readStateEnvelope(json);
    if (const auto it = json.find("script"); it != json.end() && *it != program_->hash)
        throw InvalidInput("this state was played with another version of " + fileName() +
                           " (script " + it->dump() + "; this one is \"" + program_->hash + "\")");
    auto game = std::static_pointer_cast<const ScriptGame>(makeGame(params, players));
    auto state = std::make_unique<ScriptState>(game);
    state->readFields(json);
    return state;
}

} // namespace pb::script
