#include "games/butterfly_effect/butterfly_effect_board_generator.h"

#include "engine/rng.h"
#include "games/butterfly_effect/butterfly_effect_game.h"

#include <algorithm>
#include <nlohmann/json.hpp>

namespace pb::butterfly_effect {

BoardLayout BoardLayout::empty(int size) {
    BoardLayout b;
    b.size = size;
    b.green.assign(static_cast<std::size_t>(size * size), false);
    b.city.assign(static_cast<std::size_t>(size * size), false);
    return b;
}

int BoardLayout::greenCount() const {
    return static_cast<int>(std::count(green.begin(), green.end(), true));
}

int BoardLayout::cityCount() const {
    return static_cast<int>(std::count(city.begin(), city.end(), true));
}

nlohmann::json BoardLayout::toJson() const {
    nlohmann::json g = nlohmann::json::array(), c = nlohmann::json::array();
    for (int sq = 0; sq < size * size; ++sq) {
        if (green[static_cast<std::size_t>(sq)])
            g.push_back({sq / size, sq % size});
        if (city[static_cast<std::size_t>(sq)])
            c.push_back({sq / size, sq % size});
    }
    return {{"size", size}, {"green", g}, {"cities", c}};
}

BoardLayout generateBoard(const BoardLayout& current, const std::vector<bool>& locked,
                          std::uint64_t seed, int greenSpots, int cities) {
    const int size = current.size;
    const int squares = size * size;
    greenSpots = std::clamp(greenSpots, 2 * kSpeciesPerSide, squares / 2);
    cities = std::clamp(cities, 1, kMaxCities);
    const auto isLocked = [&](int sq) {
        return sq < static_cast<int>(locked.size()) && locked[static_cast<std::size_t>(sq)];
    };
    BoardLayout out = BoardLayout::empty(size);
    for (int sq = 0; sq < squares; ++sq)
        if (isLocked(sq)) {
            out.green[static_cast<std::size_t>(sq)] = current.green[static_cast<std::size_t>(sq)];
            out.city[static_cast<std::size_t>(sq)] = current.city[static_cast<std::size_t>(sq)];
        }
    // A locked green spot's unlocked twin turns green too: both sides stay alike.
    for (int sq = 0; sq < squares; ++sq)
        if (isLocked(sq) && out.green[static_cast<std::size_t>(sq)] && !isLocked(squares - 1 - sq))
            out.green[static_cast<std::size_t>(squares - 1 - sq)] = true;
    Rng rng(seed);
    // Candidates in square order, then drawn without replacement: the order
    // of the draw depends on the seed alone.
    const auto draw = [&](std::vector<int>& pool) {
        const auto k = rng.below(static_cast<std::uint32_t>(pool.size()));
        const int sq = pool[k];
        pool.erase(pool.begin() + static_cast<std::ptrdiff_t>(k));
        return sq;
    };
    const int band = std::max(1, size / 4); // the outer rows of each side
    std::vector<int> greenPool;
    for (int sq = 0; sq < squares; ++sq) {
        const int row = sq / size;
        if (row < band && !isLocked(sq) && !isLocked(squares - 1 - sq))
            greenPool.push_back(sq);
    }
    while (out.greenCount() < greenSpots && !greenPool.empty()) {
        const int sq = draw(greenPool);
        if (out.city[static_cast<std::size_t>(sq)] ||
            out.city[static_cast<std::size_t>(squares - 1 - sq)])
            continue;
        out.green[static_cast<std::size_t>(sq)] = true;
        out.green[static_cast<std::size_t>(squares - 1 - sq)] = true;
    }
    std::vector<int> cityPool;
    for (int sq = 0; sq < squares; ++sq) {
        const int row = sq / size;
        if (row >= size / 3 && row < size - size / 3 && !isLocked(sq) &&
            !out.green[static_cast<std::size_t>(sq)])
            cityPool.push_back(sq);
    }
    while (out.cityCount() < cities && !cityPool.empty())
        out.city[static_cast<std::size_t>(draw(cityPool))] = true;
    return out;
}

} // namespace pb::butterfly_effect
