// Review's second opinion on every ruleset's own board view, one row per
// registered RulesetUi whose view draws a ghost (it declares ghostTarget, as
// BoardHost.qml hands it on). A logged random game is given a hand-made
// analysis (no search: the test is about the drawing, not the agent): at
// some of the person's moves the "agent" prefers another legal decision that
// has a board target, at one it agrees. Review shown on such a move must draw
// exactly one ghost, and a click on the ghost's middle must be a click on that
// target (the view's own targetClicked); none where the agent agrees.

#include "board_presenter.h"
#include "db/analysis_store.h"
#include "db/database.h"
#include "db/game_replay.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "logged_games.h"
#include "review_session.h"
#include "ruleset_ui.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <map>
#include <memory>
#include <tuple>
#include <vector>

using pb::gui::ReviewSession;
using pb::gui::test::WindowHarness;

namespace {

struct PlantedGhost {
    int row = 0;     // the move log row (= the move's index in the log)
    int target = -1; // the board target of the agent's choice; -1 where it agrees
};

// The hand-made analysis of `gameId`: at each decision of `seat`, the first
// legal decision other than the played one whose target is >= 0 and differs
// from the played one's becomes the agent's choice, at most one row for each
// kind of decision (so that each kind of target item gets its turn); the first
// such move before them gets the played decision itself (the agent agrees).
// Stores the rows and returns them, the agreeing one first.
std::vector<PlantedGhost> plantGhosts(pb::db::Database& db, qint64 gameId, int seat) {
    const pb::db::GameReplay replay(db, gameId);
    const auto states = replay.states();
    const auto presenter = pb::gui::makeBoardPresenter(replay.game().ruleset.toStdString());
    std::vector<pb::db::MoveAnalysisRow> rows;
    std::vector<PlantedGhost> planted;
    std::map<int, int> kinds;
    std::vector<pb::Decision> legal;
    for (const pb::db::MoveRow& move : replay.moves()) {
        if (move.isChance || move.actor != seat || move.kind != pb::db::MoveKind::Decision ||
            std::size_t(move.idx) >= states.size())
            continue;
        const pb::State& before = *states[std::size_t(move.idx)];
        const pb::Decision played = before.decisionFromJson(move.decision);
        const int playedTarget = presenter->decisionSquare(before, played);
        legal.clear();
        before.legalDecisions(legal);
        for (const pb::Decision& other : legal) {
            const int target = presenter->decisionSquare(before, other);
            if (other == played || target < 0 || target == playedTarget)
                continue;
            const bool agreeing = planted.empty();
            if (!agreeing && kinds[other.kind]++ > 0)
                break;
            const pb::Decision& best = agreeing ? played : other;
            rows.push_back({move.id,
                            100,
                            before.decisionToJson(best),
                            QString::fromStdString(before.decisionToText(best)),
                            0.4,
                            agreeing ? 0.4 : 0.6,
                            {},
                            0.01,
                            0.01,
                            false,
                            false});
            planted.push_back({move.idx, agreeing ? -1 : target});
            break;
        }
    }
    pb::db::AnalysisStore(db).saveGameAnalysis(gameId, rows);
    return planted;
}

// Waits for the window's next frame; false if none came.
bool nextFrame(QQuickWindow* window) {
    QSignalSpy swapped(window, &QQuickWindow::frameSwapped);
    window->update();
    return swapped.wait(30000);
}

// Scrolls every Flickable around `item` so that its middle shows (a board
// view may keep hands or species below the fold).
void scrollIntoView(QQuickItem* item) {
    for (QQuickItem* outer = item->parentItem(); outer; outer = outer->parentItem()) {
        if (!outer->inherits("QQuickFlickable"))
            continue;
        const QRectF r = outer->mapRectFromItem(item, QRectF(0, 0, item->width(), item->height()));
        for (const auto& [position, size, extent, middle] :
             {std::tuple("contentY", outer->height(), "contentHeight", r.center().y()),
              std::tuple("contentX", outer->width(), "contentWidth", r.center().x())}) {
            if (middle >= 0 && middle < size)
                continue;
            const double most = std::max(0.0, outer->property(extent).toDouble() - size);
            const double now = outer->property(position).toDouble();
            outer->setProperty(position, std::clamp(now + middle - size / 2, 0.0, most));
        }
    }
}

// `item`'s rectangle in the window once two frames in a row agree (empty if
// no frame came).
QRectF settledRect(QQuickItem* item) {
    QQuickWindow* window = item->window();
    QRectF at;
    for (int frame = 0; frame < 30; ++frame) {
        if (!nextFrame(window))
            return {};
        const QRectF now = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
        if (now == at)
            return now;
        at = now;
    }
    return at;
}

// The click targets a board description names ("target" anywhere in it).
QSet<int> describedTargets(const QVariant& description) {
    QSet<int> targets;
    if (description.typeId() == QMetaType::QVariantMap) {
        const QVariantMap map = description.toMap();
        for (auto it = map.begin(); it != map.end(); ++it) {
            if (it.key() == QLatin1String("target"))
                targets.insert(it.value().toInt());
            targets.unite(describedTargets(it.value()));
        }
    } else if (description.typeId() == QMetaType::QVariantList) {
        for (const QVariant& entry : description.toList())
            targets.unite(describedTargets(entry));
    }
    return targets;
}

// The visible items named "ghost" under `item`.
void visibleGhosts(QQuickItem* item, std::vector<QQuickItem*>& out) {
    if (!item || !item->isVisible())
        return;
    if (item->objectName() == QLatin1String("ghost"))
        out.push_back(item);
    for (QQuickItem* child : item->childItems())
        visibleGhosts(child, out);
}

} // namespace

class TestReviewGhosts : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("g.sqlite")));
    }
    void cleanup() { harness_.reset(); }

    void theGhostIsDrawnOverTheAgentsTarget_data();
    void theGhostIsDrawnOverTheAgentsTarget();

private:
    // With PLAYBENCH_PICTURES set (a folder), the window showing `row` at
    // 1280x800 and 1920x1080, in English and German, for a person to look at.
    void saveGhostPictures(ReviewSession& review, int row, const QString& name);

    std::unique_ptr<WindowHarness> harness_;
};

void TestReviewGhosts::theGhostIsDrawnOverTheAgentsTarget_data() {
    QTest::addColumn<QString>("ruleset");
    for (const pb::gui::RulesetUi* ui : pb::gui::allRulesetUis()) {
        const QString id = QString::fromUtf8(ui->rulesetId());
        QTest::newRow(qPrintable(id)) << id;
    }
}

void TestReviewGhosts::theGhostIsDrawnOverTheAgentsTarget() {
    QFETCH(QString, ruleset);
    const pb::Ruleset& rules = pb::rulesetOrThrow(ruleset.toStdString());
    const auto game = rules.makeGame(nlohmann::json::object(), 2);
    pb::db::Database& db = *harness_->workbench().database();
    // Seat 1 is the logged game's person (logged_games.h); the first seed
    // whose game has a move with another target to prefer.
    pb::gui::test::LoggedGame logged;
    std::vector<PlantedGhost> planted;
    for (std::uint64_t seed = 3; seed < 8 && planted.size() < 2; ++seed) {
        logged = pb::gui::test::logRandomGame(db, *game, seed);
        planted = plantGhosts(db, logged.gameId, 1);
    }
    QVERIFY(harness_->load(QSize(1280, 800)));
    harness_->showPage(QStringLiteral("review"));
    auto* review = harness_->window()->findChild<ReviewSession*>();
    QVERIFY(review);
    QVERIFY(review->openGame(logged.gameId));
    QCOMPARE(review->boardView(), pb::gui::boardViewOf(ruleset.toStdString()));
    QQuickItem* board = harness_->item(QStringLiteral("reviewBoard"));
    QVERIFY(board);
    QTRY_VERIFY(board->property("item").value<QQuickItem*>());
    auto* view = board->property("item").value<QQuickItem*>();
    if (view->property("ghostTarget").userType() == QMetaType::UnknownType)
        QSKIP("this ruleset's board view draws no ghost (it declares no ghostTarget)");
    QVERIFY2(planted.size() >= 2, "the game has a move with another target to prefer");

    QSignalSpy clicked(board, SIGNAL(targetClicked(int)));
    for (const PlantedGhost& ghost : planted) {
        review->showRow(ghost.row);
        QCOMPARE(review->ghostTarget(), ghost.target);
        std::vector<QQuickItem*> shown;
        if (ghost.target < 0) {
            QTRY_COMPARE(view->property("ghostTarget").toInt(), -1);
            visibleGhosts(board, shown);
            QVERIFY2(shown.empty(), "no ghost where the agent agrees");
            continue;
        }
        // The bindings draw it at once; a frame or two for a view that lays out.
        auto drawnOnce = [&] {
            shown.clear();
            visibleGhosts(board, shown);
            return shown.size() == 1;
        };
        bool one = drawnOnce();
        for (int frame = 0; !one && frame < 3 && nextFrame(harness_->window()); ++frame)
            one = drawnOnce();
        // A known gap: Review shows the board after the move, and the ghost's
        // target is one of the move's own choices (Butterfly Effect's ways to
        // lay a pattern), which that board no longer describes.
        if (!one && !describedTargets(review->boardData()).contains(ghost.target))
            QEXPECT_FAIL("butterfly-effect",
                         "the board after the move no longer shows the move's choices", Continue);
        QVERIFY2(one, qPrintable(QStringLiteral("row %1: %2 ghosts of target %3")
                                     .arg(ghost.row)
                                     .arg(shown.size())
                                     .arg(ghost.target)));
        if (!one)
            continue;
        QQuickItem* drawn = shown.front();
        // Scrolled into sight as a person would, and laid out: the page lays
        // the board out over a few frames after a step.
        scrollIntoView(drawn);
        const QRectF at = settledRect(drawn);
        QVERIFY(at.width() > 0 && at.height() > 0);
        // The ghost is over its target: with that target clickable, a click on
        // the ghost's middle is a click on it (whatever the view names its items).
        view->setProperty("legalTargets", QVariantList{ghost.target});
        clicked.clear();
        QTest::mouseClick(harness_->window(), Qt::LeftButton, {}, at.center().toPoint());
        QList<int> targets;
        for (const QList<QVariant>& signal : clicked)
            targets.append(signal.front().toInt());
        QVERIFY2(targets.contains(ghost.target),
                 qPrintable(QStringLiteral("row %1: a click on the ghost of target %2 clicked [%3]")
                                .arg(ghost.row)
                                .arg(ghost.target)
                                .arg(QVariant::fromValue(targets).toStringList().join(
                                    QStringLiteral(", ")))));
    }
    saveGhostPictures(*review, planted[1].row,
                      QStringLiteral("%1-review-ghost").arg(QString(ruleset).replace('-', '_')));
}

void TestReviewGhosts::saveGhostPictures(ReviewSession& review, int row, const QString& name) {
    const QString folder = qEnvironmentVariable("PLAYBENCH_PICTURES");
    if (folder.isEmpty())
        return;
    review.showRow(row);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        harness_->preferences().setLanguage(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            QQuickWindow* window = harness_->window();
            window->resize(size);
            QTRY_COMPARE(window->size(), size);
            // The page lays out for the new size in the next frame: grab after it is drawn.
            QSignalSpy drawn(window, &QQuickWindow::frameSwapped);
            window->update();
            QVERIFY(drawn.wait(30000));
            QVERIFY(harness_->window()->grabWindow().save(QStringLiteral("%1/%2-%3x%4-%5.png")
                                                              .arg(folder, name)
                                                              .arg(size.width())
                                                              .arg(size.height())
                                                              .arg(language)));
        }
    }
    harness_->preferences().setLanguage(QStringLiteral("en"));
    harness_->window()->resize(1280, 800);
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestReviewGhosts>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_review_ghosts.moc"
