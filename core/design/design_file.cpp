#include "design/design_file.h"

#include "decks/deck.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "script/script_program.h"
#include "script/script_ruleset.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>

namespace pb::design {

namespace {

using nlohmann::json;

constexpr std::array<std::string_view, 8> kFields{"format", "version", "name",  "ruleset",
                                                  "params", "setup",   "notes", "script"};

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

bool isScripted(const std::string& rulesetId) {
    return rulesetId.starts_with("script:");
}

// The design's script, checked and registered: the version the design plays.
const Ruleset& checkScript(const DesignFile& design) {
    if (!design.script)
        fail("$", "missing \"script\": a design of the scripted ruleset " + shown(design.ruleset) +
                      " carries its script");
    const DesignScript& carried = *design.script;
    if (const std::string actual = script::scriptHash(carried.text); actual != carried.hash)
        fail("$.script.hash", shown(carried.hash) + " is not the hash of $.script.text (" +
                                  shown(actual) +
                                  "): the script was changed after the file was written");
    // Already registered (the design was opened before): no need to run it again.
    if (const script::ScriptRuleset* known = findScriptRuleset(carried.hash)) {
        if (known->id() != design.ruleset)
            fail("$.ruleset", shown(design.ruleset) + " but the script declares " +
                                  shown(std::string(known->id())));
        return *known;
    }
    std::shared_ptr<const script::ScriptRuleset> loaded;
    try {
        loaded = script::ScriptRuleset::fromText(carried.file, carried.text);
    } catch (const InvalidInput& e) {
        fail("$.script.text", e.what());
    }
    if (loaded->id() != design.ruleset)
        fail("$.ruleset", shown(design.ruleset) + " but the script declares " +
                              shown(std::string(loaded->id())));
    return registerScriptRuleset(std::move(loaded));
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
    json out{{"format", std::string(kDesignFileFormat)},
             {"version", kDesignFileVersion},
             {"name", design.name},
             {"ruleset", design.ruleset},
             {"params", design.params},
             {"setup", design.setup},
             {"notes", design.notes}};
    if (design.script)
        out["script"] = {{"file", design.script->file},
                         {"hash", design.script->hash},
                         {"text", design.script->text}};
    return out;
}

std::string designFileToText(const DesignFile& design) {
    // Replacing invalid UTF-8 rather than throwing: export must not fail on a
    // name some other program stored.
    return designFileToJson(design).dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

const Ruleset& designRuleset(const DesignFile& design) {
    if (design.script)
        if (const script::ScriptRuleset* version = findScriptRuleset(design.script->hash))
            return *version;
    return checkRuleset(design.ruleset);
}

void validateDesign(const DesignFile& design) {
    if (design.script && !isScripted(design.ruleset))
        fail("$.script", "only a design of a scripted ruleset (\"script:...\") carries a script; " +
                             shown(design.ruleset) + " is built in");
    const Ruleset& ruleset =
        isScripted(design.ruleset) ? checkScript(design) : checkRuleset(design.ruleset);

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
    if (const auto script = in.find("script"); script != in.end()) {
        if (!script->is_object())
            fail("$.script",
                 "must be an object {\"file\", \"hash\", \"text\"}, not " + shown(*script));
        for (const auto& [key, value] : script->items())
            if (key != "file" && key != "hash" && key != "text")
                fail(member("$.script", key), "unknown field");
        DesignScript read;
        for (auto [name, field] : {std::pair{"file", &read.file}, std::pair{"hash", &read.hash},
                                   std::pair{"text", &read.text}}) {
            const auto it = script->find(name);
            if (it == script->end())
                fail("$.script", std::string("missing \"") + name + "\"");
            if (!it->is_string())
                fail(std::string("$.script.") + name, "must be a string, not " + shown(*it));
            *field = it->get<std::string>();
        }
        design.script = std::move(read);
    }
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
