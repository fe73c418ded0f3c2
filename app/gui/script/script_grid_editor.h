#pragma once

#include "board_tiles_model.h"
#include "design_part_editor.h"
#include "snapshot_command.h"

#include <QObject>
#include <QString>
#include <QUndoStack>
#include <QtQml/qqmlregistration.h>
#include <vector>

namespace pb::gui {

// The editable grid of a scripted design (a state field the script declares
// with `editable = true`, docs/scripting.md "Cards and an editable board"),
// being edited: its cells, row by row, each a value within the field's
// min..max, with undo. save() writes the design's set-up key named after the
// field (its rows, as the state's JSON shows a grid) and keeps the set-up's
// other keys (the deck). Without a saved board the editor shows the board
// a game of seed 1 starts from. For a design whose script has no editable
// grid (or no script) the editor is empty with hasGrid false.
class ScriptGridEditor : public pb::gui::DesignPartEditor {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool hasGrid READ hasGrid NOTIFY gridLoaded)
    Q_PROPERTY(pb::gui::BoardTilesModel* tiles READ tiles CONSTANT)
    // The field's name, as the script declares it (the set-up's key).
    Q_PROPERTY(QString fieldName READ fieldName NOTIFY gridLoaded)
    Q_PROPERTY(int columns READ columns NOTIFY gridLoaded)
    Q_PROPERTY(int rows READ rows NOTIFY gridLoaded)
    Q_PROPERTY(int minValue READ minValue NOTIFY gridLoaded)
    Q_PROPERTY(int maxValue READ maxValue NOTIFY gridLoaded)
    // The value a click paints.
    Q_PROPERTY(int toolValue READ toolValue WRITE setToolValue NOTIFY toolValueChanged)
    // Whether the design has a board saved; without one each game's setup makes its own.
    Q_PROPERTY(bool savedBoard READ savedBoard NOTIFY gridLoaded)

public:
    explicit ScriptGridEditor(QObject* parent = nullptr);
    ~ScriptGridEditor() override;

    bool hasGrid() const { return hasGrid_; }
    BoardTilesModel* tiles() { return &tiles_; }
    QString fieldName() const { return fieldName_; }
    int columns() const { return columns_; }
    int rows() const { return rows_; }
    int minValue() const { return minValue_; }
    int maxValue() const { return maxValue_; }
    int toolValue() const { return toolValue_; }
    void setToolValue(int value);
    bool savedBoard() const { return savedBoard_; }
    QUndoStack* undoStack() override { return &undoStack_; }
    bool isDirty() const override { return !undoStack_.isClean(); }

    // The design's set-up as save() would write it: its other keys and this grid.
    nlohmann::json setup() const;
    // Writes the grid into the design's set-up; a set-up the game refuses is not saved.
    bool save() override;

    // Sets one cell (clamped to min..max); one undo step.
    Q_INVOKABLE void setCell(int index, int value);
    // Sets one cell to toolValue.
    Q_INVOKABLE void paintCell(int index);
    // Every cell to `value`; one undo step.
    Q_INVOKABLE void fill(int value);

    // For the commands: show `values` without touching the undo stack.
    void applyValues(const std::vector<int>& values);

signals:
    void gridLoaded();
    void toolValueChanged();

protected:
    void load(const std::optional<db::DesignRow>& row) override;

private:
    void pushValues(std::vector<int> after, const QString& text);
    void clear();

    bool hasGrid_ = false;
    bool savedBoard_ = false;
    QString rulesetKey_;
    QString fieldName_;
    int columns_ = 0;
    int rows_ = 0;
    int minValue_ = 0;
    int maxValue_ = 0;
    int toolValue_ = 0;
    nlohmann::json otherSetup_ = nlohmann::json::object();
    BoardTilesModel tiles_;
    QUndoStack undoStack_;
};

// One edit of the grid: the cells before and after.
class SetGridCommand
    : public SnapshotCommand<ScriptGridEditor, std::vector<int>, &ScriptGridEditor::applyValues> {
public:
    SetGridCommand(ScriptGridEditor* editor, std::vector<int> before, std::vector<int> after,
                   const QString& text)
        : SnapshotCommand(editor, std::move(before), text) {
        setAfter(std::move(after));
    }
};

} // namespace pb::gui
