#include "card_face.h"

#include "ruleset_print.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

namespace pb::print {

namespace {

// The frame's inset from the cut, the band's height and the text's padding.
constexpr double kInsetMm = 2.5;
constexpr double kBandMm = 9.0;
constexpr double kPadMm = 2.0;
// The smallest type on a card, in points: 6 pt still reads at arm's length.
constexpr double kSmallestPt = 6.0;

QFont cardFont(double points, bool bold = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// Draws `text` word-wrapped in `box` at the largest size from `points` down to
// kSmallestPt that fits; what still does not fit is cut at the box's foot.
void drawFitted(QPainter& painter, const QRectF& box, const QString& text, double points, int flags,
                bool bold = false) {
    double size = points;
    for (; size > kSmallestPt; size -= 0.5) {
        painter.setFont(cardFont(size, bold));
        const QRectF needed = painter.boundingRect(box, flags | Qt::TextWordWrap, text);
        if (needed.height() <= box.height() && needed.width() <= box.width())
            break;
    }
    painter.setFont(cardFont(std::max(size, kSmallestPt), bold));
    painter.save();
    painter.setClipRect(box);
    painter.drawText(box, flags | Qt::TextWordWrap, text);
    painter.restore();
}

QRectF frameOf(const QRectF& cardMm) {
    return cardMm.adjusted(kInsetMm, kInsetMm, -kInsetMm, -kInsetMm);
}

void drawFrame(QPainter& painter, const PrintPage& page, const QRectF& frame,
               const PrintStyle& style) {
    painter.setPen(QPen(style.colour(QColor(0x55, 0x55, 0x55)), page.px(0.3)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(page.px(frame), page.px(2.0), page.px(2.0));
}

} // namespace

void drawCardFront(QPainter& painter, const PrintPage& page, const QRectF& cardMm,
                   const PrintCard& card, const QString& deckTitle, const PrintStyle& style) {
    painter.save();
    const QRectF frame = frameOf(cardMm);
    const QRectF band(frame.left(), frame.top(), frame.width(), kBandMm);
    if (card.accent.isValid()) {
        // A light tint of the card's colour, so black type stays readable on it.
        QColor tint = card.accent;
        tint.setHsl(tint.hslHue(), tint.hslSaturation(), 215);
        QPainterPath path;
        path.addRoundedRect(page.px(frame), page.px(2.0), page.px(2.0));
        painter.save();
        painter.setClipPath(path);
        painter.fillRect(page.px(band), style.colour(tint));
        painter.fillRect(page.px(QRectF(band.left(), band.bottom() - 0.8, band.width(), 0.8)),
                         style.colour(card.accent));
        painter.restore();
    }
    drawFrame(painter, page, frame, style);

    painter.setPen(Qt::black);
    drawFitted(painter, page.px(band.adjusted(kPadMm, 0.5, -kPadMm, -1.0)), card.name, 10.5,
               Qt::AlignCenter, true);

    const double footMm = 4.0;
    QRectF body(frame.left() + kPadMm, band.bottom() + 1.5, frame.width() - 2 * kPadMm,
                frame.bottom() - footMm - band.bottom() - 2.0);
    if (!card.values.isEmpty()) {
        painter.setFont(cardFont(8));
        const QFontMetricsF metrics(painter.font(), painter.device());
        const double lineMm = metrics.lineSpacing() / page.pxPerMm;
        const double valuesMm = std::min(body.height(), lineMm * card.values.size());
        drawFitted(painter, page.px(QRectF(body.left(), body.top(), body.width(), valuesMm)),
                   card.values.join(QLatin1Char('\n')), 8, Qt::AlignLeft | Qt::AlignTop);
        body.setTop(body.top() + valuesMm + 1.5);
        if (!card.text.isEmpty() && body.height() > 2) {
            painter.setPen(QPen(style.colour(QColor(0xaa, 0xaa, 0xaa)), page.px(0.2)));
            painter.drawLine(page.px(QPointF(body.left(), body.top() - 0.8)),
                             page.px(QPointF(body.right(), body.top() - 0.8)));
            painter.setPen(Qt::black);
        }
    }
    if (!card.text.isEmpty() && body.height() > 2)
        drawFitted(painter, page.px(body), card.text, 8, Qt::AlignLeft | Qt::AlignTop);

    painter.setPen(style.colour(QColor(0x66, 0x66, 0x66)));
    drawFitted(painter,
               page.px(QRectF(frame.left() + kPadMm, frame.bottom() - footMm,
                              frame.width() - 2 * kPadMm, footMm - 0.5)),
               deckTitle, kSmallestPt, Qt::AlignCenter);
    painter.restore();
}

void drawCardBack(QPainter& painter, const PrintPage& page, const QRectF& cardMm,
                  const QString& backText, const PrintStyle& style) {
    painter.save();
    const QRectF frame = frameOf(cardMm);
    drawFrame(painter, page, frame, style);
    const QRectF inner = frame.adjusted(2, 2, -2, -2);
    painter.setPen(QPen(style.colour(QColor(0x1f, 0x4e, 0x79)), page.px(0.6)));
    painter.drawRoundedRect(page.px(inner), page.px(1.5), page.px(1.5));
    painter.setPen(style.colour(QColor(0x1f, 0x4e, 0x79)));
    drawFitted(painter, page.px(inner.adjusted(3, 3, -3, -3)), backText, 12, Qt::AlignCenter, true);
    painter.restore();
}

} // namespace pb::print
