#include "decks/deck_csv.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace pb::decks {

namespace {

std::string where(int row, const std::string& column) {
    return "row " + std::to_string(row) + (column.empty() ? "" : ", column " + column);
}

std::string quoted(const std::string& field) {
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

std::string trimmed(std::string_view s) {
    const auto first = s.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    const auto last = s.find_last_not_of(" \t");
    return std::string(s.substr(first, last - first + 1));
}

std::string lowered(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

// One record of RFC 4180 at a time. A field's quote state is tracked so that a
// stray quote is reported at its field, and a record may span lines inside quotes.
class CsvReader {
public:
    explicit CsvReader(std::string_view text) : text_(text) {
        if (text_.starts_with("\xEF\xBB\xBF")) // a spreadsheet's UTF-8 byte order mark
            pos_ = 3;
    }

    // The next record, or nullopt at the end; `row` is its 1-based number.
    std::optional<std::vector<std::string>> next(int& row, const std::vector<std::string>& header) {
        while (pos_ < text_.size()) {
            row = ++row_;
            std::vector<std::string> fields;
            std::string field;
            bool quotedField = false, afterQuote = false;
            // Blanks around an unquoted field are a spreadsheet's padding; quoted ones are text.
            auto finish = [&] {
                fields.push_back(quotedField ? std::move(field) : trimmed(field));
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
                } else if (c == '"' && !afterQuote && trimmed(field).empty()) {
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
            const bool blank = fields.empty() && !quotedField && trimmed(field).empty();
            finish();
            if (blank)
                continue; // a blank line
            return fields;
        }
        return std::nullopt;
    }

private:
    static std::string columnOf(const std::vector<std::string>& header, std::size_t index) {
        return index < header.size() ? header[index] : std::string();
    }

    std::string_view text_;
    std::size_t pos_ = 0;
    int row_ = 0;
};

} // namespace

DeckCsvError::DeckCsvError(int row, std::string column, const std::string& problem,
                           std::string code, std::vector<long long> values,
                           std::vector<std::string> names)
    : InvalidInput(where(row, column) + ": " + problem), row_(row), column_(std::move(column)),
      code_(std::move(code)), values_(std::move(values)), names_(std::move(names)) {}

std::string deckToCsv(const Deck& deck) {
    std::string out = "name";
    for (const std::string& attribute : deck.attributes)
        out += "," + quoted(attribute);
    out += ",count\r\n";
    for (const CardType& card : deck.cards) {
        out += quoted(card.name);
        for (std::size_t a = 0; a < deck.attributes.size(); ++a)
            out += "," + quoted(a < card.values.size() ? card.values[a] : std::string());
        out += "," + std::to_string(card.count) + "\r\n";
    }
    return out;
}

Deck deckFromCsv(std::string_view text, const DeckSchema& schema) {
    CsvReader reader(text);
    int row = 0;
    const auto headerRow = reader.next(row, {});
    if (!headerRow)
        throw DeckCsvError(1, {}, "the file is empty; the first row must name the columns",
                           "emptyFile");

    // Which schema attribute (or name, count) each column holds.
    const int kName = -1, kCount = -2;
    std::vector<std::string> header;
    std::vector<int> role;
    int nameColumn = -1, countColumn = -1;
    std::vector<int> attributeColumn(schema.attributes.size(), -1);
    std::string known = "name";
    for (const AttributeSpec& spec : schema.attributes)
        known += ", " + spec.name;
    known += ", count";
    for (std::size_t c = 0; c < headerRow->size(); ++c) {
        const std::string name = lowered(trimmed((*headerRow)[c]));
        header.push_back(name.empty() ? "#" + std::to_string(c + 1) : name);
        int r = 0;
        int* seen = nullptr;
        if (name == "name") {
            r = kName;
            seen = &nameColumn;
        } else if (name == "count") {
            r = kCount;
            seen = &countColumn;
        } else {
            const auto it = std::find_if(schema.attributes.begin(), schema.attributes.end(),
                                         [&](const AttributeSpec& s) { return s.name == name; });
            if (it == schema.attributes.end())
                throw DeckCsvError(1, header.back(),
                                   "not a column of this deck (columns: " + known + ")",
                                   "unknownColumn", {}, {known});
            r = static_cast<int>(it - schema.attributes.begin());
            seen = &attributeColumn[static_cast<std::size_t>(r)];
        }
        if (*seen >= 0)
            throw DeckCsvError(1, header.back(), "the column is named twice", "columnTwice");
        *seen = static_cast<int>(c);
        role.push_back(r);
    }
    for (std::size_t a = 0; a < schema.attributes.size(); ++a)
        if (attributeColumn[a] < 0)
            throw DeckCsvError(
                1, {}, "no column \"" + schema.attributes[a].name + "\" (columns: " + known + ")",
                "missingColumn", {}, {schema.attributes[a].name, known});

    Deck deck = schema.emptyDeck();
    int total = 0;
    while (const auto fields = reader.next(row, header)) {
        if (fields->size() != header.size())
            throw DeckCsvError(
                row, {},
                std::to_string(fields->size()) + " fields, but the header has " +
                    std::to_string(header.size()),
                "fieldCount",
                {static_cast<long long>(fields->size()), static_cast<long long>(header.size())});
        CardType card;
        card.values.resize(schema.attributes.size());
        for (std::size_t c = 0; c < fields->size(); ++c) {
            const std::string& value = (*fields)[c];
            if (role[c] == kName) {
                card.name = value;
            } else if (role[c] == kCount) {
                const bool digits = !value.empty() && value.size() <= 4 &&
                                    std::all_of(value.begin(), value.end(),
                                                [](char ch) { return ch >= '0' && ch <= '9'; });
                if (!digits || std::stoi(value) > kMaxCopies)
                    throw DeckCsvError(row, header[c],
                                       "'" + value + "' is not a count (a whole number 0.." +
                                           std::to_string(kMaxCopies) + ")",
                                       "badCount", {kMaxCopies}, {value});
                card.count = std::stoi(value);
            } else {
                const AttributeSpec& spec = schema.attributes[static_cast<std::size_t>(role[c])];
                if (!DeckSchema::allows(spec, value))
                    throw DeckCsvError(row, header[c], "'" + value + "' is not " + spec.noun,
                                       "badValue", {}, {value, spec.name});
                card.values[static_cast<std::size_t>(role[c])] = value;
            }
        }
        if (card.name.empty()) {
            for (const std::string& value : card.values)
                card.name += (card.name.empty() ? "" : " ") + value;
        }
        total += card.count;
        if (total > kMaxDeckCards)
            throw DeckCsvError(row, countColumn >= 0 ? header[countColumn] : std::string(),
                               "the deck passes " + std::to_string(kMaxDeckCards) + " cards",
                               "deckTooLarge", {kMaxDeckCards});
        deck.cards.push_back(std::move(card));
    }
    return deck;
}

} // namespace pb::decks
