#include "ruleset_properties.h"

#include <map>

namespace rulesettest {

std::unique_ptr<GameInvariants> RulesetProperties::invariants(const pb::Game&) const {
    return std::make_unique<GameInvariants>();
}

namespace {

// Filled by static initialisers, so built on first use.
std::map<std::string, std::unique_ptr<RulesetProperties>>& registry() {
    static std::map<std::string, std::unique_ptr<RulesetProperties>> properties;
    return properties;
}

} // namespace

bool registerProperties(std::unique_ptr<RulesetProperties> properties) {
    const std::string id = properties->rulesetId();
    registry()[id] = std::move(properties);
    return true;
}

const RulesetProperties* propertiesFor(const std::string& id) {
    const auto it = registry().find(id);
    return it == registry().end() ? nullptr : it->second.get();
}

} // namespace rulesettest
