// Speed of the rules core per ruleset: random playouts (the inner loop of every
// balance report), set-up, listing and copying. Figures go in the README.
#include "agents/rollout.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"

#include <benchmark/benchmark.h>

namespace {

std::shared_ptr<const pb::Game> makeGame(const benchmark::State& bench) {
    const pb::Ruleset& ruleset = *pb::allRulesets()[static_cast<std::size_t>(bench.range(0))];
    return ruleset.makeGame({}, static_cast<int>(bench.range(1)));
}

void setLabel(benchmark::State& bench) {
    const pb::Ruleset& ruleset = *pb::allRulesets()[static_cast<std::size_t>(bench.range(0))];
    bench.SetLabel(std::string(ruleset.id()) + " " + std::to_string(bench.range(1)) + "p");
}

// Whole random games, a new set-up each, as `playbench-cli bench` plays them.
void RandomPlayout(benchmark::State& bench) {
    const auto game = makeGame(bench);
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
    setLabel(bench);
}

// Random games from one fixed set-up copied into a reused state (how search reuses states).
void RandomPlayoutReusedState(benchmark::State& bench) {
    const auto game = makeGame(bench);
    const auto initial = game->newInitialState(1);
    auto state = initial->clone();
    pb::Rng rng(1);
    std::uint64_t decisions = 0;
    for (auto _ : bench) {
        state->copyFrom(*initial);
        decisions += pb::playRandomly(*state, rng);
    }
    bench.counters["decisions_per_sec"] =
        benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
    setLabel(bench);
}

// Random games through the full list of legal decisions (what a list-only API costs).
void RandomPlayoutByListing(benchmark::State& bench) {
    const auto game = makeGame(bench);
    const auto initial = game->newInitialState(1);
    auto state = initial->clone();
    pb::Rng rng(1);
    std::vector<pb::Decision> legal;
    std::uint64_t decisions = 0;
    for (auto _ : bench) {
        state->copyFrom(*initial);
        while (!state->isTerminal()) {
            state->legalDecisions(legal);
            const pb::Decision d = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
            decisions += state->isChance() ? 0 : 1;
            state->applyUnchecked(d);
        }
    }
    bench.counters["decisions_per_sec"] =
        benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
    setLabel(bench);
}

void NewInitialState(benchmark::State& bench) {
    const auto game = makeGame(bench);
    std::uint64_t seed = 0;
    for (auto _ : bench)
        benchmark::DoNotOptimize(game->newInitialState(seed++));
    setLabel(bench);
}

void StateHashAndJson(benchmark::State& bench) {
    const auto game = makeGame(bench);
    const auto state = game->newInitialState(1);
    for (auto _ : bench) {
        benchmark::DoNotOptimize(state->hash());
        benchmark::DoNotOptimize(state->toJson());
    }
    setLabel(bench);
}

void rulesetsAndPlayers(benchmark::internal::Benchmark* b) {
    for (std::size_t r = 0; r < pb::allRulesets().size(); ++r) {
        const pb::Ruleset& ruleset = *pb::allRulesets()[r];
        for (int players = ruleset.minPlayers(); players <= ruleset.maxPlayers(); ++players)
            b->Args({static_cast<long>(r), players});
    }
}

} // namespace

BENCHMARK(RandomPlayout)->Apply(rulesetsAndPlayers);
BENCHMARK(RandomPlayoutReusedState)->Apply(rulesetsAndPlayers);
BENCHMARK(RandomPlayoutByListing)->Apply(rulesetsAndPlayers);
BENCHMARK(NewInitialState)->Apply(rulesetsAndPlayers);
BENCHMARK(StateHashAndJson)->Apply(rulesetsAndPlayers);
