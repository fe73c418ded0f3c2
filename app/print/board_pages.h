#pragma once

#include "print_options.h"
#include "ruleset_print.h"

#include <QSizeF>
#include <vector>

class QPainter;
class QPdfWriter;

namespace pb::print {

// How far neighbouring pages of a split board show the same strip of it: the
// strip holds the alignment marks.
inline constexpr double kBoardOverlapMm = 10.0;
// The most pages one board may take before the print is refused.
inline constexpr int kMostBoardPages = 64;
// The band at the foot of each board page for its label.
inline constexpr double kBoardLabelMm = 7.0;

// How one board is laid on pages: turned a quarter or not, and its pages.
struct BoardTiling {
    bool turned = false; // drawn a quarter turn clockwise, when that takes fewer pages
    int columns = 1;
    int rows = 1;
    int pages() const { return columns * rows; }
};

// The pages a board of `sizeMm` takes on paper of `paperMm` inside
// options.marginMm. Throws PrintError when one square (options.squareMm) does
// not fit the printable area or the board would take more than kMostBoardPages.
BoardTiling tileBoard(const QSizeF& sizeMm, const QString& title, const QSizeF& paperMm,
                      const PrintOptions& options);

// Draws each board at its true size (one millimetre of the board is one on
// paper), split over as many pages as it needs inside options.marginMm, with
// kBoardOverlapMm of overlap, alignment marks on the overlap and a label on
// each page ("row 1, column 2 of 2 x 2"). A board that takes fewer pages
// turned a quarter is drawn turned. Calls writer.newPage() before each page,
// except the very first when `firstPage` (the painter's page is still blank).
// The margins are measured from the paper's edge whatever margins the writer
// has, so give the writer none (QPageLayout margins 0): it then clips nothing.
// Returns the number of pages drawn. Every board is checked before anything
// is drawn: throws PrintError (tileBoard) and draws nothing.
int drawBoardPages(QPdfWriter& writer, QPainter& painter, const std::vector<BoardSheet>& boards,
                   const PrintOptions& options, const PrintStyle& style, bool firstPage);

} // namespace pb::print
