#include "decks/deck.h"

#include <algorithm>
#include <numeric>

namespace pb::decks {

using nlohmann::json;

namespace {

std::string shown(const json& value) {
    std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
    if (text.size() > 40)
        text = text.substr(0, 37) + "...";
    return text;
}

bool reserved(const std::string& key) {
    return key == "name" || key == "count";
}

} // namespace

int Deck::totalCards() const {
    return std::accumulate(cards.begin(), cards.end(), 0,
                           [](int sum, const CardType& card) { return sum + card.count; });
}

int Deck::attributeIndex(const std::string& attribute) const {
    const auto it = std::find(attributes.begin(), attributes.end(), attribute);
    return it == attributes.end() ? -1 : static_cast<int>(it - attributes.begin());
}

const std::string& Deck::value(int card, const std::string& attribute) const {
    static const std::string none;
    const int column = attributeIndex(attribute);
    const auto& values = cards[static_cast<std::size_t>(card)].values;
    return column < 0 || column >= static_cast<int>(values.size())
               ? none
               : values[static_cast<std::size_t>(column)];
}

json deckToJson(const Deck& deck) {
    json cards = json::array();
    for (const CardType& card : deck.cards) {
        json entry{{"name", card.name}};
        for (std::size_t a = 0; a < deck.attributes.size(); ++a)
            entry[deck.attributes[a]] = a < card.values.size() ? card.values[a] : std::string();
        entry["count"] = card.count;
        cards.push_back(std::move(entry));
    }
    return json{{"attributes", deck.attributes}, {"cards", std::move(cards)}};
}

Deck deckFromJson(const json& in, const std::string& path) {
    if (!in.is_object())
        throw DeckError(path,
                        "a deck is an object with \"attributes\" and \"cards\", not " + shown(in));
    for (const auto& [key, value] : in.items())
        if (key != "attributes" && key != "cards")
            throw DeckError(path + "." + key, "unknown field");
    Deck deck;
    const auto attributes = in.find("attributes");
    if (attributes == in.end() || !attributes->is_array())
        throw DeckError(path + ".attributes", "must be an array of attribute names");
    for (std::size_t a = 0; a < attributes->size(); ++a) {
        const json& name = (*attributes)[a];
        const std::string at = path + ".attributes[" + std::to_string(a) + "]";
        if (!name.is_string() || name.get_ref<const std::string&>().empty())
            throw DeckError(at, "must be a non-empty name, not " + shown(name));
        const auto& text = name.get_ref<const std::string&>();
        if (reserved(text))
            throw DeckError(at, "\"" + text + "\" is a card field, not an attribute");
        if (deck.attributeIndex(text) >= 0)
            throw DeckError(at, "\"" + text + "\" is listed twice");
        deck.attributes.push_back(text);
    }
    const auto cards = in.find("cards");
    if (cards == in.end() || !cards->is_array())
        throw DeckError(path + ".cards", "must be an array of card types");
    int total = 0;
    for (std::size_t c = 0; c < cards->size(); ++c) {
        const json& entry = (*cards)[c];
        const std::string at = path + ".cards[" + std::to_string(c) + "]";
        if (!entry.is_object())
            throw DeckError(at, "a card type is an object, not " + shown(entry));
        CardType card;
        for (const auto& [key, value] : entry.items()) {
            if (!reserved(key) && deck.attributeIndex(key) < 0)
                throw DeckError(at + "." + key, "not an attribute of this deck");
        }
        if (const auto name = entry.find("name"); name != entry.end()) {
            if (!name->is_string())
                throw DeckError(at + ".name", "must be a string, not " + shown(*name));
            card.name = name->get<std::string>();
        }
        for (const std::string& attribute : deck.attributes) {
            const auto value = entry.find(attribute);
            if (value == entry.end() || !value->is_string())
                throw DeckError(at + "." + attribute,
                                value == entry.end() ? std::string("missing")
                                                     : "must be a string, not " + shown(*value));
            card.values.push_back(value->get<std::string>());
        }
        const auto count = entry.find("count");
        if (count == entry.end() || !count->is_number_integer())
            throw DeckError(at + ".count", count == entry.end()
                                               ? std::string("missing")
                                               : "must be a whole number, not " + shown(*count));
        const bool inRange =
            count->is_number_unsigned()
                ? count->get<std::uint64_t>() <= kMaxCopies
                : count->get<std::int64_t>() >= 0 && count->get<std::int64_t>() <= kMaxCopies;
        if (!inRange)
            throw DeckError(at + ".count",
                            shown(*count) + " is outside 0.." + std::to_string(kMaxCopies));
        card.count = count->get<int>();
        total += card.count;
        if (total > kMaxDeckCards)
            throw DeckError(at + ".count",
                            "the deck passes " + std::to_string(kMaxDeckCards) + " cards",
                            "deckTooLarge", {kMaxDeckCards});
        deck.cards.push_back(std::move(card));
    }
    return deck;
}

} // namespace pb::decks
