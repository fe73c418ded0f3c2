#include "cli_support.h"
#include "commands.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "studies/skill_trace.h"

#include <limits>

namespace pb::cli {

int runSkillTraceCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("skill-trace"),
                     QStringLiteral("Is it skill or luck? Agents of rising strength play each "
                                    "other (a cooperative team: every seat, rung by rung), and "
                                    "the stronger side's win rate is traced against how much "
                                    "stronger it is: a flat line means luck decides, a steep one "
                                    "depth."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("design"),
                                      QStringLiteral("Play this .playbench.json design instead "
                                                     "of --game and --param."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(
        QStringLiteral("ladder"),
        QStringLiteral("The agents, weakest first: random and mcts:iterations=N (default "
                       "random,mcts:iterations=10,mcts:iterations=100,mcts:iterations=1000)."),
        QStringLiteral("a,b,...")));
    line.addOption(QCommandLineOption(QStringLiteral("all-pairs"),
                                      QStringLiteral("Play every pair of the ladder, not only "
                                                     "neighbours.")));
    line.addOption(QCommandLineOption(QStringLiteral("games"),
                                      QStringLiteral("Games per match (default 100)."),
                                      QStringLiteral("g")));
    line.addThreadsOption();
    line.addProgressOption(QStringLiteral("games"));
    line.addOutOption();
    if (!line.parse(arguments))
        return kExitOk;

    DesignSource source = designOrGame(line);
    SkillTraceConfig config;
    config.ruleset = source.ruleset;
    const int players =
        line.intValue(QStringLiteral("players"), source.ruleset->minPlayers(),
                      std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    config.game = source.ruleset->makeGame(source.params, players);
    config.setup = std::move(source.setup);
    if (line.isSet(QStringLiteral("ladder")))
        config.ladder = splitAgentList(toStd(line.value(QStringLiteral("ladder"))));
    config.allPairs = line.isSet(QStringLiteral("all-pairs"));
    config.games = static_cast<std::uint64_t>(
        line.intValue(QStringLiteral("games"), 100, 1, std::numeric_limits<int>::max()));
    config.seed = line.seed();
    config.threads = line.threads();
    config.progress = line.progressPrinter();
    nlohmann::json result = skillTrace(config);
    result["game"] = std::string(source.ruleset->id());
    result["players"] = players;
    result["games_per_match"] = config.games;
    result["seed"] = config.seed;
    line.printOutput(result);
    return kExitOk;
}

} // namespace pb::cli
