#pragma once

#include "decks/deck_schema.h"

#include <string>
#include <string_view>
#include <vector>

namespace pb::decks {

// A CSV file that is not a deck: the first bad row (1 = the header) and,
// when one is to blame, the column's header name. `code` names the problem so
// that an interface words it in its own language, with its numbers
// (`values`) and words (`names`): "unclosedQuote", "textAfterQuote",
// "quoteInField", "emptyFile", "unknownColumn" {the known columns},
// "columnTwice", "missingColumn" {the attribute, the known columns},
// "fieldCount" {fields, header fields}, "badCount" {kMaxCopies; the value},
// "badValue" {the value, the attribute}, "deckTooLarge" {kMaxDeckCards}; no code
// where only the English words exist.
class DeckCsvError : public InvalidInput {
public:
    DeckCsvError(int row, std::string column, const std::string& problem, std::string code = {},
                 std::vector<long long> values = {}, std::vector<std::string> names = {});

    int row() const { return row_; }
    const std::string& column() const { return column_; }
    const std::string& code() const { return code_; }
    const std::vector<long long>& values() const { return values_; }
    const std::vector<std::string>& names() const { return names_; }

private:
    int row_;
    std::string column_;
    std::string code_;
    std::vector<long long> values_;
    std::vector<std::string> names_;
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
