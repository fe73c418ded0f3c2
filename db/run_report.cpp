#include "db/run_report.h"

#include "db/database.h"
#include "db/design_store.h"
#include "db/script_store.h"
#include "db/sql_helpers.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "script/script_ruleset.h"
#include "sim/run_accumulator.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace pb::db {

namespace {

std::string shellQuote(const std::string& word) {
    static const std::string safe = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                    "0123456789_./:=,+-@%";
    if (!word.empty() && word.find_first_not_of(safe) == std::string::npos)
        return word;
    std::string out = "'";
    for (char c : word)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string plainValue(const nlohmann::json& value) {
    return value.is_string() ? value.get<std::string>() : value.dump();
}

std::string agentList(const QStringList& agents) {
    const bool same = std::all_of(agents.begin(), agents.end(),
                                  [&](const QString& a) { return a == agents.front(); });
    if (same && !agents.isEmpty())
        return agents.front().toStdString();
    return agents.join(QLatin1Char(',')).toStdString();
}

// The command line for `run`, leaving out the parameters in `skip`.
std::string commandFor(const RunRow& run, const std::optional<RunRow>& skill,
                       const nlohmann::json& skip, const std::string& extra) {
    // A scripted run is played again from its script's file, as it was then
    // (the store keeps every version).
    const pb::script::ScriptRuleset* script =
        run.scriptHash.isEmpty() ? nullptr : pb::findScriptRuleset(run.scriptHash.toStdString());
    const std::string source = script ? "--script" : "--game";
    const std::string sourceValue = script ? script->fileName() : run.ruleset.toStdString();
    std::vector<std::string> words{"playbench-cli", "simulate",
                                   source,          sourceValue,
                                   "--players",     std::to_string(run.players),
                                   "--seed",        std::to_string(run.runSeed),
                                   "--games",       std::to_string(run.totalGames),
                                   "--agents",      agentList(run.agents)};
    const pb::Ruleset* ruleset = script ? script : pb::findRuleset(run.ruleset.toStdString());
    if (ruleset) {
        nlohmann::json nonDefaults = nlohmann::json::object();
        try {
            nonDefaults = ruleset->parameters().nonDefaults(run.params);
        } catch (const pb::PlaybenchError&) {
            nonDefaults = run.params;
        }
        for (const auto& [name, value] : nonDefaults.items())
            if (!skip.contains(name)) {
                words.push_back("--param");
                words.push_back(name + "=" + plainValue(value));
            }
    }
    words.push_back("--complexity-sample");
    words.push_back(std::to_string(run.complexitySample));
    if (skill && !skill->agents.isEmpty()) {
        words.push_back("--skill");
        words.push_back(skill->agents.front().toStdString());
        words.push_back("--skill-games");
        words.push_back(std::to_string(skill->totalGames));
    }
    if (!run.setup.is_null()) {
        words.push_back("--setup");
        words.push_back(reproduceSetupFile(run));
    }
    // simulate refuses --log-moves without a store to put the decisions in.
    if (run.logMoves) {
        words.push_back("--db");
        words.push_back("run-" + std::to_string(run.id) + "-again.sqlite");
        words.push_back("--log-moves");
    }
    return shellCommand(words) + extra;
}

} // namespace

std::string shellCommand(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& word : words)
        out += (out.empty() ? "" : " ") + shellQuote(word);
    return out;
}

std::string reproduceSetupFile(const RunRow& run) {
    return run.setup.is_null() ? std::string() : "run-" + std::to_string(run.id) + "-setup.json";
}

QString writeReproduceSetup(const pb::ReportContext& ctx, const QString& reportPath) {
    if (ctx.setup.is_null() || ctx.setupFile.empty())
        return {};
    const QString path =
        QFileInfo(reportPath).absoluteDir().filePath(QString::fromStdString(ctx.setupFile));
    const std::string text = ctx.setup.dump(2) + "\n";
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit())
        throw pb::PlaybenchError("cannot write " + path.toStdString() + ": " +
                                 file.errorString().toStdString());
    return path;
}

std::string reproduceCommand(const RunRow& run, const std::optional<RunRow>& skill) {
    return commandFor(run, skill, nlohmann::json::object(), {});
}

std::string reproduceSweepCommand(const RunRow& run, const std::optional<RunRow>& skill) {
    if (run.sweepKey.isEmpty() || !run.sweep.is_object())
        return {};
    std::string extra;
    for (const auto& axis : run.sweep.value("axes", nlohmann::json::array()))
        extra += " --sweep " + shellQuote(axis.value("parameter", std::string()) + "=" +
                                          axis.value("spec", std::string()));
    return commandFor(
        run, skill, run.sweepPoint.is_object() ? run.sweepPoint : nlohmann::json::object(), extra);
}

pb::ReportContext loadReportContext(Database& db, qint64 runId, pb::RunAccumulator* totals,
                                    const std::atomic<bool>* stop) {
    RunStore runs(db);
    const std::optional<RunRow> found = runs.run(runId);
    if (!found)
        throw sql::error(db.path(), StoreError::Kind::NotFound,
                         QStringLiteral("run %1 does not exist").arg(runId));
    const RunRow& run = *found;
    const pb::Ruleset& ruleset = storedRuleset(db, run.ruleset, run.scriptHash);
    std::vector<std::string> agents;
    for (const QString& agent : run.agents)
        agents.push_back(agent.toStdString());

    pb::ReportContext ctx;
    ctx.runId = run.id;
    ctx.rulesetId = run.ruleset.toStdString();
    ctx.rulesetName = std::string(ruleset.displayName());
    ctx.title = ctx.rulesetName;
    if (run.designId)
        if (const std::optional<DesignRow> design = DesignStore(db).get(*run.designId)) {
            ctx.title = design->name.toStdString();
            ctx.designNotes = design->notes.toStdString();
        }
    // The set-up the games started from (the design's as it was then, or
    // --setup), not the design's now: it may have been edited since.
    const nlohmann::json& setup = run.setup;
    ctx.setup = setup;
    ctx.setupFile = reproduceSetupFile(run);
    // Which counters the run's set-up can fire, to leave the others out of the
    // rule usage.
    const auto canFire = [&](const nlohmann::json& params, int players) {
        std::vector<bool> can = ruleset.countersThatCanFire(params, players, setup);
        return can.empty() && !setup.is_null() ? ruleset.countersThatCanFire(params, players) : can;
    };
    ctx.params = run.params;
    try {
        ctx.nonDefaultParams = ruleset.parameters().nonDefaults(run.params);
    } catch (const pb::PlaybenchError&) {
        ctx.nonDefaultParams = nlohmann::json::object();
    }
    ctx.players = run.players;
    ctx.agents = agents;
    ctx.runSeed = run.runSeed;
    ctx.games = static_cast<std::uint64_t>(run.games);
    ctx.complexitySample = run.complexitySample;
    ctx.logMoves = run.logMoves;
    if (!run.shard.isEmpty())
        ctx.shard = QStringLiteral("%1 (games %2 to %3 of %4)")
                        .arg(run.shard)
                        .arg(run.firstGame)
                        .arg(run.firstGame + run.games - 1)
                        .arg(run.totalGames)
                        .toStdString();
    ctx.programVersion = run.program.isEmpty() ? std::string("unknown (stored by schema 2)")
                                               : run.program.toStdString();
    ctx.createdAt = sql::timeToText(run.createdAt).toStdString();
    const std::optional<RunRow> skill =
        run.kind == RunKind::Batch ? runs.skillRun(run.id) : std::nullopt;
    ctx.command = reproduceCommand(run, skill);
    ctx.recordedCommand = run.command.toStdString();
    // One pass over a run's rows, counted as they are read.
    const auto totalsOf = [&](const RunRow& of, std::size_t numCounters, bool& cancelled) {
        pb::RunAccumulator counted(of.players, numCounters);
        cancelled = runs.forEachResult(
            of.id, [&](const pb::SimulatedGame& game) { counted.add(game); }, stop);
        return counted;
    };
    const std::size_t numCounters = ruleset.counters().size();
    bool cancelled = false;
    pb::RunAccumulator own = totalsOf(run, numCounters, cancelled);
    ctx.metrics = pb::balanceMetrics(own, cancelled, ruleset, agents, run.complexitySample,
                                     canFire(run.params, run.players));
    if (totals)
        *totals = std::move(own);

    auto skillOf = [&](const std::optional<RunRow>& skillRun) -> nlohmann::json {
        if (!skillRun || skillRun->agents.isEmpty())
            return nullptr;
        bool skillCancelled = false;
        nlohmann::json skillJson =
            pb::skillMetrics(totalsOf(*skillRun, 0, skillCancelled), skillCancelled,
                             skillRun->agents.front().toStdString());
        skillJson["run_id"] = skillRun->id;
        skillJson["run_seed"] = std::to_string(skillRun->runSeed);
        return skillJson;
    };
    ctx.skill = skillOf(skill);
    ctx.heatmaps = run.heatmaps;
    ctx.skillTrace = run.skillTrace;

    if (!run.sweepKey.isEmpty() && run.kind == RunKind::Batch) {
        const auto pointMetrics = [&](const RunRow& point, const std::vector<std::string>& names) {
            bool pointCancelled = false;
            const pb::RunAccumulator counted = totalsOf(point, numCounters, pointCancelled);
            return pb::balanceMetrics(counted, pointCancelled, ruleset, names,
                                      point.complexitySample, canFire(point.params, point.players));
        };
        std::vector<pb::SweepPoint> points;
        for (const RunRow& point : runs.sweepRuns(run.sweepKey)) {
            std::vector<std::string> pointAgents;
            for (const QString& agent : point.agents)
                pointAgents.push_back(agent.toStdString());
            points.push_back({point.sweepPoint, point.id,
                              point.id == run.id ? ctx.metrics : pointMetrics(point, pointAgents),
                              point.id == run.id ? ctx.skill : skillOf(runs.skillRun(point.id))});
        }
        std::vector<std::string> parameters;
        for (const auto& axis : run.sweep.value("axes", nlohmann::json::array()))
            parameters.push_back(axis.value("parameter", std::string()));
        if (parameters.empty() && run.sweepPoint.is_object())
            for (const auto& [name, value] : run.sweepPoint.items())
                parameters.push_back(name);
        ctx.sweep = pb::sweepJson(parameters, points);
        ctx.sweep["command"] = reproduceSweepCommand(run, skill);
    }
    return ctx;
}

} // namespace pb::db
