// The job folder `playbench-cli cluster` writes, without a scheduler: the
// Slurm scripts run by hand (as a job array would run them) merge to the
// one-machine run, for a built-in and a scripted ruleset; the Kubernetes
// manifest is checked against the batch/v1 Job schema (no cluster here).
#include "cli_run.h"
#include "test_registry.h"

#include <QDir>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs a job script as Slurm would, task `k` of the array, from the folder.
CliRun runScript(const QString& dir, const QString& script, int k) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("SLURM_SUBMIT_DIR"), dir);
    env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QString::number(k));
    env.insert(QStringLiteral("TMPDIR"), dir + QStringLiteral("/node-tmp"));
    process.setProcessEnvironment(env);
    process.setWorkingDirectory(dir);
    process.start(QStringLiteral("/bin/bash"), {dir + QLatin1Char('/') + script});
    return finishRun(process, 120000);
}

// A DNS-1123 label: what Kubernetes accepts as a Job's or container's name.
bool isDnsLabel(const QString& name) {
    static const QRegularExpression label(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
    return name.size() <= 63 && label.match(name).hasMatch();
}

// The keys the batch/v1 Job schema allows on each object we write (a subset
// of the OpenAPI schema: the fields our manifest may use). An unknown key is
// what `kubectl apply --validate=strict` refuses.
QString unknownKey(const QJsonObject& object, const QSet<QString>& allowed, const QString& path) {
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!allowed.contains(it.key()))
            return path + QLatin1Char('.') + it.key();
    return {};
}

// Returns the first schema violation of one Job object, empty if none.
QString jobSchemaError(const QJsonObject& job) {
    if (job[QStringLiteral("apiVersion")] != QStringLiteral("batch/v1") ||
        job[QStringLiteral("kind")] != QStringLiteral("Job"))
        return QStringLiteral("not a batch/v1 Job");
    if (QString e = unknownKey(job, {"apiVersion", "kind", "metadata", "spec"}, "$"); !e.isEmpty())
        return e;
    if (!isDnsLabel(job[QStringLiteral("metadata")][QStringLiteral("name")].toString()))
        return QStringLiteral("$.metadata.name is not a DNS label");
    const QJsonObject spec = job[QStringLiteral("spec")].toObject();
    if (QString e = unknownKey(spec,
                               {"completionMode", "completions", "parallelism", "backoffLimit",
                                "activeDeadlineSeconds", "ttlSecondsAfterFinished", "template"},
                               "$.spec");
        !e.isEmpty())
        return e;
    for (const char* key : {"completions", "parallelism", "backoffLimit"})
        if (spec.contains(QLatin1String(key)) &&
            (!spec[QLatin1String(key)].isDouble() || spec[QLatin1String(key)].toInt(-1) < 0))
            return QStringLiteral("$.spec.%1 is not a non-negative integer").arg(key);
    const QString mode =
        spec[QStringLiteral("completionMode")].toString(QStringLiteral("NonIndexed"));
    if (mode != QStringLiteral("Indexed") && mode != QStringLiteral("NonIndexed"))
        return QStringLiteral("$.spec.completionMode is not Indexed or NonIndexed");
    if (mode == QStringLiteral("Indexed") && spec[QStringLiteral("completions")].toInt() < 1)
        return QStringLiteral("an Indexed Job needs completions");
    const QJsonObject pod = spec[QStringLiteral("template")][QStringLiteral("spec")].toObject();
    if (QString e = unknownKey(spec[QStringLiteral("template")].toObject(), {"metadata", "spec"},
                               "$.spec.template");
        !e.isEmpty())
        return e;
    if (QString e =
            unknownKey(pod, {"restartPolicy", "containers", "volumes"}, "$.spec.template.spec");
        !e.isEmpty())
        return e;
    const QString restart = pod[QStringLiteral("restartPolicy")].toString();
    if (restart != QStringLiteral("Never") && restart != QStringLiteral("OnFailure"))
        return QStringLiteral("a Job's restartPolicy must be Never or OnFailure");
    QSet<QString> volumes;
    for (const QJsonValue& volume : pod[QStringLiteral("volumes")].toArray()) {
        if (QString e = unknownKey(volume.toObject(), {"name", "persistentVolumeClaim"},
                                   "$.spec.template.spec.volumes[]");
            !e.isEmpty())
            return e;
        if (volume[QStringLiteral("persistentVolumeClaim")][QStringLiteral("claimName")]
                .toString()
                .isEmpty())
            return QStringLiteral("a volume without a claimName");
        volumes.insert(volume[QStringLiteral("name")].toString());
    }
    const QJsonArray containers = pod[QStringLiteral("containers")].toArray();
    if (containers.isEmpty())
        return QStringLiteral("no containers");
    for (const QJsonValue& value : containers) {
        const QJsonObject container = value.toObject();
        if (QString e = unknownKey(
                container, {"name", "image", "command", "args", "resources", "volumeMounts", "env"},
                "$..containers[]");
            !e.isEmpty())
            return e;
        if (!isDnsLabel(container[QStringLiteral("name")].toString()) ||
            container[QStringLiteral("image")].toString().isEmpty())
            return QStringLiteral("a container needs a DNS-label name and an image");
        for (const char* list : {"command", "args"})
            for (const QJsonValue& word : container[QLatin1String(list)].toArray())
                if (!word.isString())
                    return QStringLiteral("%1 holds a non-string").arg(list);
        const QJsonObject requests =
            container[QStringLiteral("resources")][QStringLiteral("requests")].toObject();
        for (auto it = requests.begin(); it != requests.end(); ++it)
            if (!it.value().isString()) // quantities are strings ("4", "1Gi")
                return QStringLiteral("resources.requests.%1 is not a quantity").arg(it.key());
        for (const QJsonValue& mount : container[QStringLiteral("volumeMounts")].toArray()) {
            if (!volumes.contains(mount[QStringLiteral("name")].toString()))
                return QStringLiteral("a volumeMount names no volume");
            if (!mount[QStringLiteral("mountPath")].toString().startsWith(QLatin1Char('/')))
                return QStringLiteral("a mountPath is not absolute");
        }
    }
    return {};
}

} // namespace

class ClusterJobsTest : public QObject {
    Q_OBJECT

private slots:
    void scriptsRunByHandMergeToOneRun_data();
    void scriptsRunByHandMergeToOneRun();
    void slurmScriptsCarryTheOptions();
    void kubernetesManifestFitsTheJobSchema();
    void refusals();

private:
    QTemporaryDir temp_;
};

void ClusterJobsTest::scriptsRunByHandMergeToOneRun_data() {
    QTest::addColumn<QStringList>("source");
    QTest::newRow("built-in ruleset") << QStringList{"--game", "stability", "--param", "size=6"};
    // The design file carries the script: the shards need no Lua file of their own.
    QTest::newRow("scripted ruleset")
        << QStringList{"--script", QStringLiteral(PLAYBENCH_SCRIPT_EXAMPLES "/pig.lua")};
}

void ClusterJobsTest::scriptsRunByHandMergeToOneRun() {
    QFETCH(QStringList, source);
    const QString dir = temp_.filePath(QString::fromLatin1(QTest::currentDataTag()));
    const QStringList run = source + QStringList{"--games", "90",     "--seed",        "4",
                                                 "--skill", "greedy", "--skill-games", "10"};
    const CliRun write =
        runCli(QStringList{"cluster", "slurm", "--dry-run", "--dir", dir, "--shards", "3"} + run);
    VERIFY_SUCCESS(write);
    QCOMPARE(parseJson(write.out).object()[QStringLiteral("submitted")].toBool(), false);
    QVERIFY(QDir().mkpath(dir + QStringLiteral("/node-tmp")));
    for (int k = 1; k <= 3; ++k) {
        const CliRun shard = runScript(dir, QStringLiteral("shard.sbatch"), k);
        QVERIFY2(shard.exitCode == 0, shard.err.constData());
        QCOMPARE(readAll(dir + QStringLiteral("/shards/shard-%1.exit").arg(k)).trimmed(),
                 QByteArray("0"));
    }
    const CliRun merge = runScript(dir, QStringLiteral("merge.sbatch"), 0);
    QVERIFY2(merge.exitCode == 0, merge.err.constData());
    // Nothing is left on the "node" once a shard is copied.
    QCOMPARE(
        QDir(dir + QStringLiteral("/node-tmp")).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
        QStringList());

    // The one-machine run of the same design file.
    const QString one = temp_.filePath(QString::fromLatin1(QTest::currentDataTag()) +
                                       QStringLiteral("-one.sqlite"));
    const CliRun single =
        runCli(QStringList{"simulate", "--design", dir + "/design.playbench.json", "--games", "90",
                           "--seed", "4", "--skill", "greedy", "--skill-games", "10", "--db", one});
    VERIFY_SUCCESS(single);
    const QJsonArray runs = parseJson(readAll(dir + QStringLiteral("/merged.json")))
                                .object()[QStringLiteral("runs")]
                                .toArray();
    QCOMPARE(runs.size(), 2); // the batch and its skill games
    QCOMPARE(runs[0][QStringLiteral("shards")].toInt(), 3);
    const CliRun csv = runCli({"report", "--db", one, "--run", "1", "--format", "csv"});
    const CliRun json = runCli({"report", "--db", one, "--run", "1", "--format", "json"});
    VERIFY_SUCCESS(csv);
    QCOMPARE(readAll(runs[0][QStringLiteral("csv")].toString()), csv.out);
    QCOMPARE(compact(parseJson(readAll(runs[0][QStringLiteral("metrics")].toString()))
                         .object()[QStringLiteral("metrics")]),
             compact(parseJson(json.out).object()[QStringLiteral("metrics")]));

    // Merging again replaces the merged store instead of doubling its runs.
    const CliRun again = runCli({"cluster", "merge", "--dir", dir});
    VERIFY_SUCCESS(again);
    QCOMPARE(parseJson(again.out).object()[QStringLiteral("runs")].toArray().size(), 2);
}

void ClusterJobsTest::slurmScriptsCarryTheOptions() {
    const QString dir = temp_.filePath(QStringLiteral("options"));
    const CliRun write = runCli({"cluster",
                                 "slurm",
                                 "--dry-run",
                                 "--dir",
                                 dir,
                                 "--game",
                                 "stability",
                                 "--games",
                                 "1000",
                                 "--shards",
                                 "8",
                                 "--threads",
                                 "4",
                                 "--partition",
                                 "short",
                                 "--time",
                                 "01:30:00",
                                 "--sweep",
                                 "size=6:8:2",
                                 "--agents",
                                 "mcts:iterations=50",
                                 "--name",
                                 "My Sweep!",
                                 "--cli",
                                 "/opt/playbench/bin/playbench-cli",
                                 "--log-moves"});
    VERIFY_SUCCESS(write);
    QCOMPARE(parseJson(write.out).object()[QStringLiteral("name")].toString(),
             QStringLiteral("my-sweep"));
    const QByteArray shard = readAll(dir + QStringLiteral("/shard.sbatch"));
    for (const char* expected :
         {"#SBATCH --array=1-8\n", "#SBATCH --cpus-per-task=4\n", "#SBATCH --partition=short\n",
          "#SBATCH --time=01:30:00\n", "#SBATCH --output=logs/shard-%a.log\n",
          "#SBATCH --job-name=my-sweep-shards\n", "/opt/playbench/bin/playbench-cli",
          "--sweep size=6:8:2", "--agents mcts:iterations=50", "--log-moves", "--threads 4",
          "--shard \"$k/8\"", "--design \"$dir/design.playbench.json\""})
        QVERIFY2(shard.contains(expected), expected);
    const QByteArray merge = readAll(dir + QStringLiteral("/merge.sbatch"));
    QVERIFY(merge.contains("\"$cli\" cluster merge --dir \"$dir\""));
    QVERIFY(merge.contains("#SBATCH --output=logs/merge.log\n"));
    for (const char* script : {"/shard.sbatch", "/merge.sbatch"}) {
        QProcess bash; // the scripts parse
        bash.start(QStringLiteral("/bin/bash"),
                   {QStringLiteral("-n"), dir + QLatin1String(script)});
        QVERIFY(bash.waitForFinished(60000));
        QCOMPARE(bash.exitCode(), 0);
    }
    const QJsonObject job = parseJson(readAll(dir + QStringLiteral("/job.json"))).object();
    QCOMPARE(job[QStringLiteral("shards")].toInt(), 8);
    QCOMPARE(job[QStringLiteral("slurm")].toArray().size(), 0);
    // Not submitted: status says so, and resubmit would submit every shard.
    const CliRun status = runCli({"cluster", "status", "--dir", dir});
    QCOMPARE(status.exitCode, 0);
    const QJsonObject state = parseJson(status.out).object();
    QCOMPARE(state[QStringLiteral("missing")].toArray().size(), 8);
    QCOMPARE(state[QStringLiteral("merge")].toString(), QStringLiteral("not submitted"));
    QVERIFY(status.err.contains("0/8 shards done"));
}

void ClusterJobsTest::kubernetesManifestFitsTheJobSchema() {
    const QString dir = temp_.filePath(QStringLiteral("k8s"));
    const CliRun write = runCli({"cluster", "k8s", "--dry-run", "--dir", dir, "--game", "stability",
                                 "--games", "500", "--shards", "5", "--threads", "2", "--image",
                                 "registry.example/playbench:0.1.0", "--cli", "playbench-cli"});
    VERIFY_SUCCESS(write);
    QByteArray text = readAll(dir + QStringLiteral("/job.yaml"));
    QVERIFY(text.startsWith("# "));
    QList<QByteArray> documents;
    QByteArray current;
    for (const QByteArray& line : text.split('\n')) {
        if (line.startsWith('#'))
            continue;
        if (line == "---") {
            documents << current;
            current.clear();
        } else {
            current += line + '\n';
        }
    }
    documents << current;
    QCOMPARE(documents.size(), 2);
    QJsonObject jobs[2];
    for (int i = 0; i < 2; ++i) {
        jobs[i] = parseJson(documents[i]).object(); // JSON is YAML: kubectl reads it
        const QString error = jobSchemaError(jobs[i]);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    const QJsonObject spec = jobs[0][QStringLiteral("spec")].toObject();
    QCOMPARE(spec[QStringLiteral("completionMode")].toString(), QStringLiteral("Indexed"));
    QCOMPARE(spec[QStringLiteral("completions")].toInt(), 5);
    const QJsonObject container =
        spec[QStringLiteral("template")][QStringLiteral("spec")][QStringLiteral("containers")][0]
            .toObject();
    QCOMPARE(container[QStringLiteral("image")].toString(),
             QStringLiteral("registry.example/playbench:0.1.0"));
    const QString args = container[QStringLiteral("args")][0].toString();
    QVERIFY2(args.contains(QStringLiteral("k=$((JOB_COMPLETION_INDEX + 1))")), qPrintable(args));
    QVERIFY2(args.contains(QStringLiteral("--shard \"$k/5\"")), qPrintable(args));
    QVERIFY2(args.contains(QStringLiteral("--design /job/design.playbench.json")),
             qPrintable(args));
    QCOMPARE(
        container[QStringLiteral("resources")][QStringLiteral("requests")][QStringLiteral("cpu")]
            .toString(),
        QStringLiteral("2"));
    // The schema check itself refuses what a cluster would.
    QJsonObject broken = jobs[0];
    QJsonObject brokenSpec = spec;
    brokenSpec[QStringLiteral("completionMode")] = QStringLiteral("indexed");
    broken[QStringLiteral("spec")] = brokenSpec;
    QVERIFY(!jobSchemaError(broken).isEmpty());
}

void ClusterJobsTest::refusals() {
    const QString dir = temp_.filePath(QStringLiteral("refused"));
    const QStringList write{"cluster", "slurm", "--dry-run", "--dir", dir, "--game", "stability"};
    const CliRun k8s = runCli({"cluster", "k8s", "--dir", dir, "--game", "stability"});
    VERIFY_FAILURE(k8s, 2, "give --dry-run");
    const CliRun tooMany = runCli(write + QStringList{"--games", "3", "--shards", "4"});
    VERIFY_FAILURE(tooMany, 2, "--shards 4 is more than --games 3");
    const CliRun agent = runCli(write + QStringList{"--agents", "nobody"});
    VERIFY_FAILURE(agent, 1, "nobody");
    QVERIFY(!QFileInfo::exists(dir)); // nothing written for a refused command
    const CliRun first = runCli(write);
    VERIFY_SUCCESS(first);
    const CliRun second = runCli(write);
    VERIFY_FAILURE(second, 1, "holds a job already");
    const CliRun merge = runCli({"cluster", "merge", "--dir", dir});
    VERIFY_FAILURE(merge, 1, "shard 1/4 is missing");
    const CliRun status = runCli({"cluster", "status", "--dir", temp_.path()});
    VERIFY_FAILURE(status, 1, "is not a cluster job folder");
    const CliRun unknown = runCli({"cluster", "launch"});
    VERIFY_FAILURE(unknown, 2, "unknown action 'launch'");
}

PLAYBENCH_TEST_GUILESS_MAIN(ClusterJobsTest)
#include "test_cluster_jobs.moc"
