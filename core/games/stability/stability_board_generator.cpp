#include "games/stability/stability_board_generator.h"

#include "engine/errors.h"
#include "engine/rng.h"

#include <algorithm>
#include <numeric>
#include <string>

namespace pb::stability {

namespace {

void shuffle(std::vector<int>& values, Rng& rng) {
    for (std::size_t i = values.size(); i > 1; --i)
        std::swap(values[i - 1], values[rng.below(static_cast<std::uint32_t>(i))]);
}

std::string list(const std::vector<int>& values) {
    std::string out;
    for (int v : values)
        out += (out.empty() ? "" : ", ") + std::to_string(v);
    return out;
}

} // namespace

GeneratedBoard generateBoard(const BoardRequest& request, Rng& rng) {
    const int n = request.size;
    if (n < 2 || n > 16)
        throw InvalidInput("board size " + std::to_string(n) + " is outside 2..16");
    if (request.minValue > request.maxValue)
        throw InvalidInput("minValue " + std::to_string(request.minValue) + " exceeds maxValue " +
                           std::to_string(request.maxValue));
    const int cells = n * n;
    if (!request.locked.empty() && static_cast<int>(request.locked.size()) != cells)
        throw InvalidInput("locked squares: expected " + std::to_string(cells) + " entries, got " +
                           std::to_string(request.locked.size()));

    GeneratedBoard board;
    board.values.assign(cells, -1);
    const int last = n - 1;
    for (int corner : {0, last, last * n, last * n + last})
        board.values[corner] = request.cornerValue;
    const int kinds = request.maxValue - request.minValue + 1;
    std::vector<int> count(kinds, 0); // squares already holding each value
    std::vector<bool> fixed(cells, false);
    for (int cell = 0; cell < cells; ++cell) {
        const bool corner = board.values[cell] >= 0;
        const int lockedValue = request.locked.empty() ? -1 : request.locked[cell];
        if (lockedValue >= 0) {
            board.values[cell] = lockedValue;
            if (!corner && lockedValue >= request.minValue && lockedValue <= request.maxValue)
                ++count[lockedValue - request.minValue];
        }
        fixed[cell] = corner || lockedValue >= 0;
    }
    const int balanced = cells - 4; // the non-corner squares share the values
    int freeSquares = 0;
    for (int cell = 0; cell < cells; ++cell)
        freeSquares += fixed[cell] ? 0 : 1;

    // Fill the free squares so the counts over the non-corner squares are as
    // even as possible: raise the lowest level one square per value at a time;
    // which values get a square when too few remain follows a random order.
    std::vector<int> order(kinds);
    std::iota(order.begin(), order.end(), 0);
    shuffle(order, rng);
    std::vector<int> fill;
    fill.reserve(freeSquares);
    for (int remaining = freeSquares; remaining > 0;) {
        const int level = *std::min_element(count.begin(), count.end());
        for (int k : order) {
            if (count[k] != level || remaining == 0)
                continue;
            ++count[k];
            fill.push_back(k + request.minValue);
            --remaining;
        }
    }
    shuffle(fill, rng);
    std::size_t next = 0;
    for (int cell = 0; cell < cells; ++cell)
        if (!fixed[cell])
            board.values[cell] = fill[next++];

    const auto [lo, hi] = std::minmax_element(count.begin(), count.end());
    board.exact = *lo == *hi && balanced % kinds == 0;
    if (!request.describe)
        return board;
    const std::string range =
        std::to_string(request.minValue) + ".." + std::to_string(request.maxValue);
    if (board.exact) {
        board.note = std::to_string(balanced) + " non-corner squares hold each of " + range +
                     " exactly " + std::to_string(*lo) + " times";
    } else {
        std::vector<int> more, fewer;
        for (int k = 0; k < kinds; ++k)
            (count[k] == *hi ? more : fewer).push_back(k + request.minValue);
        board.note = std::to_string(balanced) + " non-corner squares cannot hold each of " + range +
                     " equally; " + list(more) + " appear " + std::to_string(*hi) + " times and " +
                     (fewer.empty() ? std::string("no value") : list(fewer)) + " " +
                     std::to_string(*lo) + " times";
        if (*hi - *lo > 1)
            board.note += " (locked squares keep the counts from evening out)";
    }
    return board;
}

} // namespace pb::stability
