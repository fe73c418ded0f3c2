#include "torus_lab_board_presenter.h"

#include "board_tiles_model.h"
#include "games/torus_lab/torus_lab_card_ledger.h"
#include "games/torus_lab/torus_lab_deck.h"
#include "games/torus_lab/torus_lab_state.h"
#include "rulesets/torus_lab/torus_lab_card_words.h"

#include <QStringList>
#include <QVariantList>
#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>
#include <string_view>

namespace pb::gui {

using namespace pb::torus_lab;
using pb::gui::torus_lab::TorusLabCardWords;

namespace {

const TorusLabState& asTorusLab(const pb::State& state) {
    return static_cast<const TorusLabState&>(state);
}

// Suit symbols as printed on the cards; lands (the Magic variant) have none, so a triangle.
const char16_t* const kSymbols[kMaxSuits] = {u"\u2665", u"\u2663", u"\u2666", u"\u2660", u"\u25B2"};

int suitIndex(std::string_view name) {
    for (int s = 0; s < kMaxSuits; ++s)
        if (kSuitNames[s] == name)
            return s;
    return -1;
}

// The card types of each suit as the deck names them in the interface
// language ("7 of hearts", "Phoenix (7 of hearts)"), in deck order.
using Kinds = std::array<QStringList, kMaxSuits>;

// The kinds of the deck the game deals: the set-up's deck, or the default one.
// None when that deck does not match the game's suit counts (the design's
// deck changed since the game began): then cards are named by suit only.
Kinds kindsOf(const std::optional<decks::Deck>& setupDeck, const TorusLabState& s) {
    const decks::Deck deck = setupDeck ? *setupDeck : decks::torusLabDefaultDeck(s.rules());
    Kinds kinds;
    std::array<int, kMaxSuits> counts{};
    for (std::size_t c = 0; c < deck.cards.size(); ++c) {
        const int suit = suitIndex(deck.value(static_cast<int>(c), "suit"));
        if (suit < 0)
            continue;
        counts[static_cast<std::size_t>(suit)] += deck.cards[c].count;
        const QString label = TorusLabCardWords::card(deck, static_cast<int>(c));
        if (!kinds[static_cast<std::size_t>(suit)].contains(label))
            kinds[static_cast<std::size_t>(suit)].append(label);
    }
    for (int suit = 0; suit < kMaxSuits; ++suit)
        if (counts[static_cast<std::size_t>(suit)] != s.deckCount(suit))
            return {};
    return kinds;
}

// A face-up card. `title` is its name and rank when the deck holds one card
// type of its suit (the engine tells cards of a suit apart by nothing), and
// `kinds` the types it may be.
QVariantMap card(int suit, int target, const Kinds& kinds = {}) {
    const QStringList& types = kinds[static_cast<std::size_t>(suit)];
    return {{QStringLiteral("suit"),
             QString::fromLatin1(kSuitNames[suit].data(),
                                 static_cast<qsizetype>(kSuitNames[suit].size()))},
            {QStringLiteral("symbol"), QString::fromUtf16(kSymbols[suit])},
            {QStringLiteral("name"), TorusLabBoardPresenter::singularName(suit)},
            {QStringLiteral("title"), types.size() == 1 ? types.front() : QString()},
            {QStringLiteral("kinds"), types},
            {QStringLiteral("red"), suit == kHearts || suit == kDiamonds},
            {QStringLiteral("faceUp"), true},
            {QStringLiteral("target"), target}};
}

QVariantMap cardBack() {
    return {{QStringLiteral("suit"), QString()},
            {QStringLiteral("symbol"), QString()},
            {QStringLiteral("name"), TorusLabBoardPresenter::tr("hidden card")},
            {QStringLiteral("title"), QString()},
            {QStringLiteral("kinds"), QStringList()},
            {QStringLiteral("red"), false},
            {QStringLiteral("faceUp"), false},
            {QStringLiteral("target"), -1}};
}

QVariantList spacesOf(const TorusLabState& s, const Kinds& kinds) {
    const Rules& rules = s.rules();
    QVariantList spaces;
    for (int sp = 0; sp < rules.spaceCount; ++sp) {
        QStringList pawns;
        QVariantList pawnSeats;
        for (int seat = 0; seat < s.numPlayers(); ++seat)
            if (s.pawn(seat) == sp) {
                pawns.append(BoardPresenter::seatLabel(seat));
                pawnSeats.append(seat);
            }
        const int top = s.top(sp);
        // Open stacks show the known cards under the top.
        QStringList under;
        if (rules.openStacks)
            for (int k = 1; k < s.stackKnown(sp); ++k)
                under.append(TorusLabBoardPresenter::singularName(s.knownCard(sp, k)));
        spaces.append(
            QVariantMap{{QStringLiteral("number"), sp + 1},
                        {QStringLiteral("target"), TorusLabBoardPresenter::spaceTarget(sp)},
                        {QStringLiteral("cards"), s.stackSize(sp)},
                        {QStringLiteral("top"), top >= 0 ? card(top, -1, kinds) : QVariantMap()},
                        {QStringLiteral("under"), under},
                        {QStringLiteral("particles"), s.particles(sp)},
                        {QStringLiteral("cap"), rules.particleCap},
                        {QStringLiteral("pawns"), pawns},
                        {QStringLiteral("pawnSeats"), pawnSeats}});
    }
    return spaces;
}

// A hand as `viewer` sees it: every card when it sees the hand, else the
// shown cards face up and the rest as backs.
QVariantList cardsOf(const TorusLabState& s, int seat, int viewer, const Kinds& kinds, int& hidden,
                     bool& open) {
    QVariantList cards;
    open = s.seesHand(viewer, seat);
    hidden = 0;
    for (int suit = 0; suit < s.rules().suitCount; ++suit) {
        const int seen = open ? s.hand(seat, suit) : s.shown(seat, suit);
        for (int k = 0; k < seen; ++k)
            cards.append(card(suit, TorusLabBoardPresenter::handTarget(seat, suit), kinds));
        hidden += s.hand(seat, suit) - seen;
    }
    for (int k = 0; k < hidden; ++k)
        cards.append(cardBack());
    return cards;
}

QVariantList playersOf(const TorusLabState& s, int viewer, const Kinds& kinds) {
    const int current = s.player();
    const int actor = s.currentActor();
    QVariantList out;
    for (int seat = 0; seat < s.numPlayers(); ++seat) {
        int hidden = 0;
        bool open = false;
        const QVariantList cards = cardsOf(s, seat, viewer, kinds, hidden, open);
        out.append(QVariantMap{{QStringLiteral("seat"), seat},
                               {QStringLiteral("label"), BoardPresenter::seatLabel(seat)},
                               {QStringLiteral("pawn"), s.pawn(seat) + 1},
                               {QStringLiteral("limit"), s.limit(seat)},
                               {QStringLiteral("handLimit"), s.rules().handLimit},
                               {QStringLiteral("handCount"), static_cast<int>(cards.size())},
                               {QStringLiteral("hiddenCount"), hidden},
                               {QStringLiteral("handOpen"), open},
                               {QStringLiteral("cards"), cards},
                               {QStringLiteral("current"), seat == current},
                               {QStringLiteral("acting"), seat == actor}});
    }
    return out;
}

QVariantList codesOf(const TorusLabState& s) {
    QVariantList codes;
    for (int suit = 0; suit < s.rules().suitCount; ++suit) {
        // Who entered a code and when are statistics: known for games played
        // here, not for positions parsed from JSON.
        QString by;
        int turn = 0;
        for (int seat = 0; seat < s.numPlayers() && s.codeEntered(suit); ++seat)
            if (const auto t = s.counter(seat, kCodeTurnHearts + suit); t > 0) {
                by = BoardPresenter::seatLabel(seat);
                turn = static_cast<int>(t);
            }
        QVariantMap code = card(suit, TorusLabBoardPresenter::codeTarget(suit));
        code.insert(QStringLiteral("suitName"), TorusLabBoardPresenter::suitName(suit));
        code.insert(QStringLiteral("entered"), s.codeEntered(suit));
        code.insert(QStringLiteral("by"), by);
        code.insert(QStringLiteral("turn"), turn);
        codes.append(code);
    }
    return codes;
}

QString lossText(const TorusLabState& s) {
    switch (s.lossCause()) {
    case LossCause::NoRoom:
        return TorusLabBoardPresenter::tr("Lost: no room for new particles.");
    case LossCause::HandLimit:
        return TorusLabBoardPresenter::tr("Lost: %1's hand limit reached 0.")
            .arg(BoardPresenter::seatLabel(s.causeSeat()));
    case LossCause::EmptyStack:
        return TorusLabBoardPresenter::tr("Lost: a stack ran out of cards.");
    case LossCause::TurnLimit:
        return TorusLabBoardPresenter::tr("Lost: the turn limit was reached.");
    case LossCause::None:
        break;
    }
    return TorusLabBoardPresenter::tr("Lost.");
}

// What the actor is asked to do now, in one short sentence.
QString promptOf(const TorusLabState& s) {
    const Phase phase = s.phase();
    if (phase == Phase::Over)
        return s.result() == Result::Won ? TorusLabBoardPresenter::tr("Won: every code is entered.")
                                         : lossText(s);
    const int player = s.player();
    if (s.currentActor() == kChanceActor) {
        if (phase == Phase::Setup)
            return TorusLabBoardPresenter::tr("Dealing the hands and revealing the stack tops.");
        if (phase == Phase::FirstPlayer)
            return TorusLabBoardPresenter::tr("Drawing the first player.");
        if (phase == Phase::MoveRoll)
            return TorusLabBoardPresenter::tr("Rolling the move die.");
        if (phase == Phase::NeutralizeRoll)
            return TorusLabBoardPresenter::tr("Rolling the neutralization die.");
        if (phase == Phase::EmergeCount)
            return TorusLabBoardPresenter::tr("Rolling how many particles emerge.");
        if (phase == Phase::EmergeSpace)
            return TorusLabBoardPresenter::tr("Rolling where %n particle(s) emerge.", nullptr,
                                              std::max(1, s.emergeCount()));
        return TorusLabBoardPresenter::tr("Revealing a new stack top.");
    }
    const int actor = s.currentActor() >= 0 ? s.currentActor() : player;
    const QString who = BoardPresenter::seatLabel(actor);
    if (actor != player || phase == Phase::Discard)
        return TorusLabBoardPresenter::tr("%1 is over the hand limit: discard a card.").arg(who);
    if (phase == Phase::Action)
        return TorusLabBoardPresenter::tr("%1: choose an action, spend a card or end the turn.")
            .arg(who);
    if (phase == Phase::MoveTo)
        return TorusLabBoardPresenter::tr("%1: move the pawn up to %n space(s) either way.",
                                          nullptr, s.die())
            .arg(who);
    if (phase == Phase::NeutralizeDie)
        return TorusLabBoardPresenter::tr("%1: spend hearts or clubs on the die, or accept it.")
            .arg(who);
    if (phase == Phase::Neutralizing)
        return TorusLabBoardPresenter::tr("%1: try again, stop, or spend diamonds and spades.")
            .arg(who);
    if (phase == Phase::Sharing)
        return TorusLabBoardPresenter::tr("%1: give cards, or finish sharing.").arg(who);
    if (phase == Phase::Spill)
        return TorusLabBoardPresenter::tr("%1: place %n extra particle(s) on a highlighted space.",
                                          nullptr, std::max(1, s.extrasLeft()))
            .arg(who);
    if (phase == Phase::LateCollect)
        return TorusLabBoardPresenter::tr("%1: collect or end the turn.").arg(who);
    return who;
}

} // namespace

// The suits as card games name them (a heart, the clubs), not the plant or the shape.
QString TorusLabBoardPresenter::suitName(int suit) {
    switch (suit) {
    case kHearts:
        //: a card suit
        return tr("hearts");
    case kClubs:
        //: a card suit
        return tr("clubs");
    case kDiamonds:
        //: a card suit
        return tr("diamonds");
    case kSpades:
        //: a card suit
        return tr("spades");
    default:
        //: a card suit
        return tr("lands");
    }
}

QString TorusLabBoardPresenter::singularName(int suit) {
    switch (suit) {
    case kHearts:
        //: a card suit
        return tr("heart");
    case kClubs:
        //: a card suit
        return tr("club");
    case kDiamonds:
        //: a card suit
        return tr("diamond");
    case kSpades:
        //: a card suit
        return tr("spade");
    default:
        //: a card suit
        return tr("land");
    }
}

void TorusLabBoardPresenter::show(const pb::State& state, BoardTilesModel& tiles) const {
    (void)state;
    tiles.setBoard(0, {});
}

int TorusLabBoardPresenter::decisionSquare(const pb::State& state,
                                           const pb::Decision& decision) const {
    const auto& s = asTorusLab(state);
    const int actor = s.currentActor();
    switch (decision.kind) {
    case kMoveToKind:
    case kSpillKind:
        return spaceTarget(decision.a);
    case kAttemptKind:
    case kCollectKind:
        return s.player() >= 0 ? spaceTarget(s.pawn(s.player())) : -1;
    case kEnterCodeKind:
        return codeTarget(decision.a);
    case kSpendKind:
    case kGiveKind:
    case kDiscardKind: {
        // The card leaves the hand of the seat deciding (the giver, the spender
        // or the seat over its limit).
        const int suit = decision.kind == kGiveKind ? decision.b : decision.a;
        return actor >= 0 ? handTarget(actor, suit) : -1;
    }
    case kSpendWildKind:
        return actor >= 0 ? handTarget(actor, kLands) : -1;
    default:
        return -1;
    }
}

// Keys: viewerSeat; spaces [{number, target, cards, top (a card map, empty when
// none is seen), under [names], particles, cap, pawns [labels],
// pawnSeats [seats]}], ring order;
// players [{seat, label, pawn, limit, handLimit, handCount, hiddenCount,
// handOpen, cards [{suit, symbol, name, title, kinds, red, faceUp, target}], current,
// acting}]; codes [card map + suitName, entered, by, turn]; codeSize,
// codesToWin, codesEntered; die (0: none shows), dieSides, clubs, rerolls;
// phase, prompt, turn, over, result ("", "won", "lost"), resultText.
QVariantMap TorusLabBoardPresenter::describe(const pb::State& state, int viewerSeat) const {
    const auto& s = asTorusLab(state);
    const Rules& rules = s.rules();
    const bool seated = viewerSeat >= 0 && viewerSeat < s.numPlayers();
    const int viewer = seated ? viewerSeat : -1;
    const QVariantList codes = codesOf(s);
    const Kinds kinds = kindsOf(deck_, s);
    const QString result = s.result() == Result::Won    ? QStringLiteral("won")
                           : s.result() == Result::Lost ? QStringLiteral("lost")
                                                        : QString();
    return {
        {QStringLiteral("viewerSeat"), seated ? viewerSeat : -1},
        {QStringLiteral("spaces"), spacesOf(s, kinds)},
        {QStringLiteral("players"), playersOf(s, viewer, kinds)},
        {QStringLiteral("codes"), codes},
        {QStringLiteral("codeSize"), rules.codeSize},
        {QStringLiteral("codesToWin"), rules.codesToWin},
        {QStringLiteral("codesEntered"), s.codesEntered()},
        {QStringLiteral("die"), s.die()},
        {QStringLiteral("dieSides"), rules.dieSides},
        {QStringLiteral("clubs"), s.clubs()},
        {QStringLiteral("rerolls"), s.rerolls()},
        {QStringLiteral("phase"), QString::fromLatin1(phaseName(s.phase()))},
        {QStringLiteral("prompt"), promptOf(s)},
        {QStringLiteral("turn"), s.turnsCompleted()},
        {QStringLiteral("over"), !result.isEmpty()},
        {QStringLiteral("result"), result},
        {QStringLiteral("resultText"),
         result.isEmpty() ? QString() : (s.result() == Result::Won ? promptOf(s) : lossText(s))}};
}

QVariantMap TorusLabBoardPresenter::playerPanel(const StateHistory& history, int viewerSeat) const {
    if (history.empty())
        return {};
    const auto& s = asTorusLab(*history.back());
    const bool seated = viewerSeat >= 0 && viewerSeat < s.numPlayers();
    const QVariantList seats = playersOf(s, seated ? viewerSeat : -1, Kinds{});
    QVariantList players;
    for (const QVariant& entry : seats) {
        const QVariantMap seat = entry.toMap();
        const int hand = seat.value(QStringLiteral("handCount")).toInt();
        const int limit = seat.value(QStringLiteral("limit")).toInt();
        QStringList facts;
        //: %1 cards in the hand, %2 the player's hand limit now
        facts.append(tr("hand %1 of limit %2").arg(hand).arg(limit) +
                     (hand > limit ? tr(": over the limit") : QString()));
        //: %1 a space of the ring (1..6)
        facts.append(tr("pawn on space %1").arg(seat.value(QStringLiteral("pawn")).toInt()));
        players.append(
            QVariantMap{{QStringLiteral("seat"), seat.value(QStringLiteral("seat"))},
                        {QStringLiteral("label"), seat.value(QStringLiteral("label"))},
                        {QStringLiteral("facts"), facts},
                        {QStringLiteral("out"), false},
                        {QStringLiteral("outText"), QString()},
                        {QStringLiteral("toMove"), seat.value(QStringLiteral("acting")).toBool()}});
    }
    QStringList entered;
    for (int suit = 0; suit < s.rules().suitCount; ++suit)
        if (s.codeEntered(suit))
            entered.append(suitName(suit));
    //: %1 codes entered, %2 codes needed to win, %3 their suits (or nothing)
    const QString summary =
        tr("Codes: %1 of %2 entered%3")
            .arg(entered.size())
            .arg(s.rules().codesToWin)
            .arg(entered.isEmpty()
                     ? QString()
                     : QStringLiteral(" (%1)").arg(entered.join(QStringLiteral(", "))));
    return {{QStringLiteral("summary"), summary}, {QStringLiteral("players"), players}};
}

QString TorusLabBoardPresenter::endText(const StateHistory& history) const {
    if (history.empty() || !history.back()->isTerminal())
        return {};
    const auto& s = asTorusLab(*history.back());
    if (s.result() == Result::Won)
        //: Torus Lab is cooperative: the players win together. %1 codes entered, %2 needed
        return tr("The team won: %1 of the %2 codes needed are entered.")
            .arg(s.codesEntered())
            .arg(s.rules().codesToWin);
    switch (s.lossCause()) {
    case LossCause::NoRoom:
        return tr("The team lost: particles had to emerge and the board had no room left "
                  "for them.");
    case LossCause::HandLimit:
        //: %1 a player (P2)
        return tr("The team lost: %1's hand limit fell to 0.").arg(seatLabel(s.causeSeat()));
    case LossCause::EmptyStack:
        return tr("The team lost: a space ran out of cards.");
    case LossCause::TurnLimit:
        //: %1 the turn limit (a number of turns)
        return tr("The team lost: the turn limit (%1) was reached before the codes were entered.")
            .arg(s.rules().maxTurns);
    case LossCause::None:
        break;
    }
    return tr("Lost together.");
}

namespace {

// Names `card` (a face-up card of describe()) as card type `type` of `deck`.
void nameCard(QVariantMap& card, const decks::Deck& deck, int type) {
    if (type < 0)
        return;
    const QString title = TorusLabCardWords::card(deck, type);
    card.insert(QStringLiteral("title"), title);
    card.insert(QStringLiteral("kinds"), QStringList{title});
    // The corner prints the rank; the face the designer's own name, if any.
    card.insert(QStringLiteral("rank"), TorusLabCardWords::value("rank", deck.value(type, "rank")));
    card.insert(QStringLiteral("ownName"),
                TorusLabCardWords::templateName(deck, type).isEmpty()
                    ? QString::fromStdString(deck.cards[static_cast<std::size_t>(type)].name)
                    : QString());
}

int suitOfCard(const QVariantMap& card) {
    return suitIndex(card.value(QStringLiteral("suit")).toString().toStdString());
}

} // namespace

QVariantMap TorusLabBoardPresenter::describeHistory(const StateHistory& history,
                                                    int viewerSeat) const {
    if (history.empty())
        return {};
    QVariantMap shown = describe(*history.back(), viewerSeat);
    // The ledger needs the game from before its deal, with the deck it deals.
    const auto& first = asTorusLab(*history.front());
    const Kinds kinds = kindsOf(deck_, first);
    const bool dealsTheDeck = std::any_of(
        kinds.begin(), kinds.end(), [](const QStringList& types) { return !types.isEmpty(); });
    if (first.phase() != Phase::Setup || !dealsTheDeck)
        return shown;
    for (int seat = 0; seat < first.numPlayers(); ++seat)
        if (first.handTotal(seat) > 0)
            return shown;
    const decks::Deck deck = deck_ ? *deck_ : decks::torusLabDefaultDeck(first.rules());
    TorusLabCardLedger ledger(deck, seed_, first.numPlayers(), first.rules().spaceCount);
    for (std::size_t i = 1; i < history.size(); ++i)
        ledger.follow(asTorusLab(*history[i - 1]), asTorusLab(*history[i]));

    QVariantList players = shown.value(QStringLiteral("players")).toList();
    for (QVariant& entry : players) {
        QVariantMap player = entry.toMap();
        const int seat = player.value(QStringLiteral("seat")).toInt();
        const bool open = player.value(QStringLiteral("handOpen")).toBool();
        // The face-up cards come suit by suit; an open hand shows all of a
        // suit, another only what the others have seen.
        std::array<std::vector<int>, kMaxSuits> named;
        for (const auto& card : ledger.hand(seat))
            if (const int suit = ledger.suitOf(card.type); suit >= 0 && (open || card.seen))
                named[static_cast<std::size_t>(suit)].push_back(card.type);
        std::array<std::size_t, kMaxSuits> next{};
        QVariantList cards = player.value(QStringLiteral("cards")).toList();
        for (QVariant& c : cards) {
            QVariantMap card = c.toMap();
            const int suit = suitOfCard(card);
            if (!card.value(QStringLiteral("faceUp")).toBool() || suit < 0)
                continue;
            const auto& types = named[static_cast<std::size_t>(suit)];
            std::size_t& at = next[static_cast<std::size_t>(suit)];
            if (at < types.size())
                nameCard(card, deck, types[at++]);
            c = card;
        }
        player.insert(QStringLiteral("cards"), cards);
        entry = player;
    }
    shown.insert(QStringLiteral("players"), players);

    QVariantList spaces = shown.value(QStringLiteral("spaces")).toList();
    for (int sp = 0; sp < spaces.size(); ++sp) {
        QVariantMap space = spaces[sp].toMap();
        const std::vector<int>& known = ledger.stack(sp);
        QVariantMap top = space.value(QStringLiteral("top")).toMap();
        if (!top.isEmpty() && !known.empty()) {
            nameCard(top, deck, known.front());
            space.insert(QStringLiteral("top"), top);
        }
        QStringList under = space.value(QStringLiteral("under")).toStringList();
        for (int k = 0; k < under.size() && k + 1 < static_cast<int>(known.size()); ++k)
            if (known[static_cast<std::size_t>(k) + 1] >= 0)
                under[k] = TorusLabCardWords::card(deck, known[static_cast<std::size_t>(k) + 1]);
        space.insert(QStringLiteral("under"), under);
        spaces[sp] = space;
    }
    shown.insert(QStringLiteral("spaces"), spaces);
    return shown;
}

void TorusLabBoardPresenter::setSetup(const nlohmann::json& setup) {
    deck_.reset();
    if (!setup.is_object() || !setup.contains("deck"))
        return;
    try {
        deck_ = decks::deckFromJson(setup["deck"]);
    } catch (const decks::DeckError&) {
        // The game refused such a deck at its start; names fall back to suits.
    }
}

} // namespace pb::gui
