#include "streamway_siege_board_commands.h"

#include "games/streamway_siege/streamway_siege_generator.h"
#include "streamway_siege_board_editor.h"

#include <QCoreApplication>
#include <algorithm>

namespace pb::gui::streamway_siege {

using nlohmann::json;
namespace ss = pb::streamway_siege;

namespace {

const char* listOf(bool snake) {
    return snake ? "snakes" : "ladders";
}
const char* locksOf(bool snake) {
    return snake ? "snakeLocks" : "ladderLocks";
}

QString words(const char* source) {
    return QCoreApplication::translate("StreamwaySiegeBoardEditor", source);
}

} // namespace

SetLayoutCommand::SetLayoutCommand(StreamwaySiegeBoardEditor* editor, const json& before, int steps,
                                   int columns)
    : BoardCommand(
          editor, before,
          words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Change the streamway's size"))) {
    json& board = after_["board"];
    board["steps"] = steps;
    board["columns"] = columns;
    // Pieces (and their locks) that no longer fit on the path go, and those
    // that would end on the new last step (left free unless allowEdgeEnds).
    for (bool snake : {true, false}) {
        json kept = json::array(), keptLocks = json::array();
        const json& list = before["board"][listOf(snake)];
        for (std::size_t i = 0; i < list.size(); ++i)
            if (std::max(list[i][0].get<int>(), list[i][1].get<int>()) < steps) {
                kept.push_back(list[i]);
                keptLocks.push_back(before[locksOf(snake)][i]);
            }
        board[listOf(snake)] = kept;
        after_[locksOf(snake)] = keptLocks;
    }
}

AddPieceCommand::AddPieceCommand(StreamwaySiegeBoardEditor* editor, const json& before, bool snake,
                                 int from, int to)
    : BoardCommand(editor, before,
                   snake ? words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Add a snake"))
                         : words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Add a ladder"))) {
    // A snake leads downstream (head, tail), a ladder upstream (bottom, top),
    // whichever way it was dragged.
    const int up = std::min(from, to), down = std::max(from, to);
    after_["board"][listOf(snake)].push_back(snake ? json{up, down} : json{down, up});
    after_[locksOf(snake)].push_back(false);
}

MovePieceEndCommand::MovePieceEndCommand(StreamwaySiegeBoardEditor* editor, const json& before,
                                         bool snake, int index, int end, int step)
    : BoardCommand(editor, before,
                   snake ? words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Move a snake"))
                         : words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Move a ladder"))) {
    json& piece = after_["board"][listOf(snake)][static_cast<std::size_t>(index)];
    piece[static_cast<std::size_t>(end)] = step;
    // Dragged past its other end, the piece turns round rather than point the wrong way.
    const int a = piece[0], b = piece[1];
    if (snake ? a > b : a < b)
        piece = json{b, a};
}

RemovePieceCommand::RemovePieceCommand(StreamwaySiegeBoardEditor* editor, const json& before,
                                       bool snake, int index)
    : BoardCommand(editor, before,
                   snake
                       ? words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Delete a snake"))
                       : words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Delete a ladder"))) {
    after_["board"][listOf(snake)].erase(static_cast<std::size_t>(index));
    after_[locksOf(snake)].erase(static_cast<std::size_t>(index));
}

TogglePieceLockCommand::TogglePieceLockCommand(StreamwaySiegeBoardEditor* editor,
                                               const json& before, bool snake, int index)
    : BoardCommand(
          editor, before,
          words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Lock or unlock a piece"))) {
    json& lock = after_[locksOf(snake)][static_cast<std::size_t>(index)];
    lock = !lock.get<bool>();
}

RandomizeBoardCommand::RandomizeBoardCommand(StreamwaySiegeBoardEditor* editor, const json& before,
                                             const json& request, bool allowEdgeEnds,
                                             std::uint64_t seed)
    : BoardCommand(editor, before,
                   words(QT_TRANSLATE_NOOP("StreamwaySiegeBoardEditor", "Randomize the board"))) {
    ss::BoardSpec spec;
    spec.steps = before["board"]["steps"];
    spec.columns = before["board"]["columns"];
    spec.snakes = request.value("snakes", 8);
    spec.ladders = request.value("ladders", 8);
    spec.minLength = request.value("minLength", 5);
    spec.maxLength = request.value("maxLength", 40);
    spec.tolerance = request.value("tolerance", 20);
    spec.allowEdgeEnds = allowEdgeEnds;
    for (bool snake : {true, false}) {
        const json& list = before["board"][listOf(snake)];
        for (std::size_t i = 0; i < list.size(); ++i)
            if (before[locksOf(snake)][i].get<bool>())
                (snake ? spec.lockedSnakes : spec.lockedLadders)
                    .push_back({list[i][0].get<int>(), list[i][1].get<int>()});
    }
    const ss::Board board = ss::generateBoard(spec, seed); // throws InvalidInput
    after_["board"] = ss::boardToJson(board);
    json snakeLocks = json::array(), ladderLocks = json::array();
    for (int i = 0; i < board.snakeCount; ++i)
        snakeLocks.push_back(i < static_cast<int>(spec.lockedSnakes.size()));
    for (int i = 0; i < board.ladderCount; ++i)
        ladderLocks.push_back(i < static_cast<int>(spec.lockedLadders.size()));
    after_["snakeLocks"] = snakeLocks;
    after_["ladderLocks"] = ladderLocks;
}

} // namespace pb::gui::streamway_siege
