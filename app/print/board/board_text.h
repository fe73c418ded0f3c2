#pragma once

#include <QRectF>
#include <QString>

class QPainter;

namespace pb::print {

// Writes `text` in `rect` (millimetres, the board's units) with letters
// `heightMm` high: a font's point size follows the device's resolution, not
// the painter's scale, so board parts size their text through this.
void drawBoardText(QPainter& painter, const QRectF& rect, int flags, const QString& text,
                   double heightMm, bool bold = false);

} // namespace pb::print
