// Titanomachia's heatmaps (docs/reports.md, "Heatmaps"): every step counts
// the square it ends on, unless it leaves the board, and Blast markers count
// where they are placed.

#include "engine/game.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "sim/simulator.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <numeric>

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

    const auto& counters = ruleset.counters();
    auto total = [&](const char* id) {
        const auto at = std::find_if(counters.begin(), counters.end(),
                                     [&](const pb::CounterSpec& c) { return c.id == id; });
        const auto index = static_cast<std::size_t>(at - counters.begin());
        std::uint64_t sum = 0;
        for (const pb::SimulatedGame& game : result.games)
            for (int seat = 0; seat < 2; ++seat)
                sum += game.counters[static_cast<std::size_t>(seat) * counters.size() + index];
        return sum;
    };
    auto cells = [&](int map) {
        const auto values =
            maps[static_cast<std::size_t>(map)]["cells"].get<std::vector<std::uint64_t>>();
        return std::accumulate(values.begin(), values.end(), std::uint64_t{0});
    };
    QVERIFY(total("steps") > 0);
    // A step ends on a square of the board or leaves it (an exit).
    QCOMPARE(cells(0) + total("exits"), total("steps"));
    QVERIFY(cells(1) > 0);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaHeatmaps)
#include "test_titanomachia_heatmaps.moc"
