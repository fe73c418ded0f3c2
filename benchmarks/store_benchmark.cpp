// Speed of the store's write phase alone: RunStore::writeGames of pre-played
// random Stability games with every decision logged (what `simulate --db
// --log-moves` writes), and writeResults of per-game rows only. Simulation is
// outside the timed loop. Figures go in docs/reports.md.
#include "agents/agent.h"
#include "db/database.h"
#include "db/run_store.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "sim/game_runner.h"
#include "sim/simulator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>

namespace {

constexpr std::uint64_t kGames = 1000; // one transaction, as simulate writes them

std::vector<pb::db::RunGameRecord> playedGames() {
    const auto game = pb::rulesetOrThrow("stability").makeGame({}, 2);
    auto a = pb::makeAgent("random", 0), b = pb::makeAgent("random", 0);
    std::vector<pb::Agent*> agents{a.get(), b.get()};
    std::vector<pb::db::RunGameRecord> records;
    for (std::uint64_t i = 0; i < kGames; ++i)
        records.push_back({i, pb::playGame(*game, pb::deriveSeed(1, i), agents)});
    return records;
}

pb::db::NewRun newRun(const std::vector<pb::db::RunGameRecord>& records) {
    pb::db::NewRun run;
    run.ruleset = QStringLiteral("stability");
    run.params = records.front().record.params;
    run.players = 2;
    run.agents = {QStringLiteral("random"), QStringLiteral("random")};
    run.runSeed = 1;
    run.games = static_cast<qint64>(records.size());
    return run;
}

// Decisions (moves rows) written per second with full logging.
void WriteGamesWithMoves(benchmark::State& bench) {
    static const std::vector<pb::db::RunGameRecord> records = playedGames();
    std::uint64_t moves = 0;
    for (const auto& entry : records)
        moves += entry.record.decisions.size();
    QTemporaryDir dir;
    pb::db::Database db(dir.filePath(QStringLiteral("bench.sqlite")));
    pb::db::RunStore runs(db);
    std::uint64_t written = 0;
    for (auto _ : bench) {
        const qint64 runId = runs.createRun(newRun(records));
        runs.writeGames(runId, records);
        written += moves;
    }
    bench.counters["moves_per_sec"] =
        benchmark::Counter(static_cast<double>(written), benchmark::Counter::kIsRate);
    bench.counters["games_per_sec"] = benchmark::Counter(
        static_cast<double>(bench.iterations() * kGames), benchmark::Counter::kIsRate);
}

// Per-game rows only (simulate --db without --log-moves).
void WriteResultsOnly(benchmark::State& bench) {
    pb::SimulationConfig config;
    config.game = pb::rulesetOrThrow("stability").makeGame({}, 2);
    config.agentSpecs = {"random", "random"};
    config.games = kGames * 10;
    static const pb::SimulationResult result = pb::simulate(config);
    QTemporaryDir dir;
    pb::db::Database db(dir.filePath(QStringLiteral("bench.sqlite")));
    pb::db::RunStore runs(db);
    pb::db::NewRun run;
    run.ruleset = QStringLiteral("stability");
    run.players = 2;
    for (auto _ : bench) {
        const qint64 runId = runs.createRun(run);
        runs.writeResults(runId, result.games);
    }
    bench.counters["games_per_sec"] = benchmark::Counter(
        static_cast<double>(bench.iterations() * result.games.size()), benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK(WriteGamesWithMoves)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(WriteResultsOnly)->Unit(benchmark::kMillisecond)->UseRealTime();

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv); // the SQL driver plugin is found through it
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
