#pragma once

#include "decks/deck_csv.h"

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

namespace pb::butterfly_effect {

// The species and evolution cards of a set-up as CSV, for a spreadsheet: a
// header "kind,name,strength,move,health,copies,pattern,effect,value", then
// the 6 species (3 animals, then 3 plants) and the evolution cards, one row
// each. A pattern is its rows joined by "/" ("X./XX"); columns a kind does
// not use are empty. CRLF line ends; fields quoted only where needed.
// `setup` holds "species" and "evolutions" as the set-up JSON has them
// (docs/rules/butterfly-effect.md).
std::string cardsToCsv(const nlohmann::json& setup);

// Reads the cards back as {"species": [...], "evolutions": [...]}: columns in
// any order (names ignore case), blank lines skipped. Each value is checked
// as the set-up JSON checks it; a problem throws decks::DeckCsvError naming
// the row (1 = the header) and the column: "row 4, column move: '7' is
// outside 1..6".
nlohmann::json cardsFromCsv(std::string_view text);

} // namespace pb::butterfly_effect
