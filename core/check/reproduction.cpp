#include "check/reproduction.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "sim/game_record.h"

namespace pb::check {

namespace {

std::unique_ptr<State> initialStateOf(const Ruleset& ruleset, const Reproduction& reproduction) {
    if (ruleset.id() != reproduction.game)
        throw InvalidInput("a reproduction of " + reproduction.game + " cannot replay with " +
                           std::string(ruleset.id()));
    const auto game = ruleset.makeGame(reproduction.params, reproduction.players);
    return game->newInitialState(reproduction.seed, reproduction.setup);
}

} // namespace

nlohmann::json Reproduction::toJson() const {
    return {{"game", game},
            {"params", params},
            {"players", players},
            {"setup", setup},
            {"seed", std::to_string(seed)},
            {"decisions", decisions}};
}

Reproduction Reproduction::fromJson(const nlohmann::json& json) {
    const auto field = [&json](const char* name, bool (nlohmann::json::*is)() const noexcept) {
        if (!json.is_object() || !json.contains(name) || !(json[name].*is)())
            throw InvalidInput(std::string("a reproduction's \"") + name +
                               "\" is missing or of the wrong type");
        return json[name];
    };
    Reproduction r;
    r.game = field("game", &nlohmann::json::is_string).get<std::string>();
    r.params = field("params", &nlohmann::json::is_object);
    r.players = field("players", &nlohmann::json::is_number_integer).get<int>();
    r.setup = json.value("setup", nlohmann::json());
    const std::string seed = field("seed", &nlohmann::json::is_string).get<std::string>();
    try {
        std::size_t used = 0;
        r.seed = std::stoull(seed, &used);
        if (used != seed.size())
            throw InvalidInput("");
    } catch (const std::exception&) {
        throw InvalidInput("a reproduction's seed \"" + seed + "\" is not a whole number");
    }
    for (const nlohmann::json& decision : field("decisions", &nlohmann::json::is_array))
        r.decisions.push_back(decision);
    return r;
}

std::unique_ptr<State> replayReproduction(const Ruleset& ruleset,
                                          const Reproduction& reproduction) {
    auto state = initialStateOf(ruleset, reproduction);
    for (const nlohmann::json& decision : reproduction.decisions)
        state->apply(state->decisionFromJson(decision));
    return state;
}

nlohmann::json reproductionAsExportedGame(const Ruleset& ruleset,
                                          const Reproduction& reproduction) {
    auto state = initialStateOf(ruleset, reproduction);
    const nlohmann::json initial = state->toJson();
    nlohmann::json moves = nlohmann::json::array();
    for (const nlohmann::json& json : reproduction.decisions) {
        const Decision d = state->decisionFromJson(json);
        const int actor = state->currentActor();
        const std::string text = state->decisionToText(d);
        state->apply(d);
        // The fields db::gameFromJson requires; the times and notes stay empty.
        moves.push_back({{"idx", moves.size()},
                         {"kind", "decision"},
                         {"actor", actor},
                         {"decision", json},
                         {"text", text},
                         {"is_chance", actor == kChanceActor},
                         {"hash", hashToHex(state->hash())},
                         {"created_at", ""},
                         {"annotation", ""},
                         {"tags", nlohmann::json::array()}});
    }
    return {{"format", kGameExportFormat},
            {"version", kGameExportVersion},
            {"game_id", 0},
            {"ruleset", reproduction.game},
            {"params", reproduction.params},
            {"players", reproduction.players},
            {"seats",
             std::vector<std::string>(static_cast<std::size_t>(reproduction.players), "random")},
            {"seed", std::to_string(reproduction.seed)},
            {"initial_state", initial},
            {"status", "running"},
            {"result", nullptr},
            {"started_at", ""},
            {"ended_at", ""},
            {"moves", std::move(moves)}};
}

} // namespace pb::check
