// What the window remembers between sessions (issue 31, Minor 20): its size,
// whether it was maximized, and per database the design last open.

#include "db/design_store.h"
#include "demo_database_copy.h"
#include "design_editor.h"
#include "gui_test_support.h"
#include "test_registry.h"
#include "window_memory.h"
#include "workbench.h"

#include <QQuickWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace memory = pb::gui::window_memory;
using pb::gui::DesignEditor;
using pb::gui::Workbench;

class TestWindowMemory : public QObject {
    Q_OBJECT

private slots:
    void init();
    void theSizeOfTheLastSession();
    void theLastDesignOfEachDatabase();
    void aNewSessionOpensTheLastDesign();
    void aDeletedDesignIsNotRestored();

private:
    QString copyDemo(const QString& name);

    std::unique_ptr<QTemporaryDir> dir_;
};

void TestWindowMemory::init() {
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
}

QString TestWindowMemory::copyDemo(const QString& name) {
    const QString path = dir_->filePath(name);
    return pb::gui::test::copyDemoDatabase(path) ? path : QString();
}

void TestWindowMemory::theSizeOfTheLastSession() {
    QCOMPARE(memory::savedSize({1280, 800}), QSize(1280, 800));
    QVERIFY(!memory::savedMaximized());
    memory::saveSize({1500, 900}, false);
    QCOMPARE(memory::savedSize({1280, 800}), QSize(1500, 900));
    // Maximized keeps the size to go back to.
    memory::saveSize({2560, 1400}, true);
    QVERIFY(memory::savedMaximized());
    QCOMPARE(memory::savedSize({1280, 800}), QSize(1500, 900));
    QSettings().setValue(QStringLiteral("window/size"), QSize(10, 10));
    QCOMPARE(memory::savedSize({1280, 800}), QSize(1280, 800));
}

void TestWindowMemory::theLastDesignOfEachDatabase() {
    const QString a = dir_->filePath(QStringLiteral("a.sqlite"));
    const QString b = dir_->filePath(QStringLiteral("b.sqlite"));
    QCOMPARE(memory::lastDesign(a), 0);
    memory::saveLastDesign(a, 3);
    memory::saveLastDesign(b, 5);
    QCOMPARE(memory::lastDesign(a), 3);
    QCOMPARE(memory::lastDesign(b), 5);
    QCOMPARE(memory::lastDesign(QString()), 0);
}

void TestWindowMemory::aNewSessionOpensTheLastDesign() {
    const QString path = copyDemo(QStringLiteral("demo.sqlite"));
    QVERIFY(!path.isEmpty());
    QQuickWindow window;
    int chosen = 0;
    {
        Workbench workbench;
        DesignEditor editor;
        editor.setWorkbench(&workbench);
        QVERIFY(workbench.openDatabase(path));
        memory::attach(&window, workbench, &editor);
        const int first = editor.designId();
        QVERIFY(first > 0);
        const auto designs = pb::db::DesignStore(*workbench.database()).list();
        for (const auto& design : designs)
            if (design.id != first)
                chosen = int(design.id);
        QVERIFY(editor.load(chosen));
    }
    Workbench workbench;
    DesignEditor editor;
    editor.setWorkbench(&workbench);
    QVERIFY(workbench.openDatabase(path));
    QVERIFY(editor.designId() != chosen); // the oldest, before the memory
    memory::attach(&window, workbench, &editor);
    QCOMPARE(editor.designId(), chosen);
    QCOMPARE(editor.errorMessage(), QString());
}

void TestWindowMemory::aDeletedDesignIsNotRestored() {
    const QString path = copyDemo(QStringLiteral("gone.sqlite"));
    QVERIFY(!path.isEmpty());
    Workbench workbench;
    DesignEditor editor;
    editor.setWorkbench(&workbench);
    QVERIFY(workbench.openDatabase(path));
    const int open = editor.designId();
    memory::saveLastDesign(path, 9999);
    QQuickWindow window;
    memory::attach(&window, workbench, &editor);
    QCOMPARE(editor.designId(), open);
    QCOMPARE(editor.errorMessage(), QString());
}

namespace {
// In a home of its own: QSettings must not touch the designer's.
int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestWindowMemory>(argc, argv);
}
} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)
#include "test_window_memory.moc"
