#pragma once

#include <QString>
#include <QUndoCommand>
#include <utility>

namespace pb::gui {

// An editor's undo command that keeps what the editor edits as a snapshot
// before and after the action: the action works out the snapshot it leads to
// when it is made (the editor checks it with the rules before pushing it),
// and undo and redo hand one snapshot or the other to the editor's `Apply`,
// which shows it without touching the stack. A ruleset's editor derives one
// command class per action from it.
template <typename Editor, typename Snapshot, void (Editor::*Apply)(const Snapshot&)>
class SnapshotCommand : public QUndoCommand {
public:
    void undo() override { (editor_->*Apply)(before_); }
    void redo() override { (editor_->*Apply)(after_); }
    const Snapshot& after() const { return after_; }
    void setAfter(Snapshot after) { after_ = std::move(after); }

protected:
    SnapshotCommand(Editor* editor, Snapshot before, const QString& text)
        : editor_(editor), before_(std::move(before)), after_(before_) {
        setText(text);
    }

    Editor* editor_;
    Snapshot before_;
    Snapshot after_;
};

} // namespace pb::gui
