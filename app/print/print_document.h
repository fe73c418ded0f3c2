#pragma once

#include "engine/errors.h"
#include "print_options.h"

#include <QString>

namespace pb::design {
struct DesignFile;
}

namespace pb::print {

// Settings that cannot print (a square size whose board cannot fit a page
// even split, an empty deck, a card larger than the page), as one sentence
// for the designer in the interface language.
class PrintError : public pb::InvalidInput {
public:
    using InvalidInput::InvalidInput;
};

// What a written PDF holds, for the caller's message and the tests.
struct PrintSummary {
    int pages = 0;
    int boardPages = 0;
    int cards = 0; // card fronts, copies counted
    int tokens = 0;
};

// Writes `design`'s print-and-play PDF to `path`: its boards at their true
// size (split over pages with overlap and alignment marks), its decks' cards
// with crop marks (and mirrored backs), its tokens, and a rules sheet.
// Throws PrintError for settings that cannot print, InvalidInput for a design
// that does not load, and std::runtime_error when `path` cannot be written;
// nothing is left at `path` then. Needs a QGuiApplication (fonts).
PrintSummary writePrintPdf(const pb::design::DesignFile& design, const PrintOptions& options,
                           const QString& path);

} // namespace pb::print
