// The deal, the first player and the set-up pieces (clauses B25-B29, gaps
// G1, G24), from a new game's initial state.

#include "butterfly_effect_test_support.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/butterfly_effect/butterfly_effect_ruleset.h"
#include "games/butterfly_effect/butterfly_effect_state.h"
#include "test_registry.h"

#include <QTest>

using namespace betest;
namespace param = pb::butterfly_effect::param;

namespace {

std::unique_ptr<pb::State> newGame(const json& params = json::object(), const json& setup = {}) {
    return pb::butterfly_effect::ruleset().makeGame(params, 2)->newInitialState(1, setup);
}

// Deals seat 0 two Cattle, two Hawks and a Lion, seat 1 the plants likewise.
void dealSpeciesOnly(pb::State& s) {
    for (int sp : {0, 0, 1, 1, 2})
        QVERIFY(tryPlay(s, draw(0, sp)).empty());
    for (int sp : {3, 3, 4, 4, 5})
        QVERIFY(tryPlay(s, draw(1, sp)).empty());
}

} // namespace

class TestButterflyEffectSetup : public QObject {
    Q_OBJECT

private slots:
    void eachSeatIsDealtFiveCardsByChance();
    void theFirstPlayerIsDrawn();
    void setUpPiecesAlternateOnGreenSpotsOfThePresent();
    void eachSpeciesIsSetUpOnce();
    void ownHalfKeepsSetUpPiecesOnTheirSide();
    void theFirstPlayerPlaysTheFirstTurn();
    void everyCounterIsNamed();
};

void TestButterflyEffectSetup::eachSeatIsDealtFiveCardsByChance() {
    auto s = newGame();
    QCOMPARE(phaseOf(*s), std::string("deal"));
    BE_COMPARE_JSON(actorOf(*s), json("chance"));
    // B25, G22: 4 of each species, 8 evolution cards: 20 cards, drawn one at a time.
    std::vector<pb::ChanceOutcome> outcomes;
    s->chanceOutcomes(outcomes);
    QCOMPARE(outcomes.size(), std::size_t{11});
    QCOMPARE(outcomes[0].probability, 4.0 / 20);
    QCOMPARE(outcomes[10].probability, 1.0 / 20);
    dealSpeciesOnly(*s);
    QCOMPARE(handSize(*s, 0), 5);
    QCOMPARE(handSize(*s, 1), 5);
    QCOMPARE(phaseOf(*s), std::string("firstPlayer"));
}

void TestButterflyEffectSetup::theFirstPlayerIsDrawn() {
    auto s = newGame();
    dealSpeciesOnly(*s);
    // B27: a fair draw.
    BE_LEGAL_SET(*s, dumps({first(0), first(1)}));
    BE_PLAY(*s, first(1));
    QCOMPARE(phaseOf(*s), std::string("setupSpecies"));
    BE_COMPARE_JSON(actorOf(*s), json(1));
    BE_LEGAL_SET(*s, dumps({setupSpecies(3), setupSpecies(4), setupSpecies(5)}));
}

void TestButterflyEffectSetup::setUpPiecesAlternateOnGreenSpotsOfThePresent() {
    auto s = newGame();
    dealSpeciesOnly(*s);
    BE_PLAY(*s, first(0));
    BE_PLAY(*s, setupSpecies(1));
    // B28, B29: the ten green spots of the present only.
    std::set<std::string> greens;
    for (int r : {0, 8})
        for (int c = 0; c < 9; c += 2)
            greens.insert(setupSquare(r, c).dump());
    BE_LEGAL_SET(*s, greens);
    BE_REFUSED(*s, setupSquare(0, 1));
    BE_REFUSED(*s, setupSquare(4, 4));
    BE_PLAY(*s, setupSquare(0, 2));
    BE_COMPARE_JSON(pieceAt(*s, "present", 0, 2), json(1));
    QCOMPARE(piecesOf(*s, "past", 1), 0);
    // B28: the other seat places next, and not on a taken spot.
    BE_COMPARE_JSON(actorOf(*s), json(1));
    BE_PLAY(*s, setupSpecies(5));
    BE_REFUSED(*s, setupSquare(0, 2));
    BE_PLAY(*s, setupSquare(8, 8));
    BE_COMPARE_JSON(actorOf(*s), json(0));
}

void TestButterflyEffectSetup::eachSpeciesIsSetUpOnce() {
    auto s = newGame();
    dealSpeciesOnly(*s);
    BE_PLAY(*s, first(0));
    BE_PLAY(*s, setupSpecies(1));
    BE_PLAY(*s, setupSquare(0, 2));
    BE_PLAY(*s, setupSpecies(3));
    BE_PLAY(*s, setupSquare(8, 0));
    // B26: one piece of each species: the Hawk is placed.
    BE_LEGAL_SET(*s, dumps({setupSpecies(0), setupSpecies(2)}));
    BE_REFUSED(*s, setupSpecies(1));
    BE_REFUSED(*s, setupSpecies(4));
}

void TestButterflyEffectSetup::ownHalfKeepsSetUpPiecesOnTheirSide() {
    auto s = newGame({{param::kSetupSpots, "ownHalf"}});
    dealSpeciesOnly(*s);
    BE_PLAY(*s, first(1));
    BE_PLAY(*s, setupSpecies(4));
    // G24: the plants set up on the bottom rows.
    std::set<std::string> greens;
    for (int c = 0; c < 9; c += 2)
        greens.insert(setupSquare(8, c).dump());
    BE_LEGAL_SET(*s, greens);
}

void TestButterflyEffectSetup::theFirstPlayerPlaysTheFirstTurn() {
    auto s = newGame();
    dealSpeciesOnly(*s);
    BE_PLAY(*s, first(1));
    const int squares[6][2] = {{8, 0}, {0, 0}, {8, 2}, {0, 2}, {8, 4}, {0, 4}};
    const int species[6] = {3, 0, 4, 1, 5, 2};
    for (int i = 0; i < 6; ++i) {
        BE_PLAY(*s, setupSpecies(species[i]));
        BE_PLAY(*s, setupSquare(squares[i][0], squares[i][1]));
    }
    // Five cards in hand and no evolution card: straight to the place step.
    QCOMPARE(phaseOf(*s), std::string("placeCard"));
    BE_COMPARE_JSON(actorOf(*s), json(1));
    BE_COMPARE_JSON(s->toJson()["player"], json(1));
    QCOMPARE(s->turnsCompleted(), 0);
    BE_LEGAL_SET(*s, dumps({placeCard(3), placeCard(4), placeCard(5)}));
}

void TestButterflyEffectSetup::everyCounterIsNamed() {
    const auto& counters = pb::butterfly_effect::ruleset().counters();
    QCOMPARE(static_cast<int>(counters.size()), int(pb::butterfly_effect::kCounterCount));
    std::set<std::string> ids;
    for (const auto& c : counters)
        QVERIFY2(ids.insert(c.id).second, c.id.c_str());
    // The order of the enum: spot checks at both ends and the middle.
    QCOMPARE(counters[pb::butterfly_effect::kPlacePast].id, std::string("place.past"));
    QCOMPARE(counters[pb::butterfly_effect::kFirstControlTurn].id,
             std::string("city.firstControlTurn"));
    QCOMPARE(counters[pb::butterfly_effect::kCardTurns].id, std::string("evolve.cardTurns"));
    QCOMPARE(counters[pb::butterfly_effect::kTurns].id, std::string("game.turns"));
    QCOMPARE(counters[pb::butterfly_effect::kAttacksWonPast].id,
             std::string("battle.attacksWon.past"));
    QCOMPARE(counters[pb::butterfly_effect::kDefencesWonPresent].id,
             std::string("battle.defencesWon.present"));
    QCOMPARE(counters[pb::butterfly_effect::kTiesPresent].id,
             std::string("battle.tiesToDefender.present"));
    // Own defender 3 (index 2 * 3) against enemy attacker 2 (+ 1).
    QCOMPARE(counters[pb::butterfly_effect::kBattlePairDefences + 7].id,
             std::string("battle.pairDefended.3x2"));
    QCOMPARE(counters[pb::butterfly_effect::kWinningTurn].id, std::string("game.winningTurn"));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectSetup)
#include "test_butterfly_effect_setup.moc"
