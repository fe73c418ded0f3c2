// The interchange format (rules page, "Interchange format"): state and decision
// round trips, refused states and refused decisions.

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/stability/stability_parameter_names.h"
#include "games/stability/stability_ruleset.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>
#include <cctype>
#include <functional>

using namespace pbtest;
namespace param = pb::stability::param;

namespace {

const char* const kMidTurnFields[] = {"effect", "primary", "sign", "extrasLeft", "extras"};

// Hand-written states covering every phase and the optional fields.
std::vector<std::pair<std::string, json>> samplePositions() {
    return {
        {"move", Position().toJson()},
        {"chance", Position(3).chance().toJson()},
        {"afflict", Position().at(0, 0, 5).pc(0, 2).phase("afflict").tile(2, 2, 0).toJson()},
        {"permeate", Position().at(0, 0, 5).pc(0, 5).phase("permeate").toJson()},
        {"afflict with effect",
         Position().at(0, 0, 5).pc(0, 1).phase("afflict").field("effect", "adj2").toJson()},
        {"extra", Position()
                      .at(0, 4, 4)
                      .phase("extra")
                      .field("effect", "adj2")
                      .field("primary", {4, 4})
                      .field("sign", 1)
                      .field("extrasLeft", 1)
                      .field("extras", json::array({json::array({3, 4})}))
                      .tile(4, 4, 6)
                      .tile(3, 4, 6)
                      .toJson()},
        {"extra mixed2", Position()
                             .at(0, 4, 4)
                             .phase("extra")
                             .field("effect", "mixed2")
                             .field("primary", {7, 7})
                             .field("sign", -1)
                             .field("extrasLeft", 2)
                             .field("extras", json::array())
                             .toJson()},
        {"set", Position().at(0, 0, 5).phase("set").field("effect", "set").toJson()},
        {"over", Position(3)
                     .dead(1)
                     .dead(2)
                     .field("eliminated", json::array({2, 1}))
                     .phase("over")
                     .turn(40)
                     .toJson()},
        {"parameters", Position()
                           .param(param::kShareSquares, true)
                           .param(param::kDirections, "eight")
                           .param(param::kMaxTurns, 50)
                           .at(1, 0, 0)
                           .toJson()},
        {"four players", Position(4)
                             .dead(2)
                             .field("eliminated", json::array({2}))
                             .current(3)
                             .pc(3, 9)
                             .turn(17)
                             .toJson()},
        {"small board", Position(2, 3, 8).tile(7, 0, 8).toJson()},
    };
}

bool containsAnyOf(std::string text, const QByteArray& keywords) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char ch) { return std::tolower(ch); });
    for (const QByteArray& keyword : keywords.toLower().split('|'))
        if (text.find(keyword.toStdString()) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestStabilityJson : public QObject {
    Q_OBJECT

private slots:
    void handWrittenStatesRoundTrip();
    void defaultParametersAndTurnMayBeLeftOut();
    void midTurnFieldsAppearOnlyMidTurn();
    void differentStatesHashDifferently();
    void theEliminationOrderSurvivesTheRoundTrip();
    void sharedSquaresAreAcceptedWhenAllowed();
    void brokenStatesAreRefusedByName_data();
    void brokenStatesAreRefusedByName();
    void decisionsRoundTrip();
    void theDecisionExamplesOfTheRulesPageRoundTrip();
    void malformedDecisionsAreInvalidInput_data();
    void malformedDecisionsAreInvalidInput();
    void illegalDecisionsExplainAndChangeNothing();
};

void TestStabilityJson::handWrittenStatesRoundTrip() {
    for (const auto& [name, input] : samplePositions()) {
        const QByteArray what = QByteArray::fromStdString(name);
        std::string error;
        auto first = tryParse(input, error);
        QVERIFY2(first, (what + ": " + QByteArray::fromStdString(error)).constData());
        const json out = first->toJson();
        for (const char* key : {"game", "board", "players", "phase", "turn"})
            QVERIFY2(out.value(key, json()) == input[key],
                     (what + " changed " + key + ": " + QByteArray::fromStdString(out.dump()))
                         .constData());
        if (input["phase"] != "over")
            QVERIFY2(out["current"] == input["current"], what.constData());
        for (const char* key : kMidTurnFields)
            if (input.contains(key))
                QVERIFY2(out.value(key, json()) == input[key], (what + " " + key).constData());
        PB_COMPARE_JSON(out["params"], input["params"]);

        auto second = tryParse(out, error);
        QVERIFY2(second,
                 (what + ": own JSON refused: " + QByteArray::fromStdString(error)).constData());
        QVERIFY2(second->toJson() == out, what.constData());
        QVERIFY2(second->hash() == first->hash(), what.constData());
        QVERIFY2(second->currentActor() == first->currentActor(), what.constData());
        QVERIFY2(second->legalDecisions() == first->legalDecisions(), what.constData());
    }
}

void TestStabilityJson::defaultParametersAndTurnMayBeLeftOut() {
    json verbose = Position()
                       .param(param::kSize, 10)
                       .param(param::kDirections, "orthogonal")
                       .param(param::kShareSquares, false)
                       .param(param::kMaxTurns, 1000)
                       .param("costSet", 9)
                       .toJson();
    json terse = Position().toJson();
    terse.erase("params");
    terse.erase("turn");
    PB_STATE(a, verbose);
    PB_STATE(b, terse);
    PB_COMPARE_JSON(a->toJson()["params"], json::object());
    PB_COMPARE_JSON(a->toJson()["turn"], json(0));
    PB_COMPARE_JSON(a->toJson(), b->toJson());
    QCOMPARE(a->hash(), b->hash());

    PB_STATE(c, Position().param(param::kMaxTurns, 50).param("costSet", 9));
    PB_COMPARE_JSON(c->toJson()["params"], json({{param::kMaxTurns, 50}}));
    QVERIFY(c->hash() != a->hash());
}

void TestStabilityJson::midTurnFieldsAppearOnlyMidTurn() {
    auto midTurnKeys = [](const pb::State& s) {
        std::set<std::string> keys;
        for (const char* key : kMidTurnFields)
            if (s.toJson().contains(key))
                keys.insert(key);
        return keys;
    };
    PB_STATE(s, Position().pc(0, 6));
    QVERIFY(midTurnKeys(*s).empty());
    PB_PLAY(*s, move(5, 0));
    QCOMPARE(phaseOf(*s), std::string("permeate"));
    PB_PLAY(*s, permeate("adj2"));
    PB_COMPARE_JSON(s->toJson()["effect"], json("adj2"));
    PB_PLAY(*s, afflict(4, 4, -1));
    json j = s->toJson();
    PB_COMPARE_JSON(j["phase"], json("extra"));
    PB_COMPARE_JSON(j["effect"], json("adj2"));
    PB_COMPARE_JSON(j["primary"], json::array({4, 4}));
    PB_COMPARE_JSON(j["sign"], json(-1));
    PB_COMPARE_JSON(j["extrasLeft"], json(2));
    PB_COMPARE_JSON(j["extras"], json::array());
    PB_PLAY(*s, extra(3, 4));
    j = s->toJson();
    PB_COMPARE_JSON(j["extrasLeft"], json(1));
    PB_COMPARE_JSON(j["extras"], json::array({json::array({3, 4})}));
    PB_PLAY(*s, extra(4, 5));
    QCOMPARE(phaseOf(*s), std::string("move"));
    QVERIFY(midTurnKeys(*s).empty());

    PB_STATE(afflicting, Position().at(0, 0, 5).phase("afflict"));
    QVERIFY(afflicting->toJson().value("effect", std::string("none")) == "none");
}

void TestStabilityJson::differentStatesHashDifferently() {
    const Position base = Position().at(0, 0, 5).pc(0, 2).phase("afflict");
    const std::vector<Position> variants{
        Position(base).tile(6, 6, 4),
        Position(base).pc(0, 3),
        Position(base).pc(1, 2),
        Position(base).at(1, 9, 8),
        Position(base).turn(1),
        Position(base).phase("move"),
        Position(base).param(param::kShareSquares, true),
        Position(base).field("effect", "mag1"),
    };
    PB_STATE(reference, base);
    for (const auto& variant : variants) {
        PB_STATE(other, variant);
        QVERIFY2(other->hash() != reference->hash(), variant.toJson().dump().c_str());
    }
    // The order of elimination decides the ranks, so it is part of the state.
    const Position twoDead = Position(4).dead(0).dead(2).current(1);
    PB_STATE(zeroFirst, Position(twoDead).field("eliminated", json::array({0, 2})));
    PB_STATE(twoFirst, Position(twoDead).field("eliminated", json::array({2, 0})));
    QVERIFY(zeroFirst->hash() != twoFirst->hash());
}

void TestStabilityJson::theEliminationOrderSurvivesTheRoundTrip() {
    // Seat 2 (on a 0) goes before seat 0 (on a 0); seat 3 lands on a 10 either
    // way and goes last, so seat 1 wins and seat 0 ranks above seat 2.
    PB_STATE(s, Position(4)
                    .at(1, 5, 9)
                    .current(1)
                    .phase("afflict")
                    .tile(0, 9, 0)
                    .tile(0, 0, 0)
                    .tile(4, 0, 10)
                    .tile(9, 5, 10));
    PB_PLAY(*s, skip());
    QVERIFY(!aliveOf(*s, 2));
    QCOMPARE(s->currentActor(), 3);
    PB_QUIET_TURN(*s);
    QVERIFY(!aliveOf(*s, 0));
    QCOMPARE(s->currentActor(), 1);
    PB_STATE(copy, s->toJson());
    for (pb::State* state : {s.get(), copy.get()}) {
        PB_QUIET_TURN(*state);
        QVERIFY(state->isTerminal());
        const pb::Outcome o = state->outcome();
        QCOMPARE(o.winner, 1);
        QVERIFY2(o.rank[0] == 3 && o.rank[1] == 1 && o.rank[2] == 4 && o.rank[3] == 2,
                 state == s.get() ? "as played" : "after the round trip");
    }
}

void TestStabilityJson::sharedSquaresAreAcceptedWhenAllowed() {
    PB_STATE(s, Position().param(param::kShareSquares, true).at(1, 0, 0));
    PB_COMPARE_JSON(posOf(*s, 1), json::array({0, 0}));
}

void TestStabilityJson::brokenStatesAreRefusedByName_data() {
    QTest::addColumn<QByteArray>("state");
    QTest::addColumn<QByteArray>("keywords"); // the message names the problem with one of them
    auto add = [](const char* name, const std::function<void(json&)>& breakIt,
                  const char* keywords) {
        json j = Position(3).toJson();
        breakIt(j);
        QTest::newRow(name) << QByteArray::fromStdString(j.dump()) << QByteArray(keywords);
    };
    add(
        "two homunculi on one square",
        [](json& j) {
            j["players"][1]["pos"] = {0, 0};
        },
        "square|share|occup|same|[0,0]|(0,0)|0,0");
    add(
        "value above 10", [](json& j) { j["board"][3][3] = 11; }, "11|range|value");
    add(
        "value below 0", [](json& j) { j["board"][3][3] = -1; }, "-1|range|value");
    add(
        "nine rows", [](json& j) { j["board"].erase(9); }, "size|rows|9|10");
    add(
        "a short row", [](json& j) { j["board"][4].erase(9); }, "size|row|column|9|10");
    add(
        "board and size disagree", [](json& j) { j["params"][param::kSize] = 8; }, "size|row|8|10");
    add(
        "pc above 9", [](json& j) { j["players"][1]["pc"] = 10; }, "pc|permeation|10");
    add(
        "pc below 0", [](json& j) { j["players"][1]["pc"] = -1; }, "pc|permeation|-1");
    add(
        "unknown phase", [](json& j) { j["phase"] = "dance"; }, "phase|dance");
    add(
        "another game", [](json& j) { j["game"] = "chess"; }, "game|chess");
    add(
        "board not an array", [](json& j) { j["board"] = "x"; }, "board");
    add(
        "missing board", [](json& j) { j.erase("board"); }, "board");
    add(
        "a value not a number", [](json& j) { j["board"][2][2] = "x"; },
        "board|number|integer|value");
    add(
        "players not an array", [](json& j) { j["players"] = 3; }, "player");
    add(
        "one player",
        [](json& j) {
            j["players"].erase(1);
            j["players"].erase(1);
        },
        "player|1");
    add(
        "five players",
        [](json& j) {
            j["players"].push_back({{"pos", {9, 0}}, {"alive", true}, {"pc", 0}});
            j["players"].push_back({{"pos", {5, 5}}, {"alive", true}, {"pc", 0}});
        },
        "player|5|4");
    add(
        "pos off the board",
        [](json& j) {
            j["players"][1]["pos"] = {10, 0};
        },
        "pos|board|10");
    add(
        "pos not a pair", [](json& j) { j["players"][1]["pos"] = json::array({1}); }, "pos");
    add(
        "alive without pos", [](json& j) { j["players"][1]["pos"] = nullptr; }, "pos|alive|null");
    add(
        "dead with a pos", [](json& j) { j["players"][1]["alive"] = false; },
        "pos|alive|eliminat|dead");
    add(
        "current out of range", [](json& j) { j["current"] = 5; }, "current|5|seat");
    add(
        "current is dead",
        [](json& j) {
            j["players"][1]["alive"] = false;
            j["players"][1]["pos"] = nullptr;
            j["current"] = 1;
        },
        "current|eliminat|alive|dead");
    add(
        "unknown parameter", [](json& j) { j["params"]["speed"] = 3; }, "speed");
    add(
        "parameter out of range", [](json& j) { j["params"][param::kMaxTurns] = -1; }, "maxTurns");
    add(
        "unknown effect",
        [](json& j) {
            j["phase"] = "afflict";
            j["effect"] = "zap";
        },
        "effect|zap");
    add(
        "extra phase without a primary",
        [](json& j) {
            j["phase"] = "extra";
            j["effect"] = "adj2";
            j["sign"] = 1;
            j["extrasLeft"] = 2;
            j["extras"] = json::array();
        },
        "primary");
    add(
        "chance in the afflict phase",
        [](json& j) {
            j["current"] = "chance";
            j["phase"] = "afflict";
        },
        "chance|phase|current");
    add(
        "negative turn", [](json& j) { j["turn"] = -1; }, "turn");
    // Positions no game reaches, accepted before the invariant check (issue 24).
    add(
        "S22: over past maxTurns",
        [](json& j) {
            j["players"][1] = {{"pos", nullptr}, {"alive", false}, {"pc", 0}};
            j["players"][2] = {{"pos", nullptr}, {"alive", false}, {"pc", 0}};
            j["phase"] = "over";
            j["turn"] = 1001;
        },
        "S22|maxTurns");
    add(
        "S22: a draw before maxTurns",
        [](json& j) {
            j["phase"] = "over";
            j["turn"] = 40;
        },
        "S22");
    add(
        "S22: a live game flagged as ended at maxTurns",
        [](json& j) { j["turnLimitReached"] = true; }, "S22|maxTurns");
    add(
        "S22: a finished game ends on an eliminated seat",
        [](json& j) {
            j["players"][1] = {{"pos", nullptr}, {"alive", false}, {"pc", 0}};
            j["players"][2] = {{"pos", nullptr}, {"alive", false}, {"pc", 0}};
            j["phase"] = "over";
            j["current"] = 2;
        },
        "S22|current");
    add(
        "S9: the opening draw after play began",
        [](json& j) {
            j["current"] = "chance";
            j["turn"] = 5;
        },
        "S9|chance");
    add(
        "S8: a homunculus moved before the opening draw",
        [](json& j) {
            j["current"] = "chance";
            j["players"][1]["pos"] = {5, 5};
        },
        "S8");
    add(
        "C13: an effect that cannot be completed",
        [](json& j) {
            // mag4 changes a tile by 5: a 4 leaves 1..8 either way.
            j["params"][param::kMinTile] = 1;
            j["params"][param::kMaxTile] = 8;
            for (auto& row : j["board"])
                for (auto& v : row)
                    v = 4;
            j["phase"] = "afflict";
            j["effect"] = "mag4";
        },
        "C13|effect");
    add(
        "C13: extras with no tile left for them",
        [](json& j) {
            // adj3 from a corner: it has two neighbours, one of them chosen.
            j["players"][0]["pos"] = {4, 4};
            j["phase"] = "extra";
            j["effect"] = "adj3";
            j["primary"] = {0, 0};
            j["sign"] = 1;
            j["extrasLeft"] = 2;
            j["extras"] = json::array({json::array({0, 1})});
        },
        "C13|extrasLeft");
    add(
        "not an object",
        [](json& j) {
            j = json::array({1, 2});
        },
        "object|state|json");
}

void TestStabilityJson::brokenStatesAreRefusedByName() {
    QFETCH(QByteArray, state);
    QFETCH(QByteArray, keywords);
    std::string error;
    auto s = tryParse(json::parse(state.toStdString()), error);
    QVERIFY2(!s, ("accepted: " + state).constData());
    QVERIFY2(containsAnyOf(error, keywords),
             ("the message names none of " + keywords + ": " + QByteArray::fromStdString(error))
                 .constData());
    bool invalidInput = false;
    try {
        pb::stability::ruleset().stateFromJson(json::parse(state.toStdString()));
    } catch (const pb::InvalidInput&) {
        invalidInput = true;
    } catch (...) {
    }
    QVERIFY2(invalidInput, "refused with something other than pb::InvalidInput");
}

void TestStabilityJson::decisionsRoundTrip() {
    for (const auto& [name, input] : samplePositions()) {
        std::string error;
        auto s = tryParse(input, error);
        QVERIFY2(s, error.c_str());
        for (const pb::Decision& d : s->legalDecisions()) {
            const json j = s->decisionToJson(d);
            QVERIFY2(s->decisionFromJson(j) == d, (name + ": " + j.dump()).c_str());
            QVERIFY2(!s->decisionToText(d).empty(), j.dump().c_str());
        }
    }
    // The draw names players as the workbench does (P1..Pn), not by 0-based seat.
    std::string error;
    auto s = tryParse(samplePositions().front().second, error);
    QVERIFY2(s, error.c_str());
    QCOMPARE(s->decisionToText(s->decisionFromJson({{"type", "chance"}, {"outcome", 1}})),
             std::string("P2 is drawn to move first"));
}

void TestStabilityJson::theDecisionExamplesOfTheRulesPageRoundTrip() {
    const std::vector<std::pair<Position, std::vector<json>>> examples{
        {Position().chance(), {chanceOutcome(1)}},
        {Position().tile(0, 0, 3), {move(3, 0)}},
        {Position().pc(0, 4).phase("permeate"), {permeate("none"), permeate("adj2")}},
        {Position().at(0, 0, 5).phase("afflict"), {afflict(4, 4, -1), skip()}},
        {Position()
             .at(0, 4, 4)
             .phase("extra")
             .field("effect", "adj1")
             .field("primary", {4, 4})
             .field("sign", 1)
             .field("extrasLeft", 1)
             .field("extras", json::array()),
         {extra(4, 5)}},
        {Position()
             .at(0, 4, 4)
             .phase("extra")
             .field("effect", "mixed2")
             .field("primary", {4, 4})
             .field("sign", 1)
             .field("extrasLeft", 2)
             .field("extras", json::array()),
         {extra(7, 7, 1)}},
        {Position().at(0, 0, 5).phase("set").field("effect", "set"), {setTile(2, 2, 0)}},
    };
    for (const auto& [position, decisions] : examples) {
        PB_STATE(s, position);
        for (const json& j : decisions) {
            PB_LEGAL(*s, j);
            PB_COMPARE_JSON(s->decisionToJson(s->decisionFromJson(j)), j);
        }
    }
}

void TestStabilityJson::malformedDecisionsAreInvalidInput_data() {
    QTest::addColumn<QByteArray>("decision");
    QTest::newRow("not an object") << QByteArray(R"([1, 2])");
    QTest::newRow("no type") << QByteArray(R"({"to": [3, 0]})");
    QTest::newRow("unknown type") << QByteArray(R"({"type": "fly", "to": [3, 0]})");
    QTest::newRow("a stray field") << QByteArray(R"({"type": "skip", "tile": [3, 0]})");
    QTest::newRow("a sign on a move") << QByteArray(R"({"type": "move", "to": [3, 0], "sign": 1})");
    QTest::newRow("move without to") << QByteArray(R"({"type": "move"})");
    QTest::newRow("to not a pair") << QByteArray(R"({"type": "move", "to": [3]})");
    QTest::newRow("to a string") << QByteArray(R"({"type": "move", "to": "a1"})");
    QTest::newRow("afflict without sign") << QByteArray(R"({"type": "afflict", "tile": [1, 1]})");
    QTest::newRow("afflict without tile") << QByteArray(R"({"type": "afflict", "sign": 1})");
    QTest::newRow("set without value") << QByteArray(R"({"type": "set", "tile": [1, 1]})");
    QTest::newRow("permeate without effect") << QByteArray(R"({"type": "permeate"})");
    QTest::newRow("chance without outcome") << QByteArray(R"({"type": "chance"})");
}

void TestStabilityJson::malformedDecisionsAreInvalidInput() {
    QFETCH(QByteArray, decision);
    PB_STATE(s, Position().at(0, 0, 5).phase("afflict"));
    try {
        s->decisionFromJson(json::parse(decision.toStdString()));
        QFAIL("accepted");
    } catch (const pb::InvalidInput& e) {
        QVERIFY(std::string(e.what()).size() > 0);
    } catch (const std::exception& e) {
        QFAIL((std::string("not pb::InvalidInput: ") + e.what()).c_str());
    }
}

void TestStabilityJson::illegalDecisionsExplainAndChangeNothing() {
    PB_STATE(chance, Position().chance());
    PB_REFUSED(*chance, chanceOutcome(2));
    PB_REFUSED(*chance, move(5, 0));

    PB_STATE(moving, Position());
    PB_REFUSED(*moving, move(4, 0));
    PB_REFUSED(*moving, chanceOutcome(0));

    PB_STATE(afflicting, Position().at(0, 0, 5).phase("afflict").tile(2, 2, 10));
    PB_REFUSED(*afflicting, afflict(9, 9, 1));
    PB_REFUSED(*afflicting, afflict(2, 2, 1));

    PB_STATE(over, Position().dead(1).phase("over"));
    PB_REFUSED(*over, move(5, 0));
    PB_REFUSED(*over, skip());
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStabilityJson)
#include "test_stability_json.moc"
