#pragma once

#include "decks/deck_schema.h"

#include <string>
#include <string_view>

namespace pb::decks {

// A CSV file that is not a deck: the first bad row (1 = the header) and,
// when one is to blame, the column's header name.
class DeckCsvError : public InvalidInput {
public:
    DeckCsvError(int row, std::string column, const std::string& problem);

    int row() const { return row_; }
    const std::string& column() const { return column_; }

private:
    int row_;
    std::string column_;
};

// The deck as RFC 4180 CSV: a header row "name,<attributes...>,count", one
// row per card type, CRLF line ends, fields quoted only where needed.
std::string deckToCsv(const Deck& deck);

// Reads a deck from CSV with a header row naming its columns in any order:
// every attribute of `schema` (required), "name" and "count" (optional: a
// name made of the values, and 1). Header names ignore case and surrounding
// blanks; blank lines are skipped. Throws DeckCsvError, e.g.
// "row 7, column rank: 'Q2' is not a rank".
Deck deckFromCsv(std::string_view text, const DeckSchema& schema);

} // namespace pb::decks
