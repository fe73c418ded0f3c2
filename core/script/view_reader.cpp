// Reads `game.view`, the board a script describes (docs/scripting.md, "The
// board"), and checks every name in it against the declaration.

#include "script/declaration_reader.h"
#include "script/view_spec.h"

#include <initializer_list>

namespace pb::script {

namespace {

using Reader = DeclarationReader;

const FieldSpec& fieldNamed(const Reader& r, const ScriptDeclaration& d, const char* key,
                            int& index) {
    const std::string name = r.text(key);
    index = d.fieldIndex(name);
    if (index < 0)
        r.fail(key, "no state field '" + name + "'");
    return d.fields[static_cast<std::size_t>(index)];
}

std::vector<std::string> strings(const Reader& r, const char* key) {
    std::vector<std::string> out;
    r.list(key, false, [&](const Reader& s) {
        if (lua_type(s.luaState(), -1) != LUA_TSTRING)
            s.fail("", "must be a string");
        out.push_back(lua_tostring(s.luaState(), -1));
    });
    return out;
}

// `click = { decision = "drop", args = { "col" } }`; `properties` are what a
// target of this element has.
ClickSpec readClick(const Reader& r, const ScriptDeclaration& d,
                    std::initializer_list<const char*> properties) {
    ClickSpec click;
    r.table("click", [&](const Reader& c) {
        c.allowOnly({"decision", "args"});
        const std::string name = c.text("decision");
        for (std::size_t k = 0; k < d.decisions.size(); ++k)
            if (d.decisions[k].name == name)
                click.decision = static_cast<int>(k);
        if (click.decision < 0)
            c.fail("decision", "no decision '" + name + "' in game.decisions");
        const DecisionSpec& kind = d.decisions[static_cast<std::size_t>(click.decision)];
        c.list("args", false, [&](const Reader& a) {
            lua_State* L = a.luaState();
            ClickArg arg;
            if (lua_isinteger(L, -1)) {
                arg.constant = static_cast<int>(lua_tointeger(L, -1));
            } else if (lua_type(L, -1) == LUA_TSTRING) {
                arg.property = lua_tostring(L, -1);
                bool known = false;
                std::string list;
                for (const char* p : properties) {
                    known = known || arg.property == p;
                    list += (list.empty() ? "" : ", ") + std::string(p);
                }
                if (!known)
                    a.fail("", "'" + arg.property + "' is not a property of this target (" +
                                   (list.empty() ? "it has none: give numbers" : "it has " + list) +
                                   ")");
            } else {
                a.fail("", "an argument is a target's property (a string) or a number");
            }
            click.args.push_back(arg);
        });
        if (click.args.size() > kind.args.size())
            c.fail("args", "decision '" + name + "' takes " + std::to_string(kind.args.size()) +
                               " arguments, not " + std::to_string(click.args.size()));
    });
    return click;
}

GridView readGrid(const Reader& r, const ScriptDeclaration& d) {
    r.allowOnly({"field", "shape", "show", "labels", "origin", "highlight", "label", "click"});
    GridView g;
    const FieldSpec& f = fieldNamed(r, d, "field", g.field);
    if (f.shape != FieldShape::Grid)
        r.fail("field", "'" + f.name + "' is not a grid field (grid = { W, H })");
    const std::string shape = r.text("shape", false, "square");
    if (shape == "hex")
        g.shape = GridShape::Hex;
    else if (shape != "square")
        r.fail("shape", "'" + shape + "' is not square or hex");
    const std::string show = r.text("show", false, "pieces");
    if (show == "numbers")
        g.show = CellShow::Numbers;
    else if (show != "pieces")
        r.fail("show", "'" + show + "' is not pieces or numbers");
    g.labels = strings(r, "labels");
    const std::string origin = r.text("origin", false, "top");
    if (origin == "bottom")
        g.originBottom = true;
    else if (origin != "top")
        r.fail("origin", "'" + origin + "' is not top or bottom");
    if (r.has("highlight")) {
        const FieldSpec& h = fieldNamed(r, d, "highlight", g.highlight);
        const bool scalar = h.shape == FieldShape::Scalar && !h.perSeat;
        const bool sameGrid = h.shape == FieldShape::Grid && h.size.value == f.size.value &&
                              h.size.param == f.size.param && h.height.value == f.height.value &&
                              h.height.param == f.height.param;
        if (!scalar && !sameGrid)
            r.fail("highlight", "'" + h.name +
                                    "' is neither a scalar field (a cell's number) nor a grid "
                                    "field of the same size");
    }
    g.label = r.text("label", false);
    g.click = readClick(r, d, {"col", "row", "cell"});
    return g;
}

TrackView readTrack(const Reader& r, const ScriptDeclaration& d) {
    r.allowOnly({"length", "positions", "links", "columns", "label", "click"});
    TrackView t;
    t.length = r.size("length", d);
    if (t.length.function)
        r.fail("length", "must be a number or an int parameter's name");
    const FieldSpec& p = fieldNamed(r, d, "positions", t.positions);
    if (p.shape != FieldShape::Scalar || !p.perSeat)
        r.fail("positions", "'" + p.name + "' is not a per-seat number (per_seat = true)");
    if (r.type("links") == LUA_TSTRING) {
        const FieldSpec& l = fieldNamed(r, d, "links", t.linksField);
        if (l.shape != FieldShape::Array || l.perSeat)
            r.fail("links", "'" + l.name + "' is not an array field (size = N)");
    } else {
        r.list("links", false, [&](const Reader& link) {
            lua_State* L = link.luaState();
            if (!lua_istable(L, -1) || lua_rawlen(L, -1) != 2)
                link.fail("", "a link is { from, to }");
            lua_rawgeti(L, -1, 1);
            lua_rawgeti(L, -2, 2);
            const bool numbers = lua_isinteger(L, -2) && lua_isinteger(L, -1);
            const auto from = static_cast<int>(lua_tointeger(L, -2));
            const auto to = static_cast<int>(lua_tointeger(L, -1));
            lua_pop(L, 2);
            if (!numbers || from < 1 || to < 1)
                link.fail("", "a link is { from, to }, two squares from 1");
            t.links.emplace_back(from, to);
        });
    }
    t.columns = r.integer("columns").value_or(10);
    if (t.columns < 1 || t.columns > 64)
        r.fail("columns", "must be from 1 to 64");
    t.label = r.text("label", false);
    t.click = readClick(r, d, {"square"});
    return t;
}

void mustBeTable(const Reader& r) {
    if (!lua_istable(r.luaState(), -1))
        r.fail("", "must be a table, { field = ... }");
}

ZoneView readZone(const Reader& r, const ScriptDeclaration& d, bool hand) {
    mustBeTable(r);
    r.allowOnly(hand ? std::initializer_list<const char*>{"field", "label", "click"}
                     : std::initializer_list<const char*>{"field", "label", "spread", "click"});
    ZoneView z;
    const FieldSpec& f = fieldNamed(r, d, "field", z.field);
    if (f.shape != FieldShape::Zone || (hand && !f.perSeat))
        r.fail("field", "'" + f.name + "' is not a " + (hand ? "per-seat zone" : "zone") +
                            (hand ? " (zone = N, per_seat = true)" : " (zone = N)"));
    z.label = r.text("label", false);
    z.spread = !hand && r.boolean("spread", false);
    if (hand)
        z.click = readClick(r, d, {"card", "index"});
    else
        z.click = readClick(r, d, {});
    return z;
}

ValueView readValue(const Reader& r, const ScriptDeclaration& d, bool perSeat) {
    mustBeTable(r);
    r.allowOnly({"field", "label"});
    ValueView v;
    const FieldSpec& f = fieldNamed(r, d, "field", v.field);
    const bool fits =
        perSeat ? f.perSeat && (f.shape == FieldShape::Scalar || f.shape == FieldShape::Zone)
                : !f.perSeat && f.shape == FieldShape::Scalar;
    if (!fits)
        r.fail("field", "'" + f.name + "' is not " +
                            (perSeat ? "a per-seat number or zone" : "a number of the whole game"));
    v.label = r.text("label", false, f.name);
    return v;
}

} // namespace

ViewSpec readView(const Reader& r, const ScriptDeclaration& d) {
    r.allowOnly({"grid", "track", "hands", "piles", "counters", "panel", "cards"});
    ViewSpec v;
    r.table("grid", [&](const Reader& g) { v.grid = readGrid(g, d); });
    r.table("track", [&](const Reader& t) { v.track = readTrack(t, d); });
    r.list("hands", false, [&](const Reader& z) { v.hands.push_back(readZone(z, d, true)); });
    r.list("piles", false, [&](const Reader& z) { v.piles.push_back(readZone(z, d, false)); });
    r.list("counters", false,
           [&](const Reader& c) { v.counters.push_back(readValue(c, d, false)); });
    r.list("panel", false, [&](const Reader& c) { v.panel.push_back(readValue(c, d, true)); });
    r.table("cards", [&](const Reader& c) {
        c.allowOnly({"suits", "ranks", "rank_labels"});
        v.cards.suits = strings(c, "suits");
        v.cards.rankLabels = strings(c, "rank_labels");
        if (!v.cards.suits.empty()) {
            v.cards.ranks = c.size("ranks", d);
            if (v.cards.ranks.function)
                c.fail("ranks", "must be a number or an int parameter's name");
        } else if (c.has("ranks")) {
            c.fail("ranks", "ranks count the cards of a suit: give suits too");
        }
    });
    if (v.hands.size() + v.piles.size() > 32)
        r.fail("", "at most 32 hands and piles");
    return v;
}

} // namespace pb::script
