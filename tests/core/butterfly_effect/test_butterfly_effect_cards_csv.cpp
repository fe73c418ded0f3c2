// The species and evolution cards as CSV: the default cards go out and come
// back the same, a spreadsheet's file (columns in another order, quotes, a
// byte order mark) reads, and every bad file is refused naming its row and
// column.
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/butterfly_effect/butterfly_effect_cards_csv.h"
#include "games/registry.h"
#include "test_registry.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace pb::butterfly_effect;
using nlohmann::json;

namespace {

json defaultCards() {
    // Cards as the set-up JSON has them, with a comma and quotes in two names.
    json setup = json::parse(
        "{\"species\":["
        "        "
        "{\"name\":\"Cattle\",\"strength\":1,\"move\":2,\"health\":2,\"copies\":4,\"pattern\":["
        "\"XX\",\"XX\"]},"
        "        "
        "{\"name\":\"Hawk\",\"strength\":2,\"move\":2,\"health\":2,\"copies\":4,\"pattern\":[\"X."
        "\",\"XX\"]},"
        "        "
        "{\"name\":\"Lion\",\"strength\":3,\"move\":1,\"health\":4,\"copies\":4,\"pattern\":["
        "\"XX\"]},"
        "        "
        "{\"name\":\"Wheat\",\"strength\":1,\"move\":2,\"health\":2,\"copies\":4,\"pattern\":["
        "\"XXXX\"]},"
        "        {\"name\":\"Iris, "
        "blue\",\"strength\":2,\"move\":2,\"health\":2,\"copies\":4,\"pattern\":[\"XXX\"]},"
        "        {\"name\":\"Palm "
        "\\\"Tree\\\"\",\"strength\":3,\"move\":1,\"health\":4,\"copies\":4,\"pattern\":[\"X.X\"]}]"
        ","
        "      \"evolutions\":["
        "        {\"name\":\"Giantism\",\"effect\":\"strength\",\"value\":2,\"copies\":1},"
        "        {\"name\":\"Deep Roots\",\"effect\":\"deepRoots\",\"value\":0,\"copies\":2}]}");
    return setup;
}

// The error message reading `text`, or "" when it reads.
std::string csvRefusal(const std::string& text) {
    try {
        cardsFromCsv(text);
    } catch (const pb::decks::DeckCsvError& e) {
        return e.what();
    }
    return {};
}

// The code, numbers and names a refusal carries, for an interface to word it:
// "code values... | names...".
std::string refusalCode(const std::string& text) {
    try {
        cardsFromCsv(text);
    } catch (const pb::decks::DeckCsvError& e) {
        std::string out = e.code();
        for (long long v : e.values())
            out += " " + std::to_string(v);
        out += " |";
        for (const std::string& n : e.names())
            out += " " + n;
        return out;
    }
    return {};
}

const char* kGood = "kind,name,strength,move,health,copies,pattern,effect,value\r\n"
                    "species,Cattle,1,2,2,4,XX/XX,,\r\n"
                    "species,Hawk,2,2,2,4,X./XX,,\r\n"
                    "species,Lion,3,1,4,4,XX,,\r\n"
                    "species,Wheat,1,2,2,4,XXXX,,\r\n"
                    "species,Iris,2,2,2,4,XXX,,\r\n"
                    "species,Palm Tree,3,1,4,4,X.X,,\r\n"
                    "evolution,Giantism,,,,1,,strength,2\r\n";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    text.replace(text.find(from), from.size(), to);
    return text;
}

} // namespace

class TestButterflyEffectCardsCsv : public QObject {
    Q_OBJECT

private slots:
    void theCardsGoOutAndComeBackTheSame() {
        const json cards = defaultCards();
        const std::string csv = cardsToCsv(cards);
        QVERIFY(csv.starts_with("kind,name,strength,move,health,copies,pattern,effect,value\r\n"));
        QVERIFY(csv.find("species,Hawk,2,2,2,4,X./XX,,\r\n") != std::string::npos);
        // Commas and quotes in a name are quoted.
        QVERIFY(csv.find("\"Iris, blue\"") != std::string::npos);
        QVERIFY(csv.find("\"Palm \"\"Tree\"\"\"") != std::string::npos);
        QCOMPARE(cardsFromCsv(csv).dump(), cards.dump());
        // ...and the game plays what it reads.
        const auto game = pb::rulesetOrThrow("butterfly-effect").makeGame(json::object(), 2);
        QVERIFY(game->newInitialState(1, cardsFromCsv(csv)));
    }

    void aSpreadsheetsFileReads() {
        // Another column order, upper case, a byte order mark, padding, a blank line.
        const std::string text = "\xEF\xBB\xBF"
                                 "Name , KIND,Strength,Move,Health,Pattern,Effect,Value\n"
                                 "Cattle,species,1,2,2,XX/XX,,\n\n"
                                 "Hawk,species,2,2,2,X./XX,,\n"
                                 "Lion,species,3,1,4,XX,,\n"
                                 "Wheat,species,1,2,2,XXXX,,\n"
                                 "Iris,species,2,2,2,XXX,,\n"
                                 "Palm Tree,species, 3 ,1,4,X.X,,\n"
                                 "Vines,evolution,,,,,vines,1\n";
        const json cards = cardsFromCsv(text);
        QVERIFY(cards["species"].size() == 6);
        QVERIFY(cards["species"][5]["strength"] == 3);
        QVERIFY(!cards["species"][0].contains("copies")); // the parameter's count then
        QVERIFY(cards["evolutions"][0]["effect"] == "vines");
        QVERIFY(cards["species"][1]["pattern"] == json({"X.", "XX"}));
    }

    void badFilesNameRowAndColumn() {
        QCOMPARE(csvRefusal(kGood), std::string());
        QCOMPARE(csvRefusal(""),
                 std::string("row 1: the file is empty; the first row must name the columns"));
        QCOMPARE(csvRefusal(replaced(kGood, "value\r\n", "value,colour\r\n")),
                 std::string("row 1, column colour: not a column of the cards (columns: kind, "
                             "name, strength, move, health, copies, pattern, effect, value)"));
        QCOMPARE(csvRefusal(replaced(kGood, "Hawk,2,2,2", "Hawk,2,7,2")),
                 std::string("row 3, column move: '7' is outside 1..6"));
        QCOMPARE(csvRefusal(replaced(kGood, "Lion,3,1,4,4,XX", "Lion,3,1,4,4,XY")),
                 std::string("row 4, column pattern: 'XY' is not a pattern (1-4 rows of 1-4 'X' "
                             "or '.', joined by '/', e.g. X./XX)"));
        QCOMPARE(csvRefusal(replaced(kGood, "X.X", "../..")),
                 std::string("row 7, column pattern: '../..' is not a pattern (at most 4 rows, "
                             "at least one X)"));
        QCOMPARE(csvRefusal(replaced(kGood, "strength,2\r\n", "flight,2\r\n")),
                 std::string("row 8, column effect: 'flight' is not an effect (strength, "
                             "defenceStrength, attackStrength, move, camouflage, vines, "
                             "fertility, deepRoots)"));
        QCOMPARE(csvRefusal(replaced(kGood, "evolution,Giantism", "evolution,Hawk")),
                 std::string("row 8, column name: 'Hawk' names two cards"));
        QCOMPARE(csvRefusal(replaced(kGood, "species,Iris,2,2,2,4,XXX,,\r\n", "")),
                 std::string("row 7, column kind: the file has 5 species; it needs 6 (3 animals, "
                             "then 3 plants)"));
        QCOMPARE(csvRefusal(replaced(kGood, "species,Wheat", "plant,Wheat")),
                 std::string("row 5, column kind: 'plant' is not species or evolution"));
        QCOMPARE(csvRefusal(replaced(kGood, "Wheat,1,2,2,4,XXXX,,", "Wheat,1,2,2")),
                 std::string("row 5: 5 fields, but the header has 9"));
        QCOMPARE(csvRefusal(replaced(kGood, "Cattle,1,2,2,4", "Cattle,,2,2,4")),
                 std::string("row 2, column strength: a value is needed here"));
        QCOMPARE(csvRefusal(replaced(kGood, "Cattle,1", "\"Cattle,1")),
                 std::string("row 2: a quoted field is not closed"));
    }

    // Every refusal carries a code with its numbers and names, so the
    // workbench words it in the interface language.
    void badFilesCarryTheirCodes() {
        QCOMPARE(refusalCode(""), std::string("emptyFile |"));
        QCOMPARE(refusalCode(replaced(kGood, "species,Hawk,2,2,2,4", "species,Hawk,2,9,2,4")),
                 std::string("outOfRange 1 6 | 9"));
        QCOMPARE(refusalCode(replaced(kGood, "Cattle,1", "Cattle,x")),
                 std::string("notWholeNumber | x"));
        QCOMPARE(refusalCode(replaced(kGood, "X.X", "../..")), std::string("badPattern | ../.."));
        QCOMPARE(refusalCode(replaced(kGood, "evolution,Giantism", "evolution,Hawk")),
                 std::string("nameTwice | Hawk"));
        QCOMPARE(refusalCode(replaced(kGood, "species,Iris,2,2,2,4,XXX,,\r\n", "")),
                 std::string("speciesCount 5 6 |"));
        QCOMPARE(refusalCode(replaced(kGood, "species,Wheat", "plant,Wheat")),
                 std::string("unknownKind | plant"));
        QCOMPARE(refusalCode(replaced(kGood, "Wheat,1,2,2,4,XXXX,,", "Wheat,1,2,2")),
                 std::string("fieldCount 5 9 |"));
        QCOMPARE(refusalCode(replaced(kGood, "Cattle,1,2,2,4", "Cattle,,2,2,4")),
                 std::string("valueNeeded |"));
        QCOMPARE(refusalCode(replaced(kGood, "Cattle,1", "\"Cattle,1")),
                 std::string("unclosedQuote |"));
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectCardsCsv)

#include "test_butterfly_effect_cards_csv.moc"
