#include "board/numbered_path.h"
#include "games/streamway_siege/streamway_siege_state.h"
#include "print_initial_state.h"
#include "streamway_siege_print.h"

#include <QCoreApplication>
#include <cmath>

namespace pb::print::streamway_siege {

namespace {
// The words of the printed board, in the interface language (lupdate reads
// the literal strings at each StreamwaySiegeBoardWords::tr).
struct StreamwaySiegeBoardWords {
    Q_DECLARE_TR_FUNCTIONS(StreamwaySiegeBoardWords)
};
} // namespace

std::vector<BoardSheet> StreamwaySiegePrint::boards(const PrintInput& input) const {
    const auto state = printInitialState(input);
    const auto& s = static_cast<const pb::streamway_siege::StreamwaySiegeState&>(*state);
    const pb::streamway_siege::Board& board = s.board();
    // A bare path (no grid) is drawn on a square of rows, as the view draws it.
    const int columns =
        board.grid()
            ? board.columns
            : std::max(1, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(board.steps)))));
    NumberedPath path;
    path.columns = columns;
    path.rows = (board.steps + columns - 1) / columns;
    path.squareMm = input.options.squareMm;
    for (int step = 1; step <= board.steps; ++step) {
        const int row = (step - 1) / columns, offset = (step - 1) % columns;
        PathSquare square{step, row % 2 == 0 ? offset : columns - 1 - offset, row, {}, {}};
        // The rows alternate in shade so that the path's turns read at a glance.
        square.fill = step == 1             ? QColor(0xc8, 0xe6, 0xc9)
                      : step == board.steps ? QColor(0xff, 0xcd, 0xd2)
                      : row % 2 == 0        ? QColor(0xe3, 0xf2, 0xfd)
                                            : QColor(0xd6, 0xea, 0xf8);
        if (step == 1)
            //: the first step of the streamway
            square.note = StreamwaySiegeBoardWords::tr("start");
        else if (step == board.steps)
            //: the last step of the streamway
            square.note = StreamwaySiegeBoardWords::tr("end");
        path.squares.push_back(square);
    }
    for (int i = 0; i < board.ladderCount; ++i)
        path.links.push_back({board.ladders[static_cast<std::size_t>(i)][0],
                              board.ladders[static_cast<std::size_t>(i)][1], LinkLook::Ladder});
    for (int i = 0; i < board.snakeCount; ++i)
        path.links.push_back({board.snakes[static_cast<std::size_t>(i)][0],
                              board.snakes[static_cast<std::size_t>(i)][1], LinkLook::Snake});
    // What already stands on the streamway: men by team, monsters in the view's purple.
    for (int i = 0; i < s.menCount(); ++i) {
        const pb::streamway_siege::Man& man = s.man(i);
        if (man.pos >= 1 && man.pos <= board.steps)
            path.pieces.push_back({man.team, man.pos, QStringLiteral("P%1").arg(man.team + 1)});
    }
    for (int i = 0; i < pb::streamway_siege::kMaxMonsters; ++i) {
        const pb::streamway_siege::Monster& monster = s.monster(i);
        if (monster.alive && monster.pos >= 1 && monster.pos <= board.steps)
            //: a monster on the printed streamway, as a one-letter piece
            path.pieces.push_back({0, monster.pos, StreamwaySiegeBoardWords::tr("M", "a monster"),
                                   QColor(0x6a, 0x1b, 0x9a)});
    }
    return {BoardSheet{QString(), numberedPathSizeMm(path),
                       [path](QPainter& painter, const PrintStyle& style) {
                           drawNumberedPath(painter, style, path);
                       }}};
}

} // namespace pb::print::streamway_siege
