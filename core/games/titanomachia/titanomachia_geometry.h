#pragma once

// Squares, the eight directions and arcs (G8, G21): plain integer geometry.

#include "games/titanomachia/titanomachia_setup.h"

#include <array>
#include <cstdlib>

namespace pb::titanomachia {

// N, NE, E, SE, S, SW, W, NW as (row, col) steps; facing 0 is north.
inline constexpr std::array<std::array<int, 2>, 8> kDirections{
    {{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}};
inline constexpr std::array<const char*, 8> kDirectionNames{"N", "NE", "E", "SE",
                                                            "S", "SW", "W", "NW"};

inline int rowOf(int square) {
    return square / kSide;
}
inline int colOf(int square) {
    return square % kSide;
}
inline bool onBoard(int row, int col) {
    return row >= 0 && row < kSide && col >= 0 && col < kSide;
}

// The square one step from `square` in `dir`, or -1 off the board.
inline int stepFrom(int square, int dir) {
    const int r = rowOf(square) + kDirections[dir][0], c = colOf(square) + kDirections[dir][1];
    return onBoard(r, c) ? r * kSide + c : -1;
}

// Eighths between two facings, 0..4.
inline int turnEighths(int from, int to) {
    const int d = std::abs(from - to) % 8;
    return d > 4 ? 8 - d : d;
}

// The nearest of the eight directions to a non-zero offset (G21): diagonal when
// the smaller component exceeds tan(22.5°) of the larger, i.e.
// (small + big)^2 > 2 big^2; integer offsets never fall on the boundary.
inline int nearestDirection(int dr, int dc) {
    const int ar = std::abs(dr), ac = std::abs(dc);
    const int big = ar > ac ? ar : ac, small = ar > ac ? ac : ar;
    const bool diagonal = (small + big) * (small + big) > 2 * big * big;
    const int sr = dr > 0 ? 1 : (dr < 0 ? -1 : 0), sc = dc > 0 ? 1 : (dc < 0 ? -1 : 0);
    const int r = diagonal || ar > ac ? sr : 0, c = diagonal || ac > ar ? sc : 0;
    for (int d = 0; d < 8; ++d)
        if (kDirections[d][0] == r && kDirections[d][1] == c)
            return d;
    return 0;
}

inline int chebyshev(int a, int b) {
    const int dr = std::abs(rowOf(a) - rowOf(b)), dc = std::abs(colOf(a) - colOf(b));
    return dr > dc ? dr : dc;
}
inline int manhattan(int a, int b) {
    return std::abs(rowOf(a) - rowOf(b)) + std::abs(colOf(a) - colOf(b));
}

} // namespace pb::titanomachia
