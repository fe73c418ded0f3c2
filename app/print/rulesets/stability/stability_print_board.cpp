#include "board/square_grid.h"
#include "games/stability/stability_state.h"
#include "print_initial_state.h"
#include "stability_print.h"

#include <QCoreApplication>
#include <array>

namespace pb::print::stability {

namespace {
// StabilityBoardView.qml's ramp (viridis: ordered, colour-blind safe, and
// still ordered in grey), value 0 first.
constexpr std::array<QRgb, 11> kRamp{0x440154, 0x482475, 0x414487, 0x355f8d, 0x2a788e, 0x21918c,
                                     0x22a884, 0x44bf70, 0x7ad151, 0xbddf26, 0xfde725};
} // namespace

std::vector<BoardSheet> StabilityPrint::boards(const PrintInput& input) const {
    const auto state = printInitialState(input);
    const auto& s = static_cast<const pb::stability::StabilityState&>(*state);
    SquareGrid grid;
    grid.columns = grid.rows = s.rules().size;
    grid.squareMm = input.options.squareMm;
    grid.squares.resize(static_cast<std::size_t>(s.rules().cells));
    for (int cell = 0; cell < s.rules().cells; ++cell) {
        GridSquare& square = grid.squares[static_cast<std::size_t>(cell)];
        const int value = s.tile(cell);
        square.fill = QColor(kRamp[static_cast<std::size_t>(std::clamp(value, 0, 10))]);
        square.text = QString::number(value);
        square.textColour = value <= 5 ? QColor(Qt::white) : QColor(0x11, 0x11, 0x11);
    }
    // Each homunculus on its starting square, labelled as the view labels it.
    for (int seat = 0; seat < s.numPlayers(); ++seat) {
        const int at = s.position(seat);
        if (at < 0)
            continue;
        QString& note = grid.squares[static_cast<std::size_t>(at)].note;
        note += (note.isEmpty() ? QString() : QStringLiteral(" ")) +
                QStringLiteral("P%1").arg(seat + 1);
    }
    return {BoardSheet{QString(), squareGridSizeMm(grid),
                       [grid](QPainter& painter, const PrintStyle& style) {
                           drawSquareGrid(painter, style, grid);
                       }}};
}

} // namespace pb::print::stability
