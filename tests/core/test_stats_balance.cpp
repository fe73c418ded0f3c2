// Known-answer tests of the balance statistics: Wilson intervals against
// published values, type-7 quantiles against R, histogram bins, the verdicts'
// wording, and balanceMetrics on hand-made batches whose every number is known.

#include "engine/ruleset.h"
#include "games/registry.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"
#include "stats/distribution.h"
#include "stats/proportion.h"
#include "test_registry.h"

#include <QTest>

using nlohmann::json;

namespace {

// A finished game: `winner` (-1 for a draw) of `seats`, `turns` long.
pb::SimulatedGame game(std::uint64_t index, int winner, int turns, int seats = 2,
                       int firstMover = 0) {
    pb::SimulatedGame g;
    g.index = index;
    g.seed = 1000 + index;
    g.firstMover = firstMover;
    g.turns = turns;
    g.decisions = 2 * turns;
    g.outcome.numSeats = seats;
    g.outcome.winner = winner;
    g.outcome.draw = winner < 0;
    for (int s = 0; s < seats; ++s) {
        g.outcome.score[s] = winner < 0 ? 1.0 / seats : (s == winner ? 1.0 : 0.0);
        g.outcome.rank[s] = winner < 0 || s == winner ? 1 : 2;
    }
    return g;
}

bool near(double a, double b, double tolerance = 5e-5) {
    return std::abs(a - b) <= tolerance;
}

} // namespace

class TestStatsBalance : public QObject {
    Q_OBJECT

private slots:
    void wilsonMatchesPublishedValues_data() {
        QTest::addColumn<double>("successes");
        QTest::addColumn<quint64>("trials");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        // Newcombe (1998), Statistics in Medicine 17:857-872, table I (method 3).
        QTest::newRow("81/263") << 81.0 << quint64(263) << 0.2553 << 0.3662;
        QTest::newRow("15/148") << 15.0 << quint64(148) << 0.0624 << 0.1605;
        QTest::newRow("0/20") << 0.0 << quint64(20) << 0.0 << 0.1611;
        QTest::newRow("1/29") << 1.0 << quint64(29) << 0.0061 << 0.1718;
        // Small samples, as R's prop.test(correct = FALSE) gives them.
        QTest::newRow("0/10") << 0.0 << quint64(10) << 0.0 << 0.2775;
        QTest::newRow("5/10") << 5.0 << quint64(10) << 0.2366 << 0.7634;
        QTest::newRow("10/10") << 10.0 << quint64(10) << 0.7225 << 1.0;
    }
    void wilsonMatchesPublishedValues() {
        QFETCH(double, successes);
        QFETCH(quint64, trials);
        QFETCH(double, low);
        QFETCH(double, high);
        const pb::Proportion p = pb::wilsonInterval(successes, trials);
        QVERIFY2(near(p.low, low), qPrintable(QString::number(p.low, 'f', 6)));
        QVERIFY2(near(p.high, high), qPrintable(QString::number(p.high, 'f', 6)));
        QCOMPARE(p.rate, successes / double(trials));
    }

    void wilsonEdges() {
        const pb::Proportion none = pb::wilsonInterval(0, 0);
        QCOMPARE(none.rate, 0.0);
        QCOMPARE(none.low, 0.0);
        QCOMPARE(none.high, 1.0);
        // Exactly 0 and 1 at the ends, not rounding noise.
        QCOMPARE(pb::wilsonInterval(0, 300).low, 0.0);
        QCOMPARE(pb::wilsonInterval(300, 300).high, 1.0);
    }

    void quantilesAreType7() {
        // R: quantile(1:10, c(.1, .5, .9)) gives 1.9, 5.5, 9.1.
        const std::vector<double> ten{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        QVERIFY(near(pb::quantile(ten, 0.1), 1.9, 1e-12));
        QVERIFY(near(pb::quantile(ten, 0.5), 5.5, 1e-12));
        QVERIFY(near(pb::quantile(ten, 0.9), 9.1, 1e-12));
        QCOMPARE(pb::quantile(ten, 0.0), 1.0);
        QCOMPARE(pb::quantile(ten, 1.0), 10.0);
        // R: quantile(c(3,1,4,1,5,9,2,6), c(.1,.5,.9)) gives 1, 3.5, 6.9.
        const std::vector<double> pi{1, 1, 2, 3, 4, 5, 6, 9};
        QVERIFY(near(pb::quantile(pi, 0.1), 1.0, 1e-12));
        QVERIFY(near(pb::quantile(pi, 0.5), 3.5, 1e-12));
        QVERIFY(near(pb::quantile(pi, 0.9), 6.9, 1e-12));
        QCOMPARE(pb::quantile({7}, 0.3), 7.0);
        QCOMPARE(pb::quantile({}, 0.5), 0.0);

        const pb::Summary s = pb::summarizeSorted(ten);
        QCOMPARE(s.mean, 5.5);
        QCOMPARE(s.min, 1.0);
        QCOMPARE(s.max, 10.0);
    }

    void histogramBins() {
        // 1..10: width 1, ten bins of one each.
        std::vector<double> ten{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        auto bins = pb::integerHistogram(ten, 30);
        QCOMPARE(bins.size(), std::size_t(10));
        for (const auto& bin : bins) {
            QCOMPARE(bin.count, 1);
            QCOMPARE(bin.to - bin.from, 1.0);
        }
        // At most 4 bins over 0..20: width ceil(21/4) = 6, bins [0,6) [6,12) [12,18) [18,24).
        std::vector<double> spread{0, 1, 5, 6, 11, 12, 17, 18, 20, 20};
        bins = pb::integerHistogram(spread, 4);
        QCOMPARE(bins.size(), std::size_t(4));
        QCOMPARE(bins[0].from, 0.0);
        QCOMPARE(bins[0].to, 6.0);
        QCOMPARE(bins[0].count, 3);
        QCOMPARE(bins[1].count, 2);
        QCOMPARE(bins[2].count, 2);
        QCOMPARE(bins[3].count, 3);
        int total = 0;
        for (const auto& bin : bins)
            total += bin.count;
        QCOMPARE(total, 10);
        QVERIFY(pb::integerHistogram({}, 10).empty());
        QCOMPARE(pb::integerHistogram({4, 4, 4}, 10).size(), std::size_t(1));
    }

    void firstPlayerVerdictWording() {
        const std::string advantage = pb::firstPlayerVerdict(70, 100, 2);
        QVERIFY2(advantage.find("moving first is an advantage") != std::string::npos,
                 advantage.c_str());
        QVERIFY(advantage.find("70.0% of 100 games") != std::string::npos);
        QVERIFY(advantage.find("a fair game gives 50.0%") != std::string::npos);
        const std::string disadvantage = pb::firstPlayerVerdict(30, 100, 2);
        QVERIFY2(disadvantage.find("moving first is a disadvantage") != std::string::npos,
                 disadvantage.c_str());
        const std::string none = pb::firstPlayerVerdict(52, 100, 2);
        QVERIFY2(none.find("no first-player advantage is detectable") != std::string::npos,
                 none.c_str());
        // Three players: fair is 1/3, so 50% of 300 is an advantage.
        QVERIFY(pb::firstPlayerVerdict(150, 300, 3).find("an advantage") != std::string::npos);
        QVERIFY(pb::firstPlayerVerdict(0, 0, 2).find("nothing to say") != std::string::npos);
    }

    void verdictKindsFollowTheInterval() {
        QCOMPARE(pb::verdictKind(70, 100, 2), std::string("above"));
        QCOMPARE(pb::verdictKind(30, 100, 2), std::string("below"));
        QCOMPARE(pb::verdictKind(52, 100, 2), std::string("within"));
        QCOMPARE(pb::verdictKind(150, 300, 3), std::string("above"));
        QCOMPARE(pb::verdictKind(0, 0, 2), std::string("none"));
    }

    void skillVerdictWording() {
        // Seats are numbered as the workbench numbers them: P1 is seat 0.
        QVERIFY(pb::skillVerdict(80, 100, 2, "mcts").find("mcts as P1 won 80.0%") !=
                std::string::npos);
        QVERIFY(pb::skillVerdict(80, 100, 2, "mcts").find("skill pays off") != std::string::npos);
        QVERIFY(pb::skillVerdict(50, 100, 2, "mcts").find("mostly luck") != std::string::npos);
        QVERIFY(pb::skillVerdict(10, 100, 2, "mcts").find("worse than random") !=
                std::string::npos);
    }

    void balanceMetricsOfAKnownBatch() {
        // Ten 2-player games: seat 0 wins 6, seat 1 wins 3, one draw; the first
        // mover (seat 0 in the first six, seat 1 after) wins 7 of 10.
        pb::SimulationResult result;
        const int winners[] = {0, 0, 0, 0, 0, 1, 1, 1, -1, 0};
        const int firsts[] = {0, 0, 0, 0, 0, 0, 1, 1, 1, 1};
        for (int i = 0; i < 10; ++i) {
            pb::SimulatedGame g = game(std::uint64_t(i), winners[i], 10 + i, 2, firsts[i]);
            g.legalDecisionSum = i < 4 ? 100 : 0; // the first 4 games counted 10 points each
            g.countedDecisionPoints = i < 4 ? 10 : 0;
            result.games.push_back(g);
        }
        const pb::Ruleset& stability = pb::rulesetOrThrow("stability");
        const auto counters = stability.counters().size();
        // Counter 0 used by seat 0 in every game, counter 1 by nobody.
        for (auto& g : result.games) {
            g.counters.assign(2 * counters, 0);
            g.counters[0] = 3;
        }
        const json m = pb::balanceMetrics(result, stability, 2, {"random", "greedy"}, 4);
        QCOMPARE(m["games"].get<int>(), 10);
        QCOMPARE(m["seats"][0]["count"].get<double>(), 6.0);
        QCOMPARE(m["seats"][1]["agent"].get<std::string>(), std::string("greedy"));
        QCOMPARE(m["seats"][1]["rate"].get<double>(), 0.3);
        QCOMPARE(m["draws"]["count"].get<double>(), 1.0);
        QCOMPARE(m["first_player"]["wins"]["count"].get<double>(), 7.0);
        QCOMPARE(m["first_player"]["wins"]["of"].get<int>(), 10);
        QCOMPARE(m["first_player"]["expected"].get<double>(), 0.5);
        // Lengths 10..19: mean 14.5, median 14.5, p10 10.9, p90 18.1.
        QCOMPARE(m["length"]["mean"].get<double>(), 14.5);
        QVERIFY(near(m["length"]["median"].get<double>(), 14.5, 1e-12));
        QVERIFY(near(m["length"]["p10"].get<double>(), 10.9, 1e-12));
        QVERIFY(near(m["length"]["p90"].get<double>(), 18.1, 1e-12));
        QCOMPARE(m["length"]["histogram"].size(), std::size_t(10));
        QCOMPARE(m["decisions"]["mean"].get<double>(), 29.0);
        QCOMPARE(m["complexity"]["sample_games"].get<int>(), 4);
        QCOMPARE(m["complexity"]["games_counted"].get<int>(), 4);
        QCOMPARE(m["complexity"]["decision_points_counted"].get<int>(), 40);
        QCOMPARE(m["complexity"]["mean_legal_decisions"].get<double>(), 10.0);
        const json& used = m["rule_usage"][0];
        QCOMPARE(used["total"].get<int>(), 30);
        QCOMPARE(used["per_game"].get<double>(), 3.0);
        QCOMPARE(used["games_used"].get<int>(), 10);
        QCOMPARE(used["seat_games_used"].get<int>(), 10);
        QCOMPARE(used["user_win_rate"]["rate"].get<double>(), 0.6);
        QCOMPARE(used["non_user_win_rate"]["rate"].get<double>(), 0.3);
        QCOMPARE(m["rule_usage"][1]["flag"].get<std::string>(), std::string("never used"));
    }

    void cooperativeMetricsSpeakOfTheTeam() {
        // Five 3-seat Torus Lab games: the team wins games 1 and 3 (every seat
        // scores 1), loses the rest; first movers differ but do not matter.
        pb::SimulationResult result;
        for (int i = 0; i < 5; ++i) {
            pb::SimulatedGame g = game(std::uint64_t(i), -1, 8 + i, 3, i % 3);
            const bool won = i == 1 || i == 3;
            g.outcome.winner = -1;
            g.outcome.draw = false;
            for (int s = 0; s < 3; ++s) {
                g.outcome.score[s] = won ? 1.0 : 0.0;
                g.outcome.rank[s] = 1;
            }
            result.games.push_back(g);
        }
        const pb::Ruleset& torus = pb::rulesetOrThrow("torus-lab");
        QVERIFY(torus.cooperative());
        QVERIFY(!pb::rulesetOrThrow("stability").cooperative());
        const json m = pb::balanceMetrics(result, torus, 3, {"random"}, 0);
        QVERIFY(m["cooperative"].get<bool>());
        QCOMPARE(m["team_wins"]["count"].get<double>(), 2.0);
        QCOMPARE(m["team_wins"]["of"].get<int>(), 5);
        QCOMPARE(m["seats"][2]["count"].get<double>(), 2.0);
        const std::string verdict = m["first_player"]["verdict"];
        QVERIFY2(verdict.find("does not apply") != std::string::npos, verdict.c_str());
        QCOMPARE(m["first_player"]["expected"].get<double>(), 1.0);
        // A competitive ruleset has no team.
        const json competitive =
            pb::balanceMetrics(result, pb::rulesetOrThrow("stability"), 3, {"random"}, 0);
        QVERIFY(competitive["team_wins"].is_null());
        QVERIFY(!competitive["cooperative"].get<bool>());
    }

    void skillMetricsOfAKnownBatch() {
        pb::SimulationResult result;
        for (int i = 0; i < 20; ++i)
            result.games.push_back(game(std::uint64_t(i), i < 15 ? 0 : 1, 10));
        const json s = pb::skillMetrics(result, 2, "mcts:iterations=50");
        QCOMPARE(s["games"].get<int>(), 20);
        QCOMPARE(s["wins"]["rate"].get<double>(), 0.75);
        QCOMPARE(s["expected"].get<double>(), 0.5);
        QCOMPARE(s["skill_index"].get<double>(), 0.5);
        QVERIFY(s["verdict"].get<std::string>().find("skill pays off") != std::string::npos);
    }

    void metricPaths() {
        const json m = {
            {"length", {{"mean", 12.5}}},
            {"seats", json::array({{{"rate", 0.4}}, {{"rate", 0.6}}})},
            {"rule_usage", json::array({{{"counter", "permeate.none"}, {"per_game", 2.5}}})},
            {"cancelled", false},
            {"title", "x"}};
        QCOMPARE(pb::metricAt(m, "length/mean").value(), 12.5);
        QCOMPARE(pb::metricAt(m, "seats/1/rate").value(), 0.6);
        QCOMPARE(pb::metricAt(m, "rule_usage/permeate.none/per_game").value(), 2.5);
        QCOMPARE(pb::metricAt(m, "rule_usage/0/per_game").value(), 2.5);
        QCOMPARE(pb::metricAt(m, "cancelled").value(), 0.0);
        QVERIFY(!pb::metricAt(m, "title"));
        QVERIFY(!pb::metricAt(m, "length"));
        QVERIFY(!pb::metricAt(m, "seats/2/rate"));
        QVERIFY(!pb::metricAt(m, "nothing/here"));
        QVERIFY(!pb::metricAt(m, "seats/99999999999999999999/rate"));
    }

    void sweepJsonShape() {
        const json sweep = pb::sweepJson({"size"}, {{{{"size", 6}}, 3, {{"games", 10}}, nullptr},
                                                    {{{"size", 8}}, 4, {{"games", 10}}, nullptr}});
        QCOMPARE(sweep["parameters"][0].get<std::string>(), std::string("size"));
        QCOMPARE(sweep["points"].size(), std::size_t(2));
        QCOMPARE(sweep["points"][1]["run_id"].get<int>(), 4);
        QCOMPARE(sweep["points"][1]["values"]["size"].get<int>(), 8);
        QVERIFY(sweep["points"][0]["skill"].is_null());
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestStatsBalance)
#include "test_stats_balance.moc"
