// Torus Lab's heatmaps (docs/reports.md, "Heatmaps"): particles count where
// they arrive, and each turn's end adds the particles on every space.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>

using namespace tltest;

class TestTorusLabHeatmaps : public QObject {
    Q_OBJECT

private slots:
    void arrivalsAndTurnEndsAreCountedBySpace();
};

void TestTorusLabHeatmaps::arrivalsAndTurnEndsAreCountedBySpace() {
    const auto game = pb::rulesetOrThrow("torus-lab").makeGame(json::object(), 3);
    const auto maps = game->heatmaps();
    QCOMPARE(maps.size(), std::size_t{2});
    QCOMPARE(maps[0].id, std::string("arrivals"));
    QCOMPARE(maps[1].id, std::string("pileUp"));
    QCOMPARE(maps[0].rows, 1);
    QCOMPARE(maps[0].cols, 6);
    const auto recorder = game->makeHeatRecorder();
    std::vector<std::uint32_t> cells(12, 0);
    auto observe = [&](const pb::State& s) { recorder->observe(s, pb::Decision{}, 0, cells); };

    // One particle on spaces 2-6: already there, so not arrivals.
    TL_STATE(s, Position());
    observe(*s);
    TL_PLAY(*s, endTurn());
    observe(*s);
    TL_PLAY(*s, emergeCount(3));
    observe(*s);
    QCOMPARE(cells, std::vector<std::uint32_t>(12, 0));
    TL_PLAY(*s, emergeSpace(5));
    observe(*s);
    QCOMPARE(particlesOn(*s, 5), 4);
    // Three arrived on space 5; the turn ended with 0,1,1,1,4,1 on the ring.
    QCOMPARE(cells, (std::vector<std::uint32_t>{0, 0, 0, 0, 3, 0, 0, 1, 1, 1, 4, 1}));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabHeatmaps)
#include "test_torus_lab_heatmaps.moc"
