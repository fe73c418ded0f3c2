#include "sim/game_runner.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"

namespace pb {

GameRecord playGame(const Game& game, std::uint64_t seed, std::span<Agent* const> agents,
                    const nlohmann::json& setup, const DecisionObserver& observer,
                    bool keepDecisions, bool countLegal) {
    if (static_cast<int>(agents.size()) != game.numPlayers())
        throw InvalidInput("expected " + std::to_string(game.numPlayers()) + " agents, got " +
                           std::to_string(agents.size()));
    GameRecord record;
    record.ruleset = std::string(game.ruleset().id());
    // Only a record kept whole (stored, exported, replayed) reads its
    // parameters and first state: rendering them costs a random batch about as
    // much as playing the game.
    if (keepDecisions)
        record.params = game.params();
    record.numPlayers = game.numPlayers();
    record.seed = seed;
    for (int seat = 0; seat < game.numPlayers(); ++seat) {
        record.agents.push_back(agents[seat]->spec());
        agents[seat]->reset(agentSeed(seed, seat));
    }
    auto state = game.newInitialState(seed, setup);
    if (keepDecisions)
        record.initialState = state->toJson();
    if (observer.onStart)
        observer.onStart(*state);
    Rng chance(chanceSeed(seed));
    const bool wantRecords = keepDecisions || static_cast<bool>(observer);
    const bool wantHashes = keepDecisions || (observer && observer.wantsHash);
    std::vector<Decision> legal;
    while (!state->isTerminal()) {
        const int actor = state->currentActor();
        if (countLegal && actor != kChanceActor) {
            state->legalDecisions(legal);
            record.legalDecisionSum += legal.size();
            ++record.countedDecisionPoints;
        }
        const Decision d =
            actor == kChanceActor ? state->sampleChance(chance) : agents[actor]->choose(*state);
        state->applyUnchecked(d);
        if (actor != kChanceActor) {
            ++record.seatDecisions;
            if (record.firstMover < 0)
                record.firstMover = actor;
        }
        if (!wantRecords)
            continue;
        const RecordedDecision recorded{actor, d, wantHashes ? state->hash() : 0};
        if (keepDecisions)
            record.decisions.push_back(recorded);
        if (observer)
            observer(*state, recorded);
    }
    record.outcome = state->outcome();
    record.turns = state->turnsCompleted();
    const int numCounters = static_cast<int>(game.ruleset().counters().size());
    record.counters.resize(static_cast<std::size_t>(numCounters * game.numPlayers()));
    for (int seat = 0; seat < game.numPlayers(); ++seat)
        for (int c = 0; c < numCounters; ++c)
            record.counters[static_cast<std::size_t>(seat * numCounters + c)] =
                state->counter(seat, c);
    return record;
}

} // namespace pb
