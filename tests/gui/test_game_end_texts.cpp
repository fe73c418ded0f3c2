// What the Playtest page says about the end of a game and about the players,
// from the rulesets' presenters, for every way a game of each ruleset ends:
// Stability's last homunculus standing (after a move onto a 0, a square
// lowered to 0, a stranding) and its turn limit; Torus Lab won, and lost to each
// of its causes; and every registered ruleset's random games to their end.
// Stability positions are played through the engine so that the history holds
// how a seat went out.

#include "board_presenter.h"
#include "board_tiles_model.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/registry.h"
#include "rulesets/stability/stability_board_presenter.h"
#include "rulesets/torus_lab/torus_lab_board_presenter.h"
#include "stability_test_support.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QRegularExpression>
#include <QTest>
#include <algorithm>
#include <memory>
#include <vector>

using pb::gui::StabilityBoardPresenter;
using pb::gui::StateHistory;
using pb::gui::TorusLabBoardPresenter;

namespace {

// A game played from a position, every state kept.
class Played {
public:
    explicit Played(std::unique_ptr<pb::State> start) { states_.push_back(std::move(start)); }

    pb::State& now() { return *states_.back(); }
    // Plays `decision` (the rules page's JSON); "" or why it was refused.
    std::string play(const nlohmann::json& decision) {
        std::unique_ptr<pb::State> next = now().clone();
        const std::string error = pbtest::tryPlay(*next, decision);
        if (error.empty())
            states_.push_back(std::move(next));
        return error;
    }
    // The seat to move plays a turn that changes no tile.
    std::string quietTurn() {
        std::unique_ptr<pb::State> next = now().clone();
        const std::string error = pbtest::playQuietTurn(*next);
        if (error.empty())
            states_.push_back(std::move(next));
        return error;
    }
    StateHistory history() const {
        StateHistory out;
        for (const auto& state : states_)
            out.push_back(state.get());
        return out;
    }

private:
    std::vector<std::unique_ptr<pb::State>> states_;
};

#define PLAY(game, decision)                                                                       \
    do {                                                                                           \
        const std::string playError_ = (game).play(decision);                                      \
        QVERIFY2(playError_.empty(), playError_.c_str());                                          \
    } while (false)
#define QUIET(game)                                                                                \
    do {                                                                                           \
        const std::string quietError_ = (game).quietTurn();                                        \
        QVERIFY2(quietError_.empty(), quietError_.c_str());                                        \
    } while (false)

QString consequence(pb::State& state, const nlohmann::json& decision) {
    return StabilityBoardPresenter().decisionConsequence(state, state.decisionFromJson(decision));
}

QVariantMap playerOf(const QVariantMap& panel, int seat) {
    return panel.value(QStringLiteral("players")).toList().at(seat).toMap();
}

QString torusLabEnd(const pb::State& state) {
    return TorusLabBoardPresenter().endText({&state});
}

} // namespace

class TestGameEndTexts : public QObject {
    Q_OBJECT

private slots:
    // Every registered ruleset (the tests' own too), not a list of them:
    // random games to their end each get an end text in words (no identifier
    // of the code).
    void everyRulesetWordsItsEnds() {
        static const QRegularExpression identifier(QStringLiteral("\\b[a-z]+[A-Z][A-Za-z]*\\b"));
        for (const pb::Ruleset* ruleset : pb::allRulesets()) {
            const std::string id(ruleset->id());
            const auto presenter = pb::gui::makeBoardPresenter(id);
            QVERIFY2(presenter, id.c_str());
            const auto game =
                ruleset->makeGame(nlohmann::json::object(),
                                  std::clamp(2, ruleset->minPlayers(), ruleset->maxPlayers()));
            pb::Rng rng(11);
            for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                std::vector<std::unique_ptr<pb::State>> states;
                states.push_back(game->newInitialState(seed));
                while (!states.back()->isTerminal()) {
                    std::unique_ptr<pb::State> next = states.back()->clone();
                    next->applyUnchecked(next->isChance() ? next->sampleChance(rng)
                                                          : next->sampleUniformLegal(rng));
                    states.push_back(std::move(next));
                }
                StateHistory history;
                for (const auto& state : states)
                    history.push_back(state.get());
                const QString text = presenter->endText(history);
                const QString where = QStringLiteral("%1, seed %2: \"%3\"")
                                          .arg(QString::fromStdString(id))
                                          .arg(seed)
                                          .arg(text);
                QVERIFY2(!text.trimmed().isEmpty(), qPrintable(where));
                QVERIFY2(!identifier.match(text).hasMatch(), qPrintable(where));
            }
        }
        // The tests' own ruleset is among them: the loop skips none.
        QVERIFY(pb::findRuleset("nim"));
    }
    void stabilityMoveOntoAZeroEliminates() {
        PB_STATE(start, pbtest::Position().tile(0, 0, 2).tile(0, 2, 0));
        Played game(std::move(start));
        // The list says what the move does before it is taken.
        QCOMPARE(consequence(game.now(), pbtest::move(0, 2)),
                 QStringLiteral("a 0: eliminates you unless you raise it this turn"));
        QCOMPARE(consequence(game.now(), pbtest::move(2, 0)), QString());
        PLAY(game, pbtest::move(0, 2));
        QCOMPARE(consequence(game.now(), pbtest::skip()), QStringLiteral("eliminates you"));
        QCOMPARE(consequence(game.now(), pbtest::afflict(0, 2, 1)), QString());
        PLAY(game, pbtest::skip());
        QVERIFY(!game.now().isTerminal());
        QUIET(game); // P2's turn passes to P1, who stands on a 0
        QVERIFY(game.now().isTerminal());

        const StabilityBoardPresenter presenter;
        QCOMPARE(presenter.endText(game.history()),
                 QStringLiteral("P2 wins as the last homunculus standing. P1 eliminated: moved "
                                "onto a 0 at C1."));
        const QVariantMap panel = presenter.playerPanel(game.history(), -1);
        QVERIFY(playerOf(panel, 0).value(QStringLiteral("out")).toBool());
        QCOMPARE(playerOf(panel, 0).value(QStringLiteral("outText")).toString(),
                 QStringLiteral("eliminated: moved onto a 0 at C1"));
        QVERIFY(!playerOf(panel, 1).value(QStringLiteral("out")).toBool());
        // The board marks where P1 went out.
        pb::gui::BoardTilesModel tiles;
        presenter.show(game.now(), tiles);
        presenter.markHistory(game.history(), tiles);
        QCOMPARE(tiles.data(tiles.index(2), pb::gui::BoardTilesModel::FallenRole).toString(),
                 QStringLiteral("P1"));
        QCOMPARE(tiles.data(tiles.index(0), pb::gui::BoardTilesModel::FallenRole).toString(),
                 QString());
    }

    void stabilityLoweringTheOwnSquareToZeroEliminates() {
        PB_STATE(start, pbtest::Position().tile(0, 0, 2).tile(0, 2, 1));
        Played game(std::move(start));
        PLAY(game, pbtest::move(0, 2));
        QCOMPARE(consequence(game.now(), pbtest::afflict(0, 2, -1)),
                 QStringLiteral("eliminates you"));
        PLAY(game, pbtest::afflict(0, 2, -1));
        QUIET(game);
        QVERIFY(game.now().isTerminal());
        QCOMPARE(StabilityBoardPresenter().endText(game.history()),
                 QStringLiteral("P2 wins as the last homunculus standing. P1 eliminated: lowered "
                                "its own square C1 to 0."));
    }

    void stabilityStrandingEliminates() {
        // P1 on a 9 in the middle of the board: every move leaves it.
        PB_STATE(start, pbtest::Position().at(0, 5, 5).tile(5, 5, 9).current(1));
        Played game(std::move(start));
        QUIET(game);
        QVERIFY(game.now().isTerminal());
        QCOMPARE(StabilityBoardPresenter().endText(game.history()),
                 QStringLiteral("P2 wins as the last homunculus standing. P1 eliminated: "
                                "stranded at F6 with no legal move."));
    }

    // A move onto a square no move leaves is marked in the decision list before
    // it is taken, and so is the end of the turn that leaves the seat there.
    void stabilityStrandingIsWarned() {
        PB_STATE(start, pbtest::Position().at(0, 5, 3).tile(5, 3, 2).tile(5, 5, 9));
        Played game(std::move(start));
        const QString stranded =
            QStringLiteral("strands you: no move from F6 unless the board changes before your "
                           "next turn");
        QCOMPARE(consequence(game.now(), pbtest::move(5, 5)), stranded);
        QCOMPARE(consequence(game.now(), pbtest::move(5, 1)), QString());
        PLAY(game, pbtest::move(5, 5));
        QCOMPARE(consequence(game.now(), pbtest::skip()), stranded);
        PLAY(game, pbtest::skip());
        QUIET(game); // P2's turn passes to P1, who has no move
        QVERIFY(game.now().isTerminal());
        QCOMPARE(StabilityBoardPresenter().endText(game.history()),
                 QStringLiteral("P2 wins as the last homunculus standing. P1 eliminated: "
                                "stranded at F6 with no legal move."));
    }

    void stabilityTurnLimitIsADraw() {
        PB_STATE(start, pbtest::Position(3).param("maxTurns", 2).tile(0, 9, 0).current(1));
        Played game(std::move(start));
        QUIET(game); // P2; the turn passes to P3 on a 0, then to P1
        QVERIFY(!game.now().isTerminal());
        QUIET(game); // P1: the second turn, the limit
        QVERIFY(game.now().isTerminal());
        QCOMPARE(StabilityBoardPresenter().endText(game.history()),
                 QStringLiteral("The turn limit (2) was reached: a draw between P1, P2, still "
                                "standing. P3 eliminated: stood on a 0 at J1."));
    }

    void stabilityPanelShowsPcAndSquares() {
        PB_STATE(start, pbtest::Position().pc(0, 4).param("permeationThreshold", 3));
        const Played game(std::move(start));
        const QVariantMap panel = StabilityBoardPresenter().playerPanel(game.history(), 0);
        QCOMPARE(panel.value(QStringLiteral("summary")).toString(), QStringLiteral("Turn 1"));
        const QVariantMap p1 = playerOf(panel, 0);
        QCOMPARE(p1.value(QStringLiteral("label")).toString(), QStringLiteral("P1"));
        QVERIFY(p1.value(QStringLiteral("toMove")).toBool());
        QCOMPARE(p1.value(QStringLiteral("facts")).toStringList(),
                 QStringList({QStringLiteral("PC 4 of 9 · permeates from 3"),
                              QStringLiteral("on A1, a 5")}));
        QVERIFY(!playerOf(panel, 1).value(QStringLiteral("toMove")).toBool());
    }

    void torusLabWon() {
        TL_STATE(state, tltest::Position()
                            .codes({"hearts", "clubs", "diamonds", "spades"})
                            .phase("over")
                            .field("result", "won"));
        QCOMPARE(torusLabEnd(*state),
                 QStringLiteral("The team won: 4 of the 4 codes needed are entered."));
    }

    void torusLabLostToAHandLimit() {
        TL_STATE(state, tltest::Position()
                            .limit(1, 0)
                            .phase("over")
                            .field("result", "lost")
                            .field("cause", "handLimit")
                            .field("causeSeat", 1));
        QCOMPARE(torusLabEnd(*state), QStringLiteral("The team lost: P2's hand limit fell to 0."));
    }

    void torusLabLostForRoom() {
        // Under noRoomLoss=boardFull that loss needs every space full (T4.7).
        tltest::Position full;
        for (int space = 1; space <= 6; ++space)
            full.particles(space, 6);
        TL_STATE(state, full.phase("over")
                            .field("result", "lost")
                            .field("cause", "noRoom")
                            .field("causeSeat", 0));
        QCOMPARE(torusLabEnd(*state),
                 QStringLiteral("The team lost: particles had to emerge and the board had no "
                                "room left for them."));
    }

    void torusLabLostToAnEmptyStack() {
        TL_STATE(state, tltest::Position()
                            .stack(2, 0, nullptr)
                            .phase("over")
                            .field("result", "lost")
                            .field("cause", "emptyStack")
                            .field("causeSeat", 0));
        QCOMPARE(torusLabEnd(*state), QStringLiteral("The team lost: a space ran out of cards."));
    }

    void torusLabLostToTheTurnLimit() {
        TL_STATE(state, tltest::Position()
                            .param("maxTurns", 30)
                            .turn(30)
                            .phase("over")
                            .field("result", "lost")
                            .field("cause", "turnLimit")
                            .field("causeSeat", 0));
        QCOMPARE(torusLabEnd(*state),
                 QStringLiteral("The team lost: the turn limit (30) was reached before the codes "
                                "were entered."));
    }

    void torusLabPanelShowsHandsAgainstLimitsAndCodes() {
        TL_STATE(state, tltest::Position(2)
                            .hand(0, "hearts", 2)
                            .hand(1, "clubs", 3)
                            .limit(1, 2)
                            .codes({"spades"}));
        const QVariantMap panel = TorusLabBoardPresenter().playerPanel({state.get()}, 0);
        QCOMPARE(panel.value(QStringLiteral("summary")).toString(),
                 QStringLiteral("Codes: 1 of 4 entered (spades)"));
        QCOMPARE(playerOf(panel, 0).value(QStringLiteral("facts")).toStringList().first(),
                 QStringLiteral("hand 2 of limit 6"));
        QCOMPARE(playerOf(panel, 1).value(QStringLiteral("facts")).toStringList().first(),
                 QStringLiteral("hand 3 of limit 2: over the limit"));
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestGameEndTexts)
#include "test_game_end_texts.moc"
