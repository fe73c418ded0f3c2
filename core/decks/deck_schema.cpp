#include "decks/deck_schema.h"

#include <algorithm>

namespace pb::decks {

const AttributeSpec* DeckSchema::find(const std::string& name) const {
    for (const AttributeSpec& spec : attributes)
        if (spec.name == name)
            return &spec;
    return nullptr;
}

std::vector<std::string> DeckSchema::attributeNames() const {
    std::vector<std::string> names;
    for (const AttributeSpec& spec : attributes)
        names.push_back(spec.name);
    return names;
}

Deck DeckSchema::emptyDeck() const {
    return Deck{attributeNames(), {}};
}

bool DeckSchema::allows(const AttributeSpec& spec, const std::string& value) {
    return std::find(spec.values.begin(), spec.values.end(), value) != spec.values.end();
}

void DeckSchema::validate(const Deck& deck, const std::string& path) const {
    if (deck.attributes != attributeNames()) {
        std::string expected;
        for (const std::string& name : attributeNames())
            expected += (expected.empty() ? "\"" : ", \"") + name + "\"";
        throw DeckError(path + ".attributes", "must be [" + expected + "]");
    }
    for (std::size_t c = 0; c < deck.cards.size(); ++c) {
        const CardType& card = deck.cards[c];
        for (std::size_t a = 0; a < attributes.size(); ++a)
            if (!allows(attributes[a], card.values[a]))
                throw DeckError(path + ".cards[" + std::to_string(c) + "]." + attributes[a].name,
                                "\"" + card.values[a] + "\" is not " + attributes[a].noun);
    }
}

const DeckTemplate* DeckRuleset::findTemplate(const std::string& id) const {
    for (const DeckTemplate& t : templates)
        if (t.id == id)
            return &t;
    return nullptr;
}

} // namespace pb::decks
