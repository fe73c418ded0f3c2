// StreamwaySiegeBoardEditor on a real store: the design's board shown, pieces
// added (either drag direction), moved, deleted and locked with undo and redo
// for each, a board the core refuses left untaken with the step it names,
// randomizing under constraints with the locked pieces kept, the layout
// changed, and the saved board read back and played by the engine.

#include "db/design_store.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "games/streamway_siege/streamway_siege_ruleset.h"
#include "rulesets/streamway_siege/streamway_siege_board_editor.h"
#include "test_registry.h"
#include "workbench.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <memory>

namespace param = pb::streamway_siege::param;

using nlohmann::json;
using pb::gui::StreamwaySiegeBoardEditor;
using pb::gui::Workbench;

namespace {

QVariantMap at(const QVariantList& list, int index) {
    return list.at(index).toMap();
}

int field(const QVariantList& list, int index, const char* key) {
    return at(list, index).value(QString::fromLatin1(key)).toInt();
}

} // namespace

class TestStreamwaySiegeBoardEditor : public QObject {
    Q_OBJECT

private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        workbench_ = std::make_unique<Workbench>();
        QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("designs.sqlite")), true));
        editor_ = std::make_unique<StreamwaySiegeBoardEditor>();
        editor_->setWorkbench(workbench_.get());
    }
    void cleanup() {
        QCoreApplication::removeTranslator(&translator_);
        editor_.reset();
        workbench_.reset();
        dir_.reset();
    }

    void showsTheDesignsBoard();
    void isEmptyForAnotherRuleset();
    void piecesAreAddedMovedAndDeletedWithUndo();
    void aBoardTheCoreRefusesIsNotTaken();
    void refusalsAreInTheInterfaceLanguage();
    void randomizingKeepsTheLockedPieces();
    void theLayoutChangesWithUndo();
    void aSavedBoardReadsBackAndPlays();

private:
    qint64 createDesign(const QString& ruleset, const json& params = json::object()) {
        pb::db::DesignRow row;
        row.name = QStringLiteral("Streamway");
        row.ruleset = ruleset;
        row.params = params;
        const qint64 id = pb::db::DesignStore(*workbench_->database()).create(row);
        editor_->setDesignId(int(id));
        return id;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<StreamwaySiegeBoardEditor> editor_;
    QTranslator translator_;
};

void TestStreamwaySiegeBoardEditor::showsTheDesignsBoard() {
    createDesign(QStringLiteral("streamway-siege"));
    QVERIFY(editor_->isSiege());
    // The reading's 100-step board (section 3) on a 10 x 10 grid.
    QCOMPARE(editor_->steps(), 100);
    QCOMPARE(editor_->columns(), 10);
    QCOMPARE(editor_->cells().size(), 100);
    QCOMPARE(editor_->snakes().size(), 8);
    QCOMPARE(editor_->ladders().size(), 8);
    QCOMPARE(field(editor_->snakes(), 0, "head"), 8);
    QCOMPARE(field(editor_->snakes(), 0, "tail"), 27);
    QCOMPARE(field(editor_->ladders(), 0, "bottom"), 96);
    QCOMPARE(field(editor_->ladders(), 0, "top"), 77);
    // Row 1 runs right to left (boustrophedon).
    QCOMPARE(field(editor_->cells(), 10, "row"), 1);
    QCOMPARE(field(editor_->cells(), 10, "column"), 9);
    QVERIFY(!editor_->isDirty());
}

void TestStreamwaySiegeBoardEditor::isEmptyForAnotherRuleset() {
    createDesign(QStringLiteral("stability"));
    QVERIFY(!editor_->isSiege());
    QCOMPARE(editor_->steps(), 0);
    QVERIFY(!editor_->addPiece(QStringLiteral("snake"), 3, 9));
    QCOMPARE(editor_->undoStack()->count(), 0);
}

void TestStreamwaySiegeBoardEditor::piecesAreAddedMovedAndDeletedWithUndo() {
    createDesign(QStringLiteral("streamway-siege"));
    // Dragged upstream or downstream, a snake leads down and a ladder up.
    QVERIFY(editor_->addPiece(QStringLiteral("snake"), 60, 42));
    QCOMPARE(editor_->snakes().size(), 9);
    QCOMPARE(field(editor_->snakes(), 8, "head"), 42);
    QCOMPARE(field(editor_->snakes(), 8, "tail"), 60);
    QVERIFY(editor_->addPiece(QStringLiteral("ladder"), 20, 38));
    QCOMPARE(field(editor_->ladders(), 8, "bottom"), 38);
    QCOMPARE(field(editor_->ladders(), 8, "top"), 20);
    QVERIFY(editor_->isDirty());
    QCOMPARE(editor_->undoStack()->count(), 2);
    QCOMPARE(editor_->pieceAt(38).value("kind").toString(), QStringLiteral("ladder"));
    QCOMPARE(editor_->pieceAt(38).value("index").toInt(), 8);
    QVERIFY(editor_->pieceAt(37).isEmpty());

    // The snake's tail moved, then past its head: it turns round.
    QVERIFY(editor_->movePieceEnd(QStringLiteral("snake"), 8, 1, 65));
    QCOMPARE(field(editor_->snakes(), 8, "tail"), 65);
    QVERIFY(editor_->movePieceEnd(QStringLiteral("snake"), 8, 1, 33));
    QCOMPARE(field(editor_->snakes(), 8, "head"), 33);
    QCOMPARE(field(editor_->snakes(), 8, "tail"), 42);
    editor_->undoStack()->undo();
    QCOMPARE(field(editor_->snakes(), 8, "head"), 42);
    QCOMPARE(field(editor_->snakes(), 8, "tail"), 65);

    QVERIFY(editor_->removePiece(QStringLiteral("snake"), 0));
    QCOMPARE(editor_->snakes().size(), 8);
    QCOMPARE(field(editor_->snakes(), 0, "head"), 17);
    editor_->undoStack()->undo();
    QCOMPARE(field(editor_->snakes(), 0, "head"), 8);
    editor_->undoStack()->redo();
    QCOMPARE(field(editor_->snakes(), 0, "head"), 17);

    // Everything undone: the design's board, clean again.
    while (editor_->undoStack()->canUndo())
        editor_->undoStack()->undo();
    QCOMPARE(editor_->snakes().size(), 8);
    QCOMPARE(editor_->ladders().size(), 8);
    QVERIFY(!editor_->isDirty());
    QVERIFY(!editor_->removePiece(QStringLiteral("ladder"), 8)); // no ninth ladder
    QVERIFY(!editor_->addPiece(QStringLiteral("dragon"), 3, 9));
}

void TestStreamwaySiegeBoardEditor::aBoardTheCoreRefusesIsNotTaken() {
    createDesign(QStringLiteral("streamway-siege"));
    // Step 27 is snake 1's tail: no chains.
    QVERIFY(!editor_->addPiece(QStringLiteral("ladder"), 27, 3));
    QVERIFY2(editor_->errorMessage().contains(QStringLiteral("step 27")),
             qPrintable(editor_->errorMessage()));
    QCOMPARE(editor_->problemStep(), 27);
    QCOMPARE(editor_->ladders().size(), 8);
    QCOMPARE(editor_->undoStack()->count(), 0);
    // The first and last steps stay free (allowEdgeEnds is off)...
    QVERIFY(!editor_->addPiece(QStringLiteral("snake"), 90, 100));
    QCOMPARE(editor_->problemStep(), 100);
    QVERIFY(!editor_->movePieceEnd(QStringLiteral("ladder"), 7, 1, 1));
    QCOMPARE(editor_->problemStep(), 1);
    // ...and the next good edit clears the message.
    QVERIFY(editor_->addPiece(QStringLiteral("snake"), 90, 99));
    QVERIFY(editor_->errorMessage().isEmpty());
    QCOMPARE(editor_->problemStep(), -1);

    // A design that allows ends on the edges takes them.
    createDesign(QStringLiteral("streamway-siege"), {{param::kAllowEdgeEnds, true}});
    QVERIFY(editor_->addPiece(QStringLiteral("snake"), 90, 100));
}

// The core words its refusals in English only; the editor words them from the
// core's code and numbers, so a German interface reads German naming the step
// (and the step is framed whatever the language).
void TestStreamwaySiegeBoardEditor::refusalsAreInTheInterfaceLanguage() {
    createDesign(QStringLiteral("streamway-siege"));
    QVERIFY(!editor_->addPiece(QStringLiteral("ladder"), 27, 3));
    QCOMPARE(
        editor_->errorMessage(),
        QStringLiteral("Not taken: step 27 holds two snake or ladder ends (the ladder 27->3)"));

    QVERIFY(translator_.load(QStringLiteral(":/i18n/playbench_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator_));
    QVERIFY(!editor_->addPiece(QStringLiteral("ladder"), 27, 3));
    QCOMPARE(editor_->errorMessage(),
             QString::fromUtf8("Nicht übernommen: Auf Feld 27 liegen zwei Enden von Schlangen "
                               "oder Leitern (die Leiter 27->3)"));
    QCOMPARE(editor_->problemStep(), 27);
    QVERIFY(!editor_->addPiece(QStringLiteral("snake"), 90, 100));
    QCOMPARE(editor_->errorMessage(),
             QString::fromUtf8("Nicht übernommen: die Schlange 90->100 endet auf dem letzten "
                               "Feld, Feld 100"));
    QCOMPARE(editor_->problemStep(), 100);
    QVERIFY(!editor_->movePieceEnd(QStringLiteral("ladder"), 7, 1, 1));
    QCOMPARE(editor_->errorMessage(),
             QString::fromUtf8("Nicht übernommen: die Leiter 25->1 endet auf dem ersten Feld, "
                               "Feld 1"));
    QCOMPARE(editor_->problemStep(), 1);
    // The generator's refusals too (four snakes of 5+ steps drop 20 or more).
    QVERIFY(!editor_->randomize(QStringLiteral("1"), 4, 0, 5, 30, 3));
    QVERIFY2(editor_->errorMessage().startsWith(QString::fromUtf8("Nicht ausgewürfelt: ")) &&
                 editor_->errorMessage().contains(QString::fromUtf8("höchstens 3 auseinander")),
             qPrintable(editor_->errorMessage()));
    QCOMPARE(editor_->problemStep(), -1);
    QCOMPARE(editor_->snakes().size(), 8);
}

void TestStreamwaySiegeBoardEditor::randomizingKeepsTheLockedPieces() {
    createDesign(QStringLiteral("streamway-siege"));
    QVERIFY(editor_->toggleLock(QStringLiteral("snake"), 2));  // 29 -> 52
    QVERIFY(editor_->toggleLock(QStringLiteral("ladder"), 1)); // 86 -> 58
    QVERIFY(at(editor_->snakes(), 2).value("locked").toBool());
    QVERIFY(!editor_->randomize(QStringLiteral("x"), 6, 6, 5, 30, 10));
    QVERIFY(editor_->randomize(QStringLiteral("42"), 6, 5, 5, 30, 10));
    const QVariantList snakes = editor_->snakes(), ladders = editor_->ladders();
    QCOMPARE(snakes.size(), 6);
    QCOMPARE(ladders.size(), 5);
    // The locked pieces first, still locked; the rest drawn within the range.
    QCOMPARE(field(snakes, 0, "head"), 29);
    QCOMPARE(field(snakes, 0, "tail"), 52);
    QVERIFY(at(snakes, 0).value("locked").toBool());
    QCOMPARE(field(ladders, 0, "bottom"), 86);
    QCOMPARE(field(ladders, 0, "top"), 58);
    QVERIFY(at(ladders, 0).value("locked").toBool());
    for (int i = 1; i < 6; ++i) {
        QVERIFY(!at(snakes, i).value("locked").toBool());
        const int length = field(snakes, i, "tail") - field(snakes, i, "head");
        QVERIFY(length >= 5 && length <= 30);
    }
    QVERIFY(std::abs(editor_->totalClimb() - editor_->totalDrop()) <= 10);
    // The same seed draws the same board; undo brings the old one back.
    editor_->undoStack()->undo();
    QCOMPARE(editor_->snakes().size(), 8);
    QVERIFY(editor_->randomize(QStringLiteral("42"), 6, 5, 5, 30, 10));
    QCOMPARE(editor_->snakes(), snakes);
    QCOMPARE(editor_->ladders(), ladders);
    // A request the generator cannot meet is refused with its reason.
    // (the locked ladder climbs 28, six snakes drop at least 23 + 5 x 5)
    QVERIFY(!editor_->randomize(QStringLiteral("1"), 6, 1, 5, 30, 0));
    QVERIFY2(editor_->errorMessage().contains(QStringLiteral("tolerance")),
             qPrintable(editor_->errorMessage()));
    QCOMPARE(editor_->snakes(), snakes);
}

void TestStreamwaySiegeBoardEditor::theLayoutChangesWithUndo() {
    createDesign(QStringLiteral("streamway-siege"));
    QVERIFY(editor_->setLayout(64, 8)); // the chessboard: pieces past 64 go
    QCOMPARE(editor_->steps(), 64);
    QCOMPARE(editor_->columns(), 8);
    QCOMPARE(editor_->cells().size(), 64);
    for (const QVariant& s : editor_->snakes())
        QVERIFY(s.toMap().value("tail").toInt() < 64);
    for (const QVariant& l : editor_->ladders())
        QVERIFY(l.toMap().value("bottom").toInt() < 64);
    QCOMPARE(editor_->snakes().size(), 3);  // 8->27, 17->44, 29->52
    QCOMPARE(editor_->ladders().size(), 4); // 61->34, 50->23, 39->12, 25->5
    editor_->undoStack()->undo();
    QCOMPARE(editor_->steps(), 100);
    QCOMPARE(editor_->snakes().size(), 8);
    QVERIFY(editor_->setLayout(30, 0)); // a bare path, drawn 6 wide
    QCOMPARE(editor_->drawnColumns(), 6);
    QCOMPARE(editor_->rows(), 5);
    QVERIFY(!editor_->setLayout(5, 0));
}

void TestStreamwaySiegeBoardEditor::aSavedBoardReadsBackAndPlays() {
    const qint64 id = createDesign(QStringLiteral("streamway-siege"));
    QVERIFY(editor_->setLayout(64, 8));
    QVERIFY(editor_->addPiece(QStringLiteral("snake"), 10, 30));
    QVERIFY(editor_->save());
    QCOMPARE(editor_->statusMessage(), QStringLiteral("Board saved."));
    QVERIFY(!editor_->isDirty());
    const json stored = pb::db::DesignStore(*workbench_->database()).get(id)->setup;
    QCOMPARE(stored["board"]["steps"].get<int>(), 64);

    StreamwaySiegeBoardEditor again;
    again.setWorkbench(workbench_.get());
    again.setDesignId(int(id));
    QCOMPARE(again.steps(), 64);
    QCOMPARE(again.snakes(), editor_->snakes());
    QCOMPARE(again.ladders(), editor_->ladders());

    // The engine plays the saved board, whatever the seed.
    const auto game = pb::streamway_siege::ruleset().makeGame(json::object(), 2);
    const json state = game->newInitialState(99, stored)->toJson();
    QVERIFY(state["board"] == stored["board"]);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestStreamwaySiegeBoardEditor)

#include "test_streamway_siege_board_editor.moc"
