#pragma once

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

// What a board must satisfy (docs/rules/streamway-siege.md, "Board"); ""
// or one sentence naming the offending step.
std::string boardProblem(const Board& board, bool allowEdgeEnds);

// The reading's boards (section 3): snakes100 and chess64.
Board snakes100();
Board chess64();
// A random board of `steps` on `columns` with the given snakes and ladders,
// valid under boardProblem, drawn from `seed`.
Board randomBoard(int steps, int columns, int snakes, int ladders, bool allowEdgeEnds,
                  std::uint64_t seed);

nlohmann::json boardToJson(const Board& board);
// Throws InvalidInput naming the field or the offending step.
Board boardFromJson(const nlohmann::json& json, bool allowEdgeEnds);

} // namespace pb::streamway_siege
