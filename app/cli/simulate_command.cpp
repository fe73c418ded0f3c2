#include "agents/agent.h"
#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/run_recorder.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/simulator.h"
#include "sim/sweep_plan.h"
#include "stats/balance_metrics.h"

#include <QCoreApplication>
#include <QFile>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <limits>
#include <optional>

namespace pb::cli {

namespace {

// The skill games' run seed: a stream of their own, independent of the batch's games.
constexpr std::uint64_t kSkillStream = 0x736b696c6c; // "skill"

QStringList toQStringList(const std::vector<std::string>& specs) {
    QStringList list;
    for (const auto& spec : specs)
        list.push_back(QString::fromStdString(spec));
    return list;
}

struct Shard {
    int k = 1, n = 1;
    bool isSet() const { return n > 1 || k > 1; }
    std::string text() const { return std::to_string(k) + "/" + std::to_string(n); }
    // Contiguous blocks: shard K of N holds games [G(K-1)/N, GK/N).
    std::pair<std::uint64_t, std::uint64_t> slice(std::uint64_t games) const {
        const std::uint64_t first = games * static_cast<std::uint64_t>(k - 1) / n;
        return {first, games * static_cast<std::uint64_t>(k) / n - first};
    }
};

Shard parseShard(const CommandLine& line) {
    Shard shard;
    if (!line.isSet(QStringLiteral("shard")))
        return shard;
    const QString text = line.value(QStringLiteral("shard"));
    const QStringList parts = text.split(QLatin1Char('/'));
    bool okK = false, okN = false;
    if (parts.size() == 2) {
        shard.k = parts[0].toInt(&okK);
        shard.n = parts[1].toInt(&okN);
    }
    if (!okK || !okN || shard.n < 1 || shard.k < 1 || shard.k > shard.n || shard.n > 100000)
        throw UsageError("simulate: --shard must be K/N with 1 <= K <= N (e.g. 2/8), not '" +
                         toStd(text) + "'");
    return shard;
}

// A sweep the planner refused, as the command line reports it: a value the
// ruleset does not allow is bad input (exit 1), every other problem is a
// command line that does not fit the synopsis (exit 2).
[[noreturn]] void throwSweepError(const SweepError& e) {
    const std::string message = std::string("simulate: --sweep ") + e.what();
    switch (e.kind()) {
    case SweepError::Kind::UnknownParameter:
    case SweepError::Kind::PlayersOutOfRange:
        throw InvalidInput(message);
    case SweepError::Kind::MixedAgents:
        throw UsageError(message + " (--agents random, not one per seat)");
    default:
        throw UsageError(message);
    }
}

// 64-bit FNV-1a of `text` as 16 hex digits: the sweep's key, the same on every shard.
std::string fingerprint(const std::string& text) {
    std::uint64_t hash = 0xcbf29ce484222325ull;
    for (unsigned char c : text) {
        hash ^= c;
        hash *= 0x100000001b3ull;
    }
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(hash));
    return buffer;
}

// What every run of this invocation shares.
struct Plan {
    const Ruleset* ruleset = nullptr;
    int players = 0;
    nlohmann::json baseOverrides = nlohmann::json::object(); // --param
    nlohmann::json setup;                                    // --setup, or null
    std::vector<std::string> agents;
    std::uint64_t runSeed = 1;
    std::uint64_t games = 0;
    std::uint64_t complexitySample = 0;
    int threads = 1;
    Shard shard;
    std::optional<std::string> skillAgent;
    std::uint64_t skillGames = 0;
    bool logMoves = false;
    bool heatmaps = false;
    bool swept = false;
    std::string sweepKey;
    nlohmann::json sweep; // {"parameters", "axes"} for the store
    std::string command;  // this command line, stored with the runs
};

struct Timings {
    double simulate = 0.0, write = 0.0;
    std::uint64_t moves = 0;
};

// One run (a batch, or its skill games) played in memory or into the store.
struct Played {
    pb::RunAccumulator totals; // the games themselves are not kept: a run of any length fits
    bool cancelled = false;
    nlohmann::json summary;
    qint64 runId = 0;
};

Played play(const Plan& plan, const std::shared_ptr<const Game>& game,
            const std::vector<std::string>& agents, std::uint64_t runSeed, std::uint64_t games,
            std::uint64_t complexitySample, db::RunStore* store, db::Database* database,
            db::NewRun run, Timings& timings) {
    SimulationConfig config;
    config.game = game;
    config.setup = plan.setup;
    config.agentSpecs = agents;
    config.runSeed = runSeed;
    const auto [first, count] = plan.shard.slice(games);
    config.firstGame = first;
    config.games = count;
    config.threads = plan.threads;
    config.complexitySample = complexitySample;
    config.heatmaps = plan.heatmaps;
    config.cancel = &StopOnSignal::requested();
    config.keepGames = false;
    Played played;
    if (!store) {
        const auto start = std::chrono::steady_clock::now();
        SimulationResult result = simulate(config);
        timings.simulate +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        played.totals = std::move(result.totals);
        played.cancelled = result.cancelled;
        played.summary = summarize(played.totals, played.cancelled);
        return played;
    }
    run.params = game->params();
    run.agents = toQStringList(agents);
    run.runSeed = runSeed;
    run.games = static_cast<qint64>(count);
    run.firstGame = static_cast<qint64>(first);
    run.totalGames = static_cast<qint64>(games);
    run.complexitySample = complexitySample;
    db::RecordedRun recorded = db::recordRun(*database, run, config, plan.logMoves);
    timings.simulate += recorded.simulateSeconds;
    timings.write += recorded.writeSeconds;
    timings.moves += recorded.movesWritten;
    played.totals = std::move(recorded.totals);
    played.cancelled = recorded.cancelled;
    played.summary = std::move(recorded.summary);
    played.runId = recorded.runId;
    return played;
}

// The summary, metrics and skill of one point (the whole batch when there is no sweep).
nlohmann::json playPoint(const Plan& plan, const PlannedPoint& point, db::Database* database,
                         Timings& timings) {
    const int players = point.players;
    const auto& game = point.game;

    std::optional<db::RunStore> store;
    db::NewRun run;
    if (database) {
        store.emplace(*database);
        const std::string_view id = plan.ruleset->id();
        run.ruleset = QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
        run.players = players;
        run.threads = plan.threads;
        run.shard = plan.shard.isSet() ? QString::fromStdString(plan.shard.text()) : QString();
        run.command = QString::fromStdString(plan.command);
        run.logMoves = plan.logMoves;
        run.program = QString::fromStdString(programVersion());
        if (plan.swept) {
            run.sweepKey = QString::fromStdString(plan.sweepKey);
            run.sweep = plan.sweep;
            run.sweepPoint = point.values;
        }
    }

    Played batch = play(plan, game, point.agents, plan.runSeed, plan.games, plan.complexitySample,
                        store ? &*store : nullptr, database, run, timings);
    nlohmann::json out = batch.summary;
    if (plan.swept)
        out["values"] = point.values;
    out["metrics"] = balanceMetrics(
        batch.totals, batch.cancelled, *plan.ruleset, point.agents, plan.complexitySample,
        plan.ruleset->countersThatCanFire(game->params(), players, plan.setup));
    if (plan.heatmaps)
        out["heatmaps"] = summarizeHeatmaps(batch.totals, *game);
    if (batch.runId)
        out["run_id"] = batch.runId;

    if (plan.skillAgent && !StopOnSignal::requested()) {
        std::vector<std::string> agents(static_cast<std::size_t>(players), "random");
        agents[0] = *plan.skillAgent;
        const std::uint64_t seed = deriveSeed(plan.runSeed, kSkillStream);
        db::NewRun skillRun = run;
        skillRun.kind = db::RunKind::Skill;
        if (batch.runId)
            skillRun.parentRunId = batch.runId;
        Played skill = play(plan, game, agents, seed, plan.skillGames, 0, store ? &*store : nullptr,
                            database, skillRun, timings);
        out["skill"] = skillMetrics(skill.totals, skill.cancelled, *plan.skillAgent);
        out["skill"]["run_seed"] = std::to_string(seed);
        if (skill.runId)
            out["skill"]["run_id"] = skill.runId;
    }
    return out;
}

} // namespace

int runSimulateCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("simulate"),
                     QStringLiteral("Plays many games between agents and prints their summary "
                                    "and every balance metric. Game i is seeded from (seed, i), "
                                    "so every number is the same for any thread count and any "
                                    "sharding."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(
        QStringLiteral("design"),
        QStringLiteral("Play a design file (.playbench.json: its ruleset, parameters, set-up and "
                       "script) instead of --game and --param."),
        QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("games"),
                                      QStringLiteral("Number of games (default 100; with "
                                                     "--shard, of the whole batch)."),
                                      QStringLiteral("g")));
    line.addAgentsOption();
    line.addThreadsOption();
    line.addOption(QCommandLineOption(QStringLiteral("complexity-sample"),
                                      QStringLiteral("The first K games also count the legal "
                                                     "decisions at every decision point "
                                                     "(decision complexity; default 1000)."),
                                      QStringLiteral("k")));
    line.addOption(QCommandLineOption(
        QStringLiteral("sweep"),
        QStringLiteral("Vary a parameter: name=from:to:step or name=v1,v2,...; give it twice "
                       "for a 2-D sweep. Each point is its own run."),
        QStringLiteral("name=spec")));
    line.addOption(QCommandLineOption(QStringLiteral("skill"),
                                      QStringLiteral("Also play skill games: this agent in seat "
                                                     "0 against random seats (skill against "
                                                     "luck)."),
                                      QStringLiteral("agent")));
    line.addOption(QCommandLineOption(QStringLiteral("skill-games"),
                                      QStringLiteral("Number of skill games (default: --games)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(QStringLiteral("shard"),
                                      QStringLiteral("Play only shard K of N of every batch "
                                                     "(games [G(K-1)/N, GK/N)); merge the shards' "
                                                     "stores with 'merge'."),
                                      QStringLiteral("K/N")));
    line.addOption(QCommandLineOption(QStringLiteral("db"),
                                      QStringLiteral("Also store the runs and their per-game "
                                                     "rows in this store (created if missing); "
                                                     "adds \"run_id\"."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("log-moves"),
                                      QStringLiteral("With --db, also store every decision of "
                                                     "every game (replayable; much larger).")));
    line.addOption(QCommandLineOption(
        QStringLiteral("heatmaps"),
        QStringLiteral("Add \"heatmaps\": where things happen on the board, summed over the "
                       "games (each ruleset's maps; docs/reports.md, \"Heatmaps\"); with --db "
                       "they are stored with the run for its report.")));
    line.addOption(QCommandLineOption(QStringLiteral("timings"),
                                      QStringLiteral("Add \"timings\": seconds spent simulating "
                                                     "and writing, and moves written per "
                                                     "second.")));
    line.addOption(QCommandLineOption(
        QStringLiteral("setup"),
        QStringLiteral("Play every game from this set-up JSON (the ruleset's \"setup\" of a "
                       "design, docs/rules/<id>.md) instead of the default one."),
        QStringLiteral("file")));
    line.addOutOption();
    if (!line.parse(arguments))
        return kExitOk;

    Plan plan;
    DesignSource source = designOrGame(line);
    plan.ruleset = source.ruleset;
    plan.baseOverrides = std::move(source.params);
    const bool fromDesign = line.isSet(QStringLiteral("design"));
    if (fromDesign) {
        if (line.isSet(QStringLiteral("setup")))
            throw UsageError("simulate: a design file brings its own set-up; give --design or "
                             "--setup, not both");
        plan.setup = std::move(source.setup);
        // A design holds every parameter; the swept ones are the sweep's.
        for (const QString& text : line.values(QStringLiteral("sweep")))
            plan.baseOverrides.erase(toStd(text.section(QLatin1Char('='), 0, 0).trimmed()));
    }
    const auto baseGame = plan.ruleset->makeGame(
        plan.baseOverrides,
        line.intValue(QStringLiteral("players"), plan.ruleset->minPlayers(),
                      std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    if (fromDesign && !plan.setup.is_null()) {
        (void)baseGame->newInitialState(1, plan.setup); // the design's set-up fits its players
    } else if (line.isSet(QStringLiteral("setup"))) {
        const QString path = line.value(QStringLiteral("setup"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            throw CommandError("simulate: cannot read --setup " + toStd(path) + ": " +
                               toStd(file.errorString()));
        const QByteArray bytes = file.readAll();
        try {
            plan.setup = nlohmann::json::parse(bytes.cbegin(), bytes.cend());
        } catch (const nlohmann::json::exception& e) {
            throw InvalidInput("simulate: --setup " + toStd(path) +
                               " is not valid JSON: " + e.what());
        }
        (void)baseGame->newInitialState(1, plan.setup); // refuses a bad set-up, naming the field
    }
    plan.players = baseGame->numPlayers();
    plan.agents = line.agentSpecs(plan.players);
    plan.runSeed = line.seed();
    plan.games = static_cast<std::uint64_t>(
        line.intValue(QStringLiteral("games"), 100, 1, std::numeric_limits<int>::max()));
    plan.threads = line.threads();
    plan.complexitySample = static_cast<std::uint64_t>(line.intValue(
        QStringLiteral("complexity-sample"), 1000, 0, std::numeric_limits<int>::max()));
    plan.shard = parseShard(line);
    plan.logMoves = line.isSet(QStringLiteral("log-moves"));
    plan.heatmaps = line.isSet(QStringLiteral("heatmaps"));
    if (plan.logMoves && !line.isSet(QStringLiteral("db")))
        throw UsageError("simulate: --log-moves stores decisions, so it needs --db");
    if (line.isSet(QStringLiteral("skill"))) {
        const std::string skill = toStd(line.value(QStringLiteral("skill")));
        makeAgent(skill, 0); // an unknown agent fails before any play
        plan.skillAgent = skill;
        plan.skillGames = static_cast<std::uint64_t>(
            line.intValue(QStringLiteral("skill-games"), static_cast<int>(plan.games), 1,
                          std::numeric_limits<int>::max()));
    } else if (line.isSet(QStringLiteral("skill-games"))) {
        throw UsageError("simulate: --skill-games needs --skill");
    }
    const QStringList sweeps = line.values(QStringLiteral("sweep"));
    if (sweeps.size() > 2)
        throw UsageError("simulate: --sweep may be given once or twice (a 1-D or 2-D sweep), "
                         "not " +
                         std::to_string(sweeps.size()) + " times");
    SweepPlan sweep(*plan.ruleset, plan.players, plan.baseOverrides, plan.agents, {});
    std::vector<PlannedPoint> points;
    try {
        for (const QString& text : sweeps) {
            sweep.addAxis(toStd(text));
            const std::string& parameter = sweep.axes().back().parameter;
            if (plan.baseOverrides.contains(parameter))
                throw UsageError("simulate: " + parameter + " is both swept and set by --param");
        }
        points = sweep.points(); // every point's parameters are valid before any play
    } catch (const SweepError& e) {
        throwSweepError(e);
    }
    plan.swept = !sweep.axes().empty();
    if (plan.swept) {
        plan.sweep = sweep.json();
        // The same on every shard of the same command, so merge can group the points.
        plan.sweepKey = fingerprint(nlohmann::json{
            {"ruleset", std::string(plan.ruleset->id())},
            {"players", plan.players},
            {"params", plan.baseOverrides},
            {"agents", plan.agents},
            {"seed", plan.runSeed},
            {"games", plan.games},
            {"complexity_sample", plan.complexitySample},
            {"skill", plan.skillAgent.value_or("")},
            {"skill_games", plan.skillGames},
            {"axes",
             plan.sweep["axes"]}}.dump());
    }

    std::vector<std::string> words;
    for (const QString& argument : QCoreApplication::arguments())
        words.push_back(toStd(argument));
    plan.command = db::shellCommand(words);

    // A stored run stops after the games under way and is marked cancelled.
    const StopOnSignal stop;
    std::optional<db::Database> database;
    if (line.isSet(QStringLiteral("db")))
        database.emplace(line.value(QStringLiteral("db")), db::Database::OpenMode::CreateIfMissing);
    Timings timings;
    const auto started = std::chrono::steady_clock::now();
    nlohmann::json output;
    if (!plan.swept) {
        output = playPoint(plan, points.front(), database ? &*database : nullptr, timings);
    } else {
        nlohmann::json list = nlohmann::json::array();
        for (const PlannedPoint& point : points) {
            if (StopOnSignal::requested())
                break;
            list.push_back(playPoint(plan, point, database ? &*database : nullptr, timings));
        }
        output = {{"sweep", plan.sweep}, {"points", std::move(list)}};
        if (database)
            output["sweep_key"] = plan.sweepKey;
    }
    if (plan.shard.isSet())
        output["shard"] = plan.shard.text();
    if (line.isSet(QStringLiteral("timings"))) {
        const double total =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        output["timings"] = {
            {"seconds", total},
            {"simulate_seconds", timings.simulate},
            {"write_seconds", timings.write},
            {"moves_written", timings.moves},
            {"moves_per_write_second",
             timings.write > 0 ? static_cast<double>(timings.moves) / timings.write : 0.0}};
    }
    if (StopOnSignal::requested())
        throw CommandError(database ? "simulate was interrupted; the runs started are stored as "
                                      "cancelled with the games that finished"
                                    : "simulate was interrupted");

    line.printOutput(output);
    return kExitOk;
}

} // namespace pb::cli
