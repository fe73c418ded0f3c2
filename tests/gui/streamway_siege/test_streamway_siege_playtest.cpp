// Streamway Siege on the real Playtest page: two people, one team each, play a
// whole (short) game by clicking what the board view draws: a man's step to
// move him by a die, a monster's step, a ladder's other end or the man to stay,
// a team's reserve to deploy or for boxcars; the rest (not deploying) from the
// decision list. Chance (dice, abilities) is the session's. Then the finished
// game is shown in Review on the same board view, step by step.
#include "db/design_store.h"
#include "db/game_store.h"
#include "design_editor.h"
#include "engine/rng.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "gui_test_support.h"
#include "legal_decision_model.h"
#include "move_log_model.h"
#include "playtest_session.h"
#include "preferences.h"
#include "review_session.h"
#include "rulesets/streamway_siege/streamway_siege_board_editor.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QQuickItem>
#include <QTest>

namespace param = pb::streamway_siege::param;

using pb::gui::PlaytestSession;
using pb::gui::test::WindowHarness;

class TestStreamwaySiegePlaytest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("ss.sqlite")));
        if (!qEnvironmentVariable("PLAYBENCH_PICTURES").isEmpty())
            harness_->preferences().setLanguage(language());
        QVERIFY(harness_->load(QSize(1280, 800)));
    }

    void cleanup() { harness_.reset(); }

    void twoPeoplePlayAWholeGameByClickingTheStreamway();
    void theEditorPaneAddsAndMovesPiecesByDragging();

private:
    // The board item a target names: a step (1..steps) or a team's reserve.
    QQuickItem* targetItem(int target) const {
        constexpr int reserveBase = 1000; // StreamwaySiegeBoardPresenter::kReserveTarget
        if (target >= reserveBase)
            return harness_->item(QStringLiteral("streamwayReserve%1").arg(target - reserveBase));
        return harness_->item(QStringLiteral("streamwayStep%1").arg(target));
    }

    // Presses on step `from`, moves over the board and lets go on step `to`.
    void drag(int from, int to) const {
        QQuickItem* a = harness_->item(QStringLiteral("streamwayStep%1").arg(from));
        QQuickItem* b = harness_->item(QStringLiteral("streamwayStep%1").arg(to));
        QVERIFY(a && b);
        const QPoint p = a->mapToScene(QPointF(a->width() / 2, a->height() / 2)).toPoint();
        const QPoint q = b->mapToScene(QPointF(b->width() / 2, b->height() / 2)).toPoint();
        QTest::mousePress(harness_->window(), Qt::LeftButton, {}, p);
        QTest::mouseMove(harness_->window(), (p + q) / 2);
        QTest::mouseMove(harness_->window(), q);
        QTest::mouseRelease(harness_->window(), Qt::LeftButton, {}, q);
    }

    // With PLAYBENCH_PICTURES set (a folder), the window at 1280x800 and
    // 1920x1080 for a person to look at, in the language the run started in
    // (PLAYBENCH_PICTURES_LANGUAGE, "en" by default: switching it mid-game
    // would re-word the decisions this test compares).
    void savePictures(const QString& name) {
        const QString folder = qEnvironmentVariable("PLAYBENCH_PICTURES");
        if (folder.isEmpty())
            return;
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            harness_->window()->resize(size);
            QTest::qWait(200);
            QVERIFY(harness_->window()->grabWindow().save(QStringLiteral("%1/%2-%3x%4-%5.png")
                                                              .arg(folder, name)
                                                              .arg(size.width())
                                                              .arg(size.height())
                                                              .arg(language())));
        }
        harness_->window()->resize(1280, 800);
    }
    static QString language() {
        const QString chosen = qEnvironmentVariable("PLAYBENCH_PICTURES_LANGUAGE");
        return chosen.isEmpty() ? QStringLiteral("en") : chosen;
    }

    std::unique_ptr<WindowHarness> harness_;
};

void TestStreamwaySiegePlaytest::twoPeoplePlayAWholeGameByClickingTheStreamway() {
    pb::db::DesignRow design;
    design.name = QStringLiteral("Short siege");
    design.ruleset = QStringLiteral("streamway-siege");
    // A short game on the reading's 100-step board: two waves, two men a team.
    design.params = {{param::kWaves, 2}, {param::kMenPerTeam, 2}};
    const qint64 designId = pb::db::DesignStore(*harness_->workbench().database()).create(design);
    harness_->showPage(QStringLiteral("playtest"));
    QObject* page = harness_->find(QStringLiteral("playtestPage"));
    QVERIFY(page);
    auto* session = page->property("session").value<PlaytestSession*>();
    QVERIFY(session);
    QVERIFY2(session->start(int(designId), 2, {QStringLiteral("human"), QStringLiteral("human")},
                            QStringLiteral("7")),
             qPrintable(session->errorMessage()));
    session->setSpeedMs(0);
    QVERIFY(session->boardView().endsWith(
        QStringLiteral("/boards/streamway_siege/StreamwaySiegeBoardView.qml")));
    QTRY_VERIFY(harness_->item(QStringLiteral("streamwayStep1")));
    QTRY_VERIFY(harness_->item(QStringLiteral("streamwayStep100")));
    QQuickItem* board = harness_->item(QStringLiteral("playtestBoard"));
    QVERIFY(board);

    pb::Rng rng(11);
    int clicked = 0, listed = 0;
    QSet<QString> kindsClicked; // the first word of each clicked decision's text
    QStringList taken;
    for (int step = 0; step < 3000 && !session->isOver(); ++step) {
        QTRY_VERIFY_WITH_TIMEOUT(session->isPersonToMove() || session->isOver(), 20000);
        if (session->isOver())
            break;
        pb::gui::LegalDecisionModel* legal = session->legalDecisions();
        QVERIFY(legal->count() > 0);
        const int row = int(rng.below(std::uint64_t(legal->count())));
        const QString text = legal->text(row);
        const int target = legal->square(row);
        const int before = session->moveLog()->count();
        taken.append(text);
        // Only what shows inside the board's frame is clicked (the teams' panel
        // scrolls, and in German it is longer); the rest from the list.
        QQuickItem* item = target >= 0 ? targetItem(target) : nullptr;
        const QRectF frame = board->mapRectToScene(board->boundingRect());
        if (item &&
            !frame.contains(item->mapToScene(QPointF(item->width() / 2, item->height() / 2))))
            item = nullptr;
        if (!item) {
            QQuickItem* take = harness_->item(QStringLiteral("playtestTakeButton"));
            QVERIFY(take);
            legal->setCurrentRow(row);
            QTRY_VERIFY(take->isEnabled());
            harness_->click(take);
            ++listed;
        } else {
            QVERIFY2(session->legalTargets().contains(target), qPrintable(text));
            QTRY_VERIFY2(item->isVisible() && item->width() > 0, qPrintable(text));
            harness_->click(item);
            if (legal->rowsAtSquare(target).size() > 1) {
                // Several decisions on the step (two dice, two men): the page asks which.
                QTRY_VERIFY(session->choicesAtSquare().size() > 1);
                bool offered = false;
                for (const QVariant& choice : session->choicesAtSquare())
                    offered = offered || choice.toMap().value(QStringLiteral("row")).toInt() == row;
                QVERIFY2(offered, qPrintable(text));
                session->clearChoices();
                QVERIFY(session->takeDecision(row));
            }
            ++clicked;
            kindsClicked.insert(text.section(QLatin1Char(' '), 0, 0));
        }
        QTRY_VERIFY2(session->moveLog()->count() > before,
                     qPrintable(QStringLiteral("%1 (target %2)").arg(text).arg(target)));
        // The decision taken is the one chosen, whichever way it was taken.
        auto* log = session->moveLog();
        bool found = false;
        for (int r = before; r < log->count() && !found; ++r)
            found = log->data(log->index(r), pb::gui::MoveLogModel::TextRole).toString() == text;
        QVERIFY2(found, qPrintable(text));
        if (step == 40)
            savePictures(QStringLiteral("streamway-siege-playtest"));
    }
    QVERIFY(session->isOver());
    QVERIFY(!session->resultText().isEmpty());
    QVERIFY2(clicked > 20, qPrintable(QString::number(clicked)));
    QVERIFY2(kindsClicked.size() >= 2, qPrintable(kindsClicked.values().join(u',')));
    const qint64 gameId = session->gameId();
    const int moves = session->moveLog()->count();
    QVERIFY(moves > clicked + listed); // the dice and abilities too
    {
        pb::db::GameStore store(*harness_->workbench().database());
        const auto game = store.game(gameId);
        QVERIFY(game);
        QVERIFY(game->status == pb::db::GameStatus::Finished);
        QCOMPARE(game->moveCount, moves);
    }

    harness_->showPage(QStringLiteral("review"));
    auto* review = harness_->window()->findChild<pb::gui::ReviewSession*>();
    QVERIFY(review);
    QVERIFY(review->openGame(gameId));
    QTRY_VERIFY(review->isOpen());
    QCOMPARE(review->boardView(), session->boardView());
    QCOMPARE(review->stepCount(), moves);
    // What each decision set off (where the men went) reads the same in the
    // live log as in the log Review replays from the store.
    {
        auto* live = session->moveLog();
        auto* replayed = review->moveLog();
        QTRY_COMPARE(replayed->count(), live->count());
        int told = 0;
        for (int r = 0; r < live->count(); ++r) {
            const QString outcome =
                live->data(live->index(r), pb::gui::MoveLogModel::OutcomeRole).toString();
            QCOMPARE(
                replayed->data(replayed->index(r), pb::gui::MoveLogModel::OutcomeRole).toString(),
                outcome);
            told += outcome.isEmpty() ? 0 : 1;
        }
        QVERIFY2(told >= clicked / 2, qPrintable(QString::number(told)));
    }
    review->last();
    QTRY_VERIFY(review->boardData().value(QStringLiteral("over")).toBool());
    review->first();
    QVERIFY(!review->boardData().value(QStringLiteral("over")).toBool());
    QTRY_VERIFY(harness_->item(QStringLiteral("streamwaySiegeBoard")));
}

void TestStreamwaySiegePlaytest::theEditorPaneAddsAndMovesPiecesByDragging() {
    pb::db::DesignRow design;
    design.name = QStringLiteral("Board to edit");
    design.ruleset = QStringLiteral("streamway-siege");
    const qint64 designId = pb::db::DesignStore(*harness_->workbench().database()).create(design);
    auto* designs = harness_->window()->findChild<pb::gui::DesignEditor*>();
    QVERIFY(designs);
    QVERIFY(designs->load(int(designId)));
    harness_->showPage(QStringLiteral("board"));
    QTRY_VERIFY(harness_->item(QStringLiteral("streamwayEditorBoard")));
    QTRY_VERIFY(harness_->item(QStringLiteral("streamwayStep100")));
    auto* editor = harness_->window()->findChild<pb::gui::StreamwaySiegeBoardEditor*>();
    QVERIFY(editor);
    QCOMPARE(editor->snakes().size(), 8);
    QTRY_VERIFY(harness_->item(QStringLiteral("streamwayStep64"))->width() > 10);

    // A drag between two free steps adds a snake (the tool), downstream.
    drag(64, 43);
    QTRY_VERIFY2(editor->snakes().size() == 9, qPrintable(editor->errorMessage()));
    QCOMPARE(editor->snakes().at(8).toMap().value("head").toInt(), 43);
    QCOMPARE(editor->snakes().at(8).toMap().value("tail").toInt(), 64);
    // The ladder tool, and a drag the other way.
    harness_->click(harness_->item(QStringLiteral("streamwayToolLadder")));
    drag(33, 13);
    QTRY_COMPARE(editor->ladders().size(), 9);
    QCOMPARE(editor->ladders().at(8).toMap().value("bottom").toInt(), 33);
    // A drag from a piece's end moves it.
    drag(64, 66);
    QTRY_COMPARE(editor->snakes().at(8).toMap().value("tail").toInt(), 66);
    // A drag onto another piece's end is refused, the step named.
    drag(66, 27);
    QTRY_COMPARE(editor->problemStep(), 27);
    QCOMPARE(editor->snakes().at(8).toMap().value("tail").toInt(), 66);
    QCOMPARE(editor->undoStack()->count(), 3);
    savePictures(QStringLiteral("streamway-siege-editor"));
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestStreamwaySiegePlaytest>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_streamway_siege_playtest.moc"
