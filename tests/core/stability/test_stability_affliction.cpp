// Plain affliction and skipping (rules page, "A turn" step 4, no effect bought)
// on hand-built positions.

#include "games/stability/stability_parameter_names.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QTest>

using namespace pbtest;
namespace param = pb::stability::param;

namespace {

// Seat 0 has moved to (0,5) on a board of 5s and is about to afflict.
Position afflicting(int numPlayers = 2) {
    return Position(numPlayers).at(0, 0, 5).phase("afflict");
}

// Every (tile, sign) on a 10x10 board except the given squares, plus skip if asked.
std::set<std::string> everyAffliction(const std::set<std::pair<int, int>>& excluded,
                                      bool withSkip) {
    std::set<std::string> out;
    for (int r = 0; r < 10; ++r)
        for (int c = 0; c < 10; ++c)
            if (!excluded.count({r, c}))
                for (int sign : {-1, 1})
                    out.insert(afflict(r, c, sign).dump());
    if (withSkip)
        out.insert(skip().dump());
    return out;
}

} // namespace

class TestStabilityAffliction : public QObject {
    Q_OBJECT

private slots:
    void everyTileButOthersTakesEitherSignOrSkip();
    void anotherPlayersTileCannotBeAfflicted();
    void yourOwnTileCanBeAfflicted();
    void thePrimaryChangeMustStayInRange();
    void theTileRangeIsAParameter();
    void malformedTilesAndSignsAreRefused();
    void afflictionChangesTheTileAndRaisesPc();
    void pcRiseIsCappedAtNine();
    void afterPermeatingNoneTheAfflictionStillRaisesPc();
    void skipEndsTheTurnAndChangesNothing();
    void afflictionMandatoryForbidsSkip();
    void afflictingIsOnlyForTheAfflictPhase();
};

void TestStabilityAffliction::everyTileButOthersTakesEitherSignOrSkip() {
    PB_STATE(s, afflicting());
    PB_LEGAL_SET(*s, everyAffliction({{9, 9}}, true));
    QCOMPARE(s->legalDecisions().size(), std::size_t(199));
}

void TestStabilityAffliction::anotherPlayersTileCannotBeAfflicted() {
    PB_STATE(s, afflicting(3));
    for (int sign : {-1, 1}) {
        PB_REFUSED(*s, afflict(9, 9, sign));
        PB_REFUSED(*s, afflict(0, 9, sign));
    }
    PB_LEGAL_SET(*s, everyAffliction({{9, 9}, {0, 9}}, true));
}

void TestStabilityAffliction::yourOwnTileCanBeAfflicted() {
    PB_STATE(s, afflicting());
    PB_LEGAL(*s, afflict(0, 5, -1));
    PB_LEGAL(*s, afflict(0, 5, 1));
    PB_PLAY(*s, afflict(0, 5, -1));
    QCOMPARE(tileAt(*s, 0, 5), 4);
}

void TestStabilityAffliction::thePrimaryChangeMustStayInRange() {
    PB_STATE(s, afflicting().tile(3, 3, 10).tile(6, 6, 0));
    PB_REFUSED(*s, afflict(3, 3, 1));
    PB_REFUSED(*s, afflict(6, 6, -1));
    PB_LEGAL(*s, afflict(3, 3, -1));
    PB_LEGAL(*s, afflict(6, 6, 1));
    QCOMPARE(s->legalDecisions().size(), std::size_t(197));
    PB_PLAY(*s, afflict(3, 3, -1));
    QCOMPARE(tileAt(*s, 3, 3), 9);

    PB_STATE(zero, afflicting().tile(6, 6, 0));
    PB_PLAY(*zero, afflict(6, 6, 1));
    QCOMPARE(tileAt(*zero, 6, 6), 1);
}

void TestStabilityAffliction::theTileRangeIsAParameter() {
    PB_STATE(s, afflicting()
                    .param(param::kMinTile, 2)
                    .param(param::kMaxTile, 8)
                    .param(param::kMinValue, 2)
                    .param(param::kCornerValue, 2)
                    .tile(3, 3, 8)
                    .tile(6, 6, 2));
    PB_REFUSED(*s, afflict(3, 3, 1));
    PB_REFUSED(*s, afflict(6, 6, -1));
    PB_LEGAL(*s, afflict(3, 3, -1));
    PB_LEGAL(*s, afflict(6, 6, 1));
    PB_LEGAL(*s, afflict(5, 5, 1));
}

void TestStabilityAffliction::malformedTilesAndSignsAreRefused() {
    PB_STATE(s, afflicting());
    PB_REFUSED(*s, afflict(3, 3, 0));
    PB_REFUSED(*s, afflict(3, 3, 2));
    PB_REFUSED(*s, afflict(3, 3, -2));
    PB_REFUSED(*s, afflict(10, 3, 1));
    PB_REFUSED(*s, afflict(3, -1, 1));
}

void TestStabilityAffliction::afflictionChangesTheTileAndRaisesPc() {
    PB_STATE(s, afflicting().pc(0, 1));
    const json before = s->toJson();
    PB_PLAY(*s, afflict(3, 3, 1));
    QCOMPARE(tileAt(*s, 3, 3), 6);
    QCOMPARE(pcOf(*s, 0), 2);
    QCOMPARE(pcOf(*s, 1), 0);
    QCOMPARE(counterOf(*s, 0, "affliction"), 1LL);
    QCOMPARE(s->currentActor(), 1);
    QCOMPARE(phaseOf(*s), std::string("move"));
    QCOMPARE(s->turnsCompleted(), 1);
    json board = before["board"];
    board[3][3] = 6;
    PB_COMPARE_JSON(s->toJson()["board"], board); // nothing else changed

    PB_STATE(down, afflicting().pc(0, 2));
    PB_PLAY(*down, afflict(7, 2, -1));
    QCOMPARE(tileAt(*down, 7, 2), 4);
    QCOMPARE(pcOf(*down, 0), 3);
}

void TestStabilityAffliction::pcRiseIsCappedAtNine() {
    PB_STATE(s, Position().pc(0, 9));
    PB_PLAY(*s, move(5, 0));
    PB_PLAY(*s, permeate("none"));
    PB_PLAY(*s, afflict(3, 3, 1));
    QCOMPARE(pcOf(*s, 0), 9);
    QCOMPARE(counterOf(*s, 0, "affliction"), 1LL);
}

void TestStabilityAffliction::afterPermeatingNoneTheAfflictionStillRaisesPc() {
    PB_STATE(s, Position().pc(0, 3));
    PB_PLAY(*s, move(5, 0));
    PB_PLAY(*s, permeate("none"));
    QCOMPARE(pcOf(*s, 0), 3);
    QCOMPARE(phaseOf(*s), std::string("afflict"));
    PB_LEGAL(*s, skip());
    PB_PLAY(*s, afflict(3, 3, -1));
    QCOMPARE(pcOf(*s, 0), 4);
    QCOMPARE(counterOf(*s, 0, "permeate.none"), 1LL);
    QCOMPARE(counterOf(*s, 0, "affliction"), 1LL);
}

void TestStabilityAffliction::skipEndsTheTurnAndChangesNothing() {
    PB_STATE(s, afflicting().pc(0, 2));
    const json before = s->toJson();
    PB_PLAY(*s, skip());
    const json after = s->toJson();
    PB_COMPARE_JSON(after["board"], before["board"]);
    PB_COMPARE_JSON(after["players"], before["players"]);
    QCOMPARE(counterOf(*s, 0, "skip"), 1LL);
    QCOMPARE(counterOf(*s, 0, "affliction"), 0LL);
    QCOMPARE(s->currentActor(), 1);
    QCOMPARE(s->turnsCompleted(), 1);
}

void TestStabilityAffliction::afflictionMandatoryForbidsSkip() {
    PB_STATE(s, afflicting().param(param::kAfflictionMandatory, true));
    PB_REFUSED(*s, skip());
    PB_LEGAL_SET(*s, everyAffliction({{9, 9}}, false));

    PB_STATE(none, Position().param(param::kAfflictionMandatory, true).pc(0, 3));
    PB_PLAY(*none, move(5, 0));
    PB_PLAY(*none, permeate("none"));
    PB_REFUSED(*none, skip());
}

void TestStabilityAffliction::afflictingIsOnlyForTheAfflictPhase() {
    PB_STATE(s, afflicting());
    PB_REFUSED(*s, move(0, 0));
    PB_REFUSED(*s, permeate("none"));
    PB_REFUSED(*s, extra(3, 3));
    PB_REFUSED(*s, setTile(3, 3, 1));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStabilityAffliction)
#include "test_stability_affliction.moc"
