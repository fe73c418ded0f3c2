#include "agents/rollout.h"
#include "cli_support.h"
#include "commands.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <chrono>

namespace pb::cli {

namespace {

struct BenchCounts {
    std::uint64_t games = 0;
    std::uint64_t decisions = 0; // seat decisions; chance excluded
    double seconds = 0.0;
};

// Uniformly random playouts until `seconds` have passed. Measures the engine:
// nothing is allocated but each game's initial state, and the clock is read
// once per game.
BenchCounts runPlayouts(const Game& game, std::uint64_t seed, double seconds) {
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto deadline =
        start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
    Rng rng(seed);
    BenchCounts counts;
    auto now = start;
    do {
        const auto state = game.newInitialState(seed++);
        counts.decisions += playRandomly(*state, rng);
        ++counts.games;
        now = Clock::now();
    } while (now < deadline);
    counts.seconds = std::chrono::duration<double>(now - start).count();
    return counts;
}

} // namespace

int runBenchCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("bench"),
                     QStringLiteral("Plays uniformly random games on one thread for a while and "
                                    "prints decisions and games per second."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("seconds"),
                                      QStringLiteral("How long to play (default 3; fractions "
                                                     "allowed)."),
                                      QStringLiteral("s")));
    if (!line.parse(arguments))
        return kExitOk;
    const auto game = line.game();
    const double seconds = line.doubleValue(QStringLiteral("seconds"), 3.0, 0.001, 86400.0);
    const BenchCounts counts = runPlayouts(*game, line.seed(), seconds);
    printJsonLine({{"game", game->ruleset().id()},
                   {"players", game->numPlayers()},
                   {"seconds", counts.seconds},
                   {"games", counts.games},
                   {"decisions", counts.decisions},
                   {"decisions_per_sec", static_cast<double>(counts.decisions) / counts.seconds},
                   {"games_per_sec", static_cast<double>(counts.games) / counts.seconds}});
    return kExitOk;
}

} // namespace pb::cli
