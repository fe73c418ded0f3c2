// The second opinion's win chance is calibrated: on fresh simulated Nim games
// (the reference play of win_chance_calibration.h), positions given a chance
// around p are won about p of the time. Nim is small enough to play hundreds
// of games in a fraction of a second, also under the sanitizers.
//
// Tolerance: the positions are bucketed by their chance in ten buckets of
// 0.1; a bucket of n positions whose mean chance is p passes when its win
// rate is within z * sqrt(p (1 - p) / n) of p, the binomial interval of n
// games each won with chance p, with z = 2.807 (two-sided 0.5% per bucket,
// Bonferroni over ten buckets: a calibrated map fails one bucket or more in
// at most 5% of fresh seeds). Each position comes from a game of its own, so
// the outcomes are independent. The map's own fitting error (300 other
// games) is not in the tolerance.
#include "engine/game.h"
#include "games/registry.h"
#include "engine/ruleset.h"
#include "sim/win_chance_calibration.h"
#include "test_registry.h"

#include <QTest>

using nlohmann::json;

namespace {

constexpr double kBonferroniZ = 2.807; // the normal's 1 - 0.05 / (2 * 10) quantile
constexpr int kBudget = 100;           // MCTS iterations of each valuation
constexpr int kGames = 300;            // games to fit on, and as many to check on

std::string describe(const std::vector<pb::CalibrationBucket>& buckets) {
    std::string text;
    for (const pb::CalibrationBucket& b : buckets)
        if (b.count > 0)
            text += "[" + std::to_string(b.low).substr(0, 3) + ", " +
                    std::to_string(b.high).substr(0, 3) + "): n " + std::to_string(b.count) +
                    ", chance " + std::to_string(b.meanChance).substr(0, 5) + ", won " +
                    std::to_string(b.winRate).substr(0, 5) + ", tolerance " +
                    std::to_string(b.tolerance).substr(0, 5) + (b.within() ? "" : " OUT") + "\n";
    return text;
}

} // namespace

class TestNimCalibration : public QObject {
    Q_OBJECT

private slots:
    void positionsEstimatedAtPWinAboutP() {
        // Piles of 5 to 8 stones: long enough that the search cannot prove
        // most positions, short enough for 600 games in well under a second.
        const auto game = pb::rulesetOrThrow("nim").makeGame({{"piles", 4}, {"firstPile", 5}}, 2);
        const pb::WinChanceMap map = pb::calibrateWinChance(*game, kBudget, kGames, 1);
        QVERIFY(map.samples >= 100);
        const auto fresh = pb::sampleWinChances(*game, kBudget, kGames, 2);
        const auto calibrated = pb::calibrationBuckets(fresh, map, 10, kBonferroniZ);
        qInfo("map: intercept %.3f, slope %.3f over %d positions\n%s", map.intercept, map.slope,
              map.samples, describe(calibrated).c_str());
        int checked = 0;
        for (const pb::CalibrationBucket& b : calibrated) {
            QVERIFY2(b.within(), describe(calibrated).c_str());
            checked += b.count;
        }
        QVERIFY(checked >= 100);
        // The searches' raw values (best line's mean) fail the same check:
        // they are scores, optimistic for the mover, not chances.
        const auto raw = pb::calibrationBuckets(fresh, pb::WinChanceMap{}, 10, kBonferroniZ);
        bool rawFails = false;
        for (const pb::CalibrationBucket& b : raw)
            rawFails = rawFails || !b.within();
        QVERIFY2(rawFails, describe(raw).c_str());
    }

    void theFitIsDeterministic() {
        const auto game = pb::rulesetOrThrow("nim").makeGame(json::object(), 2);
        const pb::WinChanceMap one = pb::calibrateWinChance(*game, 50, 60, 9);
        const pb::WinChanceMap two = pb::calibrateWinChance(*game, 50, 60, 9);
        QCOMPARE(one.intercept, two.intercept);
        QCOMPARE(one.slope, two.slope);
        QCOMPARE(one.samples, two.samples);
    }

    void aMapKeepsChancesInsideZeroToOne() {
        pb::WinChanceMap map;
        QCOMPARE(map.apply(0.3), 0.3); // no fit: the identity
        map.intercept = -0.5;
        map.slope = 0.4;
        map.samples = 100;
        for (double v : {0.0, 0.001, 0.3, 0.5, 0.999, 1.0}) {
            const double p = map.apply(v);
            QVERIFY(p > 0.0 && p < 1.0);
            QVERIFY(map.derivative(v) > 0.0);
        }
        QVERIFY(map.apply(0.2) < map.apply(0.8));
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestNimCalibration)
#include "test_nim_calibration.moc"
