#include "cli_support.h"
#include "commands.h"
#include "design/design_file.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "studies/auto_balance.h"

#include <QSaveFile>
#include <limits>

namespace pb::cli {

namespace {

// The best candidate as a new design file: the design's set-up and the
// candidate's whole parameter set, with the targets it was chosen for in its notes.
void writeBestDesign(const QString& path, const Ruleset& ruleset, const nlohmann::json& setup,
                     const nlohmann::json& result) {
    if (result["best"].empty())
        throw CommandError("balance: no candidate played, so there is no design to write");
    const nlohmann::json& best = result["best"][0];
    design::DesignFile file;
    file.name = std::string(ruleset.displayName()) + ", auto-balanced";
    file.ruleset = std::string(ruleset.id());
    file.params = best["params"];
    file.setup = setup;
    file.notes = autoBalancedNotes(best);
    QSaveFile out(path);
    const std::string text = design::designFileToText(file);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !out.commit())
        throw CommandError("cannot write design file " + toStd(path) + ": " +
                           toStd(out.errorString()));
}

} // namespace

int runBalanceCommand(const QStringList& arguments) {
    CommandLine line(
        QStringLiteral("balance"),
        QStringLiteral("Auto-balance: searches the values of the parameters given with --vary for "
                       "those whose simulated games meet every --target, spending at most "
                       "--budget games (successive halving) or --evaluations x "
                       "--games-per-evaluation games (--search ntbea); every candidate plays "
                       "the same seeds. Prints the best candidates with their measured metrics."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("design"),
                                      QStringLiteral("Start from this .playbench.json design "
                                                     "(its ruleset, parameters and set-up) "
                                                     "instead of --game and --param."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("vary"),
                                      QStringLiteral("A parameter it may change: "
                                                     "name=from:to:step or name=v1,v2,... "
                                                     "(repeatable)."),
                                      QStringLiteral("name=spec")));
    line.addOption(QCommandLineOption(
        QStringLiteral("target"),
        QStringLiteral("What the games must show: metric=low:high, either bound open "
                       "(repeatable), e.g. first_player_advantage=-0.02:0.02, "
                       "length/mean=20:30, team_win_rate=0.4:0.6, usage/<counter>=0.01:."),
        QStringLiteral("metric=low:high")));
    line.addOption(QCommandLineOption(
        QStringLiteral("search"),
        QStringLiteral("halving (default): successive halving over at most --candidates "
                       "candidates; ntbea: the N-Tuple Bandit Evolutionary Algorithm over every "
                       "point of the grid, for grids too big to give each point games."),
        QStringLiteral("halving|ntbea")));
    line.addOption(QCommandLineOption(QStringLiteral("evaluations"),
                                      QStringLiteral("NTBEA: points measured, each with "
                                                     "--games-per-evaluation more games "
                                                     "(default 300)."),
                                      QStringLiteral("n")));
    line.addOption(QCommandLineOption(QStringLiteral("games-per-evaluation"),
                                      QStringLiteral("NTBEA: games of each evaluation "
                                                     "(default 20)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(QStringLiteral("exploration"),
                                      QStringLiteral("NTBEA: the UCB exploration constant, how "
                                                     "much a rarely tried value is worth "
                                                     "trying (default 0.5)."),
                                      QStringLiteral("k")));
    line.addOption(QCommandLineOption(QStringLiteral("neighbours"),
                                      QStringLiteral("NTBEA: mutations of the current point its "
                                                     "model rates before each evaluation "
                                                     "(default 50)."),
                                      QStringLiteral("n")));
    line.addOption(QCommandLineOption(QStringLiteral("budget"),
                                      QStringLiteral("Games over all candidates (default 20000)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(QStringLiteral("candidates"),
                                      QStringLiteral("At most this many candidates, drawn with "
                                                     "the seed when the values span more "
                                                     "(default 64)."),
                                      QStringLiteral("n")));
    line.addOption(QCommandLineOption(QStringLiteral("min-games"),
                                      QStringLiteral("Games of each candidate in the first "
                                                     "round, at least (default 20)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(QStringLiteral("keep"),
                                      QStringLiteral("Candidates to print (default 5)."),
                                      QStringLiteral("n")));
    line.addOption(QCommandLineOption(QStringLiteral("out-design"),
                                      QStringLiteral("Write the best candidate as a new "
                                                     ".playbench.json design file."),
                                      QStringLiteral("file")));
    line.addAgentsOption();
    line.addThreadsOption();
    line.addProgressOption(QStringLiteral("games"));
    line.addOutOption();
    if (!line.parse(arguments))
        return kExitOk;

    AutoBalanceConfig config;
    DesignSource source = designOrGame(line);
    config.ruleset = source.ruleset;
    config.params = std::move(source.params);
    config.setup = std::move(source.setup);
    config.players =
        line.intValue(QStringLiteral("players"), config.ruleset->minPlayers(),
                      std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    config.ruleset->makeGame(config.params, config.players); // the base is valid
    config.agents = line.agentSpecs(config.players);
    if (!line.isSet(QStringLiteral("vary")))
        throw UsageError("balance: give a parameter it may change with --vary name=from:to");
    if (!line.isSet(QStringLiteral("target")))
        throw UsageError("balance: give what the games must show with --target metric=low:high");
    for (const QString& axis : line.values(QStringLiteral("vary")))
        config.axes.push_back(toStd(axis));
    for (const QString& target : line.values(QStringLiteral("target")))
        config.targets.push_back(BalanceTarget::parse(toStd(target)));
    config.budget = static_cast<std::uint64_t>(
        line.intValue(QStringLiteral("budget"), 20000, 1, std::numeric_limits<int>::max()));
    config.maxCandidates =
        static_cast<std::size_t>(line.intValue(QStringLiteral("candidates"), 64, 1, 100000));
    config.minGames =
        static_cast<std::uint64_t>(line.intValue(QStringLiteral("min-games"), 20, 2, 1000000));
    config.keep = static_cast<std::size_t>(line.intValue(QStringLiteral("keep"), 5, 1, 1000));
    const QString search = line.value(QStringLiteral("search"));
    if (!search.isEmpty() && search != QStringLiteral("halving") &&
        search != QStringLiteral("ntbea"))
        throw UsageError("balance: --search is halving or ntbea, not " + toStd(search));
    config.search =
        search == QStringLiteral("ntbea") ? BalanceSearch::Ntbea : BalanceSearch::Halving;
    const bool ntbea = config.search == BalanceSearch::Ntbea;
    for (const char* option : {"evaluations", "games-per-evaluation", "exploration", "neighbours"})
        if (!ntbea && line.isSet(QString::fromLatin1(option)))
            throw UsageError(std::string("balance: --") + option + " needs --search ntbea");
    for (const char* option : {"budget", "candidates", "min-games"})
        if (ntbea && line.isSet(QString::fromLatin1(option)))
            throw UsageError(std::string("balance: --") + option +
                             " is for --search halving; NTBEA spends --evaluations x "
                             "--games-per-evaluation games");
    config.ntbea.evaluations = static_cast<std::uint64_t>(
        line.intValue(QStringLiteral("evaluations"), 300, 1, 10'000'000));
    config.ntbea.gamesPerEvaluation = static_cast<std::uint64_t>(
        line.intValue(QStringLiteral("games-per-evaluation"), 20, 1, 1'000'000));
    config.ntbea.exploration = line.doubleValue(QStringLiteral("exploration"), 0.5, 0.0, 1000.0);
    config.ntbea.neighbours =
        static_cast<std::size_t>(line.intValue(QStringLiteral("neighbours"), 50, 1, 100000));
    config.seed = line.seed();
    config.threads = line.threads();
    config.progress = line.progressPrinter();
    // Ctrl+C stops after the work under way.
    const StopOnSignal stop;
    config.cancel = &StopOnSignal::requested();
    nlohmann::json result = autoBalance(config);
    result["game"] = std::string(config.ruleset->id());
    result["players"] = config.players;
    result["agents"] = config.agents;
    result["seed"] = config.seed;
    if (line.isSet(QStringLiteral("out-design")))
        writeBestDesign(line.value(QStringLiteral("out-design")), *config.ruleset, config.setup,
                        result);
    line.printOutput(result);
    return kExitOk;
}

} // namespace pb::cli
