// A/B comparison: the paired difference against hand-computed values, the
// comparison's rows and verdicts on hand-made batches, real batches on common
// random numbers (identical designs differ nowhere; a bigger Stability board
// makes longer games, beyond chance), refusals of unpaired batches, and the
// parameters a saved set-up makes moot (they change no game; a comparison
// names them).

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/generated_setup_parameters.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/simulator.h"
#include "stats/ab_comparison.h"
#include "stats/multiple_comparisons.h"
#include "stats/paired_difference.h"
#include "stats/paired_tests.h"
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
        // A yes/no metric: 2 discordant pairs, both one way. McNemar's exact p
        // is 2 * 0.5^2; Newcombe's interval by hand: Wilson 3/4 is 0.3006 to
        // 0.9544, 1/4 is 0.0456 to 0.6994, the corrected phi 0, so -0.5 -
        // sqrt(2) * 0.2044 to -0.5 + sqrt(2) * 0.4494.
        QCOMPARE(head["test"].get<std::string>(), std::string("mcnemar"));
        QCOMPARE(head["role"].get<std::string>(), std::string("primary"));
        QVERIFY(near(head["p"].get<double>(), 0.5));
        QVERIFY(near(head["ci95"][0].get<double>(), -0.78909, 1e-4));
        QVERIFY(near(head["ci95"][1].get<double>(), 0.13549, 1e-4));
        QCOMPARE(head["real"].get<bool>(), false);
        QCOMPARE(head["verdict"].get<std::string>(),
                 std::string("First-player advantage fell from 25.0% to -25.0%; the difference "
                             "may be chance (95% interval -78.9 to +13.5 points; p = 0.50)."));
        QCOMPARE(c["primary"].get<std::string>(), std::string("first_player_advantage"));
        QCOMPARE(c["headline"].get<std::string>().rfind(head["verdict"].get<std::string>(), 0),
                 std::size_t(0));

        const json* length = metric(c, "length");
        QVERIFY(length);
        QCOMPARE((*length)["real"].get<bool>(), true);
        QCOMPARE((*length)["test"].get<std::string>(), std::string("paired-z"));
        const std::size_t secondaries = c["metrics"].size() - 1;
        QCOMPARE((*length)["verdict"].get<std::string>(),
                 "Mean game length rose from 10.00 to 12.00 turns; the difference is real (95% "
                 "interval +2.00 to +2.00 turns; p < 0.0001; p < 0.0001 after Holm's correction "
                 "for " +
                     std::to_string(secondaries) + " metrics).");
        // The real secondary finding comes first after the primary, and the
        // headline names it.
        QCOMPARE(c["metrics"][1]["id"].get<std::string>(), std::string("length"));
        QVERIFY(c["headline"].get<std::string>().find("Among the other metrics: Mean game "
                                                      "length rose") != std::string::npos);
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

    void theStatisticsKnownAnswers() {
        // 4 discordant pairs all one way: 2 * 0.5^4. 3 against 7: 2 * 176 / 1024.
        QVERIFY(near(pb::mcnemarExactP({10, 0, 4, 26}), 0.125));
        QVERIFY(near(pb::mcnemarExactP({0, 7, 3, 0}), 0.34375));
        QCOMPARE(pb::mcnemarExactP({5, 0, 0, 5}), 1.0);
        // Past the exact range the normal approximation: 10,500 against 9,700
        // of 20,200 is z = (400 - 0.5) / sqrt(5050).
        QVERIFY(near(pb::mcnemarExactP({0, 10500, 9700, 0}),
                     std::erfc(399.5 / std::sqrt(5050.0) / std::sqrt(2.0)), 1e-12));
        // Holm: sorted 0.005 x4, 0.01 x3, 0.03 x2, 0.04 x1, each at least the one before.
        const std::vector<double> p{0.01, 0.04, 0.03, 0.005};
        const std::vector<double> holm = pb::holmAdjusted(p);
        const std::vector<double> expected{0.03, 0.06, 0.06, 0.02};
        for (std::size_t i = 0; i < p.size(); ++i)
            QVERIFY2(near(holm[i], expected[i]), std::to_string(holm[i]).c_str());
        QVERIFY(near(pb::normalQuantile(0.975), 1.959963984540054, 1e-9));
        QVERIFY(near(pb::normalQuantile(0.8), 0.8416212335729143, 1e-9));
        QVERIFY(near(pb::normalQuantile(1e-6), -4.753424308822899, 1e-8));
        // (1.95996 + 0.84162)^2 * (1 / 0.5)^2 = 31.4: 32 pairs.
        QCOMPARE(pb::pairsForPower(1.0, 0.5), std::uint64_t(32));
        QCOMPARE(pb::pairsForPower(0.0, 0.5), std::uint64_t(0));
        // The primary alone at 4%; the secondaries by Holm at 1%, or 5% once it is real.
        const std::vector<double> secondary{0.004, 0.02};
        const pb::FamilyVerdicts quiet = pb::judgeFamily(0.045, secondary);
        QVERIFY(!quiet.primaryReal);
        QVERIFY(quiet.secondaryReal[0] && !quiet.secondaryReal[1]); // 0.008 < 0.01 < 0.02
        const pb::FamilyVerdicts loud = pb::judgeFamily(0.01, secondary);
        QVERIFY(loud.primaryReal && loud.secondaryReal[0] && loud.secondaryReal[1]);
    }

    void fourDiscordantPairsAllOneWayAreNotReal() {
        // 40 games; B's first mover wins 4 games A's lost, nothing else
        // changes. The normal interval called this real (z = 2.08); the exact
        // test gives p = 0.125.
        pb::SimulationResult a, b;
        for (std::uint64_t i = 0; i < 40; ++i) {
            a.games.push_back(game(i, i % 2 == 0 ? 0 : 1, 10));
            b.games.push_back(game(i, i % 2 == 0 || i < 8 ? 0 : 1, 10));
        }
        const json c = pb::compareBatches(a, b, pb::rulesetOrThrow("stability"), 2);
        const json& head = c["metrics"][0];
        QVERIFY(near(head["difference"].get<double>(), 0.1));
        QVERIFY(near(head["p"].get<double>(), 0.125));
        QCOMPARE(head["real"].get<bool>(), false);
        QVERIFY(head["ci95"][0].get<double>() < 0.0);
        // 5 points with this spread would need more games than 40: the
        // headline says "may be chance" means "too few to tell".
        QVERIFY(c["power"]["games_needed"].get<std::uint64_t>() > 40);
        QVERIFY(c["headline"].get<std::string>().find("too few to tell") != std::string::npos);
    }

    void theDesignerNamesThePrimaryMetric() {
        pb::SimulationResult a, b;
        for (std::uint64_t i = 0; i < 30; ++i) {
            a.games.push_back(game(i, 0, 10 + static_cast<int>(i % 3)));
            b.games.push_back(game(i, 0, 14 + static_cast<int>(i % 3)));
        }
        pb::ComparisonOptions options;
        options.primary = "length";
        const json c = pb::compareBatches(a, b, pb::rulesetOrThrow("stability"), 2, options);
        QCOMPARE(c["primary"].get<std::string>(), std::string("length"));
        QCOMPARE(c["metrics"][0]["id"].get<std::string>(), std::string("length"));
        QCOMPARE(c["metrics"][0]["real"].get<bool>(), true);
        QVERIFY(c["headline"].get<std::string>().rfind("Mean game length rose", 0) == 0);
        options.primary = "lenght";
        QVERIFY_THROWS_EXCEPTION(
            pb::InvalidInput,
            pb::compareBatches(a, b, pb::rulesetOrThrow("stability"), 2, options));
    }

    // Two designs whose games differ but whose outcomes come from the same
    // distributions (each game drawn afresh for B): over 200 such comparisons
    // of 300 games, with every metric of a ruleset with dozens of counters,
    // at most 5% may call any metric real (the family's level). Without a
    // correction about half of them did. Then a planted effect is found.
    void nullComparisonsFlagAtMostFivePercent() {
        const pb::Ruleset& ruleset = pb::rulesetOrThrow("stability");
        const std::size_t counters = ruleset.counters().size();
        const auto draw = [&](pb::Rng& rng, std::uint64_t i, double firstWins, int extraTurns) {
            const int first = static_cast<int>(rng.below(2));
            const double x = rng.unit();
            const int winner = x < 0.05 ? -1 : (x < 0.05 + 0.95 * firstWins ? first : 1 - first);
            pb::SimulatedGame g =
                game(i, winner, 20 + static_cast<int>(rng.below(20)) + extraTurns, first);
            g.counters.resize(2 * counters);
            for (std::size_t k = 0; k < g.counters.size(); ++k) // rare to common counters
                g.counters[k] = rng.unit() < 0.02 + 0.9 * static_cast<double>(k % counters) /
                                                        static_cast<double>(counters)
                                    ? 1u
                                    : 0u;
            return g;
        };
        int flagged = 0;
        const int comparisons = 200;
        for (int run = 0; run < comparisons; ++run) {
            pb::Rng rng(pb::deriveSeed(2025, static_cast<std::uint64_t>(run)));
            pb::SimulationResult a, b;
            for (std::uint64_t i = 0; i < 300; ++i) {
                a.games.push_back(draw(rng, i, 0.5, 0));
                b.games.push_back(draw(rng, i, 0.5, 0));
                b.games.back().seed = a.games.back().seed;
            }
            const json c = pb::compareBatches(a, b, ruleset, 2);
            QCOMPARE(c["metrics"].size(), 7 + counters);
            bool any = false;
            for (const json& row : c["metrics"])
                any = any || row["real"].get<bool>();
            flagged += any ? 1 : 0;
        }
        qInfo("%d of %d null comparisons called some metric real", flagged, comparisons);
        // At a true 5% the count exceeds 20 with probability about 0.001.
        QVERIFY2(flagged <= 20, std::to_string(flagged).c_str());

        pb::Rng rng(7);
        pb::SimulationResult a, b;
        for (std::uint64_t i = 0; i < 2000; ++i) {
            a.games.push_back(draw(rng, i, 0.5, 0));
            b.games.push_back(draw(rng, i, 0.6, 3));
            b.games.back().seed = a.games.back().seed;
        }
        const json c = pb::compareBatches(a, b, ruleset, 2);
        QCOMPARE(c["metrics"][0]["real"].get<bool>(), true);
        const json* length = metric(c, "length");
        QVERIFY(length && (*length)["real"].get<bool>());
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

    // A parameter registered as shaping only a generated set-up changes nothing in play once a
    // saved set-up is given: every game on the same seeds comes out the same
    // for every value it may take. This is what lets a comparison refuse it.
    void generatedSetupOnlyParametersChangeNothingOnASavedSetup() {
        int checked = 0;
        for (const pb::Ruleset* ruleset : pb::allRulesets()) {
            const auto demo = ruleset->demoDesign();
            for (const pb::ParameterSpec& spec : ruleset->parameters().specs()) {
                if (!pb::shapesGeneratedSetupOnly(ruleset->id(), spec.name))
                    continue;
                QVERIFY2(demo && !demo->setup.is_null(),
                         "a ruleset with generation parameters has a demo set-up to test them");
                std::vector<json> values;
                if (spec.type == pb::ParameterType::Choice)
                    values.assign(spec.options.begin(), spec.options.end());
                else if (spec.type == pb::ParameterType::Bool)
                    values = {false, true};
                else
                    values = {spec.minValue, spec.defaultValue, spec.maxValue};
                std::vector<pb::SimulatedGame> first;
                for (const json& value : values) {
                    json params = demo->params;
                    params[spec.name] = value;
                    std::shared_ptr<const pb::Game> game;
                    try {
                        game = ruleset->makeGame(params, demo->players);
                        game->newInitialState(0, demo->setup);
                    } catch (const pb::InvalidInput&) {
                        continue; // a value that conflicts with another parameter
                    }
                    pb::SimulationConfig config;
                    config.game = game;
                    config.agentSpecs.assign(static_cast<std::size_t>(demo->players), "random");
                    config.runSeed = 11;
                    config.games = 6;
                    config.setup = demo->setup;
                    const pb::SimulationResult played = pb::simulate(config);
                    if (first.empty()) {
                        first = played.games;
                        continue;
                    }
                    for (std::size_t i = 0; i < first.size(); ++i) {
                        const std::string where = std::string(ruleset->id()) + " " + spec.name +
                                                  "=" + value.dump() + " game " + std::to_string(i);
                        QVERIFY2(played.games[i].turns == first[i].turns, where.c_str());
                        QVERIFY2(played.games[i].decisions == first[i].decisions, where.c_str());
                        QVERIFY2(played.games[i].outcome.winner == first[i].outcome.winner,
                                 where.c_str());
                        QVERIFY2(played.games[i].counters == first[i].counters, where.c_str());
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked >= 8); // Stability's three numbers, Streamway Siege's five board shapes
    }

    // Which of B's changes a shared saved set-up makes moot: only marked
    // parameters, only when both play one saved set-up.
    void changesFixedBySavedSetupNamesOnlyMootChanges() {
        const pb::Ruleset& stability = pb::rulesetOrThrow("stability");
        const json a = stability.parameters().resolve(json::object());
        json b = a;
        b["maxValue"] = 6;
        b["permeationThreshold"] = 5;
        const json board = {{"board", json::array()}};
        QCOMPARE(pb::changesFixedBySavedSetup(stability, a, b, board, board),
                 std::vector<std::string>{"maxValue"});
        // Generated boards: maxValue makes other boards, so it matters.
        QVERIFY(pb::changesFixedBySavedSetup(stability, a, b, nullptr, nullptr).empty());
        // Two saved boards: a comparison of boards, whatever the parameters say.
        const json other = {{"board", json::array({json::array()})}};
        QVERIFY(pb::changesFixedBySavedSetup(stability, a, b, board, other).empty());
        // A rule of play alone is no no-op.
        json rule = a;
        rule["permeationThreshold"] = 5;
        QVERIFY(pb::changesFixedBySavedSetup(stability, a, rule, board, board).empty());
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestAbComparison)
#include "test_ab_comparison.moc"
