#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/run_store.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "sim/game_record.h"
#include "sim/simulator.h"

#include <QCoreApplication>
#include <algorithm>
#include <iterator>
#include <limits>
#include <mutex>

namespace pb::cli {

namespace {

// Games stored per transaction: small enough to hold their records in memory,
// large enough that a transaction's cost is spread over many games.
constexpr std::uint64_t kGamesPerChunk = 1000;

QStringList toQStringList(const std::vector<std::string>& specs) {
    QStringList list;
    for (const auto& spec : specs)
        list.push_back(QString::fromStdString(spec));
    return list;
}

// Runs the batch chunk by chunk, writing each chunk's games to the store in one
// transaction from this thread (the store's connection belongs to it). Game i
// is seeded from (runSeed, i) whatever the chunking, so the result equals one
// unchunked simulate().
SimulationResult simulateIntoStore(const SimulationConfig& config, db::RunStore& runs,
                                   qint64 runId) {
    SimulationResult all;
    all.games.reserve(config.games);
    std::vector<db::RunGameRecord> chunkRecords;
    std::mutex recordsMutex;
    for (std::uint64_t first = 0; first < config.games; first += kGamesPerChunk) {
        SimulationConfig chunk = config;
        chunk.firstGame = config.firstGame + first;
        chunk.games = std::min(kGamesPerChunk, config.games - first);
        chunkRecords.clear();
        chunk.onRecord = [&](std::uint64_t index, const GameRecord& record) {
            const std::lock_guard lock(recordsMutex);
            chunkRecords.push_back({index, record});
        };
        SimulationResult part = simulate(chunk);
        std::sort(chunkRecords.begin(), chunkRecords.end(),
                  [](const auto& a, const auto& b) { return a.gameIndex < b.gameIndex; });
        runs.writeGames(runId, chunkRecords);
        std::move(part.games.begin(), part.games.end(), std::back_inserter(all.games));
    }
    return all;
}

} // namespace

int runSimulateCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("simulate"),
                     QStringLiteral("Plays many games between agents and prints their summary: "
                                    "win rates per seat, draws, game lengths. Game i is seeded "
                                    "from (seed, i), so every number is the same for any thread "
                                    "count."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("games"),
                                      QStringLiteral("Number of games (default 100)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(QStringLiteral("agents"),
                                      QStringLiteral("Agent specs, one per seat or one for every "
                                                     "seat (default random)."),
                                      QStringLiteral("a,b")));
    line.addOption(QCommandLineOption(QStringLiteral("threads"),
                                      QStringLiteral("Worker threads (default 1)."),
                                      QStringLiteral("t")));
    line.addOption(QCommandLineOption(QStringLiteral("db"),
                                      QStringLiteral("Also store the run and its games in this "
                                                     "store (created if missing); adds "
                                                     "\"run_id\"."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("out"),
                                      QStringLiteral("Also write the summary to this file."),
                                      QStringLiteral("file")));
    if (!line.parse(arguments))
        return kExitOk;

    SimulationConfig config;
    config.game = line.game();
    config.agentSpecs = line.agentSpecs(config.game->numPlayers());
    config.runSeed = line.seed();
    config.games = static_cast<std::uint64_t>(
        line.intValue(QStringLiteral("games"), 100, 1, std::numeric_limits<int>::max()));
    config.threads = line.intValue(QStringLiteral("threads"), 1, 1, 256);
    const int numPlayers = config.game->numPlayers();

    nlohmann::json summary;
    if (line.isSet(QStringLiteral("db"))) {
        db::Database database(line.value(QStringLiteral("db")),
                              db::Database::OpenMode::CreateIfMissing);
        db::RunStore runs(database);
        db::NewRun run;
        const std::string_view rulesetId = config.game->ruleset().id();
        run.ruleset = QString::fromUtf8(rulesetId.data(), static_cast<qsizetype>(rulesetId.size()));
        run.params = config.game->params();
        run.players = numPlayers;
        run.agents = toQStringList(config.agentSpecs);
        run.runSeed = config.runSeed;
        run.games = static_cast<qint64>(config.games);
        run.threads = config.threads;
        run.command = QCoreApplication::arguments().join(QLatin1Char(' '));
        const qint64 runId = runs.createRun(run);
        try {
            summary = summarize(simulateIntoStore(config, runs, runId), numPlayers);
            runs.finishRun(runId, summary);
        } catch (...) {
            // Keep the chunks already written, marked as an unfinished run. If
            // the store itself is failing this may fail too; the first error is
            // the one to report.
            try {
                runs.cancelRun(runId);
            } catch (...) {
            }
            throw;
        }
        summary["run_id"] = runId;
    } else {
        summary = summarize(simulate(config), numPlayers);
    }

    if (line.isSet(QStringLiteral("out")))
        writeJsonFile(line.value(QStringLiteral("out")), summary);
    printJsonLine(summary);
    return kExitOk;
}

} // namespace pb::cli
