// The window keeps the designer's context and answers every edit, on the demo
// database a first start creates: Review and Reports open on its games and
// runs; the status bar names the design of what is on screen; New playtest
// offers the design just played; the Board page switches designs (asking
// about unsaved changes); the board editor confirms a save without moving,
// opens its tile menu at the tile; and every radio button and switch stands
// out from the window in both colour schemes, and a disabled button looks
// disabled.

#include "db/design_store.h"
#include "db/game_store.h"
#include "deck_editor.h"
#include "design_editor.h"
#include "engine/ruleset.h"
#include "game_list_model.h"
#include "games/registry.h"
#include "review_session.h"
#include "rulesets/stability/stability_board_editor.h"
#include "run_list_model.h"
#include "run_summary.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QApplication>
#include <QImage>
#include <QTest>
#include <algorithm>
#include <cmath>

using pb::gui::test::WindowHarness;

namespace {

double luminance(QColor c) {
    auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// The WCAG contrast ratio of two colours, 1 (none) to 21.
double contrast(QColor a, QColor b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The first visible item of a C++ class (e.g. "QQuickSwitch"), depth first.
QQuickItem* findByClass(QQuickItem* item, const char* className) {
    if (!item)
        return nullptr;
    if (item->inherits(className) && item->isVisible())
        return item;
    for (QQuickItem* child : item->childItems())
        if (QQuickItem* found = findByClass(child, className))
            return found;
    return nullptr;
}

} // namespace

class TestWindowContext : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void reviewAndReportsOpenOnTheDemosGamesAndRuns();
    void statusBarNamesTheDesignOnScreen();
    void newPlaytestOffersTheDesignJustPlayed();
    void boardPageSwitchesDesignsAskingAboutUnsavedChanges();
    void boardSaveIsConfirmedWithoutMovingTheBoard();
    void tileMenuOpensAtTheTile();
    void controlsStandOutInBothSchemes_data();
    void controlsStandOutInBothSchemes();

private:
    // The demo's design of `ruleset`.
    qint64 demoDesign(const QString& ruleset) const;
    QString designStatus() const;
    QObject* playtestSession() const;
    // The largest contrast of any pixel of `item` against the window colour.
    double standsOut(QQuickItem* item) const;

    std::unique_ptr<WindowHarness> harness_;
};

void TestWindowContext::init() {
    harness_ = std::make_unique<WindowHarness>();
    QVERIFY(harness_->open(QStringLiteral("demo.sqlite"), WindowHarness::Store::Demo));
    QVERIFY(harness_->load());
}

void TestWindowContext::cleanup() {
    harness_.reset();
}

qint64 TestWindowContext::demoDesign(const QString& ruleset) const {
    for (const pb::db::DesignRow& design :
         pb::db::DesignStore(*harness_->workbench().database()).list())
        if (design.ruleset == ruleset)
            return design.id;
    return 0;
}

QString TestWindowContext::designStatus() const {
    QObject* label = harness_->find(QStringLiteral("designStatus"));
    return label ? label->property("text").toString() : QString();
}

QObject* TestWindowContext::playtestSession() const {
    return harness_->find(QStringLiteral("playtestSession"));
}

double TestWindowContext::standsOut(QQuickItem* item) const {
    const QImage image = harness_->window()->grabWindow();
    const QColor window = harness_->window()
                              ->property("palette")
                              .value<QObject*>()
                              ->property("window")
                              .value<QColor>();
    const qreal ratio = image.width() / qreal(harness_->window()->width());
    const QRect rect =
        QRectF(item->mapToScene(QPointF(0, 0)) * ratio, item->size() * ratio).toRect() &
        image.rect();
    double best = 1;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            best = std::max(best, contrast(image.pixelColor(x, y), window));
    return best;
}

namespace {

// One demo design (and playtest, and run) per ruleset that brings one.
int demoCount() {
    int n = 0;
    for (const pb::Ruleset* ruleset : pb::allRulesets())
        n += ruleset->demoDesign().has_value();
    return n;
}

} // namespace

void TestWindowContext::reviewAndReportsOpenOnTheDemosGamesAndRuns() {
    QVERIFY(demoDesign(QStringLiteral("stability")) > 0);
    QVERIFY(demoDesign(QStringLiteral("torus-lab")) > 0);

    harness_->showPage(QStringLiteral("review"));
    auto* review = harness_->window()->findChild<pb::gui::ReviewSession*>();
    QVERIFY(review);
    QTRY_VERIFY(review->isOpen());
    QVERIFY(review->stepCount() > 0);
    auto* games = harness_->window()->findChild<pb::gui::GameListModel*>();
    QVERIFY(games);
    // One annotated playtest per ruleset.
    QCOMPARE(games->rowCount(), demoCount());

    harness_->showPage(QStringLiteral("reports"));
    auto* runs = harness_->window()->findChild<pb::gui::RunListModel*>();
    QVERIFY(runs);
    QCOMPARE(runs->rowCount(), demoCount());
    auto* summary = harness_->window()->findChild<pb::gui::RunSummary*>();
    QVERIFY(summary);
    QTRY_VERIFY(summary->loaded());

    // The report beside the new run's form is of the open design, Stability,
    // though another ruleset's demo run is newer; each row names its design.
    const qint64 stability = demoDesign(QStringLiteral("stability"));
    const int stabilityRun = runs->latestRunOf(int(stability));
    QVERIFY(stabilityRun > 0);
    QVERIFY(runs->runIdAt(0) != stabilityRun);
    QCOMPARE(summary->runId(), stabilityRun);
    const QModelIndex row = runs->index(runs->rowOf(stabilityRun));
    QCOMPARE(row.data(pb::gui::RunListModel::DesignIdRole).toLongLong(), stability);
    QCOMPARE(row.data(pb::gui::RunListModel::DesignNameRole).toString(),
             QStringLiteral("Stability — demo"));
    // Opening another design shows its newest run.
    const qint64 torus = demoDesign(QStringLiteral("torus-lab"));
    auto* editor = harness_->window()->findChild<pb::gui::DesignEditor*>();
    QVERIFY(editor && editor->load(int(torus)));
    QTRY_COMPARE(summary->runId(), runs->latestRunOf(int(torus)));
    QVERIFY(summary->runId() > 0 && summary->runId() != stabilityRun);
    QCOMPARE(runs->latestRunOf(0), 0);
}

void TestWindowContext::statusBarNamesTheDesignOnScreen() {
    auto* editor = harness_->window()->findChild<pb::gui::DesignEditor*>();
    QVERIFY(editor);
    const qint64 stability = demoDesign(QStringLiteral("stability"));
    const qint64 torus = demoDesign(QStringLiteral("torus-lab"));
    QCOMPARE(editor->designId(), int(stability));
    QCOMPARE(designStatus(), QStringLiteral("Design: Stability — demo"));

    // A Torus Lab playtest while the Stability design stays open for editing.
    bool started = false;
    QVERIFY(QMetaObject::invokeMethod(playtestSession(), "start", Q_RETURN_ARG(bool, started),
                                      Q_ARG(int, int(torus)), Q_ARG(int, 2),
                                      Q_ARG(QStringList, (QStringList{"random", "random"})),
                                      Q_ARG(QString, QStringLiteral("7"))));
    QVERIFY(started);
    harness_->showPage(QStringLiteral("playtest"));
    QTRY_COMPARE(designStatus(), QStringLiteral("Playing: Torus Lab — demo"));
    // The title names what the page shows too, not the design open for editing.
    QTRY_COMPARE(harness_->window()->title(), QStringLiteral("Torus Lab — demo — Playbench"));

    // Review names the reviewed game's design, whichever is open elsewhere.
    harness_->showPage(QStringLiteral("review"));
    auto* review = harness_->window()->findChild<pb::gui::ReviewSession*>();
    QTRY_VERIFY(review->isOpen());
    pb::db::GameFilter filter;
    filter.designId = stability;
    const auto stabilityGames =
        pb::db::GameStore(*harness_->workbench().database()).listGames(filter);
    QVERIFY(!stabilityGames.empty());
    QVERIFY(review->openGame(stabilityGames.front().id));
    QTRY_COMPARE(designStatus(), QStringLiteral("Reviewing: Stability — demo"));
    filter.designId = torus;
    filter.status = pb::db::GameStatus::Finished;
    QVERIFY(review->openGame(
        pb::db::GameStore(*harness_->workbench().database()).listGames(filter).front().id));
    QTRY_COMPARE(designStatus(), QStringLiteral("Reviewing: Torus Lab — demo"));
    QTRY_COMPARE(harness_->window()->title(), QStringLiteral("Torus Lab — demo — Playbench"));

    // Back on the Designs page: the design being edited.
    harness_->showPage(QStringLiteral("designs"));
    QTRY_COMPARE(designStatus(), QStringLiteral("Design: Stability — demo"));
    QTRY_COMPARE(harness_->window()->title(), QStringLiteral("Stability — demo — Playbench"));
}

void TestWindowContext::newPlaytestOffersTheDesignJustPlayed() {
    const qint64 stability = demoDesign(QStringLiteral("stability"));
    const qint64 torus = demoDesign(QStringLiteral("torus-lab"));
    QObject* page = harness_->find(QStringLiteral("playtestPage"));
    QVERIFY(page);
    harness_->showPage(QStringLiteral("playtest"));
    QObject* dialog = harness_->find(QStringLiteral("newPlaytestDialog"));
    QObject* choice = harness_->find(QStringLiteral("playtestDesignChoice"));
    QVERIFY(dialog && choice);

    // Before any game: the design being edited.
    QVERIFY(QMetaObject::invokeMethod(page, "newPlaytest"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    QCOMPARE(choice->property("currentValue").toLongLong(), stability);
    QMetaObject::invokeMethod(dialog, "reject");
    QTRY_VERIFY(!dialog->property("visible").toBool());

    // After a Torus Lab game: Torus Lab again, though Stability is being edited.
    bool started = false;
    QVERIFY(QMetaObject::invokeMethod(playtestSession(), "start", Q_RETURN_ARG(bool, started),
                                      Q_ARG(int, int(torus)), Q_ARG(int, 2),
                                      Q_ARG(QStringList, (QStringList{"random", "random"})),
                                      Q_ARG(QString, QStringLiteral("7"))));
    QVERIFY(started);
    QVERIFY(QMetaObject::invokeMethod(page, "newPlaytest"));
    QTRY_VERIFY(dialog->property("opened").toBool());
    QCOMPARE(choice->property("currentValue").toLongLong(), torus);
    QMetaObject::invokeMethod(dialog, "reject");
}

void TestWindowContext::boardPageSwitchesDesignsAskingAboutUnsavedChanges() {
    auto* editor = harness_->window()->findChild<pb::gui::DesignEditor*>();
    QVERIFY(editor);
    const qint64 stability = demoDesign(QStringLiteral("stability"));
    const qint64 torus = demoDesign(QStringLiteral("torus-lab"));
    harness_->showPage(QStringLiteral("board"));
    QObject* picker = harness_->find(QStringLiteral("boardDesignPicker"));
    QVERIFY(picker);
    QTRY_COMPARE(picker->property("currentValue").toLongLong(), stability);

    auto choose = [&](qint64 designId) {
        int row = -1;
        QMetaObject::invokeMethod(picker, "indexOfValue", Q_RETURN_ARG(int, row),
                                  Q_ARG(QVariant, QVariant(designId)));
        QVERIFY(row >= 0);
        picker->setProperty("currentIndex", row);
        QMetaObject::invokeMethod(picker, "activated", Q_ARG(int, row));
    };
    // The page loads the editor pane of the design's ruleset: Torus Lab's deck.
    choose(torus);
    QCOMPARE(editor->designId(), int(torus));
    QTRY_VERIFY(harness_->window()->findChild<pb::gui::DeckEditor*>());
    auto* deck = harness_->window()->findChild<pb::gui::DeckEditor*>();
    QTRY_COMPARE(deck->designId(), int(torus));
    QVERIFY(deck->hasDeck());
    QTRY_VERIFY(!harness_->window()->findChild<pb::gui::StabilityBoardEditor*>());
    QCOMPARE(picker->property("currentValue").toLongLong(), torus);

    // An unsaved deck edit: the window asks first and stays until answered.
    deck->setCount(0, 5);
    QVERIFY(deck->isDirty());
    choose(stability);
    QObject* dialog = harness_->find(QStringLiteral("unsavedChangesDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->property("opened").toBool());
    QCOMPARE(editor->designId(), int(torus));
    QCOMPARE(picker->property("currentValue").toLongLong(), torus);
    QMetaObject::invokeMethod(dialog, "discardChosen");
    QCOMPARE(editor->designId(), int(stability));
    QTRY_VERIFY(harness_->window()->findChild<pb::gui::StabilityBoardEditor*>());
    QTRY_VERIFY(harness_->window()->findChild<pb::gui::StabilityBoardEditor*>()->isStability());
    QTRY_VERIFY(!harness_->window()->findChild<pb::gui::DeckEditor*>());
    QTRY_COMPARE(picker->property("currentValue").toLongLong(), stability);
}

void TestWindowContext::boardSaveIsConfirmedWithoutMovingTheBoard() {
    auto* board = harness_->window()->findChild<pb::gui::StabilityBoardEditor*>();
    QVERIFY(board);
    harness_->showPage(QStringLiteral("board"));
    QQuickItem* view = harness_->item(QStringLiteral("boardEditorView"));
    QObject* message = harness_->find(QStringLiteral("boardMessage"));
    QVERIFY(view && message);
    QTRY_VERIFY(view->isVisible() && view->height() > 0);
    QVERIFY(pb::gui::test::waitForFrames(harness_->window(), 3)); // the page's first layout
    const QPointF before = view->mapToScene(QPointF(0, 0));
    const QSizeF sizeBefore = view->size();

    board->adjustTile(12, 1);
    QVERIFY(board->isDirty());
    QVERIFY(board->save());
    QCOMPARE(message->property("text").toString(), QStringLiteral("Board saved."));
    // Laid out and drawn with the message: a frame polishes the layouts.
    QVERIFY(pb::gui::test::waitForFrames(harness_->window(), 2));
    QCOMPARE(view->mapToScene(QPointF(0, 0)), before);
    QCOMPARE(view->size(), sizeBefore);
    // The next edit makes the word stale.
    board->adjustTile(12, 1);
    QVERIFY(message->property("text").toString().isEmpty());

    // A refusal takes the same place.
    QVERIFY(!board->randomize(QStringLiteral("not a seed")));
    QVERIFY(!message->property("text").toString().isEmpty());
    QVERIFY(pb::gui::test::waitForFrames(harness_->window(), 2));
    QCOMPARE(view->mapToScene(QPointF(0, 0)), before);
}

void TestWindowContext::tileMenuOpensAtTheTile() {
    auto* board = harness_->window()->findChild<pb::gui::StabilityBoardEditor*>();
    QVERIFY(board);
    harness_->showPage(QStringLiteral("board"));
    QQuickItem* view = harness_->item(QStringLiteral("boardEditorView"));
    QVERIFY(view);
    QTRY_VERIFY(view->isVisible() && view->property("tileSize").toReal() > 0);
    const qreal tile = view->property("tileSize").toReal();
    const int side = view->property("side").toInt();
    // Row 4, column 7 (0-based): the board is centred in the view beside its
    // edge labels (a column of row numbers on the left, a row of letters on top).
    const qreal edge = view->property("edge").toReal();
    const qreal left = (view->width() - tile * side) / 2 + edge / 2;
    const QPointF corner(left + 7 * tile, edge + 5 * tile); // the tile's bottom-left
    const int index = 4 * side + 7;
    const int value =
        board->tiles()->index(index).data(pb::gui::BoardTilesModel::ValueRole).toInt();
    harness_->click(view, Qt::RightButton, corner + QPointF(tile / 2, -tile / 2));

    auto* menu = harness_->find(QStringLiteral("tileMenu"));
    QVERIFY(menu);
    QTRY_VERIFY(menu->property("opened").toBool());
    QCOMPARE(menu->property("tileIndex").toInt(), index);
    auto* menuItem = qobject_cast<QQuickItem*>(menu->property("contentItem").value<QObject*>());
    QVERIFY(menuItem);
    // The menu's top-left corner is the tile's bottom-left corner.
    const QPointF menuAt = menuItem->mapToScene(QPointF(0, 0));
    const QPointF tileAt = view->mapToScene(corner);
    QVERIFY2(std::abs(menuAt.x() - tileAt.x()) <= 16 && std::abs(menuAt.y() - tileAt.y()) <= 16,
             qPrintable(QStringLiteral("menu at %1,%2, tile corner at %3,%4")
                            .arg(menuAt.x())
                            .arg(menuAt.y())
                            .arg(tileAt.x())
                            .arg(tileAt.y())));

    // "Add 1" raises that tile.
    QQuickItem* add = nullptr;
    QVERIFY(
        QMetaObject::invokeMethod(menu, "itemAt", Q_RETURN_ARG(QQuickItem*, add), Q_ARG(int, 0)));
    QVERIFY(add);
    QTRY_VERIFY(add->width() > 0);
    harness_->click(add);
    QTRY_VERIFY(!menu->property("visible").toBool());
    QCOMPARE(board->tiles()->index(index).data(pb::gui::BoardTilesModel::ValueRole).toInt(),
             std::min(value + 1, board->maxTile()));
}

void TestWindowContext::controlsStandOutInBothSchemes_data() {
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
}

void TestWindowContext::controlsStandOutInBothSchemes() {
    QFETCH(bool, dark);
    harness_->preferences().setColorScheme(dark ? pb::gui::Preferences::ColorScheme::Dark
                                                : pb::gui::Preferences::ColorScheme::Light);
    // An unchecked radio button (the scheme not chosen) on the Settings page.
    harness_->showPage(QStringLiteral("settings"));
    QQuickItem* radio =
        harness_->item(dark ? QStringLiteral("scheme:light") : QStringLiteral("scheme:dark"));
    QVERIFY(radio);
    QTRY_VERIFY(radio->isVisible());
    QVERIFY(!radio->property("checked").toBool());
    auto* indicator = radio->property("indicator").value<QQuickItem*>();
    QVERIFY(indicator);
    QVERIFY(pb::gui::test::waitForFrames(harness_->window(), 2)); // page and scheme drawn
    // WCAG asks 3:1 of a control's outline; Fusion's are darker window colour,
    // so the fill must do it in the dark scheme. 1.6 is what we hold to.
    const double radioContrast = standsOut(indicator);
    QVERIFY2(radioContrast >= 1.6, qPrintable(QString::number(radioContrast)));

    // An unchecked switch: the Stability demo's "shareSquares" parameter.
    harness_->showPage(QStringLiteral("designs"));
    QQuickItem* toggle = nullptr;
    QTRY_VERIFY((toggle = findByClass(harness_->window()->contentItem(), "QQuickSwitch")));
    QVERIFY(!toggle->property("checked").toBool());
    auto* groove = toggle->property("indicator").value<QQuickItem*>();
    QVERIFY(groove);
    QVERIFY(pb::gui::test::waitForFrames(harness_->window(), 2));
    const double switchContrast = standsOut(groove);
    QVERIFY2(switchContrast >= 1.6, qPrintable(QString::number(switchContrast)));

    // A disabled button looks disabled: the Reports page's Cancel (no run is
    // going) is drawn much fainter than Run beside it. Before, the window's
    // palette gave the disabled group the enabled text colour (minor 22).
    harness_->showPage(QStringLiteral("reports"));
    QQuickItem* run = harness_->item(QStringLiteral("runButton"));
    QQuickItem* cancel = harness_->item(QStringLiteral("cancelRunButton"));
    QVERIFY(run && cancel);
    QTRY_VERIFY(run->isVisible() && run->isEnabled());
    QVERIFY(!cancel->isEnabled());
    QVERIFY(pb::gui::test::waitForFrames(harness_->window(), 2));
    const double enabledContrast = standsOut(run);
    const double disabledContrast = standsOut(cancel);
    QVERIFY2(
        disabledContrast < 0.5 * enabledContrast,
        qPrintable(QStringLiteral("%1 against %2").arg(disabledContrast).arg(enabledContrast)));
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestWindowContext>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_window_context.moc"
