#include "decks/csv_reader.h"

#include "decks/deck_csv.h"

#include <algorithm>
#include <cctype>

namespace pb::decks {

namespace {

std::string columnOf(const std::vector<std::string>& header, std::size_t index) {
    return index < header.size() ? header[index] : std::string();
}

} // namespace

std::string csvQuoted(const std::string& field) {
    const bool needs = field.find_first_of(",\"\r\n") != std::string::npos ||
                       (!field.empty() && (field.front() == ' ' || field.back() == ' '));
    if (!needs)
        return field;
    std::string out = "\"";
    for (char c : field) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + "\"";
}

std::string csvTrimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const auto last = s.find_last_not_of(" \t");
    return std::string(s.substr(first, last - first + 1));
}

std::string csvLowered(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

CsvReader::CsvReader(std::string_view text) : text_(text) {
    if (text_.starts_with("\xEF\xBB\xBF")) // a spreadsheet's UTF-8 byte order mark
        pos_ = 3;
}

std::optional<std::vector<std::string>> CsvReader::next(int& row,
                                                        const std::vector<std::string>& header) {
    while (pos_ < text_.size()) {
        row = ++row_;
        std::vector<std::string> fields;
        std::string field;
        bool quotedField = false, afterQuote = false;
        // Blanks around an unquoted field are a spreadsheet's padding; quoted ones are text.
        auto finish = [&] {
            fields.push_back(quotedField ? std::move(field) : csvTrimmed(field));
            field.clear();
            quotedField = afterQuote = false;
        };
        for (;;) {
            if (pos_ >= text_.size()) {
                if (quotedField && !afterQuote)
                    throw DeckCsvError(row, columnOf(header, fields.size()),
                                       "a quoted field is not closed", "unclosedQuote");
                break;
            }
            const char c = text_[pos_++];
            if (quotedField && !afterQuote) {
                if (c != '"')
                    field += c;
                else if (pos_ < text_.size() && text_[pos_] == '"')
                    field += text_[pos_++];
                else
                    afterQuote = true;
                continue;
            }
            if (c == ',') {
                finish();
            } else if (c == '\r' || c == '\n') {
                if (c == '\r' && pos_ < text_.size() && text_[pos_] == '\n')
                    ++pos_;
                break;
            } else if (c == '"' && !afterQuote && csvTrimmed(field).empty()) {
                field.clear();
                quotedField = true;
            } else if (afterQuote && (c == ' ' || c == '\t')) {
                continue;
            } else if (c == '"' || afterQuote) {
                if (afterQuote)
                    throw DeckCsvError(row, columnOf(header, fields.size()),
                                       "text after a closing quote", "textAfterQuote");
                throw DeckCsvError(row, columnOf(header, fields.size()),
                                   "a quote inside an unquoted field (quote the whole field "
                                   "and double the quote)",
                                   "quoteInField");
            } else {
                field += c;
            }
        }
        const bool blank = fields.empty() && !quotedField && csvTrimmed(field).empty();
        finish();
        if (blank)
            continue; // a blank line
        return fields;
    }
    return std::nullopt;
}

} // namespace pb::decks
