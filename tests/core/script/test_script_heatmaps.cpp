// The heatmaps of a scripted game: one map per grid field, counting the
// decisions that changed each cell, drawn as the script's view draws the grid
// (docs/scripting.md, "Heatmaps").

#include "engine/game.h"
#include "engine/heatmap.h"
#include "script/script_ruleset.h"
#include "sim/simulator.h"
#include "test_registry.h"

#include <QTest>
#include <numeric>

namespace {

std::shared_ptr<const pb::script::ScriptRuleset> example(const char* name) {
    return pb::script::ScriptRuleset::fromFile(std::string(PLAYBENCH_SCRIPT_EXAMPLES) + "/" + name +
                                               ".lua");
}

} // namespace

class TestScriptHeatmaps : public QObject {
    Q_OBJECT

private slots:
    void aGridFieldIsAMapAndAScriptWithoutOneHasNone();
    void connectFourFillsColumnsFromTheBottomRowUp();
};

void TestScriptHeatmaps::aGridFieldIsAMapAndAScriptWithoutOneHasNone() {
    const auto game = example("connect-four")->makeGame({}, 2);
    const std::vector<pb::HeatmapSpec> maps = game->heatmaps();
    QCOMPARE(maps.size(), std::size_t(1));
    QCOMPARE(maps[0].id, std::string("board"));
    QCOMPARE(maps[0].rows, 6);
    QCOMPARE(maps[0].cols, 7);
    QVERIFY(game->makeHeatRecorder() != nullptr);
    const auto pig = example("pig")->makeGame({}, 2);
    QVERIFY(pig->heatmaps().empty());
    QVERIFY(pig->makeHeatRecorder() == nullptr);
}

// Every drop fills exactly one cell, so a game's cells add up to its drops;
// the view draws row 1 at the bottom, so the map's last row is the bottom
// row, which every game's first drop lands in; and a cell fills only after
// the one under it, so each column's counts grow downwards.
void TestScriptHeatmaps::connectFourFillsColumnsFromTheBottomRowUp() {
    pb::SimulationConfig config;
    config.game = example("connect-four")->makeGame({}, 2);
    config.agentSpecs = {"random", "random"};
    config.games = 60;
    config.runSeed = 4;
    config.heatmaps = true;
    const pb::SimulationResult result = pb::simulate(config);
    const int rows = 6, cols = 7, cells = rows * cols;
    std::vector<std::uint64_t> total(cells, 0);
    for (const pb::SimulatedGame& game : result.games) {
        QCOMPARE(game.heat.size(), std::size_t(cells * 3)); // all seats, then each seat
        const std::uint64_t sum =
            std::accumulate(game.heat.begin(), game.heat.begin() + cells, std::uint64_t(0));
        QCOMPARE(sum, std::uint64_t(game.decisions));
        std::uint64_t bottom = 0;
        for (int c = 0; c < cols; ++c)
            bottom += game.heat[(rows - 1) * cols + c];
        QVERIFY(bottom >= 1);
        for (int i = 0; i < cells; ++i)
            total[i] += game.heat[i];
    }
    // Map row r lies above map row r + 1.
    for (int c = 0; c < cols; ++c)
        for (int r = 0; r + 1 < rows; ++r)
            QVERIFY2(total[r * cols + c] <= total[(r + 1) * cols + c],
                     qPrintable(
                         QStringLiteral("column %1, map rows %2 and %3").arg(c).arg(r).arg(r + 1)));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestScriptHeatmaps)
#include "test_script_heatmaps.moc"
