// The Reports page's cluster job: "Export as cluster job…" writes the folder
// `playbench-cli cluster` writes, from a stored design; "Import merged run…"
// copies a merged store's runs into the open store's history.

#include "cluster_job_export.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/run_store.h"
#include "demo_database_copy.h"
#include "design/design_file.h"
#include "sim/simulator.h"
#include "test_registry.h"
#include "workbench.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using pb::gui::ClusterJobExport;
using pb::gui::Workbench;

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestClusterJobExport : public QObject {
    Q_OBJECT

private slots:
    void exportsTheDesignAsAJobFolder();
    void refusesWhatCannotBeAJob();
    void importsAMergedStoresRuns();

private:
    QTemporaryDir dir_;
};

void TestClusterJobExport::exportsTheDesignAsAJobFolder() {
    const QString store = dir_.filePath(QStringLiteral("export.sqlite"));
    QVERIFY(pb::gui::test::copyDemoDatabase(store));
    Workbench workbench;
    QVERIFY(workbench.openDatabase(store, false));
    const std::optional<pb::db::DesignRow> design =
        pb::db::DesignStore(*workbench.database()).get(1);
    QVERIFY(design.has_value());

    ClusterJobExport jobs;
    jobs.setWorkbench(&workbench);
    const QString folder = dir_.filePath(QStringLiteral("job"));
    QVERIFY2(jobs.exportJob(1, folder, 1000, 4, 2, QStringLiteral("7"), QStringLiteral("random")),
             qPrintable(jobs.errorMessage()));
    const pb::design::DesignFile file = pb::design::parseDesignFile(
        readAll(folder + QStringLiteral("/design.playbench.json")).toStdString());
    QCOMPARE(QString::fromStdString(file.name), design->name);
    QCOMPARE(QString::fromStdString(file.ruleset), design->ruleset);
    QVERIFY(file.params == design->params);
    QVERIFY(file.setup == design->setup);
    const QJsonObject job =
        QJsonDocument::fromJson(readAll(folder + QStringLiteral("/job.json"))).object();
    QCOMPARE(job[QStringLiteral("shards")].toInt(), 4);
    QCOMPARE(job[QStringLiteral("threads")].toInt(), 2);
    QCOMPARE(job[QStringLiteral("cli")].toString(), QStringLiteral("playbench-cli"));
    QCOMPARE(job[QStringLiteral("simulate")].toArray(),
             (QJsonArray{"--games", "1000", "--seed", "7", "--agents", "random"}));
    const QByteArray shard = readAll(folder + QStringLiteral("/shard.sbatch"));
    QVERIFY(shard.contains("#SBATCH --array=1-4\n"));
    QVERIFY(shard.contains("--shard \"$k/4\""));
    QVERIFY(QFile::exists(folder + QStringLiteral("/merge.sbatch")));
    QVERIFY(QFile::exists(folder + QStringLiteral("/job.yaml")));

    // A folder that holds a job is not written over.
    QVERIFY(!jobs.exportJob(1, folder, 1000, 4, 2, QStringLiteral("7"), QStringLiteral("random")));
    QVERIFY(jobs.errorMessage().contains(QStringLiteral("already holds a cluster job")));
}

void TestClusterJobExport::refusesWhatCannotBeAJob() {
    ClusterJobExport jobs;
    QVERIFY(!jobs.exportJob(1, dir_.filePath(QStringLiteral("none")), 10, 2, 1, QStringLiteral("1"),
                            QString()));
    QCOMPARE(jobs.errorMessage(), QStringLiteral("Open a database first."));
    const QString store = dir_.filePath(QStringLiteral("refuse.sqlite"));
    QVERIFY(pb::gui::test::copyDemoDatabase(store));
    Workbench workbench;
    QVERIFY(workbench.openDatabase(store, false));
    jobs.setWorkbench(&workbench);
    const QString folder = dir_.filePath(QStringLiteral("refused"));
    QVERIFY(!jobs.exportJob(1, folder, 10, 2, 1, QStringLiteral("seven"), QString()));
    QCOMPARE(jobs.errorMessage(), QStringLiteral("The seed must be a whole number."));
    QVERIFY(!jobs.exportJob(1, folder, 3, 4, 1, QStringLiteral("1"), QString()));
    QCOMPARE(jobs.errorMessage(), QStringLiteral("Give at least one game per shard."));
    QVERIFY(!jobs.exportJob(999, folder, 10, 2, 1, QStringLiteral("1"), QString()));
    QCOMPARE(jobs.errorMessage(), QStringLiteral("The design is no longer in the database."));
    QVERIFY(!QFile::exists(folder));
}

void TestClusterJobExport::importsAMergedStoresRuns() {
    // The demo store's runs are whole batches, as a merged store's are.
    const QString merged = dir_.filePath(QStringLiteral("merged.sqlite"));
    QVERIFY(pb::gui::test::copyDemoDatabase(merged));
    std::vector<pb::db::RunRow> expected;
    {
        pb::db::Database source(merged, pb::db::Database::OpenMode::ReadOnly);
        expected = pb::db::RunStore(source).listRuns();
    }
    QVERIFY(!expected.empty());
    Workbench workbench;
    QVERIFY(workbench.openDatabase(dir_.filePath(QStringLiteral("history.sqlite")), true));
    ClusterJobExport jobs;
    jobs.setWorkbench(&workbench);
    const int runId = jobs.importMergedRuns(merged);
    QVERIFY2(runId > 0, qPrintable(jobs.errorMessage()));
    pb::db::RunStore store(*workbench.database());
    const std::vector<pb::db::RunRow> imported = store.listRuns();
    QCOMPARE(imported.size(), expected.size());
    const std::optional<pb::db::RunRow> first = store.run(runId);
    QVERIFY(first.has_value());
    QCOMPARE(first->games, first->totalGames);
    QCOMPARE(static_cast<qint64>(store.results(runId).games.size()), first->games);

    QCOMPARE(jobs.importMergedRuns(dir_.filePath(QStringLiteral("missing.sqlite"))), 0);
    QVERIFY(!jobs.errorMessage().isEmpty());
}

PLAYBENCH_TEST_GUILESS_MAIN(TestClusterJobExport)
#include "test_cluster_job_export.moc"
