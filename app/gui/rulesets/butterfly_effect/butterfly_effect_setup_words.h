#pragma once

#include <QString>
#include <nlohmann/json.hpp>

namespace pb::butterfly_effect {
class SetupError;
}
namespace pb::decks {
class DeckCsvError;
}

namespace pb::gui::butterfly_effect {

// A set-up the game refused, in the interface language: the field as the
// editor heads it, cards by their names in `setup` (the cards being edited),
// then the problem ("Lion, Move: 0 is not within 1..6."). The core words it
// only in English (what()), which the CLI keeps.
QString setupProblemText(const pb::butterfly_effect::SetupError& error,
                         const nlohmann::json& setup);

// A cards file (cardsFromCsv) that was not imported, in the interface
// language: "Row 3, column move: '9' is not within 1..6." The problems every
// deck file shares are worded as the deck editor words them.
QString cardsCsvProblemText(const pb::decks::DeckCsvError& error);

} // namespace pb::gui::butterfly_effect
