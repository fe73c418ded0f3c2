// Section 5 of the reading on load (issue 24): a position no game can reach
// is refused in one line naming the invariant and the field.

#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace sstest;
namespace param = pb::streamway_siege::param;

namespace {

// The refusal of `position`, which must name each of `parts`.
std::string refusedNaming(const Position& position, std::initializer_list<std::string> parts) {
    const std::string why = refusal(position.toJson());
    if (why.empty())
        return "accepted: " + position.toJson().dump();
    if (why.find('\n') != std::string::npos)
        return "more than one line: " + why;
    for (const std::string& part : parts)
        if (why.find(part) == std::string::npos)
            return "\"" + why + "\" does not name " + part;
    return {};
}

} // namespace

#define SS_REFUSED_NAMING(position, ...)                                                           \
    do {                                                                                           \
        const std::string why_ = refusedNaming(position, __VA_ARGS__);                             \
        QVERIFY2(why_.empty(), why_.c_str());                                                      \
    } while (false)

class TestStreamwaySiegeInvariants : public QObject {
    Q_OBJECT

private slots:
    // S43, S22/S24, S47, S20, S48: once effects resolve no piece stands where
    // a landing would have moved it.
    void unresolvedPiecesAreRefused() {
        SS_REFUSED_NAMING(Position().man(0, 10).man(3, 2).monster(10), {"S43", "men[0]"});
        SS_REFUSED_NAMING(Position().man(0, 10).man(1, 10), {"one man a step", "men[0]"});
        SS_REFUSED_NAMING(Position().man(0, 10).man(3, 2).monster(11), {"S47", "monsters[0]"});
        SS_REFUSED_NAMING(Position().man(0, 10).man(3, 2).monster(12, {5}), {"S47", "men[0]"});
        SS_REFUSED_NAMING(Position().board(30, 6, {{8, 20}}).man(0, 8), {"S20", "men[0]"});
        SS_REFUSED_NAMING(Position().board(30, 6, json::array(), {{20, 9}}).man(0, 2).monster(20),
                          {"S48", "monsters[0]"});
        // The same positions stand when a guard left the man there.
        QVERIFY(refusal(Position().man(0, 10).spared(0).man(3, 2).monster(11).toJson()).empty());
        // ...but a mark with nothing to hold is refused.
        SS_REFUSED_NAMING(Position().man(0, 10).spared(0), {"spared", "men[0]"});
    }

    // S41, S40, S29: the boss and the result.
    void theBossAndTheResultAreRefusedOutOfPlace() {
        SS_REFUSED_NAMING(Position().man(0, 5).monster(20).field("boss", 0), {"S41", "boss"});
        SS_REFUSED_NAMING(Position().wave(2).dice({2, 3}).man(0, 5).field("result", "won"),
                          {"won", "wave 2"});
        SS_REFUSED_NAMING(Position().wave(2).dice({2, 3}).man(0, 5).field("result", "lost"),
                          {"lost"});
    }

    // G13, R3: once-per-chain guards with no chain under way.
    void chainGuardsOutsideAChainAreRefused() {
        json j = Position().board(30, 6, json::array(), {{20, 9}}).man(0, 9).man(3, 2).toJson();
        j["men"][0]["laddersUsed"] = {0};
        QVERIFY(refusal(j).find("G13") != std::string::npos);
        QVERIFY(refusal(j).find("men[0].laddersUsed") != std::string::npos);
    }

    // S42: the wave monsters so far follow from the wave.
    void waveMonstersFollowTheWave() {
        SS_REFUSED_NAMING(Position().man(0, 5).wave(3).dice({2, 3, 4}).field("waveMonsters", 0),
                          {"S42", "waveMonsters"});
    }

    // R6: a game that ends on a deploy, before the roll, reads back from its
    // own JSON (a finished game may hold any number of dice).
    void aGameOverBeforeTheRollReadsBack() {
        SS_STATE(s, Position()
                        .param(param::kAllowEdgeEnds, true)
                        .board(30, 6, {{1, 28}})
                        .manStatus(1, "dead")
                        .manStatus(2, "dead")
                        .manStatus(3, "dead")
                        .manStatus(4, "dead")
                        .manStatus(5, "dead")
                        .monster(29)
                        .dice(json::array(), "deploy")
                        .field("deployDone", false));
        SS_PLAY(s, deploy(true)); // 1, down the snake to 28, thrown past the end
        QVERIFY(s->isTerminal());
        QVERIFY2(refusal(s->toJson()).empty(), refusal(s->toJson()).c_str());
    }

    // A decision with a field it does not take is refused.
    void aDecisionWithAStrayFieldIsRefused() {
        SS_STATE(s, Position().man(0, 5).dice({2}));
        json d = die(2, 5);
        d["stray"] = 1;
        SS_REFUSED(s, d);
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeInvariants)
#include "test_streamway_siege_invariants.moc"
