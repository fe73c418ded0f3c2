#pragma once

// Review's ghost on a ruleset's own board view, for the rulesets' GUI tests.
// A logged game is given a hand-made analysis (no search: the test is about
// the drawing, not the agent): at some of the person's moves the "agent"
// prefers another legal decision that has a board target, at one it agrees.
// Review shown on such a move must draw exactly one ghost, over the view's
// item of that target (the presenter's decisionSquare), and none where the
// agent agrees.

#include "board_presenter.h"
#include "db/analysis_store.h"
#include "db/database.h"
#include "db/game_replay.h"
#include "engine/game.h"
#include "engine/state.h"
#include "logged_games.h"
#include "review_session.h"
#include "window_test_harness.h"

#include <QQuickItem>
#include <QRegularExpression>
#include <QTest>
#include <functional>
#include <map>
#include <vector>

namespace pb::gui::test {

struct PlantedGhost {
    int row = 0;      // the move log row (= the move's index in the log)
    int target = -1;  // the board target the agent's choice has; -1 where it agrees
    QString itemName; // the view's item of that target
};

// The hand-made analysis of `gameId`: at each decision of `seat`, the first
// legal decision other than the played one whose target is >= 0 and differs
// from the played one's becomes the agent's choice, at most `perKind` rows for
// each kind of target item (`itemName` with its digits taken out, so steps,
// cards and reserves each get their turn); the first such move before them
// gets the played decision itself (the agent agrees). Stores the rows and
// returns them, the agreeing one first.
inline std::vector<PlantedGhost> plantGhosts(pb::db::Database& db, qint64 gameId, int seat,
                                             const std::function<QString(int target)>& itemName,
                                             int perKind = 2) {
    const pb::db::GameReplay replay(db, gameId);
    const auto states = replay.states();
    const auto presenter = pb::gui::makeBoardPresenter(replay.game().ruleset.toStdString());
    std::vector<pb::db::MoveAnalysisRow> rows;
    std::vector<PlantedGhost> planted;
    std::map<QString, int> kinds;
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
            const QString name = itemName(target);
            const bool agreeing = planted.empty();
            int& count = kinds[QString(name).remove(QRegularExpression(QStringLiteral("[0-9]")))];
            if (!agreeing && count >= perKind)
                break;
            if (!agreeing)
                ++count;
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
            planted.push_back({move.idx, agreeing ? -1 : target, agreeing ? QString() : name});
            break;
        }
    }
    pb::db::AnalysisStore(db).saveGameAnalysis(gameId, rows);
    return planted;
}

// The visible items named "ghost" under `item`.
inline void visibleGhosts(QQuickItem* item, std::vector<QQuickItem*>& out) {
    if (!item || !item->isVisible())
        return;
    if (item->objectName() == QLatin1String("ghost"))
        out.push_back(item);
    for (QQuickItem* child : item->childItems())
        visibleGhosts(child, out);
}

// Shows each planted row on the Review page already showing the game and
// checks its ghost (QVERIFY: the caller returns on QTest::currentTestFailed()).
inline void checkGhosts(WindowHarness& harness, pb::gui::ReviewSession& review,
                        const std::vector<PlantedGhost>& planted) {
    QQuickItem* board = harness.item(QStringLiteral("reviewBoard"));
    QVERIFY(board);
    QVERIFY2(planted.size() >= 2, "the game has a move with another target to prefer");
    for (const PlantedGhost& ghost : planted) {
        review.showRow(ghost.row);
        QCOMPARE(review.ghostTarget(), ghost.target);
        std::vector<QQuickItem*> shown;
        if (ghost.target < 0) {
            QTest::qWait(50);
            visibleGhosts(board, shown);
            QVERIFY2(shown.empty(), "no ghost where the agent agrees");
            continue;
        }
        QTRY_VERIFY([&] {
            shown.clear();
            visibleGhosts(board, shown);
            return shown.size() == 1;
        }());
        QQuickItem* target = findItem(board, ghost.itemName);
        QVERIFY2(target, qPrintable(ghost.itemName));
        const QRectF at = target->mapRectToScene(QRectF(0, 0, target->width(), target->height()));
        const QRectF drawn = shown.front()->mapRectToScene(
            QRectF(0, 0, shown.front()->width(), shown.front()->height()));
        QVERIFY2(drawn.width() > 0 && at.contains(drawn.center()),
                 qPrintable(QStringLiteral("row %1: the ghost is not over %2")
                                .arg(ghost.row)
                                .arg(ghost.itemName)));
    }
}

// With PLAYBENCH_PICTURES set (a folder), the window showing `row` at
// 1280x800 and 1920x1080, in English and German, for a person to look at.
inline void saveGhostPictures(WindowHarness& harness, pb::gui::ReviewSession& review, int row,
                              const QString& name) {
    const QString folder = qEnvironmentVariable("PLAYBENCH_PICTURES");
    if (folder.isEmpty())
        return;
    review.showRow(row);
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")}) {
        harness.preferences().setLanguage(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            harness.window()->resize(size);
            QTest::qWait(300);
            QVERIFY(harness.window()->grabWindow().save(QStringLiteral("%1/%2-%3x%4-%5.png")
                                                            .arg(folder, name)
                                                            .arg(size.width())
                                                            .arg(size.height())
                                                            .arg(language)));
        }
    }
    harness.preferences().setLanguage(QStringLiteral("en"));
    harness.window()->resize(1280, 800);
}

// The whole check for one ruleset's view `viewFolder` ("titanomachia", as in
// qml/boards/<folder>/): a random game of `game` logged with `seed`, ghosts
// planted at seat 1's moves (the logged game's person, logged_games.h), Review
// shown on the real window with that ruleset's view, checkGhosts, and the
// pictures named "<folder>-review-ghost".
inline void checkReviewGhosts(WindowHarness& harness, const pb::Game& game, std::uint64_t seed,
                              const QString& viewFolder,
                              const std::function<QString(int target)>& itemName) {
    pb::db::Database& db = *harness.workbench().database();
    const auto logged = logRandomGame(db, game, seed);
    const auto planted = plantGhosts(db, logged.gameId, 1, itemName);
    QVERIFY(harness.load(QSize(1280, 800)));
    harness.showPage(QStringLiteral("review"));
    auto* review = harness.window()->findChild<ReviewSession*>();
    QVERIFY(review);
    QVERIFY(review->openGame(logged.gameId));
    QVERIFY2(review->boardView().contains(QStringLiteral("/boards/%1/").arg(viewFolder)),
             qPrintable(review->boardView()));
    checkGhosts(harness, *review, planted);
    if (QTest::currentTestFailed())
        return;
    saveGhostPictures(harness, *review, planted[1].row,
                      QStringLiteral("%1-review-ghost").arg(viewFolder));
}

} // namespace pb::gui::test
