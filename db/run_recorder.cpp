#include "db/run_recorder.h"

#include "db/database.h"
#include "db/script_store.h"
#include "db/store_logging.h"
#include "engine/game.h"
#include "sim/game_record.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <future>
#include <mutex>

namespace pb::db {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Games per transaction: small enough to hold their records in memory, large
// enough that a transaction's cost is spread over many games.
constexpr std::uint64_t kGamesPerLoggedChunk = 1000;
constexpr std::uint64_t kGamesPerResultChunk = 10000;

struct Chunk {
    pb::SimulationResult result;
    std::vector<RunGameRecord> records; // logged runs only, by index
};

} // namespace

RecordedRun recordRun(Database& db, const NewRun& run, const pb::SimulationConfig& config,
                      bool logMoves) {
    RunStore runs(db);
    RecordedRun recorded;
    NewRun stored = run;
    stored.setup = config.setup; // what the games start from, whoever planned them
    if (config.game)             // the version of a script the games are played with
        stored.scriptHash = scriptHashOf(config.game->ruleset());
    recorded.runId = runs.createRun(stored);
    const int players = config.game ? config.game->numPlayers() : run.players;
    const std::uint64_t perChunk = logMoves ? kGamesPerLoggedChunk : kGamesPerResultChunk;

    // The chunks' own stop flag: raised when the caller cancels (seen after each
    // game, before the next starts, as simulate() itself would) or when storing
    // fails, so a chunk still simulating ends soon.
    std::atomic<bool> stop{config.cancel && config.cancel->load()};
    std::atomic<std::uint64_t> doneBefore{0};
    auto launch = [&](std::uint64_t first) {
        return std::async(std::launch::async, [&, first] {
            Chunk chunk;
            std::mutex recordsMutex;
            pb::SimulationConfig part = config;
            part.firstGame = config.firstGame + first;
            part.games = std::min(perChunk, config.games - first);
            part.cancel = &stop;
            part.progress = [&](std::uint64_t done) {
                if (config.cancel && config.cancel->load(std::memory_order_relaxed))
                    stop = true;
                if (config.progress)
                    config.progress(doneBefore + done);
            };
            if (logMoves)
                part.onRecord = [&](std::uint64_t index, const pb::GameRecord& record) {
                    const std::lock_guard lock(recordsMutex);
                    chunk.records.push_back({index, record});
                };
            // A logged chunk's rows come from its records.
            part.keepGames = !logMoves;
            chunk.result = pb::simulate(part);
            std::sort(chunk.records.begin(), chunk.records.end(),
                      [](const auto& a, const auto& b) { return a.gameIndex < b.gameIndex; });
            return chunk;
        });
    };

    pb::RunAccumulator& all = recorded.totals;
    all = config.game ? pb::RunAccumulator::forGame(*config.game) : pb::RunAccumulator(players, 0);
    bool cancelled = false;
    try {
        std::future<Chunk> pending;
        if (config.games > 0 && !stop)
            pending = launch(0);
        cancelled = config.games > 0 && !pending.valid();
        std::uint64_t next = std::min(perChunk, config.games);
        while (pending.valid()) {
            auto waited = Clock::now();
            Chunk chunk = pending.get();
            recorded.simulateSeconds += secondsSince(waited);
            doneBefore += chunk.result.totals.games();
            cancelled = cancelled || chunk.result.cancelled;
            if (!cancelled && next < config.games && !stop) {
                pending = launch(next);
                next += std::min(perChunk, config.games - next);
            } else {
                cancelled = cancelled || next < config.games;
            }
            const auto writing = Clock::now();
            try {
                if (logMoves) {
                    runs.writeGames(recorded.runId, chunk.records);
                    for (const auto& entry : chunk.records)
                        recorded.movesWritten += entry.record.decisions.size();
                } else {
                    runs.writeResults(recorded.runId, chunk.result.games);
                }
            } catch (...) {
                stop = true; // the chunk still simulating ends after its current games
                throw;
            }
            recorded.writeSeconds += secondsSince(writing);
            all.merge(chunk.result.totals);
        }
        recorded.cancelled = cancelled;
        recorded.summary = pb::summarize(all, cancelled);
        const nlohmann::json heatmaps =
            config.heatmaps ? pb::summarizeHeatmaps(all, *config.game) : nlohmann::json();
        if (cancelled)
            runs.cancelRun(recorded.runId, recorded.summary, heatmaps);
        else
            runs.finishRun(recorded.runId, recorded.summary, heatmaps);
    } catch (...) {
        // Keep the chunks already written, marked as an unfinished run. If the
        // store itself is failing this may fail too; the first error is the one
        // to report.
        try {
            runs.cancelRun(recorded.runId);
        } catch (...) {
        }
        throw;
    }
    qCInfo(lcStore) << "Run" << recorded.runId << (cancelled ? "cancelled" : "finished") << "with"
                    << all.games() << "games";
    return recorded;
}

} // namespace pb::db
