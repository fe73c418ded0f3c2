// TitanomachiaSetupEditor on a real store: the default set-up's points, every
// action undone and redone (scores, bid, Objectives, terrain placed and drawn
// from a seed), an over-budget set-up flagged and refused, and a saved set-up
// read back and played by the engine.

#include "db/design_store.h"
#include "editor_test_bench.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_ruleset.h"
#include "games/titanomachia/titanomachia_setup.h"
#include "games/titanomachia/titanomachia_titan_builder.h"
#include "rulesets/titanomachia/titanomachia_setup_editor.h"
#include "test_registry.h"
#include "workbench.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>
#include <memory>

namespace param = pb::titanomachia::param;

using nlohmann::json;
using pb::gui::TitanomachiaSetupEditor;

namespace {

QVariantMap at(const QVariantList& list, int index) {
    return list.at(index).toMap();
}

int costField(const TitanomachiaSetupEditor& editor, int seat, const char* key) {
    return at(editor.costs(), seat).value(QString::fromLatin1(key)).toInt();
}

int squareType(const TitanomachiaSetupEditor& editor, int square) {
    return at(editor.squares(), square).value("terrainIndex").toInt();
}

} // namespace

class TestTitanomachiaSetupEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void theDefaultSetUpCostsWhatSectionThreeSays();
    void isEmptyForAnotherRuleset();
    void aScoreChangeUndoesAndRedoesAndCostsLive();
    void scoresOutOfRangeAreRefused();
    void theBidCountsOnlyForTheHigherBidder();
    void objectivesToggleFromTheirTemplates();
    void terrainIsPlacedOnTheOwnHalfWithUndo();
    void randomTerrainStaysUnderWhatTheBudgetLeaves();
    void anOverBudgetSetUpIsFlaggedAndRefused();
    void aSavedSetUpReadsBackAndPlays();
    void autoBuildSpendsWhatTheBudgetLeavesInOneUndoStep();
    void autoBuildFollowsPerSystemPrices();
    void autoBuildWithTooFewPointsIsRefused();

private:
    std::unique_ptr<pb::test::EditorTestBench> bench_;
    std::unique_ptr<TitanomachiaSetupEditor> editor_;
};

void TestTitanomachiaSetupEditor::init() {
    bench_ = std::make_unique<pb::test::EditorTestBench>();
    QVERIFY(bench_->open());
    editor_ = std::make_unique<TitanomachiaSetupEditor>();
    editor_->setWorkbench(bench_->workbench());
}

void TestTitanomachiaSetupEditor::cleanup() {
    editor_.reset();
    bench_.reset();
}

void TestTitanomachiaSetupEditor::theDefaultSetUpCostsWhatSectionThreeSays() {
    editor_->setDesignId(int(bench_->createDesign(QStringLiteral("titanomachia"))));
    QVERIFY(editor_->isTitanomachia());
    QVERIFY(!editor_->isDirty());
    // The Warhound: 36 points of cards, 17 of terrain (5 rubble, 3 ruins, 2 hab-blocks),
    // 5 of Objectives (hold 3, breakthrough 2).
    QCOMPARE(costField(*editor_, 0, "titan"), 36);
    QCOMPARE(costField(*editor_, 0, "terrain"), 17);
    QCOMPARE(costField(*editor_, 0, "objectives"), 5);
    QCOMPARE(costField(*editor_, 0, "total"), 58);
    QCOMPARE(costField(*editor_, 0, "left"), 2);
    QCOMPARE(at(editor_->systems(), 4).value("cost").toInt(), 9); // the Weapon: 1+4+2+1+1
    QCOMPARE(at(editor_->systems(), 4).value("fields").toList().size(), 5);
    QVERIFY(!editor_->overBudget());
    // The mix is shown laid out: 10 markers in P1's half, none of them in P2's.
    int placed = 0;
    for (int sq = 50; sq < 100; ++sq)
        placed += squareType(*editor_, sq) > 0;
    QCOMPARE(placed, 10);
    QVERIFY(at(editor_->squares(), 50).value("editable").toBool());
    QVERIFY(!at(editor_->squares(), 49).value("editable").toBool());
}

void TestTitanomachiaSetupEditor::isEmptyForAnotherRuleset() {
    editor_->setDesignId(int(bench_->createDesign(QStringLiteral("stability"))));
    QVERIFY(!editor_->isTitanomachia());
    QVERIFY(editor_->systems().isEmpty());
    QVERIFY(!editor_->setScore(0, 0, 3));
    QVERIFY(!editor_->save());
}

void TestTitanomachiaSetupEditor::aScoreChangeUndoesAndRedoesAndCostsLive() {
    editor_->setDesignId(int(bench_->createDesign(QStringLiteral("titanomachia"))));
    QVERIFY(editor_->setScore(1, 0, 5)); // Propulsion Speed 4 -> 5
    QCOMPARE(costField(*editor_, 0, "titan"), 37);
    QCOMPARE(at(at(editor_->systems(), 1).value("fields").toList(), 1).value("value").toInt(), 5);
    QVERIFY(editor_->setScore(1, -1, 3)); // Armour 1 -> 3
    QCOMPARE(costField(*editor_, 0, "titan"), 39);
    QVERIFY(editor_->isDirty());
    QCOMPARE(editor_->undoStack()->count(), 2);
    editor_->undoStack()->undo();
    QCOMPARE(costField(*editor_, 0, "titan"), 37);
    editor_->undoStack()->undo();
    QCOMPARE(costField(*editor_, 0, "titan"), 36);
    QVERIFY(!editor_->isDirty());
    editor_->undoStack()->redo();
    QCOMPARE(costField(*editor_, 0, "titan"), 37);
    // Seat 2's Titan is its own.
    editor_->setSeat(1);
    QCOMPARE(costField(*editor_, 1, "titan"), 36); // the Reaver: 8+5+6+7+10
    QVERIFY(editor_->setScore(4, 2, 3));
    QCOMPARE(costField(*editor_, 1, "titan"), 37);
    QCOMPARE(costField(*editor_, 0, "titan"), 37);
}

void TestTitanomachiaSetupEditor::scoresOutOfRangeAreRefused() {
    editor_->setDesignId(
        int(bench_->createDesign(QStringLiteral("titanomachia"), {}, {{param::kMaxScore, 5}})));
    QVERIFY(!editor_->setScore(1, 0, 6)); // above maxScore
    QCOMPARE(editor_->errorMessage(), QStringLiteral("Speed must be 1 to 5."));
    QVERIFY(!editor_->setScore(1, 0, 0));  // Speed is at least 1 (G4)
    QVERIFY(editor_->setScore(1, 1, 0));   // Traction may be 0
    QVERIFY(!editor_->setScore(0, -1, 0)); // Armour 1..maxArmour
    QCOMPARE(editor_->undoStack()->count(), 1);
}

void TestTitanomachiaSetupEditor::theBidCountsOnlyForTheHigherBidder() {
    editor_->setDesignId(int(bench_->createDesign(QStringLiteral("titanomachia"))));
    QVERIFY(editor_->setBid(2));
    QCOMPARE(costField(*editor_, 0, "bid"), 2);
    QCOMPARE(costField(*editor_, 0, "left"), 0);
    editor_->setSeat(1);
    QVERIFY(editor_->setBid(1)); // lower: P2 would not pay it (R1)
    QCOMPARE(costField(*editor_, 1, "bid"), 0);
    QVERIFY(!editor_->setBid(61));
    editor_->undoStack()->undo();
    editor_->undoStack()->undo();
    QCOMPARE(costField(*editor_, 0, "bid"), 0);
}

void TestTitanomachiaSetupEditor::objectivesToggleFromTheirTemplates() {
    editor_->setDesignId(int(bench_->createDesign(QStringLiteral("titanomachia"))));
    const QVariantList templates = editor_->objectives();
    QCOMPARE(templates.size(), 4);
    QVERIFY(at(templates, 0).value("chosen").toBool());  // hold
    QVERIFY(!at(templates, 1).value("chosen").toBool()); // demolition
    QCOMPARE(at(templates, 0).value("price").toInt(), 3);
    QVERIFY(editor_->toggleObjective(3)); // buy cripple
    QCOMPARE(costField(*editor_, 0, "objectives"), 7);
    QVERIFY(editor_->toggleObjective(0)); // give up hold
    QCOMPARE(costField(*editor_, 0, "objectives"), 4);
    QVERIFY(editor_->toggleObjective(2));  // and breakthrough
    QVERIFY(!editor_->toggleObjective(3)); // the last one stays
    QCOMPARE(editor_->errorMessage(), QStringLiteral("A player needs at least one Objective."));
    const json saved = editor_->setupJson();
    QCOMPARE(saved["players"][0]["objectives"].size(), std::size_t(1));
    QVERIFY(saved["players"][0]["objectives"][0]["type"] == json("cripple"));
    for (int i = 0; i < 3; ++i)
        editor_->undoStack()->undo();
    QCOMPARE(costField(*editor_, 0, "objectives"), 5);
}

void TestTitanomachiaSetupEditor::terrainIsPlacedOnTheOwnHalfWithUndo() {
    editor_->setDesignId(int(bench_->createDesign(QStringLiteral("titanomachia"))));
    int openSquare = -1;
    for (int sq = 50; sq < 100 && openSquare < 0; ++sq)
        if (squareType(*editor_, sq) == 0)
            openSquare = sq;
    QVERIFY(openSquare >= 0);
    editor_->setBrush(3); // hab-block, 3 points
    QVERIFY(editor_->placeTerrain(openSquare));
    QCOMPARE(squareType(*editor_, openSquare), 3);
    QCOMPARE(costField(*editor_, 0, "terrain"), 20);
    QVERIFY(!editor_->placeTerrain(10)); // P2's half
    editor_->undoStack()->undo();
    QCOMPARE(squareType(*editor_, openSquare), 0);
    QCOMPARE(costField(*editor_, 0, "terrain"), 17);
    editor_->undoStack()->redo();
    QCOMPARE(squareType(*editor_, openSquare), 3);
}

void TestTitanomachiaSetupEditor::randomTerrainStaysUnderWhatTheBudgetLeaves() {
    editor_->setDesignId(int(bench_->createDesign(QStringLiteral("titanomachia"))));
    QVERIFY(editor_->randomizeTerrain(QStringLiteral("7")));
    // 60 - 36 (Titan) - 5 (Objectives) = 19 points for terrain, all spent.
    QCOMPARE(costField(*editor_, 0, "terrain"), 19);
    QCOMPARE(costField(*editor_, 0, "left"), 0);
    const QVariantList first = editor_->squares();
    editor_->undoStack()->undo();
    QCOMPARE(costField(*editor_, 0, "terrain"), 17);
    QVERIFY(editor_->randomizeTerrain(QStringLiteral("7")));
    QCOMPARE(editor_->squares(), first); // the same seed, the same half
    QVERIFY(!editor_->randomizeTerrain(QStringLiteral("seven")));
    QCOMPARE(editor_->undoStack()->count(), 1);
}

void TestTitanomachiaSetupEditor::anOverBudgetSetUpIsFlaggedAndRefused() {
    const qint64 id = bench_->createDesign(QStringLiteral("titanomachia"));
    editor_->setDesignId(int(id));
    QVERIFY(editor_->setScore(0, 0, 6)); // Skill 4 -> 6: 60
    QVERIFY(!editor_->overBudget());
    QVERIFY(editor_->budgetProblem().isEmpty());
    QVERIFY(editor_->setScore(0, 1, 4)); // Stamina 3 -> 4: 61
    QVERIFY(editor_->overBudget());
    QVERIFY(at(editor_->costs(), 0).value("over").toBool());
    // Why, before any click, in the designer's words: the player as people
    // count, never the set-up's JSON field.
    QCOMPARE(editor_->budgetProblem(), QStringLiteral("P1 spends 61 points; the budget is 60."));
    QVERIFY(!editor_->save());
    QCOMPARE(editor_->errorMessage(),
             QStringLiteral("Not saved: P1 spends 61 points; the budget is 60."));
    QVERIFY(editor_->isDirty());
    QVERIFY(bench_->store().get(id)->setup.is_null());

    // In the interface language.
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QCoreApplication::installTranslator(&german);
    const QString problem = editor_->budgetProblem();
    const bool refused = !editor_->save();
    const QString line = editor_->errorMessage();
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(problem, QStringLiteral("P1 gibt 61 Punkte aus; das Budget beträgt 60."));
    QVERIFY(refused);
    QCOMPARE(line,
             QStringLiteral("Nicht gespeichert: P1 gibt 61 Punkte aus; das Budget beträgt 60."));
}

void TestTitanomachiaSetupEditor::aSavedSetUpReadsBackAndPlays() {
    const qint64 id = bench_->createDesign(QStringLiteral("titanomachia"));
    editor_->setDesignId(int(id));
    QVERIFY(editor_->setScore(2, 1, 3)); // Fire Control Gain 2 -> 3
    QVERIFY(editor_->randomizeTerrain(QStringLiteral("3")));
    const QVariantList squares = editor_->squares();
    QVERIFY(editor_->save());
    QCOMPARE(editor_->statusMessage(), QStringLiteral("Set-up saved."));
    QVERIFY(!editor_->isDirty());
    const json stored = bench_->store().get(id)->setup;
    QVERIFY(stored["players"][0]["titan"]["fireControl"]["gain"] == json(3));
    QCOMPARE(stored["players"][0]["terrainLayout"].size(), std::size_t(50));

    TitanomachiaSetupEditor again;
    again.setWorkbench(bench_->workbench());
    again.setDesignId(int(id));
    QCOMPARE(again.squares(), squares);
    QCOMPARE(costField(again, 0, "total"), costField(*editor_, 0, "total"));

    // The engine plays the saved set-up: its terrain is the saved layout, whatever the seed.
    const auto game = pb::titanomachia::ruleset().makeGame(json::object(), 2);
    const json state = game->newInitialState(99, stored)->toJson();
    const auto types = stored["terrainTypes"];
    for (int sq = 50; sq < 100; ++sq)
        QVERIFY(state["terrain"][sq / 10][sq % 10] ==
                types[std::size_t(squareType(again, sq))]["name"]);
}

void TestTitanomachiaSetupEditor::autoBuildSpendsWhatTheBudgetLeavesInOneUndoStep() {
    editor_->setDesignId(int(bench_->createDesign(QStringLiteral("titanomachia"))));
    const QVariantList before = editor_->systems();
    QVERIFY(editor_->setBid(1));
    // 60 - 17 (terrain) - 5 (Objectives) - 1 (bid) = 37 for the Titan.
    QVERIFY(editor_->autoBuild(QStringLiteral("warhound")));
    QCOMPARE(costField(*editor_, 0, "titan"), 37);
    QCOMPARE(costField(*editor_, 0, "left"), 0);
    QCOMPARE(editor_->statusMessage(), QStringLiteral("Titan built for 37 points."));
    // The cards are the core's automatic builder's, score by score.
    using namespace pb::titanomachia;
    const Titan expected = buildTitan(presetTitan("warhound"), 37, Prices{});
    for (int s = 0; s < kSystemCount; ++s) {
        const QVariantList fields = at(editor_->systems(), s).value("fields").toList();
        QCOMPARE(at(fields, 0).value("value").toInt(), expected.systems[std::size_t(s)].armour);
        for (int k = 0; k < kScoreCount[std::size_t(s)]; ++k)
            QCOMPARE(at(fields, k + 1).value("value").toInt(),
                     expected.systems[std::size_t(s)].scores[std::size_t(k)]);
    }
    // One undo step gives the whole Titan back; redo builds it again.
    QCOMPARE(editor_->undoStack()->count(), 2); // the bid, the build
    editor_->undoStack()->undo();
    QCOMPARE(editor_->systems(), before);
    QCOMPARE(costField(*editor_, 0, "titan"), 36);
    editor_->undoStack()->redo();
    QCOMPARE(costField(*editor_, 0, "titan"), 37);
    // Seat 2 in the Reaver's proportions: 60 - 17 - 4 = 39; seat 1 untouched.
    editor_->setSeat(1);
    QVERIFY(editor_->autoBuild(QStringLiteral("reaver")));
    QCOMPARE(costField(*editor_, 1, "titan"), 39);
    QCOMPARE(costField(*editor_, 0, "titan"), 37);
    QVERIFY(!editor_->autoBuild(QStringLiteral("dreadnought")));
    QVERIFY(editor_->errorMessage().contains(QStringLiteral("dreadnought")));
    QCOMPARE(editor_->undoStack()->count(), 3);
}

void TestTitanomachiaSetupEditor::autoBuildFollowsPerSystemPrices() {
    editor_->setDesignId(int(bench_->createDesign(
        QStringLiteral("titanomachia"), {}, {{param::kPriceWeapon, 2}, {param::kBudget, 80}})));
    QCOMPARE(at(editor_->systems(), 4).value("cost").toInt(), 18); // the Weapon's 9 points x 2
    QVERIFY(editor_->autoBuild(QStringLiteral("warhound")));
    // 80 - 17 - 5 = 58 for the Titan, spent to the last point that fits.
    QVERIFY(costField(*editor_, 0, "titan") >= 57);
    QVERIFY(costField(*editor_, 0, "left") >= 0);
    QVERIFY(!editor_->overBudget());
    QVERIFY(editor_->save());
}

void TestTitanomachiaSetupEditor::autoBuildWithTooFewPointsIsRefused() {
    editor_->setDesignId(
        int(bench_->createDesign(QStringLiteral("titanomachia"), {}, {{param::kBudget, 25}})));
    const QVariantList before = editor_->systems();
    // 25 - 17 - 5 = 3 points: the smallest Titan costs 9.
    QVERIFY(!editor_->autoBuild(QStringLiteral("warhound")));
    QCOMPARE(editor_->errorMessage(),
             QStringLiteral("Too few points left for a Titan: the smallest costs 9."));
    QCOMPARE(editor_->undoStack()->count(), 0);
    QCOMPARE(editor_->systems(), before);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestTitanomachiaSetupEditor)

#include "test_titanomachia_setup_editor.moc"
