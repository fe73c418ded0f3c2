#include "board_text.h"

#include <QFont>
#include <QPainter>
#include <cmath>

namespace pb::print {

namespace {
// Pixel sizes are whole numbers: the text is laid out at a tenth of a
// millimetre a pixel, so a size is exact to 0.1 mm.
constexpr double kTextSteps = 10.0;
} // namespace

void drawBoardText(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                   double heightMm, bool bold) {
    if (text.isEmpty() || heightMm <= 0)
        return;
    painter.save();
    QFont font = painter.font();
    font.setPixelSize(std::max(1, static_cast<int>(std::lround(heightMm * kTextSteps))));
    font.setBold(bold);
    painter.setFont(font);
    painter.scale(1.0 / kTextSteps, 1.0 / kTextSteps);
    const QRectF scaled(rect.x() * kTextSteps, rect.y() * kTextSteps, rect.width() * kTextSteps,
                        rect.height() * kTextSteps);
    painter.drawText(scaled, flags, text);
    painter.restore();
}

} // namespace pb::print
