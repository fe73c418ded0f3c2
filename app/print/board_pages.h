#pragma once

#include "print_options.h"
#include "ruleset_print.h"

#include <vector>

class QPainter;
class QPdfWriter;

namespace pb::print {

class BoardPages;

// Every board at its true size (options.squareMm a square), split over as
// many pages as it needs with overlap and alignment marks. Calls
// writer.newPage() before each page except, when `firstPage` is true, the
// first. Returns the number of pages drawn; throws PrintError when a board
// cannot fit even split.
int drawBoardPages(QPdfWriter& writer, QPainter& painter, const std::vector<BoardSheet>& boards,
                   const PrintOptions& options, const PrintStyle& style, bool firstPage);

} // namespace pb::print
