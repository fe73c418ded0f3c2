// The Workbench's File menu: new, open and demo database. A failed open names
// the file and the problem and keeps the database open before; a new database
// never takes over an existing file.

#include "db/database.h"
#include "db/demo_database.h"
#include "test_registry.h"
#include "workbench.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using pb::gui::Workbench;

class TestWorkbench : public QObject {
    Q_OBJECT

private slots:
    void newDatabaseIsCreatedEmptyAndOpened();
    void newDatabaseRefusesAnExistingFile();
    void failedOpenKeepsTheOpenDatabase();
    void openSwitchesToAnotherStore();

private:
    QString path(const char* name) const { return dir_.filePath(QString::fromLatin1(name)); }

    QTemporaryDir dir_;
};

void TestWorkbench::newDatabaseIsCreatedEmptyAndOpened() {
    Workbench workbench;
    QSignalSpy changed(&workbench, &Workbench::databaseChanged);
    QVERIFY(workbench.newDatabaseFile(QUrl::fromLocalFile(path("new.sqlite"))));
    QVERIFY(workbench.isOpen());
    QCOMPARE(workbench.databasePath(), path("new.sqlite"));
    QCOMPARE(workbench.designCount(), 0);
    QVERIFY(QFile::exists(path("new.sqlite")));
    QVERIFY(!changed.isEmpty());
    QVERIFY(workbench.errorMessage().isEmpty());
}

void TestWorkbench::newDatabaseRefusesAnExistingFile() {
    pb::db::ensureDemoDatabase(path("demo-a.sqlite"));
    Workbench workbench;
    QVERIFY(workbench.openDatabase(path("demo-a.sqlite")));
    const int designs = workbench.designCount();
    QVERIFY(designs > 0);
    QFile other(path("notes.txt"));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write("a designer's notes, not a database\n");
    other.close();

    QVERIFY(!workbench.newDatabaseFile(QUrl::fromLocalFile(path("notes.txt"))));
    QVERIFY2(workbench.errorMessage().contains(QStringLiteral("notes.txt")) &&
                 workbench.errorMessage().contains(QStringLiteral("already exists")),
             qPrintable(workbench.errorMessage()));
    QVERIFY(other.open(QIODevice::ReadOnly));
    QCOMPARE(other.readAll(), QByteArray("a designer's notes, not a database\n"));
    QCOMPARE(workbench.databasePath(), path("demo-a.sqlite"));
    QCOMPARE(workbench.designCount(), designs);
}

void TestWorkbench::failedOpenKeepsTheOpenDatabase() {
    pb::db::ensureDemoDatabase(path("demo-b.sqlite"));
    Workbench workbench;
    QVERIFY(workbench.openDatabase(path("demo-b.sqlite")));
    QFile junk(path("junk.sqlite"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(4096, 'x'));
    junk.close();
    QSignalSpy changed(&workbench, &Workbench::databaseChanged);

    QVERIFY(!workbench.openDatabaseFile(QUrl::fromLocalFile(path("junk.sqlite"))));
    QVERIFY2(workbench.errorMessage().contains(QStringLiteral("junk.sqlite")),
             qPrintable(workbench.errorMessage()));
    QVERIFY(workbench.isOpen());
    QCOMPARE(workbench.databasePath(), path("demo-b.sqlite"));
    QVERIFY(changed.isEmpty());
    QVERIFY(!workbench.openDatabaseFile(QUrl::fromLocalFile(path("missing.sqlite"))));
    QCOMPARE(workbench.databasePath(), path("demo-b.sqlite"));
    QVERIFY(!QFile::exists(path("missing.sqlite")));
}

void TestWorkbench::openSwitchesToAnotherStore() {
    pb::db::ensureDemoDatabase(path("demo-c.sqlite"));
    Workbench workbench;
    QVERIFY(workbench.newDatabaseFile(QUrl::fromLocalFile(path("empty.sqlite"))));
    QCOMPARE(workbench.designCount(), 0);
    QSignalSpy designs(&workbench, &Workbench::designsChanged);
    QVERIFY(workbench.openDatabaseFile(QUrl::fromLocalFile(path("demo-c.sqlite"))));
    QCOMPARE(workbench.databasePath(), path("demo-c.sqlite"));
    QVERIFY(workbench.designCount() > 0);
    QVERIFY(!designs.isEmpty());
}

PLAYBENCH_TEST_GUILESS_MAIN(TestWorkbench)
#include "test_workbench.moc"
