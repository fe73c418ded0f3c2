#include "titanomachia_test_support.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_ruleset.h"

namespace ttest {

json warhound() {
    return {{"name", "warhound"},
            {"crew", {{"armour", 2}, {"skill", 4}, {"stamina", 3}}},
            {"propulsion", {{"armour", 1}, {"speed", 4}, {"traction", 2}}},
            {"fireControl", {{"armour", 1}, {"acuity", 4}, {"gain", 2}}},
            {"shieldGenerator", {{"armour", 1}, {"strength", 2}, {"coherence", 1}}},
            {"weapon",
             {{"armour", 1}, {"range", 4}, {"rateOfFire", 2}, {"power", 1}, {"areaOfEffect", 1}}}};
}

json reaver() {
    return {{"name", "reaver"},
            {"crew", {{"armour", 2}, {"skill", 4}, {"stamina", 2}}},
            {"propulsion", {{"armour", 2}, {"speed", 2}, {"traction", 1}}},
            {"fireControl", {{"armour", 2}, {"acuity", 3}, {"gain", 1}}},
            {"shieldGenerator", {{"armour", 2}, {"strength", 3}, {"coherence", 2}}},
            {"weapon",
             {{"armour", 2}, {"range", 4}, {"rateOfFire", 1}, {"power", 2}, {"areaOfEffect", 1}}}};
}

json brawl() {
    json a = warhound(), b = reaver();
    a["weapon"] = {
        {"armour", 1}, {"range", 6}, {"rateOfFire", 3}, {"power", 5}, {"areaOfEffect", 2}};
    a["fireControl"] = {{"armour", 1}, {"acuity", 5}, {"gain", 4}};
    b["weapon"] = {
        {"armour", 2}, {"range", 6}, {"rateOfFire", 2}, {"power", 6}, {"areaOfEffect", 1}};
    b["fireControl"] = {{"armour", 2}, {"acuity", 4}, {"gain", 4}};
    b["propulsion"] = {{"armour", 1}, {"speed", 5}, {"traction", 3}};
    return {
        {"players",
         {{{"bid", 0}, {"titan", a}, {"terrainMix", {{"ruins", 5}}}, {"objectives", {"cripple"}}},
          {{"bid", 0},
           {"titan", b},
           {"terrainMix", {{"hab-block", 2}}},
           {"objectives", {"demolition"}}}}}};
}

json openSetup() {
    return {
        {"players",
         {{{"bid", 1},
           {"titan", warhound()},
           {"terrainMix", json::object()},
           {"objectives", {{{"type", "hold"}, {"square", {2, 2}}}, {{"type", "breakthrough"}}}}},
          {{"bid", 0},
           {"titan", reaver()},
           {"terrainMix", json::object()},
           {"objectives", {{{"type", "cripple"}}}}}}}};
}

json start(const json& setup, const json& params) {
    const auto game = pb::titanomachia::ruleset().makeGame(params, 2);
    json j = game->newInitialState(1, setup)->toJson();
    j.erase("actor");
    return j;
}

std::string refusal(const json& position) {
    try {
        (void)pb::titanomachia::ruleset().stateFromJson(position);
        return {};
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
}

std::unique_ptr<pb::State> parse(const json& position) {
    try {
        return pb::titanomachia::ruleset().stateFromJson(position);
    } catch (const pb::InvalidInput& e) {
        QTest::qFail(e.what(), __FILE__, __LINE__);
        return nullptr;
    }
}

void setTerrain(json& position, int row, int col, const std::string& type, int damage) {
    position["terrain"][row][col] = type;
    position["terrainDamage"][row][col] = damage;
}

void setTrail(json& position, int seat, const json& markers) {
    json trail = json::array();
    for (const auto& m : markers)
        trail.push_back({{"square", {m[0], m[1]}}, {"facing", m[2]}});
    position["players"][seat]["trail"] = trail;
}

void setRound(json& position, int round) {
    position["round"] = round;
    const json& params = position["params"];
    for (auto& player : position["players"])
        for (auto& o : player["objectives"]) {
            std::string type = o["type"];
            type[0] = static_cast<char>(type[0] - 'a' + 'A');
            const int deadline =
                params
                    .value("deadline" + type, json(o["type"] == "hold"         ? 6
                                                   : o["type"] == "demolition" ? 8
                                                                               : 10))
                    .get<int>();
            if (o["status"] == "open" && deadline < round) {
                o["status"] = "failed";
                o["round"] = deadline;
            }
        }
}

void setDamage(json& position, int seat, const std::string& system, int damage) {
    position["players"][seat]["damage"][system] = damage;
    if (system == "crew")
        position["players"][seat]["crewDead"] = damage == 3;
}

json activate(const std::string& system) {
    return {{"type", "activate"}, {"system", system}};
}
json endTurn() {
    return {{"type", "endTurn"}};
}
json stop() {
    return {{"type", "stop"}};
}
json onSquare(const std::string& type, int row, int col) {
    return {{"type", type}, {"square", {row, col}}};
}
json nominate(const std::string& system) {
    return {{"type", "nominate"}, {"system", system}};
}
json repair(const std::string& system) {
    return {{"type", "repair"}, {"system", system}};
}
json exitTo(const std::string& direction) {
    return {{"type", "exit"}, {"direction", direction}};
}

std::string playAll(pb::State& state, std::initializer_list<json> decisions) {
    for (const json& d : decisions) {
        const std::string error = tryPlay(state, d);
        if (!error.empty())
            return d.dump() + ": " + error;
    }
    return {};
}

long long counterOf(const pb::State& state, int seat, std::string_view id) {
    const auto& specs = state.game().ruleset().counters();
    for (std::size_t i = 0; i < specs.size(); ++i)
        if (specs[i].id == id)
            return state.counter(seat, static_cast<int>(i));
    QTest::qFail(("no counter " + std::string(id)).c_str(), __FILE__, __LINE__);
    return -1;
}

std::set<std::string> legalTypes(const pb::State& state) {
    std::set<std::string> out;
    for (const auto& d : state.legalDecisions())
        out.insert(state.decisionToJson(d)["type"].get<std::string>());
    return out;
}

} // namespace ttest
