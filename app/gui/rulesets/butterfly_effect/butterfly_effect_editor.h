#pragma once

#include "design_part_editor.h"

#include <QString>
#include <QUndoStack>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

namespace pb::butterfly_effect {
class ButterflyEffectGame;
class SetupError;
} // namespace pb::butterfly_effect

namespace pb::gui {

namespace butterfly_effect {
class SetupCommand;
}

// The cards and boards of a Butterfly Effect design, being edited: the six
// species (strength, move, health, copies, the pattern on a 4 x 4 grid), the
// evolution cards (an effect from the typed effects the core knows, with its
// number) and the boards of both eras (one size; green spots and Ra's cities
// for each era, the past's own where separateEraLayouts allows it), each of
// which can be drawn from a seed with squares locked (one set of locks, by
// square, for both). Every edit is checked
// by the game the design plays (a set-up it refuses is not taken, with its
// reason in errorMessage) and undone with one command per action. save()
// writes the design's set-up JSON {species, evolutions, board}, the locks as
// board.locked (which the game checks and does not play). For a design
// of another ruleset the editor is empty with isButterfly false.
class ButterflyEffectEditor : public pb::gui::DesignPartEditor {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool isButterfly READ isButterfly NOTIFY setupChanged)
    // [{name, strength, move, health, copies, animal, grid [16 bools, row by row]}]
    Q_PROPERTY(QVariantList species READ species NOTIFY setupChanged)
    // [{name, effect, value, copies}]
    Q_PROPERTY(QVariantList evolutions READ evolutions NOTIFY setupChanged)
    // [{name, label}]: the typed effects, in the core's order.
    Q_PROPERTY(QVariantList effects READ effects NOTIFY effectsChanged)
    Q_PROPERTY(int boardSize READ boardSize NOTIFY setupChanged)
    // [{green, city (number from 1, 0: none), locked}], row by row.
    Q_PROPERTY(QVariantList squares READ squares NOTIFY setupChanged)
    // The era whose board is shown and edited: 0 the past, 1 the present.
    Q_PROPERTY(int era READ era WRITE setEra NOTIFY setupChanged)
    // The game lets the past have a layout of its own (separateEraLayouts);
    // else both eras share the present's.
    Q_PROPERTY(bool separateEras READ separateEras NOTIFY setupChanged)
    // The saved past has a layout of its own (board.past).
    Q_PROPERTY(bool pastDiffers READ pastDiffers NOTIFY setupChanged)
    Q_PROPERTY(int greenCount READ greenCount NOTIFY setupChanged)
    Q_PROPERTY(int cityCount READ cityCount NOTIFY setupChanged)

public:
    explicit ButterflyEffectEditor(QObject* parent = nullptr);
    ~ButterflyEffectEditor() override;

    bool isButterfly() const { return game_ != nullptr; }
    QVariantList species() const;
    QVariantList evolutions() const;
    QVariantList effects() const;
    int boardSize() const;
    QVariantList squares() const;
    int era() const { return era_; }
    void setEra(int era);
    bool separateEras() const;
    bool pastDiffers() const;
    int greenCount() const;
    int cityCount() const;
    bool isDirty() const override { return !undoStack_.isClean(); }
    QUndoStack* undoStack() override { return &undoStack_; }
    const nlohmann::json& setup() const { return setup_; }
    const std::vector<bool>& locks() const { return locks_; }

    bool eventFilter(QObject* watched, QEvent* event) override;
    bool save() override;

    // field: name, strength, move, health or copies.
    Q_INVOKABLE bool setSpeciesValue(int species, const QString& field, const QVariant& value);
    Q_INVOKABLE bool togglePatternCell(int species, int row, int column);
    // field: name, effect (an effect's name), value or copies.
    Q_INVOKABLE bool setEvolutionValue(int evolution, const QString& field, const QVariant& value);
    Q_INVOKABLE bool addEvolution();
    Q_INVOKABLE bool removeEvolution(int evolution);
    Q_INVOKABLE bool setBoardSize(int size);
    Q_INVOKABLE bool toggleGreen(int square);
    Q_INVOKABLE bool toggleCity(int square);
    Q_INVOKABLE void toggleLock(int square);
    // A board from `seedText` (a whole number) with as many green spots and
    // cities as now, the locked squares kept.
    Q_INVOKABLE bool randomizeBoard(const QString& seedText);
    // The cards from and to CSV (butterfly_effect_cards_csv.h); a path or file URL.
    Q_INVOKABLE bool importCsv(const QString& path);
    Q_INVOKABLE bool exportCsv(const QString& path);

    // For the commands: show `setup` (or flip a lock) without touching the stack.
    void applySetup(const nlohmann::json& setup);
    void applyToggleLock(int square);

signals:
    void setupChanged();
    // The effects' words: a design of the ruleset loaded, or another language.
    void effectsChanged();

protected:
    void load(const std::optional<db::DesignRow>& row) override;
    void setErrorMessage(const QString& message) override;

private:
    // Checks the command's set-up with the game (normalised as the game writes
    // it) and pushes it; false with errorMessage set when the game refuses it.
    bool push(std::unique_ptr<butterfly_effect::SetupCommand> command);
    // The edited era's {green, cities}: board.past for the past when it has its own.
    const nlohmann::json& eraLayout() const;
    // The locks a saved set-up lists in board.locked, onto locks_.
    void readLocks(const nlohmann::json& saved);

    QUndoStack undoStack_;
    std::shared_ptr<const pb::butterfly_effect::ButterflyEffectGame> game_;
    nlohmann::json setup_;
    std::vector<bool> locks_;
    int era_ = 1; // the present (pb::butterfly_effect::kPresent)
    // The game's last refusal while it is the message shown, and the cards it
    // names: worded again in the new language on a language switch.
    std::unique_ptr<pb::butterfly_effect::SetupError> refusal_;
    nlohmann::json refusalSetup_;
};

} // namespace pb::gui
