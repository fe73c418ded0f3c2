// Every file dialog of every page, opened and used offscreen through the real
// dialog (Qt 6.4's QML fallback, as on a desktop without a file dialog of its
// own): it starts in Documents, its button reads Save, a name typed without
// an extension gets one, the file is written and the window says "Saved to
// <path>". Also the menu bar: its shortcuts, Help and About.

#include "app_info.h"
#include "db/database.h"
#include "deck_editor.h"
#include "demo_database_copy.h"
#include "design_editor.h"
#include "desktop_files.h"
#include "gui_app.h"
#include "gui_test_support.h"
#include "playtest_session.h"
#include "preferences.h"
#include "test_registry.h"
#include "window_test_harness.h"
#include "workbench.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <memory>

using pb::gui::Preferences;
using pb::gui::Workbench;

namespace {

// Items made by a Repeater, a view or a popup are children in the item tree only.
void collectItems(QQuickItem* item, QList<QQuickItem*>& items) {
    if (!item)
        return;
    items.append(item);
    for (QQuickItem* child : item->childItems())
        collectItems(child, items);
}

} // namespace

class TestFileDialogs : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void savePathAddsTheExtensionOnlyWhenThereIsNone_data();
    void savePathAddsTheExtensionOnlyWhenThereIsNone();
    void newDatabaseFromTheFileMenuAddsTheExtension();
    void enterInTheNameFieldSaves();
    void newDatabaseRefusesATakenName();
    void openDatabaseStartsInDocuments();
    void openTakesTheHighlightedFileAndImportsAScript();
    void reportsExportEveryFormat();
    void reviewExportsJsonAndCsv();
    void asksBeforeReplacingAFile();
    void deckExportsAndImportsCsv();
    void dialogsSpeakGerman();
    void shortcutsQuitCloseAndOpenHelp();
    void closingTheWindowAsksAboutUnsavedChanges();
    void aboutBoxNamesVersionsAndLicence();

private:
    QQuickWindow* load();
    QString documents() const;
    // The visible items under `root` (the whole window by default).
    QList<QQuickItem*> visibleItems(QQuickItem* root = nullptr) const;
    // The visible item named `name`, or with that text if `byText`, under `root`.
    QQuickItem* findVisible(const QString& name, bool byText = false,
                            QQuickItem* root = nullptr) const;
    // The open file dialog: the popup around its visible list of files.
    QQuickItem* openDialog() const;
    // Clicks the button `text` of the open file dialog (the page below may
    // have a button of that name too).
    void clickDialogButton(const QString& text);
    void clickItem(QQuickItem* item);
    void click(const QString& name, bool byText = false);
    // Chooses File > `item` with the mouse, as a user would.
    void chooseFromMenu(const QString& menu, const QString& item);
    // In the open save dialog: types `fileName` into its name field and presses Save.
    void saveAs(const QString& fileName);
    // In the open "open" dialog: clicks the file `fileName` and presses Open.
    void openFile(const QString& fileName);
    QString savedNotice() const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<Preferences> preferences_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow* window_ = nullptr;
};

void TestFileDialogs::init() {
    QSettings().clear();
    QDir(documents()).removeRecursively();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    pb::gui::test::failOnQmlWarnings();
    const QString demo = dir_->filePath(QStringLiteral("demo.sqlite"));
    QVERIFY(pb::gui::test::copyDemoDatabase(demo));
    QVERIFY(workbench_->openDemoDatabase(demo));
}

void TestFileDialogs::cleanup() {
    engine_.reset();
    window_ = nullptr;
    preferences_.reset();
    workbench_.reset();
    dir_.reset();
}

QQuickWindow* TestFileDialogs::load() {
    if (!preferences_)
        preferences_ = std::make_unique<Preferences>();
    engine_ = std::make_unique<QQmlApplicationEngine>();
    window_ = pb::gui::test::showMainWindow(*engine_, *workbench_, *preferences_);
    return window_;
}

QString TestFileDialogs::documents() const {
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

QList<QQuickItem*> TestFileDialogs::visibleItems(QQuickItem* root) const {
    QList<QQuickItem*> items;
    collectItems(root ? root : window_->contentItem(), items);
    QList<QQuickItem*> visible;
    for (QQuickItem* item : items) {
        if (item->isVisible() && item->width() > 0 && item->height() > 0)
            visible.append(item);
    }
    return visible;
}

QQuickItem* TestFileDialogs::findVisible(const QString& name, bool byText, QQuickItem* root) const {
    const QList<QQuickItem*> items = visibleItems(root);
    for (QQuickItem* item : items) {
        // Menu texts carry their mnemonic: "&File".
        const QString text = item->property("text").toString().remove(QLatin1Char('&'));
        if (byText ? text == name : item->objectName() == name)
            return item;
    }
    return nullptr;
}

QQuickItem* TestFileDialogs::openDialog() const {
    QQuickItem* item = findVisible(QStringLiteral("fileDialogListView"));
    // Up to the popup's own item, the child of the window's overlay.
    while (item && item->parentItem() && !item->parentItem()->inherits("QQuickOverlay"))
        item = item->parentItem();
    return item;
}

void TestFileDialogs::clickDialogButton(const QString& text) {
    QTRY_VERIFY(openDialog());
    QTRY_VERIFY2(findVisible(text, true, openDialog()), qPrintable(text));
    clickItem(findVisible(text, true, openDialog()));
}

void TestFileDialogs::clickItem(QQuickItem* item) {
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(window_, Qt::LeftButton, {}, centre.toPoint());
}

void TestFileDialogs::click(const QString& name, bool byText) {
    QTRY_VERIFY2(findVisible(name, byText), qPrintable(name));
    // Let a popup that just opened finish its enter transition.
    QTest::qWait(50);
    clickItem(findVisible(name, byText));
}

void TestFileDialogs::chooseFromMenu(const QString& menu, const QString& item) {
    click(menu, true);
    click(item, true);
}

void TestFileDialogs::saveAs(const QString& fileName) {
    QQuickItem* field = nullptr;
    QTRY_VERIFY((field = findVisible(QStringLiteral("fileNameTextField"))));
    QTest::qWait(50);
    clickItem(field);
    QTest::keyClick(window_, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(window_, Qt::Key_Backspace);
    for (const QChar c : fileName)
        QTest::keyClick(window_, c.toLatin1());
    QCOMPARE(field->property("text").toString(), fileName);
    // The accept button of a save dialog reads Save, not Open.
    clickDialogButton(QStringLiteral("Save"));
    QTRY_VERIFY(!findVisible(QStringLiteral("fileNameTextField")));
}

void TestFileDialogs::openFile(const QString& fileName) {
    QTRY_VERIFY(findVisible(QStringLiteral("fileDialogListView")));
    clickDialogButton(fileName);
    clickDialogButton(QStringLiteral("Open"));
    QTRY_VERIFY(!findVisible(QStringLiteral("fileDialogListView")));
}

QString TestFileDialogs::savedNotice() const {
    QQuickItem* label = findVisible(QStringLiteral("savedFileNoticeText"));
    return label ? label->property("text").toString() : QString();
}

void TestFileDialogs::savePathAddsTheExtensionOnlyWhenThereIsNone_data() {
    QTest::addColumn<QUrl>("chosen");
    QTest::addColumn<QString>("extension");
    QTest::addColumn<QString>("path");
    QTest::newRow("file URL, no extension")
        << QUrl::fromLocalFile(QStringLiteral("/home/a/Documents/my designs")) << "sqlite"
        << "/home/a/Documents/my designs.sqlite";
    QTest::newRow("file URL, the extension")
        << QUrl::fromLocalFile(QStringLiteral("/home/a/x.csv")) << "csv"
        << "/home/a/x.csv";
    QTest::newRow("another extension is the user's choice")
        << QUrl::fromLocalFile(QStringLiteral("/home/a/report.v2")) << "pdf"
        << "/home/a/report.v2";
    // What Qt 6.4's fallback dialog gives for a typed name: a URL without scheme.
    QTest::newRow("bare path") << QUrl(QStringLiteral("/home/a/game")) << "json"
                               << "/home/a/game.json";
    QTest::newRow("trailing dot") << QUrl::fromLocalFile(QStringLiteral("/home/a/deck.")) << "csv"
                                  << "/home/a/deck.csv";
    QTest::newRow("dotted folder") << QUrl::fromLocalFile(QStringLiteral("/home/a.b/deck")) << "csv"
                                   << "/home/a.b/deck.csv";
}

void TestFileDialogs::savePathAddsTheExtensionOnlyWhenThereIsNone() {
    QFETCH(QUrl, chosen);
    QFETCH(QString, extension);
    QFETCH(QString, path);
    QCOMPARE(pb::gui::DesktopFiles::savePath(chosen, extension), path);
}

void TestFileDialogs::newDatabaseFromTheFileMenuAddsTheExtension() {
    QVERIFY(load());
    chooseFromMenu(QStringLiteral("File"), QStringLiteral("New database…"));
    // The dialog starts in Documents (made if missing).
    QTRY_VERIFY(findVisible(QStringLiteral("fileNameTextField")));
    QVERIFY(QDir(documents()).exists());
    QVERIFY(findVisible(QDir(documents()).dirName(), true));
    saveAs(QStringLiteral("my designs"));
    const QString path = QDir(documents()).filePath(QStringLiteral("my designs.sqlite"));
    QTRY_VERIFY2(workbench_->databasePath() == path, qPrintable(workbench_->errorMessage()));
    QVERIFY(QFile::exists(path));
    QTRY_COMPARE(savedNotice(), QStringLiteral("Saved to %1").arg(path));
    QVERIFY(findVisible(QStringLiteral("openSavedFolderButton")));
    // What Open folder hands to the desktop.
    auto* files = engine_->singletonInstance<pb::gui::DesktopFiles*>(
        qmlTypeId("Playbench", 1, 0, "DesktopFiles"));
    QVERIFY(files);
    QCOMPARE(files->savedFolder(), QUrl::fromLocalFile(documents()));
    // A real, empty Playbench store.
    QCOMPARE(workbench_->designCount(), 0);
    pb::db::Database reopened(path, pb::db::Database::OpenMode::ExistingOnly);
}

void TestFileDialogs::enterInTheNameFieldSaves() {
    QVERIFY(load());
    QTest::keyClick(window_, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QQuickItem* field = nullptr;
    QTRY_VERIFY((field = findVisible(QStringLiteral("fileNameTextField"))));
    QTest::qWait(50);
    clickItem(field);
    QTest::keyClick(window_, Qt::Key_A, Qt::ControlModifier);
    for (const QChar c : QStringLiteral("entered"))
        QTest::keyClick(window_, c.toLatin1());
    QTest::keyClick(window_, Qt::Key_Return);
    const QString path = QDir(documents()).filePath(QStringLiteral("entered.sqlite"));
    QTRY_VERIFY2(workbench_->databasePath() == path, qPrintable(workbench_->errorMessage()));
    QTRY_VERIFY(!findVisible(QStringLiteral("fileNameTextField")));
    QTRY_COMPARE(savedNotice(), QStringLiteral("Saved to %1").arg(path));
}

void TestFileDialogs::newDatabaseRefusesATakenName() {
    QVERIFY(load());
    QVERIFY(QDir().mkpath(documents()));
    const QString taken = QDir(documents()).filePath(QStringLiteral("taken.sqlite"));
    {
        QFile file(taken);
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    const QString before = workbench_->databasePath();
    QTest::keyClick(window_, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    saveAs(QStringLiteral("taken"));
    QObject* errorDialog = window_->findChild<QObject*>(QStringLiteral("databaseErrorDialog"));
    QVERIFY(errorDialog);
    QTRY_VERIFY(errorDialog->property("opened").toBool());
    QVERIFY2(workbench_->errorMessage().contains(QStringLiteral("taken.sqlite")),
             qPrintable(workbench_->errorMessage()));
    QCOMPARE(workbench_->databasePath(), before);
    QVERIFY(savedNotice().isEmpty());
    // The same mistake again is reported again.
    QMetaObject::invokeMethod(errorDialog, "close");
    QTRY_VERIFY(!errorDialog->property("visible").toBool());
    QTest::keyClick(window_, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    saveAs(QStringLiteral("taken.sqlite"));
    QTRY_VERIFY(errorDialog->property("opened").toBool());
}

void TestFileDialogs::openDatabaseStartsInDocuments() {
    QVERIFY(QDir().mkpath(documents()));
    const QString other = QDir(documents()).filePath(QStringLiteral("other.sqlite"));
    QVERIFY(QFile::copy(dir_->filePath(QStringLiteral("demo.sqlite")), other));
    QVERIFY(load());
    QTest::keyClick(window_, Qt::Key_O, Qt::ControlModifier);
    openFile(QStringLiteral("other.sqlite"));
    QTRY_COMPARE(workbench_->databasePath(), other);
}

// The only file of the folder is highlighted: Open takes it without a click on
// it (Qt 6.4's fallback dialog did nothing until it was clicked again). Here
// through File > Import rules script, which makes a design of the script.
void TestFileDialogs::openTakesTheHighlightedFileAndImportsAScript() {
    QVERIFY(QDir().mkpath(documents()));
    const QString script = QDir(documents()).filePath(QStringLiteral("pig-variant.lua"));
    QVERIFY(QFile::copy(QStringLiteral(PLAYBENCH_SCRIPT_EXAMPLES "/pig.lua"), script));
    QVERIFY(load());
    const int designs = workbench_->designCount();
    chooseFromMenu(QStringLiteral("File"), QStringLiteral("Import rules script…"));
    QTRY_VERIFY(findVisible(QStringLiteral("fileDialogListView")));
    clickDialogButton(QStringLiteral("Open"));
    QTRY_VERIFY(!findVisible(QStringLiteral("fileDialogListView")));
    QTRY_COMPARE(workbench_->designCount(), designs + 1);
    auto* design = window_->findChild<pb::gui::DesignEditor*>();
    QVERIFY(design);
    QTRY_COMPARE(design->name(), QStringLiteral("pig-variant"));
    QVERIFY(design->rulesetId().startsWith(QStringLiteral("script:pig@")));
    QCOMPARE(window_->property("currentPage").toString(), QStringLiteral("designs"));
}

void TestFileDialogs::reportsExportEveryFormat() {
    QVERIFY(load());
    window_->resize(1920, 1080);
    window_->setProperty("currentPage", QStringLiteral("reports"));
    const QStringList formats{"html", "csv", "json", "pdf"};
    for (const QString& format : formats) {
        // The demo's finished run is shown; its export buttons name the formats.
        click(format.toUpper(), true);
        saveAs(QStringLiteral("report-") + format);
        const QString path = QDir(documents()).filePath(QStringLiteral("report-%1.%1").arg(format));
        QTRY_VERIFY2(QFile::exists(path), qPrintable(path));
        QVERIFY(QFileInfo(path).size() > 100);
        QTRY_COMPARE(savedNotice(), QStringLiteral("Saved to %1").arg(path));
    }
    // For a look at the notice, light and dark.
    QVERIFY(window_->grabWindow().save(QStringLiteral("saved-notice-1920x1080.png")));
    preferences_->setColorScheme(Preferences::ColorScheme::Dark);
    QVERIFY(pb::gui::test::waitForFrames(window_, 2));
    QVERIFY(window_->grabWindow().save(QStringLiteral("saved-notice-dark-1920x1080.png")));
}

void TestFileDialogs::reviewExportsJsonAndCsv() {
    QVERIFY(load());
    window_->setProperty("currentPage", QStringLiteral("review"));
    for (const QString& format : {QStringLiteral("json"), QStringLiteral("csv")}) {
        click(QStringLiteral("reviewExport") +
              (format == QLatin1String("json") ? QStringLiteral("Json") : QStringLiteral("Csv")));
        // The suggested name is there; typing another without extension gets one.
        saveAs(QStringLiteral("annotated game"));
        const QString path = QDir(documents()).filePath(QStringLiteral("annotated game.") + format);
        QTRY_VERIFY2(QFile::exists(path), qPrintable(path));
        QTRY_COMPARE(savedNotice(), QStringLiteral("Saved to %1").arg(path));
    }
}

void TestFileDialogs::asksBeforeReplacingAFile() {
    QVERIFY(QDir().mkpath(documents()));
    const QString path = QDir(documents()).filePath(QStringLiteral("kept.json"));
    auto contents = [&path] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("earlier");
    }
    QVERIFY(load());
    window_->setProperty("currentPage", QStringLiteral("review"));
    click(QStringLiteral("reviewExportJson"));
    saveAs(QStringLiteral("kept"));
    // Qt's message dialog asks; No keeps the file as it was.
    QTRY_VERIFY(findVisible(QStringLiteral("%1 already exists. Replace it?").arg(path), true));
    QVERIFY(window_->grabWindow().save(QStringLiteral("replace-file-1280x800.png")));
    click(QStringLiteral("No"), true);
    QTRY_VERIFY(!findVisible(QStringLiteral("No"), true));
    QVERIFY(pb::gui::test::waitForFrames(window_, 2));
    QCOMPARE(contents(), QByteArray("earlier"));
    QVERIFY(savedNotice().isEmpty());

    click(QStringLiteral("reviewExportJson"));
    saveAs(QStringLiteral("kept.json"));
    click(QStringLiteral("Yes"), true);
    QTRY_VERIFY(contents().startsWith('{'));
    QTRY_COMPARE(savedNotice(), QStringLiteral("Saved to %1").arg(path));
}

void TestFileDialogs::deckExportsAndImportsCsv() {
    QVERIFY(load());
    auto* design = window_->findChild<pb::gui::DesignEditor*>();
    QVERIFY(design);
    const int id = design->createDesign(QStringLiteral("Deck test"), QStringLiteral("torus-lab"));
    QVERIFY(id > 0);
    QVERIFY(design->load(id));
    window_->setProperty("currentPage", QStringLiteral("board"));
    click(QStringLiteral("deckExportCsv"));
    saveAs(QStringLiteral("my deck"));
    const QString path = QDir(documents()).filePath(QStringLiteral("my deck.csv"));
    QTRY_VERIFY2(QFile::exists(path), qPrintable(path));
    QTRY_COMPARE(savedNotice(), QStringLiteral("Saved to %1").arg(path));

    auto* deck = window_->findChild<pb::gui::DeckEditor*>();
    QVERIFY(deck);
    click(QStringLiteral("deckImportCsv"));
    openFile(QStringLiteral("my deck.csv"));
    QTRY_VERIFY2(deck->errorMessage().isEmpty(), qPrintable(deck->errorMessage()));
    QTRY_VERIFY2(deck->statusMessage().contains(QStringLiteral("my deck.csv")),
                 qPrintable(deck->statusMessage()));
}

void TestFileDialogs::dialogsSpeakGerman() {
    QVERIFY(load());
    preferences_->setLanguage(QStringLiteral("de"));
    QTest::keyClick(window_, Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(findVisible(QStringLiteral("fileNameTextField")));
    QQuickItem* dialog = openDialog();
    QVERIFY(dialog);
    QVERIFY(findVisible(QStringLiteral("Neue Playbench-Datenbank"), true, dialog));
    QVERIFY(findVisible(QStringLiteral("Speichern"), true, dialog));
    QVERIFY(findVisible(QStringLiteral("Dateiname"), true, dialog));
    // From Qt's own translations (qt6-translations-l10n).
    QVERIFY(findVisible(QStringLiteral("Abbrechen"), true, dialog));
    QVERIFY(!findVisible(QStringLiteral("Save"), true, dialog));
    clickDialogButton(QStringLiteral("Abbrechen"));
    QTRY_VERIFY(!findVisible(QStringLiteral("fileNameTextField")));
    preferences_->setLanguage(QStringLiteral("en"));
}

void TestFileDialogs::shortcutsQuitCloseAndOpenHelp() {
    QVERIFY(load());
    QTest::keyClick(window_, Qt::Key_F1);
    QTRY_COMPARE(window_->property("currentPage").toString(), QStringLiteral("help"));
    QVERIFY(findVisible(QStringLiteral("helpPage")));
    // Ctrl+W leaves Help for the page before it.
    QTest::keyClick(window_, Qt::Key_W, Qt::ControlModifier);
    QTRY_COMPARE(window_->property("currentPage").toString(), QStringLiteral("designs"));

    // Ctrl+W closes a playtest, which stays resumable.
    auto* playtest =
        window_->findChild<pb::gui::PlaytestSession*>(QStringLiteral("playtestSession"));
    QVERIFY(playtest);
    window_->setProperty("currentPage", QStringLiteral("playtest"));
    QVERIFY(playtest->startDemo(4));
    QVERIFY(playtest->isActive());
    QTest::keyClick(window_, Qt::Key_W, Qt::ControlModifier);
    QTRY_VERIFY(!playtest->isActive());

    // Ctrl+Q asks about unsaved changes first, then quits.
    QSignalSpy quit(engine_.get(), &QQmlEngine::quit);
    auto* design = window_->findChild<pb::gui::DesignEditor*>();
    QVERIFY(design);
    window_->setProperty("currentPage", QStringLiteral("designs"));
    design->setNotes(QStringLiteral("unsaved"));
    QTest::keyClick(window_, Qt::Key_Q, Qt::ControlModifier);
    QObject* unsaved = window_->findChild<QObject*>(QStringLiteral("unsavedChangesDialog"));
    QVERIFY(unsaved);
    QTRY_VERIFY2(unsaved->property("opened").toBool(),
                 qPrintable(QString::number(quit.count()) + window_->title()));
    QCOMPARE(quit.count(), 0);
    QMetaObject::invokeMethod(unsaved, "discardChosen");
    QTRY_COMPARE(quit.count(), 1);
}

void TestFileDialogs::closingTheWindowAsksAboutUnsavedChanges() {
    QVERIFY(load());
    QSignalSpy quit(engine_.get(), &QQmlEngine::quit);
    auto* design = window_->findChild<pb::gui::DesignEditor*>();
    QVERIFY(design);
    design->setNotes(QStringLiteral("unsaved"));
    window_->close();
    QObject* unsaved = window_->findChild<QObject*>(QStringLiteral("unsavedChangesDialog"));
    QVERIFY(unsaved);
    QTRY_VERIFY(unsaved->property("opened").toBool());
    QVERIFY(window_->isVisible());
    QMetaObject::invokeMethod(unsaved, "saveChosen");
    QTRY_COMPARE(quit.count(), 1);
    QVERIFY(!design->isDirty());
}

void TestFileDialogs::aboutBoxNamesVersionsAndLicence() {
    QVERIFY(load());
    chooseFromMenu(QStringLiteral("Help"), QStringLiteral("About Playbench"));
    QTRY_VERIFY(findVisible(QStringLiteral("aboutVersion")));
    QCOMPARE(findVisible(QStringLiteral("aboutVersion"))->property("text").toString(),
             QStringLiteral("Version %1").arg(QStringLiteral(PLAYBENCH_VERSION)));
    QVERIFY(findVisible(QStringLiteral("aboutQtVersion"))
                ->property("text")
                .toString()
                .contains(QString::fromLatin1(qVersion())));
    QCOMPARE(findVisible(QStringLiteral("aboutLicense"))->property("text").toString(),
             QStringLiteral("Licence: ") + pb::gui::AppInfo::licenseText());
    QVERIFY(!pb::gui::AppInfo::licenseText().isEmpty());
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestFileDialogs>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_file_dialogs.moc"
