// The board a script's `game.view` describes: the declaration checked at load
// with errors naming the path, the view read from a state's integers, hidden
// hands kept hidden from the other seats, and click targets that map to
// decisions and are clickable exactly when their decision is legal.

#include "engine/game.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "script/script_error.h"
#include "script/script_fixtures.h"
#include "script/script_ruleset.h"
#include "script/script_state.h"
#include "script/script_view.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>

using pb::script::ScriptError;
using json = nlohmann::json;

namespace {

std::string examplePath(const char* file) {
    return std::string(PLAYBENCH_SCRIPT_EXAMPLES) + "/" + file;
}

// The card fixture with `view` spliced into its declaration.
std::string cardsWithView(const std::string& view) {
    std::string text = scripttest::kCardScript;
    const std::string anchor = "actor = \"turn\", turns = \"turns\",";
    text.replace(text.find(anchor), anchor.size(), anchor + "\n  view = " + view + ",");
    return text;
}

std::string loadError(const std::string& text) {
    try {
        scripttest::load(text);
    } catch (const ScriptError& e) {
        return e.what();
    }
    return {};
}

const pb::script::ScriptState& scriptState(const pb::State& state) {
    return dynamic_cast<const pb::script::ScriptState&>(state);
}

// The cell (col, row) of a described grid.
const json& cellAt(const json& view, int col, int row) {
    for (const json& c : view["grid"]["cells"])
        if (c["col"] == col && c["row"] == row)
            return c;
    static const json none;
    return none;
}

} // namespace

class TestScriptView : public QObject {
    Q_OBJECT

private slots:
    void aBrokenViewNamesItsPath_data();
    void aBrokenViewNamesItsPath();
    void aScriptWithoutViewHasNone();
    void aGridShowsTheStateItWasBuiltFrom();
    void handsAreHiddenFromTheOtherSeats();
    void aClickMapsToItsDecisionOnlyWhenLegal();
    void aTrackShowsPiecesAndLinks();
    void everyExampleViewShowsItsClickableTargets_data();
    void everyExampleViewShowsItsClickableTargets();
};

void TestScriptView::aBrokenViewNamesItsPath_data() {
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown field") << R"({ piles = { { field = "pyle" } } })"
                                   << "probe.lua: game.view.piles[1].field: no state field 'pyle'";
    QTest::newRow("not a grid") << R"({ grid = { field = "pile" } })"
                                << "probe.lua: game.view.grid.field: 'pile' is not a grid field";
    QTest::newRow("hand not per seat")
        << R"({ hands = { { field = "deck" } } })"
        << "probe.lua: game.view.hands[1].field: 'deck' is not a per-seat zone";
    QTest::newRow("unknown decision")
        << R"({ hands = { { field = "hand", click = { decision = "discard" } } } })"
        << "probe.lua: game.view.hands[1].click.decision: no decision 'discard' in game.decisions";
    QTest::newRow("unknown property")
        << R"({ hands = { { field = "hand", click = { decision = "play", args = { "col" } } } } })"
        << "probe.lua: game.view.hands[1].click.args[1]: 'col' is not a property of this target";
    QTest::newRow("too many args") << R"({ hands = { { field = "hand", click = { decision = "play",
                                          args = { "card", "index" } } } } })"
                                   << "probe.lua: game.view.hands[1].click.args: decision 'play' "
                                      "takes 1 arguments, not 2";
    QTest::newRow("typo") << R"({ pilez = {} })"
                          << "probe.lua: game.view.pilez: not a key of this table";
    QTest::newRow("counter per seat")
        << R"({ counters = { { field = "points" } } })"
        << "probe.lua: game.view.counters[1].field: 'points' is not a number of the whole game";
    QTest::newRow("ranks without suits") << R"({ cards = { ranks = 3 } })"
                                         << "probe.lua: game.view.cards.ranks: ranks count the "
                                            "cards of a suit: give suits too";
}

void TestScriptView::aBrokenViewNamesItsPath() {
    QFETCH(QString, view);
    QFETCH(QString, message);
    const std::string error = loadError(cardsWithView(view.toStdString()));
    QVERIFY2(error.starts_with(message.toStdString()), error.c_str());
}

void TestScriptView::aScriptWithoutViewHasNone() {
    const auto r = scripttest::load(scripttest::kCardScript);
    const auto state = r->makeGame({}, 2)->newInitialState(1);
    QVERIFY(!pb::script::hasView(scriptState(*state)));
    QVERIFY(pb::script::describeView(scriptState(*state), 0).is_null());
    QCOMPARE(pb::script::viewTarget(scriptState(*state), state->legalDecisions().front()), -1);
    QVERIFY(pb::script::clickableTargets(scriptState(*state)).empty());
}

void TestScriptView::aGridShowsTheStateItWasBuiltFrom() {
    const auto r = pb::script::ScriptRuleset::fromFile(examplePath("tic-tac-toe.lua"));
    json j = r->makeGame({}, 2)->newInitialState(1)->toJson();
    // X in the centre, O in the top-left corner: X to play.
    j["board"] = json::array({{2, 0, 0}, {0, 1, 0}, {0, 0, 0}});
    j["turns"] = 2;
    const auto state = r->stateFromJson(j);
    const json view = pb::script::describeView(scriptState(*state), 0);
    QVERIFY(view["grid"]["columns"] == 3);
    QVERIFY(view["grid"]["rows"] == 3);
    QVERIFY(view["grid"]["shape"] == "square");
    QVERIFY(view["grid"]["cells"].size() == 9);
    QVERIFY(cellAt(view, 2, 2)["text"] == "X");
    QVERIFY(cellAt(view, 2, 2)["seat"] == 0);
    QVERIFY(cellAt(view, 1, 1)["text"] == "O");
    QVERIFY(cellAt(view, 1, 1)["seat"] == 1);
    QVERIFY(cellAt(view, 3, 1)["text"] == "");
    QVERIFY(cellAt(view, 3, 1)["seat"] == -1);
    // Row 1 is drawn at the top.
    QVERIFY(cellAt(view, 3, 1)["drawRow"] == 0);
    QVERIFY(cellAt(view, 3, 1)["drawCol"] == 2);
    // Every cell is its own target; the marked ones are not clickable.
    const auto clickable = pb::script::clickableTargets(scriptState(*state));
    QCOMPARE(clickable.size(), std::size_t(7));
    for (const json& c : view["grid"]["cells"]) {
        const bool legal = std::find(clickable.begin(), clickable.end(), c["target"].get<int>()) !=
                           clickable.end();
        QCOMPARE(legal, c["value"] == 0);
    }
}

void TestScriptView::handsAreHiddenFromTheOtherSeats() {
    const auto r = scripttest::load(cardsWithView(R"({
    hands = { { field = "hand", label = "Hands", click = { decision = "play", args = { "card" } } } },
    piles = { { field = "deck", label = "Deck" }, { field = "pile", label = "Pile", spread = true } },
    panel = { { field = "points", label = "Points" }, { field = "hand", label = "Cards" } },
  })"));
    auto state = r->makeGame({}, 2)->newInitialState(5);
    state->apply(state->legalDecisions().front()); // P1 plays a card onto the pile
    const json truth = state->toJson();
    const json view = pb::script::describeView(scriptState(*state), 0);
    const json& seats = view["hands"][0]["seats"];
    QVERIFY(view["hands"][0]["label"] == "Hands");
    QVERIFY(seats.size() == 2);
    // The viewer's own hand face up, card by card as the state holds it.
    QVERIFY(seats[0]["faceUp"] == true);
    QVERIFY(seats[0]["count"] == truth["hand"][0].size());
    for (std::size_t k = 0; k < truth["hand"][0].size(); ++k)
        QVERIFY(seats[0]["cards"][k]["card"] == truth["hand"][0][k]);
    // The other seat's: its size only, no card reaches the view.
    QVERIFY(seats[1]["faceUp"] == false);
    QVERIFY(seats[1]["count"] == 3);
    QVERIFY(seats[1]["cards"].empty());
    // The deck is hidden from all: a count; the pile is open, spread.
    const json& deck = view["piles"][0];
    QVERIFY(deck["faceUp"] == false);
    QVERIFY(deck["count"] == truth["deck"].size());
    QVERIFY(deck["cards"].empty());
    const json& pile = view["piles"][1];
    QVERIFY(pile["faceUp"] == true);
    QVERIFY(pile["cards"].size() == 1);
    QVERIFY(pile["cards"][0]["card"] == truth["pile"][0]);
    // The panel: a number per seat, a zone's size.
    QVERIFY(view["panel"][0]["facts"][0]["value"] == truth["points"][0]);
    QVERIFY(view["panel"][1]["facts"][1]["value"] == 3);
    // Seat 2 sees the other way round; every hand open shows both.
    const json other = pb::script::describeView(scriptState(*state), 1);
    QVERIFY(other["hands"][0]["seats"][0]["cards"].empty());
    QVERIFY(other["hands"][0]["seats"][1]["cards"].size() == 3);
    const json open = pb::script::describeView(scriptState(*state), -1);
    QVERIFY(open["hands"][0]["seats"][0]["faceUp"] == true);
    QVERIFY(open["hands"][0]["seats"][1]["faceUp"] == true);
    QVERIFY(open["piles"][0]["faceUp"] == true);
    QVERIFY(open["piles"][0]["cards"].size() == 1); // not spread: the top card
}

void TestScriptView::aClickMapsToItsDecisionOnlyWhenLegal() {
    const auto r = pb::script::ScriptRuleset::fromFile(examplePath("connect-four.lua"));
    auto state = r->makeGame({}, 2)->newInitialState(1);
    // Fill column 3 (six discs, alternating) and put one disc in column 5.
    for (int i = 0; i < 6; ++i)
        state->apply(state->decisionFromJson({{"kind", "drop"}, {"column", 3}}));
    state->apply(state->decisionFromJson({{"kind", "drop"}, {"column", 5}}));
    const auto& s = scriptState(*state);
    const json view = pb::script::describeView(s, 1);
    // Every cell of a column is the one target of that column's drop.
    const auto dropAt = [&](int column) {
        return pb::script::viewTarget(
            s, state->decisionFromJson({{"kind", "drop"}, {"column", column}}));
    };
    for (int row = 1; row <= 6; ++row) {
        QCOMPARE(cellAt(view, 5, row)["target"].get<int>(), dropAt(5));
        QCOMPARE(cellAt(view, 3, row)["target"].get<int>(), dropAt(3));
    }
    QVERIFY(dropAt(3) != dropAt(5));
    // Row 1 at the bottom; the disc dropped into column 5 is P1's.
    QVERIFY(cellAt(view, 5, 1)["drawRow"] == 5);
    QVERIFY(cellAt(view, 5, 1)["seat"] == 0);
    // Clickable: the open columns, not the full one.
    const auto clickable = pb::script::clickableTargets(s);
    QCOMPARE(clickable.size(), std::size_t(6));
    QVERIFY(std::find(clickable.begin(), clickable.end(), dropAt(3)) == clickable.end());
    QVERIFY(std::find(clickable.begin(), clickable.end(), dropAt(5)) != clickable.end());
    // A decision outside the board maps to no target.
    QCOMPARE(dropAt(9), -1);
}

void TestScriptView::aTrackShowsPiecesAndLinks() {
    const auto r = pb::script::ScriptRuleset::fromFile(examplePath("snakes-and-ladders.lua"));
    auto state = r->makeGame({}, 3)->newInitialState(2);
    const auto& s = scriptState(*state);
    json view = pb::script::describeView(s, 0);
    const json& track = view["track"];
    QVERIFY(track["length"] == 100);
    QVERIFY(track["squares"].size() == 100);
    QVERIFY(!track["links"].empty());
    QVERIFY(track["pieces"].size() == 3);
    QVERIFY(track["pieces"][0]["square"] == 0);
    // Square 1 bottom left, 11 above 10: the rows wind back and forth.
    QVERIFY(track["squares"][0]["drawRow"] == 9);
    QVERIFY(track["squares"][0]["drawCol"] == 0);
    QVERIFY(track["squares"][10]["drawCol"] == 9);
    QVERIFY(track["squares"][10]["drawRow"] == 8);
    // Roll: the die is not on the track; then the square the roll reaches is
    // the one clickable target, and clicking it moves the piece there.
    QVERIFY(pb::script::clickableTargets(s).empty());
    state->apply(state->legalDecisions().front()); // roll
    std::vector<pb::ChanceOutcome> faces;
    state->chanceOutcomes(faces);
    state->apply(faces.front().decision); // the die shows 1
    const auto clickable = pb::script::clickableTargets(s);
    QCOMPARE(clickable.size(), std::size_t(1));
    QCOMPARE(clickable.front(), track["squares"][0]["target"].get<int>());
}

void TestScriptView::everyExampleViewShowsItsClickableTargets_data() {
    QTest::addColumn<QString>("name");
    for (const char* name : {"tic-tac-toe", "connect-four", "pig", "trick-taking",
                             "snakes-and-ladders", "hex-connect"})
        QTest::newRow(name) << name;
}

// Through whole random games: every clickable target is an item the actor's
// view draws, so a highlighted target can always be clicked.
void TestScriptView::everyExampleViewShowsItsClickableTargets() {
    QFETCH(QString, name);
    const auto r =
        pb::script::ScriptRuleset::fromFile(examplePath((name + ".lua").toStdString().c_str()));
    pb::Rng rng(7);
    int checked = 0;
    for (int players = r->minPlayers(); players <= r->maxPlayers(); ++players) {
        auto state = r->makeGame({}, players)->newInitialState(std::uint64_t(players));
        while (!state->isTerminal()) {
            const auto& s = scriptState(*state);
            const json view = pb::script::describeView(s, state->currentActor());
            QVERIFY(view.is_object());
            std::vector<int> drawn;
            const auto collect = [&](const json& items) {
                for (const json& item : items)
                    if (item.contains("target"))
                        drawn.push_back(item["target"].get<int>());
            };
            if (view.contains("grid"))
                collect(view["grid"]["cells"]);
            if (view.contains("track"))
                collect(view["track"]["squares"]);
            for (const json& hand : view["hands"])
                for (const json& seat : hand["seats"])
                    collect(seat["cards"]);
            collect(view["piles"]);
            for (int t : pb::script::clickableTargets(s)) {
                QVERIFY2(std::find(drawn.begin(), drawn.end(), t) != drawn.end(),
                         qPrintable(name + ": a clickable target the view does not draw"));
                ++checked;
            }
            state->apply(state->isChance() ? state->sampleChance(rng)
                                           : state->sampleUniformLegal(rng));
        }
    }
    // Pig's decisions are all in the list; every other example clicks.
    QVERIFY(name == "pig" || checked > 0);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestScriptView)
#include "test_script_view.moc"
