#include "design_deck.h"

#include "decks/deck_schema.h"
#include "design/design_file.h"
#include "engine/game.h"
#include "engine/ruleset.h"

namespace pb::print {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

std::optional<decks::Deck> designDeck(const PrintInput& input) {
    const decks::DeckRuleset* rules = input.ruleset.deckRules();
    if (!rules)
        return std::nullopt;
    const nlohmann::json& setup = input.design.setup;
    if (setup.is_object() && setup.contains("deck")) {
        decks::Deck deck = decks::deckFromJson(setup.at("deck"));
        rules->schema.validate(deck);
        return deck;
    }
    if (!rules->defaultDeck)
        return std::nullopt;
    const auto game = input.ruleset.makeGame(input.params, input.players);
    return rules->defaultDeck(*game);
}

PrintDeck
printDeck(const decks::Deck& deck, const QString& title, const QString& backText,
          const std::function<QString(const decks::Deck&, int)>& nameOf,
          const std::function<QString(const std::string&, const std::string&)>& valueLine) {
    PrintDeck printed;
    printed.title = title;
    printed.backText = backText;
    for (int type = 0; type < static_cast<int>(deck.cards.size()); ++type) {
        const decks::CardType& card = deck.cards[static_cast<std::size_t>(type)];
        PrintCard out;
        out.name = card.name.empty() && nameOf ? nameOf(deck, type) : fromStd(card.name);
        // A card the deck does not name is called by its values ("hearts 9").
        if (out.name.isEmpty()) {
            QStringList values;
            for (const std::string& value : card.values)
                values << fromStd(value);
            out.name = values.join(QLatin1Char(' '));
        }
        if (out.name.isEmpty())
            out.name = QString::number(type + 1);
        for (std::size_t a = 0; a < deck.attributes.size() && a < card.values.size(); ++a) {
            const QString line =
                valueLine ? valueLine(deck.attributes[a], card.values[a]) : QString();
            out.values << (line.isEmpty() ? fromStd(deck.attributes[a]) + QStringLiteral(": ") +
                                                fromStd(card.values[a])
                                          : line);
        }
        out.copies = card.count;
        printed.cards.push_back(out);
    }
    return printed;
}

} // namespace pb::print
