// The example scripts that ship (core/script/examples): each loads, plays to
// the end at every player count, and the scripted Stability plays exactly as
// the native engine, game for game (docs/scripting.md, "Examples").

#include "check/property_check.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "games/registry.h"
#include "ruleset_test_support.h"
#include "script/script_ruleset.h"
#include "sim/simulator.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>
#include <cmath>

namespace {

std::shared_ptr<const pb::script::ScriptRuleset> example(const QString& name) {
    return pb::script::ScriptRuleset::fromFile(std::string(PLAYBENCH_SCRIPT_EXAMPLES) + "/" +
                                               name.toStdString() + ".lua");
}

} // namespace

class TestScriptExamples : public QObject {
    Q_OBJECT

private slots:
    void everyExamplePlaysToTheEnd_data();
    void everyExamplePlaysToTheEnd();
    void everyExamplePassesThePropertyChecks_data();
    void everyExamplePassesThePropertyChecks();
    void scriptedStabilityPlaysAsTheNativeOne_data();
    void scriptedStabilityPlaysAsTheNativeOne();
};

void TestScriptExamples::everyExamplePlaysToTheEnd_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("id");
    for (const char* name : {"tic-tac-toe", "connect-four", "pig", "trick-taking", "stability",
                             "snakes-and-ladders", "hex-connect"})
        QTest::newRow(name) << name << QString("script:") + name;
    // The workbench's "Your own game: empty skeleton" template.
    QTest::newRow("skeleton") << "skeleton"
                              << "script:my-game";
}

void TestScriptExamples::everyExamplePlaysToTheEnd() {
    QFETCH(QString, name);
    QFETCH(QString, id);
    const auto ruleset = example(name);
    QCOMPARE(QString::fromStdString(std::string(ruleset->id())), id);
    for (int players = ruleset->minPlayers(); players <= ruleset->maxPlayers(); ++players) {
        const auto game = ruleset->makeGame({}, players);
        pb::Rng rng(players);
        for (std::uint64_t seed = 1;
             seed <= static_cast<std::uint64_t>(rulesettest::propertyGames(10)); ++seed) {
            auto state = game->newInitialState(seed);
            int decisions = 0;
            while (!state->isTerminal() && decisions < 100000) {
                state->apply(state->isChance() ? state->sampleChance(rng)
                                               : state->sampleUniformLegal(rng));
                ++decisions;
            }
            QVERIFY2(state->isTerminal(), qPrintable(name + " did not end"));
            const pb::Outcome o = state->outcome();
            QCOMPARE(o.numSeats, players);
            double total = 0;
            for (int seat = 0; seat < players; ++seat)
                total += o.score[seat];
            QVERIFY2(
                ruleset->cooperative() || std::abs(total - 1.0) < 1e-9,
                qPrintable(name + ": the scores of a game add up to " + QString::number(total)));
        }
    }
}

void TestScriptExamples::everyExamplePassesThePropertyChecks_data() {
    everyExamplePlaysToTheEnd_data();
}

// The harness every built-in ruleset passes, in strict mode (each change read
// back at the call that made it), at every player count.
void TestScriptExamples::everyExamplePassesThePropertyChecks() {
    QFETCH(QString, name);
    const auto ruleset = example(name);
    ruleset->setStrict(true);
    for (int players = ruleset->minPlayers(); players <= ruleset->maxPlayers(); ++players) {
        pb::check::CheckOptions options;
        options.games = rulesettest::propertyGames(name == "stability" ? 10 : 30);
        options.determinism = players == ruleset->minPlayers();
        const pb::check::CheckReport report =
            pb::check::runPropertyChecks(*ruleset->makeGame({}, players), options);
        QVERIFY2(report.ok(), report.firstBreak ? report.firstBreak->describe().c_str() : "");
        QVERIFY(report.decisions > options.games);
    }
}

void TestScriptExamples::scriptedStabilityPlaysAsTheNativeOne_data() {
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("agents");
    QTest::addColumn<int>("games");
    QTest::newRow("2 players, random") << 2 << "random" << 300;
    QTest::newRow("3 players, random") << 3 << "random" << 60;
    QTest::newRow("4 players, random") << 4 << "random" << 60;
    QTest::newRow("2 players, mcts") << 2 << "mcts:iterations=30" << 6;
}

void TestScriptExamples::scriptedStabilityPlaysAsTheNativeOne() {
    QFETCH(int, players);
    QFETCH(QString, agents);
    QFETCH(int, games);
    const auto scripted = example("stability");
    const pb::Ruleset& native = pb::rulesetOrThrow("stability");
    QCOMPARE(scripted->decisionKinds(), native.decisionKinds());
    QCOMPARE(scripted->counters().size(), native.counters().size());
    for (std::size_t c = 0; c < native.counters().size(); ++c)
        QCOMPARE(scripted->counters()[c].id, native.counters()[c].id);
    QVERIFY(scripted->parameters().resolve({}) == native.parameters().resolve({}));

    pb::SimulationConfig config;
    config.agentSpecs.assign(static_cast<std::size_t>(players), agents.toStdString());
    config.games = static_cast<std::uint64_t>(rulesettest::propertyGames(games));
    config.runSeed = 2026;
    config.threads = 2;
    config.game = scripted->makeGame({}, players);
    const pb::SimulationResult a = pb::simulate(config);
    config.game = native.makeGame({}, players);
    const pb::SimulationResult b = pb::simulate(config);
    QCOMPARE(a.games.size(), b.games.size());
    for (std::size_t i = 0; i < a.games.size(); ++i) {
        QCOMPARE(a.games[i].turns, b.games[i].turns);
        QCOMPARE(a.games[i].decisions, b.games[i].decisions);
        QCOMPARE(a.games[i].counters, b.games[i].counters);
        for (int seat = 0; seat < players; ++seat) {
            QCOMPARE(a.games[i].outcome.rank[seat], b.games[i].outcome.rank[seat]);
            QCOMPARE(a.games[i].outcome.score[seat], b.games[i].outcome.score[seat]);
        }
    }
}

PLAYBENCH_TEST_APPLESS_MAIN(TestScriptExamples)
#include "test_script_examples.moc"
