#include "design/design_file.h"

#include "decks/deck.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>

namespace pb::design {

namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 7> kFields{"format", "version", "name", "ruleset",
                                                  "params", "setup",   "notes"};

[[noreturn]] void fail(const std::string& path, const std::string& problem) {
    throw InvalidInput(path + ": " + problem);
}

// "$.params.size", or "$.params[\"odd key\"]" for a key that is not a plain name.
std::string member(const std::string& path, const std::string& key) {
    const bool plain = !key.empty() && std::all_of(key.begin(), key.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_';
    });
    if (plain)
        return path + "." + key;
    return path + "[" + json(key).dump(-1, ' ', false, json::error_handler_t::replace) + "]";
}

// A value as a message shows it: JSON, cut short, never throwing on bad UTF-8.
std::string shown(const json& value) {
    std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
    if (text.size() > 60)
        text = text.substr(0, 57) + "...";
    return text;
}

// Whether an integer JSON value lies in lo..hi, without wrapping huge values.
bool inRange(const json& value, int lo, int hi) {
    if (value.is_number_unsigned())
        return hi >= 0 && value.get<std::uint64_t>() <= static_cast<std::uint64_t>(hi) &&
               (lo <= 0 || value.get<std::uint64_t>() >= static_cast<std::uint64_t>(lo));
    const auto v = value.get<std::int64_t>();
    return v >= lo && v <= hi;
}

void checkParameter(const ParameterSpec& spec, const json& value, const std::string& path) {
    switch (spec.type) {
    case ParameterType::Bool:
        if (!value.is_boolean())
            fail(path, "must be true or false, not " + shown(value));
        return;
    case ParameterType::Int:
        if (!value.is_number_integer())
            fail(path, "must be a whole number, not " + shown(value));
        if (!inRange(value, spec.minValue, spec.maxValue))
            fail(path, shown(value) + " is outside " + std::to_string(spec.minValue) + ".." +
                           std::to_string(spec.maxValue));
        return;
    case ParameterType::Choice: {
        std::string options;
        for (const auto& option : spec.options) {
            if (value.is_string() && value.get_ref<const std::string&>() == option)
                return;
            options += (options.empty() ? "" : ", ") + option;
        }
        fail(path, shown(value) + " is not one of " + options);
    }
    }
}

const Ruleset& checkRuleset(const std::string& id) {
    const Ruleset* ruleset = findRuleset(id);
    if (!ruleset) {
        std::string known;
        for (const Ruleset* r : allRulesets())
            known += (known.empty() ? "" : ", ") + std::string(r->id());
        fail("$.ruleset", "unknown ruleset " + shown(id) + " (known: " + known + ")");
    }
    return *ruleset;
}

const std::string& stringField(const json& object, const char* name, bool required,
                               const std::string& fallback) {
    const auto it = object.find(name);
    if (it == object.end()) {
        if (required)
            fail("$", std::string("missing \"") + name + "\"");
        return fallback;
    }
    if (!it->is_string())
        fail(std::string("$.") + name, "must be a string, not " + shown(*it));
    return it->get_ref<const std::string&>();
}

} // namespace

json designFileToJson(const DesignFile& design) {
    return json{{"format", std::string(kDesignFileFormat)},
                {"version", kDesignFileVersion},
                {"name", design.name},
                {"ruleset", design.ruleset},
                {"params", design.params},
                {"setup", design.setup},
                {"notes", design.notes}};
}

std::string designFileToText(const DesignFile& design) {
    // Replacing invalid UTF-8 rather than throwing: export must not fail on a
    // name some other program stored.
    return designFileToJson(design).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

void validateDesign(const DesignFile& design) {
    const Ruleset& ruleset = checkRuleset(design.ruleset);

    if (!design.params.is_object())
        fail("$.params", "must be an object of parameter values, not " + shown(design.params));
    for (const auto& [name, value] : design.params.items()) {
        const std::string path = member("$.params", name);
        const ParameterSpec* spec = ruleset.parameters().find(name);
        if (!spec)
            fail(path, "not a parameter of " + std::string(ruleset.id()) +
                           " (see 'playbench-cli games')");
        checkParameter(*spec, value, path);
    }
    // What only the parameters together can break (e.g. minTile below maxTile).
    std::shared_ptr<const Game> game;
    try {
        game = ruleset.makeGame(design.params, ruleset.minPlayers());
    } catch (const InvalidInput& e) {
        fail("$.params", e.what());
    }

    if (!design.setup.is_null()) {
        try {
            game->newInitialState(0, design.setup);
        } catch (const decks::DeckError& e) {
            fail("$.setup." + e.path(), e.problem());
        } catch (const InvalidInput& e) {
            fail("$.setup", e.what());
        }
    }
}

DesignFile designFileFromJson(const json& in) {
    if (!in.is_object())
        fail("$", "a design file is a JSON object, not " + std::string(in.type_name()));

    const auto format = in.find("format");
    if (format == in.end())
        fail("$", "missing \"format\": not a Playbench design file");
    if (!format->is_string() || format->get_ref<const std::string&>() != kDesignFileFormat)
        fail("$.format", shown(*format) + " is not \"" + std::string(kDesignFileFormat) +
                             "\": not a Playbench design file");
    const auto version = in.find("version");
    if (version == in.end())
        fail("$", "missing \"version\"");
    if (!version->is_number_integer())
        fail("$.version", "must be a whole number, not " + shown(*version));
    if (inRange(*version, std::numeric_limits<int>::min(), 0))
        fail("$.version", shown(*version) + " is not a format version (they start at 1)");
    if (!inRange(*version, 1, kDesignFileVersion))
        fail("$.version", shown(*version) + " is newer than this Playbench reads (up to " +
                              std::to_string(kDesignFileVersion) +
                              "); open the file with a newer Playbench");
    for (const auto& [key, value] : in.items())
        if (std::find(kFields.begin(), kFields.end(), key) == kFields.end())
            fail(member("$", key), "unknown field");

    DesignFile design;
    const std::string none;
    design.name = stringField(in, "name", true, none);
    if (design.name.find_first_not_of(" \t\r\n") == std::string::npos)
        fail("$.name", "a design needs a name");
    design.ruleset = stringField(in, "ruleset", true, none);
    design.notes = stringField(in, "notes", false, none);
    if (const auto params = in.find("params"); params != in.end())
        design.params = *params;
    if (const auto setup = in.find("setup"); setup != in.end())
        design.setup = *setup;
    validateDesign(design);
    return design;
}

DesignFile parseDesignFile(std::string_view text) {
    json in;
    try {
        in = json::parse(text.begin(), text.end());
    } catch (const json::exception& e) {
        // Not only parse_error: a number too large for a double is out_of_range.
        std::string what = e.what();
        if (const auto close = what.find("] ");
            what.starts_with("[json.exception.") && close != std::string::npos)
            what.erase(0, close + 2);
        fail("$", "not JSON: " + what);
    }
    return designFileFromJson(in);
}

} // namespace pb::design
