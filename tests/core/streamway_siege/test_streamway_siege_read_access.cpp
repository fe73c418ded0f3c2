// The typed read access views use instead of the state JSON (men, monsters,
// the turn's dice, a man waiting at a ladder), on hand-built positions, each
// checked against what the state JSON says.

#include "games/streamway_siege/streamway_siege_state.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace sstest;
using pb::streamway_siege::kMaxMonsters;
using pb::streamway_siege::ManStatus;
using pb::streamway_siege::StreamwaySiegeState;

namespace {

const StreamwaySiegeState& siege(const pb::State& s) {
    return static_cast<const StreamwaySiegeState&>(s);
}

} // namespace

class TestStreamwaySiegeReadAccess : public QObject {
    Q_OBJECT

private slots:
    void menAndMonstersAreReadBySlot() {
        SS_STATE(
            s, Position().man(0, 5).manStatus(1, "dead").monster(10, {1, 3}).monster(20).dice({3}));
        const StreamwaySiegeState& state = siege(*s);
        QCOMPARE(state.menCount(), 6);
        QCOMPARE(state.man(0).status, ManStatus::Deployed);
        QCOMPARE(int(state.man(0).pos), 5);
        QCOMPARE(state.man(1).status, ManStatus::Dead);
        QCOMPARE(state.man(2).status, ManStatus::Reserve);
        QCOMPARE(int(state.man(3).team), 1);
        // The monsters on the board in slot order, as the state JSON lists them.
        const json listed = monsters(state);
        int alive = 0;
        for (int m = 0; m < kMaxMonsters; ++m) {
            if (!state.monster(m).alive)
                continue;
            QCOMPARE(int(state.monster(m).pos), listed[alive]["step"].get<int>());
            ++alive;
        }
        QCOMPARE(alive, 2);
        QCOMPARE(int(state.monster(0).abilities), 0b101); // abilities 1 and 3
        QCOMPARE(state.boss(), -1);
    }

    void theTurnsDiceAreReadAsTheyAreUsed() {
        // Wave 2: two dice a turn.
        SS_STATE(s, Position().wave(2).man(0, 5).dice({3, 4}));
        QCOMPARE(siege(*s).diceCount(), 2);
        QCOMPARE(siege(*s).diceCount(), stateOf(*s)["diceCount"].get<int>());
        QCOMPARE(siege(*s).diceRolled(), 2);
        QCOMPARE(siege(*s).die(0), 3);
        QCOMPARE(siege(*s).die(1), 4);
        QVERIFY(!siege(*s).dieUsed(0));
        SS_PLAY(s, die(3, 5));
        QVERIFY(siege(*s).dieUsed(0));
        QVERIFY(!siege(*s).dieUsed(1));
        QVERIFY(!siege(*s).dieOnMonster(0));
        QVERIFY(stateOf(*s)["diceUsed"] == json::array({0}));
    }

    void aManWaitingAtALadderIsRead() {
        SS_STATE(s, Position().board(30, 6, json::array(), {{15, 4}}).man(0, 12).dice({3}));
        QCOMPARE(siege(*s).ladderWaitStep(), 0);
        SS_PLAY(s, die(3, 12));
        QVERIFY(siege(*s).ladderPending());
        QCOMPARE(siege(*s).ladderWaitStep(), 15);
        SS_PLAY(s, ladder(true));
        QCOMPARE(siege(*s).ladderWaitStep(), 0);
    }

    // The record of what the last decision set off, in order: the die's move,
    // the bump it caused; then the ladder the next decision took. A decision
    // starts a new record.
    void whatADecisionSetOffIsRecorded() {
        using pb::streamway_siege::EventKind;
        SS_STATE(s,
                 Position().board(30, 6, json::array(), {{15, 4}}).man(0, 12).man(3, 15).dice({3}));
        SS_PLAY(s, die(3, 12));
        const StreamwaySiegeState& state = siege(*s);
        QCOMPARE(state.eventCount(), 2);
        QVERIFY(state.event(0).kind == EventKind::Moved);
        QCOMPARE(int(state.event(0).piece), 0);
        QCOMPARE(int(state.event(0).from), 12);
        QCOMPARE(int(state.event(0).to), 15);
        QVERIFY(state.event(1).kind == EventKind::Bumped);
        QCOMPARE(int(state.event(1).piece), 3);
        QCOMPARE(int(state.event(1).by), 0);
        QCOMPARE(int(state.event(1).to), 9);
        QCOMPARE(manStep(state, 3), 9);
        SS_PLAY(s, ladder(true));
        QCOMPARE(siege(*s).eventCount(), 1);
        QVERIFY(siege(*s).event(0).kind == EventKind::Ladder);
        QCOMPARE(int(siege(*s).event(0).which), 1);
        QCOMPARE(int(siege(*s).event(0).to), 4);
        QVERIFY(!siege(*s).eventsCut());
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeReadAccess)
#include "test_streamway_siege_read_access.moc"
