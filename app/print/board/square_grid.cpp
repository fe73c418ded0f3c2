#include "square_grid.h"

#include "board_text.h"
#include "ruleset_print.h"

#include <QPainter>
#include <QPen>

namespace pb::print {

QSizeF squareGridSizeMm(const SquareGrid& grid) {
    const double edge = grid.edgeLabels ? kEdgeLabelMm : 0.0;
    return {edge + grid.columns * grid.squareMm, edge + grid.rows * grid.squareMm};
}

void drawSquareGrid(QPainter& painter, const PrintStyle& style, const SquareGrid& grid,
                    QPointF topLeft) {
    const double s = grid.squareMm;
    const double edge = grid.edgeLabels ? kEdgeLabelMm : 0.0;
    const QPointF origin = topLeft + QPointF(edge, edge);
    painter.save();
    if (grid.edgeLabels) {
        painter.setPen(style.colour(QColor(0x33, 0x33, 0x33)));
        const double letters = std::min(kEdgeLabelMm * 0.6, s * 0.4);
        for (int column = 0; column < grid.columns; ++column)
            drawBoardText(painter, QRectF(origin.x() + column * s, topLeft.y(), s, edge),
                          Qt::AlignCenter, QString(QChar(u'A' + column)), letters);
        for (int row = 0; row < grid.rows; ++row)
            drawBoardText(painter, QRectF(topLeft.x(), origin.y() + row * s, edge - 1.0, s),
                          Qt::AlignRight | Qt::AlignVCenter, QString::number(row + 1), letters);
    }
    for (int row = 0; row < grid.rows; ++row) {
        for (int column = 0; column < grid.columns; ++column) {
            const std::size_t index = static_cast<std::size_t>(row * grid.columns + column);
            if (index >= grid.squares.size())
                break;
            const GridSquare& square = grid.squares[index];
            const QRectF cell(origin.x() + column * s, origin.y() + row * s, s, s);
            const QColor fill = style.colour(square.fill.isValid() ? square.fill : Qt::white);
            painter.setPen(QPen(style.colour(fill.darker(150)), 0.3));
            painter.setBrush(fill);
            painter.drawRect(cell);
            if (square.ring.isValid()) {
                painter.setPen(QPen(style.colour(square.ring), s * 0.07));
                painter.setBrush(Qt::NoBrush);
                painter.drawRect(cell.adjusted(s * 0.09, s * 0.09, -s * 0.09, -s * 0.09));
            }
            if (square.disc.isValid()) {
                painter.setPen(QPen(Qt::black, 0.3));
                painter.setBrush(style.colour(square.disc));
                const double r = s * 0.3;
                painter.drawEllipse(cell.center(), r, r);
                painter.setPen(Qt::white);
                drawBoardText(painter, QRectF(cell.center() - QPointF(r, r), QSizeF(2 * r, 2 * r)),
                              Qt::AlignCenter, square.discText, s * 0.2, true);
            }
            painter.setPen(style.colour(square.textColour));
            drawBoardText(painter, cell, Qt::AlignCenter, square.text, s * 0.4, true);
            drawBoardText(painter, cell.adjusted(s * 0.06, s * 0.03, 0, 0),
                          Qt::AlignLeft | Qt::AlignTop, square.corner, s * 0.17);
            drawBoardText(painter, cell.adjusted(0, 0, 0, -s * 0.03),
                          Qt::AlignHCenter | Qt::AlignBottom, square.note, s * 0.17, true);
            painter.setPen(style.colour(square.badgeColour));
            drawBoardText(painter, cell.adjusted(0, s * 0.02, -s * 0.05, 0),
                          Qt::AlignRight | Qt::AlignTop, square.badge, s * 0.24, true);
        }
    }
    // The outer frame, so that the board's edge shows on any fill.
    painter.setPen(QPen(style.colour(QColor(0x33, 0x33, 0x33)), 0.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(origin, QSizeF(grid.columns * s, grid.rows * s)));
    painter.restore();
}

} // namespace pb::print
