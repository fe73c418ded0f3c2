#include "board/board_text.h"
#include "board/square_grid.h"
#include "games/titanomachia/titanomachia_geometry.h"
#include "games/titanomachia/titanomachia_state.h"
#include "print_initial_state.h"
#include "titanomachia_print.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPen>
#include <array>

namespace pb::print::titanomachia {

namespace {

// The words of the printed board, in the interface language (lupdate reads
// the literal strings at each TitanomachiaBoardWords::tr).
struct TitanomachiaBoardWords {
    Q_DECLARE_TR_FUNCTIONS(TitanomachiaBoardWords)
};

// TitanomachiaBoardView.qml's terrain colours, by terrain type.
constexpr std::array<QRgb, 8> kTerrainColours{0xe8e4d8, 0xcbbf9f, 0xa39274, 0x6d6250,
                                              0x8d9a7a, 0x7b8a9a, 0x9a7b8a, 0x5f6f5f};

QColor terrainColour(int type) {
    return QColor(kTerrainColours[static_cast<std::size_t>(std::clamp(type, 0, 7))]);
}

// The default terrain types in the interface language (as TitanNames words them).
QString terrainName(const std::string& name) {
    if (name == "open")
        //: terrain without Armour, Difficulty or Interference
        return TitanomachiaBoardWords::tr("open");
    if (name == "rubble")
        return TitanomachiaBoardWords::tr("rubble");
    if (name == "ruins")
        return TitanomachiaBoardWords::tr("ruins");
    if (name == "hab-block")
        //: terrain: a habitation block, the hardest cover
        return TitanomachiaBoardWords::tr("hab-block");
    return QString::fromStdString(name);
}

struct LegendEntry {
    QColor colour;
    QString text;
};

// Each terrain's key takes this much of a legend line, and each line this much.
constexpr double kKeyWidthMm = 48.0;
constexpr double kKeyLineMm = 7.0;

} // namespace

std::vector<BoardSheet> TitanomachiaPrint::boards(const PrintInput& input) const {
    using namespace pb::titanomachia;
    const auto state = printInitialState(input);
    const auto& s = static_cast<const TitanomachiaState&>(*state);
    const auto& types = s.fixed().setup.terrainTypes;
    const PrintStyle seats(false);
    SquareGrid grid;
    grid.columns = grid.rows = kSide;
    grid.squareMm = input.options.squareMm;
    grid.squares.resize(kSquares);
    for (int sq = 0; sq < kSquares; ++sq) {
        GridSquare& square = grid.squares[static_cast<std::size_t>(sq)];
        const int type = s.terrainAt(sq);
        square.fill = terrainColour(type);
        square.textColour = type >= 3 ? QColor(Qt::white) : QColor(0x1f, 0x1f, 0x1f);
        if (type > 0 && static_cast<std::size_t>(type) < types.size()) {
            const TerrainType& t = types[static_cast<std::size_t>(type)];
            square.corner = QStringLiteral("%1\u00b7%2\u00b7%3")
                                .arg(t.armour)
                                .arg(t.difficulty)
                                .arg(t.interference);
        }
    }
    // The Objective markers and each Titan's Position marker, as the view shows them.
    for (int seat = 0; seat < kSeats; ++seat) {
        for (const Objective& o : s.objectives(seat)) {
            if (o.square < 0 || o.square >= kSquares)
                continue;
            GridSquare& square = grid.squares[static_cast<std::size_t>(o.square)];
            square.badge += QStringLiteral("\u2691");
            square.badgeColour = seats.seat(seat);
        }
        const Trail& trail = s.trail(seat);
        if (trail.count > 0) {
            const std::size_t last = trail.count - 1u;
            GridSquare& square = grid.squares[trail.square[last]];
            square.disc = seats.seat(seat);
            square.discText = QString::fromLatin1(kDirectionNames[trail.facing[last] % 8]);
        }
    }
    std::vector<LegendEntry> legend;
    for (std::size_t type = 0; type < types.size(); ++type) {
        const TerrainType& t = types[type];
        legend.push_back(
            {terrainColour(static_cast<int>(type)), QStringLiteral("%1 %2\u00b7%3\u00b7%4")
                                                        .arg(terrainName(t.name))
                                                        .arg(t.armour)
                                                        .arg(t.difficulty)
                                                        .arg(t.interference)});
    }
    const QString key =
        TitanomachiaBoardWords::tr("Terrain: Armour \u00b7 Difficulty \u00b7 Interference. "
                                   "\u2691 Objective marker; colours are the players'.");
    const QSizeF gridSize = squareGridSizeMm(grid);
    const int perLine =
        std::max(1, static_cast<int>((gridSize.width() - kEdgeLabelMm) / kKeyWidthMm));
    const int lines = (static_cast<int>(legend.size()) + perLine - 1) / perLine;
    const double legendHeight = 2.0 + (lines + 1) * kKeyLineMm;
    return {BoardSheet{
        QString(), QSizeF(gridSize.width(), gridSize.height() + legendHeight),
        [grid, legend, key, gridSize, perLine, lines](QPainter& painter, const PrintStyle& style) {
            drawSquareGrid(painter, style, grid);
            // What the values and marks mean, under the board.
            for (std::size_t i = 0; i < legend.size(); ++i) {
                const LegendEntry& entry = legend[i];
                const double x = kEdgeLabelMm + static_cast<int>(i) % perLine * kKeyWidthMm;
                const double y =
                    gridSize.height() + 2.0 + static_cast<int>(i) / perLine * kKeyLineMm;
                painter.setPen(QPen(style.colour(entry.colour.darker(135)), 0.3));
                painter.setBrush(style.colour(entry.colour));
                painter.drawRect(QRectF(x, y, 5.0, 5.0));
                painter.setPen(style.colour(QColor(0x1f, 0x1f, 0x1f)));
                const QRectF text(x + 6.5, y - 1.0, kKeyWidthMm - 8.0, 7.0);
                drawBoardText(painter, text, Qt::AlignLeft | Qt::AlignVCenter, entry.text, 3.2);
            }
            painter.setPen(style.colour(QColor(0x1f, 0x1f, 0x1f)));
            drawBoardText(painter,
                          QRectF(kEdgeLabelMm, gridSize.height() + 2.0 + lines * kKeyLineMm,
                                 gridSize.width() - kEdgeLabelMm, kKeyLineMm),
                          Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, key, 2.8);
        }}};
}

} // namespace pb::print::titanomachia
