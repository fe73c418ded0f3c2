#include "games/stability/stability_game.h"

#include "engine/errors.h"
#include "engine/hasher.h"
#include "engine/parameter_conflict.h"
#include "engine/rng.h"
#include "games/stability/stability_board_generator.h"
#include "games/stability/stability_parameter_names.h"
#include "games/stability/stability_state.h"

#include <algorithm>
#include <string>

namespace pb::stability {

namespace {

Rules rulesFrom(const nlohmann::json& p) {
    Rules r;
    r.size = p.at(param::kSize).get<int>();
    r.cells = r.size * r.size;
    for (int cell = 0; cell < r.cells; ++cell) {
        r.rowOf[cell] = static_cast<std::uint8_t>(cell / r.size);
        r.colOf[cell] = static_cast<std::uint8_t>(cell % r.size);
    }
    r.minValue = p.at(param::kMinValue).get<int>();
    r.maxValue = p.at(param::kMaxValue).get<int>();
    r.cornerValue = p.at(param::kCornerValue).get<int>();
    r.eightDirections = p.at(param::kDirections).get<std::string>() == "eight";
    r.shareSquares = p.at(param::kShareSquares).get<bool>();
    r.permeationThreshold = p.at(param::kPermeationThreshold).get<int>();
    r.minTile = p.at(param::kMinTile).get<int>();
    r.maxTile = p.at(param::kMaxTile).get<int>();
    r.afflictionMandatory = p.at(param::kAfflictionMandatory).get<bool>();
    r.eightAdjacency = p.at(param::kAdjacency).get<std::string>() == "eight";
    r.maxTurns = p.at(param::kMaxTurns).get<int>();
    r.cheapestCost = kMaxPc + 1;
    for (int e = 1; e < kEffectCount; ++e) {
        r.cost[e] = p.at(std::string(kEffects[e].costParameter)).get<int>();
        r.cheapestCost = std::min(r.cheapestCost, r.cost[e]);
    }
    r.setMin = std::max(0, r.minTile);
    r.setMax = std::min(9, r.maxTile);

    // ParameterConflict, so that the workbench words these in its language.
    if (r.minTile >= r.maxTile)
        throw ParameterConflict("below", {param::kMinTile, param::kMaxTile}, {r.minTile, r.maxTile},
                                "minTile (" + std::to_string(r.minTile) +
                                    ") must be below maxTile (" + std::to_string(r.maxTile) + ")");
    if (r.minValue > r.maxValue)
        throw ParameterConflict(
            "notAbove", {param::kMinValue, param::kMaxValue}, {r.minValue, r.maxValue},
            "minValue (" + std::to_string(r.minValue) + ") must not exceed maxValue (" +
                std::to_string(r.maxValue) + ")");
    for (const auto& [name, value] : {std::pair{param::kMinValue, r.minValue},
                                      {param::kMaxValue, r.maxValue},
                                      {param::kCornerValue, r.cornerValue}})
        if (value < r.minTile || value > r.maxTile)
            throw ParameterConflict(
                "within", {name, param::kMinTile, param::kMaxTile}, {value, r.minTile, r.maxTile},
                std::string(name) + " (" + std::to_string(value) +
                    ") must lie within minTile..maxTile (" + std::to_string(r.minTile) + ".." +
                    std::to_string(r.maxTile) + ")");

    // Unit steps in ascending order of the square they lead to, so move and
    // neighbour lists come out sorted without sorting.
    static constexpr std::array<std::array<int, 2>, 4> kOrthogonal{
        {{-1, 0}, {0, -1}, {0, 1}, {1, 0}}};
    static constexpr std::array<std::array<int, 2>, 8> kEight{
        {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
    auto steps = [](bool eight, int d) { return eight ? kEight[d] : kOrthogonal[d]; };
    r.directionCount = r.eightDirections ? 8 : 4;
    for (int d = 0; d < r.directionCount; ++d)
        r.directions[d] = steps(r.eightDirections, d);
    const int adjacent = r.eightAdjacency ? 8 : 4;
    r.neighbours.assign(r.cells, {});
    r.neighbourCount.assign(r.cells, 0);
    for (int cell = 0; cell < r.cells; ++cell) {
        for (int d = 0; d < adjacent; ++d) {
            const auto step = steps(r.eightAdjacency, d);
            const int nr = r.row(cell) + step[0], nc = r.col(cell) + step[1];
            if (nr >= 0 && nc >= 0 && nr < r.size && nc < r.size)
                r.neighbours[cell][r.neighbourCount[cell]++] =
                    static_cast<std::int16_t>(nr * r.size + nc);
        }
    }
    return r;
}

} // namespace

StabilityGame::StabilityGame(const Ruleset& ruleset, nlohmann::json params, int numPlayers)
    : Game(ruleset, std::move(params), numPlayers), rules_(rulesFrom(this->params())) {}

int StabilityGame::startSquare(int seat) const {
    const int last = rules_.size - 1;
    static constexpr int kCorner[kMaxPlayers][2] = {{0, 0}, {1, 1}, {0, 1}, {1, 0}};
    return kCorner[seat][0] * last * rules_.size + kCorner[seat][1] * last;
}

std::vector<int> StabilityGame::boardFromJson(const nlohmann::json& rows) const {
    const int n = rules_.size;
    const std::string expected = std::to_string(n) + "x" + std::to_string(n);
    if (!rows.is_array() || static_cast<int>(rows.size()) != n)
        throw InvalidInput(
            "board must be " + expected + " (an array of " + std::to_string(n) + " rows), not " +
            (rows.is_array() ? std::to_string(rows.size()) + " rows" : rows.type_name()));
    std::vector<int> board(rules_.cells);
    for (int r = 0; r < n; ++r) {
        const auto& row = rows[r];
        if (!row.is_array() || static_cast<int>(row.size()) != n)
            throw InvalidInput("board row " + std::to_string(r) + " must hold " +
                               std::to_string(n) + " numbers (board is " + expected + ")");
        for (int c = 0; c < n; ++c) {
            const auto& v = row[c];
            if (!v.is_number_integer() || v.get<long long>() < rules_.minTile ||
                v.get<long long>() > rules_.maxTile)
                throw InvalidInput("board value at [" + std::to_string(r) + "," +
                                   std::to_string(c) + "] is " + v.dump() + ", outside " +
                                   std::to_string(rules_.minTile) + ".." +
                                   std::to_string(rules_.maxTile));
            board[r * n + c] = v.get<int>();
        }
    }
    return board;
}

std::unique_ptr<State> StabilityGame::newInitialState(std::uint64_t seed,
                                                      const nlohmann::json& setup) const {
    auto self = std::static_pointer_cast<const StabilityGame>(shared_from_this());
    if (!setup.is_null()) {
        if (!setup.is_object() || !setup.contains("board"))
            throw InvalidInput("a Stability set-up is an object with a \"board\"");
        return std::make_unique<StabilityState>(self, boardFromJson(setup["board"]));
    }
    Rng rng(seed);
    BoardRequest request{rules_.size, rules_.minValue, rules_.maxValue, rules_.cornerValue, {},
                         false};
    return std::make_unique<StabilityState>(self, generateBoard(request, rng).values);
}

} // namespace pb::stability
