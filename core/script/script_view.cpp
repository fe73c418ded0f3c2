#include "script/script_view.h"

#include "script/script_ruleset.h"
#include "script/script_state.h"

#include <algorithm>
#include <map>
#include <string>

namespace pb::script {

using json = nlohmann::json;

namespace {

// A target is an element's code above its item's key.
constexpr int kKeyBits = 24;
constexpr int kKeyLimit = 1 << kKeyBits;
constexpr int kGridCode = 1;
constexpr int kTrackCode = 2;
constexpr int kFirstHandCode = 3;
constexpr int kFirstPileCode = kFirstHandCode + 32;
// A card of a hand: its seat above its value (cards are 16-bit, as arguments).
constexpr int kCardKeys = 1 << 16;

int target(int code, long long key) {
    return key < 0 || key >= kKeyLimit ? -1 : (code << kKeyBits) | static_cast<int>(key);
}

// What one state's view reads: the declaration, the layout and the integers.
struct Reading {
    const ScriptState& state;
    const ScriptDeclaration& declaration;
    const ViewSpec& view;
    const StateLayout& layout;
    const std::vector<std::int32_t>& values;
    int players;
    int viewer;

    const FieldSpec& spec(int field) const { return declaration.fields[std::size_t(field)]; }
    const FieldSlot& slot(int field) const { return layout.fields[std::size_t(field)]; }
    const std::int32_t* block(int field, int seat = 0) const {
        return values.data() + slot(field).offset + seat * slot(field).stride;
    }
    // Whether the viewer may see instance `seat` of `field` (-1: a field of the game).
    bool visible(int field, int seat) const {
        switch (spec(field).hidden) {
        case Hidden::None:
            return true;
        case Hidden::All:
            return viewer < 0;
        case Hidden::Others:
            return viewer < 0 || viewer == seat;
        }
        return true;
    }
    int size(const SizeSpec& s) const {
        if (!s.param.empty()) {
            const json& params = state.game().params();
            return params.contains(s.param) ? params.at(s.param).get<int>() : 0;
        }
        return s.value;
    }
};

Reading reading(const ScriptState& state, int viewer) {
    const ScriptDeclaration& d = state.scriptGame().scriptRuleset().program().declaration;
    return Reading{
        state, d, *d.view, state.scriptGame().layout(), state.values(), state.game().numPlayers(),
        viewer};
}

// A target's properties, by the names click mappings use.
using Properties = std::map<std::string, long long>;

// Keys are built only from the properties the mapping uses, so that every
// item it maps to one decision (a column's cells) shares one target.
long long gridKey(const ClickSpec& click, const Properties& p, int width) {
    if (click.uses("cell"))
        return p.at("cell");
    return (click.uses("row") ? p.at("row") : 0) * (width + 1) +
           (click.uses("col") ? p.at("col") : 0);
}

long long handKey(const ClickSpec& click, const Properties& p, int seat) {
    const long long value = click.uses("card") ? p.at("card") + kCardKeys / 2
                                               : (click.uses("index") ? p.at("index") : 0);
    return value < 0 || value >= kCardKeys ? -1 : seat * kCardKeys + value;
}

// The properties `decision` gives the targets of `click`, or false when it is
// not one of the decisions `click` maps to.
bool propertiesOf(const ClickSpec& click, const Decision& decision, Properties& out) {
    if (click.decision < 0 || decision.kind != click.decision)
        return false;
    const int args[3] = {decision.a, decision.b, decision.c};
    for (std::size_t k = 0; k < click.args.size(); ++k) {
        const ClickArg& a = click.args[k];
        if (a.property.empty()) {
            if (args[k] != a.constant)
                return false;
            continue;
        }
        const auto [at, added] = out.emplace(a.property, args[k]);
        if (!added && at->second != args[k])
            return false;
    }
    return true;
}

json cardJson(const Reading& r, int card, int target) {
    json c = {{"card", card}, {"target", target}, {"red", false}};
    const CardLook& look = r.view.cards;
    const int ranks = r.size(look.ranks);
    if (look.suits.empty() || ranks < 1 || card < 1 ||
        card > ranks * static_cast<int>(look.suits.size())) {
        c["text"] = std::to_string(card);
        c["suit"] = "";
        return c;
    }
    const int suit = (card - 1) / ranks;
    const int rank = (card - 1) % ranks; // from 0
    const int labels = static_cast<int>(look.rankLabels.size());
    const int shown = labels - ranks + rank; // fewer ranks take the highest labels
    const std::string& suitText = look.suits[std::size_t(suit)];
    c["text"] = shown >= 0 && shown < labels ? look.rankLabels[std::size_t(shown)]
                                             : std::to_string(rank + 1);
    c["suit"] = suitText;
    c["red"] = suitText == "♥" || suitText == "♦" || suitText == "♡" || suitText == "♢";
    return c;
}

json describeGrid(const Reading& r) {
    const GridView& g = *r.view.grid;
    const FieldSlot& slot = r.slot(g.field);
    const int width = slot.width;
    const int height = slot.length / slot.width;
    const bool shown = r.visible(g.field, -1);
    const std::int32_t* cells = r.block(g.field);
    json out = {{"shape", g.shape == GridShape::Hex ? "hex" : "square"},
                {"columns", width},
                {"rows", height},
                {"label", g.label},
                {"cells", json::array()}};
    for (int row = 1; row <= height; ++row) {
        for (int col = 1; col <= width; ++col) {
            const int cell = (row - 1) * width + col;
            const int value = shown ? cells[cell - 1] : 0;
            bool mark = false;
            if (g.highlight >= 0 && r.visible(g.highlight, -1)) {
                const FieldSpec& h = r.spec(g.highlight);
                const std::int32_t* marks = r.block(g.highlight);
                mark = h.shape == FieldShape::Scalar
                           ? marks[0] == cell
                           : r.slot(g.highlight).length == slot.length && marks[cell - 1] != 0;
            }
            std::string text;
            int seat = -1;
            if (g.show == CellShow::Numbers) {
                if (value != 0)
                    text = std::to_string(value);
            } else {
                if (value >= 1 && value <= r.players)
                    seat = value - 1;
                if (value >= 1 && value <= static_cast<int>(g.labels.size()))
                    text = g.labels[std::size_t(value - 1)];
                else if (value != 0 && seat < 0)
                    text = std::to_string(value);
            }
            const Properties p = {{"col", col}, {"row", row}, {"cell", cell}};
            out["cells"].push_back(
                {{"col", col},
                 {"row", row},
                 {"drawCol", col - 1},
                 {"drawRow", g.originBottom ? height - row : row - 1},
                 {"shift", g.shape == GridShape::Hex && (row - 1) % 2 == 1},
                 {"value", shown ? json(value) : json()},
                 {"text", shown ? text : "?"},
                 {"seat", seat},
                 {"mark", mark},
                 {"target",
                  g.click.decision < 0 ? -1 : target(kGridCode, gridKey(g.click, p, width))}});
        }
    }
    return out;
}

json describeTrack(const Reading& r) {
    const TrackView& t = *r.view.track;
    const int length = std::max(1, r.size(t.length));
    const int rows = (length + t.columns - 1) / t.columns;
    json out = {{"length", length},
                {"columns", std::min(length, t.columns)},
                {"rows", rows},
                {"label", t.label},
                {"squares", json::array()},
                {"links", json::array()},
                {"pieces", json::array()}};
    for (int square = 1; square <= length; ++square) {
        const int line = (square - 1) / t.columns;
        int col = (square - 1) % t.columns;
        if (line % 2 == 1)
            col = t.columns - 1 - col; // back and forth, as a snakes-and-ladders board
        out["squares"].push_back(
            {{"square", square},
             {"drawCol", col},
             {"drawRow", rows - 1 - line},
             {"target", t.click.decision < 0
                            ? -1
                            : target(kTrackCode, t.click.uses("square") ? square : 0)}});
    }
    if (t.linksField >= 0) {
        const std::int32_t* to = r.block(t.linksField);
        for (int from = 1; from <= std::min(length, r.slot(t.linksField).length); ++from)
            if (to[from - 1] >= 1 && to[from - 1] <= length && to[from - 1] != from)
                out["links"].push_back({{"from", from}, {"to", to[from - 1]}});
    } else {
        for (const auto& [from, to] : t.links)
            if (from <= length && to <= length)
                out["links"].push_back({{"from", from}, {"to", to}});
    }
    for (int seat = 0; seat < r.players; ++seat)
        if (r.visible(t.positions, seat))
            out["pieces"].push_back(
                {{"seat", seat}, {"square", std::clamp(r.block(t.positions, seat)[0], 0, length)}});
    return out;
}

json describeHand(const Reading& r, int index) {
    const ZoneView& z = r.view.hands[std::size_t(index)];
    json seats = json::array();
    for (int seat = 0; seat < r.players; ++seat) {
        const std::int32_t* zone = r.block(z.field, seat);
        const bool faceUp = r.visible(z.field, seat);
        json cards = json::array();
        for (int k = 0; faceUp && k < zone[0]; ++k) {
            const Properties p = {{"card", zone[1 + k]}, {"index", k + 1}};
            cards.push_back(cardJson(
                r, zone[1 + k],
                z.click.decision < 0 ? -1
                                     : target(kFirstHandCode + index, handKey(z.click, p, seat))));
        }
        seats.push_back(
            {{"seat", seat}, {"faceUp", faceUp}, {"count", zone[0]}, {"cards", std::move(cards)}});
    }
    return {{"label", z.label}, {"seats", std::move(seats)}};
}

void describePiles(const Reading& r, int index, json& out) {
    const ZoneView& z = r.view.piles[std::size_t(index)];
    const bool perSeat = r.spec(z.field).perSeat;
    for (int seat = perSeat ? 0 : -1; seat < (perSeat ? r.players : 0); ++seat) {
        const std::int32_t* zone = r.block(z.field, std::max(seat, 0));
        const bool faceUp = r.visible(z.field, seat);
        json cards = json::array();
        for (int k = z.spread ? 0 : zone[0] - 1; faceUp && k >= 0 && k < zone[0]; ++k)
            cards.push_back(cardJson(r, zone[1 + k], -1));
        out.push_back(
            {{"label", z.label},
             {"seat", seat},
             {"count", zone[0]},
             {"faceUp", faceUp},
             {"cards", std::move(cards)},
             {"target", z.click.decision < 0 ? -1 : target(kFirstPileCode + index, seat + 1)}});
    }
}

} // namespace

bool hasView(const ScriptState& state) {
    return state.scriptGame().scriptRuleset().program().declaration.view.has_value();
}

json describeView(const ScriptState& state, int viewerSeat) {
    if (!hasView(state))
        return nullptr;
    const Reading r = reading(state, viewerSeat);
    json out = json::object();
    if (r.view.grid)
        out["grid"] = describeGrid(r);
    if (r.view.track)
        out["track"] = describeTrack(r);
    out["hands"] = json::array();
    for (int i = 0; i < static_cast<int>(r.view.hands.size()); ++i)
        out["hands"].push_back(describeHand(r, i));
    out["piles"] = json::array();
    for (int i = 0; i < static_cast<int>(r.view.piles.size()); ++i)
        describePiles(r, i, out["piles"]);
    out["counters"] = json::array();
    for (const ValueView& v : r.view.counters)
        out["counters"].push_back(
            {{"label", v.label},
             {"value", r.visible(v.field, -1) ? json(r.block(v.field)[0]) : json("?")}});
    out["panel"] = json::array();
    for (int seat = 0; seat < r.players; ++seat) {
        json facts = json::array();
        for (const ValueView& v : r.view.panel) {
            const FieldSpec& f = r.spec(v.field);
            const std::int32_t value = r.block(v.field, seat)[0]; // a zone's first cell: its size
            const bool shown = f.shape == FieldShape::Zone || r.visible(v.field, seat);
            facts.push_back({{"label", v.label}, {"value", shown ? json(value) : json("?")}});
        }
        out["panel"].push_back({{"seat", seat}, {"facts", std::move(facts)}});
    }
    return out;
}

int viewTarget(const ScriptState& state, const Decision& decision) {
    if (!hasView(state))
        return -1;
    const Reading r = reading(state, -1);
    Properties p;
    if (r.view.grid && propertiesOf(r.view.grid->click, decision, p)) {
        const FieldSlot& slot = r.slot(r.view.grid->field);
        const int width = slot.width;
        const int height = slot.length / width;
        const auto in = [&](const char* name, int limit) {
            return !p.count(name) || (p.at(name) >= 1 && p.at(name) <= limit);
        };
        if (in("col", width) && in("row", height) && in("cell", slot.length))
            return target(kGridCode, gridKey(r.view.grid->click, p, width));
    }
    p.clear();
    if (r.view.track && propertiesOf(r.view.track->click, decision, p)) {
        if (!p.count("square"))
            return target(kTrackCode, 0);
        if (p.at("square") >= 1 && p.at("square") <= r.size(r.view.track->length))
            return target(kTrackCode, p.at("square"));
    }
    const int actor = state.currentActor();
    for (int i = 0; i < static_cast<int>(r.view.hands.size()); ++i) {
        p.clear();
        if (actor >= 0 && propertiesOf(r.view.hands[std::size_t(i)].click, decision, p))
            return target(kFirstHandCode + i,
                          handKey(r.view.hands[std::size_t(i)].click, p, actor));
    }
    for (int i = 0; i < static_cast<int>(r.view.piles.size()); ++i) {
        p.clear();
        const ZoneView& z = r.view.piles[std::size_t(i)];
        if (propertiesOf(z.click, decision, p)) {
            const bool perSeat = r.spec(z.field).perSeat;
            if (perSeat && actor < 0)
                continue;
            return target(kFirstPileCode + i, perSeat ? actor + 1 : 0);
        }
    }
    return -1;
}

std::vector<int> clickableTargets(const ScriptState& state) {
    std::vector<int> out;
    if (!hasView(state) || state.currentActor() < 0)
        return out;
    std::vector<Decision> legal;
    state.legalDecisions(legal);
    for (const Decision& d : legal)
        if (const int t = viewTarget(state, d); t >= 0)
            out.push_back(t);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace pb::script
