// The steps of a turn on hand-built positions: the draw (B31, G23), the
// evolution (B32, B33, G21), placing (B19, B34, G4, G16, G18) and moving
// (B12, B13, B35, G14, G17, Vines).

#include "butterfly_effect_test_support.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "test_registry.h"

#include <QTest>

using namespace betest;
namespace param = pb::butterfly_effect::param;

namespace {

// Seat 1 (plants) is at its move step with a Wheat on (8,0); its move ends
// the turn and seat 0's turn starts.
Position endOfSeat1sTurn() {
    return Position()
        .player(1)
        .phase("moveFrom")
        .step("place", true)
        .piece("present", 8, 0, kWheat)
        .piece("present", 0, 0, kLion);
}

std::set<std::string> squaresOf(const std::string& type,
                                std::initializer_list<std::pair<int, int>> squares) {
    std::set<std::string> out;
    for (const auto& [r, c] : squares)
        out.insert(json{{"type", type}, {"square", {r, c}}}.dump());
    return out;
}

} // namespace

class TestButterflyEffectTurn : public QObject {
    Q_OBJECT

private slots:
    void theTurnStartsByDrawingUpToFive();
    void anEmptyDeckTakesBackTheDiscards();
    void stopDrawingLeavesTheHandShort();
    void oneEvolutionCardOnOneOwnSpecies();
    void aSpeciesHoldsAtMostTwoEvolutionCards();
    void placingPlaysACardOnAGreenSpotOfEitherEra();
    void placeOnAnyEmptyOrNextToOwn();
    void placingIsCompulsoryUnlessPlaceMandatoryIsOff();
    void pieceLimitCapsASpecies();
    void animalsSeatOneGivesSeatZeroThePlants();
    void aPieceMovesUpToItsMoveThroughEmptySquares();
    void swiftnessAddsAndVinesTakesAwayOneStep();
    void eightNeighboursAndPassThrough();
    void moveBeforePlaceSwapsTheSteps();
    void oneEraPerTurnBindsTheMoveToThePlacement();
};

void TestButterflyEffectTurn::theTurnStartsByDrawingUpToFive() {
    BE_STATE(s, endOfSeat1sTurn().handSpecies(0, 0, 2));
    BE_PLAY(*s, moveFrom("present", 8, 0));
    BE_PLAY(*s, moveTo(7, 0));
    QCOMPARE(phaseOf(*s), std::string("draw"));
    BE_COMPARE_JSON(actorOf(*s), json("chance"));
    BE_PLAY(*s, draw(0, kHawk));
    BE_PLAY(*s, draw(0, kHawk));
    QCOMPARE(phaseOf(*s), std::string("draw"));
    BE_PLAY(*s, draw(0, kLion));
    // B31: five cards, and the turn goes on to the place step.
    QCOMPARE(handSize(*s, 0), 5);
    QCOMPARE(phaseOf(*s), std::string("placeCard"));
}

void TestButterflyEffectTurn::anEmptyDeckTakesBackTheDiscards() {
    const json none = {{"species", {0, 0, 0}}, {"evolutions", {0, 0, 0, 0, 0, 0, 0, 0}}};
    const json all = {{"species", {4, 4, 4}}, {"evolutions", {1, 1, 1, 1, 1, 1, 1, 1}}};
    BE_STATE(s, endOfSeat1sTurn().playerField(0, "deck", none).playerField(0, "discard", all));
    BE_PLAY(*s, moveFrom("present", 8, 0));
    BE_PLAY(*s, moveTo(7, 0));
    // G23 reshuffle: the discards are the deck again.
    QCOMPARE(phaseOf(*s), std::string("draw"));
    QCOMPARE(counterOf(*s, 0, "deck.reshuffles"), 1LL);
    BE_COMPARE_JSON(s->toJson()["players"][0]["deck"], all);
}

void TestButterflyEffectTurn::stopDrawingLeavesTheHandShort() {
    const json none = {{"species", {0, 0, 0}}, {"evolutions", {0, 0, 0, 0, 0, 0, 0, 0}}};
    const json rest = {{"species", {3, 4, 4}}, {"evolutions", {1, 1, 1, 1, 1, 1, 1, 1}}};
    BE_STATE(s, endOfSeat1sTurn()
                    .param(param::kEmptyDeck, "stopDrawing")
                    .handSpecies(0, 0, 1)
                    .playerField(0, "deck", none)
                    .playerField(0, "discard", rest));
    BE_PLAY(*s, moveFrom("present", 8, 0));
    BE_PLAY(*s, moveTo(7, 0));
    QCOMPARE(phaseOf(*s), std::string("placeCard"));
    QCOMPARE(handSize(*s, 0), 1);
}

void TestButterflyEffectTurn::oneEvolutionCardOnOneOwnSpecies() {
    BE_STATE(s, Position()
                    .phase("evolve")
                    .step("evolve", false)
                    .handEvolution(0, kGiantism, 1)
                    .handEvolution(0, kThorns, 1)
                    .handSpecies(0, 0, 1)
                    .piece("present", 0, 0, kLion));
    // B20, B32: on any of the own species, or pass.
    BE_LEGAL_SET(*s, dumps({evolve(kGiantism, 0), evolve(kGiantism, 1), evolve(kGiantism, 2),
                            evolve(kThorns, 0), evolve(kThorns, 1), evolve(kThorns, 2), pass()}));
    BE_REFUSED(*s, evolve(kGiantism, kWheat));
    BE_REFUSED(*s, evolve(kSwiftness, kHawk));
    BE_PLAY(*s, evolve(kGiantism, kHawk));
    BE_COMPARE_JSON(s->toJson()["evolutions"][kHawk],
                    json::array({{{"evolution", 0}, {"owner", 0}}}));
    // B24: the strength on the mat is the card's plus Giantism's 2.
    BE_COMPARE_JSON(s->toJson()["phase"], json("placeCard"));
    // B32: one a turn.
    BE_REFUSED(*s, evolve(kThorns, kHawk));
    QCOMPARE(counterOf(*s, 0, "evolve.played"), 1LL);
}

void TestButterflyEffectTurn::aSpeciesHoldsAtMostTwoEvolutionCards() {
    BE_STATE(s, Position()
                    .phase("evolve")
                    .step("evolve", false)
                    .handEvolution(0, kThorns, 1)
                    .attach(kHawk, kGiantism, 0)
                    .attach(kHawk, kSwiftness, 0)
                    .handSpecies(0, 0, 1)
                    .piece("present", 0, 0, kLion));
    // B33, G21.
    BE_REFUSED(*s, evolve(kThorns, kHawk));
    BE_LEGAL_SET(*s, dumps({evolve(kThorns, kCattle), evolve(kThorns, kLion), pass()}));
}

void TestButterflyEffectTurn::placingPlaysACardOnAGreenSpotOfEitherEra() {
    BE_STATE(
        s,
        Position().handSpecies(0, 1, 1).piece("present", 0, 0, kLion).piece("past", 8, 8, kWheat));
    BE_LEGAL_SET(*s, dumps({placeCard(kHawk)}));
    BE_REFUSED(*s, placeCard(kCattle));
    BE_PLAY(*s, placeCard(kHawk));
    // B3, B34: past or present.
    BE_LEGAL_SET(*s, dumps({placeEra("past"), placeEra("present")}));
    BE_PLAY(*s, placeEra("past"));
    // G4 greenSpots: the empty green spots of the past.
    BE_LEGAL_SET(
        *s, squaresOf("placeSquare",
                      {{0, 0}, {0, 2}, {0, 4}, {0, 6}, {0, 8}, {8, 0}, {8, 2}, {8, 4}, {8, 6}}));
    BE_REFUSED(*s, placeSquare(4, 4));
    BE_PLAY(*s, placeSquare(0, 4));
    BE_COMPARE_JSON(pieceAt(*s, "past", 0, 4), json(kHawk));
    // The card is discarded, the reproduction waits for the next turn (B5).
    BE_COMPARE_JSON(s->toJson()["players"][0]["discard"]["species"], json({0, 1, 0}));
    BE_COMPARE_JSON(s->toJson()["players"][0]["pending"],
                    json({{"square", {0, 4}}, {"species", kHawk}}));
    QCOMPARE(counterOf(*s, 0, "place.past"), 1LL);
    QCOMPARE(phaseOf(*s), std::string("moveFrom"));
}

void TestButterflyEffectTurn::placeOnAnyEmptyOrNextToOwn() {
    BE_STATE(any, Position()
                      .param(param::kPlaceOn, "anyEmpty")
                      .handSpecies(0, 1, 1)
                      .piece("present", 4, 4, kHawk));
    BE_PLAY(*any, placeCard(kHawk));
    BE_PLAY(*any, placeEra("present"));
    QCOMPARE(legalSet(*any).size(), std::size_t{80});
    BE_STATE(next, Position()
                       .param(param::kPlaceOn, "adjacentOwn")
                       .handSpecies(0, 1, 1)
                       .piece("present", 4, 4, kHawk)
                       .piece("present", 3, 4, kLion));
    BE_PLAY(*next, placeCard(kHawk));
    // No Hawk in the past: only the present.
    BE_LEGAL_SET(*next, dumps({placeEra("present")}));
    BE_PLAY(*next, placeEra("present"));
    BE_LEGAL_SET(*next, squaresOf("placeSquare", {{4, 3}, {4, 5}, {5, 4}}));
}

void TestButterflyEffectTurn::placingIsCompulsoryUnlessPlaceMandatoryIsOff() {
    BE_STATE(s, Position().handSpecies(0, 1, 1).piece("present", 4, 4, kHawk));
    BE_REFUSED(*s, skipPlace());
    BE_STATE(free, Position()
                       .param(param::kPlaceMandatory, false)
                       .handSpecies(0, 1, 1)
                       .piece("present", 4, 4, kHawk));
    BE_LEGAL_SET(*free, dumps({placeCard(kHawk), skipPlace()}));
    BE_PLAY(*free, skipPlace());
    QCOMPARE(phaseOf(*free), std::string("moveFrom"));
    // G16: no species card, no place step.
    BE_STATE(none, Position()
                       .phase("evolve")
                       .step("evolve", false)
                       .handEvolution(0, kThorns, 1)
                       .piece("present", 4, 4, kHawk));
    BE_PLAY(*none, pass());
    QCOMPARE(phaseOf(*none), std::string("moveFrom"));
    QCOMPARE(counterOf(*none, 0, "place.skippedNoCard"), 1LL);
}

void TestButterflyEffectTurn::pieceLimitCapsASpecies() {
    // G25: with a limit of 2, a third Hawk cannot be placed; the Lion can.
    BE_STATE(s, Position()
                    .param(param::kPieceLimit, 2)
                    .handSpecies(0, 1, 1)
                    .handSpecies(0, 2, 1)
                    .piece("present", 4, 4, kHawk)
                    .piece("past", 4, 4, kHawk));
    BE_LEGAL_SET(*s, dumps({placeCard(kLion)}));
    BE_REFUSED(*s, placeCard(kHawk));
    QVERIFY(s->whyIllegal(s->decisionFromJson(placeCard(kHawk))).find(param::kPieceLimit) !=
            std::string::npos);
}

void TestButterflyEffectTurn::animalsSeatOneGivesSeatZeroThePlants() {
    BE_STATE(s, Position()
                    .param(param::kAnimalsSeat, 1)
                    .playerField(0, "setupPlaced", {3, 4, 5})
                    .playerField(1, "setupPlaced", {0, 1, 2})
                    .handSpecies(0, 0, 1)
                    .piece("present", 4, 4, kWheat));
    BE_COMPARE_JSON(s->toJson()["players"][0]["side"], "plants");
    // G1: seat 0's own species 0 is Wheat.
    BE_LEGAL_SET(*s, dumps({placeCard(kWheat)}));
}

void TestButterflyEffectTurn::aPieceMovesUpToItsMoveThroughEmptySquares() {
    BE_STATE(s, Position()
                    .phase("moveFrom")
                    .step("place", true)
                    .piece("present", 4, 4, kHawk)
                    .piece("present", 3, 4, kLion)
                    .piece("present", 4, 5, kWheat));
    BE_PLAY(*s, moveFrom("present", 4, 4));
    // B12 Hawk moves 2; B13 never onto its own Lion; through empty squares only
    // (G14), so (2,4) behind the Lion and (4,6) behind the Wheat are out of reach;
    // the Wheat's own square is a battle.
    BE_LEGAL_SET(
        *s, squaresOf("moveTo", {{4, 5}, {5, 4}, {4, 3}, {6, 4}, {5, 3}, {5, 5}, {3, 3}, {4, 2}}));
    BE_REFUSED(*s, moveTo(3, 4));
    BE_REFUSED(*s, moveTo(2, 4));
    BE_REFUSED(*s, moveTo(4, 4));
    BE_PLAY(*s, moveTo(6, 4));
    BE_COMPARE_JSON(pieceAt(*s, "present", 6, 4), json(kHawk));
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 4), json(nullptr));
    QCOMPARE(counterOf(*s, 0, "move.distance"), 2LL);
}

void TestButterflyEffectTurn::swiftnessAddsAndVinesTakesAwayOneStep() {
    BE_STATE(fast, Position()
                       .phase("moveFrom")
                       .step("place", true)
                       .piece("past", 4, 4, kLion)
                       .attach(kLion, kSwiftness, 0));
    BE_PLAY(*fast, moveFrom("past", 4, 4));
    // The Lion moves 1, with Swiftness 2: the 12 squares within two steps.
    QCOMPARE(legalSet(*fast).size(), std::size_t{12});
    BE_STATE(slow, Position()
                       .phase("moveFrom")
                       .step("place", true)
                       .piece("present", 4, 4, kHawk)
                       .piece("present", 4, 5, kIris)
                       .attach(kIris, kVines, 1));
    BE_PLAY(*slow, moveFrom("present", 4, 4));
    // Vines: the Hawk next to an Iris with Vines moves 1.
    BE_LEGAL_SET(*slow, squaresOf("moveTo", {{3, 4}, {5, 4}, {4, 3}, {4, 5}}));
    BE_PLAY(*slow, moveTo(3, 4));
    QCOMPARE(counterOf(*slow, 0, "vines.slowdowns"), 1LL);
}

void TestButterflyEffectTurn::eightNeighboursAndPassThrough() {
    BE_STATE(eight, Position()
                        .param(param::kMoveAdjacency, "eight")
                        .phase("moveFrom")
                        .step("place", true)
                        .piece("present", 4, 4, kLion));
    BE_PLAY(*eight, moveFrom("present", 4, 4));
    QCOMPARE(legalSet(*eight).size(), std::size_t{8});
    BE_STATE(through, Position()
                          .param(param::kPassThrough, true)
                          .phase("moveFrom")
                          .step("place", true)
                          .piece("present", 4, 4, kHawk)
                          .piece("present", 3, 4, kLion));
    BE_PLAY(*through, moveFrom("present", 4, 4));
    BE_LEGAL_SET(*through, squaresOf("moveTo", {{2, 4},
                                                {3, 3},
                                                {3, 5},
                                                {4, 3},
                                                {4, 2},
                                                {4, 5},
                                                {4, 6},
                                                {5, 4},
                                                {6, 4},
                                                {5, 3},
                                                {5, 5}}));
}

void TestButterflyEffectTurn::moveBeforePlaceSwapsTheSteps() {
    BE_STATE(s, Position()
                    .param(param::kMoveBeforePlace, true)
                    .phase("evolve")
                    .step("evolve", false)
                    .handEvolution(0, kThorns, 1)
                    .handSpecies(0, 1, 1)
                    .piece("present", 4, 4, kHawk));
    BE_PLAY(*s, pass());
    // G17 (b): move first, then place.
    QCOMPARE(phaseOf(*s), std::string("moveFrom"));
    BE_PLAY(*s, moveFrom("present", 4, 4));
    BE_PLAY(*s, moveTo(4, 5));
    QCOMPARE(phaseOf(*s), std::string("placeCard"));
    BE_STATE(seed, Position()
                       .phase("evolve")
                       .step("evolve", false)
                       .handEvolution(0, kThorns, 1)
                       .handSpecies(0, 1, 1)
                       .piece("present", 4, 4, kHawk));
    BE_PLAY(*seed, pass());
    QCOMPARE(phaseOf(*seed), std::string("placeCard"));
}

void TestButterflyEffectTurn::oneEraPerTurnBindsTheMoveToThePlacement() {
    BE_STATE(s, Position()
                    .param(param::kOneEraPerTurn, true)
                    .handSpecies(0, 1, 1)
                    .piece("present", 4, 4, kHawk)
                    .piece("past", 2, 2, kLion));
    BE_PLAY(*s, placeCard(kHawk));
    BE_PLAY(*s, placeEra("past"));
    BE_PLAY(*s, placeSquare(0, 0));
    // G18 (a): the turn acts in the past.
    BE_LEGAL_SET(*s, dumps({moveFrom("past", 0, 0), moveFrom("past", 2, 2)}));
    BE_REFUSED(*s, moveFrom("present", 4, 4));
    // By default each step chooses its own era (G18 b).
    BE_STATE(
        d,
        Position().handSpecies(0, 1, 1).piece("present", 4, 4, kHawk).piece("past", 2, 2, kLion));
    BE_PLAY(*d, placeCard(kHawk));
    BE_PLAY(*d, placeEra("past"));
    BE_PLAY(*d, placeSquare(0, 0));
    BE_LEGAL_SET(
        *d, dumps({moveFrom("past", 0, 0), moveFrom("past", 2, 2), moveFrom("present", 4, 4)}));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectTurn)
#include "test_butterfly_effect_turn.moc"
