#pragma once

#include "games/titanomachia/titanomachia_setup.h"

#include <QUndoCommand>
#include <vector>

namespace pb::gui {

class TitanomachiaSetupEditor;

// The titan builder's and board editor's actions, one class each; each holds
// what it changes before and after and applies it through the editor.

// One score (or the Armour, k = -1) of one System card of a player's Titan.
class SetSystemScoreCommand : public QUndoCommand {
public:
    SetSystemScoreCommand(TitanomachiaSetupEditor* editor, int seat, int system, int k, int before,
                          int after);
    void undo() override;
    void redo() override;

private:
    TitanomachiaSetupEditor* editor_;
    int seat_, system_, k_, before_, after_;
};

// A player's sealed Initiative bid.
class SetBidCommand : public QUndoCommand {
public:
    SetBidCommand(TitanomachiaSetupEditor* editor, int seat, int before, int after);
    void undo() override;
    void redo() override;

private:
    TitanomachiaSetupEditor* editor_;
    int seat_, before_, after_;
};

// An Objective template bought or given up (its marker designated in play).
class ToggleObjectiveCommand : public QUndoCommand {
public:
    ToggleObjectiveCommand(TitanomachiaSetupEditor* editor, int seat, int type);
    void undo() override;
    void redo() override;

private:
    TitanomachiaSetupEditor* editor_;
    int seat_, type_;
};

// One terrain marker placed on a square of its owner's home half.
class PlaceTerrainCommand : public QUndoCommand {
public:
    PlaceTerrainCommand(TitanomachiaSetupEditor* editor, int square, int before, int after);
    void undo() override;
    void redo() override;

private:
    TitanomachiaSetupEditor* editor_;
    int square_, before_, after_;
};

// A player's whole home half drawn from a seed (titanomachia_terrain_generator.h).
class RandomizeTerrainCommand : public QUndoCommand {
public:
    RandomizeTerrainCommand(TitanomachiaSetupEditor* editor, int seat, std::vector<int> before,
                            std::vector<int> after, unsigned long long seed);
    void undo() override;
    void redo() override;

private:
    TitanomachiaSetupEditor* editor_;
    int seat_;
    std::vector<int> before_, after_;
};

// A player's whole Titan rebuilt by the automatic titan builder (Auto-build).
class AutoBuildTitanCommand : public QUndoCommand {
public:
    AutoBuildTitanCommand(TitanomachiaSetupEditor* editor, int seat, pb::titanomachia::Titan before,
                          pb::titanomachia::Titan after);
    void undo() override;
    void redo() override;

private:
    TitanomachiaSetupEditor* editor_;
    int seat_;
    pb::titanomachia::Titan before_, after_;
};

} // namespace pb::gui
