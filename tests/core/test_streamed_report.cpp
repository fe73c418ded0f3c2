// The report of a run computed in one streaming pass (sim/run_accumulator.h)
// against the report the earlier code computed from every game held in
// memory: the golden files in tests/data/reports/ are `playbench-cli simulate`
// output written before the pass existed (the command lines are below), and
// the pass must give them byte for byte, on any thread count. A 100,000-game
// run was compared the same way by hand (scripts/report-memory.sh,
// docs/reports.md).

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "sim/integer_counts.h"
#include "sim/run_accumulator.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"
#include "stats/distribution.h"
#include "test_registry.h"

#include <QFile>
#include <QTest>
#include <random>

using nlohmann::json;

namespace {

std::string golden(const char* name) {
    QFile file(QStringLiteral(PLAYBENCH_TEST_DATA_DIR "/reports/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

struct Batch {
    int players = 2;
    std::uint64_t games = 0, seed = 1, complexitySample = 0;
    bool heatmaps = false;
};

// What `simulate` prints for `batch`: its summary, "metrics" and, with
// heatmaps, "heatmaps", as one line of compact JSON.
std::string simulateOutput(const Batch& batch, int threads, bool keepGames) {
    const pb::Ruleset& ruleset = pb::rulesetOrThrow("stability");
    pb::SimulationConfig config;
    config.game = ruleset.makeGame(json::object(), batch.players);
    config.agentSpecs.assign(static_cast<std::size_t>(batch.players), "random");
    config.runSeed = batch.seed;
    config.games = batch.games;
    config.threads = threads;
    config.complexitySample = batch.complexitySample;
    config.heatmaps = batch.heatmaps;
    config.keepGames = keepGames;
    const pb::SimulationResult result = pb::simulate(config);
    const std::vector<bool> canFire =
        ruleset.countersThatCanFire(config.game->params(), batch.players, nullptr);
    json out;
    if (keepGames) {
        // The list of games, as the report of a run held in memory was made.
        if (result.games.size() != batch.games)
            return "games not kept";
        out = pb::summarize(result, batch.players);
        out["metrics"] = pb::balanceMetrics(result, ruleset, batch.players, config.agentSpecs,
                                            batch.complexitySample, canFire);
        if (batch.heatmaps)
            out["heatmaps"] = pb::summarizeHeatmaps(result, *config.game);
    } else {
        if (!result.games.empty())
            return "games kept";
        out = pb::summarize(result.totals, result.cancelled);
        out["metrics"] = pb::balanceMetrics(result.totals, result.cancelled, ruleset,
                                            config.agentSpecs, batch.complexitySample, canFire);
        if (batch.heatmaps)
            out["heatmaps"] = pb::summarizeHeatmaps(result.totals, *config.game);
    }
    return out.dump() + "\n";
}

} // namespace

class StreamedReportTest : public QObject {
    Q_OBJECT

private slots:
    void equalsTheReportOfEveryGameHeld_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("seed");
        QTest::addColumn<int>("sample");
        QTest::addColumn<bool>("heatmaps");
        // playbench-cli simulate --game stability --games 2000 --seed 7 --heatmaps
        //     --complexity-sample 300
        QTest::newRow("2 players, heatmaps")
            << QStringLiteral("stability-2p-2000.json") << 2 << 2000 << 7 << 300 << true;
        // playbench-cli simulate --game stability --players 3 --games 1500 --seed 5
        //     --complexity-sample 100
        QTest::newRow("3 players")
            << QStringLiteral("stability-3p-1500.json") << 3 << 1500 << 5 << 100 << false;
    }
    void equalsTheReportOfEveryGameHeld() {
        QFETCH(QString, file);
        QFETCH(int, players);
        QFETCH(int, games);
        QFETCH(int, seed);
        QFETCH(int, sample);
        QFETCH(bool, heatmaps);
        const std::string expected = golden(file.toUtf8().constData());
        QVERIFY2(!expected.empty(), qPrintable(file));
        const Batch batch{players, std::uint64_t(games), std::uint64_t(seed), std::uint64_t(sample),
                          heatmaps};
        QCOMPARE(simulateOutput(batch, 1, false), expected);
        QCOMPARE(simulateOutput(batch, 2, false), expected);
        QCOMPARE(simulateOutput(batch, 2, true), expected);
    }

    void countsSummarizeAsTheSortedList() {
        // Small values (counted by index) and the rare others (negative, large).
        std::mt19937_64 rng(42);
        for (int trial = 0; trial < 20; ++trial) {
            pb::IntegerCounts counts;
            std::vector<double> sorted;
            const int n = 1 + static_cast<int>(rng() % 500);
            for (int i = 0; i < n; ++i) {
                std::int64_t v = static_cast<std::int64_t>(rng() % 120);
                if (trial % 3 == 1 && i % 7 == 0)
                    v = static_cast<std::int64_t>(rng() % 100000) - 50000;
                counts.add(v);
                sorted.push_back(static_cast<double>(v));
            }
            std::sort(sorted.begin(), sorted.end());
            const pb::Summary a = pb::summarizeSorted(sorted), b = pb::summarizeCounts(counts);
            QCOMPARE(counts.size(), std::uint64_t(sorted.size()));
            // Bit for bit, not within a tolerance.
            QVERIFY(a.mean == b.mean && a.sd == b.sd && a.median == b.median && a.p10 == b.p10 &&
                    a.p90 == b.p90 && a.min == b.min && a.max == b.max && a.meanLow == b.meanLow &&
                    a.meanHigh == b.meanHigh);
            const auto binsA = pb::integerHistogram(sorted),
                       binsB = pb::integerHistogramOfCounts(counts);
            QCOMPARE(binsA.size(), binsB.size());
            for (std::size_t i = 0; i < binsA.size(); ++i)
                QVERIFY(binsA[i].from == binsB[i].from && binsA[i].to == binsB[i].to &&
                        binsA[i].count == binsB[i].count);
        }
    }

    void keepsTheEarliestOutliers() {
        // Games 0..59 with turns repeating every 20: the longest and shortest
        // come first in index order, whatever order they are added and merged in.
        pb::RunAccumulator forward(2, 0), halves(2, 0), second(2, 0);
        std::vector<pb::SimulatedGame> games;
        for (std::uint64_t i = 0; i < 60; ++i) {
            pb::SimulatedGame g;
            g.index = i;
            g.turns = 10 + static_cast<int>(i % 20);
            g.outcome.numSeats = 2;
            g.outcome.winner = static_cast<int>(i % 2);
            g.outcome.score[static_cast<std::size_t>(g.outcome.winner)] = 1.0;
            games.push_back(g);
        }
        for (const auto& g : games)
            forward.add(g);
        for (auto it = games.rbegin(); it != games.rend(); ++it)
            (it->index < 30 ? halves : second).add(*it);
        second.merge(halves);
        for (const pb::RunAccumulator* totals : {&forward, &second}) {
            QCOMPARE(totals->longest()->index, std::uint64_t(19));
            QCOMPARE(totals->shortest()->index, std::uint64_t(0));
            QCOMPARE(totals->quickestWin(0)->index, std::uint64_t(0));
            QCOMPARE(totals->quickestWin(1)->index, std::uint64_t(1));
            QCOMPARE(totals->games(), std::uint64_t(60));
            QCOMPARE(totals->wins(1), std::uint64_t(30));
        }
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(StreamedReportTest)
#include "test_streamed_report.moc"
