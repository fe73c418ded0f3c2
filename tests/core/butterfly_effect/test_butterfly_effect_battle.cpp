// Battles on hand-built positions: opposed dice plus strength with ties to the
// defender (B14-B16, G8 a), the health rule (B36, G8 b, R11), the loser (G10,
// R6), the strength cards (B17, B24) and Camouflage, and stealing (B22, G20, R8).

#include "butterfly_effect_test_support.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "test_registry.h"

#include <QTest>

using namespace betest;
namespace param = pb::butterfly_effect::param;

namespace {

// Seat 0's Hawk on (4,4) of the present moves onto seat 1's Palm Tree on (4,5).
Position hawkAttacksPalm(const std::string& era = "present") {
    return Position()
        .phase("moveFrom")
        .step("place", true)
        .piece(era, 4, 4, kHawk)
        .piece(era, 4, 5, kPalm)
        .piece("present", 0, 8, kWheat);
}

} // namespace

class TestButterflyEffectBattle : public QObject {
    Q_OBJECT

private slots:
    void theHawkExampleOfTheRules();
    void aTieGoesToTheDefenderAndTheAttackerDies();
    void attackerLossReturnsKeepsTheAttacker();
    void strengthCardsCount();
    void theHealthRuleRollsOneDieAgainstHealth();
    void camouflageSavesOnFiveOrSix();
    void theWinnerMayStealACard();
    void stealingFollowsStealOn();
    void battlesAreCountedByEraAndPair();
};

void TestButterflyEffectBattle::theHawkExampleOfTheRules() {
    BE_STATE(s, hawkAttacksPalm());
    BE_PLAY(*s, moveFrom("present", 4, 4));
    BE_PLAY(*s, moveTo(4, 5));
    // B14, R13: the attacker's die, then the defender's, each chance.
    QCOMPARE(phaseOf(*s), std::string("attackRoll"));
    BE_LEGAL_SET(*s, dumps({roll(1), roll(2), roll(3), roll(4), roll(5), roll(6)}));
    BE_PLAY(*s, roll(4));
    QCOMPARE(phaseOf(*s), std::string("defenceRoll"));
    BE_PLAY(*s, roll(2));
    // B16: 4 + 2 > 2 + 3: the Hawk wins and takes the square (G10).
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 5), json(kHawk));
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 4), json(nullptr));
    QCOMPARE(counterOf(*s, 0, "battle.attacksWon"), 1LL);
    QCOMPARE(counterOf(*s, 1, "death.battlePresent"), 1LL);
    QCOMPARE(counterOf(*s, 0, "battle.pair.2x3"), 1LL);
}

void TestButterflyEffectBattle::aTieGoesToTheDefenderAndTheAttackerDies() {
    BE_STATE(s, hawkAttacksPalm());
    BE_PLAY(*s, moveFrom("present", 4, 4));
    BE_PLAY(*s, moveTo(4, 5));
    BE_PLAY(*s, roll(3));
    BE_PLAY(*s, roll(2));
    // B15: 3 + 2 = 2 + 3, the defender wins; G10 dies: the Hawk is removed.
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 5), json(kPalm));
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 4), json(nullptr));
    QCOMPARE(counterOf(*s, 1, "battle.tiesToDefender"), 1LL);
    QCOMPARE(counterOf(*s, 1, "battle.defencesWon"), 1LL);
}

void TestButterflyEffectBattle::attackerLossReturnsKeepsTheAttacker() {
    BE_STATE(s, hawkAttacksPalm().param(param::kAttackerLoss, "returns"));
    BE_PLAY(*s, moveFrom("present", 4, 4));
    BE_PLAY(*s, moveTo(4, 5));
    BE_PLAY(*s, roll(1));
    BE_PLAY(*s, roll(6));
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 4), json(kHawk));
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 5), json(kPalm));
}

void TestButterflyEffectBattle::strengthCardsCount() {
    // Giantism: 2 + 2 + 2 = 6 > 2 + 3 (without it 4 < 5).
    BE_STATE(giant, hawkAttacksPalm().attach(kHawk, kGiantism, 0));
    BE_PLAY(*giant, moveFrom("present", 4, 4));
    BE_PLAY(*giant, moveTo(4, 5));
    BE_PLAY(*giant, roll(2));
    BE_PLAY(*giant, roll(2));
    BE_COMPARE_JSON(pieceAt(*giant, "present", 4, 5), json(kHawk));
    // Thorns counts when attacking: 3 + 2 + 1 = 6 > 5.
    BE_STATE(thorns, hawkAttacksPalm().attach(kHawk, kThorns, 0));
    BE_PLAY(*thorns, moveFrom("present", 4, 4));
    BE_PLAY(*thorns, moveTo(4, 5));
    BE_PLAY(*thorns, roll(3));
    BE_PLAY(*thorns, roll(2));
    BE_COMPARE_JSON(pieceAt(*thorns, "present", 4, 5), json(kHawk));
    // Thick Hide counts when defending: 4 + 2 = 6 = 2 + 3 + 1, a tie.
    BE_STATE(hide, hawkAttacksPalm().attach(kPalm, kThickHide, 1));
    BE_PLAY(*hide, moveFrom("present", 4, 4));
    BE_PLAY(*hide, moveTo(4, 5));
    BE_PLAY(*hide, roll(4));
    BE_PLAY(*hide, roll(2));
    BE_COMPARE_JSON(pieceAt(*hide, "present", 4, 5), json(kPalm));
}

void TestButterflyEffectBattle::theHealthRuleRollsOneDieAgainstHealth() {
    // B36, R11: one die, at least the Palm Tree's health 4; Giantism does not count.
    BE_STATE(s, hawkAttacksPalm().param(param::kBattleRule, "health").attach(kHawk, kGiantism, 0));
    BE_PLAY(*s, moveFrom("present", 4, 4));
    BE_PLAY(*s, moveTo(4, 5));
    BE_PLAY(*s, roll(3));
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 5), json(kPalm));
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 4), json(nullptr));
    BE_STATE(t, hawkAttacksPalm().param(param::kBattleRule, "health"));
    BE_PLAY(*t, moveFrom("present", 4, 4));
    BE_PLAY(*t, moveTo(4, 5));
    BE_PLAY(*t, roll(4));
    BE_COMPARE_JSON(pieceAt(*t, "present", 4, 5), json(kHawk));
}

void TestButterflyEffectBattle::camouflageSavesOnFiveOrSix() {
    BE_STATE(s, hawkAttacksPalm().attach(kPalm, kCamouflage, 1));
    BE_PLAY(*s, moveFrom("present", 4, 4));
    BE_PLAY(*s, moveTo(4, 5));
    BE_PLAY(*s, roll(6));
    BE_PLAY(*s, roll(1));
    QCOMPARE(phaseOf(*s), std::string("camouflageRoll"));
    BE_PLAY(*s, roll(5));
    // Saved: both stay, nothing is stolen (R6).
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 5), json(kPalm));
    BE_COMPARE_JSON(pieceAt(*s, "present", 4, 4), json(kHawk));
    QCOMPARE(counterOf(*s, 1, "camouflage.saves"), 1LL);
    QVERIFY(phaseOf(*s) != "steal");
    BE_STATE(t, hawkAttacksPalm().attach(kPalm, kCamouflage, 1));
    BE_PLAY(*t, moveFrom("present", 4, 4));
    BE_PLAY(*t, moveTo(4, 5));
    BE_PLAY(*t, roll(6));
    BE_PLAY(*t, roll(1));
    BE_PLAY(*t, roll(4));
    // Not saved: the Hawk wins and may take Camouflage.
    BE_COMPARE_JSON(pieceAt(*t, "present", 4, 5), json(kHawk));
    QCOMPARE(phaseOf(*t), std::string("steal"));
}

void TestButterflyEffectBattle::theWinnerMayStealACard() {
    BE_STATE(s, hawkAttacksPalm().attach(kPalm, kThickHide, 1).attach(kPalm, kVines, 1));
    BE_PLAY(*s, moveFrom("present", 4, 4));
    BE_PLAY(*s, moveTo(4, 5));
    BE_PLAY(*s, roll(6));
    BE_PLAY(*s, roll(1));
    // G20 (a), R8: the winner's owner picks one card of the beaten species, or none.
    BE_COMPARE_JSON(actorOf(*s), json(0));
    BE_LEGAL_SET(*s, dumps({steal(kThickHide, 1), steal(kVines, 1), noSteal()}));
    BE_PLAY(*s, steal(kVines, 1));
    const json attached = s->toJson()["evolutions"];
    BE_COMPARE_JSON(attached[kHawk], json::array({{{"evolution", kVines}, {"owner", 1}}}));
    BE_COMPARE_JSON(attached[kPalm], json::array({{{"evolution", kThickHide}, {"owner", 1}}}));
    QCOMPARE(counterOf(*s, 0, "evolve.stolen"), 1LL);
    // A defender who wins steals too.
    BE_STATE(d, hawkAttacksPalm().attach(kHawk, kSwiftness, 0));
    BE_PLAY(*d, moveFrom("present", 4, 4));
    BE_PLAY(*d, moveTo(4, 5));
    BE_PLAY(*d, roll(1));
    BE_PLAY(*d, roll(6));
    BE_COMPARE_JSON(actorOf(*d), json(1));
    BE_LEGAL_SET(*d, dumps({steal(kSwiftness, 0), noSteal()}));
}

void TestButterflyEffectBattle::stealingFollowsStealOn() {
    BE_STATE(never, hawkAttacksPalm().param(param::kStealOn, "never").attach(kPalm, kThickHide, 1));
    BE_PLAY(*never, moveFrom("present", 4, 4));
    BE_PLAY(*never, moveTo(4, 5));
    BE_PLAY(*never, roll(6));
    BE_PLAY(*never, roll(1));
    QVERIFY(phaseOf(*never) != "steal");
    BE_STATE(att,
             hawkAttacksPalm().param(param::kStealOn, "attackerWin").attach(kHawk, kThorns, 0));
    BE_PLAY(*att, moveFrom("present", 4, 4));
    BE_PLAY(*att, moveTo(4, 5));
    BE_PLAY(*att, roll(1));
    BE_PLAY(*att, roll(6));
    QVERIFY(phaseOf(*att) != "steal");
    // A winner already holding two cards takes none.
    BE_STATE(full, hawkAttacksPalm()
                       .attach(kPalm, kThickHide, 1)
                       .attach(kHawk, kThorns, 0)
                       .attach(kHawk, kGiantism, 0));
    BE_PLAY(*full, moveFrom("present", 4, 4));
    BE_PLAY(*full, moveTo(4, 5));
    BE_PLAY(*full, roll(6));
    BE_PLAY(*full, roll(1));
    QVERIFY(phaseOf(*full) != "steal");
}

void TestButterflyEffectBattle::battlesAreCountedByEraAndPair() {
    // Section 6: wins of attacker and defender, and ties, by era; each species
    // pair from both sides (the Hawk, seat 0's species 2; the Palm Tree, seat 1's 3).
    BE_STATE(won, hawkAttacksPalm("past"));
    BE_PLAY(*won, moveFrom("past", 4, 4));
    BE_PLAY(*won, moveTo(4, 5));
    BE_PLAY(*won, roll(4));
    BE_PLAY(*won, roll(2)); // 4 + 2 > 2 + 3
    QCOMPARE(counterOf(*won, 0, "battle.attacksWon.past"), 1LL);
    QCOMPARE(counterOf(*won, 0, "battle.attacksWon.present"), 0LL);
    QCOMPARE(counterOf(*won, 0, "battle.pairWon.2x3"), 1LL);
    QCOMPARE(counterOf(*won, 1, "battle.defencesWon.past"), 0LL);
    QCOMPARE(counterOf(*won, 1, "battle.pairDefended.3x2"), 0LL);

    BE_STATE(tie, hawkAttacksPalm("present"));
    BE_PLAY(*tie, moveFrom("present", 4, 4));
    BE_PLAY(*tie, moveTo(4, 5));
    BE_PLAY(*tie, roll(3));
    BE_PLAY(*tie, roll(2)); // 3 + 2 = 2 + 3: the defender's
    QCOMPARE(counterOf(*tie, 1, "battle.defencesWon.present"), 1LL);
    QCOMPARE(counterOf(*tie, 1, "battle.defencesWon.past"), 0LL);
    QCOMPARE(counterOf(*tie, 1, "battle.tiesToDefender.present"), 1LL);
    QCOMPARE(counterOf(*tie, 1, "battle.tiesToDefender.past"), 0LL);
    QCOMPARE(counterOf(*tie, 1, "battle.pairDefended.3x2"), 1LL);
    QCOMPARE(counterOf(*tie, 1, "battle.pairDefended.2x3"), 0LL);
    QCOMPARE(counterOf(*tie, 0, "battle.attacksWon.present"), 0LL);
    QCOMPARE(counterOf(*tie, 0, "battle.pairWon.2x3"), 0LL);

    // Won by the defender outright in the past, no tie: a defence, not a tie.
    BE_STATE(held, hawkAttacksPalm("past"));
    BE_PLAY(*held, moveFrom("past", 4, 4));
    BE_PLAY(*held, moveTo(4, 5));
    BE_PLAY(*held, roll(1));
    BE_PLAY(*held, roll(6));
    QCOMPARE(counterOf(*held, 1, "battle.defencesWon.past"), 1LL);
    QCOMPARE(counterOf(*held, 1, "battle.tiesToDefender.past"), 0LL);
    QCOMPARE(counterOf(*held, 1, "battle.pairDefended.3x2"), 1LL);

    // Camouflage's save is a third end: both stay, neither side won.
    BE_STATE(hid, hawkAttacksPalm().attach(kPalm, kCamouflage, 1));
    BE_PLAY(*hid, moveFrom("present", 4, 4));
    BE_PLAY(*hid, moveTo(4, 5));
    BE_PLAY(*hid, roll(6));
    BE_PLAY(*hid, roll(1));
    BE_PLAY(*hid, roll(5));
    QCOMPARE(counterOf(*hid, 1, "camouflage.saves"), 1LL);
    QCOMPARE(counterOf(*hid, 1, "battle.defencesWon.present"), 0LL);
    QCOMPARE(counterOf(*hid, 1, "battle.pairDefended.3x2"), 0LL);
    QCOMPARE(counterOf(*hid, 0, "battle.attacksWon.present"), 0LL);
    QCOMPARE(counterOf(*hid, 0, "battle.pairWon.2x3"), 0LL);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectBattle)
#include "test_butterfly_effect_battle.moc"
