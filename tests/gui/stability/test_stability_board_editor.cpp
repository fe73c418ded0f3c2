// StabilityBoardEditor on a real store: loading, every edit command undone
// and redone, randomize with locks and seeds, saving and reading back, and
// DesignEditor's save keeping the board.

#include "board_tiles_model.h"
#include "db/design_store.h"
#include "design_editor.h"
#include "editor_test_bench.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "rulesets/stability/stability_board_editor.h"
#include "test_registry.h"
#include "workbench.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using pb::gui::BoardTilesModel;
using pb::gui::DesignEditor;
using pb::gui::StabilityBoardEditor;

class TestStabilityBoardEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void loadsAStabilityDesignWithoutBoard();
    void isEmptyForAnotherRuleset();
    void setTileUndoesAndRedoes();
    void adjustTileClampsToTheTileRange();
    void dragPaintIsOneUndoStep();
    void fillRectangleUndoesAndRedoes();
    void toggleLockUndoesAndRedoes();
    void randomizeUndoesAndRedoes();
    void sameSeedGivesSameBoard();
    void randomizeKeepsLockedValues();
    void aBadSeedIsRefused();
    void histogramMatchesAGeneratedBoard();
    void saveThenReloadIsEqual();
    void theEngineAcceptsTheSavedSetup();
    void designSaveKeepsTheBoard();

private:
    std::unique_ptr<pb::test::EditorTestBench> bench_;
    std::unique_ptr<StabilityBoardEditor> editor_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestStabilityBoardEditor::init() {
    bench_ = std::make_unique<pb::test::EditorTestBench>();
    QVERIFY(bench_->open());
    editor_ = std::make_unique<StabilityBoardEditor>();
    tester_ = std::make_unique<QAbstractItemModelTester>(
        editor_->tiles(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    editor_->setWorkbench(bench_->workbench());
}

void TestStabilityBoardEditor::cleanup() {
    tester_.reset();
    editor_.reset();
    bench_.reset();
}

void TestStabilityBoardEditor::loadsAStabilityDesignWithoutBoard() {
    QSignalSpy board(editor_.get(), &StabilityBoardEditor::boardChanged);
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    QVERIFY(board.count() >= 1);
    QVERIFY(editor_->isStability());
    QCOMPARE(editor_->side(), 10);
    QCOMPARE(editor_->tiles()->rowCount(), 100);
    QCOMPARE(editor_->seed(), QStringLiteral("1"));
    QVERIFY(!editor_->isDirty());
    QVERIFY(editor_->constraintsHold());
    QVERIFY(!editor_->undoStack()->canUndo());
}

void TestStabilityBoardEditor::isEmptyForAnotherRuleset() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("torus-lab"))));
    QVERIFY(!editor_->isStability());
    QCOMPARE(editor_->tiles()->rowCount(), 0);
    QVERIFY(!editor_->save());
}

void TestStabilityBoardEditor::setTileUndoesAndRedoes() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    QSignalSpy dirty(editor_.get(), &StabilityBoardEditor::dirtyChanged);
    const int before = editor_->tiles()->value(11);
    const int after = before == 7 ? 6 : 7;
    editor_->setTile(11, after);
    QCOMPARE(editor_->tiles()->value(11), after);
    QVERIFY(editor_->isDirty());
    QCOMPARE(dirty.count(), 1);
    editor_->undoStack()->undo();
    QCOMPARE(editor_->tiles()->value(11), before);
    QVERIFY(!editor_->isDirty());
    editor_->undoStack()->redo();
    QCOMPARE(editor_->tiles()->value(11), after);
    // Setting the value a tile already has is no edit.
    const int count = editor_->undoStack()->count();
    editor_->setTile(11, after);
    QCOMPARE(editor_->undoStack()->count(), count);
}

void TestStabilityBoardEditor::adjustTileClampsToTheTileRange() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    editor_->setTile(12, 10);
    editor_->adjustTile(12, 1);
    QCOMPARE(editor_->tiles()->value(12), 10);
    editor_->adjustTile(12, -1);
    QCOMPARE(editor_->tiles()->value(12), 9);
    editor_->undoStack()->undo();
    QCOMPARE(editor_->tiles()->value(12), 10);
}

void TestStabilityBoardEditor::dragPaintIsOneUndoStep() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    const std::vector<int> before = editor_->tiles()->values();
    editor_->setTool(StabilityBoardEditor::SetValue);
    editor_->setToolValue(0);
    const int steps = editor_->undoStack()->count();
    editor_->beginStroke();
    for (int index : {11, 12, 13, 12, 23})
        editor_->paintTile(index);
    editor_->endStroke();
    QCOMPARE(editor_->undoStack()->count(), steps + 1);
    for (int index : {11, 12, 13, 23})
        QCOMPARE(editor_->tiles()->value(index), 0);
    editor_->undoStack()->undo();
    QCOMPARE(editor_->tiles()->values(), before);

    // +1 paints each tile of a stroke once, however often the pointer passes.
    editor_->setTool(StabilityBoardEditor::Increment);
    editor_->beginStroke();
    for (int index : {11, 12, 11})
        editor_->paintTile(index);
    editor_->endStroke();
    QCOMPARE(editor_->tiles()->value(11), std::min(10, before[11] + 1));
    // An empty stroke leaves no step behind.
    const int count = editor_->undoStack()->count();
    editor_->beginStroke();
    editor_->endStroke();
    QCOMPARE(editor_->undoStack()->count(), count);
}

void TestStabilityBoardEditor::fillRectangleUndoesAndRedoes() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    const std::vector<int> before = editor_->tiles()->values();
    editor_->setTool(StabilityBoardEditor::SetValue);
    editor_->setToolValue(10);
    editor_->fillRectangle(33, 11); // rows 1..3, columns 1..3
    for (int r = 0; r < 10; ++r) {
        for (int c = 0; c < 10; ++c) {
            const int index = r * 10 + c;
            const bool inside = r >= 1 && r <= 3 && c >= 1 && c <= 3;
            QCOMPARE(editor_->tiles()->value(index), inside ? 10 : before[index]);
        }
    }
    editor_->undoStack()->undo();
    QCOMPARE(editor_->tiles()->values(), before);
    editor_->undoStack()->redo();
    QCOMPARE(editor_->tiles()->value(22), 10);
}

void TestStabilityBoardEditor::toggleLockUndoesAndRedoes() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    QSignalSpy changed(editor_->tiles(), &QAbstractItemModel::dataChanged);
    editor_->toggleLock(5);
    QVERIFY(editor_->tiles()->isLocked(5));
    QVERIFY(editor_->isDirty());
    QCOMPARE(changed.count(), 1);
    editor_->undoStack()->undo();
    QVERIFY(!editor_->tiles()->isLocked(5));
    editor_->undoStack()->redo();
    QVERIFY(editor_->tiles()->isLocked(5));
}

void TestStabilityBoardEditor::randomizeUndoesAndRedoes() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    const std::vector<int> before = editor_->tiles()->values();
    QVERIFY(editor_->randomize(QStringLiteral("42")));
    QCOMPARE(editor_->seed(), QStringLiteral("42"));
    const std::vector<int> after = editor_->tiles()->values();
    QVERIFY(after != before);
    QVERIFY(editor_->constraintsHold());
    editor_->undoStack()->undo();
    QCOMPARE(editor_->tiles()->values(), before);
    QCOMPARE(editor_->seed(), QStringLiteral("1"));
    editor_->undoStack()->redo();
    QCOMPARE(editor_->tiles()->values(), after);
    QCOMPARE(editor_->seed(), QStringLiteral("42"));
    QVERIFY(editor_->reroll());
    QVERIFY(editor_->seed() != QStringLiteral("42") || editor_->tiles()->values() == after);
}

void TestStabilityBoardEditor::sameSeedGivesSameBoard() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    QVERIFY(editor_->randomize(QStringLiteral("7")));
    const std::vector<int> first = editor_->tiles()->values();
    QVERIFY(editor_->randomize(QStringLiteral("8")));
    QVERIFY(editor_->tiles()->values() != first);
    QVERIFY(editor_->randomize(QStringLiteral("7")));
    QCOMPARE(editor_->tiles()->values(), first);
}

void TestStabilityBoardEditor::randomizeKeepsLockedValues() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    editor_->setTile(44, 9);
    editor_->toggleLock(44);
    editor_->setTile(45, 0);
    editor_->toggleLock(45);
    for (const char* seed : {"3", "4", "5"}) {
        QVERIFY(editor_->randomize(QString::fromLatin1(seed)));
        QCOMPARE(editor_->tiles()->value(44), 9);
        QCOMPARE(editor_->tiles()->value(45), 0);
        QVERIFY(editor_->tiles()->isLocked(44));
        QVERIFY(editor_->tiles()->isLocked(45));
    }
}

void TestStabilityBoardEditor::aBadSeedIsRefused() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    QSignalSpy error(editor_.get(), &StabilityBoardEditor::errorMessageChanged);
    const int count = editor_->undoStack()->count();
    QVERIFY(!editor_->randomize(QStringLiteral("twelve")));
    QCOMPARE(error.count(), 1);
    QVERIFY(!editor_->errorMessage().isEmpty());
    QCOMPARE(editor_->undoStack()->count(), count);
}

void TestStabilityBoardEditor::histogramMatchesAGeneratedBoard() {
    editor_->setDesignId(static_cast<int>(bench_->createDesign(QStringLiteral("stability"))));
    QVERIFY(editor_->randomize(QStringLiteral("11")));
    const QVariantList bars = editor_->histogram();
    QCOMPARE(bars.size(), 8); // values 1..8
    int total = 0;
    for (const QVariant& bar : bars) {
        total += bar.toMap().value(QStringLiteral("count")).toInt();
        QVERIFY(bar.toMap().value(QStringLiteral("ok")).toBool());
    }
    QCOMPARE(total, 96);
    editor_->setTile(0, 5); // a corner off its value
    QVERIFY(!editor_->constraintsHold());
}

void TestStabilityBoardEditor::saveThenReloadIsEqual() {
    const qint64 id = bench_->createDesign(QStringLiteral("stability"));
    editor_->setDesignId(static_cast<int>(id));
    QVERIFY(editor_->randomize(QStringLiteral("99")));
    editor_->setTile(55, 3);
    editor_->toggleLock(55);
    const std::vector<int> values = editor_->tiles()->values();
    const std::vector<bool> locks = editor_->tiles()->locks();
    QSignalSpy saved(editor_.get(), &StabilityBoardEditor::saved);
    QVERIFY2(editor_->save(), qPrintable(editor_->errorMessage()));
    QCOMPARE(saved.count(), 1);
    QVERIFY(!editor_->isDirty());

    StabilityBoardEditor other;
    other.setWorkbench(bench_->workbench());
    other.setDesignId(static_cast<int>(id));
    QCOMPARE(other.tiles()->values(), values);
    QCOMPARE(other.tiles()->locks(), locks);
    QCOMPARE(other.seed(), QStringLiteral("99"));
    QVERIFY(!other.isDirty());
}

void TestStabilityBoardEditor::theEngineAcceptsTheSavedSetup() {
    const qint64 id = bench_->createDesign(QStringLiteral("stability"));
    editor_->setDesignId(static_cast<int>(id));
    editor_->toggleLock(3);
    QVERIFY(editor_->save());
    const auto row = bench_->store().get(id);
    QVERIFY(row);
    QVERIFY(row->setup.contains("locked"));
    const auto game = pb::rulesetOrThrow("stability").makeGame(row->params, 2);
    const auto state = game->newInitialState(0, row->setup);
    QVERIFY(state != nullptr);
}

void TestStabilityBoardEditor::designSaveKeepsTheBoard() {
    const qint64 id = bench_->createDesign(QStringLiteral("stability"));
    editor_->setDesignId(static_cast<int>(id));
    QVERIFY(editor_->randomize(QStringLiteral("5")));
    QVERIFY(editor_->save());
    const std::vector<int> values = editor_->tiles()->values();

    DesignEditor design;
    design.setWorkbench(bench_->workbench());
    QVERIFY(design.load(static_cast<int>(id)));
    QSignalSpy dirty(&design, &DesignEditor::dirtyChanged);
    design.setNotes(QStringLiteral("Try a smaller board."));
    QVERIFY(design.isDirty());
    QCOMPARE(dirty.count(), 1);
    QVERIFY(design.save());
    QVERIFY(!design.isDirty());

    StabilityBoardEditor other;
    other.setWorkbench(bench_->workbench());
    other.setDesignId(static_cast<int>(id));
    QCOMPARE(other.tiles()->values(), values);
    QCOMPARE(bench_->store().get(id)->notes, QStringLiteral("Try a smaller board."));
}

PLAYBENCH_TEST_GUILESS_MAIN(TestStabilityBoardEditor)
#include "test_stability_board_editor.moc"
