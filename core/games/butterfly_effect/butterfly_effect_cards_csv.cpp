#include "games/butterfly_effect/butterfly_effect_cards_csv.h"

#include "decks/csv_reader.h"
#include "games/butterfly_effect/butterfly_effect_game.h"

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

namespace pb::butterfly_effect {

using decks::DeckCsvError;
using nlohmann::json;

namespace {

constexpr std::array<const char*, 9> kColumns = {"kind",   "name",    "strength", "move", "health",
                                                 "copies", "pattern", "effect",   "value"};
enum Column { kKind, kName, kStrength, kMove, kHealth, kCopies, kPattern, kEffect, kValue };

// The records of the text, each with its 1-based row.
std::vector<std::pair<int, std::vector<std::string>>> records(std::string_view text) {
    std::vector<std::pair<int, std::vector<std::string>>> out;
    decks::CsvReader reader(text);
    int row = 0;
    while (std::optional<std::vector<std::string>> fields = reader.next(row, {}))
        out.emplace_back(row, std::move(*fields));
    return out;
}

int number(const std::string& value, int lo, int hi, int row, const char* column) {
    const bool digits =
        !value.empty() && value.size() <= 3 &&
        std::all_of(value.begin(), value.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
    if (!digits)
        throw DeckCsvError(row, column, "'" + value + "' is not a whole number", "notWholeNumber",
                           {}, {value});
    const int n = std::stoi(value);
    if (n < lo || n > hi)
        throw DeckCsvError(row, column,
                           "'" + value + "' is outside " + std::to_string(lo) + ".." +
                               std::to_string(hi),
                           "outOfRange", {lo, hi}, {value});
    return n;
}

json pattern(const std::string& value, int row) {
    json rows = json::array();
    std::size_t start = 0;
    bool any = false;
    for (;;) {
        const auto slash = value.find('/', start);
        const std::string line =
            value.substr(start, slash == std::string::npos ? std::string::npos : slash - start);
        if (line.empty() || line.size() > kMaxPatternSide ||
            line.find_first_not_of("X.") != std::string::npos)
            throw DeckCsvError(row, "pattern",
                               "'" + value +
                                   "' is not a pattern (1-4 rows of 1-4 'X' or '.', joined by "
                                   "'/', e.g. X./XX)",
                               "badPattern", {}, {value});
        any = any || line.find('X') != std::string::npos;
        rows.push_back(line);
        if (slash == std::string::npos)
            break;
        start = slash + 1;
    }
    if (rows.size() > kMaxPatternSide || !any)
        throw DeckCsvError(row, "pattern",
                           "'" + value + "' is not a pattern (at most 4 rows, at least one X)",
                           "badPattern", {}, {value});
    return rows;
}

std::string text(const json& card, const char* key) {
    if (!card.is_object() || !card.contains(key) || card[key].is_null())
        return {};
    if (card[key].is_string())
        return card[key].get<std::string>();
    return card[key].dump();
}

} // namespace

std::string cardsToCsv(const json& setup) {
    std::string out;
    for (std::size_t c = 0; c < kColumns.size(); ++c)
        out += (c ? "," : "") + std::string(kColumns[c]);
    out += "\r\n";
    const auto row = [&](const std::array<std::string, kColumns.size()>& fields) {
        for (std::size_t c = 0; c < fields.size(); ++c)
            out += (c ? "," : "") + decks::csvQuoted(fields[c]);
        out += "\r\n";
    };
    for (const json& s : setup.value("species", json::array())) {
        std::string rows;
        for (const json& line : s.value("pattern", json::array()))
            rows += (rows.empty() ? "" : "/") + line.get<std::string>();
        row({"species", text(s, "name"), text(s, "strength"), text(s, "move"), text(s, "health"),
             text(s, "copies"), rows, "", ""});
    }
    for (const json& e : setup.value("evolutions", json::array()))
        row({"evolution", text(e, "name"), "", "", "", text(e, "copies"), "", text(e, "effect"),
             text(e, "value")});
    return out;
}

json cardsFromCsv(std::string_view csv) {
    const auto all = records(csv);
    if (all.empty())
        throw DeckCsvError(1, {}, "the file is empty; the first row must name the columns",
                           "emptyFile");
    std::array<int, kColumns.size()> at{};
    at.fill(-1);
    const auto& header = all.front().second;
    std::string known;
    for (const char* name : kColumns)
        known += (known.empty() ? "" : ", ") + std::string(name);
    for (std::size_t c = 0; c < header.size(); ++c) {
        const std::string name = decks::csvLowered(decks::csvTrimmed(header[c]));
        const auto it = std::find_if(kColumns.begin(), kColumns.end(),
                                     [&](const char* k) { return name == k; });
        if (it == kColumns.end())
            throw DeckCsvError(1, name.empty() ? "#" + std::to_string(c + 1) : name,
                               "not a column of the cards (columns: " + known + ")",
                               "unknownColumn", {}, {known});
        if (at[static_cast<std::size_t>(it - kColumns.begin())] >= 0)
            throw DeckCsvError(1, name, "the column is named twice", "columnTwice");
        at[static_cast<std::size_t>(it - kColumns.begin())] = static_cast<int>(c);
    }
    for (const Column required : {kKind, kName})
        if (at[required] < 0)
            throw DeckCsvError(1, {},
                               std::string("no column \"") + kColumns[required] +
                                   "\" (columns: " + known + ")",
                               "missingColumn", {}, {kColumns[required], known});
    json species = json::array(), evolutions = json::array();
    std::vector<std::string> names;
    for (std::size_t r = 1; r < all.size(); ++r) {
        const int row = all[r].first;
        const auto& fields = all[r].second;
        if (fields.size() != header.size())
            throw DeckCsvError(
                row, {},
                std::to_string(fields.size()) + " fields, but the header has " +
                    std::to_string(header.size()),
                "fieldCount",
                {static_cast<long long>(fields.size()), static_cast<long long>(header.size())});
        const auto field = [&](Column c) {
            return at[c] < 0 ? std::string() : fields[static_cast<std::size_t>(at[c])];
        };
        const auto need = [&](Column c) {
            const std::string v = field(c);
            if (v.empty())
                throw DeckCsvError(row, kColumns[c], "a value is needed here", "valueNeeded");
            return v;
        };
        const std::string kind = decks::csvLowered(field(kKind));
        const std::string name = need(kName);
        if (std::find(names.begin(), names.end(), name) != names.end())
            throw DeckCsvError(row, "name", "'" + name + "' names two cards", "nameTwice", {},
                               {name});
        names.push_back(name);
        if (kind == "species") {
            if (species.size() == kSpecies)
                throw DeckCsvError(row, "kind", "more than 6 species", "tooManySpecies",
                                   {kSpecies});
            json s = {{"name", name},
                      {"strength", number(need(kStrength), 0, 9, row, "strength")},
                      {"move", number(need(kMove), 1, 6, row, "move")},
                      {"health", number(need(kHealth), 1, 12, row, "health")},
                      {"pattern", pattern(need(kPattern), row)}};
            if (!field(kCopies).empty())
                s["copies"] = number(field(kCopies), 0, kMaxCopies, row, "copies");
            species.push_back(std::move(s));
        } else if (kind == "evolution") {
            if (evolutions.size() == kMaxEvolutions)
                throw DeckCsvError(row, "kind", "more than 12 evolution cards", "tooManyEvolutions",
                                   {kMaxEvolutions});
            const std::string effect = need(kEffect);
            bool known = false;
            std::string effects;
            for (int e = 0; e < kEffectCount; ++e) {
                known = known || effect == effectName(static_cast<Effect>(e));
                effects += (e ? ", " : "") + std::string(effectName(static_cast<Effect>(e)));
            }
            if (!known)
                throw DeckCsvError(row, "effect",
                                   "'" + effect + "' is not an effect (" + effects + ")",
                                   "unknownEffect", {}, {effect, effects});
            json e = {
                {"name", name},
                {"effect", effect},
                {"value", field(kValue).empty() ? 0 : number(field(kValue), 0, 9, row, "value")}};
            if (!field(kCopies).empty())
                e["copies"] = number(field(kCopies), 0, kMaxCopies, row, "copies");
            evolutions.push_back(std::move(e));
        } else {
            throw DeckCsvError(row, "kind", "'" + field(kKind) + "' is not species or evolution",
                               "unknownKind", {}, {field(kKind)});
        }
    }
    if (species.size() != kSpecies)
        throw DeckCsvError(static_cast<int>(all.size() ? all.back().first : 1), "kind",
                           "the file has " + std::to_string(species.size()) +
                               " species; it needs 6 (3 animals, then 3 plants)",
                           "speciesCount", {static_cast<long long>(species.size()), kSpecies});
    return {{"species", species}, {"evolutions", evolutions}};
}

} // namespace pb::butterfly_effect
