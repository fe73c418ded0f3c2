// The interchange JSON (docs/rules/butterfly-effect.md): round trips, refusals
// naming the field, the set-up JSON of species, evolution cards and boards,
// and what an observation hides.

#include "butterfly_effect_test_support.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/butterfly_effect/butterfly_effect_game.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/butterfly_effect/butterfly_effect_ruleset.h"
#include "test_registry.h"

#include <QTest>

using namespace betest;
namespace param = pb::butterfly_effect::param;

namespace {

const pb::Ruleset& rules() {
    return pb::butterfly_effect::ruleset();
}

std::string setupRefusal(const json& setup, const json& params = json::object()) {
    try {
        rules().makeGame(params, 2)->newInitialState(1, setup);
    } catch (const pb::InvalidInput& e) {
        return e.what();
    }
    return {};
}

std::unique_ptr<pb::State> playedGame(int decisions, const json& setup = {}) {
    auto s =
        rules().makeGame(json{{param::kSeparateEraLayouts, true}}, 2)->newInitialState(3, setup);
    pb::Rng rng(5);
    for (int i = 0; i < decisions && !s->isTerminal(); ++i)
        s->applyUnchecked(s->isChance() ? s->sampleChance(rng) : s->sampleUniformLegal(rng));
    return s;
}

} // namespace

class TestButterflyEffectJson : public QObject {
    Q_OBJECT

private slots:
    void aPlayedStateRoundTrips();
    void badStatesAreRefusedNamingTheField();
    void unreachableStatesAreRefusedNamingTheInvariant();
    void aDecisionWithAStrayFieldIsRefused();
    void theSetUpJsonReplacesTheDefaults();
    void badSetUpsAreRefusedNamingTheField();
    void observationsHideTheOtherHand();
    void aRedealKeepsWhatTheStepShows();
    void decisionsRoundTripAndExplainRefusals();
};

void TestButterflyEffectJson::aPlayedStateRoundTrips() {
    for (int n : {0, 12, 40, 150, 400}) {
        auto s = playedGame(n);
        const json j = s->toJson();
        std::string error;
        auto back = tryParse(j, error);
        QVERIFY2(back, error.c_str());
        QCOMPARE(back->toJson().dump(), j.dump());
        QCOMPARE(back->hash(), s->hash());
    }
}

void TestButterflyEffectJson::badStatesAreRefusedNamingTheField() {
    const Position ok = Position().handSpecies(0, 1, 1).piece("present", 4, 4, kHawk);
    QCOMPARE(refusal(ok.toJson()), std::string());
    QVERIFY(refusal(Position(ok).piece("present", 4, 4, kLion).toJson()).find("pieces.present") !=
            std::string::npos);
    QVERIFY(refusal(Position(ok).piece("past", 9, 0, kLion).toJson()).find("pieces.past") !=
            std::string::npos);
    QVERIFY(refusal(Position(ok).handSpecies(0, 1, 9).toJson()).find("hand") != std::string::npos);
    QVERIFY(refusal(Position(ok).phase("dancing").toJson()).find("phase") != std::string::npos);
    QVERIFY(refusal(Position(ok).phase("moveTo").toJson()).find("move.from") != std::string::npos);
    QVERIFY(refusal(Position(ok).pending(0, 2, 2, kHawk).toJson()).find("pending") !=
            std::string::npos);
    QVERIFY(refusal(Position(ok).streak(0, 7).toJson()).find("streak") != std::string::npos);
    // A position with nothing to decide is refused.
    QVERIFY(refusal(Position().piece("present", 4, 4, kHawk).toJson()).find("no decision") !=
            std::string::npos);
}

// Section 5 on load (issue 24): a state no game can reach is refused in one
// line naming the invariant and the field.
void TestButterflyEffectJson::unreachableStatesAreRefusedNamingTheInvariant() {
    const Position ok = Position().handSpecies(0, 1, 1).piece("present", 4, 4, kHawk);
    const auto refusedFor = [](const Position& p, const std::string& invariant,
                               const std::string& field) {
        const std::string why = refusal(p.toJson());
        return why.find(invariant) != std::string::npos && why.find(field) != std::string::npos &&
               why.find('\n') == std::string::npos;
    };
    // I8 (B37, G7): a winner only once the game is over; the result would
    // otherwise name seat 1 in a game that is drawn.
    QVERIFY2(refusedFor(Position(ok).field("winner", 1), "invariant I8", "winner"),
             refusal(Position(ok).field("winner", 1).toJson()).c_str());
    // I4 (B31): a hand above the hand size of 5.
    QVERIFY2(refusedFor(Position(ok).handSpecies(0, 1, 3).handSpecies(0, 0, 3), "invariant I4",
                        "players[0].hand"),
             refusal(Position(ok).handSpecies(0, 1, 3).handSpecies(0, 0, 3).toJson()).c_str());
    // I2 (B29): the set-up places pieces in the present only.
    const Position setup = Position()
                               .field("player", nullptr)
                               .phase("setupSpecies")
                               .playerField(0, "setupPlaced", json::array())
                               .playerField(1, "setupPlaced", json::array())
                               .turn(0)
                               .handSpecies(0, 0, 4)
                               .handSpecies(1, 0, 4);
    QCOMPARE(refusal(setup.toJson()), std::string());
    const Position past = Position(setup).piece("past", 4, 4, kHawk);
    QVERIFY2(refusedFor(past, "invariant I2", "pieces.past"), refusal(past.toJson()).c_str());
}

void TestButterflyEffectJson::aDecisionWithAStrayFieldIsRefused() {
    auto s = rules().makeGame(json::object(), 2)->newInitialState(1);
    const json pass = {{"type", "pass"}, {"square", {1, 1}}};
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, s->decisionFromJson(pass));
    const json place = {{"type", "placeCard"}, {"species", 1}, {"era", "past"}};
    QVERIFY_THROWS_EXCEPTION(pb::InvalidInput, s->decisionFromJson(place));
    const json draw = {{"type", "draw"}, {"seat", 0}, {"species", 1}};
    QCOMPARE(s->decisionFromJson(draw).kind, std::uint16_t(pb::butterfly_effect::kDrawKind));
}

void TestButterflyEffectJson::theSetUpJsonReplacesTheDefaults() {
    const json setup = {{"species",
                         {{{"name", "Ant"}, {"strength", 5}, {"pattern", {"XX.", ".XX"}}},
                          nullptr,
                          json::object(),
                          json::object(),
                          json::object(),
                          json::object()}},
                        {"board", {{"size", 7}, {"cities", {{3, 3}}}}}};
    auto s = rules().makeGame(json::object(), 2)->newInitialState(1, setup);
    const json j = s->toJson();
    BE_COMPARE_JSON(j["setup"]["species"][0]["name"], json("Ant"));
    BE_COMPARE_JSON(j["setup"]["species"][0]["strength"], json(5));
    BE_COMPARE_JSON(j["setup"]["species"][1]["name"], json("Hawk"));
    BE_COMPARE_JSON(j["setup"]["board"]["size"], json(7));
    BE_COMPARE_JSON(j["setup"]["board"]["cities"], json::array({{3, 3}}));
    BE_COMPARE_JSON(j["setup"]["evolutions"].size(), std::size_t{8});
    std::string error;
    auto back = tryParse(j, error);
    QVERIFY2(back, error.c_str());
    QCOMPARE(back->hash(), s->hash());
    // The default content is left out of the JSON.
    QVERIFY(!rules().makeGame(json::object(), 2)->newInitialState(1)->toJson().contains("setup"));
    // A played game with a designer's content round-trips too.
    auto played = playedGame(200, setup);
    auto again = tryParse(played->toJson(), error);
    QVERIFY2(again, error.c_str());
    BE_COMPARE_JSON(again->toJson(), played->toJson());
}

void TestButterflyEffectJson::badSetUpsAreRefusedNamingTheField() {
    QVERIFY(setupRefusal({{"species", json::array()}}).find("setup.species") != std::string::npos);
    QVERIFY(setupRefusal({{"species",
                           {json::object(),
                            json::object(),
                            {{"move", 0}},
                            json::object(),
                            json::object(),
                            json::object()}}})
                .find("setup.species[2].move") != std::string::npos);
    QVERIFY(setupRefusal({{"species",
                           {{{"pattern", {"XO"}}},
                            json::object(),
                            json::object(),
                            json::object(),
                            json::object(),
                            json::object()}}})
                .find("setup.species[0].pattern") != std::string::npos);
    QVERIFY(setupRefusal({{"evolutions", {{{"name", "Wings"}, {"effect", "flight"}}}}})
                .find("setup.evolutions[0].effect") != std::string::npos);
    QVERIFY(setupRefusal({{"board", {{"green", {{0, 0}, {0, 9}}}}}}).find("setup.board.green[1]") !=
            std::string::npos);
    QVERIFY(setupRefusal({{"board", {{"past", {{"cities", {{1, 1}}}}}}}})
                .find(param::kSeparateEraLayouts) != std::string::npos);
    QCOMPARE(setupRefusal({{"board", {{"past", {{"cities", {{1, 1}}}}}}}},
                          {{param::kSeparateEraLayouts, true}}),
             std::string());
    QVERIFY(setupRefusal({{"cards", 3}}).find("setup.cards") != std::string::npos);
}

void TestButterflyEffectJson::observationsHideTheOtherHand() {
    auto s = playedGame(60);
    const json j = s->toJson();
    const json o = s->observationJson(0);
    BE_COMPARE_JSON(o["players"][0]["hand"], j["players"][0]["hand"]);
    QVERIFY(!o["players"][1].contains("hand"));
    QVERIFY(!o["players"][1].contains("deck"));
    QVERIFY(o["players"][1].contains("handCount"));
    pb::Rng rng(9);
    bool changed = false;
    for (int i = 0; i < 20; ++i) {
        auto copy = s->clone();
        copy->resampleHidden(0, rng);
        BE_COMPARE_JSON(copy->observationJson(0), o);
        changed = changed || copy->toJson()["players"][1]["hand"] != j["players"][1]["hand"];
    }
    QVERIFY(changed);
}

void TestButterflyEffectJson::aRedealKeepsWhatTheStepShows() {
    // Seat 1 is at its evolve step holding one Vines among four Wheat cards:
    // seat 0's redeal of that hand must keep an evolution card in it.
    BE_STATE(s, Position()
                    .player(1)
                    .phase("evolve")
                    .step("evolve", false)
                    .handSpecies(1, 0, 4)
                    .handEvolution(1, kVines, 1)
                    .piece("present", 8, 8, kWheat));
    pb::Rng rng(2);
    for (int i = 0; i < 40; ++i) {
        auto copy = s->clone();
        copy->resampleHidden(0, rng);
        QVERIFY(!copy->legalDecisions().empty());
        int evolutions = 0;
        const json j = copy->toJson();
        for (const json& n : j["players"][1]["hand"]["evolutions"])
            evolutions += n.get<int>();
        QVERIFY(evolutions >= 1);
    }
}

void TestButterflyEffectJson::decisionsRoundTripAndExplainRefusals() {
    BE_STATE(s, Position().handSpecies(0, 1, 1).piece("present", 4, 4, kHawk));
    for (const pb::Decision& d : s->legalDecisions())
        QVERIFY(s->decisionFromJson(s->decisionToJson(d)) == d);
    QCOMPARE(s->whyIllegal(s->decisionFromJson(placeCard(kCattle))),
             std::string("you hold no Cattle card"));
    QCOMPARE(s->whyIllegal(s->decisionFromJson(moveTo(1, 1))),
             std::string("choosing where to move is not possible now: the game is at the "
                         "placeCard step"));
    QCOMPARE(s->decisionToText(s->decisionFromJson(placeCard(kHawk))), std::string("play Hawk"));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestButterflyEffectJson)
#include "test_butterfly_effect_json.moc"
