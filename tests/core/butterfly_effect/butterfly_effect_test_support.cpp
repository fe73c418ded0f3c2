#include "butterfly_effect_test_support.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/butterfly_effect/butterfly_effect_ruleset.h"

namespace betest {

Position::Position() {
    json players = json::array();
    for (int seat = 0; seat < 2; ++seat)
        players.push_back({{"hand", {{"species", {0, 0, 0}}}},
                           {"discard", {{"species", {0, 0, 0}}}},
                           {"setupPlaced", seat == 0 ? json{0, 1, 2} : json{3, 4, 5}}});
    json_ = {{"game", "butterfly-effect"},
             {"params", json::object()},
             {"players", players},
             {"pieces", {{"past", json::array()}, {"present", json::array()}}},
             {"phase", "placeCard"},
             {"first", 0},
             {"player", 0},
             {"turn", 4},
             {"steps", {{"reproduce", true}, {"draw", true}, {"evolve", true}}}};
}

Position& Position::param(const std::string& name, json value) {
    json_["params"][name] = std::move(value);
    return *this;
}

Position& Position::setup(json setup) {
    json_["setup"] = std::move(setup);
    return *this;
}

Position& Position::piece(const std::string& era, int row, int col, int species) {
    json_["pieces"][era].push_back({row, col, species});
    return *this;
}

Position& Position::handSpecies(int seat, int ownIndex, int count) {
    json_["players"][seat]["hand"]["species"][ownIndex] = count;
    return *this;
}

Position& Position::handEvolution(int seat, int evolution, int count) {
    json& hand = json_["players"][seat]["hand"];
    if (!hand.contains("evolutions"))
        hand["evolutions"] = json::array({0, 0, 0, 0, 0, 0, 0, 0});
    hand["evolutions"][evolution] = count;
    return *this;
}

Position& Position::attach(int species, int evolution, int owner) {
    if (!json_.contains("evolutions"))
        json_["evolutions"] = json::array({json::array(), json::array(), json::array(),
                                           json::array(), json::array(), json::array()});
    json_["evolutions"][species].push_back({{"evolution", evolution}, {"owner", owner}});
    return *this;
}

Position& Position::pending(int seat, int row, int col, int species) {
    json_["players"][seat]["pending"] = {{"square", {row, col}}, {"species", species}};
    return *this;
}

Position& Position::streak(int seat, int streak) {
    json_["players"][seat]["streak"] = streak;
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

Position& Position::step(const std::string& step, bool done) {
    json_["steps"][step] = done;
    return *this;
}

Position& Position::field(const std::string& name, json value) {
    json_[name] = std::move(value);
    return *this;
}

Position& Position::playerField(int seat, const std::string& name, json value) {
    json_["players"][seat][name] = std::move(value);
    return *this;
}

std::unique_ptr<pb::State> tryParse(const json& state, std::string& error) {
    try {
        return pb::butterfly_effect::ruleset().stateFromJson(state);
    } catch (const pb::PlaybenchError& e) {
        error = e.what();
        return nullptr;
    }
}

std::string refusal(const json& state) {
    std::string error;
    tryParse(state, error);
    return error;
}

json pieceAt(const pb::State& state, const std::string& era, int row, int col) {
    const json j = state.toJson();
    for (const json& p : j["pieces"][era])
        if (p[0] == row && p[1] == col)
            return p[2];
    return nullptr;
}

int piecesOf(const pb::State& state, const std::string& era, int species) {
    int n = 0;
    const json j = state.toJson();
    for (const json& p : j["pieces"][era])
        n += p[2] == species;
    return n;
}

std::string phaseOf(const pb::State& state) {
    return state.toJson()["phase"];
}

json actorOf(const pb::State& state) {
    return state.toJson()["actor"];
}

int handSize(const pb::State& state, int seat) {
    const json hand = state.toJson()["players"][seat]["hand"];
    int n = 0;
    for (const auto& [kind, counts] : hand.items())
        for (const json& c : counts)
            n += c.get<int>();
    return n;
}

long long counterOf(const pb::State& state, int seat, std::string_view id) {
    const auto& counters = state.game().ruleset().counters();
    for (std::size_t i = 0; i < counters.size(); ++i)
        if (counters[i].id == id)
            return state.counter(seat, static_cast<int>(i));
    return -1;
}

json draw(int seat, int species) {
    return {{"type", "draw"}, {"seat", seat}, {"species", species}};
}
json drawEvolution(int seat, int evolution) {
    return {{"type", "draw"}, {"seat", seat}, {"evolution", evolution}};
}
json first(int seat) {
    return {{"type", "first"}, {"seat", seat}};
}
json roll(int value) {
    return {{"type", "roll"}, {"value", value}};
}
json setupSpecies(int species) {
    return {{"type", "setupSpecies"}, {"species", species}};
}
json setupSquare(int row, int col) {
    return {{"type", "setupSquare"}, {"square", {row, col}}};
}
json reproduce(int orientation, int cell) {
    return {{"type", "reproduce"}, {"orientation", orientation}, {"cell", cell}};
}
json extra(int row, int col) {
    return {{"type", "extra"}, {"square", {row, col}}};
}
json declineExtra() {
    return {{"type", "declineExtra"}};
}
json evolve(int evolution, int species) {
    return {{"type", "evolve"}, {"evolution", evolution}, {"species", species}};
}
json pass() {
    return {{"type", "pass"}};
}
json placeCard(int species) {
    return {{"type", "placeCard"}, {"species", species}};
}
json placeEra(const std::string& era) {
    return {{"type", "placeEra"}, {"era", era}};
}
json placeSquare(int row, int col) {
    return {{"type", "placeSquare"}, {"square", {row, col}}};
}
json skipPlace() {
    return {{"type", "skipPlace"}};
}
json moveFrom(const std::string& era, int row, int col) {
    return {{"type", "moveFrom"}, {"era", era}, {"square", {row, col}}};
}
json moveTo(int row, int col) {
    return {{"type", "moveTo"}, {"square", {row, col}}};
}
json skipMove() {
    return {{"type", "skipMove"}};
}
json deathPattern(int orientation, int cell) {
    return {{"type", "deathPattern"}, {"orientation", orientation}, {"cell", cell}};
}
json steal(int evolution, int owner) {
    return {{"type", "steal"}, {"evolution", evolution}, {"owner", owner}};
}
json noSteal() {
    return {{"type", "noSteal"}};
}

Position hawkPending(int row, int col) {
    return Position()
        .player(1)
        .phase("moveFrom")
        .step("place", true)
        .piece("present", 8, 8, kWheat)
        .piece("past", row, col, kHawk)
        .pending(0, row, col, kHawk)
        .handSpecies(0, 0, 3)
        .handSpecies(0, 1, 1)
        .handSpecies(0, 2, 1);
}

void endSeat1sTurn(pb::State& state) {
    QVERIFY(tryPlay(state, moveFrom("present", 8, 8)).empty());
    QVERIFY(tryPlay(state, moveTo(7, 8)).empty());
}

} // namespace betest
