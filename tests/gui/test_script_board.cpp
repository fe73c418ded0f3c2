// The generic board of a scripted game in the real window: the Playtest page
// draws what the script's `game.view` describes (a grid, a track, hands and
// piles), a click on a legal target takes exactly the decision it maps to,
// an illegal one takes nothing, and hidden hands show only their backs.
#include "db/design_store.h"
#include "games/registry.h"
#include "gui_test_support.h"
#include "legal_decision_model.h"
#include "move_log_model.h"
#include "playtest_session.h"
#include "preferences.h"
#include "script/script_ruleset.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QDir>
#include <QJsonDocument>
#include <QQuickItem>
#include <QTest>

using pb::gui::PlaytestSession;
using pb::gui::test::WindowHarness;

namespace {

// The state as the board's text shows it, as JSON.
nlohmann::json shownState(const PlaytestSession& session) {
    return nlohmann::json::parse(
        session.boardData().value(QStringLiteral("stateText")).toString().toStdString());
}

QVariantMap shownView(const PlaytestSession& session) {
    return session.boardData().value(QStringLiteral("view")).toMap();
}

} // namespace

class TestScriptBoard : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("script-board.sqlite")));
        QVERIFY(harness_->load(QSize(1280, 800)));
    }
    void cleanup() { harness_.reset(); }

    void aClickOnAColumnDropsThere();
    void handsShowTheViewersCardsAndTheOthersBacks();
    void aTrackAndAScriptWithoutViewAreDrawn();

private:
    // Starts a game of the example script `name` for `players` people.
    PlaytestSession* start(const QString& name, int players, const QString& seed) {
        const auto& ruleset = pb::registerScriptRuleset(pb::script::ScriptRuleset::fromFile(
            std::string(PLAYBENCH_SCRIPT_EXAMPLES) + "/" + name.toStdString() + ".lua"));
        pb::db::DesignRow design;
        design.name = name;
        design.ruleset = QString::fromStdString(std::string(ruleset.id()));
        const qint64 designId =
            pb::db::DesignStore(*harness_->workbench().database()).create(design);
        harness_->showPage(QStringLiteral("playtest"));
        QObject* page = harness_->find(QStringLiteral("playtestPage"));
        if (!page)
            return nullptr;
        auto* session = page->property("session").value<PlaytestSession*>();
        if (!session || !session->start(int(designId), players,
                                        QStringList(players, QStringLiteral("human")), seed))
            return nullptr;
        return session;
    }

    // PLAYBENCH_PICTURES set (a folder): the window at 1280x800 and 1920x1080,
    // light and dark, for a person to look at.
    void savePictures(const QString& name) {
        const QString folder = qEnvironmentVariable("PLAYBENCH_PICTURES");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        using Scheme = pb::gui::Preferences::ColorScheme;
        for (const Scheme scheme : {Scheme::Light, Scheme::Dark}) {
            harness_->preferences().setColorScheme(scheme);
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                harness_->window()->resize(size);
                QVERIFY(pb::gui::test::waitForFrames(harness_->window()));
                QVERIFY(harness_->window()->grabWindow().save(
                    QStringLiteral("%1/script-%2-%3x%4-%5.png")
                        .arg(folder, name)
                        .arg(size.width())
                        .arg(size.height())
                        .arg(scheme == Scheme::Dark ? QStringLiteral("dark")
                                                    : QStringLiteral("light"))));
            }
        }
        harness_->preferences().setColorScheme(Scheme::Light);
        harness_->window()->resize(1280, 800);
        QVERIFY(pb::gui::test::waitForFrames(harness_->window()));
    }

    // Clicks the board's item `name` once it shows a legal target: a new state
    // draws new items, which replace the old ones.
    void clickLegal(const QString& name) {
        QTRY_VERIFY(harness_->item(name) && harness_->item(name)->property("legal").toBool());
        harness_->click(harness_->item(name));
    }

    std::unique_ptr<WindowHarness> harness_;
};

void TestScriptBoard::aClickOnAColumnDropsThere() {
    PlaytestSession* session = start(QStringLiteral("connect-four"), 2, QStringLiteral("1"));
    QVERIFY(session);
    QVERIFY(session->boardView().endsWith(QStringLiteral("/boards/script/ScriptBoard.qml")));
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptCell:3:4")));
    QVERIFY(session->boardData().value(QStringLiteral("hasView")).toBool());
    const QVariantMap grid = shownView(*session).value(QStringLiteral("grid")).toMap();
    QCOMPARE(grid.value(QStringLiteral("columns")).toInt(), 7);
    QCOMPARE(grid.value(QStringLiteral("rows")).toInt(), 6);
    QCOMPARE(grid.value(QStringLiteral("cells")).toList().size(), 42);
    QCOMPARE(session->legalTargets().size(), 7); // one per column
    QVERIFY(!harness_->item(QStringLiteral("scriptTextBoard"))->isVisible());

    // A click high up in column 3 drops P1's disc to its bottom, and only that.
    harness_->click(harness_->item(QStringLiteral("scriptCell:3:4")));
    QTRY_COMPARE(session->moveLog()->count(), 1);
    nlohmann::json state = shownState(*session);
    QVERIFY(state["height"] == nlohmann::json({0, 0, 1, 0, 0, 0, 0}));
    QVERIFY(state["board"][0][2] == 1);
    QVERIFY(state["turn"] == 2);
    QCOMPARE(session->moveLog()->data(session->moveLog()->index(0)).toString(),
             QStringLiteral("drop in column 3"));

    // Five more into column 3 fill it (alternating discs: no line of four).
    for (int disc = 2; disc <= 6; ++disc) {
        clickLegal(QStringLiteral("scriptCell:3:1"));
        QTRY_COMPARE(session->moveLog()->count(), disc);
    }
    state = shownState(*session);
    QVERIFY(state["height"][2] == 6);
    // The full column is no target: not highlighted, and a click takes nothing.
    QCOMPARE(session->legalTargets().size(), 6);
    QQuickItem* full = harness_->item(QStringLiteral("scriptCell:3:6"));
    QVERIFY(full);
    QVERIFY(!full->property("legal").toBool());
    QVERIFY(harness_->item(QStringLiteral("scriptCell:4:6"))->property("legal").toBool());
    harness_->click(full);
    // A legal click afterwards is the next decision: the full column's took none.
    clickLegal(QStringLiteral("scriptCell:5:2"));
    QTRY_COMPARE(session->moveLog()->count(), 7);
    QCOMPARE(session->moveLog()->data(session->moveLog()->index(6)).toString(),
             QStringLiteral("drop in column 5"));
    QVERIFY(shownState(*session)["height"] == nlohmann::json({0, 0, 6, 0, 1, 0, 0}));
    savePictures(QStringLiteral("connect-four"));
}

void TestScriptBoard::handsShowTheViewersCardsAndTheOthersBacks() {
    PlaytestSession* session = start(QStringLiteral("trick-taking"), 3, QStringLiteral("4"));
    QVERIFY(session);
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptHand:0")));
    QCOMPARE(session->viewerSeat(), 0);
    const QVariantList seats = shownView(*session)
                                   .value(QStringLiteral("hands"))
                                   .toList()
                                   .value(0)
                                   .toMap()
                                   .value(QStringLiteral("seats"))
                                   .toList();
    QCOMPARE(seats.size(), 3);
    const nlohmann::json state = shownState(*session); // P1's observation
    for (int seat = 0; seat < 3; ++seat) {
        const QVariantMap hand = seats[seat].toMap();
        QCOMPARE(hand.value(QStringLiteral("count")).toInt(), 5);
        QCOMPARE(hand.value(QStringLiteral("faceUp")).toBool(), seat == 0);
        // The board's cards: P1's face up, as its hand holds them; the others' backs.
        for (int k = 0; k < 5; ++k) {
            QQuickItem* card = harness_->item(QStringLiteral("scriptCard:%1:%2").arg(seat).arg(k));
            QVERIFY(card);
            QCOMPARE(card->property("faceUp").toBool(), seat == 0);
            if (seat == 0)
                QCOMPARE(card->property("card").toMap().value(QStringLiteral("card")).toInt(),
                         state["hand"][0][std::size_t(k)].get<int>());
        }
    }
    QVERIFY(!harness_->item(QStringLiteral("scriptCard:1:5")));
    // The leader may play any card: every card of P1's hand is a target;
    // a click on one plays it onto the trick.
    QCOMPARE(session->legalTargets().size(), 5);
    const QString name = QStringLiteral("scriptCard:0:2");
    QTRY_VERIFY(harness_->item(name) && harness_->item(name)->property("highlighted").toBool());
    QQuickItem* card = harness_->item(name);
    const int played = card->property("card").toMap().value(QStringLiteral("card")).toInt();
    harness_->click(card);
    QTRY_COMPARE(session->moveLog()->count(), 1);
    QVERIFY(shownState(*session)["trick"] == nlohmann::json({played}));
    // Now P2 decides and sees its own hand, not P1's.
    QCOMPARE(session->viewerSeat(), 1);
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptCard:1:0"))->property("faceUp").toBool());
    QVERIFY(!harness_->item(QStringLiteral("scriptCard:0:0"))->property("faceUp").toBool());
    savePictures(QStringLiteral("trick-taking"));
}

void TestScriptBoard::aTrackAndAScriptWithoutViewAreDrawn() {
    PlaytestSession* session = start(QStringLiteral("snakes-and-ladders"), 3, QStringLiteral("2"));
    QVERIFY(session);
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptSquare:100")));
    // Roll (a decision of the list), the die (chance, taken at once), then the
    // square the roll reaches is the one target: a click moves there.
    auto* legal = session->legalDecisions();
    for (int turn = 0; turn < 4; ++turn) {
        const int moves = session->moveLog()->count();
        QVERIFY(session->takeDecision(0)); // roll
        QTRY_COMPARE(session->legalTargets().size(), 1);
        QTRY_VERIFY(legal->rowCount() == 1);
        const int target = session->legalTargets().front().toInt();
        const int square =
            shownState(*session)["pos"][std::size_t(session->currentActor())].get<int>() +
            shownState(*session)["roll"].get<int>();
        QCOMPARE(shownView(*session)
                     .value(QStringLiteral("track"))
                     .toMap()
                     .value(QStringLiteral("squares"))
                     .toList()
                     .value(square - 1)
                     .toMap()
                     .value(QStringLiteral("target"))
                     .toInt(),
                 target);
        clickLegal(QStringLiteral("scriptSquare:%1").arg(square));
        QTRY_COMPARE(session->moveLog()->count(), moves + 3); // roll, die, move
    }
    savePictures(QStringLiteral("snakes-and-ladders"));

    // The other examples, for the pictures: Tic-tac-toe, Pig (a track of scores).
    session = start(QStringLiteral("tic-tac-toe"), 2, QStringLiteral("1"));
    QVERIFY(session);
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptCell:2:2")));
    clickLegal(QStringLiteral("scriptCell:2:2"));
    QTRY_COMPARE(session->moveLog()->count(), 1);
    QVERIFY(shownState(*session)["board"][1][1] == 1);
    clickLegal(QStringLiteral("scriptCell:1:3"));
    QTRY_COMPARE(session->moveLog()->count(), 2);
    QVERIFY(shownState(*session)["board"][2][0] == 2);
    savePictures(QStringLiteral("tic-tac-toe"));

    // A hex grid: a click on a cell places there; the last stone is marked.
    session = start(QStringLiteral("hex-connect"), 2, QStringLiteral("1"));
    QVERIFY(session);
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptCell:4:4")));
    int placed = 0;
    for (const auto& [x, y] :
         {std::pair(4, 4), std::pair(3, 4), std::pair(4, 3), std::pair(5, 2), std::pair(4, 5)}) {
        clickLegal(QStringLiteral("scriptCell:%1:%2").arg(x).arg(y));
        ++placed;
        QTRY_COMPARE(session->moveLog()->count(), placed);
        QVERIFY(shownState(*session)["board"][std::size_t(y - 1)][std::size_t(x - 1)] ==
                2 - placed % 2);
    }
    savePictures(QStringLiteral("hex-connect"));

    session = start(QStringLiteral("pig"), 3, QStringLiteral("3"));
    QVERIFY(session);
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptTrack")));
    for (int i = 0; i < 30 && !session->isOver(); ++i) {
        const int moves = session->moveLog()->count();
        QVERIFY(session->takeDecision(i % 3 == 2 ? legal->rowCount() - 1 : 0)); // roll, roll, hold
        QTRY_VERIFY(session->moveLog()->count() > moves);
    }
    savePictures(QStringLiteral("pig"));

    // A script without a view: its state as text.
    session = start(QStringLiteral("stability"), 2, QStringLiteral("1"));
    QVERIFY(session);
    QTRY_VERIFY(harness_->item(QStringLiteral("scriptTextBoard")) &&
                harness_->item(QStringLiteral("scriptTextBoard"))->isVisible());
    QVERIFY(!session->boardData().value(QStringLiteral("hasView")).toBool());
    QVERIFY(session->legalTargets().isEmpty());
    QTRY_VERIFY(harness_->item(QStringLiteral("stateTextBoard"))
                    ->property("text")
                    .toString()
                    .contains(QStringLiteral("\"game\": \"script:stability\"")));
}

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestScriptBoard>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)
#include "test_script_board.moc"
