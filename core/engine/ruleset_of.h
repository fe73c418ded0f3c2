#pragma once

#include "engine/ruleset.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace pb {

// The part of a Ruleset that is the same for every ruleset built of one Game
// class and one State class: it keeps the schema, decision kinds and counters
// and makes games and parsed states. `GameT` is constructed from
// (ruleset, resolved parameters, players); `StateT::fromJson(game, json)`
// parses a state of such a game.
template <class GameT, class StateT> class RulesetOf : public Ruleset {
public:
    const ParameterSchema& parameters() const override { return schema_; }
    const std::vector<std::string>& decisionKinds() const override { return kinds_; }
    const std::vector<CounterSpec>& counters() const override { return counters_; }

    std::shared_ptr<const Game> makeGame(const nlohmann::json& params,
                                         int numPlayers) const override {
        checkPlayerCount(numPlayers);
        return make(params, numPlayers);
    }

protected:
    std::unique_ptr<State> parseState(const nlohmann::json& json) const override {
        const auto [params, players] = readStateEnvelope(json);
        return StateT::fromJson(make(params, players), json);
    }

    RulesetOf(std::vector<ParameterSpec> specs, std::vector<std::string> kinds,
              std::vector<CounterSpec> counters)
        : schema_(std::move(specs)), kinds_(std::move(kinds)), counters_(std::move(counters)) {}

    std::shared_ptr<const GameT> make(const nlohmann::json& params, int numPlayers) const {
        return std::make_shared<GameT>(*this, schema_.resolve(params), numPlayers);
    }

private:
    ParameterSchema schema_;
    std::vector<std::string> kinds_;
    std::vector<CounterSpec> counters_;
};

} // namespace pb
