#pragma once

#include "decks/deck.h"
#include "script/script_declaration.h"

#include <nlohmann/json.hpp>
#include <string>

struct lua_State;

namespace pb::script {

// Reads the list of cards on top of the Lua stack (`{ { suit = "hearts",
// rank = 7, count = 2 }, ... }`, count 1 when left out) into a deck of
// `cards`' attributes. Throws ScriptError "<file>: <path>[3].rank: ..." for a
// card the schema does not take.
decks::Deck readCardList(lua_State* L, const CardsSpec& cards, const std::string& file,
                         const std::string& path);

// Pushes `deck` as setup's `given.deck` sees it: one table per card (each type
// repeated by its count, in the deck's order) of its attribute values, int
// attributes as integers, and its name when it has one.
void pushDeck(lua_State* L, const decks::Deck& deck, const CardsSpec& cards);

// A design's deck (its set-up's "deck") read and checked against the
// script's cards. Throws decks::DeckError naming the card ("deck.cards[2].suit:
// \"stars\" is not a value of suit (hearts, spades), on the card Phoenix").
decks::Deck designDeck(const nlohmann::json& json, const CardsSpec& cards);

} // namespace pb::script
