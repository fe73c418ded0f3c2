#pragma once

#include "decks/deck.h"
#include "ruleset_print.h"

#include <functional>
#include <optional>

namespace pb::print {

// The deck a design of a card ruleset (one with Ruleset::deckRules(): Torus
// Lab, a script declaring game.cards) plays: its set-up's "deck", checked
// against the ruleset's schema, or the deck the game deals when it names
// none. Nothing for a ruleset without deck rules. Throws pb::InvalidInput
// (decks::DeckError) for a deck the ruleset refuses.
std::optional<decks::Deck> designDeck(const PrintInput& input);

// `deck` as printed cards: each card type once with its count, its name the
// designer's (or `nameOf` when the deck gives none), one value line per
// attribute ("suit: hearts") worded by `valueLine` when given.
PrintDeck printDeck(const decks::Deck& deck, const QString& title, const QString& backText,
                    const std::function<QString(const decks::Deck&, int)>& nameOf = {},
                    const std::function<QString(const std::string& attribute,
                                                const std::string& value)>& valueLine = {});

} // namespace pb::print
