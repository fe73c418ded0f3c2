#pragma once

#include "games/torus_lab/torus_lab_game.h"

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

namespace pb::decks {

// One stack of a previewed set-up. `order` lists its suits top first: the
// first `known` are what the game itself has drawn at the set-up (the top, or
// every card under openStacks); the rest are one possible order, since the
// game draws each hidden card only when it is uncovered, between dice rolls.
struct StackPreview {
    int height = 0;
    int top = -1; // the suit on top, or -1 for an empty stack
    int known = 0;
    std::vector<int> order;
};

// The table after a game's set-up, as the engine deals it.
struct DealPreview {
    std::vector<StackPreview> stacks;                         // space 1 first
    std::vector<std::array<int, torus_lab::kMaxSuits>> hands; // cards by suit, seat 0 first
    std::array<int, torus_lab::kMaxSuits> deck{};             // the whole deck by suit
};

// The set-up of a game of `game` from `seed` and `setup` (a deck, stack
// sizes, or null) exactly as pb::playGame deals it: the same initial state
// and the same chance stream (chanceSeed(seed)) for the deal and the tops.
// Throws InvalidInput (DeckError for a bad deck) as newInitialState does.
DealPreview torusLabDealPreview(const torus_lab::TorusLabGame& game, std::uint64_t seed,
                                const nlohmann::json& setup);

} // namespace pb::decks
