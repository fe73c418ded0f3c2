// BoardTilesModel: tiles with value, lock, highlight and occupant; resets on
// a new side, change signals for single tiles.

#include "board_tiles_model.h"
#include "test_registry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using pb::gui::BoardTilesModel;

class TestBoardTilesModel : public QObject {
    Q_OBJECT

private slots:
    void startsEmpty();
    void setBoardFillsTilesAndResetsOnANewSide();
    void singleTileChangesSignalOneRow();
    void rejectsABoardOfTheWrongLength();
    void rolesHaveCamelCaseNames();
};

void TestBoardTilesModel::startsEmpty() {
    BoardTilesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.side(), 0);
}

void TestBoardTilesModel::setBoardFillsTilesAndResetsOnANewSide() {
    BoardTilesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy side(&model, &BoardTilesModel::sideChanged);
    model.setBoard(2, {1, 2, 3, 4}, {false, true, false, false});
    QCOMPARE(reset.count(), 1);
    QCOMPARE(side.count(), 1);
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.data(model.index(2), BoardTilesModel::ValueRole).toInt(), 3);
    QCOMPARE(model.data(model.index(1), BoardTilesModel::LockedRole).toBool(), true);
    QCOMPARE(model.data(model.index(0), BoardTilesModel::HighlightedRole).toBool(), false);
    QCOMPARE(model.data(model.index(0), BoardTilesModel::OccupantRole).toString(), QString());

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setBoard(2, {4, 3, 2, 1});
    QCOMPARE(reset.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.values(), std::vector<int>({4, 3, 2, 1}));
    QCOMPARE(model.locks(), std::vector<bool>(4, false));

    model.setBoard(3, std::vector<int>(9, 5));
    QCOMPARE(reset.count(), 2);
    QCOMPARE(model.rowCount(), 9);
}

void TestBoardTilesModel::singleTileChangesSignalOneRow() {
    BoardTilesModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setBoard(2, {1, 2, 3, 4});
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setValue(3, 7);
    model.setLocked(3, true);
    model.setHighlighted(0, true);
    model.setOccupant(1, QStringLiteral("A"));
    model.setValue(3, 7); // no change, no signal
    QCOMPARE(changed.count(), 4);
    for (const QList<QVariant>& signal : changed)
        QCOMPARE(signal.at(0).toModelIndex(), signal.at(1).toModelIndex());
    QCOMPARE(model.value(3), 7);
    QVERIFY(model.isLocked(3));
    QCOMPARE(model.data(model.index(0), BoardTilesModel::HighlightedRole).toBool(), true);
    QCOMPARE(model.data(model.index(1), BoardTilesModel::OccupantRole).toString(),
             QStringLiteral("A"));
}

void TestBoardTilesModel::rejectsABoardOfTheWrongLength() {
    BoardTilesModel model;
    model.setBoard(3, {1, 2});
    QCOMPARE(model.rowCount(), 0);
}

void TestBoardTilesModel::rolesHaveCamelCaseNames() {
    BoardTilesModel model;
    const QList<QByteArray> names = model.roleNames().values();
    for (const char* name : {"value", "locked", "highlighted", "occupant"})
        QVERIFY2(names.contains(name), name);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestBoardTilesModel)
#include "test_board_tiles_model.moc"
