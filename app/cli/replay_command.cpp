#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/game_export.h"
#include "db/game_replay.h"
#include "engine/state.h"
#include "sim/game_record.h"

#include <QFile>
#include <QFileInfo>
#include <limits>
#include <memory>

namespace pb::cli {

namespace {

// The game an exported JSON file (the Review page's "Export JSON") holds.
std::unique_ptr<db::GameReplay> replayFromFile(const QString& path) {
    const std::string name = "game file " + toStd(path);
    const QFileInfo info(path);
    if (!info.exists())
        throw CommandError(name + " does not exist");
    if (info.isDir())
        throw CommandError(name + " is a directory, not a file");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CommandError("cannot read " + name + ": " + toStd(file.errorString()));
    const QByteArray bytes = file.readAll();
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(bytes.constBegin(), bytes.constEnd());
    } catch (const nlohmann::json::parse_error& e) {
        throw CommandError(name + " is not valid JSON: " + jsonErrorText(e));
    }
    db::ExportedGame exported = db::gameFromJson(json);
    return std::make_unique<db::GameReplay>(std::move(exported.game), std::move(exported.moves));
}

} // namespace

int runReplayCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("replay"),
                     QStringLiteral("Replays a stored game (--db and --game-id) or an exported "
                                    "one (--file, as the workbench's Review page writes it) from "
                                    "its initial state and its logged decisions. With --verify, "
                                    "checks the stored state hash after every step (of a game "
                                    "still running or abandoned: every committed step) and fails "
                                    "naming the first that differs; without, prints the state "
                                    "the log leads to."));
    line.addOption(QCommandLineOption(QStringLiteral("db"), QStringLiteral("The store."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("game-id"),
                                      QStringLiteral("The stored game's id (ids start at 1)."),
                                      QStringLiteral("id")));
    line.addOption(QCommandLineOption(QStringLiteral("file"),
                                      QStringLiteral("An exported game's JSON, instead of --db."),
                                      QStringLiteral("game.json")));
    line.addOption(QCommandLineOption(QStringLiteral("verify"),
                                      QStringLiteral("Check the stored hash at every step.")));
    line.addScriptOption();
    if (!line.parse(arguments))
        return kExitOk;

    std::unique_ptr<db::Database> database;
    std::unique_ptr<db::GameReplay> replay;
    if (line.isSet(QStringLiteral("file"))) {
        if (line.isSet(QStringLiteral("db")) || line.isSet(QStringLiteral("game-id")))
            throw UsageError("replay: --file cannot be combined with --db or --game-id");
        replay = replayFromFile(line.value(QStringLiteral("file")));
    } else {
        const QString path = line.required(QStringLiteral("db"));
        line.required(QStringLiteral("game-id"));
        const qint64 gameId =
            line.intValue(QStringLiteral("game-id"), 0, 1, std::numeric_limits<int>::max());
        database = std::make_unique<db::Database>(path, db::Database::OpenMode::ReadOnly);
        replay = std::make_unique<db::GameReplay>(*database, gameId);
    }
    const qint64 gameId = replay->game().id;
    const int steps = static_cast<int>(replay->moves().size());
    if (line.isSet(QStringLiteral("verify"))) {
        const db::ReplayReport report = replay->verify();
        if (!report.ok)
            // The message names the game, the step and both hashes.
            throw CommandError("verification failed: " + toStd(report.message));
        // A running or abandoned game (a playtest whose process died) has no
        // result: what is verified is its committed prefix, as "status" says.
        printJsonLine({{"game_id", gameId},
                       {"steps", report.stepsChecked},
                       {"verified", true},
                       {"status", toStd(db::toString(replay->game().status))}});
        return kExitOk;
    }
    const auto state = replay->stateAfter(steps);
    nlohmann::json output{{"game_id", gameId}, {"steps", steps}, {"state", state->toJson()}};
    if (state->isTerminal())
        output["result"] = outcomeToJson(state->outcome());
    printJsonLine(output);
    return kExitOk;
}

} // namespace pb::cli
