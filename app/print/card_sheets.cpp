#include "card_sheets.h"

#include "card_face.h"
#include "card_grid.h"
#include "print_document.h"
#include "ruleset_print.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>

namespace pb::print {

void checkDecks(const std::vector<PrintDeck>& decks, const PrintOptions& options) {
    for (const PrintDeck& deck : decks) {
        int copies = 0;
        for (const PrintCard& card : deck.cards)
            copies += std::max(0, card.copies);
        if (copies == 0)
            throw PrintError(
                QCoreApplication::translate("CardSheets", "The deck \"%1\" has no cards to print.")
                    .arg(deck.title)
                    .toStdString());
    }
    if (!decks.empty())
        cardGrid(printPage(options, 72), options.card);
}

CardSheets drawCardSheets(QPdfWriter& writer, QPainter& painter,
                          const std::vector<PrintDeck>& decks, const PrintOptions& options,
                          const PrintStyle& style, bool& firstPage) {
    checkDecks(decks, options);
    CardSheets drawn;
    if (decks.empty())
        return drawn;
    const PrintPage page = printPage(writer, options);
    const CardGrid grid = cardGrid(page, options.card);
    for (const PrintDeck& deck : decks) {
        std::vector<const PrintCard*> copies;
        for (const PrintCard& card : deck.cards)
            for (int i = 0; i < card.copies; ++i)
                copies.push_back(&card);
        for (std::size_t start = 0; start < copies.size();
             start += static_cast<std::size_t>(grid.perPage())) {
            const int onPage = static_cast<int>(
                std::min(copies.size() - start, static_cast<std::size_t>(grid.perPage())));
            startPage(writer, firstPage);
            ++drawn.pages;
            drawCropMarks(painter, page, grid);
            for (int i = 0; i < onPage; ++i)
                drawCardFront(painter, page, grid.cell(i), *copies[start + std::size_t(i)],
                              deck.title, style);
            drawn.cards += onPage;
            if (!options.cardBacks)
                continue;
            startPage(writer, firstPage);
            ++drawn.pages;
            drawCropMarks(painter, page, grid);
            const QString back = deck.backText.isEmpty() ? deck.title : deck.backText;
            for (int i = 0; i < onPage; ++i)
                drawCardBack(painter, page, grid.mirroredCell(i), back, style);
        }
    }
    return drawn;
}

} // namespace pb::print
