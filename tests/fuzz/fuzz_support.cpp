#include "fuzz_support.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace pbfuzz {

void finding(const std::string& what) {
    std::fprintf(stderr, "FUZZ FINDING: %s\n", what.c_str());
    std::fflush(stderr);
    std::abort();
}

std::string dumpSafe(const nlohmann::json& json) {
    return json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {

std::string shortDump(const nlohmann::json& json) {
    std::string text = dumpSafe(json);
    if (text.size() > 400)
        text = text.substr(0, 400) + "...";
    return text;
}

std::vector<std::unique_ptr<pb::State>> buildFixedStates() {
    std::vector<std::unique_ptr<pb::State>> states;
    for (const pb::Ruleset* ruleset : pb::allRulesets()) {
        for (int players : {ruleset->minPlayers(), ruleset->maxPlayers()}) {
            const auto game = ruleset->makeGame(nlohmann::json::object(), players);
            auto state = game->newInitialState(17);
            pb::Rng rng(29);
            // Positions at growing gaps, so a long game gives a handful.
            int next = 0, gap = 1;
            for (int step = 0; step < 100000; ++step) {
                if (step == next || state->isTerminal()) {
                    states.push_back(state->clone());
                    next += gap;
                    gap *= 2;
                }
                if (state->isTerminal())
                    break;
                state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                        : state->sampleUniformLegal(rng));
            }
        }
    }
    return states;
}

} // namespace

const std::vector<std::unique_ptr<pb::State>>& fixedStates() {
    static const auto states = buildFixedStates();
    return states;
}

void checkStateContract(const pb::State& state, const std::string& where) {
    const pb::Ruleset& ruleset = state.game().ruleset();
    nlohmann::json json;
    try {
        json = state.toJson();
    } catch (const std::exception& e) {
        finding(where + ": toJson threw: " + e.what());
    }
    std::unique_ptr<pb::State> parsed;
    try {
        parsed = ruleset.stateFromJson(json);
    } catch (const std::exception& e) {
        finding(where + ": the state's own JSON is refused: " + e.what() +
                "\n  json: " + shortDump(json));
    }
    if (parsed->hash() != state.hash())
        finding(where + ": the JSON round trip changed the hash\n  json: " + shortDump(json));
    if (parsed->toJson() != json)
        finding(where + ": the JSON round trip changed the JSON\n  before: " + shortDump(json) +
                "\n  after:  " + shortDump(parsed->toJson()));
    if (parsed->currentActor() != state.currentActor())
        finding(where + ": the JSON round trip changed the actor");
    if (state.clone()->hash() != state.hash())
        finding(where + ": a clone has another hash");
    // stateFromJson refuses a state that breaks an invariant; this catches
    // one that play reached from an accepted state.
    if (std::string why = state.invariantViolation(); !why.empty())
        finding(where + ": breaks an invariant: " + why + "\n  json: " + shortDump(json));

    const int actor = state.currentActor();
    if (actor != pb::kTerminalActor && actor != pb::kChanceActor &&
        (actor < 0 || actor >= state.game().numPlayers()))
        finding(where + ": actor " + std::to_string(actor) + " is not a seat");
    const std::vector<pb::Decision> legal = state.legalDecisions();
    if (state.isTerminal()) {
        if (!legal.empty())
            finding(where + ": decisions listed at a terminal state");
        return;
    }
    if (legal.empty())
        finding(where + ": no legal decision at a state that is not terminal");
    // Every listed decision is legal and survives its JSON; a long list is sampled.
    const std::size_t stride = legal.size() > 48 ? legal.size() / 48 : 1;
    for (std::size_t i = 0; i < legal.size(); i += stride) {
        const pb::Decision& d = legal[i];
        if (!state.isLegal(d) || !state.whyIllegal(d).empty())
            finding(where + ": listed but not legal: " + shortDump(state.decisionToJson(d)) + " (" +
                    state.whyIllegal(d) + ")");
        const nlohmann::json dj = state.decisionToJson(d);
        pb::Decision back;
        try {
            back = state.decisionFromJson(dj);
        } catch (const std::exception& e) {
            finding(where + ": a listed decision's JSON " + shortDump(dj) +
                    " is refused: " + e.what());
        }
        if (!(back == d))
            finding(where + ": decision JSON round trip changed " + shortDump(dj));
        (void)state.decisionToText(d);
    }
    if (state.isChance()) {
        std::vector<pb::ChanceOutcome> outcomes;
        state.chanceOutcomes(outcomes);
        double total = 0;
        for (const auto& outcome : outcomes) {
            if (!(outcome.probability >= 0.0))
                finding(where + ": a chance outcome has probability " +
                        std::to_string(outcome.probability));
            total += outcome.probability;
        }
        if (outcomes.size() != legal.size() || std::abs(total - 1.0) > 1e-9)
            finding(where + ": chance outcomes do not match the legal list or do not sum to 1");
    }
    for (int seat = 0; seat < state.game().numPlayers(); ++seat)
        (void)state.observationJson(seat);
}

void playOn(const pb::State& start, int steps, std::uint64_t seed, const std::string& where) {
    auto state = start.clone();
    pb::Rng rng(seed);
    for (int step = 0; step < steps && !state->isTerminal(); ++step) {
        const pb::Decision d =
            state->isChance() ? state->sampleChance(rng) : state->sampleUniformLegal(rng);
        const std::string at = where + " step " + std::to_string(step);
        if (!state->whyIllegal(d).empty())
            finding(at + ": sampled an illegal decision " + shortDump(state->decisionToJson(d)) +
                    " (" + state->whyIllegal(d) + ")");
        try {
            state->apply(d);
        } catch (const std::exception& e) {
            finding(at + ": applying the sampled decision threw: " + e.what());
        }
        checkStateContract(*state, at);
    }
}

} // namespace pbfuzz
