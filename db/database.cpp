#include "db/database.h"

#include "db/sql_helpers.h"
#include "db/store_error.h"
#include "db/store_logging.h"
#include "db/transaction.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QThread>
#include <atomic>

namespace pb::db {

namespace {

using Kind = StoreError::Kind;

// PRAGMA application_id of a Playbench store: "PBST".
constexpr qint32 kApplicationId = 0x50425354;

std::atomic<quint64> connectionCounter{0};

// True when this user may not write the file, or when every write permission bit
// is cleared (a file made read-only on purpose, which root would otherwise ignore).
// WriteUser is left out: it is computed for the current user, so always set for root.
bool isReadOnlyFile(const QFileInfo& info) {
    constexpr QFile::Permissions anyWrite =
        QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther;
    return !info.isWritable() || !(info.permissions() & anyWrite);
}

int pragmaInt(const Database& db, const QString& pragma, const QString& what) {
    QSqlQuery query = sql::run(db, QStringLiteral("PRAGMA ") + pragma, what);
    if (!query.next())
        sql::fail(db, what, query.lastError());
    return query.value(0).toInt();
}

// The tables each schema version has, for checking a file's identity.
QStringList expectedTables(int version) {
    QStringList tables{QStringLiteral("designs"), QStringLiteral("games"), QStringLiteral("moves")};
    if (version >= 2)
        tables << QStringLiteral("move_tags") << QStringLiteral("runs");
    if (version >= 3)
        tables << QStringLiteral("run_games");
    if (version >= 8)
        tables << QStringLiteral("scripts");
    return tables;
}

} // namespace

Database::Database(const QString& path, OpenMode mode, int busyTimeoutMs)
    : path_(path), mode_(mode), busyTimeoutMs_(busyTimeoutMs),
      connectionName_(QStringLiteral("playbench-store-%1").arg(++connectionCounter)) {
    open(kSchemaVersion);
}

Database::Database(const QString& path, int targetVersion, AtVersion)
    : path_(path), mode_(OpenMode::CreateIfMissing), busyTimeoutMs_(kDefaultBusyTimeoutMs),
      connectionName_(QStringLiteral("playbench-store-%1").arg(++connectionCounter)) {
    open(targetVersion);
}

Database::~Database() {
    close();
}

void Database::createAtVersion(const QString& path, int version) {
    if (version < 1 || version > kSchemaVersion)
        throw sql::error(path, Kind::InvalidValue,
                         QStringLiteral("no schema version %1 (this build knows 1 to %2)")
                             .arg(version)
                             .arg(kSchemaVersion));
    if (QFileInfo::exists(path))
        throw sql::error(path, Kind::InvalidValue,
                         QStringLiteral("already exists; a fixture is only written to a new file"));
    Database db(path, version, AtVersion{});
}

QSqlDatabase Database::connection() const {
    return QSqlDatabase::database(connectionName_, false);
}

int Database::schemaVersion() const {
    return pragmaInt(*this, QStringLiteral("user_version"),
                     QStringLiteral("reading the schema version"));
}

void Database::open(int targetVersion) {
    checkFile();

    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    if (!db.isValid()) {
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(connectionName_);
        throw sql::error(path_, Kind::Failed,
                         QStringLiteral("the Qt SQLite driver (QSQLITE) is not available"));
    }
    db.setDatabaseName(path_);
    QStringList options{QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs_)};
    if (mode_ == OpenMode::ReadOnly)
        options << QStringLiteral("QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options.join(QLatin1Char(';')));

    try {
        if (!db.open())
            sql::fail(*this, QStringLiteral("opening the database"), db.lastError());
        db = QSqlDatabase(); // keep no copy: close() removes the connection
        // Nothing below writes until the file is known to be ours and not newer.
        checkIdentity();
        configure();
        if (mode_ != OpenMode::ReadOnly) {
            probeWritable();
            migrate(targetVersion);
        }
    } catch (...) {
        db = QSqlDatabase();
        close();
        throw;
    }
    qCInfo(lcStore) << "Opened" << path_ << "as" << connectionName_
                    << (mode_ == OpenMode::ReadOnly ? "(read-only)" : "");
}

void Database::close() noexcept {
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(connectionName_);
}

void Database::checkFile() const {
    if (path_.isEmpty())
        throw sql::error(QStringLiteral("(no file)"), Kind::Missing,
                         QStringLiteral("no database file was given"));
    const QFileInfo info(path_);
    const QFileInfo folder(info.absolutePath());
    if (!folder.exists())
        throw sql::error(path_, Kind::Missing,
                         QStringLiteral("the folder %1 does not exist")
                             .arg(QDir::toNativeSeparators(folder.absoluteFilePath())));
    if (!folder.isDir())
        throw sql::error(path_, Kind::NotAFile,
                         QStringLiteral("%1 is not a folder")
                             .arg(QDir::toNativeSeparators(folder.absoluteFilePath())));
    if (info.exists()) {
        if (info.isDir())
            throw sql::error(path_, Kind::NotAFile,
                             QStringLiteral("is a directory, not a database file"));
        if (!info.isFile())
            throw sql::error(path_, Kind::NotAFile,
                             QStringLiteral("is not a regular file, so not a database"));
        if (mode_ != OpenMode::ReadOnly && isReadOnlyFile(info))
            throw sql::error(path_, Kind::ReadOnly,
                             QStringLiteral("the file is read-only; open it read-only or make "
                                            "it writable"));
    } else if (mode_ != OpenMode::CreateIfMissing) {
        throw sql::error(path_, Kind::Missing, QStringLiteral("the file does not exist"));
    }
    // SQLite keeps its -wal and -shm files next to the database.
    if (mode_ != OpenMode::ReadOnly && !folder.isWritable())
        throw sql::error(path_, Kind::ReadOnly,
                         QStringLiteral("the folder %1 is read-only, so SQLite cannot write "
                                        "its journal there")
                             .arg(QDir::toNativeSeparators(folder.absoluteFilePath())));
}

void Database::checkIdentity() const {
    const QString what = QStringLiteral("reading the database header");
    // One snapshot: another connection may be creating the schema right now.
    Transaction snapshot(*this, what, Transaction::Lock::Read);
    // The first read parses the header: a file that is not SQLite fails here.
    const int version = pragmaInt(*this, QStringLiteral("user_version"), what);
    const int applicationId = pragmaInt(*this, QStringLiteral("application_id"), what);

    QStringList tables;
    QSqlQuery query = sql::run(*this,
                               QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' "
                                              "AND name NOT LIKE 'sqlite_%'"),
                               QStringLiteral("reading the schema"));
    while (query.next())
        tables << query.value(0).toString();
    if (query.lastError().isValid())
        sql::fail(*this, QStringLiteral("reading the schema"), query.lastError());
    query.finish();

    if (version == 0 && applicationId == 0) {
        if (!tables.isEmpty())
            throw sql::error(path_, Kind::NotADatabase,
                             QStringLiteral("is a SQLite database but not a Playbench store "
                                            "(it has tables %1 and no schema version)")
                                 .arg(tables.join(QStringLiteral(", "))));
        if (mode_ == OpenMode::ReadOnly)
            throw sql::error(path_, Kind::NotADatabase,
                             QStringLiteral("is empty, not a Playbench store"));
        snapshot.commit();
        return; // a new file
    }
    if (applicationId != kApplicationId)
        throw sql::error(path_, Kind::NotADatabase,
                         QStringLiteral("is a SQLite database of another application "
                                        "(application_id %1), not a Playbench store")
                             .arg(applicationId));
    if (version > kSchemaVersion)
        throw sql::error(path_, Kind::NewerSchema,
                         QStringLiteral("was written by a newer Playbench (schema version %1; "
                                        "this build reads up to %2); left unchanged")
                             .arg(version)
                             .arg(kSchemaVersion));
    for (const QString& table : expectedTables(version)) {
        if (!tables.contains(table))
            throw sql::error(path_, Kind::Corrupt,
                             QStringLiteral("schema version %1 but the table '%2' is missing; "
                                            "the file is damaged")
                                 .arg(version)
                                 .arg(table));
        // Touching each table's first page finds a truncated file now rather than
        // in the middle of a game. Table names come from the list above, not input.
        sql::run(*this, QStringLiteral("SELECT 1 FROM %1 LIMIT 1").arg(table),
                 QStringLiteral("reading table '%1'").arg(table));
    }
    snapshot.commit();
    if (version < kSchemaVersion && mode_ == OpenMode::ReadOnly)
        throw sql::error(path_, Kind::OlderSchema,
                         QStringLiteral("has schema version %1 and needs upgrading to %2; open it "
                                        "once for writing (not read-only) to upgrade it")
                             .arg(version)
                             .arg(kSchemaVersion));
}

void Database::configure() {
    // Foreign keys are per connection, so set on every open. WAL is kept in the
    // file: switching writes its header once, later opens find it set.
    sql::run(*this, QStringLiteral("PRAGMA foreign_keys = ON"),
             QStringLiteral("enabling foreign keys"));
    if (mode_ == OpenMode::ReadOnly)
        return;
    // Switching a new file to WAL needs an exclusive lock, and SQLite reports BUSY
    // at once (without its busy handler) when waiting could deadlock, e.g. when
    // several connections open a new file together; so retry up to the timeout.
    const QString what = QStringLiteral("switching to WAL");
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        QSqlQuery wal(connection());
        if (wal.exec(QStringLiteral("PRAGMA journal_mode = WAL"))) {
            if (wal.next() &&
                wal.value(0).toString().compare(QStringLiteral("wal"), Qt::CaseInsensitive))
                qCWarning(lcStore) << path_ << "stays in journal mode" << wal.value(0).toString()
                                   << "(WAL is not available here)";
            return;
        }
        if (sql::kindOf(wal.lastError()) != Kind::Locked || waited.elapsed() >= busyTimeoutMs_)
            sql::fail(*this, what, wal.lastError());
        QThread::msleep(10);
    }
}

void Database::probeWritable() {
    // Taking the write lock once now turns "locked by another program" and
    // "read-only medium" into an error at open rather than at the first move.
    Transaction probe(*this, QStringLiteral("checking that the database can be written"));
    probe.commit();
}

void Database::migrate(int targetVersion) {
    const int version = schemaVersion();
    if (version < 1 && targetVersion >= 1)
        migrateTo1();
    if (version < 2 && targetVersion >= 2)
        migrateTo2();
    if (version < 3 && targetVersion >= 3)
        migrateTo3();
    if (version < 4 && targetVersion >= 4)
        migrateTo4();
    if (version < 5 && targetVersion >= 5)
        migrateTo5();
    if (version < 6 && targetVersion >= 6)
        migrateTo6();
    if (version < 7 && targetVersion >= 7)
        migrateTo7();
    if (version < 8 && targetVersion >= 8)
        migrateTo8();
    if (version < 9 && targetVersion >= 9)
        migrateTo9();
}

// Each step runs in one transaction (rolled back entirely on failure, the file
// then still at the previous version) and re-reads the version inside it, in case
// another process upgraded the file meanwhile.
void Database::migrateTo1() {
    const QString what = QStringLiteral("upgrading to schema version 1");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 1)
        return;
    const QStringList statements{
        QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId),
        QStringLiteral(R"(CREATE TABLE designs (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL CHECK (name <> ''),
            ruleset TEXT NOT NULL CHECK (ruleset <> ''),
            params TEXT NOT NULL,
            setup TEXT,
            notes TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL))"),
        QStringLiteral(R"(CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            design_id INTEGER REFERENCES designs(id) ON DELETE SET NULL,
            ruleset TEXT NOT NULL,
            params TEXT NOT NULL,
            players INTEGER NOT NULL CHECK (players > 0),
            seats TEXT NOT NULL,
            seed TEXT NOT NULL,
            initial_state TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'running'
                CHECK (status IN ('running', 'finished', 'abandoned')),
            result TEXT,
            started_at TEXT NOT NULL,
            ended_at TEXT))"),
        QStringLiteral("CREATE INDEX games_design ON games(design_id)"),
        QStringLiteral(R"(CREATE TABLE moves (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            idx INTEGER NOT NULL CHECK (idx >= 0),
            actor INTEGER NOT NULL,
            decision TEXT NOT NULL,
            text TEXT NOT NULL DEFAULT '',
            is_chance INTEGER NOT NULL DEFAULT 0 CHECK (is_chance IN (0, 1)),
            hash TEXT NOT NULL CHECK (length(hash) = 16),
            created_at TEXT NOT NULL,
            annotation TEXT NOT NULL DEFAULT '',
            UNIQUE (game_id, idx)))"),
        QStringLiteral("PRAGMA user_version = 1"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 1";
}

void Database::migrateTo2() {
    const QString what = QStringLiteral("upgrading to schema version 2");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 2)
        return;
    const QStringList statements{
        // Existing rows are all decisions; undo rows are appended from now on.
        QStringLiteral("ALTER TABLE moves ADD COLUMN kind TEXT NOT NULL DEFAULT 'decision' "
                       "CHECK (kind IN ('decision', 'undo'))"),
        QStringLiteral("CREATE INDEX moves_annotated ON moves(game_id) WHERE annotation <> ''"),
        QStringLiteral(R"(CREATE TABLE move_tags (
            move_id INTEGER NOT NULL REFERENCES moves(id) ON DELETE CASCADE,
            tag TEXT NOT NULL CHECK (tag <> ''),
            PRIMARY KEY (move_id, tag)) WITHOUT ROWID)"),
        QStringLiteral("CREATE INDEX move_tags_tag ON move_tags(tag)"),
        QStringLiteral(R"(CREATE TABLE runs (
            id INTEGER PRIMARY KEY,
            design_id INTEGER REFERENCES designs(id) ON DELETE SET NULL,
            ruleset TEXT NOT NULL,
            params TEXT NOT NULL,
            players INTEGER NOT NULL CHECK (players > 0),
            agents TEXT NOT NULL,
            run_seed TEXT NOT NULL,
            games INTEGER NOT NULL CHECK (games >= 0),
            threads INTEGER NOT NULL CHECK (threads >= 1),
            shard TEXT,
            status TEXT NOT NULL DEFAULT 'running'
                CHECK (status IN ('running', 'finished', 'cancelled')),
            summary TEXT,
            command TEXT NOT NULL DEFAULT '',
            created_at TEXT NOT NULL,
            finished_at TEXT))"),
        QStringLiteral("CREATE INDEX runs_design ON runs(design_id)"),
        // A column added with REFERENCES must default to NULL: live games have no run.
        QStringLiteral("ALTER TABLE games ADD COLUMN run_id INTEGER "
                       "REFERENCES runs(id) ON DELETE CASCADE"),
        QStringLiteral("ALTER TABLE games ADD COLUMN game_index INTEGER"),
        QStringLiteral("CREATE UNIQUE INDEX games_run_index ON games(run_id, game_index) "
                       "WHERE run_id IS NOT NULL"),
        QStringLiteral("CREATE INDEX games_status ON games(status)"),
        QStringLiteral("PRAGMA user_version = 2"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 2";
}

void Database::migrateTo3() {
    const QString what = QStringLiteral("upgrading to schema version 3");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 3)
        return;
    const QStringList statements{
        // What a run is: the main batch or the extra skill-against-luck games of
        // its parent; which slice of the batch it holds (games [first_game,
        // first_game + games) of total_games); the sweep it is a point of.
        QStringLiteral("ALTER TABLE runs ADD COLUMN kind TEXT NOT NULL DEFAULT 'batch' "
                       "CHECK (kind IN ('batch', 'skill'))"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN parent_run_id INTEGER "
                       "REFERENCES runs(id) ON DELETE CASCADE"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN first_game INTEGER NOT NULL DEFAULT 0 "
                       "CHECK (first_game >= 0)"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN total_games INTEGER NOT NULL DEFAULT 0 "
                       "CHECK (total_games >= 0)"),
        QStringLiteral("UPDATE runs SET total_games = games"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN complexity_sample INTEGER NOT NULL "
                       "DEFAULT 0 CHECK (complexity_sample >= 0)"),
        // Version 2 stored every decision of every run.
        QStringLiteral("ALTER TABLE runs ADD COLUMN log_moves INTEGER NOT NULL DEFAULT 1 "
                       "CHECK (log_moves IN (0, 1))"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN sweep_key TEXT"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN sweep TEXT"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN sweep_point TEXT"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN program TEXT NOT NULL DEFAULT ''"),
        QStringLiteral("CREATE INDEX runs_parent ON runs(parent_run_id)"),
        QStringLiteral("CREATE INDEX runs_sweep ON runs(sweep_key) WHERE sweep_key IS NOT NULL"),
        // One row per game of a run, with everything the metrics and the CSV
        // export need, whether or not its moves were logged. Clustered on its key:
        // no second b-tree to update per insert.
        QStringLiteral(R"(CREATE TABLE run_games (
            run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
            game_index INTEGER NOT NULL CHECK (game_index >= 0),
            seed TEXT NOT NULL,
            first_mover INTEGER NOT NULL,
            result TEXT NOT NULL,
            turns INTEGER NOT NULL CHECK (turns >= 0),
            decisions INTEGER NOT NULL CHECK (decisions >= 0),
            legal_sum INTEGER NOT NULL DEFAULT 0 CHECK (legal_sum >= 0),
            legal_points INTEGER NOT NULL DEFAULT 0 CHECK (legal_points >= 0),
            counters TEXT NOT NULL,
            PRIMARY KEY (run_id, game_index)) WITHOUT ROWID)"),
        QStringLiteral("PRAGMA user_version = 3"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 3";
}

void Database::migrateTo4() {
    const QString what = QStringLiteral("upgrading to schema version 4");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 4)
        return;
    const QStringList statements{
        // The second opinion on a logged decision: the search's budget, the
        // decision it prefers, and the deciding seat's estimated win chance after
        // the decision taken and after the preferred one. The label follows from
        // the two chances and the thresholds of the day, so it is not stored.
        QStringLiteral(R"(CREATE TABLE move_analysis (
            move_id INTEGER PRIMARY KEY REFERENCES moves(id) ON DELETE CASCADE,
            iterations INTEGER NOT NULL CHECK (iterations > 0),
            best_decision TEXT NOT NULL,
            best_text TEXT NOT NULL DEFAULT '',
            win_played REAL NOT NULL CHECK (win_played >= 0 AND win_played <= 1),
            win_best REAL NOT NULL CHECK (win_best >= 0 AND win_best <= 1),
            analysed_at TEXT NOT NULL))"),
        QStringLiteral("PRAGMA user_version = 4"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 4";
}

void Database::migrateTo5() {
    const QString what = QStringLiteral("upgrading to schema version 5");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 5)
        return;
    const QStringList statements{
        // A run's heatmaps (pb::summarizeHeatmaps: each map's grid and cells
        // summed over its games) and its skill trace (pb::skillTrace), as JSON:
        // each is read whole with its run, never queried cell by cell, and a
        // ruleset's maps differ in number and shape. Null when not asked for.
        QStringLiteral("ALTER TABLE runs ADD COLUMN heatmaps TEXT"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN skill_trace TEXT"),
        QStringLiteral("PRAGMA user_version = 5"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 5";
}

void Database::migrateTo6() {
    const QString what = QStringLiteral("upgrading to schema version 6");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 6)
        return;
    const QStringList statements{
        // How sure each of the second opinion's figures is: the standard error
        // of the win chance after the move played and after the agent's (null
        // for an analysis stored before they were kept, which is then not
        // reused), and whether the search proved the position (MCTS-Solver).
        QStringLiteral("ALTER TABLE move_analysis ADD COLUMN played_std_error REAL "
                       "CHECK (played_std_error >= 0)"),
        QStringLiteral("ALTER TABLE move_analysis ADD COLUMN best_std_error REAL "
                       "CHECK (best_std_error >= 0)"),
        QStringLiteral("ALTER TABLE move_analysis ADD COLUMN played_proven INTEGER NOT NULL "
                       "DEFAULT 0 CHECK (played_proven IN (0, 1))"),
        QStringLiteral("ALTER TABLE move_analysis ADD COLUMN best_proven INTEGER NOT NULL "
                       "DEFAULT 0 CHECK (best_proven IN (0, 1))"),
        QStringLiteral("PRAGMA user_version = 6"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 6";
}

void Database::migrateTo7() {
    const QString what = QStringLiteral("upgrading to schema version 7");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 7)
        return;
    const QStringList statements{
        // The set-up every game of a run started from (the design's board or
        // deck, or --setup), as JSON; null when each game generated its own.
        // The report's "Reproduce with" needs it: the design may change later.
        QStringLiteral("ALTER TABLE runs ADD COLUMN setup TEXT"),
        // A run stored before played its design's set-up unless it was a sweep
        // point (a swept size generates a board per game): the best guess left.
        QStringLiteral("UPDATE runs SET setup = (SELECT d.setup FROM designs d WHERE d.id = "
                       "runs.design_id) WHERE design_id IS NOT NULL AND sweep_key IS NULL"),
        QStringLiteral("PRAGMA user_version = 7"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 7";
}

void Database::migrateTo8() {
    const QString what = QStringLiteral("upgrading to schema version 8");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 8)
        return;
    const QStringList statements{
        // Every version of a scripted ruleset's Lua file that a design, game or
        // run was played with, by its hash (pb::script::scriptHash of the text):
        // written once, never changed, so an old game replays with the rules it
        // was played with after the script was edited.
        QStringLiteral(R"(CREATE TABLE scripts (
            hash TEXT PRIMARY KEY CHECK (length(hash) = 16),
            file_name TEXT NOT NULL,
            text TEXT NOT NULL,
            stored_at TEXT NOT NULL) WITHOUT ROWID)"),
        // The version a row of a "script:..." ruleset names; null for built-in
        // rulesets and for every row stored before (none was scripted).
        QStringLiteral("ALTER TABLE designs ADD COLUMN script_hash TEXT REFERENCES scripts(hash)"),
        QStringLiteral("ALTER TABLE games ADD COLUMN script_hash TEXT REFERENCES scripts(hash)"),
        QStringLiteral("ALTER TABLE runs ADD COLUMN script_hash TEXT REFERENCES scripts(hash)"),
        QStringLiteral("PRAGMA user_version = 8"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 8";
}

void Database::migrateTo9() {
    const QString what = QStringLiteral("upgrading to schema version 9");
    Transaction transaction(*this, what);
    if (schemaVersion() >= 9)
        return;
    const QStringList statements{
        // The latest Check (the property harness) of each script version, by
        // its hash: whether it passed, how much it played, and the report with
        // the break and its reproduction. A batch refuses a version that
        // failed (docs/workbench.md, "Check"); a re-check replaces the row.
        QStringLiteral(R"(CREATE TABLE script_checks (
            hash TEXT PRIMARY KEY REFERENCES scripts(hash),
            passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
            games INTEGER NOT NULL CHECK (games >= 0),
            decisions INTEGER NOT NULL CHECK (decisions >= 0),
            report_json TEXT NOT NULL,
            checked_at TEXT NOT NULL) WITHOUT ROWID)"),
        QStringLiteral("PRAGMA user_version = 9"),
    };
    for (const QString& statement : statements)
        sql::run(*this, statement, what);
    transaction.commit();
    qCInfo(lcStore) << "Upgraded" << path_ << "to schema version 9";
}

} // namespace pb::db
