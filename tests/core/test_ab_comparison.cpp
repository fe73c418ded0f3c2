// A/B comparison: the paired difference against hand-computed values, the
// comparison's rows and verdicts on hand-made batches, real batches on common
// random numbers (identical designs differ nowhere; a bigger Stability board
// makes longer games, beyond chance), and refusals of unpaired batches.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "sim/simulator.h"
#include "stats/ab_comparison.h"
#include "stats/paired_difference.h"
#include "test_registry.h"

#include <QTest>
#include <cmath>
#include <vector>

using nlohmann::json;

namespace {

bool near(double a, double b, double tolerance = 1e-9) {
    return std::abs(a - b) <= tolerance;
}

// A finished 2-seat game won by `winner` (-1: a draw) with seat `firstMover` moving first.
pb::SimulatedGame game(std::uint64_t index, int winner, int turns, int firstMover = 0) {
    pb::SimulatedGame g;
    g.index = index;
    g.seed = 5000 + index;
    g.firstMover = firstMover;
    g.turns = turns;
    g.decisions = 3 * turns;
    g.outcome.numSeats = 2;
    g.outcome.winner = winner;
    g.outcome.draw = winner < 0;
    for (int s = 0; s < 2; ++s)
        g.outcome.score[s] = winner < 0 ? 0.5 : (s == winner ? 1.0 : 0.0);
    return g;
}

pb::SimulationResult batch(const std::string& rulesetId, const json& params, std::uint64_t seed,
                           std::uint64_t games) {
    pb::SimulationConfig config;
    config.game = pb::rulesetOrThrow(rulesetId).makeGame(params, 2);
    config.agentSpecs = {"random", "random"};
    config.runSeed = seed;
    config.games = games;
    return pb::simulate(config);
}

const json* metric(const json& comparison, const std::string& id) {
    for (const json& row : comparison["metrics"])
        if (row["id"] == id)
            return &row;
    return nullptr;
}

} // namespace

class TestAbComparison : public QObject {
    Q_OBJECT

private slots:
    void pairedDifferenceKnownAnswer() {
        // Differences 1,0,0,0,0: mean 0.2, sample variance 0.2, SE sqrt(0.2/5) = 0.2.
        const std::vector<double> a{0, 1, 0, 1, 1}, b{1, 1, 0, 1, 1};
        const pb::PairedDifference d = pb::pairedDifference(a, b);
        QCOMPARE(d.pairs, quint64(5));
        QVERIFY(near(d.meanA, 0.6));
        QVERIFY(near(d.meanB, 0.8));
        QVERIFY(near(d.difference, 0.2));
        QVERIFY(near(d.pairedStdError, 0.2));
        QVERIFY(near(d.low, 0.2 - 1.959963984540054 * 0.2));
        QVERIFY(near(d.high, 0.2 + 1.959963984540054 * 0.2));
        QVERIFY(!d.real());
        // Independent batches: variances 0.3 and 0.2, SE sqrt(0.5/5); pairing is worth 2.5x.
        QVERIFY(near(d.unpairedStdError, std::sqrt(0.1)));
        QVERIFY(near(d.efficiency(), 2.5));
    }

    void aConstantShiftIsRealWithAZeroWidthInterval() {
        const std::vector<double> a{3, 5, 9}, b{4, 6, 10};
        const pb::PairedDifference d = pb::pairedDifference(a, b);
        QCOMPARE(d.difference, 1.0);
        QCOMPARE(d.low, 1.0);
        QCOMPARE(d.high, 1.0);
        QVERIFY(d.real());
        QVERIFY(std::isinf(d.efficiency()));
    }

    void onePairIsNeverReal() {
        const std::vector<double> a{0}, b{1};
        const pb::PairedDifference d = pb::pairedDifference(a, b);
        QCOMPARE(d.difference, 1.0);
        QVERIFY(!d.real());
        QCOMPARE(pb::pairedDifference({}, {}).pairs, quint64(0));
    }

    void handMadeBatchesGiveTheirRowsAndVerdicts() {
        // A: the first mover wins 3 of 4; B: 1 of 4, on the same seeds. Lengths
        // 10,10,10,10 against 12,12,12,12.
        pb::SimulationResult a, b;
        const int winnersA[] = {0, 0, 0, 1}, winnersB[] = {1, 1, 0, 1};
        for (std::uint64_t i = 0; i < 4; ++i) {
            a.games.push_back(game(i, winnersA[i], 10));
            b.games.push_back(game(i, winnersB[i], 12));
        }
        const json c = pb::compareBatches(a, b, pb::rulesetOrThrow("stability"), 2);
        QCOMPARE(c["games"].get<int>(), 4);
        QCOMPARE(c["cooperative"].get<bool>(), false);
        const json& head = c["metrics"][0];
        QCOMPARE(head["id"].get<std::string>(), std::string("first_player_advantage"));
        // Advantage = the first mover's rate minus the fair 1/2.
        QVERIFY(near(head["a"].get<double>(), 0.25));
        QVERIFY(near(head["b"].get<double>(), -0.25));
        QVERIFY(near(head["difference"].get<double>(), -0.5));
        QCOMPARE(head["direction"].get<std::string>(), std::string("down"));
        // Differences -1,-1,0,0: SE sqrt((1/3)/4); the interval holds 0.
        QCOMPARE(head["real"].get<bool>(), false);
        QCOMPARE(head["verdict"].get<std::string>(),
                 std::string("First-player advantage fell from 25.0% to -25.0%; the difference "
                             "may be chance (95% interval -106.6 to +6.6 points)."));
        QCOMPARE(c["headline"].get<std::string>().rfind(head["verdict"].get<std::string>(), 0),
                 std::size_t(0));

        const json* length = metric(c, "length");
        QVERIFY(length);
        QCOMPARE((*length)["real"].get<bool>(), true);
        QCOMPARE((*length)["verdict"].get<std::string>(),
                 std::string("Mean game length rose from 10.00 to 12.00 turns; the difference is "
                             "real (95% interval +2.00 to +2.00 turns)."));
        const json* p2 = metric(c, "seat_win_rate/1");
        QVERIFY(p2);
        QCOMPARE((*p2)["label"].get<std::string>(), std::string("P2's win rate"));
        QVERIFY(near((*p2)["a"].get<double>(), 0.25));
        QVERIFY(near((*p2)["b"].get<double>(), 0.75));
        // One row per counter of the ruleset, after the game-level rows.
        const auto& counters = pb::rulesetOrThrow("stability").counters();
        QVERIFY(metric(c, "usage/" + counters.front().id));
        QCOMPARE(c["metrics"].size(), 7 + counters.size());
    }

    void aCooperativeRulesetLeadsWithTheTeamsWinRate() {
        pb::SimulationResult a, b;
        for (std::uint64_t i = 0; i < 3; ++i) {
            pb::SimulatedGame lost = game(i, -1, 5), won = game(i, -1, 5);
            lost.outcome.draw = false;
            lost.outcome.score = {};
            won.outcome.draw = false;
            won.outcome.score = {1.0, 1.0};
            a.games.push_back(lost);
            b.games.push_back(won);
        }
        const json c = pb::compareBatches(a, b, pb::rulesetOrThrow("streamway-siege"), 2);
        QCOMPARE(c["cooperative"].get<bool>(), true);
        QCOMPARE(c["metrics"][0]["id"].get<std::string>(), std::string("team_win_rate"));
        QCOMPARE(c["metrics"][0]["b"].get<double>(), 1.0);
        QVERIFY(!metric(c, "first_player_advantage"));
        QVERIFY(!metric(c, "draw_rate"));
    }

    void unpairedBatchesAreRefused() {
        pb::SimulationResult a, b;
        a.games = {game(0, 0, 5), game(1, 0, 5)};
        b.games = {game(0, 0, 5)};
        const auto& stability = pb::rulesetOrThrow("stability");
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::compareBatches(a, b, stability, 2));
        b.games.push_back(game(1, 0, 5));
        b.games[1].seed += 1;
        try {
            pb::compareBatches(a, b, stability, 2);
            QFAIL("a batch on other seeds was compared");
        } catch (const pb::InvalidInput& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("A/B comparison: game 1 was played on another seed in design B"));
        }
    }

    void identicalDesignsOnTheSameSeedsDifferNowhere() {
        const json params = {{"size", 8}};
        const pb::SimulationResult a = batch("stability", params, 11, 200);
        const pb::SimulationResult b = batch("stability", params, 11, 200);
        const json c = pb::compareBatches(a, b, pb::rulesetOrThrow("stability"), 2);
        for (const json& row : c["metrics"]) {
            QCOMPARE(row["difference"].get<double>(), 0.0);
            QCOMPARE(row["real"].get<bool>(), false);
            QCOMPARE(row["direction"].get<std::string>(), std::string("same"));
        }
        QVERIFY(c["headline"].get<std::string>().find("in both designs") != std::string::npos);
    }

    void identicalDesignsOnOtherSeedsFindNoRealDifference() {
        // Without common random numbers the games differ, but the design does not:
        // the headline's interval holds 0.
        const json params = {{"size", 8}};
        const pb::SimulationResult a = batch("stability", params, 11, 400);
        pb::SimulationResult b = batch("stability", params, 12, 400);
        for (std::size_t i = 0; i < b.games.size(); ++i)
            b.games[i].seed = a.games[i].seed; // pair them as if on the same seeds
        const json c = pb::compareBatches(a, b, pb::rulesetOrThrow("stability"), 2);
        QCOMPARE(c["metrics"][0]["real"].get<bool>(), false);
    }

    void aBiggerBoardMakesLongerGamesBeyondChance() {
        const pb::SimulationResult a = batch("stability", {{"size", 6}}, 21, 300);
        const pb::SimulationResult b = batch("stability", {{"size", 12}}, 21, 300);
        const json c = pb::compareBatches(a, b, pb::rulesetOrThrow("stability"), 2);
        const json* length = metric(c, "length");
        QVERIFY(length);
        QCOMPARE((*length)["direction"].get<std::string>(), std::string("up"));
        QCOMPARE((*length)["real"].get<bool>(), true);
        QVERIFY((*length)["ci95"][0].get<double>() > 0.0);
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestAbComparison)
#include "test_ab_comparison.moc"
