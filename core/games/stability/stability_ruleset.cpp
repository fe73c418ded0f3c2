#include "games/stability/stability_ruleset.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/stability/stability_game.h"
#include "games/stability/stability_state.h"

namespace pb::stability {

namespace {

ParameterSpec intParam(std::string name, int def, int lo, int hi, std::string description) {
    return {std::move(name), ParameterType::Int, def, lo, hi, {}, std::move(description)};
}
ParameterSpec boolParam(std::string name, bool def, std::string description) {
    return {std::move(name), ParameterType::Bool, def, 0, 0, {}, std::move(description)};
}
ParameterSpec choiceParam(std::string name, std::string def, std::vector<std::string> options,
                          std::string description) {
    return {std::move(name),    ParameterType::Choice, def, 0, 0,
            std::move(options), std::move(description)};
}

std::vector<ParameterSpec> specs() {
    std::vector<ParameterSpec> s{
        intParam("size", 10, 5, 16, "Board side in squares (the seed text's board is 10x10)."),
        intParam("minValue", 1, 0, 10, "Lowest starting number of a non-corner square."),
        intParam("maxValue", 8, 0, 10, "Highest starting number of a non-corner square."),
        intParam("cornerValue", 1, 0, 10, "Starting number of the four corner squares."),
        choiceParam("directions", "orthogonal", {"orthogonal", "eight"},
                    "Straight lines a homunculus may move along: 4 orthogonal or all 8."),
        boolParam("shareSquares", false,
                  "Whether a homunculus may end its move on another's square."),
        intParam("permeationThreshold", 3, 0, 9, "PC needed before permeation may be declared."),
        intParam("minTile", 0, 0, 10, "Lowest number a tile may show in play."),
        intParam("maxTile", 10, 0, 10, "Highest number a tile may show in play."),
        boolParam("afflictionMandatory", false,
                  "Whether a player must afflict a tile even without buying an effect."),
        choiceParam("adjacency", "orthogonal", {"orthogonal", "eight"},
                    "Which tiles count as adjacent for the adj1-adj3 effects."),
    };
    for (int e = 1; e < kEffectCount; ++e)
        s.push_back(intParam(std::string(kEffects[e].costParameter), kEffects[e].defaultCost, 0, 9,
                             "PC cost of the " + std::string(kEffects[e].id) + " effect."));
    s.push_back(intParam("maxTurns", 1000, 1, 1000000,
                         "Completed turns after which the game is a draw among the living."));
    return s;
}

class StabilityRuleset final : public Ruleset {
public:
    StabilityRuleset() : schema_(specs()) {
        for (int e = 0; e < kEffectCount; ++e)
            counters_.push_back(
                {"permeate." + std::string(kEffects[e].id),
                 e == kNone ? "Permeate steps where no effect was bought."
                            : "Times the " + std::string(kEffects[e].id) + " effect was bought."});
        counters_.insert(counters_.begin(),
                         {{"move", "Moves made."},
                          {"affliction", "Non-permeated afflictions (each raises PC)."},
                          {"skip", "Afflictions skipped."}});
        counters_.push_back({"eliminated.zero", "Eliminated standing on a 0."});
        counters_.push_back({"eliminated.stranded", "Eliminated with no legal move."});
        counters_.push_back(
            {"extra.clamped", "Extra tiles whose change was clamped away at 0 or 10."});
    }

    std::string_view id() const override { return "stability"; }
    std::string_view displayName() const override { return "Stability"; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return kMaxPlayers; }
    const ParameterSchema& parameters() const override { return schema_; }
    const std::vector<std::string>& decisionKinds() const override { return kinds_; }
    const std::vector<CounterSpec>& counters() const override { return counters_; }

    std::shared_ptr<const Game> makeGame(const nlohmann::json& params,
                                         int numPlayers) const override {
        checkPlayerCount(numPlayers);
        return makeStabilityGame(params, numPlayers);
    }

    std::unique_ptr<State> stateFromJson(const nlohmann::json& json) const override {
        if (!json.is_object())
            throw InvalidInput("a Stability state must be a JSON object");
        if (auto it = json.find("game"); it != json.end() && *it != "stability")
            throw InvalidInput("state \"game\" is " + it->dump() + ", not \"stability\"");
        const auto params = json.contains("params") ? json["params"] : nlohmann::json::object();
        auto it = json.find("players");
        if (it == json.end() || !it->is_array())
            throw InvalidInput("state has no \"players\" array");
        if (static_cast<int>(it->size()) < minPlayers() ||
            static_cast<int>(it->size()) > maxPlayers())
            throw InvalidInput("state \"players\" lists " + std::to_string(it->size()) +
                               " players; Stability is for 2 to 4");
        return StabilityState::fromJson(makeStabilityGame(params, static_cast<int>(it->size())),
                                        json);
    }

private:
    std::shared_ptr<const StabilityGame> makeStabilityGame(const nlohmann::json& params,
                                                           int numPlayers) const {
        return std::make_shared<StabilityGame>(*this, schema_.resolve(params), numPlayers);
    }

    ParameterSchema schema_;
    std::vector<std::string> kinds_{"chance", "move",  "permeate", "afflict",
                                    "skip",   "extra", "set"};
    std::vector<CounterSpec> counters_;
};

} // namespace

const Ruleset& ruleset() {
    static const StabilityRuleset instance;
    return instance;
}

} // namespace pb::stability
