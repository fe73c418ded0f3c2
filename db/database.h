#pragma once

#include <QSqlDatabase>
#include <QString>

namespace pb::db {

// One open connection to a Playbench store (a SQLite file): opened, checked and
// migrated to kSchemaVersion by the constructor, closed by the destructor.
//
// Every instance has its own QSqlDatabase connection name, so several may be open
// at once on the same or different files, in different threads; an instance (and
// the stores built on it) must be used only in the thread that created it.
// Connections use WAL, foreign keys and a busy timeout.
//
// The constructor throws StoreError naming the file and the problem when the file
// is missing (ExistingOnly/ReadOnly), its folder is missing, it is a directory, not
// SQLite, not a Playbench store, corrupt or truncated, read-only (when opened for
// writing), locked longer than the busy timeout, or from a newer schema. It never
// writes to a file it refuses.
class Database {
public:
    // The schema this build writes. Version history: 1 designs, games, moves;
    // 2 move kinds (undo rows), move tags, batch runs; 3 per-game rows of runs
    // (run_games), and runs that know their shard slice, sweep, skill games,
    // complexity sample, whether moves were logged and the program that wrote them;
    // 4 the second opinion on playtest moves (move_analysis); 5 a run's heatmaps
    // and skill trace; 6 how sure each figure of the second opinion is; 7 the
    // set-up a run's games started from; 8 every version of a scripted ruleset's
    // script (scripts), named by hash from designs, games and runs.
    static constexpr int kSchemaVersion = 9;
    static constexpr int kDefaultBusyTimeoutMs = 5000;

    enum class OpenMode {
        CreateIfMissing, // the GUI and `play`: a missing file is created (its folder must exist)
        ExistingOnly,    // read-write, but a missing file is an error; migrates
        ReadOnly,        // replay/report: never writes; a missing or out-of-date file is an error
    };

    explicit Database(const QString& path, OpenMode mode = OpenMode::CreateIfMissing,
                      int busyTimeoutMs = kDefaultBusyTimeoutMs);
    ~Database();

    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;

    // The open connection, for the stores; valid while this object lives.
    QSqlDatabase connection() const;
    QString connectionName() const { return connectionName_; }
    // The file as given to the constructor.
    QString path() const { return path_; }
    bool isReadOnly() const { return mode_ == OpenMode::ReadOnly; }
    int busyTimeoutMs() const { return busyTimeoutMs_; }
    // PRAGMA user_version as read now (kSchemaVersion once open).
    int schemaVersion() const;

    // Creates a new store at `path` migrated only up to `version` (1..kSchemaVersion)
    // and closes it: for migration tests and their fixtures. Throws StoreError if
    // the file already exists.
    static void createAtVersion(const QString& path, int version);

private:
    struct AtVersion {};
    Database(const QString& path, int targetVersion, AtVersion);

    void open(int targetVersion);
    void close() noexcept;
    void checkFile() const;
    void configure();
    void checkIdentity() const;
    void probeWritable();
    void migrate(int targetVersion);
    void migrateTo1();
    void migrateTo2();
    void migrateTo3();
    void migrateTo4();
    void migrateTo5();
    void migrateTo6();
    void migrateTo7();
    void migrateTo8();
    void migrateTo9();

    QString path_;
    OpenMode mode_;
    int busyTimeoutMs_;
    QString connectionName_;
};

} // namespace pb::db
