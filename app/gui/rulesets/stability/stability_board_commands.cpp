#include "stability_board_commands.h"

#include "stability_board_editor.h"

#include <QCoreApplication>

namespace pb::gui {

SetTilesCommand::SetTilesCommand(StabilityBoardEditor* editor, std::vector<int> indices,
                                 std::vector<int> before, std::vector<int> after,
                                 const QString& text, QUndoCommand* parent)
    : QUndoCommand(text, parent), editor_(editor), indices_(std::move(indices)),
      before_(std::move(before)), after_(std::move(after)) {}

void SetTilesCommand::undo() {
    editor_->applyValues(indices_, before_);
}
void SetTilesCommand::redo() {
    editor_->applyValues(indices_, after_);
}

RandomizeCommand::RandomizeCommand(StabilityBoardEditor* editor, StabilityBoardSnapshot before,
                                   StabilityBoardSnapshot after, QUndoCommand* parent)
    : QUndoCommand(QCoreApplication::translate("StabilityBoardEditor", "Randomize board"), parent),
      editor_(editor), before_(std::move(before)), after_(std::move(after)) {}

void RandomizeCommand::undo() {
    editor_->applySnapshot(before_);
}
void RandomizeCommand::redo() {
    editor_->applySnapshot(after_);
}

ToggleLockCommand::ToggleLockCommand(StabilityBoardEditor* editor, int index, QUndoCommand* parent)
    : QUndoCommand(QCoreApplication::translate("StabilityBoardEditor", "Toggle lock"), parent),
      editor_(editor), index_(index) {}

void ToggleLockCommand::undo() {
    editor_->applyToggleLock(index_);
}
void ToggleLockCommand::redo() {
    editor_->applyToggleLock(index_);
}

} // namespace pb::gui
