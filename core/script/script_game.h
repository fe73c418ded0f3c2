#pragma once

#include "engine/game.h"
#include "script/state_layout.h"

#include <cstdint>
#include <memory>

namespace pb::script {

class ScriptRuleset;

// A script's game with resolved parameters and players: the layout of its
// states' integers, and a serial that tells interpreters when a state of
// another game (other parameters) comes to them. It keeps its ruleset alive:
// a script loaded at run time may be replaced while its games are played.
class ScriptGame : public Game {
public:
    ScriptGame(std::shared_ptr<const ScriptRuleset> ruleset, nlohmann::json params, int numPlayers,
               StateLayout layout);

    const ScriptRuleset& scriptRuleset() const;
    const StateLayout& layout() const { return layout_; }
    std::uint64_t serial() const { return serial_; }

    // `setup` must be null: a script makes its own set-up from the seed.
    std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                           const nlohmann::json& setup = {}) const override;

private:
    std::shared_ptr<const ScriptRuleset> keep_;
    StateLayout layout_;
    std::uint64_t serial_;
};

} // namespace pb::script
