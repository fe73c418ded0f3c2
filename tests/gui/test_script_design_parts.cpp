// The parts of a scripted design a designer edits (docs/scripting.md, "Cards
// and an editable board"): the shared DeckEditor finds a script's deck rules
// through its ruleset, a card removed and saved lands in the design's set-up
// and a game of the design deals from it; the ScriptGridEditor edits the
// script's editable grid with undo, saves it, and a game starts from it; and
// The Board page's pane of a scripted design (ScriptDesignPane.qml) shows the
// rules, the deck and the board as tabs (pictures with PLAYBENCH_PICTURES).

#include "db/design_store.h"
#include "deck_editor.h"
#include "decks/deck.h"
#include "editor_test_bench.h"
#include "engine/game.h"
#include "engine/state.h"
#include "games/registry.h"
#include "script/script_grid_editor.h"
#include "script/script_ruleset.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QAbstractItemModelTester>
#include <QQmlApplicationEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using json = nlohmann::json;
using pb::gui::DeckEditor;
using pb::gui::ScriptGridEditor;

namespace {

// Cards of a colour and a value, and a 3 by 2 board of 0..4; setup writes
// each card dealt onto the pile as 10 (red) or 20 (blue) plus its value.
const char* const kPartsScript = R"(game = {
  id = "parts-probe", name = "Parts probe", players = 2,
  cards = {
    attributes = {
      { name = "colour", values = { "red", "blue" } },
      { name = "value", type = "int", min = 1, max = 5 },
    },
    deck = { { colour = "red", value = 1, count = 2 }, { colour = "blue", value = 5 } },
  },
  state = {
    { name = "pile", zone = 40 },
    { name = "board", grid = { 3, 2 }, min = 0, max = 4, editable = true },
    { name = "turn", init = 1 }, { name = "n" },
  },
  decisions = { { name = "step" } },
  actor = "turn", turns = "n",
}
function setup(s, rng, given)
  for i, c in ipairs(given.deck) do s.pile[i] = (c.colour == "red" and 10 or 20) + c.value end
end
function legal(s, add) add("step") end
function apply(s) s.n = s.n + 1; if s.n >= 2 then s.turn = END else s.turn = 3 - s.turn end end
function outcome(s) return { draw = true } end
)";

const pb::script::ScriptRuleset& partsRuleset() {
    static const pb::script::ScriptRuleset& ruleset = pb::registerScriptRuleset(
        pb::script::ScriptRuleset::fromText("parts-probe.lua", kPartsScript));
    return ruleset;
}

} // namespace

class TestScriptDesignParts : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void theDeckEditorListsTheScriptsCards();
    void aRemovedCardIsSavedAndDealt();
    void theGridEditorEditsWithUndoAndTheGameStartsFromIt();
    void bothPartsKeepEachOther();
    void aDesignWithoutCardsOrGridHasNoParts();
    void thePartsShowAsTabs();

private:
    qint64 createDesign();
    json savedSetup(qint64 id);
    // A game of design `id` as a playtest starts it: its ruleset, parameters and set-up.
    std::unique_ptr<pb::State> startGame(qint64 id, std::uint64_t seed);

    std::unique_ptr<pb::test::EditorTestBench> bench_;
};

void TestScriptDesignParts::init() {
    bench_ = std::make_unique<pb::test::EditorTestBench>();
    QVERIFY(bench_->open());
}

void TestScriptDesignParts::cleanup() {
    bench_.reset();
}

qint64 TestScriptDesignParts::createDesign() {
    pb::db::DesignRow row;
    row.name = QStringLiteral("Parts");
    row.ruleset = QString::fromStdString(std::string(partsRuleset().id()));
    row.scriptHash = QString::fromStdString(partsRuleset().scriptHash());
    return bench_->store().create(row);
}

json TestScriptDesignParts::savedSetup(qint64 id) {
    const auto row = bench_->store().get(id);
    return row ? row->setup : json();
}

std::unique_ptr<pb::State> TestScriptDesignParts::startGame(qint64 id, std::uint64_t seed) {
    const auto row = bench_->store().get(id);
    const pb::Ruleset& ruleset =
        pb::rulesetOrThrow((row->ruleset + QLatin1Char('@') + row->scriptHash).toStdString());
    return ruleset.makeGame(row->params, 2)->newInitialState(seed, row->setup);
}

void TestScriptDesignParts::theDeckEditorListsTheScriptsCards() {
    DeckEditor editor;
    QAbstractItemModelTester tester(editor.cards(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    editor.setWorkbench(bench_->workbench());
    editor.setDesignId(static_cast<int>(createDesign()));
    QVERIFY(editor.hasDeck());
    QVERIFY(!editor.savedDeck());
    QCOMPARE(editor.cards()->rowCount(), 2);
    QCOMPARE(editor.attributeLabels(), (QStringList{"colour", "value"}));
    QCOMPARE(editor.totalCards(), 3);
    QVERIFY(editor.deck() == partsRuleset().deckRules()->templates.front().deck);
    QCOMPARE(editor.templates().size(), 1);
}

void TestScriptDesignParts::aRemovedCardIsSavedAndDealt() {
    const qint64 id = createDesign();
    DeckEditor editor;
    editor.setWorkbench(bench_->workbench());
    editor.setDesignId(static_cast<int>(id));
    QVERIFY(startGame(id, 1)->toJson()["pile"] == json::array({11, 11, 25}));

    editor.removeCardType(0);
    QVERIFY(editor.isDirty());
    QCOMPARE(editor.totalCards(), 1);
    editor.undoStack()->undo();
    QCOMPARE(editor.totalCards(), 3);
    QVERIFY(!editor.isDirty());
    editor.undoStack()->redo();
    QCOMPARE(editor.totalCards(), 1);

    QVERIFY2(editor.save(), qPrintable(editor.errorMessage()));
    QVERIFY(!editor.isDirty());
    const json setup = savedSetup(id);
    QVERIFY2(setup.contains("deck"), setup.dump().c_str());
    QCOMPARE(pb::decks::deckFromJson(setup["deck"]).totalCards(), 1);
    // A game started from the design deals only the blue five.
    QVERIFY(startGame(id, 1)->toJson()["pile"] == json::array({25}));

    // A deck the script refuses (a value outside 1..5) is not saved.
    QVERIFY(!editor.setAttribute(0, 1, QStringLiteral("9")));
    QCOMPARE(pb::decks::deckFromJson(savedSetup(id)["deck"]).totalCards(), 1);
}

void TestScriptDesignParts::theGridEditorEditsWithUndoAndTheGameStartsFromIt() {
    const qint64 id = createDesign();
    ScriptGridEditor editor;
    QAbstractItemModelTester tester(editor.tiles(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    editor.setWorkbench(bench_->workbench());
    editor.setDesignId(static_cast<int>(id));
    QVERIFY(editor.hasGrid());
    QCOMPARE(editor.fieldName(), QStringLiteral("board"));
    QCOMPARE(editor.columns(), 3);
    QCOMPARE(editor.rows(), 2);
    QCOMPARE(editor.maxValue(), 4);
    QCOMPARE(editor.tiles()->rowCount(), 6);
    QVERIFY(!editor.savedBoard());

    editor.setToolValue(3);
    editor.paintCell(4);
    editor.setCell(0, 9); // clamped to the field's max
    QCOMPARE(editor.tiles()->value(4), 3);
    QCOMPARE(editor.tiles()->value(0), 4);
    QVERIFY(editor.isDirty());
    editor.undoStack()->undo();
    QCOMPARE(editor.tiles()->value(0), 0);
    QCOMPARE(editor.tiles()->value(4), 3);
    editor.undoStack()->undo();
    QCOMPARE(editor.tiles()->value(4), 0);
    QVERIFY(!editor.isDirty());
    editor.undoStack()->redo();
    editor.setCell(2, 1);

    QSignalSpy saved(&editor, &ScriptGridEditor::saved);
    QVERIFY2(editor.save(), qPrintable(editor.errorMessage()));
    QCOMPARE(saved.count(), 1);
    QVERIFY(editor.savedBoard());
    const json board = {{0, 0, 1}, {0, 3, 0}};
    QVERIFY2(savedSetup(id)["board"] == board, savedSetup(id).dump().c_str());
    QVERIFY(startGame(id, 7)->toJson()["board"] == board);

    // Read again, the editor shows the saved board.
    ScriptGridEditor again;
    again.setWorkbench(bench_->workbench());
    again.setDesignId(static_cast<int>(id));
    QVERIFY(again.savedBoard());
    QCOMPARE(again.tiles()->values(), (std::vector<int>{0, 0, 1, 0, 3, 0}));
}

void TestScriptDesignParts::bothPartsKeepEachOther() {
    const qint64 id = createDesign();
    DeckEditor deck;
    ScriptGridEditor grid;
    deck.setWorkbench(bench_->workbench());
    grid.setWorkbench(bench_->workbench());
    deck.setDesignId(static_cast<int>(id));
    grid.setDesignId(static_cast<int>(id));
    grid.fill(2);
    QVERIFY(grid.save());
    deck.removeCardType(1);
    QVERIFY(deck.save());
    const json setup = savedSetup(id);
    QVERIFY2(setup["board"] == json({{2, 2, 2}, {2, 2, 2}}), setup.dump().c_str());
    const auto state = startGame(id, 3)->toJson();
    QVERIFY(state["pile"] == json::array({11, 11}));
    QVERIFY(state["board"] == setup["board"]);
}

void TestScriptDesignParts::aDesignWithoutCardsOrGridHasNoParts() {
    const qint64 id = bench_->createDesign(QStringLiteral("nim"));
    ScriptGridEditor grid;
    grid.setWorkbench(bench_->workbench());
    grid.setDesignId(static_cast<int>(id));
    QVERIFY(!grid.hasGrid());
    QVERIFY(!grid.save());
}

void TestScriptDesignParts::thePartsShowAsTabs() {
    const qint64 id = createDesign();
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QStringList warnings;
    connect(&engine, &QQmlEngine::warnings, this, [&](const QList<QQmlError>& errors) {
        for (const QQmlError& e : errors)
            warnings << e.toString();
    });
    engine.loadData(R"(import QtQuick
import QtQuick.Controls
import Playbench
ApplicationWindow {
    width: 1280; height: 800; visible: true
    title: "Script design parts"
    ScriptDesignPane { objectName: "parts"; anchors.fill: parent; anchors.margins: 16 }
})");
    QVERIFY2(!engine.rootObjects().isEmpty(), qPrintable(warnings.join('\n')));
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().front());
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QQuickItem* parts = pb::gui::test::findItem(window->contentItem(), QStringLiteral("parts"));
    QVERIFY(parts);
    QVERIFY(QQmlProperty::write(parts, QStringLiteral("workbench"),
                                QVariant::fromValue(bench_->workbench())));
    QVERIFY(QQmlProperty::write(parts, QStringLiteral("designId"), static_cast<int>(id)));
    QQuickItem* tabs = pb::gui::test::findItem(parts, QStringLiteral("scriptDesignTabs"));
    QVERIFY(tabs);
    QTRY_VERIFY(tabs->isVisible());
    QQuickItem* deckTab = pb::gui::test::findItem(parts, QStringLiteral("scriptDeckTab"));
    QQuickItem* boardTab = pb::gui::test::findItem(parts, QStringLiteral("scriptBoardTab"));
    QVERIFY(deckTab && boardTab);
    QVERIFY(deckTab->isVisible() && boardTab->isVisible());
    // The rules first; the page's Save and Revert follow the tab on show.
    QCOMPARE(parts->property("partName").toString(), QStringLiteral("rules"));
    // The tab bar's choice (a click on a tab, tried under Xvfb; offscreen the
    // click does not reach a TabButton inside the bar's list).
    auto clickTab = [&](QQuickItem* tab) {
        QVERIFY(
            QMetaObject::invokeMethod(tabs, "setCurrentIndex", Q_ARG(int, tab == deckTab ? 1 : 2)));
    };
    clickTab(deckTab);
    QTRY_COMPARE(parts->property("partName").toString(), QStringLiteral("deck"));
    const QString pictures = qEnvironmentVariable("PLAYBENCH_PICTURES");
    if (!pictures.isEmpty())
        QVERIFY(window->grabWindow().save(pictures + "/script-parts-deck-1280x800.png"));
    clickTab(boardTab);
    QTRY_COMPARE(parts->property("partName").toString(), QStringLiteral("board"));
    if (!pictures.isEmpty())
        QVERIFY(window->grabWindow().save(pictures + "/script-parts-board-1280x800.png"));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
}

PLAYBENCH_TEST_MAIN(TestScriptDesignParts)
#include "test_script_design_parts.moc"
