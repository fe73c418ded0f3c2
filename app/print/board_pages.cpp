#include "board_pages.h"

#include "board/board_text.h"
#include "print_document.h"

#include <QCoreApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QPen>
#include <array>
#include <cmath>

namespace pb::print {

namespace {

// The words of the printed board, in the interface language (lupdate reads
// the literal strings at each BoardPageWords::tr).
struct BoardPageWords {
    Q_DECLARE_TR_FUNCTIONS(BoardPageWords)
};

// Inside the margins, less the label band at the foot.
QSizeF printableMm(const QSizeF& paperMm, const PrintOptions& options) {
    return {paperMm.width() - 2 * options.marginMm,
            paperMm.height() - 2 * options.marginMm - kBoardLabelMm};
}

// Pages along one side: a first page, then one for every further stretch of
// `room` less the overlap.
int pagesAlong(double length, double room) {
    if (length <= room + 1e-6)
        return 1;
    return 1 + static_cast<int>(std::ceil((length - room - 1e-6) / (room - kBoardOverlapMm)));
}

BoardTiling tilingOf(const QSizeF& sizeMm, const QSizeF& room, bool turned) {
    const double w = turned ? sizeMm.height() : sizeMm.width();
    const double h = turned ? sizeMm.width() : sizeMm.height();
    return {turned, pagesAlong(w, room.width()), pagesAlong(h, room.height())};
}

BoardTiling bestTiling(const QSizeF& sizeMm, const QSizeF& room) {
    const BoardTiling upright = tilingOf(sizeMm, room, false);
    const BoardTiling turned = tilingOf(sizeMm, room, true);
    return turned.pages() < upright.pages() ? turned : upright;
}

QString millimetres(double mm) {
    return QLocale().toString(mm, 'g', 4);
}

// A cross-hair in a ring, black on a white halo so that it shows on any fill.
void drawAlignmentMark(QPainter& painter, QPointF at) {
    constexpr double arm = 4.0, ring = 2.5;
    for (const auto& [colour, width] : {std::pair{QColor(Qt::white), 0.9}, {Qt::black, 0.25}}) {
        painter.setPen(QPen(colour, width));
        painter.setBrush(Qt::NoBrush);
        painter.drawLine(at - QPointF(arm, 0), at + QPointF(arm, 0));
        painter.drawLine(at - QPointF(0, arm), at + QPointF(0, arm));
        painter.drawEllipse(at, ring, ring);
    }
}

// Where marks go along one overlap: a quarter and three quarters of the way
// along the stretch both pages show.
std::array<double, 2> markPlaces(double from, double to) {
    return {from + (to - from) / 4, from + (to - from) * 3 / 4};
}

} // namespace

BoardTiling tileBoard(const QSizeF& sizeMm, const QString& title, const QSizeF& paperMm,
                      const PrintOptions& options) {
    const QSizeF room = printableMm(paperMm, options);
    const double shortSide = std::min(room.width(), room.height());
    // A square must fit beside the overlap on one page, or no page shows it whole.
    if (options.squareMm > shortSide - kBoardOverlapMm || shortSide <= kBoardOverlapMm) {
        throw PrintError(
            BoardPageWords::tr(
                "A square of %1 mm does not fit on one page of this paper (%2 x %3 mm inside "
                "the margins, %4 mm of them shared with the next page); choose a square "
                "size of at most %5 mm.")
                .arg(millimetres(options.squareMm), millimetres(room.width()),
                     millimetres(room.height()), millimetres(kBoardOverlapMm),
                     millimetres(std::max(0.0, std::floor(shortSide - kBoardOverlapMm))))
                .toStdString());
    }
    const BoardTiling tiling = bestTiling(sizeMm, room);
    if (tiling.pages() > kMostBoardPages) {
        // The board grows with its squares: the largest whole square size that
        // keeps it within the limit, estimated by scaling the board.
        double suggestion = std::floor(options.squareMm) - 1;
        while (suggestion > 1 &&
               bestTiling(sizeMm * (suggestion / options.squareMm), room).pages() > kMostBoardPages)
            suggestion -= 1;
        const QString board = title.isEmpty() ? BoardPageWords::tr("The board") : title;
        throw PrintError(
            BoardPageWords::tr("%1 would take %2 pages at %3 mm a square, more than the %4 a "
                               "print may have; choose a smaller square size, such as %5 mm.")
                .arg(board)
                .arg(tiling.pages())
                .arg(millimetres(options.squareMm))
                .arg(kMostBoardPages)
                .arg(millimetres(std::max(1.0, suggestion)))
                .toStdString());
    }
    return tiling;
}

int drawBoardPages(QPdfWriter& writer, QPainter& painter, const std::vector<BoardSheet>& boards,
                   const PrintOptions& options, const PrintStyle& style, bool firstPage) {
    const QPageLayout layout = writer.pageLayout();
    const QSizeF paperMm = layout.fullRect(QPageLayout::Millimeter).size();
    std::vector<BoardTiling> tilings;
    for (const BoardSheet& board : boards)
        tilings.push_back(tileBoard(board.sizeMm, board.title, paperMm, options));

    // The painter's unit becomes the millimetre and its origin the paper's
    // corner, whatever margins the writer keeps.
    const double pixelsPerMm = writer.resolution() / 25.4;
    const QPoint writerMargin = layout.paintRectPixels(writer.resolution()).topLeft();
    const QSizeF room = printableMm(paperMm, options);
    const QPointF roomCorner(options.marginMm, options.marginMm);

    int pages = 0;
    for (std::size_t b = 0; b < boards.size(); ++b) {
        const BoardSheet& board = boards[b];
        const BoardTiling& tiling = tilings[b];
        const QSizeF laid = tiling.turned ? board.sizeMm.transposed() : board.sizeMm;
        const double stepX = room.width() - kBoardOverlapMm;
        const double stepY = room.height() - kBoardOverlapMm;
        for (int row = 0; row < tiling.rows; ++row) {
            for (int column = 0; column < tiling.columns; ++column) {
                if (pages > 0 || !firstPage)
                    writer.newPage();
                ++pages;
                painter.save();
                painter.resetTransform();
                painter.translate(-writerMargin.x(), -writerMargin.y());
                painter.scale(pixelsPerMm, pixelsPerMm);

                // The stretch of the laid board this page shows.
                const QRectF shown =
                    QRectF(column * stepX, row * stepY, room.width(), room.height())
                        .intersected(QRectF(QPointF(0, 0), laid));
                // A board narrower than the page is centred on it.
                const QPointF centring(tiling.columns == 1 ? (room.width() - laid.width()) / 2 : 0,
                                       tiling.rows == 1 ? (room.height() - laid.height()) / 2 : 0);
                const QPointF pageCorner = roomCorner + centring;
                painter.save();
                painter.translate(pageCorner - shown.topLeft());
                painter.setClipRect(shown);
                painter.save();
                if (tiling.turned) {
                    painter.translate(board.sizeMm.height(), 0);
                    painter.rotate(90);
                }
                if (board.draw)
                    board.draw(painter, style);
                painter.restore();

                // Marks on each overlap this page shares, at the same places of
                // the board on both pages.
                const double top = row * stepY,
                             bottom = std::min(laid.height(), top + room.height());
                const double left = column * stepX,
                             right = std::min(laid.width(), left + room.width());
                for (int seam = column; seam <= column + 1; ++seam) {
                    if (seam < 1 || seam >= tiling.columns)
                        continue;
                    const double x = seam * stepX + kBoardOverlapMm / 2;
                    for (const double y : markPlaces(top, bottom))
                        drawAlignmentMark(painter, {x, y});
                }
                for (int seam = row; seam <= row + 1; ++seam) {
                    if (seam < 1 || seam >= tiling.rows)
                        continue;
                    const double y = seam * stepY + kBoardOverlapMm / 2;
                    for (const double x : markPlaces(left, right))
                        drawAlignmentMark(painter, {x, y});
                }
                // The overlap's inner edges, dashed: where a neighbour's page ends.
                painter.setPen(QPen(QColor(0x60, 0x60, 0x60), 0.2, Qt::DashLine));
                if (column + 1 < tiling.columns)
                    painter.drawLine(QPointF((column + 1) * stepX, top),
                                     QPointF((column + 1) * stepX, bottom));
                if (column > 0)
                    painter.drawLine(QPointF(left + kBoardOverlapMm, top),
                                     QPointF(left + kBoardOverlapMm, bottom));
                if (row + 1 < tiling.rows)
                    painter.drawLine(QPointF(left, (row + 1) * stepY),
                                     QPointF(right, (row + 1) * stepY));
                if (row > 0)
                    painter.drawLine(QPointF(left, top + kBoardOverlapMm),
                                     QPointF(right, top + kBoardOverlapMm));
                painter.restore();

                QString label = board.title;
                if (tiling.pages() > 1) {
                    //: one page of a board split over several: its row and column of all of them
                    const QString where = BoardPageWords::tr("row %1, column %2 of %3 x %4")
                                              .arg(row + 1)
                                              .arg(column + 1)
                                              .arg(tiling.rows)
                                              .arg(tiling.columns);
                    label = label.isEmpty() ? where : label + QStringLiteral(", ") + where;
                    label += QStringLiteral(". ") +
                             BoardPageWords::tr(
                                 "Lay the pages over each other by %1 mm, until their marks "
                                 "meet.")
                                 .arg(millimetres(kBoardOverlapMm));
                }
                painter.setPen(QColor(0x33, 0x33, 0x33));
                drawBoardText(painter,
                              QRectF(roomCorner.x(), roomCorner.y() + room.height(), room.width(),
                                     kBoardLabelMm),
                              Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, label, 2.6);
                painter.restore();
            }
        }
    }
    return pages;
}

} // namespace pb::print
