// ButterflyEffectBoardPresenter on hand-built Butterfly Effect positions: the
// two eras, cities and ripples describe() shows, that the other seat's hand
// never reaches it, the battle with both rolls, the target of every legal
// decision, the ways to lay a pattern, and its decision texts (English as the
// engine's, German translated) and words.
#include "board_presenter.h"
#include "butterfly_effect_test_support.h"
#include "engine/decision.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/butterfly_effect/butterfly_effect_state.h"
#include "games/registry.h"
#include "ruleset_ui.h"
#include "rulesets/butterfly_effect/butterfly_effect_board_presenter.h"
#include "test_registry.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <vector>

using pb::gui::ButterflyEffectBoardPresenter;
using P = ButterflyEffectBoardPresenter;
using namespace betest;
namespace param = pb::butterfly_effect::param;

namespace {

QVariantMap at(const QVariant& list, int index) {
    return list.toList().at(index).toMap();
}

QVariantMap squareOf(const QVariantMap& board, int era, int row, int col) {
    const int size = board.value("size").toInt();
    return at(at(board.value("eras"), era).value("squares"), row * size + col);
}

// Every click target describe() draws: squares, era titles, species,
// face-up hand cards, attached cards and pattern choices.
QSet<int> describedTargets(const QVariantMap& board) {
    QSet<int> targets;
    for (const QVariant& era : board.value("eras").toList()) {
        targets.insert(era.toMap().value("target").toInt());
        for (const QVariant& sq : era.toMap().value("squares").toList())
            targets.insert(sq.toMap().value("target").toInt());
    }
    for (const QVariant& sp : board.value("species").toList()) {
        targets.insert(sp.toMap().value("target").toInt());
        for (const QVariant& card : sp.toMap().value("attached").toList())
            targets.insert(card.toMap().value("target").toInt());
    }
    for (const QVariant& player : board.value("players").toList())
        for (const QVariant& card : player.toMap().value("cards").toList())
            if (card.toMap().value("target").toInt() >= 0)
                targets.insert(card.toMap().value("target").toInt());
    for (const QVariant& choice : board.value("patternChoices").toList())
        targets.insert(choice.toMap().value("target").toInt());
    return targets;
}

std::vector<pb::Decision> legal(const pb::State& state) {
    std::vector<pb::Decision> out;
    state.legalDecisions(out);
    return out;
}

int target(const pb::State& s, const json& decision) {
    return P().decisionSquare(s, s.decisionFromJson(decision));
}

} // namespace

class TestButterflyEffectBoardPresenter : public QObject {
    Q_OBJECT

private slots:
    void theRulesetHasItsOwnViewAndPresenter();
    void bothErasShowPiecesGreenSpotsAndCities();
    void theOtherSeatsHandIsCardBacks();
    void aPendingReproductionRipplesIntoThePresent();
    void placingClicksTheCardTheEraAndTheSquare();
    void aBattleShowsBothRollsAndStaysAsTheLastBattle();
    void stealingClicksTheAttachedCard();
    void everyLegalDecisionOfRandomGamesHasADrawnTarget();
    void patternChoicesCoverWhatTheReproductionFills();
    void englishDecisionTextsAreTheEnginesWordForWord();
    void germanDecisionTextsAndWords();

private:
    bool use(const QString& code);
    QTranslator translator_;
};

bool TestButterflyEffectBoardPresenter::use(const QString& code) {
    QCoreApplication::removeTranslator(&translator_);
    if (!translator_.load(QStringLiteral(":/i18n/playbench_") + code + QStringLiteral(".qm")))
        return false;
    return QCoreApplication::installTranslator(&translator_);
}

void TestButterflyEffectBoardPresenter::theRulesetHasItsOwnViewAndPresenter() {
    QVERIFY(pb::gui::boardViewOf("butterfly-effect")
                .endsWith(QStringLiteral("boards/butterfly_effect/ButterflyEffectBoardView.qml")));
    const auto presenter = pb::gui::makeBoardPresenter("butterfly-effect");
    QVERIFY(dynamic_cast<ButterflyEffectBoardPresenter*>(presenter.get()));
    const pb::gui::RulesetUi* ui = pb::gui::findRulesetUi("butterfly-effect");
    QVERIFY(ui);
    // Every parameter, option and counter has words (test_ruleset_workbench);
    // here the counters worded from their patterns.
    QCOMPARE(ui->counterDescription("battle.pairWon.2x3"),
             QStringLiteral("Battles won by own species 2 attacking enemy species 3"));
    QCOMPARE(ui->counterDescription("city.held.present.4"),
             QStringLiteral("Turn ends holding city 4 of the present"));
    QCOMPARE(ui->counterDescription("evolve.stolen.card12"),
             QStringLiteral("Evolution card 12 stolen"));
}

void TestButterflyEffectBoardPresenter::bothErasShowPiecesGreenSpotsAndCities() {
    BE_STATE(s, Position()
                    .handSpecies(0, 0, 1)
                    .piece("past", 2, 3, kHawk)
                    .piece("present", 4, 4, kWheat)
                    .piece("present", 4, 1, kLion)
                    .streak(1, 2));
    const QVariantMap board = P().describe(*s, -1);
    QCOMPARE(board.value("size").toInt(), 9);
    QCOMPARE(board.value("eras").toList().size(), 2);
    const QVariantMap hawk = squareOf(board, 0, 2, 3);
    QCOMPARE(hawk.value("species").toInt(), int(kHawk));
    QCOMPARE(hawk.value("seat").toInt(), 0);
    QCOMPARE(hawk.value("target").toInt(), P::squareTarget(0, 2 * 9 + 3));
    QCOMPARE(hawk.value("name").toString(), QStringLiteral("D3"));
    // The same square of the present is empty: the eras are separate boards.
    QCOMPARE(squareOf(board, 1, 2, 3).value("species").toInt(), -1);
    // Green spots: rows 0 and 8 at even columns; cities on the middle row.
    QVERIFY(squareOf(board, 1, 0, 0).value("green").toBool());
    QVERIFY(!squareOf(board, 1, 0, 1).value("green").toBool());
    QCOMPARE(squareOf(board, 1, 4, 1).value("city").toInt(), 1);
    QCOMPARE(squareOf(board, 1, 4, 4).value("city").toInt(), 2);
    QCOMPARE(squareOf(board, 0, 4, 7).value("city").toInt(), 3);
    // Who holds each city, and for how many turn ends (the holder's streak).
    QCOMPARE(squareOf(board, 1, 4, 4).value("holder").toInt(), 1);
    QCOMPARE(squareOf(board, 1, 4, 1).value("holder").toInt(), 0);
    QCOMPARE(squareOf(board, 0, 4, 4).value("holder").toInt(), -1);
    const QVariantList cities = board.value("cities").toList();
    QCOMPARE(cities.size(), 6);
    bool found = false;
    for (const QVariant& c : cities) {
        const QVariantMap city = c.toMap();
        if (city.value("era").toInt() == 1 && city.value("number").toInt() == 2) {
            found = true;
            QCOMPARE(city.value("holderLabel").toString(), QStringLiteral("P2"));
            QCOMPARE(city.value("turnEnds").toInt(), 2);
        }
    }
    QVERIFY(found);
    QCOMPARE(board.value("holdTurnEnds").toInt(), 3);
    // The species mat: six species, the Hawk with its pattern and one piece in the past.
    const QVariantMap hawkCard = at(board.value("species"), kHawk);
    QCOMPARE(hawkCard.value("name").toString(), QStringLiteral("Hawk"));
    QCOMPARE(hawkCard.value("pattern").toStringList(),
             QStringList({QStringLiteral("X."), QStringLiteral("XX")}));
    QCOMPARE(hawkCard.value("piecesPast").toInt(), 1);
    QCOMPARE(hawkCard.value("piecesPresent").toInt(), 0);
    QCOMPARE(hawkCard.value("strength").toInt(), 2);
}

void TestButterflyEffectBoardPresenter::theOtherSeatsHandIsCardBacks() {
    BE_STATE(s, Position()
                    .handSpecies(0, 1, 2)
                    .handEvolution(0, kSwiftness, 1)
                    .handSpecies(1, 2, 1)
                    .handEvolution(1, kCamouflage, 1));
    const P presenter;
    const QVariantMap asP1 = presenter.describe(*s, 0);
    QCOMPARE(asP1.value("viewerSeat").toInt(), 0);
    const QVariantMap own = at(asP1.value("players"), 0);
    QVERIFY(own.value("handOpen").toBool());
    QCOMPARE(own.value("handCount").toInt(), 3);
    const QVariantMap first = at(own.value("cards"), 0);
    QCOMPARE(first.value("name").toString(), QStringLiteral("Hawk"));
    QCOMPARE(first.value("target").toInt(), P::handTarget(0, 1));
    QCOMPARE(at(own.value("cards"), 2).value("name").toString(), QStringLiteral("Swiftness"));
    QCOMPARE(at(own.value("cards"), 2).value("target").toInt(), P::handTarget(0, 3 + kSwiftness));
    const QVariantMap other = at(asP1.value("players"), 1);
    QVERIFY(!other.value("handOpen").toBool());
    QCOMPARE(other.value("hiddenCount").toInt(), 2);
    for (const QVariant& card : other.value("cards").toList()) {
        QVERIFY(!card.toMap().value("faceUp").toBool());
        QCOMPARE(card.toMap().value("target").toInt(), -1);
    }
    // No word of the hidden hand anywhere in what the view gets.
    const QString all =
        QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(asP1)).toJson());
    QVERIFY(!all.contains(QStringLiteral("Camouflage")));
    // Seat 1 sees its own and not seat 0's; open hands show both.
    const QVariantMap asP2 = presenter.describe(*s, 1);
    QCOMPARE(at(at(asP2.value("players"), 1).value("cards"), 0).value("name").toString(),
             QStringLiteral("Palm Tree"));
    QVERIFY(!at(asP2.value("players"), 0).value("handOpen").toBool());
    const QVariantMap open = presenter.describe(*s, -1);
    QVERIFY(at(open.value("players"), 1).value("handOpen").toBool());
    QCOMPARE(at(open.value("players"), 1).value("handCount").toInt(), 2);
}

void TestButterflyEffectBoardPresenter::aPendingReproductionRipplesIntoThePresent() {
    BE_STATE(s, Position().handSpecies(0, 0, 1).piece("past", 2, 2, kHawk).pending(0, 2, 2, kHawk));
    const QVariantMap board = P().describe(*s, 1);
    const QVariantList ripples = board.value("ripples").toList();
    QCOMPARE(ripples.size(), 1);
    const QVariantMap ripple = ripples.front().toMap();
    QCOMPARE(ripple.value("kind").toString(), QStringLiteral("reproduce"));
    QCOMPARE(ripple.value("seat").toInt(), 0);
    QCOMPARE(ripple.value("target").toInt(), P::squareTarget(1, 2 * 9 + 2));
    QCOMPARE(ripple.value("text").toString(),
             QStringLiteral("Hawk will reproduce in the present at C3"));
    QCOMPARE(squareOf(board, 1, 2, 2).value("ripple").toString(), QStringLiteral("reproduce"));
    QCOMPARE(squareOf(board, 1, 2, 2).value("rippleSeat").toInt(), 0);
    QCOMPARE(squareOf(board, 0, 2, 2).value("ripple").toString(), QStringLiteral("source"));
    QCOMPARE(squareOf(board, 1, 3, 3).value("ripple").toString(), QString());
}

void TestButterflyEffectBoardPresenter::placingClicksTheCardTheEraAndTheSquare() {
    BE_STATE(s, Position().handSpecies(0, 1, 1).piece("present", 8, 8, kWheat));
    QCOMPARE(target(*s, placeCard(kHawk)), P::handTarget(0, 1));
    BE_PLAY(*s, placeCard(kHawk));
    QCOMPARE(target(*s, placeEra("past")), P::eraTarget(0));
    QCOMPARE(target(*s, placeEra("present")), P::eraTarget(1));
    BE_PLAY(*s, placeEra("past"));
    QCOMPARE(target(*s, placeSquare(0, 2)), P::squareTarget(0, 2));
    BE_PLAY(*s, placeSquare(0, 2));
    // Then the move step: a piece in the past, and where it goes.
    QCOMPARE(target(*s, moveFrom("past", 0, 2)), P::squareTarget(0, 2));
    BE_PLAY(*s, moveFrom("past", 0, 2));
    QCOMPARE(target(*s, moveTo(1, 2)), P::squareTarget(0, 11));
    // The describe() of this state draws every legal target.
    const QSet<int> drawn = describedTargets(P().describe(*s, 0));
    for (const pb::Decision& d : legal(*s))
        QVERIFY(drawn.contains(P().decisionSquare(*s, d)));
}

void TestButterflyEffectBoardPresenter::aBattleShowsBothRollsAndStaysAsTheLastBattle() {
    BE_STATE(s, Position()
                    .phase("moveFrom")
                    .step("place", true)
                    .piece("present", 4, 4, kHawk)
                    .piece("present", 4, 5, kPalm)
                    .piece("present", 0, 8, kWheat));
    std::vector<std::unique_ptr<pb::State>> states;
    auto keep = [&] { states.push_back(s->clone()); };
    keep();
    BE_PLAY(*s, moveFrom("present", 4, 4));
    keep();
    BE_PLAY(*s, moveTo(4, 5));
    keep();
    const P presenter;
    QVariantMap battle = presenter.describe(*s, 0).value("battle").toMap();
    QCOMPARE(battle.value("attacker").toString(), QStringLiteral("Hawk"));
    QCOMPARE(battle.value("defender").toString(), QStringLiteral("Palm Tree"));
    QCOMPARE(battle.value("attackDie").toInt(), 0);
    QCOMPARE(battle.value("from").toInt(), P::squareTarget(1, 40));
    QCOMPARE(battle.value("to").toInt(), P::squareTarget(1, 41));
    QVERIFY(!battle.value("decided").toBool());
    BE_PLAY(*s, roll(3));
    keep();
    battle = presenter.describe(*s, 0).value("battle").toMap();
    QCOMPARE(battle.value("attackDie").toInt(), 3);
    QCOMPARE(battle.value("attackTotal").toInt(), 5);
    QCOMPARE(battle.value("defenceDie").toInt(), 0);
    BE_PLAY(*s, roll(2));
    keep();
    // Over: no battle in progress, but the last one with both rolls (B15: a tie
    // of 3 + 2 against 2 + 3 goes to the defender).
    QVERIFY(presenter.describe(*s, 0).value("battle").toMap().isEmpty());
    pb::gui::StateHistory history;
    for (const auto& state : states)
        history.push_back(state.get());
    const QVariantMap board = presenter.describeHistory(history, 0);
    const QVariantMap last = board.value("lastBattle").toMap();
    QCOMPARE(last.value("attackDie").toInt(), 3);
    QCOMPARE(last.value("defenceDie").toInt(), 2);
    QCOMPARE(last.value("attackTotal").toInt(), 5);
    QCOMPARE(last.value("defenceTotal").toInt(), 5);
    QVERIFY(last.value("decided").toBool());
    QVERIFY(!last.value("attackerWins").toBool());
    QCOMPARE(last.value("result").toString(), QStringLiteral("Palm Tree holds its square"));
    QCOMPARE(last.value("turn").toInt(), 5);
    const QString summary = presenter.playerPanel(history, 0).value("summary").toString();
    QCOMPARE(summary, QStringLiteral("Last battle (turn 5, the present): Hawk (P1) 3 + 2 = 5 "
                                     "against Palm Tree (P2) 2 + 3 = 5: Palm Tree holds its "
                                     "square."));
    // Before the defender's roll the history has no decided battle to tell.
    history.pop_back();
    QVERIFY(!presenter.describeHistory(history, 0)
                 .value("lastBattle")
                 .toMap()
                 .value("decided")
                 .toBool());
}

void TestButterflyEffectBoardPresenter::stealingClicksTheAttachedCard() {
    BE_STATE(s, Position()
                    .phase("moveFrom")
                    .step("place", true)
                    .piece("present", 4, 4, kHawk)
                    .piece("present", 4, 5, kPalm)
                    .piece("present", 0, 8, kWheat)
                    .attach(kPalm, kThorns, 1));
    BE_PLAY(*s, moveFrom("present", 4, 4));
    BE_PLAY(*s, moveTo(4, 5));
    BE_PLAY(*s, roll(6));
    BE_PLAY(*s, roll(1));
    QCOMPARE(phaseOf(*s), std::string("steal"));
    QCOMPARE(target(*s, steal(kThorns, 1)), P::attachedTarget(kPalm, kThorns));
    QCOMPARE(target(*s, noSteal()), -1);
    const QVariantMap board = P().describe(*s, 0);
    QVERIFY(describedTargets(board).contains(P::attachedTarget(kPalm, kThorns)));
    QCOMPARE(board.value("prompt").toString(),
             QStringLiteral("P1: take an evolution card from the beaten species, or none."));
}

void TestButterflyEffectBoardPresenter::everyLegalDecisionOfRandomGamesHasADrawnTarget() {
    // Random games under two variants: each decision of a person (not chance)
    // acts on a target describe() draws for that seat, or on none only when it
    // is a pass, a skip or a refusal.
    const P presenter;
    for (const char* params : {"{}", R"({"placeOn":"anyEmpty","deathBoards":"both",)"
                                     R"("placeMandatory":false,"moveMandatory":false})"}) {
        const auto game = pb::rulesetOrThrow("butterfly-effect").makeGame(json::parse(params), 2);
        pb::Rng rng(3);
        for (int g = 0; g < 6; ++g) {
            auto state = game->newInitialState(static_cast<std::uint64_t>(g));
            for (int step = 0; step < 600 && !state->isTerminal(); ++step) {
                if (!state->isChance()) {
                    const QSet<int> drawn =
                        describedTargets(presenter.describe(*state, state->currentActor()));
                    for (const pb::Decision& d : legal(*state)) {
                        const int t = presenter.decisionSquare(*state, d);
                        const bool none = d.kind == pb::butterfly_effect::kPassKind ||
                                          d.kind == pb::butterfly_effect::kSkipPlaceKind ||
                                          d.kind == pb::butterfly_effect::kSkipMoveKind ||
                                          d.kind == pb::butterfly_effect::kDeclineExtraKind ||
                                          d.kind == pb::butterfly_effect::kNoStealKind;
                        QVERIFY2(none ? t == -1 : drawn.contains(t),
                                 state->decisionToText(d).c_str());
                    }
                }
                const auto options = legal(*state);
                state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                        : options[rng.below(options.size())]);
            }
        }
    }
}

void TestButterflyEffectBoardPresenter::patternChoicesCoverWhatTheReproductionFills() {
    // Every way to lay a reproduction in random games: the squares the choice
    // shows are exactly where its species now stands and did not before, plus
    // squares it could not fill (own pieces of the species, enemies, the anchor).
    const P presenter;
    const auto game = pb::rulesetOrThrow("butterfly-effect").makeGame(json::object(), 2);
    pb::Rng rng(5);
    int checked = 0;
    for (int g = 0; g < 20; ++g) {
        auto state = game->newInitialState(static_cast<std::uint64_t>(g));
        for (int step = 0; step < 800 && !state->isTerminal(); ++step) {
            const auto& s = static_cast<const pb::butterfly_effect::ButterflyEffectState&>(*state);
            if (s.phase() == pb::butterfly_effect::Phase::Reproduce) {
                const QVariantList choices = presenter.describe(*state, state->currentActor())
                                                 .value("patternChoices")
                                                 .toList();
                const auto options = legal(*state);
                QCOMPARE(choices.size(), static_cast<qsizetype>(options.size()));
                for (int i = 0; i < choices.size(); ++i) {
                    QSet<int> shown;
                    for (const QVariant& t : choices[i].toMap().value("squares").toList())
                        shown.insert(t.toInt() - P::kEraStride);
                    auto after = state->clone();
                    after->applyUnchecked(options[static_cast<std::size_t>(i)]);
                    const auto& a =
                        static_cast<const pb::butterfly_effect::ButterflyEffectState&>(*after);
                    const int size = s.content().size;
                    for (int sq = 0; sq < size * size; ++sq) {
                        const int before = s.pieceAt(pb::butterfly_effect::kPresent, sq);
                        const int now = a.pieceAt(pb::butterfly_effect::kPresent, sq);
                        if (before != now)
                            QVERIFY2(shown.contains(sq), qPrintable(QString::number(sq)));
                    }
                    ++checked;
                }
            }
            const auto options = legal(*state);
            state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                    : options[rng.below(options.size())]);
        }
    }
    QVERIFY(checked > 20);
}

namespace {

// The engine's English text with its squares "(row,column)" (from 1) named as
// the era boards' edges label them: the column's letter, the row's number.
QString boardWords(QString engine) {
    static const QRegularExpression square(QStringLiteral("\\((\\d+),(\\d+)\\)"));
    for (auto match = square.match(engine); match.hasMatch(); match = square.match(engine))
        engine.replace(match.capturedStart(), match.capturedLength(),
                       QChar(u'A' + match.captured(2).toInt() - 1) + match.captured(1));
    return engine;
}

} // namespace

void TestButterflyEffectBoardPresenter::englishDecisionTextsAreTheEnginesWordForWord() {
    QVERIFY(use(QStringLiteral("en")));
    const auto game =
        pb::rulesetOrThrow("butterfly-effect")
            .makeGame(json{{param::kPlaceMandatory, false}, {param::kMoveMandatory, false}}, 2);
    const auto presenter = pb::gui::makeBoardPresenter("butterfly-effect");
    pb::Rng rng(7);
    std::set<int> kinds;
    for (int g = 0; g < 12; ++g) {
        auto state = game->newInitialState(static_cast<std::uint64_t>(g));
        for (int step = 0; step < 1500 && !state->isTerminal(); ++step) {
            const auto options = legal(*state);
            for (const pb::Decision& d : options) {
                kinds.insert(d.kind);
                const QString engine = QString::fromStdString(state->decisionToText(d));
                const QString shown = presenter->decisionText(*state, d);
                if (shown != boardWords(engine))
                    QFAIL(qPrintable(QStringLiteral("%1 shown as \"%2\"").arg(engine, shown)));
            }
            state->applyUnchecked(state->isChance() ? state->sampleChance(rng)
                                                    : options[rng.below(options.size())]);
        }
    }
    // Fertility's extras and Camouflage's roll are rare; the rest must all have shown.
    for (int kind : {pb::butterfly_effect::kSetupSpeciesKind, pb::butterfly_effect::kReproduceKind,
                     pb::butterfly_effect::kEvolveKind, pb::butterfly_effect::kPlaceEraKind,
                     pb::butterfly_effect::kMoveToKind, pb::butterfly_effect::kDeathPatternKind,
                     pb::butterfly_effect::kStealKind, pb::butterfly_effect::kSkipPlaceKind})
        QVERIFY2(kinds.count(kind), qPrintable(QString::number(kind)));
    QCoreApplication::removeTranslator(&translator_);
}

void TestButterflyEffectBoardPresenter::germanDecisionTextsAndWords() {
    QVERIFY(use(QStringLiteral("de")));
    BE_STATE(s, Position().handSpecies(0, 1, 1));
    const P presenter;
    auto text = [&](const json& d) { return presenter.decisionText(*s, s->decisionFromJson(d)); };
    QCOMPARE(text(placeCard(kHawk)), QStringLiteral("Hawk ausspielen"));
    QCOMPARE(text(placeEra("past")), QStringLiteral("in der Vergangenheit"));
    QCOMPARE(text(moveFrom("present", 0, 1)), QStringLiteral("von B1 in der Gegenwart ziehen"));
    QCOMPARE(text(steal(kThorns, 1)), QStringLiteral("Thorns stehlen (Karte von P2)"));
    QCOMPARE(text(noSteal()), QStringLiteral("nichts stehlen"));
    QCOMPARE(text(placeSquare(8, 2)), QStringLiteral("auf C9 einsetzen"));
    const pb::gui::RulesetUi* ui = pb::gui::findRulesetUi("butterfly-effect");
    QCOMPARE(ui->parameterLabel(param::kMoveBeforePlace),
             QStringLiteral("Erst ziehen, dann einsetzen"));
    QCOMPARE(ui->counterDescription("battle.pair.1x3"),
             QStringLiteral("Kämpfe der eigenen Art 1 gegen die gegnerische Art 3"));
    QCOMPARE(presenter.describe(*s, 0).value("prompt").toString(),
             QStringLiteral("P1: eine Artkarte aus der Hand spielen."));
    QCoreApplication::removeTranslator(&translator_);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestButterflyEffectBoardPresenter)

#include "test_butterfly_effect_board_presenter.moc"
