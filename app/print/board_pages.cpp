// PLACEHOLDER, to be replaced by the board tiler (another change): one page
// per board, drawn at true size from the top-left margin, no tiling, no
// alignment marks; what does not fit the page is cut off. It lets the print
// document and its tests run before the tiler lands.
#include "board_pages.h"

#include "print_page.h"

#include <QPainter>
#include <QPdfWriter>

namespace pb::print {

int drawBoardPages(QPdfWriter& writer, QPainter& painter, const std::vector<BoardSheet>& boards,
                   const PrintOptions& options, const PrintStyle& style, bool firstPage) {
    const PrintPage page = printPage(writer, options);
    int pages = 0;
    for (const BoardSheet& board : boards) {
        startPage(writer, firstPage);
        ++pages;
        painter.save();
        painter.setClipRect(page.px(page.printableMm));
        painter.translate(page.px(page.printableMm.topLeft()));
        painter.scale(page.pxPerMm, page.pxPerMm);
        if (board.draw)
            board.draw(painter, style);
        painter.restore();
    }
    return pages;
}

} // namespace pb::print
