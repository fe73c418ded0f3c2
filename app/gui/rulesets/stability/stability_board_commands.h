#pragma once

#include <QString>
#include <QUndoCommand>
#include <vector>

namespace pb::gui {

class StabilityBoardEditor;

// What a Stability board editor shows: the board, its locks and how it was
// last generated. RandomizeCommand keeps one before and one after.
struct StabilityBoardSnapshot {
    int side = 0;
    std::vector<int> values;
    std::vector<bool> locked;
    QString seed; // the seed the board was generated from; empty if hand-made
    QString note; // the generator's note for that seed
};

// Paint, fill or keyboard edits of tile values: the tiles and their values
// before and after.
class SetTilesCommand : public QUndoCommand {
public:
    SetTilesCommand(StabilityBoardEditor* editor, std::vector<int> indices, std::vector<int> before,
                    std::vector<int> after, const QString& text, QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    StabilityBoardEditor* editor_;
    std::vector<int> indices_;
    std::vector<int> before_;
    std::vector<int> after_;
};

// A new board from the generator (locked tiles kept), with its seed and note.
class RandomizeCommand : public QUndoCommand {
public:
    RandomizeCommand(StabilityBoardEditor* editor, StabilityBoardSnapshot before,
                     StabilityBoardSnapshot after, QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    StabilityBoardEditor* editor_;
    StabilityBoardSnapshot before_;
    StabilityBoardSnapshot after_;
};

// Locks or unlocks one tile, so that a re-roll keeps or changes it.
class ToggleLockCommand : public QUndoCommand {
public:
    ToggleLockCommand(StabilityBoardEditor* editor, int index, QUndoCommand* parent = nullptr);
    void undo() override;
    void redo() override;

private:
    StabilityBoardEditor* editor_;
    int index_;
};

} // namespace pb::gui
