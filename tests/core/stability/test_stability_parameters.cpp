// The Stability ruleset's description: parameters and their defaults (rules
// page), validation, player counts, counters and decision kinds.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/parameter_conflict.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/stability/stability_parameter_names.h"
#include "games/stability/stability_ruleset.h"
#include "json_compare.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QTest>
#include <set>

namespace param = pb::stability::param;

using nlohmann::json;

namespace {

const pb::Ruleset& stability() {
    return pb::stability::ruleset();
}

// The message of the InvalidInput that makeGame throws, or "" if it accepts.
std::string makeGameError(const json& params, int players = 2) {
    try {
        stability().makeGame(params, players);
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
    return {};
}

} // namespace

class TestStabilityParameters : public QObject {
    Q_OBJECT

private slots:
    void identifiesItself();
    void everyParameterHasTheDefaultOfTheRulesPage_data();
    void everyParameterHasTheDefaultOfTheRulesPage();
    void aGameResolvesItsParameters();
    void unknownParametersAreRefusedByName();
    void outOfRangeParametersAreRefusedByName_data();
    void outOfRangeParametersAreRefusedByName();
    void playerCountsOutsideTwoToFourAreRefused();
    void conflictsCarryTheirCodeParametersAndValues();
    void everyCounterIsDeclared();
    void decisionKindsAreTheDecisionTypes();
};

void TestStabilityParameters::identifiesItself() {
    QCOMPARE(std::string(stability().id()), std::string("stability"));
    QCOMPARE(stability().minPlayers(), 2);
    QCOMPARE(stability().maxPlayers(), 4);
    QCOMPARE(pb::findRuleset("stability"), &stability());
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::rulesetOrThrow("chess"));
}

void TestStabilityParameters::everyParameterHasTheDefaultOfTheRulesPage_data() {
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<QByteArray>("defaultValue"); // as JSON
    const std::vector<std::pair<const char*, const char*>> defaults{
        {param::kSize, "10"},
        {param::kMinValue, "1"},
        {param::kMaxValue, "8"},
        {param::kCornerValue, "1"},
        {param::kDirections, "\"orthogonal\""},
        {param::kShareSquares, "false"},
        {param::kPermeationThreshold, "3"},
        {param::kMinTile, "0"},
        {param::kMaxTile, "10"},
        {param::kAfflictionMandatory, "false"},
        {param::kAdjacency, "\"orthogonal\""},
        {param::kMaxTurns, "1000"},
    };
    for (const auto& [name, value] : defaults)
        QTest::newRow(name) << QByteArray(name) << QByteArray(value);
    for (const pbtest::Effect& e : pbtest::chart())
        QTest::newRow(e.costParameter.c_str())
            << QByteArray::fromStdString(e.costParameter) << QByteArray::number(e.cost);
}

void TestStabilityParameters::everyParameterHasTheDefaultOfTheRulesPage() {
    QFETCH(QByteArray, name);
    QFETCH(QByteArray, defaultValue);
    const pb::ParameterSpec* spec = stability().parameters().find(name.toStdString());
    QVERIFY2(spec, "no such parameter");
    PB_COMPARE_JSON(spec->defaultValue, json::parse(defaultValue.toStdString()));
    QVERIFY2(!spec->description.empty(), "a parameter needs a description");
    if (spec->type == pb::ParameterType::Choice)
        QCOMPARE(spec->options, (std::vector<std::string>{"orthogonal", "eight"}));
}

void TestStabilityParameters::aGameResolvesItsParameters() {
    const auto game =
        stability().makeGame({{param::kShareSquares, true}, {param::kMaxTurns, 40}}, 3);
    QCOMPARE(game->numPlayers(), 3);
    PB_COMPARE_JSON(game->params()[param::kShareSquares], json(true));
    PB_COMPARE_JSON(game->params()[param::kMaxTurns], json(40));
    PB_COMPARE_JSON(game->params()[param::kSize], json(10));
    PB_COMPARE_JSON(game->params()["costSet"], json(9));
}

void TestStabilityParameters::unknownParametersAreRefusedByName() {
    const std::string message = makeGameError({{"boardSize", 10}});
    QVERIFY2(message.find("boardSize") != std::string::npos, message.c_str());
}

void TestStabilityParameters::outOfRangeParametersAreRefusedByName_data() {
    QTest::addColumn<QByteArray>("params");
    QTest::newRow("size 100") << QByteArray(R"({"size": 100})");
    QTest::newRow("size 0") << QByteArray(R"({"size": 0})");
    QTest::newRow("maxTurns 0") << QByteArray(R"({"maxTurns": 0})");
    QTest::newRow("negative cost") << QByteArray(R"({"costAdj1": -1})");
    QTest::newRow("threshold 10") << QByteArray(R"({"permeationThreshold": 10})");
    QTest::newRow("maxTile 11") << QByteArray(R"({"maxTile": 11})");
    QTest::newRow("minTile -1") << QByteArray(R"({"minTile": -1})");
    QTest::newRow("directions six") << QByteArray(R"({"directions": "six"})");
    QTest::newRow("adjacency diagonal") << QByteArray(R"({"adjacency": "diagonal"})");
    QTest::newRow("shareSquares as a number") << QByteArray(R"({"shareSquares": 1})");
    QTest::newRow("size as text") << QByteArray(R"({"size": "10"})");
}

void TestStabilityParameters::outOfRangeParametersAreRefusedByName() {
    QFETCH(QByteArray, params);
    const json j = json::parse(params.toStdString());
    const std::string message = makeGameError(j);
    QVERIFY2(message.find(j.begin().key()) != std::string::npos,
             ("message: '" + message + "'").c_str());
}

void TestStabilityParameters::playerCountsOutsideTwoToFourAreRefused() {
    QVERIFY(!makeGameError(json::object(), 1).empty());
    QVERIFY(!makeGameError(json::object(), 5).empty());
    QVERIFY(!makeGameError(json::object(), 0).empty());
    for (int players = 2; players <= 4; ++players)
        QVERIFY(makeGameError(json::object(), players).empty());
}

// Values that do not fit together throw a ParameterConflict whose code,
// parameters and values let the workbench word it; what() stays the CLI's.
void TestStabilityParameters::conflictsCarryTheirCodeParametersAndValues() {
    auto conflict = [](const json& params) -> pb::ParameterConflict {
        try {
            stability().makeGame(params, 2);
        } catch (const pb::ParameterConflict& e) {
            return e;
        }
        return pb::ParameterConflict("", {}, {}, "accepted");
    };
    const auto notAbove = conflict({{param::kMinValue, 9}, {param::kMaxValue, 2}});
    QCOMPARE(notAbove.code(), std::string("notAbove"));
    QCOMPARE(notAbove.parameters(), (std::vector<std::string>{param::kMinValue, param::kMaxValue}));
    QCOMPARE(notAbove.values(), (std::vector<long long>{9, 2}));
    QCOMPARE(std::string(notAbove.what()),
             std::string("minValue (9) must not exceed maxValue (2)"));
    const auto below = conflict({{param::kMinTile, 5},
                                 {param::kMaxTile, 5},
                                 {param::kMinValue, 5},
                                 {param::kMaxValue, 5},
                                 {param::kCornerValue, 5}});
    QCOMPARE(below.code(), std::string("below"));
    QCOMPARE(below.parameters(), (std::vector<std::string>{param::kMinTile, param::kMaxTile}));
    QCOMPARE(below.values(), (std::vector<long long>{5, 5}));
    const auto within = conflict({{param::kMaxTile, 5}});
    QCOMPARE(within.code(), std::string("within"));
    QCOMPARE(within.parameters(),
             (std::vector<std::string>{param::kMaxValue, param::kMinTile, param::kMaxTile}));
    QCOMPARE(within.values(), (std::vector<long long>{8, 0, 5}));
}

void TestStabilityParameters::everyCounterIsDeclared() {
    std::set<std::string> declared;
    for (const auto& counter : stability().counters()) {
        QVERIFY2(declared.insert(counter.id).second, counter.id.c_str());
        QVERIFY2(!counter.description.empty(), counter.id.c_str());
    }
    std::vector<std::string> expected{"move",          "affliction",      "skip",
                                      "permeate.none", "eliminated.zero", "eliminated.stranded",
                                      "extra.clamped"};
    for (const pbtest::Effect& e : pbtest::chart())
        expected.push_back("permeate." + e.id);
    for (const std::string& id : expected)
        QVERIFY2(declared.count(id), id.c_str());
}

void TestStabilityParameters::decisionKindsAreTheDecisionTypes() {
    const auto& kinds = stability().decisionKinds();
    const std::set<std::string> names(kinds.begin(), kinds.end());
    QCOMPARE(names, (std::set<std::string>{"chance", "move", "permeate", "afflict", "skip", "extra",
                                           "set"}));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStabilityParameters)
#include "test_stability_parameters.moc"
