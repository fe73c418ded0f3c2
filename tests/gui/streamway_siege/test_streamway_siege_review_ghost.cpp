// Review's second opinion on Streamway Siege's board view: a logged random game
// with a hand-made analysis (review_ghost_check.h) is shown on the real Review
// page, and at each analysed move where the agent preferred another decision
// the view draws one ghost, over the step or the team's reserve the agent's decision names; none
// where the agent agrees.

#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "review_ghost_check.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QTest>
#include <memory>

namespace param = pb::streamway_siege::param;

using pb::gui::test::WindowHarness;

class TestStreamwaySiegeReviewGhost : public QObject {
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

void TestStreamwaySiegeReviewGhost::theGhostIsDrawnOverTheAgentsTarget() {
    // A short game: two waves, two men a team.
    const auto game = pb::rulesetOrThrow("streamway-siege")
                          .makeGame({{param::kWaves, 2}, {param::kMenPerTeam, 2}}, 2);
    pb::gui::test::checkReviewGhosts(
        *harness_, *game, 5, QStringLiteral("streamway_siege"), [](int target) {
            // StreamwaySiegeBoardPresenter: steps 1..steps, a team's reserve from 1000.
            constexpr int reserveBase = 1000;
            return target >= reserveBase
                       ? QStringLiteral("streamwayReserve%1").arg(target - reserveBase)
                       : QStringLiteral("streamwayStep%1").arg(target);
        });
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestStreamwaySiegeReviewGhost>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_streamway_siege_review_ghost.moc"
