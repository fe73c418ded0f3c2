#pragma once

#include "print_options.h"

#include <vector>

class QPainter;
class QPdfWriter;

namespace pb::print {

struct TokenGroup;
class PrintStyle;

// What the token sheets drew.
struct TokenSheets {
    int pages = 0;
    int tokens = 0; // copies counted
};

// Every group's tokens, each copy once, as a cut-out sheet: a heading per
// group, then its tokens in rows with room to cut between them, each in its
// seat's colour with its label; a new page when the next row does not fit.
// Throws PrintError for a token larger than the page.
TokenSheets drawTokenSheets(QPdfWriter& writer, QPainter& painter,
                            const std::vector<TokenGroup>& groups, const PrintOptions& options,
                            const PrintStyle& style, bool& firstPage);

} // namespace pb::print
