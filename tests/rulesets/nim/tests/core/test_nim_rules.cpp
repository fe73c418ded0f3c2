// Nim's rules on hand-built positions: what a take may be, who wins, misere,
// and the refusals of the State base class's derived whyIllegal.
#include "engine/errors.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "ruleset_test_support.h"
#include "test_registry.h"

#include <QTest>

using nlohmann::json;

namespace {

// Seat 0 moves at even turns (N3): turn 4 or 3 unless given.
json position(json piles, int toMove, int lastMover, json params = json::object(), int turn = -1) {
    return {{"game", "nim"},
            {"params", params},
            {"players", {json::object(), json::object()}},
            {"piles", piles},
            {"toMove", toMove},
            {"lastMover", lastMover},
            {"turn", turn >= 0 ? turn : 4 - toMove}};
}

std::unique_ptr<pb::State> parse(const json& state) {
    return pb::rulesetOrThrow("nim").stateFromJson(state);
}

json take(int pile, int count) {
    return {{"type", "take"}, {"pile", pile}, {"count", count}};
}

} // namespace

class TestNimRules : public QObject {
    Q_OBJECT

private slots:
    void isRegisteredForTestsOnly() {
        // Every test process shows the tests' rulesets (test_registry.cpp).
        QVERIFY(pb::testRulesetsShown());
        QVERIFY(pb::findRuleset("nim") != nullptr);
    }

    void aTakeIsOneToAllOfOnePile() {
        auto s = parse(position({0, 2, 1}, 0, 1));
        QCOMPARE(rulesettest::legalSet(*s),
                 rulesettest::dumps({take(1, 1), take(1, 2), take(2, 1)}));
        QVERIFY2(rulesettest::checkRefused(*s, take(0, 1)).empty(), "an empty pile");
        QVERIFY2(rulesettest::checkRefused(*s, take(1, 3)).empty(), "more than the pile");
        QVERIFY2(rulesettest::checkRefused(*s, take(1, 0)).empty(), "nothing");
    }

    void maxTakeLimitsATake() {
        auto s = parse(position({0, 0, 5}, 1, 0, {{"maxTake", 2}}, 5));
        QCOMPARE(rulesettest::legalSet(*s), rulesettest::dumps({take(2, 1), take(2, 2)}));
    }

    void theLastToTakeWins() {
        auto s = parse(position({0, 0, 1}, 1, 0));
        QVERIFY(rulesettest::tryPlay(*s, take(2, 1)).empty());
        QVERIFY(s->isTerminal());
        QCOMPARE(s->outcome().winner, 1);
    }

    void misereTurnsTheWinAround() {
        auto s = parse(position({0, 0, 1}, 1, 0, {{"misere", true}}));
        QVERIFY(rulesettest::tryPlay(*s, take(2, 1)).empty());
        QCOMPARE(s->outcome().winner, 0);
    }

    void badStatesAreRefusedByName() {
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, parse(position({0, 2}, 0, 1)));
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, parse(position({0, -1, 1}, 0, 1)));
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, parse(position({0, 0, 0}, 0, -1)));
    }

    // Positions no game reaches are refused, naming the invariant (N1-N4).
    void unreachablePositionsAreRefused() {
        const auto refusal = [](const json& state) -> std::string {
            try {
                parse(state);
            } catch (const pb::InvalidInput& e) {
                return e.what();
            }
            return "accepted";
        };
        QVERIFY(refusal(position({4, 4, 5}, 0, 1)).find("N1") != std::string::npos);
        QVERIFY(refusal(position({3, 4, 4}, 0, 1)).find("N2") != std::string::npos);
        QVERIFY(refusal(position({0, 0, 0}, 1, 0, {{"maxTake", 2}}, 3)).find("N2") !=
                std::string::npos);
        QVERIFY(refusal(position({0, 2, 1}, 1, 0, json::object(), 4)).find("N3") !=
                std::string::npos);
        QVERIFY(refusal(position({0, 2, 1}, 0, 0)).find("N4") != std::string::npos);
        QCOMPARE(refusal(position({0, 2, 1}, 0, 1)), std::string("accepted"));
    }

    void aDecisionWithAStrayFieldIsRefused() {
        auto s = parse(position({0, 2, 1}, 0, 1));
        json stray = take(1, 1);
        stray["from"] = 2;
        QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, s->decisionFromJson(stray));
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestNimRules)
#include "test_nim_rules.moc"
