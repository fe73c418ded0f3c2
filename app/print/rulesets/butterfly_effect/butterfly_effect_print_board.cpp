#include "board/square_grid.h"
#include "butterfly_effect_print.h"
#include "games/butterfly_effect/butterfly_effect_state.h"
#include "print_initial_state.h"

#include <QCoreApplication>

namespace pb::print::butterfly_effect {

namespace {
// The words of the printed board, in the interface language (lupdate reads
// the literal strings at each ButterflyEffectBoardWords::tr).
struct ButterflyEffectBoardWords {
    Q_DECLARE_TR_FUNCTIONS(ButterflyEffectBoardWords)
};
} // namespace

std::vector<BoardSheet> ButterflyEffectPrint::boards(const PrintInput& input) const {
    using namespace pb::butterfly_effect;
    const auto state = printInitialState(input);
    const auto& s = static_cast<const ButterflyEffectState&>(*state);
    const Content& content = s.content();
    std::vector<BoardSheet> sheets;
    for (int era = 0; era < kEras; ++era) {
        const auto e = static_cast<std::size_t>(era);
        SquareGrid grid;
        grid.columns = grid.rows = content.size;
        grid.squareMm = input.options.squareMm;
        grid.squares.resize(static_cast<std::size_t>(content.size * content.size));
        for (int sq = 0; sq < content.size * content.size; ++sq) {
            GridSquare& square = grid.squares[static_cast<std::size_t>(sq)];
            const int city = content.city[e][static_cast<std::size_t>(sq)];
            // ButterflyEffectEra.qml's colours: cities sand, green spots green.
            square.fill = city >= 0 ? QColor(0xf3, 0xde, 0xb0)
                          : content.green[e][static_cast<std::size_t>(sq)]
                              ? QColor(0xcf, 0xe8, 0xc4)
                              : QColor(0xf6, 0xf3, 0xea);
            if (city >= 0) {
                const int holder = s.cityHolder(era, sq);
                square.ring =
                    holder >= 0 ? PrintStyle(false).seat(holder) : QColor(0xb8, 0x86, 0x0b);
                // The view's corner number, printed large: read across the table.
                square.text = QStringLiteral("\u2656%1").arg(city + 1);
                square.textColour = QColor(0x6d, 0x4c, 0x00);
            }
            const int species = s.pieceAt(era, sq);
            if (species >= 0 && species < kSpecies) {
                square.disc = PrintStyle(false).seat(s.seatOf(species));
                square.discText =
                    QString::fromStdString(content.species[static_cast<std::size_t>(species)].name)
                        .left(2);
            }
        }
        sheets.push_back(BoardSheet{
            era == kPast ? ButterflyEffectBoardWords::tr("The past", "an era's board")
                         : ButterflyEffectBoardWords::tr("The present", "an era's board"),
            squareGridSizeMm(grid), [grid](QPainter& painter, const PrintStyle& style) {
                drawSquareGrid(painter, style, grid);
            }});
    }
    return sheets;
}

} // namespace pb::print::butterfly_effect
