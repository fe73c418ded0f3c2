#include "streamway_siege_test_support.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "games/streamway_siege/streamway_siege_ruleset.h"

namespace param = pb::streamway_siege::param;

namespace sstest {

Position::Position(int numPlayers) {
    json players = json::array(), men = json::array();
    for (int seat = 0; seat < numPlayers; ++seat) {
        players.push_back({{"team", seat}});
        for (int i = 0; i < 3; ++i)
            men.push_back({{"team", seat}, {"status", "reserve"}});
    }
    json_ = {
        {"game", "streamway-siege"},
        {"params", json::object()},
        {"players", std::move(players)},
        {"board",
         {{"steps", 30}, {"columns", 6}, {"snakes", json::array()}, {"ladders", json::array()}}},
        {"men", std::move(men)},
        {"monsters", json::array()},
        {"wave", 1},
        {"round", 0},
        {"player", 0},
        {"turn", 0},
        {"step", "dice"},
        {"waveMonsters", 0},
        {"allMonsters", 0},
        {"nextAge", 0},
        {"dice", json::array({1})},
        {"diceCount", 1},
        {"diceUsed", json::array()},
        {"monsterDiceUsed", json::array()},
        {"deployDone", true},
        {"rollMan", -1}};
}

Position& Position::param(const std::string& name, json value) {
    json_["params"][name] = std::move(value);
    if (name == param::kMenPerTeam) {
        json men = json::array();
        for (std::size_t seat = 0; seat < json_["players"].size(); ++seat)
            for (int i = 0; i < json_["params"][param::kMenPerTeam].get<int>(); ++i)
                men.push_back({{"team", seat}, {"status", "reserve"}});
        json_["men"] = std::move(men);
    }
    return *this;
}

Position& Position::board(int steps, int columns, json snakes, json ladders) {
    json_["board"] = {{"steps", steps},
                      {"columns", columns},
                      {"snakes", std::move(snakes)},
                      {"ladders", std::move(ladders)}};
    return *this;
}

Position& Position::man(int index, int step) {
    json_["men"][index]["status"] = "deployed";
    json_["men"][index]["step"] = step;
    return *this;
}

Position& Position::manStatus(int index, const std::string& status) {
    json_["men"][index]["status"] = status;
    json_["men"][index].erase("step");
    return *this;
}

Position& Position::spared(int index) {
    json_["men"][index]["spared"] = true;
    return *this;
}

Position& Position::manTeam(int index, int team) {
    json_["men"][index]["team"] = team;
    return *this;
}

Position& Position::monster(int step, json abilities) {
    const int age = json_["nextAge"];
    json_["monsters"].push_back(
        {{"step", step}, {"abilities", std::move(abilities)}, {"age", age}});
    json_["nextAge"] = age + 1;
    return *this;
}

Position& Position::wave(int wave) {
    json_["wave"] = wave;
    json_["diceCount"] = wave;
    // S42: a monster was added at waves 3, 5, ... (it need not still stand).
    json_["waveMonsters"] = wave >= 3 ? (wave - 1) / 2 : 0;
    return *this;
}

Position& Position::snakes100() {
    // Section 3 of the reading: snakes head -> tail, ladders bottom -> top.
    return board(100, 10,
                 {{8, 27}, {17, 44}, {29, 52}, {36, 74}, {48, 67}, {55, 89}, {63, 82}, {71, 94}},
                 {{96, 77}, {86, 58}, {79, 41}, {69, 46}, {61, 34}, {50, 23}, {39, 12}, {25, 5}});
}

Position& Position::round(int round) {
    json_["round"] = round;
    return *this;
}

Position& Position::player(int seat) {
    json_["player"] = seat;
    return *this;
}

Position& Position::dice(json values, const std::string& step) {
    json_["dice"] = std::move(values);
    json_["step"] = step;
    return *this;
}

Position& Position::step(const std::string& step) {
    json_["step"] = step;
    return *this;
}

Position& Position::field(const std::string& name, json value) {
    json_[name] = std::move(value);
    return *this;
}

json Position::toJson() const {
    return json_;
}

std::unique_ptr<pb::State> tryParse(const json& state, std::string& error) {
    try {
        return pb::streamway_siege::ruleset().stateFromJson(state);
    } catch (const pb::PlaybenchError& e) {
        error = e.what();
        return nullptr;
    }
}

std::string refusal(const json& state) {
    std::string error;
    return tryParse(state, error) ? std::string() : error;
}

json stateOf(const pb::State& state) {
    return state.toJson();
}

int manStep(const pb::State& state, int man) {
    return state.toJson()["men"][man].value("step", 0);
}

std::string manStatus(const pb::State& state, int man) {
    return state.toJson()["men"][man]["status"];
}

int manTeam(const pb::State& state, int man) {
    return state.toJson()["men"][man]["team"];
}

json monsters(const pb::State& state) {
    return state.toJson()["monsters"];
}

int monsterStep(const pb::State& state, int index) {
    return monsters(state)[static_cast<std::size_t>(index)]["step"];
}

long long counterOf(const pb::State& state, int seat, std::string_view id) {
    const auto& counters = state.game().ruleset().counters();
    for (std::size_t i = 0; i < counters.size(); ++i)
        if (counters[i].id == id)
            return state.counter(seat, static_cast<int>(i));
    return -1;
}

json roll(int value) {
    return {{"type", "roll"}, {"value", value}};
}
json ability(int value) {
    return {{"type", "ability"}, {"ability", value}};
}
json deploy(bool yes) {
    return {{"type", "deploy"}, {"deploy", yes}};
}
json die(int value, int step) {
    return {{"type", "die"}, {"value", value}, {"step", step}};
}
json monsterDie(int value, int step) {
    return {{"type", "monsterDie"}, {"value", value}, {"step", step}};
}
json ladder(bool take) {
    return {{"type", "ladder"}, {"take", take}};
}
json boxcars(json team) {
    return {{"type", "boxcars"}, {"team", std::move(team)}};
}

json crowded() {
    return {{param::kBoard, "random"}, {param::kSteps, 30},          {param::kColumns, 6},
            {param::kSnakes, 6},       {param::kLadders, 6},         {param::kMenPerTeam, 4},
            {param::kWaves, 6},        {param::kAllowEdgeEnds, true}};
}

json otherReadings() {
    return {{param::kLastStepKills, true},
            {param::kWaveWin, "manOnBoard"},
            {param::kForceDeploy, false},
            {param::kThrowAll, false},
            {param::kMonsterTie, "downstream"},
            {param::kSnakeEyesDice, "remainder"},
            {param::kSpawnLands, false},
            {param::kAbilityCounting, "allMonsters"},
            {param::kAbilityDie, "gameDie"},
            {param::kGridAbilities, false},
            {param::kDeadMonsterMove, "step"},
            {param::kBoxcarsReward, false},
            {param::kWaveShiftLands, false},
            {param::kDieSides, 4},
            {param::kWaves, 8},
            {param::kLadderOncePerChain, false},
            {param::kMaxChainLandings, 40}};
}

json loopBoard() {
    // Snakes as long as a full die (a man bumped upstream onto the head slides
    // back onto his bumper) and ladders as long as a throw.
    return {{"board",
             {{"steps", 36},
              {"columns", 6},
              {"snakes", {{4, 10}, {13, 19}, {22, 28}}},
              {"ladders", {{17, 11}, {26, 20}, {33, 27}}}}}};
}

} // namespace sstest
