// A designer's own game in the real window, the whole loop of issue 28: a new
// design from the Connect Four template (New design dialog), its rules
// broken twice on the Board page (a syntax error shown at its line; a legal
// decision the rules refuse, which Check finds and opens in Playtest), fixed
// again, a whole game played by clicks on the generic board, and a 1,000-game
// report on the Reports page. PLAYBENCH_PICTURES set (a folder): the pages at
// 1280x800 and 1920x1080, English and German, light and dark.

#include "db/design_store.h"
#include "db/run_store.h"
#include "design_editor.h"
#include "gui_test_support.h"
#include "move_log_model.h"
#include "playtest_session.h"
#include "preferences.h"
#include "run_controller.h"
#include "run_summary.h"
#include "script/script_editor.h"
#include "test_registry.h"
#include "window_test_harness.h"
#include "workbench.h"

#include <QDir>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <memory>

using pb::gui::PlaytestSession;
using pb::gui::test::WindowHarness;

class TestScriptWorkbench : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("own-game.sqlite")));
        QVERIFY(harness_->load(QSize(1280, 800)));
    }
    void cleanup() { harness_.reset(); }

    void fromTemplateToReport();

private:
    QQuickWindow* window() const { return harness_->window(); }
    void typeText(const QString& text) {
        for (const QChar c : text)
            QTest::keyClick(window(), c.toLatin1());
    }
    // The pages in both languages and colour schemes, at both sizes.
    void savePictures(const QString& name) {
        const QString folder = qEnvironmentVariable("PLAYBENCH_PICTURES");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        pb::gui::Preferences& preferences = harness_->preferences();
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")})
            for (const bool dark : {false, true}) {
                preferences.setLanguage(language);
                preferences.setColorScheme(dark ? pb::gui::Preferences::ColorScheme::Dark
                                                : pb::gui::Preferences::ColorScheme::Light);
                for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                    window()->resize(size);
                    QVERIFY(pb::gui::test::waitForFrames(window(), 3)); // size, language, colours
                    const QString file =
                        QStringLiteral("%1/%2-%3x%4-%5-%6.png")
                            .arg(folder, name)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(language, dark ? QStringLiteral("dark") : QStringLiteral("light"));
                    QVERIFY(window()->grabWindow().save(file));
                }
            }
        preferences.setLanguage(QStringLiteral("en"));
        preferences.setColorScheme(pb::gui::Preferences::ColorScheme::Light);
        window()->resize(1280, 800);
    }

    std::unique_ptr<WindowHarness> harness_;
};

void TestScriptWorkbench::fromTemplateToReport() {
    auto* editor = window()->findChild<pb::gui::DesignEditor*>();
    QVERIFY(editor);

    // New design (Ctrl+N): the Connect Four template, a typed name, Enter.
    harness_->showPage(QStringLiteral("designs"));
    QTest::keyClick(window(), Qt::Key_N, Qt::ControlModifier);
    QQuickItem* choice = nullptr;
    QTRY_VERIFY((choice = harness_->item(QStringLiteral("designRulesetChoice"))) &&
                choice->isVisible());
    const QVariantList offered = editor->rulesets();
    int connectFour = -1;
    for (int i = 0; i < offered.size(); ++i)
        if (offered[i].toMap().value(QStringLiteral("id")) ==
            QLatin1String("template:connect-four"))
            connectFour = i;
    QVERIFY(connectFour >= 0);
    choice->setProperty("currentIndex", connectFour);
    QQuickItem* name = harness_->item(QStringLiteral("designNameField"));
    QTRY_VERIFY(name->hasActiveFocus());
    QTest::keyClick(window(), Qt::Key_A, Qt::ControlModifier);
    typeText(QStringLiteral("Four in a row"));
    QTest::keyClick(window(), Qt::Key_Return);
    QTRY_COMPARE(editor->name(), QStringLiteral("Four in a row"));
    QVERIFY(editor->rulesetId().startsWith(QStringLiteral("script:connect-four@")));
    const int designId = editor->designId();

    // The Board page: the rules, checked by themselves as they are shown.
    harness_->showPage(QStringLiteral("board"));
    QQuickItem* text = nullptr;
    QTRY_VERIFY((text = harness_->item(QStringLiteral("scriptText"))) && text->isVisible());
    auto* scriptEditor =
        qobject_cast<pb::gui::ScriptEditor*>(harness_->find(QStringLiteral("scriptEditor")));
    QVERIFY(scriptEditor);
    const QString original = scriptEditor->text();
    QObject* verdict = harness_->find(QStringLiteral("checkVerdict"));
    QVERIFY(verdict);
    QTRY_VERIFY_WITH_TIMEOUT(
        verdict->property("text").toString().startsWith(QStringLiteral("Passed")), 120000);
    // The whole editor shows text, not only the lines in view when it was
    // first laid out (Qt 6.4 drew just those until the text moved): its lower
    // half holds glyphs.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const QImage shot = window()->grabWindow();
            QQuickItem* view = harness_->item(QStringLiteral("scriptFlick"));
            const QRectF area = view->mapRectToScene(QRectF(0, 0, view->width(), view->height()));
            const QRect lower = QRectF(area.left() + 40, area.top() + area.height() * 0.5,
                                       qMin(area.width() - 60, 300.0), area.height() * 0.4)
                                    .toRect()
                                    .intersected(shot.rect());
            // Dark glyphs on the light scheme's pale editor.
            int ink = 0;
            for (int y = lower.top(); y < lower.bottom(); y += 2)
                for (int x = lower.left(); x < lower.right(); x += 2)
                    ink += qGray(shot.pixel(x, y)) < 140 ? 1 : 0;
            return ink > 200;
        }(),
        10000);
    savePictures(QStringLiteral("own-game-rules"));

    // A syntax error typed into setup and saved (Ctrl+S): not saved, shown at its line.
    const int setupLine =
        original.left(original.indexOf(QStringLiteral("function setup"))).count('\n') + 1;
    text->forceActiveFocus();
    text->setProperty("cursorPosition", scriptEditor->positionOfLine(setupLine + 1));
    typeText(QStringLiteral("  local = 1"));
    QTest::keyClick(window(), Qt::Key_Return);
    QTest::keyClick(window(), Qt::Key_S, Qt::ControlModifier);
    QTRY_COMPARE(scriptEditor->errorLine(), setupLine + 1);
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptErrorMark"))->isVisible());
    QVERIFY(harness_->find(QStringLiteral("scriptMessage"))
                ->property("text")
                .toString()
                .startsWith(QStringLiteral("Not saved: line %1: ").arg(setupLine + 1)));
    savePictures(QStringLiteral("own-game-syntax-error"));
    for (int i = 0; i < 30 && scriptEditor->isDirty(); ++i)
        QTest::keyClick(window(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(scriptEditor->text(), original);

    // A legal decision the rules refuse: legal() offers a full column too.
    const QString guarded = QStringLiteral("if h[x] < rows then add(\"drop\", x) end");
    QVERIFY(original.contains(guarded));
    QString broken = original;
    broken.replace(guarded, QStringLiteral("add(\"drop\", x)"));
    text->setProperty("text", broken); // as a paste would
    QTRY_VERIFY(scriptEditor->isDirty());
    QTest::keyClick(window(), Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!scriptEditor->isDirty());
    QTRY_VERIFY_WITH_TIMEOUT(
        verdict->property("text").toString().startsWith(QStringLiteral("Failed")), 120000);
    QQuickItem* open = nullptr;
    QTRY_VERIFY((open = harness_->item(QStringLiteral("checkOpenInPlaytest0"))) &&
                open->isVisible());
    savePictures(QStringLiteral("own-game-check-failed"));
    // The failing version may be played by hand, not batch-simulated.
    auto* runs = window()->findChild<pb::gui::RunController*>();
    QVERIFY(runs);
    const QVariantMap thousand{{QStringLiteral("players"), 2},
                               {QStringLiteral("agents"), QStringList{"random", "random"}},
                               {QStringLiteral("games"), 1000},
                               {QStringLiteral("threads"), 2},
                               {QStringLiteral("seed"), 3}};
    QVERIFY(!runs->start(designId, thousand));
    QVERIFY2(runs->errorMessage().startsWith(QStringLiteral("This script failed Check")),
             qPrintable(runs->errorMessage()));
    // Found again: a language change in the pictures re-words the break, which draws it anew.
    QTRY_VERIFY((open = harness_->item(QStringLiteral("checkOpenInPlaytest0"))) &&
                open->isVisible());
    harness_->click(open);
    QTRY_COMPARE(window()->property("currentPage").toString(), QStringLiteral("playtest"));
    auto* session = harness_->find(QStringLiteral("playtestPage"))
                        ->property("session")
                        .value<PlaytestSession*>();
    QVERIFY(session && session->isActive());
    QTRY_VERIFY(harness_->item(QStringLiteral("playtestScriptCheckBanner")) &&
                harness_->item(QStringLiteral("playtestScriptCheckBanner"))->isVisible());
    savePictures(QStringLiteral("own-game-at-the-break"));
    session->close();

    // Fixed again: the first version's text, saved; Check passes.
    harness_->showPage(QStringLiteral("board"));
    QTRY_VERIFY(text->isVisible());
    text->setProperty("text", original);
    QTest::keyClick(window(), Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!scriptEditor->isDirty());
    QTRY_VERIFY_WITH_TIMEOUT(
        verdict->property("text").toString().startsWith(QStringLiteral("Passed")), 120000);

    // A whole game of two people, by clicks on the board's legal cells.
    harness_->showPage(QStringLiteral("playtest"));
    QVERIFY(session->start(designId, 2, {QStringLiteral("human"), QStringLiteral("human")},
                           QStringLiteral("5")));
    int clicks = 0;
    while (!session->isOver()) {
        QQuickItem* target = nullptr;
        QTRY_VERIFY([&] {
            for (int column = 1; column <= 7 && !target; ++column)
                for (int row = 1; row <= 6 && !target; ++row) {
                    QQuickItem* cell =
                        harness_->item(QStringLiteral("scriptCell:%1:%2").arg(column).arg(row));
                    if (cell && cell->isVisible() && cell->property("legal").toBool())
                        target = cell;
                }
            return target != nullptr;
        }());
        const int before = session->moveLog()->count();
        harness_->click(target);
        QTRY_COMPARE(session->moveLog()->count(), before + 1);
        QVERIFY(++clicks <= 42);
        if (clicks == 9)
            savePictures(QStringLiteral("own-game-playtest"));
    }
    QVERIFY(!session->resultText().isEmpty());

    // 1,000 games on the Reports page, with every rate's interval.
    QVERIFY2(runs->start(designId, thousand), qPrintable(runs->errorMessage()));
    QTRY_VERIFY_WITH_TIMEOUT(!runs->running(), 300000);
    harness_->showPage(QStringLiteral("reports"));
    auto* summary = window()->findChild<pb::gui::RunSummary*>();
    QVERIFY(summary);
    QTRY_VERIFY_WITH_TIMEOUT(
        summary->loaded() && summary->info().value(QStringLiteral("games")).toLongLong() == 1000,
        60000);
    const QVariantList interval = summary->metrics()
                                      .value(QStringLiteral("first_player"))
                                      .toMap()
                                      .value(QStringLiteral("wins"))
                                      .toMap()
                                      .value(QStringLiteral("ci95"))
                                      .toList();
    QCOMPARE(interval.size(), 2);
    savePictures(QStringLiteral("own-game-report"));
}

namespace {
int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestScriptWorkbench>(argc, argv);
}
} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)
#include "test_script_workbench.moc"
