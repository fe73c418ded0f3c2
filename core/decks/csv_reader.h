#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The CSV text every deck and card file of the deck editor is read from and
// written as: RFC 4180, as spreadsheets write it.
namespace pb::decks {

// `field` as one CSV field: quoted where a comma, quote, line break or an
// outer blank would otherwise be lost.
std::string csvQuoted(const std::string& field);
// `s` without the blanks and tabs around it.
std::string csvTrimmed(std::string_view s);
// `s` in ASCII lower case (column names are matched so).
std::string csvLowered(std::string s);

// One record of RFC 4180 at a time. A field's quote state is tracked so that a
// stray quote is reported at its field, and a record may span lines inside
// quotes. A leading UTF-8 byte order mark and blank lines are skipped. Errors
// are DeckCsvError with the codes unclosedQuote, textAfterQuote and quoteInField.
class CsvReader {
public:
    explicit CsvReader(std::string_view text);

    // The next record, or nullopt at the end; `row` is its 1-based number.
    // `header` names the columns an error speaks of (it may be empty).
    std::optional<std::vector<std::string>> next(int& row, const std::vector<std::string>& header);

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    int row_ = 0;
};

} // namespace pb::decks
