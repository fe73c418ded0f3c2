#pragma once

#include "design_part_editor.h"

#include <QString>
#include <QUndoStack>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <nlohmann/json.hpp>

namespace pb::streamway_siege {
class StreamwaySiegeGame;
}

namespace pb::gui {

namespace streamway_siege {
class BoardCommand;
}

// The streamway of a Streamway Siege design, being edited (issue 14, "Board
// editor"): its length and grid, its snakes and ladders added by dragging
// from one step to another, their ends moved, deleted, locked, and the board
// drawn from a seed under constraints with the locked pieces kept. Every edit
// is checked by the core (boardFromJson: distinct ends, no chains, none on the
// first or last step unless the design's allowEdgeEnds); a board it refuses
// is not taken, its sentence (naming the offending step, worded from the
// core's problem code in the interface language) in errorMessage and the step
// in problemStep. One undo command per action. save() writes the
// design's set-up {"board": {steps, columns, snakes, ladders}}. For a design
// of another ruleset the editor is empty with isSiege false.
class StreamwaySiegeBoardEditor : public pb::gui::DesignPartEditor {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool isSiege READ isSiege NOTIFY boardChanged)
    Q_PROPERTY(int steps READ steps NOTIFY boardChanged)
    Q_PROPERTY(int columns READ columns NOTIFY boardChanged)
    // Rows as drawn, and cells [{step, row, column}] (a bare path is drawn square-ish).
    Q_PROPERTY(int drawnColumns READ drawnColumns NOTIFY boardChanged)
    Q_PROPERTY(int rows READ rows NOTIFY boardChanged)
    Q_PROPERTY(QVariantList cells READ cells NOTIFY boardChanged)
    // [{head, tail, locked}] and [{bottom, top, locked}], in the board's order.
    Q_PROPERTY(QVariantList snakes READ snakes NOTIFY boardChanged)
    Q_PROPERTY(QVariantList ladders READ ladders NOTIFY boardChanged)
    Q_PROPERTY(int totalDrop READ totalDrop NOTIFY boardChanged)
    Q_PROPERTY(int totalClimb READ totalClimb NOTIFY boardChanged)
    // The step the last refused edit's sentence names, or -1.
    Q_PROPERTY(int problemStep READ problemStep NOTIFY problemStepChanged)

public:
    explicit StreamwaySiegeBoardEditor(QObject* parent = nullptr);
    ~StreamwaySiegeBoardEditor() override;

    bool isSiege() const { return game_ != nullptr; }
    int steps() const;
    int columns() const;
    int drawnColumns() const;
    int rows() const;
    QVariantList cells() const;
    QVariantList snakes() const;
    QVariantList ladders() const;
    int totalDrop() const;
    int totalClimb() const;
    int problemStep() const { return problemStep_; }
    bool isDirty() const override { return !undoStack_.isClean(); }
    QUndoStack* undoStack() override { return &undoStack_; }
    // {board, snakeLocks, ladderLocks}
    const nlohmann::json& snapshot() const { return snapshot_; }

    bool save() override;

    // columns: 10 a snakes-and-ladders board, 8 (with 64 steps) a chessboard, 0 a bare path.
    Q_INVOKABLE bool setLayout(int steps, int columns);
    // kind "snake" or "ladder"; from and to the steps dragged between.
    Q_INVOKABLE bool addPiece(const QString& kind, int from, int to);
    // end 0: a snake's head or a ladder's bottom; 1: the tail or the top.
    Q_INVOKABLE bool movePieceEnd(const QString& kind, int index, int end, int step);
    Q_INVOKABLE bool removePiece(const QString& kind, int index);
    Q_INVOKABLE bool toggleLock(const QString& kind, int index);
    // A board from `seedText` (a whole number) with that many snakes and
    // ladders, each minLength..maxLength steps long, climb within `tolerance`
    // of drop, the locked pieces kept.
    Q_INVOKABLE bool randomize(const QString& seedText, int snakes, int ladders, int minLength,
                               int maxLength, int tolerance);
    // The piece with an end on `step`: {kind, index, end}, or empty.
    Q_INVOKABLE QVariantMap pieceAt(int step) const;

    // For the commands: show `snapshot` without touching the stack.
    void applySnapshot(const nlohmann::json& snapshot);

signals:
    void boardChanged();
    void problemStepChanged();

protected:
    void load(const std::optional<db::DesignRow>& row) override;
    // A message that frames no step.
    void setErrorMessage(const QString& message) override { setErrorMessage(message, -1); }

private:
    // Checks the command's board with the core and pushes it; false with
    // errorMessage (and problemStep) set when the core refuses it.
    bool push(std::unique_ptr<streamway_siege::BoardCommand> command);
    bool validPiece(const QString& kind, int index) const;
    nlohmann::json loadedSnapshot(const nlohmann::json& setup);
    // `step`: the step the message names (framed on the board), or -1.
    void setErrorMessage(const QString& message, int step);

    QUndoStack undoStack_;
    std::shared_ptr<const pb::streamway_siege::StreamwaySiegeGame> game_;
    nlohmann::json snapshot_;
    int problemStep_ = -1;
};

} // namespace pb::gui
