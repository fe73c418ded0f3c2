// Titanomachia's heatmaps (docs/reports.md, "Heatmaps"): every step counts
// the square it ends on, unless it leaves the board, and Blast markers count
// where they are placed.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "ruleset_test_support.h"
#include "sim/simulator.h"
#include "test_registry.h"

#include <QTest>
#include <nlohmann/json.hpp>

class TestTitanomachiaHeatmaps : public QObject {
    Q_OBJECT

private slots:
    void everyStepOnTheBoardIsAnEntry();
};

void TestTitanomachiaHeatmaps::everyStepOnTheBoardIsAnEntry() {
    const pb::Ruleset& ruleset = pb::rulesetOrThrow("titanomachia");
    pb::SimulationConfig config;
    config.game = ruleset.makeGame(nlohmann::json::object(), 2);
    config.agentSpecs = {"random", "random"};
    config.games = 30;
    config.heatmaps = true;
    const pb::SimulationResult result = pb::simulate(config);
    const nlohmann::json maps = pb::summarizeHeatmaps(result, *config.game);
    QCOMPARE(maps.size(), std::size_t{2});
    QCOMPARE(maps[0]["id"].get<std::string>(), std::string("entered"));
    QCOMPARE(maps[0]["cells"].size(), std::size_t{100});

    auto total = [&](const char* id) { return rulesettest::counterTotal(result, ruleset, 2, id); };
    QVERIFY(total("steps") > 0);
    // A step ends on a square of the board or leaves it (an exit).
    QCOMPARE(rulesettest::heatTotal(maps, 0) + total("exits"), total("steps"));
    QVERIFY(rulesettest::heatTotal(maps, 1) > 0);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaHeatmaps)
#include "test_titanomachia_heatmaps.moc"
