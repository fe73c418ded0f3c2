// ButterflyEffectEditor on a real store: each action's command undone and
// redone, the game's refusals, the pattern grid, randomize with locks and
// seeds, CSV export and import (and a bad file naming row and column), and
// the saved set-up read back and played.
#include "db/design_store.h"
#include "engine/game.h"
#include "engine/registry.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "rulesets/butterfly_effect/butterfly_effect_editor.h"
#include "test_registry.h"
#include "workbench.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

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
        QVERIFY(editor_->errorMessage().contains(QStringLiteral("move")));
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
            QStringLiteral("bad.csv was not imported: row 3, column move: '9' is outside 1..6"));
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
