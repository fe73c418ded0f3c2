// The second opinion on the real Review page: "Analyse game" clicked at the
// smallest budget analyses the person's moves in the background, the move log
// shows their labels, the current move its label, the agent's choice and both
// chances, the board its ghost (Stability's squares, Torus Lab's targets),
// and the drama chart appears; pictures of the page in English and German at
// 1280x800 and 1920x1080 are written to the working folder to look at.

#include "gui_test_support.h"
#include "logged_games.h"
#include "move_log_model.h"
#include "review_analysis.h"
#include "review_session.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QQuickItem>
#include <QTest>

using pb::gui::MoveLogModel;
using pb::gui::ReviewSession;
using pb::gui::test::WindowHarness;

class TestReviewAnalysisPage : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("a.sqlite")));
    }
    void cleanup() { harness_.reset(); }

    void analysesAStabilityGameFromThePage();

private:
    // Opens `gameId` on Review, clicks Analyse game at the smallest budget and
    // waits for the analysis; then shows the first analysed row whose agent
    // disagreed with a ghost on the board (or the first analysed row).
    void analyseOnThePage(qint64 gameId);
    void picture(const QString& name, QSize size);

    ReviewSession* review_ = nullptr;
    std::unique_ptr<WindowHarness> harness_;
};

void TestReviewAnalysisPage::analyseOnThePage(qint64 gameId) {
    QVERIFY(harness_->load(QSize(1280, 800)));
    harness_->showPage(QStringLiteral("review"));
    review_ = harness_->window()->findChild<ReviewSession*>();
    QVERIFY(review_);
    // The map's own fit is tested in the core: a small one on the page.
    review_->analysis()->setCalibrationGames(40);
    QVERIFY(review_->openGame(gameId));
    QObject* budget = harness_->find(QStringLiteral("reviewAnalysisBudget"));
    QVERIFY(budget);
    budget->setProperty("currentIndex", 0);
    QCOMPARE(budget->property("currentValue").toInt(), 100);
    QQuickItem* analyse = harness_->item(QStringLiteral("reviewAnalyse"));
    QVERIFY(analyse);
    QTRY_VERIFY(analyse->isVisible());
    harness_->click(analyse);
    QVERIFY(review_->analysis()->running());
    QTRY_VERIFY_WITH_TIMEOUT(!review_->analysis()->running(), 120000);
    QVERIFY2(review_->analysis()->errorMessage().isEmpty(),
             qPrintable(review_->analysis()->errorMessage()));
    QVERIFY(review_->analysis()->hasAnalysis());
    QCOMPARE(review_->analysis()->iterations(), 100);

    const MoveLogModel& log = *review_->moveLog();
    int shown = -1;
    for (int row = 0; row < log.count() && shown < 0; ++row) {
        if (log.analysisLabelAt(row).isEmpty())
            continue;
        review_->showRow(row);
        if (review_->ghostTarget() >= 0)
            shown = row;
    }
    if (shown < 0)
        for (int row = 0; row < log.count() && shown < 0; ++row)
            if (!log.analysisLabelAt(row).isEmpty())
                shown = row;
    QVERIFY(shown >= 0);
    review_->showRow(shown);
    QQuickItem* label = harness_->item(QStringLiteral("reviewMoveLabel"));
    QVERIFY(label);
    QTRY_VERIFY(label->isVisible());
    QCOMPARE(label->property("text").toString(),
             MoveLogModel::analysisLabelText(log.analysisLabelAt(shown)));
    QQuickItem* best = harness_->item(QStringLiteral("reviewMoveBest"));
    QVERIFY(best && !best->property("text").toString().isEmpty());
    QQuickItem* chart = harness_->item(QStringLiteral("reviewDramaChart"));
    QVERIFY(chart && chart->isVisible());
    if (review_->ghostTarget() >= 0) {
        QQuickItem* ghost = nullptr;
        QTRY_VERIFY([&] {
            std::function<QQuickItem*(QQuickItem*)> visibleGhost =
                [&](QQuickItem* item) -> QQuickItem* {
                if (item->objectName() == QLatin1String("ghost") && item->isVisible())
                    return item;
                for (QQuickItem* child : item->childItems())
                    if (QQuickItem* found = visibleGhost(child))
                        return found;
                return nullptr;
            };
            ghost = visibleGhost(harness_->item(QStringLiteral("reviewBoard")));
            return ghost != nullptr;
        }());
    }
}

void TestReviewAnalysisPage::picture(const QString& name, QSize size) {
    harness_->window()->resize(size);
    // A chart renders its new size a frame late.
    QVERIFY(pb::gui::test::waitForFrames(harness_->window(), 3));
    QVERIFY(harness_->window()->grabWindow().save(
        QStringLiteral("%1-%2x%3.png").arg(name).arg(size.width()).arg(size.height())));
}

void TestReviewAnalysisPage::analysesAStabilityGameFromThePage() {
    const auto game = pb::gui::test::logStabilityGame(*harness_->workbench().database(), 7);
    analyseOnThePage(game.gameId);
    QVERIFY(review_->ghostTarget() >= 0);
    picture(QStringLiteral("review-analysis"), {1280, 800});
    picture(QStringLiteral("review-analysis"), {1920, 1080});
    harness_->preferences().setLanguage(QStringLiteral("de"));
    QQuickItem* label = harness_->item(QStringLiteral("reviewMoveLabel"));
    QVERIFY(label);
    QTRY_COMPARE(label->property("text").toString(),
                 MoveLogModel::analysisLabelText(
                     review_->moveLog()->analysisLabelAt(review_->currentRow())));
    picture(QStringLiteral("review-analysis-de"), {1280, 800});
    picture(QStringLiteral("review-analysis-de"), {1920, 1080});
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestReviewAnalysisPage>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_review_analysis_page.moc"
