// A designer's own game in the workbench (issue 28): new designs from the
// shipped script templates and from a .lua file, every page reaching the
// version of the script its design names, a Connect Four playtest logged and
// replayed, and a 1,000-game report of the card game.

#include "balance_controller.h"
#include "comparison_controller.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/game_replay.h"
#include "db/game_store.h"
#include "db/run_store.h"
#include "db/script_store.h"
#include "design_editor.h"
#include "design_ruleset.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "move_log_model.h"
#include "parameter_form_model.h"
#include "playtest_session.h"
#include "review_analysis.h"
#include "review_session.h"
#include "run_controller.h"
#include "run_summary.h"
#include "script/script_check.h"
#include "script/script_ruleset.h"
#include "script/script_templates.h"
#include "test_registry.h"
#include "workbench.h"

#include <QDateTime>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using pb::gui::DesignEditor;
using pb::gui::Workbench;

namespace {

QString exampleText(const QString& id) {
    QFile file(QStringLiteral(PLAYBENCH_SCRIPT_EXAMPLES "/") + id + QStringLiteral(".lua"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

QString hashOf(const QString& text) {
    return QString::fromStdString(pb::script::scriptHash(text.toStdString()));
}

} // namespace

class TestScriptDesigns : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void everyTemplateMakesADesignOfItsScript();
    void twoDesignsOfOneScriptKeepTheirOwnVersions();
    void aVersionOnlyTheStoreHoldsIsLoadedAtOpen();
    void importingAScriptMakesADesignOrSaysWhy();
    void aParameterWithoutDescriptionIsWarnedOf();
    void connectFourPlaytestIsLoggedAndReplays();
    void cardGameReportOfAThousandGames();
    void notesUndoReviewAndTheSecondOpinionOnConnectFour();
    void sweepsComparisonsAutoBalanceAndExportsOfAScript();

private:
    // Checks the version design `id` plays, as its Board page would; true when it passed.
    bool check(int id);
    int createFromTemplate(const QString& templateId, const QString& name);
    pb::db::DesignRow design(int id) const;
    QString writeFile(const QString& name, const QString& text) const;

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<DesignEditor> editor_;
};

void TestScriptDesigns::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("own.sqlite")), true));
    editor_ = std::make_unique<DesignEditor>();
    editor_->setWorkbench(workbench_.get());
}

void TestScriptDesigns::cleanup() {
    editor_.reset();
    workbench_.reset();
    dir_.reset();
}

bool TestScriptDesigns::check(int id) {
    pb::gui::ScriptCheck checker;
    checker.setWorkbench(workbench_.get());
    if (!checker.run(workbench_->designInfo(id).value(QStringLiteral("rulesetId")).toString()))
        return false;
    QSignalSpy done(&checker, &pb::gui::ScriptCheck::runningChanged);
    while (checker.running())
        if (!done.wait(120000))
            return false;
    return checker.statusOf(design(id).scriptHash) == QLatin1String("passed");
}

int TestScriptDesigns::createFromTemplate(const QString& templateId, const QString& name) {
    return editor_->createDesign(name, QStringLiteral("template:") + templateId);
}

pb::db::DesignRow TestScriptDesigns::design(int id) const {
    const auto row = pb::db::DesignStore(*workbench_->database()).get(id);
    return row ? *row : pb::db::DesignRow{};
}

QString TestScriptDesigns::writeFile(const QString& name, const QString& text) const {
    const QString path = dir_->filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(text.toUtf8());
    return path;
}

// Each template is offered beside the rulesets and makes a design that plays
// exactly the example script that ships, with the script's parameters.
void TestScriptDesigns::everyTemplateMakesADesignOfItsScript() {
    const QList<pb::gui::ScriptTemplate> templates = pb::gui::scriptTemplates();
    QCOMPARE(templates.size(), 6);
    QStringList offered;
    for (const QVariant& entry : editor_->rulesets())
        offered << entry.toMap().value(QStringLiteral("id")).toString();
    for (const pb::gui::ScriptTemplate& t : templates) {
        QVERIFY2(offered.contains(QStringLiteral("template:") + t.id), qPrintable(t.id));
        const int id = createFromTemplate(t.id, t.name);
        QVERIFY2(id > 0, qPrintable(editor_->errorMessage()));
        const pb::db::DesignRow row = design(id);
        QCOMPARE(row.scriptHash, hashOf(exampleText(t.id)));
        QVERIFY(row.ruleset.startsWith(QStringLiteral("script:")));
        QVERIFY(editor_->load(id));
        QCOMPARE(editor_->rulesetId(), row.ruleset + QLatin1Char('@') + row.scriptHash);
        const pb::Ruleset* ruleset = pb::findRuleset(editor_->rulesetId().toStdString());
        QVERIFY(ruleset);
        QCOMPARE(editor_->parameterForm()->rowCount(), int(ruleset->parameters().specs().size()));
        const QVariantMap info = workbench_->designInfo(id);
        QCOMPARE(info.value(QStringLiteral("rulesetId")).toString(), editor_->rulesetId());
    }
    QCOMPARE(design(createFromTemplate(QStringLiteral("skeleton"), QStringLiteral("Mine"))).ruleset,
             QStringLiteral("script:my-game"));
    QCOMPARE(createFromTemplate(QStringLiteral("no-such"), QStringLiteral("x")), 0);
    QVERIFY(editor_->errorMessage().contains(QStringLiteral("no-such")));
}

// Design B's script edited (a new version) leaves design A on the version it
// had: the pages' keys, the ruleset they reach and its parameters stay apart,
// and the open editor follows B's new version.
void TestScriptDesigns::twoDesignsOfOneScriptKeepTheirOwnVersions() {
    const int a = createFromTemplate(QStringLiteral("connect-four"), QStringLiteral("A"));
    const int b = createFromTemplate(QStringLiteral("connect-four"), QStringLiteral("B"));
    QVERIFY(a > 0 && b > 0);
    QVERIFY(editor_->load(b));
    const QString oldKey = editor_->rulesetId();

    QString edited = exampleText(QStringLiteral("connect-four"));
    const QString columns = QStringLiteral("default = 7, min = 4, max = 12");
    QVERIFY(edited.contains(columns));
    edited.replace(columns, QStringLiteral("default = 9, min = 4, max = 12"));
    const auto version =
        pb::script::ScriptRuleset::fromText("connect-four.lua", edited.toStdString());
    pb::registerScriptRuleset(version);
    pb::db::DesignRow rowB = design(b);
    rowB.scriptHash = QString::fromStdString(version->scriptHash());
    pb::db::DesignStore(*workbench_->database()).update(rowB);
    workbench_->notifyDesignsChanged();

    const QString keyA = workbench_->designInfo(a).value(QStringLiteral("rulesetId")).toString();
    const QString keyB = workbench_->designInfo(b).value(QStringLiteral("rulesetId")).toString();
    QCOMPARE(keyA, oldKey);
    QCOMPARE(keyB, QStringLiteral("script:connect-four@") + rowB.scriptHash);
    QCOMPARE(editor_->rulesetId(), keyB);
    auto columnsOf = [](const QString& key) {
        return pb::rulesetOrThrow(key.toStdString()).parameters().resolve({})["columns"].get<int>();
    };
    QCOMPARE(columnsOf(keyA), 7);
    QCOMPARE(columnsOf(keyB), 9);
    pb::db::Database& db = *workbench_->database();
    QCOMPARE(pb::gui::designRuleset(db, design(a)), pb::findRuleset(keyA.toStdString()));
    QCOMPARE(pb::gui::designRuleset(db, design(b)), pb::findRuleset(keyB.toStdString()));
    // The newest registered version of the id is B's: A must not drift to it.
    QCOMPARE(pb::findRuleset("script:connect-four"), pb::findRuleset(keyB.toStdString()));
}

// A design whose version this process never registered (saved by another
// process) plays it once the store is opened.
void TestScriptDesigns::aVersionOnlyTheStoreHoldsIsLoadedAtOpen() {
    const int id = createFromTemplate(QStringLiteral("tic-tac-toe"), QStringLiteral("T"));
    QVERIFY(id > 0);
    // A text no earlier test registered: this test's own comment line.
    const QString text =
        exampleText(QStringLiteral("tic-tac-toe")) +
        QStringLiteral("\n-- saved elsewhere at %1\n").arg(QDateTime::currentMSecsSinceEpoch());
    const QString hash = hashOf(text);
    QVERIFY(pb::findScriptRuleset(hash.toStdString()) == nullptr);
    pb::db::Database& db = *workbench_->database();
    pb::db::ScriptStore(db).put(
        pb::db::ScriptRow{hash, QStringLiteral("tic-tac-toe.lua"), text, {}});
    pb::db::DesignRow row = design(id);
    row.scriptHash = hash;
    pb::db::DesignStore(db).update(row);

    QVERIFY(workbench_->openDatabase(dir_->filePath(QStringLiteral("own.sqlite"))));
    QVERIFY(pb::findScriptRuleset(hash.toStdString()) != nullptr);
    QVERIFY(editor_->load(id));
    QCOMPARE(editor_->rulesetId(), QStringLiteral("script:tic-tac-toe@") + hash);
    QCOMPARE(editor_->errorMessage(), QString());
}

// File > Import rules script: a design named after the file; a script that
// does not load is refused with its file and line, and nothing is created.
void TestScriptDesigns::importingAScriptMakesADesignOrSaysWhy() {
    QString skeleton = exampleText(QStringLiteral("skeleton"));
    skeleton.replace(QStringLiteral("id = \"my-game\""), QStringLiteral("id = \"race\""));
    const QString good = writeFile(QStringLiteral("race-to-21.lua"), skeleton);
    const int id = editor_->importScript(QUrl::fromLocalFile(good));
    QVERIFY2(id > 0, qPrintable(editor_->errorMessage()));
    const pb::db::DesignRow row = design(id);
    QCOMPARE(row.name, QStringLiteral("race-to-21"));
    QCOMPARE(row.ruleset, QStringLiteral("script:race"));
    QCOMPARE(row.scriptHash, hashOf(skeleton));
    QVERIFY(pb::db::ScriptStore(*workbench_->database()).get(row.scriptHash).has_value());

    const int before = workbench_->designCount();
    const QString broken = writeFile(QStringLiteral("broken.lua"),
                                     QStringLiteral("-- one\ngame = {\n  id = \"x\",\n"));
    QCOMPARE(editor_->importScript(QUrl::fromLocalFile(broken)), 0);
    QVERIFY2(editor_->errorMessage().contains(QStringLiteral("broken.lua:")),
             qPrintable(editor_->errorMessage()));
    QCOMPARE(workbench_->designCount(), before);
    QCOMPARE(editor_->importScript(QUrl::fromLocalFile(dir_->filePath("missing.lua"))), 0);
    QVERIFY(editor_->errorMessage().contains(QStringLiteral("missing.lua")));
    QCOMPARE(workbench_->designCount(), before);
}

void TestScriptDesigns::aParameterWithoutDescriptionIsWarnedOf() {
    QString text = exampleText(QStringLiteral("skeleton"));
    const QString described = QStringLiteral(", description = \"Most a turn may add.\"");
    QVERIFY(text.contains(described));
    text.replace(described, QString());
    text.replace(QStringLiteral("id = \"my-game\""), QStringLiteral("id = \"undescribed\""));
    const int id = editor_->importScript(QUrl::fromLocalFile(writeFile("undescribed.lua", text)));
    QVERIFY2(id > 0, qPrintable(editor_->errorMessage()));
    QVERIFY(editor_->load(id));
    pb::gui::ParameterFormModel* form = editor_->parameterForm();
    QCOMPARE(form->rowCount(), 2);
    const int warning = pb::gui::ParameterFormModel::WarningRole;
    const int name = pb::gui::ParameterFormModel::NameRole;
    for (int r = 0; r < 2; ++r) {
        const QModelIndex index = form->index(r);
        const bool undescribed = form->data(index, name).toString() == QLatin1String("step");
        QCOMPARE(form->data(index, warning).toString().isEmpty(), !undescribed);
    }
}

// Two people play a whole game of Connect Four from the template; every move
// is logged with the script's version, and the log replays hash for hash.
void TestScriptDesigns::connectFourPlaytestIsLoggedAndReplays() {
    const int id = createFromTemplate(QStringLiteral("connect-four"), QStringLiteral("C4"));
    QVERIFY(id > 0);
    pb::gui::PlaytestSession session;
    session.setWorkbench(workbench_.get());
    QVERIFY2(session.start(id, 2, {QStringLiteral("human"), QStringLiteral("random")},
                           QStringLiteral("11")),
             qPrintable(session.errorMessage()));
    QCOMPARE(session.rulesetId(), design(id).ruleset + QLatin1Char('@') + design(id).scriptHash);
    int moves = 0;
    while (!session.isOver()) {
        QTRY_VERIFY_WITH_TIMEOUT(session.isPersonToMove() || session.isOver(), 30000);
        if (session.isOver())
            break;
        QVERIFY(session.legalDecisions()->rowCount() > 0);
        QVERIFY2(session.takeDecision(session.legalDecisions()->rowCount() - 1),
                 qPrintable(session.errorMessage()));
        QVERIFY(++moves <= 21);
    }
    QVERIFY(!session.resultText().isEmpty());
    const qint64 gameId = session.gameId();
    pb::db::Database& db = *workbench_->database();
    const auto game = pb::db::GameStore(db).game(gameId);
    QVERIFY(game);
    QCOMPARE(game->scriptHash, design(id).scriptHash);
    pb::db::GameReplay replay(db, gameId);
    const pb::db::ReplayReport report = replay.verify();
    QVERIFY2(report.ok, qPrintable(report.message));
    QVERIFY(replay.moves().size() >= std::size_t(2 * moves - 1));
}

// The card game's 1,000 games run from the design, store the script's version
// with the run, and report every rate with its interval.
void TestScriptDesigns::cardGameReportOfAThousandGames() {
    const int id = createFromTemplate(QStringLiteral("trick-taking"), QStringLiteral("Tricks"));
    QVERIFY(id > 0);
    pb::gui::RunController controller;
    controller.setWorkbench(workbench_.get());
    QSignalSpy finished(&controller, &pb::gui::RunController::runFinished);
    const QVariantMap config{{QStringLiteral("players"), 3},
                             {QStringLiteral("agents"), QStringList{"random", "random", "random"}},
                             {QStringLiteral("games"), 1000},
                             {QStringLiteral("threads"), 2},
                             {QStringLiteral("seed"), 5}};
    // A version never checked waits for Check, which says so; then it runs.
    QVERIFY(!controller.start(id, config));
    QVERIFY2(controller.errorMessage().startsWith(QStringLiteral("Check the script first")),
             qPrintable(controller.errorMessage()));
    pb::gui::ScriptCheck check;
    check.setWorkbench(workbench_.get());
    QSignalSpy checked(&check, &pb::gui::ScriptCheck::resultChanged);
    QVERIFY(check.run(workbench_->designInfo(id).value(QStringLiteral("rulesetId")).toString()));
    QTRY_VERIFY_WITH_TIMEOUT(!check.running(), 120000);
    QCOMPARE(check.statusOf(design(id).scriptHash), QStringLiteral("passed"));
    QVERIFY2(controller.start(id, config), qPrintable(controller.errorMessage()));
    QVERIFY(finished.wait(300000));
    const int runId = finished.takeFirst().at(0).toInt();
    const auto run = pb::db::RunStore(*workbench_->database()).run(runId);
    QVERIFY(run);
    QCOMPARE(run->scriptHash, design(id).scriptHash);
    QCOMPARE(run->ruleset, QStringLiteral("script:trick-taking"));

    pb::gui::RunSummary summary;
    summary.setWorkbench(workbench_.get());
    summary.setRunId(runId);
    QTRY_VERIFY_WITH_TIMEOUT(!summary.loading(), 60000);
    QVERIFY(summary.loaded());
    const QVariantMap wins = summary.metrics()
                                 .value(QStringLiteral("first_player"))
                                 .toMap()
                                 .value(QStringLiteral("wins"))
                                 .toMap();
    QCOMPARE(wins.value(QStringLiteral("of")).toInt(), 1000);
    const QVariantList interval = wins.value(QStringLiteral("ci95")).toList();
    QCOMPARE(interval.size(), 2);
    const double rate = wins.value(QStringLiteral("rate")).toDouble();
    QVERIFY(interval.at(0).toDouble() < rate && rate < interval.at(1).toDouble());
    QVERIFY(!summary.metrics().value(QStringLiteral("rule_usage")).toList().isEmpty());
}

// A person's notes and tags, undo, then the game in Review with the second
// opinion (MCTS) read over every decision: as for the five rulesets.
void TestScriptDesigns::notesUndoReviewAndTheSecondOpinionOnConnectFour() {
    const int id = createFromTemplate(QStringLiteral("connect-four"), QStringLiteral("C4"));
    QVERIFY(id > 0);
    pb::gui::PlaytestSession session;
    session.setWorkbench(workbench_.get());
    QVERIFY(session.start(id, 2, {QStringLiteral("human"), QStringLiteral("human")},
                          QStringLiteral("3")));
    for (int i = 0; i < 4; ++i)
        QVERIFY(session.takeDecision(i % session.legalDecisions()->rowCount()));
    pb::gui::MoveLogModel* log = session.moveLog();
    QVERIFY(log->setAnnotation(1, QStringLiteral("the centre at once")));
    QVERIFY(log->addTag(2, QStringLiteral("question")));
    const QString before = session.stateText();
    QVERIFY(session.takeDecision(0));
    QVERIFY(session.undo());
    QCOMPARE(session.stateText(), before);
    while (!session.isOver())
        QVERIFY(session.takeDecision(session.legalDecisions()->rowCount() - 1));
    const qint64 gameId = session.gameId();
    session.close();

    pb::gui::ReviewSession review;
    review.setWorkbench(workbench_.get());
    QVERIFY2(review.openGame(gameId), qPrintable(review.errorMessage()));
    QCOMPARE(review.errorMessage(), QString());
    QVERIFY(review.nextAnnotated());
    pb::gui::ReviewAnalysis* analysis = review.analysis();
    QVERIFY(analysis->start(200));
    QSignalSpy ended(analysis, &pb::gui::ReviewAnalysis::runningChanged);
    while (analysis->running())
        QVERIFY(ended.wait(120000));
    QVERIFY2(analysis->hasAnalysis(), qPrintable(analysis->errorMessage()));
    QVERIFY(!analysis->drama().isEmpty());
    // Each decision of the game has the second opinion's reading.
    review.first();
    int read = 0;
    for (int step = 0; step < review.stepCount(); ++step, review.next())
        read += review.moveAnalysis().isEmpty() ? 0 : 1;
    QVERIFY2(read > 0, qPrintable(QString::number(review.stepCount())));
    const QString exported = dir_->filePath(QStringLiteral("c4-game.json"));
    QVERIFY(review.exportJson(exported));
    QVERIFY(QFile::exists(exported));
}

// A sweep over a script's parameter, an A/B comparison of two designs of one
// version with heatmaps of its grid, auto-balance, and the exports.
void TestScriptDesigns::sweepsComparisonsAutoBalanceAndExportsOfAScript() {
    const int a = createFromTemplate(QStringLiteral("connect-four"), QStringLiteral("Four"));
    QVERIFY(a > 0);
    QVERIFY(check(a));
    pb::db::DesignRow wide = design(a);
    // Three in a row win: the board keeps its size, so the maps compare cell by cell.
    wide.name = QStringLiteral("Three");
    wide.params = {{"connect", 3}};
    const int b = int(pb::db::DesignStore(*workbench_->database()).create(wide));

    pb::gui::RunController runs;
    runs.setWorkbench(workbench_.get());
    QSignalSpy finished(&runs, &pb::gui::RunController::runFinished);
    const std::size_t runsBefore = pb::db::RunStore(*workbench_->database()).listRuns().size();
    QVERIFY2(runs.start(a, {{QStringLiteral("players"), 2},
                            {QStringLiteral("agents"), QStringList{"random", "random"}},
                            {QStringLiteral("games"), 40},
                            {QStringLiteral("threads"), 2},
                            {QStringLiteral("sweepParameter"), "columns"},
                            {QStringLiteral("sweepFrom"), 5},
                            {QStringLiteral("sweepTo"), 7}}),
             qPrintable(runs.errorMessage()));
    QTRY_VERIFY_WITH_TIMEOUT(!runs.running(), 120000);
    const auto stored = pb::db::RunStore(*workbench_->database()).listRuns();
    QCOMPARE(stored.size(), runsBefore + 3);
    for (std::size_t i = runsBefore; i < stored.size(); ++i)
        QCOMPARE(stored[i].scriptHash, design(a).scriptHash);

    pb::gui::ComparisonController ab;
    ab.setWorkbench(workbench_.get());
    QSignalSpy compared(&ab, &pb::gui::ComparisonController::finished);
    QVERIFY2(ab.start(a, b,
                      {{QStringLiteral("players"), 2},
                       {QStringLiteral("agents"), QStringList{"random", "random"}},
                       {QStringLiteral("games"), 200},
                       {QStringLiteral("threads"), 2},
                       {QStringLiteral("seed"), 7},
                       {QStringLiteral("heatmaps"), true}}),
             qPrintable(ab.errorMessage()));
    QVERIFY(compared.wait(120000));
    QVERIFY(ab.hasResult());
    QVERIFY(!ab.rows().isEmpty());
    QCOMPARE(ab.heatmaps().size(), 1); // the board's, B minus A
    const QString html = dir_->filePath(QStringLiteral("ab.html"));
    QVERIFY(ab.exportReport(QStringLiteral("html"), QUrl::fromLocalFile(html)));
    QVERIFY(QFile::exists(html));

    pb::gui::BalanceController balance;
    balance.setWorkbench(workbench_.get());
    QSignalSpy balanced(&balance, &pb::gui::BalanceController::finished);
    QVERIFY2(
        balance.start(
            a, {{QStringLiteral("players"), 2},
                {QStringLiteral("agents"), QStringList{"random", "random"}},
                {QStringLiteral("vary"),
                 QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("columns")},
                                          {QStringLiteral("from"), 5},
                                          {QStringLiteral("to"), 8},
                                          {QStringLiteral("step"), 1}}}},
                {QStringLiteral("targets"),
                 QVariantList{QVariantMap{{QStringLiteral("metric"), QStringLiteral("length/mean")},
                                          {QStringLiteral("low"), QVariant()},
                                          {QStringLiteral("high"), 30.0}}}},
                {QStringLiteral("budget"), 120},
                {QStringLiteral("threads"), 2},
                {QStringLiteral("seed"), 3}}),
        qPrintable(balance.errorMessage()));
    QVERIFY(balanced.wait(120000));
    QCOMPARE(balanced.first().at(0).toBool(), false);
    QVERIFY(!balance.candidates().isEmpty());
}

PLAYBENCH_TEST_GUILESS_MAIN(TestScriptDesigns)
#include "test_script_designs.moc"
