// The rules editor of a scripted design (ScriptEditor and the Board page's
// ScriptRulesPane.qml) on a store holding a design of the shipped Connect
// Four script: the text is read; a syntax error and a declaration error are
// refused at their line and nothing is stored; a fixed text is stored as a
// new version the design plays; the versions list says which is current and
// what played each; an older version is restored; a locked database loses
// nothing. Then the same in the real window: typing, Ctrl+S, the error in
// the gutter, a click on the message, undo, find, and pictures to look at.

#include "db/database.h"
#include "db/design_store.h"
#include "db/game_logger.h"
#include "db/game_store.h"
#include "db/run_recorder.h"
#include "db/run_store.h"
#include "db/script_store.h"
#include "engine/game.h"
#include "engine/state.h"
#include "games/registry.h"
#include "gui_test_support.h"
#include "preferences.h"
#include "script/script_editor.h"
#include "script/script_ruleset.h"
#include "script/script_version_model.h"
#include "sim/simulator.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <memory>

using pb::gui::ScriptEditor;
using pb::gui::ScriptVersionModel;
using pb::gui::test::WindowHarness;

namespace {

const QString kExample = QStringLiteral(PLAYBENCH_SCRIPT_EXAMPLES "/connect-four.lua");
const QString kRuleset = QStringLiteral("script:connect-four");

QString fileText() {
    QFile file(kExample);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(kExample));
    return QString::fromUtf8(file.readAll());
}

// The line (from 1) of the first line of `text` that contains `needle`.
int lineOf(const QString& text, const QString& needle) {
    const qsizetype at = text.indexOf(needle);
    return at < 0 ? 0 : int(text.first(at).count(QLatin1Char('\n'))) + 1;
}

// `text` with `before` replaced by `after` (once; it must occur).
QString edited(QString text, const QString& before, const QString& after) {
    const qsizetype at = text.indexOf(before);
    if (at < 0)
        qFatal("'%s' is not in the script", qPrintable(before));
    return text.replace(at, before.size(), after);
}

// A Lua syntax error: "local" needs a name, on the line after setup's head.
QString withSyntaxError(const QString& text) {
    return edited(text, QStringLiteral("function setup(s, rng)\n"),
                  QStringLiteral("function setup(s, rng)\n  local = 1\n"));
}

// A declaration error: the rows parameter's max below its min.
QString withDeclarationError(const QString& text) {
    return edited(text, QStringLiteral("default = 6, min = 4, max = 12"),
                  QStringLiteral("default = 6, min = 4, max = 3"));
}

// A text that loads: another description of a parameter.
QString withNewWords(const QString& text) {
    return edited(text, QStringLiteral("Discs in a line that win."),
                  QStringLiteral("Discs in a row that win."));
}

// Types `text` (ASCII) into the window's focus item, a key at a time.
void typeText(QWindow* window, const QString& text) {
    for (const QChar c : text)
        QTest::keyClick(window, c.toLatin1());
}

} // namespace

class TestScriptEditor : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void loadsTheDesignsScript();
    void refusesASyntaxErrorAtItsLine();
    void refusesADeclarationErrorAtItsLine();
    void savesANewVersionAndRestoresAnOldOne();
    void countsTheGamesAndRunsOfEachVersion();
    void refusesAnotherIdAndARestoreOverEdits();
    void aLockedDatabaseLosesNothing();
    void exportsTheScript();

    void paneEditsSavesAndShowsErrorsInTheWindow();
    void paneFindsWords();
    void panePictures();

private:
    pb::db::Database& db() { return *harness_->workbench().database(); }
    QString designHash() { return pb::db::DesignStore(db()).get(designId_)->scriptHash; }
    // A ScriptEditor on the test's design, outside the window.
    std::unique_ptr<ScriptEditor> makeEditor();
    // The window on the Board page with the rules editor shown; its editor.
    ScriptEditor* showPane(QSize size = {1280, 800});
    bool nextFrame();

    std::unique_ptr<WindowHarness> harness_;
    const pb::script::ScriptRuleset* original_ = nullptr;
    QString originalText_;
    qint64 designId_ = 0;
};

void TestScriptEditor::init() {
    harness_ = std::make_unique<WindowHarness>();
    QVERIFY(harness_->open(QStringLiteral("rules.sqlite")));
    originalText_ = fileText();
    original_ = &pb::registerScriptRuleset(
        pb::script::ScriptRuleset::fromText("connect-four.lua", originalText_.toStdString()));
    pb::db::DesignRow row;
    row.name = QStringLiteral("Four in a row");
    row.ruleset = kRuleset;
    row.scriptHash = QString::fromStdString(original_->scriptHash());
    designId_ = pb::db::DesignStore(db()).create(row);
    harness_->workbench().notifyDesignsChanged();
}

void TestScriptEditor::cleanup() {
    harness_.reset();
}

std::unique_ptr<ScriptEditor> TestScriptEditor::makeEditor() {
    auto editor = std::make_unique<ScriptEditor>();
    new QAbstractItemModelTester(
        editor->versions(), QAbstractItemModelTester::FailureReportingMode::QtTest, editor.get());
    editor->setWorkbench(&harness_->workbench());
    editor->setDesignId(int(designId_));
    return editor;
}

bool TestScriptEditor::nextFrame() {
    return pb::gui::test::waitForFrames(harness_->window(), 1);
}

void TestScriptEditor::loadsTheDesignsScript() {
    const auto editor = makeEditor();
    QVERIFY(editor->hasScript());
    QCOMPARE(editor->text(), originalText_);
    QCOMPARE(editor->fileName(), QStringLiteral("connect-four.lua"));
    QCOMPARE(editor->rulesetKey(), QString::fromStdString(pb::rulesetKey(*original_)));
    QVERIFY(!editor->isDirty());
    QCOMPARE(editor->errorLine(), 0);
    QVERIFY(editor->errorMessage().isEmpty());
    QCOMPARE(editor->versions()->count(), 1);
    const QModelIndex first = editor->versions()->index(0);
    QCOMPARE(first.data(ScriptVersionModel::HashRole).toString(), designHash());
    QVERIFY(first.data(ScriptVersionModel::CurrentRole).toBool());
    QVERIFY(!first.data(ScriptVersionModel::SavedAtRole).toString().isEmpty());

    // Saving the text unchanged stores nothing and says nothing.
    QSignalSpy saved(editor.get(), &ScriptEditor::scriptSaved);
    QVERIFY(editor->save());
    QCOMPARE(saved.count(), 0);
    QVERIFY(editor->statusMessage().isEmpty());
    QCOMPARE(pb::db::ScriptStore(db()).list().size(), std::size_t(1));

    // A design of a built-in ruleset has no script.
    pb::db::DesignRow builtIn;
    builtIn.name = QStringLiteral("Stability");
    builtIn.ruleset = QStringLiteral("stability");
    editor->setDesignId(int(pb::db::DesignStore(db()).create(builtIn)));
    QVERIFY(!editor->hasScript());
    QVERIFY(editor->text().isEmpty());
    QCOMPARE(editor->versions()->count(), 0);
    QVERIFY(!editor->save());
}

void TestScriptEditor::refusesASyntaxErrorAtItsLine() {
    const auto editor = makeEditor();
    const QString broken = withSyntaxError(originalText_);
    QSignalSpy dirty(editor.get(), &ScriptEditor::dirtyChanged);
    editor->setText(broken);
    QCOMPARE(dirty.count(), 1);
    QVERIFY(editor->isDirty());
    QSignalSpy saved(editor.get(), &ScriptEditor::scriptSaved);
    QVERIFY(!editor->save());
    const int line = lineOf(broken, QStringLiteral("local = 1"));
    QCOMPARE(line, lineOf(originalText_, QStringLiteral("function setup")) + 1);
    QCOMPARE(editor->errorLine(), line);
    // Our words around Lua's own.
    QVERIFY2(editor->errorMessage().startsWith(QStringLiteral("Not saved: line %1: ").arg(line)),
             qPrintable(editor->errorMessage()));
    QVERIFY2(editor->errorMessage().contains(QStringLiteral("expected near '='")),
             qPrintable(editor->errorMessage()));
    QVERIFY(!editor->errorMessage().contains(QStringLiteral("connect-four.lua")));
    // Nothing stored, the text kept.
    QCOMPARE(saved.count(), 0);
    QCOMPARE(pb::db::ScriptStore(db()).list().size(), std::size_t(1));
    QCOMPARE(designHash(), QString::fromStdString(original_->scriptHash()));
    QCOMPARE(editor->text(), broken);
    QVERIFY(editor->isDirty());
    // Reverting clears the error with the edit.
    editor->reload();
    QCOMPARE(editor->text(), originalText_);
    QCOMPARE(editor->errorLine(), 0);
    QVERIFY(editor->errorMessage().isEmpty());
}

void TestScriptEditor::refusesADeclarationErrorAtItsLine() {
    const auto editor = makeEditor();
    editor->setText(withDeclarationError(originalText_));
    QVERIFY(!editor->save());
    const int line = lineOf(originalText_, QStringLiteral("{ name = \"rows\""));
    QVERIFY(line > 0);
    QCOMPARE(editor->errorLine(), line);
    QVERIFY2(editor->errorMessage().startsWith(
                 QStringLiteral("Not saved: line %1: game.params[2].max: ").arg(line)),
             qPrintable(editor->errorMessage()));
    QCOMPARE(pb::db::ScriptStore(db()).list().size(), std::size_t(1));

    // An error the text cannot place: no line.
    editor->setText(edited(originalText_, QStringLiteral("function outcome(s)"),
                           QStringLiteral("function the_outcome(s)")));
    QVERIFY(!editor->save());
    QCOMPARE(editor->errorLine(), 0);
    QVERIFY2(editor->errorMessage().startsWith(
                 QStringLiteral("Not saved: the script defines no function outcome")),
             qPrintable(editor->errorMessage()));
}

void TestScriptEditor::savesANewVersionAndRestoresAnOldOne() {
    const auto editor = makeEditor();
    const QString oldHash = designHash();
    QSignalSpy saved(editor.get(), &ScriptEditor::scriptSaved);
    QSignalSpy designs(&harness_->workbench(), &pb::gui::Workbench::designsChanged);
    editor->setText(withSyntaxError(originalText_));
    QVERIFY(!editor->save());
    const QString fixed = withNewWords(originalText_);
    editor->setText(fixed);
    QVERIFY2(editor->save(), qPrintable(editor->errorMessage()));
    QVERIFY(editor->errorMessage().isEmpty());
    QCOMPARE(editor->errorLine(), 0);
    QCOMPARE(editor->statusMessage(), QStringLiteral("Saved as a new version."));
    QVERIFY(!editor->isDirty());
    QCOMPARE(designs.count(), 1);

    const QString newHash = designHash();
    QVERIFY(newHash != oldHash);
    QCOMPARE(pb::db::ScriptStore(db()).get(newHash)->text, fixed);
    QCOMPARE(pb::db::ScriptStore(db()).list().size(), std::size_t(2));
    QCOMPARE(saved.count(), 1);
    const QString newKey = saved.at(0).at(0).toString();
    QCOMPARE(newKey, QStringLiteral("script:connect-four@%1").arg(newHash));
    QCOMPARE(editor->rulesetKey(), newKey);
    QVERIFY(pb::findRuleset(newKey.toStdString()));

    ScriptVersionModel* versions = editor->versions();
    QCOMPARE(versions->count(), 2);
    QCOMPARE(versions->index(0).data(ScriptVersionModel::HashRole).toString(), newHash);
    QVERIFY(versions->index(0).data(ScriptVersionModel::CurrentRole).toBool());
    QCOMPARE(versions->index(1).data(ScriptVersionModel::HashRole).toString(), oldHash);
    QVERIFY(!versions->index(1).data(ScriptVersionModel::CurrentRole).toBool());

    // Back to the old version: the design plays it and the text is its.
    QVERIFY2(editor->restore(oldHash), qPrintable(editor->errorMessage()));
    QCOMPARE(designHash(), oldHash);
    QCOMPARE(editor->text(), originalText_);
    QVERIFY(!editor->isDirty());
    QCOMPARE(saved.count(), 2);
    QCOMPARE(saved.at(1).at(0).toString(), QStringLiteral("script:connect-four@%1").arg(oldHash));
    QVERIFY2(editor->statusMessage().startsWith(QStringLiteral("The design plays the version of")),
             qPrintable(editor->statusMessage()));
    QCOMPARE(versions->count(), 2);
    QVERIFY(!versions->index(0).data(ScriptVersionModel::CurrentRole).toBool());
    QVERIFY(versions->index(1).data(ScriptVersionModel::CurrentRole).toBool());
    QCOMPARE(pb::db::ScriptStore(db()).list().size(), std::size_t(2));

    // Typing the newer text again names the version it already is.
    editor->setText(fixed);
    QVERIFY(editor->save());
    QCOMPARE(designHash(), newHash);
    QVERIFY2(editor->statusMessage().startsWith(QStringLiteral("Saved: the text is that of the "
                                                               "version of")),
             qPrintable(editor->statusMessage()));
    QCOMPARE(versions->count(), 2);

    // Another editor (the page opened again) reads what was saved.
    const auto again = makeEditor();
    QCOMPARE(again->text(), fixed);
    QCOMPARE(again->versions()->count(), 2);
}

void TestScriptEditor::countsTheGamesAndRunsOfEachVersion() {
    const auto editor = makeEditor();
    editor->setText(withNewWords(originalText_));
    QVERIFY(editor->save());
    const QString newHash = designHash();
    const auto* newer = pb::findScriptRuleset(newHash.toStdString());
    QVERIFY(newer);

    // Two games of the old version, a run of three games of the new one.
    pb::db::GameStore games(db());
    for (int seed = 1; seed <= 2; ++seed) {
        const auto game = original_->makeGame(nlohmann::json::object(), 2);
        pb::db::GameLogger logger(games, *game->newInitialState(std::uint64_t(seed)),
                                  {QStringLiteral("human"), QStringLiteral("human")},
                                  std::uint64_t(seed), designId_);
    }
    pb::SimulationConfig config;
    config.game = newer->makeGame(nlohmann::json::object(), 2);
    config.agentSpecs = {"random", "random"};
    config.runSeed = 4;
    config.games = 3;
    pb::db::NewRun run;
    run.designId = designId_;
    run.ruleset = kRuleset;
    run.scriptHash = newHash;
    run.params = config.game->params();
    run.players = 2;
    run.agents = {QStringLiteral("random"), QStringLiteral("random")};
    run.games = 3;
    pb::db::recordRun(db(), run, config, true);
    // Whoever plays tells the other pages; the list counts again.
    harness_->workbench().notifyDesignsChanged();

    ScriptVersionModel* versions = editor->versions();
    QCOMPARE(versions->count(), 2);
    const QModelIndex newRow = versions->index(0);
    const QModelIndex oldRow = versions->index(1);
    QCOMPARE(newRow.data(ScriptVersionModel::HashRole).toString(), newHash);
    QCOMPARE(newRow.data(ScriptVersionModel::GamesRole).toInt(), 0);
    QCOMPARE(newRow.data(ScriptVersionModel::RunsRole).toInt(), 1);
    QCOMPARE(oldRow.data(ScriptVersionModel::GamesRole).toInt(), 2);
    QCOMPARE(oldRow.data(ScriptVersionModel::RunsRole).toInt(), 0);
}

void TestScriptEditor::refusesAnotherIdAndARestoreOverEdits() {
    const auto editor = makeEditor();
    const QString renamed = edited(originalText_, QStringLiteral("id = \"connect-four\""),
                                   QStringLiteral("id = \"c4\""));
    editor->setText(renamed);
    QVERIFY(!editor->save());
    QVERIFY2(editor->errorMessage().startsWith(QStringLiteral("Not saved: the script's id is now "
                                                              "“c4”")),
             qPrintable(editor->errorMessage()));
    QCOMPARE(editor->errorLine(), lineOf(renamed, QStringLiteral("id = \"c4\"")));
    QCOMPARE(pb::db::ScriptStore(db()).list().size(), std::size_t(1));

    editor->setText(withNewWords(originalText_));
    QVERIFY(editor->save());
    const QString oldHash = QString::fromStdString(original_->scriptHash());
    editor->setText(withSyntaxError(editor->text()));
    QVERIFY(!editor->restore(oldHash));
    QCOMPARE(editor->errorMessage(),
             QStringLiteral("Save or revert your changes before restoring another version."));
    QVERIFY(editor->isDirty());
    QVERIFY(designHash() != oldHash);
}

void TestScriptEditor::aLockedDatabaseLosesNothing() {
    const auto editor = makeEditor();
    const QString fixed = withNewWords(originalText_);
    editor->setText(fixed);
    {
        // Another program holds the write lock past the busy timeout.
        QSqlDatabase other =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
        other.setDatabaseName(db().path());
        QVERIFY(other.open());
        QSqlQuery lock(other);
        QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
        QVERIFY(!editor->save());
        QVERIFY2(editor->errorMessage().startsWith(
                     QStringLiteral("Not saved: another program is writing to the database")),
                 qPrintable(editor->errorMessage()));
        QCOMPARE(editor->text(), fixed);
        QVERIFY(editor->isDirty());
        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("locker"));
    QCOMPARE(designHash(), QString::fromStdString(original_->scriptHash()));
    QCOMPARE(pb::db::ScriptStore(db()).list().size(), std::size_t(1));
    // Once the other program is done, the same text saves.
    QVERIFY2(editor->save(), qPrintable(editor->errorMessage()));
    QCOMPARE(pb::db::ScriptStore(db()).get(designHash())->text, fixed);
}

void TestScriptEditor::exportsTheScript() {
    const auto editor = makeEditor();
    editor->setText(withNewWords(originalText_)); // what the editor shows, saved or not
    const QString path = harness_->filePath(QStringLiteral("out.lua"));
    QVERIFY(editor->exportScript(path));
    QCOMPARE(editor->statusMessage(), QStringLiteral("Exported the script to out.lua."));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), withNewWords(originalText_));
}

ScriptEditor* TestScriptEditor::showPane(QSize size) {
    if (!harness_->load(size))
        return nullptr;
    harness_->showPage(QStringLiteral("board"));
    QQuickItem* text = nullptr;
    if (!QTest::qWaitFor(
            [&] {
                text = harness_->item(QStringLiteral("scriptText"));
                return text && text->isVisible() && text->height() > 0;
            },
            10000))
        return nullptr;
    QQuickItem* loader = harness_->item(QStringLiteral("editorPaneLoader"));
    QQuickItem* pane = loader ? loader->property("item").value<QQuickItem*>() : nullptr;
    return pane ? qobject_cast<ScriptEditor*>(pane->property("editor").value<QObject*>()) : nullptr;
}

void TestScriptEditor::paneEditsSavesAndShowsErrorsInTheWindow() {
    ScriptEditor* editor = showPane();
    QVERIFY(editor);
    QQuickItem* text = harness_->item(QStringLiteral("scriptText"));
    QTRY_COMPARE(text->property("text").toString(), originalText_);
    QCOMPARE(harness_->item(QStringLiteral("scriptVersions"))->property("count").toInt(), 1);
    QQuickItem* checkSlot = harness_->item(QStringLiteral("checkSlot"));
    QVERIFY(checkSlot);
    QCOMPARE(checkSlot->property("rulesetKey").toString(),
             QString::fromStdString(pb::rulesetKey(*original_)));
    // The slot holds the Check panel; its ScriptCheck checks each saved version.
    auto* check = checkSlot->property("check").value<QObject*>();
    QVERIFY(check);

    // Typing a syntax error at the start of setup's body, then Ctrl+S.
    const int setupLine = lineOf(originalText_, QStringLiteral("function setup"));
    text->forceActiveFocus();
    text->setProperty("cursorPosition", editor->positionOfLine(setupLine + 1));
    typeText(harness_->window(), QStringLiteral("  local = 1"));
    QTest::keyClick(harness_->window(), Qt::Key_Return);
    QTRY_VERIFY(editor->isDirty());
    QCOMPARE(editor->text(), withSyntaxError(originalText_));
    QTest::keyClick(harness_->window(), Qt::Key_S, Qt::ControlModifier);
    QTRY_COMPARE(editor->errorLine(), setupLine + 1);
    QCOMPARE(pb::db::ScriptStore(db()).list().size(), std::size_t(1));
    // The mark in the gutter sits beside the error's line of text.
    QQuickItem* mark = harness_->item(QStringLiteral("scriptErrorMark"));
    QVERIFY(mark);
    QTRY_VERIFY(mark->isVisible());
    QObject* message = harness_->find(QStringLiteral("scriptMessage"));
    QVERIFY(message->property("text").toString().startsWith(
        QStringLiteral("Not saved: line %1: ").arg(setupLine + 1)));
    QRectF lineRect;
    QVERIFY(QMetaObject::invokeMethod(text, "positionToRectangle", Q_RETURN_ARG(QRectF, lineRect),
                                      Q_ARG(int, editor->positionOfLine(setupLine + 1))));
    const qreal lineY = text->mapToScene(lineRect.center()).y();
    const qreal markY = mark->mapToScene(QPointF(0, mark->height() / 2)).y();
    QVERIFY2(std::abs(lineY - markY) < 2,
             qPrintable(QStringLiteral("%1 vs %2").arg(lineY).arg(markY)));

    // Clicking the message puts the cursor on the error's line.
    text->setProperty("cursorPosition", 0);
    harness_->click(qobject_cast<QQuickItem*>(message), Qt::LeftButton, QPointF(20, 8));
    QTRY_COMPARE(editor->lineAt(text->property("cursorPosition").toInt()), setupLine + 1);
    QVERIFY(text->hasActiveFocus());

    // Ctrl+Z takes the typing back, Ctrl+Shift+Z does it again, Ctrl+Z again.
    QTest::keyClick(harness_->window(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_VERIFY(!editor->text().contains(QStringLiteral("local = 1\n")));
    QTest::keyClick(harness_->window(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(editor->text().contains(QStringLiteral("local = 1\n")));
    for (int i = 0; i < 20 && editor->isDirty(); ++i)
        QTest::keyClick(harness_->window(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(editor->text(), originalText_);
    QVERIFY(!editor->isDirty());
    // Undone back to the saved text: the refused text's error mark goes too.
    QCOMPARE(editor->errorLine(), 0);
    QTRY_VERIFY(!mark->isVisible());

    // A good edit saved with Ctrl+S: a second version, the first not current.
    text->setProperty("cursorPosition", 0);
    typeText(harness_->window(), QStringLiteral("-- edited in the window"));
    QTest::keyClick(harness_->window(), Qt::Key_Return);
    QTest::keyClick(harness_->window(), Qt::Key_S, Qt::ControlModifier);
    QTRY_VERIFY(!editor->isDirty());
    QCOMPARE(editor->errorLine(), 0);
    QVERIFY(!mark->isVisible());
    QCOMPARE(message->property("text").toString(), QStringLiteral("Saved as a new version."));
    const QString savedKey = QStringLiteral("script:connect-four@%1").arg(designHash());
    QCOMPARE(checkSlot->property("rulesetKey").toString(), savedKey);
    QTRY_COMPARE(check->property("rulesetKey").toString(), savedKey);
    // Check ran by itself on the new version, and ends with its verdict.
    QTRY_VERIFY_WITH_TIMEOUT(!check->property("running").toBool() &&
                                 check->property("status").toString() == QLatin1String("passed"),
                             120000);
    QVERIFY(pb::db::ScriptStore(db())
                .get(designHash())
                ->text.startsWith(QStringLiteral("-- edited in the window\n")));
    QTRY_COMPARE(harness_->item(QStringLiteral("scriptVersions"))->property("count").toInt(), 2);

    // Restore the first version with its button.
    QQuickItem* restore = nullptr;
    QTRY_VERIFY((restore = harness_->item(QStringLiteral("restoreVersion1"))) &&
                restore->isVisible());
    QVERIFY(!harness_->item(QStringLiteral("restoreVersion0"))->isVisible()); // the current one
    harness_->click(restore);
    QTRY_COMPARE(designHash(), QString::fromStdString(original_->scriptHash()));
    QTRY_COMPARE(text->property("text").toString(), originalText_);
    // The restored version is the one Check shows (its verdict was stored before).
    QTRY_COMPARE(check->property("rulesetKey").toString(),
                 QString::fromStdString(pb::rulesetKey(*original_)));
    QTRY_VERIFY_WITH_TIMEOUT(!check->property("running").toBool() &&
                                 check->property("status").toString() == QLatin1String("passed"),
                             120000);
}

void TestScriptEditor::paneFindsWords() {
    ScriptEditor* editor = showPane();
    QVERIFY(editor);
    QQuickItem* text = harness_->item(QStringLiteral("scriptText"));
    QQuickItem* bar = harness_->item(QStringLiteral("scriptFindBar"));
    QVERIFY(bar && !bar->isVisible());
    text->forceActiveFocus();
    QTest::keyClick(harness_->window(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(bar->isVisible());
    QQuickItem* field = harness_->item(QStringLiteral("scriptFindField"));
    QTRY_VERIFY(field->hasActiveFocus());
    typeText(harness_->window(), QStringLiteral("S.OPEN"));
    const QList<int> found = editor->matches(QStringLiteral("s.open"));
    QVERIFY(found.size() >= 3);
    QObject* count = harness_->find(QStringLiteral("scriptFindCount"));
    // "%n match(es)": its English plural comes with the translations.
    QTRY_VERIFY(count->property("text").toString().startsWith(
        QStringLiteral("%1 match").arg(found.size())));
    QTest::keyClick(harness_->window(), Qt::Key_Return);
    QTRY_COMPARE(count->property("text").toString(), QStringLiteral("1 of %1").arg(found.size()));
    QCOMPARE(text->property("selectionStart").toInt(), found[0]);
    QCOMPARE(text->property("selectedText").toString(), QStringLiteral("s.open"));
    QTest::keyClick(harness_->window(), Qt::Key_Return);
    QTRY_COMPARE(text->property("selectionStart").toInt(), found[1]);
    QTest::keyClick(harness_->window(), Qt::Key_Return, Qt::ShiftModifier);
    QTRY_COMPARE(text->property("selectionStart").toInt(), found[0]);
    QTest::keyClick(harness_->window(), Qt::Key_Return, Qt::ShiftModifier); // wraps to the last
    QTRY_COMPARE(text->property("selectionStart").toInt(), found.last());
    // The last match is far down: the text scrolled to show it.
    QQuickItem* flick = harness_->item(QStringLiteral("scriptFlick"));
    QTRY_VERIFY(flick->property("contentY").toReal() > 0);
    typeText(harness_->window(), QStringLiteral("zzz"));
    QTRY_COMPARE(count->property("text").toString(), QStringLiteral("No match"));
    QTest::keyClick(harness_->window(), Qt::Key_Escape);
    QTRY_VERIFY(!bar->isVisible());
    QVERIFY(text->hasActiveFocus());
}

void TestScriptEditor::panePictures() {
    // PLAYBENCH_PICTURES set (a folder): the pane with an error shown, at
    // both sizes, light and dark (rules-editor-<size>-<scheme>.png).
    const QString pictures = qEnvironmentVariable("PLAYBENCH_PICTURES");
    if (pictures.isEmpty())
        QSKIP("PLAYBENCH_PICTURES is not set");
    ScriptEditor* editor = showPane();
    QVERIFY(editor);
    editor->setText(withNewWords(originalText_));
    QVERIFY(editor->save());
    editor->setText(withDeclarationError(editor->text()));
    QVERIFY(!editor->save());
    QQuickItem* text = harness_->item(QStringLiteral("scriptText"));
    text->forceActiveFocus();
    text->setProperty("cursorPosition", editor->positionOfLine(editor->errorLine()));
    for (const bool dark : {false, true}) {
        harness_->preferences().setColorScheme(dark ? pb::gui::Preferences::ColorScheme::Dark
                                                    : pb::gui::Preferences::ColorScheme::Light);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            harness_->window()->resize(size);
            QVERIFY(pb::gui::test::waitForFrames(harness_->window()));
            QVERIFY(harness_->window()->grabWindow().save(
                QStringLiteral("%1/rules-editor-%2x%3-%4.png")
                    .arg(pictures)
                    .arg(size.width())
                    .arg(size.height())
                    .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))));
        }
    }
    // Scrolled down: the gutter's numbers stay beside their lines.
    QQuickItem* flick = harness_->item(QStringLiteral("scriptFlick"));
    flick->setProperty("contentY", 400);
    QVERIFY(nextFrame());
    QVERIFY(harness_->window()->grabWindow().save(
        QStringLiteral("%1/rules-editor-scrolled.png").arg(pictures)));
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestScriptEditor>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_script_editor.moc"
