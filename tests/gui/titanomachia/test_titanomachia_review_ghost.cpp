// Review's second opinion on Titanomachia's board view: a logged random game
// with a hand-made analysis (review_ghost_check.h) is shown on the real Review
// page, and at each analysed move where the agent preferred another decision
// the view draws one ghost, over the square or the System card the agent's decision names; none
// where the agent agrees.

#include "engine/ruleset.h"
#include "games/registry.h"
#include "review_ghost_check.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QTest>
#include <memory>

using pb::gui::test::WindowHarness;

class TestTitanomachiaReviewGhost : public QObject {
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

void TestTitanomachiaReviewGhost::theGhostIsDrawnOverTheAgentsTarget() {
    const auto game = pb::rulesetOrThrow("titanomachia").makeGame(nlohmann::json::object(), 2);
    pb::gui::test::checkReviewGhosts(
        *harness_, *game, 3, QStringLiteral("titanomachia"), [](int target) {
            // TitanomachiaBoardPresenter: squares 0..99, System cards from 100.
            constexpr int systemBase = 100;
            return target >= systemBase ? QStringLiteral("titanSystem%1").arg(target)
                                        : QStringLiteral("titanSquare%1").arg(target);
        });
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestTitanomachiaReviewGhost>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_titanomachia_review_ghost.moc"
