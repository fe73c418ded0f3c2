#pragma once

#include "decks/deck.h"

#include <QCoreApplication>
#include <QString>
#include <string>
#include <string_view>
#include <utility>

namespace pb::gui::torus_lab {

// Torus Lab's cards in the interface language. The deck keeps the core's
// values ("hearts", "Q", "Island") in JSON, CSV and the CLI; a person reads
// "Herz", "D", "Insel" in German.
class TorusLabCardWords {
    Q_DECLARE_TR_FUNCTIONS(TorusLabCardWords)

public:
    // A value of the deck's "suit" or "rank" attribute, or empty for another.
    static QString value(std::string_view attribute, std::string_view value);
    // The deck's "suit" or "rank" attribute as a column head, or empty for another.
    static QString attribute(std::string_view attribute);
    // A deck template's name and description, or empty for another id.
    static QString templateTitle(std::string_view id);
    static QString templateDescription(std::string_view id);
    // Card type `type` of `deck`: its rank and suit ("7 of hearts", a land's
    // type), or the designer's own name with them after it ("Phoenix (7 of
    // hearts)"). A name the deck's template gave (the English "7 of hearts")
    // is not the designer's and is worded like the rank and suit.
    static QString card(const pb::decks::Deck& deck, int type);
    // The printed words of card type `type` when its name is the core's
    // English for them (a template's "7 of hearts"), else empty.
    static QString templateName(const pb::decks::Deck& deck, int type);

private:
    // The card's rank and suit in the interface language, and in the core's English.
    static std::pair<QString, std::string> printed(const pb::decks::Deck& deck, int type);
};

} // namespace pb::gui::torus_lab
