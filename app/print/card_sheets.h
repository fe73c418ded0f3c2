#pragma once

#include "print_options.h"

#include <vector>

class QPainter;
class QPdfWriter;

namespace pb::print {

struct PrintDeck;
class PrintStyle;

// What the card sheets drew.
struct CardSheets {
    int pages = 0;
    int cards = 0; // fronts, copies counted
};

// Throws PrintError for a deck without cards or a card size that does not
// fit the page: checked before anything is drawn.
void checkDecks(const std::vector<PrintDeck>& decks, const PrintOptions& options);

// Every deck's cards, each copy once, nine (or as many as fit) to a page with
// crop marks, each deck from a new page; with options.cardBacks each page of
// fronts is followed by its backs, column order reversed for a long-edge
// duplex flip. `firstPage`: the writer's first page is still unused.
CardSheets drawCardSheets(QPdfWriter& writer, QPainter& painter,
                          const std::vector<PrintDeck>& decks, const PrintOptions& options,
                          const PrintStyle& style, bool& firstPage);

} // namespace pb::print
