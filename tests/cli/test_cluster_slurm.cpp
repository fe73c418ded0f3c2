// `playbench-cli cluster slurm` on a real one-node Slurm cluster: the merged
// run of a sharded job equals the one-machine run byte for byte, and a shard
// killed while running is named, resubmitted alone and merged again.
// Needs root and slurm-wlm + munge; elsewhere it reports SKIP (ctest label
// "cluster").
#include "cli_run.h"
#include "one_node_cluster.h"
#include "test_registry.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QThread>
#include <memory>
#include <sys/stat.h>

namespace {

// A few thousand random games: each shard a second or so here, so the
// scheduler's own latency dominates and the test stays well under a minute.
const QStringList kRun{
    "--game", "stability",           "--games", "4000", "--seed", "31", "--agents",
    "random", "--complexity-sample", "200"};

// A command that waits on the scheduler may take minutes on a loaded machine.
CliRun runLong(const QStringList& arguments) {
    return runCli(arguments, {}, 10 * 60 * 1000);
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class ClusterSlurmTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void mergedJobEqualsOneMachine();
    void killedShardIsResubmittedAlone();
    void cleanupTestCase();

private:
    // Follows the job folder until nothing is queued or running.
    QJsonObject follow(const QString& dir);
    // The merged run's metrics and CSV against the one-machine run's.
    void compareWithOneMachine(const QString& dir);

    std::unique_ptr<QTemporaryDir> temp_;
    std::unique_ptr<OneNodeCluster> cluster_;
    QElapsedTimer clock_;
};

void ClusterSlurmTest::initTestCase() {
    const QString why = OneNodeCluster::whyNot();
    if (!why.isEmpty())
        QSKIP(qPrintable(why));
    clock_.start();
    temp_ = std::make_unique<QTemporaryDir>();
    QVERIFY(temp_->isValid());
    // The jobs run as root from this folder: every node-local file stays inside.
    chmod(QFile::encodeName(temp_->path()).constData(), 0755);
    cluster_ = std::make_unique<OneNodeCluster>(temp_->filePath(QStringLiteral("slurm")));
    const QString error = cluster_->start();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    qInfo("the one-node cluster started in %.1f s", cluster_->startSeconds());
    const QString nodeTmp = temp_->filePath(QStringLiteral("node-tmp"));
    QDir().mkpath(nodeTmp);
    qputenv("TMPDIR", nodeTmp.toLocal8Bit()); // the shards' local stores (sbatch passes it on)

    // The one-machine run every merge is compared with.
    const CliRun one = runLong(QStringList{"simulate"} + kRun +
                               QStringList{"--db", temp_->filePath(QStringLiteral("one.sqlite"))});
    VERIFY_SUCCESS(one);
}

QJsonObject ClusterSlurmTest::follow(const QString& dir) {
    // A scheduler has no event to wait on; the deadline is minutes, not seconds.
    const CliRun status = runLong(
        {"cluster", "status", "--dir", dir, "--follow", "--interval", "1", "--timeout", "240"});
    if (status.exitCode != 0)
        qWarning("%s", status.err.constData());
    return parseJson(status.out).object();
}

void ClusterSlurmTest::compareWithOneMachine(const QString& dir) {
    const QString one = temp_->filePath(QStringLiteral("one.sqlite"));
    const CliRun json = runCli({"report", "--db", one, "--run", "1", "--format", "json"});
    const CliRun csv = runCli({"report", "--db", one, "--run", "1", "--format", "csv"});
    VERIFY_SUCCESS(json);
    VERIFY_SUCCESS(csv);
    const QJsonObject merged = parseJson(readAll(dir + QStringLiteral("/merged.json"))).object();
    const QJsonArray runs = merged[QStringLiteral("runs")].toArray();
    QCOMPARE(runs.size(), 1);
    QCOMPARE(runs[0][QStringLiteral("games")].toInt(), 4000);
    QCOMPARE(runs[0][QStringLiteral("shards")].toInt(), 4);
    QCOMPARE(runs[0][QStringLiteral("status")].toString(), QStringLiteral("finished"));
    const QByteArray mergedCsv = readAll(runs[0][QStringLiteral("csv")].toString());
    QCOMPARE(mergedCsv.count("\r\n"), 4001);
    QVERIFY(mergedCsv == csv.out); // byte for byte (QCOMPARE would print 300 kB)
    const QJsonObject mergedReport =
        parseJson(readAll(runs[0][QStringLiteral("metrics")].toString())).object();
    QCOMPARE(compact(mergedReport[QStringLiteral("metrics")]),
             compact(parseJson(json.out).object()[QStringLiteral("metrics")]));
}

void ClusterSlurmTest::mergedJobEqualsOneMachine() {
    const QString dir = temp_->filePath(QStringLiteral("job"));
    const CliRun submit =
        runCli(QStringList{"cluster", "slurm", "--dir", dir, "--shards", "4"} + kRun);
    VERIFY_SUCCESS(submit);
    const QJsonObject ids = parseJson(submit.out).object();
    QVERIFY(!ids[QStringLiteral("array_job_id")].toString().isEmpty());
    QVERIFY(!ids[QStringLiteral("merge_job_id")].toString().isEmpty());
    QCOMPARE(ids[QStringLiteral("submitted")].toBool(), true);

    const QJsonObject status = follow(dir);
    QVERIFY2(status[QStringLiteral("complete")].toBool(), compact(status).constData());
    QCOMPARE(status[QStringLiteral("done")].toArray().size(), 4);
    compareWithOneMachine(dir);
    for (int k = 1; k <= 4; ++k)
        QVERIFY(QFile::exists(dir + QStringLiteral("/logs/shard-%1.log").arg(k)));
    qInfo("submitted, run and merged in %.1f s so far", double(clock_.elapsed()) / 1000.0);
}

void ClusterSlurmTest::killedShardIsResubmittedAlone() {
    // The jobs run this stand-in for the CLI (the scripts honour PLAYBENCH_CLI):
    // shard 2's first run stops at a gate, a FIFO nobody writes, so it is
    // certainly running when it is cancelled.
    const QString gate = temp_->filePath(QStringLiteral("gate"));
    const QString started = temp_->filePath(QStringLiteral("shard-2-started"));
    QCOMPARE(mkfifo(QFile::encodeName(gate).constData(), 0600), 0);
    const QString wrapper = temp_->filePath(QStringLiteral("gated-cli.sh"));
    // The gate opens read-write (no writer to wait for) and gives up after ten
    // minutes, so a test that dies leaves no job blocked for good.
    QVERIFY(writeFile(wrapper, QStringLiteral("#!/bin/bash\n"
                                              "case \" $* \" in *\" --shard 2/4 \"*)\n"
                                              "  if [ ! -e '%1.once' ]; then\n"
                                              "    : > '%1.once'; : > '%1'\n"
                                              "    exec 3<>'%2'; read -t 600 -u 3 x || true\n"
                                              "  fi;;\n"
                                              "esac\n"
                                              "exec '%3' \"$@\"\n")
                                   .arg(started, gate, QStringLiteral(PLAYBENCH_CLI_PATH))
                                   .toUtf8()));
    QFile::setPermissions(wrapper, QFile::permissions(wrapper) | QFileDevice::ExeOwner);
    qputenv("PLAYBENCH_CLI", wrapper.toLocal8Bit());
    const QString dir = temp_->filePath(QStringLiteral("job-killed"));
    const CliRun submit =
        runCli(QStringList{"cluster", "slurm", "--dir", dir, "--shards", "4"} + kRun);
    qunsetenv("PLAYBENCH_CLI");
    VERIFY_SUCCESS(submit);
    const QString array = parseJson(submit.out).object()[QStringLiteral("array_job_id")].toString();

    QVERIFY2(waitForFile(started, 5 * 60 * 1000), "shard 2 never started");
    QProcess scancel;
    scancel.start(QStringLiteral("scancel"), {array + QStringLiteral("_2")});
    QVERIFY(scancel.waitForFinished(60000));
    QCOMPARE(scancel.exitCode(), 0);

    QJsonObject status = follow(dir);
    QCOMPARE(status[QStringLiteral("complete")].toBool(), false);
    QCOMPARE(status[QStringLiteral("merge")].toString(), QStringLiteral("blocked"));
    QCOMPARE(status[QStringLiteral("done")].toArray(), (QJsonArray{1, 3, 4}));
    const QJsonArray failed = status[QStringLiteral("failed")].toArray();
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed[0][QStringLiteral("shard")].toInt(), 2);
    QCOMPARE(failed[0][QStringLiteral("log")].toString(),
             dir + QStringLiteral("/logs/shard-2.log"));
    // The merge refuses the folder while shard 2 is missing.
    const CliRun early = runCli({"cluster", "merge", "--dir", dir});
    VERIFY_FAILURE(early, 1, "shard 2/4 is missing");

    const CliRun again = runCli({"cluster", "resubmit", "--dir", dir});
    VERIFY_SUCCESS(again);
    QCOMPARE(parseJson(again.out).object()[QStringLiteral("shards_submitted")].toArray(),
             (QJsonArray{2}));
    status = follow(dir);
    QVERIFY2(status[QStringLiteral("complete")].toBool(), compact(status).constData());
    compareWithOneMachine(dir);
    qInfo("killed, resubmitted and merged in %.1f s so far", double(clock_.elapsed()) / 1000.0);
}

void ClusterSlurmTest::cleanupTestCase() {
    if (cluster_)
        cluster_->stop();
    cluster_.reset();
    temp_.reset();
    if (clock_.isValid())
        qInfo("the whole test took %.1f s", double(clock_.elapsed()) / 1000.0);
}

PLAYBENCH_TEST_GUILESS_MAIN(ClusterSlurmTest)
#include "test_cluster_slurm.moc"
