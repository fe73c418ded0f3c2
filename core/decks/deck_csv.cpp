#include "decks/deck_csv.h"

#include "decks/csv_reader.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace pb::decks {

namespace {

std::string where(int row, const std::string& column) {
    return "row " + std::to_string(row) + (column.empty() ? "" : ", column " + column);
}

} // namespace

DeckCsvError::DeckCsvError(int row, std::string column, const std::string& problem,
                           std::string code, std::vector<long long> values,
                           std::vector<std::string> names)
    : InvalidInput(where(row, column) + ": " + problem), row_(row), column_(std::move(column)),
      code_(std::move(code)), values_(std::move(values)), names_(std::move(names)) {}

std::string deckToCsv(const Deck& deck) {
    std::string out = "name";
    for (const std::string& attribute : deck.attributes)
        out += "," + csvQuoted(attribute);
    out += ",count\r\n";
    for (const CardType& card : deck.cards) {
        out += csvQuoted(card.name);
        for (std::size_t a = 0; a < deck.attributes.size(); ++a)
            out += "," + csvQuoted(a < card.values.size() ? card.values[a] : std::string());
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
        const std::string name = csvLowered(csvTrimmed((*headerRow)[c]));
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
