#pragma once

// What a set-up costs, for rulesets whose set-ups are bought from a budget:
// such a ruleset registers its pricing from its own folder, and the CLI's
// `setup-cost` asks for it by ruleset id, so the CLI names no ruleset and a
// designer scripting set-ups sees each one's price before playing it.

#include <nlohmann/json.hpp>
#include <string_view>

namespace pb {

class Game;

// The price of `setup` (as Game::newInitialState takes it; null: the default
// set-up) at `game`'s parameters; throws InvalidInput for a bad setup.
using SetupCostFunction = nlohmann::json (*)(const Game& game, const nlohmann::json& setup);

// Registers a ruleset's pricing (at static initialisation, from the ruleset's
// own files); returns true so that it can initialise a constant.
bool registerSetupCost(std::string_view rulesetId, SetupCostFunction cost);

// The pricing registered for `rulesetId`, or nullptr when its set-ups are not
// bought from a budget.
SetupCostFunction setupCostFor(std::string_view rulesetId);

} // namespace pb
