// Opening, migrating and refusing store files: every way a file can be wrong
// gives one StoreError line naming the file and the problem, and leaves the file
// as it was.

#include "db/database.h"
#include "db/design_store.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "db/run_store.h"
#include "db/script_check_store.h"
#include "db/script_store.h"
#include "db/store_error.h"
#include "db_test_support.h"
#include "sim/simulator.h"
#include "test_registry.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <optional>
#include <thread>
#include <vector>

using pb::db::Database;
using pb::db::DesignRow;
using pb::db::DesignStore;
using pb::db::GameStore;
using pb::db::RunStore;
using pb::db::ScriptCheckStore;
using pb::db::ScriptStore;
using pb::db::StoreError;
using namespace pb::db::test;
using Kind = StoreError::Kind;

class TestDatabase : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    QString file(const QString& name) const { return dir_.filePath(name); }

    // A current store with one design, closed again.
    QString makeStore(const QString& name) {
        const QString path = file(name);
        Database db(path);
        DesignRow design;
        design.name = QStringLiteral("Existing");
        design.ruleset = QStringLiteral("stability");
        DesignStore(db).create(design);
        return path;
    }

    // What writeV2Fixture stored, read through the version-3 stores.
    static void checkVersion2Data(Database& db) {
        const std::optional<DesignRow> design = DesignStore(db).get(1);
        QVERIFY(design.has_value());
        QCOMPARE(design->name, QStringLiteral("Version two"));
        QCOMPARE(design->notes, QStringLiteral("from schema 2"));
        const std::vector<pb::db::MoveRow> moves = pb::db::GameStore(db).moves(1);
        QCOMPARE(moves.size(), std::size_t(3));
        QCOMPARE(toString(moves[2].kind), QStringLiteral("undo"));
        QCOMPARE(moves[1].tags, QStringList({QStringLiteral("kept")}));

        // The old run: every column added by version 3 says what version 2 did.
        pb::db::RunStore runs(db);
        const std::optional<pb::db::RunRow> run = runs.run(1);
        QVERIFY(run.has_value());
        QCOMPARE(run->games, kV2RunGames);
        QCOMPARE(run->totalGames, kV2RunGames);
        QCOMPARE(run->firstGame, 0);
        QCOMPARE(toString(run->kind), QStringLiteral("batch"));
        QVERIFY(run->logMoves);
        QVERIFY(run->sweepKey.isEmpty());
        QVERIFY(run->program.isEmpty());
        QCOMPARE(run->storedGames, kV2RunGames);
        for (qint64 game = 10; game < 10 + kV2RunGames; ++game)
            QVERIFY(pb::db::verifyReplay(db, game).ok);

        // It has no per-game rows: its games are replayed, and give exactly the
        // rows the same batch gets from the simulator today (complexity aside).
        const pb::SimulationResult stored = runs.results(1);
        pb::SimulationConfig config;
        config.game = pb::rulesetOrThrow("stability").makeGame({}, 2);
        config.agentSpecs = {"random", "random"};
        config.runSeed = kV2RunSeed;
        config.games = kV2RunGames;
        const pb::SimulationResult fresh = pb::simulate(config);
        QCOMPARE(stored.games.size(), fresh.games.size());
        QVERIFY(!stored.cancelled);
        for (std::size_t i = 0; i < fresh.games.size(); ++i) {
            const pb::SimulatedGame& a = stored.games[i];
            const pb::SimulatedGame& b = fresh.games[i];
            QCOMPARE(a.index, b.index);
            QCOMPARE(a.seed, b.seed);
            QCOMPARE(a.firstMover, b.firstMover);
            QCOMPARE(a.turns, b.turns);
            QCOMPARE(a.decisions, b.decisions);
            QCOMPARE(a.counters, b.counters);
            QCOMPARE(a.outcome.winner, b.outcome.winner);
            QCOMPARE(a.outcome.draw, b.outcome.draw);
            QCOMPARE(a.countedDecisionPoints, 0);
        }
        // And the run takes new runs beside it.
        pb::db::NewRun next;
        next.ruleset = QStringLiteral("stability");
        next.players = 2;
        QCOMPARE(runs.createRun(next), 2);
    }

    static qint64 designCount(const QString& path) {
        RawConnection raw(path, QStringLiteral("QSQLITE_OPEN_READONLY"));
        return raw.scalar(QStringLiteral("SELECT COUNT(*) FROM designs")).toLongLong();
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void createsCurrentSchema() {
        const QString path = file(QStringLiteral("new.sqlite"));
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(db.path(), path);
        QVERIFY(db.connection().isOpen());
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys")) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        const QStringList tables = db.connection().tables();
        for (const char* table : {"designs", "games", "moves", "move_tags", "runs", "run_games",
                                  "scripts", "script_checks"})
            QVERIFY2(tables.contains(QLatin1String(table)), table);
        for (const char* table : {"designs", "games", "runs"})
            QVERIFY2(db.connection()
                         .record(QLatin1String(table))
                         .contains(QStringLiteral("script_hash")),
                     table);
        const QSqlRecord runs = db.connection().record(QStringLiteral("runs"));
        for (const char* column :
             {"kind", "parent_run_id", "first_game", "total_games", "complexity_sample",
              "log_moves", "sweep_key", "sweep", "sweep_point", "program"})
            QVERIFY2(runs.contains(QLatin1String(column)), column);
        const QSqlRecord runGames = db.connection().record(QStringLiteral("run_games"));
        for (const char* column : {"run_id", "game_index", "seed", "first_mover", "result", "turns",
                                   "decisions", "legal_sum", "legal_points", "counters"})
            QVERIFY2(runGames.contains(QLatin1String(column)), column);
        const QSqlRecord moves = db.connection().record(QStringLiteral("moves"));
        QVERIFY(moves.contains(QStringLiteral("kind")));
        const QSqlRecord games = db.connection().record(QStringLiteral("games"));
        QVERIFY(games.contains(QStringLiteral("run_id")));
        QVERIFY(games.contains(QStringLiteral("game_index")));
    }

    void idsStartAtOne() {
        Database db(file(QStringLiteral("ids.sqlite")));
        DesignRow design;
        design.name = QStringLiteral("First");
        design.ruleset = QStringLiteral("stability");
        QCOMPARE(DesignStore(db).create(design), 1);
    }

    void reopensWithoutMigrating() {
        const QString path = makeStore(QStringLiteral("reopen.sqlite"));
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(DesignStore(db).list().size(), std::size_t(1));
    }

    void connectionsHaveUniqueNames() {
        const QString path = makeStore(QStringLiteral("names.sqlite"));
        QString firstName;
        {
            Database first(path);
            Database second(path);
            Database other(file(QStringLiteral("names-other.sqlite")));
            firstName = first.connectionName();
            QVERIFY(first.connectionName() != second.connectionName());
            QVERIFY(second.connectionName() != other.connectionName());
            // Both connections see each other's committed writes.
            DesignRow design;
            design.name = QStringLiteral("From first");
            design.ruleset = QStringLiteral("stability");
            const qint64 id = DesignStore(first).create(design);
            QVERIFY(DesignStore(second).get(id).has_value());
        }
        QVERIFY(!QSqlDatabase::contains(firstName)); // removed by the destructor
    }

    void opensFromSeveralThreads() {
        const QString path = file(QStringLiteral("threads.sqlite"));
        constexpr int kThreads = 4;
        constexpr int kDesignsEach = 10;
        std::atomic<int> failures{0};
        std::vector<std::thread> threads;
        for (int t = 0; t < kThreads; ++t) {
            threads.emplace_back([&, t] {
                try {
                    // The first opens of a new file race to create the schema.
                    Database db(path);
                    DesignStore designs(db);
                    for (int i = 0; i < kDesignsEach; ++i) {
                        DesignRow design;
                        design.name = QStringLiteral("t%1-%2").arg(t).arg(i);
                        design.ruleset = QStringLiteral("stability");
                        designs.create(design);
                    }
                } catch (const std::exception& e) {
                    qWarning("thread %d: %s", t, e.what());
                    ++failures;
                }
            });
        }
        for (std::thread& thread : threads)
            thread.join();
        QCOMPARE(failures.load(), 0);
        QCOMPARE(designCount(path), qint64(kThreads * kDesignsEach));
    }

    void migratesFromVersion1() {
        const QString path = file(QStringLiteral("v1.sqlite"));
        QVERIFY(writeV1Fixture(path));
        {
            RawConnection raw(path);
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 1);
            QVERIFY(!raw.db().tables().contains(QStringLiteral("runs")));
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        const std::optional<DesignRow> design = DesignStore(db).get(1);
        QVERIFY(design.has_value());
        QCOMPARE(design->name, QStringLiteral("Old design"));
        QCOMPARE(design->notes, QStringLiteral("kept notes"));
        QVERIFY(design->params == nlohmann::json({{"size", 10}}));
        QVERIFY(design->setup.is_null());
        QCOMPARE(design->createdAt, QDateTime(QDate(2024, 1, 2), QTime(3, 4, 5), Qt::UTC));

        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral(
            "SELECT idx, kind, annotation, hash FROM moves WHERE game_id = 1 ORDER BY idx")));
        QVERIFY(query.next());
        QCOMPARE(query.value(1).toString(), QStringLiteral("decision"));
        QCOMPARE(query.value(3).toString(), QStringLiteral("0123456789abcdef"));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QCOMPARE(query.value(1).toString(), QStringLiteral("decision"));
        QCOMPARE(query.value(2).toString(), QStringLiteral("a bold opening"));
        QVERIFY(!query.next());
        QVERIFY(query.exec(QStringLiteral("SELECT seed, run_id, game_index, status FROM games")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("18446744073709551615"));
        QVERIFY(query.value(1).isNull());
        QVERIFY(query.value(2).isNull());
        QCOMPARE(query.value(3).toString(), QStringLiteral("finished"));
        // The new tables work on the migrated file.
        QVERIFY(query.exec(QStringLiteral("INSERT INTO move_tags (move_id, tag) VALUES (2, 'x')")));
    }

    void migratesCommittedVersion1Fixture() {
        const QString fixture = QStringLiteral(PLAYBENCH_TEST_DATA_DIR "/schema_v1.sqlite");
        if (qEnvironmentVariableIsSet("PLAYBENCH_WRITE_FIXTURES")) {
            QFile::remove(fixture);
            QVERIFY(writeV1Fixture(fixture));
            qInfo("wrote %s", qPrintable(fixture));
        }
        QVERIFY2(QFile::exists(fixture), qPrintable(fixture));
        const QString path = file(QStringLiteral("fixture-copy.sqlite"));
        QVERIFY(QFile::copy(fixture, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        {
            RawConnection raw(path, QStringLiteral("QSQLITE_OPEN_READONLY"));
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 1);
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QCOMPARE(DesignStore(db).get(1)->name, QStringLiteral("Old design"));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM moves WHERE kind = 'decision'")));
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toInt(), 2);
    }

    void failedMigrationRollsBack() {
        // A v1 file that already has a table named like one migrateTo2 creates:
        // the step fails half-way and must leave version 1 with no new column.
        const QString path = file(QStringLiteral("v1-clash.sqlite"));
        QVERIFY(writeV1Fixture(path));
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE runs (x)")));
        }
        const QByteArray before = fileBytes(path);
        QVERIFY(throwsStoreError([&] { Database db(path); }, Kind::Failed,
                                 {path, QStringLiteral("upgrading to schema version 2")}));
        RawConnection raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 1);
        QVERIFY(!raw.db().record(QStringLiteral("moves")).contains(QStringLiteral("kind")));
        QVERIFY(!raw.db().tables().contains(QStringLiteral("move_tags")));
        QCOMPARE(fileBytes(path), before);
    }

    void migratesFromVersion2() {
        const QString path = file(QStringLiteral("v2.sqlite"));
        QVERIFY(writeV2Fixture(path));
        {
            RawConnection raw(path);
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 2);
            QVERIFY(!raw.db().tables().contains(QStringLiteral("run_games")));
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        checkVersion2Data(db);
    }

    void migratesFromVersion3() {
        const QString path = file(QStringLiteral("v3.sqlite"));
        Database::createAtVersion(path, 3);
        {
            RawConnection raw(path);
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 3);
            QVERIFY(!raw.db().tables().contains(QStringLiteral("move_analysis")));
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QVERIFY(db.connection().tables().contains(QStringLiteral("move_analysis")));
    }

    void migratesFromVersion4() {
        // A run stored by version 4 keeps everything and reads with no
        // heatmaps and no skill trace; version 5 stores both with a run.
        const QString path = file(QStringLiteral("v4.sqlite"));
        Database::createAtVersion(path, 4);
        {
            RawConnection raw(path);
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 4);
            QVERIFY(!raw.db().record(QStringLiteral("runs")).contains(QStringLiteral("heatmaps")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO runs (ruleset, params, players, agents, run_seed, games, threads, "
                "status, summary, created_at) VALUES ('nim', '{}', 2, '[\"random\",\"random\"]', "
                "'7', 3, 1, 'finished', '{\"games\":3}', '2026-01-01T00:00:00Z')")));
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        const QSqlRecord runs = db.connection().record(QStringLiteral("runs"));
        QVERIFY(runs.contains(QStringLiteral("heatmaps")));
        QVERIFY(runs.contains(QStringLiteral("skill_trace")));
        pb::db::RunStore store(db);
        const auto old = store.run(1);
        QVERIFY(old);
        QCOMPARE(old->games, qint64(3));
        QVERIFY(old->summary == nlohmann::json({{"games", 3}}));
        QVERIFY(old->heatmaps.is_null());
        QVERIFY(old->skillTrace.is_null());
        const nlohmann::json trace = {{"cooperative", false}, {"slope", 0.25}};
        store.setSkillTrace(1, trace);
        QVERIFY(store.run(1)->skillTrace == trace);
        QVERIFY(throwsStoreError([&] { store.setSkillTrace(99, trace); }, Kind::NotFound,
                                 {QStringLiteral("run 99")}));
    }

    void migratesFromVersion5() {
        // Version 5 kept the second opinion's chances without their standard
        // errors; version 6 adds them (null for a row stored before) and
        // whether each was proven.
        const QString path = file(QStringLiteral("v5.sqlite"));
        Database::createAtVersion(path, 5);
        {
            RawConnection raw(path);
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 5);
            QVERIFY(!raw.db()
                         .record(QStringLiteral("move_analysis"))
                         .contains(QStringLiteral("played_std_error")));
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        const QSqlRecord analysis = db.connection().record(QStringLiteral("move_analysis"));
        for (const char* column :
             {"played_std_error", "best_std_error", "played_proven", "best_proven"})
            QVERIFY2(analysis.contains(QLatin1String(column)), column);
    }

    void migratesFromVersion6() {
        // Version 6 kept no set-up with a run: a run of a design played its
        // saved board unless it was a sweep point. Version 7 stores it, and
        // fills it in for the runs stored before.
        const QString path = file(QStringLiteral("v6.sqlite"));
        Database::createAtVersion(path, 6);
        {
            RawConnection raw(path);
            QVERIFY(!raw.db().record(QStringLiteral("runs")).contains(QStringLiteral("setup")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO designs (name, ruleset, params, setup, notes, created_at, "
                "updated_at) VALUES ('Board', 'nim', '{}', '{\"heaps\":[2,3]}', '', "
                "'2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')")));
            // Runs 1 to 3: of the design, a sweep point of it, of no design.
            for (const char* designAndSweep : {"1, NULL", "1, 'k1'", "NULL, NULL"})
                QVERIFY(raw.exec(
                    QStringLiteral("INSERT INTO runs (design_id, sweep_key, ruleset, params, "
                                   "players, agents, run_seed, games, threads, status, "
                                   "created_at) VALUES (%1, 'nim', '{}', 2, "
                                   "'[\"random\",\"random\"]', '7', 3, 1, 'finished', "
                                   "'2026-01-01T00:00:00Z')")
                        .arg(QLatin1String(designAndSweep))));
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        pb::db::RunStore store(db);
        QVERIFY(store.run(1)->setup == nlohmann::json({{"heaps", {2, 3}}})); // the design's
        QVERIFY(store.run(2)->setup.is_null()); // a sweep point: maybe a board per game
        QVERIFY(store.run(3)->setup.is_null()); // no design
    }

    void migratesFromVersion7() {
        // Version 7 knew no scripted rulesets: version 8 adds the scripts
        // table and a script hash on designs, games and runs, null for every
        // row stored before (all of built-in rulesets), which keep their data.
        const QString path = file(QStringLiteral("v7.sqlite"));
        Database::createAtVersion(path, 7);
        {
            RawConnection raw(path);
            QVERIFY(!raw.db().tables().contains(QStringLiteral("scripts")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO designs (name, ruleset, params, notes, created_at, updated_at) "
                "VALUES ('Seven', 'nim', '{\"heaps\":3}', '', '2026-01-01T00:00:00Z', "
                "'2026-01-01T00:00:00Z')")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO games (design_id, ruleset, params, players, seats, seed, "
                "initial_state, started_at) VALUES (1, 'nim', '{}', 2, '[\"human\",\"random\"]', "
                "'4', '{}', '2026-01-01T00:00:00Z')")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO runs (design_id, ruleset, params, players, agents, run_seed, games, "
                "threads, status, created_at) VALUES (1, 'nim', '{}', 2, "
                "'[\"random\",\"random\"]', '7', 3, 1, 'finished', '2026-01-01T00:00:00Z')")));
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QVERIFY(db.connection().tables().contains(QStringLiteral("scripts")));
        const std::optional<DesignRow> design = DesignStore(db).get(1);
        QCOMPARE(design->name, QStringLiteral("Seven"));
        QVERIFY(design->params == nlohmann::json({{"heaps", 3}}));
        QVERIFY(design->scriptHash.isEmpty());
        QCOMPARE(GameStore(db).game(1)->seats, (QStringList{"human", "random"}));
        QVERIFY(GameStore(db).game(1)->scriptHash.isEmpty());
        QCOMPARE(RunStore(db).run(1)->games, qint64(3));
        QVERIFY(RunStore(db).run(1)->scriptHash.isEmpty());
        QVERIFY(ScriptStore(db).list().empty());
    }

    void migratesFromVersion8() {
        // Version 8 kept no Check results: version 9 adds script_checks, empty,
        // and the scripts stored before stay as they were.
        const QString path = file(QStringLiteral("v8.sqlite"));
        Database::createAtVersion(path, 8);
        {
            RawConnection raw(path);
            QVERIFY(!raw.db().tables().contains(QStringLiteral("script_checks")));
            QVERIFY(raw.exec(QStringLiteral(
                "INSERT INTO scripts (hash, file_name, text, stored_at) VALUES "
                "('0123456789abcdef', 'old.lua', 'game = {}', '2026-01-01T00:00:00Z')")));
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        QVERIFY(db.connection().tables().contains(QStringLiteral("script_checks")));
        QCOMPARE(ScriptStore(db).list().size(), std::size_t(1));
        QVERIFY(!ScriptCheckStore(db).get(QStringLiteral("0123456789abcdef")));
        // The table takes a row for a stored version only.
        RawConnection raw(path);
        QVERIFY(raw.exec(QStringLiteral(
            "INSERT INTO script_checks (hash, passed, games, decisions, report_json, checked_at) "
            "VALUES ('0123456789abcdef', 1, 50, 1234, '{\"ok\":true}', '2026-01-01T00:00:00Z')")));
        QVERIFY(ScriptCheckStore(db).get(QStringLiteral("0123456789abcdef"))->passed);
    }

    void migratesCommittedVersion2Fixture() {
        const QString fixture = QStringLiteral(PLAYBENCH_TEST_DATA_DIR "/schema_v2.sqlite");
        if (qEnvironmentVariableIsSet("PLAYBENCH_WRITE_FIXTURES")) {
            QFile::remove(fixture);
            QVERIFY(writeV2Fixture(fixture));
            qInfo("wrote %s", qPrintable(fixture));
        }
        QVERIFY2(QFile::exists(fixture), qPrintable(fixture));
        QVERIFY2(!QFile::exists(fixture + QStringLiteral("-wal")), "the fixture is one file");
        const QString path = file(QStringLiteral("fixture-v2-copy.sqlite"));
        QVERIFY(QFile::copy(fixture, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        {
            RawConnection raw(path, QStringLiteral("QSQLITE_OPEN_READONLY"));
            QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 2);
        }
        Database db(path);
        QCOMPARE(db.schemaVersion(), Database::kSchemaVersion);
        checkVersion2Data(db);
    }

    void failedMigrationTo3RollsBack() {
        // A v2 file that already has a table named like one migrateTo3 creates:
        // the step fails half-way and must leave version 2 with no new column.
        const QString path = file(QStringLiteral("v2-clash.sqlite"));
        QVERIFY(writeV2Fixture(path));
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE run_games (x)")));
            // As a store in use is: the open below then changes nothing before failing.
            QVERIFY(raw.exec(QStringLiteral("PRAGMA journal_mode = WAL")));
        }
        const QByteArray before = fileBytes(path);
        QVERIFY(throwsStoreError([&] { Database db(path); }, Kind::Failed,
                                 {path, QStringLiteral("upgrading to schema version 3")}));
        RawConnection raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 2);
        QVERIFY(!raw.db().record(QStringLiteral("runs")).contains(QStringLiteral("kind")));
        QCOMPARE(fileBytes(path), before);
    }

    void refusesNewerSchema() {
        const QString path = makeStore(QStringLiteral("newer.sqlite"));
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(
                QStringLiteral("PRAGMA user_version = %1").arg(Database::kSchemaVersion + 1)));
        }
        const QByteArray before = fileBytes(path);
        QVERIFY(!before.isEmpty());
        for (Database::OpenMode mode :
             {Database::OpenMode::CreateIfMissing, Database::OpenMode::ExistingOnly,
              Database::OpenMode::ReadOnly}) {
            QVERIFY(throwsStoreError(
                [&] { Database db(path, mode); }, Kind::NewerSchema,
                {path, QStringLiteral("newer"), QString::number(Database::kSchemaVersion + 1)}));
            QCOMPARE(fileBytes(path), before);
        }
    }

    void refusesReadOnlyFile() {
        const QString path = makeStore(QStringLiteral("readonly.sqlite"));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup));
        const QByteArray before = fileBytes(path);
        QVERIFY(throwsStoreError([&] { Database db(path); }, Kind::ReadOnly,
                                 {path, QStringLiteral("read-only")}));
        QCOMPARE(fileBytes(path), before);
        // Read-only mode is the way to read it.
        {
            Database db(path, Database::OpenMode::ReadOnly);
            QVERIFY(db.isReadOnly());
            QCOMPARE(DesignStore(db).list().size(), std::size_t(1));
        }
        QCOMPARE(fileBytes(path), before);
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }

    void readOnlyModeNeverWrites() {
        const QString path = makeStore(QStringLiteral("readonly-mode.sqlite"));
        const QByteArray before = fileBytes(path);
        {
            Database db(path, Database::OpenMode::ReadOnly);
            DesignRow design;
            design.name = QStringLiteral("Refused");
            design.ruleset = QStringLiteral("stability");
            QVERIFY(throwsStoreError([&] { DesignStore(db).create(design); }, Kind::ReadOnly,
                                     {path, QStringLiteral("read-only")}));
        }
        QCOMPARE(fileBytes(path), before);
    }

    void readOnlyModeRefusesOldSchema() {
        const QString path = file(QStringLiteral("readonly-v1.sqlite"));
        QVERIFY(writeV1Fixture(path));
        const QByteArray before = fileBytes(path);
        QVERIFY(throwsStoreError(
            [&] { Database db(path, Database::OpenMode::ReadOnly); }, Kind::OlderSchema,
            {path, QStringLiteral("schema version 1"), QStringLiteral("upgrad")}));
        QCOMPARE(fileBytes(path), before);
    }

    void refusesFileThatIsNotSqlite() {
        const QString path = file(QStringLiteral("notes.sqlite"));
        {
            QFile text(path);
            QVERIFY(text.open(QIODevice::WriteOnly));
            text.write(QByteArray("These are my design notes, not a database.\n").repeated(100));
        }
        const QByteArray before = fileBytes(path);
        for (Database::OpenMode mode :
             {Database::OpenMode::CreateIfMissing, Database::OpenMode::ReadOnly}) {
            QVERIFY(throwsStoreError([&] { Database db(path, mode); }, Kind::NotADatabase,
                                     {path, QStringLiteral("not a SQLite database")}));
            QCOMPARE(fileBytes(path), before);
        }
    }

    void refusesForeignSqliteDatabase() {
        const QString path = file(QStringLiteral("foreign.sqlite"));
        {
            RawConnection raw(path);
            QVERIFY(raw.exec(QStringLiteral("CREATE TABLE contacts (name TEXT)")));
            QVERIFY(raw.exec(QStringLiteral("INSERT INTO contacts VALUES ('Ada')")));
        }
        const QByteArray before = fileBytes(path);
        QVERIFY(throwsStoreError([&] { Database db(path); }, Kind::NotADatabase,
                                 {path, QStringLiteral("not a Playbench store")}));
        QCOMPARE(fileBytes(path), before);
    }

    void refusesTruncatedDatabase() {
        const QString path = file(QStringLiteral("truncated.sqlite"));
        {
            Database db(path);
            DesignStore designs(db);
            for (int i = 0; i < 200; ++i) {
                DesignRow design;
                design.name = QStringLiteral("Design %1").arg(i);
                design.ruleset = QStringLiteral("stability");
                design.notes = QString(500, QLatin1Char('n'));
                designs.create(design);
            }
        }
        QByteArray bytes = fileBytes(path);
        QVERIFY(bytes.size() > 16 * 4096);
        bytes.truncate(bytes.size() / 2);
        {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(bytes);
        }
        for (Database::OpenMode mode :
             {Database::OpenMode::CreateIfMissing, Database::OpenMode::ReadOnly}) {
            QVERIFY(throwsStoreError([&] { Database db(path, mode); }, Kind::Corrupt,
                                     {path, QStringLiteral("corrupt or truncated")}));
            QCOMPARE(fileBytes(path), bytes);
        }
    }

    void refusesDirectory() {
        const QString path = file(QStringLiteral("folder.sqlite"));
        QVERIFY(QDir().mkpath(path));
        for (Database::OpenMode mode :
             {Database::OpenMode::CreateIfMissing, Database::OpenMode::ReadOnly}) {
            QVERIFY(throwsStoreError([&] { Database db(path, mode); }, Kind::NotAFile,
                                     {path, QStringLiteral("is a directory")}));
        }
        QVERIFY(QDir(path).isEmpty());
    }

    void refusesMissingFolder() {
        const QString folder = file(QStringLiteral("no-such-folder"));
        const QString path = folder + QStringLiteral("/store.sqlite");
        QVERIFY(
            throwsStoreError([&] { Database db(path); }, Kind::Missing,
                             {path, QStringLiteral("folder"), QStringLiteral("does not exist")}));
        QVERIFY(!QFileInfo::exists(folder));
    }

    void existingOnlyModesRefuseMissingFile() {
        const QString path = file(QStringLiteral("missing.sqlite"));
        for (Database::OpenMode mode :
             {Database::OpenMode::ExistingOnly, Database::OpenMode::ReadOnly}) {
            QVERIFY(throwsStoreError([&] { Database db(path, mode); }, Kind::Missing,
                                     {path, QStringLiteral("does not exist")}));
            QVERIFY(!QFileInfo::exists(path));
        }
    }

    void refusesLockedDatabase() {
        const QString path = makeStore(QStringLiteral("locked.sqlite"));
        RawConnection locker(path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
        QVERIFY(locker.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        QVERIFY(locker.exec(QStringLiteral("INSERT INTO designs (name, ruleset, params, "
                                           "created_at, updated_at) VALUES ('Pending', "
                                           "'stability', '{}', 'x', 'x')")));
        QVERIFY(
            throwsStoreError([&] { Database db(path, Database::OpenMode::CreateIfMissing, 100); },
                             Kind::Locked, {path, QStringLiteral("locked")}));
        // A connection opened before the lock fails at its write, with the same words.
        QVERIFY(locker.exec(QStringLiteral("ROLLBACK")));
        {
            Database db(path, Database::OpenMode::CreateIfMissing, 100);
            QVERIFY(locker.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            DesignRow design;
            design.name = QStringLiteral("Blocked");
            design.ruleset = QStringLiteral("stability");
            QVERIFY(throwsStoreError([&] { DesignStore(db).create(design); }, Kind::Locked,
                                     {path, QStringLiteral("locked"), QStringLiteral("creating")}));
            QVERIFY(locker.exec(QStringLiteral("ROLLBACK")));
        }
        QCOMPARE(designCount(path), qint64(1));
    }

    void refusesLockedOldDatabaseWithoutMigrating() {
        const QString path = file(QStringLiteral("locked-v1.sqlite"));
        QVERIFY(writeV1Fixture(path));
        {
            RawConnection locker(path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
            QVERIFY(locker.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            QVERIFY(locker.exec(QStringLiteral("UPDATE designs SET notes = 'pending'")));
            QVERIFY(throwsStoreError(
                [&] { Database db(path, Database::OpenMode::CreateIfMissing, 100); }, Kind::Locked,
                {path, QStringLiteral("locked")}));
            QVERIFY(locker.exec(QStringLiteral("ROLLBACK")));
        }
        RawConnection raw(path);
        QCOMPARE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt(), 1);
        QCOMPARE(raw.scalar(QStringLiteral("SELECT notes FROM designs")).toString(),
                 QStringLiteral("kept notes"));
    }

    void createAtVersionRefusesExistingFile() {
        const QString path = makeStore(QStringLiteral("exists.sqlite"));
        QVERIFY(throwsStoreError([&] { Database::createAtVersion(path, 1); }, Kind::InvalidValue,
                                 {path, QStringLiteral("already exists")}));
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestDatabase)
#include "test_db_database.moc"
