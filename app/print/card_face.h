#pragma once

#include "print_page.h"

#include <QRectF>
#include <QString>

class QPainter;

namespace pb::print {

struct PrintCard;
class PrintStyle;

// One card's front inside its cut rectangle `cardMm`: a frame inset from the
// cut (a slightly crooked cut never reaches the ink), its name on a band in
// the card's colour, its values and its text, shrunk to fit, and the deck's
// title at the foot.
void drawCardFront(QPainter& painter, const PrintPage& page, const QRectF& cardMm,
                   const PrintCard& card, const QString& deckTitle, const PrintStyle& style);

// One card's back: the same frame and `backText` in its middle.
void drawCardBack(QPainter& painter, const PrintPage& page, const QRectF& cardMm,
                  const QString& backText, const PrintStyle& style);

} // namespace pb::print
