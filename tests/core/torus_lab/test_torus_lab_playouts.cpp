// Torus Lab's random play beyond the property harness (torus_lab_properties.cpp):
// random games meet every way a game ends, and every agent finishes games.

#include "agents/agent.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "fail_if.h"
#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_ruleset.h"
#include "sim/simulator.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>
#include <algorithm>
#include <map>

using namespace tltest;

class TestTorusLabPlayouts : public QObject {
    Q_OBJECT

private slots:
    void everyEndIsReached();
    void agentsFinishGames_data();
    void agentsFinishGames();
};

void TestTorusLabPlayouts::everyEndIsReached() {
    // The playouts above only check what they meet: make sure they meet every end.
    std::map<std::string, int> ends;
    for (const json& params : {json::object(), winnable(), thinAndShort(), variantA()})
        for (int players : {1, 2, 3}) {
            const auto game = pb::torus_lab::ruleset().makeGame(params, players);
            pb::Rng rng(3);
            for (std::uint64_t seed = 0; seed < 200; ++seed) {
                auto s = game->newInitialState(seed);
                while (!s->isTerminal())
                    s->applyUnchecked(s->isChance() ? s->sampleChance(rng)
                                                    : s->sampleUniformLegal(rng));
                const json j = s->toJson();
                ++ends[j["result"] == "won" ? "won" : j["cause"].get<std::string>()];
            }
        }
    std::string seen;
    for (const auto& [end, count] : ends)
        seen += " " + end + ":" + std::to_string(count);
    for (const char* end : {"won", "noRoom", "handLimit", "emptyStack", "turnLimit"})
        QVERIFY2(ends[end] > 0, (std::string(end) + " never happens;" + seen).c_str());
    qInfo("ends:%s", seen.c_str());
}

void TestTorusLabPlayouts::agentsFinishGames_data() {
    QTest::addColumn<QString>("agent");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    for (int players = 1; players <= 4; ++players) {
        QTest::newRow(("random " + std::to_string(players)).c_str())
            << QString("random") << players << rulesettest::propertyGames(50);
        QTest::newRow(("greedy " + std::to_string(players)).c_str())
            << QString("greedy") << players << rulesettest::propertyGames(10);
    }
    QTest::newRow("mcts 2") << QString("mcts:iterations=200") << 2 << 1;
    QTest::newRow("mcts 4") << QString("mcts:iterations=200") << 4 << 1;
}

void TestTorusLabPlayouts::agentsFinishGames() {
    QFETCH(QString, agent);
    QFETCH(int, players);
    QFETCH(int, games);
    pb::SimulationConfig config;
    config.game = pb::torus_lab::ruleset().makeGame(json::object(), players);
    config.agentSpecs.assign(static_cast<std::size_t>(players), agent.toStdString());
    config.runSeed = 5;
    config.games = static_cast<std::uint64_t>(games);
    config.threads = 1;
    const pb::SimulationResult result = pb::simulate(config);
    QCOMPARE(static_cast<int>(result.games.size()), games);
    int wins = 0;
    for (const auto& g : result.games) {
        QVERIFY(g.turns > 0 && g.decisions > 0);
        QVERIFY(!g.outcome.draw && g.outcome.winner == -1);
        wins += g.outcome.score[0] > 0.5 ? 1 : 0;
    }
    qInfo("%s, %d players: %d of %d won", qPrintable(agent), players, wins, games);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabPlayouts)
#include "test_torus_lab_playouts.moc"
