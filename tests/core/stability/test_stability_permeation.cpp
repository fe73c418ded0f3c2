// Permeation (rules page, "A turn" step 3, the permeation chart and the order of
// decisions within a turn) on hand-built positions.

#include "engine/ruleset.h"
#include "games/stability/stability_parameter_names.h"
#include "games/stability/stability_ruleset.h"
#include "stability_test_support.h"
#include "test_registry.h"

#include <QTest>
#include <map>
#include <utility>
#include <vector>

using namespace pbtest;
namespace param = pb::stability::param;

namespace {

using Squares = std::vector<std::pair<int, int>>;

// The mag effects and their magnitudes (1 + the chart's raise).
std::vector<std::pair<std::string, int>> magEffects() {
    std::vector<std::pair<std::string, int>> out;
    for (const Effect& e : chart())
        if (e.magnitude > 1)
            out.emplace_back(e.id, e.magnitude);
    return out;
}

// Seat 0 has moved to (0,5) on a board of 5s and must now permeate with this PC.
Position permeating(int pc) {
    return Position().at(0, 0, 5).pc(0, pc).phase("permeate");
}

// `position` after its current player buys `effect`; null and `error` set on failure.
std::unique_ptr<pb::State> bought(const Position& position, const std::string& effect,
                                  std::string& error) {
    auto s = tryParse(position.toJson(), error);
    if (s)
        error = tryPlay(*s, permeate(effect));
    if (!error.empty())
        return nullptr;
    return s;
}

// Every tile of a 10x10 board except `excluded`, as extra decisions (with both
// signs if `signed_`).
std::set<std::string> everyExtra(const std::set<std::pair<int, int>>& excluded, bool signed_) {
    std::set<std::string> out;
    for (int r = 0; r < 10; ++r)
        for (int c = 0; c < 10; ++c)
            if (!excluded.count({r, c})) {
                if (!signed_)
                    out.insert(extra(r, c).dump());
                else
                    for (int sign : {-1, 1})
                        out.insert(extra(r, c, sign).dump());
            }
    return out;
}

} // namespace

// Declares `var`: `position` after buying `effect`.
#define PB_BOUGHT(var, effect, position)                                                           \
    std::string var##BuyError_;                                                                    \
    std::unique_ptr<pb::State> var = bought(position, effect, var##BuyError_);                     \
    QVERIFY2(var, var##BuyError_.c_str())

class TestStabilityPermeation : public QObject {
    Q_OBJECT

private slots:
    void thePermeateStepComesFromTheThreshold();
    void theThresholdIsAParameter();
    void permeateOffersTheAffordableEffectsAndNone();
    void permeateHappensEvenIfOnlyNoneIsAffordable();
    void costParametersSetThePrice();
    void theCostIsPaidAtPermeate();
    void unaffordableUnknownAndOutOfPhaseChoicesAreRefused();
    void afterBuyingAnEffectSkipIsRefused();
    void aPermeatedAfflictionDoesNotRaisePc();
    void magEffectsRaiseTheMagnitude();
    void magEffectsKeepThePrimaryInRange();
    void anEffectIsOfferedOnlyIfSomePrimaryCanCompleteIt();
    void adjExtrasAreAdjacentToThePrimaryAndDistinct();
    void adjExtrasFollowThePrimarySign();
    void adjExtrasObeyTheOccupancyRule();
    void adjPrimariesNeedEnoughEligibleNeighbours();
    void eightAdjacencyIncludesDiagonals();
    void anyExtrasAreAnywhereButDistinct();
    void anyThreeTakesThreeExtras();
    void extrasAreClampedAndCounted();
    void extrasAreClampedIntoTheTileRange();
    void mixedTwoExtrasCarryTheirOwnSigns();
    void onlyMixedTwoExtrasCarryASign();
    void setSetsAnEligibleTileToAnyValueUpToNine();
};

void TestStabilityPermeation::thePermeateStepComesFromTheThreshold() {
    PB_STATE(below, Position().pc(0, 2));
    PB_PLAY(*below, move(5, 0));
    QCOMPARE(phaseOf(*below), std::string("afflict"));

    PB_STATE(at, Position().pc(0, 3));
    PB_PLAY(*at, move(5, 0));
    QCOMPARE(phaseOf(*at), std::string("permeate"));
    QCOMPARE(at->currentActor(), 0);
}

void TestStabilityPermeation::theThresholdIsAParameter() {
    PB_STATE(below, Position().param(param::kPermeationThreshold, 5).pc(0, 4));
    PB_PLAY(*below, move(5, 0));
    QCOMPARE(phaseOf(*below), std::string("afflict"));

    PB_STATE(at, Position().param(param::kPermeationThreshold, 5).pc(0, 5));
    PB_PLAY(*at, move(5, 0));
    QCOMPARE(phaseOf(*at), std::string("permeate"));
}

void TestStabilityPermeation::permeateOffersTheAffordableEffectsAndNone() {
    for (int pc = 3; pc <= 9; ++pc) {
        PB_STATE(s, permeating(pc));
        std::set<std::string> expected{permeate("none").dump()};
        for (const Effect& e : chart())
            if (e.cost <= pc)
                expected.insert(permeate(e.id).dump());
        PB_LEGAL_SET(*s, expected);
    }
}

void TestStabilityPermeation::permeateHappensEvenIfOnlyNoneIsAffordable() {
    PB_STATE(s, Position().param("costAdj1", 4).pc(0, 3));
    PB_PLAY(*s, move(5, 0));
    QCOMPARE(phaseOf(*s), std::string("permeate"));
    PB_LEGAL_SET(*s, dumps({permeate("none")}));
}

void TestStabilityPermeation::costParametersSetThePrice() {
    PB_STATE(s, permeating(3).param("costMag1", 3).param("costAdj1", 5));
    PB_LEGAL_SET(*s, dumps({permeate("none"), permeate("mag1")}));
    PB_PLAY(*s, permeate("mag1"));
    QCOMPARE(pcOf(*s, 0), 0);

    PB_STATE(dear, permeating(9).param("costSet", 9).param("costAny3", 9).param("costMag4", 2));
    PB_PLAY(*dear, permeate("mag4"));
    QCOMPARE(pcOf(*dear, 0), 7);
}

void TestStabilityPermeation::theCostIsPaidAtPermeate() {
    for (const Effect& e : chart()) {
        PB_STATE(s, permeating(9));
        PB_PLAY(*s, permeate(e.id));
        QCOMPARE(pcOf(*s, 0), 9 - e.cost);
        QCOMPARE(counterOf(*s, 0, "permeate." + e.id), 1LL);
        QCOMPARE(counterOf(*s, 0, "permeate.none"), 0LL);
        QCOMPARE(phaseOf(*s), std::string(e.id == "set" ? "set" : "afflict"));
        QCOMPARE(s->toJson().value("effect", std::string("none")), e.id);
    }
    PB_STATE(none, permeating(9));
    PB_PLAY(*none, permeate("none"));
    QCOMPARE(pcOf(*none, 0), 9);
    QCOMPARE(counterOf(*none, 0, "permeate.none"), 1LL);
}

void TestStabilityPermeation::unaffordableUnknownAndOutOfPhaseChoicesAreRefused() {
    PB_STATE(s, permeating(4));
    PB_REFUSED(*s, permeate("mag2"));
    PB_REFUSED(*s, permeate("set"));
    PB_REFUSED(*s, permeate("zap"));
    PB_REFUSED(*s, skip());
    PB_REFUSED(*s, afflict(3, 3, 1));
    PB_REFUSED(*s, move(5, 0));

    PB_STATE(afflicting, Position().at(0, 0, 5).pc(0, 9).phase("afflict"));
    PB_REFUSED(*afflicting, permeate("adj1"));
}

void TestStabilityPermeation::afterBuyingAnEffectSkipIsRefused() {
    for (const Effect& e : chart()) {
        PB_BOUGHT(s, e.id, permeating(9));
        PB_REFUSED(*s, skip());
    }
}

void TestStabilityPermeation::aPermeatedAfflictionDoesNotRaisePc() {
    PB_BOUGHT(s, "mag1", permeating(6));
    QCOMPARE(pcOf(*s, 0), 2);
    PB_PLAY(*s, afflict(3, 3, 1));
    QCOMPARE(pcOf(*s, 0), 2);
    QCOMPARE(counterOf(*s, 0, "affliction"), 0LL);
    QCOMPARE(s->currentActor(), 1);
}

void TestStabilityPermeation::magEffectsRaiseTheMagnitude() {
    for (const auto& [id, m] : magEffects()) {
        PB_BOUGHT(up, id, permeating(9));
        PB_PLAY(*up, afflict(3, 3, 1));
        QCOMPARE(tileAt(*up, 3, 3), 5 + m);
        QCOMPARE(up->currentActor(), 1); // no extras: the turn is over

        PB_BOUGHT(down, id, permeating(9));
        PB_PLAY(*down, afflict(6, 2, -1));
        QCOMPARE(tileAt(*down, 6, 2), 5 - m);
    }
}

void TestStabilityPermeation::magEffectsKeepThePrimaryInRange() {
    for (const auto& [id, m] : magEffects()) {
        // (2,2) is one short of room to rise, (7,7) one short of room to fall;
        // (2,3) and (7,8) have exactly enough.
        PB_BOUGHT(
            s, id,
            permeating(9).tile(2, 2, 11 - m).tile(2, 3, 10 - m).tile(7, 7, m - 1).tile(7, 8, m));
        PB_REFUSED(*s, afflict(2, 2, 1));
        PB_LEGAL(*s, afflict(2, 2, -1));
        PB_REFUSED(*s, afflict(7, 7, -1));
        PB_LEGAL(*s, afflict(7, 7, 1));
        PB_LEGAL(*s, afflict(2, 3, 1));
        PB_PLAY(*s, afflict(7, 8, -1));
        QCOMPARE(tileAt(*s, 7, 8), 0);
    }
    PB_BOUGHT(ten, "mag1", permeating(9).tile(4, 4, 9));
    PB_REFUSED(*ten, afflict(4, 4, 1));
    PB_PLAY(*ten, afflict(4, 4, -1));
    QCOMPARE(tileAt(*ten, 4, 4), 7);
}

void TestStabilityPermeation::anEffectIsOfferedOnlyIfSomePrimaryCanCompleteIt() {
    // With tiles limited to 0..8, a magnitude of 5 fits a 4 neither way.
    auto narrow = [] { return permeating(9).param(param::kMaxTile, 8); };
    Position fours = narrow();
    for (int r = 0; r < 10; ++r)
        for (int c = 0; c < 10; ++c)
            fours.tile(r, c, 4);
    PB_STATE(none, fours);
    QVERIFY2(!legalSet(*none).count(permeate("mag4").dump()), joined(legalSet(*none)).c_str());
    QVERIFY(legalSet(*none).count(permeate("mag3").dump()));

    // A 5 under another player's homunculus is no legal primary either.
    PB_STATE(occupied, Position(fours).tile(3, 3, 5).at(1, 3, 3));
    QVERIFY(!legalSet(*occupied).count(permeate("mag4").dump()));

    // A free 5 can fall by 5 (but not rise): the one way to complete mag4.
    PB_STATE(one, Position(fours).tile(3, 3, 5));
    QVERIFY(legalSet(*one).count(permeate("mag4").dump()));
    PB_PLAY(*one, permeate("mag4"));
    PB_LEGAL_SET(*one, dumps({afflict(3, 3, -1)}));
}

void TestStabilityPermeation::adjExtrasAreAdjacentToThePrimaryAndDistinct() {
    PB_BOUGHT(s, "adj2", permeating(9));
    PB_PLAY(*s, afflict(4, 4, 1));
    QCOMPARE(tileAt(*s, 4, 4), 6);
    QCOMPARE(phaseOf(*s), std::string("extra"));
    QCOMPARE(s->currentActor(), 0);
    PB_LEGAL_SET(*s, dumps({extra(3, 4), extra(5, 4), extra(4, 3), extra(4, 5)}));
    PB_REFUSED(*s, extra(4, 4)); // the primary
    PB_REFUSED(*s, extra(3, 3)); // diagonal
    PB_REFUSED(*s, skip());
    PB_PLAY(*s, extra(3, 4));
    QCOMPARE(tileAt(*s, 3, 4), 6);
    // Adjacent to the primary, not to the last extra; each tile once.
    PB_LEGAL_SET(*s, dumps({extra(5, 4), extra(4, 3), extra(4, 5)}));
    PB_REFUSED(*s, extra(2, 4));
    PB_REFUSED(*s, extra(3, 4));
    PB_PLAY(*s, extra(4, 5));
    QCOMPARE(tileAt(*s, 4, 5), 6);
    QCOMPARE(s->currentActor(), 1);
    QCOMPARE(s->turnsCompleted(), 1);
    int changed = 0;
    for (int r = 0; r < 10; ++r)
        for (int c = 0; c < 10; ++c)
            changed += tileAt(*s, r, c) != 5;
    QCOMPARE(changed, 3);
}

void TestStabilityPermeation::adjExtrasFollowThePrimarySign() {
    PB_BOUGHT(s, "adj1", permeating(9));
    PB_PLAY(*s, afflict(4, 4, -1));
    PB_PLAY(*s, extra(5, 4));
    QCOMPARE(tileAt(*s, 4, 4), 4);
    QCOMPARE(tileAt(*s, 5, 4), 4);
    QCOMPARE(s->currentActor(), 1);

    // Every adj3 extra changes by 1 in the primary's direction.
    PB_BOUGHT(three, "adj3", permeating(9));
    PB_PLAY(*three, afflict(4, 4, 1));
    for (const auto& [r, c] : Squares{{3, 4}, {5, 4}, {4, 3}})
        PB_PLAY(*three, extra(r, c));
    QCOMPARE(tileAt(*three, 4, 4), 6);
    QCOMPARE(tileAt(*three, 3, 4), 6);
    QCOMPARE(tileAt(*three, 5, 4), 6);
    QCOMPARE(tileAt(*three, 4, 3), 6);
    QCOMPARE(tileAt(*three, 4, 5), 5);
    QCOMPARE(three->currentActor(), 1);
}

void TestStabilityPermeation::adjExtrasObeyTheOccupancyRule() {
    // Seat 1 next to the primary is out; seat 0's own square is in.
    PB_BOUGHT(s, "adj3", permeating(9).at(0, 5, 4).at(1, 4, 5));
    PB_PLAY(*s, afflict(4, 4, 1));
    PB_LEGAL_SET(*s, dumps({extra(3, 4), extra(5, 4), extra(4, 3)}));
    PB_REFUSED(*s, extra(4, 5));
}

void TestStabilityPermeation::adjPrimariesNeedEnoughEligibleNeighbours() {
    // Seat 0 at (0,5), seat 1 at (9,9): adj3 needs 3 eligible orthogonal neighbours.
    PB_BOUGHT(s, "adj3", permeating(9));
    PB_REFUSED(*s, afflict(0, 0, 1)); // a corner has 2
    PB_REFUSED(*s, afflict(9, 8, 1)); // (9,7), (8,8) and seat 1's square
    PB_LEGAL(*s, afflict(0, 3, 1));   // an edge has 3
    PB_LEGAL(*s, afflict(0, 4, 1));   // seat 0's own square counts
    std::set<std::string> expected;
    for (int r = 0; r < 10; ++r)
        for (int c = 0; c < 10; ++c) {
            if (r == 9 && c == 9)
                continue;
            int eligible = 0;
            for (const auto& [dr, dc] : Squares{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                const int nr = r + dr;
                const int nc = c + dc;
                eligible += nr >= 0 && nr < 10 && nc >= 0 && nc < 10 && !(nr == 9 && nc == 9);
            }
            if (eligible >= 3)
                for (int sign : {-1, 1})
                    expected.insert(afflict(r, c, sign).dump());
        }
    PB_LEGAL_SET(*s, expected);

    PB_BOUGHT(two, "adj2", permeating(9));
    PB_LEGAL(*two, afflict(9, 8, 1));
    PB_LEGAL(*two, afflict(0, 0, 1));
}

void TestStabilityPermeation::eightAdjacencyIncludesDiagonals() {
    PB_BOUGHT(corner, "adj3", permeating(9).param(param::kAdjacency, "eight"));
    PB_PLAY(*corner, afflict(0, 0, 1));
    PB_LEGAL_SET(*corner, dumps({extra(0, 1), extra(1, 0), extra(1, 1)}));

    PB_BOUGHT(middle, "adj1", permeating(9).param(param::kAdjacency, "eight"));
    PB_PLAY(*middle, afflict(4, 4, 1));
    PB_LEGAL_SET(*middle, dumps({extra(3, 3), extra(3, 4), extra(3, 5), extra(4, 3), extra(4, 5),
                                 extra(5, 3), extra(5, 4), extra(5, 5)}));
    PB_PLAY(*middle, extra(5, 5));
    QCOMPARE(tileAt(*middle, 5, 5), 6);
}

void TestStabilityPermeation::anyExtrasAreAnywhereButDistinct() {
    PB_BOUGHT(s, "any2", permeating(9));
    PB_PLAY(*s, afflict(4, 4, -1));
    PB_LEGAL_SET(*s, everyExtra({{4, 4}, {9, 9}}, false));
    PB_REFUSED(*s, extra(9, 9));
    PB_PLAY(*s, extra(8, 1));
    QCOMPARE(tileAt(*s, 8, 1), 4);
    PB_LEGAL_SET(*s, everyExtra({{4, 4}, {9, 9}, {8, 1}}, false));
    PB_PLAY(*s, extra(0, 5)); // seat 0's own square
    QCOMPARE(tileAt(*s, 0, 5), 4);
    QCOMPARE(s->currentActor(), 1);

    PB_BOUGHT(one, "any1", permeating(9));
    PB_PLAY(*one, afflict(4, 4, 1));
    PB_PLAY(*one, extra(0, 0));
    QCOMPARE(tileAt(*one, 0, 0), 6);
    QCOMPARE(one->currentActor(), 1);
}

void TestStabilityPermeation::anyThreeTakesThreeExtras() {
    PB_BOUGHT(s, "any3", permeating(9));
    PB_PLAY(*s, afflict(4, 4, 1));
    PB_PLAY(*s, extra(0, 0));
    PB_PLAY(*s, extra(9, 0));
    QCOMPARE(s->currentActor(), 0);
    PB_PLAY(*s, extra(2, 7));
    QCOMPARE(s->currentActor(), 1);
    for (const auto& [r, c] : Squares{{4, 4}, {0, 0}, {9, 0}, {2, 7}})
        QCOMPARE(tileAt(*s, r, c), 6);
}

void TestStabilityPermeation::extrasAreClampedAndCounted() {
    PB_BOUGHT(up, "adj2", permeating(9).tile(3, 4, 10));
    PB_PLAY(*up, afflict(4, 4, 1));
    PB_LEGAL(*up, extra(3, 4)); // an extra may hold any value
    PB_PLAY(*up, extra(3, 4));
    QCOMPARE(tileAt(*up, 3, 4), 10);
    QCOMPARE(counterOf(*up, 0, "extra.clamped"), 1LL);
    PB_PLAY(*up, extra(5, 4));
    QCOMPARE(tileAt(*up, 5, 4), 6);
    QCOMPARE(counterOf(*up, 0, "extra.clamped"), 1LL);

    PB_BOUGHT(down, "any1", permeating(9).tile(8, 8, 0));
    PB_PLAY(*down, afflict(4, 4, -1));
    PB_PLAY(*down, extra(8, 8));
    QCOMPARE(tileAt(*down, 8, 8), 0);
    QCOMPARE(counterOf(*down, 0, "extra.clamped"), 1LL);
}

void TestStabilityPermeation::extrasAreClampedIntoTheTileRange() {
    PB_BOUGHT(s, "adj2",
              permeating(9)
                  .param(param::kMinTile, 2)
                  .param(param::kMaxTile, 8)
                  .param(param::kMinValue, 2)
                  .param(param::kCornerValue, 2)
                  .tile(3, 4, 8)
                  .tile(5, 4, 7));
    PB_PLAY(*s, afflict(4, 4, 1));
    PB_PLAY(*s, extra(3, 4));
    QCOMPARE(tileAt(*s, 3, 4), 8);
    QCOMPARE(counterOf(*s, 0, "extra.clamped"), 1LL);
    PB_PLAY(*s, extra(5, 4));
    QCOMPARE(tileAt(*s, 5, 4), 8);
    QCOMPARE(counterOf(*s, 0, "extra.clamped"), 1LL);

    PB_BOUGHT(low, "any1",
              permeating(9)
                  .param(param::kMinTile, 2)
                  .param(param::kMaxTile, 8)
                  .param(param::kMinValue, 2)
                  .param(param::kCornerValue, 2)
                  .tile(8, 8, 2));
    PB_PLAY(*low, afflict(4, 4, -1));
    PB_PLAY(*low, extra(8, 8));
    QCOMPARE(tileAt(*low, 8, 8), 2);
}

void TestStabilityPermeation::mixedTwoExtrasCarryTheirOwnSigns() {
    PB_BOUGHT(s, "mixed2", permeating(9).tile(6, 6, 10));
    PB_PLAY(*s, afflict(4, 4, 1));
    QCOMPARE(tileAt(*s, 4, 4), 6); // magnitude 1
    PB_LEGAL_SET(*s, everyExtra({{4, 4}, {9, 9}}, true));
    PB_REFUSED(*s, extra(2, 2)); // the sign is required
    PB_PLAY(*s, extra(2, 2, -1));
    QCOMPARE(tileAt(*s, 2, 2), 4);
    PB_REFUSED(*s, extra(2, 2, 1));
    PB_LEGAL_SET(*s, everyExtra({{4, 4}, {9, 9}, {2, 2}}, true));
    PB_PLAY(*s, extra(6, 6, 1));
    QCOMPARE(tileAt(*s, 6, 6), 10);
    QCOMPARE(counterOf(*s, 0, "extra.clamped"), 1LL);
    QCOMPARE(s->currentActor(), 1);
}

void TestStabilityPermeation::onlyMixedTwoExtrasCarryASign() {
    PB_BOUGHT(s, "adj2", permeating(9));
    PB_PLAY(*s, afflict(4, 4, 1));
    PB_REFUSED(*s, extra(3, 4, 1));
    PB_REFUSED(*s, extra(3, 4, -1));
}

void TestStabilityPermeation::setSetsAnEligibleTileToAnyValueUpToNine() {
    PB_BOUGHT(s, "set", permeating(9).tile(3, 3, 7));
    QCOMPARE(pcOf(*s, 0), 0);
    QCOMPARE(phaseOf(*s), std::string("set"));
    std::set<std::string> expected;
    for (int r = 0; r < 10; ++r)
        for (int c = 0; c < 10; ++c)
            if (!(r == 9 && c == 9))
                for (int v = 0; v <= 9; ++v)
                    expected.insert(setTile(r, c, v).dump());
    PB_LEGAL_SET(*s, expected);
    PB_LEGAL(*s, setTile(3, 3, 7)); // its current value
    PB_LEGAL(*s, setTile(0, 5, 0)); // seat 0's own square
    PB_REFUSED(*s, setTile(3, 3, 10));
    PB_REFUSED(*s, setTile(3, 3, -1));
    PB_REFUSED(*s, setTile(9, 9, 1));
    PB_REFUSED(*s, afflict(3, 3, 1));
    PB_REFUSED(*s, skip());
    PB_PLAY(*s, setTile(3, 3, 0));
    QCOMPARE(tileAt(*s, 3, 3), 0);
    QCOMPARE(pcOf(*s, 0), 0);
    QCOMPARE(counterOf(*s, 0, "affliction"), 0LL);
    QCOMPARE(s->currentActor(), 1);
    QCOMPARE(s->turnsCompleted(), 1);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestStabilityPermeation)
#include "test_stability_permeation.moc"
