#pragma once

#include "engine/game.h"
#include "games/stability/stability_effects.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pb::stability {

inline constexpr int kMaxSize = 16;
inline constexpr int kMaxCells = kMaxSize * kMaxSize;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxPc = 9;

// Decision kinds (Decision::kind) and what a, b hold for each.
enum DecisionKind : std::uint16_t {
    kChanceKind,   // a = the seat drawn to move first
    kMoveKind,     // a = destination square index
    kPermeateKind, // a = Effect
    kAfflictKind,  // a = primary square, b = sign (+1/-1)
    kSkipKind,     //
    kExtraKind,    // a = square, b = sign under mixed2, else 0
    kSetKind,      // a = square, b = value
    kDecisionKindCount
};

// Parameters resolved into plain fields, plus tables derived from them once,
// so that the hot path reads integers and never touches JSON.
struct Rules {
    int size = 10;
    int cells = 100;
    int minValue = 1, maxValue = 8, cornerValue = 1;
    bool eightDirections = false;
    bool shareSquares = false;
    int permeationThreshold = 3;
    int minTile = 0, maxTile = 10;
    bool afflictionMandatory = false;
    bool eightAdjacency = false;
    int maxTurns = 1000;
    std::array<int, kEffectCount> cost{};
    int setMin = 0, setMax = 9; // the chart's 0..9 within minTile..maxTile
    int cheapestCost = 0;       // of any effect; below it only "none" is affordable

    // neighbours[cell] lists the adjacent squares (per `adjacency`).
    std::vector<std::array<std::int16_t, 8>> neighbours;
    std::vector<std::uint8_t> neighbourCount;
    // Unit steps of a move (per `directions`), as (row, col) pairs.
    int directionCount = 4;
    std::array<std::array<int, 2>, 8> directions{};

    // Row and column of each square, looked up rather than divided on the hot path.
    std::array<std::uint8_t, kMaxCells> rowOf{};
    std::array<std::uint8_t, kMaxCells> colOf{};

    int row(int cell) const { return rowOf[cell]; }
    int col(int cell) const { return colOf[cell]; }
};

// Stability bound to its parameters and player count.
class StabilityGame final : public Game {
public:
    StabilityGame(const Ruleset& ruleset, nlohmann::json params, int numPlayers);

    const Rules& rules() const { return rules_; }
    // The starting square of each seat: (0,0), (n-1,n-1), (0,n-1), (n-1,0).
    int startSquare(int seat) const;

    std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                           const nlohmann::json& setup = {}) const override;

    // The board of a setup's "board" rows (throws InvalidInput naming the problem).
    std::vector<int> boardFromJson(const nlohmann::json& rows) const;

    // "visits" (moves that ended on a square) and "eliminations" (where a
    // homunculus was eliminated): stability_heatmaps.cpp.
    std::vector<HeatmapSpec> heatmaps() const override;
    std::unique_ptr<HeatRecorder> makeHeatRecorder() const override;

private:
    Rules rules_;
};

} // namespace pb::stability
