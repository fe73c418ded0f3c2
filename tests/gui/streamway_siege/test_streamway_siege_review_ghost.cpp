// Review's second opinion on Streamway Siege's board view: a logged random game
// with a hand-made analysis (review_ghost_check.h) is shown on the real Review
// page, and at each analysed move where the agent preferred another decision
// the view draws one ghost, over the step or the team's reserve the agent's decision names; none
// where the agent agrees.

#include "db/game_store.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "gui_test_support.h"
#include "logged_games.h"
#include "review_ghost_check.h"
#include "review_session.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QQuickItem>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using pb::gui::ReviewSession;
using pb::gui::test::WindowHarness;

class TestStreamwaySiegeReviewGhost : public QObject {
    Q_OBJECT

private slots:
    void init() {
        QSettings().clear();
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        harness_ = std::make_unique<WindowHarness>();
        for (const char* pattern : {"qrc:/", "QML", "QQml", "Binding loop"})
            QTest::failOnWarning(
                QRegularExpression(QRegularExpression::escape(QString::fromLatin1(pattern))));
        QVERIFY(
            harness_->workbench().openDatabase(dir_->filePath(QStringLiteral("g.sqlite")), true));
    }
    void cleanup() {
        harness_.reset();
        dir_.reset();
    }

    void theGhostIsDrawnOverTheAgentsTarget();

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<WindowHarness> harness_;
};

void TestStreamwaySiegeReviewGhost::theGhostIsDrawnOverTheAgentsTarget() {
    pb::db::Database& db = *harness_->workbench().database();
    // A short game: two waves, two men a team.
    const auto game =
        pb::rulesetOrThrow("streamway-siege").makeGame({{"waves", 2}, {"menPerTeam", 2}}, 2);
    const auto logged = pb::gui::test::logRandomGame(db, *game, 5);
    // Seat 1 is the logged game's person (logged_games.h).
    const auto planted = pb::gui::test::plantGhosts(db, logged.gameId, 1, [](int target) {
        // StreamwaySiegeBoardPresenter: steps 1..steps, a team's reserve from 1000.
        constexpr int reserveBase = 1000;
        return target >= reserveBase
                   ? QStringLiteral("streamwayReserve%1").arg(target - reserveBase)
                   : QStringLiteral("streamwayStep%1").arg(target);
    });
    QVERIFY(harness_->load(QSize(1280, 800)));
    harness_->showPage(QStringLiteral("review"));
    auto* review = harness_->window()->findChild<ReviewSession*>();
    QVERIFY(review);
    QVERIFY(review->openGame(logged.gameId));
    QVERIFY(review->boardView().endsWith(
        QStringLiteral("/boards/streamway_siege/StreamwaySiegeBoardView.qml")));
    pb::gui::test::checkGhosts(*harness_, *review, planted);
    if (QTest::currentTestFailed())
        return;
    pb::gui::test::saveGhostPictures(*harness_, *review, planted[1].row,
                                     QStringLiteral("streamway_siege-review-ghost"));
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestStreamwaySiegeReviewGhost>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_streamway_siege_review_ghost.moc"
