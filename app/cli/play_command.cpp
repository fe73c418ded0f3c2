#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/game_logger.h"
#include "db/game_store.h"
#include "engine/game.h"
#include "engine/state.h"
#include "sim/game_runner.h"

#include <optional>

namespace pb::cli {

namespace {

QStringList toQStringList(const std::vector<std::string>& specs) {
    QStringList list;
    for (const auto& spec : specs)
        list.push_back(QString::fromStdString(spec));
    return list;
}

} // namespace

int runPlayCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("play"),
                     QStringLiteral("Plays one game between agents and prints its record: set-up, "
                                    "every decision with the state hash after it, and the "
                                    "result. The same seed prints the same bytes."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("agents"),
                                      QStringLiteral("Agent specs, one per seat or one for every "
                                                     "seat (default random)."),
                                      QStringLiteral("a,b")));
    line.addOption(QCommandLineOption(QStringLiteral("db"),
                                      QStringLiteral("Also log the game, move by move, to this "
                                                     "store (created if missing); adds "
                                                     "\"game_id\"."),
                                      QStringLiteral("file")));
    if (!line.parse(arguments))
        return kExitOk;

    const auto game = line.game();
    const std::uint64_t seed = line.seed();
    const std::vector<std::string> specs = line.agentSpecs(game->numPlayers());
    std::vector<std::unique_ptr<Agent>> agents;
    std::vector<Agent*> seats;
    for (const auto& spec : specs) {
        agents.push_back(makeAgent(spec, 0)); // playGame reseeds each one per seat
        seats.push_back(agents.back().get());
    }
    const auto initial = game->newInitialState(seed);

    std::optional<db::Database> database;
    std::optional<db::GameStore> store;
    std::optional<db::GameLogger> logger;
    DecisionObserver observer;
    bool logFinished = false;
    if (line.isSet(QStringLiteral("db"))) {
        database.emplace(line.value(QStringLiteral("db")), db::Database::OpenMode::CreateIfMissing);
        store.emplace(*database);
        logger.emplace(*store, *initial, toQStringList(specs), seed);
        observer = [&](const State& after, const RecordedDecision& decision) {
            logger->log(after, decision);
            if (after.isTerminal()) {
                logger->finish(after);
                logFinished = true;
            }
        };
    }

    const GameRecord record = playGame(*game, seed, seats, {}, observer);
    // A game stopped by playGame's decision guard never reached an end to store.
    if (logger && !logFinished) {
        if (initial->isTerminal())
            logger->finish(*initial);
        else
            logger->abandon();
    }
    nlohmann::json output = record.toJson(*initial);
    if (logger)
        output["game_id"] = logger->gameId();
    printJsonLine(output);
    return kExitOk;
}

} // namespace pb::cli
