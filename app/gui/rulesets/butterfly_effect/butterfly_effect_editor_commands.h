#pragma once

#include "rulesets/butterfly_effect/butterfly_effect_editor.h"
#include "snapshot_command.h"

#include <QString>
#include <QVariant>
#include <nlohmann/json.hpp>
#include <vector>

namespace pb::gui::butterfly_effect {

// Every edit of a Butterfly Effect design's cards and boards is one of the
// commands below, one class per action. Each works out the set-up it leads to
// when it is made (the editor checks it with the game before pushing it) and
// keeps the set-up before and after, so undo and redo just put one back.
class SetupCommand : public SnapshotCommand<ButterflyEffectEditor, nlohmann::json,
                                            &ButterflyEffectEditor::applySetup> {
protected:
    using SnapshotCommand::SnapshotCommand;
};

// A species' name, strength, move, health or copies.
class SetSpeciesValueCommand : public SetupCommand {
public:
    SetSpeciesValueCommand(ButterflyEffectEditor* editor, const nlohmann::json& before, int species,
                           const QString& field, const QVariant& value);
};

// One cell of a species' pattern (reproduction and death) drawn or cleared,
// on a 4 x 4 grid; the pattern is kept trimmed to its cells.
class TogglePatternCellCommand : public SetupCommand {
public:
    TogglePatternCellCommand(ButterflyEffectEditor* editor, const nlohmann::json& before,
                             int species, int row, int column);
};

// An evolution card's name, effect, value or copies.
class SetEvolutionValueCommand : public SetupCommand {
public:
    SetEvolutionValueCommand(ButterflyEffectEditor* editor, const nlohmann::json& before,
                             int evolution, const QString& field, const QVariant& value);
};

// A new evolution card at the end of the list.
class AddEvolutionCommand : public SetupCommand {
public:
    AddEvolutionCommand(ButterflyEffectEditor* editor, const nlohmann::json& before,
                        const QString& name);
};

class RemoveEvolutionCommand : public SetupCommand {
public:
    RemoveEvolutionCommand(ButterflyEffectEditor* editor, const nlohmann::json& before,
                           int evolution);
};

// Both boards resized: the default layout of that size.
class SetBoardSizeCommand : public SetupCommand {
public:
    SetBoardSizeCommand(ButterflyEffectEditor* editor, const nlohmann::json& before, int size);
};

// A green spot laid or taken away.
class ToggleGreenCommand : public SetupCommand {
public:
    // `separate`: the game lets the past have its own layout (separateEraLayouts).
    ToggleGreenCommand(ButterflyEffectEditor* editor, const nlohmann::json& before, int era,
                       int square, bool separate);
};

// One of Ra's cities built or taken away.
class ToggleCityCommand : public SetupCommand {
public:
    ToggleCityCommand(ButterflyEffectEditor* editor, const nlohmann::json& before, int era,
                      int square, bool separate);
};

// An era's board drawn from a seed, the locked squares kept.
class RandomizeBoardCommand : public SetupCommand {
public:
    RandomizeBoardCommand(ButterflyEffectEditor* editor, const nlohmann::json& before, int era,
                          const std::vector<bool>& locked, std::uint64_t seed, bool separate);
};

// The species and evolution cards read from a CSV file.
class ImportCardsCommand : public SetupCommand {
public:
    ImportCardsCommand(ButterflyEffectEditor* editor, const nlohmann::json& before,
                       const nlohmann::json& cards, const QString& file);
};

// A square locked or unlocked, so that randomizing keeps or redraws it.
class ToggleBoardLockCommand : public QUndoCommand {
public:
    ToggleBoardLockCommand(ButterflyEffectEditor* editor, int square);
    void undo() override;
    void redo() override;

private:
    ButterflyEffectEditor* editor_;
    int square_;
};

} // namespace pb::gui::butterfly_effect
