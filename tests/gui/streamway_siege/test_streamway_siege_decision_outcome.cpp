// What a Streamway Siege decision set off, as the move log words it
// (StreamwaySiegeBoardPresenter::decisionOutcome from the engine's record of
// the landing chain): on hand-built positions a man climbs a ladder, slides
// down a snake, bumps another man, sends one back to the reserve and is
// thrown by a monster; teams counted from 1; German German; and a logged game
// shows the words in its move log.
#include "board_presenter.h"
#include "db/database.h"
#include "db/game_logger.h"
#include "db/game_store.h"
#include "engine/decision.h"
#include "engine/state.h"
#include "move_log_model.h"
#include "rulesets/streamway_siege/streamway_siege_board_presenter.h"
#include "sim/game_record.h"
#include "streamway_siege_test_support.h"
#include "test_registry.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using pb::gui::StreamwaySiegeBoardPresenter;

class TestStreamwaySiegeDecisionOutcome : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void aManClimbsALadder();
    void aSnakeCarriesAManDown();
    void aManBumpsAnotherAndAMonsterThrowsOne();
    void aBumpSendsAManBackToTheReserve();
    void germanWords();
    void theMoveLogShowsWhatEachDecisionSetOff();

private:
    // Plays `decision` on `state` and returns what it set off, as the log words it.
    QString play(std::unique_ptr<pb::State>& state, const nlohmann::json& decision);
    bool use(const QString& code);
    QTranslator translator_;
    StreamwaySiegeBoardPresenter presenter_;
};

bool TestStreamwaySiegeDecisionOutcome::use(const QString& code) {
    QCoreApplication::removeTranslator(&translator_);
    if (!translator_.load(QStringLiteral(":/i18n/playbench_") + code + QStringLiteral(".qm")))
        return false;
    return QCoreApplication::installTranslator(&translator_);
}

void TestStreamwaySiegeDecisionOutcome::init() {
    QVERIFY(use(QStringLiteral("en")));
}

void TestStreamwaySiegeDecisionOutcome::cleanup() {
    QCoreApplication::removeTranslator(&translator_);
}

QString TestStreamwaySiegeDecisionOutcome::play(std::unique_ptr<pb::State>& state,
                                                const nlohmann::json& decision) {
    const pb::Decision d = state->decisionFromJson(decision);
    if (!state->isLegal(d))
        return QStringLiteral("illegal: ") + QString::fromStdString(decision.dump());
    std::unique_ptr<pb::State> after = state->clone();
    after->applyUnchecked(d);
    const QString outcome = presenter_.decisionOutcome(*state, d, *after);
    state = std::move(after);
    return outcome;
}

// The die takes team 1's man to a ladder's bottom; the choice to climb is its
// own decision, and its own log row says where the ladder took him.
void TestStreamwaySiegeDecisionOutcome::aManClimbsALadder() {
    // A ladder's bottom is downstream of its top: climbing takes him back
    // toward step 1, away from the end.
    SS_STATE(s, sstest::Position()
                    .board(30, 6, nlohmann::json::array(), {{15, 4}})
                    .man(0, 12)
                    .man(3, 2)
                    .dice({3}));
    QCOMPARE(play(s, sstest::die(3, 12)),
             QStringLiteral("team 1's man moves from step 12 to step 15"));
    QCOMPARE(play(s, sstest::ladder(true)),
             QStringLiteral("team 1's man climbs ladder 1 from step 15 to step 4"));
    QCOMPARE(sstest::manStep(*s, 0), 4);
}

void TestStreamwaySiegeDecisionOutcome::aSnakeCarriesAManDown() {
    SS_STATE(s, sstest::Position().board(30, 6, {{10, 20}}).man(0, 6).man(3, 25).dice({4}));
    QCOMPARE(play(s, sstest::die(4, 6)),
             QStringLiteral("team 1's man moves from step 6 to step 10; "
                            "team 1's man slides down snake 1 from step 10 to step 20"));
}

// A man landing on another team's man bumps him a full die upstream; a monster
// next to where a man lands throws him a full die downstream.
void TestStreamwaySiegeDecisionOutcome::aManBumpsAnotherAndAMonsterThrowsOne() {
    SS_STATE(s, sstest::Position().man(0, 8).man(3, 12).dice({4}));
    QCOMPARE(play(s, sstest::die(4, 8)),
             QStringLiteral("team 1's man moves from step 8 to step 12; "
                            "team 1's man bumps team 2's man from step 12 back to step 6"));

    SS_STATE(t, sstest::Position().man(0, 10).man(3, 2).monster(15).dice({4}));
    const QString thrown = play(t, sstest::die(4, 10));
    QVERIFY2(thrown.startsWith(QStringLiteral("team 1's man moves from step 10 to step 14; "
                                              "a monster throws team 1's man from step 14 "
                                              "to step 21")),
             qPrintable(thrown));
}

// Bumped upstream past step 1, a man goes back to his team's reserve.
void TestStreamwaySiegeDecisionOutcome::aBumpSendsAManBackToTheReserve() {
    SS_STATE(s, sstest::Position().man(0, 1).man(3, 4).dice({3}));
    QCOMPARE(play(s, sstest::die(3, 1)),
             QStringLiteral("team 1's man moves from step 1 to step 4; "
                            "team 1's man bumps team 2's man off step 4 back to the reserve"));
    QCOMPARE(sstest::manStatus(*s, 3), std::string("reserve"));
    // A decision that moves no piece sets off nothing to tell.
    SS_STATE(r, sstest::Position().man(0, 1).dice({3}, "roll").wave(2));
    QCOMPARE(play(r, sstest::roll(5)), QString());
}

void TestStreamwaySiegeDecisionOutcome::germanWords() {
    QVERIFY(use(QStringLiteral("de")));
    SS_STATE(
        s, sstest::Position().board(30, 6, {{10, 20}}, {{15, 4}}).man(0, 12).man(3, 15).dice({3}));
    QCOMPARE(play(s, sstest::die(3, 12)),
             QStringLiteral("Figur von Team 1 zieht von Feld 12 auf Feld 15; "
                            "Figur von Team 1 schlägt Figur von Team 2 von Feld 15 zurück auf "
                            "Feld 9"));
    QCOMPARE(play(s, sstest::ladder(true)),
             QStringLiteral("Figur von Team 1 steigt Leiter 1 von Feld 15 auf Feld 4 hinauf"));
    QCOMPARE(StreamwaySiegeBoardPresenter::teamLabel(0, 1), QStringLiteral("Team 1 (P1)"));
}

// The log of a stored game reads each decision's consequences from a replay.
void TestStreamwaySiegeDecisionOutcome::theMoveLogShowsWhatEachDecisionSetOff() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    pb::db::Database db(dir.filePath(QStringLiteral("log.sqlite")));
    SS_STATE(s, sstest::Position()
                    .board(30, 6, nlohmann::json::array(), {{15, 4}})
                    .man(0, 12)
                    .man(3, 2)
                    .dice({3}));
    pb::db::GameStore store(db);
    pb::db::GameLogger logger(store, *s, {QStringLiteral("human"), QStringLiteral("human")}, 1);
    for (const nlohmann::json& decision : {sstest::die(3, 12), sstest::ladder(true)}) {
        const int actor = s->currentActor();
        const pb::Decision d = s->decisionFromJson(decision);
        s->applyUnchecked(d);
        logger.log(*s, pb::RecordedDecision{actor, d, s->hash()});
    }
    pb::gui::MoveLogModel log;
    log.load(&db, logger.gameId());
    QCOMPARE(log.count(), 2);
    const int outcome = pb::gui::MoveLogModel::OutcomeRole;
    QCOMPARE(log.data(log.index(0), outcome).toString(),
             QStringLiteral("team 1's man moves from step 12 to step 15"));
    QCOMPARE(log.data(log.index(1), outcome).toString(),
             QStringLiteral("team 1's man climbs ladder 1 from step 15 to step 4"));
    QCOMPARE(log.data(log.index(1), pb::gui::MoveLogModel::TextRole).toString(),
             QStringLiteral("take the ladder"));
}

PLAYBENCH_TEST_GUILESS_MAIN(TestStreamwaySiegeDecisionOutcome)

#include "test_streamway_siege_decision_outcome.moc"
