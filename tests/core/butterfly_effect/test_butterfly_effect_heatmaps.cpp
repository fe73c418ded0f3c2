// Butterfly Effect's heatmaps (docs/reports.md, "Heatmaps"): every placement
// is an arrival in its era, and nothing arrives that was not placed, moved,
// reproduced or added by fertility.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "ruleset_test_support.h"
#include "sim/simulator.h"
#include "test_registry.h"

#include <QTest>
#include <nlohmann/json.hpp>

class TestButterflyEffectHeatmaps : public QObject {
    Q_OBJECT

private slots:
    void arrivalsAreBoundedByWhatPutsPiecesOnSquares();
};

void TestButterflyEffectHeatmaps::arrivalsAreBoundedByWhatPutsPiecesOnSquares() {
    const pb::Ruleset& ruleset = pb::rulesetOrThrow("butterfly-effect");
    pb::SimulationConfig config;
    config.game = ruleset.makeGame(nlohmann::json::object(), 2);
    config.agentSpecs = {"random", "random"};
    config.games = rulesettest::propertyGames(16);
    config.heatmaps = true;
    const pb::SimulationResult result = pb::simulate(config);
    const nlohmann::json maps = pb::summarizeHeatmaps(result, *config.game);
    QCOMPARE(maps.size(), std::size_t{2});
    QCOMPARE(maps[0]["id"].get<std::string>(), std::string("past"));
    QCOMPARE(maps[1]["id"].get<std::string>(), std::string("present"));
    QCOMPARE(maps[0]["cells"].size(), std::size_t{81});

    auto total = [&](const char* id) { return rulesettest::counterTotal(result, ruleset, 2, id); };
    const std::uint64_t added = total("reproduce.pieces") + total("fertility.extras");
    for (const auto& [map, era] : {std::pair{0, "past"}, std::pair{1, "present"}}) {
        const std::uint64_t arrivals = rulesettest::heatTotal(maps, static_cast<std::size_t>(map));
        const std::uint64_t placed = total((std::string("place.") + era).c_str());
        const std::uint64_t moved = total((std::string("move.") + era).c_str());
        QVERIFY(placed > 0);
        QVERIFY2(arrivals >= placed, era);
        QVERIFY2(arrivals <= placed + moved + added, era);
    }
}

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectHeatmaps)
#include "test_butterfly_effect_heatmaps.moc"
