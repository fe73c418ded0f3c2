#pragma once

// The one property harness every ruleset runs (STYLE.md habit 3, as
// OpenSpiel's random-simulation tests run over every game): random games of
// each set-up a ruleset contributes, with the checks every ruleset shares made
// after every decision by the core's harness (check/property_check.h, run by
// test_ruleset_properties.cpp), and the ruleset's own invariants added
// through GameInvariants. A ruleset's test folder registers
// its RulesetProperties with PLAYBENCH_RULESET_PROPERTIES; a registered ruleset
// without them fails the harness.

#include "check/game_invariants.h"
#include "engine/decision.h"

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {
class Game;
class State;
} // namespace pb

namespace rulesettest {

using json = nlohmann::json;

// One set-up the harness plays: parameters (partial), seats, how many games in
// a normal build (propertyGames scales it under the sanitizers) and the
// optional hand-made set-up Game::newInitialState takes.
struct PropertySetup {
    std::string name;
    json params = json::object();
    int players = 2;
    int games = 50;
    json setup = nullptr;
};

// A ruleset's own invariants over one game, made fresh for each game: the
// core harness's hook (check/game_invariants.h).
using GameInvariants = pb::check::GameInvariants;

class RulesetProperties {
public:
    virtual ~RulesetProperties() = default;
    // The ruleset's id, as Ruleset::id().
    virtual std::string rulesetId() const = 0;
    virtual std::vector<PropertySetup> setups() const = 0;
    virtual std::unique_ptr<GameInvariants> invariants(const pb::Game& game) const;
    // Probes of decisions that are mostly illegal take arguments in
    // -1..probeArgumentMax() (a board's squares, a deck's cards).
    virtual int probeArgumentMax() const { return 16; }
};

// Registers `properties` (kept for the life of the process); returns true so
// it can initialise a static.
bool registerProperties(std::unique_ptr<RulesetProperties> properties);

// The properties registered for ruleset `id`, or nullptr.
const RulesetProperties* propertiesFor(const std::string& id);

} // namespace rulesettest

#define PLAYBENCH_RULESET_PROPERTIES(Class)                                                        \
    namespace {                                                                                    \
    [[maybe_unused]] const bool playbenchPropertiesRegistered =                                    \
        rulesettest::registerProperties(std::make_unique<Class>());                                \
    }
