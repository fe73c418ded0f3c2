// Butterfly Effect's part of the property harness (ruleset_properties.h): its
// set-ups (every gap's other options, a designer's own content), and after
// every decision the invariants of section 5 of the reading and the counters
// against a tally of the decisions.

#include "butterfly_effect_test_support.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/butterfly_effect/butterfly_effect_state.h"
#include "ruleset_properties.h"

#include <algorithm>
#include <map>

using namespace betest;
namespace param = pb::butterfly_effect::param;
namespace be = pb::butterfly_effect;

namespace {

int total(const json& cards) {
    int n = 0;
    for (const auto& [kind, counts] : cards.items())
        for (const json& c : counts)
            n += c.get<int>();
    return n;
}

// What section 5 asks of one state and the legal list: the invariants on the
// state's own fields are the core's invariantViolation(), which the harness
// asks after every decision; these need the decisions it lists.
std::string checkState(const pb::State& state, const json& j,
                       const std::vector<pb::Decision>& legal) {
    const auto& s = static_cast<const be::ButterflyEffectState&>(state);
    if (j["phase"] == "over") {
        if (!legal.empty())
            return "decisions in a finished game";
        return {};
    }
    if (legal.empty())
        return "a live game without a decision";
    const int actor = s.currentActor();
    if (j["actor"] != (actor >= 0 ? json(actor) : json("chance")))
        return "\"actor\" disagrees with currentActor()";
    return {};
}

// Observations hide the other seat's hand and deck, and nothing else.
std::string checkHidden(const pb::State& s, const json& j) {
    for (int seat = 0; seat < 2; ++seat) {
        const json o = s.observationJson(seat);
        const json& mine = o["players"][seat];
        const json& theirs = o["players"][1 - seat];
        if (mine["hand"] != j["players"][seat]["hand"])
            return "a seat does not see its own hand";
        if (theirs.contains("hand") || theirs.contains("deck"))
            return "a seat sees the other's hand or deck";
        if (theirs["handCount"] != total(j["players"][1 - seat]["hand"]))
            return "the other hand's size is wrong";
        if (o["pieces"] != j["pieces"] || o["evolutions"] != j["evolutions"])
            return "an observation hides public information";
    }
    return {};
}

class ButterflyEffectInvariants final : public rulesettest::GameInvariants {
public:
    explicit ButterflyEffectInvariants(const pb::Game& game)
        : handSize_(game.params()[param::kHandSize]),
          reshuffle_(game.params()[param::kEmptyDeck] == "reshuffle") {}

    std::string check(const pb::State& s, const json& j,
                      const std::vector<pb::Decision>& legal) override {
        std::string error = checkState(s, j, legal);
        if (error.empty() && steps_ % 7 == 0)
            error = checkHidden(s, j);
        ++steps_;
        actor_ = s.currentActor();
        return error;
    }

    std::string checkStep(const json& before, const json& d, const json& after) override {
        const std::string type = d["type"];
        ++tally_[{actor_, type}];
        // The pattern's species' owner counts death patterns and reproductions.
        if (type == "deathPattern")
            ++tally_[{seatOfSpecies(before, before["pattern"]["species"].get<int>()),
                      "deathOwner"}];
        // 5. At most one evolution, placement and move per turn.
        const int turn = before["turn"];
        if (turn != turn_) {
            turn_ = turn;
            perTurn_.clear();
        }
        if ((type == "evolve" || type == "placeSquare" || type == "moveTo") && ++perTurn_[type] > 1)
            return "two " + type + " in one turn";
        // 4. Exactly the hand size once the draw is done (R5).
        if (!before["player"].is_null() && before["player"] == after["player"] &&
            before["turn"] == after["turn"] && !before["steps"]["draw"].get<bool>() &&
            after["steps"]["draw"].get<bool>()) {
            const int seat = after["player"];
            const json& p = after["players"][seat];
            const bool out = total(p["deck"]) == 0 && (!reshuffle_ || total(p["discard"]) == 0);
            if (total(p["hand"]) != handSize_ && !out)
                return "the draw ended with " + std::to_string(total(p["hand"])) + " cards";
        }
        // 6. A pending reproduction was placed by card on its owner's previous turn.
        for (int seat = 0; seat < 2; ++seat) {
            if (type == "placeSquare" && before["chosen"]["era"] == "past" && actor_ == seat)
                placedPast_[seat] = turn;
            if (!after["players"][seat]["pending"].is_null() &&
                after["turn"].get<int>() > placedPast_[seat] + 2)
                return "a pending reproduction older than its owner's previous turn";
        }
        return {};
    }

    std::string checkEnd(const pb::State& s, const json&) override {
        for (int seat = 0; seat < 2; ++seat) {
            const auto count = [&](const char* type) { return tally_[{seat, type}]; };
            const auto expect = [&](std::string_view id, long long n) -> std::string {
                const long long c = counterOf(s, seat, id);
                if (c != n)
                    return std::string(id) + " is " + std::to_string(c) + ", decisions say " +
                           std::to_string(n);
                return {};
            };
            for (const auto& e :
                 {expect("evolve.played", count("evolve")), expect("move.count", count("moveTo")),
                  expect("evolve.stolen", count("steal")),
                  expect("reproduce.count", count("reproduce")),
                  expect("fertility.extras", count("extra")),
                  expect("place.declined", count("skipPlace")),
                  expect("move.declined", count("skipMove")),
                  expect("evolve.passesHolding", count("pass")),
                  expect("death.patterns", count("deathOwner"))})
                if (!e.empty())
                    return "seat " + std::to_string(seat) + ": " + e;
            long long byCard = 0, stolenByCard = 0;
            for (int e = 1; e <= 12; ++e) {
                byCard += counterOf(s, seat, "evolve.played.card" + std::to_string(e));
                stolenByCard += counterOf(s, seat, "evolve.stolen.card" + std::to_string(e));
            }
            if (byCard != count("evolve") || stolenByCard != count("steal"))
                return "per-card evolution counters disagree with the decisions";
            // Section 6: reproductions and deaths by pattern, each species' its own.
            long long reproduced = 0, deathPatterns = 0;
            for (int k = 1; k <= 3; ++k) {
                reproduced += counterOf(s, seat, "reproduce.count.species" + std::to_string(k));
                deathPatterns += counterOf(s, seat, "death.patterns.species" + std::to_string(k));
            }
            if (reproduced != counterOf(s, seat, "reproduce.count") ||
                deathPatterns != counterOf(s, seat, "death.patterns"))
                return "per-species pattern counters disagree with their totals";
            // Battles by era and per pair add up to their totals, and every
            // battle one seat started was won by it, by the other as
            // defender, or ended in a Camouflage save (both stay).
            for (const char* what :
                 {"battle.attacksWon", "battle.defencesWon", "battle.tiesToDefender"}) {
                const std::string id = what;
                if (counterOf(s, seat, id + ".past") + counterOf(s, seat, id + ".present") !=
                    counterOf(s, seat, id))
                    return "seat " + std::to_string(seat) + ": " + id + " by era disagrees";
            }
            long long defended = 0;
            for (int d = 1; d <= 3; ++d)
                for (int a = 1; a <= 3; ++a)
                    defended += counterOf(s, seat,
                                          "battle.pairDefended." + std::to_string(d) + "x" +
                                              std::to_string(a));
            if (defended != counterOf(s, seat, "battle.defencesWon"))
                return "per-pair defences disagree with battle.defencesWon";
            if (counterOf(s, seat, "battle.attacks") !=
                counterOf(s, seat, "battle.attacksWon") +
                    counterOf(s, 1 - seat, "battle.defencesWon") +
                    counterOf(s, 1 - seat, "camouflage.saves"))
                return "battles started disagree with their ends";
            if (counterOf(s, seat, "game.winningTurn") !=
                (counterOf(s, seat, "game.won") != 0 ? counterOf(s, seat, "game.turns") : 0))
                return "game.winningTurn disagrees with game.won and game.turns";
            const long long placed =
                counterOf(s, seat, "place.past") + counterOf(s, seat, "place.present");
            if (placed != count("placeSquare"))
                return "place counters disagree with the placeSquare decisions";
        }
        return {};
    }

private:
    static int seatOfSpecies(const json& state, int species) {
        const int animals = state["players"][0]["side"] == "animals" ? 0 : 1;
        return species < 3 ? animals : 1 - animals;
    }

    int handSize_;
    bool reshuffle_;
    std::map<std::pair<int, std::string>, long long> tally_;
    std::map<std::string, int> perTurn_;
    std::array<int, 2> placedPast_{-10, -10};
    int turn_ = -1;
    int steps_ = 0;
    int actor_ = pb::kTerminalActor;
};

// A designer's content: asymmetric patterns (reflections differ), doubled and
// new evolution cards, a 7x7 board whose past has its own layout.
json customSetup() {
    return {{"species",
             {{{"name", "Ant"}, {"pattern", {"XX.", ".XX"}}, {"copies", 3}},
              {{"name", "Bat"}, {"pattern", {"X..", "XXX"}}, {"move", 3}},
              {{"name", "Cat"}, {"strength", 4}, {"pattern", {"X"}}},
              {{"name", "Daisy"}, {"pattern", {".X", "XX", "X."}}},
              {{"name", "Elm"}, {"health", 5}, {"pattern", {"XXXX", "X..."}}},
              {{"name", "Fern"}, {"copies", 2}}}},
            {"evolutions",
             {{{"name", "Big"}, {"effect", "strength"}, {"value", 3}, {"copies", 2}},
              {{"name", "Shield"}, {"effect", "defenceStrength"}},
              {{"name", "Claws"}, {"effect", "attackStrength"}, {"value", 2}},
              {{"name", "Legs"}, {"effect", "move"}, {"copies", 2}},
              {{"name", "Hide"}, {"effect", "camouflage"}, {"value", 3}},
              {{"name", "Creeper"}, {"effect", "vines"}, {"value", 2}},
              {{"name", "Seeds"}, {"effect", "fertility"}, {"value", 2}, {"copies", 2}},
              {{"name", "Roots"}, {"effect", "deepRoots"}}}},
            {"board",
             {{"size", 7},
              {"green", {{0, 0}, {0, 3}, {0, 6}, {6, 0}, {6, 3}, {6, 6}, {1, 1}}},
              {"cities", {{3, 1}, {3, 5}}},
              {"past", {{"green", {{0, 1}, {6, 5}}}, {"cities", {{3, 3}}}}}}}};
}

class ButterflyEffectProperties final : public rulesettest::RulesetProperties {
public:
    std::string rulesetId() const override { return "butterfly-effect"; }
    int probeArgumentMax() const override { return 82; }

    std::unique_ptr<rulesettest::GameInvariants> invariants(const pb::Game& game) const override {
        return std::make_unique<ButterflyEffectInvariants>(game);
    }

    std::vector<rulesettest::PropertySetup> setups() const override {
        const json shortGame = {{param::kMaxTurns, 60}};
        return {
            {"default", json::object(), 2, 6},
            {"move before place (G17)", {{param::kMoveBeforePlace, true}}, 2, 5},
            {"health battles, attackers return, steal on attack",
             {{param::kBattleRule, "health"},
              {param::kAttackerLoss, "returns"},
              {param::kStealOn, "attackerWin"},
              {param::kDieSides, 8}},
             2,
             4},
            {"every other option A",
             {{param::kReproduceAt, "immediate"},
              {param::kPastPieceStays, false},
              {param::kSproutOntoEnemy, "override"},
              {param::kDeathChooser, "winner"},
              {param::kDeathBoards, "both"},
              {param::kMoveAdjacency, "eight"},
              {param::kPassThrough, true},
              {param::kPlaceMandatory, false},
              {param::kMoveMandatory, false},
              {param::kOneEraPerTurn, true},
              {param::kMaxTurns, 80}},
             2,
             4},
            {"every other option B",
             {{param::kReproduceAt, "opponentTurnEnd"},
              {param::kPatternTurns, "rotations"},
              {param::kPlaceOn, "anyEmpty"},
              {param::kCityControl, "occupyUncontested"},
              {param::kSameCityBothEras, true},
              {param::kHoldSameCities, true},
              {param::kHoldTurnEnds, 2},
              {param::kEmptyDeck, "stopDrawing"},
              {param::kSetupSpots, "ownHalf"},
              {param::kPieceLimit, 4},
              {param::kCopiesPerSpecies, 2},
              {param::kHandSize, 3},
              {param::kMaxTurns, 80}},
             2,
             4},
            {"adjacent placement, small board, plants first",
             {{param::kPlaceOn, "adjacentOwn"},
              {param::kBoardSize, 7},
              {param::kAnimalsSeat, 1},
              {param::kMaxEvolutionsPerSpecies, 4},
              {param::kStealOn, "never"},
              {param::kHoldTurnEnds, 1}},
             2,
             4},
            {"a designer's content",
             {{param::kSeparateEraLayouts, true}, {param::kMaxTurns, 80}},
             2,
             5,
             customSetup()},
            {"a designer's content, reflections off, quick",
             {{param::kSeparateEraLayouts, true},
              {param::kPatternTurns, "rotations"},
              {param::kHoldTurnEnds, 1}},
             2,
             4,
             customSetup()},
            {"short", shortGame, 2, 6},
        };
    }
};

} // namespace

PLAYBENCH_RULESET_PROPERTIES(ButterflyEffectProperties)
