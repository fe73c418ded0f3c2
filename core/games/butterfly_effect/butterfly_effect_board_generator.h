#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <vector>

namespace pb::butterfly_effect {

// One era's board as the board editor edits it: green spots and Ra's cities
// (numbered 0.. in square order), row * size + column.
struct BoardLayout {
    int size = 9;
    std::vector<bool> green;
    std::vector<bool> city;

    static BoardLayout empty(int size);
    int greenCount() const;
    int cityCount() const;
    // {"size", "green": [[r, c]...], "cities": [[r, c]...]}: the set-up JSON's "board".
    nlohmann::json toJson() const;
};

// A board drawn from `seed`: the squares `locked` keeps as `current` has them
// (same size); the others are drawn again until the board has `greenSpots`
// green spots and `cities` cities, where the locked squares allow. Green spots
// come in pairs turned half round the middle (each side gets the same), on
// the two outer rows of each side; cities lie in the middle third of the rows
// and never on a green spot. The same inputs give the same board.
// Counts are clamped to what the set-up allows: 6..size*size/2 green spots,
// 1..8 cities.
BoardLayout generateBoard(const BoardLayout& current, const std::vector<bool>& locked,
                          std::uint64_t seed, int greenSpots, int cities);

} // namespace pb::butterfly_effect
