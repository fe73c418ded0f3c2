#include "agents/agent.h"
#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/run_recorder.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/registry.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"

#include <QCoreApplication>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <limits>
#include <optional>

namespace pb::cli {

namespace {

// Raised by SIGINT/SIGTERM: the batch stops after the games under way, and a
// stored run is marked cancelled (a Slurm or Kubernetes job is sent SIGTERM
// before it is killed).
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void onInterrupt(int) {
    interrupted.store(true);
}

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

// One swept parameter: its name, the text after '=', and its values.
struct Axis {
    std::string parameter;
    std::string spec;
    std::vector<nlohmann::json> values;
};

// The sweep axis that varies the number of players rather than a rule parameter.
constexpr std::string_view kPlayersAxis = "players";

// "name=from:to:step" (whole numbers; ":step" may be left out for 1) or
// "name=v1,v2,..." (any type), each value checked against the schema. The
// name `players` sweeps the number of players over the ruleset's range.
Axis parseAxis(const Ruleset& ruleset, const QString& text) {
    const std::string all = toStd(text);
    const auto eq = all.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == all.size())
        throw UsageError("simulate: --sweep must be name=from:to:step or name=v1,v2,..., not '" +
                         all + "'");
    Axis axis{all.substr(0, eq), all.substr(eq + 1), {}};
    const bool playersAxis = axis.parameter == kPlayersAxis;
    const ParameterSpec* spec = ruleset.parameters().find(axis.parameter);
    if (!spec && !playersAxis)
        throw InvalidInput("simulate: --sweep: unknown parameter '" + axis.parameter + "' of " +
                           std::string(ruleset.id()));
    auto value = [&](const std::string& word) -> nlohmann::json {
        if (!playersAxis)
            return ruleset.parameters()
                .parseAssignment(axis.parameter + "=" + word)
                .at(axis.parameter);
        bool ok = false;
        const int players = QString::fromStdString(word).toInt(&ok);
        if (!ok || players < ruleset.minPlayers() || players > ruleset.maxPlayers())
            throw InvalidInput("simulate: --sweep players: " + std::string(ruleset.id()) +
                               " is played by " + std::to_string(ruleset.minPlayers()) + ".." +
                               std::to_string(ruleset.maxPlayers()) + " players, not '" + word +
                               "'");
        return players;
    };
    if (axis.spec.find(':') != std::string::npos) {
        if (!playersAxis && spec->type != ParameterType::Int)
            throw UsageError("simulate: --sweep " + axis.parameter +
                             ": a range from:to:step needs a whole-number parameter; list the "
                             "values instead (" +
                             axis.parameter + "=a,b)");
        const QStringList parts = QString::fromStdString(axis.spec).split(QLatin1Char(':'));
        bool ok[3] = {false, false, true};
        long long from = 0, to = 0, step = 1;
        if (parts.size() == 2 || parts.size() == 3) {
            from = parts[0].toLongLong(&ok[0]);
            to = parts[1].toLongLong(&ok[1]);
            if (parts.size() == 3)
                step = parts[2].toLongLong(&ok[2]);
        }
        if (!ok[0] || !ok[1] || !ok[2] || step <= 0 || to < from)
            throw UsageError("simulate: --sweep " + axis.parameter +
                             ": the range must be from:to:step with from <= to and step > 0, "
                             "not '" +
                             axis.spec + "'");
        if ((to - from) / step >= 1000)
            throw UsageError("simulate: --sweep " + axis.parameter + " has more than 1000 values");
        for (long long v = from; v <= to; v += step)
            axis.values.push_back(value(std::to_string(v)));
    } else {
        for (const QString& word : QString::fromStdString(axis.spec).split(QLatin1Char(','))) {
            if (word.isEmpty())
                throw UsageError("simulate: --sweep " + axis.parameter + " has an empty value");
            axis.values.push_back(value(toStd(word)));
        }
    }
    return axis;
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
    std::vector<std::string> agents;
    std::uint64_t runSeed = 1;
    std::uint64_t games = 0;
    std::uint64_t complexitySample = 0;
    int threads = 1;
    Shard shard;
    std::optional<std::string> skillAgent;
    std::uint64_t skillGames = 0;
    bool logMoves = false;
    std::vector<Axis> axes;
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
    pb::SimulationResult result;
    nlohmann::json summary;
    qint64 runId = 0;
};

Played play(const Plan& plan, const std::shared_ptr<const Game>& game,
            const std::vector<std::string>& agents, std::uint64_t runSeed, std::uint64_t games,
            std::uint64_t complexitySample, db::RunStore* store, db::Database* database,
            db::NewRun run, Timings& timings) {
    SimulationConfig config;
    config.game = game;
    config.agentSpecs = agents;
    config.runSeed = runSeed;
    const auto [first, count] = plan.shard.slice(games);
    config.firstGame = first;
    config.games = count;
    config.threads = plan.threads;
    config.complexitySample = complexitySample;
    config.cancel = &interrupted;
    Played played;
    if (!store) {
        const auto start = std::chrono::steady_clock::now();
        played.result = simulate(config);
        timings.simulate +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        played.summary = summarize(played.result, game->numPlayers());
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
    played.result = std::move(recorded.result);
    played.summary = std::move(recorded.summary);
    played.runId = recorded.runId;
    return played;
}

// A sweep point split into its number of players and its rule parameters.
struct PointSetup {
    int players = 0;
    nlohmann::json overrides;
    std::vector<std::string> agents; // one per seat
};

PointSetup pointSetup(const Plan& plan, const nlohmann::json& values) {
    PointSetup setup{plan.players, plan.baseOverrides, plan.agents};
    for (const auto& [name, value] : values.items()) {
        if (name == kPlayersAxis)
            setup.players = value.get<int>();
        else
            setup.overrides[name] = value;
    }
    // Sweeping players needs the same agent at every seat (checked when parsing).
    if (values.contains(kPlayersAxis))
        setup.agents.assign(static_cast<std::size_t>(setup.players), plan.agents.front());
    return setup;
}

// The summary, metrics and skill of one point (the whole batch when there is no sweep).
nlohmann::json playPoint(const Plan& plan, const nlohmann::json& values, db::Database* database,
                         Timings& timings) {
    const PointSetup point = pointSetup(plan, values);
    const int players = point.players;
    const auto game = plan.ruleset->makeGame(point.overrides, players);

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
        if (!plan.axes.empty()) {
            run.sweepKey = QString::fromStdString(plan.sweepKey);
            run.sweep = plan.sweep;
            run.sweepPoint = values;
        }
    }

    Played batch = play(plan, game, point.agents, plan.runSeed, plan.games, plan.complexitySample,
                        store ? &*store : nullptr, database, run, timings);
    nlohmann::json out = batch.summary;
    if (!plan.axes.empty())
        out["values"] = values;
    out["metrics"] =
        balanceMetrics(batch.result, *plan.ruleset, players, point.agents, plan.complexitySample);
    if (batch.runId)
        out["run_id"] = batch.runId;

    if (plan.skillAgent && !interrupted) {
        std::vector<std::string> agents(static_cast<std::size_t>(players), "random");
        agents[0] = *plan.skillAgent;
        const std::uint64_t seed = deriveSeed(plan.runSeed, kSkillStream);
        db::NewRun skillRun = run;
        skillRun.kind = db::RunKind::Skill;
        if (batch.runId)
            skillRun.parentRunId = batch.runId;
        Played skill = play(plan, game, agents, seed, plan.skillGames, 0, store ? &*store : nullptr,
                            database, skillRun, timings);
        out["skill"] = skillMetrics(skill.result, players, *plan.skillAgent);
        out["skill"]["run_seed"] = std::to_string(seed);
        if (skill.runId)
            out["skill"]["run_id"] = skill.runId;
    }
    return out;
}

// Every combination of the axes' values, the first axis varying fastest.
std::vector<nlohmann::json> sweepPoints(const std::vector<Axis>& axes) {
    std::vector<nlohmann::json> points{nlohmann::json::object()};
    for (const Axis& axis : axes) {
        std::vector<nlohmann::json> next;
        for (const auto& point : points)
            for (const auto& value : axis.values) {
                nlohmann::json p = point;
                p[axis.parameter] = value;
                next.push_back(std::move(p));
            }
        points = std::move(next);
    }
    if (axes.size() == 2) // list by the second axis, then the first, as the tables read
        std::stable_sort(points.begin(), points.end(), [&](const auto& a, const auto& b) {
            const auto& second = axes[1].values;
            const auto ia = std::find(second.begin(), second.end(), a[axes[1].parameter]);
            const auto ib = std::find(second.begin(), second.end(), b[axes[1].parameter]);
            return ia < ib;
        });
    return points;
}

class InterruptHandlers {
public:
    InterruptHandlers() {
        interrupted = false;
        previousInt_ = std::signal(SIGINT, onInterrupt);
        previousTerm_ = std::signal(SIGTERM, onInterrupt);
    }
    ~InterruptHandlers() {
        std::signal(SIGINT, previousInt_);
        std::signal(SIGTERM, previousTerm_);
    }

private:
    void (*previousInt_)(int);
    void (*previousTerm_)(int);
};

} // namespace

int runSimulateCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("simulate"),
                     QStringLiteral("Plays many games between agents and prints their summary "
                                    "and every balance metric. Game i is seeded from (seed, i), "
                                    "so every number is the same for any thread count and any "
                                    "sharding."));
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("games"),
                                      QStringLiteral("Number of games (default 100; with "
                                                     "--shard, of the whole batch)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(QStringLiteral("agents"),
                                      QStringLiteral("Agent specs, one per seat or one for every "
                                                     "seat (default random), e.g. "
                                                     "mcts:iterations=1000,random."),
                                      QStringLiteral("a,b")));
    line.addOption(QCommandLineOption(QStringLiteral("threads"),
                                      QStringLiteral("Worker threads (default 1)."),
                                      QStringLiteral("t")));
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
    line.addOption(QCommandLineOption(QStringLiteral("timings"),
                                      QStringLiteral("Add \"timings\": seconds spent simulating "
                                                     "and writing, and moves written per "
                                                     "second.")));
    line.addOption(QCommandLineOption(QStringLiteral("out"),
                                      QStringLiteral("Also write the output to this file."),
                                      QStringLiteral("file")));
    if (!line.parse(arguments))
        return kExitOk;

    Plan plan;
    plan.ruleset = &rulesetOrThrow(toStd(line.required(QStringLiteral("game"))));
    for (const QString& assignment : line.values(QStringLiteral("param")))
        plan.baseOverrides.update(plan.ruleset->parameters().parseAssignment(toStd(assignment)));
    const auto baseGame = line.game(); // checks --players and --param
    plan.players = baseGame->numPlayers();
    plan.agents = line.agentSpecs(plan.players);
    plan.runSeed = line.seed();
    plan.games = static_cast<std::uint64_t>(
        line.intValue(QStringLiteral("games"), 100, 1, std::numeric_limits<int>::max()));
    plan.threads = line.intValue(QStringLiteral("threads"), 1, 1, 256);
    plan.complexitySample = static_cast<std::uint64_t>(line.intValue(
        QStringLiteral("complexity-sample"), 1000, 0, std::numeric_limits<int>::max()));
    plan.shard = parseShard(line);
    plan.logMoves = line.isSet(QStringLiteral("log-moves"));
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
    for (const QString& sweep : sweeps) {
        Axis axis = parseAxis(*plan.ruleset, sweep);
        if (plan.baseOverrides.contains(axis.parameter))
            throw UsageError("simulate: " + axis.parameter + " is both swept and set by --param");
        for (const Axis& other : plan.axes)
            if (other.parameter == axis.parameter)
                throw UsageError("simulate: " + axis.parameter + " is swept twice");
        plan.axes.push_back(std::move(axis));
    }
    const std::vector<nlohmann::json> points = sweepPoints(plan.axes);
    if (points.size() > 10000)
        throw UsageError("simulate: the sweep has " + std::to_string(points.size()) +
                         " points; at most 10000");
    for (const Axis& axis : plan.axes)
        if (axis.parameter == kPlayersAxis &&
            std::any_of(plan.agents.begin(), plan.agents.end(),
                        [&](const std::string& a) { return a != plan.agents.front(); }))
            throw UsageError("simulate: --sweep players needs the same agent at every seat "
                             "(--agents random, not one per seat)");
    for (const auto& values : points) { // every point's parameters are valid before any play
        const PointSetup point = pointSetup(plan, values);
        plan.ruleset->makeGame(point.overrides, point.players);
    }
    if (!plan.axes.empty()) {
        nlohmann::json axes = nlohmann::json::array(), parameters = nlohmann::json::array();
        for (const Axis& axis : plan.axes) {
            axes.push_back(
                {{"parameter", axis.parameter}, {"spec", axis.spec}, {"values", axis.values}});
            parameters.push_back(axis.parameter);
        }
        plan.sweep = {{"parameters", parameters}, {"axes", axes}};
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
            {"axes", axes}}.dump());
    }

    std::vector<std::string> words;
    for (const QString& argument : QCoreApplication::arguments())
        words.push_back(toStd(argument));
    plan.command = db::shellCommand(words);

    const InterruptHandlers handlers;
    std::optional<db::Database> database;
    if (line.isSet(QStringLiteral("db")))
        database.emplace(line.value(QStringLiteral("db")), db::Database::OpenMode::CreateIfMissing);
    Timings timings;
    const auto started = std::chrono::steady_clock::now();
    nlohmann::json output;
    if (plan.axes.empty()) {
        output =
            playPoint(plan, nlohmann::json::object(), database ? &*database : nullptr, timings);
    } else {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& values : points) {
            if (interrupted)
                break;
            list.push_back(playPoint(plan, values, database ? &*database : nullptr, timings));
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
    if (interrupted)
        throw CommandError(database ? "simulate was interrupted; the runs started are stored as "
                                      "cancelled with the games that finished"
                                    : "simulate was interrupted");

    if (line.isSet(QStringLiteral("out")))
        writeJsonFile(line.value(QStringLiteral("out")), output);
    printJsonLine(output);
    return kExitOk;
}

} // namespace pb::cli
