#include "torus_lab_test_support.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/torus_lab/torus_lab_parameter_names.h"
#include "games/torus_lab/torus_lab_ruleset.h"

#include <algorithm>

namespace param = pb::torus_lab::param;

namespace tltest {

namespace {

const char* const kSuits[] = {"hearts", "clubs", "diamonds", "spades", "lands"};

} // namespace

Position::Position(int numPlayers) {
    json players = json::array();
    for (int seat = 0; seat < numPlayers; ++seat)
        players.push_back({{"pawn", 1}, {"limit", 6}, {"hand", json::object()}});
    json spaces = json::array();
    const char* const tops[] = {"hearts", "clubs", "diamonds", "spades", "hearts", "clubs"};
    for (int space = 0; space < 6; ++space)
        spaces.push_back({{"particles", space == 0 ? 0 : 1}, {"cards", 10}, {"top", tops[space]}});
    json_ = {{"game", "torus-lab"},
             {"params", json::object()},
             {"players", std::move(players)},
             {"spaces", std::move(spaces)},
             {"codes", json::array()},
             {"player", 0},
             {"phase", "action"},
             {"turn", 0}};
}

Position& Position::param(const std::string& name, json value) {
    json_["params"][name] = std::move(value);
    return *this;
}

Position& Position::spaceCount(int count) {
    json_["params"][param::kSpaceCount] = count;
    const char* const tops[] = {"hearts", "clubs", "diamonds", "spades"};
    json spaces = json::array();
    for (int space = 0; space < count; ++space)
        spaces.push_back(
            {{"particles", space == 0 ? 0 : 1}, {"cards", 6}, {"top", tops[space % 4]}});
    json_["spaces"] = std::move(spaces);
    return *this;
}

Position& Position::pawn(int seat, int space) {
    json_["players"][seat]["pawn"] = space;
    return *this;
}

Position& Position::limit(int seat, int value) {
    json_["players"][seat]["limit"] = value;
    return *this;
}

Position& Position::hand(int seat, const std::string& suit, int count) {
    json_["players"][seat]["hand"][suit] = count;
    return *this;
}

Position& Position::shown(int seat, const std::string& suit, int count) {
    json_["players"][seat]["shown"][suit] = count;
    return *this;
}

Position& Position::particles(int space, int count) {
    json_["spaces"][space - 1]["particles"] = count;
    return *this;
}

Position& Position::stack(int space, int cards, json top) {
    json_["spaces"][space - 1]["cards"] = cards;
    json_["spaces"][space - 1]["top"] = std::move(top);
    return *this;
}

Position& Position::phase(const std::string& phase) {
    json_["phase"] = phase;
    return *this;
}

Position& Position::player(int seat) {
    json_["player"] = seat;
    return *this;
}

Position& Position::turn(int turn) {
    json_["turn"] = turn;
    return *this;
}

Position& Position::codes(json suits) {
    json_["codes"] = std::move(suits);
    return *this;
}

Position& Position::discardPile(json counts) {
    json_["discard"] = std::move(counts);
    autoDiscard_ = false;
    return *this;
}

Position& Position::field(const std::string& name, json value) {
    json_[name] = std::move(value);
    return *this;
}

json Position::toJson() const {
    json out = json_;
    if (!autoDiscard_)
        return out;
    // The discard pile gets the cards of each suit that are nowhere else,
    // less those needed to fill the stacks' unknown cards and the deal.
    json params;
    try {
        params = pb::torus_lab::ruleset().parameters().resolve(out["params"]);
    } catch (const std::exception&) {
        return out; // the parser names the bad parameter
    }
    const int suits = params[param::kSuitCount];
    const int perSuit = params[param::kCardsPerSuit];
    const int codeSize = params[param::kCodeSize];
    std::vector<int> free(static_cast<std::size_t>(suits), perSuit);
    auto take = [&](const json& suit, int n) {
        for (int s = 0; s < suits; ++s)
            if (suit == kSuits[s])
                free[static_cast<std::size_t>(s)] -= n;
    };
    int unknown = out.value("toDeal", 0);
    for (const auto& space : out["spaces"]) {
        int known = 0;
        if (space.contains("top") && !space["top"].is_null()) {
            take(space["top"], 1);
            ++known;
        }
        if (space.contains("under"))
            for (const auto& card : space["under"]) {
                take(card, 1);
                ++known;
            }
        unknown += space["cards"].get<int>() - known;
    }
    for (const auto& p : out["players"])
        for (const auto& [suit, count] : p["hand"].items())
            take(suit, count.get<int>());
    for (const auto& code : out["codes"])
        take(code, codeSize);
    // Leave the unknown cards spread evenly over the suits, the rest discarded.
    std::vector<int> keep(free.size(), 0);
    for (int s = 0; s < suits; ++s) {
        const auto i = static_cast<std::size_t>(s);
        keep[i] = std::max(0, std::min(free[i], (unknown + (suits - s) - 1) / (suits - s)));
        unknown -= keep[i];
    }
    for (int s = 0; s < suits && unknown > 0; ++s) {
        const auto i = static_cast<std::size_t>(s);
        const int more = std::min(free[i] - keep[i], unknown);
        keep[i] += more;
        unknown -= more;
    }
    json pile = json::object();
    for (int s = 0; s < suits; ++s) {
        const auto i = static_cast<std::size_t>(s);
        pile[kSuits[s]] = std::max(0, free[i] - keep[i]);
    }
    out["discard"] = pile;
    return out;
}

std::unique_ptr<pb::State> tryParse(const json& state, std::string& error) {
    try {
        return pb::torus_lab::ruleset().stateFromJson(state);
    } catch (const std::exception& e) {
        error = std::string("state refused: ") + e.what() + "\n  state: " + state.dump();
    }
    return nullptr;
}

std::string refusal(const json& state) {
    try {
        pb::torus_lab::ruleset().stateFromJson(state);
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
    return {};
}

int particlesOn(const pb::State& state, int space) {
    return state.toJson().at("spaces").at(space - 1).at("particles").get<int>();
}

int stackOf(const pb::State& state, int space) {
    return state.toJson().at("spaces").at(space - 1).at("cards").get<int>();
}

int handOf(const pb::State& state, int seat, const std::string& suit) {
    return state.toJson().at("players").at(seat).at("hand").value(suit, 0);
}

int handSize(const pb::State& state, int seat) {
    const json j = state.toJson(); // kept alive: items() refers into it
    int n = 0;
    for (const auto& [suit, count] : j.at("players").at(seat).at("hand").items())
        n += count.get<int>();
    return n;
}

int limitOf(const pb::State& state, int seat) {
    return state.toJson().at("players").at(seat).at("limit").get<int>();
}

int pawnOf(const pb::State& state, int seat) {
    return state.toJson().at("players").at(seat).at("pawn").get<int>();
}

int discardOf(const pb::State& state, const std::string& suit) {
    return state.toJson().at("discard").value(suit, 0);
}

std::string phaseOf(const pb::State& state) {
    return state.toJson().at("phase").get<std::string>();
}

json actorOf(const pb::State& state) {
    return state.toJson().at("actor");
}

long long counterOf(const pb::State& state, int seat, std::string_view id) {
    const auto& counters = pb::torus_lab::ruleset().counters();
    for (std::size_t i = 0; i < counters.size(); ++i)
        if (counters[i].id == id)
            return state.counter(seat, static_cast<int>(i));
    return -1;
}

json deal(int seat, const std::string& suit) {
    return {{"type", "deal"}, {"seat", seat}, {"suit", suit}};
}
json reveal(int space, const std::string& suit) {
    return {{"type", "reveal"}, {"space", space}, {"suit", suit}};
}
json first(int seat) {
    return {{"type", "first"}, {"seat", seat}};
}
json roll(int value) {
    return {{"type", "roll"}, {"value", value}};
}
json emergeCount(int count) {
    return {{"type", "emergeCount"}, {"count", count}};
}
json emergeSpace(int space) {
    return {{"type", "emergeSpace"}, {"space", space}};
}
json move() {
    return {{"type", "move"}};
}
json moveTo(int space) {
    return {{"type", "moveTo"}, {"space", space}};
}
json attempt() {
    return {{"type", "attempt"}};
}
json resolve() {
    return {{"type", "resolve"}};
}
json stop() {
    return {{"type", "stop"}};
}
json collect(int count) {
    return {{"type", "collect"}, {"count", count}};
}
json spend(const std::string& suit) {
    return {{"type", "spend"}, {"suit", suit}};
}
json spendDiamond(int to) {
    return {{"type", "spend"}, {"suit", "diamonds"}, {"to", to}};
}
json spendSpade(int from, int to) {
    return {{"type", "spend"}, {"suit", "spades"}, {"from", from}, {"to", to}};
}
json spendLand(const std::string& as, int from, int to) {
    json out{{"type", "spend"}, {"suit", "lands"}, {"as", as}};
    if (as == "diamonds")
        out["to"] = to;
    if (as == "spades") {
        out["from"] = from;
        out["to"] = to;
    }
    return out;
}
json give(int to, const std::string& suit) {
    return {{"type", "give"}, {"to", to}, {"suit", suit}};
}
json doneSharing() {
    return {{"type", "doneSharing"}};
}
json enterCode(const std::string& suit) {
    return {{"type", "enterCode"}, {"suit", suit}};
}
json discard(const std::string& suit) {
    return {{"type", "discard"}, {"suit", suit}};
}
json spill(int space) {
    return {{"type", "spill"}, {"space", space}};
}
json endTurn() {
    return {{"type", "endTurn"}};
}

json variantA() {
    return {{param::kBasicActionRule, "collectFree"},
            {param::kCollectTiming, "anyTime"},
            {param::kNeutralizeAttempts, "oncePerParticle"},
            {param::kHandLimitCheck, "endOfTurn"},
            {param::kPawnLegalSpace, "particleFree"},
            {param::kParticleLegalSpace, "belowCapNoPawn"},
            {param::kSpadeSource, "pawnSpace"},
            {param::kShareRule, "neverBack"},
            {param::kShareRecipients, "all"},
            {param::kSpillRule, "adjacentOnly"},
            {param::kNoRoomLoss, "overflow"},
            {param::kEmptyStackLoss, "onDraw"},
            {param::kStackSizing, "evenRandom"},
            {param::kOpenHands, true}};
}

json variantB() {
    return {{param::kBasicActionRule, "eachOnce"},
            {param::kCollectTiming, "afterEmergence"},
            {param::kNeutralizeAttempts, "untilFailure"},
            {param::kHandLimitCheck, "blocksCollect"},
            {param::kSpillRule, "anySpace"},
            {param::kEmptyStackLoss, "never"},
            {param::kStackSizing, "cutSpread"},
            {param::kOpenStacks, true},
            {param::kSpendWindow, "oneBurst"},
            {param::kRepeatActions, false},
            {param::kCollectUpTo, true},
            {param::kSuitCount, 5},
            {param::kFifthSuitPower, "wild"},
            {param::kCodesToWin, 5},
            {param::kFirstPlayer, "random"},
            {param::kHeartRerollLimit, 1},
            {param::kClubsSurviveReroll, true}};
}

json winnable() {
    return {{param::kEmergenceDie, 2},
            {param::kBasicActionRule, "eachOnce"},
            {param::kHandLimit, 10},
            {param::kCodeSize, 2},
            {param::kCodesToWin, 2}};
}

json thinAndShort() {
    return {{param::kCardsPerSuit, 8},
            {param::kHandSize, 1},
            {param::kEmergenceDie, 2},
            {param::kMaxTurns, 12}};
}

json variantC() {
    return {{param::kSpaceCount, 8},         {param::kParticleCap, 3},
            {param::kHandLimit, 9},          {param::kCodeSize, 3},
            {param::kHandSize, 5},           {param::kEmergenceDie, 3},
            {param::kMaxTurns, 40},          {param::kCardsPerSuit, 13},
            {param::kStartSpace, 4},         {param::kStartParticles, 2},
            {param::kLimitPenalty, 2},       {param::kNeutralizeMin, 5},
            {param::kDieSides, 8},           {param::kBasicActions, 2},
            {param::kSpecialActions, 2},     {param::kCollectCount, 2},
            {param::kSmallGroupMax, 1},      {param::kSmallActions, 3},
            {param::kSmallNeutralizeMin, 2}, {param::kSmallCollectCount, 3},
            {param::kCodesToWin, 3}};
}

} // namespace tltest
