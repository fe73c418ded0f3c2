#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/game_replay.h"
#include "engine/state.h"
#include "sim/game_record.h"

#include <limits>

namespace pb::cli {

int runReplayCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("replay"),
                     QStringLiteral("Replays a stored game from its initial state and its logged "
                                    "decisions. With --verify, checks the stored state hash after "
                                    "every step (of a game still running or abandoned: every "
                                    "committed step) and fails naming the first that differs; "
                                    "without, prints the state the log leads to."));
    line.addOption(QCommandLineOption(QStringLiteral("db"), QStringLiteral("The store."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("game-id"),
                                      QStringLiteral("The stored game's id (ids start at 1)."),
                                      QStringLiteral("id")));
    line.addOption(QCommandLineOption(QStringLiteral("verify"),
                                      QStringLiteral("Check the stored hash at every step.")));
    if (!line.parse(arguments))
        return kExitOk;
    const QString path = line.required(QStringLiteral("db"));
    line.required(QStringLiteral("game-id"));
    const qint64 gameId =
        line.intValue(QStringLiteral("game-id"), 0, 1, std::numeric_limits<int>::max());

    db::Database database(path, db::Database::OpenMode::ReadOnly);
    const db::GameReplay replay(database, gameId);
    const int steps = static_cast<int>(replay.moves().size());
    if (line.isSet(QStringLiteral("verify"))) {
        const db::ReplayReport report = replay.verify();
        if (!report.ok)
            // The store's message names the game, the step and both hashes.
            throw CommandError("verification failed: " + toStd(report.message));
        // A running or abandoned game (a playtest whose process died) has no
        // result: what is verified is its committed prefix, as "status" says.
        printJsonLine({{"game_id", gameId},
                       {"steps", report.stepsChecked},
                       {"verified", true},
                       {"status", toStd(db::toString(replay.game().status))}});
        return kExitOk;
    }
    const auto state = replay.stateAfter(steps);
    nlohmann::json output{{"game_id", gameId}, {"steps", steps}, {"state", state->toJson()}};
    if (state->isTerminal())
        output["result"] = outcomeToJson(state->outcome());
    printJsonLine(output);
    return kExitOk;
}

} // namespace pb::cli
