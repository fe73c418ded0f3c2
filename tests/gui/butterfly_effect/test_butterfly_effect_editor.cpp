// ButterflyEffectEditor on a real store: each action's command undone and
// redone, the game's refusals, the pattern grid, randomize with locks and
// seeds, CSV export and import (and a bad file naming row and column), the
// locks saved with the board, and the saved set-up read back and played.
#include "db/design_store.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/registry.h"
#include "rulesets/butterfly_effect/butterfly_effect_editor.h"
#include "test_registry.h"
#include "workbench.h"

#include <QCoreApplication>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <memory>

namespace param = pb::butterfly_effect::param;

using nlohmann::json;
using pb::gui::ButterflyEffectEditor;
using pb::gui::Workbench;

class TestButterflyEffectEditor : public QObject {
    Q_OBJECT

private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        workbench_ = std::make_unique<Workbench>();
        QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("d.sqlite")), true));
        editor_ = std::make_unique<ButterflyEffectEditor>();
        editor_->setWorkbench(workbench_.get());
    }
    void cleanup() {
        editor_.reset();
        workbench_.reset();
        dir_.reset();
    }

    void loadsTheDefaultCardsAndBoard() {
        editor_->setDesignId(design());
        QVERIFY(editor_->isButterfly());
        QCOMPARE(editor_->species().size(), 6);
        QCOMPARE(editor_->evolutions().size(), 8);
        QCOMPARE(editor_->boardSize(), 9);
        QCOMPARE(editor_->squares().size(), 81);
        QCOMPARE(editor_->greenCount(), 10);
        QCOMPARE(editor_->cityCount(), 3);
        QCOMPARE(editor_->effects().size(), 8);
        // The Hawk's X. / XX on the 4 x 4 grid.
        const QVariantList grid = species(1).value("grid").toList();
        QVERIFY(grid[0].toBool() && !grid[1].toBool() && grid[4].toBool() && grid[5].toBool());
        QVERIFY(!editor_->isDirty());
        editor_->setDesignId(design(QStringLiteral("torus-lab")));
        QVERIFY(!editor_->isButterfly());
        QVERIFY(editor_->species().isEmpty());
    }

    void speciesValuesUndoAndRedo() {
        editor_->setDesignId(design());
        QVERIFY(editor_->setSpeciesValue(2, QStringLiteral("strength"), 5));
        QCOMPARE(species(2).value("strength").toInt(), 5);
        QVERIFY(editor_->isDirty());
        QVERIFY(editor_->setSpeciesValue(2, QStringLiteral("name"), QStringLiteral("Tiger")));
        editor_->undoStack()->undo();
        QCOMPARE(species(2).value("name").toString(), QStringLiteral("Lion"));
        editor_->undoStack()->undo();
        QCOMPARE(species(2).value("strength").toInt(), 3);
        QVERIFY(!editor_->isDirty());
        editor_->undoStack()->redo();
        QCOMPARE(species(2).value("strength").toInt(), 5);
        // The game's refusals are not taken, and say why.
        QVERIFY(!editor_->setSpeciesValue(2, QStringLiteral("move"), 0));
        QCOMPARE(editor_->errorMessage(), QStringLiteral("Lion, Move: 0 is not within 1..6."));
        QCOMPARE(species(2).value("move").toInt(), 1);
        QVERIFY(!editor_->setSpeciesValue(2, QStringLiteral("name"), QStringLiteral("Hawk")));
        // Refused edits push nothing: the redo of the name is still there.
        QCOMPARE(editor_->undoStack()->count(), 2);
        QCOMPARE(editor_->undoStack()->index(), 1);
    }

    void patternCellsAreDrawnByClicking() {
        editor_->setDesignId(design());
        // Lion: XX. A third cell below the first: X X / X . (trimmed to its cells).
        QVERIFY(editor_->togglePatternCell(2, 1, 0));
        QVERIFY(editor_->setup()["species"][2]["pattern"] == json({"XX", "X."}));
        // Clearing the top row shifts the shape up: it is the same pattern anywhere.
        QVERIFY(editor_->togglePatternCell(2, 0, 0));
        QVERIFY(editor_->togglePatternCell(2, 0, 1));
        QVERIFY(editor_->setup()["species"][2]["pattern"] == json({"X"}));
        // The last cell cannot go: a pattern needs one.
        QVERIFY(!editor_->togglePatternCell(2, 0, 0));
        QVERIFY(!editor_->errorMessage().isEmpty());
        for (int i = 0; i < 3; ++i)
            editor_->undoStack()->undo();
        QVERIFY(editor_->setup()["species"][2]["pattern"] == json({"XX"}));
    }

    void evolutionCardsAddChangeAndRemove() {
        editor_->setDesignId(design());
        QVERIFY(editor_->addEvolution());
        QCOMPARE(editor_->evolutions().size(), 9);
        QCOMPARE(evolution(8).value("name").toString(), QStringLiteral("Evolution 9"));
        QVERIFY(editor_->setEvolutionValue(8, QStringLiteral("effect"), QStringLiteral("vines")));
        QVERIFY(editor_->setEvolutionValue(8, QStringLiteral("value"), 2));
        QCOMPARE(evolution(8).value("effect").toString(), QStringLiteral("vines"));
        QVERIFY(!editor_->setEvolutionValue(8, QStringLiteral("effect"), QStringLiteral("flight")));
        QVERIFY(editor_->removeEvolution(0));
        QCOMPARE(evolution(0).value("name").toString(), QStringLiteral("Thick Hide"));
        editor_->undoStack()->undo();
        QCOMPARE(evolution(0).value("name").toString(), QStringLiteral("Giantism"));
        while (editor_->undoStack()->canUndo())
            editor_->undoStack()->undo();
        QCOMPARE(editor_->evolutions().size(), 8);
        QVERIFY(!editor_->isDirty());
    }

    void boardGreenSpotsCitiesAndSize() {
        editor_->setDesignId(design());
        QVERIFY(editor_->toggleGreen(4 * 9 + 0)); // (4,0) becomes green
        QVERIFY(square(36).value("green").toBool());
        QCOMPARE(editor_->greenCount(), 11);
        QVERIFY(editor_->toggleCity(2 * 9 + 4));
        QCOMPARE(editor_->cityCount(), 4);
        // A city never on a green spot.
        QVERIFY(!editor_->toggleCity(0));
        QVERIFY(!editor_->errorMessage().isEmpty());
        QVERIFY(editor_->setBoardSize(7));
        QCOMPARE(editor_->boardSize(), 7);
        QCOMPARE(editor_->squares().size(), 49);
        editor_->undoStack()->undo();
        QCOMPARE(editor_->boardSize(), 9);
        QCOMPARE(editor_->cityCount(), 4);
        editor_->undoStack()->undo();
        editor_->undoStack()->undo();
        QVERIFY(!square(36).value("green").toBool());
        QVERIFY(!editor_->isDirty());
    }

    void randomizeWithSeedAndLocks() {
        editor_->setDesignId(design());
        editor_->toggleLock(0); // the green spot (0,0) stays
        QVERIFY(square(0).value("locked").toBool());
        QVERIFY(editor_->randomizeBoard(QStringLiteral("7")));
        const json first = editor_->setup()["board"];
        QVERIFY(square(0).value("green").toBool());
        QCOMPARE(editor_->greenCount(), 10);
        QCOMPARE(editor_->cityCount(), 3);
        editor_->undoStack()->undo();
        QVERIFY(editor_->randomizeBoard(QStringLiteral("7")));
        QVERIFY(editor_->setup()["board"] == first);
        QVERIFY(!editor_->randomizeBoard(QStringLiteral("seven")));
        QVERIFY(editor_->errorMessage().contains(QStringLiteral("seven")));
        // Lock, randomize, undo both: the saved board again.
        editor_->undoStack()->undo();
        editor_->undoStack()->undo();
        QVERIFY(!square(0).value("locked").toBool());
        QVERIFY(!editor_->isDirty());
    }

    void csvRoundTripAndBadCsv() {
        editor_->setDesignId(design());
        QVERIFY(editor_->setSpeciesValue(0, QStringLiteral("name"), QStringLiteral("Ox, red")));
        const QString path = dir_->filePath(QStringLiteral("cards.csv"));
        QVERIFY(editor_->exportCsv(path));
        const json exported = editor_->setup();
        QVERIFY(editor_->setSpeciesValue(0, QStringLiteral("strength"), 9));
        QVERIFY(editor_->removeEvolution(3));
        QVERIFY(editor_->importCsv(QUrl::fromLocalFile(path).toString()));
        QVERIFY(editor_->setup()["species"] == exported["species"]);
        QVERIFY(editor_->setup()["evolutions"] == exported["evolutions"]);
        QVERIFY(editor_->statusMessage().contains(QStringLiteral("cards.csv")));
        editor_->undoStack()->undo(); // the import is one step
        QCOMPARE(editor_->evolutions().size(), 7);

        QFile bad(dir_->filePath(QStringLiteral("bad.csv")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        QFile good(path);
        QVERIFY(good.open(QIODevice::ReadOnly));
        bad.write(good.readAll().replace("species,Hawk,2,2,2,4", "species,Hawk,2,9,2,4"));
        bad.close();
        const json before = editor_->setup();
        QVERIFY(!editor_->importCsv(bad.fileName()));
        QCOMPARE(
            editor_->errorMessage(),
            QStringLiteral("bad.csv was not imported: Row 3, column move: '9' is not within 1..6"));
        QVERIFY(editor_->setup() == before);
        // Worded in the interface language, as the deck editor words its files.
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        const bool imported = editor_->importCsv(bad.fileName());
        const QString inGerman = editor_->errorMessage();
        QCoreApplication::removeTranslator(&german);
        QVERIFY(!imported);
        QCOMPARE(inGerman, QStringLiteral("bad.csv wurde nicht importiert: Zeile 3, Spalte move: "
                                          "„9“ liegt nicht in 1..6"));
        QVERIFY(editor_->setup() == before);
    }

    void savedSetupIsReadBackAndPlayed() {
        const int id = design();
        editor_->setDesignId(id);
        QVERIFY(editor_->togglePatternCell(3, 1, 3));
        QVERIFY(editor_->setBoardSize(7));
        QVERIFY(editor_->save());
        QVERIFY(!editor_->isDirty());
        const auto row = pb::db::DesignStore(*workbench_->database()).get(id);
        QVERIFY(row);
        QVERIFY(row->setup == editor_->setup());
        ButterflyEffectEditor again;
        again.setWorkbench(workbench_.get());
        again.setDesignId(id);
        QVERIFY(again.setup() == editor_->setup());
        const auto game = pb::rulesetOrThrow("butterfly-effect").makeGame(row->params, 2);
        const auto state = game->newInitialState(3, row->setup);
        QVERIFY(state->toJson()["setup"]["species"][3]["pattern"] == json({"XXXX", "...X"}));
    }

    void bothErasBoardsAreEditedWithUndo() {
        // Where the game lets the past have its own layout, each era's board
        // is edited on its own: a change to one never reaches the other.
        pb::db::DesignRow row;
        row.name = QStringLiteral("Own past");
        row.ruleset = QStringLiteral("butterfly-effect");
        row.params = {{param::kSeparateEraLayouts, true}};
        const int id = static_cast<int>(pb::db::DesignStore(*workbench_->database()).create(row));
        editor_->setDesignId(id);
        QVERIFY(editor_->separateEras());
        QVERIFY(!editor_->pastDiffers());
        const json shared = editor_->setup()["board"];
        editor_->setEra(0);
        QCOMPARE(editor_->era(), 0);
        QVERIFY(!editor_->isDirty()); // choosing a board is no edit
        QVERIFY(!square(20).value("green").toBool());
        QVERIFY(editor_->toggleGreen(20)); // C3 of the past
        QVERIFY(square(20).value("green").toBool());
        QCOMPARE(editor_->greenCount(), 11);
        QVERIFY(editor_->pastDiffers());
        QVERIFY(editor_->setup()["board"]["green"] == shared["green"]); // the present untouched
        QVERIFY(editor_->toggleCity(37)); // the past's city at B5 goes
        QCOMPARE(editor_->cityCount(), 2);
        editor_->setEra(1);
        QCOMPARE(editor_->greenCount(), 10);
        QCOMPARE(editor_->cityCount(), 3);
        QVERIFY(!square(20).value("green").toBool());
        // A change to the present leaves the past as it is.
        QVERIFY(editor_->toggleGreen(2));
        QCOMPARE(editor_->greenCount(), 9);
        editor_->setEra(0);
        QCOMPARE(editor_->greenCount(), 11);
        QVERIFY(square(2).value("green").toBool());
        // The past's random board is the past's alone.
        const json present = editor_->setup()["board"]["green"];
        QVERIFY(editor_->randomizeBoard(QStringLiteral("5")));
        QCOMPARE(editor_->cityCount(), 2);
        editor_->setEra(1);
        QVERIFY(editor_->setup()["board"]["green"] == present);
        QCOMPARE(editor_->cityCount(), 3);
        // Saved and played: the game reads each era's layout.
        QVERIFY(editor_->save());
        const auto saved = pb::db::DesignStore(*workbench_->database()).get(id);
        QVERIFY(saved->setup["board"].contains("past"));
        const auto game = pb::rulesetOrThrow("butterfly-effect").makeGame(saved->params, 2);
        const auto state = game->newInitialState(3, saved->setup);
        QVERIFY(state->toJson()["setup"]["board"]["past"]["cities"].size() == 2);
        // Undo, step by step, back to the shared board.
        for (int i = 0; i < 4; ++i)
            editor_->undoStack()->undo();
        QVERIFY(editor_->setup()["board"] == shared);
        QVERIFY(!editor_->pastDiffers());

        // Where the eras share one board, the past's own layout is refused
        // with the game's reason and nothing changes.
        editor_->setDesignId(design());
        QVERIFY(!editor_->separateEras());
        editor_->setEra(0);
        const json before = editor_->setup();
        QVERIFY(!editor_->toggleGreen(20));
        QVERIFY2(editor_->errorMessage().contains(QStringLiteral("Own layout for the past")),
                 qPrintable(editor_->errorMessage()));
        QVERIFY(editor_->setup() == before);
        // The present's edits are both eras' there.
        editor_->setEra(1);
        QVERIFY(editor_->toggleGreen(20));
        editor_->setEra(0);
        QVERIFY(square(20).value("green").toBool());
    }

    void effectsAreWordedInTheInterfaceLanguage() {
        editor_->setDesignId(design());
        QCOMPARE(editor_->effects().at(0).toMap().value("label").toString(),
                 QStringLiteral("+n strength"));
        // Another language: the list is worded again, not only on the next load.
        QSignalSpy words(editor_.get(), &ButterflyEffectEditor::effectsChanged);
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        QVERIFY(words.count() >= 1);
        QCOMPARE(editor_->effects().at(0).toMap().value("label").toString(),
                 QStringLiteral("+n Stärke"));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(editor_->effects().at(0).toMap().value("label").toString(),
                 QStringLiteral("+n strength"));
    }

    void refusalsAreWordedInTheInterfaceLanguage() {
        // The game's refusals come with codes; the editor words them, the
        // field as its table heads it, never the core's English line.
        editor_->setDesignId(design());
        editor_->setEra(0);
        QVERIFY(!editor_->toggleGreen(20)); // the past of a design whose eras share one board
        QCOMPARE(editor_->errorMessage(),
                 QStringLiteral("Board of the past: both eras share one board; the parameter "
                                "\"Own layout for the past\" lets the past have its own."));
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/playbench_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&german));
        // The refusal on screen is worded again in the new language.
        QCOMPARE(editor_->errorMessage(),
                 QStringLiteral("Brett der Vergangenheit: beide Epochen teilen ein Brett; der "
                                "Parameter „Eigene Anlage für die Vergangenheit“ gibt der "
                                "Vergangenheit ein eigenes."));
        QVERIFY(!editor_->errorMessage().contains(QStringLiteral("separateEraLayouts")));
        // New refusals in German: a value out of range, the last pattern
        // cell, a city on a green spot, a name taken by another card.
        QVERIFY(!editor_->setSpeciesValue(2, QStringLiteral("move"), 0));
        QCOMPARE(editor_->errorMessage(), QStringLiteral("Lion, Zugweite: 0 liegt nicht in 1..6."));
        QVERIFY(editor_->togglePatternCell(2, 0, 1));
        QVERIFY(!editor_->togglePatternCell(2, 0, 0));
        QCOMPARE(editor_->errorMessage(),
                 QStringLiteral("Lion, Muster: ein Muster braucht mindestens ein Feld."));
        editor_->setEra(1);
        QVERIFY(!editor_->toggleCity(0));
        QCOMPARE(editor_->errorMessage(),
                 QStringLiteral("Brett, Grüne Felder: A1 wäre grünes Feld und Stadt; ein Feld ist "
                                "das eine oder das andere."));
        QVERIFY(!editor_->setSpeciesValue(2, QStringLiteral("name"), QStringLiteral("Hawk")));
        QCOMPARE(editor_->errorMessage(),
                 QStringLiteral("Lion, Name: „Hawk“ würde zwei Karten benennen."));
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(editor_->errorMessage(),
                 QStringLiteral("Lion, Name: \"Hawk\" would name two cards."));
        // An accepted edit clears the refusal; another switch brings none back.
        QVERIFY(editor_->setSpeciesValue(2, QStringLiteral("move"), 2));
        QVERIFY(editor_->errorMessage().isEmpty());
        QVERIFY(QCoreApplication::installTranslator(&german));
        QVERIFY(editor_->errorMessage().isEmpty());
        QCoreApplication::removeTranslator(&german);
    }

    void locksAreSavedWithTheBoardAndReadBack() {
        const int id = design();
        editor_->setDesignId(id);
        editor_->toggleLock(0);
        editor_->toggleLock(10); // (1,1)
        QVERIFY(editor_->isDirty());
        QVERIFY(editor_->save());
        const auto row = pb::db::DesignStore(*workbench_->database()).get(id);
        QVERIFY(row);
        QVERIFY(row->setup["board"]["locked"] == json::parse("[[0,0],[1,1]]"));
        ButterflyEffectEditor again;
        again.setWorkbench(workbench_.get());
        again.setDesignId(id);
        QVERIFY(again.errorMessage().isEmpty());
        for (int sq = 0; sq < 81; ++sq)
            QCOMPARE(again.locks()[static_cast<std::size_t>(sq)], sq == 0 || sq == 10);
        // The game plays a set-up with locks and refuses locks off its board.
        const auto game = pb::rulesetOrThrow("butterfly-effect").makeGame(row->params, 2);
        QVERIFY(game->newInitialState(3, row->setup));
        json bad = row->setup;
        bad["board"]["locked"] = json::parse("[[0,9]]");
        try {
            game->newInitialState(3, bad);
            QFAIL("a lock off the board was taken");
        } catch (const pb::InvalidInput& failure) {
            QVERIFY2(QString::fromUtf8(failure.what()).contains(QStringLiteral("board.locked[0]")),
                     failure.what());
        }
        // Unlocking everything and saving leaves no locks behind.
        again.toggleLock(0);
        again.toggleLock(10);
        QVERIFY(again.save());
        QVERIFY(!pb::db::DesignStore(*workbench_->database())
                     .get(id)
                     ->setup["board"]
                     .contains("locked"));
    }

private:
    int design(const QString& ruleset = QStringLiteral("butterfly-effect")) {
        pb::db::DesignRow row;
        row.name = QStringLiteral("Test %1").arg(ruleset);
        row.ruleset = ruleset;
        return static_cast<int>(pb::db::DesignStore(*workbench_->database()).create(row));
    }
    QVariantMap species(int i) const { return editor_->species().at(i).toMap(); }
    QVariantMap evolution(int i) const { return editor_->evolutions().at(i).toMap(); }
    QVariantMap square(int i) const { return editor_->squares().at(i).toMap(); }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<ButterflyEffectEditor> editor_;
};

PLAYBENCH_TEST_GUILESS_MAIN(TestButterflyEffectEditor)

#include "test_butterfly_effect_editor.moc"
