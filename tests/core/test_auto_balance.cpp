// Auto-balance: targets parsed and scored, successive halving on a planted
// optimum (a synthetic metric with noise that shrinks with games), its budget,
// refusals and cancel, and a real search over Stability's board size that
// must find the one size whose games last 12 to 16 turns, and one over Torus
// Lab's codes that must find a setting a greedy team wins.

#include "engine/errors.h"
#include "engine/registry.h"
#include "engine/rng.h"
#include "sim/auto_balance.h"
#include "sim/balance_target.h"
#include "sim/successive_halving.h"
#include "test_registry.h"

#include <QTest>
#include <atomic>
#include <cmath>

using nlohmann::json;

namespace {

// Candidate c's metric "x" is |c - 19| / 10 plus noise of size 1/sqrt(games),
// the same for the same (c, games).
json plantedMetrics(std::size_t candidate, std::uint64_t games) {
    pb::Rng rng(pb::deriveSeed(candidate, games));
    const double noise = (rng.unit() - 0.5) / std::sqrt(static_cast<double>(games));
    return {{"x", std::abs(static_cast<double>(candidate) - 19.0) / 10.0 + noise}};
}

pb::AutoBalanceConfig stabilitySizeSearch() {
    pb::AutoBalanceConfig config;
    config.ruleset = &pb::rulesetOrThrow("stability");
    config.players = 2;
    config.agents = {"random", "random"};
    config.axes = {"size=5:12"};
    config.targets = {pb::BalanceTarget::parse("length/mean=12:16")};
    config.budget = 3000;
    config.seed = 9;
    return config;
}

} // namespace

class TestAutoBalance : public QObject {
    Q_OBJECT

private slots:
    void targetsParse() {
        const pb::BalanceTarget both = pb::BalanceTarget::parse("length/mean=20:30");
        QCOMPARE(both.metric, std::string("length/mean"));
        QCOMPARE(*both.low, 20.0);
        QCOMPARE(*both.high, 30.0);
        QCOMPARE(both.text(), std::string("length/mean in 20..30"));
        const pb::BalanceTarget low = pb::BalanceTarget::parse("usage/permeate.none=0.01:");
        QVERIFY(!low.high);
        QCOMPARE(low.text(), std::string("usage/permeate.none at least 0.01"));
        QCOMPARE(pb::BalanceTarget::parse("first_player_advantage=:0.02").text(),
                 std::string("first_player_advantage at most 0.02"));
        for (const char* bad : {"length/mean", "=1:2", "length/mean=1",
                                "length/mean=:", "length/mean=a:2", "length/mean=3:2"})
            QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::BalanceTarget::parse(bad));
    }

    void violationsAreInUnitsOfTheTargetsScale() {
        const pb::BalanceTarget range = pb::BalanceTarget::parse("length/mean=20:30");
        QCOMPARE(range.violation(25), 0.0);
        QCOMPARE(range.violation(20), 0.0);
        QCOMPARE(range.violation(15), 0.5);
        QCOMPARE(range.violation(40), 1.0);
        // One-sided: a tenth of the bound, at least 0.01.
        QCOMPARE(pb::BalanceTarget::parse("length/mean=20:").violation(18), 1.0);
        QCOMPARE(pb::BalanceTarget::parse("usage/x=0.001:").violation(0.0), 0.1);
    }

    void designerNamesReadTheMetrics() {
        const json metrics = {
            {"games", 200},
            {"first_player",
             {{"wins", {{"rate", 0.56}, {"ci95", {0.49, 0.63}}}}, {"expected", 0.5}}},
            {"team_wins", {{"rate", 0.4}, {"ci95", {0.33, 0.47}}}},
            {"length", {{"mean", 22.5}}},
            {"rule_usage", {{{"counter", "permeate.none"}, {"games_used", 3}}}}};
        const auto advantage = pb::BalanceTarget::parse("first_player_advantage=:0.02");
        QVERIFY(std::abs(*advantage.value(metrics) - 0.06) < 1e-12);
        const auto interval = advantage.interval(metrics);
        QVERIFY(interval);
        QVERIFY(std::abs(interval->first + 0.01) < 1e-12);
        QVERIFY(std::abs(interval->second - 0.13) < 1e-12);
        QCOMPARE(*pb::BalanceTarget::parse("team_win_rate=0.4:0.6").value(metrics), 0.4);
        QCOMPARE(*pb::BalanceTarget::parse("usage/permeate.none=0.01:").value(metrics), 0.015);
        QCOMPARE(*pb::BalanceTarget::parse("length/mean=1:").value(metrics), 22.5);
        QVERIFY(!pb::BalanceTarget::parse("length/mean=1:").interval(metrics));
        QVERIFY(!pb::BalanceTarget::parse("usage/nothing=1:").value(metrics));
        // A metric the games lack counts as far off.
        QCOMPARE(pb::targetScore({pb::BalanceTarget::parse("nothing=1:2")}, metrics), 1000.0);
    }

    void halvingFindsAPlantedOptimum() {
        pb::HalvingConfig config;
        config.targets = {pb::BalanceTarget::parse("x=:0.05")};
        config.candidates = 32;
        config.budget = 32 * 20 * 6;
        std::uint64_t lastProgress = 0;
        bool monotonic = true;
        config.progress = [&](std::uint64_t done) {
            monotonic = monotonic && done > lastProgress;
            lastProgress = done;
        };
        const pb::HalvingResult result = pb::successiveHalving(config, plantedMetrics);
        QVERIFY(!result.cancelled);
        QCOMPARE(result.ranked.front().candidate, std::size_t(19));
        QCOMPARE(result.ranked.front().score, 0.0);
        QCOMPARE(result.ranked.size(), std::size_t(32));
        // 32, 16, 8, 4, 2, 1 candidates, each round with twice the games.
        QCOMPARE(result.rounds.size(), std::size_t(6));
        for (std::size_t r = 0; r < result.rounds.size(); ++r) {
            QCOMPARE(result.rounds[r].first, std::size_t(32) >> r);
            QCOMPARE(result.rounds[r].second, result.rounds[0].second << r);
        }
        QVERIFY(result.gamesPlayed <= config.budget);
        QCOMPARE(lastProgress, result.gamesPlayed);
        QVERIFY(monotonic);
    }

    void halvingRefusesWhatItCannotDo() {
        pb::HalvingConfig config;
        config.targets = {pb::BalanceTarget::parse("x=:1")};
        config.candidates = 10;
        config.budget = 199; // under 10 x 20
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::successiveHalving(config, plantedMetrics));
        config.budget = 1000;
        config.candidates = 0;
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::successiveHalving(config, plantedMetrics));
        config.candidates = 10;
        config.targets.clear();
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::successiveHalving(config, plantedMetrics));
    }

    void halvingStopsOnCancel() {
        std::atomic<bool> cancel{false};
        pb::HalvingConfig config;
        config.targets = {pb::BalanceTarget::parse("x=:0.05")};
        config.candidates = 16;
        config.budget = 100000;
        config.cancel = &cancel;
        int evaluated = 0;
        const pb::HalvingResult result =
            pb::successiveHalving(config, [&](std::size_t c, std::uint64_t games) {
                if (++evaluated == 5)
                    cancel = true;
                return plantedMetrics(c, games);
            });
        QVERIFY(result.cancelled);
        QCOMPARE(evaluated, 5);
        QCOMPARE(result.ranked.size(), std::size_t(5));
        QVERIFY(result.rounds.empty());
    }

    void stabilitysBoardSizeIsFoundForATargetLength() {
        // Random 2-player games last about 4.6 turns on a 7x7 board, 6.8 on 8x8,
        // 13.7 on 9x9 and 21 on 10x10: only 9x9 lands in 12..16.
        const json result = pb::autoBalance(stabilitySizeSearch());
        QCOMPARE(result["candidates"].get<int>(), 8);
        QCOMPARE(result["tried"].get<int>(), 8);
        QVERIFY(result["games_played"].get<std::uint64_t>() <= 3000);
        const json& best = result["best"][0];
        QCOMPARE(best["values"]["size"].get<int>(), 9);
        QCOMPARE(best["params"]["size"].get<int>(), 9);
        QVERIFY(best["meets_all"].get<bool>());
        QVERIFY(best["targets"][0]["met"].get<bool>());
        QCOMPARE(result["best"].size(), std::size_t(5));
        QVERIFY(!result["best"][1]["meets_all"].get<bool>());
    }

    void aWinnableTorusLabSettingIsFound() {
        // Greedy teams of two never win the default reading (0 of 200 games:
        // codes of 5 cards, a d6 of particles a turn). Shorter codes and a
        // smaller emergence die make it winnable; the search must say which.
        pb::AutoBalanceConfig config;
        config.ruleset = &pb::rulesetOrThrow("torus-lab");
        config.players = 2;
        config.agents = {"greedy", "greedy"};
        config.axes = {"codeSize=1:5:1", "emergenceDie=1,2,3,6"};
        config.targets = {pb::BalanceTarget::parse("team_win_rate=0.5:")};
        config.budget = 800;
        config.keep = 20;
        const json result = pb::autoBalance(config);
        QCOMPARE(result["tried"].get<int>(), 20);
        const json& best = result["best"][0];
        QVERIFY(best["meets_all"].get<bool>());
        // Won beyond chance: the interval's low end clears the target.
        QVERIFY(best["targets"][0]["ci95"][0].get<double>() > 0.5);
        QVERIFY(best["values"]["codeSize"].get<int>() < 5);
        QVERIFY(best["values"]["emergenceDie"].get<int>() < 6);
        // The default reading is among the candidates, and it is lost every time.
        bool sawDefault = false;
        for (const json& candidate : result["best"])
            if (candidate["values"]["codeSize"] == 5 && candidate["values"]["emergenceDie"] == 6) {
                sawDefault = true;
                QVERIFY(!candidate["meets_all"].get<bool>());
                QCOMPARE(candidate["targets"][0]["value"].get<double>(), 0.0);
            }
        QVERIFY(sawDefault);
    }

    void autoBalanceIsTheSameForAnyThreadCount() {
        pb::AutoBalanceConfig config = stabilitySizeSearch();
        config.budget = 800;
        const json one = pb::autoBalance(config);
        config.threads = 2;
        QCOMPARE(pb::autoBalance(config).dump(), one.dump());
    }

    void aBadAxisFailsBeforeAnyGame() {
        pb::AutoBalanceConfig config = stabilitySizeSearch();
        int progressed = 0;
        config.progress = [&](std::uint64_t, std::uint64_t) { ++progressed; };
        config.axes = {"gravity=1:3"};
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::autoBalance(config));
        config.axes.clear();
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::autoBalance(config));
        QCOMPARE(progressed, 0);
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestAutoBalance)
#include "test_auto_balance.moc"
