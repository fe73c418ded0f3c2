#include "engine/generated_setup_parameters.h"

#include <algorithm>
#include <map>

namespace pb {

namespace {

// A function-local table: registrations run during static initialisation, in
// an order across files that nothing fixes.
std::map<std::string, std::vector<std::string>, std::less<>>& generationParameters() {
    static std::map<std::string, std::vector<std::string>, std::less<>> names;
    return names;
}

} // namespace

bool registerGeneratedSetupParameters(std::string_view rulesetId, std::vector<std::string> names) {
    generationParameters()[std::string(rulesetId)] = std::move(names);
    return true;
}

bool shapesGeneratedSetupOnly(std::string_view rulesetId, std::string_view name) {
    const auto it = generationParameters().find(rulesetId);
    return it != generationParameters().end() &&
           std::find(it->second.begin(), it->second.end(), name) != it->second.end();
}

} // namespace pb
