// The interchange format (rules page, "State JSON" and "Decisions"): state and
// decision round trips, refused states and decisions, observations and
// determinization.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/torus_lab/torus_lab_parameter_names.h"
#include "games/torus_lab/torus_lab_ruleset.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>

using namespace tltest;
namespace param = pb::torus_lab::param;

namespace {

// Hand-written states covering every phase and the optional fields.
std::vector<std::pair<std::string, json>> samplePositions() {
    return {
        {"action", Position().toJson()},
        {"one player", Position(1).hand(0, "hearts", 2).toJson()},
        {"move roll", Position().phase("moveRoll").field("basicUsed", {{"move", 1}}).toJson()},
        {"move to",
         Position().phase("moveTo").field("die", 3).field("basicUsed", {{"move", 1}}).toJson()},
        {"neutralize die", Position()
                               .pawn(0, 2)
                               .hand(0, "clubs", 1)
                               .phase("neutralizeDie")
                               .field("die", 2)
                               .field("clubs", 1)
                               .field("spendOpen", true)
                               .field("basicUsed", {{"neutralize", 1}})
                               .field("specialUsed", {{"spend", 1}})
                               .toJson()},
        {"neutralizing", Position().pawn(0, 2).phase("neutralizing").toJson()},
        {"sharing", Position().hand(0, "hearts", 1).phase("sharing").field("shareTo", 2).toJson()},
        {"emerge count", Position().phase("emergeCount").turn(4).player(2).toJson()},
        {"emerge space", Position().phase("emergeSpace").field("emergeCount", 5).toJson()},
        {"spill", Position()
                      .particles(4, 6)
                      .particles(5, 6)
                      .particles(6, 6)
                      .phase("spill")
                      .field("emergeSpace", 5)
                      .field("extras", 2)
                      .toJson()},
        {"discarding", Position().hand(1, "spades", 7).toJson()},
        {"reveal pending", Position().stack(3, 8, nullptr).toJson()},
        {"collect waiting", Position(2)
                                .stack(1, 9, nullptr)
                                .hand(0, "hearts", 1)
                                .shown(0, "hearts", 1)
                                .phase("emergeCount")
                                .field("collectLeft", 1)
                                .field("basicUsed", {{"collect", 1}})
                                .toJson()},
        {"won", Position()
                    .codes({"hearts", "clubs", "diamonds", "spades"})
                    .phase("over")
                    .field("result", "won")
                    .toJson()},
        {"lost", Position()
                     .limit(1, 0)
                     .phase("over")
                     .field("result", "lost")
                     .field("cause", "handLimit")
                     .field("causeSeat", 1)
                     .toJson()},
        {"lost for room",
         [] {
             // As test_game_end_texts builds it: a no-room loss needs a full board.
             Position full;
             for (int space = 1; space <= 6; ++space)
                 full.particles(space, 6);
             return full.phase("over")
                 .field("result", "lost")
                 .field("cause", "noRoom")
                 .field("causeSeat", 0)
                 .toJson();
         }()},
        {"set-up", Position()
                       .param(param::kFirstPlayer, "random")
                       .phase("firstPlayer")
                       .player(0)
                       .field("player", nullptr)
                       .hand(0, "hearts", 3)
                       .hand(1, "clubs", 3)
                       .hand(2, "spades", 3)
                       .toJson()},
        {"dealing", Position()
                        .phase("setup")
                        .field("player", nullptr)
                        .field("toDeal", 7)
                        .hand(0, "hearts", 1)
                        .hand(1, "clubs", 1)
                        .stack(1, 10, nullptr)
                        .toJson()},
        {"late collect",
         Position().param(param::kCollectTiming, "afterEmergence").phase("lateCollect").toJson()},
        {"end-of-turn discard", Position()
                                    .param(param::kHandLimitCheck, "endOfTurn")
                                    .hand(2, "hearts", 7)
                                    .phase("discard")
                                    .toJson()},
        {"oncePerParticle", Position()
                                .param(param::kNeutralizeAttempts, "oncePerParticle")
                                .pawn(0, 2)
                                .particles(2, 3)
                                .phase("neutralizing")
                                .field("failures", {0, 1, 0, 0, 0, 0})
                                .toJson()},
        {"neverBack",
         [] {
             json j = Position().param(param::kShareRule, "neverBack").toJson();
             j["players"][2]["receivedFrom"] = {0, 1};
             return j;
         }()},
        {"lands", Position()
                      .param(param::kSuitCount, 5)
                      .param(param::kFifthSuitPower, "wild")
                      .hand(0, "lands", 3)
                      .toJson()},
        {"eight spaces", Position().spaceCount(8).pawn(1, 8).toJson()},
    };
}

// Problems in states, with a word the message must contain.
std::vector<std::tuple<std::string, json, std::string>> badPositions() {
    auto with = [](json j, const std::string& path, json value) {
        j[json::json_pointer(path)] = std::move(value);
        return j;
    };
    const json base = Position().toJson();
    return {
        {"not an object", json::array(), "object"},
        {"another game", with(base, "/game", "stability"), "torus-lab"},
        {"five players", with(base, "/players", json::array({{}, {}, {}, {}, {}})), "players"},
        {"too few spaces", with(base, "/spaces", json::array({base["spaces"][0]})), "spaces"},
        {"no particles field",
         [&] {
             json j = base;
             j["spaces"][1].erase("particles");
             return j;
         }(),
         "particles"},
        {"particles over the cap", with(base, "/spaces/1/particles", 7), "particles"},
        {"pawn off the ring", with(base, "/players/0/pawn", 7), "pawn"},
        {"limit over the start", with(base, "/players/0/limit", 7), "limit"},
        {"unknown suit", with(base, "/players/0/hand/stars", 1), "stars"},
        {"shown over hand", with(base, "/players/0/shown", {{"hearts", 1}}), "shows"},
        {"too many hearts", with(base, "/players/0/hand/hearts", 30), "hearts"},
        {"cards do not add up", with(base, "/spaces/0/cards", 12), "add up"},
        {"top on an empty stack", Position().stack(2, 0, "hearts").toJson(), "top"},
        {"under without openStacks", with(base, "/spaces/0/under", {"hearts"}), "openStacks"},
        {"unknown phase", with(base, "/phase", "dance"), "phase"},
        {"no player", with(base, "/player", nullptr), "player"},
        {"player in set-up", Position().phase("setup").field("toDeal", 9).toJson(), "player"},
        {"move to without die", with(base, "/phase", "moveTo"), "die"},
        {"spill without extras", with(base, "/phase", "spill"), "spill"},
        {"sharing without recipient", with(base, "/phase", "sharing"), "shareTo"},
        {"sharing with a far seat",
         with(with(Position().pawn(2, 4).toJson(), "/phase", "sharing"), "/shareTo", 2), "shareTo"},
        {"late collect off", with(base, "/phase", "lateCollect"), "afterEmergence"},
        {"discard phase off", with(base, "/phase", "discard"), "endOfTurn"},
        {"code twice", with(base, "/codes", {"hearts", "hearts"}), "twice"},
        {"winning codes, live game",
         Position().codes({"hearts", "clubs", "diamonds", "spades"}).toJson(), "codes"},
        {"zero limit, live game", with(base, "/players/1/limit", 0), "limit"},
        {"empty stack, live game", Position().stack(4, 0, nullptr).toJson(), "no cards"},
        {"full board, live game",
         [] {
             Position p;
             for (int s = 1; s <= 6; ++s)
                 p.particles(s, 6);
             return p.toJson();
         }(),
         "particles"},
        {"won without codes", with(with(base, "/phase", "over"), "/result", "won"), "codes"},
        {"lost without cause", with(with(base, "/phase", "over"), "/result", "lost"), "cause"},
        {"result in a live game", with(base, "/result", "lost"), "result"},
        {"turn at the limit", with(base, "/turn", 1000), "maxTurns"},
        {"wrong actor", with(base, "/actor", 2), "actor"},
        {"spill with one choice",
         Position()
             .particles(4, 6)
             .particles(5, 6)
             .phase("spill")
             .field("emergeSpace", 5)
             .field("extras", 1)
             .toJson(),
         "decision point"},
        {"dealt unevenly",
         Position()
             .phase("setup")
             .field("player", nullptr)
             .field("toDeal", 7)
             .hand(0, "hearts", 2)
             .toJson(),
         "round the table"},
        {"bad parameter", with(base, "/params/spaceCount", 2), "spaceCount"},
        // Positions no game reaches, accepted before the invariant check
        // (issue 24); the message names the invariant of section 4.
        {"two basic actions of three players", with(base, "/basicUsed", {{"move", 2}}), "T4.6"},
        {"two special actions of three players",
         with(base, "/specialUsed", {{"spend", 1}, {"code", 1}}), "T4.6"},
        {"a hand-limit loss with every limit standing",
         Position()
             .phase("over")
             .field("result", "lost")
             .field("cause", "handLimit")
             .field("causeSeat", 1)
             .toJson(),
         "T4.7"},
        {"a turn-limit loss before the limit",
         Position()
             .phase("over")
             .turn(12)
             .field("result", "lost")
             .field("cause", "turnLimit")
             .field("causeSeat", 0)
             .toJson(),
         "T4.7"},
        {"a pawn moved during the set-up",
         Position()
             .phase("setup")
             .field("player", nullptr)
             .field("toDeal", 7)
             .hand(0, "hearts", 1)
             .hand(1, "clubs", 1)
             .stack(1, 10, nullptr)
             .pawn(1, 3)
             .toJson(),
         "L10"},
        {"a no-room loss with room",
         Position()
             .phase("over")
             .field("result", "lost")
             .field("cause", "noRoom")
             .field("causeSeat", 0)
             .toJson(),
         "T4.7"},
        {"two seats over their limits",
         Position().hand(1, "spades", 7).hand(2, "hearts", 7).toJson(), "T4.5"},
    };
}

} // namespace

class TestTorusLabJson : public QObject {
    Q_OBJECT

private slots:
    void statesRoundTrip_data();
    void statesRoundTrip();
    void badStatesAreRefused_data();
    void badStatesAreRefused();
    void everyDecisionRoundTrips();
    void malformedDecisionsAreRefused_data();
    void malformedDecisionsAreRefused();
    void decisionsReadTheSameInEveryPosition();
    void decisionTextsNamePlayersFromP1();
    void anObservationHidesOtherHands();
    void resamplingRedrawsOnlyWhatTheSeatCannotSee();
    void spentCardsRevealHiddenOnes();
};

void TestTorusLabJson::statesRoundTrip_data() {
    QTest::addColumn<QByteArray>("state");
    for (const auto& [name, j] : samplePositions())
        QTest::newRow(name.c_str()) << QByteArray::fromStdString(j.dump());
}

void TestTorusLabJson::statesRoundTrip() {
    QFETCH(QByteArray, state);
    TL_STATE(s, json::parse(state.toStdString()));
    const json once = s->toJson();
    TL_STATE(again, once);
    QCOMPARE(again->hash(), s->hash());
    TL_COMPARE_JSON(again->toJson(), once);
    QCOMPARE(again->currentActor(), s->currentActor());
    // Every field given is kept as given (the canonical form completes suit maps and counts).
    const json given = json::parse(state.toStdString()); // kept alive: items() refers into it
    for (const auto& [key, value] : given.items())
        if (key != "params" && key != "players" && key != "basicUsed" && key != "specialUsed")
            TL_COMPARE_JSON(once[key], value);
    for (std::size_t seat = 0; seat < given["players"].size(); ++seat)
        for (const auto& [suit, count] : given["players"][seat]["hand"].items())
            TL_COMPARE_JSON(once["players"][seat]["hand"][suit], count);
}

void TestTorusLabJson::badStatesAreRefused_data() {
    QTest::addColumn<QByteArray>("state");
    QTest::addColumn<QString>("keyword");
    for (const auto& [name, j, keyword] : badPositions())
        QTest::newRow(name.c_str())
            << QByteArray::fromStdString(j.dump()) << QString::fromStdString(keyword);
}

void TestTorusLabJson::badStatesAreRefused() {
    QFETCH(QByteArray, state);
    QFETCH(QString, keyword);
    const std::string message = refusal(json::parse(state.toStdString()));
    QVERIFY2(!message.empty(), "accepted");
    QVERIFY2(QString::fromStdString(message).contains(keyword, Qt::CaseInsensitive),
             message.c_str());
}

void TestTorusLabJson::everyDecisionRoundTrips() {
    TL_STATE(s, Position().param(param::kSuitCount, 5).param(param::kFifthSuitPower, "wild"));
    for (const json& d : {deal(1, "lands"),
                          reveal(6, "hearts"),
                          first(2),
                          roll(6),
                          emergeCount(1),
                          emergeSpace(3),
                          move(),
                          moveTo(4),
                          attempt(),
                          resolve(),
                          stop(),
                          collect(1),
                          spend("hearts"),
                          spend("clubs"),
                          spendDiamond(2),
                          spendSpade(3, 4),
                          spendLand("hearts"),
                          spendLand("diamonds", 0, 6),
                          spendLand("spades", 1, 2),
                          give(2, "clubs"),
                          doneSharing(),
                          enterCode("lands"),
                          discard("spades"),
                          spill(5),
                          endTurn()}) {
        const pb::Decision parsed = s->decisionFromJson(d);
        TL_COMPARE_JSON(s->decisionToJson(parsed), d);
        QVERIFY(!s->decisionToText(parsed).empty());
    }
}

void TestTorusLabJson::malformedDecisionsAreRefused_data() {
    QTest::addColumn<QByteArray>("decision");
    QTest::addColumn<QString>("keyword");
    QTest::newRow("not an object") << QByteArray("[1]") << QString("object");
    QTest::newRow("no type") << QByteArray(R"({"space": 1})") << QString("type");
    QTest::newRow("unknown type") << QByteArray(R"({"type": "fly"})") << QString("fly");
    QTest::newRow("space 0") << QByteArray(R"({"type": "moveTo", "space": 0})") << QString("space");
    QTest::newRow("space 7") << QByteArray(R"({"type": "spill", "space": 7})") << QString("space");
    QTest::newRow("seat 3") << QByteArray(R"({"type": "give", "to": 3, "suit": "hearts"})")
                            << QString("seat");
    QTest::newRow("no suit") << QByteArray(R"({"type": "enterCode"})") << QString("suit");
    QTest::newRow("lands in four suits")
        << QByteArray(R"({"type": "discard", "suit": "lands"})") << QString("suit");
    QTest::newRow("die face 7") << QByteArray(R"({"type": "roll", "value": 7})")
                                << QString("value");
    QTest::newRow("diamond without to")
        << QByteArray(R"({"type": "spend", "suit": "diamonds"})") << QString("to");
    QTest::newRow("spade without from")
        << QByteArray(R"({"type": "spend", "suit": "spades", "to": 2})") << QString("from");
    QTest::newRow("heart with a space")
        << QByteArray(R"({"type": "spend", "suit": "hearts", "to": 2})") << QString("no");
    QTest::newRow("as on a heart")
        << QByteArray(R"({"type": "spend", "suit": "hearts", "as": "clubs"})") << QString("as");
    QTest::newRow("a stray field")
        << QByteArray(R"({"type": "endTurn", "square": [1, 1]})") << QString("square");
    QTest::newRow("diamond with a from")
        << QByteArray(R"({"type": "spend", "suit": "diamonds", "from": 1, "to": 2})")
        << QString("from");
    QTest::newRow("collect 2 cards in a large group")
        << QByteArray(R"({"type": "collect", "count": 2})") << QString("count");
}

void TestTorusLabJson::malformedDecisionsAreRefused() {
    QFETCH(QByteArray, decision);
    QFETCH(QString, keyword);
    TL_STATE(s, Position());
    try {
        s->decisionFromJson(json::parse(decision.toStdString()));
        QFAIL("accepted");
    } catch (const pb::InvalidInput& e) {
        QVERIFY2(QString(e.what()).contains(keyword), e.what());
    }
}

void TestTorusLabJson::decisionsReadTheSameInEveryPosition() {
    // A log renders any decision with any state of its game.
    TL_STATE(a, Position());
    TL_STATE(b, Position().phase("emergeCount").player(2).turn(9));
    for (const pb::Decision& d : a->legalDecisions()) {
        TL_COMPARE_JSON(b->decisionToJson(d), a->decisionToJson(d));
        QCOMPARE(b->decisionToText(d), a->decisionToText(d));
    }
}

void TestTorusLabJson::decisionTextsNamePlayersFromP1() {
    // Texts are for people: players P1..Pn as in the workbench, counts in words.
    TL_STATE(s, Position().param(param::kCollectCount, 2));
    auto text = [&](const json& decision) {
        return s->decisionToText(s->decisionFromJson(decision));
    };
    QCOMPARE(text(deal(0, "hearts")), std::string("deal a heart to P1"));
    QCOMPARE(text(first(2)), std::string("P3 is drawn to play first"));
    QCOMPARE(text(give(1, "spades")), std::string("give a spade to P2"));
    QCOMPARE(text(emergeCount(1)), std::string("1 particle emerges"));
    QCOMPARE(text(emergeCount(3)), std::string("3 particles emerge"));
    QCOMPARE(text(collect(1)), std::string("collect 1 card"));
    QCOMPARE(text(collect(2)), std::string("collect 2 cards"));
}

void TestTorusLabJson::anObservationHidesOtherHands() {
    // G14: other seats' cards are hidden but for those everyone has seen.
    TL_STATE(s, Position()
                    .hand(0, "hearts", 2)
                    .hand(1, "clubs", 3)
                    .shown(1, "clubs", 1)
                    .hand(2, "spades", 1));
    const json o = s->observationJson(0);
    TL_COMPARE_JSON(o["observer"], 0);
    TL_COMPARE_JSON(o["players"][0]["hand"], s->toJson()["players"][0]["hand"]);
    QVERIFY(!o["players"][1].contains("hand"));
    TL_COMPARE_JSON(o["players"][1]["hidden"], 2);
    TL_COMPARE_JSON(o["players"][1]["shown"]["clubs"], 1);
    TL_COMPARE_JSON(o["players"][2]["hidden"], 1);
    QVERIFY(s->hasHiddenInformation());
    // Nothing below a stack top is in any JSON.
    for (const auto& space : o["spaces"])
        QVERIFY(!space.contains("under"));
}

void TestTorusLabJson::resamplingRedrawsOnlyWhatTheSeatCannotSee() {
    TL_STATE(s, Position()
                    .hand(0, "hearts", 2)
                    .hand(1, "clubs", 3)
                    .shown(1, "clubs", 1)
                    .hand(2, "spades", 4));
    pb::Rng rng(9);
    std::set<std::string> others;
    for (int i = 0; i < 50; ++i) {
        auto copy = s->clone();
        copy->resampleHidden(0, rng);
        TL_COMPARE_JSON(copy->observationJson(0), s->observationJson(0));
        QCOMPARE(handOf(*copy, 0, "hearts"), 2);
        QVERIFY(handOf(*copy, 1, "clubs") >= 1); // the shown club stays
        QCOMPARE(handSize(*copy, 1), 3);
        QCOMPARE(handSize(*copy, 2), 4);
        std::string error;
        QVERIFY2(tryParse(copy->toJson(), error), error.c_str());
        others.insert(copy->toJson()["players"][2]["hand"].dump());
    }
    QVERIFY(others.size() > 5);
}

void TestTorusLabJson::spentCardsRevealHiddenOnes() {
    // A card that leaves a hand tells the others only what they could not know.
    TL_STATE(s, Position().hand(0, "diamonds", 2).shown(0, "diamonds", 1));
    TL_PLAY(*s, spendDiamond(2));
    TL_COMPARE_JSON(s->observationJson(1)["players"][0]["hidden"], 1);
    TL_PLAY(*s, spendDiamond(3));
    TL_COMPARE_JSON(s->observationJson(1)["players"][0]["hidden"], 0);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabJson)
#include "test_torus_lab_json.moc"
