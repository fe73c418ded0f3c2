// ComparisonController on a real store: two identical designs compare to no
// real difference in any metric; a design on a smaller board plays shorter
// games, a real difference; the exported HTML holds the "A/B comparison"
// section; B as design A with a parameter change made in the controller's
// form (no design saved) plays exactly as the saved design with that change;
// a change the saved board makes moot (issue 31) is refused, named; bad
// requests are refused before any play; cancel shows no result.

#include "comparison_controller.h"
#include "db/database.h"
#include "db/design_store.h"
#include "demo_database_copy.h"
#include "test_registry.h"
#include "workbench.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

using pb::gui::ComparisonController;
using pb::gui::Workbench;

class TestComparisonController : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void identicalDesignsShowNoRealDifference();
    void aSmallerBoardPlaysShorterGames();
    void designBCanBeDesignAWithAParameterChanged();
    void refusesAChangeTheSavedBoardFixes();
    void refusesABadRequest();
    void cancelShowsNoResult();

private:
    QVariantMap config(int games) const;
    // Starts a comparison and waits for it; returns finished's `cancelled`.
    bool compare(int a, int b, int games);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<ComparisonController> controller_;
    int designId_ = 0;
};

void TestComparisonController::init() {
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    const QString path = dir_->filePath(QStringLiteral("compare.sqlite"));
    QVERIFY(pb::gui::test::copyDemoDatabase(path));
    workbench_ = std::make_unique<Workbench>();
    QVERIFY(workbench_->openDatabase(path));
    for (const pb::db::DesignRow& design : pb::db::DesignStore(*workbench_->database()).list())
        if (design.ruleset == QStringLiteral("stability"))
            designId_ = static_cast<int>(design.id);
    QVERIFY(designId_ > 0);
    controller_ = std::make_unique<ComparisonController>();
    controller_->setWorkbench(workbench_.get());
}

void TestComparisonController::cleanup() {
    controller_.reset();
    workbench_.reset();
    dir_.reset();
}

QVariantMap TestComparisonController::config(int games) const {
    return {
        {QStringLiteral("players"), 2},
        {QStringLiteral("agents"), QStringList{QStringLiteral("random"), QStringLiteral("random")}},
        {QStringLiteral("games"), games},
        {QStringLiteral("threads"), 2},
        {QStringLiteral("seed"), 7}};
}

bool TestComparisonController::compare(int a, int b, int games) {
    QSignalSpy finished(controller_.get(), &ComparisonController::finished);
    if (!controller_->start(a, b, config(games)))
        return true;
    if (finished.isEmpty())
        finished.wait(60000);
    return finished.isEmpty() || finished.first().at(0).toBool();
}

void TestComparisonController::identicalDesignsShowNoRealDifference() {
    const int copy = static_cast<int>(
        pb::db::DesignStore(*workbench_->database()).duplicate(designId_, QStringLiteral("Copy")));
    QVERIFY(!compare(designId_, copy, 12));
    QVERIFY(controller_->errorMessage().isEmpty());
    QVERIFY(controller_->hasResult());
    QCOMPARE(controller_->gamesDone(), 24);
    QCOMPARE(controller_->nameB(), QStringLiteral("Copy"));
    const QVariantList rows = controller_->rows();
    QVERIFY(rows.size() >= 6);
    QCOMPARE(rows.first().toMap().value(QStringLiteral("id")).toString(),
             QStringLiteral("first_player_advantage"));
    // The same games on the same seeds: every pair agrees, so nothing differs.
    for (const QVariant& row : rows) {
        const QVariantMap m = row.toMap();
        QVERIFY2(!m.value(QStringLiteral("real")).toBool(),
                 qPrintable(m.value(QStringLiteral("id")).toString()));
        QCOMPARE(m.value(QStringLiteral("a")), m.value(QStringLiteral("b")));
        QVERIFY(m.value(QStringLiteral("verdict"))
                    .toString()
                    .contains(QStringLiteral("every pair of games gave the same")));
    }
    QVERIFY(controller_->headline().startsWith(QStringLiteral("First-player advantage is ")));

    // The report: design A's balance report with the comparison as a section.
    const QString path = dir_->filePath(QStringLiteral("comparison.html"));
    QVERIFY(controller_->exportReport(QStringLiteral("html"), QUrl::fromLocalFile(path)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(QStringLiteral("<h2>A/B comparison</h2>")));
    QVERIFY(html.contains(QStringLiteral("B: Copy")));
    QVERIFY(html.contains(QStringLiteral("every pair of games gave the same")));
    QVERIFY(!html.contains(QStringLiteral("<tr class=\"flag differs\">")));
    QVERIFY(!controller_->exportReport(QStringLiteral("csv"), QUrl::fromLocalFile(path)));
    QVERIFY(!controller_->errorMessage().isEmpty());
}

void TestComparisonController::aSmallerBoardPlaysShorterGames() {
    pb::db::DesignStore store(*workbench_->database());
    pb::db::DesignRow small = *store.get(designId_);
    small.name = QStringLiteral("Small board");
    small.params[std::string("size")] = 5;
    small.setup = nullptr; // a board per game, of the smaller size
    const int smallId = static_cast<int>(store.create(small));
    QVERIFY(!compare(designId_, smallId, 16));
    QVERIFY(controller_->hasResult());
    QVariantMap length;
    for (const QVariant& row : controller_->rows())
        if (row.toMap().value(QStringLiteral("id")) == QStringLiteral("length"))
            length = row.toMap();
    QVERIFY(!length.isEmpty());
    QVERIFY(length.value(QStringLiteral("real")).toBool());
    QVERIFY(length.value(QStringLiteral("difference")).toString().startsWith(QLatin1Char('-')));
    QVERIFY(
        length.value(QStringLiteral("verdict")).toString().contains(QStringLiteral("fell from")));
    QVERIFY(length.value(QStringLiteral("verdict"))
                .toString()
                .contains(QStringLiteral("the difference is real")));

    const QString path = dir_->filePath(QStringLiteral("small.html"));
    QVERIFY(controller_->exportReport(QStringLiteral("html"), QUrl::fromLocalFile(path)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(QStringLiteral("<h2>A/B comparison</h2>")));
    QVERIFY(html.contains(QStringLiteral("<tr class=\"flag differs\">")));
}

void TestComparisonController::designBCanBeDesignAWithAParameterChanged() {
    pb::db::DesignStore store(*workbench_->database());
    pb::db::DesignRow plain = *store.get(designId_);
    plain.name = QStringLiteral("Plain");
    plain.setup = nullptr; // a board per game, so the size can change
    const int plainId = static_cast<int>(store.create(plain));
    pb::db::DesignRow small = plain;
    small.name = QStringLiteral("Small board");
    small.params[std::string("size")] = 5;
    const int smallId = static_cast<int>(store.create(small));
    // The saved change first: the numbers the inline change must give.
    QVERIFY(!compare(plainId, smallId, 16));
    const QVariantList saved = controller_->rows();
    QVERIFY(!saved.isEmpty());
    const int designsBefore = static_cast<int>(store.list().size());

    pb::gui::ParameterFormModel* form = controller_->changesForm();
    controller_->prepareChanges(plainId);
    QCOMPARE(form->rulesetId(), QStringLiteral("stability"));
    QVariantMap withChanges = config(16);
    withChanges[QStringLiteral("bChanges")] = true;
    // As prepared, B is A: refused.
    QVERIFY(!controller_->start(plainId, 0, withChanges));
    QVERIFY(controller_->errorMessage().contains(QStringLiteral("Change at least one")));
    int sizeRow = -1;
    for (int row = 0; row < form->count(); ++row)
        if (form->data(form->index(row), pb::gui::ParameterFormModel::NameRole) ==
            QStringLiteral("size"))
            sizeRow = row;
    QVERIFY(sizeRow >= 0);
    // A value the schema refuses is refused before any play.
    form->setValue(sizeRow, 999);
    QVERIFY(!form->isValid());
    QVERIFY(!controller_->start(plainId, 0, withChanges));
    QVERIFY(controller_->errorMessage().contains(QStringLiteral("Design B's parameters")));
    QVERIFY(!controller_->running());

    form->setValue(sizeRow, 5);
    QVERIFY(form->isValid());
    QSignalSpy finished(controller_.get(), &ComparisonController::finished);
    // `designB` is not read when B is A with changes.
    QVERIFY2(controller_->start(plainId, 999999, withChanges),
             qPrintable(controller_->errorMessage()));
    QVERIFY(finished.wait(60000));
    QVERIFY(!finished.first().at(0).toBool());
    QCOMPARE(controller_->nameA(), QStringLiteral("Plain"));
    QCOMPARE(controller_->nameB(), QStringLiteral("Plain with size=5"));
    QCOMPARE(controller_->rows(), saved);
    QCOMPARE(static_cast<int>(store.list().size()), designsBefore); // nothing saved

    // The report names B by its change and the command that reproduces it.
    const QString path = dir_->filePath(QStringLiteral("changed.html"));
    QVERIFY(controller_->exportReport(QStringLiteral("html"), QUrl::fromLocalFile(path)));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QVERIFY(html.contains(QStringLiteral("B: Plain with size=5")));
    QVERIFY(html.contains(QStringLiteral("--b-param size=5")));

    // Another design A starts the form from its own values.
    form->setValue(sizeRow, 7);
    controller_->prepareChanges(smallId);
    QCOMPARE(form->data(form->index(sizeRow), pb::gui::ParameterFormModel::ValueRole).toInt(), 5);
}

// Issue 31: B = A with "Highest starting number" 8 -> 6 on the demo design's
// saved board gave "every pair of games gave the same" as a finding. The
// saved board fixes what that parameter would generate, so the comparison is
// refused before any play with a sentence naming it, whether B is A with
// changes or a saved copy of A; a rule of play still compares on that board.
void TestComparisonController::refusesAChangeTheSavedBoardFixes() {
    pb::db::DesignStore store(*workbench_->database());
    QVERIFY(!store.get(designId_)->setup.is_null()); // the demo design's saved board
    pb::gui::ParameterFormModel* form = controller_->changesForm();
    controller_->prepareChanges(designId_);
    const auto rowOf = [form](const QString& name) {
        for (int row = 0; row < form->count(); ++row)
            if (form->data(form->index(row), pb::gui::ParameterFormModel::NameRole) == name)
                return row;
        return -1;
    };
    const int maxValueRow = rowOf(QStringLiteral("maxValue"));
    QVERIFY(maxValueRow >= 0);
    const QVariant savedMaxValue =
        form->data(form->index(maxValueRow), pb::gui::ParameterFormModel::ValueRole);
    QVERIFY(savedMaxValue.toInt() != 6);
    form->setValue(maxValueRow, 6);
    QVERIFY(form->isValid());
    QVariantMap withChanges = config(12);
    withChanges[QStringLiteral("bChanges")] = true;
    QSignalSpy running(controller_.get(), &ComparisonController::runningChanged);
    QVERIFY(!controller_->start(designId_, 0, withChanges));
    QCOMPARE(controller_->errorMessage(),
             QStringLiteral("“Highest starting number” only shapes a generated board, and design "
                            "A's saved board fixes it, so B would play exactly as A: to compare "
                            "it, duplicate the design, generate its board again with the new "
                            "value on the Board page and compare the two designs."));
    QVERIFY(!controller_->running());
    QVERIFY(running.isEmpty());
    QCOMPARE(controller_->gamesTotal(), 0);
    QVERIFY(!controller_->hasResult());

    // A saved copy with the change (the same board) is refused alike.
    pb::db::DesignRow copy = *store.get(designId_);
    copy.name = QStringLiteral("Lower numbers");
    copy.params[std::string("maxValue")] = 6;
    copy.params[std::string("cornerValue")] = 2;
    const int copyId = static_cast<int>(store.create(copy));
    QVERIFY(!controller_->start(designId_, copyId, config(12)));
    QVERIFY2(controller_->errorMessage().startsWith(
                 QStringLiteral("“Highest starting number”, “Corner number” "
                                "only shape a generated board")),
             qPrintable(controller_->errorMessage()));
    QVERIFY(running.isEmpty());

    // A rule that acts in play compares on the same saved board.
    form->setValue(maxValueRow, savedMaxValue);
    const int thresholdRow = rowOf(QStringLiteral("permeationThreshold"));
    QVERIFY(thresholdRow >= 0);
    form->setValue(thresholdRow, 5);
    QSignalSpy finished(controller_.get(), &ComparisonController::finished);
    QVERIFY2(controller_->start(designId_, 0, withChanges),
             qPrintable(controller_->errorMessage()));
    QVERIFY(finished.wait(60000));
    QVERIFY(!finished.first().at(0).toBool());
    QVERIFY(controller_->hasResult());
    QVERIFY(controller_->errorMessage().isEmpty());
}

void TestComparisonController::refusesABadRequest() {
    QVERIFY(!controller_->start(designId_, 999999, config(10)));
    QVERIFY(!controller_->errorMessage().isEmpty());
    QVERIFY(!controller_->running());
    QVERIFY(!controller_->start(designId_, designId_, config(1))); // too few games
    QVariantMap oneAgent = config(10);
    oneAgent[QStringLiteral("agents")] = QStringList{QStringLiteral("random")};
    QVERIFY(!controller_->start(designId_, designId_, oneAgent));
    QVariantMap unknown = config(10);
    unknown[QStringLiteral("agents")] =
        QStringList{QStringLiteral("random"), QStringLiteral("nobody")};
    QVERIFY(!controller_->start(designId_, designId_, unknown));
    // Another ruleset's design.
    int other = 0;
    for (const pb::db::DesignRow& design : pb::db::DesignStore(*workbench_->database()).list())
        if (design.ruleset != QStringLiteral("stability"))
            other = static_cast<int>(design.id);
    QVERIFY(other > 0);
    QVERIFY(!controller_->start(designId_, other, config(10)));
    QVERIFY(controller_->errorMessage().contains(QStringLiteral("one ruleset")));
    QVERIFY(!controller_->hasResult());
}

void TestComparisonController::cancelShowsNoResult() {
    QSignalSpy finished(controller_.get(), &ComparisonController::finished);
    QVERIFY(controller_->start(designId_, designId_, config(100000)));
    QVERIFY(controller_->running());
    controller_->cancel();
    QVERIFY(finished.wait(60000));
    QVERIFY(finished.first().at(0).toBool());
    QVERIFY(!controller_->running());
    QVERIFY(!controller_->hasResult());
}

PLAYBENCH_TEST_MAIN(TestComparisonController)
#include "test_comparison_controller.moc"
