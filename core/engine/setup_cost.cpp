#include "engine/setup_cost.h"

#include <map>
#include <string>

namespace pb {

namespace {

// A function-local table: registrations run during static initialisation, in
// an order across files that nothing fixes.
std::map<std::string, SetupCostFunction, std::less<>>& table() {
    static std::map<std::string, SetupCostFunction, std::less<>> costs;
    return costs;
}

} // namespace

bool registerSetupCost(std::string_view rulesetId, SetupCostFunction cost) {
    table()[std::string(rulesetId)] = cost;
    return true;
}

SetupCostFunction setupCostFor(std::string_view rulesetId) {
    const auto it = table().find(rulesetId);
    return it == table().end() ? nullptr : it->second;
}

} // namespace pb
