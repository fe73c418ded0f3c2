#include "script/script_cards.h"

#include "script/script_error.h"

#include <lua5.4/lua.hpp>

namespace pb::script {

namespace {

std::string valueList(const decks::AttributeSpec& spec) {
    if (spec.values.size() > 8)
        return spec.values.front() + ".." + spec.values.back();
    std::string list;
    for (const std::string& v : spec.values)
        list += (list.empty() ? "" : ", ") + v;
    return list;
}

} // namespace

decks::Deck readCardList(lua_State* L, const CardsSpec& cards, const std::string& file,
                         const std::string& path) {
    const auto fail = [&](const std::string& at, const std::string& what) {
        lua_settop(L, 0);
        throw ScriptError(file + ": " + at + ": " + what);
    };
    if (!lua_istable(L, -1))
        fail(path, "must be a list of cards, { { " + cards.schema.attributes.front().name +
                       " = ..., count = 1 }, ... }");
    decks::Deck deck = cards.schema.emptyDeck();
    const auto n = static_cast<int>(lua_rawlen(L, -1));
    int total = 0;
    for (int i = 1; i <= n; ++i) {
        const std::string at = path + "[" + std::to_string(i) + "]";
        lua_rawgeti(L, -1, i);
        if (!lua_istable(L, -1))
            fail(at, "a card is a table of its attributes");
        decks::CardType card;
        lua_pushnil(L);
        while (lua_next(L, -2)) {
            lua_pop(L, 1);
            const std::string key = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
            if (key != "name" && key != "count" && !cards.schema.find(key))
                fail(at + (key.empty() ? "" : "." + key),
                     key.empty() ? "a key that is not a name"
                                 : "not an attribute of game.cards.attributes");
        }
        for (std::size_t a = 0; a < cards.schema.attributes.size(); ++a) {
            const decks::AttributeSpec& spec = cards.schema.attributes[a];
            lua_getfield(L, -1, spec.name.c_str());
            std::string value;
            if (cards.integer[a] && lua_isinteger(L, -1))
                value = std::to_string(lua_tointeger(L, -1));
            else if (!cards.integer[a] && lua_type(L, -1) == LUA_TSTRING)
                value = lua_tostring(L, -1);
            else if (lua_isnil(L, -1))
                fail(at + "." + spec.name, "missing");
            else
                fail(at + "." + spec.name,
                     cards.integer[a] ? "must be an integer" : "must be a string");
            lua_pop(L, 1);
            if (!decks::DeckSchema::allows(spec, value))
                fail(at + "." + spec.name, (cards.integer[a] ? value : "\"" + value + "\"") +
                                               " is not one of " + valueList(spec));
            card.values.push_back(std::move(value));
        }
        lua_getfield(L, -1, "name");
        if (lua_type(L, -1) == LUA_TSTRING)
            card.name = lua_tostring(L, -1);
        else if (!lua_isnil(L, -1))
            fail(at + ".name", "must be a string");
        lua_pop(L, 1);
        lua_getfield(L, -1, "count");
        if (!lua_isnil(L, -1)) {
            if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < 0 ||
                lua_tointeger(L, -1) > decks::kMaxCopies)
                fail(at + ".count",
                     "must be a whole number from 0 to " + std::to_string(decks::kMaxCopies));
            card.count = static_cast<int>(lua_tointeger(L, -1));
        }
        lua_pop(L, 2);
        total += card.count;
        if (total > decks::kMaxDeckCards)
            fail(at + ".count",
                 "the deck passes " + std::to_string(decks::kMaxDeckCards) + " cards");
        deck.cards.push_back(std::move(card));
    }
    return deck;
}

void pushDeck(lua_State* L, const decks::Deck& deck, const CardsSpec& cards) {
    lua_createtable(L, deck.totalCards(), 0);
    lua_Integer n = 0;
    for (const decks::CardType& card : deck.cards) {
        for (int copy = 0; copy < card.count; ++copy) {
            lua_createtable(L, 0, static_cast<int>(card.values.size()) + 1);
            for (std::size_t a = 0; a < card.values.size(); ++a) {
                if (cards.integer[a])
                    lua_pushinteger(L, std::stoll(card.values[a]));
                else
                    lua_pushstring(L, card.values[a].c_str());
                lua_setfield(L, -2, deck.attributes[a].c_str());
            }
            if (!card.name.empty()) {
                lua_pushstring(L, card.name.c_str());
                lua_setfield(L, -2, "name");
            }
            lua_rawseti(L, -2, ++n);
        }
    }
}

decks::Deck designDeck(const nlohmann::json& json, const CardsSpec& cards) {
    decks::Deck deck = decks::deckFromJson(json, "deck");
    if (deck.attributes != cards.schema.attributeNames())
        cards.schema.validate(deck, "deck"); // words the attributes expected
    for (std::size_t c = 0; c < deck.cards.size(); ++c) {
        const decks::CardType& card = deck.cards[c];
        for (std::size_t a = 0; a < cards.schema.attributes.size(); ++a) {
            const decks::AttributeSpec& spec = cards.schema.attributes[a];
            if (decks::DeckSchema::allows(spec, card.values[a]))
                continue;
            // Named as the designer knows it: its name, else its values.
            std::string named = card.name;
            if (named.empty())
                for (std::size_t v = 0; v < card.values.size(); ++v)
                    named += (v ? ", " : "") + deck.attributes[v] + " " + card.values[v];
            throw decks::DeckError("deck.cards[" + std::to_string(c) + "]." + spec.name,
                                   "\"" + card.values[a] + "\" is not " + spec.noun + " (" +
                                       valueList(spec) + "), on the card " + named);
        }
    }
    return deck;
}

} // namespace pb::script
