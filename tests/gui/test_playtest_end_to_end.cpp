// The Playtest story of issue 3, end to end in the real window: a new design,
// its board randomized, undone and redone, then a full two-player game of one
// person against a random computer player, two moves annotated; the store holds
// the finished game and `playbench-cli replay --verify` accepts it. Then the
// same for Torus Lab (issue 5) on its own board view, hidden hands and all,
// with a picture of the game in progress. Any warning fails the test.

#include "board_tiles_model.h"
#include "db/database.h"
#include "db/game_store.h"
#include "design_editor.h"
#include "gui_app.h"
#include "gui_test_support.h"
#include "move_log_model.h"
#include "playtest_session.h"
#include "preferences.h"
#include "rulesets/stability/stability_board_editor.h"
#include "test_registry.h"
#include "window_test_harness.h"
#include "workbench.h"

#include <QApplication>
#include <QImage>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>
#include <QUndoStack>
#include <memory>

using pb::gui::PlaytestSession;

namespace {

QStringList* g_warnings = nullptr;
QtMessageHandler g_previousHandler = nullptr;

// Qt's own warning that says nothing of ours: under load Qt 6.4's animation
// timer logs it when the offscreen window's driver stops before a pending stop
// request. Every other warning fails the tests.
const QString kQtTimerNoise =
    QStringLiteral("QUnifiedTimer::stopAnimationDriver: driver is not running");

void collectWarnings(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    if (g_warnings && type != QtDebugMsg && type != QtInfoMsg && message != kQtTimerNoise)
        g_warnings->append(message);
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

} // namespace

class TestPlaytestEndToEnd : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void designBoardPlayAnnotateAndReplay();
    void torusLabPlaytestOnItsBoard();

private:
    // Opens the demo database in the real window at 1280x800; returns the store's path.
    QString openWindow();
    // Plays until the game is over: the person takes a board target when one
    // decision acts on it (as a click does), else the first listed decision.
    // Returns the log rows of the person's decisions.
    QList<int> playToTheEnd(PlaytestSession* session);
    // Annotates two of the rows, tags the last, and checks the stored game and
    // `playbench-cli replay --verify`.
    void annotateAndVerify(PlaytestSession* session, const QList<int>& personRows,
                           const QString& path, int designId);
    QObject* find(const QString& objectName) const;
    void click(const QString& objectName);
    // Pictures of the window as it is, at 1280x800 and 1920x1080, in English
    // and in German: `name`-<size>[-de].png in the folder PLAYBENCH_PICTURES
    // names, else in the test's temporary folder (never the source tree).
    void savePictures(const QString& name);

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<pb::gui::Workbench> workbench_;
    std::unique_ptr<pb::gui::Preferences> preferences_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow* window_ = nullptr;
    QStringList warnings_;
};

void TestPlaytestEndToEnd::init() {
    QSettings().clear();
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    workbench_ = std::make_unique<pb::gui::Workbench>();
    preferences_ = std::make_unique<pb::gui::Preferences>();
    warnings_.clear();
    g_warnings = &warnings_;
    // QTest's own message handler sees every warning first; this makes any of
    // them but kQtTimerNoise fail the test (the collected list then says which
    // ones there were).
    QTest::failOnWarning(QRegularExpression(
        QStringLiteral("^(?!%1$).").arg(QRegularExpression::escape(kQtTimerNoise))));
}

void TestPlaytestEndToEnd::cleanup() {
    engine_.reset();
    window_ = nullptr;
    preferences_.reset();
    workbench_.reset();
    dir_.reset();
    g_warnings = nullptr;
}

QObject* TestPlaytestEndToEnd::find(const QString& objectName) const {
    if (QObject* found = window_->findChild<QObject*>(objectName))
        return found;
    return pb::gui::test::findItem(window_->contentItem(), objectName);
}

void TestPlaytestEndToEnd::click(const QString& objectName) {
    auto* item = qobject_cast<QQuickItem*>(find(objectName));
    QVERIFY2(item, qPrintable(objectName));
    QTRY_VERIFY(item->isVisible() && item->width() > 0 && item->isEnabled());
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(item->window(), Qt::LeftButton, {}, centre.toPoint());
}

QString TestPlaytestEndToEnd::openWindow() {
    const QString path = dir_->filePath(QStringLiteral("playbench.sqlite"));
    if (!workbench_->openDemoDatabase(path))
        return {};
    engine_ = std::make_unique<QQmlApplicationEngine>();
    window_ = pb::gui::test::showMainWindow(*engine_, *workbench_, *preferences_);
    return window_ ? path : QString();
}

QList<int> TestPlaytestEndToEnd::playToTheEnd(PlaytestSession* session) {
    QList<int> personRows;
    for (int turn = 0; turn < 5000 && !session->isOver(); ++turn) {
        if (!QTest::qWaitFor([&] { return session->isPersonToMove() || session->isOver(); },
                             20000)) {
            qWarning("the agent did not move within 20 s");
            return {};
        }
        if (session->isOver())
            break;
        personRows.append(session->moveLog()->count());
        pb::gui::LegalDecisionModel* legal = session->legalDecisions();
        const int square = legal->count() > 0 ? legal->square(0) : -1;
        const bool taken = square >= 0 && legal->rowsAtSquare(square).size() == 1
                               ? session->takeDecisionAtSquare(square)
                               : session->takeDecision(0);
        if (!taken) {
            qWarning("a listed decision was refused: %s", qPrintable(session->errorMessage()));
            return {};
        }
    }
    return personRows;
}

void TestPlaytestEndToEnd::savePictures(const QString& name) {
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        preferences_->setLanguage(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window_->resize(size);
            QTest::qWait(150);
            const QString folder = qEnvironmentVariable("PLAYBENCH_PICTURES", dir_->path());
            const QString file =
                folder +
                QStringLiteral("/%1-%2x%3%4.png")
                    .arg(name)
                    .arg(size.width())
                    .arg(size.height())
                    .arg(language == QLatin1String("en") ? QString() : QStringLiteral("-de"));
            QVERIFY(window_->grabWindow().save(file));
        }
    }
    preferences_->setLanguage(QStringLiteral("en"));
    window_->resize(1280, 800);
}

void TestPlaytestEndToEnd::annotateAndVerify(PlaytestSession* session, const QList<int>& personRows,
                                             const QString& path, int designId) {
    QVERIFY(session->isOver());
    QVERIFY(!session->resultText().isEmpty());
    // The page says why the game ended, as the session has it.
    auto* result = qobject_cast<QQuickItem*>(find(QStringLiteral("playtestResultText")));
    QVERIFY(result);
    QTRY_VERIFY(result->isVisible());
    QCOMPARE(result->property("text").toString(), session->resultText());
    // The move log is worded in the interface language, also after a switch
    // in the middle of a game (its rows are appended as they are logged).
    pb::gui::MoveLogModel* moves = session->moveLog();
    int personRow = 0;
    while (personRow < moves->count() &&
           moves->data(moves->index(personRow), pb::gui::MoveLogModel::IsChanceRole).toBool())
        ++personRow;
    QVERIFY(personRow < moves->count());
    const auto rowText = [&] {
        return moves->data(moves->index(personRow), pb::gui::MoveLogModel::TextRole).toString();
    };
    const QString english = rowText();
    preferences_->setLanguage(QStringLiteral("de"));
    QTRY_VERIFY2(rowText() != english, qPrintable(english));
    preferences_->setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(rowText(), english);
    savePictures(session->rulesetId() + QStringLiteral("-game-over"));
    QVERIFY(personRows.size() >= 2);

    // Two of the person's moves annotated after the game, one tagged.
    pb::gui::MoveLogModel* log = session->moveLog();
    QVERIFY(log->setAnnotation(personRows.first(), QStringLiteral("opening: why this square?")));
    QVERIFY(log->setAnnotation(personRows.last(), QStringLiteral("the last move felt forced")));
    QVERIFY(log->addTag(personRows.last(), QStringLiteral("balance")));

    // The store has the whole game.
    const qint64 gameId = session->gameId();
    {
        pb::db::GameStore store(*workbench_->database());
        const auto game = store.game(gameId);
        QVERIFY(game);
        QVERIFY(game->status == pb::db::GameStatus::Finished);
        QCOMPARE(game->designId.value_or(0), qint64(designId));
        QCOMPARE(game->moveCount, log->count());
        QVERIFY(game->moveCount > personRows.size());
        QCOMPARE(game->annotatedMoves, 2);
        QCOMPARE(store.moves(gameId)[std::size_t(personRows.last())].tags,
                 QStringList({QStringLiteral("balance")}));
    }

    // The command line replays it and every hash matches.
    QProcess cli;
    cli.start(QStringLiteral(PLAYBENCH_CLI_BINARY),
              {QStringLiteral("replay"), QStringLiteral("--db"), path, QStringLiteral("--game-id"),
               QString::number(gameId), QStringLiteral("--verify")});
    QVERIFY(cli.waitForFinished(60000));
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0,
             qPrintable(QString::fromUtf8(cli.readAllStandardError())));

    QTest::qWait(100);
    QVERIFY2(warnings_.isEmpty(), qPrintable(warnings_.join(QLatin1Char('\n'))));
}

void TestPlaytestEndToEnd::designBoardPlayAnnotateAndReplay() {
    const QString path = openWindow();
    QVERIFY(!path.isEmpty());

    // A new design, opened for editing.
    auto* design = window_->findChild<pb::gui::DesignEditor*>();
    QVERIFY(design);
    const int designId =
        design->createDesign(QStringLiteral("End to end"), QStringLiteral("stability"));
    QVERIFY2(designId > 0, qPrintable(design->errorMessage()));
    QVERIFY(design->load(designId));

    // Its board randomized, the randomizing undone and redone, then saved.
    auto* board = window_->findChild<pb::gui::StabilityBoardEditor*>();
    QVERIFY(board);
    window_->setProperty("currentPage", QStringLiteral("board"));
    QTRY_COMPARE(board->designId(), designId);
    const std::vector<int> generated = board->tiles()->values();
    QVERIFY(!generated.empty());
    QVERIFY2(board->randomize(QStringLiteral("4711")), qPrintable(board->errorMessage()));
    const std::vector<int> randomized = board->tiles()->values();
    QVERIFY(randomized != generated);
    board->undoStack()->undo();
    QCOMPARE(board->tiles()->values(), generated);
    board->undoStack()->redo();
    QCOMPARE(board->tiles()->values(), randomized);
    QVERIFY2(board->save(), qPrintable(board->errorMessage()));

    // A new playtest from the dialog: the edited design, P1 a person, P2 random.
    window_->setProperty("currentPage", QStringLiteral("playtest"));
    QObject* page = find(QStringLiteral("playtestPage"));
    QVERIFY(page);
    auto* session = page->property("session").value<PlaytestSession*>();
    QVERIFY(session);
    click(QStringLiteral("playtestStartPanelButton"));
    QObject* dialog = find(QStringLiteral("newPlaytestDialog"));
    QVERIFY(dialog);
    QTRY_VERIFY(dialog->property("opened").toBool());
    QCOMPARE(find(QStringLiteral("playtestDesignChoice"))->property("currentValue").toInt(),
             designId);
    click(QStringLiteral("playtestStartButton"));
    QTRY_VERIFY(session->isActive());
    QTRY_VERIFY(!dialog->property("visible").toBool());
    QCOMPARE(session->seats(), QStringList({QStringLiteral("human"), QStringLiteral("random")}));
    QCOMPARE(session->designId(), designId);
    // The board on screen is the randomized one.
    QCOMPARE(session->tiles()->values(), randomized);
    session->setSpeedMs(0);

    // Once the computer player has answered, one press of Undo takes back the
    // person's decision and the answer, as one row of the log (replayed below).
    pb::gui::MoveLogModel* log = session->moveLog();
    auto lastActor = [&] {
        return log->data(log->index(log->count() - 1), pb::gui::MoveLogModel::ActorRole).toInt();
    };
    bool answered = false;
    for (int i = 0; i < 40 && !answered && !session->isOver(); ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(session->isPersonToMove() || session->isOver(), 20000);
        answered = lastActor() == 1 && i > 0;
        if (!answered && session->isPersonToMove())
            QVERIFY2(session->takeDecision(0), qPrintable(session->errorMessage()));
    }
    QVERIFY(answered);
    const int rowsBefore = log->count();
    click(QStringLiteral("playtestUndoButton"));
    QTRY_COMPARE(log->count(), rowsBefore + 1);
    const QModelIndex undoRow = log->index(rowsBefore);
    QVERIFY(log->data(undoRow, pb::gui::MoveLogModel::IsUndoRole).toBool());
    QVERIFY2(log->data(undoRow, pb::gui::MoveLogModel::TextRole)
                 .toString()
                 .startsWith(QStringLiteral("Undo: takes back moves")),
             qPrintable(log->data(undoRow, pb::gui::MoveLogModel::TextRole).toString()));
    QVERIFY(session->isPersonToMove());

    annotateAndVerify(session, playToTheEnd(session), path, designId);
}

void TestPlaytestEndToEnd::torusLabPlaytestOnItsBoard() {
    const QString path = openWindow();
    QVERIFY(!path.isEmpty());
    auto* design = window_->findChild<pb::gui::DesignEditor*>();
    QVERIFY(design);
    const int designId =
        design->createDesign(QStringLiteral("Torus Lab table"), QStringLiteral("torus-lab"));
    QVERIFY2(designId > 0, qPrintable(design->errorMessage()));
    QVERIFY(design->load(designId));

    window_->setProperty("currentPage", QStringLiteral("playtest"));
    QObject* page = find(QStringLiteral("playtestPage"));
    QVERIFY(page);
    auto* session = page->property("session").value<PlaytestSession*>();
    QVERIFY(session);
    QVERIFY2(session->start(designId, 2, {QStringLiteral("human"), QStringLiteral("random")},
                            QStringLiteral("3")),
             qPrintable(session->errorMessage()));
    session->setSpeedMs(0);
    QVERIFY(session->boardView().endsWith(QStringLiteral("/TorusLabBoardView.qml")));

    // Its own board view, loaded by the page's board host, not the tile grid,
    // showing the person's hand only.
    auto* host = qobject_cast<QQuickItem*>(find(QStringLiteral("playtestBoard")));
    QVERIFY(host);
    QTRY_VERIFY(host->property("item").value<QQuickItem*>());
    auto* board = host->property("item").value<QQuickItem*>();
    QCOMPARE(QString::fromUtf8(board->metaObject()->className()).section('_', 0, 0),
             QStringLiteral("TorusLabBoardView"));
    QTRY_VERIFY(board->isVisible() && board->width() > 0);
    QVERIFY(!find(QStringLiteral("stabilityPlayBoard")));
    QTRY_VERIFY(session->isPersonToMove());
    const QVariantMap data = session->boardData();
    QCOMPARE(data.value(QStringLiteral("spaces")).toList().size(), 6);
    const QVariantList players = data.value(QStringLiteral("players")).toList();
    QCOMPARE(players.size(), 2);
    QVERIFY(players[0].toMap().value(QStringLiteral("handOpen")).toBool());
    QVERIFY(!players[1].toMap().value(QStringLiteral("handOpen")).toBool());
    QVERIFY(!session->legalTargets().isEmpty());
    // The state as text follows the same rule: P2's hidden cards only with open hands.
    const QString seen = session->stateText();
    session->setOpenHands(true);
    QVERIFY(session->boardData()[QStringLiteral("players")]
                .toList()[1]
                .toMap()[QStringLiteral("handOpen")]
                .toBool());
    QVERIFY(session->stateText() != seen);
    session->setOpenHands(false);
    QCOMPARE(session->stateText(), seen);

    // A few decisions in, the picture of the table for a person to look at.
    for (int i = 0; i < 6 && !session->isOver(); ++i) {
        QTRY_VERIFY_WITH_TIMEOUT(session->isPersonToMove() || session->isOver(), 20000);
        if (!session->isOver())
            QVERIFY2(session->takeDecision(0), qPrintable(session->errorMessage()));
    }
    const QImage picture = window_->grabWindow();
    QVERIFY(!picture.isNull());
    QVERIFY(picture.save(QStringLiteral("torus-lab-playtest-1280x800.png")));
    savePictures(QStringLiteral("torus-lab-mid-game"));

    const QList<int> later = playToTheEnd(session);
    QVERIFY(!later.isEmpty() || session->isOver());
    // The first person rows were taken above; count them from the log.
    QList<int> personRows;
    for (int row = 0; row < session->moveLog()->count(); ++row)
        if (session->moveLog()
                    ->data(session->moveLog()->index(row), pb::gui::MoveLogModel::ActorRole)
                    .toInt() == 0 &&
            !session->moveLog()
                 ->data(session->moveLog()->index(row), pb::gui::MoveLogModel::IsChanceRole)
                 .toBool())
            personRows.append(row);
    annotateAndVerify(session, personRows, path, designId);
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestPlaytestEndToEnd>(argc, argv, collectWarnings,
                                                              &g_previousHandler);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_playtest_end_to_end.moc"
