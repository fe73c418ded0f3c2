// RunController and RunSummary on a real store: a small run in the background
// completes with progress, is stored with its games exactly as pb::simulate
// plays them, and summarises to the CLI's numbers; a cancelled run leaves a
// consistent store; bad configurations store nothing; a sweep stores a run per
// point and draws a series per seat.

#include "db/database.h"
#include "db/design_store.h"
#include "db/game_store.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "demo_database_copy.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "report/report_writer.h"
#include "report/svg_chart.h"
#include "run_controller.h"
#include "run_report_data.h"
#include "run_summary.h"
#include "sim/simulator.h"
#include "skill_trace_controller.h"
#include "stats/balance_metrics.h"
#include "studies/skill_trace.h"
#include "test_registry.h"
#include "workbench.h"

#include <QCoreApplication>
#include <QMap>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTranslator>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>

// Shows a run in `summary` and waits for its background read.
#define SHOW_RUN(summary, runId)                                                                   \
    do {                                                                                           \
        (summary).setWorkbench(workbench_.get());                                                  \
        (summary).setRunId(runId);                                                                 \
        QVERIFY((summary).loading());                                                              \
        QVERIFY(!(summary).loaded());                                                              \
        QTRY_VERIFY_WITH_TIMEOUT(!(summary).loading(), 60000);                                     \
    } while (false)

using pb::gui::RunController;
using pb::gui::RunSummary;
using pb::gui::SkillTraceController;
using pb::gui::Workbench;

namespace {

// The rulesets with a demo design, each with one run in the demo database
// (the tests' own rulesets have none).
std::size_t demoRulesets() {
    std::size_t count = 0;
    for (const pb::Ruleset* ruleset : pb::allRulesets())
        count += ruleset->demoDesign() ? 1 : 0;
    return count;
}

} // namespace

class TestRunController : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void demoDatabaseHoldsAFinishedRun();
    void theSummarySpeaksTheInterfaceLanguage();
    void smallRunMatchesTheCoreSimulator();
    void loggedRunOpensOutliersInReview();
    void cancelLeavesAConsistentStore();
    void refusesABadConfiguration();
    void sweepStoresOneRunPerPoint();
    void aSummaryShowsOnlyTheLastRunAskedFor();
    void aSummaryGoingAwayStopsAndJoinsItsRead();
    void sweepOverPlayersSeatsTheFirstAgentEverywhere();
    void aSweptRuleKeepsTheDesignsBoardWhenEveryPointCanPlayIt();
    void heatmapsAreStoredAndShown();
    void skillTraceIsStoredShownAndReported();

private:
    // Waits for runFinished; returns its arguments.
    QList<QVariant> waitForRun(QSignalSpy& finished, int timeoutMs = 60000);
    qint64 scalar(const QString& sql, qint64 runId) const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<RunController> controller_;
    int designId_ = 0;
};

void TestRunController::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    const QString path = dir_->filePath(QStringLiteral("runs.sqlite"));
    QVERIFY(pb::gui::test::copyDemoDatabase(path));
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(path));
    for (const pb::db::DesignRow& design : pb::db::DesignStore(*workbench_->database()).list())
        if (design.ruleset == QStringLiteral("stability"))
            designId_ = static_cast<int>(design.id);
    controller_ = std::make_unique<RunController>();
    controller_->setWorkbench(workbench_.get());
}

void TestRunController::cleanup() {
    controller_.reset();
    workbench_.reset();
    dir_.reset();
}

QList<QVariant> TestRunController::waitForRun(QSignalSpy& finished, int timeoutMs) {
    if (finished.isEmpty())
        finished.wait(timeoutMs);
    return finished.isEmpty() ? QList<QVariant>{} : finished.takeFirst();
}

qint64 TestRunController::scalar(const QString& sql, qint64 runId) const {
    QSqlQuery query(workbench_->database()->connection());
    query.prepare(sql);
    if (sql.contains(QStringLiteral(":run")))
        query.bindValue(QStringLiteral(":run"), runId);
    if (!query.exec() || !query.next())
        return -1;
    return query.value(0).toLongLong();
}

// The demo's runs (one per ruleset) give the Reports page charts and
// openable games from the start.
void TestRunController::demoDatabaseHoldsAFinishedRun() {
    const auto runs = pb::db::RunStore(*workbench_->database()).listRuns();
    QCOMPARE(runs.size(), demoRulesets());
    QStringList rulesets;
    for (const auto& run : runs) {
        rulesets.append(run.ruleset);
        QVERIFY(run.status == pb::db::RunStatus::Finished);
        const auto demo = pb::rulesetOrThrow(run.ruleset.toStdString()).demoDesign();
        QVERIFY(demo);
        QCOMPARE(run.storedGames, demo->runGames);
        QVERIFY(run.logMoves);
        RunSummary summary;
        SHOW_RUN(summary, static_cast<int>(run.id));
        QVERIFY(summary.loaded());
        for (const QVariant& outlier : summary.outliers())
            QVERIFY(outlier.toMap().value(QStringLiteral("gameId")).toLongLong() > 0);
    }
    QVERIFY(rulesets.contains(QStringLiteral("stability")) &&
            rulesets.contains(QStringLiteral("torus-lab")));
    QCOMPARE(rulesets.removeDuplicates(), 0); // one run per ruleset
}

// The page's sentences are the workbench's, in the interface language: the
// verdict, the rule-usage counters and notes, the agents; a language switch
// shows the run again in the new language.
void TestRunController::theSummarySpeaksTheInterfaceLanguage() {
    // The demo holds one run per ruleset; this reads Stability's (greedy against random).
    const auto runs = pb::db::RunStore(*workbench_->database()).listRuns();
    const auto isStability = [](const pb::db::RunRow& run) {
        return run.ruleset == QLatin1String("stability");
    };
    QCOMPARE(std::count_if(runs.begin(), runs.end(), isStability), 1);
    const auto stabilityRun = std::find_if(runs.begin(), runs.end(), isStability);
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    RunSummary summary;
    SHOW_RUN(summary, static_cast<int>(stabilityRun->id));
    const QVariantMap first = summary.metrics().value(QStringLiteral("first_player")).toMap();
    const QString kind = first.value(QStringLiteral("verdict_kind")).toString();
    const QMap<QString, QString> verdicts{
        {QStringLiteral("above"), QStringLiteral("Als Erster zu ziehen ist ein Vorteil.")},
        {QStringLiteral("below"), QStringLiteral("Als Erster zu ziehen ist ein Nachteil.")},
        {QStringLiteral("within"),
         QStringLiteral(
             "Bei dieser Stichprobengröße ist kein Vorteil des Startspielers erkennbar.")}};
    QVERIFY2(verdicts.contains(kind), qPrintable(kind));
    QCOMPARE(first.value(QStringLiteral("verdict")).toString(), verdicts.value(kind));
    const QVariantList usage = summary.metrics().value(QStringLiteral("rule_usage")).toList();
    QVERIFY(!usage.isEmpty());
    int never = 0;
    for (const QVariant& item : usage) {
        const QVariantMap row = item.toMap();
        if (row.value(QStringLiteral("counter")).toString() == QLatin1String("move"))
            QCOMPARE(row.value(QStringLiteral("label")).toString(),
                     QStringLiteral("Gezogene Züge"));
        if (row.value(QStringLiteral("flag_kind")).toString() == QLatin1String("never")) {
            QCOMPARE(row.value(QStringLiteral("flag")).toString(), QStringLiteral("nie genutzt"));
            ++never;
        }
    }
    QVERIFY(never > 0); // the demo's greedy player never buys the dearest effects
    const QVariantList seats = summary.metrics().value(QStringLiteral("seats")).toList();
    QCOMPARE(seats.at(0).toMap().value(QStringLiteral("agentName")).toString(),
             QStringLiteral("Gierig"));
    QCOMPARE(summary.info().value(QStringLiteral("agents")).toStringList(),
             (QStringList{QStringLiteral("Gierig"), QStringLiteral("Zufällig")}));

    QCoreApplication::removeTranslator(&german);
    QTRY_VERIFY(summary.loading() ||
                summary.info().value(QStringLiteral("agents")).toStringList() ==
                    QStringList({QStringLiteral("Greedy"), QStringLiteral("Random")}));
    QTRY_VERIFY_WITH_TIMEOUT(!summary.loading(), 60000);
    QCOMPARE(summary.info().value(QStringLiteral("agents")).toStringList(),
             (QStringList{QStringLiteral("Greedy"), QStringLiteral("Random")}));
}

void TestRunController::smallRunMatchesTheCoreSimulator() {
    QSignalSpy finished(controller_.get(), &RunController::runFinished);
    QSignalSpy progress(controller_.get(), &RunController::progressChanged);
    QSignalSpy running(controller_.get(), &RunController::runningChanged);
    const QVariantMap config{{QStringLiteral("players"), 2},
                             {QStringLiteral("agents"), QStringList{"random", "random"}},
                             {QStringLiteral("games"), 40},
                             {QStringLiteral("threads"), 2},
                             {QStringLiteral("seed"), 7}};
    QVERIFY2(controller_->start(designId_, config), qPrintable(controller_->errorMessage()));
    QVERIFY(controller_->running());
    QCOMPARE(controller_->gamesTotal(), 40);
    QVERIFY(!controller_->start(designId_, config)); // one run at a time
    const QList<QVariant> done = waitForRun(finished);
    QCOMPARE(done.size(), 2);
    const int runId = done.at(0).toInt();
    QVERIFY(runId > 0);
    QCOMPARE(done.at(1).toBool(), false);
    QVERIFY(!controller_->running());
    QCOMPARE(running.count(), 2);
    QVERIFY(progress.count() >= 2);
    QCOMPARE(controller_->gamesDone(), 40);

    pb::db::RunStore store(*workbench_->database());
    const auto run = store.run(runId);
    QVERIFY(run);
    QVERIFY(run->status == pb::db::RunStatus::Finished);
    QCOMPARE(run->storedGames, 40);
    QCOMPARE(run->designId.value_or(0), qint64(designId_));
    QCOMPARE(run->agents, (QStringList{"random", "random"}));

    // The same games as the core simulator plays for the same design and seed.
    const auto design = pb::db::DesignStore(*workbench_->database()).get(designId_);
    const pb::Ruleset& ruleset = pb::rulesetOrThrow(design->ruleset.toStdString());
    pb::SimulationConfig direct;
    direct.game = ruleset.makeGame(design->params, 2);
    direct.agentSpecs = {"random", "random"};
    direct.runSeed = 7;
    direct.games = 40;
    direct.setup = design->setup;
    direct.complexitySample = 40;
    const pb::SimulationResult expected = pb::simulate(direct);
    const pb::SimulationResult stored = store.results(runId);
    QCOMPARE(stored.games.size(), expected.games.size());
    for (std::size_t i = 0; i < expected.games.size(); ++i) {
        QCOMPARE(stored.games[i].seed, expected.games[i].seed);
        QCOMPARE(stored.games[i].turns, expected.games[i].turns);
        QCOMPARE(stored.games[i].outcome.winner, expected.games[i].outcome.winner);
    }

    // The summary shows the CLI's numbers (balanceMetrics of the same games).
    RunSummary summary;
    SHOW_RUN(summary, runId);
    QVERIFY2(summary.loaded(), qPrintable(summary.errorMessage()));
    // A run that kept no moves has no game to open, and its outliers say why.
    QVERIFY(!summary.outliers().isEmpty());
    for (const QVariant& outlier : summary.outliers()) {
        QCOMPARE(outlier.toMap().value(QStringLiteral("gameId")).toLongLong(), qint64(-1));
        QVERIFY(outlier.toMap()
                    .value(QStringLiteral("title"))
                    .toString()
                    .endsWith(QStringLiteral(" of the run (its moves were not kept)")));
    }
    const nlohmann::json metrics =
        pb::balanceMetrics(expected, ruleset, 2, direct.agentSpecs, direct.complexitySample);
    const QVariantList seats = summary.metrics().value(QStringLiteral("seats")).toList();
    QCOMPARE(seats.size(), 2);
    for (int seat = 0; seat < 2; ++seat)
        QCOMPARE(seats[seat].toMap().value(QStringLiteral("count")).toDouble(),
                 metrics["seats"][seat]["count"].get<double>());
    QCOMPARE(summary.metrics()
                 .value(QStringLiteral("length"))
                 .toMap()
                 .value(QStringLiteral("mean"))
                 .toDouble(),
             metrics["length"]["mean"].get<double>());
    QCOMPARE(summary.metrics()
                 .value(QStringLiteral("complexity"))
                 .toMap()
                 .value(QStringLiteral("mean_legal_decisions"))
                 .toDouble(),
             metrics["complexity"]["mean_legal_decisions"].get<double>());
    // Without logged moves the outliers are listed but cannot be opened.
    const QVariantList outliers = summary.outliers();
    QVERIFY(outliers.size() >= 2);
    QCOMPARE(outliers[0].toMap().value(QStringLiteral("kind")).toString(),
             QStringLiteral("longest"));
    QCOMPARE(outliers[0].toMap().value(QStringLiteral("turns")).toInt(),
             metrics["length"]["max"].get<int>());
    QCOMPARE(outliers[0].toMap().value(QStringLiteral("gameId")).toLongLong(), -1);
    // The same games as a pass over the stored games in index order finds: the
    // first of the longest and the first of the shortest.
    const pb::SimulatedGame* longest = &stored.games.front();
    const pb::SimulatedGame* shortest = &stored.games.front();
    for (const pb::SimulatedGame& game : stored.games) {
        longest = game.turns > longest->turns ? &game : longest;
        shortest = game.turns < shortest->turns ? &game : shortest;
    }
    QCOMPARE(outliers[0].toMap().value(QStringLiteral("gameIndex")).toULongLong(), longest->index);
    QCOMPARE(outliers[1].toMap().value(QStringLiteral("kind")).toString(),
             QStringLiteral("shortest"));
    QCOMPARE(outliers[1].toMap().value(QStringLiteral("gameIndex")).toULongLong(), shortest->index);

    // Every export format writes a file.
    for (const QString& format : {QStringLiteral("html"), QStringLiteral("csv"),
                                  QStringLiteral("json"), QStringLiteral("pdf")}) {
        const QString file = dir_->filePath(summary.suggestedFileName(format));
        QVERIFY2(summary.exportReport(format, QUrl::fromLocalFile(file)),
                 qPrintable(summary.errorMessage()));
        QVERIFY(QFileInfo(file).size() > 100);
    }
    QFile csv(dir_->filePath(summary.suggestedFileName(QStringLiteral("csv"))));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().count('\n'), 41); // the header and one row per game
}

void TestRunController::loggedRunOpensOutliersInReview() {
    QSignalSpy finished(controller_.get(), &RunController::runFinished);
    QVERIFY(
        controller_->start(designId_, {{QStringLiteral("players"), 2},
                                       {QStringLiteral("agents"), QStringList{"greedy", "random"}},
                                       {QStringLiteral("games"), 12},
                                       {QStringLiteral("threads"), 2},
                                       {QStringLiteral("seed"), 3},
                                       {QStringLiteral("logMoves"), true}}));
    const QList<QVariant> done = waitForRun(finished);
    QCOMPARE(done.size(), 2);
    const int runId = done.at(0).toInt();
    pb::db::GameFilter filter;
    filter.runId = runId;
    const auto games = pb::db::GameStore(*workbench_->database()).listGames(filter);
    QCOMPARE(games.size(), std::size_t{12});

    RunSummary summary;
    SHOW_RUN(summary, runId);
    QVERIFY(summary.info().value(QStringLiteral("logMoves")).toBool());
    for (const QVariant& outlier : summary.outliers()) {
        const QVariantMap entry = outlier.toMap();
        const qint64 gameId = entry.value(QStringLiteral("gameId")).toLongLong();
        const auto game = pb::db::GameStore(*workbench_->database()).game(gameId);
        QVERIFY(game);
        QCOMPARE(game->gameIndex.value_or(-1),
                 entry.value(QStringLiteral("gameIndex")).toLongLong());
        // The title names the game as Review opens it, and its place in the run.
        QVERIFY2(
            entry.value(QStringLiteral("title"))
                .toString()
                .endsWith(
                    QStringLiteral(": game %1 (#%2 of the run)").arg(gameId).arg(*game->gameIndex)),
            qPrintable(entry.value(QStringLiteral("title")).toString()));
    }
}

void TestRunController::cancelLeavesAConsistentStore() {
    QSignalSpy finished(controller_.get(), &RunController::runFinished);
    QVERIFY(controller_->start(
        designId_, {{QStringLiteral("players"), 2},
                    {QStringLiteral("agents"), QStringList{"mcts:iterations=300", "random"}},
                    {QStringLiteral("games"), 2000},
                    {QStringLiteral("threads"), 2},
                    {QStringLiteral("seed"), 11},
                    {QStringLiteral("logMoves"), true}}));
    QTRY_VERIFY_WITH_TIMEOUT(controller_->gamesDone() > 0, 30000);
    controller_->cancel();
    const QList<QVariant> done = waitForRun(finished);
    QCOMPARE(done.size(), 2);
    QCOMPARE(done.at(1).toBool(), true);
    const int runId = done.at(0).toInt();

    pb::db::RunStore store(*workbench_->database());
    const auto run = store.run(runId);
    QVERIFY(run);
    QVERIFY(run->status == pb::db::RunStatus::Cancelled);
    QVERIFY(run->storedGames > 0);
    QVERIFY(run->storedGames < 2000);
    QCOMPARE(static_cast<qint64>(store.results(runId).games.size()), run->storedGames);
    // Every stored game is whole: finished, with its per-game row, and no game
    // of the run is left running.
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM games WHERE run_id = :run"), runId),
             run->storedGames);
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM games WHERE run_id = :run AND status "
                                   "<> 'finished'"),
                    runId),
             0);
    QSqlQuery check(workbench_->database()->connection());
    QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
    QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));

    RunSummary summary;
    SHOW_RUN(summary, runId);
    QVERIFY(summary.info().value(QStringLiteral("cancelled")).toBool());
}

void TestRunController::refusesABadConfiguration() {
    QSignalSpy finished(controller_.get(), &RunController::runFinished);
    const std::size_t runsBefore = pb::db::RunStore(*workbench_->database()).listRuns().size();
    QVERIFY(!controller_->start(designId_, {{QStringLiteral("players"), 2},
                                            {QStringLiteral("agents"), QStringList{"random"}},
                                            {QStringLiteral("games"), 10}}));
    QVERIFY(!controller_->errorMessage().isEmpty());
    QVERIFY(!controller_->start(
        designId_, {{QStringLiteral("players"), 2},
                    {QStringLiteral("agents"), QStringList{"mcts:iteratons=5", "random"}},
                    {QStringLiteral("games"), 10}}));
    QVERIFY(controller_->errorMessage().contains(QStringLiteral("iteratons")));
    QVERIFY(!controller_->start(9999, {{QStringLiteral("players"), 2},
                                       {QStringLiteral("agents"), QStringList{"random", "random"}},
                                       {QStringLiteral("games"), 10}}));
    QVERIFY(!controller_->start(designId_, {{QStringLiteral("players"), 0},
                                            {QStringLiteral("agents"), QStringList{}},
                                            {QStringLiteral("games"), 10},
                                            {QStringLiteral("sweepParameter"), "players"},
                                            {QStringLiteral("sweepFrom"), 2},
                                            {QStringLiteral("sweepTo"), 3}}));
    QVERIFY(controller_->errorMessage().contains(QStringLiteral("agent")));

    // A Torus Lab deck of 14 cards deals 3 each and needs 6 for the stacks:
    // 1 to 2 players can play it, 3 or 4 cannot. Refused before anything runs.
    pb::db::DesignRow small;
    small.name = QStringLiteral("Small deck");
    small.ruleset = QStringLiteral("torus-lab");
    small.params = {{"codesToWin", 1}, {"codeSize", 1}};
    small.setup = nlohmann::json::parse(
        R"({"deck":{"attributes":["suit","rank"],"cards":[{"suit":"hearts","rank":"A","count":14}]}})");
    const int smallId =
        static_cast<int>(pb::db::DesignStore(*workbench_->database()).create(small));
    QVERIFY(!controller_->start(smallId, {{QStringLiteral("players"), 4},
                                          {QStringLiteral("agents"), QStringList(4, "random")},
                                          {QStringLiteral("games"), 10}}));
    QVERIFY2(controller_->errorMessage().startsWith(
                 QStringLiteral("The design cannot be played by 4 player")),
             qPrintable(controller_->errorMessage()));
    QVERIFY2(controller_->errorMessage().endsWith(
                 QStringLiteral("deck.cards: 14 cards less 3 each for 4 players leave 2, too few "
                                "for 6 stacks")),
             qPrintable(controller_->errorMessage()));
    QVERIFY(!controller_->start(smallId, {{QStringLiteral("players"), 1},
                                          {QStringLiteral("agents"), QStringList{"random"}},
                                          {QStringLiteral("games"), 10},
                                          {QStringLiteral("sweepParameter"), "players"},
                                          {QStringLiteral("sweepFrom"), 1},
                                          {QStringLiteral("sweepTo"), 4}}));
    QVERIFY2(controller_->errorMessage().startsWith(
                 QStringLiteral("The design cannot be played by 3 player")),
             qPrintable(controller_->errorMessage()));

    QVERIFY(!controller_->running());
    QCOMPARE(finished.count(), 0);
    QCOMPARE(pb::db::RunStore(*workbench_->database()).listRuns().size(), runsBefore);
}

void TestRunController::sweepStoresOneRunPerPoint() {
    const QVariantList parameters = controller_->sweepableParameters(designId_);
    QVERIFY(!parameters.isEmpty());
    // Stability is for 2 to 4 players: the number of players comes first.
    QCOMPARE(parameters[0].toMap().value(QStringLiteral("name")).toString(),
             QStringLiteral("players"));
    QCOMPARE(parameters[0].toMap().value(QStringLiteral("min")).toInt(), 2);
    QCOMPARE(parameters[0].toMap().value(QStringLiteral("max")).toInt(), 4);
    QCOMPARE(parameters[1].toMap().value(QStringLiteral("name")).toString(),
             QStringLiteral("size"));
    QSignalSpy finished(controller_.get(), &RunController::runFinished);
    QVERIFY2(
        controller_->start(designId_, {{QStringLiteral("players"), 2},
                                       {QStringLiteral("agents"), QStringList{"random", "random"}},
                                       {QStringLiteral("games"), 20},
                                       {QStringLiteral("threads"), 2},
                                       {QStringLiteral("seed"), 5},
                                       {QStringLiteral("sweepParameter"), "size"},
                                       {QStringLiteral("sweepFrom"), 6},
                                       {QStringLiteral("sweepTo"), 10},
                                       {QStringLiteral("sweepStep"), 2}}),
        qPrintable(controller_->errorMessage()));
    QCOMPARE(controller_->gamesTotal(), 60);
    const QList<QVariant> done = waitForRun(finished);
    QCOMPARE(done.size(), 2);
    pb::db::RunStore store(*workbench_->database());
    const auto first = store.run(done.at(0).toInt());
    QVERIFY(first && !first->sweepKey.isEmpty());
    const auto points = store.sweepRuns(first->sweepKey);
    QCOMPARE(points.size(), std::size_t{3});
    QVERIFY(points[2].sweepPoint == (nlohmann::json{{"size", 10}}));
    QCOMPARE(points[2].params["size"].get<int>(), 10);

    RunSummary summary;
    SHOW_RUN(summary, done.at(0).toInt());
    const QVariantMap sweep = summary.sweep();
    // The parameter's label, not its identifier (size).
    QCOMPARE(sweep.value(QStringLiteral("parameter")).toString(), QStringLiteral("Board size"));
    const QVariantList series = sweep.value(QStringLiteral("series")).toList();
    QCOMPARE(series.size(), 3); // two seats and the first player
    QCOMPARE(series[0].toMap().value(QStringLiteral("points")).toList().size(), 3);
}

// Quitting while the Reports page still read a large run crashed inside
// SQLite: the read went on in the thread pool while the application tore
// down. A summary that goes away now stops its read and waits for it, so no
// read outlives it (and the store's reader is stopped, not left running).
void TestRunController::aSummaryGoingAwayStopsAndJoinsItsRead() {
    const auto runs = pb::db::RunStore(*workbench_->database()).listRuns();
    QVERIFY(!runs.empty());
    QThreadPool::globalInstance()->waitForDone(); // nothing else of this test's in the pool
    auto summary = std::make_unique<RunSummary>();
    summary->setWorkbench(workbench_.get());
    summary->setRunId(static_cast<int>(runs.front().id));
    QVERIFY(summary->loading()); // the read has just been handed to the pool
    summary.reset();
    // Not the pool's active count: a pool thread stays active for a moment
    // after its task returns (that made this test fail 2 runs in 10).
    QCOMPARE(pb::gui::RunReportData::readsUnderWay(), 0);

    // The store's read stops where it is asked to, with the games read so far.
    const std::atomic<bool> stop{true};
    const pb::SimulationResult stopped =
        pb::db::RunStore(*workbench_->database()).results(runs.front().id, &stop);
    QVERIFY(stopped.cancelled);
    QVERIFY(stopped.games.size() < static_cast<std::size_t>(runs.front().storedGames));
}

void TestRunController::aSummaryShowsOnlyTheLastRunAskedFor() {
    // Runs are read in the background: a read that finishes after another run
    // was chosen must not show, not even for a moment.
    const auto runs = pb::db::RunStore(*workbench_->database()).listRuns();
    QCOMPARE(runs.size(), demoRulesets()); // the demo's
    RunSummary summary;
    summary.setWorkbench(workbench_.get());
    int shownLoaded = 0;
    connect(&summary, &RunSummary::summaryChanged, this, [&] {
        if (summary.loaded())
            ++shownLoaded;
    });
    summary.setRunId(static_cast<int>(runs[0].id));
    summary.setRunId(999);
    QTRY_VERIFY_WITH_TIMEOUT(!summary.loading(), 60000);
    QCOMPARE(shownLoaded, 0);
    QVERIFY2(summary.errorMessage().contains(QStringLiteral("run 999")),
             qPrintable(summary.errorMessage()));

    // And back: the error goes, the run shows once.
    summary.setRunId(static_cast<int>(runs[0].id));
    QVERIFY(summary.errorMessage().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!summary.loading(), 60000);
    QCOMPARE(shownLoaded, 1);
    QCOMPARE(summary.info().value(QStringLiteral("games")).toLongLong(), runs[0].games);
}

void TestRunController::sweepOverPlayersSeatsTheFirstAgentEverywhere() {
    // As `simulate --sweep players=2:4`: one run per count, on the design's own
    // board, every seat playing the first seat's agent.
    auto config = [](int from, int to) {
        return QVariantMap{{QStringLiteral("players"), 1},
                           {QStringLiteral("agents"), QStringList{"greedy"}},
                           {QStringLiteral("games"), 4},
                           {QStringLiteral("threads"), 1},
                           {QStringLiteral("seed"), 2},
                           {QStringLiteral("logMoves"), true},
                           {QStringLiteral("sweepParameter"), "players"},
                           {QStringLiteral("sweepFrom"), from},
                           {QStringLiteral("sweepTo"), to},
                           {QStringLiteral("sweepStep"), 1}};
    };
    QVERIFY(!controller_->start(designId_, config(1, 3)));
    QVERIFY2(controller_->errorMessage().contains(QStringLiteral("2 to 4 players")),
             qPrintable(controller_->errorMessage()));

    QSignalSpy finished(controller_.get(), &RunController::runFinished);
    QVERIFY2(controller_->start(designId_, config(2, 4)), qPrintable(controller_->errorMessage()));
    QCOMPARE(controller_->gamesTotal(), 12);
    const QList<QVariant> done = waitForRun(finished);
    QCOMPARE(done.size(), 2);
    QVERIFY(!done.at(1).toBool());
    pb::db::RunStore store(*workbench_->database());
    const auto design = pb::db::DesignStore(*workbench_->database()).get(designId_);
    QVERIFY(design && design->setup.contains("board"));
    const auto first = store.run(done.at(0).toInt());
    QVERIFY(first && !first->sweepKey.isEmpty());
    const auto points = store.sweepRuns(first->sweepKey);
    QCOMPARE(points.size(), std::size_t{3});
    for (std::size_t i = 0; i < points.size(); ++i) {
        const int players = 2 + static_cast<int>(i);
        QCOMPARE(points[i].players, players);
        QVERIFY(points[i].sweepPoint == (nlohmann::json{{"players", players}}));
        QCOMPARE(points[i].agents, QStringList(QList<QString>(players, QStringLiteral("greedy"))));
        QCOMPARE(points[i].storedGames, 4);
        pb::db::GameFilter filter;
        filter.runId = points[i].id;
        const auto games = pb::db::GameStore(*workbench_->database()).listGames(filter);
        QCOMPARE(games.size(), std::size_t{4});
        for (const auto& game : games)
            QVERIFY(game.initialState["board"] == design->setup["board"]);
    }

    RunSummary summary;
    SHOW_RUN(summary, done.at(0).toInt());
    QCOMPARE(summary.sweep().value(QStringLiteral("parameter")).toString(),
             QStringLiteral("Players"));
}

void TestRunController::aSweptRuleKeepsTheDesignsBoardWhenEveryPointCanPlayIt() {
    // A swept cost leaves the design's board playable: every game is played on
    // it (a swept size cannot be: sweepStoresOneRunPerPoint generates boards).
    QSignalSpy finished(controller_.get(), &RunController::runFinished);
    QVERIFY2(
        controller_->start(designId_, {{QStringLiteral("players"), 2},
                                       {QStringLiteral("agents"), QStringList{"random", "random"}},
                                       {QStringLiteral("games"), 3},
                                       {QStringLiteral("seed"), 4},
                                       {QStringLiteral("logMoves"), true},
                                       {QStringLiteral("sweepParameter"), "costAdj1"},
                                       {QStringLiteral("sweepFrom"), 1},
                                       {QStringLiteral("sweepTo"), 2},
                                       {QStringLiteral("sweepStep"), 1}}),
        qPrintable(controller_->errorMessage()));
    const QList<QVariant> done = waitForRun(finished);
    QCOMPARE(done.size(), 2);
    const auto design = pb::db::DesignStore(*workbench_->database()).get(designId_);
    QVERIFY(design && design->setup.contains("board"));
    pb::db::RunStore store(*workbench_->database());
    const auto points = store.sweepRuns(store.run(done.at(0).toInt())->sweepKey);
    QCOMPARE(points.size(), std::size_t{2});
    for (const auto& point : points) {
        pb::db::GameFilter filter;
        filter.runId = point.id;
        const auto games = pb::db::GameStore(*workbench_->database()).listGames(filter);
        QCOMPARE(games.size(), std::size_t{3});
        for (const auto& game : games)
            QVERIFY(game.initialState["board"] == design->setup["board"]);
    }
}

void TestRunController::heatmapsAreStoredAndShown() {
    // With "heatmaps" the run stores the core's summarizeHeatmaps() of its
    // games, and the summary draws each map in its grid with a colour per cell.
    QSignalSpy finished(controller_.get(), &RunController::runFinished);
    const QVariantMap config{
        {QStringLiteral("players"), 2}, {QStringLiteral("agents"), QStringList{"random", "random"}},
        {QStringLiteral("games"), 10},  {QStringLiteral("threads"), 2},
        {QStringLiteral("seed"), 5},    {QStringLiteral("heatmaps"), true}};
    QVERIFY2(controller_->start(designId_, config), qPrintable(controller_->errorMessage()));
    const int runId = waitForRun(finished).value(0).toInt();
    QVERIFY(runId > 0);

    const auto design = pb::db::DesignStore(*workbench_->database()).get(designId_);
    pb::SimulationConfig direct;
    direct.game = pb::rulesetOrThrow("stability").makeGame(design->params, 2);
    direct.agentSpecs = {"random", "random"};
    direct.runSeed = 5;
    direct.games = 10;
    direct.setup = design->setup;
    direct.heatmaps = true;
    const nlohmann::json expected = pb::summarizeHeatmaps(pb::simulate(direct), *direct.game);
    QVERIFY(pb::db::RunStore(*workbench_->database()).run(runId)->heatmaps == expected);

    RunSummary summary;
    SHOW_RUN(summary, runId);
    QVERIFY(summary.loaded());
    QCOMPARE(summary.heatmaps().size(), qsizetype(expected.size()));
    const QVariantMap visits = summary.heatmaps().at(0).toMap();
    QCOMPARE(visits.value(QStringLiteral("id")).toString(), QStringLiteral("visits"));
    const int cells = expected[0]["rows"].get<int>() * expected[0]["cols"].get<int>();
    QCOMPARE(visits.value(QStringLiteral("rows")).toInt(), expected[0]["rows"].get<int>());
    // Per game: the first view is all seats, each cell the run's total over
    // its 10 games; the busiest cell is level 6 (the darkest colour), an
    // empty one level 0 (the palest), any event at least level 1.
    QVERIFY(visits.value(QStringLiteral("perGame")).toBool());
    const QVariantList views = visits.value(QStringLiteral("views")).toList();
    QVERIFY(!views.isEmpty());
    const QVariantMap all = views.front().toMap();
    QCOMPARE(all.value(QStringLiteral("values")).toList().size(), cells);
    QCOMPARE(all.value(QStringLiteral("levels")).toList().size(), cells);
    const auto max = expected[0]["max"].get<std::uint64_t>();
    QVERIFY(max > 0);
    for (int i = 0; i < cells; ++i) {
        const auto n = expected[0]["cells"][static_cast<std::size_t>(i)].get<std::uint64_t>();
        QCOMPARE(all.value(QStringLiteral("values")).toList().at(i).toDouble(), n / 10.0);
        const int level = all.value(QStringLiteral("levels")).toList().at(i).toInt();
        if (n == max)
            QCOMPARE(level, 6);
        else if (n == 0)
            QCOMPARE(level, 0);
        else
            QVERIFY(level >= 1 && level <= 6);
    }
    // Two seats move on Stability's board: a view per seat, whose values add
    // up (with chance's part, none here) to all seats'.
    QCOMPARE(views.size(), 3);
    QCOMPARE(views.at(1).toMap().value(QStringLiteral("name")).toString(), QStringLiteral("P1"));
    for (int i = 0; i < cells; ++i) {
        const double sum =
            views.at(1).toMap().value(QStringLiteral("values")).toList().at(i).toDouble() +
            views.at(2).toMap().value(QStringLiteral("values")).toList().at(i).toDouble();
        QVERIFY(std::abs(sum - all.value(QStringLiteral("values")).toList().at(i).toDouble()) <
                1e-9);
    }

    // A run without the option stores and shows none.
    QVariantMap without = config;
    without.remove(QStringLiteral("heatmaps"));
    QVERIFY(controller_->start(designId_, without));
    const int plainId = waitForRun(finished).value(0).toInt();
    QVERIFY(pb::db::RunStore(*workbench_->database()).run(plainId)->heatmaps.is_null());
    RunSummary plain;
    SHOW_RUN(plain, plainId);
    QVERIFY(plain.heatmaps().isEmpty());
}

void TestRunController::skillTraceIsStoredShownAndReported() {
    // A tiny trace of a stored run's design, in the background: the same
    // numbers as the core's skillTrace() for that design, stored with the run,
    // shown with a plain verdict, and in the run's HTML report.
    QSignalSpy runDone(controller_.get(), &RunController::runFinished);
    QVERIFY(
        controller_->start(designId_, {{QStringLiteral("players"), 2},
                                       {QStringLiteral("agents"), QStringList{"random", "random"}},
                                       {QStringLiteral("games"), 4},
                                       {QStringLiteral("seed"), 3}}));
    const int runId = waitForRun(runDone).value(0).toInt();
    QVERIFY(runId > 0);

    SkillTraceController tracer;
    tracer.setWorkbench(workbench_.get());
    QVERIFY(!tracer.start(runId, {{QStringLiteral("maxIterations"), 5}}));
    QVERIFY(tracer.errorMessage().contains(QStringLiteral("10")));
    QVERIFY(!tracer.start(9999, {}));
    QSignalSpy finished(&tracer, &SkillTraceController::finished);
    const QVariantMap config{{QStringLiteral("maxIterations"), 10},
                             {QStringLiteral("games"), 4},
                             {QStringLiteral("threads"), 2},
                             {QStringLiteral("seed"), 9}};
    QVERIFY2(tracer.start(runId, config), qPrintable(tracer.errorMessage()));
    QVERIFY(tracer.running());
    QCOMPARE(tracer.gamesTotal(), 4); // random against MCTS-10: one match
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.at(0).at(0).toInt(), runId);
    QCOMPARE(finished.at(0).at(1).toBool(), false);
    QVERIFY(!tracer.running());
    QCOMPARE(tracer.gamesDone(), 4);

    const auto design = pb::db::DesignStore(*workbench_->database()).get(designId_);
    pb::SkillTraceConfig direct;
    direct.ruleset = &pb::rulesetOrThrow("stability");
    direct.game = direct.ruleset->makeGame(design->params, 2);
    direct.setup = design->setup;
    direct.ladder = {"random", "mcts:iterations=10"};
    direct.allPairs = true;
    direct.games = 4;
    direct.seed = 9;
    const nlohmann::json expected = pb::skillTrace(direct);
    const auto stored = pb::db::RunStore(*workbench_->database()).run(runId)->skillTrace;
    QVERIFY(stored == expected);

    RunSummary summary;
    SHOW_RUN(summary, runId);
    const QVariantMap trace = summary.skillTrace();
    QCOMPARE(trace.value(QStringLiteral("cooperative")).toBool(), false);
    QCOMPARE(trace.value(QStringLiteral("verdictKind")).toString(),
             QString::fromStdString(expected["verdict_kind"].get<std::string>()));
    const QString kind = trace.value(QStringLiteral("verdictKind")).toString();
    const QString verdict = trace.value(QStringLiteral("verdict")).toString();
    const QMap<QString, QString> opening{{QStringLiteral("skill"), QStringLiteral("Steep")},
                                         {QStringLiteral("luck"), QStringLiteral("Flat")},
                                         {QStringLiteral("mixed"), QStringLiteral("Mixed")},
                                         {QStringLiteral("worse"), QStringLiteral("Stronger")},
                                         {QStringLiteral("unclear"), QStringLiteral("Too few")},
                                         {QStringLiteral("floor"), QStringLiteral("Floor")},
                                         {QStringLiteral("ceiling"), QStringLiteral("Ceiling")}};
    QVERIFY2(opening.contains(kind), qPrintable(kind));
    QVERIFY2(verdict.startsWith(opening.value(kind)), qPrintable(verdict));
    // The slope's interval is in the words, and the fitted strengths beside them.
    QVERIFY2(verdict.contains(QStringLiteral("95% interval")), qPrintable(verdict));
    QVERIFY2(trace.value(QStringLiteral("ratings"))
                 .toString()
                 .startsWith(QStringLiteral("Strength on the Elo scale (random 0): Random 0; ")),
             qPrintable(trace.value(QStringLiteral("ratings")).toString()));
    const QVariantList points = trace.value(QStringLiteral("points")).toList();
    QCOMPARE(points.size(), 1);
    QCOMPARE(points.at(0).toMap().value(QStringLiteral("x")).toDouble(), 1.0); // a tenfold
    QCOMPARE(points.at(0).toMap().value(QStringLiteral("rate")).toDouble(),
             expected["matches"][0]["wins"]["rate"].get<double>());
    QCOMPARE(trace.value(QStringLiteral("expected")).toDouble(), 0.5);

    const std::string html =
        pb::htmlReport(pb::db::loadReportContext(*workbench_->database(), runId));
    QVERIFY(html.find("<h2>Skill trace</h2>") != std::string::npos);
    QVERIFY(html.find(pb::xmlEscape(expected["verdict"].get<std::string>())) != std::string::npos);
}

PLAYBENCH_TEST_MAIN(TestRunController)
#include "test_run_controller.moc"
