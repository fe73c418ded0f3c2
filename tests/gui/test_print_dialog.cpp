// File > Print and play... in the real window: Ctrl+P opens the dialog on the
// open design (after offering unsaved edits for saving), its controls set
// the PrintController, and printing writes the design's PDF (pdfinfo counts
// its pages; in German it prints German); settings that cannot print say so
// in the dialog. With PLAYBENCH_PICTURES set (a folder): the dialog at
// 1280x800 and 1920x1080, English and German.

#include "db/design_store.h"
#include "design_editor.h"
#include "gui_test_support.h"
#include "print_controller.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <memory>

using pb::gui::PrintController;
using pb::gui::test::WindowHarness;

class TestPrintDialog : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("print.sqlite"), WindowHarness::Store::Demo));
        QVERIFY(harness_->load(QSize(1280, 800)));
    }
    void cleanup() { harness_.reset(); }

    void ctrlPPrintsTheOpenDesign();
    void settingsThatCannotPrintSaySo();

private:
    QQuickWindow* window() const { return harness_->window(); }
    pb::gui::DesignEditor* editor() const { return window()->findChild<pb::gui::DesignEditor*>(); }
    // Presses Ctrl+P and waits for the print dialog to open.
    QObject* openPrintDialog() {
        QObject* dialog = harness_->find(QStringLiteral("printDialog"));
        if (!dialog)
            return nullptr;
        QSignalSpy opened(dialog, SIGNAL(opened()));
        // Shortcuts reach the active window only.
        window()->requestActivate();
        if (!QTest::qWaitForWindowActive(window()))
            return nullptr;
        QTest::keyClick(window(), Qt::Key_P, Qt::ControlModifier);
        // A popup without an enter transition says opened() within open().
        return !opened.isEmpty() || opened.wait(10000) ? dialog : nullptr;
    }
    PrintController* controller(QObject* dialog) const {
        return qvariant_cast<PrintController*>(dialog->property("controller"));
    }
    static int pdfPages(const QString& path) {
        QProcess pdfinfo;
        pdfinfo.start(QStringLiteral("pdfinfo"), {path});
        if (!pdfinfo.waitForFinished(60000) || pdfinfo.exitCode() != 0)
            return -1;
        for (const QByteArray& line : pdfinfo.readAllStandardOutput().split('\n'))
            if (line.startsWith("Pages:"))
                return line.mid(6).trimmed().toInt();
        return -1;
    }
    static QString pdfText(const QString& path) {
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
        if (!pdftotext.waitForFinished(60000) || pdftotext.exitCode() != 0)
            return {};
        return QString::fromUtf8(pdftotext.readAllStandardOutput());
    }
    void savePictures(const QString& name) {
        const QString folder = qEnvironmentVariable("PLAYBENCH_PICTURES");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        pb::gui::Preferences& preferences = harness_->preferences();
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
            preferences.setLanguage(language);
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                window()->resize(size);
                QVERIFY(pb::gui::test::waitForFrames(window(), 3));
                QVERIFY(window()->grabWindow().save(QStringLiteral("%1/%2-%3x%4-%5.png")
                                                        .arg(folder, name)
                                                        .arg(size.width())
                                                        .arg(size.height())
                                                        .arg(language)));
            }
        }
        preferences.setLanguage(QStringLiteral("en"));
        window()->resize(1280, 800);
    }

    std::unique_ptr<WindowHarness> harness_;
};

void TestPrintDialog::ctrlPPrintsTheOpenDesign() {
    QVERIFY(editor()->designId() > 0);
    harness_->showPage(QStringLiteral("board"));
    // What is printed is what is saved: an unsaved edit is offered for saving first.
    editor()->setNotes(QStringLiteral("an edit not yet saved"));
    QVERIFY(editor()->isDirty());
    QObject* unsaved = harness_->find(QStringLiteral("unsavedChangesDialog"));
    QVERIFY(unsaved);
    QSignalSpy asked(unsaved, SIGNAL(opened()));
    window()->requestActivate();
    QVERIFY(QTest::qWaitForWindowActive(window()));
    QTest::keyClick(window(), Qt::Key_P, Qt::ControlModifier);
    QVERIFY(!asked.isEmpty() || asked.wait(10000));
    QObject* dialog = harness_->find(QStringLiteral("printDialog"));
    QVERIFY(dialog);
    QVERIFY(!dialog->property("visible").toBool());
    QSignalSpy opened(dialog, SIGNAL(opened()));
    QVERIFY(QMetaObject::invokeMethod(unsaved, "saveChosen"));
    QVERIFY(!opened.isEmpty() || opened.wait(10000));
    QVERIFY(!editor()->isDirty());

    PrintController* print = controller(dialog);
    QVERIFY(print);
    QCOMPARE(print->designId(), editor()->designId());
    QCOMPARE(print->designName(), editor()->name());
    QVERIFY(print->suggestedFileName().endsWith(QStringLiteral(".pdf")));
    savePictures(QStringLiteral("print-dialog"));

    // The controls reach the controller as a designer sets them.
    QQuickItem* backs = harness_->item(QStringLiteral("printBacksCheck"));
    QVERIFY(backs);
    const bool backsBefore = print->cardBacks();
    harness_->click(backs);
    QCOMPARE(print->cardBacks(), !backsBefore);
    QQuickItem* colour = harness_->item(QStringLiteral("printColourBox"));
    QVERIFY(colour);
    QMetaObject::invokeMethod(colour, "activated", Q_ARG(int, 1));
    QVERIFY(print->greyScale());

    const QString path = harness_->filePath(QStringLiteral("design.pdf"));
    QVERIFY2(print->print(path), qPrintable(print->errorMessage()));
    QVERIFY(print->errorMessage().isEmpty());
    QVERIFY(!print->resultText().isEmpty());
    QVERIFY(pdfPages(path) >= 1);
    QVERIFY(pdfText(path).contains(QStringLiteral("Set-up")));
    // The PDF speaks the workbench's language.
    harness_->preferences().setLanguage(QStringLiteral("de"));
    const QString german = harness_->filePath(QStringLiteral("entwurf.pdf"));
    QVERIFY2(print->print(german), qPrintable(print->errorMessage()));
    QVERIFY(pdfText(german).contains(QStringLiteral("Aufbau")));
    harness_->preferences().setLanguage(QStringLiteral("en"));

    // What was chosen is what the next print starts from.
    PrintController next;
    QCOMPARE(next.cardBacks(), print->cardBacks());
    QCOMPARE(next.greyScale(), true);
}

void TestPrintDialog::settingsThatCannotPrintSaySo() {
    QObject* dialog = openPrintDialog();
    QVERIFY(dialog);
    PrintController* print = controller(dialog);
    print->setBoard(false);
    print->setCards(false);
    print->setTokens(false);
    print->setRulesSheet(false);
    QQuickItem* save = harness_->item(QStringLiteral("printSaveButton"));
    QVERIFY(save);
    QVERIFY(!save->isEnabled());
    const QString path = harness_->filePath(QStringLiteral("nothing.pdf"));
    QVERIFY(!print->print(path));
    QCOMPARE(print->errorMessage(), QStringLiteral("Choose at least one part to print."));
    QVERIFY(!QFile::exists(path));
    QQuickItem* error = harness_->item(QStringLiteral("printError"));
    QVERIFY(error);
    QTRY_VERIFY(error->isVisible());

    // A card larger than the paper is refused in the print layer's words,
    // and nothing is written: the demo's card game prints its deck.
    qint64 cardDesign = 0;
    for (const pb::db::DesignRow& design :
         pb::db::DesignStore(*harness_->workbench().database()).list())
        if (design.ruleset == QStringLiteral("torus-lab"))
            cardDesign = design.id;
    QVERIFY(cardDesign > 0);
    print->setDesignId(static_cast<int>(cardDesign));
    print->setCards(true);
    print->setCardSize(2);
    print->setCardWidthMm(200);
    print->setCardHeightMm(200);
    QVERIFY(!print->print(path));
    QVERIFY(!print->errorMessage().isEmpty());
    QVERIFY(!QFile::exists(path));
}

namespace {
int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestPrintDialog>(argc, argv);
}
} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)
#include "test_print_dialog.moc"
