// Review's second opinion on Torus Lab's board view: a logged random game with
// a hand-made analysis (review_ghost_check.h) is shown on the real Review
// page, and at each analysed move where the agent preferred another decision
// the view draws one ghost, over the space, the code or the hand the agent's
// decision names; none where the agent agrees.

#include "engine/ruleset.h"
#include "games/registry.h"
#include "review_ghost_check.h"
#include "rulesets/torus_lab/torus_lab_board_presenter.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QTest>
#include <memory>

using pb::gui::TorusLabBoardPresenter;
using pb::gui::test::WindowHarness;

class TestTorusLabReviewGhost : public QObject {
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

void TestTorusLabReviewGhost::theGhostIsDrawnOverTheAgentsTarget() {
    const auto game = pb::rulesetOrThrow("torus-lab").makeGame(nlohmann::json::object(), 2);
    pb::gui::test::checkReviewGhosts(*harness_, *game, 3, QStringLiteral("torus_lab"),
                                     [](int target) {
                                         // A space or a code is its own item; a card target is a
                                         // suit of a hand, whose ghost sits on the suit's first
                                         // card in that hand.
                                         if (target >= TorusLabBoardPresenter::kHandTarget)
                                             return QStringLiteral("hand:%1").arg(
                                                 (target - TorusLabBoardPresenter::kHandTarget) /
                                                 TorusLabBoardPresenter::kSeatStride);
                                         return QStringLiteral("target:%1").arg(target);
                                     });
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestTorusLabReviewGhost>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_torus_lab_review_ghost.moc"
