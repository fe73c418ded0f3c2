#include "butterfly_effect_editor_commands.h"

#include "butterfly_effect_editor.h"
#include "games/butterfly_effect/butterfly_effect_board_generator.h"
#include "games/butterfly_effect/butterfly_effect_game.h"

#include <QCoreApplication>
#include <algorithm>

namespace pb::gui::butterfly_effect {

using nlohmann::json;
using pb::butterfly_effect::BoardLayout;
using pb::butterfly_effect::kMaxPatternSide;

namespace {

json valueOf(const QVariant& value) {
    if (value.typeId() == QMetaType::QString)
        return value.toString().toStdString();
    return value.toInt();
}

// An era's layout from the set-up JSON's board: the past's own when it has
// one, else the layout both eras share.
BoardLayout layoutOf(const json& board, int era) {
    const int size = board.value("size", 9);
    const json& from =
        era == pb::butterfly_effect::kPast && board.contains("past") ? board["past"] : board;
    BoardLayout layout = BoardLayout::empty(size);
    for (const json& sq : from.value("green", json::array()))
        layout.green[static_cast<std::size_t>(sq[0].get<int>() * size + sq[1].get<int>())] = true;
    for (const json& sq : from.value("cities", json::array()))
        layout.city[static_cast<std::size_t>(sq[0].get<int>() * size + sq[1].get<int>())] = true;
    return layout;
}

// The board with `era` laid out as `layout`, the other era as it was. Where
// the eras may differ (separateEraLayouts), a change to one never reaches
// the other: the past keeps its layout as its own. Where they may not, the
// past's own layout is what the game refuses, with its reason.
json withLayout(const json& board, int era, const BoardLayout& layout, bool separate) {
    json out = board;
    json laid = layout.toJson();
    if (era == pb::butterfly_effect::kPresent) {
        if (separate && !board.contains("past"))
            out["past"] = {{"green", board.value("green", json::array())},
                           {"cities", board.value("cities", json::array())}};
        out["green"] = laid["green"];
        out["cities"] = laid["cities"];
    } else {
        out["past"] = {{"green", laid["green"]}, {"cities", laid["cities"]}};
    }
    return out;
}

QString boardWord(int era) {
    return era == pb::butterfly_effect::kPast
               ? QCoreApplication::translate("ButterflyEffectEditor", "in the past")
               : QCoreApplication::translate("ButterflyEffectEditor", "in the present");
}

} // namespace

SetSpeciesValueCommand::SetSpeciesValueCommand(ButterflyEffectEditor* editor, const json& before,
                                               int species, const QString& field,
                                               const QVariant& value)
    : SetupCommand(editor, before,
                   QCoreApplication::translate("ButterflyEffectEditor", "Change %1 of %2")
                       .arg(field)
                       .arg(species + 1)) {
    after_["species"][static_cast<std::size_t>(species)][field.toStdString()] = valueOf(value);
}

TogglePatternCellCommand::TogglePatternCellCommand(ButterflyEffectEditor* editor,
                                                   const json& before, int species, int row,
                                                   int column)
    : SetupCommand(
          editor, before,
          QCoreApplication::translate("ButterflyEffectEditor", "Draw the pattern of species %1")
              .arg(species + 1)) {
    // The pattern on the 4 x 4 grid, the cell flipped, then trimmed to its cells.
    bool grid[kMaxPatternSide][kMaxPatternSide] = {};
    const json& rows = before["species"][static_cast<std::size_t>(species)]["pattern"];
    for (std::size_t r = 0; r < rows.size() && r < kMaxPatternSide; ++r) {
        const std::string line = rows[r].get<std::string>();
        for (std::size_t c = 0; c < line.size() && c < kMaxPatternSide; ++c)
            grid[r][c] = line[c] == 'X';
    }
    grid[row][column] = !grid[row][column];
    int top = kMaxPatternSide, bottom = -1, left = kMaxPatternSide, right = -1;
    for (int r = 0; r < kMaxPatternSide; ++r)
        for (int c = 0; c < kMaxPatternSide; ++c)
            if (grid[r][c]) {
                top = std::min(top, r);
                bottom = std::max(bottom, r);
                left = std::min(left, c);
                right = std::max(right, c);
            }
    json pattern = json::array();
    for (int r = top; r <= bottom; ++r) {
        std::string line;
        for (int c = left; c <= right; ++c)
            line += grid[r][c] ? 'X' : '.';
        pattern.push_back(line);
    }
    // No cell left: an empty list, which the game refuses with its reason.
    after_["species"][static_cast<std::size_t>(species)]["pattern"] = pattern;
}

SetEvolutionValueCommand::SetEvolutionValueCommand(ButterflyEffectEditor* editor,
                                                   const json& before, int evolution,
                                                   const QString& field, const QVariant& value)
    : SetupCommand(
          editor, before,
          QCoreApplication::translate("ButterflyEffectEditor", "Change %1 of evolution card %2")
              .arg(field)
              .arg(evolution + 1)) {
    after_["evolutions"][static_cast<std::size_t>(evolution)][field.toStdString()] = valueOf(value);
}

AddEvolutionCommand::AddEvolutionCommand(ButterflyEffectEditor* editor, const json& before,
                                         const QString& name)
    : SetupCommand(editor, before,
                   QCoreApplication::translate("ButterflyEffectEditor", "Add an evolution card")) {
    after_["evolutions"].push_back(
        {{"name", name.toStdString()}, {"effect", "strength"}, {"value", 1}, {"copies", 1}});
}

RemoveEvolutionCommand::RemoveEvolutionCommand(ButterflyEffectEditor* editor, const json& before,
                                               int evolution)
    : SetupCommand(editor, before,
                   QCoreApplication::translate("ButterflyEffectEditor", "Remove evolution card %1")
                       .arg(evolution + 1)) {
    after_["evolutions"].erase(static_cast<std::size_t>(evolution));
}

SetBoardSizeCommand::SetBoardSizeCommand(ButterflyEffectEditor* editor, const json& before,
                                         int size)
    : SetupCommand(editor, before,
                   QCoreApplication::translate("ButterflyEffectEditor", "Resize the boards to %1")
                       .arg(size)) {
    // Only the size: the game lays out its default board of that size.
    after_["board"] = {{"size", size}};
}

ToggleGreenCommand::ToggleGreenCommand(ButterflyEffectEditor* editor, const json& before, int era,
                                       int square, bool separate)
    : SetupCommand(editor, before,
                   //: %1 "in the past" or "in the present"
                   QCoreApplication::translate("ButterflyEffectEditor", "Change a green spot %1")
                       .arg(boardWord(era))) {
    BoardLayout layout = layoutOf(before["board"], era);
    layout.green[static_cast<std::size_t>(square)] =
        !layout.green[static_cast<std::size_t>(square)];
    after_["board"] = withLayout(before["board"], era, layout, separate);
}

ToggleCityCommand::ToggleCityCommand(ButterflyEffectEditor* editor, const json& before, int era,
                                     int square, bool separate)
    : SetupCommand(editor, before,
                   //: %1 "in the past" or "in the present"
                   QCoreApplication::translate("ButterflyEffectEditor", "Change a city %1")
                       .arg(boardWord(era))) {
    BoardLayout layout = layoutOf(before["board"], era);
    layout.city[static_cast<std::size_t>(square)] = !layout.city[static_cast<std::size_t>(square)];
    after_["board"] = withLayout(before["board"], era, layout, separate);
}

RandomizeBoardCommand::RandomizeBoardCommand(ButterflyEffectEditor* editor, const json& before,
                                             int era, const std::vector<bool>& locked,
                                             std::uint64_t seed, bool separate)
    : SetupCommand(
          editor, before,
          //: %1 "in the past" or "in the present", %2 a whole number
          QCoreApplication::translate("ButterflyEffectEditor", "Randomize the board %1 (seed %2)")
              .arg(boardWord(era))
              .arg(seed)) {
    const BoardLayout current = layoutOf(before["board"], era);
    const BoardLayout drawn = pb::butterfly_effect::generateBoard(
        current, locked, seed, current.greenCount(), current.cityCount());
    after_["board"] = withLayout(before["board"], era, drawn, separate);
}

ImportCardsCommand::ImportCardsCommand(ButterflyEffectEditor* editor, const json& before,
                                       const json& cards, const QString& file)
    : SetupCommand(editor, before,
                   QCoreApplication::translate("ButterflyEffectEditor", "Import %1").arg(file)) {
    after_["species"] = cards["species"];
    after_["evolutions"] = cards["evolutions"];
}

ToggleBoardLockCommand::ToggleBoardLockCommand(ButterflyEffectEditor* editor, int square)
    : editor_(editor), square_(square) {
    setText(QCoreApplication::translate("ButterflyEffectEditor", "Lock or unlock a square"));
}

void ToggleBoardLockCommand::undo() {
    editor_->applyToggleLock(square_);
}

void ToggleBoardLockCommand::redo() {
    editor_->applyToggleLock(square_);
}

} // namespace pb::gui::butterfly_effect
