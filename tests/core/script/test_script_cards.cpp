// A script's typed cards and editable board (docs/scripting.md, "Cards and an
// editable board"): the declaration read and refused by path, the default
// deck and the deck editor's rules, a design's deck dealt through
// `given.deck` or refused naming the card, and an editable grid a design's
// set-up fills before setup runs.

#include "decks/deck.h"
#include "decks/deck_schema.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "script/script_error.h"
#include "script/script_fixtures.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>

using json = nlohmann::json;

namespace {

// Two seats, two steps; setup writes each card of given.deck onto the pile as
// 10 (red) or 20 (blue) plus its value, so a test reads the deal it got.
std::string
dealScript(const std::string& cards = R"(cards = {
    attributes = {
      { name = "colour", values = { "red", "blue" } },
      { name = "value", type = "int", min = 1, max = 5 },
    },
    deck = { { colour = "red", value = 1, count = 2 }, { colour = "blue", value = 5, name = "Moon" } },
  },)",
           const std::string& board =
               R"({ name = "board", grid = { 3, 2 }, min = 0, max = 4, editable = true },)") {
    return R"(game = {
  id = "deal", name = "Deal", players = 2,
  )" + cards +
           R"(
  state = {
    { name = "pile", zone = 40 },
    )" + board +
           R"(
    { name = "seen", min = 0, max = 4 },
    { name = "turn", init = 1 }, { name = "n" },
  },
  decisions = { { name = "step" } },
  actor = "turn", turns = "n",
}
function setup(s, rng, given)
  if given and given.deck then
    for i, c in ipairs(given.deck) do s.pile[i] = (c.colour == "red" and 10 or 20) + c.value end
  end
  if s.board then s.seen = s.board[2] end -- the board holds the design's values already
end
function legal(s, add) add("step") end
function apply(s) s.n = s.n + 1; if s.n >= 2 then s.turn = END else s.turn = 3 - s.turn end end
function outcome(s) return { draw = true } end
)";
}

std::string setupError(const pb::Game& game, const json& setup) {
    try {
        game.newInitialState(1, setup);
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
    return {};
}

json designDeck(std::initializer_list<std::tuple<const char*, const char*, int>> cards) {
    json list = json::array();
    for (const auto& [colour, value, count] : cards)
        list.push_back({{"name", ""}, {"colour", colour}, {"value", value}, {"count", count}});
    return {{"attributes", {"colour", "value"}}, {"cards", list}};
}

} // namespace

class TestScriptCards : public QObject {
    Q_OBJECT

private slots:
    void badDeclarationsNameTheirPath_data();
    void badDeclarationsNameTheirPath();
    void theDefaultDeckIsTheDeckRulesDefaultAndTemplate();
    void withoutADesignDeckSetupGetsTheDefault();
    void aDesignDeckIsDealt();
    void aDeckTheSchemaRefusesIsRefusedNamingTheCard();
    void aScriptWithoutCardsHasNoDeckRules();
    void trickTakingDealsADesignDeck();
    void anEditableGridIsFilledFromTheSetup();
    void aBadBoardIsRefused();
    void theSetupRoundTripsThroughJson();
};

void TestScriptCards::badDeclarationsNameTheirPath_data() {
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("expected");
    const QString board =
        R"({ name = "board", grid = { 3, 2 }, min = 0, max = 4, editable = true },)";
    const QString deck = R"(deck = { { colour = "red" } })";
    QTest::newRow("max below min")
        << R"(cards = { attributes = { { name = "colour", values = { "red" } }, { name = "rank", type = "int", min = 5, max = 1 } }, )" +
               deck + " },"
        << board << "deal.lua: game.cards.attributes[2].max: 1 is below min 5";
    QTest::newRow("no values")
        << R"(cards = { attributes = { { name = "colour", values = { } } }, )" + deck + " },"
        << board << "deal.lua: game.cards.attributes[1].values: an attribute takes";
    QTest::newRow("a value twice")
        << R"(cards = { attributes = { { name = "colour", values = { "red", "red" } } }, )" + deck +
               " },"
        << board << "deal.lua: game.cards.attributes[1].values[2]: 'red' is listed twice";
    QTest::newRow("a reserved name")
        << R"(cards = { attributes = { { name = "count", values = { "red" } } }, )" + deck + " },"
        << board << "deal.lua: game.cards.attributes[1].name: 'count' is not an attribute name";
    QTest::newRow("a card of an unknown value")
        << R"(cards = { attributes = { { name = "colour", values = { "red" } } }, deck = { { colour = "red" }, { colour = "green" } } },)"
        << board << R"(deal.lua: game.cards.deck[2].colour: "green" is not one of red)";
    QTest::newRow("a card of an unknown attribute")
        << R"(cards = { attributes = { { name = "colour", values = { "red" } } }, deck = { { colour = "red", size = 2 } } },)"
        << board << "deal.lua: game.cards.deck[1].size: not an attribute of game.cards.attributes";
    QTest::newRow("a count out of range")
        << R"(cards = { attributes = { { name = "colour", values = { "red" } } }, deck = { { colour = "red", count = 300 } } },)"
        << board << "deal.lua: game.cards.deck[1].count: must be a whole number from 0 to 255";
    QTest::newRow("no deck")
        << R"(cards = { attributes = { { name = "colour", values = { "red" } } } },)" << board
        << "deal.lua: game.cards.deck: must be a list of cards or a function";
    QTest::newRow("a deck function returning a bad card")
        << R"(cards = { attributes = { { name = "colour", values = { "red" } } }, deck = function(p, players) return { { colour = 3 } } end },)"
        << board << "deal.lua: game.cards.deck(...)[1].colour: must be a string";
    QTest::newRow("an editable grid without max")
        << ""
        << R"({ name = "board", grid = { 3, 2 }, min = 0, editable = true },)"
        << "deal.lua: game.state[2].editable: an editable grid declares min and max";
    QTest::newRow("an editable scalar")
        << ""
        << R"({ name = "board", editable = true, min = 0, max = 1 },)"
        << "deal.lua: game.state[2].editable: only a grid";
}

void TestScriptCards::badDeclarationsNameTheirPath() {
    QFETCH(QString, cards);
    QFETCH(QString, board);
    QFETCH(QString, expected);
    std::string text = dealScript(cards.toStdString(), board.toStdString());
    // Errors name the file as the fixture loads it.
    const std::string error = [&] {
        try {
            pb::script::ScriptRuleset::fromText("deal.lua", text);
        } catch (const pb::script::ScriptError& e) {
            return std::string(e.what());
        }
        return std::string();
    }();
    QVERIFY2(error.find(expected.toStdString()) == 0, error.c_str());
}

void TestScriptCards::theDefaultDeckIsTheDeckRulesDefaultAndTemplate() {
    const auto ruleset = scripttest::load(dealScript());
    const pb::decks::DeckRuleset* rules = ruleset->deckRules();
    QVERIFY(rules);
    QCOMPARE(rules->ruleset, std::string("script:deal"));
    QCOMPARE(rules->schema.attributeNames(), (std::vector<std::string>{"colour", "value"}));
    QCOMPARE(rules->schema.attributes[1].values,
             (std::vector<std::string>{"1", "2", "3", "4", "5"}));
    const pb::decks::Deck deck = rules->defaultDeck(*ruleset->makeGame({}, 2));
    QCOMPARE(deck.totalCards(), 3);
    QCOMPARE(deck.cards[0].values, (std::vector<std::string>{"red", "1"}));
    QCOMPARE(deck.cards[1].name, std::string("Moon"));
    QCOMPARE(rules->templates.size(), std::size_t(1));
    QVERIFY(rules->templates[0].deck == deck);
    rules->schema.validate(deck); // the editor's own check takes it
}

void TestScriptCards::withoutADesignDeckSetupGetsTheDefault() {
    const auto ruleset = scripttest::load(dealScript());
    const json state = ruleset->makeGame({}, 2)->newInitialState(1)->toJson();
    QVERIFY2(state["pile"] == json::array({11, 11, 25}), state.dump().c_str());
}

void TestScriptCards::aDesignDeckIsDealt() {
    const auto ruleset = scripttest::load(dealScript());
    const auto game = ruleset->makeGame({}, 2);
    const json setup = {{"deck", designDeck({{"blue", "2", 1}, {"red", "4", 3}, {"red", "5", 0}})}};
    const json state = game->newInitialState(1, setup)->toJson();
    QVERIFY2(state["pile"] == json::array({22, 14, 14, 14}), state.dump().c_str());
    // The editor's check (newInitialState at the smallest table) takes it too.
    QVERIFY(setupError(*game, setup).empty());
}

void TestScriptCards::aDeckTheSchemaRefusesIsRefusedNamingTheCard() {
    const auto game = scripttest::load(dealScript())->makeGame({}, 2);
    QCOMPARE(
        setupError(*game, {{"deck", designDeck({{"red", "1", 1}, {"green", "2", 1}})}}),
        std::string(
            R"(deck.cards[1].colour: "green" is not a value of colour (red, blue), on the card colour green, value 2)"));
    json named = designDeck({{"red", "9", 1}});
    named["cards"][0]["name"] = "Phoenix";
    QCOMPARE(
        setupError(*game, {{"deck", named}}),
        std::string(
            R"(deck.cards[0].value: "9" is not a value of value (1, 2, 3, 4, 5), on the card Phoenix)"));
    try {
        game->newInitialState(1, {{"deck", named}});
        QFAIL("a refused deck was dealt");
    } catch (const pb::decks::DeckError& e) {
        QCOMPARE(e.path(), std::string("deck.cards[0].value")); // the editor finds the row
    }
    const json otherAttributes = {{"attributes", {"colour"}}, {"cards", json::array()}};
    QVERIFY(setupError(*game, {{"deck", otherAttributes}}).find("deck.attributes") == 0);
    QVERIFY(!setupError(*game, json::array()).empty());
}

void TestScriptCards::aScriptWithoutCardsHasNoDeckRules() {
    QVERIFY(!scripttest::load(scripttest::probeScript())->deckRules());
}

void TestScriptCards::trickTakingDealsADesignDeck() {
    const auto ruleset = pb::script::ScriptRuleset::fromFile(
        std::string(PLAYBENCH_SCRIPT_EXAMPLES) + "/trick-taking.lua");
    const pb::decks::DeckRuleset* rules = ruleset->deckRules();
    QVERIFY(rules);
    const auto game = ruleset->makeGame({{"ranks", 6}}, 2);
    pb::decks::Deck deck = rules->defaultDeck(*game);
    QCOMPARE(deck.totalCards(), 24); // the highest six of four suits
    QCOMPARE(deck.cards.front().values, (std::vector<std::string>{"clubs", "9"}));
    // A deck without the spades: no card of it is ever seen.
    std::erase_if(deck.cards, [](const auto& c) { return c.values[0] == "spades"; });
    auto state = game->newInitialState(3, {{"deck", pb::decks::deckToJson(deck)}});
    QCOMPARE(state->toJson()["in_play"].get<int>(), 18);
    pb::Rng rng(3);
    while (!state->isTerminal()) {
        for (const pb::Decision& d : state->legalDecisions())
            QVERIFY2(state->decisionToText(d).find("spades") == std::string::npos,
                     state->decisionToText(d).c_str());
        state->apply(state->sampleUniformLegal(rng));
        QCOMPARE(state->invariantViolation(), std::string());
    }
    // A card twice is the script's own refusal, with its line.
    deck.cards[0].count = 2;
    try {
        game->newInitialState(3, {{"deck", pb::decks::deckToJson(deck)}});
        QFAIL("a deck with a card twice was dealt");
    } catch (const pb::script::ScriptError& e) {
        QVERIFY2(std::string(e.what()).find("the deck holds the 9 of clubs twice") !=
                     std::string::npos,
                 e.what());
    }
}

void TestScriptCards::anEditableGridIsFilledFromTheSetup() {
    const auto game = scripttest::load(dealScript())->makeGame({}, 2);
    const json board = {{0, 3, 1}, {4, 0, 2}};
    const json state = game->newInitialState(1, {{"board", board}})->toJson();
    QVERIFY2(state["board"] == board, state.dump().c_str());
    QCOMPARE(state["seen"].get<int>(), 3);               // setup saw the design's board
    QVERIFY(state["pile"] == json::array({11, 11, 25})); // and the default deck
    // Without one the grid holds its init.
    QVERIFY(game->newInitialState(1)->toJson()["board"] == json({{0, 0, 0}, {0, 0, 0}}));
}

void TestScriptCards::aBadBoardIsRefused() {
    const auto game = scripttest::load(dealScript())->makeGame({}, 2);
    QCOMPARE(setupError(*game, {{"board", {{0, 3, 1}, {4, 0, 5}}}}),
             std::string("board[1][2]: 5 is outside 0..4"));
    QCOMPARE(setupError(*game, {{"board", {{0, 3, 1}}}}),
             std::string("board: must be an array of 2 rows of 3 numbers"));
    QCOMPARE(setupError(*game, {{"board", {{0, 3}, {4, 0, 1}}}}),
             std::string("board[0]: must be an array of 3 numbers"));
    QCOMPARE(setupError(*game, {{"board", {{0, "x", 1}, {4, 0, 1}}}}),
             std::string("board[0][1]: must be a whole number, not \"x\""));
}

// A design's set-up as the store keeps it (JSON text) deals the same game
// once read back, and the state's own JSON shows the board it was given.
void TestScriptCards::theSetupRoundTripsThroughJson() {
    const auto game = scripttest::load(dealScript())->makeGame({}, 2);
    const json setup = {{"deck", designDeck({{"blue", "3", 2}, {"red", "1", 1}})},
                        {"board", {{1, 2, 3}, {4, 0, 1}}}};
    const json again = json::parse(setup.dump());
    QVERIFY(pb::decks::deckFromJson(again["deck"]) == pb::decks::deckFromJson(setup["deck"]));
    QVERIFY(pb::decks::deckToJson(pb::decks::deckFromJson(again["deck"])) == setup["deck"]);
    const auto a = game->newInitialState(5, setup);
    const auto b = game->newInitialState(5, again);
    QCOMPARE(a->hash(), b->hash());
    QVERIFY(a->toJson()["board"] == setup["board"]);
    QVERIFY(a->toJson()["pile"] == json::array({23, 23, 11}));
    const auto read = game->ruleset().stateFromJson(a->toJson());
    QCOMPARE(read->hash(), a->hash());
}

PLAYBENCH_TEST_APPLESS_MAIN(TestScriptCards)
#include "test_script_cards.moc"
