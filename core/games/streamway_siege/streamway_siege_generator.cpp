#include "games/streamway_siege/streamway_siege_generator.h"

#include "engine/errors.h"
#include "engine/rng.h"

#include <cstdlib>

namespace pb::streamway_siege {

namespace {

// The spec's locked pieces alone, as a board checkBoard can judge.
Board lockedBoard(const BoardSpec& spec) {
    Board b;
    b.steps = spec.steps;
    b.columns = spec.columns;
    for (const auto& s : spec.lockedSnakes)
        b.snakes[b.snakeCount++] = {static_cast<std::int16_t>(s[0]),
                                    static_cast<std::int16_t>(s[1])};
    for (const auto& l : spec.lockedLadders)
        b.ladders[b.ladderCount++] = {static_cast<std::int16_t>(l[0]),
                                      static_cast<std::int16_t>(l[1])};
    return b;
}

// Draws per board and boards per call: a fixed bound, so a spec that cannot
// be met fails in bounded time instead of looping.
constexpr int kPlaceTries = 200;
constexpr int kBoardTries = 400;

} // namespace

int totalDrop(const Board& b) {
    int n = 0;
    for (int i = 0; i < b.snakeCount; ++i)
        n += b.snakes[i][1] - b.snakes[i][0];
    return n;
}

int totalClimb(const Board& b) {
    int n = 0;
    for (int i = 0; i < b.ladderCount; ++i)
        n += b.ladders[i][0] - b.ladders[i][1];
    return n;
}

BoardProblem checkBoardSpec(const BoardSpec& spec) {
    auto refuse = [](BoardProblemCode code, std::string text, int value = 0) {
        BoardProblem problem;
        problem.code = code;
        problem.value = value;
        problem.text = std::move(text);
        return problem;
    };
    if (spec.steps < 8 || spec.steps > kMaxSteps)
        return refuse(BoardProblemCode::StepsRange,
                      "the streamway must have 8.." + std::to_string(kMaxSteps) + " steps",
                      kMaxSteps);
    if (spec.columns < 0 || spec.columns > spec.steps)
        return refuse(BoardProblemCode::ColumnsRange,
                      "the grid's columns must be 0 (a bare path) up to the steps");
    static_assert(kMaxSnakes == kMaxLadders, "TooManyPieces names one bound for both");
    if (spec.snakes < 0 || spec.snakes > kMaxSnakes || spec.ladders < 0 ||
        spec.ladders > kMaxLadders)
        return refuse(BoardProblemCode::TooManyPieces,
                      "at most " + std::to_string(kMaxSnakes) + " snakes and " +
                          std::to_string(kMaxLadders) + " ladders",
                      kMaxSnakes);
    if (static_cast<int>(spec.lockedSnakes.size()) > spec.snakes ||
        static_cast<int>(spec.lockedLadders.size()) > spec.ladders)
        return refuse(BoardProblemCode::TooManyLocked,
                      "more pieces are locked than the board is to have");
    if (spec.minLength < 1 || spec.maxLength < spec.minLength)
        return refuse(BoardProblemCode::LengthRange,
                      "the length range must be 1 or more, its least no more than its most");
    if (spec.tolerance < 0)
        return refuse(BoardProblemCode::NegativeTolerance, "the tolerance must not be negative");
    // Both ends of every piece, free steps for them on the path.
    const int free = spec.allowEdgeEnds ? spec.steps : spec.steps - 2;
    if (2 * (spec.snakes + spec.ladders) > free)
        return refuse(BoardProblemCode::TooFewSteps,
                      "the streamway has too few steps for that many snakes and ladders");
    return checkBoard(lockedBoard(spec), spec.allowEdgeEnds);
}

Board generateBoard(const BoardSpec& spec, std::uint64_t seed) {
    if (auto problem = checkBoardSpec(spec); !problem.empty())
        throw BoardError({}, std::move(problem));
    Rng rng(seed);
    const Board locked = lockedBoard(spec);
    const int lo = spec.allowEdgeEnds ? 1 : 2,
              hi = spec.allowEdgeEnds ? spec.steps : spec.steps - 1;
    for (int attempt = 0; attempt < kBoardTries; ++attempt) {
        Board b = locked;
        std::array<bool, kMaxSteps + 2> used{};
        for (int i = 0; i < b.snakeCount; ++i)
            used[b.snakes[i][0]] = used[b.snakes[i][1]] = true;
        for (int i = 0; i < b.ladderCount; ++i)
            used[b.ladders[i][0]] = used[b.ladders[i][1]] = true;
        // One piece: an upstream end a, a downstream end a + length, both free.
        auto place = [&](bool snake) {
            for (int tries = 0; tries < kPlaceTries; ++tries) {
                const int length =
                    spec.minLength + static_cast<int>(rng.below(static_cast<std::uint32_t>(
                                         spec.maxLength - spec.minLength + 1)));
                if (hi - length < lo)
                    continue;
                const int a = lo + static_cast<int>(
                                       rng.below(static_cast<std::uint32_t>(hi - length - lo + 1)));
                const int c = a + length;
                if (used[a] || used[c])
                    continue;
                used[a] = used[c] = true;
                if (snake)
                    b.snakes[b.snakeCount++] = {static_cast<std::int16_t>(a),
                                                static_cast<std::int16_t>(c)};
                else
                    b.ladders[b.ladderCount++] = {static_cast<std::int16_t>(c),
                                                  static_cast<std::int16_t>(a)};
                return true;
            }
            return false;
        };
        bool placed = true;
        while (placed && b.snakeCount < spec.snakes)
            placed = place(true);
        while (placed && b.ladderCount < spec.ladders)
            placed = place(false);
        if (!placed || std::abs(totalClimb(b) - totalDrop(b)) > spec.tolerance)
            continue;
        b.index();
        return b;
    }
    BoardProblem problem;
    problem.code = BoardProblemCode::NoBoardWithinTolerance;
    problem.value = spec.tolerance;
    problem.text = "no board with total climb within " + std::to_string(spec.tolerance) +
                   " steps of total drop was found; widen the tolerance or the lengths";
    throw BoardError({}, std::move(problem));
}

} // namespace pb::streamway_siege
