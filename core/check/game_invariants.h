#pragma once

// A ruleset's own invariants over one game, the property harness's hook for
// what only that ruleset knows (its tests' RulesetProperties make one per
// game). Every method returns "" or what is wrong; a state is described by
// its JSON as well, so a check need not ask for it again.

#include "engine/decision.h"

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {
class Game;
class State;
} // namespace pb

namespace pb::check {

class GameInvariants {
public:
    virtual ~GameInvariants() = default;
    // At every state, before its decision is drawn; `legal` is its legal list.
    virtual std::string check(const State& state, const nlohmann::json& stateJson,
                              const std::vector<Decision>& legal);
    // After `decision` (as JSON) took `before` to `after` (as JSON).
    virtual std::string checkStep(const nlohmann::json& before, const nlohmann::json& decision,
                                  const nlohmann::json& after);
    // At the terminal state, after check().
    virtual std::string checkEnd(const State& state, const nlohmann::json& stateJson);
};

// Makes the invariants of one game of `game`, fresh for each game played.
using InvariantsFactory = std::function<std::unique_ptr<GameInvariants>(const Game& game)>;

} // namespace pb::check
