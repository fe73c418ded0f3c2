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

// The words of the printed board, in the interface language (lupdate reads
// the literal strings at each TorusLabBoardWords::tr).
struct TorusLabBoardWords {
    Q_DECLARE_TR_FUNCTIONS(TorusLabBoardWords)
};

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

// Space `i` of `count`: space 1 at the top, the others clockwise, as
// TorusLabBoardView.qml lays them, on a circle of `radius` about the origin.
QPointF spaceCentre(int i, int count, double radius) {
    const double angle = -std::numbers::pi / 2 + 2 * std::numbers::pi * i / count;
    return radius * QPointF(std::cos(angle), std::sin(angle));
}

// The smallest circle on which `count` cards lie with `gap` between any two.
double ringRadius(int count, QSizeF card, double gap) {
    for (double radius = card.height() / 2;; radius += 0.5) {
        bool apart = true;
        for (int i = 0; i < count && apart; ++i)
            for (int j = i + 1; j < count && apart; ++j) {
                const QPointF d = spaceCentre(i, count, radius) - spaceCentre(j, count, radius);
                apart =
                    std::abs(d.x()) >= card.width() + gap || std::abs(d.y()) >= card.height() + gap;
            }
        if (apart)
            return radius;
    }
}

void drawRing(QPainter& painter, const PrintStyle& style, const Ring& ring, QPointF centre) {
    const QColor ink = style.colour(QColor(0x33, 0x33, 0x33));
    painter.setPen(QPen(style.colour(QColor(0x9e, 0x9e, 0x9e)), 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, ring.radius, ring.radius);
    const int count = static_cast<int>(ring.spaces.size());
    for (int i = 0; i < count; ++i) {
        const QPointF at = centre + spaceCentre(i, count, ring.radius);
        const QRectF card(at - QPointF(ring.card.width() / 2, ring.card.height() / 2), ring.card);
        painter.setPen(QPen(ink, 0.5, Qt::DashLine));
        painter.setBrush(Qt::white);
        painter.drawRoundedRect(card, 3.0, 3.0);
        painter.setPen(ink);
        //: a space of the Torus Lab ring, where a stack of cards lies
        drawBoardText(
            painter, card.adjusted(0, 3, 0, 0), Qt::AlignHCenter | Qt::AlignTop,
            TorusLabBoardWords::tr("Space %1").arg(ring.spaces[static_cast<std::size_t>(i)].number),
            6.0, true);
        drawBoardText(painter, card, Qt::AlignCenter, ring.capText, 3.2);
        drawBoardText(painter, card.adjusted(0, 0, 0, -4), Qt::AlignHCenter | Qt::AlignBottom,
                      ring.spaces[static_cast<std::size_t>(i)].pawns, 5.0, true);
    }
    painter.setPen(ink);
    //: the middle of the Torus Lab ring
    drawBoardText(painter, QRectF(centre - QPointF(30, 10), QSizeF(60, 20)), Qt::AlignCenter,
                  TorusLabBoardWords::tr("the die"), 5.0);
}

} // namespace

std::vector<BoardSheet> TorusLabPrint::boards(const PrintInput& input) const {
    using namespace pb::torus_lab;
    const auto state = printInitialState(input);
    const auto& s = static_cast<const TorusLabState&>(*state);
    Ring ring;
    ring.card = QSizeF(input.options.card.widthMm, input.options.card.heightMm);
    //: how many particles a space of the ring may hold
    ring.capText = TorusLabBoardWords::tr("particles: up to %1").arg(s.rules().particleCap);
    for (int space = 0; space < s.rules().spaceCount; ++space) {
        RingSpace ringSpace{space + 1, {}};
        for (int seat = 0; seat < s.numPlayers(); ++seat)
            if (s.pawn(seat) == space)
                ringSpace.pawns += (ringSpace.pawns.isEmpty() ? QString() : QStringLiteral(" ")) +
                                   QStringLiteral("P%1").arg(seat + 1);
        ring.spaces.push_back(ringSpace);
    }
    const int count = std::max(1, s.rules().spaceCount);
    ring.radius = ringRadius(count, ring.card, 3.0);
    // The board is the box around the cards, with a little room.
    QRectF box;
    for (int i = 0; i < count; ++i)
        box |= QRectF(spaceCentre(i, count, ring.radius) -
                          QPointF(ring.card.width() / 2, ring.card.height() / 2),
                      ring.card);
    box |= QRectF(-ring.radius, -ring.radius, 2 * ring.radius, 2 * ring.radius);
    const QPointF centre = -box.topLeft() + QPointF(1, 1);
    return {BoardSheet{QString(), box.size() + QSizeF(2, 2),
                       [ring, centre](QPainter& painter, const PrintStyle& style) {
                           drawRing(painter, style, ring, centre);
                       }}};
}

} // namespace pb::print::torus_lab
