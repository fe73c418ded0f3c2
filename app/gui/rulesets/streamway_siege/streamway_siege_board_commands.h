#pragma once

#include "rulesets/streamway_siege/streamway_siege_board_editor.h"
#include "snapshot_command.h"

#include <QString>
#include <cstdint>
#include <nlohmann/json.hpp>

namespace pb::gui::streamway_siege {

// Every edit of a Streamway Siege board is one of the commands below, one
// class per action. Each works out, when it is made, the board it leads to
// (the editor checks it with the core before pushing it): a snapshot
// {board {steps, columns, snakes, ladders}, snakeLocks, ladderLocks}, the locks
// being the editor's own (the set-up has no place for them). Undo and redo put
// the snapshot before or after back.
class BoardCommand : public SnapshotCommand<StreamwaySiegeBoardEditor, nlohmann::json,
                                            &StreamwaySiegeBoardEditor::applySnapshot> {
protected:
    using SnapshotCommand::SnapshotCommand;
};

// The streamway's length and grid: 10 columns for a snakes-and-ladders board,
// 8 x 8 for a chessboard, 0 for a bare path. Pieces with an end on or past
// the new last step are dropped.
class SetLayoutCommand : public BoardCommand {
public:
    SetLayoutCommand(StreamwaySiegeBoardEditor* editor, const nlohmann::json& before, int steps,
                     int columns);
};

// A snake (head upstream, tail downstream) or a ladder (bottom downstream,
// top upstream) between two steps, dragged from one to the other.
class AddPieceCommand : public BoardCommand {
public:
    AddPieceCommand(StreamwaySiegeBoardEditor* editor, const nlohmann::json& before, bool snake,
                    int from, int to);
};

// One end of a snake or ladder dragged to another step.
class MovePieceEndCommand : public BoardCommand {
public:
    MovePieceEndCommand(StreamwaySiegeBoardEditor* editor, const nlohmann::json& before, bool snake,
                        int index, int end, int step);
};

class RemovePieceCommand : public BoardCommand {
public:
    RemovePieceCommand(StreamwaySiegeBoardEditor* editor, const nlohmann::json& before, bool snake,
                       int index);
};

// A snake or ladder locked or unlocked, so that randomizing keeps or redraws it.
class TogglePieceLockCommand : public BoardCommand {
public:
    TogglePieceLockCommand(StreamwaySiegeBoardEditor* editor, const nlohmann::json& before,
                           bool snake, int index);
};

// A board drawn from a seed (core/games/streamway_siege/streamway_siege_generator.h)
// on the present layout, the locked pieces kept (and still locked, listed
// first). Throws InvalidInput when the generator refuses the request.
class RandomizeBoardCommand : public BoardCommand {
public:
    RandomizeBoardCommand(StreamwaySiegeBoardEditor* editor, const nlohmann::json& before,
                          const nlohmann::json& request, bool allowEdgeEnds, std::uint64_t seed);
};

} // namespace pb::gui::streamway_siege
