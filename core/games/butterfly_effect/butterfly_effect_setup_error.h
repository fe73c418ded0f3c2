#pragma once

#include "engine/errors.h"

#include <string>
#include <utility>
#include <vector>

namespace pb::butterfly_effect {

// A set-up (the designer's cards and boards) the game refuses. what() is the
// English line the CLI and JSON tools print ("setup.board.past: needs the
// parameter separateEraLayouts=true"); `code`, the field's path without
// "setup." ("board.past", "species[2].move"), the numbers and the words let
// the workbench say the same in its own language without reading the line.
//
// Codes and what `values` / `names` hold:
//   notInteger, nameEmpty, patternCell, patternForm, squareForm, listedTwice,
//   noCity, speciesCount, notObject, effectRequired, pastNeedsSeparate,
//   setupForm                                   -- nothing
//   outside        {value, lowest, highest}
//   patternRows, patternCells, tooManySquares, tooManyEvolutions {the most}
//   patternEmpty                                -- nothing
//   offBoard       {board size}
//   greenCity      {row, column} (0-based)
//   unknownEffect  names {the effect}
//   nameTwice      names {the name}
//   deckSize       {lowest, highest}
//   unknownKey     names {the key}
//   tooFewGreen    {green spots needed}
class SetupError : public InvalidInput {
public:
    SetupError(std::string code, std::string field, std::vector<long long> values,
               std::vector<std::string> names, const std::string& message)
        : InvalidInput(message), code_(std::move(code)), field_(std::move(field)),
          values_(std::move(values)), names_(std::move(names)) {}

    const std::string& code() const { return code_; }
    const std::string& field() const { return field_; }
    const std::vector<long long>& values() const { return values_; }
    const std::vector<std::string>& names() const { return names_; }

private:
    std::string code_;
    std::string field_;
    std::vector<long long> values_;
    std::vector<std::string> names_;
};

} // namespace pb::butterfly_effect
