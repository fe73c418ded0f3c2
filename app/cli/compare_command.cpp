#include "cli_support.h"
#include "commands.h"
#include "design/design_file.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "sim/simulator.h"
#include "stats/ab_comparison.h"
#include "stats/heatmap_stats.h"

#include <algorithm>
#include <limits>

namespace pb::cli {

namespace {

// One side of the comparison: its parameters and set-up, as the design has them.
struct Side {
    std::string name;
    nlohmann::json params = nlohmann::json::object();
    nlohmann::json setup;
};

SimulationResult play(const std::shared_ptr<const Game>& game, const Side& side,
                      const std::vector<std::string>& agents, std::uint64_t seed,
                      std::uint64_t games, int threads, bool heatmaps) {
    SimulationConfig config;
    config.heatmaps = heatmaps;
    config.game = game;
    config.agentSpecs = agents;
    config.runSeed = seed;
    config.games = games;
    config.threads = threads;
    config.setup = side.setup;
    return simulate(config);
}

} // namespace

int runCompareCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("compare"),
                     QStringLiteral("A/B comparison of two designs of one ruleset: both play the "
                                    "same games (same agents, same seeds), and every metric is "
                                    "shown side by side with the difference, its 95% interval "
                                    "and a verdict. B is A with --b-param changes (A from --game "
                                    "and --param, or a design file --design-a), or a second "
                                    "design file (--design-b)."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("b-param"),
                                      QStringLiteral("A parameter of design B that differs from "
                                                     "A (repeatable)."),
                                      QStringLiteral("name=value")));
    line.addOption(QCommandLineOption(QStringLiteral("design-a"),
                                      QStringLiteral("Design A from a .playbench.json file "
                                                     "(instead of --game and --param)."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("design-b"),
                                      QStringLiteral("Design B from a .playbench.json file of "
                                                     "the same ruleset (or, with --design-a, "
                                                     "--b-param changes to A)."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("games"),
                                      QStringLiteral("Games per design (default 1000)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(
        QStringLiteral("primary"),
        QStringLiteral("The metric the comparison is about (default first_player_advantage, or "
                       "team_win_rate for a cooperative ruleset); every other one is judged "
                       "with Holm's correction. Ids as in the output, e.g. length, draw_rate, "
                       "seat_win_rate/1, usage/<counter>."),
        QStringLiteral("metric")));
    line.addOption(QCommandLineOption(
        QStringLiteral("minimum-effect"),
        QStringLiteral("The smallest difference of the primary metric that matters, for the "
                       "games a comparison needs to find it (default 0.05 of a rate, 5% of a "
                       "mean)."),
        QStringLiteral("x")));
    line.addOption(QCommandLineOption(
        QStringLiteral("heatmaps"),
        QStringLiteral("Add \"heatmaps\": for each heatmap, B minus A in events per game per "
                       "cell, with intervals that hold for the whole map at once (slower: "
                       "every decision is observed).")));
    line.addAgentsOption();
    line.addThreadsOption();
    line.addOutOption();
    if (!line.parse(arguments))
        return kExitOk;

    const bool fromFiles = line.isSet(QStringLiteral("design-a"));
    const bool bFromFile = line.isSet(QStringLiteral("design-b"));
    const bool bChanges = line.isSet(QStringLiteral("b-param"));
    if (bFromFile && !fromFiles)
        throw UsageError("compare: --design-b needs --design-a");
    Side a, b;
    const Ruleset* ruleset = nullptr;
    if (fromFiles) {
        if (line.hasGame() || line.isSet(QStringLiteral("param")))
            throw UsageError("compare: design files bring their own ruleset and parameters; "
                             "give --design-a with --design-b or --b-param, or --game with "
                             "--b-param");
        if (bFromFile == bChanges)
            throw UsageError("compare: give design B as --design-b or as --b-param changes to "
                             "design A, not both");
        const design::DesignFile fileA = loadDesignFile(line.value(QStringLiteral("design-a")));
        ruleset = &design::designRuleset(fileA);
        a = {fileA.name, fileA.params, fileA.setup};
        if (bFromFile) {
            const design::DesignFile fileB = loadDesignFile(line.value(QStringLiteral("design-b")));
            if (fileA.ruleset != fileB.ruleset)
                throw InvalidInput("compare: design A is a " + fileA.ruleset + " design and B a " +
                                   fileB.ruleset + " one; both must be of one ruleset");
            // Both play with one ruleset: one version of a script.
            if (fileA.script && fileB.script && fileA.script->hash != fileB.script->hash)
                throw InvalidInput("compare: designs A and B carry different versions of " +
                                   fileA.script->file + " (" + fileA.script->hash + " and " +
                                   fileB.script->hash + "); both must play one version");
            b = {fileB.name, fileB.params, fileB.setup};
        } else {
            // The same design, set-up included, with the parameters changed.
            b = a;
            std::string changes;
            for (const QString& assignment : line.values(QStringLiteral("b-param"))) {
                b.params.update(ruleset->parameters().parseAssignment(toStd(assignment)));
                changes += (changes.empty() ? "" : ", ") + toStd(assignment);
            }
            b.name = a.name + " with " + changes;
        }
    } else {
        ruleset = &line.ruleset();
        for (const QString& assignment : line.values(QStringLiteral("param")))
            a.params.update(ruleset->parameters().parseAssignment(toStd(assignment)));
        if (!line.isSet(QStringLiteral("b-param")))
            throw UsageError("compare: give design B's changes with --b-param name=value "
                             "(or two design files)");
        b.params = a.params;
        for (const QString& assignment : line.values(QStringLiteral("b-param")))
            b.params.update(ruleset->parameters().parseAssignment(toStd(assignment)));
        a.name = "A";
        b.name = "B";
    }
    const int players =
        line.intValue(QStringLiteral("players"), ruleset->minPlayers(),
                      std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    // Both games are made (and their parameters checked together) before any play.
    const auto gameA = ruleset->makeGame(a.params, players);
    const auto gameB = ruleset->makeGame(b.params, players);
    const std::vector<std::string> fixed =
        changesFixedBySavedSetup(*ruleset, gameA->params(), gameB->params(), a.setup, b.setup);
    if (!fixed.empty()) {
        std::string names;
        for (const std::string& name : fixed)
            names += (names.empty() ? "" : ", ") + name;
        // Refused before any play: B would play A's saved board, game for game.
        throw InvalidInput("compare: " + names + " only shape" + (fixed.size() == 1 ? "s" : "") +
                           " a generated board, and the design's saved board fixes " +
                           (fixed.size() == 1 ? "it" : "them") +
                           ", so B would play exactly as A; compare on generated boards with " +
                           ruleset->commandLineName() + " and --b-param instead");
    }
    const std::vector<std::string> agents = line.agentSpecs(players);
    const std::uint64_t seed = line.seed();
    const auto games = static_cast<std::uint64_t>(
        line.intValue(QStringLiteral("games"), 1000, 2, std::numeric_limits<int>::max()));
    const int threads = line.threads();
    ComparisonOptions options;
    options.primary = toStd(line.value(QStringLiteral("primary")));
    if (!options.primary.empty()) {
        const auto ids = comparisonMetricIds(*ruleset, players);
        if (std::find(ids.begin(), ids.end(), options.primary) == ids.end())
            throw UsageError("compare: --primary " + options.primary +
                             " is not a metric of this comparison (such as " + ids.front() +
                             ", length or draw_rate)");
    }
    if (line.isSet(QStringLiteral("minimum-effect"))) {
        bool ok = false;
        options.minimumEffect = line.value(QStringLiteral("minimum-effect")).toDouble(&ok);
        if (!ok || !(options.minimumEffect > 0.0))
            throw UsageError("compare: --minimum-effect takes a number above 0");
    }

    const bool heatmaps = line.isSet(QStringLiteral("heatmaps"));
    const SimulationResult resultA = play(gameA, a, agents, seed, games, threads, heatmaps);
    const SimulationResult resultB = play(gameB, b, agents, seed, games, threads, heatmaps);
    nlohmann::json output = {
        {"game", std::string(ruleset->id())},
        {"players", players},
        {"agents", agents},
        {"seed", seed},
        {"a",
         {{"name", a.name}, {"params", gameA->params()}, {"custom_setup", !a.setup.is_null()}}},
        {"b",
         {{"name", b.name}, {"params", gameB->params()}, {"custom_setup", !b.setup.is_null()}}},
        {"comparison", compareBatches(resultA, resultB, *ruleset, players, options)}};
    if (heatmaps)
        output["heatmaps"] = compareHeatmaps(resultA, resultB, *gameA, *gameB);
    line.printOutput(output);
    return kExitOk;
}

} // namespace pb::cli
