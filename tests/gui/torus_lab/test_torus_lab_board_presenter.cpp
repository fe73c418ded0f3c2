// TorusLabBoardPresenter on hand-built Torus Lab positions: what describe()
// shows, that another seat's hidden cards never reach it, and which target of
// the view every legal decision acts on.
#include "board_presenter.h"
#include "board_tiles_model.h"
#include "engine/decision.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_parameter_names.h"
#include "games/torus_lab/torus_lab_ruleset.h"
#include "games/torus_lab/torus_lab_state.h"
#include "rulesets/torus_lab/torus_lab_board_presenter.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>
#include <map>
#include <vector>

using pb::gui::TorusLabBoardPresenter;
using tltest::Position;
using namespace pb::torus_lab;
namespace param = pb::torus_lab::param;

namespace {

QVariantMap at(const QVariant& list, int index) {
    return list.toList().at(index).toMap();
}

// The suits of a describe() hand's face-up cards, in order, and its backs as "?".
QStringList handSuits(const QVariantMap& player) {
    QStringList suits;
    for (const QVariant& card : player.value("cards").toList()) {
        const QVariantMap c = card.toMap();
        suits.append(c.value("faceUp").toBool() ? c.value("suit").toString() : QStringLiteral("?"));
    }
    return suits;
}

// Every click target describe() offers: spaces, codes and face-up hand cards.
QSet<int> describedTargets(const QVariantMap& board) {
    QSet<int> targets;
    for (const char* key : {"spaces", "codes"})
        for (const QVariant& item : board.value(key).toList())
            targets.insert(item.toMap().value("target").toInt());
    for (const QVariant& player : board.value("players").toList())
        for (const QVariant& card : player.toMap().value("cards").toList())
            if (card.toMap().value("target").toInt() >= 0)
                targets.insert(card.toMap().value("target").toInt());
    return targets;
}

// A set-up whose deck holds 26 hearts of one card type, "Phoenix", rank 7,
// and the other suits as two standard decks (13 ranks, two copies each).
nlohmann::json phoenixSetup() {
    nlohmann::json cards = nlohmann::json::array();
    cards.push_back({{"name", "Phoenix"}, {"suit", "hearts"}, {"rank", "7"}, {"count", 26}});
    const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
    for (const char* suit : {"clubs", "diamonds", "spades"})
        for (const char* rank : ranks)
            cards.push_back({{"name", std::string(rank) + " of " + suit},
                             {"suit", suit},
                             {"rank", rank},
                             {"count", 2}});
    return {{"deck", {{"attributes", {"suit", "rank"}}, {"cards", cards}}}};
}

std::vector<pb::Decision> legal(const pb::State& state) {
    std::vector<pb::Decision> out;
    state.legalDecisions(out);
    return out;
}

// Two seats in the middle of a game: P2 holds four cards and has shown one club.
Position midGame() {
    // emptyStackLoss=never keeps the game going with space 5 empty.
    return Position(2)
        .param(param::kEmptyStackLoss, "never")
        .hand(0, "hearts", 2)
        .shown(0, "hearts", 0)
        .hand(0, "diamonds", 1)
        .hand(1, "clubs", 3)
        .shown(1, "clubs", 1)
        .hand(1, "spades", 1)
        .pawn(1, 3)
        .particles(4, 3)
        .stack(2, 7, "clubs")
        .stack(5, 0, nullptr)
        .codes({"spades"})
        .turn(4);
}

} // namespace

class TestTorusLabBoardPresenter : public QObject {
    Q_OBJECT

private slots:
    void factoryMakesTheTorusLabPresenter() {
        const auto presenter = pb::gui::makeBoardPresenter("torus-lab");
        QVERIFY(presenter);
        QCOMPARE(pb::gui::boardViewOf("torus-lab"),
                 QStringLiteral("qrc:/qt/qml/Playbench/boards/torus_lab/TorusLabBoardView.qml"));
    }

    void showLeavesTheTilesEmpty() {
        TL_STATE(state, midGame());
        pb::gui::BoardTilesModel tiles;
        tiles.setBoard(2, {1, 2, 3, 4});
        TorusLabBoardPresenter().show(*state, tiles);
        QCOMPARE(tiles.rowCount(), 0);
    }

    void describeShowsTheRing() {
        TL_STATE(state, midGame());
        const QVariantMap board = TorusLabBoardPresenter().describe(*state, -1);
        const QVariantList spaces = board.value("spaces").toList();
        QCOMPARE(spaces.size(), 6);
        for (int i = 0; i < 6; ++i) {
            QCOMPARE(at(spaces, i).value("number").toInt(), i + 1);
            QCOMPARE(at(spaces, i).value("target").toInt(), i);
            QCOMPARE(at(spaces, i).value("cap").toInt(), 6);
        }
        QCOMPARE(at(spaces, 0).value("cards").toInt(), 10);
        QCOMPARE(at(spaces, 0).value("top").toMap().value("suit").toString(),
                 QStringLiteral("hearts"));
        QCOMPARE(at(spaces, 1).value("cards").toInt(), 7);
        QCOMPARE(at(spaces, 1).value("top").toMap().value("suit").toString(),
                 QStringLiteral("clubs"));
        QCOMPARE(at(spaces, 1).value("top").toMap().value("symbol").toString(),
                 QStringLiteral("\u2663"));
        QCOMPARE(at(spaces, 4).value("cards").toInt(), 0);
        QVERIFY(at(spaces, 4).value("top").toMap().isEmpty());
        QCOMPARE(at(spaces, 0).value("particles").toInt(), 0);
        QCOMPARE(at(spaces, 3).value("particles").toInt(), 3);
        QCOMPARE(at(spaces, 5).value("particles").toInt(), 1);
        QCOMPARE(at(spaces, 0).value("pawns").toStringList(), QStringList{"P1"});
        QCOMPARE(at(spaces, 2).value("pawns").toStringList(), QStringList{"P2"});
        QCOMPARE(at(spaces, 2).value("pawnSeats").toList(), QVariantList{1});
        QVERIFY(at(spaces, 1).value("pawns").toStringList().isEmpty());
    }

    void describeShowsCodesTurnAndPrompt() {
        TL_STATE(state, midGame());
        const QVariantMap board = TorusLabBoardPresenter().describe(*state, -1);
        const QVariantList codes = board.value("codes").toList();
        QCOMPARE(codes.size(), 4);
        for (int suit = 0; suit < 4; ++suit) {
            QCOMPARE(at(codes, suit).value("suit").toString(),
                     QString::fromLatin1(kSuitNames[suit].data()));
            QCOMPARE(at(codes, suit).value("entered").toBool(), suit == kSpades);
            QCOMPARE(at(codes, suit).value("target").toInt(),
                     TorusLabBoardPresenter::codeTarget(suit));
        }
        QCOMPARE(board.value("codesEntered").toInt(), 1);
        QCOMPARE(board.value("codesToWin").toInt(), 4);
        QCOMPARE(board.value("codeSize").toInt(), 5);
        QCOMPARE(board.value("turn").toInt(), 4);
        QCOMPARE(board.value("phase").toString(), QStringLiteral("action"));
        QCOMPARE(board.value("die").toInt(), 0);
        QVERIFY(!board.value("over").toBool());
        QVERIFY2(board.value("prompt").toString().startsWith("P1:"),
                 qPrintable(board.value("prompt").toString()));
    }

    void everyHandIsOpenToTheTable() {
        TL_STATE(state, midGame());
        const QVariantMap board = TorusLabBoardPresenter().describe(*state, -1);
        QCOMPARE(board.value("viewerSeat").toInt(), -1);
        const QVariantMap p1 = at(board.value("players"), 0);
        const QVariantMap p2 = at(board.value("players"), 1);
        QCOMPARE(handSuits(p1), (QStringList{"hearts", "hearts", "diamonds"}));
        QCOMPARE(handSuits(p2), (QStringList{"clubs", "clubs", "clubs", "spades"}));
        QVERIFY(p2.value("handOpen").toBool());
        QCOMPARE(p2.value("hiddenCount").toInt(), 0);
        QCOMPARE(p1.value("label").toString(), QStringLiteral("P1"));
        QCOMPARE(p1.value("limit").toInt(), 6);
        QCOMPARE(p1.value("handLimit").toInt(), 6);
        QVERIFY(p1.value("current").toBool());
        QVERIFY(p1.value("acting").toBool());
        QVERIFY(!p2.value("current").toBool());
        // Each card carries its seat's target for its suit.
        QCOMPARE(at(p2.value("cards"), 3).value("target").toInt(),
                 TorusLabBoardPresenter::handTarget(1, kSpades));
    }

    void anotherSeatsHiddenCardsNeverLeak() {
        TL_STATE(state, midGame());
        const QVariantMap board = TorusLabBoardPresenter().describe(*state, 0);
        QCOMPARE(board.value("viewerSeat").toInt(), 0);
        const QVariantMap own = at(board.value("players"), 0);
        const QVariantMap other = at(board.value("players"), 1);
        QCOMPARE(handSuits(own), (QStringList{"hearts", "hearts", "diamonds"}));
        // P2's club was shown to the table; its other three cards are backs only.
        QVERIFY(!other.value("handOpen").toBool());
        QCOMPARE(other.value("handCount").toInt(), 4);
        QCOMPARE(other.value("hiddenCount").toInt(), 3);
        QCOMPARE(handSuits(other), (QStringList{"clubs", "?", "?", "?"}));
        for (const QVariant& card : other.value("cards").toList()) {
            const QVariantMap c = card.toMap();
            if (!c.value("faceUp").toBool()) {
                QCOMPARE(c.value("target").toInt(), -1);
                QVERIFY(c.value("suit").toString().isEmpty());
                QVERIFY(c.value("symbol").toString().isEmpty());
            }
        }
        // The spade appears nowhere in what seat 0 is given.
        const QString otherText =
            QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(other)).toJson());
        QVERIFY2(!otherText.contains("spade") && !otherText.contains(QChar(0x2660)),
                 qPrintable(otherText));

        // And the other way round: seat 1 sees none of P1's unshown cards.
        const QVariantMap fromP2 = TorusLabBoardPresenter().describe(*state, 1);
        QCOMPARE(handSuits(at(fromP2.value("players"), 0)), (QStringList{"?", "?", "?"}));
        QCOMPARE(handSuits(at(fromP2.value("players"), 1)),
                 (QStringList{"clubs", "clubs", "clubs", "spades"}));
    }

    void faceUpCardsCarryTheDecksNames() {
        TL_STATE(state, midGame());
        TorusLabBoardPresenter presenter;
        presenter.setSetup(phoenixSetup());
        const QVariantMap board = presenter.describe(*state, 0);
        const QVariantMap own = at(board.value("players"), 0);
        // Every heart of this deck is a Phoenix: the card says so.
        const QVariantMap heart = at(own.value("cards"), 0);
        QCOMPARE(heart.value("suit").toString(), QStringLiteral("hearts"));
        QCOMPARE(heart.value("title").toString(), QStringLiteral("Phoenix (7 of hearts)"));
        QCOMPARE(heart.value("kinds").toStringList(), QStringList{"Phoenix (7 of hearts)"});
        QCOMPARE(at(board.value("spaces"), 0).value("top").toMap().value("title").toString(),
                 QStringLiteral("Phoenix (7 of hearts)"));
        // A diamond may be any of thirteen: no title, the kinds it may be.
        const QVariantMap diamond = at(own.value("cards"), 2);
        QVERIFY(diamond.value("title").toString().isEmpty());
        QCOMPARE(diamond.value("kinds").toStringList().size(), 13);
        QCOMPARE(diamond.value("kinds").toStringList().front(), QStringLiteral("A of diamonds"));
        // Hidden cards stay nameless.
        for (const QVariant& card : at(board.value("players"), 1).value("cards").toList())
            if (!card.toMap().value("faceUp").toBool()) {
                QVERIFY(card.toMap().value("title").toString().isEmpty());
                QVERIFY(card.toMap().value("kinds").toStringList().isEmpty());
            }
        // A deck that no longer matches the game's suit counts names nothing.
        nlohmann::json changed = phoenixSetup();
        changed["deck"]["cards"][0]["count"] = 20;
        presenter.setSetup(changed);
        const QVariantMap stale = presenter.describe(*state, 0);
        QVERIFY(at(at(stale.value("players"), 0).value("cards"), 0)
                    .value("title")
                    .toString()
                    .isEmpty());
    }

    void actionStepTargets() {
        // Seat 0 on space 1 (no particles) with a full heart code, a diamond and a
        // spade: seven cards, within a hand limit of 8.
        TL_STATE(state, Position(2)
                            .param(param::kHandLimit, 8)
                            .limit(0, 8)
                            .hand(0, "hearts", 5)
                            .hand(0, "diamonds", 1)
                            .hand(0, "spades", 1));
        const TorusLabBoardPresenter presenter;
        const QSet<int> offered = describedTargets(presenter.describe(*state, 0));
        std::map<int, QSet<int>> targetsByKind;
        for (const pb::Decision& d : legal(*state)) {
            const int target = presenter.decisionSquare(*state, d);
            const QString text = QString::fromStdString(state->decisionToText(d));
            switch (d.kind) {
            case kCollectKind:
                QCOMPARE(target, TorusLabBoardPresenter::spaceTarget(0));
                break;
            case kEnterCodeKind:
                QCOMPARE(target, TorusLabBoardPresenter::codeTarget(d.a));
                QCOMPARE(d.a, static_cast<std::int16_t>(kHearts));
                break;
            case kSpendKind:
                QCOMPARE(target, TorusLabBoardPresenter::handTarget(0, d.a));
                break;
            case kGiveKind:
                QCOMPARE(target, TorusLabBoardPresenter::handTarget(0, d.b));
                break;
            case kMoveKind:
            case kEndTurnKind:
                QCOMPARE(target, -1);
                break;
            default:
                QFAIL(qPrintable("unexpected decision " + text));
            }
            if (target >= 0) {
                QVERIFY2(offered.contains(target), qPrintable(text + " acts on nothing drawn"));
                targetsByKind[d.kind].insert(target);
            }
        }
        // The three suits in hand are three distinct spend and give targets.
        QCOMPARE(targetsByKind[kGiveKind].size(), 3);
        QVERIFY(targetsByKind.count(kSpendKind));
        QVERIFY(targetsByKind.count(kEnterCodeKind));
        QVERIFY(targetsByKind.count(kCollectKind));
    }

    void moveTargetsAreTheReachableSpaces() {
        TL_STATE(state,
                 Position(2).phase("moveTo").field("die", 2).field("basicUsed", {{"move", 1}}));
        const TorusLabBoardPresenter presenter;
        QSet<int> targets;
        int moves = 0;
        for (const pb::Decision& d : legal(*state)) {
            if (d.kind != kMoveToKind) {
                QCOMPARE(presenter.decisionSquare(*state, d), -1);
                continue;
            }
            ++moves;
            QCOMPARE(presenter.decisionSquare(*state, d), static_cast<int>(d.a));
            targets.insert(presenter.decisionSquare(*state, d));
        }
        // From space 1 with a 2: spaces 5, 6, 1, 2 and 3, one target each.
        QCOMPARE(moves, 5);
        QCOMPARE(targets, (QSet<int>{4, 5, 0, 1, 2}));
        const QVariantMap board = presenter.describe(*state, 0);
        QCOMPARE(board.value("die").toInt(), 2);
        QVERIFY(board.value("prompt").toString().contains("2"));
    }

    void attemptActsOnThePawnsSpace() {
        TL_STATE(state, Position(2).pawn(0, 4).particles(4, 2));
        const TorusLabBoardPresenter presenter;
        bool sawAttempt = false;
        for (const pb::Decision& d : legal(*state))
            if (d.kind == kAttemptKind) {
                sawAttempt = true;
                QCOMPARE(presenter.decisionSquare(*state, d), 3);
            }
        QVERIFY(sawAttempt);
    }

    void discardActsOnTheDiscardingSeatsCards() {
        // P2 is over its limit of 3 on P1's turn: P2 discards.
        TL_STATE(state, Position(2).hand(1, "clubs", 3).hand(1, "hearts", 1).limit(1, 3));
        QCOMPARE(state->currentActor(), 1);
        const TorusLabBoardPresenter presenter;
        QSet<int> targets;
        for (const pb::Decision& d : legal(*state)) {
            QCOMPARE(d.kind, static_cast<std::uint16_t>(kDiscardKind));
            targets.insert(presenter.decisionSquare(*state, d));
        }
        QCOMPARE(targets, (QSet<int>{TorusLabBoardPresenter::handTarget(1, kClubs),
                                     TorusLabBoardPresenter::handTarget(1, kHearts)}));
        const QVariantMap board = presenter.describe(*state, 1);
        const QSet<int> offered = describedTargets(board);
        QVERIFY(offered.contains(targets));
        QVERIFY(at(board.value("players"), 1).value("acting").toBool());
        QVERIFY(board.value("prompt").toString().startsWith("P2"));
    }

    void chanceActsOnNothing() {
        TL_STATE(state, Position(2).phase("moveRoll").field("basicUsed", {{"move", 1}}));
        const TorusLabBoardPresenter presenter;
        std::vector<pb::ChanceOutcome> outcomes;
        state->chanceOutcomes(outcomes);
        QVERIFY(!outcomes.empty());
        for (const auto& outcome : outcomes)
            QCOMPARE(presenter.decisionSquare(*state, outcome.decision), -1);
    }

    void finishedGameShowsItsResult() {
        TL_STATE(state, Position()
                            .codes({"hearts", "clubs", "diamonds", "spades"})
                            .phase("over")
                            .field("result", "won"));
        const QVariantMap won = TorusLabBoardPresenter().describe(*state, -1);
        QVERIFY(won.value("over").toBool());
        QCOMPARE(won.value("result").toString(), QStringLiteral("won"));
        QCOMPARE(won.value("codesEntered").toInt(), 4);
        QVERIFY(!won.value("resultText").toString().isEmpty());

        TL_STATE(lost, Position()
                           .limit(1, 0)
                           .phase("over")
                           .field("result", "lost")
                           .field("cause", "handLimit")
                           .field("causeSeat", 1));
        const QVariantMap board = TorusLabBoardPresenter().describe(*lost, 0);
        QCOMPARE(board.value("result").toString(), QStringLiteral("lost"));
        QVERIFY2(board.value("resultText").toString().contains("P2"),
                 qPrintable(board.value("resultText").toString()));
    }

    void ringFollowsTheSpaceCount() {
        TL_STATE(state, Position(2).spaceCount(9));
        const QVariantMap board = TorusLabBoardPresenter().describe(*state, 0);
        QCOMPARE(board.value("spaces").toList().size(), 9);
        QCOMPARE(at(board.value("spaces"), 8).value("number").toInt(), 9);
    }

    // Over a game's history every face-up card is named as the printed card
    // the ledger follows (the engine plays suits): a deck of two heart types
    // shows which heart each is, the same names for the same seed and others
    // for another seed.
    void theHistoryNamesEveryFaceUpCard() {
        nlohmann::json setup = phoenixSetup();
        setup["deck"]["cards"][0]["count"] = 13; // 13 Phoenixes and the 13 hearts below
        const char* ranks[] = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};
        for (const char* rank : ranks)
            setup["deck"]["cards"].push_back({{"name", std::string(rank) + " of hearts"},
                                              {"suit", "hearts"},
                                              {"rank", rank},
                                              {"count", 1}});
        const auto game = pb::torus_lab::ruleset().makeGame(nlohmann::json::object(), 2);
        auto titlesAfter = [&](std::uint64_t seed) {
            std::vector<std::unique_ptr<pb::State>> states;
            states.push_back(game->newInitialState(seed, setup));
            pb::Rng rng(11);
            for (int i = 0; i < 40 && !states.back()->isTerminal(); ++i) {
                auto next = states.back()->clone();
                next->applyUnchecked(next->isChance() ? next->sampleChance(rng)
                                                      : next->sampleUniformLegal(rng));
                states.push_back(std::move(next));
            }
            pb::gui::StateHistory history;
            for (const auto& state : states)
                history.push_back(state.get());
            TorusLabBoardPresenter presenter;
            presenter.setSetup(setup);
            presenter.setSeed(seed);
            const QVariantMap board = presenter.describeHistory(history, -1);
            QStringList titles;
            int inHands = 0;
            for (const QVariant& player : board.value("players").toList())
                for (const QVariant& card : player.toMap().value("cards").toList()) {
                    const QVariantMap c = card.toMap();
                    // Named as one card type, not "one of" its suit's.
                    if (c.value("title").toString().isEmpty() ||
                        c.value("kinds").toStringList() != QStringList{c.value("title").toString()})
                        return QStringList{QStringLiteral("unnamed: ") +
                                           c.value("suit").toString()};
                    ++inHands;
                    titles.append(c.value("title").toString());
                }
            for (const QVariant& space : board.value("spaces").toList()) {
                const QVariantMap top = space.toMap().value("top").toMap();
                if (!top.isEmpty())
                    titles.append(top.value("title").toString());
            }
            return inHands > 0 ? titles : QStringList{QStringLiteral("no card in a hand")};
        };
        const QStringList five = titlesAfter(5);
        QVERIFY2(!five.isEmpty() && !five.front().startsWith(QStringLiteral("unnamed")) &&
                     !five.front().startsWith(QStringLiteral("no card")),
                 qPrintable(five.join(", ")));
        QVERIFY(!five.contains(QString()));
        QCOMPARE(titlesAfter(5), five);
        QVERIFY(titlesAfter(6) != five || titlesAfter(7) != five);
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestTorusLabBoardPresenter)
#include "test_torus_lab_board_presenter.moc"
