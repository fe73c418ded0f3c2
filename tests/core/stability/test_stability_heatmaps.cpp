// Stability's heatmaps (docs/reports.md, "Heatmaps"): a move counts where it
// ends, an elimination where the homunculus stood, and a batch's maps are the
// same for any thread count; a heatmap's observer does not pay for the
// state's hash after every decision, and sees the same game.

#include "agents/agent.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/game_runner.h"
#include "sim/simulator.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QTest>
#include <numeric>

using namespace pbtest;

class TestStabilityHeatmaps : public QObject {
    Q_OBJECT

private slots:
    void aMoveAndAnEliminationAreCountedWhereTheyHappen();
    void aBatchCountsTheSameOnAnyThreadCount();
    void anObserverWithoutHashesSeesTheSameGame();
};

void TestStabilityHeatmaps::aMoveAndAnEliminationAreCountedWhereTheyHappen() {
    const auto game = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    const auto maps = game->heatmaps();
    QCOMPARE(maps.size(), std::size_t{2});
    QCOMPARE(maps[0].id, std::string("visits"));
    QCOMPARE(maps[1].id, std::string("eliminations"));
    QCOMPARE(maps[0].rows, 10);
    QCOMPARE(maps[0].cols, 10);
    const auto recorder = game->makeHeatRecorder();
    std::vector<std::uint32_t> cells(200, 0);
    auto observe = [&](const pb::State& s) { recorder->observe(s, pb::Decision{}, 0, cells); };

    PB_STATE(s, Position().tile(0, 0, 2).tile(0, 2, 0));
    observe(*s); // the starting squares are no visit
    PB_PLAY(*s, move(0, 2));
    observe(*s);
    PB_PLAY(*s, skip());
    observe(*s);
    const int p2 = s->toJson()["players"][1]["pos"][0].get<int>() * 10 +
                   s->toJson()["players"][1]["pos"][1].get<int>();
    PB_QUIET_TURN(*s); // P2 moves; P1, on a 0, is eliminated
    observe(*s);
    QVERIFY(!aliveOf(*s, 0));

    QCOMPARE(cells[2], 1u);       // P1's move onto (0,2)
    QCOMPARE(cells[100 + 2], 1u); // and its elimination there
    const json after = s->toJson()["players"][1]["pos"];
    const int moved = after[0].get<int>() * 10 + after[1].get<int>();
    QVERIFY(moved != p2);
    QCOMPARE(cells[static_cast<std::size_t>(moved)], 1u);
    QCOMPARE(std::accumulate(cells.begin(), cells.begin() + 100, 0u), 2u);
    QCOMPARE(std::accumulate(cells.begin() + 100, cells.end(), 0u), 1u);
}

void TestStabilityHeatmaps::aBatchCountsTheSameOnAnyThreadCount() {
    pb::SimulationConfig config;
    config.game = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    config.agentSpecs = {"random", "random"};
    config.games = 40;
    config.heatmaps = true;
    config.threads = 1;
    const json one = pb::summarizeHeatmaps(pb::simulate(config), *config.game);
    config.threads = 2;
    const json two = pb::summarizeHeatmaps(pb::simulate(config), *config.game);
    QCOMPARE(one.dump(), two.dump());
    QCOMPARE(one[0]["games"].get<int>(), 40);
    QVERIFY(one[0]["max"].get<int>() > 0);
    // Two seats: a game ends with at most one homunculus eliminated.
    const auto eliminations = one[1]["cells"].get<std::vector<int>>();
    QVERIFY(std::accumulate(eliminations.begin(), eliminations.end(), 0) <= 40);
    // Without the option no game counts anything.
    config.heatmaps = false;
    QCOMPARE(pb::summarizeHeatmaps(pb::simulate(config), *config.game)[0]["games"].get<int>(), 0);
}

// playGame computes the state's hash after a decision only for a record that
// keeps its decisions or an observer that reads it (the game log); a heatmap's
// observer sees 0 there, and the very same decisions.
void TestStabilityHeatmaps::anObserverWithoutHashesSeesTheSameGame() {
    const auto game = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    auto play = [&](bool wantsHash, bool keepDecisions) {
        std::vector<std::unique_ptr<pb::Agent>> owned;
        std::vector<pb::Agent*> agents;
        for (int seat = 0; seat < 2; ++seat) {
            owned.push_back(pb::makeAgent("random", 0));
            agents.push_back(owned.back().get());
        }
        std::vector<pb::RecordedDecision> seen;
        std::vector<std::uint64_t> stateHashes;
        const pb::DecisionObserver observer(
            [&](const pb::State& after, const pb::RecordedDecision& d) {
                seen.push_back(d);
                stateHashes.push_back(after.hash());
            },
            wantsHash);
        const pb::GameRecord record = pb::playGame(*game, 77, agents, {}, observer, keepDecisions);
        return std::tuple{seen, stateHashes, record};
    };
    const auto [withHash, hashes, full] = play(true, false);
    const auto [without, hashesToo, light] = play(false, false);
    const auto [kept, keptHashes, keptRecord] = play(false, true);
    QVERIFY(withHash.size() > 10);
    QCOMPARE(without.size(), withHash.size());
    QCOMPARE(kept.size(), withHash.size());
    for (std::size_t i = 0; i < withHash.size(); ++i) {
        QCOMPARE(without[i].actor, withHash[i].actor);
        QVERIFY(without[i].decision == withHash[i].decision);
        QCOMPARE(withHash[i].hashAfter, hashes[i]);
        QCOMPARE(without[i].hashAfter, std::uint64_t{0});
        QCOMPARE(kept[i].hashAfter, hashes[i]); // the kept record needs it anyway
    }
    QCOMPARE(light.outcome.winner, full.outcome.winner);
    QVERIFY(light.outcome.score == full.outcome.score);
    QCOMPARE(light.turns, full.turns);
    QVERIFY(light.decisions.empty());
    QCOMPARE(keptRecord.decisions.size(), withHash.size());
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStabilityHeatmaps)
#include "test_stability_heatmaps.moc"
