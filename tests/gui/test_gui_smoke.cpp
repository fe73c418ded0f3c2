// The real `playbench` binary, offscreen, in a temporary home: it starts and
// exits cleanly without a single QML warning, creates the demo database on
// first start and the database --database names if it is missing, refuses a
// database in a missing folder, a newer or a locked one with one line on
// stderr and exit code 1 instead of crashing, and answers --help and
// --version without a display.

#include "db/database.h"
#include "db/demo_database.h"
#include "gui_test_support.h"
#include "test_registry.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using pb::gui::test::IsolatedHome;
using pb::gui::test::qmlWarnings;
using pb::gui::test::runPlaybench;
using pb::gui::test::RunResult;

class TestGuiSmoke : public QObject {
    Q_OBJECT

private slots:
    void startsAndQuitsWithoutWarnings();
    void createsTheDemoDatabaseOnFirstStart();
    void createsAMissingDatabase();
    void refusesADatabaseInAMissingFolder();
    void printsHelpAndVersionWithoutADisplay();
    void refusesADatabaseFromANewerPlaybench();
    void refusesALockedDatabase();
    void rejectsUsageErrors_data();
    void rejectsUsageErrors();
};

namespace {

void verifyClean(const RunResult& result) {
    QVERIFY2(result.finished, "playbench did not exit");
    QCOMPARE(result.exitStatus, QProcess::NormalExit);
    QVERIFY2(result.exitCode == 0, qPrintable(result.standardError));
    const QStringList warnings = qmlWarnings(result.standardError);
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
}

// Exit code 1, no crash, and a line on stderr that names the file.
void verifyRefused(const RunResult& result, const QString& path) {
    QVERIFY2(result.finished, "playbench did not exit");
    QCOMPARE(result.exitStatus, QProcess::NormalExit);
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.standardError.contains(QLatin1String("playbench: ")),
             qPrintable(result.standardError));
    QVERIFY2(result.standardError.contains(QFileInfo(path).fileName()),
             qPrintable(result.standardError));
}

} // namespace

void TestGuiSmoke::startsAndQuitsWithoutWarnings() {
    IsolatedHome home;
    QVERIFY(home.isValid());
    const QString path = home.path(QStringLiteral("designs.sqlite"));
    pb::db::ensureDemoDatabase(path);
    verifyClean(runPlaybench(
        home, {QStringLiteral("--database"), path, QStringLiteral("--quit-after-load")}));
}

void TestGuiSmoke::createsTheDemoDatabaseOnFirstStart() {
    IsolatedHome home;
    QVERIFY(home.isValid());
    const QString demo =
        home.path(QStringLiteral("data/playbench/playbench/playbench-demo.sqlite"));
    QVERIFY(!QFile::exists(demo));
    verifyClean(runPlaybench(home, {QStringLiteral("--quit-after-load")}));
    QVERIFY(QFile::exists(demo));
    // The second start opens the same file.
    verifyClean(runPlaybench(home, {QStringLiteral("--quit-after-load")}));
}

void TestGuiSmoke::createsAMissingDatabase() {
    IsolatedHome home;
    QVERIFY(home.isValid());
    const QString path = home.path(QStringLiteral("new-designs.sqlite"));
    QVERIFY(!QFile::exists(path));
    verifyClean(runPlaybench(
        home, {QStringLiteral("--database"), path, QStringLiteral("--quit-after-load")}));
    QVERIFY(QFile::exists(path));
    // A Playbench store, empty, that opens again as an existing file.
    pb::db::Database database(path, pb::db::Database::OpenMode::ExistingOnly);
    QSqlQuery query(database.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM designs")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 0);
}

void TestGuiSmoke::refusesADatabaseInAMissingFolder() {
    IsolatedHome home;
    QVERIFY(home.isValid());
    const QString path = home.path(QStringLiteral("no-such-folder/designs.sqlite"));
    verifyRefused(runPlaybench(home, {QStringLiteral("--database"), path,
                                      QStringLiteral("--quit-after-load")}),
                  path);
    QVERIFY(!QFile::exists(path));
    const QString shot = home.path(QStringLiteral("shot.png"));
    verifyRefused(
        runPlaybench(home, {QStringLiteral("--database"), path, QStringLiteral("--screenshot"),
                            shot, QStringLiteral("--page"), QStringLiteral("designs")}),
        path);
    QVERIFY(!QFile::exists(shot));
}

void TestGuiSmoke::printsHelpAndVersionWithoutADisplay() {
    IsolatedHome home;
    QVERIFY(home.isValid());
    // No platform named and no display to find: a QGuiApplication would abort.
    QProcessEnvironment env = home.environment();
    for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
        env.remove(QString::fromLatin1(name));
    for (const QString& option : {QStringLiteral("--help"), QStringLiteral("--version")}) {
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(PLAYBENCH_GUI_BINARY), {option});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        const QString out = QString::fromLocal8Bit(process.readAllStandardOutput());
        QVERIFY2(process.exitCode() == 0,
                 qPrintable(out + QString::fromLocal8Bit(process.readAllStandardError())));
        if (option == QLatin1String("--help")) {
            QVERIFY2(out.contains(QStringLiteral("--database <FILE>")), qPrintable(out));
        } else {
            QCOMPARE(out.trimmed(),
                     QStringLiteral("playbench ") + QStringLiteral(PLAYBENCH_VERSION));
        }
    }
}

void TestGuiSmoke::refusesADatabaseFromANewerPlaybench() {
    IsolatedHome home;
    QVERIFY(home.isValid());
    const QString path = home.path(QStringLiteral("newer.sqlite"));
    pb::db::ensureDemoDatabase(path);
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY2(query.exec(QStringLiteral("PRAGMA user_version = %1")
                                .arg(pb::db::Database::kSchemaVersion + 1)),
                 qPrintable(query.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    verifyRefused(runPlaybench(home, {QStringLiteral("--database"), path,
                                      QStringLiteral("--quit-after-load")}),
                  path);
}

void TestGuiSmoke::refusesALockedDatabase() {
    IsolatedHome home;
    QVERIFY(home.isValid());
    const QString path = home.path(QStringLiteral("locked.sqlite"));
    pb::db::ensureDemoDatabase(path);
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        // Holds the write lock for as long as playbench waits for it.
        QVERIFY2(query.exec(QStringLiteral("BEGIN EXCLUSIVE")),
                 qPrintable(query.lastError().text()));
        verifyRefused(runPlaybench(home, {QStringLiteral("--database"), path,
                                          QStringLiteral("--quit-after-load")}),
                      path);
        QVERIFY(query.exec(QStringLiteral("ROLLBACK")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("locker"));
}

void TestGuiSmoke::rejectsUsageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown page") << QStringList{"--screenshot", "x.png", "--page", "chess"}
                                  << QStringLiteral("Unknown page 'chess'");
    QTest::newRow("screenshot without page")
        << QStringList{"--screenshot", "x.png"} << QStringLiteral("--page");
    QTest::newRow("bad size") << QStringList{"--screenshot", "x.png",  "--page",
                                             "designs",      "--size", "big"}
                              << QStringLiteral("--size");
    QTest::newRow("unknown option") << QStringList{"--frobnicate"} << QStringLiteral("frobnicate");
}

void TestGuiSmoke::rejectsUsageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    IsolatedHome home;
    QVERIFY(home.isValid());
    const RunResult result = runPlaybench(home, arguments);
    QVERIFY(result.finished);
    QCOMPARE(result.exitStatus, QProcess::NormalExit);
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.standardError.contains(message), qPrintable(result.standardError));
    QVERIFY(!QFile::exists(home.path(QStringLiteral("x.png"))));
}

PLAYBENCH_TEST_GUILESS_MAIN(TestGuiSmoke)
#include "test_gui_smoke.moc"
