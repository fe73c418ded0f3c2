// TitanomachiaBoardPresenter on hand-built Titanomachia positions: what
// describe() shows of the board, the trails, the markers and the Titans, when
// pending Blasts resolve, which target of the view every legal decision acts
// on, the player panel and end texts, and the words built from patterns.
#include "board_presenter.h"
#include "engine/decision.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_game.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_ruleset.h"
#include "ruleset_ui.h"
#include "rulesets/titanomachia/titanomachia_board_presenter.h"
#include "test_registry.h"
#include "titanomachia_play.h"

#include <QSet>
#include <QTest>
#include <QTranslator>

using pb::gui::TitanomachiaBoardPresenter;
using namespace ttest;
namespace param = pb::titanomachia::param;

namespace {

QVariantMap at(const QVariant& list, int index) {
    return list.toList().at(index).toMap();
}

QVariantMap squareOf(const QVariantMap& board, int row, int col) {
    return at(board.value("squares"), row * 10 + col);
}

QList<int> ints(const QVariant& list) {
    QList<int> out;
    for (const QVariant& v : list.toList())
        out.append(v.toInt());
    return out;
}

int counterIndex(std::string_view id) {
    const auto& counters = pb::titanomachia::ruleset().counters();
    for (std::size_t i = 0; i < counters.size(); ++i)
        if (counters[i].id == id)
            return int(i);
    return -1;
}

// Every click target describe() offers: the squares and the System cards.
QSet<int> describedTargets(const QVariantMap& board) {
    QSet<int> targets;
    for (const QVariant& sq : board.value("squares").toList())
        targets.insert(sq.toMap().value("target").toInt());
    for (const QVariant& player : board.value("players").toList())
        for (const QVariant& sys : player.toMap().value("systems").toList())
            targets.insert(sys.toMap().value("target").toInt());
    return targets;
}

} // namespace

class TestTitanomachiaBoardPresenter : public QObject {
    Q_OBJECT

private slots:
    void theBoardShowsTerrainMarkersAndObjectives();
    void trailsShowEveryPositionMarkerWithItsFacing();
    void pendingBlastsSayWhenTheyResolve();
    void systemsShowScoresAfterDamage();
    void everyLegalDecisionActsOnATargetTheViewShows();
    void squaresAndSystemsAreTheTargetsOfTheirDecisions();
    void thePlayerPanelSaysPoolDamageAndObjectives();
    void endTextsSayHowTheGameEnded();
    void countersAreWordedFromTheirPatterns();
    void germanNamesThePieces();
};

void TestTitanomachiaBoardPresenter::theBoardShowsTerrainMarkersAndObjectives() {
    json p = start();
    setTerrain(p, 5, 4, "ruins", 1);
    setTerrain(p, 6, 6, "hab-block");
    p["players"][0]["targets"] = {{5, 4}, {5, 4}};
    p["players"][1]["shields"] = {{6, 4}};
    auto s = parse(p);
    QVERIFY(s);
    const QVariantMap board = TitanomachiaBoardPresenter().describe(*s, -1);
    QCOMPARE(board.value("squares").toList().size(), 100);
    const QVariantMap ruins = squareOf(board, 5, 4);
    QCOMPARE(ruins.value("name").toString(), QStringLiteral("E6"));
    QCOMPARE(ruins.value("terrain").toString(), QStringLiteral("ruins"));
    // Ruins are 2/1/1; one step of damage wears Difficulty and Interference, not Armour (G6).
    QCOMPARE(ruins.value("armour").toInt(), 2);
    QCOMPARE(ruins.value("difficulty").toInt(), 0);
    QCOMPARE(ruins.value("interference").toInt(), 0);
    QCOMPARE(ruins.value("damageText").toString(), QStringLiteral("Light"));
    QCOMPARE(ints(ruins.value("targets")), QList<int>({2, 0}));
    const QVariantMap hab = squareOf(board, 6, 6);
    QCOMPARE(hab.value("difficulty").toInt(), 2);
    QCOMPARE(hab.value("interference").toInt(), 2);
    QCOMPARE(hab.value("damageText").toString(), QString());
    QCOMPARE(ints(squareOf(board, 6, 4).value("shields")), QList<int>({0, 1}));
    // The hold marker of the set-up, on (2,2) of P2's half.
    const QVariantList flags = squareOf(board, 2, 2).value("objectives").toList();
    QCOMPARE(flags.size(), 1);
    QCOMPARE(flags[0].toMap().value("seat").toInt(), 0);
    QCOMPARE(flags[0].toMap().value("name").toString(), QStringLiteral("hold"));
    QCOMPARE(board.value("round").toInt(), 1);
    QCOMPARE(board.value("maxRounds").toInt(), 10);
    QCOMPARE(board.value("terrainTypes").toList().size(), 4);
    QCOMPARE(board.value("prompt").toString(),
             QStringLiteral("P1: activate a System or pass (Activation markers: 4)."));
}

void TestTitanomachiaBoardPresenter::trailsShowEveryPositionMarkerWithItsFacing() {
    auto s = parse(start()); // the Warhound on (9,4) facing north
    QVERIFY(s);
    PLAY(*s, activate("propulsion"), onSquare("step", 8, 4), onSquare("step", 7, 5));
    const QVariantMap board = TitanomachiaBoardPresenter().describe(*s, -1);
    const auto marker = [&](int row, int col) {
        const QVariantList trail = squareOf(board, row, col).value("trail").toList();
        return trail.size() == 1 ? trail[0].toMap() : QVariantMap();
    };
    QCOMPARE(marker(9, 4).value("step").toInt(), 0);
    QCOMPARE(marker(9, 4).value("latest").toBool(), false);
    QCOMPARE(marker(8, 4).value("facing").toInt(), 0); // N
    QCOMPARE(marker(7, 5).value("facing").toInt(), 1); // NE
    QCOMPARE(marker(7, 5).value("latest").toBool(), true);
    QCOMPARE(marker(0, 5).value("seat").toInt(), 1);
    QCOMPARE(marker(0, 5).value("facing").toInt(), 4); // P2 faces south
    const QVariantMap p1 = at(board.value("players"), 0);
    QCOMPARE(p1.value("position").toString(), QStringLiteral("F8"));
    QCOMPARE(p1.value("facingName").toString(), QStringLiteral("NE"));
    QCOMPARE(board.value("activation").toString(), QStringLiteral("Propulsion"));
    QCOMPARE(board.value("prompt").toString(),
             QStringLiteral("P1: place the next Position marker (2 of 4 steps made), or stop."));
}

void TestTitanomachiaBoardPresenter::pendingBlastsSayWhenTheyResolve() {
    json p = start();
    p["players"][0]["targets"] = {{5, 4}};
    p["players"][1]["blasts"] = {{{"square", {7, 4}}, {"count", 2}}};
    auto s = parse(p);
    QVERIFY(s);
    PLAY(*s, activate("weapon"), onSquare("fire", 5, 4), onSquare("splash", 4, 4));
    const QVariantMap board = TitanomachiaBoardPresenter().describe(*s, -1);
    QCOMPARE(ints(squareOf(board, 7, 4).value("blasts")), QList<int>({0, 2}));
    QCOMPARE(ints(squareOf(board, 5, 4).value("blasts")), QList<int>({1, 0}));
    // P2's Blasts resolve as P1's turn ends; P1's at the end of P2's next turn (T51).
    const QVariantList theirs = at(board.value("players"), 1).value("pending").toList();
    QCOMPARE(theirs.size(), 1);
    QCOMPARE(theirs[0].toMap().value("name").toString(), QStringLiteral("E8"));
    QCOMPARE(theirs[0].toMap().value("count").toInt(), 2);
    QCOMPARE(theirs[0].toMap().value("when").toString(),
             QStringLiteral("resolve at the end of this turn"));
    const QVariantList mine = at(board.value("players"), 0).value("pending").toList();
    QCOMPARE(mine.size(), 2);
    QCOMPARE(mine[0].toMap().value("name").toString(), QStringLiteral("E5"));
    QCOMPARE(mine[0].toMap().value("when").toString(),
             QStringLiteral("resolve at the end of P2's next turn"));
    QCOMPARE(board.value("pending").toList().size(), 3);
}

void TestTitanomachiaBoardPresenter::systemsShowScoresAfterDamage() {
    json p = start();
    setDamage(p, 1, "weapon", 1);
    setDamage(p, 1, "fireControl", 3);
    auto s = parse(p);
    QVERIFY(s);
    const QVariantMap board = TitanomachiaBoardPresenter().describe(*s, -1);
    const QVariantMap reaver = at(board.value("players"), 1);
    QCOMPARE(reaver.value("titan").toString(), QStringLiteral("reaver"));
    const QVariantMap weapon = at(reaver.value("systems"), 4);
    QCOMPARE(weapon.value("name").toString(), QStringLiteral("Weapon"));
    QCOMPARE(weapon.value("damageText").toString(), QStringLiteral("Light"));
    QCOMPARE(weapon.value("armour").toInt(), 2);
    const QVariantMap range = at(weapon.value("scores"), 0);
    QCOMPARE(range.value("name").toString(), QStringLiteral("Range"));
    QCOMPARE(range.value("base").toInt(), 4);
    QCOMPARE(range.value("value").toInt(), 3); // -1 per damage step (G19)
    QCOMPARE(at(weapon.value("scores"), 1).value("name").toString(),
             QStringLiteral("Rate of Fire"));
    const QVariantMap fire = at(reaver.value("systems"), 2);
    QCOMPARE(fire.value("damageText").toString(), QStringLiteral("destroyed"));
    QCOMPARE(at(fire.value("scores"), 0).value("value").toInt(), 0);
    QCOMPARE(at(at(board.value("players"), 0).value("systems"), 0).value("damageText").toString(),
             QStringLiteral("undamaged"));
}

void TestTitanomachiaBoardPresenter::everyLegalDecisionActsOnATargetTheViewShows() {
    const auto game = pb::titanomachia::ruleset().makeGame(json::object(), 2);
    TitanomachiaBoardPresenter presenter;
    pb::Rng rng(11);
    QSet<int> kinds;
    for (int g = 0; g < 6; ++g) {
        auto s = game->newInitialState(std::uint64_t(g));
        while (!s->isTerminal()) {
            const auto legal = s->legalDecisions();
            const QSet<int> shown = describedTargets(presenter.describe(*s, -1));
            for (const pb::Decision& d : legal) {
                const int target = presenter.decisionSquare(*s, d);
                const bool none = d.kind == pb::titanomachia::kCoinKind ||
                                  d.kind == pb::titanomachia::kEndTurnKind ||
                                  d.kind == pb::titanomachia::kStopKind ||
                                  d.kind == pb::titanomachia::kExitKind;
                if (none ? target != -1 : !shown.contains(target))
                    QFAIL(qPrintable(QStringLiteral("%1 acts on %2")
                                         .arg(QString::fromStdString(s->decisionToText(d)))
                                         .arg(target)));
                kinds.insert(d.kind);
            }
            s->applyUnchecked(s->isChance() ? s->sampleChance(rng)
                                            : legal[rng.below(legal.size())]);
        }
    }
    QVERIFY(kinds.contains(pb::titanomachia::kNominateKind));
    QVERIFY(kinds.contains(pb::titanomachia::kFireKind));
}

void TestTitanomachiaBoardPresenter::squaresAndSystemsAreTheTargetsOfTheirDecisions() {
    json p = start();
    p["players"][0]["targets"] = {{5, 4}};
    auto s = parse(p);
    QVERIFY(s);
    TitanomachiaBoardPresenter presenter;
    const auto target = [&](const json& decision) {
        return presenter.decisionSquare(*s, s->decisionFromJson(decision));
    };
    QCOMPARE(target(activate("weapon")), TitanomachiaBoardPresenter::systemTarget(0, 4));
    QCOMPARE(target(endTurn()), -1);
    PLAY(*s, activate("weapon"));
    QCOMPARE(target(onSquare("fire", 5, 4)), 54);
    // P2's Titan standing in its own Blast: P2 names the System hit on its card.
    json q = start();
    q["players"][1]["blasts"] = {{{"square", {0, 5}}, {"count", 3}}};
    auto t = parse(q);
    QVERIFY(t);
    PLAY(*t, endTurn());
    QCOMPARE(t->currentActor(), 1);
    const pb::Decision crew = t->decisionFromJson(nominate("crew"));
    QCOMPARE(presenter.decisionSquare(*t, crew), TitanomachiaBoardPresenter::systemTarget(1, 0));
    QCOMPARE(presenter.decisionText(*t, crew), QStringLiteral("hit P2's Crew"));
}

void TestTitanomachiaBoardPresenter::thePlayerPanelSaysPoolDamageAndObjectives() {
    json p = start();
    setDamage(p, 0, "propulsion", 2);
    auto s = parse(p);
    QVERIFY(s);
    const QVariantMap panel = TitanomachiaBoardPresenter().playerPanel({s.get()}, -1);
    QCOMPARE(panel.value("summary").toString(), QStringLiteral("Round 1 of 10"));
    const QStringList facts = at(panel.value("players"), 0).value("facts").toStringList();
    QCOMPARE(facts,
             QStringList({QStringLiteral("on E10, facing N"),
                          QStringLiteral("Activation markers: 4 of 4"),
                          QStringLiteral("Propulsion Heavy"),
                          QStringLiteral("Objectives: hold open, breakthrough open · points 0")}));
    QVERIFY(at(panel.value("players"), 0).value("toMove").toBool());
    QCOMPARE(at(panel.value("players"), 1).value("facts").toStringList().at(2),
             QStringLiteral("no damage"));
}

void TestTitanomachiaBoardPresenter::endTextsSayHowTheGameEnded() {
    json p = start();
    p["phase"] = "over";
    p["round"] = 4;
    setDamage(p, 1, "crew", 3);
    p["players"][1]["crewDead"] = true;
    p["players"][1]["pool"] = 0; // a destroyed Crew has Skill 0, so no pool (I2)
    p["players"][0]["counters"][counterIndex("tournamentPoints")] = 6u;
    p["result"] = {{"ending", "crewKill"}, {"winner", 0}};
    auto s = parse(p);
    QVERIFY(s);
    TitanomachiaBoardPresenter presenter;
    QCOMPARE(presenter.endText({s.get()}),
             QStringLiteral("P2's Crew was destroyed in round 4: P1 wins (tournament points: 6)."));
    QVERIFY(at(presenter.playerPanel({s.get()}, -1).value("players"), 1).value("out").toBool());

    json q = start();
    q["phase"] = "over";
    q["round"] = 10;
    q["players"][0]["objectives"][0]["status"] = "accomplished";
    q["players"][0]["objectives"][0]["round"] = 3;
    q["result"] = {{"ending", "points"}, {"winner", 0}};
    auto t = parse(q);
    QVERIFY(t);
    QCOMPARE(presenter.endText({t.get()}),
             QStringLiteral("After the last round P1 wins on Objective points, 1 to 0."));
    QCOMPARE(presenter.endText({parse(start()).get()}), QString()); // not over
}

// Every parameter, option and counter has words, none twice
// (test_ruleset_workbench); here the words built from patterns.
void TestTitanomachiaBoardPresenter::countersAreWordedFromTheirPatterns() {
    const pb::gui::RulesetUi* ui = pb::gui::findRulesetUi("titanomachia");
    QVERIFY(ui);
    QCOMPARE(ui->parameterLabel(param::kBudget), QStringLiteral("Point budget"));
    QCOMPARE(ui->counterDescription("activate.fireControl"),
             QStringLiteral("Activations of the Fire Control"));
    QCOMPARE(ui->counterDescription("systemHit.heavy"),
             QStringLiteral("Systems hit by the player's Blasts: Heavy damage"));
    QCOMPARE(ui->counterDescription("hit.fireControl.light"),
             QStringLiteral("Fire Control hit by the player's Blasts: Light damage"));
    QCOMPARE(ui->counterDescription("objective.cripple.failed"),
             QStringLiteral("Objectives cripple missed by their deadline"));
    QCOMPARE(ui->counterDescription("steps.turn.3"),
             QStringLiteral("Steps that turned by 3 x 45 degrees"));
    QCOMPARE(ui->counterDescription("terrainHit.type2.light"),
             QStringLiteral("Terrain of type 2 hit by the player's Blasts: Light damage"));
    QCOMPARE(ui->counterDescription("clause.T34"),
             QStringLiteral("T34 (Traction): steps that changed direction"));
}

void TestTitanomachiaBoardPresenter::germanNamesThePieces() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QCoreApplication::installTranslator(&german);
    json p = start();
    p["players"][0]["targets"] = {{5, 4}};
    auto s = parse(p);
    QVERIFY(s);
    TitanomachiaBoardPresenter presenter;
    const QVariantMap board = presenter.describe(*s, -1);
    const QString fireControl =
        at(at(board.value("players"), 0).value("systems"), 2).value("name").toString();
    const QString activate =
        presenter.decisionText(*s, s->decisionFromJson(ttest::activate("fireControl")));
    const QString prompt = board.value("prompt").toString();
    const QString label = pb::gui::findRulesetUi("titanomachia")->parameterLabel(param::kBudget);
    const QString terrainHit =
        pb::gui::findRulesetUi("titanomachia")->counterDescription("terrainHit.type1.destroyed");
    const QString clause = pb::gui::findRulesetUi("titanomachia")->counterDescription("clause.T63");
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(terrainHit, QStringLiteral("Vom Spieler getroffenes Gelände der Art 1: zerstört"));
    QCOMPARE(clause, QStringLiteral("T63 (Turnierpunkte): Siege durch getötete Besatzung"));
    QCOMPARE(fireControl, QStringLiteral("Feuerleitung"));
    QCOMPARE(activate, QStringLiteral("Feuerleitung aktivieren"));
    QCOMPARE(prompt,
             QStringLiteral("P1: ein System aktivieren oder passen (Aktivierungsmarker: 4)."));
    QCOMPARE(label, QStringLiteral("Punktebudget"));
}

PLAYBENCH_TEST_GUILESS_MAIN(TestTitanomachiaBoardPresenter)

#include "test_titanomachia_board_presenter.moc"
