#include "token_sheets.h"

#include "print_document.h"
#include "print_page.h"
#include "ruleset_print.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

namespace pb::print {

namespace {

constexpr double kGapMm = 3.0;     // room for scissors between two tokens
constexpr double kHeadingMm = 8.0; // a group's heading line

QFont tokenFont(double points, bool bold) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

void drawToken(QPainter& painter, const PrintPage& page, const QRectF& box, const PrintToken& token,
               const PrintStyle& style) {
    const QColor fill = token.seat >= 0 ? style.seat(token.seat) : style.colour(QColor(0xe8e8e8));
    painter.setPen(QPen(Qt::black, page.px(0.25)));
    painter.setBrush(fill);
    if (token.shape == PrintToken::Shape::Circle)
        painter.drawEllipse(page.px(box));
    else
        painter.drawRect(page.px(box));
    // White type on a dark seat colour, black on a light one.
    painter.setPen(fill.lightness() < 140 ? Qt::white : Qt::black);
    // About half the token's height, smaller until the label fits inside
    // (a circle's inner square is 0.7 of its width), on two lines if it must,
    // 5 pt at the least.
    const double inset = box.width() * 0.15;
    const QRectF room = page.px(box.adjusted(inset, inset, -inset, -inset));
    double points = std::min(24.0, token.sizeMm * 0.45 * 72 / 25.4);
    for (; points > 5.0; points -= 0.5) {
        const QFontMetricsF metrics(tokenFont(points, true), painter.device());
        const QRectF needed =
            metrics.boundingRect(room, Qt::AlignCenter | Qt::TextWordWrap, token.label);
        if (needed.width() <= room.width() && needed.height() <= room.height())
            break;
    }
    painter.setFont(tokenFont(std::max(points, 5.0), true));
    painter.drawText(room, Qt::AlignCenter | Qt::TextWordWrap, token.label);
}

} // namespace

TokenSheets drawTokenSheets(QPdfWriter& writer, QPainter& painter,
                            const std::vector<TokenGroup>& groups, const PrintOptions& options,
                            const PrintStyle& style, bool& firstPage) {
    TokenSheets drawn;
    const PrintPage page = printPage(writer, options);
    const QRectF area = page.printableMm;
    for (const TokenGroup& group : groups)
        for (const PrintToken& token : group.tokens)
            if (token.sizeMm > area.width() || token.sizeMm + kHeadingMm > area.height())
                throw PrintError(QCoreApplication::translate(
                                     "TokenSheets",
                                     "A token of %1 mm does not fit on the page inside margins "
                                     "of %2 mm.")
                                     .arg(token.sizeMm)
                                     .arg(options.marginMm)
                                     .toStdString());
    double y = area.bottom(); // no page yet
    auto newPage = [&] {
        startPage(writer, firstPage);
        ++drawn.pages;
        y = area.top();
    };
    for (const TokenGroup& group : groups) {
        int copies = 0;
        double largest = 0;
        for (const PrintToken& token : group.tokens) {
            copies += std::max(0, token.copies);
            largest = std::max(largest, token.sizeMm);
        }
        if (copies == 0)
            continue;
        if (y + kHeadingMm + largest > area.bottom())
            newPage();
        painter.setPen(Qt::black);
        painter.setFont(tokenFont(11, true));
        painter.drawText(page.px(QRectF(area.left(), y, area.width(), kHeadingMm)),
                         Qt::AlignLeft | Qt::AlignVCenter, group.title);
        y += kHeadingMm;
        double x = area.left();
        double rowHeight = 0;
        for (const PrintToken& token : group.tokens) {
            for (int i = 0; i < token.copies; ++i) {
                if (x + token.sizeMm > area.right()) {
                    x = area.left();
                    y += rowHeight + kGapMm;
                    rowHeight = 0;
                }
                if (y + token.sizeMm > area.bottom()) {
                    newPage();
                    x = area.left();
                    rowHeight = 0;
                }
                drawToken(painter, page, QRectF(x, y, token.sizeMm, token.sizeMm), token, style);
                ++drawn.tokens;
                x += token.sizeMm + kGapMm;
                rowHeight = std::max(rowHeight, token.sizeMm);
            }
        }
        y += rowHeight + kGapMm + 2;
    }
    return drawn;
}

} // namespace pb::print
