#include "check/property_check.h"
#include "check/reproduction.h"
#include "cli_support.h"
#include "commands.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "script/script_ruleset.h"

namespace pb::cli {

int runCheckCommand(const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("check"),
        QStringLiteral("Runs the property harness every ruleset's tests run (docs/engine.md, "
                       "\"The property harness\") on one game: random games checked after "
                       "every decision, then that a seed gives one game. Prints one JSON line: "
                       "\"ok\", the games and decisions played and, after a break, the check "
                       "that broke, where, and the reproduction (seed and decisions from the "
                       "initial state). Exit code 1 when a check breaks. With --script, a "
                       "designer's Lua ruleset is checked in strict mode."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("games"),
                                      QStringLiteral("Random games to play (default 50)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(
        QStringLiteral("reproduction"),
        QStringLiteral("After a break, also write its reproduction as a game file that "
                       "'playbench-cli replay --file' replays."),
        QStringLiteral("game.json")));
    if (!line.parse(arguments))
        return kExitOk;
    const int games = line.intValue(QStringLiteral("games"), 50, 1, 1000000);
    const auto game = line.game();
    // A script's changes are read back at every call, so a break is named at
    // the call that made it (docs/scripting.md, "Errors and checks").
    if (const auto* script = dynamic_cast<const script::ScriptRuleset*>(&game->ruleset()))
        script->setStrict(true);

    check::CheckOptions options;
    options.games = games;
    options.seed = line.seed();
    const check::CheckReport report = check::runPropertyChecks(*game, options);
    nlohmann::json output{{"game", game->ruleset().id()},
                          {"params", game->params()},
                          {"players", game->numPlayers()},
                          {"seed", std::to_string(options.seed)}};
    output.update(report.toJson());
    printJsonLine(output);
    if (report.ok())
        return kExitOk;
    if (line.isSet(QStringLiteral("reproduction"))) {
        nlohmann::json exported;
        try {
            exported =
                check::reproductionAsExportedGame(game->ruleset(), report.firstBreak->reproduction);
        } catch (const std::exception& e) {
            throw CommandError(std::string("check: the reproduction does not replay as a game "
                                           "file: ") +
                               e.what());
        }
        writeJsonFile(line.value(QStringLiteral("reproduction")), exported);
    }
    return kExitFailure;
}

} // namespace pb::cli
