#include "games/titanomachia/titanomachia_setup.h"

#include "engine/errors.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_titan_builder.h"

#include <algorithm>

namespace pb::titanomachia {

namespace {

using nlohmann::json;

[[noreturn]] void fail(const std::string& message) {
    throw InvalidInput(message);
}

int intIn(const json& value, int lo, int hi, const std::string& where) {
    if (!value.is_number_integer() || value.get<long long>() < lo || value.get<long long>() > hi)
        fail(where + " must be a whole number in " + std::to_string(lo) + ".." +
             std::to_string(hi) + ", not " + value.dump());
    return value.get<int>();
}

const json& need(const json& object, const char* name, const std::string& where) {
    if (!object.is_object())
        fail(where + " must be an object, not " + object.dump());
    auto it = object.find(name);
    if (it == object.end())
        fail(where + " has no \"" + name + "\"");
    return *it;
}

int squareIn(const json& value, const std::string& where) {
    if (!value.is_array() || value.size() != 2)
        fail(where + " must be [row, col], not " + value.dump());
    return intIn(value[0], 0, kSide - 1, where + "[0]") * kSide +
           intIn(value[1], 0, kSide - 1, where + "[1]");
}

json squareJson(int square) {
    return json::array({square / kSide, square % kSide});
}

int typeIndex(const std::vector<TerrainType>& types, const json& name, const std::string& where) {
    if (name.is_string())
        for (std::size_t t = 0; t < types.size(); ++t)
            if (types[t].name == name.get<std::string>())
                return static_cast<int>(t);
    fail(where + " names no terrain type: " + name.dump());
}

std::vector<TerrainType> typesFromJson(const json& value, int budget) {
    if (value.is_null())
        return defaultTerrainTypes();
    if (!value.is_array() || value.empty() || value.size() > kMaxTerrainTypes)
        fail("setup.terrainTypes must be an array of 1.." + std::to_string(kMaxTerrainTypes) +
             " types");
    std::vector<TerrainType> types;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string where = "setup.terrainTypes[" + std::to_string(i) + "]";
        TerrainType t;
        const json& name = need(value[i], "name", where);
        if (!name.is_string() || name.get<std::string>().empty())
            fail(where + ".name must be a non-empty string");
        t.name = name.get<std::string>();
        for (const auto& other : types)
            if (other.name == t.name)
                fail(where + ".name repeats \"" + t.name + "\"");
        t.armour = intIn(need(value[i], "armour", where), 0, 9, where + ".armour");
        t.difficulty = intIn(need(value[i], "difficulty", where), 0, 8, where + ".difficulty");
        t.interference =
            intIn(need(value[i], "interference", where), 0, 9, where + ".interference");
        t.cost = intIn(need(value[i], "cost", where), 0, budget, where + ".cost");
        types.push_back(t);
    }
    // R5: the first type is Open, what destroyed terrain becomes.
    const TerrainType& open = types[0];
    if (open.armour != 0 || open.difficulty != 0 || open.interference != 0 || open.cost != 0)
        fail("setup.terrainTypes[0] is the Open type: armour, difficulty, interference and cost "
             "must be 0");
    return types;
}

Titan titanFromJson(const json& value, const Prices& prices, const std::string& where) {
    if (value.is_string())
        return presetTitan(value.get<std::string>());
    Titan titan;
    if (!value.is_object())
        fail(where + " must be a preset name or an object of System cards");
    titan.name = value.contains("name") && value["name"].is_string()
                     ? value["name"].get<std::string>()
                     : "custom";
    for (int s = 0; s < kSystemCount; ++s) {
        const std::string w = where + "." + kSystemNames[s];
        const json& card = need(value, kSystemNames[s], where);
        titan.systems[s].armour =
            intIn(need(card, "armour", w), 1, prices.maxArmour, w + ".armour");
        for (int k = 0; k < kScoreCount[s]; ++k)
            titan.systems[s].scores[k] =
                intIn(need(card, kScoreNames[s][k], w), scoreAtLeastOne(s, k) ? 1 : 0,
                      prices.maxScore, w + "." + kScoreNames[s][k]);
    }
    return titan;
}

json titanToJson(const Titan& titan) {
    json j = {{"name", titan.name}};
    for (int s = 0; s < kSystemCount; ++s) {
        json card = {{"armour", titan.systems[s].armour}};
        for (int k = 0; k < kScoreCount[s]; ++k)
            card[kScoreNames[s][k]] = titan.systems[s].scores[k];
        j[kSystemNames[s]] = card;
    }
    return j;
}

int armourOfCount(const PlayerSetup& p, const std::vector<TerrainType>& types, int minArmour) {
    int n = 0;
    for (std::size_t t = 0; t < types.size(); ++t)
        if (types[t].armour >= minArmour)
            n += p.terrainCount[t];
    return n;
}

PlayerSetup playerFromJson(const json& value, const std::vector<TerrainType>& types,
                           const Prices& prices, int seat) {
    const std::string where = "setup.players[" + std::to_string(seat) + "]";
    PlayerSetup p;
    if (!value.is_object())
        fail(where + " must be an object");
    p.bid = value.contains("bid") ? intIn(value["bid"], 0, prices.budget, where + ".bid") : 0;
    const json titan =
        value.contains("titan") ? value["titan"] : json(seat == 0 ? "warhound" : "reaver");
    // "auto:<preset>": built below from what terrain, Objectives and bid leave.
    const bool autoBuilt =
        titan.is_string() && titan.get<std::string>().rfind(kAutoTitanPrefix, 0) == 0;
    if (!autoBuilt)
        p.titan = titanFromJson(titan, prices, where + ".titan");
    p.terrainCount.assign(types.size(), 0);
    if (value.contains("terrainLayout") && !value["terrainLayout"].is_null()) {
        const json& layout = value["terrainLayout"];
        if (!layout.is_array() || layout.size() != kHalf)
            fail(where + ".terrainLayout must list " + std::to_string(kHalf) +
                 " terrain type names, one per home-half square");
        for (int i = 0; i < kHalf; ++i) {
            const int t = typeIndex(types, layout[std::size_t(i)],
                                    where + ".terrainLayout[" + std::to_string(i) + "]");
            p.terrainLayout.push_back(t);
            ++p.terrainCount[std::size_t(t)];
        }
    } else {
        json mix = value.contains("terrainMix") ? value["terrainMix"] : json(nullptr);
        if (mix.is_null() && types.size() == 4)
            mix = {{types[1].name, 5}, {types[2].name, 3}, {types[3].name, 2}};
        if (!mix.is_null() && !mix.is_object())
            fail(where + ".terrainMix must be an object of counts by type name");
        int placed = 0;
        for (auto it = mix.begin(); !mix.is_null() && it != mix.end(); ++it) {
            const int t = typeIndex(types, json(it.key()), where + ".terrainMix");
            if (t == 0)
                fail(where + ".terrainMix counts Open markers, which pad to " +
                     std::to_string(kHalf) + " by themselves");
            p.terrainCount[std::size_t(t)] =
                intIn(it.value(), 0, kHalf, where + ".terrainMix." + it.key());
            placed += p.terrainCount[std::size_t(t)];
        }
        if (placed > kHalf)
            fail(where + ".terrainMix has " + std::to_string(placed) + " markers, more than " +
                 std::to_string(kHalf));
        p.terrainCount[0] = kHalf - placed;
    }
    json objectives =
        value.contains("objectives")
            ? value["objectives"]
            : (seat == 0 ? json::array({{{"type", "hold"}}, {{"type", "breakthrough"}}})
                         : json::array({{{"type", "demolition"}}, {{"type", "cripple"}}}));
    if (!objectives.is_array() || objectives.empty() || objectives.size() > kObjectiveTypeCount)
        fail(where + ".objectives must list 1.." + std::to_string(kObjectiveTypeCount) +
             " objectives (G3: at least one, each type at most once)");
    for (std::size_t i = 0; i < objectives.size(); ++i) {
        const std::string w = where + ".objectives[" + std::to_string(i) + "]";
        ObjectiveChoice o;
        const json& type =
            objectives[i].is_string() ? objectives[i] : need(objectives[i], "type", w);
        o.type = -1;
        for (int k = 0; k < kObjectiveTypeCount; ++k)
            if (type == kObjectiveNames[k])
                o.type = k;
        if (o.type < 0)
            fail(w + ".type must be hold, demolition, breakthrough or cripple, not " + type.dump());
        for (const auto& other : p.objectives)
            if (other.type == o.type)
                fail(w + ".type repeats " + type.dump() + " (each type at most once)");
        if (objectives[i].is_object() && objectives[i].contains("square") &&
            !objectives[i]["square"].is_null()) {
            if (o.type != kHold && o.type != kDemolition)
                fail(w + ".square: only hold and demolition have an Objective marker");
            o.square = squareIn(objectives[i]["square"], w + ".square");
            if (!inHomeHalf(1 - seat, o.square))
                fail(w + ".square must be in the opponent's half");
        }
        p.objectives.push_back(o);
    }
    if (autoBuilt) {
        const Titan shape = titanFromJson(
            json(titan.get<std::string>().substr(std::string(kAutoTitanPrefix).size())), prices,
            where + ".titan");
        try {
            p.titan = autoTitan(shape, p, types, prices);
        } catch (const InvalidInput& e) {
            fail(where + ".titan: " + e.what());
        }
    }
    p.start = value.contains("start") && !value["start"].is_null()
                  ? squareIn(value["start"], where + ".start")
                  : (seat == 0 ? 9 * kSide + 4 : 5);
    return p;
}

// A set-up's two players' entries (two defaults when it names none).
json playersJson(const json& value) {
    json players = value.is_null() ? json(nullptr) : value.value("players", json(nullptr));
    if (players.is_null())
        players = json::array({json::object(), json::object()});
    if (!players.is_array() || players.size() != kSeats)
        fail("setup.players must list the two players");
    return players;
}

} // namespace

Prices pricesFromParams(const json& params) {
    Prices p;
    if (!params.is_object())
        return p;
    p.budget = params.value(param::kBudget, 60);
    p.scorePointCost = params.value(param::kScorePointCost, 1);
    for (int s = 0; s < kSystemCount; ++s)
        p.systemPrice[std::size_t(s)] = params.value(systemPriceParameter(s), 1);
    p.objectiveCost = {params.value(param::kObjectiveCostHold, 3),
                       params.value(param::kObjectiveCostDemolition, 2),
                       params.value(param::kObjectiveCostBreakthrough, 2),
                       params.value(param::kObjectiveCostCripple, 2)};
    p.maxScore = params.value(param::kMaxScore, 6);
    p.maxArmour = params.value(param::kMaxArmour, 4);
    return p;
}

std::vector<TerrainType> defaultTerrainTypes() {
    return {{"open", 0, 0, 0, 0},
            {"rubble", 1, 1, 0, 1},
            {"ruins", 2, 1, 1, 2},
            {"hab-block", 3, 2, 2, 3}};
}

Titan presetTitan(const std::string& name) {
    Titan t;
    t.name = name;
    if (name == "warhound") {
        t.systems = {{{2, {4, 3, 0, 0}},
                      {1, {4, 2, 0, 0}},
                      {1, {4, 2, 0, 0}},
                      {1, {2, 1, 0, 0}},
                      {1, {4, 2, 1, 1}}}};
    } else if (name == "reaver") {
        t.systems = {{{2, {4, 2, 0, 0}},
                      {2, {2, 1, 0, 0}},
                      {2, {3, 1, 0, 0}},
                      {2, {3, 2, 0, 0}},
                      {2, {4, 1, 2, 1}}}};
    } else {
        fail("titan preset must be \"warhound\" or \"reaver\", not \"" + name + "\"");
    }
    return t;
}

int homeSquare(int seat, int index) {
    return seat == 0 ? kHalf + index : index;
}

bool inHomeHalf(int seat, int square) {
    return seat == 0 ? square >= kHalf : square < kHalf;
}

int systemPointCost(int system, const Prices& prices) {
    return prices.scorePointCost * prices.systemPrice[std::size_t(system)];
}

int titanCost(const Titan& titan, const Prices& prices) {
    int cost = 0;
    for (int s = 0; s < kSystemCount; ++s) {
        int points = titan.systems[s].armour;
        for (int k = 0; k < kScoreCount[s]; ++k)
            points += titan.systems[s].scores[k];
        cost += points * systemPointCost(s, prices);
    }
    return cost;
}

int buildCost(const PlayerSetup& player, const std::vector<TerrainType>& types,
              const Prices& prices) {
    int cost = titanCost(player.titan, prices);
    for (std::size_t t = 0; t < types.size(); ++t)
        cost += player.terrainCount[t] * types[t].cost;
    for (const auto& o : player.objectives)
        cost += prices.objectiveCost[o.type];
    return cost;
}

json pointCost(const json& player, const json& params, const json& terrainTypes) {
    const Prices prices = pricesFromParams(params);
    const auto types = typesFromJson(terrainTypes, prices.budget);
    const PlayerSetup p = playerFromJson(player, types, prices, 0);
    int terrain = 0, objectives = 0;
    for (std::size_t t = 0; t < types.size(); ++t)
        terrain += p.terrainCount[t] * types[t].cost;
    for (const auto& o : p.objectives)
        objectives += prices.objectiveCost[o.type];
    const int titan = titanCost(p.titan, prices);
    const int total = titan + terrain + objectives + p.bid;
    return {
        {"titan", titan}, {"terrain", terrain},      {"objectives", objectives},     {"bid", p.bid},
        {"total", total}, {"budget", prices.budget}, {"left", prices.budget - total}};
}

json setupCost(const json& value, const Prices& prices) {
    if (!value.is_null() && !value.is_object())
        fail("setup must be an object or null");
    const auto types =
        typesFromJson(value.is_null() ? json(nullptr) : value.value("terrainTypes", json(nullptr)),
                      prices.budget);
    const json players = playersJson(value);
    std::array<PlayerSetup, kSeats> p;
    for (int seat = 0; seat < kSeats; ++seat)
        p[seat] = playerFromJson(players[std::size_t(seat)], types, prices, seat);
    json out = json::array();
    for (int seat = 0; seat < kSeats; ++seat) {
        int terrain = 0, objectives = 0;
        for (std::size_t t = 0; t < types.size(); ++t)
            terrain += p[seat].terrainCount[t] * types[t].cost;
        for (const auto& o : p[seat].objectives)
            objectives += prices.objectiveCost[o.type];
        const int titan = titanCost(p[seat].titan, prices);
        // R1: a bid is paid only by the first player; a tie may make either pay.
        const int bidPaid = p[seat].bid >= p[1 - seat].bid ? p[seat].bid : 0;
        const int total = titan + terrain + objectives + bidPaid;
        out.push_back({{"titan", titan},
                       {"terrain", terrain},
                       {"objectives", objectives},
                       {"bid", p[seat].bid},
                       {"bidPaid", bidPaid},
                       {"total", total},
                       {"left", prices.budget - total}});
    }
    const int bid0 = p[0].bid, bid1 = p[1].bid;
    json result = {{"budget", prices.budget},
                   {"firstPlayer", bid0 == bid1 ? json(nullptr) : json(bid0 > bid1 ? 0 : 1)},
                   {"players", out},
                   {"valid", true}};
    // The rest of the set-up's checks (budget, starts, R12), so the price comes
    // with the reason a set-up cannot be played.
    try {
        (void)setupFromJson(value, prices);
    } catch (const InvalidInput& e) {
        result["valid"] = false;
        result["error"] = e.what();
    }
    return result;
}

Setup setupFromJson(const json& value, const Prices& prices) {
    if (!value.is_null() && !value.is_object())
        fail("setup must be an object or null");
    Setup setup;
    setup.terrainTypes =
        typesFromJson(value.is_null() ? json(nullptr) : value.value("terrainTypes", json(nullptr)),
                      prices.budget);
    const json players = playersJson(value);
    for (int seat = 0; seat < kSeats; ++seat)
        setup.players[seat] =
            playerFromJson(players[std::size_t(seat)], setup.terrainTypes, prices, seat);
    const int bid0 = setup.players[0].bid, bid1 = setup.players[1].bid;
    for (int seat = 0; seat < kSeats; ++seat) {
        const PlayerSetup& p = setup.players[seat];
        const PlayerSetup& other = setup.players[1 - seat];
        const std::string where = "setup.players[" + std::to_string(seat) + "]";
        // R1: the bid is paid only by the first player; a tie may make either pay.
        const bool mayPay = p.bid >= other.bid;
        const int cost = buildCost(p, setup.terrainTypes, prices) + (mayPay ? p.bid : 0);
        if (cost > prices.budget)
            fail(where + " spends " + std::to_string(cost) + " points (bid " +
                 std::to_string(mayPay ? p.bid : 0) + " included), over the budget of " +
                 std::to_string(prices.budget));
        for (const auto& o : p.objectives)
            if (o.type == kDemolition && armourOfCount(other, setup.terrainTypes, 2) == 0)
                fail(where + ".objectives: demolition needs a terrain marker of Armour 2 or more "
                             "in the opponent's half (R12)");
        if (p.start == other.start)
            fail("setup.players[0].start and setup.players[1].start are both " +
                 squareJson(p.start).dump() + ": the two Titans need two start squares");
        if (inHomeHalf(1 - seat, p.start) || (p.start / kSide != (seat == 0 ? kSide - 1 : 0)))
            fail(where + ".start must be on the player's home edge (row " +
                 std::to_string(seat == 0 ? kSide - 1 : 0) + ")");
    }
    (void)bid0;
    (void)bid1;
    return setup;
}

json setupToJson(const Setup& setup) {
    json types = json::array();
    for (const auto& t : setup.terrainTypes)
        types.push_back({{"name", t.name},
                         {"armour", t.armour},
                         {"difficulty", t.difficulty},
                         {"interference", t.interference},
                         {"cost", t.cost}});
    json players = json::array();
    for (const auto& p : setup.players) {
        json mix = json::object();
        for (std::size_t t = 1; t < setup.terrainTypes.size(); ++t)
            if (p.terrainCount[t] > 0)
                mix[setup.terrainTypes[t].name] = p.terrainCount[t];
        json objectives = json::array();
        for (const auto& o : p.objectives)
            objectives.push_back({{"type", kObjectiveNames[o.type]},
                                  {"square", o.square < 0 ? json(nullptr) : squareJson(o.square)}});
        json entry = {{"bid", p.bid},
                      {"titan", titanToJson(p.titan)},
                      {"terrainMix", mix},
                      {"objectives", objectives},
                      {"start", squareJson(p.start)}};
        if (!p.terrainLayout.empty()) {
            json layout = json::array();
            for (int t : p.terrainLayout)
                layout.push_back(setup.terrainTypes[std::size_t(t)].name);
            entry["terrainLayout"] = layout;
        }
        players.push_back(entry);
    }
    return {{"terrainTypes", types}, {"players", players}};
}

} // namespace pb::titanomachia
