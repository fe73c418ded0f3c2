// Review's second opinion on Butterfly Effect's board view: a logged random game
// with a hand-made analysis (review_ghost_check.h) is shown on the real Review
// page, and at each analysed move where the agent preferred another decision
// the view draws one ghost, over the square, era, pattern way, species or hand card the agent's
// decision names; none where the agent agrees.

#include "engine/ruleset.h"
#include "games/registry.h"
#include "review_ghost_check.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QTest>
#include <memory>

using pb::gui::test::WindowHarness;

class TestButterflyEffectReviewGhost : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("g.sqlite")));
    }
    void cleanup() { harness_.reset(); }
    void theGhostIsDrawnOverTheAgentsTarget();

private:
    std::unique_ptr<WindowHarness> harness_;
};

void TestButterflyEffectReviewGhost::theGhostIsDrawnOverTheAgentsTarget() {
    const auto game = pb::rulesetOrThrow("butterfly-effect").makeGame(nlohmann::json::object(), 2);
    // Every click target of the view is named after its number.
    pb::gui::test::checkReviewGhosts(
        *harness_, *game, 3, QStringLiteral("butterfly_effect"),
        [](int target) { return QStringLiteral("target:%1").arg(target); });
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestButterflyEffectReviewGhost>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_butterfly_effect_review_ghost.moc"
