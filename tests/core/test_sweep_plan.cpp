// pb::SweepPlan (sim/sweep_plan.h), the sweep planning shared by `simulate
// --sweep` and the Reports page: axes from text and from ranges, the points and
// their order, the players axis, the limits, the stored sweep JSON, and the
// kind of every refusal (the CLI's exit code and the GUI's words depend on it).

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "sim/sweep_plan.h"
#include "test_registry.h"

#include <QTest>

namespace {

const pb::Ruleset& stability() {
    const pb::Ruleset* ruleset = pb::findRuleset("stability");
    if (!ruleset)
        throw std::logic_error("stability is not registered");
    return *ruleset;
}

pb::SweepPlan plan(std::vector<std::string> agents = {"random", "random"},
                   pb::SweepPlan::Limits limits = {}) {
    return pb::SweepPlan(stability(), 2, nlohmann::json::object(), std::move(agents), limits);
}

// The kind of SweepError that `add` throws, or nullopt if it throws none.
template <typename Add> std::optional<pb::SweepError::Kind> refusal(Add add) {
    try {
        add();
    } catch (const pb::SweepError& e) {
        return e.kind();
    }
    return std::nullopt;
}

} // namespace

class TestSweepPlan : public QObject {
    Q_OBJECT

private slots:
    void withoutAnAxisThereIsOnePointOfTheBase();
    void aRangeGivesEveryStepAndTheSweepJson();
    void aListTakesValuesOfAnyType();
    void twoAxesAreListedByTheSecondAxis();
    void thePlayersAxisSeatsTheFirstAgentEverywhere();
    void aRangeFromTheGuiMatchesTheSameRangeAsText();
    void refusalsSayWhatKindTheyAre();
    void valuesOutsideTheSchemaAreRefusedByTheSchema();
};

void TestSweepPlan::withoutAnAxisThereIsOnePointOfTheBase() {
    pb::SweepPlan sweep(stability(), 3, {{"size", 7}}, {"random", "greedy", "random"}, {});
    const auto points = sweep.points();
    QCOMPARE(points.size(), std::size_t{1});
    QVERIFY(points[0].values == nlohmann::json::object());
    QCOMPARE(points[0].players, 3);
    QCOMPARE(points[0].game->numPlayers(), 3);
    QCOMPARE(points[0].game->params()["size"].get<int>(), 7);
    QCOMPARE(points[0].agents, (std::vector<std::string>{"random", "greedy", "random"}));
    QVERIFY(sweep.json().is_null());
}

void TestSweepPlan::aRangeGivesEveryStepAndTheSweepJson() {
    auto sweep = plan();
    sweep.addAxis("size=6:10:2");
    const auto points = sweep.points();
    QCOMPARE(points.size(), std::size_t{3});
    for (std::size_t i = 0; i < points.size(); ++i) {
        const int size = 6 + 2 * static_cast<int>(i);
        QVERIFY(points[i].values == (nlohmann::json{{"size", size}}));
        QCOMPARE(points[i].params["size"].get<int>(), size);
        QCOMPARE(points[i].game->params()["size"].get<int>(), size);
        QCOMPARE(points[i].players, 2);
    }
    QVERIFY(sweep.json() == nlohmann::json::parse(R"({"parameters":["size"],
        "axes":[{"parameter":"size","spec":"6:10:2","values":[6,8,10]}]})"));
    // ":step" may be left out.
    auto unitSteps = plan();
    unitSteps.addAxis("size=6:8");
    QCOMPARE(unitSteps.points().size(), std::size_t{3});
    QCOMPARE(unitSteps.axes()[0].spec, std::string("6:8"));
}

void TestSweepPlan::aListTakesValuesOfAnyType() {
    auto sweep = plan();
    sweep.addAxis("directions=orthogonal,eight");
    const auto points = sweep.points();
    QCOMPARE(points.size(), std::size_t{2});
    QCOMPARE(points[0].params["directions"].get<std::string>(), std::string("orthogonal"));
    QCOMPARE(points[1].params["directions"].get<std::string>(), std::string("eight"));
}

void TestSweepPlan::twoAxesAreListedByTheSecondAxis() {
    auto sweep = plan();
    sweep.addAxis("size=6:8:2");
    sweep.addAxis("directions=orthogonal,eight");
    std::vector<nlohmann::json> values;
    for (const auto& point : sweep.points())
        values.push_back(point.values);
    const std::vector<nlohmann::json> expected{
        {{"size", 6}, {"directions", "orthogonal"}},
        {{"size", 8}, {"directions", "orthogonal"}},
        {{"size", 6}, {"directions", "eight"}},
        {{"size", 8}, {"directions", "eight"}},
    };
    QVERIFY(values == expected);
    QVERIFY(sweep.json()["parameters"] == nlohmann::json::parse(R"(["size","directions"])"));
}

void TestSweepPlan::thePlayersAxisSeatsTheFirstAgentEverywhere() {
    auto sweep = plan({"greedy", "greedy"});
    sweep.addAxis("players=2:4");
    const auto points = sweep.points();
    QCOMPARE(points.size(), std::size_t{3});
    for (std::size_t i = 0; i < points.size(); ++i) {
        const int players = 2 + static_cast<int>(i);
        QCOMPARE(points[i].players, players);
        QCOMPARE(points[i].game->numPlayers(), players);
        QCOMPARE(points[i].agents, std::vector<std::string>(std::size_t(players), "greedy"));
        QVERIFY(!points[i].params.contains("players"));
    }
}

void TestSweepPlan::aRangeFromTheGuiMatchesTheSameRangeAsText() {
    auto text = plan();
    text.addAxis("size=6:10:2");
    auto range = plan();
    range.addRange("size", 6, 10, 2);
    QVERIFY(text.json() == range.json());
}

void TestSweepPlan::refusalsSayWhatKindTheyAre() {
    using Kind = pb::SweepError::Kind;
    QCOMPARE(refusal([] { plan().addAxis("size"); }), Kind::Malformed);
    QCOMPARE(refusal([] { plan().addAxis("size=6,,8"); }), Kind::Malformed);
    QCOMPARE(refusal([] { plan().addAxis("gravity=1:3"); }), Kind::UnknownParameter);
    QCOMPARE(refusal([] { plan().addRange("gravity", 1, 3, 1); }), Kind::UnknownParameter);
    QCOMPARE(refusal([] { plan().addAxis("directions=1:2"); }), Kind::NotWholeNumber);
    QCOMPARE(refusal([] { plan().addAxis("size=9:5:1"); }), Kind::BadRange);
    QCOMPARE(refusal([] { plan().addRange("size", 6, 8, 0); }), Kind::BadRange);
    QCOMPARE(refusal([] { plan().addAxis("players=1:3"); }), Kind::PlayersOutOfRange);
    QCOMPARE(refusal([] { plan({"random", "greedy"}).addAxis("players=2:3"); }), Kind::MixedAgents);
    QCOMPARE(refusal([] {
                 auto sweep = plan();
                 sweep.addAxis("size=6:7");
                 sweep.addAxis("size=8:9");
             }),
             Kind::SweptTwice);
    // The limits are the caller's: the Reports page allows 100 points, the CLI 1000 per axis.
    const pb::SweepPlan::Limits small{3, 4};
    QCOMPARE(refusal([&] {
                 plan({"random", "random"}, small).addRange("size", 6, 9, 1);
             }),
             Kind::TooManyValues);
    QCOMPARE(refusal([&] {
                 plan({"random", "random"}, small).addRange("size", 6, 8, 1);
             }),
             std::nullopt);
    QCOMPARE(refusal([&] {
                 auto sweep = plan({"random", "random"}, small);
                 sweep.addRange("size", 6, 8, 1);
                 sweep.addAxis("directions=orthogonal,eight");
             }),
             Kind::TooManyPoints);
}

void TestSweepPlan::valuesOutsideTheSchemaAreRefusedByTheSchema() {
    // Not a SweepError: the parameter's own range says what is wrong.
    try {
        plan().addAxis("size=10:40:10");
        QFAIL("a size of 40 was accepted");
    } catch (const pb::SweepError&) {
        QFAIL("refused as a sweep, not by the schema");
    } catch (const pb::InvalidInput& e) {
        QVERIFY2(std::string(e.what()).find("size") != std::string::npos, e.what());
    }
}

PLAYBENCH_TEST_APPLESS_MAIN(TestSweepPlan)
#include "test_sweep_plan.moc"
