#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace pb {
class Ruleset;
}

namespace pb::design {

// The `.playbench.json` design file (docs/file-format.md): what defines a
// design, without what a store adds to it (ids, times).
inline constexpr std::string_view kDesignFileFormat = "playbench-design";
// The newest format version this build reads and the one it writes.
inline constexpr int kDesignFileVersion = 1;
inline constexpr std::string_view kDesignFileExtension = ".playbench.json";

// The script of a design of a scripted ruleset ("script:..."): the design
// file carries it, so the design opens where the Lua file is not.
struct DesignScript {
    std::string file; // the script's file name, as its errors name it
    std::string hash; // pb::script::scriptHash(text)
    std::string text;

    friend bool operator==(const DesignScript&, const DesignScript&) = default;
};

// One design as it travels between workbenches.
struct DesignFile {
    std::string name;
    std::string ruleset;                              // a ruleset id, e.g. "stability"
    nlohmann::json params = nlohmann::json::object(); // partial or resolved, as the design has it
    nlohmann::json setup; // the ruleset's set-up (boards, decks), or null: generated per seed
    std::string notes;
    std::optional<DesignScript> script = std::nullopt; // set exactly when the ruleset is scripted

    friend bool operator==(const DesignFile& a, const DesignFile& b) {
        return a.name == b.name && a.ruleset == b.ruleset && a.params == b.params &&
               a.setup == b.setup && a.notes == b.notes && a.script == b.script;
    }
};

// The file's JSON object, with the current format tag and version.
nlohmann::json designFileToJson(const DesignFile& design);
// The file's text: indented JSON and a final newline.
std::string designFileToText(const DesignFile& design);

// Reads a design file's JSON and validates everything: the format tag and
// version (a newer version is refused), every field's type, the ruleset, for a
// scripted ruleset its script (loaded with ScriptRuleset::fromText, its hash
// checked against its text, and registered), each parameter through the
// ruleset's ParameterSchema, the parameters together, and the set-up through
// Game::newInitialState for the ruleset's smallest player count. Throws
// pb::InvalidInput naming the first problem with its JSON path, e.g.
// "$.params.size: 30 is outside 5..16" or "$.script.text: rules.lua:3: ...".
DesignFile designFileFromJson(const nlohmann::json& json);
// As designFileFromJson, from the file's text ("$: not JSON: ..." if it is not JSON).
DesignFile parseDesignFile(std::string_view text);

// The checks of designFileFromJson that concern the design rather than the
// file (ruleset, script, params, setup), for a design from elsewhere (the
// store). Registers the design's script.
void validateDesign(const DesignFile& design);

// The ruleset a valid design plays: the version of the script it carries, or
// the built-in ruleset. Throws pb::InvalidInput for an unknown ruleset.
const Ruleset& designRuleset(const DesignFile& design);

} // namespace pb::design
