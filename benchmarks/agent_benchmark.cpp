// Speed of the search agents, single-threaded: MCTS iterations per second from
// a mid-game position of every ruleset, for each rollout policy (the rate is
// per CPU second). Figures go in docs/reports.md.
#include "agents/agent.h"
#include "agents/mcts_agent.h"
#include "engine/game.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <benchmark/benchmark.h>

namespace {

// A position ten seat decisions into a random game (or the last one before the end).
std::unique_ptr<pb::State> midGame(const pb::Game& game) {
    auto state = game.newInitialState(3);
    pb::Rng rng(3);
    for (int decisions = 0; decisions < 10 && !state->isTerminal();) {
        if (state->isChance()) {
            state->applyUnchecked(state->sampleChance(rng));
            continue;
        }
        auto next = state->clone();
        next->applyUnchecked(next->sampleUniformLegal(rng));
        if (next->isTerminal())
            break;
        state = std::move(next);
        ++decisions;
    }
    return state;
}

const char* const kRollouts[] = {"auto", "random", "eval"};

// One choose() of a 1000-iteration MCTS per benchmark iteration.
void MctsIterations(benchmark::State& bench) {
    const pb::Ruleset& ruleset = *pb::allRulesets()[static_cast<std::size_t>(bench.range(0))];
    const auto game = ruleset.makeGame({}, ruleset.minPlayers());
    const auto state = midGame(*game);
    const std::string spec =
        std::string("mcts:iterations=1000,rollout=") + kRollouts[bench.range(1)];
    auto agent = pb::makeAgent(spec, 1);
    auto* mcts = dynamic_cast<pb::MctsAgent*>(agent.get());
    std::uint64_t iterations = 0;
    for (auto _ : bench) {
        benchmark::DoNotOptimize(agent->choose(*state));
        iterations += static_cast<std::uint64_t>(mcts ? mcts->lastIterations() : 0);
    }
    bench.counters["iterations_per_sec"] =
        benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
    bench.SetLabel(std::string(ruleset.id()) + " " + spec);
}

void everyRuleset(benchmark::internal::Benchmark* b, int variants) {
    for (std::size_t r = 0; r < pb::allRulesets().size(); ++r)
        for (int v = 0; v < variants; ++v)
            b->Args({static_cast<long>(r), v});
}

} // namespace

BENCHMARK(MctsIterations)
    ->Apply([](auto* b) { everyRuleset(b, 3); }) -> Unit(benchmark::kMillisecond);
