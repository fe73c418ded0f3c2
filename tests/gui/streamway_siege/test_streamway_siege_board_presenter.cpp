// StreamwaySiegeBoardPresenter on hand-built Streamway Siege positions: what
// describe() shows (the grid, snakes and ladders, men, monsters, dice, wave,
// reserves), which target of the view every legal decision acts on, the
// decision texts (English word for word the engine's, German German), and
// the words of its ability counters.
#include "board_presenter.h"
#include "engine/decision.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/streamway_siege/streamway_siege_game.h"
#include "ruleset_ui.h"
#include "rulesets/streamway_siege/streamway_siege_board_presenter.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QSet>
#include <QTest>
#include <QTranslator>
#include <set>

using pb::gui::StreamwaySiegeBoardPresenter;
using namespace sstest;

namespace {

QVariantMap at(const QVariant& list, int index) {
    return list.toList().at(index).toMap();
}

// The targets of the legal decisions, as the page highlights them.
QSet<int> legalTargets(const pb::State& state, const StreamwaySiegeBoardPresenter& p) {
    QSet<int> targets;
    for (const pb::Decision& d : state.legalDecisions())
        if (const int t = p.decisionSquare(state, d); t >= 0)
            targets.insert(t);
    return targets;
}

int targetOf(const pb::State& state, const StreamwaySiegeBoardPresenter& p, const json& decision) {
    return p.decisionSquare(state, state.decisionFromJson(decision));
}

} // namespace

class TestStreamwaySiegeBoardPresenter : public QObject {
    Q_OBJECT

private slots:
    void theStreamwayIsLaidOnItsGrid();
    void menMonstersDiceAndTheWave();
    void deployingClicksTheReserve();
    void aLadderChoiceClicksTheOtherEndOrTheMan();
    void boxcarsClicksATeamsReserve();
    void snakeEyesClicksMonsters();
    void aBarePathIsDrawnSquare();
    void thePanelAndTheEnd();
    void englishTextsAreTheEngines_data();
    void englishTextsAreTheEngines();
    void germanTexts();
    void abilityCountersSayWhatTheAbilityDoes();

private:
    bool use(const QString& code);
    QTranslator translator_;
    StreamwaySiegeBoardPresenter presenter_;
};

bool TestStreamwaySiegeBoardPresenter::use(const QString& code) {
    QCoreApplication::removeTranslator(&translator_);
    if (!translator_.load(QStringLiteral(":/i18n/playbench_") + code + QStringLiteral(".qm")))
        return false;
    return QCoreApplication::installTranslator(&translator_);
}

// The reading's 100-step board, boustrophedon on 10 columns: step 1 top left,
// step 11 under step 10 at the right; its eight snakes and eight ladders.
void TestStreamwaySiegeBoardPresenter::theStreamwayIsLaidOnItsGrid() {
    const auto game = pb::rulesetOrThrow("streamway-siege").makeGame(json::object(), 2);
    const auto s = game->newInitialState(1);
    const QVariantMap b = presenter_.describe(*s, -1);
    QCOMPARE(b.value("steps").toInt(), 100);
    QCOMPARE(b.value("columns").toInt(), 10);
    QCOMPARE(b.value("rows").toInt(), 10);
    QVERIFY(b.value("grid").toBool());
    const QVariantList cells = b.value("cells").toList();
    QCOMPARE(cells.size(), 100);
    auto cell = [&](int step) { return cells.at(step - 1).toMap(); };
    QCOMPARE(cell(1).value("row").toInt(), 0);
    QCOMPARE(cell(1).value("column").toInt(), 0);
    QCOMPARE(cell(10).value("column").toInt(), 9);
    QCOMPARE(cell(11).value("row").toInt(), 1);
    QCOMPARE(cell(11).value("column").toInt(), 9); // the second row runs right to left
    QCOMPARE(cell(20).value("column").toInt(), 0);
    QCOMPARE(cell(100).value("row").toInt(), 9);
    QCOMPARE(cell(100).value("column").toInt(), 0);
    QCOMPARE(b.value("snakes").toList().size(), 8);
    QCOMPARE(b.value("ladders").toList().size(), 8);
    QCOMPARE(at(b.value("snakes"), 0).value("head").toInt(), 8);
    QCOMPARE(at(b.value("snakes"), 0).value("tail").toInt(), 27);
    QCOMPARE(at(b.value("ladders"), 0).value("bottom").toInt(), 96);
    QCOMPARE(at(b.value("ladders"), 0).value("top").toInt(), 77);
    QCOMPARE(b.value("men").toList().size(), 0);
    QCOMPARE(b.value("rounds").toInt(), 16); // floor(100 / 6)
    QCOMPARE(b.value("round").toInt(), 1);
    QCOMPARE(b.value("wave").toInt(), 1);
    QCOMPARE(b.value("waves").toInt(), 5);
}

void TestStreamwaySiegeBoardPresenter::menMonstersDiceAndTheWave() {
    SS_STATE(s, Position()
                    .wave(3)
                    .round(2)
                    .man(0, 12)
                    .man(1, 14)
                    .manStatus(2, "dead")
                    .man(3, 20)
                    .monster(27, {3, 5})
                    .dice({4, 1, 6}));
    // The first die went to a man already: the 4 is used.
    SS_PLAY(s, die(4, 12));
    const QVariantMap b = presenter_.describe(*s, -1);
    QCOMPARE(b.value("wave").toInt(), 3);
    QCOMPARE(b.value("round").toInt(), 3);
    QCOMPARE(b.value("rounds").toInt(), 5); // floor(30 / 6)
    const QVariantList men = b.value("men").toList();
    QCOMPARE(men.size(), 3);
    QCOMPARE(men.at(0).toMap().value("step").toInt(), 16);
    QCOMPARE(men.at(0).toMap().value("team").toInt(), 0);
    QCOMPARE(men.at(2).toMap().value("team").toInt(), 1);
    // The token shows the team as people count it.
    QCOMPARE(men.at(0).toMap().value("number").toInt(), 1);
    QCOMPARE(men.at(2).toMap().value("number").toInt(), 2);
    QCOMPARE(men.at(2).toMap().value("target").toInt(), 20);
    const QVariantMap monster = at(b.value("monsters"), 0);
    QCOMPARE(monster.value("step").toInt(), 27);
    QCOMPARE(monster.value("abilities").toList(), (QVariantList{3, 5}));
    QCOMPARE(monster.value("abilityNames").toStringList().size(), 2);
    QVERIFY(!monster.value("boss").toBool());
    const QVariantList dice = b.value("dice").toList();
    QCOMPARE(dice.size(), 3);
    QCOMPARE(dice.at(0).toMap().value("value").toInt(), 4);
    QVERIFY(dice.at(0).toMap().value("used").toBool());
    QVERIFY(!dice.at(1).toMap().value("used").toBool());
    QVERIFY(!dice.at(2).toMap().value("onMonster").toBool());
    QCOMPARE(b.value("diceCount").toInt(), 3);
    const QVariantMap team0 = at(b.value("teams"), 0);
    QCOMPARE(team0.value("reserve").toInt(), 0);
    QCOMPARE(team0.value("deployed").toInt(), 2);
    QCOMPARE(team0.value("dead").toInt(), 1);
    QVERIFY(team0.value("current").toBool());
    QCOMPARE(at(b.value("teams"), 1).value("reserve").toInt(), 2);
    // The second team, counted from 1 as people count.
    QCOMPARE(at(b.value("teams"), 1).value("label").toString(), QStringLiteral("team 2 (P2)"));
    // The dice left move seat 0's own men only: their steps are the targets.
    QCOMPARE(legalTargets(*s, presenter_), (QSet<int>{16, 14}));
    QCOMPARE(targetOf(*s, presenter_, die(6, 14)), 14);
    QVERIFY(b.value("prompt").toString().contains(QStringLiteral("click one of your men")));
}

void TestStreamwaySiegeBoardPresenter::deployingClicksTheReserve() {
    const auto game = pb::rulesetOrThrow("streamway-siege").makeGame(json::object(), 2);
    const auto s = game->newInitialState(1);
    // No man on the board: deploying is forced (G7), the reserve the one target.
    QCOMPARE(legalTargets(*s, presenter_),
             (QSet<int>{StreamwaySiegeBoardPresenter::reserveTarget(0)}));
    SS_STATE(free, Position().man(0, 5).dice(json::array(), "deploy").field("deployDone", false));
    QCOMPARE(targetOf(*free, presenter_, deploy(true)),
             StreamwaySiegeBoardPresenter::reserveTarget(0));
    QCOMPARE(targetOf(*free, presenter_, deploy(false)), -1);
}

void TestStreamwaySiegeBoardPresenter::aLadderChoiceClicksTheOtherEndOrTheMan() {
    SS_STATE(s, Position().board(30, 6, json::array(), {{15, 4}}).man(0, 12).dice({3}));
    SS_PLAY(s, die(3, 12));
    const QVariantMap b = presenter_.describe(*s, -1);
    QCOMPARE(b.value("ladderAt").toInt(), 15);
    QCOMPARE(b.value("ladderTo").toInt(), 4);
    QCOMPARE(targetOf(*s, presenter_, ladder(true)), 4);
    QCOMPARE(targetOf(*s, presenter_, ladder(false)), 15);
    QCOMPARE(legalTargets(*s, presenter_), (QSet<int>{4, 15}));
    QVERIFY(b.value("prompt").toString().contains(QStringLiteral("ladder")));
}

void TestStreamwaySiegeBoardPresenter::boxcarsClicksATeamsReserve() {
    SS_STATE(s, Position()
                    .wave(2)
                    .manStatus(3, "dead")
                    .manStatus(4, "dead")
                    .manStatus(5, "dead")
                    .man(0, 2)
                    .dice({6, 6}));
    SS_PLAY(s, die(6, 2));
    SS_PLAY(s, die(6, 8));
    QCOMPARE(legalTargets(*s, presenter_),
             (QSet<int>{StreamwaySiegeBoardPresenter::reserveTarget(1)}));
    QCOMPARE(targetOf(*s, presenter_, boxcars(nullptr)), -1);
    const QVariantMap b = presenter_.describe(*s, -1);
    QVERIFY(at(b.value("teams"), 1).value("isDead").toBool());
    QVERIFY(b.value("prompt").toString().contains(QStringLiteral("boxcars")));
}

void TestStreamwaySiegeBoardPresenter::snakeEyesClicksMonsters() {
    SS_STATE(s, Position().wave(2).man(0, 5).monster(25).dice({1, 1}, "snakeEyes"));
    QCOMPARE(legalTargets(*s, presenter_), (QSet<int>{25}));
    SS_PLAY(s, monsterDie(1, 25));
    const QVariantMap b = presenter_.describe(*s, -1);
    QVERIFY(at(b.value("dice"), 0).value("onMonster").toBool());
    QCOMPARE(at(b.value("monsters"), 0).value("step").toInt(), 24);
}

// A bare path (no grid) is drawn as a square-ish boustrophedon for the eye.
void TestStreamwaySiegeBoardPresenter::aBarePathIsDrawnSquare() {
    SS_STATE(s, Position().board(30, 0).man(0, 3));
    const QVariantMap b = presenter_.describe(*s, -1);
    QVERIFY(!b.value("grid").toBool());
    QCOMPARE(b.value("columns").toInt(), 6); // ceil(sqrt(30))
    QCOMPARE(b.value("rows").toInt(), 5);
    QCOMPARE(at(b.value("cells"), 6).value("column").toInt(), 5); // step 7 turns back
}

void TestStreamwaySiegeBoardPresenter::thePanelAndTheEnd() {
    QVERIFY(use(QStringLiteral("en")));
    SS_STATE(s, Position()
                    .wave(2)
                    .man(0, 5)
                    .manStatus(3, "dead")
                    .manStatus(4, "dead")
                    .manStatus(5, "dead")
                    .dice({1, 2}));
    const pb::gui::StateHistory history{s.get()};
    const QVariantMap panel = presenter_.playerPanel(history, -1);
    QCOMPARE(panel.value("summary").toString(), QStringLiteral("Wave 2 of 5, round 1 of 5"));
    const QVariantMap p1 = at(panel.value("players"), 0), p2 = at(panel.value("players"), 1);
    QVERIFY(p1.value("toMove").toBool());
    QCOMPARE(p1.value("facts").toStringList().at(1),
             QStringLiteral("2 in reserve, 1 on the board, 0 dead"));
    QVERIFY(!p1.value("out").toBool());
    QVERIFY(p2.value("out").toBool());

    // The last die of the last wave's last turn carries the only man past the
    // end: everyone is dead and the team lost in wave 2.
    SS_STATE(lost, Position()
                       .wave(2)
                       .man(0, 28)
                       .manStatus(1, "dead")
                       .manStatus(2, "dead")
                       .manStatus(3, "dead")
                       .manStatus(4, "dead")
                       .manStatus(5, "dead")
                       .dice({2, 5}));
    SS_PLAY(lost, die(5, 28));
    QVERIFY(lost->isTerminal());
    QCOMPARE(presenter_.endText({lost.get()}), QStringLiteral("The team lost in wave 2."));
    QCOMPARE(presenter_.describe(*lost, -1).value("result").toString(), QStringLiteral("lost"));
    QCoreApplication::removeTranslator(&translator_);
}

void TestStreamwaySiegeBoardPresenter::englishTextsAreTheEngines_data() {
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<int>("players");
    // The small board's games reach every kind of decision (checked).
    QTest::addColumn<bool>("everyKind");
    QTest::newRow("defaults, 2 players") << QByteArray("{}") << 2 << false;
    QTest::newRow("small board, 4 players, boss")
        << QByteArray(
               R"({"board":"random","steps":30,"columns":6,"snakes":4,"ladders":4,"bossWave":true,"waves":3})")
        << 4 << true;
}

// Every decision of random games, of every kind, reads as the engine's text.
void TestStreamwaySiegeBoardPresenter::englishTextsAreTheEngines() {
    QFETCH(QByteArray, params);
    QFETCH(int, players);
    QFETCH(bool, everyKind);
    QVERIFY(use(QStringLiteral("en")));
    const pb::Ruleset& rules = pb::rulesetOrThrow("streamway-siege");
    const auto game = rules.makeGame(json::parse(params.toStdString()), players);
    pb::Rng rng(11);
    std::set<int> kinds;
    for (int g = 0; g < 30; ++g) {
        auto state = game->newInitialState(static_cast<std::uint64_t>(g));
        for (int step = 0; step < 3000 && !state->isTerminal(); ++step) {
            for (const pb::Decision& d : state->legalDecisions()) {
                kinds.insert(d.kind);
                const QString engine = QString::fromStdString(state->decisionToText(d));
                QCOMPARE(presenter_.decisionText(*state, d), engine);
            }
            state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                    : state->sampleUniformLegal(rng));
        }
    }
    if (everyKind)
        QCOMPARE(int(kinds.size()), int(rules.decisionKinds().size()));
    QCoreApplication::removeTranslator(&translator_);
}

void TestStreamwaySiegeBoardPresenter::germanTexts() {
    QVERIFY(use(QStringLiteral("de")));
    SS_STATE(s, Position().man(0, 12).dice({3}));
    auto text = [&](const json& decision) {
        return presenter_.decisionText(*s, s->decisionFromJson(decision));
    };
    QCOMPARE(text(die(3, 12)), QStringLiteral("die Figur auf Feld 12 um 3 ziehen"));
    QCOMPARE(text(monsterDie(2, 20)), QStringLiteral("das Monster auf Feld 20 um 2 ziehen"));
    QCOMPARE(text(roll(4)), QStringLiteral("4 würfeln"));
    QCOMPARE(text(deploy(true)), QStringLiteral("eine Figur einsetzen"));
    QCOMPARE(text(ladder(true)), QStringLiteral("die Leiter nehmen"));
    // The decision's team 1 (0-based) is the second team, as people count.
    QCOMPARE(text(boxcars(1)), QStringLiteral("Team 2 eine Figur geben"));
    QCOMPARE(text(boxcars(nullptr)), QStringLiteral("keine Belohnung für den Sechserpasch"));
    QCOMPARE(StreamwaySiegeBoardPresenter::teamLabel(1, 2), QStringLiteral("Team 2 (P3, P4)"));
    QCoreApplication::removeTranslator(&translator_);
}

// The designer reads every parameter, option and counter in the workbench's
// words, not the core's: none is left to the fallback.
// Every parameter, option and counter has words (test_ruleset_workbench); an
// ability's counter says what the ability does.
void TestStreamwaySiegeBoardPresenter::abilityCountersSayWhatTheAbilityDoes() {
    const pb::gui::RulesetUi* ui = pb::gui::findRulesetUi("streamway-siege");
    QVERIFY(ui);
    QCOMPARE(ui->counterDescription("ability.4.rolled"),
             QStringLiteral("Monsters given the ability: takes two steps a turn"));
}

PLAYBENCH_TEST_GUILESS_MAIN(TestStreamwaySiegeBoardPresenter)

#include "test_streamway_siege_board_presenter.moc"
