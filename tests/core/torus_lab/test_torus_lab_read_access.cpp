// The typed read access views use instead of the state JSON or an observation
// (who sees which hand, the die showing, the loss's seat), on hand-built
// positions, each checked against what the JSON says.

#include "games/torus_lab/torus_lab_parameter_names.h"
#include "games/torus_lab/torus_lab_state.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>

using namespace tltest;
namespace param = pb::torus_lab::param;
using pb::torus_lab::LossCause;
using pb::torus_lab::TorusLabState;

namespace {

const TorusLabState& torus(const pb::State& s) {
    return static_cast<const TorusLabState&>(s);
}

} // namespace

class TestTorusLabReadAccess : public QObject {
    Q_OBJECT

private slots:
    void aHandIsSeenAsTheObservationShowsIt() {
        TL_STATE(s, Position().hand(1, "clubs", 2).shown(1, "clubs", 1));
        const TorusLabState& state = torus(*s);
        QVERIFY(state.seesHand(-1, 1));
        QVERIFY(state.seesHand(1, 1));
        QVERIFY(!state.seesHand(0, 1));
        // What seat 0 sees of seat 1: the shown club, and one card hidden.
        const json seen = s->observationJson(0)["players"][1];
        QVERIFY(!seen.contains("hand"));
        QCOMPARE(seen["hidden"].get<int>(), 1);
        QCOMPARE(state.shown(1, pb::torus_lab::kClubs), 1);
        QCOMPARE(state.hand(1, pb::torus_lab::kClubs), 2);
        // Open hands: every seat sees every hand.
        TL_STATE(open, Position().param(param::kOpenHands, true).hand(1, "clubs", 2));
        QVERIFY(torus(*open).seesHand(0, 1));
        QVERIFY(open->observationJson(0)["players"][1].contains("hand"));
    }

    void theDieShowingIsRead() {
        TL_STATE(s, Position().pawn(0, 3).field("die", 2).phase("moveTo").field("basicUsed",
                                                                                {{"move", 1}}));
        QCOMPARE(torus(*s).die(), 2);
        QCOMPARE(torus(*s).clubs(), 0);
        QCOMPARE(torus(*s).rerolls(), 0);
        QCOMPARE(torus(*s).extrasLeft(), 0);
        TL_STATE(fresh, Position());
        QCOMPARE(torus(*fresh).die(), 0);
    }

    void theSeatWhoseLimitFellIsRead() {
        TL_STATE(s, Position()
                        .limit(1, 0)
                        .phase("over")
                        .field("result", "lost")
                        .field("cause", "handLimit")
                        .field("causeSeat", 1));
        QCOMPARE(torus(*s).lossCause(), LossCause::HandLimit);
        QCOMPARE(torus(*s).causeSeat(), 1);
        QCOMPARE(torus(*s).causeSeat(), s->toJson()["causeSeat"].get<int>());
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabReadAccess)
#include "test_torus_lab_read_access.moc"
