// Check in the workbench (ScriptCheck): a script whose legal() lists a
// decision its apply() refuses fails Check with the break in words, and
// "Open in Playtest" stands the designer at that decision; a shipped example
// passes and is remembered by its hash; Cancel stops and stores nothing; and
// the batch gate refuses the failing version with its break and lets the
// passing one run.

#include "check/check_names.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/game_store.h"
#include "db/script_check_store.h"
#include "engine/game.h"
#include "engine/state.h"
#include "games/registry.h"
#include "gui_test_support.h"
#include "playtest_session.h"
#include "run_controller.h"
#include "script/script_check.h"
#include "script/script_gate.h"
#include "script/script_ruleset.h"
#include "test_registry.h"
#include "window_test_harness.h"
#include "workbench.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using pb::gui::CheckBreakModel;
using pb::gui::PlaytestSession;
using pb::gui::RunController;
using pb::gui::ScriptCheck;
using pb::gui::Workbench;

namespace {

// Ten steps of two seats; at the third decision legal() lists "jump 2" alone,
// which apply() refuses with an error: the bug Check must find, in its first
// game (a decision of its own, before any check plays on to it).
const char* const kBuggyScript = R"(game = {
  id = "buggy-jump", name = "Buggy jump", players = 2,
  state = { { name = "turn", init = 1 }, { name = "n", min = 0, max = 10 } },
  decisions = { { name = "step" }, { name = "jump", args = { "by" } } },
  actor = "turn", turns = "n",
}
function setup(s, rng) end
function legal(s, add)
  if s.n == 2 then add("jump", 2) else add("step") end
end
function apply(s, kind, by)
  if kind == "jump" then error("cannot jump here") end
  s.n = s.n + 1
  if s.n >= 10 then s.turn = END else s.turn = 3 - s.turn end
end
function outcome(s) return { draw = true } end
)";

QString keyOf(const pb::Ruleset& ruleset) {
    return QString::fromStdString(pb::rulesetKey(ruleset));
}

QString hashOf(const pb::script::ScriptRuleset& ruleset) {
    return QString::fromStdString(ruleset.scriptHash());
}

} // namespace

class TestScriptCheck : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void aBuggyScriptFailsWithTheBreakInWords();
    void openInPlaytestStandsAtTheFailingDecision();
    void thePassingExamplePassesAndIsStored();
    void cancelStopsAndStoresNothing();
    void theGateRefusesAFailedOrUncheckedScript();
    void thePanelShowsTheVerdictAndTheBreak();
    void thePlaytestPageShowsTheBanner();

private:
    pb::db::Database& db() { return *workbench_->database(); }
    // Runs Check of `ruleset` and waits for its end; the `finished` argument.
    bool checkToTheEnd(const pb::Ruleset& ruleset);
    qint64 designOf(const pb::script::ScriptRuleset& ruleset);
    // Saves what `window` shows at `size` as <name>-WxH.png in
    // $PLAYBENCH_PICTURES (the test's folder without it).
    void picture(QQuickWindow* window, const QString& name, QSize size);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<ScriptCheck> check_;
    std::unique_ptr<QAbstractItemModelTester> tester_;
    const pb::script::ScriptRuleset* buggy_ = nullptr;
    const pb::script::ScriptRuleset* connectFour_ = nullptr;
};

void TestScriptCheck::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("check.sqlite")), true));
    buggy_ = &pb::registerScriptRuleset(
        pb::script::ScriptRuleset::fromText("buggy-jump.lua", kBuggyScript));
    connectFour_ = &pb::registerScriptRuleset(
        pb::script::ScriptRuleset::fromFile(PLAYBENCH_SCRIPT_EXAMPLES "/connect-four.lua"));
    check_ = std::make_unique<ScriptCheck>();
    check_->setWorkbench(workbench_.get());
    tester_ = std::make_unique<QAbstractItemModelTester>(
        check_->breaks(), QAbstractItemModelTester::FailureReportingMode::QtTest);
}

void TestScriptCheck::cleanup() {
    tester_.reset();
    check_.reset();
    workbench_.reset();
    dir_.reset();
}

bool TestScriptCheck::checkToTheEnd(const pb::Ruleset& ruleset) {
    QSignalSpy finished(check_.get(), &ScriptCheck::finished);
    if (!check_->run(keyOf(ruleset))) {
        qWarning("Check did not start: %s", qPrintable(check_->errorMessage()));
        return false;
    }
    if (!check_->running())
        return false;
    if (finished.isEmpty() && !finished.wait(120000))
        return false;
    return !finished.isEmpty() && !finished.takeFirst().at(0).toBool();
}

qint64 TestScriptCheck::designOf(const pb::script::ScriptRuleset& ruleset) {
    pb::db::DesignRow design;
    design.name = QString::fromStdString(std::string(ruleset.displayName()));
    design.ruleset = QString::fromStdString(std::string(ruleset.id()));
    design.scriptHash = hashOf(ruleset);
    return pb::db::DesignStore(db()).create(design);
}

void TestScriptCheck::aBuggyScriptFailsWithTheBreakInWords() {
    check_->setRulesetKey(keyOf(*buggy_));
    QCOMPARE(check_->status(), QStringLiteral("unchecked"));
    QCOMPARE(check_->verdict(), QStringLiteral("Not checked yet."));
    QCOMPARE(check_->statusOf(hashOf(*buggy_)), QStringLiteral("unchecked"));

    QVERIFY(checkToTheEnd(*buggy_));
    QCOMPARE(check_->status(), QStringLiteral("failed"));
    QCOMPARE(check_->statusOf(hashOf(*buggy_)), QStringLiteral("failed"));
    QCOMPARE(check_->progress(), 1.0);
    CheckBreakModel& breaks = *check_->breaks();
    QCOMPARE(breaks.count(), 1);
    const QModelIndex row = breaks.index(0);
    QCOMPARE(row.data(CheckBreakModel::CheckRole).toString(),
             QString::fromLatin1(pb::check::names::kApplyRefused));
    QCOMPARE(row.data(CheckBreakModel::CheckNameRole).toString(),
             QStringLiteral("A listed decision could not be applied"));
    // Lua's text verbatim, with the script's file and line.
    const QString message = row.data(CheckBreakModel::MessageRole).toString();
    QVERIFY2(message.startsWith(QStringLiteral("buggy-jump.lua:12: cannot jump here")),
             qPrintable(message));
    // The decision as the script words it, at the state where it broke.
    const nlohmann::json found = breaks.found(0);
    const auto state = buggy_->stateFromJson(found["state"]);
    const QString decision =
        QString::fromStdString(state->decisionToText(state->decisionFromJson(found["decision"])));
    QVERIFY(decision.contains(QStringLiteral("jump")));
    QCOMPARE(row.data(CheckBreakModel::DecisionTextRole).toString(), decision);
    QCOMPARE(row.data(CheckBreakModel::SentenceRole).toString(),
             QStringLiteral("legal() lists %1, but apply() refused it: %2").arg(decision, message));
    // Where: the game and the decision, counted from 1 (the jump is the third).
    const int game = row.data(CheckBreakModel::GameRole).toInt();
    const int at = row.data(CheckBreakModel::DecisionRole).toInt();
    QCOMPARE(game, 1);
    QCOMPARE(at, 3);
    QCOMPARE(found["step"].get<int>(), 2);
    QCOMPARE(row.data(CheckBreakModel::WhereRole).toString(),
             QStringLiteral("Game %1, decision %2").arg(game).arg(at));
    QCOMPARE(check_->verdict(),
             QStringLiteral("Failed: A listed decision could not be applied. Game %1, decision %2.")
                 .arg(game)
                 .arg(at));

    // Shown again from the store, by another ScriptCheck.
    ScriptCheck again;
    again.setWorkbench(workbench_.get());
    again.setRulesetKey(keyOf(*buggy_));
    QCOMPARE(again.status(), QStringLiteral("failed"));
    QCOMPARE(again.breaks()->count(), 1);
    QCOMPARE(again.breaks()->sentence(0), breaks.sentence(0));
}

void TestScriptCheck::openInPlaytestStandsAtTheFailingDecision() {
    QVERIFY(checkToTheEnd(*buggy_));
    const nlohmann::json found = check_->breaks()->found(0);
    const int step = found["step"].get<int>();
    QCOMPARE(step, 2);
    PlaytestSession session;
    session.setWorkbench(workbench_.get());
    QSignalSpy changed(&session, &PlaytestSession::gameChanged);
    QVERIFY2(check_->openInPlaytest(0, &session), qPrintable(session.errorMessage()));
    QVERIFY(session.isActive());
    QVERIFY(!changed.isEmpty());
    // A new logged game, every seat a person, the decisions up to the failing
    // one logged as moves.
    QCOMPARE(session.seats(), (QStringList{QStringLiteral("human"), QStringLiteral("human")}));
    QCOMPARE(session.rulesetId(), keyOf(*buggy_));
    const auto moves = pb::db::GameStore(db()).moves(session.gameId());
    QCOMPARE(int(moves.size()), step);
    QCOMPARE(session.moveLog()->rowCount(), step);
    QCOMPARE(session.stateText().isEmpty(), false);
    QVERIFY(session.isPersonToMove());
    QVERIFY(session.errorMessage().isEmpty());
    // The game's state is the one Check broke at.
    const auto stored = pb::db::GameStore(db()).game(session.gameId());
    QVERIFY(stored);
    QCOMPARE(stored->scriptHash, hashOf(*buggy_));
    // The failing decision is listed, and taking it gives the script's error.
    const QString failing =
        check_->breaks()->index(0).data(CheckBreakModel::DecisionTextRole).toString();
    int row = -1;
    for (int r = 0; r < session.legalDecisions()->count(); ++r)
        if (session.legalDecisions()->text(r) == failing)
            row = r;
    QVERIFY2(row >= 0, qPrintable(failing));
    QVERIFY(!session.takeDecision(row));
    QVERIFY2(session.errorMessage().contains(QStringLiteral("buggy-jump.lua:12: cannot jump here")),
             qPrintable(session.errorMessage()));
    // Nothing was logged for it, and the game plays on otherwise.
    QCOMPARE(int(pb::db::GameStore(db()).moves(session.gameId()).size()), step);
    // The banner says what Check found, and that playing by hand is allowed.
    QVERIFY2(session.scriptCheckBanner().contains(QStringLiteral("failed Check")),
             qPrintable(session.scriptCheckBanner()));
    QVERIFY(session.scriptCheckBanner().contains(QStringLiteral("cannot jump here")));
}

void TestScriptCheck::thePassingExamplePassesAndIsStored() {
    QVERIFY(checkToTheEnd(*connectFour_));
    QCOMPARE(check_->status(), QStringLiteral("passed"));
    QCOMPARE(check_->breaks()->count(), 0);
    const auto row = pb::db::ScriptCheckStore(db()).get(hashOf(*connectFour_));
    QVERIFY(row);
    QVERIFY(row->passed);
    QCOMPARE(row->games, ScriptCheck::kDefaultGames);
    QVERIFY(row->decisions > 7 * ScriptCheck::kDefaultGames); // at least 7 drops a game
    QCOMPARE(check_->verdict(), QStringLiteral("Passed: %1 games, %2 decisions, no break")
                                    .arg(ScriptCheck::kDefaultGames)
                                    .arg(QLocale().toString(row->decisions)));
    QCOMPARE(check_->statusOf(hashOf(*connectFour_)), QStringLiteral("passed"));
    // A save of the same version shows the stored result without checking again.
    QSignalSpy running(check_.get(), &ScriptCheck::runningChanged);
    check_->setRulesetKey({});
    check_->runAfterSave(keyOf(*connectFour_));
    QVERIFY(!check_->running());
    QVERIFY(running.isEmpty());
    QCOMPARE(check_->status(), QStringLiteral("passed"));
}

void TestScriptCheck::cancelStopsAndStoresNothing() {
    check_->setGames(100000);
    QSignalSpy progressed(check_.get(), &ScriptCheck::progressChanged);
    QSignalSpy finished(check_.get(), &ScriptCheck::finished);
    QVERIFY(check_->run(keyOf(*connectFour_)));
    QVERIFY(check_->running());
    QVERIFY(check_->verdict().startsWith(QStringLiteral("Checking:")));
    // Some games played, then Cancel.
    QTRY_VERIFY_WITH_TIMEOUT(check_->progress() > 0.0, 60000);
    check_->cancel();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.takeFirst().at(0).toBool(), true);
    QVERIFY(!check_->running());
    QCOMPARE(check_->status(), QStringLiteral("stopped"));
    QVERIFY2(check_->verdict().contains(QStringLiteral("nothing was stored")),
             qPrintable(check_->verdict()));
    QVERIFY(!pb::db::ScriptCheckStore(db()).get(hashOf(*connectFour_)));
    QCOMPARE(check_->statusOf(hashOf(*connectFour_)), QStringLiteral("unchecked"));
}

void TestScriptCheck::theGateRefusesAFailedOrUncheckedScript() {
    const qint64 buggyDesign = designOf(*buggy_);
    const qint64 passingDesign = designOf(*connectFour_);
    RunController runs;
    runs.setWorkbench(workbench_.get());
    const QVariantMap config{
        {QStringLiteral("players"), 2},
        {QStringLiteral("agents"), QStringList{QStringLiteral("random"), QStringLiteral("random")}},
        {QStringLiteral("games"), 4},
        {QStringLiteral("seed"), 3}};
    // Never checked: Check first.
    QVERIFY(!runs.start(int(buggyDesign), config));
    QVERIFY2(runs.errorMessage().startsWith(QStringLiteral("Check the script first")),
             qPrintable(runs.errorMessage()));
    QVERIFY(runs.errorMessage().contains(QStringLiteral("buggy-jump.lua")));

    // Failed: the break named, and the way out.
    QVERIFY(checkToTheEnd(*buggy_));
    QVERIFY(!runs.start(int(buggyDesign), config));
    const QString refusal = runs.errorMessage();
    QVERIFY2(refusal.startsWith(QStringLiteral("This script failed Check: legal() lists ")),
             qPrintable(refusal));
    QVERIFY(refusal.contains(QStringLiteral("buggy-jump.lua:12: cannot jump here")));
    QVERIFY(refusal.endsWith(QStringLiteral("Fix it, or playtest by hand.")));
    QCOMPARE(pb::gui::scriptGateRefusal(db(), *buggy_), refusal);
    QVERIFY(!runs.running());

    // Passed: it runs; a built-in ruleset is never gated.
    QVERIFY(checkToTheEnd(*connectFour_));
    QVERIFY(pb::gui::scriptGateRefusal(db(), *connectFour_).isEmpty());
    QVERIFY(pb::gui::scriptGateRefusal(db(), pb::rulesetOrThrow("stability")).isEmpty());
    QSignalSpy done(&runs, &RunController::runFinished);
    QVERIFY2(runs.start(int(passingDesign), config), qPrintable(runs.errorMessage()));
    QVERIFY(done.wait(120000));
    QCOMPARE(done.takeFirst().at(1).toBool(), false);
}

void TestScriptCheck::picture(QQuickWindow* window, const QString& name, QSize size) {
    window->resize(size);
    QVERIFY(pb::gui::test::waitForFrames(window)); // the layouts follow the new size
    const QString folder = qEnvironmentVariableIsSet("PLAYBENCH_PICTURES")
                               ? qEnvironmentVariable("PLAYBENCH_PICTURES")
                               : dir_->path();
    QVERIFY(window->grabWindow().save(
        QStringLiteral("%1/%2-%3x%4.png").arg(folder, name).arg(size.width()).arg(size.height())));
}

// The panel in a small window of its own (the lead places it in the rules
// editor): the verdict and the break as the controller words them, Cancel
// while running, and "Open in Playtest" starting the game.
void TestScriptCheck::thePanelShowsTheVerdictAndTheBreak() {
    pb::gui::test::failOnQmlWarnings();
    QVERIFY(checkToTheEnd(*buggy_));
    if (QQuickStyle::name() != QLatin1String("Fusion"))
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
    PlaytestSession session;
    session.setWorkbench(workbench_.get());
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties(
        {{QStringLiteral("workbench"), QVariant::fromValue(workbench_.get())},
         {QStringLiteral("rulesetKey"), keyOf(*buggy_)},
         {QStringLiteral("playtest"), QVariant::fromValue(&session)}});
    engine.loadData(R"(
import QtQuick
import QtQuick.Controls
import Playbench

ApplicationWindow {
    id: window

    required property Workbench workbench
    required property string rulesetKey
    required property PlaytestSession playtest
    property int opened: 0

    width: 1280
    height: 800
    visible: true

    CheckPanel {
        objectName: "panel"
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 12
        workbench: window.workbench
        rulesetKey: window.rulesetKey
        playtest: window.playtest
        onPlaytestOpened: window.opened += 1
    }
}
)");
    QVERIFY(!engine.rootObjects().isEmpty());
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QQuickItem* root = window->contentItem();
    QQuickItem* panel = pb::gui::test::findItem(root, QStringLiteral("panel"));
    QVERIFY(panel);
    auto* check = panel->property("check").value<ScriptCheck*>();
    QVERIFY(check);
    // The stored result of this version, without checking again.
    QCOMPARE(check->status(), QStringLiteral("failed"));
    QQuickItem* verdict = pb::gui::test::findItem(root, QStringLiteral("checkVerdict"));
    QVERIFY(verdict);
    QCOMPARE(verdict->property("text").toString(), check->verdict());
    QQuickItem* breaks = pb::gui::test::findItem(root, QStringLiteral("checkBreaks"));
    QVERIFY(breaks);
    QTRY_COMPARE(breaks->childItems().size(), 2); // the break's frame and the Repeater
    picture(window, QStringLiteral("check-failed"), {1280, 800});
    picture(window, QStringLiteral("check-failed"), {1920, 1080});
    // "Open in Playtest", as the button does it.
    QVERIFY(QMetaObject::invokeMethod(panel, "scriptSaved", Q_ARG(QString, keyOf(*buggy_))));
    QVERIFY(!check->running()); // a version checked already is not checked again
    QVERIFY(check->openInPlaytest(0, &session));
    QVERIFY(session.isActive());

    // Another version: a save checks it, with progress and Cancel shown.
    check->setGames(100000);
    window->setProperty("rulesetKey", keyOf(*connectFour_));
    QCOMPARE(check->status(), QStringLiteral("unchecked"));
    QVERIFY(QMetaObject::invokeMethod(panel, "scriptSaved", Q_ARG(QString, keyOf(*connectFour_))));
    QVERIFY(check->running());
    QTRY_VERIFY_WITH_TIMEOUT(check->progress() > 0.0, 60000);
    QQuickItem* cancel = pb::gui::test::findItem(root, QStringLiteral("checkCancel"));
    QVERIFY(cancel && cancel->isVisible());
    picture(window, QStringLiteral("check-running"), {1280, 800});
    QSignalSpy finished(check, &ScriptCheck::finished);
    check->cancel();
    QVERIFY(finished.wait(60000));
    QVERIFY(!cancel->isVisible());

    check->setGames(ScriptCheck::kDefaultGames);
    QVERIFY(check->run(keyOf(*connectFour_)));
    QVERIFY(finished.wait(120000));
    QCOMPARE(check->status(), QStringLiteral("passed"));
    QCOMPARE(verdict->property("text").toString(), check->verdict());
    picture(window, QStringLiteral("check-passed"), {1280, 800});
    picture(window, QStringLiteral("check-passed"), {1920, 1080});
}

// The Playtest page of a game opened at a break: the banner says the script
// failed Check and that playing by hand is allowed.
void TestScriptCheck::thePlaytestPageShowsTheBanner() {
    pb::gui::test::failOnQmlWarnings();
    QVERIFY(checkToTheEnd(*buggy_));
    if (QQuickStyle::name() != QLatin1String("Fusion"))
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties(
        {{QStringLiteral("workbench"), QVariant::fromValue(workbench_.get())}});
    engine.loadData(R"(
import QtQuick
import QtQuick.Controls
import Playbench

ApplicationWindow {
    id: window

    required property Workbench workbench

    width: 1280
    height: 800
    visible: true

    PlaytestPage {
        objectName: "page"
        anchors.fill: parent
        workbench: window.workbench
    }
}
)");
    QVERIFY(!engine.rootObjects().isEmpty());
    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QQuickItem* page = pb::gui::test::findItem(window->contentItem(), QStringLiteral("page"));
    QVERIFY(page);
    auto* session = page->property("session").value<PlaytestSession*>();
    QVERIFY(session);
    QQuickItem* banner =
        pb::gui::test::findItem(window->contentItem(), QStringLiteral("playtestScriptCheckBanner"));
    QVERIFY(banner);
    QVERIFY(!banner->isVisible());
    QVERIFY(check_->openInPlaytest(0, session));
    QTRY_VERIFY(banner->isVisible());
    QVERIFY(session->scriptCheckBanner().startsWith(QStringLiteral("This script failed Check: ")));
    picture(window, QStringLiteral("playtest-banner"), {1280, 800});
    picture(window, QStringLiteral("playtest-banner"), {1920, 1080});
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestScriptCheck>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)
#include "test_script_check.moc"
