// Decks (core/decks): the deck JSON and CSV formats with their errors, the
// templates, the shuffle preview against the engine's own set-up, and a
// design's deck being the one a Torus Lab game deals.

#include "decks/deck.h"
#include "decks/deck_csv.h"
#include "decks/deck_schema.h"
#include "design/design_file.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/torus_lab/torus_lab_deal_preview.h"
#include "games/torus_lab/torus_lab_deck.h"
#include "games/torus_lab/torus_lab_ruleset.h"
#include "games/torus_lab/torus_lab_state.h"
#include "json_compare.h"
#include "sim/game_runner.h"
#include "test_registry.h"

#include <QTest>

using nlohmann::json;
using namespace pb::decks;

namespace {

const DeckRuleset& torusDecks() {
    const DeckRuleset* rules = deckRulesetFor("torus-lab");
    if (!rules)
        qFatal("Torus Lab has no deck rules");
    return *rules;
}

const Deck& templateDeck(const char* id) {
    const DeckTemplate* t = torusDecks().findTemplate(id);
    if (!t)
        qFatal("no template %s", id);
    return t->deck;
}

std::shared_ptr<const pb::torus_lab::TorusLabGame> torusGame(const json& params, int players) {
    return std::static_pointer_cast<const pb::torus_lab::TorusLabGame>(
        pb::torus_lab::ruleset().makeGame(params, players));
}

// A small deck of the four suits: `perSuit` aces, twos... of each suit.
Deck smallDeck(int perSuit) {
    Deck deck = torusDecks().schema.emptyDeck();
    for (const char* suit : {"hearts", "clubs", "diamonds", "spades"})
        deck.cards.push_back(CardType{std::string("A of ") + suit, {suit, "A"}, perSuit});
    return deck;
}

// Plays a state's set-up chance decisions as pb::playGame does.
void finishSetup(pb::State& s, std::uint64_t seed) {
    pb::Rng chance(pb::chanceSeed(seed));
    while (s.isChance() &&
           static_cast<pb::torus_lab::TorusLabState&>(s).phase() == pb::torus_lab::Phase::Setup)
        s.applyUnchecked(s.sampleChance(chance));
}

} // namespace

class TestDecks : public QObject {
    Q_OBJECT

private slots:
    void templatesHoldTheRulesDecks();
    void theDefaultDeckIsTheTwoDeckTemplate();
    void jsonRoundTrips();
    void badDeckJsonNamesThePath_data();
    void badDeckJsonNamesThePath();
    void csvRoundTripsWithQuoting();
    void csvReadsColumnsInAnyOrderWithDefaults();
    void csvErrorsNameRowAndColumn_data();
    void csvErrorsNameRowAndColumn();
    void previewIsTheEnginesSetup_data();
    void previewIsTheEnginesSetup();
    void aDesignsDeckIsWhatTheGameDeals();
    void theDefaultSetupIsUnchanged();
    void badDecksAreRefusedByTheGame_data();
    void badDecksAreRefusedByTheGame();
    void designImportNamesTheDeckPath();
    void aCustomDeckSurvivesTheStateJson();
};

void TestDecks::templatesHoldTheRulesDecks() {
    const Deck& two = templateDeck("two-decks");
    QCOMPARE(two.totalCards(), 104);
    QCOMPARE(two.cards.size(), std::size_t{52});
    for (const CardType& card : two.cards)
        QCOMPARE(card.count, 2);
    const Deck& lands = templateDeck("land-variant");
    QCOMPARE(lands.totalCards(), 130);
    int landCards = 0;
    for (std::size_t c = 0; c < lands.cards.size(); ++c)
        if (lands.value(static_cast<int>(c), "suit") == "lands")
            landCards += lands.cards[c].count;
    QCOMPARE(landCards, 26);
    for (const DeckTemplate& t : torusDecks().templates)
        torusDecks().schema.validate(t.deck); // throws on a template the schema refuses
}

void TestDecks::theDefaultDeckIsTheTwoDeckTemplate() {
    const auto game = torusGame(json::object(), 2);
    QVERIFY(torusLabDefaultDeck(game->rules()) == templateDeck("two-decks"));
    const auto five = torusGame({{"suitCount", 5}, {"codesToWin", 5}}, 2);
    QVERIFY(torusLabDefaultDeck(five->rules()) == templateDeck("land-variant"));
}

void TestDecks::jsonRoundTrips() {
    const Deck& deck = templateDeck("land-variant");
    QVERIFY(deckFromJson(deckToJson(deck)) == deck);
    PB_COMPARE_JSON(
        deckToJson(deck)["cards"][0],
        json({{"name", "A of hearts"}, {"suit", "hearts"}, {"rank", "A"}, {"count", 2}}));
}

void TestDecks::badDeckJsonNamesThePath_data() {
    QTest::addColumn<QByteArray>("deck");
    QTest::addColumn<QString>("path");
    const QByteArray cards = R"("attributes":["suit","rank"],"cards":)";
    QTest::newRow("not an object") << QByteArray("[]") << "deck";
    QTest::newRow("unknown field")
        << QByteArray(R"({"attributes":[],"cards":[],"x":1})") << "deck.x";
    QTest::newRow("attribute twice")
        << QByteArray(R"({"attributes":["suit","suit"],"cards":[]})") << "deck.attributes[1]";
    QTest::newRow("missing value")
        << "{" + cards + R"([{"suit":"hearts","rank":"A","count":1},{"suit":"clubs","count":1}]})"
        << "deck.cards[1].rank";
    QTest::newRow("negative count") << "{" + cards + R"([{"suit":"hearts","rank":"A","count":-1}]})"
                                    << "deck.cards[0].count";
    QTest::newRow("count not a number")
        << "{" + cards + R"([{"suit":"hearts","rank":"A","count":"2"}]})"
        << "deck.cards[0].count";
    QTest::newRow("unknown key on a card")
        << "{" + cards + R"([{"suit":"hearts","rank":"A","count":1,"colour":"red"}]})"
        << "deck.cards[0].colour";
}

void TestDecks::badDeckJsonNamesThePath() {
    QFETCH(QByteArray, deck);
    QFETCH(QString, path);
    try {
        deckFromJson(json::parse(deck.toStdString()));
        QFAIL("deck accepted");
    } catch (const DeckError& e) {
        QCOMPARE(QString::fromStdString(e.path()), path);
    }
}

void TestDecks::csvRoundTripsWithQuoting() {
    Deck deck = smallDeck(3);
    deck.cards[0].name = "Ace, \"the\" heart";
    deck.cards[1].name = "two\nlines";
    deck.cards[2].name = " padded ";
    const std::string csv = deckToCsv(deck);
    QVERIFY(csv.starts_with("name,suit,rank,count\r\n\"Ace, \"\"the\"\" heart\",hearts,A,3\r\n"));
    // Import trims unquoted blanks but keeps quoted text as it is.
    QVERIFY(deckFromCsv(csv, torusDecks().schema) == deck);
    const Deck& lands = templateDeck("land-variant");
    QVERIFY(deckFromCsv(deckToCsv(lands), torusDecks().schema) == lands);
}

void TestDecks::csvReadsColumnsInAnyOrderWithDefaults() {
    const Deck deck =
        deckFromCsv("\xEF\xBB\xBF Rank ,SUIT\nQ,hearts\n\n10,spades\n", torusDecks().schema);
    QCOMPARE(deck.cards.size(), std::size_t{2});
    QCOMPARE(deck.cards[0].values, (std::vector<std::string>{"hearts", "Q"}));
    QCOMPARE(deck.cards[0].count, 1);
    QCOMPARE(deck.cards[1].name, std::string("spades 10"));
}

void TestDecks::csvErrorsNameRowAndColumn_data() {
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<int>("row");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("message");
    const QByteArray header = "name,suit,rank,count\n";
    QByteArray six;
    for (int i = 0; i < 5; ++i)
        six += "x,hearts,A,1\n";
    QTest::newRow("bad rank") << header + six + "Q2 of clubs,clubs,Q2,1\n"
                              << 7 << "rank"
                              << "row 7, column rank: 'Q2' is not a rank";
    QTest::newRow("bad suit") << header + "x,cups,A,1\n"
                              << 2 << "suit"
                              << "row 2, column suit: 'cups' is not a suit";
    QTest::newRow("bad count") << header + "x,hearts,A,two\n"
                               << 2 << "count"
                               << "row 2, column count: 'two' is not a count (a whole number "
                                  "0..255)";
    QTest::newRow("count too big") << header + "x,hearts,A,256\n"
                                   << 2 << "count"
                                   << "row 2, column count: '256' is not a count (a whole number "
                                      "0..255)";
    QTest::newRow("empty file") << QByteArray("") << 1 << ""
                                << "row 1: the file is empty; the first row must name the columns";
    QTest::newRow("unknown column") << QByteArray("name,suit,rank,colour\n") << 1 << "colour"
                                    << "row 1, column colour: not a column of this deck "
                                       "(columns: name, suit, rank, count)";
    QTest::newRow("column twice") << QByteArray("suit,rank,Suit\n") << 1 << "suit"
                                  << "row 1, column suit: the column is named twice";
    QTest::newRow("missing column") << QByteArray("name,suit\n") << 1 << ""
                                    << "row 1: no column \"rank\" (columns: name, suit, rank, "
                                       "count)";
    QTest::newRow("wrong field count") << header + "x,hearts,A,1\nx,hearts\n"
                                       << 3 << ""
                                       << "row 3: 2 fields, but the header has 4";
    QTest::newRow("unclosed quote") << header + "\"x,hearts,A,1\n"
                                    << 2 << "name"
                                    << "row 2, column name: a quoted field is not closed";
    QTest::newRow("stray quote") << header + "x,he\"arts,A,1\n"
                                 << 2 << "suit"
                                 << "row 2, column suit: a quote inside an unquoted field (quote "
                                    "the whole field and double the quote)";
    QTest::newRow("text after a quote") << header + "\"x\"y,hearts,A,1\n"
                                        << 2 << "name"
                                        << "row 2, column name: text after a closing quote";
    // A quoted line break does not start a new row for the count, but the
    // rows are records, as a spreadsheet numbers them.
    QTest::newRow("row after a quoted line break")
        << header + "\"two\nlines\",hearts,A,1\nx,hearts,Z,1\n"
        << 3 << "rank"
        << "row 3, column rank: 'Z' is not a rank";
}

void TestDecks::csvErrorsNameRowAndColumn() {
    QFETCH(QByteArray, csv);
    QFETCH(int, row);
    QFETCH(QString, column);
    QFETCH(QString, message);
    try {
        deckFromCsv(csv.toStdString(), torusDecks().schema);
        QFAIL("CSV accepted");
    } catch (const DeckCsvError& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
        QCOMPARE(e.row(), row);
        QCOMPARE(QString::fromStdString(e.column()), column);
    }
}

void TestDecks::previewIsTheEnginesSetup_data() {
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("customDeck");
    QTest::newRow("default, 2 players") << QByteArray("{}") << 2 << false;
    QTest::newRow("cutSpread, 4 players")
        << QByteArray(R"({"stackSizing":"cutSpread"})") << 4 << false;
    QTest::newRow("open stacks, custom deck")
        << QByteArray(R"({"openStacks":true,"stackSizing":"evenRandom"})") << 3 << true;
}

void TestDecks::previewIsTheEnginesSetup() {
    QFETCH(QByteArray, params);
    QFETCH(int, players);
    QFETCH(bool, customDeck);
    const auto game = torusGame(json::parse(params.toStdString()), players);
    const json setup = customDeck ? json{{"deck", deckToJson(smallDeck(9))}} : json();
    for (std::uint64_t seed : {1ull, 42ull, 977ull}) {
        const DealPreview preview = torusLabDealPreview(*game, seed, setup);
        // The state pb::playGame starts from, after the same chance draws.
        auto state = game->newInitialState(seed, setup);
        finishSetup(*state, seed);
        const auto& s = static_cast<const pb::torus_lab::TorusLabState&>(*state);
        QCOMPARE(preview.stacks.size(), std::size_t{6});
        int cards = 0;
        for (int sp = 0; sp < 6; ++sp) {
            const StackPreview& stack = preview.stacks[static_cast<std::size_t>(sp)];
            QCOMPARE(stack.height, s.stackSize(sp));
            QCOMPARE(stack.top, s.top(sp));
            QCOMPARE(static_cast<int>(stack.order.size()), stack.height);
            QCOMPARE(stack.order.front(), stack.top);
            QCOMPARE(stack.known, s.rules().openStacks ? stack.height : 1);
            cards += stack.height;
        }
        for (int seat = 0; seat < players; ++seat)
            for (int suit = 0; suit < 4; ++suit) {
                QCOMPARE(preview.hands[static_cast<std::size_t>(seat)][suit], s.hand(seat, suit));
                cards += s.hand(seat, suit);
            }
        QCOMPARE(cards, customDeck ? 36 : 104);
        // The whole order holds every stack card once: per suit, the deck less the hands.
        std::array<int, 5> bySuit{};
        for (const StackPreview& stack : preview.stacks)
            for (int suit : stack.order)
                ++bySuit[static_cast<std::size_t>(suit)];
        for (int suit = 0; suit < 4; ++suit) {
            int inHands = 0;
            for (const auto& hand : preview.hands)
                inHands += hand[suit];
            QCOMPARE(bySuit[static_cast<std::size_t>(suit)] + inHands, customDeck ? 9 : 26);
        }
    }
    // The preview is a function of the seed.
    QCOMPARE(torusLabDealPreview(*game, 5, setup).stacks[2].order,
             torusLabDealPreview(*game, 5, setup).stacks[2].order);
}

void TestDecks::aDesignsDeckIsWhatTheGameDeals() {
    // Only hearts and clubs, 20 of each; the codes need two suits.
    Deck deck = torusDecks().schema.emptyDeck();
    deck.cards.push_back(CardType{"H", {"hearts", "K"}, 20});
    deck.cards.push_back(CardType{"C", {"clubs", "Q"}, 20});
    const auto game = torusGame({{"codesToWin", 2}}, 2);
    const json setup{{"deck", deckToJson(deck)}};
    for (std::uint64_t seed : {3ull, 4ull}) {
        auto state = game->newInitialState(seed, setup);
        const auto& s = static_cast<const pb::torus_lab::TorusLabState&>(*state);
        QCOMPARE(s.deckCount(0), 20);
        QCOMPARE(s.deckCount(2), 0);
        int stacked = 0;
        for (int sp = 0; sp < 6; ++sp)
            stacked += s.stackSize(sp);
        QCOMPARE(stacked, 40 - 3 * 2);
        finishSetup(*state, seed);
        for (int sp = 0; sp < 6; ++sp)
            QVERIFY(s.top(sp) == 0 || s.top(sp) == 1);
        for (int seat = 0; seat < 2; ++seat)
            QCOMPARE(s.hand(seat, 2) + s.hand(seat, 3), 0);
    }
    // Stack sizes given with the deck add up to its cards.
    const json both{{"deck", deckToJson(deck)}, {"stacks", {4, 4, 4, 4, 9, 9}}};
    PB_COMPARE_JSON(game->newInitialState(1, both)->toJson()["spaces"][5]["cards"], json(9));
}

void TestDecks::theDefaultSetupIsUnchanged() {
    // The two-deck template as a set-up plays the very game of no set-up:
    // same states, same hashes, no "deck" in the JSON.
    const auto game = torusGame(json::object(), 3);
    const json setup{{"deck", deckToJson(templateDeck("two-decks"))}};
    auto plain = game->newInitialState(11);
    auto withDeck = game->newInitialState(11, setup);
    finishSetup(*plain, 11);
    finishSetup(*withDeck, 11);
    QCOMPARE(plain->hash(), withDeck->hash());
    PB_COMPARE_JSON(plain->toJson(), withDeck->toJson());
    QVERIFY(!plain->toJson().contains("deck"));
}

void TestDecks::badDecksAreRefusedByTheGame_data() {
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<QString>("message");
    const auto deck = [](const char* cards) {
        return QByteArray(R"({"deck":{"attributes":["suit","rank"],"cards":)") + cards + "}}";
    };
    QTest::newRow("lands in a four-suit game")
        << QByteArray("{}") << deck(R"([{"suit":"lands","rank":"Forest","count":30}])")
        << "deck.cards[0].suit: the game plays 4 suits (suitCount), so lands are not in its deck";
    QTest::newRow("a rank the schema refuses")
        << QByteArray("{}") << deck(R"([{"suit":"hearts","rank":"Q2","count":30}])")
        << "deck.cards[0].rank: \"Q2\" is not a rank";
    QTest::newRow("too few for the stacks")
        << QByteArray(R"({"codesToWin":1,"codeSize":1})")
        << deck(R"([{"suit":"hearts","rank":"A","count":11}])")
        << "deck.cards: 11 cards less 3 each for 2 players leave 5, too few for 6 stacks";
    QTest::newRow("codes out of reach")
        << QByteArray("{}") << deck(R"([{"suit":"hearts","rank":"A","count":60}])")
        << "deck.cards: only 1 suits hold codeSize (5) cards, but codesToWin needs 4";
    QTest::newRow("over 255 of a suit")
        << QByteArray("{}")
        << deck(
               R"([{"suit":"hearts","rank":"A","count":200},{"suit":"hearts","rank":"2","count":60}])")
        << "deck.cards[1].count: more than 255 hearts in the deck";
    QTest::newRow("an unknown set-up key")
        << QByteArray("{}") << QByteArray(R"({"decks":{}})")
        << "a Torus Lab set-up has no \"decks\"; it holds \"deck\" and/or \"stacks\"";
    QTest::newRow("stacks that miss the deck's size")
        << QByteArray("{}")
        << QByteArray(R"({"stacks":[5,5,5,5,5,5],"deck":{"attributes":["suit","rank"],"cards":)"
                      R"([{"suit":"hearts","rank":"A","count":40}]}})")
        << "deck.cards: only 1 suits hold codeSize (5) cards, but codesToWin needs 4";
}

void TestDecks::badDecksAreRefusedByTheGame() {
    QFETCH(QByteArray, params);
    QFETCH(QByteArray, setup);
    QFETCH(QString, message);
    const auto game = torusGame(json::parse(params.toStdString()), 2);
    try {
        game->newInitialState(1, json::parse(setup.toStdString()));
        QFAIL("set-up accepted");
    } catch (const pb::InvalidInput& e) {
        QCOMPARE(QString::fromStdString(e.what()), message);
    }
}

void TestDecks::designImportNamesTheDeckPath() {
    pb::design::DesignFile design;
    design.name = "Lands";
    design.ruleset = "torus-lab";
    design.setup = {{"deck", deckToJson(templateDeck("land-variant"))}};
    try {
        pb::design::validateDesign(design);
        QFAIL("lands accepted with four suits");
    } catch (const pb::InvalidInput& e) {
        QCOMPARE(QString::fromStdString(e.what()),
                 QString("$.setup.deck.cards[52].suit: the game plays 4 suits (suitCount), so "
                         "lands are not in its deck"));
    }
    design.params = {{"suitCount", 5}, {"codesToWin", 5}};
    pb::design::validateDesign(design);
    const auto text = pb::design::designFileToText(design);
    QVERIFY(pb::design::parseDesignFile(text) == design);
    design.setup["deck"]["cards"][3]["count"] = "x";
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, pb::design::validateDesign(design));
    try {
        pb::design::validateDesign(design);
    } catch (const pb::InvalidInput& e) {
        QVERIFY(std::string(e.what()).starts_with("$.setup.deck.cards[3].count: "));
    }
}

void TestDecks::aCustomDeckSurvivesTheStateJson() {
    const auto game = torusGame(json::object(), 2);
    auto state = game->newInitialState(7, {{"deck", deckToJson(smallDeck(12))}});
    finishSetup(*state, 7);
    const json j = state->toJson();
    PB_COMPARE_JSON(j["deck"],
                    json({{"hearts", 12}, {"clubs", 12}, {"diamonds", 12}, {"spades", 12}}));
    const auto back = pb::torus_lab::ruleset().stateFromJson(j);
    PB_COMPARE_JSON(back->toJson(), j);
    QCOMPARE(back->hash(), state->hash());
    auto plain = game->newInitialState(7);
    finishSetup(*plain, 7);
    QVERIFY(plain->hash() != state->hash());
}

PLAYBENCH_TEST_GUILESS_MAIN(TestDecks)
#include "test_decks.moc"
