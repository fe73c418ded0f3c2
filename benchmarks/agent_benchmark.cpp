// Speed of the search agents, single-threaded: MCTS iterations per second from
// a mid-game position of every ruleset, for each rollout policy (the rate is
// per CPU second). Figures go in docs/reports.md.
#include "agents/agent.h"
#include "agents/mcts_agent.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/move_analysis.h"

#include <benchmark/benchmark.h>
#include <vector>

namespace {

// A real seat decision ten or more seat decisions into a random game: a seat
// to move with at least two choices, so the search has something to search
// (a set-up step, a chance node or a forced move gives it nothing: the
// benchmark reported 0 iterations a second for two rulesets).
std::unique_ptr<pb::State> midGame(const pb::Game& game) {
    for (std::uint64_t seed = 3;; ++seed) {
        auto state = game.newInitialState(seed);
        pb::Rng rng(seed);
        std::vector<pb::Decision> legal;
        for (int decisions = 0; !state->isTerminal();) {
            if (state->isChance()) {
                state->applyUnchecked(state->sampleChance(rng));
                continue;
            }
            state->legalDecisions(legal);
            if (decisions >= 10 && legal.size() >= 2)
                return state;
            state->applyUnchecked(state->sampleUniformLegal(rng));
            ++decisions;
        }
    }
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

// The second opinion on a 50-decision game at 1,000 iterations a search
// (three searches a move, fewer where the agent agrees), on `threads` threads:
// 50 seat decisions of random 2-player Stability games on a 12x12 board.
void AnalyseFiftyMoves(benchmark::State& bench) {
    const auto game = pb::rulesetOrThrow("stability").makeGame({{"size", 12}}, 2);
    pb::Rng rng(5);
    std::vector<std::unique_ptr<pb::State>> positions;
    std::vector<pb::AnalysisRequest> requests;
    for (std::uint64_t seed = 5; requests.size() < 50; ++seed) {
        auto state = game->newInitialState(seed);
        while (requests.size() < 50 && !state->isTerminal()) {
            if (state->isChance()) {
                state->applyUnchecked(state->sampleChance(rng));
                continue;
            }
            const pb::Decision d = state->sampleUniformLegal(rng);
            positions.push_back(state->clone());
            requests.push_back({positions.back().get(), d});
            state->applyUnchecked(d);
        }
    }
    pb::AnalysisConfig config;
    config.iterations = 1000;
    config.threads = static_cast<int>(bench.range(0));
    for (auto _ : bench)
        benchmark::DoNotOptimize(pb::analyseMoves(requests, config));
    bench.SetLabel(std::to_string(requests.size()) + " moves, " + std::to_string(config.threads) +
                   " threads");
}

} // namespace

BENCHMARK(AnalyseFiftyMoves)->Arg(1)->Arg(2)->Unit(benchmark::kSecond)->UseRealTime();

BENCHMARK(MctsIterations)
    ->Apply([](auto* b) { everyRuleset(b, 3); }) -> Unit(benchmark::kMillisecond);
