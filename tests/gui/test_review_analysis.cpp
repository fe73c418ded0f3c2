// The second opinion on the Review page (ReviewAnalysis): a stored game is
// analysed in the background at a small budget, the rows stored are those of
// the CLI's computation (db::planGameAnalysis + pb::analyseMoves, any thread
// count), the move log labels exactly the person's moves, the current move
// shows the agent's choice, its chances and its ghost; a cancelled run stores
// nothing and keeps an earlier analysis; reopening reads the stored rows
// without searching; the thresholds of Settings relabel without searching.

#include "analysis_settings.h"
#include "board_presenter.h"
#include "db/analysis_store.h"
#include "db/game_analysis.h"
#include "db/game_replay.h"
#include "logged_games.h"
#include "move_log_model.h"
#include "review_analysis.h"
#include "review_session.h"
#include "test_registry.h"
#include "workbench.h"

#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using pb::db::AnalysisStore;
using pb::db::MoveAnalysisRow;
using pb::gui::MoveLogModel;
using pb::gui::ReviewAnalysis;
using pb::gui::ReviewSession;
using pb::gui::Workbench;
using pb::gui::test::LoggedGame;
using pb::gui::test::logStabilityGame;

namespace {

// The budget of the tests' searches: small, the labels need not be wise.
constexpr int kIterations = 8;
// Reference games behind the win-chance map (AnalysisConfig::calibrationGames).
constexpr int kCalibrationGames = 40;

// Waits for the run under way to end (its end is an event on this thread).
bool waitForEnd(ReviewAnalysis& analysis) {
    QSignalSpy ended(&analysis, &ReviewAnalysis::runningChanged);
    return !analysis.running() || ended.wait(120000);
}

QString labelOf(double winPlayed, double winBest, const pb::AnalysisThresholds& thresholds) {
    return QString::fromUtf8(
        pb::labelId(pb::labelFor(std::max(0.0, winBest - winPlayed), thresholds)).data());
}

} // namespace

class TestReviewAnalysis : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void analysesThePersonsMovesAsTheCliDoes();
    void theLogLabelsExactlyTheAnalysedMoves();
    void theCurrentMoveShowsTheAgentsChoiceAndItsGhost();
    void reopeningReadsTheStoredAnalysisWithoutSearching();
    void aCancelledRunStoresNothing();
    void aCancelledRunKeepsTheEarlierAnalysis();
    void openingAnotherGameDropsTheRunUnderWay();
    void theThresholdsOfSettingsRelabel();
    void badThresholdsAreNotKept();
    void theDramaCurveCountsLeadChanges();

private:
    pb::db::Database& db() { return *workbench_->database(); }
    ReviewAnalysis& analysis() { return *session_->analysis(); }
    // The log rows (indices) of the person's decisions: seat 1 is "human".
    std::vector<int> personRows();
    // The id of log row `row`.
    qint64 moveIdAt(int row);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<ReviewSession> session_;
    LoggedGame game_;
};

void TestReviewAnalysis::init() {
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("analysis.sqlite")), true));
    game_ = logStabilityGame(db(), 7);
    session_ = std::make_unique<ReviewSession>();
    session_->setWorkbench(workbench_.get());
    // The map's own fit is tested in the core (test_nim_calibration): a
    // small one here, under the sanitizers too.
    session_->analysis()->setCalibrationGames(kCalibrationGames);
    QVERIFY(session_->openGame(game_.gameId));
}

void TestReviewAnalysis::cleanup() {
    session_.reset();
    workbench_.reset();
    dir_.reset();
    QSettings().clear();
}

std::vector<int> TestReviewAnalysis::personRows() {
    std::vector<int> rows;
    for (const pb::db::MoveRow& move : pb::db::GameStore(db()).moves(game_.gameId))
        if (move.kind == pb::db::MoveKind::Decision && !move.isChance && move.actor == 1)
            rows.push_back(move.idx);
    return rows;
}

qint64 TestReviewAnalysis::moveIdAt(int row) {
    return game_.moves[std::size_t(row)].id;
}

void TestReviewAnalysis::analysesThePersonsMovesAsTheCliDoes() {
    QVERIFY(!analysis().hasAnalysis());
    QSignalSpy progress(&analysis(), &ReviewAnalysis::progressChanged);
    QVERIFY(analysis().start(kIterations));
    QVERIFY(analysis().running());
    QVERIFY(!analysis().start(kIterations)); // one run at a time
    QVERIFY(!analysis().errorMessage().isEmpty());
    const int total = analysis().total();
    QCOMPARE(total, int(personRows().size()));
    QVERIFY(total > 2);
    QVERIFY(waitForEnd(analysis()));
    QCOMPARE(analysis().done(), total);
    QVERIFY(progress.count() >= 2);
    QVERIFY2(analysis().errorMessage().isEmpty(), qPrintable(analysis().errorMessage()));
    QVERIFY(analysis().hasAnalysis());
    QCOMPARE(analysis().iterations(), kIterations);

    // Stored: one row per person's decision, in log order.
    const std::vector<MoveAnalysisRow> stored = AnalysisStore(db()).gameAnalysis(game_.gameId);
    QCOMPARE(int(stored.size()), total);
    const std::vector<int> rows = personRows();
    for (std::size_t i = 0; i < stored.size(); ++i) {
        QCOMPARE(stored[i].moveId, moveIdAt(rows[i]));
        QCOMPARE(stored[i].iterations, kIterations);
        QVERIFY(!stored[i].bestText.isEmpty());
    }

    // The CLI's computation on one thread gives the very same rows.
    const pb::db::GameReplay replay(db(), game_.gameId);
    const auto states = replay.states();
    const pb::db::GameAnalysisPlan plan = pb::db::planGameAnalysis(replay, states, false);
    pb::AnalysisConfig config;
    config.iterations = kIterations;
    config.calibrationGames = kCalibrationGames;
    config.threads = 1;
    const pb::AnalysisResult result = pb::analyseMoves(plan.requests, config);
    const std::vector<MoveAnalysisRow> expected = pb::db::analysisRows(plan, result, kIterations);
    QCOMPARE(expected.size(), stored.size());
    for (std::size_t i = 0; i < stored.size(); ++i) {
        QCOMPARE(stored[i].moveId, expected[i].moveId);
        QCOMPARE(stored[i].winPlayed, expected[i].winPlayed);
        QCOMPARE(stored[i].winBest, expected[i].winBest);
        QCOMPARE(stored[i].bestDecision.dump(), expected[i].bestDecision.dump());
        // Kept with its uncertainty, as computed.
        QVERIFY(stored[i].hasUncertainty());
        QCOMPARE(*stored[i].playedStdError, *expected[i].playedStdError);
        QCOMPARE(stored[i].bestProven, expected[i].bestProven);
    }
}

void TestReviewAnalysis::theLogLabelsExactlyTheAnalysedMoves() {
    QVERIFY(analysis().start(kIterations));
    QVERIFY(waitForEnd(analysis()));
    const std::vector<MoveAnalysisRow> stored = AnalysisStore(db()).gameAnalysis(game_.gameId);
    const MoveLogModel& log = *session_->moveLog();
    const std::vector<int> rows = personRows();
    std::size_t next = 0;
    int labelled = 0;
    for (int row = 0; row < log.count(); ++row) {
        const QModelIndex index = log.index(row);
        const QString label = log.data(index, MoveLogModel::AnalysisLabelRole).toString();
        if (next < rows.size() && rows[next] == row) {
            const MoveAnalysisRow& analysed = stored[next++];
            QCOMPARE(label, labelOf(analysed.winPlayed, analysed.winBest, {}));
            QCOMPARE(log.data(index, MoveLogModel::AnalysisLabelTextRole).toString(),
                     MoveLogModel::analysisLabelText(label));
            ++labelled;
        } else {
            QVERIFY2(label.isEmpty(), qPrintable(QStringLiteral("row %1: %2").arg(row).arg(label)));
        }
    }
    QCOMPARE(labelled, int(rows.size()));
    const QVariantMap counts = analysis().labelCounts();
    int sum = 0;
    for (const QVariant& count : counts)
        sum += count.toInt();
    QCOMPARE(sum, labelled);
}

void TestReviewAnalysis::theCurrentMoveShowsTheAgentsChoiceAndItsGhost() {
    QVERIFY(analysis().start(kIterations));
    QVERIFY(waitForEnd(analysis()));
    const std::vector<MoveAnalysisRow> stored = AnalysisStore(db()).gameAnalysis(game_.gameId);
    const std::vector<int> rows = personRows();
    const pb::db::GameReplay replay(db(), game_.gameId);
    const auto states = replay.states();
    // The ruleset's own presenter says which square a decision has.
    const auto presenter = pb::gui::makeBoardPresenter(replay.game().ruleset.toStdString());
    int ghosts = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        QSignalSpy changed(session_.get(), &ReviewSession::moveAnalysisChanged);
        session_->showRow(rows[i]);
        QVERIFY(changed.count() >= 1 || i == 0);
        const QVariantMap shown = session_->moveAnalysis();
        QCOMPARE(shown.value(QStringLiteral("winPlayed")).toDouble(), stored[i].winPlayed);
        QCOMPARE(shown.value(QStringLiteral("winBest")).toDouble(), stored[i].winBest);
        // Each chance with its 95% interval's half width.
        QCOMPARE(shown.value(QStringLiteral("playedMargin")).toDouble(),
                 1.96 * *stored[i].playedStdError);
        QCOMPARE(shown.value(QStringLiteral("bestMargin")).toDouble(),
                 1.96 * *stored[i].bestStdError);
        QCOMPARE(shown.value(QStringLiteral("playedProven")).toBool(), stored[i].playedProven);
        QCOMPARE(shown.value(QStringLiteral("label")).toString(),
                 labelOf(stored[i].winPlayed, stored[i].winBest, {}));
        QVERIFY(!shown.value(QStringLiteral("bestText")).toString().isEmpty());
        const pb::State& before = *states[std::size_t(rows[i])];
        const pb::Decision best = before.decisionFromJson(stored[i].bestDecision);
        const bool agrees =
            best == before.decisionFromJson(replay.moves()[std::size_t(rows[i])].decision);
        QCOMPARE(shown.value(QStringLiteral("agrees")).toBool(), agrees);
        // The ghost is the agent's square unless it chose as the person did.
        if (agrees) {
            QCOMPARE(session_->ghostTarget(), -1);
        } else {
            QCOMPARE(session_->ghostTarget(), presenter->decisionSquare(before, best));
            if (session_->ghostTarget() >= 0)
                ++ghosts;
        }
    }
    QVERIFY2(ghosts > 0, "at this budget the agent disagrees somewhere");
    // An agent's move and the start show no analysis and no ghost.
    session_->first();
    QVERIFY(session_->moveAnalysis().isEmpty());
    QCOMPARE(session_->ghostTarget(), -1);
    for (const pb::db::MoveRow& move : replay.moves())
        if (move.actor == 0 && !move.isChance && move.kind == pb::db::MoveKind::Decision) {
            session_->showRow(move.idx);
            QVERIFY(session_->moveAnalysis().isEmpty());
            QCOMPARE(session_->ghostTarget(), -1);
            break;
        }
}

void TestReviewAnalysis::reopeningReadsTheStoredAnalysisWithoutSearching() {
    QVERIFY(analysis().start(kIterations));
    QVERIFY(waitForEnd(analysis()));
    std::vector<MoveAnalysisRow> stored = AnalysisStore(db()).gameAnalysis(game_.gameId);
    // A value no search gives: shown as stored, so it was read, not computed.
    stored.front().winPlayed = 0.123;
    stored.front().winBest = 0.5;
    AnalysisStore(db()).saveGameAnalysis(game_.gameId, {stored.front()});

    ReviewSession reopened;
    reopened.setWorkbench(workbench_.get());
    QVERIFY(reopened.openGame(game_.gameId));
    QVERIFY(!reopened.analysis()->running());
    QVERIFY(reopened.analysis()->hasAnalysis());
    QCOMPARE(reopened.analysis()->iterations(), kIterations);
    const int first = personRows().front();
    reopened.showRow(first);
    QCOMPARE(reopened.moveAnalysis().value(QStringLiteral("winPlayed")).toDouble(), 0.123);
    QCOMPARE(reopened.moveLog()
                 ->data(reopened.moveLog()->index(first), MoveLogModel::AnalysisLabelRole)
                 .toString(),
             QStringLiteral("blunder"));

    // A new run replaces the stored analysis.
    QVERIFY(reopened.analysis()->start(kIterations));
    QVERIFY(waitForEnd(*reopened.analysis()));
    QVERIFY(AnalysisStore(db()).gameAnalysis(game_.gameId).front().winPlayed != 0.123);
}

void TestReviewAnalysis::aCancelledRunStoresNothing() {
    QVERIFY(analysis().start(2000));
    analysis().cancel();
    QVERIFY(waitForEnd(analysis()));
    QVERIFY(analysis().done() < analysis().total());
    QVERIFY(AnalysisStore(db()).gameAnalysis(game_.gameId).empty());
    QVERIFY(!analysis().hasAnalysis());
    QVERIFY2(analysis().message().contains(QStringLiteral("nothing was stored")),
             qPrintable(analysis().message()));
    for (int row = 0; row < session_->moveLog()->count(); ++row)
        QVERIFY(session_->moveLog()->analysisLabelAt(row).isEmpty());
}

void TestReviewAnalysis::aCancelledRunKeepsTheEarlierAnalysis() {
    QVERIFY(analysis().start(kIterations));
    QVERIFY(waitForEnd(analysis()));
    const std::vector<MoveAnalysisRow> before = AnalysisStore(db()).gameAnalysis(game_.gameId);
    QVERIFY(!before.empty());
    QStringList labels;
    for (int row = 0; row < session_->moveLog()->count(); ++row)
        labels << session_->moveLog()->analysisLabelAt(row);

    QVERIFY(analysis().start(2000));
    analysis().cancel();
    QVERIFY(waitForEnd(analysis()));
    const std::vector<MoveAnalysisRow> after = AnalysisStore(db()).gameAnalysis(game_.gameId);
    QCOMPARE(after.size(), before.size());
    for (std::size_t i = 0; i < after.size(); ++i) {
        QCOMPARE(after[i].iterations, kIterations);
        QCOMPARE(after[i].winPlayed, before[i].winPlayed);
        QCOMPARE(after[i].winBest, before[i].winBest);
        QCOMPARE(after[i].analysedAt, before[i].analysedAt);
    }
    QCOMPARE(analysis().iterations(), kIterations);
    QStringList now;
    for (int row = 0; row < session_->moveLog()->count(); ++row)
        now << session_->moveLog()->analysisLabelAt(row);
    QCOMPARE(now, labels);
    QVERIFY2(analysis().message().contains(QStringLiteral("earlier analysis is kept")),
             qPrintable(analysis().message()));
}

void TestReviewAnalysis::openingAnotherGameDropsTheRunUnderWay() {
    const LoggedGame other = logStabilityGame(db(), 8);
    QVERIFY(analysis().start(2000));
    QVERIFY(session_->openGame(other.gameId)); // waits for the positions under way
    QVERIFY(!analysis().running());
    QVERIFY(!analysis().hasAnalysis());
    QTest::qWait(0); // a finished signal of the old run, if queued, arrives now
    QVERIFY(AnalysisStore(db()).gameAnalysis(game_.gameId).empty());
    QVERIFY(AnalysisStore(db()).gameAnalysis(other.gameId).empty());
    QVERIFY(!analysis().hasAnalysis());
}

void TestReviewAnalysis::theThresholdsOfSettingsRelabel() {
    // Hand-made chances: a loss of 0.12 is a mistake by default.
    const int first = personRows().front();
    MoveAnalysisRow row;
    row.moveId = moveIdAt(first);
    row.iterations = 5;
    row.bestDecision = nlohmann::json::object();
    row.bestText = QStringLiteral("somewhere");
    row.winPlayed = 0.40;
    row.winBest = 0.52;
    AnalysisStore(db()).saveGameAnalysis(game_.gameId, {row});
    QVERIFY(session_->openGame(game_.gameId));
    QCOMPARE(session_->moveLog()->analysisLabelAt(first), QStringLiteral("mistake"));

    QVERIFY(pb::gui::setAnalysisThresholds({0.15, 0.30, 0.45}));
    // Nothing changes until the page asks (it does on showing Review again).
    QCOMPARE(session_->moveLog()->analysisLabelAt(first), QStringLiteral("mistake"));
    analysis().refresh();
    QCOMPARE(session_->moveLog()->analysisLabelAt(first), QStringLiteral("fine"));
    QVERIFY(pb::gui::setAnalysisThresholds({0.01, 0.02, 0.10}));
    analysis().refresh();
    QCOMPARE(session_->moveLog()->analysisLabelAt(first), QStringLiteral("blunder"));
    QCOMPARE(analysis().labelCounts().value(QStringLiteral("blunder")).toInt(), 1);
    // A new session reads the kept thresholds.
    ReviewSession reopened;
    reopened.setWorkbench(workbench_.get());
    QVERIFY(reopened.openGame(game_.gameId));
    QCOMPARE(reopened.moveLog()->analysisLabelAt(first), QStringLiteral("blunder"));
    // The analysis runs under them too.
    QCOMPARE(pb::gui::analysisThresholds().blunder, 0.10);
}

void TestReviewAnalysis::badThresholdsAreNotKept() {
    QVERIFY(!pb::gui::setAnalysisThresholds({0.2, 0.1, 0.3}));
    QVERIFY(!pb::gui::setAnalysisThresholds({0.0, 0.1, 0.3}));
    QVERIFY(!pb::gui::setAnalysisThresholds({0.1, 0.2, 1.5}));
    QCOMPARE(pb::gui::analysisThresholds().mistake, pb::AnalysisThresholds{}.mistake);
    // Nonsense written into the settings file falls back to the defaults.
    QSettings().setValue(QStringLiteral("analysis/mistake"), 0.9);
    QCOMPARE(pb::gui::analysisThresholds().mistake, pb::AnalysisThresholds{}.mistake);
}

void TestReviewAnalysis::theDramaCurveCountsLeadChanges() {
    // Three of the person's (P2's) moves: ahead, behind, ahead: two changes.
    const std::vector<int> rows = personRows();
    QVERIFY(rows.size() >= 3);
    std::vector<MoveAnalysisRow> made;
    const double chances[] = {0.7, 0.3, 0.6};
    for (int i = 0; i < 3; ++i) {
        MoveAnalysisRow row;
        row.moveId = moveIdAt(rows[std::size_t(i)]);
        row.iterations = 5;
        row.bestDecision = nlohmann::json::object();
        row.winPlayed = chances[i];
        row.winBest = chances[i];
        made.push_back(row);
    }
    AnalysisStore(db()).saveGameAnalysis(game_.gameId, made);
    QVERIFY(session_->openGame(game_.gameId));
    QCOMPARE(analysis().leadChanges(), 2);
    const QVariantList drama = analysis().drama();
    QCOMPARE(drama.size(), 2); // P1 (what P2's chance leaves) and P2
    const QVariantList p2 = drama[1].toMap().value(QStringLiteral("points")).toList();
    const QVariantList p1 = drama[0].toMap().value(QStringLiteral("points")).toList();
    QCOMPARE(p2.size(), 3);
    QCOMPARE(p2[1].toMap().value(QStringLiteral("y")).toDouble(), 0.3);
    QCOMPARE(p2[1].toMap().value(QStringLiteral("x")).toInt(), rows[1] + 1);
    QCOMPARE(p1[1].toMap().value(QStringLiteral("y")).toDouble(), 0.7);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestReviewAnalysis)
#include "test_review_analysis.moc"
