#pragma once

#include "decks/deck.h"

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {
class Game;
}

namespace pb::decks {

// An attribute a ruleset reads from every card type, and the values it takes.
struct AttributeSpec {
    std::string name;                // the JSON key and CSV column, e.g. "rank"
    std::string noun;                // what one value is called in messages, e.g. "a rank"
    std::vector<std::string> values; // the values it takes, in display order
};

// What a ruleset's deck is made of.
struct DeckSchema {
    std::vector<AttributeSpec> attributes;

    const AttributeSpec* find(const std::string& name) const;
    std::vector<std::string> attributeNames() const;
    // An empty deck with these attributes.
    Deck emptyDeck() const;
    // Whether `value` is one of the attribute's values.
    static bool allows(const AttributeSpec& spec, const std::string& value);
    // Checks that the deck has exactly these attributes, each card a known
    // value. Throws DeckError naming the first problem under `path`.
    void validate(const Deck& deck, const std::string& path = "deck") const;
};

// A ready-made deck a designer starts from.
struct DeckTemplate {
    std::string id;   // stable, e.g. "two-decks"
    std::string name; // shown, e.g. "Two standard decks"
    std::string description;
    Deck deck;
};

// A stack of a previewed set-up, in words: its cards top first, of which
// the first `known` are fixed by the seed (the rest one possible order).
struct StackView {
    int height = 0;
    int known = 0;
    std::vector<std::string> order;
    // What colours each card of `order` (for Torus Lab its suit), in order.
    std::vector<std::string> suits;
    // The card type of each card of `order` (an index into the deck's cards),
    // or -1 where the deck names none: an interface words the cards from
    // these and `suits` in its own language.
    std::vector<int> types;
};

// The table a seed deals: the stacks (space 1 first) and each hand in words,
// every card named as the deck names it (in English, for the CLI and logs);
// `handTypes` and `handSuits` are each hand's cards as StackView's `types`
// and `suits`.
struct SetupView {
    std::vector<StackView> stacks;
    std::vector<std::string> hands;
    std::vector<std::vector<int>> handTypes;
    std::vector<std::vector<std::string>> handSuits;
};

// What the deck editor needs to know about one card ruleset.
struct DeckRuleset {
    std::string ruleset; // a ruleset id
    DeckSchema schema;
    std::vector<DeckTemplate> templates;
    // The deck a game of `game` deals when its set-up names none.
    std::function<Deck(const Game& game)> defaultDeck;
    // The set-up as a game of `game` deals it from `seed` and `setup`; throws
    // InvalidInput as Game::newInitialState does.
    std::function<SetupView(const Game& game, std::uint64_t seed, const nlohmann::json& setup)>
        preview;

    const DeckTemplate* findTemplate(const std::string& id) const;
};

} // namespace pb::decks
