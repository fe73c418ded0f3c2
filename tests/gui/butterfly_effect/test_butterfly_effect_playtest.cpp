// Butterfly Effect on the real Playtest page: a person (P1) plays a whole game
// against a random seat by clicking what the board view draws (squares of
// both eras, an era's title, hand cards, species, the ways to lay a pattern)
// and, where one click offers several decisions, choosing in the page's list;
// then the finished game is shown in Review on the same board view.
#include "db/design_store.h"
#include "db/game_store.h"
#include "design_editor.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/butterfly_effect/butterfly_effect_state.h"
#include "gui_test_support.h"
#include "legal_decision_model.h"
#include "move_log_model.h"
#include "playtest_session.h"
#include "preferences.h"
#include "review_session.h"
#include "rulesets/butterfly_effect/butterfly_effect_board_presenter.h"
#include "rulesets/butterfly_effect/butterfly_effect_editor.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QQuickItem>
#include <QTest>

namespace param = pb::butterfly_effect::param;

using pb::gui::PlaytestSession;
using pb::gui::test::WindowHarness;

class TestButterflyEffectPlaytest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("be.sqlite")));
        QVERIFY(harness_->load());
    }

    void cleanup() { harness_.reset(); }

    void aPersonPlaysAWholeGameByClickingTheBoards() {
        pb::db::DesignRow design;
        design.name = QStringLiteral("Two eras");
        design.ruleset = QStringLiteral("butterfly-effect");
        // A short game: the turn limit ends it if no one holds the cities first.
        design.params = {{param::kMaxTurns, 24}};
        const qint64 designId =
            pb::db::DesignStore(*harness_->workbench().database()).create(design);
        harness_->showPage(QStringLiteral("playtest"));
        QObject* page = harness_->find(QStringLiteral("playtestPage"));
        QVERIFY(page);
        auto* session = page->property("session").value<PlaytestSession*>();
        QVERIFY(session);
        QVERIFY2(session->start(int(designId), 2,
                                {QStringLiteral("human"), QStringLiteral("random")},
                                QStringLiteral("4")),
                 qPrintable(session->errorMessage()));
        session->setSpeedMs(0);
        QVERIFY(session->boardView().endsWith(
            QStringLiteral("/boards/butterfly_effect/ButterflyEffectBoardView.qml")));
        auto* host = harness_->item(QStringLiteral("playtestBoard"));
        QVERIFY(host);
        QTRY_VERIFY(host->property("item").value<QQuickItem*>());

        int clicks = 0, listed = 0, popups = 0;
        bool pictured = false;
        QSet<QString> kindsClicked;
        for (int step = 0; step < 3000 && !session->isOver(); ++step) {
            QTRY_VERIFY_WITH_TIMEOUT(session->isPersonToMove() || session->isOver(), 20000);
            if (session->isOver())
                break;
            // P2's hand is card backs on P1's screen.
            const QVariantList players =
                session->boardData().value(QStringLiteral("players")).toList();
            QVERIFY(players[0].toMap().value(QStringLiteral("handOpen")).toBool());
            QVERIFY(!players[1].toMap().value(QStringLiteral("handOpen")).toBool());

            pb::gui::LegalDecisionModel* legal = session->legalDecisions();
            QVERIFY(legal->count() > 0);
            // Every other time the last decision, so the game goes both ways.
            const int row = step % 2 == 0 ? 0 : legal->count() - 1;
            const int target = legal->square(row);
            const int before = session->moveLog()->count();
            if (target < 0) {
                QVERIFY2(session->takeDecision(row), qPrintable(session->errorMessage()));
                ++listed;
            } else {
                const QString name = QStringLiteral("target:%1").arg(target);
                QTRY_VERIFY2(harness_->item(name), qPrintable(name));
                QQuickItem* item = harness_->item(name);
                QTRY_VERIFY2(item->isVisible() && item->width() > 0, qPrintable(name));
                const QString text = legal->text(row);
                harness_->click(item);
                ++clicks;
                kindsClicked.insert(text.section(QLatin1Char(' '), 0, 0));
                if (legal->rowsAtSquare(target).size() > 1) {
                    // Several decisions on that card or square: the page asks which.
                    QTRY_VERIFY(session->choicesAtSquare().size() > 1);
                    ++popups;
                    const QVariantMap choice = session->choicesAtSquare().front().toMap();
                    session->clearChoices();
                    QVERIFY(session->takeDecision(choice.value(QStringLiteral("row")).toInt()));
                }
            }
            QTRY_VERIFY(session->moveLog()->count() > before || session->isOver());
            // The pictures when the boards tell the most: ripples pending and
            // a battle's rolls shown (else at step 90).
            const QVariantMap data = session->boardData();
            const bool telling = !data.value(QStringLiteral("ripples")).toList().isEmpty() &&
                                 (!data.value(QStringLiteral("battle")).toMap().isEmpty() ||
                                  !data.value(QStringLiteral("lastBattle")).toMap().isEmpty());
            if (!pictured && ((telling && step >= 30) || step == 90)) {
                pictured = true;
                // The language switched in the middle of the game: the board
                // speaks German and the game goes on (this switch crashed Qt
                // Quick's layouts when the player panel was rebuilt in one).
                const QString past = QStringLiteral("target:%1")
                                         .arg(pb::gui::ButterflyEffectBoardPresenter::eraTarget(
                                             pb::butterfly_effect::kPast));
                QVERIFY(harness_->item(past));
                QCOMPARE(harness_->item(past)->property("text").toString(),
                         QStringLiteral("The past"));
                harness_->preferences().setLanguage(QStringLiteral("de"));
                QTRY_COMPARE(harness_->item(past)->property("text").toString(),
                             QStringLiteral("Die Vergangenheit"));
                QTest::qWait(50);
                savePictures(QStringLiteral("butterfly-effect-playtest"), true);
                QTRY_COMPARE(harness_->item(past)->property("text").toString(),
                             QStringLiteral("The past"));
            }
        }
        QVERIFY(session->isOver());
        QVERIFY(pictured); // and the language switched in the middle of the game
        QVERIFY(!session->resultText().isEmpty());
        QVERIFY2(clicks > 30, qPrintable(QString::number(clicks)));
        QVERIFY(listed > 0);
        // Set-up pieces, cards, eras, squares and pieces to move were all clicked.
        for (const char* kind : {"set", "play", "in", "place", "move"})
            QVERIFY2(kindsClicked.contains(QLatin1String(kind)), kind);
        const qint64 gameId = session->gameId();
        const int moves = session->moveLog()->count();
        QVERIFY(moves > clicks);
        {
            pb::db::GameStore store(*harness_->workbench().database());
            const auto game = store.game(gameId);
            QVERIFY(game);
            QVERIFY(game->status == pb::db::GameStatus::Finished);
            QCOMPARE(game->moveCount, moves);
        }

        // Review shows the same game on the same board, step by step.
        harness_->showPage(QStringLiteral("review"));
        auto* review = harness_->window()->findChild<pb::gui::ReviewSession*>();
        QVERIFY(review);
        QVERIFY(review->openGame(gameId));
        QTRY_VERIFY(review->isOpen());
        QCOMPARE(review->boardView(), session->boardView());
        QCOMPARE(review->stepCount(), moves);
        auto* reviewHost = harness_->item(QStringLiteral("reviewBoard"));
        QVERIFY(reviewHost);
        QTRY_VERIFY(reviewHost->property("item").value<QQuickItem*>());
        review->last();
        QTRY_VERIFY(review->boardData().value(QStringLiteral("over")).toBool());
        review->first();
        QVERIFY(!review->boardData().value(QStringLiteral("over")).toBool());
        QCOMPARE(review->boardData().value(QStringLiteral("eras")).toList().size(), 2);
        Q_UNUSED(popups);

        // The cards-and-boards editor of the design on the Board page.
        auto* editor = harness_->window()->findChild<pb::gui::DesignEditor*>();
        QVERIFY(editor);
        QVERIFY(editor->load(int(designId)));
        harness_->showPage(QStringLiteral("board"));
        QTRY_VERIFY(harness_->item(QStringLiteral("patternGrid0")));
        // A refusal shown and gone leaves the grids where they were: a click
        // aimed at a pattern cell lands on it.
        {
            auto* cards = harness_->window()->findChild<pb::gui::ButterflyEffectEditor*>();
            QVERIFY(cards);
            QQuickItem* grid = harness_->item(QStringLiteral("patternGrid0"));
            cards->setEra(0);
            QTest::qWait(100); // the page laid out
            const qreal y = grid->mapToScene(QPointF()).y();
            QVERIFY(!cards->toggleGreen(20)); // the past of a board both eras share
            QQuickItem* message = harness_->item(QStringLiteral("butterflyEditorMessage"));
            QTRY_COMPARE(message->property("text").toString(), cards->errorMessage());
            QTest::qWait(50);
            QCOMPARE(grid->mapToScene(QPointF()).y(), y);
            cards->setEra(1);
        }
        savePictures(QStringLiteral("butterfly-effect-editor"));
    }

private:
    // The window at 1280x800 and 1920x1080, in English and German, for a
    // person to look at (in PLAYBENCH_PICTURES, else the test's temporary
    // folder, as the other end-to-end tests do). The switches of language in
    // the middle of a game are also the regression check of a crash: the
    // board view's layouts were rebuilt while Qt Quick was arranging them.
    // On the Playtest page (`playtest`), the "Open hands" box is checked to
    // lie below the board view at each size, not on its cards.
    void savePictures(const QString& name, bool playtest = false) {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
            harness_->preferences().setLanguage(language);
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                harness_->window()->resize(size);
                QTest::qWait(150);
                if (playtest) {
                    QQuickItem* box = harness_->item(QStringLiteral("openHandsBox"));
                    QQuickItem* board = harness_->item(QStringLiteral("playtestBoard"));
                    QVERIFY(box && board);
                    QVERIFY(box->isVisible());
                    const QRectF boxRect = box->mapRectToScene(box->boundingRect());
                    const QRectF boardRect = board->mapRectToScene(board->boundingRect());
                    QVERIFY2(
                        !boxRect.intersects(boardRect),
                        qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
                    QVERIFY(harness_->window()
                                ->contentItem()
                                ->mapRectToScene(harness_->window()->contentItem()->boundingRect())
                                .contains(boxRect));
                }
                const QString folder =
                    qEnvironmentVariable("PLAYBENCH_PICTURES", harness_->folder());
                QVERIFY(harness_->window()->grabWindow().save(
                    folder +
                    QStringLiteral("/%1-%2x%3%4.png")
                        .arg(name)
                        .arg(size.width())
                        .arg(size.height())
                        .arg(language == QLatin1String("en") ? QString() : QStringLiteral("-de"))));
            }
        }
        harness_->preferences().setLanguage(QStringLiteral("en"));
        harness_->window()->resize(1280, 800);
    }

    std::unique_ptr<WindowHarness> harness_;
};

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestButterflyEffectPlaytest>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_butterfly_effect_playtest.moc"
