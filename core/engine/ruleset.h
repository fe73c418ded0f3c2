#pragma once

#include "engine/parameter_schema.h"

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

class Game;
class State;

// A named event a ruleset counts per seat during play (for balance reports).
struct CounterSpec {
    std::string id;
    std::string description;
};

// The static description of one ruleset: identity, player range, parameters,
// decision kinds and counters, and the factories of games and parsed states.
// One instance per ruleset lives in the registry (engine/registry.h).
class Ruleset {
public:
    virtual ~Ruleset() = default;

    virtual std::string_view id() const = 0;
    virtual std::string_view displayName() const = 0;
    virtual int minPlayers() const = 0;
    virtual int maxPlayers() const = 0;
    // Whether the seats win or lose together, as a team: reports then speak of
    // the team's win rate, and first-player advantage does not apply.
    virtual bool cooperative() const { return false; }
    virtual const ParameterSchema& parameters() const = 0;
    // Names of Decision::kind values, indexed by kind.
    virtual const std::vector<std::string>& decisionKinds() const = 0;
    // Per-seat counters, indexed as State::counter expects.
    virtual const std::vector<CounterSpec>& counters() const = 0;

    // A game with `params` (a partial object; the schema fills and checks it).
    // Throws InvalidInput for a bad parameter or player count.
    virtual std::shared_ptr<const Game> makeGame(const nlohmann::json& params,
                                                 int numPlayers) const = 0;

    // Parses the interchange JSON of a state (it carries its own parameters and
    // players); throws InvalidInput naming the first problem.
    virtual std::unique_ptr<State> stateFromJson(const nlohmann::json& json) const = 0;

    // The ruleset, its players and parameters, as `playbench-cli games` prints it.
    nlohmann::json describe() const;

protected:
    void checkPlayerCount(int numPlayers) const;

    // The parts every state's JSON shares: an object whose optional "game" is
    // this ruleset's id, optional "params", and a "players" array within the
    // player range. Throws InvalidInput naming the problem.
    struct StateEnvelope {
        nlohmann::json params;
        int numPlayers = 0;
    };
    StateEnvelope readStateEnvelope(const nlohmann::json& json) const;
};

} // namespace pb
