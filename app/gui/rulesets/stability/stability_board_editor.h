#pragma once

#include "board_tiles_model.h"
#include "design_part_editor.h"
#include "stability_board_commands.h"
#include "workbench.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QUndoStack>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// The board of a Stability design, being edited: its tiles (values and
// locks), the generator's seed and note, a histogram of the values against
// the generation targets, and an undo stack holding every edit. save() writes
// the design's set-up as {"board": rows, "locked": [indices], "seed": text}
// and nothing else of the design. For a design of another ruleset the editor
// is empty with isStability false.
class StabilityBoardEditor : public pb::gui::DesignPartEditor {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool isStability READ isStability NOTIFY boardChanged)
    Q_PROPERTY(pb::gui::BoardTilesModel* tiles READ tiles CONSTANT)
    Q_PROPERTY(int side READ side NOTIFY boardChanged)
    Q_PROPERTY(int minValue READ minValue NOTIFY parametersChanged)
    Q_PROPERTY(int maxValue READ maxValue NOTIFY parametersChanged)
    Q_PROPERTY(int cornerValue READ cornerValue NOTIFY parametersChanged)
    Q_PROPERTY(int minTile READ minTile NOTIFY parametersChanged)
    Q_PROPERTY(int maxTile READ maxTile NOTIFY parametersChanged)
    Q_PROPERTY(QString seed READ seed NOTIFY boardChanged)
    Q_PROPERTY(QString note READ note NOTIFY boardChanged)
    // Why the board cannot be used as it is (e.g. its side differs from the
    // design's size), or empty.
    Q_PROPERTY(QString warning READ warning NOTIFY boardChanged)
    // {value, count, target, ok} per value over the non-corner squares.
    Q_PROPERTY(QVariantList histogram READ histogram NOTIFY boardChanged)
    Q_PROPERTY(bool constraintsHold READ constraintsHold NOTIFY boardChanged)
    Q_PROPERTY(Tool tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(int toolValue READ toolValue WRITE setToolValue NOTIFY toolChanged)

public:
    // What painting a tile does.
    enum Tool { SetValue, Increment, Decrement };
    Q_ENUM(Tool)

    explicit StabilityBoardEditor(QObject* parent = nullptr);
    ~StabilityBoardEditor() override;

    bool isStability() const { return isStability_; }
    BoardTilesModel* tiles() { return &tiles_; }
    QUndoStack* undoStack() override { return &undoStack_; }
    int side() const { return tiles_.side(); }
    int minValue() const { return minValue_; }
    int maxValue() const { return maxValue_; }
    int cornerValue() const { return cornerValue_; }
    int minTile() const { return minTile_; }
    int maxTile() const { return maxTile_; }
    QString seed() const { return seed_; }
    QString note() const { return note_; }
    QString warning() const;
    QVariantList histogram() const;
    bool constraintsHold() const;
    bool isDirty() const override { return !undoStack_.isClean(); }
    Tool tool() const { return tool_; }
    void setTool(Tool tool);
    int toolValue() const { return toolValue_; }
    void setToolValue(int value);

    // Writes the board, locks and seed into the design's set-up.
    bool save() override;

    Q_INVOKABLE void setTile(int index, int value);
    Q_INVOKABLE void adjustTile(int index, int delta);
    // Applies the current tool to one tile; inside a stroke each tile once.
    Q_INVOKABLE void paintTile(int index);
    // A drag-paint: the tiles painted between begin and end undo as one step.
    Q_INVOKABLE void beginStroke();
    Q_INVOKABLE void endStroke();
    // Applies the current tool to the rectangle with corners `from` and `to`.
    Q_INVOKABLE void fillRectangle(int from, int to);
    Q_INVOKABLE void toggleLock(int index);
    // A board from the generator with the design's parameters and `seedText`
    // (an unsigned number), locked tiles kept. False with errorMessage set for
    // a seed that is not a number or parameters the generator refuses.
    Q_INVOKABLE bool randomize(const QString& seedText);
    // randomize() with a new random seed.
    Q_INVOKABLE bool reroll();

    // For the commands: change the tiles without touching the undo stack.
    void applyValues(const std::vector<int>& indices, const std::vector<int>& values);
    void applySnapshot(const StabilityBoardSnapshot& snapshot);
    void applyToggleLock(int index);

signals:
    void boardChanged();
    void parametersChanged();
    void toolChanged();

protected:
    void load(const std::optional<db::DesignRow>& row) override;
    void onDesignsChanged() override;

private:
    StabilityBoardSnapshot snapshot() const;
    int clampValue(int value) const;
    void pushValues(const std::vector<int>& indices, const std::vector<int>& values,
                    const QString& text);
    int toolResult(int index) const;
    // The design's parameters the editor keeps; false for no Stability design.
    bool readParameters(const std::optional<db::DesignRow>& row);
    void clearBoard();

    bool isStability_ = false;
    BoardTilesModel tiles_;
    QUndoStack undoStack_;
    int size_ = 10;
    int minValue_ = 1;
    int maxValue_ = 8;
    int cornerValue_ = 1;
    int minTile_ = 0;
    int maxTile_ = 10;
    QString seed_;
    QString note_;
    Tool tool_ = SetValue;
    int toolValue_ = 1;
    bool strokeOpen_ = false;
    bool strokeMacroOpen_ = false;
    QSet<int> strokeTiles_;
};

} // namespace pb::gui
