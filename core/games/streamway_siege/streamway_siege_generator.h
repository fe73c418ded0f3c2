#pragma once

#include "games/streamway_siege/streamway_siege_board.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pb::streamway_siege {

// What the board editor's "randomize" asks for (issue 14, "Board editor"): a
// streamway of `steps` on `columns` (10 for a snakes-and-ladders board, 8 with
// 64 steps for a chessboard, 0 for a bare path), `snakes` snakes and `ladders`
// ladders each spanning minLength..maxLength steps, the total climb of the
// ladders within `tolerance` steps of the total drop of the snakes. Locked
// pieces are kept as they are and count toward the numbers and the totals.
struct BoardSpec {
    int steps = 100;
    int columns = 10;
    int snakes = 8;
    int ladders = 8;
    int minLength = 5;
    int maxLength = 40;
    int tolerance = 20;
    bool allowEdgeEnds = false;
    std::vector<std::array<int, 2>> lockedSnakes;  // head, tail
    std::vector<std::array<int, 2>> lockedLadders; // bottom, top
};

// The spec's first problem (an empty one if none): counts and lengths out of
// range, or locked pieces that checkBoard refuses.
BoardProblem checkBoardSpec(const BoardSpec& spec);

// A board meeting `spec`, drawn from `seed` with the project's RNG (the same
// seed, the same board). Throws BoardError with checkBoardSpec's problem, or
// (NoBoardWithinTolerance) when no board within the tolerance was found in a
// fixed number of draws.
Board generateBoard(const BoardSpec& spec, std::uint64_t seed);

// Total steps the snakes carry down and the ladders climb, each piece once.
int totalDrop(const Board& board);
int totalClimb(const Board& board);

} // namespace pb::streamway_siege
