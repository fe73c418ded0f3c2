#include "cli_app.h"

#include "cli_support.h"
#include "commands.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

namespace pb::cli {

namespace {

struct Subcommand {
    const char* name;
    const char* synopsis;
    int (*run)(const QStringList&);
};

constexpr Subcommand kSubcommands[] = {
    {"games", "List the rulesets and their parameters.", runGamesCommand},
    {"new", "Print an initial state: --game ID [--players N] [--seed S] [--param k=v]...",
     runNewCommand},
    {"setup-cost", "Print what a set-up costs from the budget: --game ID [--setup FILE]",
     runSetupCostCommand},
    {"legal", "Print the legal decisions of a state: --state FILE", runLegalCommand},
    {"apply", "Print the state after a decision: --state FILE --decision JSON", runApplyCommand},
    {"step", "Play decision by decision over stdin/stdout: --state FILE | --game ID ...",
     runStepCommand},
    {"play", "Play one game with agents and print its record: --game ID --agents a,b ...",
     runPlayCommand},
    {"simulate", "Play many games and print their metrics: --game ID --games G ...",
     runSimulateCommand},
    {"compare",
     "A/B comparison of two designs on the same games: --game ID --b-param k=v | --design-a F "
     "--design-b F",
     runCompareCommand},
    {"balance",
     "Auto-balance: search parameter values that meet targets: --game ID --vary k=a:b --target "
     "m=lo:hi [--search halving|ntbea]",
     runBalanceCommand},
    {"skill-trace",
     "Skill or luck: agents of rising strength against each other: --game ID --ladder a,b,...",
     runSkillTraceCommand},
    {"analyse",
     "A second opinion on a logged playtest's moves, stored with it: --db FILE --game-id ID",
     runAnalyseCommand},
    {"report", "Report on a stored run: --db FILE --run ID --format html|csv|json|pdf",
     runReportCommand},
    {"print",
     "Write a design's print-and-play PDF: --db FILE --design-id ID | --design FILE --out F.pdf",
     runPrintCommand},
    {"merge", "Merge the stores of a sharded run: --out FILE SHARD.db...", runMergeCommand},
    {"cluster",
     "A sharded run as a Slurm or Kubernetes job: cluster slurm|k8s|status|resubmit --dir D ...",
     runClusterCommand},
    {"replay",
     "Replay a stored or exported game, checking every step: --db FILE --game-id ID | --file "
     "GAME.json, --verify",
     runReplayCommand},
    {"bench", "Measure random playouts per second: --game ID [--seconds S]", runBenchCommand},
    {"check",
     "Run the property harness on a game, reporting the first break: --game ID [--games G] "
     "[--seed S]",
     runCheckCommand},
    {"design", "Export or import a design file: design export|import --db FILE ...",
     runDesignCommand},
};

void printText(const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

std::string topLevelHelp() {
    std::string help = "Usage: playbench-cli <subcommand> [options]\n"
                       "Playbench on the command line: rulesets, states, games and simulations "
                       "as JSON on stdout.\n\nSubcommands:\n";
    // The synopses start one column after the longest name.
    std::size_t width = 0;
    for (const auto& sub : kSubcommands)
        width = std::max(width, std::string_view(sub.name).size() + 2);
    for (const auto& sub : kSubcommands) {
        std::string name = sub.name;
        name.resize(width, ' ');
        help += "  " + name + sub.synopsis + "\n";
    }
    help += "\nOptions:\n"
            "  -h, --help     Show this help.\n"
            "  -v, --version  Show the version.\n\n"
            "Run 'playbench-cli <subcommand> --help' for a subcommand's options.\n"
            "Exit codes: 0 success, 1 bad input or runtime error, 2 usage error.\n";
    return help;
}

// One line: a message that spans lines would break the one-line contract.
void printError(std::string message) {
    for (char& c : message)
        if (c == '\n' || c == '\r')
            c = ' ';
    const std::string line = "playbench-cli: " + message + "\n";
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fflush(stderr);
}

int dispatch(const QStringList& arguments) {
    if (arguments.size() < 2)
        throw UsageError("no subcommand given (try 'playbench-cli --help')");
    const QString& first = arguments.at(1);
    if (first == QStringLiteral("--help") || first == QStringLiteral("-h") ||
        first == QStringLiteral("help")) {
        printText(topLevelHelp());
        return kExitOk;
    }
    if (first == QStringLiteral("--version") || first == QStringLiteral("-v")) {
        printText("playbench-cli " PLAYBENCH_VERSION "\n");
        return kExitOk;
    }
    for (const auto& sub : kSubcommands)
        if (first == QLatin1String(sub.name))
            return sub.run(arguments.mid(1));
    if (first.startsWith(QLatin1Char('-')))
        throw UsageError("unknown option '" + toStd(first) +
                         "' before the subcommand (try 'playbench-cli --help')");
    throw UsageError("unknown subcommand '" + toStd(first) + "' (try 'playbench-cli --help')");
}

} // namespace

bool needsGuiApplication(int argc, const char* const* argv) {
    if (argc >= 2 && std::string(argv[1]) == "print")
        return true;
    if (argc < 2 || std::string(argv[1]) != "report")
        return false;
    auto lower = [](std::string text) {
        for (char& c : text)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return text;
    };
    for (int i = 2; i < argc; ++i) {
        const std::string argument = lower(argv[i]);
        if (argument == "--format=pdf" || argument == "-format=pdf")
            return true;
        if ((argument == "--format" || argument == "-format") && i + 1 < argc &&
            lower(argv[i + 1]) == "pdf")
            return true;
        if ((argument == "--out" || argument == "-out") && i + 1 < argc) {
            const std::string out = lower(argv[i + 1]);
            if (out.size() > 4 && out.compare(out.size() - 4, 4, ".pdf") == 0)
                return true;
        }
    }
    return false;
}

int runCli(const QStringList& arguments) {
    try {
        return dispatch(arguments);
    } catch (const UsageError& e) {
        printError(e.what());
        return kExitUsage;
    } catch (const nlohmann::json::exception& e) {
        // The commands wrap the JSON they read with context; this is the net
        // under anything they missed.
        printError("invalid JSON: " + jsonErrorText(e));
        return kExitFailure;
    } catch (const std::exception& e) {
        // pb::PlaybenchError, the store's StoreError, CommandError and the rest
        // all say in what() what went wrong.
        printError(e.what());
        return kExitFailure;
    } catch (...) {
        printError("unexpected error");
        return kExitFailure;
    }
}

} // namespace pb::cli
