// The shared DeckEditor on a Torus Lab design, on a real store: loading the
// default deck, every edit undone and redone, Torus Lab's templates and words,
// CSV import (with its error) and export, its deal preview
// (TorusLabDealPreview) against the engine, and save and reload through the
// database. test_deck_editor covers the editor with a deck of another kind.

#include "db/design_store.h"
#include "deck_editor.h"
#include "deck_model.h"
#include "decks/deck_csv.h"
#include "decks/deck_schema.h"
#include "editor_test_bench.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "games/torus_lab/torus_lab_deal_preview.h"
#include "games/torus_lab/torus_lab_game.h"
#include "rulesets/torus_lab/torus_lab_deal_preview.h"
#include "test_registry.h"
#include "workbench.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>
#include <memory>

using pb::gui::DeckEditor;
using pb::gui::DeckModel;
using pb::gui::TorusLabDealPreview;
using pb::gui::TorusLabStacksModel;

class TestTorusLabDeckEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void loadsTheDefaultDeckOfATorusLabDesign();
    void isEmptyForARulesetWithoutADeck();
    void editsUndoAndRedo();
    void countStepsMergeIntoOneUndo();
    void modelEditsGoThroughTheUndoStack();
    void aTemplateIsOneUndoStep();
    void csvImportReplacesTheDeckAndUndoes();
    void csvImportNamesTheBadRowAndColumn();
    void csvProblemsSpeakGerman();
    void exportWritesWhatImportReads();
    void thePreviewIsTheEnginesSetup();
    void thePreviewNamesTheDecksCards();
    void germanReachesValuesTotalsAndThePreview();
    void aDeckTheGameRefusesIsNotSaved();
    void saveThenReloadRoundTrips();

private:
    std::unique_ptr<pb::test::EditorTestBench> bench_;
    std::unique_ptr<DeckEditor> editor_;
    std::unique_ptr<TorusLabDealPreview> preview_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
    std::unique_ptr<QAbstractItemModelTester> stacksTester_;
};

void TestTorusLabDeckEditor::init() {
    bench_ = std::make_unique<pb::test::EditorTestBench>();
    QVERIFY(bench_->open());
    editor_ = std::make_unique<DeckEditor>();
    tester_ = std::make_unique<QAbstractItemModelTester>(
        editor_->cards(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    preview_ = std::make_unique<TorusLabDealPreview>();
    preview_->setEditor(editor_.get());
    stacksTester_ = std::make_unique<QAbstractItemModelTester>(
        preview_->stacks(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    editor_->setWorkbench(bench_->workbench());
}

void TestTorusLabDeckEditor::cleanup() {
    stacksTester_.reset();
    tester_.reset();
    preview_.reset();
    editor_.reset();
    bench_.reset();
}

void TestTorusLabDeckEditor::loadsTheDefaultDeckOfATorusLabDesign() {
    QSignalSpy loaded(editor_.get(), &DeckEditor::deckLoaded);
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    QVERIFY(loaded.count() >= 1);
    QVERIFY(editor_->hasDeck());
    QVERIFY(!editor_->savedDeck());
    QVERIFY(!editor_->isDirty());
    QCOMPARE(editor_->cards()->rowCount(), 52);
    QCOMPARE(editor_->totalCards(), 104);
    QCOMPARE(editor_->cards()->attributes(), (QStringList{"suit", "rank"}));
    const QVariantList totals = editor_->totals();
    QCOMPARE(totals.size(), 4);
    QCOMPARE(totals[0].toMap()[QStringLiteral("count")].toInt(), 26);
    QCOMPARE(editor_->templates().size(), 2);
    // The shared editor speaks Torus Lab's words: its columns and templates.
    QCOMPARE(editor_->attributeLabels(), (QStringList{"Suit", "Rank"}));
    QCOMPARE(editor_->templates()[0].toMap()[QStringLiteral("name")].toString(),
             QStringLiteral("Two standard decks"));
    QCOMPARE(preview_->stacks()->rowCount(), 6);
    QVERIFY(preview_->problem().isEmpty());
}

void TestTorusLabDeckEditor::isEmptyForARulesetWithoutADeck() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    QVERIFY(!editor_->hasDeck());
    QCOMPARE(editor_->cards()->rowCount(), 0);
    QCOMPARE(preview_->stacks()->rowCount(), 0);
    QVERIFY(!editor_->save());
}

void TestTorusLabDeckEditor::editsUndoAndRedo() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    DeckModel* model = editor_->cards();
    QSignalSpy dirty(editor_.get(), &DeckEditor::dirtyChanged);
    QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
    QSignalSpy totals(editor_.get(), &DeckEditor::deckChanged);

    editor_->setCount(0, 5);
    QCOMPARE(model->card(0).count, 5);
    QCOMPARE(editor_->totalCards(), 107);
    QVERIFY(editor_->isDirty());
    QCOMPARE(dirty.count(), 1);
    QVERIFY(changed.count() >= 1);
    QVERIFY(totals.count() >= 1);

    QVERIFY(editor_->setAttribute(1, 1, QStringLiteral("K")));
    QCOMPARE(model->card(1).values[1], std::string("K"));
    QVERIFY(!editor_->setAttribute(1, 1, QStringLiteral("Q2")));
    QCOMPARE(editor_->errorMessage(), QStringLiteral("'Q2' is not a valid value for Rank."));
    editor_->setName(1, QStringLiteral("  King of hearts "));
    QCOMPARE(model->card(1).name, std::string("King of hearts"));

    QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);
    editor_->addCardType(1);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(model->rowCount(), 53);
    QCOMPARE(model->card(2).values, model->card(1).values);
    QSignalSpy removed(model, &QAbstractItemModel::rowsRemoved);
    editor_->removeCardType(0);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(model->rowCount(), 52);
    QCOMPARE(editor_->undoStack()->count(), 5);

    editor_->undoStack()->undo(); // the removal
    QCOMPARE(model->rowCount(), 53);
    QCOMPARE(model->card(0).count, 5);
    editor_->undoStack()->undo(); // the addition
    QCOMPARE(model->rowCount(), 52);
    editor_->undoStack()->undo(); // the name
    editor_->undoStack()->undo(); // the rank
    QCOMPARE(model->card(1).values[1], std::string("2"));
    editor_->undoStack()->undo(); // the count
    QCOMPARE(editor_->totalCards(), 104);
    QVERIFY(!editor_->isDirty());
    editor_->undoStack()->redo();
    editor_->undoStack()->redo();
    QCOMPARE(model->card(0).count, 5);
    QCOMPARE(model->card(1).values[1], std::string("K"));
}

void TestTorusLabDeckEditor::countStepsMergeIntoOneUndo() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    editor_->setCount(3, 3);
    editor_->setCount(3, 4);
    editor_->setCount(3, 5);
    QCOMPARE(editor_->undoStack()->count(), 1);
    editor_->setCount(4, 1); // another row: its own step
    QCOMPARE(editor_->undoStack()->count(), 2);
    editor_->undoStack()->undo();
    editor_->undoStack()->undo();
    QCOMPARE(editor_->cards()->card(3).count, 2);
}

void TestTorusLabDeckEditor::modelEditsGoThroughTheUndoStack() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    DeckModel* model = editor_->cards();
    QVERIFY(model->setData(model->index(2), 7, DeckModel::CountRole));
    QVERIFY(model->setData(model->index(2), QStringList{"spades", "Q"}, DeckModel::ValuesRole));
    QCOMPARE(model->data(model->index(2), DeckModel::CountRole).toInt(), 7);
    QCOMPARE(model->data(model->index(2), DeckModel::ValuesRole).toStringList(),
             (QStringList{"spades", "Q"}));
    QVERIFY(editor_->undoStack()->count() >= 2);
    while (editor_->undoStack()->canUndo())
        editor_->undoStack()->undo();
    QCOMPARE(model->data(model->index(2), DeckModel::ValuesRole).toStringList(),
             (QStringList{"hearts", "3"}));
}

void TestTorusLabDeckEditor::aTemplateIsOneUndoStep() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    QSignalSpy reset(editor_->cards(), &QAbstractItemModel::modelReset);
    QVERIFY(editor_->applyTemplate(QStringLiteral("land-variant")));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(editor_->totalCards(), 130);
    QCOMPARE(editor_->totals().size(), 5);
    // Lands in a four-suit game: the preview says why a game cannot use it.
    // It names the parameter by its label, not its identifier (suitCount).
    QVERIFY2(preview_->problem().contains(QStringLiteral("the game plays 4 suits (Suits)")),
             qPrintable(preview_->problem()));
    QCOMPARE(preview_->stacks()->rowCount(), 0);
    QVERIFY(!editor_->applyTemplate(QStringLiteral("no-such-template")));
    editor_->undoStack()->undo();
    QCOMPARE(editor_->totalCards(), 104);
    QVERIFY(preview_->problem().isEmpty());
    QCOMPARE(preview_->stacks()->rowCount(), 6);
}

void TestTorusLabDeckEditor::csvImportReplacesTheDeckAndUndoes() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    const QString path = bench_->writeFile(
        QStringLiteral("deck.csv"), "name,suit,rank,count\r\nAce,hearts,A,10\r\n\"Two, red\","
                                    "diamonds,2,10\r\nC,clubs,3,10\r\nS,spades,4,10\r\n");
    QSignalSpy status(editor_.get(), &DeckEditor::statusMessageChanged);
    QVERIFY(editor_->importCsv(QUrl::fromLocalFile(path).toString()));
    QCOMPARE(status.count(), 1);
    QCOMPARE(editor_->statusMessage(), QStringLiteral("Imported 4 card type(s) from deck.csv."));
    QCOMPARE(editor_->cards()->rowCount(), 4);
    QCOMPARE(editor_->cards()->card(1).name, std::string("Two, red"));
    QCOMPARE(editor_->totalCards(), 40);
    QCOMPARE(editor_->undoStack()->count(), 1);
    editor_->undoStack()->undo();
    QCOMPARE(editor_->cards()->rowCount(), 52);
}

void TestTorusLabDeckEditor::csvImportNamesTheBadRowAndColumn() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    QByteArray text = "name,suit,rank,count\n";
    for (int i = 0; i < 5; ++i)
        text += "x,hearts,A,1\n";
    text += "y,clubs,Q2,1\n";
    const QString path = bench_->writeFile(QStringLiteral("bad.csv"), text);
    QSignalSpy error(editor_.get(), &DeckEditor::errorMessageChanged);
    QVERIFY(!editor_->importCsv(path));
    QCOMPARE(error.count(), 1);
    QCOMPARE(
        editor_->errorMessage(),
        QStringLiteral(
            "bad.csv was not imported: Row 7, column rank: 'Q2' is not a valid value for Rank."));
    QCOMPARE(editor_->cards()->rowCount(), 52);
    QCOMPARE(editor_->undoStack()->count(), 0);
    QVERIFY(!editor_->importCsv(bench_->filePath(QStringLiteral("missing.csv"))));
    QVERIFY(editor_->errorMessage().startsWith(QStringLiteral("Cannot read missing.csv")));
}

// Every problem the CSV reader names is worded by the workbench, so none is
// left in the core's English: each file below fails on a different one.
void TestTorusLabDeckEditor::csvProblemsSpeakGerman() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    QByteArray tooMany = "suit,rank,count\n";
    for (int i = 0; i < 4; ++i)
        tooMany += "hearts,A,255\n";
    const QList<QPair<QByteArray, QString>> cases{
        {"", QStringLiteral("Zeile 1: die Datei ist leer; die erste Zeile muss die Spalten "
                            "benennen")},
        {"suit,rank,colour\n",
         QStringLiteral("Zeile 1, Spalte colour: keine Spalte dieses Decks (Spalten: name, "
                        "suit, rank, count)")},
        {"suit,rank,rank\n",
         QStringLiteral("Zeile 1, Spalte rank: die Spalte ist doppelt benannt")},
        {"suit,count\n", QStringLiteral("Zeile 1: keine Spalte „rank“ (Spalten: name, suit, rank, "
                                        "count)")},
        {"suit,rank\nhearts\n", QStringLiteral("Zeile 2: 1 Feld, aber die Kopfzeile hat 2")},
        {"suit,rank,count\nhearts,A,x\n",
         QStringLiteral("Zeile 2, Spalte count: „x“ ist keine Anzahl (eine ganze Zahl 0..255)")},
        {"suit,rank\nhearts,Q2\n",
         QStringLiteral("Zeile 2, Spalte rank: „Q2“ ist kein gültiger Wert für Rang.")},
        {"suit,rank\n\"hearts,A\n",
         QStringLiteral("Zeile 2, Spalte suit: ein Feld in Anführungszeichen wird nicht "
                        "geschlossen")},
        {"suit,rank\n\"hearts\"x,A\n",
         QStringLiteral("Zeile 2, Spalte suit: Text nach schließendem Anführungszeichen")},
        {"suit,rank\nhe\"arts,A\n",
         QStringLiteral("Zeile 2, Spalte suit: ein Anführungszeichen in einem Feld ohne "
                        "Anführungszeichen (das ganze Feld in Anführungszeichen setzen und das "
                        "Zeichen verdoppeln)")},
        {tooMany, QStringLiteral("Zeile 5, Spalte count: das Deck hat mehr als 1000 Karten")},
    };
    for (const auto& [text, expected] : cases) {
        QVERIFY(!editor_->importCsv(bench_->writeFile(QStringLiteral("bad.csv"), text)));
        QCOMPARE(editor_->errorMessage(),
                 QStringLiteral("bad.csv wurde nicht importiert: ") + expected);
    }
    QVERIFY(!editor_->setAttribute(1, 1, QStringLiteral("Q2")));
    QCOMPARE(editor_->errorMessage(), QStringLiteral("„Q2“ ist kein gültiger Wert für Rang."));
    QCoreApplication::removeTranslator(&german);
}

void TestTorusLabDeckEditor::exportWritesWhatImportReads() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    editor_->setName(0, QStringLiteral("Ace \"high\", hearts"));
    const QString path = bench_->filePath(QStringLiteral("out.csv"));
    QVERIFY(editor_->exportCsv(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    QVERIFY(text.startsWith("name,suit,rank,count\r\n\"Ace \"\"high\"\", hearts\",hearts,A,2\r\n"));
    const auto* rules = pb::decks::deckRulesetFor("torus-lab");
    QVERIFY(pb::decks::deckFromCsv(text.toStdString(), rules->schema) == editor_->cards()->deck());
    QVERIFY(!editor_->exportCsv(bench_->filePath(QStringLiteral("no/such/folder/out.csv"))));
    QVERIFY(editor_->errorMessage().startsWith(QStringLiteral("Cannot write out.csv")));
}

void TestTorusLabDeckEditor::thePreviewIsTheEnginesSetup() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    preview_->setPreviewPlayers(3);
    QSignalSpy preview(preview_.get(), &TorusLabDealPreview::previewChanged);
    QVERIFY(preview_->shufflePreview(QStringLiteral("42")));
    QCOMPARE(preview.count(), 1);
    QCOMPARE(preview_->previewSeed(), QStringLiteral("42"));
    const auto game = std::static_pointer_cast<const pb::torus_lab::TorusLabGame>(
        pb::rulesetOrThrow("torus-lab").makeGame(nlohmann::json::object(), 3));
    const auto expected = pb::decks::torusLabDealPreview(*game, 42, {});
    for (int s = 0; s < 6; ++s) {
        const QModelIndex at = preview_->stacks()->index(s);
        QCOMPARE(at.data(TorusLabStacksModel::HeightRole).toInt(),
                 expected.stacks[static_cast<std::size_t>(s)].height);
        const QString suit = QString::fromUtf8(
            pb::torus_lab::kSuitNames[static_cast<std::size_t>(
                                          expected.stacks[static_cast<std::size_t>(s)].top)]
                .data());
        QCOMPARE(at.data(TorusLabStacksModel::TopSuitRole).toString(), suit);
        // The top by name: one of the ranks of two standard decks, e.g. "7 of hearts".
        QVERIFY2(at.data(TorusLabStacksModel::TopRole)
                     .toString()
                     .contains(QRegularExpression(QStringLiteral("^(A|[2-9]|10|J|Q|K) of ") + suit +
                                                  QLatin1Char('$'))),
                 qPrintable(at.data(TorusLabStacksModel::TopRole).toString()));
        QCOMPARE(at.data(TorusLabStacksModel::OrderRole).toStringList().size(),
                 expected.stacks[static_cast<std::size_t>(s)].height);
    }
    QCOMPARE(preview_->previewHands().size(), 3);
    QVERIFY(!preview_->shufflePreview(QStringLiteral("-3")));
    QVERIFY(preview_->seedProblem().contains(QStringLiteral("'-3'")));
    QCOMPARE(preview_->previewSeed(), QStringLiteral("42"));
}

void TestTorusLabDeckEditor::thePreviewNamesTheDecksCards() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    // Every heart becomes a card type of the designer's: "Phoenix", rank 7.
    DeckModel* model = editor_->cards();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->card(row).values[0] == "hearts") {
            editor_->setName(row, QStringLiteral("Phoenix"));
            QVERIFY(editor_->setAttribute(row, 1, QStringLiteral("7")));
        }
    QVERIFY(preview_->shufflePreview(QStringLiteral("42")));
    QVERIFY2(preview_->problem().isEmpty(), qPrintable(preview_->problem()));
    const QString phoenix = QStringLiteral("Phoenix (7 of hearts)");
    const auto game = std::static_pointer_cast<const pb::torus_lab::TorusLabGame>(
        pb::rulesetOrThrow("torus-lab").makeGame(nlohmann::json::object(), 2));
    const auto expected = pb::decks::torusLabDealPreview(*game, 42, {});
    int hearts = 0;
    for (int s = 0; s < 6; ++s) {
        const QModelIndex at = preview_->stacks()->index(s);
        const QStringList order = at.data(TorusLabStacksModel::OrderRole).toStringList();
        const auto& stack = expected.stacks[static_cast<std::size_t>(s)];
        QCOMPARE(order.size(), stack.height);
        for (int i = 0; i < stack.height; ++i)
            QCOMPARE(order[i] == phoenix, stack.order[static_cast<std::size_t>(i)] == 0);
        if (stack.top == 0) {
            QCOMPARE(at.data(TorusLabStacksModel::TopRole).toString(), phoenix);
            ++hearts;
        }
    }
    // The hands name their hearts too, one Phoenix per heart dealt.
    QCOMPARE(preview_->previewHands().size(), 2);
    for (int seat = 0; seat < 2; ++seat)
        QCOMPARE(preview_->previewHands()[seat].count(phoenix),
                 expected.hands[static_cast<std::size_t>(seat)][0]);
    QVERIFY2(hearts > 0 || expected.hands[0][0] + expected.hands[1][0] > 0,
             "seed 42 deals no heart where the preview shows it");
}

// The core names suits, ranks and dealt cards in English; in the German
// interface the option lists, the totals line, the stacks and the hands are
// German, and they follow a switch back to English.
void TestTorusLabDeckEditor::germanReachesValuesTotalsAndThePreview() {
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    DeckModel* model = editor_->cards();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->card(row).values[0] == "hearts" && model->card(row).values[1] == "Q")
            editor_->setName(row, QStringLiteral("Phoenix"));
    QVERIFY(preview_->shufflePreview(QStringLiteral("7")));
    QVERIFY2(preview_->problem().isEmpty(), qPrintable(preview_->problem()));

    static const QRegularExpression english(
        QStringLiteral("\\b(hearts?|clubs?|diamonds?|spades?|lands?|of|Plains|Island|Swamp|"
                       "Mountain|Forest)\\b"));
    auto expectGerman = [&](const QString& text) {
        QVERIFY2(!text.isEmpty() && !english.match(text).hasMatch(), qPrintable(text));
    };
    // The table: a template's English name shows in German, the designer's as typed.
    auto shownName = [&](int row) {
        return model->index(row).data(DeckModel::ShownNameRole).toString();
    };
    QCOMPARE(model->card(0).name, std::string("A of hearts"));
    QCOMPARE(shownName(0), QStringLiteral("Herz A"));
    QCOMPARE(shownName(11), QStringLiteral("Phoenix"));
    for (int row = 0; row < model->rowCount(); ++row)
        expectGerman(shownName(row));
    // The options: the deck keeps "hearts" and "Q", the list shows "Herz" and "D".
    const QVariantList options = editor_->attributeOptions();
    QCOMPARE(options.size(), 2);
    QStringList suits;
    for (const QVariant& option : options[0].toList())
        suits << option.toMap()[QStringLiteral("text")].toString();
    QCOMPARE(suits, (QStringList{"Herz", "Kreuz", "Karo", "Pik", "Länder"}));
    const QVariantMap queen = options[1].toList()[11].toMap();
    QCOMPARE(queen[QStringLiteral("value")].toString(), QStringLiteral("Q"));
    QCOMPARE(queen[QStringLiteral("text")].toString(), QStringLiteral("D"));
    for (const QVariant& option : options[1].toList())
        expectGerman(option.toMap()[QStringLiteral("text")].toString());
    // The totals line: "26 Herz".
    const QVariantMap hearts = editor_->totals()[0].toMap();
    QCOMPARE(hearts[QStringLiteral("value")].toString(), QStringLiteral("hearts"));
    QCOMPARE(hearts[QStringLiteral("text")].toString(), QStringLiteral("Herz"));
    // The stacks and the hands, card by card.
    int phoenixes = 0;
    for (int s = 0; s < preview_->stacks()->rowCount(); ++s)
        for (const QString& card :
             preview_->stacks()->index(s).data(TorusLabStacksModel::OrderRole).toStringList()) {
            expectGerman(card);
            phoenixes += card == QStringLiteral("Phoenix (Herz D)");
        }
    QCOMPARE(preview_->previewHands().size(), 2);
    for (const QString& hand : preview_->previewHands()) {
        expectGerman(hand);
        phoenixes += static_cast<int>(hand.count(QStringLiteral("Phoenix (Herz D)")));
    }
    QCOMPARE(phoenixes, 2); // two decks: both queens of hearts are dealt somewhere
    QVERIFY2(preview_->previewHands()[0].contains(
                 QRegularExpression(QStringLiteral("^(Phoenix \\()?(Herz|Kreuz|Karo|Pik) "
                                                   "(A|[2-9]|10|B|D|K)"))),
             qPrintable(preview_->previewHands()[0]));

    // A deck the game refuses says why in German: lands in a four-suit game.
    QVERIFY(editor_->setAttribute(0, 0, QStringLiteral("lands")));
    QCOMPARE(preview_->problem(),
             QStringLiteral("Zeile 1, Farbe: Das Spiel spielt 4 Farben "
                            "(Farben), also gehören Länder nicht in sein Deck"));
    editor_->undoStack()->undo();
    QVERIFY2(preview_->problem().isEmpty(), qPrintable(preview_->problem()));

    // Back to English: the same cards in English words.
    QVERIFY(QCoreApplication::removeTranslator(&german));
    QCOMPARE(editor_->totals()[0].toMap()[QStringLiteral("text")].toString(),
             QStringLiteral("hearts"));
    QCOMPARE(shownName(0), QStringLiteral("A of hearts"));
    QVERIFY2(preview_->previewHands()[0].contains(QStringLiteral(" of ")),
             qPrintable(preview_->previewHands()[0]));
}

void TestTorusLabDeckEditor::aDeckTheGameRefusesIsNotSaved() {
    const qint64 id = bench_->createDesign(QStringLiteral("torus-lab"));
    editor_->setDesignId(static_cast<int>(id));
    QVERIFY(editor_->applyTemplate(QStringLiteral("land-variant")));
    QSignalSpy saved(editor_.get(), &DeckEditor::saved);
    QVERIFY(!editor_->save());
    QCOMPARE(saved.count(), 0);
    // The column and the parameter by their labels, not as identifiers.
    QCOMPARE(editor_->errorMessage(),
             QStringLiteral("Not saved: Row 53, Suit: the game plays 4 suits (Suits), so lands "
                            "are not in its deck"));
    QVERIFY(editor_->isDirty());
    QVERIFY(bench_->store().get(id)->setup.is_null());
}

void TestTorusLabDeckEditor::saveThenReloadRoundTrips() {
    const qint64 id = bench_->createDesign(QStringLiteral("torus-lab"));
    editor_->setDesignId(static_cast<int>(id));
    editor_->setCount(0, 9);
    editor_->removeCardType(51);
    const pb::decks::Deck edited = editor_->cards()->deck();
    QSignalSpy saved(editor_.get(), &DeckEditor::saved);
    QVERIFY(editor_->save());
    QCOMPARE(saved.count(), 1);
    QVERIFY(!editor_->isDirty());
    QVERIFY(editor_->savedDeck());

    const auto row = bench_->store().get(id);
    QVERIFY(row->setup.contains("deck"));
    // The engine deals the saved deck: 7 more aces of hearts, 2 fewer kings of spades.
    const auto game = pb::rulesetOrThrow("torus-lab").makeGame(row->params, 2);
    const auto state = game->newInitialState(1, row->setup);
    QCOMPARE(state->toJson()["deck"]["hearts"].get<int>(), 33);
    QCOMPARE(state->toJson()["deck"]["spades"].get<int>(), 24);

    DeckEditor other;
    other.setWorkbench(bench_->workbench());
    other.setDesignId(static_cast<int>(id));
    QVERIFY(other.savedDeck());
    QVERIFY(other.cards()->deck() == edited);
    editor_->setCount(0, 1);
    editor_->reload();
    QVERIFY(!editor_->isDirty());
    QVERIFY(editor_->cards()->deck() == edited);

    // A set-up key the deck editor does not own survives its save: stack
    // sizes for one player (104 - 3 cards).
    const nlohmann::json stacks = {17, 17, 17, 17, 17, 16};
    const qint64 fixed = bench_->createDesign(QStringLiteral("torus-lab"), {{"stacks", stacks}});
    editor_->setDesignId(static_cast<int>(fixed));
    preview_->setPreviewPlayers(1);
    QVERIFY(preview_->problem().isEmpty());
    QCOMPARE(preview_->stacks()->index(5).data(TorusLabStacksModel::HeightRole).toInt(), 16);
    editor_->setName(0, QStringLiteral("Ace"));
    QVERIFY(editor_->save());
    const auto kept = bench_->store().get(fixed);
    QVERIFY(kept->setup["stacks"] == stacks);
    QCOMPARE(kept->setup["deck"]["cards"][0]["name"].get<std::string>(), std::string("Ace"));
}

PLAYBENCH_TEST_MAIN(TestTorusLabDeckEditor)
#include "test_torus_lab_deck_editor.moc"
