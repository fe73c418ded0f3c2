#pragma once

#include <QString>
#include <functional>
#include <string_view>

namespace pb::decks {
class DeckCsvError;
}

namespace pb::gui {

// A deck column as the deck editor's table heads it, in the interface
// language: the deck's own ("count", "name") here, an attribute ("suit") in
// the words of ruleset `rulesetId`; a column without words keeps its name.
QString deckColumnWords(const QString& column, std::string_view rulesetId = {});

// "'Q2' is not a valid value for Rank." in the interface language: the core's
// schema words a value only in English ("a rank").
QString deckValueProblem(const QString& value, const QString& column,
                         std::string_view rulesetId = {});

// A CSV file that was not imported, in the interface language: "Row 7,
// column rank: 'Q2' is not a valid value for Rank." (the column as the file
// names it). A problem without a code keeps the core's English. `ownProblem`
// words the codes of a ruleset's own file (its cards, say) first; it gives
// empty for the codes every deck file shares, which are worded here, with
// the columns in the words of ruleset `rulesetId`.
QString
deckCsvProblemText(const decks::DeckCsvError& error,
                   const std::function<QString(const decks::DeckCsvError&)>& ownProblem = {},
                   std::string_view rulesetId = {});

} // namespace pb::gui
