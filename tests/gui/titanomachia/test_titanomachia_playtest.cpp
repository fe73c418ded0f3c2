// Titanomachia end to end in the real window: two people play a whole game
// (three rounds) on the Playtest page, taking every decision that acts on a
// square or a System card by clicking it on the board and the rest (end turn,
// stop, the coin, exits) from the decision list; then Review opens the game
// on the same board view and steps through it.
#include "db/design_store.h"
#include "design_editor.h"
#include "engine/rng.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "gui_test_support.h"
#include "legal_decision_model.h"
#include "move_log_model.h"
#include "playtest_session.h"
#include "review_session.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QQuickItem>
#include <QTest>
#include <functional>

namespace param = pb::titanomachia::param;

using pb::gui::PlaytestSession;
using pb::gui::test::WindowHarness;

class TestTitanomachiaPlaytest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("titan.sqlite")));
        QVERIFY(harness_->load(QSize(1280, 800)));
    }

    void cleanup() { harness_.reset(); }

    void twoPeoplePlayAWholeGameOnTheBoardAndReviewIt();

private:
    // The row of the legal decision whose text is `text`, or -1.
    int rowOf(PlaytestSession& session, const QString& text) const {
        auto* model = session.legalDecisions();
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->data(model->index(row)).toString() == text)
                return row;
        return -1;
    }

    // PLAYBENCH_PICTURES set: the window at 1280x800 and 1920x1080, in English
    // and German, written to the working folder for a person to look at (not
    // in CI, where it would only cost time).
    static bool picturesWanted() { return qEnvironmentVariableIsSet("PLAYBENCH_PICTURES"); }
    void savePictures(const QString& name,
                      const QStringList& languages = {QStringLiteral("en"), QStringLiteral("de")}) {
        if (!picturesWanted())
            return;
        for (const QString& language : languages) {
            harness_->preferences().setLanguage(language);
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                harness_->window()->resize(size);
                QTest::qWait(200);
                QVERIFY(harness_->window()->grabWindow().save(QStringLiteral("%1-%2x%3-%4.png")
                                                                  .arg(name)
                                                                  .arg(size.width())
                                                                  .arg(size.height())
                                                                  .arg(language)));
            }
        }
        harness_->preferences().setLanguage(QStringLiteral("en"));
        harness_->window()->resize(1280, 800);
        QTest::qWait(100);
    }

    // The System cards' names under `item` that do not show whole (elided).
    static void cutNames(QQuickItem* item, QStringList& out) {
        if (!item)
            return;
        if (item->objectName() == QLatin1String("systemName") &&
            item->property("truncated").toBool())
            out.append(item->property("text").toString() +
                       QStringLiteral(" w%1 iw%2 px%3")
                           .arg(item->width())
                           .arg(item->implicitWidth())
                           .arg(item->property("font").value<QFont>().pixelSize()));
        for (QQuickItem* child : item->childItems())
            cutNames(child, out);
    }
    // Every System card's name shows whole at 1280x800 and 1920x1080, in
    // English and German ("Shield Generator", "Schildgenerator" set smaller).
    void checkSystemNamesFit(QQuickItem* board) {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")})
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                harness_->preferences().setLanguage(language);
                harness_->window()->resize(size);
                QTest::qWait(100);
                QStringList cut;
                int names = 0;
                std::function<void(QQuickItem*)> count = [&](QQuickItem* i) {
                    names += i->objectName() == QLatin1String("systemName");
                    for (QQuickItem* c : i->childItems())
                        count(c);
                };
                count(board);
                QCOMPARE(names, 10);
                cutNames(board, cut);
                QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("%1 %2x%3: ")
                                                       .arg(language)
                                                       .arg(size.width())
                                                       .arg(size.height()) +
                                                   cut.join(QStringLiteral(", "))));
            }
        harness_->window()->resize(1280, 800);
        harness_->preferences().setLanguage(QStringLiteral("en"));
        QTest::qWait(100);
    }

    std::unique_ptr<WindowHarness> harness_;
};

void TestTitanomachiaPlaytest::twoPeoplePlayAWholeGameOnTheBoardAndReviewIt() {
    pb::db::DesignRow design;
    design.name = QStringLiteral("Titan duel");
    design.ruleset = QStringLiteral("titanomachia");
    design.params = {{param::kMaxRounds, 3}};
    const qint64 designId = pb::db::DesignStore(*harness_->workbench().database()).create(design);
    harness_->showPage(QStringLiteral("playtest"));
    QObject* page = harness_->find(QStringLiteral("playtestPage"));
    QVERIFY(page);
    auto* session = page->property("session").value<PlaytestSession*>();
    QVERIFY(session);
    QVERIFY2(session->start(int(designId), 2, {QStringLiteral("human"), QStringLiteral("human")},
                            QStringLiteral("5")),
             qPrintable(session->errorMessage()));
    QVERIFY(session->boardView().endsWith(
        QStringLiteral("/boards/titanomachia/TitanomachiaBoardView.qml")));
    QTRY_VERIFY(harness_->item(QStringLiteral("titanSquare0")));
    QQuickItem* board = harness_->item(QStringLiteral("playtestBoard"));
    QVERIFY(board);

    pb::Rng rng(3);
    int clicked = 0, listed = 0;
    bool pictured = false;
    QStringList taken; // each decision's text as the list showed it when it was taken
    for (int step = 0; step < 2000 && !session->isOver(); ++step) {
        // Mid-game with Blasts pending and trails laid: the page to look at.
        if (!pictured &&
            ((step > 10 &&
              !session->boardData().value(QStringLiteral("pending")).toList().isEmpty()) ||
             step == 40)) {
            savePictures(QStringLiteral("titanomachia-playtest"));
            pictured = true;
            checkSystemNamesFit(board); // mid-game: cards used this turn or not
            if (QTest::currentTestFailed())
                return;
        }
        auto* legal = session->legalDecisions();
        QTRY_VERIFY(legal->rowCount() > 0);
        const int row = int(rng.below(std::uint64_t(legal->rowCount())));
        const QString text = legal->data(legal->index(row)).toString();
        const int moves = session->moveLog()->count();
        taken.append(text);
        const QVariantList targets = session->legalTargets();
        // The decision's click target: the square or System card it acts on.
        legal->setCurrentRow(row);
        const int target = legal->currentTarget();
        QQuickItem* item = nullptr;
        for (const QString& name :
             {QStringLiteral("titanSquare%1"), QStringLiteral("titanSystem%1")})
            if (!item && target >= 0)
                item = harness_->item(name.arg(target));
        // Only what shows inside the board's frame is clicked (the Titans' panels scroll).
        const QRectF boardRect = board->mapRectToScene(board->boundingRect());
        const QPointF centre =
            item ? item->mapToScene(QPointF(item->width() / 2, item->height() / 2)) : QPointF();
        if (item && item->isVisible() && boardRect.contains(centre) && targets.contains(target)) {
            harness_->click(item);
            // More than one decision on the target: the page offers them; take ours.
            if (!session->choicesAtSquare().isEmpty()) {
                const int again = rowOf(*session, text);
                QVERIFY(again >= 0);
                session->clearChoices();
                QVERIFY(session->takeDecision(again));
            }
            QTRY_COMPARE(session->moveLog()->count(), moves + 1);
            ++clicked;
            // The click took the decision on the clicked square or card, no other.
            auto* log = session->moveLog();
            QCOMPARE(log->data(log->index(moves), pb::gui::MoveLogModel::TextRole).toString(),
                     text);
        } else {
            QQuickItem* take = harness_->item(QStringLiteral("playtestTakeButton"));
            QVERIFY(take);
            QTRY_VERIFY(take->isEnabled());
            harness_->click(take);
            QTRY_COMPARE(session->moveLog()->count(), moves + 1);
            ++listed;
        }
    }
    QVERIFY(session->isOver());
    QVERIFY(pictured); // the cards' names were checked mid-game
    QVERIFY2(clicked > 40, qPrintable(QString::number(clicked)));
    QVERIFY(listed > 10);
    QVERIFY(!session->resultText().isEmpty());
    const qint64 gameId = session->gameId();
    // Ours, and the coin for the tied bids.
    const int logged = session->moveLog()->count();
    QCOMPARE(logged, clicked + listed + 1);

    harness_->showPage(QStringLiteral("review"));
    auto* review = harness_->window()->findChild<pb::gui::ReviewSession*>();
    QVERIFY(review);
    QVERIFY(review->openGame(gameId));
    QCOMPARE(review->stepCount(), logged);
    // The log reads every decision in the position it was taken in: "shield on"
    // or "target on", "pass" or "end turn", whose Titan is hit.
    auto* log = review->moveLog();
    QCOMPARE(log->rowCount(), logged);
    for (int row = 1; row < logged; ++row)
        QCOMPARE(log->data(log->index(row), pb::gui::MoveLogModel::TextRole).toString(),
                 taken.at(row - 1));
    QVERIFY(review->boardView().endsWith(QStringLiteral("TitanomachiaBoardView.qml")));
    review->last();
    QCOMPARE(review->boardData().value(QStringLiteral("result")).toString(), session->resultText());
    review->first();
    QCOMPARE(review->boardData().value(QStringLiteral("round")).toInt(), 1);
    QTRY_VERIFY(harness_->item(QStringLiteral("titanBoard")));

    // The titan builder, terrain and Objectives of the design on the Board page.
    if (picturesWanted()) {
        auto* editor = harness_->window()->findChild<pb::gui::DesignEditor*>();
        QVERIFY(editor);
        QVERIFY(editor->load(int(designId)));
        harness_->showPage(QStringLiteral("board"));
        QVERIFY(pb::gui::test::waitForFrames(harness_->window(), 3));
        savePictures(QStringLiteral("titanomachia-editor"));
    }
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestTitanomachiaPlaytest>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_titanomachia_playtest.moc"
