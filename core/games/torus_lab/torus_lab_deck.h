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

// How card type `card` of `deck` reads where a person sees it: its rank and
// suit ("7 of hearts", a land's type), or the designer's own name with them
// after it ("Phoenix (7 of hearts)").
std::string torusLabCardLabel(const Deck& deck, int card);

// One label (torusLabCardLabel) per copy of each card of `deck`, by suit, in
// the deck's order. The engine deals suits only: cards of one suit are alike
// to the rules, so which of them a dealt heart is, is a question of display.
std::array<std::vector<std::string>, torus_lab::kMaxSuits> torusLabCardLabels(const Deck& deck);

// The cards of each suit of `deck`, checked against the game: the schema, no
// suit beyond suitCount, at most 255 of a suit and kMaxCards in all, enough
// cards for the deal and one per stack, and codesToWin suits holding codeSize
// cards. Throws DeckError with a path under "deck".
SuitCounts torusLabSuitCounts(const Deck& deck, const torus_lab::Rules& rules);

} // namespace pb::decks
