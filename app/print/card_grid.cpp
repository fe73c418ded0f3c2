#include "card_grid.h"

#include "print_document.h"

#include <QCoreApplication>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace pb::print {

namespace {

QString mm(double value) {
    return QLocale().toString(value, 'g', 4);
}

} // namespace

QRectF CardGrid::cell(int index) const {
    const int row = index / columns;
    const int column = index % columns;
    return {gridMm.left() + column * card.widthMm, gridMm.top() + row * card.heightMm, card.widthMm,
            card.heightMm};
}

QRectF CardGrid::mirroredCell(int index) const {
    const int row = index / columns;
    const int column = columns - 1 - index % columns;
    return cell(row * columns + column);
}

CardGrid cardGrid(const PrintPage& page, const CardSize& card) {
    if (card.widthMm < kSmallestCardMm || card.heightMm < kSmallestCardMm)
        throw PrintError(QCoreApplication::translate(
                             "CardSheets", "A card of %1 x %2 mm is too small to print: each "
                                           "side needs at least %3 mm.")
                             .arg(mm(card.widthMm), mm(card.heightMm), mm(kSmallestCardMm))
                             .toStdString());
    const double room = 2 * (kMarkGapMm + kShortestMarkMm);
    CardGrid grid;
    grid.card = card;
    grid.columns = std::min(
        3, static_cast<int>(std::floor((page.printableMm.width() - room) / card.widthMm + 1e-9)));
    grid.rows = std::min(
        3, static_cast<int>(std::floor((page.printableMm.height() - room) / card.heightMm + 1e-9)));
    if (grid.columns < 1 || grid.rows < 1)
        throw PrintError(QCoreApplication::translate(
                             "CardSheets", "A card of %1 x %2 mm does not fit on the page inside "
                                           "margins of %3 mm.")
                             .arg(mm(card.widthMm), mm(card.heightMm), mm(page.printableMm.left()))
                             .toStdString());
    const QSizeF size(grid.columns * card.widthMm, grid.rows * card.heightMm);
    grid.gridMm = QRectF(QPointF((page.paperMm.width() - size.width()) / 2,
                                 (page.paperMm.height() - size.height()) / 2),
                         size);
    // The room the tighter side leaves, so every mark is as long as the others.
    const double free = std::min(grid.gridMm.left() - page.printableMm.left(),
                                 grid.gridMm.top() - page.printableMm.top()) -
                        kMarkGapMm;
    grid.markMm = std::clamp(free, kShortestMarkMm, kLongestMarkMm);
    return grid;
}

void drawCropMarks(QPainter& painter, const PrintPage& page, const CardGrid& grid) {
    painter.save();
    painter.setPen(QPen(Qt::black, page.px(0.15), Qt::SolidLine, Qt::FlatCap));
    const QRectF g = grid.gridMm;
    const double near = kMarkGapMm;
    const double far = kMarkGapMm + grid.markMm;
    for (int column = 0; column <= grid.columns; ++column) {
        const double x = g.left() + column * grid.card.widthMm;
        painter.drawLine(page.px(QPointF(x, g.top() - far)), page.px(QPointF(x, g.top() - near)));
        painter.drawLine(page.px(QPointF(x, g.bottom() + near)),
                         page.px(QPointF(x, g.bottom() + far)));
    }
    for (int row = 0; row <= grid.rows; ++row) {
        const double y = g.top() + row * grid.card.heightMm;
        painter.drawLine(page.px(QPointF(g.left() - far, y)), page.px(QPointF(g.left() - near, y)));
        painter.drawLine(page.px(QPointF(g.right() + near, y)),
                         page.px(QPointF(g.right() + far, y)));
    }
    painter.restore();
}

} // namespace pb::print
