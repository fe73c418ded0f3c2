#pragma once

#include "decks/deck.h"
#include "engine/game.h"
#include "script/state_layout.h"

#include <cstdint>
#include <memory>
#include <mutex>

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
    // The deck this game deals when its design gives none (a script with
    // cards only), asked of the script once: a batch's set-ups reuse it.
    const decks::Deck& defaultDeck() const;

    // `setup` is a design's set-up, handed to the script's setup as `given`
    // (its deck and editable grids checked first), or null.
    std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                           const nlohmann::json& setup = {}) const override;

    // One map per grid field shared by the seats (script_heatmaps.cpp): how
    // often a decision changed each cell, drawn as the script's view draws
    // the grid (row 1 at the bottom where its view says so).
    std::vector<HeatmapSpec> heatmaps() const override;
    std::unique_ptr<HeatRecorder> makeHeatRecorder() const override;

private:
    std::shared_ptr<const ScriptRuleset> keep_;
    StateLayout layout_;
    std::uint64_t serial_;
    mutable std::once_flag defaultDeckOnce_;
    mutable decks::Deck defaultDeck_;
};

} // namespace pb::script
