// RunListModel on a real store: batch runs newest first with their roles,
// skill runs left out, reloads, deletion, and the closed state, with
// QAbstractItemModelTester watching every change.

#include "db/database.h"
#include "db/demo_database.h"
#include "db/run_store.h"
#include "run_list_model.h"
#include "test_registry.h"
#include "workbench.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <memory>

using pb::gui::RunListModel;
using pb::gui::Workbench;

class TestRunListModel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void isEmptyWithoutRuns();
    void listsBatchRunsNewestFirst();
    void removeRunDeletesItAndItsSkillRun();
    void followsALanguageSwitch();
    void emptiesWhenTheDatabaseCloses();

private:
    qint64 addRun(const QStringList& agents, qint64 games,
                  pb::db::RunKind kind = pb::db::RunKind::Batch,
                  std::optional<qint64> parent = std::nullopt);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<RunListModel> model_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestRunListModel::init() {
    // Numbers are written as in the interface language, English here ("1,000").
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    // A plain store: the demo database may hold a run of its own.
    const QString path = dir_->filePath(QStringLiteral("runs.sqlite"));
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(path, true));
    model_ = std::make_unique<RunListModel>();
    tester_ = std::make_unique<QAbstractItemModelTester>(
        model_.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    model_->setWorkbench(workbench_.get());
}

void TestRunListModel::cleanup() {
    tester_.reset();
    model_.reset();
    workbench_.reset();
    dir_.reset();
}

qint64 TestRunListModel::addRun(const QStringList& agents, qint64 games, pb::db::RunKind kind,
                                std::optional<qint64> parent) {
    pb::db::NewRun run;
    run.ruleset = QStringLiteral("stability");
    run.players = static_cast<int>(agents.size());
    run.agents = agents;
    run.runSeed = 1;
    run.games = games;
    run.kind = kind;
    run.parentRunId = parent;
    pb::db::RunStore store(*workbench_->database());
    const qint64 id = store.createRun(run);
    store.finishRun(id, nlohmann::json::object());
    return id;
}

void TestRunListModel::isEmptyWithoutRuns() {
    QCOMPARE(model_->rowCount(), 0);
    QCOMPARE(model_->runIdAt(0), 0);
    QCOMPARE(model_->rowOf(1), -1);
}

void TestRunListModel::listsBatchRunsNewestFirst() {
    const qint64 older = addRun({"random", "random"}, 10);
    const qint64 newer = addRun({"mcts:iterations=1000", "random"}, 20);
    addRun({"mcts:iterations=1000", "random"}, 5, pb::db::RunKind::Skill, newer);
    QSignalSpy count(model_.get(), &RunListModel::countChanged);
    model_->reload();
    QCOMPARE(count.count(), 1);
    QCOMPARE(model_->rowCount(), 2);
    QCOMPARE(model_->runIdAt(0), newer);
    QCOMPARE(model_->runIdAt(1), older);
    QCOMPARE(model_->rowOf(static_cast<int>(older)), 1);
    const QModelIndex first = model_->index(0);
    // Agents in the designer's words; the specs stay in the store.
    QCOMPARE(first.data(RunListModel::AgentsRole).toString(),
             QStringLiteral("MCTS (1,000 iterations) vs Random"));
    QCOMPARE(first.data(RunListModel::StatusRole).toString(), QStringLiteral("finished"));
    QCOMPARE(first.data(RunListModel::GamesRole).toLongLong(), 0); // no per-game rows written
    QVERIFY(first.data(RunListModel::TitleRole).toString().contains(QString::number(newer)));
    const auto roles = model_->roleNames();
    QCOMPARE(roles.value(RunListModel::RunIdRole), QByteArray("runId"));
    QCOMPARE(roles.value(RunListModel::LogMovesRole), QByteArray("logMoves"));
}

// The rows are worded when shown: a language switch rewords them in place,
// without a reset (which would drop the page's chosen run).
void TestRunListModel::followsALanguageSwitch() {
    const qint64 id = addRun({"random", "random"}, 10);
    model_->reload();
    const QModelIndex row = model_->index(0);
    QCOMPARE(row.data(RunListModel::TitleRole).toString(),
             QStringLiteral("Run %1 · 0 games").arg(id));
    QCOMPARE(row.data(RunListModel::AgentsRole).toString(), QStringLiteral("Random vs Random"));
    QSignalSpy changed(model_.get(), &RunListModel::dataChanged);
    QSignalSpy reset(model_.get(), &RunListModel::modelReset);
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const QString title = row.data(RunListModel::TitleRole).toString();
    const QString agents = row.data(RunListModel::AgentsRole).toString();
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(title, QStringLiteral("Lauf %1 · 0 Partien").arg(id));
    QVERIFY2(agents.contains(QStringLiteral(" gegen ")), qPrintable(agents));
    QVERIFY(changed.count() >= 1);
    QCOMPARE(reset.count(), 0);
}

void TestRunListModel::removeRunDeletesItAndItsSkillRun() {
    const qint64 kept = addRun({"random", "random"}, 10);
    const qint64 removed = addRun({"greedy", "random"}, 10);
    const qint64 skill = addRun({"greedy", "random"}, 10, pb::db::RunKind::Skill, removed);
    model_->reload();
    QCOMPARE(model_->rowCount(), 2);
    QVERIFY(model_->removeRun(static_cast<int>(removed)));
    QCOMPARE(model_->rowCount(), 1);
    QCOMPARE(model_->runIdAt(0), kept);
    pb::db::RunStore store(*workbench_->database());
    QVERIFY(!store.run(removed));
    QVERIFY(!store.run(skill));
}

void TestRunListModel::emptiesWhenTheDatabaseCloses() {
    addRun({"random", "random"}, 10);
    model_->reload();
    QCOMPARE(model_->rowCount(), 1);
    workbench_->closeDatabase();
    QCOMPARE(model_->rowCount(), 0);
}

PLAYBENCH_TEST_MAIN(TestRunListModel)
#include "test_run_list_model.moc"
