#pragma once

#include "decks/deck_schema.h"
#include "games/torus_lab/torus_lab_game.h"

#include <array>
#include <string>
#include <vector>

namespace pb::decks {

// Torus Lab's deck: attributes "suit" (hearts, clubs, diamonds, spades, lands)
// and "rank" (A..K for the playing suits; a basic land type for lands). The
// engine reads only the suit; ranks are for the printed cards.
DeckRuleset torusLabDeckRuleset();

// Cards of each suit, space for every suit of the engine.
using SuitCounts = std::array<int, torus_lab::kMaxSuits>;

// The deck a game deals when its set-up names none: `cardsPerSuit` of each of
// `suitCount` suits, the ranks cycling A..K (so 26 per suit is two standard
// decks) and the lands cycling over the five basic land types.
Deck torusLabDefaultDeck(const torus_lab::Rules& rules);

// How card type `card` of `deck` reads in English (the CLI's and the logs'
// words; the workbench words cards in its own language): its rank and suit
// ("7 of hearts", a land's type), or the designer's own name with them after
// it ("Phoenix (7 of hearts)").
std::string torusLabCardLabel(const Deck& deck, int card);

// The cards of each suit of `deck`, checked against the game: the schema, no
// suit beyond suitCount, at most 255 of a suit and kMaxCards in all, enough
// cards for the deal and one per stack, and codesToWin suits holding codeSize
// cards. Throws DeckError with a path under "deck" and a code with its
// values: "suitNotPlayed" {suitCount} and "suitTooLarge" {255}, each naming
// the suit; "deckTooLarge" {kMaxCards}; "tooFewForStacks" {cards, hand size,
// players, cards left, spaces}; "tooFewCodes" {suits that can make a code,
// codeSize, codesToWin}.
SuitCounts torusLabSuitCounts(const Deck& deck, const torus_lab::Rules& rules);

} // namespace pb::decks
