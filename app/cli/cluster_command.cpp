#include "cli_support.h"
#include "cluster_job.h"
#include "commands.h"
#include "db/database.h"
#include "db/run_merge.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "db/script_store.h"
#include "design/design_file.h"
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "job_folder.h"
#include "kubernetes_manifest.h"
#include "report/report_writer.h"
#include "script/script_program.h"
#include "script/script_ruleset.h"
#include "sim/simulator.h"
#include "slurm_client.h"
#include "slurm_scripts.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <cstdio>
#include <limits>
#include <set>

namespace pb::cli {

namespace {

QString fromStd(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// simulate's options a job passes to every shard unchanged.
const char* const kPassedValues[] = {
    "players", "games", "seed", "agents", "skill", "skill-games", "complexity-sample"};
const char* const kPassedFlags[] = {"log-moves", "heatmaps"};

void addJobOptions(CommandLine& line, bool slurm) {
    line.addGameOptions();
    line.addOption(QCommandLineOption(QStringLiteral("design"),
                                      QStringLiteral("The design file to play (.playbench.json), "
                                                     "instead of --game or --script."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("setup"),
                                      QStringLiteral("With --game or --script: the set-up JSON "
                                                     "every game starts from."),
                                      QStringLiteral("file")));
    line.addAgentsOption();
    line.addThreadsOption();
    line.addOption(QCommandLineOption(QStringLiteral("games"),
                                      QStringLiteral("Games of every batch, all shards together "
                                                     "(default 100)."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(QStringLiteral("sweep"),
                                      QStringLiteral("As simulate's --sweep (once or twice)."),
                                      QStringLiteral("name=spec")));
    line.addOption(QCommandLineOption(QStringLiteral("skill"),
                                      QStringLiteral("As simulate's --skill."),
                                      QStringLiteral("agent")));
    line.addOption(QCommandLineOption(QStringLiteral("skill-games"),
                                      QStringLiteral("As simulate's --skill-games."),
                                      QStringLiteral("g")));
    line.addOption(QCommandLineOption(QStringLiteral("complexity-sample"),
                                      QStringLiteral("As simulate's --complexity-sample."),
                                      QStringLiteral("k")));
    line.addOption(QCommandLineOption(QStringLiteral("log-moves"),
                                      QStringLiteral("Store every decision (replayable; much "
                                                     "larger shard files).")));
    line.addOption(QCommandLineOption(QStringLiteral("heatmaps"),
                                      QStringLiteral("As simulate's --heatmaps.")));
    line.addOption(QCommandLineOption(QStringLiteral("shards"),
                                      QStringLiteral("Number of shards (default 4)."),
                                      QStringLiteral("n")));
    line.addOption(QCommandLineOption(QStringLiteral("dir"),
                                      QStringLiteral("The job folder to write (created if "
                                                     "missing); on a cluster, a folder every "
                                                     "node sees."),
                                      QStringLiteral("folder")));
    line.addOption(QCommandLineOption(QStringLiteral("name"),
                                      QStringLiteral("The job's name (default: from the "
                                                     "design's)."),
                                      QStringLiteral("name")));
    line.addOption(QCommandLineOption(QStringLiteral("cli"),
                                      QStringLiteral("playbench-cli as the nodes run it (default: "
                                                     "this program's absolute path)."),
                                      QStringLiteral("path")));
    line.addOption(QCommandLineOption(QStringLiteral("dry-run"),
                                      slurm ? QStringLiteral("Write the job folder only; submit "
                                                             "nothing.")
                                            : QStringLiteral("Write the job folder only (the "
                                                             "only mode: apply job.yaml with "
                                                             "kubectl).")));
    if (slurm) {
        line.addOption(QCommandLineOption(QStringLiteral("partition"),
                                          QStringLiteral("Slurm partition (default: the "
                                                         "cluster's)."),
                                          QStringLiteral("name")));
        line.addOption(QCommandLineOption(QStringLiteral("time"),
                                          QStringLiteral("Slurm time limit per job, e.g. "
                                                         "02:00:00."),
                                          QStringLiteral("limit")));
    } else {
        line.addOption(QCommandLineOption(QStringLiteral("image"),
                                          QStringLiteral("The container image with "
                                                         "playbench-cli."),
                                          QStringLiteral("image")));
    }
}

std::string readText(const QString& path, const char* what) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw CommandError(std::string("cannot read ") + what + " " + toStd(path) + ": " +
                           toStd(file.errorString()));
    return file.readAll().toStdString();
}

// The design every shard plays: the design file, or one made of --game or
// --script with --param and --setup (a script travels inside it).
design::DesignFile designOf(const CommandLine& line) {
    if (line.isSet(QStringLiteral("design"))) {
        if (line.hasGame() || line.isSet(QStringLiteral("param")) ||
            line.isSet(QStringLiteral("setup")))
            throw UsageError(toStd(line.command()) +
                             ": a design file brings its own ruleset, parameters and set-up; "
                             "give --design or --game, not both");
        return loadDesignFile(line.value(QStringLiteral("design")));
    }
    const Ruleset& ruleset = line.ruleset();
    design::DesignFile file;
    file.ruleset = std::string(ruleset.id());
    file.name = file.ruleset;
    for (const QString& assignment : line.values(QStringLiteral("param")))
        file.params.update(ruleset.parameters().parseAssignment(toStd(assignment)));
    if (line.isSet(QStringLiteral("setup"))) {
        const std::string text = readText(line.value(QStringLiteral("setup")), "--setup");
        file.setup = nlohmann::json::parse(text, nullptr, false);
        if (file.setup.is_discarded())
            throw InvalidInput(toStd(line.command()) + ": --setup " +
                               toStd(line.value(QStringLiteral("setup"))) + " is not JSON");
    }
    if (const auto* script = dynamic_cast<const script::ScriptRuleset*>(&ruleset)) {
        const std::string text = readText(line.value(QStringLiteral("script")), "--script");
        file.script = design::DesignScript{script->fileName(), script::scriptHash(text), text};
        file.name = script->fileName();
    }
    design::validateDesign(file);
    return file;
}

cluster::ClusterJob jobOf(const CommandLine& line, bool slurm) {
    cluster::ClusterJob job;
    job.design = designOf(line);
    const Ruleset& ruleset = design::designRuleset(job.design);
    const int players = line.intValue(QStringLiteral("players"), ruleset.minPlayers(), 1, 1000);
    (void)line.agentSpecs(players); // an unknown agent fails before any file is written
    for (const char* option : kPassedValues) {
        const QString name = QString::fromLatin1(option);
        if (line.isSet(name))
            job.simulateOptions.insert(job.simulateOptions.end(),
                                       {"--" + std::string(option), toStd(line.value(name))});
    }
    for (const QString& sweep : line.values(QStringLiteral("sweep")))
        job.simulateOptions.insert(job.simulateOptions.end(), {"--sweep", toStd(sweep)});
    for (const char* flag : kPassedFlags)
        if (line.isSet(QString::fromLatin1(flag)))
            job.simulateOptions.push_back("--" + std::string(flag));
    job.shards = line.intValue(QStringLiteral("shards"), 4, 1, 100000);
    const int games =
        line.intValue(QStringLiteral("games"), 100, 1, std::numeric_limits<int>::max());
    if (job.shards > games)
        throw UsageError(toStd(line.command()) + ": --shards " + std::to_string(job.shards) +
                         " is more than --games " + std::to_string(games));
    job.threads = line.threads();
    job.name = line.isSet(QStringLiteral("name"))
                   ? cluster::jobNameFor(toStd(line.value(QStringLiteral("name"))))
                   : cluster::jobNameFor(job.design.name);
    job.cli = line.isSet(QStringLiteral("cli")) ? toStd(line.value(QStringLiteral("cli")))
                                                : toStd(QCoreApplication::applicationFilePath());
    if (slurm) {
        job.partition = toStd(line.value(QStringLiteral("partition")));
        job.timeLimit = toStd(line.value(QStringLiteral("time")));
    } else if (line.isSet(QStringLiteral("image"))) {
        job.image = toStd(line.value(QStringLiteral("image")));
    }
    return job;
}

QString absoluteDir(const CommandLine& line) {
    return QDir(line.required(QStringLiteral("dir"))).absolutePath();
}

nlohmann::json submissionJson(const cluster::SlurmSubmission& s) {
    return {{"array_job_id", s.arrayJobId},
            {"merge_job_id", s.mergeJobId},
            {"shards_submitted", s.shards}};
}

// Submits `shards` (all missing ones) and a merge waiting for them.
cluster::SlurmSubmission submit(const QString& dir, const std::vector<int>& shards) {
    const SlurmClient slurm;
    cluster::SlurmSubmission submission;
    submission.shards = shards;
    QString array;
    for (const int k : shards)
        array += (array.isEmpty() ? QString() : QStringLiteral(",")) + QString::number(k);
    if (!shards.empty())
        submission.arrayJobId =
            toStd(slurm.submit(dir, fromStd(cluster::kShardScriptName), array, {}));
    submission.mergeJobId = toStd(
        slurm.submit(dir, fromStd(cluster::kMergeScriptName), {}, fromStd(submission.arrayJobId)));
    return submission;
}

int runWrite(const QStringList& arguments, bool slurm) {
    const QString name = slurm ? QStringLiteral("cluster slurm") : QStringLiteral("cluster k8s");
    CommandLine line(
        name, slurm ? QStringLiteral("Writes a sharded simulate run as a Slurm job (the shards' "
                                     "job array and the merge that waits for it) into a job "
                                     "folder and submits it with sbatch. Prints the job ids.")
                    : QStringLiteral("Writes a sharded simulate run as a Kubernetes Indexed Job "
                                     "and its merge Job (job.yaml) into a job folder. Needs "
                                     "--dry-run: this program submits to Slurm only."));
    addJobOptions(line, slurm);
    if (!line.parse(arguments))
        return kExitOk;
    const bool dryRun = line.isSet(QStringLiteral("dry-run"));
    if (!slurm && !dryRun)
        throw UsageError("cluster k8s: give --dry-run: the manifest is written, then applied "
                         "with kubectl (no Kubernetes cluster is called from here)");
    const QString dir = absoluteDir(line);
    cluster::ClusterJob job = jobOf(line, slurm);
    if (QFileInfo::exists(QDir(dir).filePath(fromStd(cluster::kJobFileName))))
        throw CommandError(toStd(dir) + " holds a job already (its job.json); follow it with "
                                        "'cluster status --dir', or choose another folder");
    cluster::writeJobFolder(job, dir);
    nlohmann::json out{{"dir", toStd(dir)}, {"shards", job.shards}, {"name", job.name}};
    if (!slurm) {
        out["manifest"] = toStd(QDir(dir).filePath(fromStd(cluster::kKubernetesManifestName)));
    } else if (!dryRun) {
        std::vector<int> all;
        for (int k = 1; k <= job.shards; ++k)
            all.push_back(k);
        job.submissions.push_back(submit(dir, all));
        cluster::saveJobState(job, dir);
        out.update(submissionJson(job.submissions.back()));
    }
    out["submitted"] = slurm && !dryRun;
    printJsonLine(out);
    return kExitOk;
}

// What `cluster status` knows of one job folder.
struct JobStatus {
    int shards = 0;
    std::vector<int> done, running, pending, missing;
    nlohmann::json failed = nlohmann::json::array();
    std::string merge; // done, running, pending, blocked, failed, waiting, not submitted
    std::string mergeLog;

    // Whether waiting can change anything: a merge left waiting on a failed
    // shard is "blocked" and waits for a resubmission, not for time.
    bool active() const {
        return !running.empty() || !pending.empty() || merge == "running" || merge == "pending";
    }
    nlohmann::json json(const QString& dir) const {
        return {{"dir", toStd(dir)},          {"shards", shards},   {"done", done},
                {"running", running},         {"pending", pending}, {"failed", failed},
                {"missing", missing},         {"merge", merge},     {"merge_log", mergeLog},
                {"complete", merge == "done"}};
    }
    std::string progressLine() const {
        return "cluster: " + std::to_string(done.size()) + "/" + std::to_string(shards) +
               " shards done, " + std::to_string(running.size()) + " running, " +
               std::to_string(pending.size()) + " pending, " + std::to_string(failed.size()) +
               " failed, " + std::to_string(missing.size()) + " missing; merge " + merge + "\n";
    }
};

std::optional<int> exitCodeIn(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const int code = QString::fromUtf8(file.readAll()).trimmed().toInt(&ok);
    return ok ? std::optional<int>(code) : std::nullopt;
}

bool isQueued(const QString& state) {
    return state == QStringLiteral("PENDING") || state == QStringLiteral("REQUEUED") ||
           state == QStringLiteral("SUSPENDED") || state == QStringLiteral("RESV_DEL_HOLD");
}

bool isRunning(const QString& state) {
    return state == QStringLiteral("RUNNING") || state == QStringLiteral("CONFIGURING") ||
           state == QStringLiteral("COMPLETING") || state == QStringLiteral("STAGE_OUT");
}

JobStatus statusOf(const QString& dir, const cluster::ClusterJob& job) {
    const QDir folder(dir);
    const SlurmClient slurm;
    JobStatus status;
    status.shards = job.shards;
    // The newest submission that holds a shard speaks for it.
    std::map<int, QString> stateOf;
    for (const cluster::SlurmSubmission& submission : job.submissions) {
        if (submission.arrayJobId.empty())
            continue;
        const QMap<int, QString> states = slurm.taskStates(fromStd(submission.arrayJobId));
        for (const int k : submission.shards)
            stateOf[k] = states.value(k);
    }
    for (int k = 1; k <= job.shards; ++k) {
        if (QFileInfo::exists(cluster::shardStorePath(dir, k))) {
            status.done.push_back(k);
            continue;
        }
        const QString state = stateOf.count(k) ? stateOf[k] : QString();
        if (isRunning(state)) {
            status.running.push_back(k);
            continue;
        }
        if (isQueued(state)) {
            status.pending.push_back(k);
            continue;
        }
        const std::optional<int> code =
            exitCodeIn(folder.filePath(QStringLiteral("shards/shard-%1.exit").arg(k)));
        const bool endedBadly = !state.isEmpty() && state != QStringLiteral("COMPLETED");
        if (code || endedBadly) {
            nlohmann::json entry{
                {"shard", k},
                {"log", toStd(folder.filePath(QStringLiteral("logs/shard-%1.log").arg(k)))},
                {"state", state.isEmpty() ? std::string("ENDED") : toStd(state)}};
            if (code)
                entry["exit_code"] = *code;
            status.failed.push_back(std::move(entry));
        } else {
            status.missing.push_back(k); // never submitted, or cancelled before it started
        }
    }
    status.mergeLog = toStd(folder.filePath(QStringLiteral("logs/merge.log")));
    const std::optional<int> mergeCode =
        exitCodeIn(folder.filePath(fromStd(cluster::kMergeExitName)));
    QString mergeState;
    if (!job.submissions.empty() && !job.submissions.back().mergeJobId.empty())
        mergeState = slurm.taskStates(fromStd(job.submissions.back().mergeJobId)).value(0);
    if (isRunning(mergeState))
        status.merge = "running";
    else if (isQueued(mergeState))
        status.merge = status.running.empty() && status.pending.empty() &&
                               (!status.failed.empty() || !status.missing.empty())
                           ? "blocked"
                           : "pending";
    else if (mergeCode && *mergeCode == 0 &&
             QFileInfo::exists(folder.filePath(fromStd(cluster::kMergedSummaryName))))
        status.merge = "done";
    else if (mergeCode || (!mergeState.isEmpty() && mergeState != QStringLiteral("COMPLETED")))
        status.merge = "failed";
    else
        status.merge = job.submissions.empty() ? "not submitted" : "waiting";
    return status;
}

void printProgress(const std::string& line) {
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fflush(stderr);
}

int runStatus(const QStringList& arguments) {
    CommandLine line(QStringLiteral("cluster status"),
                     QStringLiteral("Follows a job folder's Slurm jobs: shards done, running, "
                                    "pending, failed (with their logs) or missing, and the "
                                    "merge. Needs no accounting (sacct): squeue, scontrol and "
                                    "the folder's files."));
    line.addOption(QCommandLineOption(QStringLiteral("dir"), QStringLiteral("The job folder."),
                                      QStringLiteral("folder")));
    line.addOption(QCommandLineOption(QStringLiteral("follow"),
                                      QStringLiteral("Ask again until nothing is pending or "
                                                     "running, with a progress line on stderr "
                                                     "each time.")));
    line.addOption(QCommandLineOption(QStringLiteral("interval"),
                                      QStringLiteral("Seconds between questions with --follow "
                                                     "(default 10)."),
                                      QStringLiteral("s")));
    line.addOption(QCommandLineOption(QStringLiteral("timeout"),
                                      QStringLiteral("With --follow, give up after this many "
                                                     "seconds (default: never)."),
                                      QStringLiteral("s")));
    if (!line.parse(arguments))
        return kExitOk;
    const QString dir = absoluteDir(line);
    const cluster::ClusterJob job = cluster::readJobState(dir);
    const int interval = line.intValue(QStringLiteral("interval"), 10, 1, 3600);
    const int timeout = line.intValue(QStringLiteral("timeout"), 0, 0, 30 * 24 * 3600);
    const QDeadlineTimer deadline =
        timeout > 0 ? QDeadlineTimer(std::chrono::seconds(timeout)) : QDeadlineTimer::Forever;
    JobStatus status = statusOf(dir, job);
    printProgress(status.progressLine());
    // A scheduler has no event to wait on: polling it is the only way.
    while (line.isSet(QStringLiteral("follow")) && status.active() && !deadline.hasExpired()) {
        QThread::sleep(static_cast<unsigned long>(interval));
        status = statusOf(dir, job);
        printProgress(status.progressLine());
    }
    for (const nlohmann::json& failed : status.failed)
        printProgress("cluster: shard " + std::to_string(failed["shard"].get<int>()) + " failed (" +
                      failed["state"].get<std::string>() +
                      "); its log: " + failed["log"].get<std::string>() + "\n");
    nlohmann::json out = status.json(dir);
    if (line.isSet(QStringLiteral("follow")) && status.active())
        out["timed_out"] = true;
    printJsonLine(out);
    return kExitOk;
}

int runResubmit(const QStringList& arguments) {
    CommandLine line(QStringLiteral("cluster resubmit"),
                     QStringLiteral("Submits the shards of a job folder that are neither done "
                                    "nor queued nor running (failed, cancelled, never "
                                    "submitted), and a merge that waits for them. Also submits "
                                    "an exported folder for the first time."));
    line.addOption(QCommandLineOption(QStringLiteral("dir"), QStringLiteral("The job folder."),
                                      QStringLiteral("folder")));
    if (!line.parse(arguments))
        return kExitOk;
    const QString dir = absoluteDir(line);
    cluster::ClusterJob job = cluster::readJobState(dir);
    const JobStatus status = statusOf(dir, job);
    if (!status.running.empty() || !status.pending.empty())
        throw CommandError("cluster resubmit: shards are still queued or running; wait for "
                           "them ('cluster status --dir " +
                           toStd(dir) + " --follow')");
    if (status.merge == "done")
        throw CommandError("cluster resubmit: the job is complete; nothing to resubmit");
    std::vector<int> shards = status.missing;
    for (const nlohmann::json& failed : status.failed)
        shards.push_back(failed["shard"].get<int>());
    std::sort(shards.begin(), shards.end());
    // The old merge waits on shards that will never succeed.
    if (!job.submissions.empty() && !job.submissions.back().mergeJobId.empty())
        SlurmClient().cancel(fromStd(job.submissions.back().mergeJobId));
    job.submissions.push_back(submit(dir, shards));
    cluster::saveJobState(job, dir);
    nlohmann::json out = submissionJson(job.submissions.back());
    out["dir"] = toStd(dir);
    printJsonLine(out);
    return kExitOk;
}

void removeStore(const QString& path) {
    for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        if (QFileInfo::exists(path + suffix) && !QFile::remove(path + suffix))
            throw CommandError("cannot replace " + toStd(path + suffix));
}

int runMerge(const QStringList& arguments) {
    CommandLine line(QStringLiteral("cluster merge"),
                     QStringLiteral("What a job's merge job runs: merges shards/shard-1..N into "
                                    "merged.sqlite (replacing it) and writes every merged run's "
                                    "metrics (reports/run-ID.json) and games "
                                    "(reports/run-ID.csv). A missing shard is refused."));
    line.addOption(QCommandLineOption(QStringLiteral("dir"), QStringLiteral("The job folder."),
                                      QStringLiteral("folder")));
    if (!line.parse(arguments))
        return kExitOk;
    const QString dir = absoluteDir(line);
    const cluster::ClusterJob job = cluster::readJobState(dir);
    QStringList shards;
    for (int k = 1; k <= job.shards; ++k) {
        const QString path = cluster::shardStorePath(dir, k);
        if (!QFileInfo::exists(path))
            throw CommandError("cluster merge: shard " + std::to_string(k) + "/" +
                               std::to_string(job.shards) + " is missing (" + toStd(path) +
                               "); 'cluster status --dir " + toStd(dir) +
                               "' names its log, 'cluster resubmit' runs it again");
        shards << path;
    }
    const QDir folder(dir);
    const QString out = folder.filePath(fromStd(cluster::kMergedStoreName));
    removeStore(out); // a merge starts afresh: runs of an earlier merge would be doubled
    std::vector<std::string> words;
    for (const QString& argument : QCoreApplication::arguments())
        words.push_back(toStd(argument));
    db::Database database(out, db::Database::OpenMode::CreateIfMissing);
    const std::vector<db::MergedRun> merged =
        db::mergeShards(database, shards, QString::fromStdString(db::shellCommand(words)),
                        QString::fromStdString(programVersion()));
    nlohmann::json runs = nlohmann::json::array();
    db::RunStore store(database);
    for (const db::MergedRun& run : merged) {
        const ReportContext ctx = db::loadReportContext(database, run.runId);
        const QString base = folder.filePath(fromStd(cluster::kReportFolder) +
                                             QStringLiteral("/run-%1").arg(run.runId));
        writeTextFile(base + QStringLiteral(".json"), jsonReport(ctx));
        const std::optional<db::RunRow> row = store.run(run.runId);
        const Ruleset& ruleset = db::storedRuleset(database, row->ruleset, row->scriptHash);
        writeTextFile(base + QStringLiteral(".csv"),
                      csvGames(store.results(run.runId), ruleset, ctx.players, ctx.agents));
        nlohmann::json entry{{"run_id", run.runId},
                             {"kind", toStd(db::toString(run.kind))},
                             {"games", run.games},
                             {"shards", run.shards},
                             {"status", toStd(db::toString(run.status))},
                             {"metrics", toStd(base + QStringLiteral(".json"))},
                             {"csv", toStd(base + QStringLiteral(".csv"))}};
        if (run.parentRunId)
            entry["parent_run_id"] = *run.parentRunId;
        if (!run.sweepPoint.is_null())
            entry["sweep_point"] = run.sweepPoint;
        runs.push_back(std::move(entry));
    }
    const nlohmann::json output{{"out", toStd(out)}, {"runs", std::move(runs)}};
    writeJsonFile(folder.filePath(fromStd(cluster::kMergedSummaryName)), output);
    printJsonLine(output);
    return kExitOk;
}

} // namespace

int runClusterCommand(const QStringList& arguments) {
    const QString action = arguments.size() > 1 ? arguments.at(1) : QString();
    if (action == QStringLiteral("slurm"))
        return runWrite(arguments.mid(1), true);
    if (action == QStringLiteral("k8s"))
        return runWrite(arguments.mid(1), false);
    if (action == QStringLiteral("status"))
        return runStatus(arguments.mid(1));
    if (action == QStringLiteral("resubmit"))
        return runResubmit(arguments.mid(1));
    if (action == QStringLiteral("merge"))
        return runMerge(arguments.mid(1));
    if (action == QStringLiteral("--help") || action == QStringLiteral("-h")) {
        const char help[] =
            "Usage: playbench-cli cluster <slurm|k8s|status|resubmit|merge> [options]\n"
            "A sharded simulate run as a cluster job, in a job folder (docs/reports.md).\n\n"
            "  slurm --dir D (--design F | --game ID ...) --games G --shards N [--dry-run]\n"
            "  k8s --dir D (--design F | --game ID ...) --games G --shards N --dry-run\n"
            "  status --dir D [--follow]\n"
            "  resubmit --dir D\n"
            "  merge --dir D        (what the merge job runs)\n\n"
            "Run 'playbench-cli cluster slurm --help' for an action's options.\n";
        std::fwrite(help, 1, sizeof help - 1, stdout);
        std::fflush(stdout);
        return kExitOk;
    }
    if (action.isEmpty())
        throw UsageError("cluster: missing action: slurm, k8s, status, resubmit or merge");
    throw UsageError("cluster: unknown action '" + toStd(action) +
                     "' (slurm, k8s, status, resubmit or merge)");
}

} // namespace pb::cli
