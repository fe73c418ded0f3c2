#include "script/script_declaration.h"

#include "engine/outcome.h"
#include "script/declaration_reader.h"
#include "script/script_cards.h"
#include "script/script_error.h"

#include <algorithm>
#include <cctype>
#include <lua5.4/lua.hpp>
#include <set>

namespace pb::script {

const char* functionName(Function f) {
    static const char* const names[kFunctionCount] = {
        "setup",       "actor",  "legal",    "chance", "apply",    "outcome",   "turns",
        "why_illegal", "sample", "evaluate", "text",   "resample", "invariant", "check_params"};
    return names[f];
}

int ScriptDeclaration::fieldIndex(const std::string& name) const {
    for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i].name == name)
            return static_cast<int>(i);
    return -1;
}

namespace {

using Reader = DeclarationReader;

bool isIdentifier(const std::string& name, bool dashes) {
    if (name.empty() || name.size() > 40)
        return false;
    for (char c : name)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || (dashes && c == '-')))
            return false;
    return !std::isdigit(static_cast<unsigned char>(name[0]));
}

ParameterSpec readParameter(const Reader& r) {
    r.allowOnly({"name", "type", "default", "min", "max", "options", "description"});
    const std::string name = r.text("name");
    if (!isIdentifier(name, false))
        r.fail("name", "'" + name + "' is not a name (letters, digits and _)");
    const std::string type = r.text("type");
    // Optional: the workbench warns of a parameter nobody explained.
    const std::string description = r.text("description", false);
    if (type == "int") {
        const auto def = r.integer("default");
        const auto min = r.integer("min");
        const auto max = r.integer("max");
        if (!def || !min || !max)
            r.fail("", "an int parameter needs default, min and max");
        if (*min > *max)
            r.fail("max", std::to_string(*max) + " is below min " + std::to_string(*min));
        if (*def < *min || *def > *max)
            r.fail("default", std::to_string(*def) + " is outside " + std::to_string(*min) + ".." +
                                  std::to_string(*max));
        return ParameterSpec::integer(name, *def, *min, *max, description);
    }
    if (type == "bool") {
        if (r.type("default") != LUA_TBOOLEAN)
            r.fail("default", "a bool parameter's default is true or false");
        return ParameterSpec::boolean(name, r.boolean("default", false), description);
    }
    if (type == "choice") {
        std::vector<std::string> options;
        r.list("options", true, [&](const Reader& o) {
            if (lua_type(o.luaState(), -1) != LUA_TSTRING)
                o.fail("", "an option is a string");
            options.push_back(lua_tostring(o.luaState(), -1));
        });
        const std::string def = r.text("default");
        if (options.empty())
            r.fail("options", "a choice needs at least one option");
        if (std::find(options.begin(), options.end(), def) == options.end())
            r.fail("default", "'" + def + "' is not one of the options");
        return ParameterSpec::choice(name, def, options, description);
    }
    r.fail("type", "'" + type + "' is not int, bool or choice");
}

FieldSpec readField(const Reader& r, const ScriptDeclaration& d) {
    r.allowOnly(
        {"name", "init", "min", "max", "size", "grid", "zone", "per_seat", "hidden", "editable"});
    FieldSpec f;
    f.name = r.text("name");
    if (!isIdentifier(f.name, false) || f.name == "count")
        r.fail("name", "'" + f.name + "' is not a field name (letters, digits and _; not 'count')");
    f.init = r.integer("init").value_or(0);
    f.min = r.integer("min");
    f.max = r.integer("max");
    if (f.min && f.max && *f.min > *f.max)
        r.fail("max", "is below min");
    f.perSeat = r.boolean("per_seat", false);
    const int shapes = int(r.has("size")) + int(r.has("grid")) + int(r.has("zone"));
    if (shapes > 1)
        r.fail("", "a field is one of: a number, size = N, grid = { W, H } or zone = N");
    if (r.has("size")) {
        f.shape = FieldShape::Array;
        f.size = r.size("size", d);
    } else if (r.has("zone")) {
        f.shape = FieldShape::Zone;
        f.size = r.size("zone", d);
    } else if (r.has("grid")) {
        f.shape = FieldShape::Grid;
        if (f.perSeat)
            r.fail("per_seat", "a grid is one per game");
        lua_State* L = r.luaState();
        lua_getfield(L, -1, "grid");
        if (!lua_istable(L, -1) || lua_rawlen(L, -1) != 2) {
            lua_pop(L, 1);
            r.fail("grid", "must be { W, H }");
        }
        // Read { W, H } as the keys 1 and 2 of a table.
        lua_newtable(L);
        lua_rawgeti(L, -2, 1);
        lua_setfield(L, -2, "w");
        lua_rawgeti(L, -2, 2);
        lua_setfield(L, -2, "h");
        Reader grid(L, "", r.path() + ".grid");
        try {
            f.size = grid.size("w", d);
            f.height = grid.size("h", d);
        } catch (const ScriptError&) {
            lua_pop(L, 2);
            r.fail("grid", "W and H are numbers, int parameters' names or functions(params)");
        }
        lua_pop(L, 2);
    }
    const std::string hidden = r.text("hidden", false, "none");
    if (hidden == "all")
        f.hidden = Hidden::All;
    else if (hidden == "others")
        f.hidden = Hidden::Others;
    else if (hidden != "none")
        r.fail("hidden", "'" + hidden + "' is not all, others or none");
    if (f.hidden == Hidden::Others && !f.perSeat)
        r.fail("hidden", "'others' hides each seat's own value: it needs per_seat = true");
    f.editable = r.boolean("editable", false);
    if (f.editable && f.shape != FieldShape::Grid)
        r.fail("editable", "only a grid is given by a design's set-up");
    if (f.editable && (!f.min || !f.max))
        r.fail("editable", "an editable grid declares min and max, the values an editor offers");
    if (f.editable && f.hidden != Hidden::None)
        r.fail("editable", "a hidden grid cannot be given by a design's set-up");
    return f;
}

DecisionSpec readDecision(const Reader& r) {
    r.allowOnly({"name", "args"});
    DecisionSpec k;
    k.name = r.text("name");
    if (!isIdentifier(k.name, true))
        r.fail("name", "'" + k.name + "' is not a name");
    r.list("args", false, [&](const Reader& a) {
        if (lua_type(a.luaState(), -1) != LUA_TSTRING)
            a.fail("", "an argument is named by a string");
        const std::string arg = lua_tostring(a.luaState(), -1);
        if (!isIdentifier(arg, false) || arg == "kind")
            a.fail("", "'" + arg + "' is not an argument name");
        k.args.push_back(arg);
    });
    if (k.args.size() > 3)
        r.fail("args", "a decision takes at most three arguments");
    return k;
}

CounterSpec readCounter(const Reader& r) {
    r.allowOnly({"name", "description", "distribution"});
    CounterSpec c;
    c.id = r.text("name");
    // Dots as the built-in rulesets' ids have them ("permeate.adj1"): a
    // script's rule-usage report then reads as theirs.
    std::string plain = c.id;
    std::replace(plain.begin(), plain.end(), '.', '_');
    if (!isIdentifier(plain, true) || c.id.back() == '.')
        r.fail("name", "'" + c.id + "' is not a counter name (letters, digits, _, - and .)");
    c.description = r.text("description");
    c.distribution = r.boolean("distribution", false);
    return c;
}

decks::AttributeSpec readAttribute(const Reader& r, CardsSpec& cards) {
    r.allowOnly({"name", "values", "type", "min", "max"});
    decks::AttributeSpec a;
    a.name = r.text("name");
    if (!isIdentifier(a.name, false) || a.name == "name" || a.name == "count")
        r.fail("name", "'" + a.name +
                           "' is not an attribute name (letters, digits and _; not "
                           "'name' or 'count', which every card has)");
    a.noun = "a value of " + a.name;
    const std::string type = r.text("type", false, r.has("values") ? "string" : "int");
    if (type == "int") {
        if (r.has("values"))
            r.fail("values", "an int attribute takes min and max, not values");
        const auto min = r.integer("min");
        const auto max = r.integer("max");
        if (!min || !max)
            r.fail("", "an int attribute needs min and max");
        if (*min > *max)
            r.fail("max", std::to_string(*max) + " is below min " + std::to_string(*min));
        if (*max - *min >= 1000)
            r.fail("max", "an attribute takes at most 1000 values");
        for (int v = *min; v <= *max; ++v)
            a.values.push_back(std::to_string(v));
        cards.integer.push_back(true);
    } else if (type == "string") {
        if (r.has("min") || r.has("max"))
            r.fail(r.has("min") ? "min" : "max", "a string attribute lists its values");
        r.list("values", true, [&](const Reader& v) {
            if (lua_type(v.luaState(), -1) != LUA_TSTRING)
                v.fail("", "a value is a string");
            const std::string value = lua_tostring(v.luaState(), -1);
            if (value.empty() || decks::DeckSchema::allows(a, value))
                v.fail("",
                       value.empty() ? "a value is not empty" : "'" + value + "' is listed twice");
            a.values.push_back(value);
        });
        if (a.values.empty())
            r.fail("values", "an attribute takes at least one value");
        cards.integer.push_back(false);
    } else {
        r.fail("type", "'" + type + "' is not int or string");
    }
    return a;
}

// `game.cards`: the attributes, then the default deck (a list checked now, a
// function checked per game by the ruleset).
CardsSpec readCards(const Reader& r, const std::string& fileName) {
    r.allowOnly({"attributes", "deck"});
    CardsSpec cards;
    cards.declared = true;
    r.list("attributes", true, [&](const Reader& a) {
        cards.schema.attributes.push_back(readAttribute(a, cards));
        for (std::size_t i = 0; i + 1 < cards.schema.attributes.size(); ++i)
            if (cards.schema.attributes[i].name == cards.schema.attributes.back().name)
                a.fail("name", "'" + cards.schema.attributes.back().name + "' is declared twice");
    });
    if (cards.schema.attributes.empty())
        r.fail("attributes", "a card has at least one attribute");
    const int deckType = r.type("deck");
    if (deckType == LUA_TFUNCTION) {
        cards.deckFunction = true;
    } else if (deckType == LUA_TTABLE) {
        lua_State* L = r.luaState();
        lua_getfield(L, -1, "deck");
        cards.deck = readCardList(L, cards, fileName, r.path() + ".deck");
        lua_pop(L, 1);
    } else {
        r.fail("deck", "must be a list of cards or a function(params, players) returning one");
    }
    return cards;
}

int scalarFieldNamed(const Reader& r, const ScriptDeclaration& d, const char* key) {
    if (!r.has(key) || r.type(key) == LUA_TFUNCTION)
        return -1;
    const std::string name = r.text(key);
    const int index = d.fieldIndex(name);
    if (index < 0 || d.fields[static_cast<std::size_t>(index)].shape != FieldShape::Scalar ||
        d.fields[static_cast<std::size_t>(index)].perSeat)
        r.fail(key, "'" + name + "' is not a scalar field of game.state");
    return index;
}

} // namespace

ScriptDeclaration readDeclaration(lua_State* L, const std::string& fileName) {
    ScriptDeclaration d;
    lua_getglobal(L, "game");
    if (!lua_istable(L, -1)) {
        lua_pop(L, 1);
        throw ScriptError(fileName + ": the script sets no global table 'game' (the declaration, "
                                     "docs/scripting.md)");
    }
    const Reader r(L, fileName, "game");
    r.allowOnly({"id", "name", "players", "cooperative", "params", "state", "decisions", "counters",
                 "actor", "turns", "view", "cards"});
    d.id = r.text("id");
    if (!isIdentifier(d.id, true))
        r.fail("id", "'" + d.id + "' is not an id (letters, digits, - and _)");
    d.name = r.text("name");
    lua_getfield(L, -1, "players");
    if (lua_isinteger(L, -1)) {
        d.minPlayers = d.maxPlayers = static_cast<int>(lua_tointeger(L, -1));
    } else if (lua_istable(L, -1) && lua_rawlen(L, -1) == 2) {
        lua_rawgeti(L, -1, 1);
        lua_rawgeti(L, -2, 2);
        d.minPlayers = static_cast<int>(lua_tointeger(L, -2));
        d.maxPlayers = static_cast<int>(lua_tointeger(L, -1));
        lua_pop(L, 2);
    } else {
        lua_pop(L, 1);
        r.fail("players", "must be a number or { min, max }");
    }
    lua_pop(L, 1);
    if (d.minPlayers < 1 || d.maxPlayers > kMaxSeats || d.minPlayers > d.maxPlayers)
        r.fail("players", "must run from 1 to " + std::to_string(kMaxSeats) + " players");
    d.cooperative = r.boolean("cooperative", false);
    r.list("params", false, [&](const Reader& p) {
        d.params.push_back(readParameter(p));
        for (std::size_t i = 0; i + 1 < d.params.size(); ++i)
            if (d.params[i].name == d.params.back().name)
                p.fail("name", "'" + d.params.back().name + "' is declared twice");
    });
    r.list("state", true, [&](const Reader& f) {
        d.fields.push_back(readField(f, d));
        if (d.fieldIndex(d.fields.back().name) != static_cast<int>(d.fields.size()) - 1)
            f.fail("name", "'" + d.fields.back().name + "' is declared twice");
    });
    r.list("decisions", true, [&](const Reader& k) {
        d.decisions.push_back(readDecision(k));
        for (std::size_t i = 0; i + 1 < d.decisions.size(); ++i)
            if (d.decisions[i].name == d.decisions.back().name)
                k.fail("name", "'" + d.decisions.back().name + "' is declared twice");
    });
    if (d.decisions.empty())
        r.fail("decisions", "declares no decision kind");
    r.list("counters", false, [&](const Reader& c) {
        d.counters.push_back(readCounter(c));
        for (std::size_t i = 0; i + 1 < d.counters.size(); ++i)
            if (d.counters[i].id == d.counters.back().id)
                c.fail("name", "'" + d.counters.back().id + "' is declared twice");
    });
    if (r.has("cards")) {
        lua_getfield(L, -1, "cards");
        if (!lua_istable(L, -1)) {
            lua_pop(L, 1);
            r.fail("cards", "must be a table { attributes = {...}, deck = ... }");
        }
        d.cards = readCards(Reader(L, fileName, "game.cards"), fileName);
        lua_pop(L, 1);
    }
    d.actorField = scalarFieldNamed(r, d, "actor");
    d.turnsField = scalarFieldNamed(r, d, "turns");
    r.table("view", [&](const Reader& v) { d.view = readView(v, d); });
    lua_pop(L, 1);

    for (int f = 0; f < kFunctionCount; ++f) {
        lua_getglobal(L, functionName(static_cast<Function>(f)));
        const int t = lua_type(L, -1);
        lua_pop(L, 1);
        if (t != LUA_TNIL && t != LUA_TFUNCTION)
            throw ScriptError(fileName + ": the global '" + functionName(static_cast<Function>(f)) +
                              "' is a rule function's name but holds a " + lua_typename(L, t));
        d.defines[f] = t == LUA_TFUNCTION;
    }
    for (Function f : {kSetup, kLegal, kApply, kOutcome})
        if (!d.defines[f])
            throw ScriptError(fileName + ": the script defines no function " + functionName(f) +
                              " (every script defines setup, legal, apply and outcome)");
    if (d.actorField < 0 && !d.defines[kActor])
        throw ScriptError(fileName + ": the script defines no function actor and game.actor "
                                     "names no field");
    if (d.turnsField < 0 && !d.defines[kTurns])
        throw ScriptError(fileName + ": the script defines no function turns and game.turns "
                                     "names no field");
    for (const FieldSpec& f : d.fields)
        if (f.hidden != Hidden::None && f.shape != FieldShape::Zone && !d.defines[kResample])
            throw ScriptError(fileName + ": field '" + f.name +
                              "' is hidden but not a zone: Playbench cannot redraw it for "
                              "search, so the script must define resample");
    return d;
}

} // namespace pb::script
