// Random play as a whole: the uniform sampler, determinism, and the reference
// figures of PERFORMANCE.md for uniformly random games.

#include "agents/random_agent.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/stability/stability_parameter_names.h"
#include "games/stability/stability_ruleset.h"
#include "sim/simulator.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QTest>
#include <cmath>
#include <map>

using namespace pbtest;
namespace param = pb::stability::param;

namespace {

// Running mean and variance (Welford), for a mean's standard error.
struct Moments {
    long long n = 0;
    double mean = 0;
    double m2 = 0;

    void add(double x) {
        ++n;
        const double delta = x - mean;
        mean += delta / static_cast<double>(n);
        m2 += delta * (x - mean);
    }
    double standardError() const {
        return std::sqrt(m2 / static_cast<double>(n - 1) / static_cast<double>(n));
    }
};

// One random game as its seat decisions and the hash after each.
struct Playthrough {
    std::vector<pb::Decision> decisions;
    std::vector<std::uint64_t> hashes;
    std::map<std::string, int> byKind;
    int turns = 0;
    pb::Outcome outcome;
};

Playthrough playRandomGame(const pb::Game& game, std::uint64_t seed) {
    Playthrough out;
    const auto& kinds = game.ruleset().decisionKinds();
    auto s = game.newInitialState(seed);
    pb::Rng chance(seed ^ 0x5EEDull);
    std::vector<pb::RandomAgent> agents;
    for (int seat = 0; seat < game.numPlayers(); ++seat)
        agents.emplace_back(seed * 31 + static_cast<std::uint64_t>(seat));
    while (!s->isTerminal()) {
        if (s->isChance()) {
            s->applyUnchecked(s->sampleChance(chance));
            continue;
        }
        const pb::Decision d = agents[s->currentActor()].choose(*s);
        s->applyUnchecked(d);
        out.decisions.push_back(d);
        out.hashes.push_back(s->hash());
        ++out.byKind[kinds.at(d.kind)];
    }
    out.turns = s->turnsCompleted();
    out.outcome = s->outcome();
    return out;
}

// `draws` samples at `s`: each must be listed, and their spread must pass a
// chi-square test against uniform with a bound a correct sampler all but never exceeds.
std::string checkUniform(const pb::State& s, int drawsPerDecision, std::uint64_t seed) {
    const std::vector<pb::Decision> legal = s.legalDecisions();
    std::vector<int> counts(legal.size(), 0);
    pb::Rng rng(seed);
    const int draws = drawsPerDecision * static_cast<int>(legal.size());
    for (int i = 0; i < draws; ++i) {
        const pb::Decision d = s.isChance() ? s.sampleChance(rng) : s.sampleUniformLegal(rng);
        const auto it = std::find(legal.begin(), legal.end(), d);
        if (it == legal.end())
            return "sampled an unlisted decision " + s.decisionToJson(d).dump();
        ++counts[static_cast<std::size_t>(it - legal.begin())];
    }
    double chiSquare = 0;
    for (int c : counts)
        chiSquare += std::pow(c - drawsPerDecision, 2) / drawsPerDecision;
    const double df = static_cast<double>(legal.size()) - 1;
    if (legal.size() > 1 && chiSquare > df + 6 * std::sqrt(2 * df))
        return "chi-square " + std::to_string(chiSquare) + " for " + std::to_string(df) +
               " degrees of freedom over " + std::to_string(legal.size()) + " decisions";
    return {};
}

// "" if `actual` is within 4 standard errors of `expected`.
std::string within(const char* what, const Moments& actual, double expected) {
    const double se = actual.standardError();
    if (std::abs(actual.mean - expected) <= 4 * se)
        return {};
    return std::string(what) + ": mean " + std::to_string(actual.mean) + ", reference " +
           std::to_string(expected) + ", standard error " + std::to_string(se);
}

} // namespace

#define PB_UNIFORM(state, drawsPerDecision)                                                        \
    do {                                                                                           \
        const std::string uniformError_ = checkUniform(state, drawsPerDecision, 99);               \
        QVERIFY2(uniformError_.empty(), uniformError_.c_str());                                    \
    } while (false)

class TestStabilityStatistics : public QObject {
    Q_OBJECT

private slots:
    void sampledDecisionsAreUniformAtEveryKindOfDecision();
    void sampledAfflictionsAreUniformOnAMixedBoard();
    void theSameSeedReplaysTheSameGame();
    void simulationDoesNotDependOnTheThreadCount();
    void randomGamesMatchTheReferenceFigures_data();
    void randomGamesMatchTheReferenceFigures();
    void randomTwoPlayerGamesMatchTheReferenceDecisionMix();
};

void TestStabilityStatistics::sampledDecisionsAreUniformAtEveryKindOfDecision() {
    PB_STATE(chance, Position(3).chance());
    PB_UNIFORM(*chance, 2000);
    PB_STATE(moving, Position().at(0, 4, 4).tile(4, 4, 3));
    PB_UNIFORM(*moving, 2000);
    PB_STATE(permeating, Position().at(0, 0, 5).pc(0, 9).phase("permeate"));
    PB_UNIFORM(*permeating, 1000);
    PB_STATE(afflicting, Position().at(0, 0, 5).phase("afflict"));
    PB_UNIFORM(*afflicting, 300);

    PB_STATE(adjacent, Position().at(0, 0, 5).pc(0, 9).phase("permeate"));
    PB_PLAY(*adjacent, permeate("adj2"));
    PB_PLAY(*adjacent, afflict(4, 4, 1));
    PB_UNIFORM(*adjacent, 2000);

    PB_STATE(anywhere, Position().at(0, 0, 5).pc(0, 9).phase("permeate"));
    PB_PLAY(*anywhere, permeate("any2"));
    PB_PLAY(*anywhere, afflict(4, 4, 1));
    PB_UNIFORM(*anywhere, 300);

    PB_STATE(mixed, Position().at(0, 0, 5).pc(0, 9).phase("permeate"));
    PB_PLAY(*mixed, permeate("mixed2"));
    PB_PLAY(*mixed, afflict(4, 4, 1));
    PB_UNIFORM(*mixed, 300);

    PB_STATE(setting, Position().at(0, 0, 5).pc(0, 9).phase("permeate"));
    PB_PLAY(*setting, permeate("set"));
    PB_UNIFORM(*setting, 200);
}

void TestStabilityStatistics::sampledAfflictionsAreUniformOnAMixedBoard() {
    // Tiles at the ends of the range allow one sign only, so a sampler that
    // draws a tile first and then a legal sign would favour them.
    Position position = Position(4).at(0, 4, 4).phase("afflict");
    for (int r = 0; r < 10; ++r)
        for (int c = 0; c < 10; ++c)
            position.tile(r, c, (r * 7 + c * 3) % 11);
    PB_STATE(plain, position);
    PB_UNIFORM(*plain, 300);
    PB_STATE(mag, Position(position).field("effect", "mag3"));
    PB_UNIFORM(*mag, 300);
    PB_STATE(adj, Position(position).field("effect", "adj3"));
    PB_UNIFORM(*adj, 300);
    PB_STATE(mandatory, Position(position).param(param::kAfflictionMandatory, true));
    PB_UNIFORM(*mandatory, 300);
    PB_STATE(eightWays,
             Position(position).param(param::kAdjacency, "eight").field("effect", "adj3"));
    PB_UNIFORM(*eightWays, 300);
}

void TestStabilityStatistics::theSameSeedReplaysTheSameGame() {
    const auto game = pb::stability::ruleset().makeGame(json::object(), 3);
    for (std::uint64_t seed : {1ull, 2ull, 77ull}) {
        const Playthrough a = playRandomGame(*game, seed);
        const Playthrough b = playRandomGame(*game, seed);
        QVERIFY(!a.decisions.empty());
        QVERIFY(a.decisions == b.decisions);
        QVERIFY(a.hashes == b.hashes);
    }
    QVERIFY(playRandomGame(*game, 1).hashes != playRandomGame(*game, 2).hashes);
}

void TestStabilityStatistics::simulationDoesNotDependOnTheThreadCount() {
    pb::SimulationConfig config;
    config.game = pb::stability::ruleset().makeGame(json::object(), 2);
    config.agentSpecs = {"random", "random"};
    config.runSeed = 5;
    config.games = 200;
    config.threads = 1;
    const auto one = pb::simulate(config);
    config.threads = 2;
    const auto two = pb::simulate(config);
    QCOMPARE(one.games.size(), std::size_t(200));
    QCOMPARE(two.games.size(), std::size_t(200));
    for (std::size_t i = 0; i < one.games.size(); ++i) {
        QCOMPARE(one.games[i].seed, two.games[i].seed);
        QCOMPARE(one.games[i].turns, two.games[i].turns);
        QCOMPARE(one.games[i].decisions, two.games[i].decisions);
        QCOMPARE(one.games[i].outcome.winner, two.games[i].outcome.winner);
        QVERIFY(one.games[i].counters == two.games[i].counters);
    }
}

void TestStabilityStatistics::randomGamesMatchTheReferenceFigures_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    QTest::addColumn<double>("decisions");
    QTest::addColumn<double>("turns");
    QTest::newRow("2 players") << 2 << 20000 << 52.49 << 21.02;
    QTest::newRow("3 players") << 3 << 6000 << 89.89 << 35.82;
    QTest::newRow("4 players") << 4 << 4000 << 121.91 << 48.55;
}

void TestStabilityStatistics::randomGamesMatchTheReferenceFigures() {
    QFETCH(int, players);
    QFETCH(int, games);
    QFETCH(double, decisions);
    QFETCH(double, turns);
    const auto game = pb::stability::ruleset().makeGame(json::object(), players);
    Moments decisionCount, turnCount, seatZeroWins;
    for (int g = 0; g < games; ++g) {
        const Playthrough p =
            playRandomGame(*game, pb::deriveSeed(7, static_cast<std::uint64_t>(g)));
        decisionCount.add(static_cast<double>(p.decisions.size()));
        turnCount.add(p.turns);
        seatZeroWins.add(p.outcome.winner == 0 ? 1.0 : 0.0);
    }
    for (const std::string& error : {within("decisions per game", decisionCount, decisions),
                                     within("turns per game", turnCount, turns),
                                     within("seat 0 win rate", seatZeroWins, 1.0 / players)})
        QVERIFY2(error.empty(), error.c_str());
}

void TestStabilityStatistics::randomTwoPlayerGamesMatchTheReferenceDecisionMix() {
    const auto game = pb::stability::ruleset().makeGame(json::object(), 2);
    const std::map<std::string, double> reference{
        {"move", 21.01}, {"afflict", 20.93}, {"skip", 0.087}, {"extra", 3.94}, {"permeate", 6.50}};
    std::map<std::string, Moments> perKind;
    for (int g = 0; g < 20000; ++g) {
        const Playthrough p =
            playRandomGame(*game, pb::deriveSeed(8, static_cast<std::uint64_t>(g)));
        for (const auto& [kind, expected] : reference) {
            const auto it = p.byKind.find(kind);
            perKind[kind].add(it == p.byKind.end() ? 0 : it->second);
        }
    }
    for (const auto& [kind, expected] : reference) {
        const std::string error = within(kind.c_str(), perKind[kind], expected);
        QVERIFY2(error.empty(), error.c_str());
    }
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStabilityStatistics)
#include "test_stability_statistics.moc"
