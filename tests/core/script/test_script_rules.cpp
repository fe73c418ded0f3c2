// What a scripted ruleset promises through the engine API: the declaration
// read and checked, errors that name the script's line and what was being
// done, the state's JSON, hashes and copies laid out from the declaration
// (also while the newest content is still in an interpreter's table), hidden
// zones kept hidden and redrawn, and the same games for any thread count.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "games/registry.h"
#include "script/script_error.h"
#include "script/script_fixtures.h"
#include "sim/simulator.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>
#include <thread>

using pb::script::ScriptError;
using json = nlohmann::json;

namespace {

std::string loadError(const std::string& text) {
    try {
        scripttest::load(text);
    } catch (const ScriptError& e) {
        return e.what();
    }
    return {};
}

// Plays `state` on by its first legal decision `n` times.
void playFirst(pb::State& state, int n) {
    for (int i = 0; i < n && !state.isTerminal(); ++i)
        state.apply(state.legalDecisions().front());
}

std::vector<int> sortedCards(const json& j) {
    std::vector<int> cards;
    for (const json& c : j["deck"])
        cards.push_back(c.get<int>());
    for (const json& hand : j["hand"])
        for (const json& c : hand)
            cards.push_back(c.get<int>());
    std::sort(cards.begin(), cards.end());
    return cards;
}

} // namespace

class TestScriptRules : public QObject {
    Q_OBJECT

private slots:
    void theDeclarationDescribesTheRuleset();
    void aBrokenDeclarationNamesItsPath_data();
    void aBrokenDeclarationNamesItsPath();
    void aScriptErrorNamesTheLineAndWhatWasDone();
    void aBatchErrorNamesTheCommandThatReplaysIt();
    void stateJsonRoundTripsAndRefusesWhatNoGameReaches();
    void copiesHashesAndJsonSeeTheNewestContent();
    void aStateMovesBetweenThreads();
    void hiddenZonesStayHiddenAndAreRedrawn();
    void strictModeCatchesAQueryThatChangesTheState();
    void decisionsListedTwiceOrUnknownAreErrors();
    void theSameSeedGivesTheSameGamesOnAnyThreadCount();
    void registryFindsScriptsByIdAndHash();
    void chanceParameterChecksAndAGivenSetUp();
};

void TestScriptRules::theDeclarationDescribesTheRuleset() {
    const auto r = scripttest::load(scripttest::kCardScript);
    QCOMPARE(std::string(r->id()), std::string("script:cards"));
    QCOMPARE(std::string(r->displayName()), std::string("Cards"));
    QCOMPARE(r->minPlayers(), 2);
    QCOMPARE(r->decisionKinds(), std::vector<std::string>{"play"});
    QCOMPARE(r->counters().size(), std::size_t(1));
    QCOMPARE(r->counters()[0].id, std::string("high"));
    QCOMPARE(r->parameters().specs().size(), std::size_t(1));
    QVERIFY((r->parameters().resolve({})["hand"].get<int>()) == (3));
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, r->makeGame({{"hand", 9}}, 2));
    QCOMPARE(r->commandLineName(), std::string("--script probe.lua"));
    QCOMPARE(r->scriptHash().size(), std::size_t(16));
}

void TestScriptRules::aBrokenDeclarationNamesItsPath_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("syntax") << "function outcome(s)"
                            << "function outcome(s"
                            << "probe.lua:13: ')' expected near 'return'";
    QTest::newRow("typo") << "decisions ="
                          << "decisons ="
                          << "probe.lua: game.decisons: not a key of this table";
    QTest::newRow("no game") << "game = {"
                             << "gamme = {"
                             << "probe.lua: the script sets no global table 'game'";
    QTest::newRow("actor field") << "actor = \"turn\""
                                 << "actor = \"turns\""
                                 << "game.actor: 'turns' is not a scalar field";
    QTest::newRow("no apply") << "function apply("
                              << "function apply_("
                              << "defines no function apply";
    QTest::newRow("bad field") << "{ name = \"n\", min = 0, max = 10 }"
                               << "{ name = \"n\", min = 10, max = 0 }"
                               << "game.state[2].max: is below min";
    QTest::newRow("three args") << "args = { \"by\" }"
                                << "args = { \"a\", \"b\", \"c\", \"d\" }"
                                << "game.decisions[2].args: a decision takes at most three";
}

void TestScriptRules::aBrokenDeclarationNamesItsPath() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    std::string text = scripttest::probeScript();
    const auto at = text.find(from.toStdString());
    QVERIFY(at != std::string::npos);
    text.replace(at, static_cast<std::size_t>(from.size()), to.toStdString());
    const std::string error = loadError(text);
    QVERIFY2(error.find(message.toStdString()) != std::string::npos, error.c_str());
    QVERIFY2(error.find('\n') == std::string::npos, error.c_str());
}

void TestScriptRules::aScriptErrorNamesTheLineAndWhatWasDone() {
    const auto r =
        scripttest::load(scripttest::probeScript("", "if s.n == 4 then s.nope.x = 1 end"));
    const auto game = r->makeGame({}, 2);
    auto state = game->newInitialState(11);
    playFirst(*state, 4);
    try {
        state->apply(state->legalDecisions().front());
        QFAIL("a broken apply ran");
    } catch (const ScriptError& e) {
        const std::string what = e.what();
        QVERIFY2(what.starts_with("probe.lua:9: s.nope: no such state field (declared: turn, n)"),
                 e.what());
        QVERIFY2(what.ends_with("(in apply 'step', at decision 5 of the game of seed 11)"),
                 e.what());
    }
}

void TestScriptRules::aBatchErrorNamesTheCommandThatReplaysIt() {
    const auto r =
        scripttest::load(scripttest::probeScript("", "if s.n == 6 then error('six') end"));
    pb::SimulationConfig config;
    config.game = r->makeGame({}, 2);
    config.agentSpecs = {"random", "random"};
    config.games = 3;
    config.runSeed = 5;
    try {
        pb::simulate(config);
        QFAIL("a failing batch succeeded");
    } catch (const pb::InvalidInput& e) {
        const std::string what = e.what();
        QVERIFY2(what.starts_with("probe.lua:9: six (in apply 'step', at decision 7 of the game "
                                  "of seed "),
                 e.what());
        const std::string seed = std::to_string(pb::deriveSeed(5, 0));
        QVERIFY2(what.find("in game 0 of the run, which `playbench-cli play --script probe.lua "
                           "--players 2 --seed " +
                           seed + " --agents random,random` plays again alone") !=
                     std::string::npos,
                 e.what());
    }
}

void TestScriptRules::stateJsonRoundTripsAndRefusesWhatNoGameReaches() {
    const auto r = scripttest::load(scripttest::kCardScript);
    const auto game = r->makeGame({}, 2);
    auto state = game->newInitialState(3);
    playFirst(*state, 3);
    const json j = state->toJson();
    QVERIFY((j["game"]) == (json("script:cards")));
    QVERIFY((j["script"]) == (json(r->scriptHash())));
    QVERIFY((j["hand"].size()) == (std::size_t(2)));
    QVERIFY((j["pile"].size()) == (std::size_t(3)));
    QVERIFY((j["deck"].size()) == (std::size_t(3)));
    QVERIFY((j["turns"]) == (json(3)));
    const auto back = r->stateFromJson(j);
    QVERIFY((back->toJson()) == (j));
    QCOMPARE(back->hash(), state->hash());
    QCOMPARE(back->currentActor(), state->currentActor());
    QVERIFY(back->legalDecisions() == state->legalDecisions());

    json outside = j;
    outside["pile"][0] = 13;
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, r->stateFromJson(outside));
    try {
        r->stateFromJson(outside);
    } catch (const pb::InvalidInput& e) {
        QVERIFY2(std::string(e.what()).find("s.pile[1] is 13, outside its declared 1..12") !=
                     std::string::npos,
                 e.what());
    }
    json over = j;
    over["pile"] = json::array();
    for (int c = 0; c < 13; ++c)
        over["pile"].push_back(1);
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, r->stateFromJson(over));
    json stray = j;
    stray["extra"] = 1;
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, r->stateFromJson(stray));
    json otherVersion = j;
    otherVersion["script"] = "0000000000000000";
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, r->stateFromJson(otherVersion));
    json missing = j;
    missing.erase("points");
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, r->stateFromJson(missing));
    // Decisions: by kind name and argument names, nothing else.
    const pb::Decision d = state->legalDecisions().front();
    QVERIFY((state->decisionFromJson(state->decisionToJson(d))) == (d));
    QVERIFY((state->decisionToJson(d)["kind"]) == (json("play")));
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, state->decisionFromJson({{"kind", "pass"}}));
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, state->decisionFromJson({{"kind", "play"}}));
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput,
                             state->decisionFromJson({{"kind", "play"}, {"card", 1}, {"x", 2}}));
    QCOMPARE(state->decisionToText({0, 7, 0, 0}), std::string("play card 7"));
}

void TestScriptRules::copiesHashesAndJsonSeeTheNewestContent() {
    // Random playouts leave a state's newest content in the interpreter's
    // table; every reader outside Lua must still see it.
    const auto r = scripttest::load(scripttest::kCardScript);
    const auto game = r->makeGame({}, 2);
    pb::Rng rng(9);
    auto a = game->newInitialState(4);
    auto b = game->newInitialState(4);
    auto scratch = game->newInitialState(99);
    while (!a->isTerminal()) {
        const pb::Decision d = a->sampleUniformLegal(rng);
        a->applyUnchecked(d);
        b->apply(d);
        QCOMPARE(a->hash(), b->hash());
        scratch->copyFrom(*a);
        QVERIFY((scratch->toJson()) == (a->toJson()));
        auto clone = a->clone();
        QCOMPARE(clone->hash(), a->hash());
        // The copy plays on alone.
        if (!clone->isTerminal()) {
            clone->apply(clone->legalDecisions().back());
            QVERIFY(clone->hash() != a->hash());
            QCOMPARE(scratch->hash(), a->hash());
        }
        QVERIFY((r->stateFromJson(a->toJson())->hash()) == (a->hash()));
    }
    QCOMPARE(a->outcome().winner, b->outcome().winner);
    std::uint32_t high = 0;
    for (int seat = 0; seat < 2; ++seat)
        high += a->counter(seat, 0);
    QCOMPARE(high, 3u); // cards 10, 11 and 12 are all played
}

void TestScriptRules::aStateMovesBetweenThreads() {
    // A state changed on one thread (its content newer in that thread's
    // interpreter) is read, copied and played on by another.
    const auto r = scripttest::load(scripttest::kCardScript);
    const auto game = r->makeGame({}, 2);
    auto state = game->newInitialState(6);
    auto reference = game->newInitialState(6);
    for (int step = 0; !state->isTerminal(); ++step) {
        const pb::Decision d = state->legalDecisions().front();
        reference->apply(d);
        std::thread([&] { state->apply(d); }).join();
        std::uint64_t seen = 0;
        std::thread([&] { seen = state->clone()->hash(); }).join();
        QCOMPARE(seen, reference->hash());
        QVERIFY((state->toJson()) == (reference->toJson()));
    }
}

void TestScriptRules::hiddenZonesStayHiddenAndAreRedrawn() {
    const auto r = scripttest::load(scripttest::kCardScript);
    const auto game = r->makeGame({}, 2);
    auto state = game->newInitialState(8);
    playFirst(*state, 2);
    QVERIFY(state->hasHiddenInformation());
    const json full = state->toJson();
    const json seen = state->observationJson(0);
    QVERIFY((seen["deck"]) == ((json{{"hidden", full["deck"].size()}})));
    QVERIFY((seen["hand"][0]) == (full["hand"][0]));
    QVERIFY((seen["hand"][1]) == ((json{{"hidden", full["hand"][1].size()}})));
    QVERIFY((seen["pile"]) == (full["pile"]));
    bool changed = false;
    pb::Rng rng(1);
    for (int i = 0; i < 20; ++i) {
        auto copy = state->clone();
        copy->resampleHidden(0, rng);
        QVERIFY((copy->observationJson(0)) == (seen));
        QVERIFY((sortedCards(copy->toJson())) == (sortedCards(full)));
        QVERIFY((copy->legalDecisions()) == (state->legalDecisions()));
        changed = changed || copy->toJson() != full;
        // The redrawn state plays on.
        playFirst(*copy, 100);
        QVERIFY(copy->isTerminal());
    }
    QVERIFY2(changed, "twenty redraws all gave the same hidden cards");
}

void TestScriptRules::strictModeCatchesAQueryThatChangesTheState() {
    const auto r = scripttest::load(scripttest::probeScript("", "", "s.n = s.n + 0.0 + 1"));
    const auto game = r->makeGame({}, 2);
    auto state = game->newInitialState(1);
    r->setStrict(true);
    try {
        state->legalDecisions();
        r->setStrict(false);
        QFAIL("a legal that changes the state passed strict mode");
    } catch (const ScriptError& e) {
        r->setStrict(false);
        QVERIFY2(std::string(e.what()).find("legal changed the state (s.n changed from 0 to 1)") !=
                     std::string::npos,
                 e.what());
    }
    // A field left holding something other than an integer is named at the change.
    const auto floats = scripttest::load(scripttest::probeScript("", "s.turn = 1.5"));
    floats->setStrict(true);
    auto s = floats->makeGame({}, 2)->newInitialState(1);
    try {
        s->apply(s->legalDecisions().front());
        QFAIL("a field holding 1.5 was accepted");
    } catch (const ScriptError& e) {
        QVERIFY2(std::string(e.what()).find("s.turn holds") != std::string::npos, e.what());
    }
}

void TestScriptRules::decisionsListedTwiceOrUnknownAreErrors() {
    const auto twice = scripttest::load(scripttest::probeScript("", "", "add('step')"));
    auto s = twice->makeGame({}, 2)->newInitialState(1);
    try {
        s->legalDecisions();
        QFAIL("a decision listed twice passed");
    } catch (const ScriptError& e) {
        QVERIFY2(std::string(e.what()).find("legal added 'step' twice") != std::string::npos,
                 e.what());
    }
    const auto unknown = scripttest::load(scripttest::probeScript("", "", "add('leap')"));
    auto u = unknown->makeGame({}, 2)->newInitialState(1);
    try {
        u->legalDecisions();
        QFAIL("an unknown kind passed");
    } catch (const ScriptError& e) {
        QVERIFY2(std::string(e.what()).starts_with(
                     "probe.lua:8: 'leap' is not a decision kind of game.decisions"),
                 e.what());
    }
    // A kind the script does not declare is refused before the script is asked.
    auto p = scripttest::load(scripttest::probeScript())->makeGame({}, 2)->newInitialState(1);
    QVERIFY(!p->isLegal({5, 0, 0, 0}));
    QCOMPARE(p->whyIllegal({5, 0, 0, 0}),
             std::string("there is no decision kind 5 (2 are declared)"));
    QCOMPARE(p->whyIllegal({1, 2, 0, 0}), std::string("'jump by 2' is not a legal decision now"));
    QVERIFY_THROWS_EXCEPTION(pb::IllegalDecision, p->apply({1, 2, 0, 0}));
    QCOMPARE(p->turnsCompleted(), 0);
}

void TestScriptRules::theSameSeedGivesTheSameGamesOnAnyThreadCount() {
    const auto r = scripttest::load(scripttest::kCardScript);
    pb::SimulationConfig config;
    config.game = r->makeGame({}, 2);
    config.agentSpecs = {"random", "mcts:iterations=20"};
    config.games = 40;
    config.runSeed = 12;
    const pb::SimulationResult one = pb::simulate(config);
    config.threads = 2;
    const pb::SimulationResult two = pb::simulate(config);
    QCOMPARE(one.games.size(), two.games.size());
    for (std::size_t i = 0; i < one.games.size(); ++i) {
        QCOMPARE(one.games[i].outcome.winner, two.games[i].outcome.winner);
        QCOMPARE(one.games[i].decisions, two.games[i].decisions);
        QCOMPARE(one.games[i].counters, two.games[i].counters);
    }
}

void TestScriptRules::registryFindsScriptsByIdAndHash() {
    const auto a = scripttest::load(scripttest::probeScript());
    const auto b = scripttest::load(scripttest::probeScript("s.n = 0"));
    QVERIFY(a->scriptHash() != b->scriptHash());
    const auto& registeredA = pb::registerScriptRuleset(a);
    QCOMPARE(&pb::registerScriptRuleset(scripttest::load(scripttest::probeScript())), &registeredA);
    const auto& registeredB = pb::registerScriptRuleset(b);
    QCOMPARE(pb::findRuleset("script:probe"), static_cast<const pb::Ruleset*>(&registeredB));
    QCOMPARE(pb::findScriptRuleset(a->scriptHash()), &registeredA);
    QCOMPARE(pb::findScriptRuleset(b->scriptHash()), &registeredB);
    QVERIFY(pb::findScriptRuleset("ffffffffffffffff") == nullptr);
    // A versioned key reaches its own version even when a newer one is registered.
    QCOMPARE(pb::rulesetKey(registeredA), "script:probe@" + a->scriptHash());
    QCOMPARE(pb::findRuleset(pb::rulesetKey(registeredA)),
             static_cast<const pb::Ruleset*>(&registeredA));
    QCOMPARE(pb::rulesetIdOfKey(pb::rulesetKey(registeredA)), std::string_view("script:probe"));
    QVERIFY(pb::findRuleset("script:probe@ffffffffffffffff") == nullptr);
    QCOMPARE(pb::rulesetKey(*pb::allRulesets().front()),
             std::string(pb::allRulesets().front()->id()));
    QCOMPARE(pb::rulesetIdOfKey("stability"), std::string_view("stability"));
    // The built-in list does not change.
    for (const pb::Ruleset* ruleset : pb::allRulesets())
        QVERIFY(!std::string(ruleset->id()).starts_with("script:"));
}

void TestScriptRules::chanceParameterChecksAndAGivenSetUp() {
    // A die of `faces` rolled until the total reaches `target`; the faces
    // come from a hand-made set-up when the design gives one.
    const auto r = scripttest::load(R"(game = {
  id = "dice", name = "Dice", players = 1,
  params = {
    { name = "target", type = "int", default = 10, min = 1, max = 99, description = "Total to reach." },
    { name = "faces", type = "int", default = 6, min = 2, max = 20, description = "Faces of the die." },
  },
  state = { { name = "total" }, { name = "rolls" }, { name = "weights", size = 20 } },
  decisions = { { name = "face", args = { "value" } }, { name = "roll" } },
  counters = { { name = "rolls.six", description = "Sixes rolled." } },
  turns = "rolls",
}
function check_params(p)
  if p.target < p.faces then return "target " .. p.target .. " is below the die's faces" end
end
function setup(s, rng, given)
  for f = 1, params.faces do s.weights[f] = given and given.weights[f] or 1 end
end
function actor(s)
  if s.total >= params.target then return END end
  return s.rolls % 2 == 0 and 1 or CHANCE
end
function legal(s, add) add("roll") end
function chance(s, add)
  for f = 1, params.faces do if s.weights[f] > 0 then add(s.weights[f], "face", f) end end
end
function apply(s, kind, value)
  if kind == "face" then
    s.total = s.total + value
    if value == 6 then s.count["rolls.six"][1] = s.count["rolls.six"][1] + 1 end
  end
  s.rolls = s.rolls + 1
end
function outcome(s) return { winner = 1 } end
)");
    QCOMPARE(r->counters()[0].id, std::string("rolls.six"));
    try {
        r->makeGame({{"target", 4}}, 1);
        QFAIL("check_params let a conflict through");
    } catch (const pb::InvalidInput& e) {
        QCOMPARE(std::string(e.what()), std::string("target 4 is below the die's faces"));
    }
    const auto game = r->makeGame({}, 1);
    auto state = game->newInitialState(1);
    state->apply({1, 0, 0, 0});
    QCOMPARE(state->currentActor(), pb::kChanceActor);
    std::vector<pb::ChanceOutcome> outcomes;
    state->chanceOutcomes(outcomes);
    QCOMPARE(outcomes.size(), std::size_t(6));
    QCOMPARE(outcomes[2].probability, 1.0 / 6);
    // Drawn with below(total weight): the same draw as the engine's Rng gives.
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        pb::Rng a(seed), b(seed);
        QCOMPARE(state->sampleChance(a).a, static_cast<std::int16_t>(b.below(6) + 1));
    }
    // A hand-made set-up reaches setup as its third argument: a die of sixes.
    json weights = json::array();
    for (int f = 1; f <= 20; ++f)
        weights.push_back(f == 6 ? 1 : 0);
    auto loaded = game->newInitialState(1, {{"weights", weights}});
    loaded->apply({1, 0, 0, 0});
    loaded->chanceOutcomes(outcomes);
    QCOMPARE(outcomes.size(), std::size_t(1));
    QCOMPARE(outcomes[0].decision.a, std::int16_t(6));
    loaded->apply(outcomes[0].decision);
    QCOMPARE(loaded->counter(0, 0), 1u);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestScriptRules)
#include "test_script_rules.moc"
