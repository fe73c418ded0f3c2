#include "hex_grid.h"

#include "board_text.h"
#include "ruleset_print.h"

#include <QPainter>
#include <QPen>
#include <QPolygonF>
#include <cmath>

namespace pb::print {

namespace {
// A regular hexagon's width across its flat sides over its height.
const double kHexWidthOverHeight = std::sqrt(3.0) / 2.0;
} // namespace

QSizeF hexGridSizeMm(const HexGrid& grid) {
    const double height = grid.squareMm / kHexWidthOverHeight;
    if (grid.columns <= 0 || grid.rows <= 0)
        return {};
    return {grid.squareMm * (grid.columns + 0.5), height * 0.75 * (grid.rows - 1) + height};
}

void drawHexGrid(QPainter& painter, const PrintStyle& style, const HexGrid& grid) {
    const double w = grid.squareMm, h = grid.squareMm / kHexWidthOverHeight;
    painter.save();
    for (const HexCell& cell : grid.cells) {
        const double x = cell.drawColumn * w + (cell.shift ? w / 2 : 0.0);
        const double y = cell.drawRow * h * 0.75;
        const QPolygonF hex({{x + w / 2, y},
                             {x + w, y + h / 4},
                             {x + w, y + h * 3 / 4},
                             {x + w / 2, y + h},
                             {x, y + h * 3 / 4},
                             {x, y + h / 4}});
        painter.setPen(QPen(style.colour(QColor(0x55, 0x55, 0x55)), 0.4));
        painter.setBrush(Qt::white);
        painter.drawPolygon(hex);
        const QRectF box(x, y, w, h);
        if (cell.disc.isValid()) {
            painter.setPen(QPen(Qt::black, 0.3));
            painter.setBrush(style.colour(cell.disc));
            painter.drawEllipse(box.center(), w * 0.36, w * 0.36);
        }
        painter.setPen(style.colour(cell.textColour));
        drawBoardText(painter, box, Qt::AlignCenter, cell.text,
                      w * (cell.text.size() > 2 ? 0.25 : 0.45), true);
    }
    painter.restore();
}

} // namespace pb::print
