#include "engine/ruleset.h"

#include "engine/errors.h"

namespace pb {

nlohmann::json Ruleset::describe() const {
    nlohmann::json counterList = nlohmann::json::array();
    for (const auto& c : counters())
        counterList.push_back({{"id", c.id}, {"description", c.description}});
    return {{"id", id()},
            {"name", displayName()},
            {"min_players", minPlayers()},
            {"max_players", maxPlayers()},
            {"parameters", parameters().toJson()},
            {"decision_kinds", decisionKinds()},
            {"counters", std::move(counterList)}};
}

void Ruleset::checkPlayerCount(int numPlayers) const {
    if (numPlayers < minPlayers() || numPlayers > maxPlayers())
        throw InvalidInput(std::string(displayName()) + " is for " + std::to_string(minPlayers()) +
                           " to " + std::to_string(maxPlayers()) + " players, not " +
                           std::to_string(numPlayers));
}

} // namespace pb
