#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace pb::design {

// The `.playbench.json` design file (docs/file-format.md): what defines a
// design, without what a store adds to it (ids, times).
inline constexpr std::string_view kDesignFileFormat = "playbench-design";
// The newest format version this build reads and the one it writes.
inline constexpr int kDesignFileVersion = 1;
inline constexpr std::string_view kDesignFileExtension = ".playbench.json";

// One design as it travels between workbenches.
struct DesignFile {
    std::string name;
    std::string ruleset;                              // a ruleset id, e.g. "stability"
    nlohmann::json params = nlohmann::json::object(); // partial or resolved, as the design has it
    nlohmann::json setup; // the ruleset's set-up (boards, decks), or null: generated per seed
    std::string notes;

    friend bool operator==(const DesignFile& a, const DesignFile& b) {
        return a.name == b.name && a.ruleset == b.ruleset && a.params == b.params &&
               a.setup == b.setup && a.notes == b.notes;
    }
};

// The file's JSON object, with the current format tag and version.
nlohmann::json designFileToJson(const DesignFile& design);
// The file's text: indented JSON and a final newline.
std::string designFileToText(const DesignFile& design);

// Reads a design file's JSON and validates everything: the format tag and
// version (a newer version is refused), every field's type, the ruleset, each
// parameter through the ruleset's ParameterSchema, the parameters together,
// and the set-up through Game::newInitialState for the ruleset's smallest
// player count. Throws pb::InvalidInput naming the first problem with its JSON
// path, e.g. "$.params.size: 30 is outside 5..16".
DesignFile designFileFromJson(const nlohmann::json& json);
// As designFileFromJson, from the file's text ("$: not JSON: ..." if it is not JSON).
DesignFile parseDesignFile(std::string_view text);

// The checks of designFileFromJson that concern the design rather than the
// file (ruleset, params, setup), for a design from elsewhere (the store).
void validateDesign(const DesignFile& design);

} // namespace pb::design
