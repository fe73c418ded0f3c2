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
// The parts come in this order: the rules sheet, the boards, the cards (each
// page of fronts followed by its backs when asked), the tokens; a part's first
// page is 1-based, 0 when the part has no page.
struct PrintSummary {
    int pages = 0;
    int boardPages = 0;
    int cards = 0; // card fronts, copies counted
    int tokens = 0;
    int rulesPages = 0;
    int cardPages = 0; // fronts and backs
    int tokenPages = 0;
    int firstBoardPage = 0;
    int firstCardPage = 0;
    int firstTokenPage = 0;
};

// Writes `design`'s print-and-play PDF to `path`: its boards at their true
// size (split over pages with overlap and alignment marks), its decks' cards
// with crop marks (and mirrored backs), its tokens, and a rules sheet.
// Throws PrintError for settings that cannot print (checkPrintOptions too),
// InvalidInput for a design that does not load, and std::runtime_error when
// `path` cannot be written; nothing is left at `path` then, and a file that
// was there stays as it was. Every message is one sentence in the interface
// language. Needs a QGuiApplication (fonts).
// The checks of the options alone (the paper is A4 or Letter, the margin
// leaves room, a card fits the page with its crop marks, the square is
// positive), for a dialog to run as the designer types. Throws PrintError.
void checkPrintOptions(const PrintOptions& options);

PrintSummary writePrintPdf(const pb::design::DesignFile& design, const PrintOptions& options,
                           const QString& path);

} // namespace pb::print
