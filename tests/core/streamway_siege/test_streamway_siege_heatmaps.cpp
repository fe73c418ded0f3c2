// Streamway Siege's heatmaps (docs/reports.md, "Heatmaps"): one cell per step
// of the default board, every man's and monster's arrival counted, and no
// arrival without a deployment, a die, a bump, a throw, a ladder taken (a
// decision of its own) or a spawn behind it.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "ruleset_test_support.h"
#include "sim/simulator.h"
#include "test_registry.h"

#include <QTest>
#include <nlohmann/json.hpp>

namespace param = pb::streamway_siege::param;

class TestStreamwaySiegeHeatmaps : public QObject {
    Q_OBJECT

private slots:
    void arrivalsHaveACauseOnEveryStep();
};

void TestStreamwaySiegeHeatmaps::arrivalsHaveACauseOnEveryStep() {
    const pb::Ruleset& ruleset = pb::rulesetOrThrow("streamway-siege");
    for (const char* board : {"snakes100", "chess64"}) {
        pb::SimulationConfig config;
        config.game = ruleset.makeGame({{param::kBoard, board}}, 2);
        config.agentSpecs = {"random", "random"};
        config.games = static_cast<std::uint64_t>(rulesettest::propertyGames(24));
        config.heatmaps = true;
        const pb::SimulationResult result = pb::simulate(config);
        const nlohmann::json maps = pb::summarizeHeatmaps(result, *config.game);
        const std::size_t steps = std::string(board) == "snakes100" ? 100 : 64;
        QCOMPARE(maps.size(), std::size_t{2});
        QCOMPARE(maps[0]["id"].get<std::string>(), std::string("men"));
        QCOMPARE(maps[1]["id"].get<std::string>(), std::string("monsters"));
        QCOMPARE(maps[0]["cells"].size(), steps);

        auto total = [&](const char* id) {
            return rulesettest::counterTotal(result, ruleset, 2, id);
        };
        const std::uint64_t men = rulesettest::heatTotal(maps, 0);
        QVERIFY2(men >= 1, board);
        QVERIFY2(men <= total("deploys") + total("dice.rolled") + total("bumps.between") +
                            total("bumps.within") + total("throws.men") + total("ladders.taken"),
                 board);
        const std::uint64_t monsters = rulesettest::heatTotal(maps, 1);
        const std::uint64_t spawned = total("monsters.wave") + total("monsters.idle");
        QVERIFY2(monsters >= spawned, board);
    }
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeHeatmaps)
#include "test_streamway_siege_heatmaps.moc"
