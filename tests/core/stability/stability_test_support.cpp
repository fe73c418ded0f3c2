#include "stability_test_support.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/stability/stability_parameter_names.h"
#include "games/stability/stability_ruleset.h"

#include <algorithm>

namespace param = pb::stability::param;

namespace pbtest {

namespace {

json square(int row, int col) {
    return json::array({row, col});
}

// The starting corner of each seat (rules page: seat 0 top left, 1 bottom right,
// 2 top right, 3 bottom left).
json startCorner(int seat, int size) {
    const int last = size - 1;
    switch (seat) {
    case 0:
        return square(0, 0);
    case 1:
        return square(last, last);
    case 2:
        return square(0, last);
    default:
        return square(last, 0);
    }
}

} // namespace

Position::Position(int numPlayers, int fill, int size) {
    json board = json::array();
    for (int r = 0; r < size; ++r)
        board.push_back(json(std::vector<int>(static_cast<std::size_t>(size), fill)));
    json players = json::array();
    for (int seat = 0; seat < numPlayers; ++seat)
        players.push_back({{"pos", startCorner(seat, size)}, {"alive", true}, {"pc", 0}});
    json_ = {{"game", "stability"},
             {"params", json::object()},
             {"board", std::move(board)},
             {"players", std::move(players)},
             {"current", 0},
             {"phase", "move"},
             {"turn", 0}};
    if (size != 10)
        json_["params"][param::kSize] = size;
}

Position& Position::tile(int row, int col, int value) {
    json_["board"][row][col] = value;
    return *this;
}

Position& Position::at(int seat, int row, int col) {
    json_["players"][seat]["pos"] = square(row, col);
    return *this;
}

Position& Position::pc(int seat, int value) {
    json_["players"][seat]["pc"] = value;
    return *this;
}

Position& Position::dead(int seat) {
    json_["players"][seat]["pos"] = nullptr;
    json_["players"][seat]["alive"] = false;
    return *this;
}

Position& Position::current(int seat) {
    json_["current"] = seat;
    return *this;
}

Position& Position::chance() {
    json_["current"] = "chance";
    json_["phase"] = "move";
    return *this;
}

Position& Position::phase(const std::string& phase) {
    json_["phase"] = phase;
    return *this;
}

Position& Position::turn(int turn) {
    json_["turn"] = turn;
    return *this;
}

Position& Position::param(const std::string& name, json value) {
    json_["params"][name] = std::move(value);
    return *this;
}

Position& Position::field(const std::string& name, json value) {
    json_[name] = std::move(value);
    return *this;
}

std::unique_ptr<pb::State> tryParse(const json& state, std::string& error) {
    try {
        return pb::stability::ruleset().stateFromJson(state);
    } catch (const std::exception& e) {
        error = std::string("state refused: ") + e.what() + "\n  state: " + state.dump();
    }
    return nullptr;
}

std::string playQuietTurn(pb::State& state) {
    const auto moves = state.legalDecisions();
    if (moves.empty())
        return "no legal move in " + state.toJson().dump();
    std::string error = tryPlay(state, state.decisionToJson(moves.front()));
    if (error.empty() && phaseOf(state) == "permeate")
        error = tryPlay(state, permeate("none"));
    if (error.empty())
        error = tryPlay(state, skip());
    return error;
}

const std::vector<Effect>& chart() {
    static const std::vector<Effect> rows{
        {"adj1", 3, 1, 1, "costAdj1"},     {"mag1", 4, 2, 0, "costMag1"},
        {"adj2", 4, 1, 2, "costAdj2"},     {"mag2", 5, 3, 0, "costMag2"},
        {"adj3", 5, 1, 3, "costAdj3"},     {"mag3", 6, 4, 0, "costMag3"},
        {"any1", 6, 1, 1, "costAny1"},     {"mag4", 7, 5, 0, "costMag4"},
        {"any2", 7, 1, 2, "costAny2"},     {"any3", 8, 1, 3, "costAny3"},
        {"mixed2", 8, 1, 2, "costMixed2"}, {"set", 9, 0, 0, "costSet"}};
    return rows;
}

const Effect& effect(const std::string& id) {
    static const Effect none{"none", 0, 1, 0, ""};
    for (const Effect& row : chart())
        if (row.id == id)
            return row;
    return none;
}

int tileAt(const pb::State& state, int row, int col) {
    return state.toJson().at("board").at(row).at(col).get<int>();
}

int pcOf(const pb::State& state, int seat) {
    return state.toJson().at("players").at(seat).at("pc").get<int>();
}

json posOf(const pb::State& state, int seat) {
    return state.toJson().at("players").at(seat).at("pos");
}

bool aliveOf(const pb::State& state, int seat) {
    return state.toJson().at("players").at(seat).at("alive").get<bool>();
}

std::string phaseOf(const pb::State& state) {
    return state.toJson().at("phase").get<std::string>();
}

long long counterOf(const pb::State& state, int seat, std::string_view id) {
    const auto& counters = pb::stability::ruleset().counters();
    for (std::size_t i = 0; i < counters.size(); ++i)
        if (counters[i].id == id)
            return state.counter(seat, static_cast<int>(i));
    return -1;
}

json move(int row, int col) {
    return {{"type", "move"}, {"to", square(row, col)}};
}

json permeate(const std::string& effect) {
    return {{"type", "permeate"}, {"effect", effect}};
}

json afflict(int row, int col, int sign) {
    return {{"type", "afflict"}, {"tile", square(row, col)}, {"sign", sign}};
}

json skip() {
    return {{"type", "skip"}};
}

json extra(int row, int col) {
    return {{"type", "extra"}, {"tile", square(row, col)}};
}

json extra(int row, int col, int sign) {
    return {{"type", "extra"}, {"tile", square(row, col)}, {"sign", sign}};
}

json setTile(int row, int col, int value) {
    return {{"type", "set"}, {"tile", square(row, col)}, {"value", value}};
}

json chanceOutcome(int seat) {
    return {{"type", "chance"}, {"outcome", seat}};
}

} // namespace pbtest
