// GameListModel on a real store opened through the Workbench: the roles of
// each stored game, every filter on its own, the choices the filter bar
// offers, and reloading when the workbench opens another database.

#include "db/design_store.h"
#include "db/run_store.h"
#include "db/store_error.h"
#include "game_list_model.h"
#include "logged_games.h"
#include "test_registry.h"
#include "workbench.h"

#include <QAbstractItemModelTester>
#include <QDate>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <functional>
#include <memory>

using pb::db::GameStore;
using pb::gui::GameListModel;
using pb::gui::Workbench;
using pb::gui::test::GameEnd;
using pb::gui::test::logStabilityGame;
using pb::gui::test::logTorusLabGame;
using ResultFilter = GameListModel::ResultFilter;

class TestGameListModel : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void isEmptyWithoutADatabase();
    void listsGamesNewestFirstWithTheirRoles();
    void cooperativeGamesAreTheTeamsWinOrLoss();
    void filtersByDesign();
    void filtersByDateRange();
    void aBadDateIsReported();
    void filtersByResult_data();
    void filtersByResult();
    void filtersByTag();
    void filtersByAnnotations();
    void simulatedGamesOnlyWhenAsked();
    void offersDesignsAndTags();
    void reloadsWhenTheDatabaseChanges();
    void aDamagedGameHidesNoOther();

private:
    QList<qint64> listedIds() const;
    pb::db::Database& db() { return *workbench_->database(); }
    qint64 createDesign(const QString& name);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<GameListModel> model_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void TestGameListModel::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("games.sqlite")), true));
    model_ = std::make_unique<GameListModel>();
    tester_ = std::make_unique<QAbstractItemModelTester>(
        model_.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestGameListModel::cleanup() {
    tester_.reset();
    model_.reset();
    workbench_.reset();
    dir_.reset();
}

QList<qint64> TestGameListModel::listedIds() const {
    QList<qint64> ids;
    for (int row = 0; row < model_->rowCount(); ++row)
        ids << model_->data(model_->index(row), GameListModel::GameIdRole).toLongLong();
    return ids;
}

qint64 TestGameListModel::createDesign(const QString& name) {
    pb::db::DesignRow design;
    design.name = name;
    design.ruleset = QStringLiteral("stability");
    return pb::db::DesignStore(db()).create(design);
}

void TestGameListModel::isEmptyWithoutADatabase() {
    logStabilityGame(db(), 1);
    QCOMPARE(model_->rowCount(), 0);
    workbench_->closeDatabase();
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->rowCount(), 0);
    QCOMPARE(model_->errorMessage(), QString());
}

void TestGameListModel::listsGamesNewestFirstWithTheirRoles() {
    const qint64 designId = createDesign(QStringLiteral("Tall board"));
    const auto first = logStabilityGame(db(), 11, designId);
    const auto second = logStabilityGame(db(), 12, std::nullopt, GameEnd::Running, 4);
    GameStore(db()).setAnnotation(first.moves[0].id, QStringLiteral("why here?"));

    QSignalSpy countChanged(model_.get(), &GameListModel::countChanged);
    model_->setWorkbench(workbench_.get());
    QCOMPARE(countChanged.count(), 1);
    QCOMPARE(listedIds(), QList<qint64>({second.gameId, first.gameId}));

    const QModelIndex finished = model_->index(1);
    QCOMPARE(finished.data(GameListModel::DesignNameRole).toString(), QStringLiteral("Tall board"));
    QCOMPARE(finished.data(GameListModel::RulesetRole).toString(), QStringLiteral("stability"));
    QCOMPARE(finished.data(GameListModel::StatusRole).toString(), QStringLiteral("finished"));
    const pb::db::GameRow stored = *GameStore(db()).game(first.gameId);
    const int winner = stored.result.at("winner").get<int>();
    QCOMPARE(finished.data(GameListModel::ResultTextRole).toString(),
             QStringLiteral("P%1 wins").arg(winner + 1));
    QCOMPARE(finished.data(GameListModel::SeatsRole).toString(),
             QStringLiteral("P1: Random, P2: Person"));
    QCOMPARE(finished.data(GameListModel::MoveCountRole).toInt(), int(first.moves.size()));
    QCOMPARE(finished.data(GameListModel::AnnotatedMovesRole).toInt(), 1);
    QVERIFY(!finished.data(GameListModel::StartedAtRole).toString().isEmpty());
    QCOMPARE(finished.data(GameListModel::SimulatedRole).toBool(), false);

    const QModelIndex running = model_->index(0);
    QCOMPARE(running.data(GameListModel::DesignNameRole).toString(), QStringLiteral("No design"));
    QCOMPARE(running.data(GameListModel::StatusRole).toString(), QStringLiteral("running"));
    QCOMPARE(running.data(GameListModel::ResultTextRole).toString(), QStringLiteral("Unfinished"));
    QCOMPARE(running.data(GameListModel::MoveCountRole).toInt(), 4);
    QCOMPARE(model_->rowOfGame(first.gameId), 1);
    QCOMPARE(model_->rowOfGame(9999), -1);
    QCOMPARE(model_->gameIdAt(0), second.gameId);
    QCOMPARE(model_->gameIdAt(2), 0);
}

// One game whose initial state no longer reads: every game is listed, that
// one says what is wrong, and only that one refuses to open.
void TestGameListModel::aDamagedGameHidesNoOther() {
    const auto sound = logStabilityGame(db(), 11, std::nullopt);
    const auto broken = logStabilityGame(db(), 12, std::nullopt);
    const auto badSeats = logStabilityGame(db(), 13, std::nullopt);
    QSqlQuery query(db().connection());
    QVERIFY(query.exec(
        QStringLiteral("UPDATE games SET initial_state = '{' WHERE id = %1").arg(broken.gameId)));
    QVERIFY(query.exec(
        QStringLiteral("UPDATE games SET seats = 'x' WHERE id = %1").arg(badSeats.gameId)));
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->errorMessage(), QString());
    QCOMPARE(listedIds().size(), 3);
    auto resultOf = [&](qint64 id) {
        return model_->index(model_->rowOfGame(id)).data(GameListModel::ResultTextRole).toString();
    };
    QCOMPARE(resultOf(broken.gameId),
             QStringLiteral("Damaged: its stored initial_state cannot be read"));
    QCOMPARE(resultOf(badSeats.gameId), QStringLiteral("Damaged: its stored seats cannot be read"));
    QVERIFY(!resultOf(sound.gameId).startsWith(QStringLiteral("Damaged")));
    QVERIFY(GameStore(db()).game(sound.gameId).has_value());
    QVERIFY_THROWS_EXCEPTION(pb::db::StoreError, GameStore(db()).game(broken.gameId));
}

void TestGameListModel::cooperativeGamesAreTheTeamsWinOrLoss() {
    // Torus Lab's seats win or lose together: no winner, no draw.
    const auto won = logTorusLabGame(db(), true);
    const auto lost = logTorusLabGame(db(), false);
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->index(model_->rowOfGame(won.gameId)).data(GameListModel::ResultTextRole),
             QVariant(QStringLiteral("The team won")));
    QCOMPARE(model_->index(model_->rowOfGame(lost.gameId)).data(GameListModel::ResultTextRole),
             QVariant(QStringLiteral("The team lost")));
}

void TestGameListModel::filtersByDesign() {
    const qint64 tall = createDesign(QStringLiteral("Tall"));
    const qint64 wide = createDesign(QStringLiteral("Wide"));
    const auto a = logStabilityGame(db(), 1, tall);
    const auto b = logStabilityGame(db(), 2, wide);
    const auto c = logStabilityGame(db(), 3, tall);
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->count(), 3);

    QSignalSpy filterChanged(model_.get(), &GameListModel::filterChanged);
    model_->setDesignId(tall);
    QCOMPARE(filterChanged.count(), 1);
    QCOMPARE(listedIds(), QList<qint64>({c.gameId, a.gameId}));
    model_->setDesignId(wide);
    QCOMPARE(listedIds(), QList<qint64>({b.gameId}));
    model_->setDesignId(wide); // unchanged: no signal, no reload
    QCOMPARE(filterChanged.count(), 2);
    model_->setDesignId(0);
    QCOMPARE(model_->count(), 3);
}

void TestGameListModel::filtersByDateRange() {
    const auto game = logStabilityGame(db(), 1);
    model_->setWorkbench(workbench_.get());
    const QDate today = QDate::currentDate();
    const QString todayText = today.toString(Qt::ISODate);

    model_->setFromDate(todayText);
    model_->setToDate(todayText);
    QCOMPARE(listedIds(), QList<qint64>({game.gameId}));
    model_->setFromDate(today.addDays(1).toString(Qt::ISODate));
    QCOMPARE(model_->count(), 0);
    model_->setFromDate(QString());
    model_->setToDate(today.addDays(-1).toString(Qt::ISODate));
    QCOMPARE(model_->count(), 0);
    model_->setToDate(today.addDays(3).toString(Qt::ISODate));
    QCOMPARE(model_->count(), 1);
    QCOMPARE(model_->errorMessage(), QString());
}

void TestGameListModel::aBadDateIsReported() {
    logStabilityGame(db(), 1);
    model_->setWorkbench(workbench_.get());
    QSignalSpy errorChanged(model_.get(), &GameListModel::errorMessageChanged);
    model_->setFromDate(QStringLiteral("2026-13-40"));
    QCOMPARE(errorChanged.count(), 1);
    QVERIFY2(model_->errorMessage().contains(QStringLiteral("2026-13-40")),
             qPrintable(model_->errorMessage()));
    // The bad bound is left out rather than hiding every game.
    QCOMPARE(model_->count(), 1);
    model_->setFromDate(QString());
    QCOMPARE(model_->errorMessage(), QString());
}

void TestGameListModel::filtersByResult_data() {
    QTest::addColumn<ResultFilter>("filter");
    QTest::addColumn<QString>("expected"); // which of the four games
    QTest::newRow("any") << ResultFilter::Any << QStringLiteral("winner,draw,running,abandoned");
    QTest::newRow("winner") << ResultFilter::Winner << QStringLiteral("winner");
    QTest::newRow("draw") << ResultFilter::Draw << QStringLiteral("draw");
    QTest::newRow("unfinished") << ResultFilter::Unfinished << QStringLiteral("running");
    QTest::newRow("abandoned") << ResultFilter::Abandoned << QStringLiteral("abandoned");
}

void TestGameListModel::filtersByResult() {
    QFETCH(ResultFilter, filter);
    QFETCH(QString, expected);
    QHash<QString, qint64> ids;
    ids.insert(QStringLiteral("winner"), logStabilityGame(db(), 1).gameId);
    // A draw as the store records one: finished, no winner, draw true.
    const auto drawn = logStabilityGame(db(), 2, std::nullopt, GameEnd::Running, 3);
    GameStore(db()).finishGame(drawn.gameId, {{"scores", {0, 0}},
                                              {"ranks", {1, 1}},
                                              {"winner", nullptr},
                                              {"draw", true},
                                              {"turn_limit", true}});
    ids.insert(QStringLiteral("draw"), drawn.gameId);
    ids.insert(QStringLiteral("running"),
               logStabilityGame(db(), 3, std::nullopt, GameEnd::Running).gameId);
    ids.insert(QStringLiteral("abandoned"),
               logStabilityGame(db(), 4, std::nullopt, GameEnd::Abandoned).gameId);

    model_->setWorkbench(workbench_.get());
    model_->setResult(filter);
    QList<qint64> want;
    for (const QString& name : expected.split(QLatin1Char(',')))
        want << ids.value(name);
    std::sort(want.begin(), want.end(), std::greater<>());
    QCOMPARE(listedIds(), want);
    if (filter == ResultFilter::Draw)
        QCOMPARE(model_->index(0).data(GameListModel::ResultTextRole).toString(),
                 QStringLiteral("Draw at the turn limit"));
    if (filter == ResultFilter::Abandoned)
        QCOMPARE(model_->index(0).data(GameListModel::ResultTextRole).toString(),
                 QStringLiteral("Abandoned"));
}

void TestGameListModel::filtersByTag() {
    const auto tagged = logStabilityGame(db(), 1);
    const auto other = logStabilityGame(db(), 2);
    GameStore(db()).addTag(tagged.moves[2].id, QStringLiteral("broken rule"));
    GameStore(db()).addTag(other.moves[0].id, QStringLiteral("fun"));
    model_->setWorkbench(workbench_.get());
    model_->setTag(QStringLiteral("broken rule"));
    QCOMPARE(listedIds(), QList<qint64>({tagged.gameId}));
    model_->setTag(QStringLiteral("fun"));
    QCOMPARE(listedIds(), QList<qint64>({other.gameId}));
    model_->setTag(QStringLiteral("nobody uses this"));
    QCOMPARE(model_->count(), 0);
    model_->setTag(QString());
    QCOMPARE(model_->count(), 2);
}

void TestGameListModel::filtersByAnnotations() {
    const auto annotated = logStabilityGame(db(), 1);
    logStabilityGame(db(), 2);
    // A tag alone is not an annotation.
    const auto tagged = logStabilityGame(db(), 3);
    GameStore(db()).addTag(tagged.moves[0].id, QStringLiteral("fun"));
    GameStore(db()).setAnnotation(annotated.moves[1].id, QStringLiteral("a bold move"));
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->count(), 3);
    model_->setAnnotatedOnly(true);
    QCOMPARE(listedIds(), QList<qint64>({annotated.gameId}));
    model_->setAnnotatedOnly(false);
    QCOMPARE(model_->count(), 3);
}

void TestGameListModel::simulatedGamesOnlyWhenAsked() {
    const auto live = logStabilityGame(db(), 1);
    pb::db::RunStore runs(db());
    pb::db::NewRun run;
    run.ruleset = QStringLiteral("stability");
    run.params = pb::gui::test::stabilityGame()->params();
    run.players = 2;
    run.agents = {QStringLiteral("random"), QStringLiteral("random")};
    run.runSeed = 5;
    run.games = 1;
    run.command = QStringLiteral("test");
    const qint64 runId = runs.createRun(run);
    std::vector<std::unique_ptr<pb::Agent>> owned;
    std::vector<pb::Agent*> agents;
    for (int seat = 0; seat < 2; ++seat) {
        owned.push_back(pb::makeAgent("random", 0));
        agents.push_back(owned.back().get());
    }
    const std::vector<pb::db::RunGameRecord> records{
        {0, pb::playGame(*pb::gui::test::stabilityGame(), 5, agents)}};
    runs.writeGames(runId, records);

    model_->setWorkbench(workbench_.get());
    QCOMPARE(listedIds(), QList<qint64>({live.gameId}));
    model_->setIncludeSimulated(true);
    QCOMPARE(model_->count(), 2);
    QCOMPARE(model_->index(0).data(GameListModel::SimulatedRole).toBool(), true);
    QCOMPARE(model_->index(1).data(GameListModel::SimulatedRole).toBool(), false);
}

void TestGameListModel::offersDesignsAndTags() {
    const qint64 b = createDesign(QStringLiteral("B design"));
    const qint64 a = createDesign(QStringLiteral("A design"));
    const auto game = logStabilityGame(db(), 1, a);
    GameStore(db()).addTag(game.moves[0].id, QStringLiteral("question"));
    GameStore(db()).addTag(game.moves[1].id, QStringLiteral("balance"));

    QSignalSpy choicesChanged(model_.get(), &GameListModel::choicesChanged);
    model_->setWorkbench(workbench_.get());
    QCOMPARE(choicesChanged.count(), 1);
    QCOMPARE(model_->tags(), QStringList({QStringLiteral("balance"), QStringLiteral("question")}));
    const QVariantList designs = model_->designs();
    QCOMPARE(designs.size(), 2);
    QCOMPARE(designs[0].toMap().value(QStringLiteral("name")).toString(),
             QStringLiteral("A design"));
    QCOMPARE(designs[0].toMap().value(QStringLiteral("id")).toLongLong(), a);
    QCOMPARE(designs[1].toMap().value(QStringLiteral("id")).toLongLong(), b);

    // A rename reaches the list through the workbench.
    pb::db::DesignStore(db()).rename(a, QStringLiteral("Renamed"));
    workbench_->notifyDesignsChanged();
    QCOMPARE(model_->index(0).data(GameListModel::DesignNameRole).toString(),
             QStringLiteral("Renamed"));
}

void TestGameListModel::reloadsWhenTheDatabaseChanges() {
    logStabilityGame(db(), 1);
    logStabilityGame(db(), 2);
    model_->setWorkbench(workbench_.get());
    QCOMPARE(model_->count(), 2);

    QSignalSpy countChanged(model_.get(), &GameListModel::countChanged);
    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("other.sqlite")), true));
    QVERIFY(countChanged.count() >= 1);
    QCOMPARE(model_->count(), 0);
    logStabilityGame(db(), 3);
    model_->reload();
    QCOMPARE(model_->count(), 1);
    workbench_->closeDatabase();
    QCOMPARE(model_->count(), 0);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestGameListModel)
#include "test_game_list_model.moc"
