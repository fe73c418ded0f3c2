#pragma once

#include <array>

namespace pb {

inline constexpr int kMaxSeats = 8;

// The result of a finished game. `score` is each seat's share of the win (the
// winner 1, the others 0; a draw splits 1 among the drawn seats; a cooperative
// win gives every seat 1). `rank` is 1 for the best, equal ranks tie.
struct Outcome {
    int numSeats = 0;
    std::array<double, kMaxSeats> score{};
    std::array<int, kMaxSeats> rank{};
    int winner = -1;        // the single winning seat, or -1 (draw, co-op, or none)
    bool draw = false;      // no single winner
    bool turnLimit = false; // ended by a turn limit rather than by the rules

    // Whether `seat` won: the single winner, or every seat of a cooperative win.
    bool won(int seat) const { return !draw && seat >= 0 && seat < numSeats && score[seat] >= 1.0; }
};

} // namespace pb
