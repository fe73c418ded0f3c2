#pragma once

#include "engine/errors.h"

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

namespace pb::streamway_siege {

inline constexpr int kMaxSteps = 200;
inline constexpr int kMaxSnakes = 32;
inline constexpr int kMaxLadders = 32;

// Step 1 is the start (upstream), step `steps` the end (downstream). A snake
// carries a piece from its head down to its tail (tail > head); a ladder joins
// its bottom (downstream) to its top (upstream, top < bottom).
struct Board {
    int steps = 100;
    int columns = 10; // 0: a bare path with no grid (G1 a)
    int snakeCount = 0;
    int ladderCount = 0;
    std::array<std::array<std::int16_t, 2>, kMaxSnakes> snakes{};   // head, tail
    std::array<std::array<std::int16_t, 2>, kMaxLadders> ladders{}; // bottom, top
    // Per step: 1 + index of the snake whose head is there, else 0; likewise
    // for a ladder either of whose ends is there.
    std::array<std::int8_t, kMaxSteps + 2> snakeAt{};
    std::array<std::int8_t, kMaxSteps + 2> ladderAt{};

    void index();
    bool grid() const { return columns > 0; }
    // Grid cell of a step on the boustrophedon layout (section 3 of the reading).
    int row(int step) const { return (step - 1) / columns; }
    int column(int step) const;
    // The step at a grid cell, or 0 if the cell is off the path.
    int stepAt(int row, int column) const;
    int gridDistance(int a, int b) const;
};

// Why a board, or a request to the board generator, is refused: a code and
// its numbers, so that an interface words it in its own language, and the
// English sentence the core's callers show (board editor, issue 14).
enum class BoardProblemCode : std::uint8_t {
    None,
    // A piece (snake, from, to) at `step`:
    SnakeUpstream,    // the snake's tail is not after its head
    LadderDownstream, // the ladder's top is not before its bottom
    EndOffBoard,
    EndOnFirstStep,
    EndOnLastStep,
    TwoEnds, // `step` already holds another piece's end
    // The generator's request (streamway_siege_generator.h):
    StepsRange,            // value: the most steps
    ColumnsRange,          // columns must be 0..steps
    TooManyPieces,         // value: the most of each
    TooManyLocked,         // more locked than asked for
    LengthRange,           // least < 1 or least > most
    NegativeTolerance,     //
    TooFewSteps,           // not enough free steps for every end
    NoBoardWithinTolerance // value: the tolerance
};

struct BoardProblem {
    BoardProblemCode code = BoardProblemCode::None;
    bool snake = false; // the piece named, for the piece codes
    int from = 0;       // its head (snake) or bottom (ladder)
    int to = 0;         // its tail or top
    int step = 0;       // the offending step, 0 when none is named
    int value = 0;      // the bound the code names
    std::string
        text; // in English, naming the step: "the snake 1->9 ends on the first step, step 1"

    bool empty() const { return code == BoardProblemCode::None; }
};

// A board or generator request refused, with its problem for the interface;
// what() is `prefix` and the problem's sentence.
class BoardError : public InvalidInput {
public:
    BoardError(const std::string& prefix, BoardProblem problem)
        : InvalidInput(prefix + problem.text), problem_(std::move(problem)) {}
    const BoardProblem& problem() const { return problem_; }

private:
    BoardProblem problem_;
};

// What a board must satisfy (docs/rules/streamway-siege.md, "Board"): its
// first problem, or an empty one.
BoardProblem checkBoard(const Board& board, bool allowEdgeEnds);
// The same as one sentence naming the offending step, or "".
std::string boardProblem(const Board& board, bool allowEdgeEnds);

// The reading's boards (section 3): snakes100 and chess64.
Board snakes100();
Board chess64();
// A random board of `steps` on `columns` with the given snakes and ladders,
// valid under boardProblem, drawn from `seed`.
Board randomBoard(int steps, int columns, int snakes, int ladders, bool allowEdgeEnds,
                  std::uint64_t seed);

nlohmann::json boardToJson(const Board& board);
// Throws InvalidInput naming the field, or BoardError (an InvalidInput) with
// the problem naming the offending step.
Board boardFromJson(const nlohmann::json& json, bool allowEdgeEnds);

} // namespace pb::streamway_siege
