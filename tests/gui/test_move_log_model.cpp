// MoveLogModel on a real store: the rows of a log with undo rows, which
// decisions were taken back, annotations and tags written through to the store
// and read back, and a failing write that changes nothing.

#include "db/database.h"
#include "db/game_store.h"
#include "engine/state.h"
#include "move_log_model.h"
#include "test_registry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using pb::db::GameStore;
using pb::gui::MoveLogModel;

class TestMoveLogModel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void isEmptyUntilLoaded();
    void showsDecisionsChanceAndUndoRows();
    void marksTheDecisionsTakenBack();
    void reloadPicksUpNewRows();
    void annotationIsWrittenToTheStore();
    void tagsAreWrittenToTheStore();
    void findsAnnotatedRows();
    void aFailedWriteChangesNothing();
    void clearForgetsTheGame();

private:
    // Five rows: chance, P1, P2, undo (takes back P2's move), P2 again.
    qint64 writeGame();
    pb::db::NewMove move(int actor, const char* text, std::uint64_t hash) const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<pb::db::Database> db_;
    std::unique_ptr<MoveLogModel> model_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestMoveLogModel::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    db_ = std::make_unique<pb::db::Database>(dir_->filePath(QStringLiteral("log.sqlite")));
    model_ = std::make_unique<MoveLogModel>();
    tester_ = std::make_unique<QAbstractItemModelTester>(
        model_.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestMoveLogModel::cleanup() {
    tester_.reset();
    model_.reset();
    db_.reset();
    dir_.reset();
}

pb::db::NewMove TestMoveLogModel::move(int actor, const char* text, std::uint64_t hash) const {
    pb::db::NewMove m;
    m.actor = actor;
    m.decision = {{"type", "test"}, {"text", text}};
    m.text = QString::fromUtf8(text);
    m.isChance = actor == pb::kChanceActor;
    m.hashAfter = hash;
    return m;
}

qint64 TestMoveLogModel::writeGame() {
    GameStore store(*db_);
    pb::db::NewGame game;
    game.ruleset = QStringLiteral("stability");
    game.players = 2;
    game.seats = {QStringLiteral("human"), QStringLiteral("random")};
    game.seed = 7;
    game.initialState = {{"game", "stability"}};
    const qint64 id = store.beginGame(game);
    store.appendMove(id, move(pb::kChanceActor, "P2 moves first", 1));
    store.appendMove(id, move(1, "move to (1,0)", 2));
    store.appendMove(id, move(0, "move to (2,2)", 3));
    store.appendUndo(id, 0, 2);
    store.appendMove(id, move(0, "move to (3,3)", 4));
    return id;
}

void TestMoveLogModel::isEmptyUntilLoaded() {
    QCOMPARE(model_->rowCount(), 0);
    QCOMPARE(model_->gameId(), 0);
    QVERIFY(!model_->setAnnotation(0, QStringLiteral("x")));
    QCOMPARE(model_->nextAnnotatedRow(-1), -1);
    QCOMPARE(MoveLogModel::standardTags(),
             QStringList({QStringLiteral("fun"), QStringLiteral("confusing"),
                          QStringLiteral("broken rule"), QStringLiteral("balance"),
                          QStringLiteral("question")}));
}

void TestMoveLogModel::showsDecisionsChanceAndUndoRows() {
    const qint64 id = writeGame();
    QSignalSpy countChanged(model_.get(), &MoveLogModel::countChanged);
    QSignalSpy gameIdChanged(model_.get(), &MoveLogModel::gameIdChanged);
    model_->load(db_.get(), id);

    QCOMPARE(countChanged.count(), 1);
    QCOMPARE(gameIdChanged.count(), 1);
    QCOMPARE(model_->count(), 5);
    QCOMPARE(model_->gameId(), id);
    const auto at = [&](int row, int role) { return model_->data(model_->index(row), role); };
    QCOMPARE(at(0, MoveLogModel::ActorNameRole).toString(), QStringLiteral("Chance"));
    QVERIFY(at(0, MoveLogModel::IsChanceRole).toBool());
    QCOMPARE(at(0, MoveLogModel::TextRole).toString(), QStringLiteral("P2 moves first"));
    QCOMPARE(at(1, MoveLogModel::ActorRole).toInt(), 1);
    QCOMPARE(at(1, MoveLogModel::ActorNameRole).toString(), QStringLiteral("P2"));
    QCOMPARE(at(1, MoveLogModel::KindRole).toString(), QStringLiteral("decision"));
    QCOMPARE(at(3, MoveLogModel::KindRole).toString(), QStringLiteral("undo"));
    QVERIFY(at(3, MoveLogModel::IsUndoRole).toBool());
    QCOMPARE(at(3, MoveLogModel::TextRole).toString(), QStringLiteral("Undo: takes back move 3"));
    QCOMPARE(at(4, MoveLogModel::IdxRole).toInt(), 4);
    QVERIFY(at(4, MoveLogModel::MoveIdRole).toLongLong() > 0);

    const QHash<int, QByteArray> roles = model_->roleNames();
    for (const char* name : {"idx", "moveId", "kind", "actor", "actorName", "text", "annotation",
                             "tags", "isChance", "isUndo", "takenBack"})
        QVERIFY2(roles.values().contains(QByteArray(name)), name);
}

void TestMoveLogModel::marksTheDecisionsTakenBack() {
    const qint64 id = writeGame();
    GameStore(*db_).appendUndo(id, 0, 2); // takes back (3,3)
    GameStore(*db_).appendUndo(id, 1, 1); // then P2's (1,0)
    model_->load(db_.get(), id);

    QCOMPARE(model_->count(), 7);
    QList<bool> takenBack;
    for (int row = 0; row < model_->count(); ++row)
        takenBack.append(model_->data(model_->index(row), MoveLogModel::TakenBackRole).toBool());
    QCOMPARE(takenBack, QList<bool>({false, true, true, false, true, false, false}));
    QCOMPARE(model_->data(model_->index(6), MoveLogModel::TextRole).toString(),
             QStringLiteral("Undo: takes back move 2"));
}

void TestMoveLogModel::reloadPicksUpNewRows() {
    const qint64 id = writeGame();
    model_->load(db_.get(), id);
    QSignalSpy countChanged(model_.get(), &MoveLogModel::countChanged);
    GameStore(*db_).appendMove(id, move(1, "move to (0,0)", 9));
    QCOMPARE(model_->count(), 5);
    model_->reload();
    QCOMPARE(model_->count(), 6);
    QCOMPARE(countChanged.count(), 1);
    QCOMPARE(model_->data(model_->index(5), MoveLogModel::TextRole).toString(),
             QStringLiteral("move to (0,0)"));
}

void TestMoveLogModel::annotationIsWrittenToTheStore() {
    const qint64 id = writeGame();
    model_->load(db_.get(), id);
    QSignalSpy dataChanged(model_.get(), &QAbstractItemModel::dataChanged);

    QVERIFY(model_->setAnnotation(2, QStringLiteral("why here?")));
    QCOMPARE(dataChanged.count(), 1);
    QCOMPARE(dataChanged.first().at(0).toModelIndex().row(), 2);
    QCOMPARE(dataChanged.first().at(2).value<QList<int>>(),
             QList<int>({MoveLogModel::AnnotationRole}));
    QCOMPARE(model_->data(model_->index(2), MoveLogModel::AnnotationRole).toString(),
             QStringLiteral("why here?"));
    // The same text again writes nothing and changes nothing.
    QVERIFY(model_->setAnnotation(2, QStringLiteral("why here?")));
    QCOMPARE(dataChanged.count(), 1);

    const std::vector<pb::db::MoveRow> stored = GameStore(*db_).moves(id);
    QCOMPARE(stored[2].annotation, QStringLiteral("why here?"));
    QCOMPARE(GameStore(*db_).game(id)->annotatedMoves, 1);

    MoveLogModel reread;
    reread.load(db_.get(), id);
    QCOMPARE(reread.data(reread.index(2), MoveLogModel::AnnotationRole).toString(),
             QStringLiteral("why here?"));
}

void TestMoveLogModel::tagsAreWrittenToTheStore() {
    const qint64 id = writeGame();
    model_->load(db_.get(), id);
    QSignalSpy dataChanged(model_.get(), &QAbstractItemModel::dataChanged);

    QVERIFY(model_->addTag(1, QStringLiteral("question")));
    QVERIFY(model_->addTag(1, QStringLiteral(" fun ")));
    QVERIFY(model_->addTag(1, QStringLiteral("fun"))); // twice is harmless
    QCOMPARE(dataChanged.count(), 2);
    QCOMPARE(model_->data(model_->index(1), MoveLogModel::TagsRole).toStringList(),
             QStringList({QStringLiteral("fun"), QStringLiteral("question")}));
    QCOMPARE(GameStore(*db_).moves(id)[1].tags,
             QStringList({QStringLiteral("fun"), QStringLiteral("question")}));

    QVERIFY(model_->removeTag(1, QStringLiteral("question")));
    QCOMPARE(dataChanged.count(), 3);
    QCOMPARE(GameStore(*db_).moves(id)[1].tags, QStringList({QStringLiteral("fun")}));

    QVERIFY(!model_->addTag(1, QStringLiteral("   ")));
    QVERIFY(!model_->errorMessage().isEmpty());
    QCOMPARE(dataChanged.count(), 3);
    QVERIFY(model_->addTag(1, QStringLiteral("balance")));
    QVERIFY(model_->errorMessage().isEmpty());
}

void TestMoveLogModel::findsAnnotatedRows() {
    const qint64 id = writeGame();
    model_->load(db_.get(), id);
    QVERIFY(model_->setAnnotation(1, QStringLiteral("early")));
    QVERIFY(model_->addTag(4, QStringLiteral("fun")));

    QCOMPARE(model_->nextAnnotatedRow(-1), 1);
    QCOMPARE(model_->nextAnnotatedRow(1), 4);
    QCOMPARE(model_->nextAnnotatedRow(4), -1);
    QCOMPARE(model_->previousAnnotatedRow(model_->count()), 4);
    QCOMPARE(model_->previousAnnotatedRow(4), 1);
    QCOMPARE(model_->previousAnnotatedRow(1), -1);
}

void TestMoveLogModel::aFailedWriteChangesNothing() {
    const qint64 id = writeGame();
    model_->load(db_.get(), id);
    // The game disappears behind the model's back: its moves are gone.
    GameStore(*db_).removeGame(id);
    QSignalSpy dataChanged(model_.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy errorChanged(model_.get(), &MoveLogModel::errorMessageChanged);

    QVERIFY(!model_->setAnnotation(0, QStringLiteral("lost")));
    QCOMPARE(errorChanged.count(), 1);
    QVERIFY(model_->errorMessage().contains(QStringLiteral("does not exist")));
    QCOMPARE(dataChanged.count(), 0);
    QVERIFY(model_->data(model_->index(0), MoveLogModel::AnnotationRole).toString().isEmpty());
    QVERIFY(!model_->addTag(0, QStringLiteral("fun")));
    QCOMPARE(dataChanged.count(), 0);
}

void TestMoveLogModel::clearForgetsTheGame() {
    model_->load(db_.get(), writeGame());
    QSignalSpy countChanged(model_.get(), &MoveLogModel::countChanged);
    model_->clear();
    QCOMPARE(model_->count(), 0);
    QCOMPARE(model_->gameId(), 0);
    QCOMPARE(countChanged.count(), 1);
    model_->reload();
    QCOMPARE(model_->count(), 0);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestMoveLogModel)
#include "test_move_log_model.moc"
