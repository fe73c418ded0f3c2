// Speed of scripted rulesets (docs/scripting.md): random playouts through the
// engine API with the rules in Lua, scripted against native Stability, MCTS on
// a scripted Connect Four, and what one crossing between C++ and Lua costs.
// Rates are per CPU second of one thread; figures go in the README.
#include "agents/agent.h"
#include "agents/mcts_agent.h"
#include "agents/rollout.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "games/registry.h"
#include "script/script_ruleset.h"

#include <benchmark/benchmark.h>
#include <map>
#include <memory>
#include <string>

namespace {

const char* const kScripts[] = {"connect-four", "stability", "tic-tac-toe", "pig", "trick-taking"};

std::shared_ptr<const pb::script::ScriptRuleset> example(const std::string& name) {
    static std::map<std::string, std::shared_ptr<const pb::script::ScriptRuleset>> loaded;
    auto& ruleset = loaded[name];
    if (!ruleset)
        ruleset = pb::script::ScriptRuleset::fromFile(std::string(PLAYBENCH_SCRIPT_EXAMPLES) + "/" +
                                                      name + ".lua");
    return ruleset;
}

// Random games to the end, a new set-up each, as `playbench-cli bench` plays.
void playouts(benchmark::State& bench, const pb::Ruleset& ruleset) {
    const auto game = ruleset.makeGame({}, ruleset.minPlayers());
    pb::Rng rng(1);
    std::uint64_t seed = 0, decisions = 0, games = 0;
    for (auto _ : bench) {
        auto state = game->newInitialState(seed++);
        decisions += pb::playRandomly(*state, rng);
        ++games;
    }
    bench.counters["decisions_per_sec"] =
        benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
    bench.counters["games_per_sec"] =
        benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
    bench.SetLabel(std::string(ruleset.id()));
}

void ScriptRandomPlayout(benchmark::State& bench) {
    playouts(bench, *example(kScripts[bench.range(0)]));
}
BENCHMARK(ScriptRandomPlayout)->DenseRange(0, 4);

// The native ruleset the scripted Stability copies, for the ratio.
void NativeStabilityRandomPlayout(benchmark::State& bench) {
    playouts(bench, pb::rulesetOrThrow("stability"));
}
BENCHMARK(NativeStabilityRandomPlayout);

void ScriptMctsIterations(benchmark::State& bench) {
    const auto ruleset = example("connect-four");
    const auto game = ruleset->makeGame({}, 2);
    auto state = game->newInitialState(1);
    pb::Rng rng(3);
    for (int i = 0; i < 6; ++i)
        state->applyUnchecked(state->sampleUniformLegal(rng));
    auto agent = pb::makeAgent("mcts:iterations=1000", 1);
    auto* mcts = dynamic_cast<pb::MctsAgent*>(agent.get());
    std::uint64_t iterations = 0;
    for (auto _ : bench) {
        benchmark::DoNotOptimize(agent->choose(*state));
        iterations += static_cast<std::uint64_t>(mcts->lastIterations());
    }
    bench.counters["iterations_per_sec"] =
        benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
BENCHMARK(ScriptMctsIterations)->Unit(benchmark::kMillisecond);

// What a crossing costs, on Connect Four's opening: 0 a read-only call on the
// state the interpreter holds (sample); 1 a call that changes the state,
// after copyFrom (whose content the interpreter already holds: no copy in);
// 2 as 1, then a clone, which copies the interpreter's newer content back to
// C++; 3 the actor, read from a declared field (no crossing at all).
void ScriptCrossing(benchmark::State& bench) {
    const auto ruleset = example("connect-four");
    const auto game = ruleset->makeGame({}, 2);
    const auto initial = game->newInitialState(1);
    auto state = initial->clone();
    pb::Rng rng(1);
    const pb::Decision drop = initial->legalDecisions().front();
    for (auto _ : bench) {
        switch (bench.range(0)) {
        case 0:
            benchmark::DoNotOptimize(state->sampleUniformLegal(rng));
            break;
        case 1:
            state->copyFrom(*initial);
            state->applyUnchecked(drop);
            break;
        case 2:
            state->copyFrom(*initial);
            state->applyUnchecked(drop);
            benchmark::DoNotOptimize(state->clone());
            break;
        default:
            benchmark::DoNotOptimize(state->currentActor());
        }
    }
    static const char* const names[] = {
        "sample (read-only call)", "copyFrom + apply (a call that changes the state)",
        "copyFrom + apply + clone (newer content read back)", "currentActor (a declared field)"};
    bench.SetLabel(names[bench.range(0)]);
}
BENCHMARK(ScriptCrossing)->DenseRange(0, 3);

} // namespace
