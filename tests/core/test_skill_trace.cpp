// The skill trace: agent strengths, ladder checks, and real traces: MCTS
// beats random at Stability beyond chance (the line rises), the same trace
// for any thread count, every pair when asked, and a cooperative team's rungs.

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "sim/simulator.h"
#include "studies/skill_trace.h"
#include "test_registry.h"

#include <QTest>
#include <cmath>

using nlohmann::json;

namespace {

pb::SkillTraceConfig stabilityTrace() {
    pb::SkillTraceConfig config;
    config.ruleset = &pb::rulesetOrThrow("stability");
    config.game = config.ruleset->makeGame({{"size", 8}}, 2);
    config.ladder = {"random", "mcts:iterations=50", "mcts:iterations=200"};
    config.games = 40;
    config.seed = 5;
    return config;
}

} // namespace

class TestSkillTrace : public QObject {
    Q_OBJECT

private slots:
    void strengthsOfTheLadder() {
        QCOMPARE(pb::agentStrength("random"), 1.0);
        QCOMPARE(pb::agentStrength("mcts:iterations=250"), 250.0);
        QCOMPARE(pb::agentStrength("mcts:iterations=250,rollout=random"), 250.0);
        QCOMPARE(pb::agentStrength("mcts"), 1000.0);
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::agentStrength("mcts:ms=5"));
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::agentStrength("greedy"));
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::agentStrength("mcts:iterations=0"));
    }

    void aLadderMustRise() {
        pb::SkillTraceConfig config = stabilityTrace();
        config.ladder = {"random"};
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::skillTrace(config));
        config.ladder = {"mcts:iterations=100", "mcts:iterations=100"};
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::skillTrace(config));
        config.ladder = {"mcts:iterations=100", "random"};
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::skillTrace(config));
    }

    void strongerSearchWinsStability() {
        std::uint64_t lastDone = 0, lastTotal = 0;
        pb::SkillTraceConfig config = stabilityTrace();
        config.ladder = {"random", "mcts:iterations=50"};
        config.progress = [&](std::uint64_t done, std::uint64_t total) {
            QVERIFY(done > lastDone);
            lastDone = done;
            lastTotal = total;
        };
        const json trace = pb::skillTrace(config);
        QCOMPARE(trace["cooperative"].get<bool>(), false);
        QCOMPARE(trace["ladder"][1]["strength"].get<double>(), 50.0);
        const json& match = trace["matches"][0];
        QCOMPARE(match["stronger"].get<std::string>(), std::string("mcts:iterations=50"));
        QCOMPARE(match["weaker"].get<std::string>(), std::string("random"));
        QCOMPARE(match["ratio"].get<double>(), 50.0);
        QCOMPARE(match["games"].get<int>(), 40);
        QCOMPARE(match["expected"].get<double>(), 0.5);
        // MCTS beats random players at Stability well beyond chance.
        QVERIFY2(match["wins"]["ci95"][0].get<double>() > 0.5, match.dump().c_str());
        QVERIFY(trace["slope"].get<double>() > 0.0);
        QCOMPARE(trace["verdict_kind"].get<std::string>(), std::string("skill"));
        QVERIFY(trace["verdict"].get<std::string>().find("skill decides") != std::string::npos);
        QCOMPARE(lastDone, std::uint64_t(40));
        QCOMPARE(lastTotal, std::uint64_t(40));
    }

    void theTraceIsTheSameForAnyThreadCount() {
        pb::SkillTraceConfig config = stabilityTrace();
        config.ladder = {"random", "mcts:iterations=30"};
        config.games = 20;
        const json one = pb::skillTrace(config);
        config.threads = 2;
        QCOMPARE(pb::skillTrace(config).dump(), one.dump());
    }

    void neighboursOrEveryPair() {
        pb::SkillTraceConfig config = stabilityTrace();
        config.ladder = {"random", "mcts:iterations=10", "mcts:iterations=20"};
        config.games = 6;
        const json neighbours = pb::skillTrace(config);
        QCOMPARE(neighbours["matches"].size(), std::size_t(2));
        QCOMPARE(neighbours["matches"][1]["weaker"].get<std::string>(),
                 std::string("mcts:iterations=10"));
        QCOMPARE(neighbours["matches"][1]["ratio"].get<double>(), 2.0);
        config.allPairs = true;
        const json trace = pb::skillTrace(config);
        QCOMPARE(trace["matches"].size(), std::size_t(3));
        QCOMPARE(trace["matches"][1]["weaker"].get<std::string>(), std::string("random"));
        QCOMPARE(trace["matches"][1]["ratio"].get<double>(), 20.0);
    }

    // Draws were counted as losses: MCTS-100 against MCTS-10 at 2-player
    // Stability drew 131 of 200 games at the turn limit and the trace said
    // "luck decides". A draw now scores the stronger seat half, the draw rate
    // stands beside each rate, and many draws between the strongest are said.
    void aDrawScoresHalfAndIsSaid() {
        pb::SkillTraceConfig config = stabilityTrace();
        config.game = config.ruleset->makeGame({{"size", 8}, {"maxTurns", 2}}, 2);
        config.ladder = {"random", "mcts:iterations=30"};
        const json trace = pb::skillTrace(config);
        const json& match = trace["matches"][0];
        // The stronger seat's score, game by game, from a plain batch of the same games.
        double score = 0.0;
        int draws = 0;
        for (int seat = 0; seat < 2; ++seat) {
            pb::SimulationConfig sim;
            sim.game = config.game;
            sim.agentSpecs = {"random", "random"};
            sim.agentSpecs[static_cast<std::size_t>(seat)] = "mcts:iterations=30";
            sim.runSeed = config.seed;
            sim.firstGame = 20 * static_cast<std::uint64_t>(seat);
            sim.games = 20;
            for (const pb::SimulatedGame& g : pb::simulate(sim).games) {
                score += g.outcome.score[static_cast<std::size_t>(seat)];
                draws += g.outcome.draw ? 1 : 0;
            }
        }
        QVERIFY2(draws > 20, std::to_string(draws).c_str()); // two turns rarely end a game
        QCOMPARE(match["wins"]["count"].get<double>(), score);
        QCOMPARE(match["draws"]["count"].get<double>(), static_cast<double>(draws));
        QVERIFY(match["wins"]["rate"].get<double>() > 0.0);
        QVERIFY(trace["verdict"].get<std::string>().find("a draw scores half") !=
                std::string::npos);
        QVERIFY(trace["verdict"].get<std::string>().find("of the games are draws") !=
                std::string::npos);
        QVERIFY(!trace["draw_note"].get<std::string>().empty());
    }

    // The verdict says what was measured: the slope with its interval, and
    // a design no rung can win is a floor, not "luck decides".
    void anUnwinnableDesignIsAFloorNotLuck() {
        // Torus Lab's default setting: neither random play nor a short
        // search wins a game in 40, so the flat line says nothing of skill.
        pb::SkillTraceConfig config;
        config.ruleset = &pb::rulesetOrThrow("torus-lab");
        config.game = config.ruleset->makeGame(json::object(), 2);
        config.ladder = {"random", "mcts:iterations=10"};
        config.games = 40;
        const json trace = pb::skillTrace(config);
        for (const json& rung : trace["rungs"])
            QCOMPARE(rung["team_wins"]["count"].get<double>(), 0.0);
        QCOMPARE(trace["verdict_kind"].get<std::string>(), std::string("floor"));
        QVERIFY(trace["verdict"].get<std::string>().find("too hard") != std::string::npos);
        const double low = trace["slope_ci95"][0].get<double>();
        const double high = trace["slope_ci95"][1].get<double>();
        QVERIFY(low < 0.0 && high > 0.0);
    }

    // Strengths fitted over every pair (Bradley-Terry for two seats): random
    // at 0, the ladder rising, each with its interval.
    void ratingsAreFittedOverEveryPair() {
        // Nim: short games, and search pays at once.
        pb::SkillTraceConfig config;
        config.ruleset = &pb::rulesetOrThrow("nim");
        config.game = config.ruleset->makeGame(json::object(), 2);
        config.ladder = {"random", "mcts:iterations=5", "mcts:iterations=100"};
        config.games = 60;
        config.seed = 5;
        config.allPairs = true;
        const json trace = pb::skillTrace(config);
        QCOMPARE(trace["matches"].size(), std::size_t(3));
        const json& ratings = trace["ratings"];
        QCOMPARE(ratings.size(), std::size_t(3));
        QCOMPARE(ratings[0]["elo"].get<double>(), 0.0);
        QVERIFY2(ratings[1]["elo"].get<double>() > 0.0, ratings.dump().c_str());
        for (std::size_t i = 1; i < 3; ++i) {
            QVERIFY(ratings[i]["ci95"][0].get<double>() < ratings[i]["elo"].get<double>());
            QVERIFY(ratings[i]["ci95"][1].get<double>() > ratings[i]["elo"].get<double>());
        }
        // The fit reproduces a match it was given: the stronger seat's expected
        // score from the ratings is near what it scored (one fair game added).
        const json& match = trace["matches"][0]; // mcts-5 against random
        const double expected =
            1.0 / (1.0 + std::pow(10.0, -ratings[1]["elo"].get<double>() / 400.0));
        QVERIFY2(std::abs(expected - match["wins"]["rate"].get<double>()) < 0.15,
                 trace.dump().c_str());
    }

    void aCooperativeTeamIsTracedByRung() {
        pb::SkillTraceConfig config;
        config.ruleset = &pb::rulesetOrThrow("streamway-siege");
        config.game = config.ruleset->makeGame(json::object(), 2);
        config.ladder = {"random", "mcts:iterations=20"};
        config.games = 6;
        const json trace = pb::skillTrace(config);
        QCOMPARE(trace["cooperative"].get<bool>(), true);
        QCOMPARE(trace["rungs"].size(), std::size_t(2));
        QCOMPARE(trace["rungs"][1]["strength"].get<double>(), 20.0);
        QCOMPARE(trace["rungs"][0]["games"].get<int>(), 6);
        QVERIFY(trace["rungs"][0]["team_wins"].contains("ci95"));
        QVERIFY(!trace.contains("matches"));
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestSkillTrace)
#include "test_skill_trace.moc"
