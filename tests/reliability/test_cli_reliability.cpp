// The real playbench-cli given stores and design files it must refuse: a
// read-only store, one locked by another process (a sqlite3 process holding
// an exclusive transaction), a truncated store, a file that is not SQLite;
// design files that are malformed, name an unknown ruleset, carry a parameter
// out of range, come from a newer format, are missing or a directory. Each
// ends with a non-zero exit and one stderr line naming the problem, never a
// signal. Also: design export then import gives the same design, a scripted
// design's with its script, and an old game of an edited script replays.
//
// The bad command lines, state files and parameters of tests/cli/test_cli.cpp
// are not repeated here.

#include "cli_runner.h"
#include "script/script_program.h"
#include "test_registry.h"
#include "tiny_nim_script.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <nlohmann/json.hpp>

namespace {

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeAll(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           file.write(bytes) == bytes.size();
}

// A refusal: a normal exit with code 1, nothing on stdout, one line on stderr
// naming the problem (every word of `words`, case-insensitive).
#define VERIFY_REFUSED(run, words)                                                                 \
    do {                                                                                           \
        QCOMPARE((run).exitStatus, QProcess::NormalExit);                                          \
        QVERIFY2((run).exitCode == 1, (run).err.constData());                                      \
        QVERIFY2((run).out.isEmpty(), (run).out.constData());                                      \
        QVERIFY2((run).err.startsWith("playbench-cli: "), (run).err.constData());                  \
        QVERIFY2((run).err.endsWith('\n') && (run).err.count('\n') == 1, (run).err.constData());   \
        for (const QString& word : QStringList(words))                                             \
            QVERIFY2(                                                                              \
                QString::fromUtf8((run).err).contains(word, Qt::CaseInsensitive),                  \
                qPrintable(                                                                        \
                    QStringLiteral("'%1' not in: %2").arg(word, QString::fromUtf8((run).err))));   \
    } while (false)

#define VERIFY_OK(run)                                                                             \
    do {                                                                                           \
        QCOMPARE((run).exitStatus, QProcess::NormalExit);                                          \
        QVERIFY2((run).exitCode == 0, (run).err.constData());                                      \
    } while (false)

// A sqlite3 process holding an exclusive transaction on a file until destroyed.
class SqliteLocker {
public:
    // Starts sqlite3 on `path` holding an exclusive write lock, and returns
    // once sqlite3 says it holds it: it prints a marker after the locking
    // statements, and -interactive makes it flush before each prompt. A
    // loaded machine may take long to start a process, so this waits on that
    // output (up to a minute), never on a short poll of the lock.
    explicit SqliteLocker(const QString& path) {
        process_.start(QStringLiteral("sqlite3"), {QStringLiteral("-interactive"), path});
        if (!process_.waitForStarted(60000))
            return;
        process_.write("BEGIN EXCLUSIVE;\nINSERT INTO designs (name, ruleset, params, "
                       "created_at, updated_at) VALUES ('Pending', 'stability', '{}', 'x', "
                       "'x');\nSELECT 'lock-' || 'held';\n");
        QByteArray out;
        QElapsedTimer waited;
        waited.start();
        while (!out.contains("lock-held") && process_.state() == QProcess::Running &&
               waited.elapsed() < 60000)
            if (process_.waitForReadyRead(static_cast<int>(60000 - waited.elapsed())))
                out += process_.readAllStandardOutput();
        holds_ = out.contains("lock-held");
    }
    ~SqliteLocker() {
        process_.closeWriteChannel(); // sqlite3 ends, rolling the transaction back
        if (!process_.waitForFinished(5000))
            process_.kill();
        process_.waitForFinished();
    }
    // sqlite3 ran the locking statements and is still running.
    bool holdsTheLock() const { return holds_ && process_.state() == QProcess::Running; }

private:
    QProcess process_;
    bool holds_ = false;
};

// Whether another connection is refused the write lock at once.
bool isWriteLocked(const QString& path) {
    const QString name = QStringLiteral("lock-probe");
    bool locked = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=0"));
        if (db.open()) {
            QSqlQuery query(db);
            locked = !query.exec(QStringLiteral("BEGIN IMMEDIATE"));
            if (!locked)
                query.exec(QStringLiteral("ROLLBACK"));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return locked;
}

} // namespace

class CliReliabilityTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void readOnlyStore();
    void lockedStore();
    void truncatedStore();
    void fileThatIsNotSqlite();

    void badDesignFiles_data();
    void badDesignFiles();
    void designExportImportRoundTrip();
    void designExportRefusals();
    void scriptedDesignTravelsWithItsScript();
    void oldGameReplaysAfterTheScriptChanged();

private:
    QString path(const QString& name) const { return dir_.filePath(name); }
    // A store holding one finished game (id 1), copied to `name`.
    QString storeCopy(const QString& name);
    // play, simulate and replay with --db `store`.
    QList<QStringList> dbCommands(const QString& store) const;

    QTemporaryDir dir_;
    QString store_;
};

void CliReliabilityTest::initTestCase() {
    QVERIFY(dir_.isValid());
    store_ = path(QStringLiteral("store.sqlite"));
    VERIFY_OK(runCli({"play", "--game", "stability", "--seed", "4", "--db", store_}));
    QVERIFY(QFile::exists(store_));
    QVERIFY2(!QFile::exists(store_ + QStringLiteral("-wal")), "the WAL was not checkpointed");
}

QString CliReliabilityTest::storeCopy(const QString& name) {
    const QString copy = path(name);
    QFile::remove(copy);
    if (!QFile::copy(store_, copy))
        return {};
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    return copy;
}

QList<QStringList> CliReliabilityTest::dbCommands(const QString& store) const {
    return {
        {"play", "--game", "stability", "--seed", "9", "--db", store},
        {"simulate", "--game", "stability", "--games", "5", "--db", store},
        {"replay", "--db", store, "--game-id", "1", "--verify"},
    };
}

void CliReliabilityTest::readOnlyStore() {
    const QString store = storeCopy(QStringLiteral("read-only.sqlite"));
    QVERIFY(QFile::setPermissions(store, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    const QByteArray before = readAll(store);
    for (const QStringList& arguments : dbCommands(store).mid(0, 2)) {
        const CliRun run = runCli(arguments);
        VERIFY_REFUSED(run, (QStringList{store, "read-only"}));
        QCOMPARE(readAll(store), before);
    }
    // Replaying only reads, so a read-only store replays.
    const CliRun replay = runCli(dbCommands(store).at(2));
    VERIFY_OK(replay);
    QCOMPARE(QJsonDocument::fromJson(replay.out)["verified"].toBool(), true);
    QCOMPARE(readAll(store), before);
}

void CliReliabilityTest::lockedStore() {
    if (QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty())
        QSKIP("the sqlite3 command is not installed (scripts/install-deps.sh installs it)");
    const QString store = storeCopy(QStringLiteral("locked.sqlite"));
    SqliteLocker locker(store);
    QVERIFY2(locker.holdsTheLock(), "sqlite3 did not say it took the lock");
    // BEGIN EXCLUSIVE could have failed while the INSERT still ran: check once.
    QVERIFY2(isWriteLocked(store), "sqlite3 ran its statements but the store is not locked");
    // Writers wait out the busy timeout (5 s), then give up naming the lock.
    for (const QStringList& arguments : dbCommands(store).mid(0, 2)) {
        const CliRun run = runCli(arguments);
        VERIFY_REFUSED(run, (QStringList{store, "locked"}));
    }
    // A store is in WAL mode: a reader is not blocked by a writer.
    VERIFY_OK(runCli(dbCommands(store).at(2)));
}

void CliReliabilityTest::truncatedStore() {
    const QByteArray whole = readAll(store_);
    QVERIFY(whole.size() >= 8 * 4096);
    // Cut inside the header, after the first page, and half way.
    for (const qsizetype size : {qsizetype(50), qsizetype(4096), whole.size() / 2}) {
        const QString store = path(QStringLiteral("truncated-%1.sqlite").arg(size));
        QVERIFY(writeAll(store, whole.left(size)));
        for (const QStringList& arguments : dbCommands(store)) {
            const CliRun run = runCli(arguments);
            QCOMPARE(run.exitStatus, QProcess::NormalExit);
            VERIFY_REFUSED(run, (QStringList{store}));
            QVERIFY2(run.err.contains("corrupt") || run.err.contains("truncated") ||
                         run.err.contains("not a SQLite") || run.err.contains("damaged") ||
                         run.err.contains("not a Playbench store") ||
                         run.err.contains("does not exist"),
                     run.err.constData());
        }
    }
}

void CliReliabilityTest::fileThatIsNotSqlite() {
    const QString store = path(QStringLiteral("notes.sqlite"));
    QVERIFY(writeAll(store,
                     QByteArray("These are my playtest notes, not a database.\n").repeated(200)));
    const QByteArray before = readAll(store);
    for (const QStringList& arguments : dbCommands(store)) {
        const CliRun run = runCli(arguments);
        VERIFY_REFUSED(run, (QStringList{store, "not a SQLite database"}));
        QCOMPARE(readAll(store), before);
    }
}

void CliReliabilityTest::badDesignFiles_data() {
    QTest::addColumn<QByteArray>("content"); // empty: the path is made otherwise
    QTest::addColumn<QStringList>("words");

    const QByteArray head = R"({"format": "playbench-design", "version": 1, "name": "D", )";
    QTest::newRow("malformed JSON")
        << QByteArray(head + R"("ruleset": "stability",)") << QStringList{"$: not JSON"};
    QTest::newRow("not a design file")
        << QByteArray(R"({"game": "stability", "board": []})") << QStringList{"$", "format"};
    QTest::newRow("unknown ruleset") << QByteArray(head + R"("ruleset": "chess"})")
                                     << QStringList{"$.ruleset", "unknown ruleset", "chess"};
    QTest::newRow("parameter out of range")
        << QByteArray(head + R"("ruleset": "stability", "params": {"size": 30}})")
        << QStringList{"$.params.size: 30 is outside 5..16"};
    QTest::newRow("unknown parameter")
        << QByteArray(head + R"("ruleset": "stability", "params": {"gravity": 3}})")
        << QStringList{"$.params.gravity", "not a parameter"};
    QTest::newRow("parameters that contradict")
        << QByteArray(head + R"("ruleset": "stability", "params": {"minTile": 6, "maxTile": 5}})")
        << QStringList{"$.params", "minTile"};
    QTest::newRow("board of the wrong size")
        << QByteArray(head + R"("ruleset": "stability", "setup": {"board": [[1, 2], [3, 4]]}})")
        << QStringList{"$.setup", "board must be 10x10"};
    QTest::newRow("newer format")
        << QByteArray(
               R"({"format": "playbench-design", "version": 2, "name": "D", "ruleset": "stability"})")
        << QStringList{"$.version", "newer"};
    QTest::newRow("missing file") << QByteArray() << QStringList{"does not exist"};
    QTest::newRow("directory") << QByteArray() << QStringList{"is a directory"};
}

void CliReliabilityTest::badDesignFiles() {
    QFETCH(QByteArray, content);
    QFETCH(QStringList, words);
    const QString tag =
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString file = path(tag + QStringLiteral(".playbench.json"));
    if (tag == QStringLiteral("directory"))
        QVERIFY(QDir().mkpath(file));
    else if (!content.isEmpty())
        QVERIFY(writeAll(file, content));
    const QString store = path(QStringLiteral("import-%1.sqlite").arg(tag));
    const CliRun run = runCli({"design", "import", "--db", store, "--file", file});
    VERIFY_REFUSED(run, words);
    QVERIFY2(run.err.contains(file.toUtf8()), run.err.constData());
    // A refused file never creates or touches a store.
    QVERIFY(!QFile::exists(store));
}

void CliReliabilityTest::designExportImportRoundTrip() {
    const QString original = path(QStringLiteral("original.playbench.json"));
    const QByteArray text = R"({
  "format": "playbench-design",
  "version": 1,
  "name": "Small board, costly sets",
  "ruleset": "stability",
  "params": {"size": 5, "costSet": 7, "directions": "eight"},
  "setup": {"board": [[1, 2, 3, 4, 1], [5, 6, 7, 8, 5], [0, 1, 2, 3, 4], [9, 10, 1, 2, 3],
                      [1, 4, 4, 4, 1]]},
  "notes": "Tried at the club on Tuesday: \"too swingy\" — try costSet 8."
})";
    QVERIFY(writeAll(original, text));
    const QString store = path(QStringLiteral("designs.sqlite"));
    const CliRun imported = runCli({"design", "import", "--db", store, "--file", original});
    VERIFY_OK(imported);
    const qint64 id = QJsonDocument::fromJson(imported.out)["design_id"].toInteger();
    QCOMPARE(id, qint64(1));

    const QString exported = path(QStringLiteral("exported.playbench.json"));
    VERIFY_OK(runCli({"design", "export", "--db", store, "--design-id", "1", "--out", exported}));
    const QJsonObject before = QJsonDocument::fromJson(readAll(original)).object();
    const QJsonObject after = QJsonDocument::fromJson(readAll(exported)).object();
    QCOMPARE(after, before);

    // Export, import, export again: the same bytes.
    const CliRun again = runCli({"design", "import", "--db", store, "--file", exported});
    VERIFY_OK(again);
    const QString second = path(QStringLiteral("second.playbench.json"));
    VERIFY_OK(runCli({"design", "export", "--db", store, "--design-id", "2", "--out", second}));
    QCOMPARE(readAll(second), readAll(exported));
}

void CliReliabilityTest::designExportRefusals() {
    const QString store = path(QStringLiteral("designs-refusals.sqlite"));
    const QString file = path(QStringLiteral("ok.playbench.json"));
    const QByteArray text =
        R"({"format": "playbench-design", "version": 1, "name": "D", "ruleset": "stability"})";
    QVERIFY(writeAll(file, text));
    VERIFY_OK(runCli({"design", "import", "--db", store, "--file", file}));

    const CliRun missing =
        runCli({"design", "export", "--db", store, "--design-id", "9", "--out", path("x.json")});
    VERIFY_REFUSED(missing, (QStringList{"design 9 does not exist"}));
    QVERIFY(!QFile::exists(path(QStringLiteral("x.json"))));

    QVERIFY(QDir().mkpath(path(QStringLiteral("out-dir.playbench.json"))));
    const CliRun toDirectory = runCli({"design", "export", "--db", store, "--design-id", "1",
                                       "--out", path("out-dir.playbench.json")});
    VERIFY_REFUSED(toDirectory, (QStringList{"cannot write"}));

    const QString notSqlite = path(QStringLiteral("not-sqlite.sqlite"));
    QVERIFY(writeAll(notSqlite, "plain text, not a store\n"));
    const CliRun fromText = runCli(
        {"design", "export", "--db", notSqlite, "--design-id", "1", "--out", path("y.json")});
    VERIFY_REFUSED(fromText, (QStringList{notSqlite, "not a SQLite database"}));
}

void CliReliabilityTest::scriptedDesignTravelsWithItsScript() {
    // A design of a scripted ruleset, its script inside the file: it imports
    // into a new store and plays where the Lua file is not.
    const std::string text = pb::test::tinyNimScript(3);
    const nlohmann::json design{
        {"format", "playbench-design"},
        {"version", 1},
        {"name", "Big heap"},
        {"ruleset", "script:tiny-nim"},
        {"params", {{"heap", 12}}},
        {"setup", nullptr},
        {"notes", "take up to three"},
        {"script",
         {{"file", "tiny-nim.lua"}, {"hash", pb::script::scriptHash(text)}, {"text", text}}}};
    const QString original = path(QStringLiteral("scripted.playbench.json"));
    QVERIFY(writeAll(original, QByteArray::fromStdString(design.dump(2))));
    const QString first = path(QStringLiteral("scripted-1.sqlite"));
    VERIFY_OK(runCli({"design", "import", "--db", first, "--file", original}));
    const QString exported = path(QStringLiteral("scripted-exported.playbench.json"));
    VERIFY_OK(runCli({"design", "export", "--db", first, "--design-id", "1", "--out", exported}));
    QCOMPARE(QJsonDocument::fromJson(readAll(exported)).object(),
             QJsonDocument::fromJson(readAll(original)).object());

    // Into a new store, in a new process that never saw the script's file.
    const QString second = path(QStringLiteral("scripted-2.sqlite"));
    VERIFY_OK(runCli({"design", "import", "--db", second, "--file", exported}));
    const QString again = path(QStringLiteral("scripted-again.playbench.json"));
    VERIFY_OK(runCli({"design", "export", "--db", second, "--design-id", "1", "--out", again}));
    QCOMPARE(readAll(again), readAll(exported));
    const CliRun compared = runCli({"compare", "--design-a", exported, "--b-param", "heap=13",
                                    "--games", "6", "--agents", "random"});
    VERIFY_OK(compared);

    // Refused on import, naming the problem, without creating the store.
    const QString refusedStore = path(QStringLiteral("scripted-refused.sqlite"));
    nlohmann::json tampered = design;
    tampered["script"]["text"] = text + "\n-- edited after export\n";
    const QString tamperedFile = path(QStringLiteral("tampered.playbench.json"));
    QVERIFY(writeAll(tamperedFile, QByteArray::fromStdString(tampered.dump())));
    const CliRun hashMismatch =
        runCli({"design", "import", "--db", refusedStore, "--file", tamperedFile});
    VERIFY_REFUSED(hashMismatch, (QStringList{"$.script.hash", "is not the hash of"}));
    const std::string broken = text + "\nfunction (\n";
    tampered["script"]["text"] = broken;
    tampered["script"]["hash"] = pb::script::scriptHash(broken);
    QVERIFY(writeAll(tamperedFile, QByteArray::fromStdString(tampered.dump())));
    const CliRun luaError =
        runCli({"design", "import", "--db", refusedStore, "--file", tamperedFile});
    VERIFY_REFUSED(luaError, (QStringList{"$.script.text", "tiny-nim.lua:"}));
    QVERIFY(!QFile::exists(refusedStore));
}

void CliReliabilityTest::oldGameReplaysAfterTheScriptChanged() {
    const QString script = path(QStringLiteral("tiny-nim.lua"));
    const QString store = path(QStringLiteral("edited-script.sqlite"));
    QVERIFY(writeAll(script, QByteArray::fromStdString(pb::test::tinyNimScript(3))));
    VERIFY_OK(runCli(
        {"play", "--script", script, "--db", store, "--agents", "random,random", "--seed", "4"}));
    // The designer edits the file and plays the new version into the same store.
    QVERIFY(writeAll(script, QByteArray::fromStdString(pb::test::tinyNimScript(2))));
    VERIFY_OK(runCli(
        {"play", "--script", script, "--db", store, "--agents", "random,random", "--seed", "4"}));
    // The first game replays with its own version, which the store keeps:
    // without --script, and with the edited file given.
    for (const QStringList& extra : {QStringList{}, QStringList{"--script", script}}) {
        const CliRun replay =
            runCli(QStringList{"replay", "--db", store, "--game-id", "1", "--verify"} + extra);
        VERIFY_OK(replay);
        QVERIFY2(QJsonDocument::fromJson(replay.out)["verified"].toBool(), replay.out.constData());
    }
    VERIFY_OK(runCli({"replay", "--db", store, "--game-id", "2", "--verify"}));
}

PLAYBENCH_TEST_GUILESS_MAIN(CliReliabilityTest)
#include "test_cli_reliability.moc"
