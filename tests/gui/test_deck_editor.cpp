// The shared DeckEditor with a deck that is no shipped ruleset's: a schema
// built here (colour and power, as a script might declare it) on a design of
// the tests' own ruleset Nim. Edits undo and redo, values outside the schema
// are refused, CSV goes out and back in, a saved deck is read, and a save
// asks the design's game first (Nim takes no set-up, so it refuses).
// test_torus_lab_deck_editor covers a shipped card ruleset's deck.

#include "db/design_store.h"
#include "deck_editor.h"
#include "deck_model.h"
#include "decks/deck_csv.h"
#include "decks/deck_schema.h"
#include "editor_test_bench.h"
#include "test_registry.h"
#include "workbench.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using pb::gui::DeckEditor;
using pb::gui::DeckModel;

namespace {

pb::decks::Deck starterDeck() {
    pb::decks::Deck deck;
    deck.attributes = {"colour", "power"};
    deck.cards = {{"Spark", {"red", "1"}, 3}, {"Moss", {"green", "2"}, 2}};
    return deck;
}

// A deck of potions: two attributes, one template, the starter deck by default.
const pb::decks::DeckRuleset& potionRules() {
    static const pb::decks::DeckRuleset rules = [] {
        pb::decks::DeckRuleset r;
        r.ruleset = "nim";
        r.schema.attributes = {{"colour", "a colour", {"red", "green", "blue"}},
                               {"power", "a power", {"1", "2", "3"}}};
        pb::decks::Deck blues = starterDeck();
        blues.cards = {{"Tide", {"blue", "3"}, 4}};
        r.templates = {{"blues", "All blue", "Four tides.", blues}};
        r.defaultDeck = [](const pb::Game&) { return starterDeck(); };
        return r;
    }();
    return rules;
}

} // namespace

class TestDeckEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void loadsTheDefaultDeckOfItsSchema();
    void isEmptyForARulesetWithoutADeck();
    void editsUndoAndRedo();
    void refusesAValueItsSchemaLacks();
    void aTemplateIsOneUndoStep();
    void csvGoesOutAndBackIn();
    void csvImportNamesTheBadRowAndColumn();
    void readsASavedDeckAndReloadDropsEdits();
    void theDesignsGameChecksASave();
    void aDesignThatWentAwayIsNotSaved();

private:
    void openPotions(qint64 id);

    std::unique_ptr<pb::test::EditorTestBench> bench_;
    std::unique_ptr<DeckEditor> editor_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestDeckEditor::init() {
    bench_ = std::make_unique<pb::test::EditorTestBench>();
    QVERIFY(bench_->open());
    editor_ = std::make_unique<DeckEditor>();
    tester_ = std::make_unique<QAbstractItemModelTester>(
        editor_->cards(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    editor_->setWorkbench(bench_->workbench());
}

void TestDeckEditor::cleanup() {
    tester_.reset();
    editor_.reset();
    bench_.reset();
}

void TestDeckEditor::openPotions(qint64 id) {
    editor_->setDeckRules(&potionRules());
    editor_->setDesignId(static_cast<int>(id));
}

void TestDeckEditor::loadsTheDefaultDeckOfItsSchema() {
    QSignalSpy loaded(editor_.get(), &DeckEditor::deckLoaded);
    openPotions(bench_->createDesign(QStringLiteral("nim")));
    QVERIFY(loaded.count() >= 1);
    QVERIFY(editor_->hasDeck());
    QVERIFY(!editor_->savedDeck());
    QVERIFY(!editor_->isDirty());
    QVERIFY(editor_->deck() == starterDeck());
    QCOMPARE(editor_->totalCards(), 5);
    QCOMPARE(editor_->cards()->attributes(), (QStringList{"colour", "power"}));
    // A ruleset without words of its own: the columns and values as declared.
    QCOMPARE(editor_->attributeLabels(), (QStringList{"colour", "power"}));
    const QVariantList options = editor_->attributeOptions();
    QCOMPARE(options.size(), 2);
    QCOMPARE(options[0].toList().size(), 3);
    QCOMPARE(options[0].toList()[2].toMap()[QStringLiteral("text")].toString(),
             QStringLiteral("blue"));
    // The totals count by the first attribute, in its order, leaving out none held.
    const QVariantList totals = editor_->totals();
    QCOMPARE(totals.size(), 2);
    QCOMPARE(totals[0].toMap()[QStringLiteral("value")].toString(), QStringLiteral("red"));
    QCOMPARE(totals[0].toMap()[QStringLiteral("count")].toInt(), 3);
    QCOMPARE(totals[1].toMap()[QStringLiteral("count")].toInt(), 2);
    const QVariantList templates = editor_->templates();
    QCOMPARE(templates.size(), 1);
    QCOMPARE(templates[0].toMap()[QStringLiteral("name")].toString(), QStringLiteral("All blue"));
    QCOMPARE(templates[0].toMap()[QStringLiteral("cards")].toInt(), 4);
}

void TestDeckEditor::isEmptyForARulesetWithoutADeck() {
    // Nim declares no deck of its own: without rules given, there is none to edit.
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("nim"))));
    QVERIFY(!editor_->hasDeck());
    QCOMPARE(editor_->cards()->rowCount(), 0);
    QVERIFY(editor_->templates().isEmpty());
    QVERIFY(!editor_->save());
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    QVERIFY(!editor_->hasDeck());
}

void TestDeckEditor::editsUndoAndRedo() {
    openPotions(bench_->createDesign(QStringLiteral("nim")));
    QSignalSpy dirty(editor_.get(), &DeckEditor::dirtyChanged);
    editor_->addCardType(0);
    QCOMPARE(editor_->cards()->rowCount(), 3);
    // The new type copies the attributes of the row it follows.
    QCOMPARE(editor_->cards()->card(1).values, (std::vector<std::string>{"red", "1"}));
    QVERIFY(editor_->isDirty());
    QCOMPARE(dirty.count(), 1);
    editor_->setName(1, QStringLiteral("  Ember "));
    QVERIFY(editor_->setAttribute(1, 1, QStringLiteral("3")));
    editor_->setCount(1, 7);
    const pb::decks::CardType ember = editor_->cards()->card(1);
    QCOMPARE(ember.name, std::string("Ember"));
    QCOMPARE(ember.values, (std::vector<std::string>{"red", "3"}));
    QCOMPARE(ember.count, 7);
    QCOMPARE(editor_->totalCards(), 12);
    QCOMPARE(editor_->totals()[0].toMap()[QStringLiteral("count")].toInt(), 10);
    editor_->removeCardType(0);
    QCOMPARE(editor_->undoStack()->count(), 5);

    for (int i = 0; i < 5; ++i)
        editor_->undoStack()->undo();
    QVERIFY(editor_->deck() == starterDeck());
    QVERIFY(!editor_->isDirty());
    for (int i = 0; i < 5; ++i)
        editor_->undoStack()->redo();
    QCOMPARE(editor_->cards()->rowCount(), 2);
    QVERIFY(editor_->cards()->card(0) == ember);
}

void TestDeckEditor::refusesAValueItsSchemaLacks() {
    openPotions(bench_->createDesign(QStringLiteral("nim")));
    QVERIFY(!editor_->setAttribute(0, 0, QStringLiteral("purple")));
    QCOMPARE(editor_->errorMessage(), QStringLiteral("'purple' is not a valid value for colour."));
    QVERIFY(!editor_->setAttribute(0, 2, QStringLiteral("red")));
    QVERIFY(editor_->deck() == starterDeck());
    QCOMPARE(editor_->undoStack()->count(), 0);
    // A value it takes clears the refusal.
    QVERIFY(editor_->setAttribute(0, 0, QStringLiteral("blue")));
    QVERIFY(editor_->errorMessage().isEmpty());
}

void TestDeckEditor::aTemplateIsOneUndoStep() {
    openPotions(bench_->createDesign(QStringLiteral("nim")));
    QVERIFY(!editor_->applyTemplate(QStringLiteral("no-such-template")));
    QVERIFY(editor_->applyTemplate(QStringLiteral("blues")));
    QCOMPARE(editor_->totalCards(), 4);
    QCOMPARE(editor_->statusMessage(), QStringLiteral("Template applied: All blue."));
    QCOMPARE(editor_->undoStack()->count(), 1);
    editor_->undoStack()->undo();
    QVERIFY(editor_->deck() == starterDeck());
}

void TestDeckEditor::csvGoesOutAndBackIn() {
    openPotions(bench_->createDesign(QStringLiteral("nim")));
    const QString path = bench_->filePath(QStringLiteral("potions.csv"));
    QVERIFY(editor_->exportCsv(QUrl::fromLocalFile(path).toString()));
    QCOMPARE(editor_->statusMessage(), QStringLiteral("Exported 2 card type(s) to potions.csv."));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("name,colour,power,count\r\nSpark,red,1,3\r\n"
                                        "Moss,green,2,2\r\n"));
    // Another deck, then the file again: the deck as exported, one undo step.
    QVERIFY(editor_->applyTemplate(QStringLiteral("blues")));
    QVERIFY(editor_->importCsv(path));
    QVERIFY(editor_->deck() == starterDeck());
    QCOMPARE(editor_->statusMessage(), QStringLiteral("Imported 2 card type(s) from potions.csv."));
    editor_->undoStack()->undo();
    QCOMPARE(editor_->totalCards(), 4);
    QVERIFY(!editor_->exportCsv(bench_->filePath(QStringLiteral("no/such/folder/out.csv"))));
    QVERIFY(editor_->errorMessage().startsWith(QStringLiteral("Cannot write out.csv")));
    QVERIFY(!editor_->importCsv(bench_->filePath(QStringLiteral("missing.csv"))));
    QVERIFY(editor_->errorMessage().startsWith(QStringLiteral("Cannot read missing.csv")));
}

void TestDeckEditor::csvImportNamesTheBadRowAndColumn() {
    openPotions(bench_->createDesign(QStringLiteral("nim")));
    const QString path =
        bench_->writeFile(QStringLiteral("bad.csv"), "colour,power,count\nred,1,2\nred,9,1\n");
    QVERIFY(!editor_->importCsv(path));
    QCOMPARE(editor_->errorMessage(),
             QStringLiteral("bad.csv was not imported: Row 3, column power: '9' is not a valid "
                            "value for power."));
    QVERIFY(editor_->deck() == starterDeck());
    QCOMPARE(editor_->undoStack()->count(), 0);
}

void TestDeckEditor::readsASavedDeckAndReloadDropsEdits() {
    pb::decks::Deck saved = starterDeck();
    saved.cards[1].count = 9;
    const qint64 id =
        bench_->createDesign(QStringLiteral("nim"), {{"deck", pb::decks::deckToJson(saved)}});
    openPotions(id);
    QVERIFY(editor_->savedDeck());
    QVERIFY(editor_->deck() == saved);
    editor_->setCount(0, 1);
    QVERIFY(editor_->isDirty());
    editor_->reload();
    QVERIFY(!editor_->isDirty());
    QVERIFY(editor_->deck() == saved);
    QCOMPARE(editor_->undoStack()->count(), 0);
}

void TestDeckEditor::theDesignsGameChecksASave() {
    const qint64 id = bench_->createDesign(QStringLiteral("nim"));
    openPotions(id);
    editor_->setCount(0, 4);
    QSignalSpy saved(editor_.get(), &DeckEditor::saved);
    QVERIFY(!editor_->save());
    QCOMPARE(saved.count(), 0);
    QCOMPARE(editor_->errorMessage(), QStringLiteral("Not saved: Nim has no set-up"));
    QVERIFY(editor_->isDirty());
    QVERIFY(!editor_->savedDeck());
    QVERIFY(bench_->store().get(id)->setup.is_null());
}

void TestDeckEditor::aDesignThatWentAwayIsNotSaved() {
    const qint64 id = bench_->createDesign(QStringLiteral("nim"));
    openPotions(id);
    editor_->setCount(0, 4);
    bench_->store().remove(id);
    QVERIFY(!editor_->save());
    QCOMPARE(editor_->errorMessage(), QStringLiteral("Design %1 no longer exists.").arg(id));
    QVERIFY(editor_->isDirty());
}

PLAYBENCH_TEST_MAIN(TestDeckEditor)
#include "test_deck_editor.moc"
