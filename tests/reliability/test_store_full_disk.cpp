// A disk that fills up during a playtest (GameLogger appending moves) or a
// batch run (RunStore::writeGames storing a chunk), simulated with PRAGMA
// max_page_count on the store's own connection: the write fails with a
// message that says the disk is full, nothing half-written stays (a batch
// chunk rolls back entirely; a playtest keeps every move committed before),
// the earlier data is intact, and writing resumes once there is room.

#include "agents/random_agent.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/game_logger.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "db/run_store.h"
#include "db/store_error.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "sim/game_runner.h"
#include "test_registry.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

using pb::db::Database;

qint64 scalar(const Database& db, const QString& statement) {
    QSqlQuery query(db.connection());
    if (!query.exec(statement) || !query.next()) {
        qWarning("%s: %s", qPrintable(statement), qPrintable(query.lastError().text()));
        return -1;
    }
    return query.value(0).toLongLong();
}

// From now on the file may not grow by more than `extraPages` pages.
bool limitGrowth(const Database& db, qint64 extraPages) {
    const qint64 pages = scalar(db, QStringLiteral("PRAGMA page_count"));
    const qint64 limit =
        scalar(db, QStringLiteral("PRAGMA max_page_count = %1").arg(pages + extraPages));
    return pages > 0 && limit == pages + extraPages;
}

bool liftLimit(const Database& db) {
    return scalar(db, QStringLiteral("PRAGMA max_page_count = 1073741823")) > 0;
}

QString integrity(const Database& db) {
    QSqlQuery query(db.connection());
    if (!query.exec(QStringLiteral("PRAGMA integrity_check")) || !query.next())
        return query.lastError().text();
    return query.value(0).toString();
}

pb::GameRecord playRandomGame(std::uint64_t seed) {
    const auto game = pb::rulesetOrThrow("stability").makeGame(nlohmann::json::object(), 2);
    pb::RandomAgent a(0), b(0);
    pb::Agent* seats[] = {&a, &b};
    pb::GameRecord record = pb::playGame(*game, seed, seats);
    return record;
}

bool saysDiskIsFull(const pb::db::StoreError& e) {
    const QString message = QString::fromStdString(e.what());
    return message.contains(QStringLiteral("disk is full")) && !message.contains(QLatin1Char('\n'));
}

} // namespace

class StoreFullDiskTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }
    // SQLite ends the transaction itself when the disk is full; the store must
    // not then log a rollback failure that sends a reader looking for a bug.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("Rollback failed"))); }
    void playtestKeepsEveryCommittedMove();
    void batchChunkRollsBackEntirely();

private:
    QTemporaryDir dir_;
};

void StoreFullDiskTest::playtestKeepsEveryCommittedMove() {
    Database db(dir_.filePath(QStringLiteral("playtest.sqlite")));
    pb::db::DesignStore designs(db);
    pb::db::DesignRow design;
    design.name = QStringLiteral("Kept design");
    design.ruleset = QStringLiteral("stability");
    const qint64 designId = designs.create(design);

    const auto game = pb::rulesetOrThrow("stability").makeGame(nlohmann::json::object(), 2);
    // A long game, so the disk fills well before its end.
    pb::GameRecord record = playRandomGame(11);
    for (std::uint64_t seed = 12; record.decisions.size() < 150 && seed < 200; ++seed)
        record = playRandomGame(seed);
    QVERIFY(record.decisions.size() >= 150);
    auto initial = game->newInitialState(record.seed);
    pb::db::GameStore store(db);
    pb::db::GameLogger logger(store, *initial, {QStringLiteral("human"), QStringLiteral("random")},
                              record.seed, designId);

    // A few moves with room, then the disk "fills": appending fails at some move.
    auto state = initial->clone();
    std::size_t next = 0;
    for (; next < 10; ++next) {
        state->apply(record.decisions[next].decision);
        logger.log(*state, record.decisions[next]);
    }
    QVERIFY(limitGrowth(db, 0));
    bool full = false;
    for (; next < record.decisions.size(); ++next) {
        auto after = state->clone();
        after->apply(record.decisions[next].decision);
        try {
            logger.log(*after, record.decisions[next]);
        } catch (const pb::db::StoreError& e) {
            QVERIFY2(saysDiskIsFull(e), e.what());
            QVERIFY2(QString::fromStdString(e.what()).contains(db.path()), e.what());
            full = true;
            break;
        }
        state = std::move(after);
    }
    QVERIFY2(full, "the disk never filled; raise the game's length or lower the limit");
    const int committed = int(next);
    qInfo("the disk filled at move %d of %d", committed, int(record.decisions.size()));

    // Every move committed before the disk filled is there, in order, and replays.
    QCOMPARE(int(store.moves(logger.gameId()).size()), committed);
    QVERIFY(store.game(logger.gameId())->status == pb::db::GameStatus::Running);
    const pb::db::ReplayReport prefix = pb::db::verifyReplay(db, logger.gameId());
    QVERIFY2(prefix.ok, qPrintable(prefix.message));
    QCOMPARE(prefix.stepsChecked, committed);
    QCOMPARE(designs.get(designId)->name, QStringLiteral("Kept design"));
    QCOMPARE(integrity(db), QStringLiteral("ok"));

    // With room again the same move is logged and the game goes on to its end.
    QVERIFY(liftLimit(db));
    for (; next < record.decisions.size(); ++next) {
        state->apply(record.decisions[next].decision);
        logger.log(*state, record.decisions[next]);
    }
    logger.finish(*state);
    const pb::db::ReplayReport whole = pb::db::verifyReplay(db, logger.gameId());
    QVERIFY2(whole.ok, qPrintable(whole.message));
    QCOMPARE(whole.stepsChecked, int(record.decisions.size()));
}

void StoreFullDiskTest::batchChunkRollsBackEntirely() {
    Database db(dir_.filePath(QStringLiteral("batch.sqlite")));
    pb::db::RunStore runs(db);
    pb::db::NewRun run;
    run.ruleset = QStringLiteral("stability");
    run.params = pb::rulesetOrThrow("stability").parameters().resolve(nlohmann::json::object());
    run.players = 2;
    run.agents = {QStringLiteral("random"), QStringLiteral("random")};
    run.runSeed = 5;
    run.games = 120;
    run.logMoves = true;
    const qint64 runId = runs.createRun(run);

    std::vector<pb::db::RunGameRecord> first, second;
    for (std::uint64_t i = 0; i < 20; ++i)
        first.push_back({i, playRandomGame(pb::deriveSeed(5, i))});
    for (std::uint64_t i = 20; i < 120; ++i)
        second.push_back({i, playRandomGame(pb::deriveSeed(5, i))});
    runs.writeGames(runId, first);

    const QString countGames =
        QStringLiteral("SELECT COUNT(*) FROM games WHERE run_id = %1").arg(runId);
    const QString countMoves = QStringLiteral("SELECT COUNT(*) FROM moves");
    const qint64 gamesBefore = scalar(db, countGames);
    const qint64 movesBefore = scalar(db, countMoves);
    QCOMPARE(gamesBefore, qint64(20));

    // The second chunk needs far more than the 4 pages left.
    QVERIFY(limitGrowth(db, 4));
    try {
        runs.writeGames(runId, second);
        QFAIL("a chunk larger than the disk was stored");
    } catch (const pb::db::StoreError& e) {
        QVERIFY2(saysDiskIsFull(e), e.what());
    }
    QCOMPARE(scalar(db, countGames), gamesBefore);
    QCOMPARE(scalar(db, countMoves), movesBefore);
    QVERIFY(runs.run(runId)->status == pb::db::RunStatus::Running);
    QCOMPARE(integrity(db), QStringLiteral("ok"));
    for (qint64 id : {qint64(1), qint64(20)}) {
        const pb::db::ReplayReport report = pb::db::verifyReplay(db, id);
        QVERIFY2(report.ok, qPrintable(report.message));
    }

    // Nothing of the failed chunk is left to clash with: with room, it is stored whole.
    QVERIFY(liftLimit(db));
    runs.writeGames(runId, second);
    QCOMPARE(scalar(db, countGames), qint64(120));
    const pb::db::ReplayReport last = pb::db::verifyReplay(db, 120);
    QVERIFY2(last.ok, qPrintable(last.message));
}

PLAYBENCH_TEST_GUILESS_MAIN(StoreFullDiskTest)
#include "test_store_full_disk.moc"
