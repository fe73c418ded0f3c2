// The skill trace: agent strengths, ladder checks, and real traces: MCTS
// beats random at Stability beyond chance (the line rises), the same trace
// for any thread count, every pair when asked, and a cooperative team's rungs.

#include "engine/errors.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "sim/skill_trace.h"
#include "test_registry.h"

#include <QTest>

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
