#include "engine/ruleset.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/state.h"

#include <exception>

namespace pb {

nlohmann::json Ruleset::describe() const {
    nlohmann::json counterList = nlohmann::json::array();
    for (const auto& c : counters())
        counterList.push_back({{"id", c.id}, {"description", c.description}});
    return {{"id", id()},
            {"name", displayName()},
            {"min_players", minPlayers()},
            {"max_players", maxPlayers()},
            {"cooperative", cooperative()},
            {"parameters", parameters().toJson()},
            {"decision_kinds", decisionKinds()},
            {"counters", std::move(counterList)}};
}

std::string Ruleset::commandLineName() const {
    return "--game " + std::string(id());
}

std::vector<bool> Ruleset::countersThatCanFireFrom(const State&) const {
    return {};
}

std::vector<bool> Ruleset::countersThatCanFire(const nlohmann::json& params, int numPlayers,
                                               const nlohmann::json& setup) const {
    // A report is still worth showing when its design no longer fits the run
    // (edited since): then every counter is listed, as before.
    try {
        const auto game = makeGame(params, numPlayers);
        return countersThatCanFireFrom(*game->newInitialState(0, setup));
    } catch (const std::exception&) {
        return {};
    }
}

void Ruleset::checkPlayerCount(int numPlayers) const {
    if (numPlayers < minPlayers() || numPlayers > maxPlayers())
        throw InvalidInput(std::string(displayName()) + " is for " + std::to_string(minPlayers()) +
                           " to " + std::to_string(maxPlayers()) + " players, not " +
                           std::to_string(numPlayers));
}

std::unique_ptr<State> Ruleset::stateFromJson(const nlohmann::json& json) const {
    auto state = parseState(json);
    if (std::string why = state->invariantViolation(); !why.empty())
        throw InvalidInput("no " + std::string(displayName()) +
                           " game can reach this state: " + why);
    return state;
}

Ruleset::StateEnvelope Ruleset::readStateEnvelope(const nlohmann::json& json) const {
    const std::string name(displayName());
    if (!json.is_object())
        throw InvalidInput("a " + name + " state must be a JSON object");
    if (auto it = json.find("game"); it != json.end() && *it != id())
        throw InvalidInput("state \"game\" is " + it->dump() + ", not \"" + std::string(id()) +
                           "\"");
    auto players = json.find("players");
    if (players == json.end() || !players->is_array())
        throw InvalidInput("state has no \"players\" array");
    const auto count = static_cast<int>(players->size());
    if (count < minPlayers() || count > maxPlayers())
        throw InvalidInput("state \"players\" lists " + std::to_string(count) + " players; " +
                           name + " is for " + std::to_string(minPlayers()) + " to " +
                           std::to_string(maxPlayers()));
    return {json.contains("params") ? json["params"] : nlohmann::json::object(), count};
}

} // namespace pb
