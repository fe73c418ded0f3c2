#pragma once

#include "print_options.h"
#include "print_page.h"

#include <QRectF>

class QPainter;

namespace pb::print {

// Where the cards of one sheet go: whole cards edge to edge (one cut between
// two cards), centred on the paper so that the backs' mirrored grid lines up
// under a long-edge flip, with room between the grid and the margins for the
// crop marks, which never touch a card.
struct CardGrid {
    int columns = 0;
    int rows = 0;
    QRectF gridMm;
    double markMm = 0; // length of each crop mark, after its gap
    CardSize card;

    int perPage() const { return columns * rows; }
    // The place of the `index`th card of a page, left to right, top to bottom.
    QRectF cell(int index) const;
    // Its back's place: the same row, the column order reversed.
    QRectF mirroredCell(int index) const;
};

// The gap between a card's edge and its crop mark, and the shortest mark.
inline constexpr double kMarkGapMm = 0.5;
inline constexpr double kShortestMarkMm = 1.5;
inline constexpr double kLongestMarkMm = 5.0;
// The smallest card side whose text still reads.
inline constexpr double kSmallestCardMm = 25.0;

// The grid for `card` on `page`, at most 3 x 3. Throws PrintError when not one
// card fits inside the margins with its marks, or the card is too small to read.
CardGrid cardGrid(const PrintPage& page, const CardSize& card);

// The crop marks: at every cut line, outside the grid, in the room the
// margins leave.
void drawCropMarks(QPainter& painter, const PrintPage& page, const CardGrid& grid);

} // namespace pb::print
