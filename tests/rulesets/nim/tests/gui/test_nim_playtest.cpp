// The proof of the ruleset layout on the GUI side: Nim, registered by its one
// line and its own folders, shows its board on the real Playtest page through
// the page's board host, and a person plays a whole game by clicking piles.
#include "db/design_store.h"
#include "gui_test_support.h"
#include "playtest_session.h"
#include "test_registry.h"
#include "window_test_harness.h"

#include <QQuickItem>
#include <QTest>

using pb::gui::PlaytestSession;
using pb::gui::test::WindowHarness;

class TestNimPlaytest : public QObject {
    Q_OBJECT

private slots:
    void init() {
        harness_ = std::make_unique<WindowHarness>();
        QVERIFY(harness_->open(QStringLiteral("nim.sqlite")));
        QVERIFY(harness_->load());
    }

    void cleanup() { harness_.reset(); }

    void aPersonPlaysAWholeGameOnItsBoard() {
        pb::db::DesignRow design;
        design.name = QStringLiteral("Three piles");
        design.ruleset = QStringLiteral("nim");
        design.params = {{"piles", 2}, {"firstPile", 1}};
        const qint64 designId =
            pb::db::DesignStore(*harness_->workbench().database()).create(design);
        harness_->showPage(QStringLiteral("playtest"));
        QObject* page = harness_->find(QStringLiteral("playtestPage"));
        QVERIFY(page);
        auto* session = page->property("session").value<PlaytestSession*>();
        QVERIFY(session);
        QVERIFY2(session->start(int(designId), 2,
                                {QStringLiteral("human"), QStringLiteral("human")},
                                QStringLiteral("1")),
                 qPrintable(session->errorMessage()));
        QVERIFY(session->boardView().endsWith(QStringLiteral("/boards/nim/NimBoard.qml")));

        // Piles of 1 and 2. P1 clicks pile 2 and, of the two takes it
        // offers, takes both stones; P2 takes the last one and wins.
        QTRY_VERIFY(harness_->item(QStringLiteral("nimPile1")));
        QQuickItem* second = harness_->item(QStringLiteral("nimPile1"));
        QTRY_VERIFY(second->isVisible() && second->isEnabled());
        QCOMPARE(second->property("text").toString(), QStringLiteral("Pile 2: 2"));
        harness_->click(second);
        QCOMPARE(session->choicesAtSquare().size(), 2);
        session->clearChoices();
        int takeBoth = -1;
        for (int row = 0; row < session->legalDecisions()->count(); ++row)
            if (session->legalDecisions()
                    ->data(session->legalDecisions()->index(row))
                    .toString()
                    .contains(QStringLiteral("take 2 from pile 2")))
                takeBoth = row;
        QVERIFY(takeBoth >= 0);
        QVERIFY(session->takeDecision(takeBoth));

        QTRY_COMPARE(harness_->item(QStringLiteral("nimPile1"))->property("text").toString(),
                     QStringLiteral("Pile 2: 0"));
        QVERIFY(!harness_->item(QStringLiteral("nimPile1"))->isEnabled());
        QQuickItem* first = harness_->item(QStringLiteral("nimPile0"));
        QVERIFY(first->isEnabled());
        // One take acts on the pile: the click takes it.
        harness_->click(first);
        QTRY_VERIFY(session->isOver());
        QCOMPARE(session->resultText(), QStringLiteral("P2 wins."));
        QCOMPARE(session->moveLog()->count(), 2);
    }

private:
    std::unique_ptr<WindowHarness> harness_;
};

namespace {

int runTests(int argc, char* argv[]) {
    return pb::gui::test::runWindowTest<TestNimPlaytest>(argc, argv);
}

} // namespace

PLAYBENCH_TEST_REGISTER_MAIN(runTests)

#include "test_nim_playtest.moc"
