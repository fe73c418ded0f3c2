#include "cli_support.h"
#include "commands.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "sim/skill_trace.h"

#include <cstdio>
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
    line.addOption(QCommandLineOption(QStringLiteral("threads"),
                                      QStringLiteral("Worker threads (default 1)."),
                                      QStringLiteral("t")));
    line.addOption(QCommandLineOption(QStringLiteral("progress"),
                                      QStringLiteral("Print \"games done/total\" lines on "
                                                     "stderr.")));
    line.addOption(QCommandLineOption(QStringLiteral("out"),
                                      QStringLiteral("Also write the output to this file."),
                                      QStringLiteral("file")));
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
    config.threads = line.intValue(QStringLiteral("threads"), 1, 1, 256);
    if (line.isSet(QStringLiteral("progress")))
        config.progress = [](std::uint64_t done, std::uint64_t total) {
            std::fprintf(stderr, "%llu/%llu\n", static_cast<unsigned long long>(done),
                         static_cast<unsigned long long>(total));
        };
    nlohmann::json result = skillTrace(config);
    result["game"] = std::string(source.ruleset->id());
    result["players"] = players;
    result["games_per_match"] = config.games;
    result["seed"] = config.seed;
    if (line.isSet(QStringLiteral("out")))
        writeJsonFile(line.value(QStringLiteral("out")), result);
    printJsonLine(result);
    return kExitOk;
}

} // namespace pb::cli
