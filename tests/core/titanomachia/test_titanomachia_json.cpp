// The interchange format (docs/rules/titanomachia.md, "State JSON"): round
// trips, and refusals that name the field.

#include "engine/errors.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QTest>

using namespace ttest;

class TestTitanomachiaJson : public QObject {
    Q_OBJECT

private slots:
    void aStateInMidActivationRoundTrips();
    void badStatesAreRefusedNamingTheField();
    void badDecisionsAreRefusedNamingTheField();
    void theCounterListsOfEarlierVersionsStillRead();
};

void TestTitanomachiaJson::aStateInMidActivationRoundTrips() {
    auto s = parse(start());
    PLAY(*s, activate("propulsion"), onSquare("step", 8, 4));
    const json j = s->toJson();
    auto t = parse(j);
    QVERIFY(t->toJson() == j);
    QCOMPARE(t->hash(), s->hash());
    QVERIFY(j["activation"]["system"] == json("propulsion"));
}

void TestTitanomachiaJson::badStatesAreRefusedNamingTheField() {
    json p = start();
    p["players"][0]["pool"] = "four";
    QVERIFY(refusal(p).find("state.players[0].pool") != std::string::npos);
    p = start();
    p["terrain"][3][3] = "lava";
    QVERIFY(refusal(p).find("state.terrain[3][3]") != std::string::npos);
    p = start();
    setTrail(p, 0, json::array({json::array({9, 4, "N"}), json::array({7, 4, "N"})}));
    QVERIFY(refusal(p).find("king move") != std::string::npos);
    p = start();
    setTrail(p, 1, json::array({json::array({0, 5, "S"}), json::array({1, 5, "S"})}));
    QVERIFY(refusal(p).find("state.players[1].trail") != std::string::npos); // not its turn
    p = start();
    p["setup"]["players"][0]["titan"]["crew"]["skill"] = 9;
    QVERIFY(refusal(p).find("setup.players[0].titan.crew.skill") != std::string::npos);
    p = start();
    p["activation"] = {{"system", "weapon"}};
    QVERIFY(refusal(p).find("state.activation") != std::string::npos);
}

// The counters were appended to twice; a state written with the list of 50
// (the first) or 102 (before coverage) reads with the rest at 0, and any
// other length is refused naming the field.
void TestTitanomachiaJson::theCounterListsOfEarlierVersionsStillRead() {
    auto s = parse(start());
    PLAY(*s, activate("propulsion"), onSquare("step", 8, 4), stop(), endTurn());
    const json full = s->toJson();
    QCOMPARE(int(full["players"][0]["counters"].size()), 193);
    QVERIFY(counterOf(*s, 0, "clause.T1") == 1 && counterOf(*s, 0, "steps") == 1);
    for (const int size : {50, 102}) {
        json old = full;
        for (int seat = 0; seat < 2; ++seat) {
            json& c = old["players"][seat]["counters"];
            c.erase(c.begin() + size, c.end());
        }
        auto t = parse(old);
        QVERIFY(t);
        QCOMPARE(counterOf(*t, 0, "steps"), 1LL);     // kept
        QCOMPARE(counterOf(*t, 0, "end.round"), 0LL); // kept (0 until the end)
        QCOMPARE(counterOf(*t, 0, "clause.T1"), 0LL); // not in the old list
        QCOMPARE(counterOf(*t, 0, "clause.T32"), 0LL);
        QCOMPARE(t->toJson()["players"][1]["counters"].size(),
                 full["players"][1]["counters"].size());
    }
    for (const int size : {49, 101, 103, 192}) {
        json bad = full;
        json& c = bad["players"][1]["counters"];
        c = json(std::vector<json>(c.begin(), c.begin() + std::min<int>(size, int(c.size()))));
        while (int(c.size()) < size)
            c.push_back(0);
        QVERIFY2(refusal(bad).find("state.players[1].counters must list 193") != std::string::npos,
                 refusal(bad).c_str());
    }
    json negative = full;
    negative["players"][0]["counters"][150] = -1;
    QVERIFY(refusal(negative).find("state.players[0].counters[150]") != std::string::npos);
}

void TestTitanomachiaJson::badDecisionsAreRefusedNamingTheField() {
    auto s = parse(start());
    for (const auto& [d, field] : std::vector<std::pair<json, std::string>>{
             {{{"type", "fly"}}, "decision.type"},
             {{{"type", "activate"}, {"system", "engine"}}, "decision.system"},
             {{{"type", "step"}, {"square", {10, 0}}}, "decision.square"},
             {{{"type", "exit"}, {"direction", "up"}}, "decision.direction"}}) {
        try {
            (void)s->decisionFromJson(d);
            QFAIL(("accepted " + d.dump()).c_str());
        } catch (const pb::InvalidInput& e) {
            QVERIFY2(std::string(e.what()).find(field) != std::string::npos, e.what());
        }
    }
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaJson)
#include "test_titanomachia_json.moc"
