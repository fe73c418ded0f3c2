#include "numbered_path.h"

#include "board_text.h"
#include "ruleset_print.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QPolygonF>
#include <cmath>
#include <map>

namespace pb::print {

namespace {

struct PathGeometry {
    double s;
    std::map<int, QPointF> centres;

    QPointF centre(int number) const {
        const auto it = centres.find(number);
        return it == centres.end() ? QPointF() : it->second;
    }
};

// Two rails and their rungs, as StreamwaySiegeLadder.qml draws them.
void drawLadder(QPainter& painter, const PrintStyle& style, QPointF bottom, QPointF top, double s) {
    const QPointF d = top - bottom;
    const double length = std::hypot(d.x(), d.y());
    if (length <= 0)
        return;
    const QPointF along = d / length, across(-along.y(), along.x());
    const double gap = s * 0.32;
    const QColor wood = style.colour(QColor(0x8d, 0x6e, 0x63));
    const int rungs = std::max(1, static_cast<int>(length / (s * 0.3)));
    painter.setPen(QPen(wood, s * 0.05, Qt::SolidLine, Qt::FlatCap));
    for (int i = 0; i < rungs; ++i) {
        const QPointF at = bottom + along * ((i + 0.5) * length / rungs);
        painter.drawLine(at - across * gap / 2, at + across * gap / 2);
    }
    painter.setPen(
        QPen(style.colour(QColor(0x4e, 0x34, 0x2e)), s * 0.08, Qt::SolidLine, Qt::RoundCap));
    for (const double side : {-0.5, 0.5})
        painter.drawLine(bottom + across * gap * side, top + across * gap * side);
}

// A curve bending once each way with a head that has eyes, as
// StreamwaySiegeSnake.qml draws it.
void drawSnake(QPainter& painter, const PrintStyle& style, QPointF head, QPointF tail, double s) {
    const QPointF d = tail - head;
    const double length = std::max(1e-6, std::hypot(d.x(), d.y()));
    const QPointF normal(-d.y() / length, d.x() / length);
    const double bend = std::min(s * 0.9, length * 0.25);
    const double thickness = s * 0.16;
    QPainterPath body(head);
    body.cubicTo(head + d / 3 + normal * bend, head + d * 2 / 3 - normal * bend, tail);
    const QColor green = style.colour(QColor(0x43, 0xa0, 0x47));
    const QColor dark = style.colour(QColor(0x1b, 0x5e, 0x20));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(dark, thickness + s * 0.05, Qt::SolidLine, Qt::RoundCap));
    painter.drawPath(body);
    painter.setPen(QPen(green, thickness, Qt::SolidLine, Qt::RoundCap));
    painter.drawPath(body);
    const double r = thickness * 1.1;
    painter.setPen(QPen(dark, s * 0.02));
    painter.setBrush(green);
    painter.drawEllipse(head, r, r);
    painter.setBrush(Qt::white);
    painter.setPen(QPen(Qt::black, s * 0.01));
    for (const double side : {-0.4, 0.4})
        painter.drawEllipse(head + QPointF(side * r, -r * 0.2), r * 0.22, r * 0.22);
}

// A line with its head at `to`: green forwards, red backwards (ScriptTrack.qml).
void drawArrow(QPainter& painter, const PrintStyle& style, QPointF from, QPointF to, bool forwards,
               double s) {
    const QColor colour =
        style.colour(forwards ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28));
    painter.setPen(QPen(colour, std::max(0.5, s * 0.08), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(from, to);
    const double angle = std::atan2(to.y() - from.y(), to.x() - from.x());
    const double head = s * 0.28;
    const QPolygonF tip(
        {to, to - QPointF(head * std::cos(angle - 0.45), head * std::sin(angle - 0.45)),
         to - QPointF(head * std::cos(angle + 0.45), head * std::sin(angle + 0.45))});
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawPolygon(tip);
}

} // namespace

QSizeF numberedPathSizeMm(const NumberedPath& path) {
    return {path.columns * path.squareMm, path.rows * path.squareMm};
}

void drawNumberedPath(QPainter& painter, const PrintStyle& style, const NumberedPath& path) {
    const double s = path.squareMm;
    PathGeometry geometry{s, {}};
    painter.save();
    for (const PathSquare& square : path.squares) {
        const QRectF cell(square.column * s, square.row * s, s, s);
        geometry.centres[square.number] = cell.center();
        painter.setPen(QPen(style.colour(QColor(0x90, 0xa4, 0xae)), 0.3));
        painter.setBrush(style.colour(square.fill.isValid() ? square.fill : Qt::white));
        painter.drawRect(cell);
        painter.setPen(style.colour(QColor(0x26, 0x32, 0x38)));
        drawBoardText(painter, cell.adjusted(s * 0.06, s * 0.03, 0, 0),
                      Qt::AlignLeft | Qt::AlignTop, QString::number(square.number), s * 0.24, true);
        drawBoardText(painter, cell.adjusted(0, 0, -s * 0.05, -s * 0.04),
                      Qt::AlignRight | Qt::AlignBottom, square.note, s * 0.17);
    }
    // See-through, as on screen, so that the numbers under a link stay readable.
    painter.setOpacity(0.75);
    for (const PathLink& link : path.links) {
        if (link.look == LinkLook::Ladder)
            drawLadder(painter, style, geometry.centre(link.from), geometry.centre(link.to), s);
    }
    for (const PathLink& link : path.links) {
        if (link.look == LinkLook::Snake)
            drawSnake(painter, style, geometry.centre(link.from), geometry.centre(link.to), s);
        else if (link.look == LinkLook::Arrow)
            drawArrow(painter, style, geometry.centre(link.from), geometry.centre(link.to),
                      link.to > link.from, s);
    }
    painter.setOpacity(1.0);
    // Pieces sharing a square sit side by side.
    std::map<int, int> placed;
    for (const PathPiece& piece : path.pieces) {
        const QPointF at = geometry.centre(piece.square);
        const int place = placed[piece.square]++;
        const double r = s * 0.16;
        const QPointF centre = at + QPointF((place % 3 - 1) * r * 2.1, (place / 3) * r * 2.1);
        painter.setPen(QPen(Qt::white, s * 0.03));
        painter.setBrush(piece.colour.isValid() ? style.colour(piece.colour)
                                                : style.seat(piece.seat));
        painter.drawEllipse(centre, r, r);
        painter.setPen(Qt::white);
        drawBoardText(painter, QRectF(centre - QPointF(r, r), QSizeF(2 * r, 2 * r)),
                      Qt::AlignCenter, piece.label, r * 0.9, true);
    }
    // The outer frame of the grid the path winds over.
    painter.setPen(QPen(style.colour(QColor(0x37, 0x47, 0x4f)), 0.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(0, 0, path.columns * s, path.rows * s));
    painter.restore();
}

} // namespace pb::print
