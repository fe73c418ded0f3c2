#include "rulesets/titanomachia/titanomachia_setup_commands.h"

#include "rulesets/titanomachia/titanomachia_names.h"
#include "rulesets/titanomachia/titanomachia_setup_editor.h"

#include <utility>

namespace pb::gui {

using titanomachia::TitanNames;

SetSystemScoreCommand::SetSystemScoreCommand(TitanomachiaSetupEditor* editor, int seat, int system,
                                             int k, int before, int after)
    : editor_(editor), seat_(seat), system_(system), k_(k), before_(before), after_(after) {
    //: an undo step; %1 a System, %2 a score (Speed), %3 the new value
    setText(TitanomachiaSetupEditor::tr("set %1 %2 to %3")
                .arg(TitanNames::system(system),
                     k < 0 ? TitanNames::armour() : TitanNames::score(system, k))
                .arg(after));
}

void SetSystemScoreCommand::undo() {
    editor_->applyScore(seat_, system_, k_, before_);
}

void SetSystemScoreCommand::redo() {
    editor_->applyScore(seat_, system_, k_, after_);
}

SetBidCommand::SetBidCommand(TitanomachiaSetupEditor* editor, int seat, int before, int after)
    : editor_(editor), seat_(seat), before_(before), after_(after) {
    //: an undo step; %1 the new bid
    setText(TitanomachiaSetupEditor::tr("bid %1").arg(after));
}

void SetBidCommand::undo() {
    editor_->applyBid(seat_, before_);
}

void SetBidCommand::redo() {
    editor_->applyBid(seat_, after_);
}

ToggleObjectiveCommand::ToggleObjectiveCommand(TitanomachiaSetupEditor* editor, int seat, int type)
    : editor_(editor), seat_(seat), type_(type) {
    //: an undo step; %1 an Objective (hold)
    setText(TitanomachiaSetupEditor::tr("toggle %1").arg(TitanNames::objective(type)));
}

void ToggleObjectiveCommand::undo() {
    editor_->applyToggleObjective(seat_, type_);
}

void ToggleObjectiveCommand::redo() {
    editor_->applyToggleObjective(seat_, type_);
}

PlaceTerrainCommand::PlaceTerrainCommand(TitanomachiaSetupEditor* editor, int square, int before,
                                         int after)
    : editor_(editor), square_(square), before_(before), after_(after) {
    //: an undo step; %1 a square (E5)
    setText(TitanomachiaSetupEditor::tr("terrain on %1").arg(TitanNames::square(square)));
}

void PlaceTerrainCommand::undo() {
    editor_->applyTerrain(square_, before_);
}

void PlaceTerrainCommand::redo() {
    editor_->applyTerrain(square_, after_);
}

RandomizeTerrainCommand::RandomizeTerrainCommand(TitanomachiaSetupEditor* editor, int seat,
                                                 std::vector<int> before, std::vector<int> after,
                                                 unsigned long long seed)
    : editor_(editor), seat_(seat), before_(std::move(before)), after_(std::move(after)) {
    //: an undo step; %1 the seed
    setText(TitanomachiaSetupEditor::tr("random terrain from seed %1").arg(seed));
}

void RandomizeTerrainCommand::undo() {
    editor_->applyLayout(seat_, before_);
}

void RandomizeTerrainCommand::redo() {
    editor_->applyLayout(seat_, after_);
}

AutoBuildTitanCommand::AutoBuildTitanCommand(TitanomachiaSetupEditor* editor, int seat,
                                             pb::titanomachia::Titan before,
                                             pb::titanomachia::Titan after)
    : editor_(editor), seat_(seat), before_(std::move(before)), after_(std::move(after)) {
    //: an undo step
    setText(TitanomachiaSetupEditor::tr("auto-build Titan"));
}

void AutoBuildTitanCommand::undo() {
    editor_->applyTitan(seat_, before_);
}

void AutoBuildTitanCommand::redo() {
    editor_->applyTitan(seat_, after_);
}

} // namespace pb::gui
