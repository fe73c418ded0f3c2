// Review's second opinion on Titanomachia's board view: a logged random game
// with a hand-made analysis (review_ghost_check.h) is shown on the real Review
// page, and at each analysed move where the agent preferred another decision
// the view draws one ghost, over the square or the System card the agent's decision names; none
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

class TestTitanomachiaReviewGhost : public QObject {
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

void TestTitanomachiaReviewGhost::theGhostIsDrawnOverTheAgentsTarget() {
    pb::db::Database& db = *harness_->workbench().database();
    const auto game = pb::rulesetOrThrow("titanomachia").makeGame(nlohmann::json::object(), 2);
    const auto logged = pb::gui::test::logRandomGame(db, *game, 3);
    // Seat 1 is the logged game's person (logged_games.h).
    const auto planted = pb::gui::test::plantGhosts(db, logged.gameId, 1, [](int target) {
        // TitanomachiaBoardPresenter: squares 0..99, System cards from 100.
        constexpr int systemBase = 100;
        return target >= systemBase ? QStringLiteral("titanSystem%1").arg(target)
                                    : QStringLiteral("titanSquare%1").arg(target);
    });
    QVERIFY(harness_->load(QSize(1280, 800)));
    harness_->showPage(QStringLiteral("review"));
    auto* review = harness_->window()->findChild<ReviewSession*>();
    QVERIFY(review);
    QVERIFY(review->openGame(logged.gameId));
    QVERIFY(review->boardView().endsWith(
        QStringLiteral("/boards/titanomachia/TitanomachiaBoardView.qml")));
    pb::gui::test::checkGhosts(*harness_, *review, planted);
    if (QTest::currentTestFailed())
        return;
    pb::gui::test::saveGhostPictures(*harness_, *review, planted[1].row,
                                     QStringLiteral("titanomachia-review-ghost"));
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestTitanomachiaReviewGhost>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_titanomachia_review_ghost.moc"
