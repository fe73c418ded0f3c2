#pragma once

#include "engine/errors.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb::decks {

// One kind of card: its attribute values (in the deck's attribute order) and
// how many copies the deck holds.
struct CardType {
    std::string name;
    std::vector<std::string> values;
    int count = 1;

    friend bool operator==(const CardType&, const CardType&) = default;
};

// A deck as a designer edits it: named attributes (for Torus Lab "suit" and
// "rank") and the card types. Rulesets read only the attributes they need.
struct Deck {
    std::vector<std::string> attributes;
    std::vector<CardType> cards;

    int totalCards() const;
    // The column of `attribute`, or -1.
    int attributeIndex(const std::string& attribute) const;
    // The value of `attribute` on card type `card`, or "" when the deck lacks it.
    const std::string& value(int card, const std::string& attribute) const;

    friend bool operator==(const Deck&, const Deck&) = default;
};

// The most copies of one card type and the most cards of a deck.
inline constexpr int kMaxCopies = 255;
inline constexpr int kMaxDeckCards = 1000;

// A deck that cannot be read or played, with the JSON path of the first problem
// relative to the set-up ("deck.cards[3].count") and the problem itself.
// A problem a designer can reach in the deck editor also carries a `code`
// and its numbers and names (`values`, `names`), so that an interface words it
// in its own language: "deckTooLarge" (values: the most cards) here, and the
// ruleset's own codes (torus_lab_deck.h).
class DeckError : public InvalidInput {
public:
    DeckError(std::string path, std::string problem, std::string code = {},
              std::vector<long long> values = {}, std::vector<std::string> names = {})
        : InvalidInput(path + ": " + problem), path_(std::move(path)), problem_(std::move(problem)),
          code_(std::move(code)), values_(std::move(values)), names_(std::move(names)) {}

    const std::string& path() const { return path_; }
    const std::string& problem() const { return problem_; }
    const std::string& code() const { return code_; }
    const std::vector<long long>& values() const { return values_; }
    const std::vector<std::string>& names() const { return names_; }

private:
    std::string path_;
    std::string problem_;
    std::string code_;
    std::vector<long long> values_;
    std::vector<std::string> names_;
};

// {"attributes": [...], "cards": [{"name": ..., <attribute>: ..., "count": n}]}
// (docs/file-format.md, "Decks").
nlohmann::json deckToJson(const Deck& deck);
// Reads and checks the shape of a deck; `path` names the deck in messages.
// Throws DeckError.
Deck deckFromJson(const nlohmann::json& json, const std::string& path = "deck");

} // namespace pb::decks
