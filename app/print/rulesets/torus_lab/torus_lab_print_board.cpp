#include "board/board_text.h"
#include "games/torus_lab/torus_lab_state.h"
#include "print_initial_state.h"
#include "torus_lab_print.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPen>
#include <cmath>
#include <numbers>

namespace pb::print::torus_lab {

namespace {

QString trBoard(const char* text, const char* comment = nullptr) {
    return QCoreApplication::translate("pb::print::TorusLabPrint", text, comment);
}

// One space of the ring: where its stack of cards lies.
struct RingSpace {
    int number = 0;
    QString pawns; // "P1 P2": the pawns that start there
};

struct Ring {
    std::vector<RingSpace> spaces;
    QSizeF card; // each space holds a stack of cards this size
    double radius = 0;
    QString capText;
};

// Space 1 at the top, the others clockwise, as TorusLabBoardView.qml lays them.
void drawRing(QPainter& painter, const PrintStyle& style, const Ring& ring, QSizeF size) {
    const QPointF centre(size.width() / 2, size.height() / 2);
    const QColor ink = style.colour(QColor(0x33, 0x33, 0x33));
    painter.setPen(QPen(style.colour(QColor(0x9e, 0x9e, 0x9e)), 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, ring.radius, ring.radius);
    const int count = static_cast<int>(ring.spaces.size());
    for (int i = 0; i < count; ++i) {
        const double angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * i / count;
        const QPointF at = centre + ring.radius * QPointF(std::cos(angle), std::sin(angle));
        const QRectF card(at - QPointF(ring.card.width() / 2, ring.card.height() / 2), ring.card);
        painter.setPen(QPen(ink, 0.5, Qt::DashLine));
        painter.setBrush(Qt::white);
        painter.drawRoundedRect(card, 3.0, 3.0);
        painter.setPen(ink);
        //: a space of the Torus Lab ring, where a stack of cards lies
        drawBoardText(painter, card.adjusted(0, 3, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
                      trBoard("Space %1").arg(ring.spaces[static_cast<std::size_t>(i)].number), 6.0,
                      true);
        drawBoardText(painter, card, Qt::AlignCenter, ring.capText, 3.2);
        drawBoardText(painter, card.adjusted(0, 0, 0, -4), Qt::AlignHCenter | Qt::AlignBottom,
                      ring.spaces[static_cast<std::size_t>(i)].pawns, 5.0, true);
    }
    painter.setPen(ink);
    //: the middle of the Torus Lab ring
    drawBoardText(painter, QRectF(centre - QPointF(30, 10), QSizeF(60, 20)), Qt::AlignCenter,
                  trBoard("the die"), 5.0);
}

} // namespace

std::vector<BoardSheet> TorusLabPrint::boards(const PrintInput& input) const {
    using namespace pb::torus_lab;
    const auto state = printInitialState(input);
    const auto& s = static_cast<const TorusLabState&>(*state);
    Ring ring;
    ring.card = QSizeF(input.options.card.widthMm, input.options.card.heightMm);
    //: how many particles a space of the ring may hold
    ring.capText = trBoard("particles: up to %1").arg(s.rules().particleCap);
    for (int space = 0; space < s.rules().spaceCount; ++space) {
        RingSpace ringSpace{space + 1, {}};
        for (int seat = 0; seat < s.numPlayers(); ++seat)
            if (s.pawn(seat) == space)
                ringSpace.pawns += (ringSpace.pawns.isEmpty() ? QString() : QStringLiteral(" ")) +
                                   QStringLiteral("P%1").arg(seat + 1);
        ring.spaces.push_back(ringSpace);
    }
    // The cards stand apart around the circle with room between neighbours.
    const double diagonal = std::hypot(ring.card.width(), ring.card.height());
    const int count = std::max(1, s.rules().spaceCount);
    ring.radius = std::max(diagonal, count * (diagonal + 8.0) / (2 * std::numbers::pi));
    const double side = 2 * ring.radius + diagonal + 4.0;
    const QSizeF size(side, side);
    return {BoardSheet{QString(), size, [ring, size](QPainter& painter, const PrintStyle& style) {
                           drawRing(painter, style, ring, size);
                       }}};
}

} // namespace pb::print::torus_lab
