// Titanomachia's part of the property harness (ruleset_properties.h): its
// set-ups, what section 5 of the reading says across two states (the core's
// invariantViolation() checks one state, and the harness asks it after every
// decision), and the counters checked against a tally of the decisions.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_setup.h"
#include "ruleset_properties.h"
#include "titanomachia_test_support.h"

#include <map>

using namespace ttest;
namespace param = pb::titanomachia::param;

namespace {

const char* const kDirs[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

struct Rules {
    json params;
    int penalty, maxRounds, budget;
    bool quarter, origin, impassable, markersRemain, trimPool;

    explicit Rules(const json& p)
        : params(p), penalty(p[param::kPenaltyPerStep]), maxRounds(p[param::kMaxRounds]),
          budget(p[param::kBudget]), quarter(p[param::kTractionUnit] == "quarter"),
          origin(p[param::kDifficultySquare] == "origin"),
          impassable(p[param::kImpassableAboveTraction]),
          markersRemain(p[param::kDestroyedMarkersRemain]),
          trimPool(p[param::kTrimPoolOnCrewDamage]) {}
};

int dirIndex(const json& name) {
    for (int d = 0; d < 8; ++d)
        if (name == kDirs[d])
            return d;
    return -1;
}

// A score after damage (G19), from the set-up's card and the damage track.
int effective(const json& j, const Rules& r, int seat, const char* system, const char* score) {
    const int damage = j["players"][seat]["damage"][system];
    if (damage >= 3)
        return 0;
    const int base = j["setup"]["players"][seat]["titan"][system][score];
    return std::max(0, base - damage * r.penalty);
}

int difficultyAt(const json& j, int square) {
    const int r = square / 10, c = square % 10;
    const std::string name = j["terrain"][r][c];
    for (const auto& t : j["setup"]["terrainTypes"])
        if (t["name"] == name)
            return std::max(0, t["difficulty"].get<int>() - j["terrainDamage"][r][c].get<int>());
    return 0;
}

int squareOf(const json& sq) {
    return sq[0].get<int>() * 10 + sq[1].get<int>();
}

// Spending within the budget (R1): the bid only for the first player.
std::string checkBudget(const json& j, const Rules& r) {
    for (int seat = 0; seat < 2; ++seat) {
        json player = j["setup"]["players"][seat];
        if (j["firstPlayer"] != seat)
            player["bid"] = 0;
        const json cost = pb::titanomachia::pointCost(player, r.params, j["setup"]["terrainTypes"]);
        if (cost["total"].get<int>() > r.budget)
            return "seat " + std::to_string(seat) + " spends over the budget";
    }
    return {};
}

std::string checkStep(const json& before, const json& d, const json& after, const Rules& r) {
    // Accomplished and failed Objectives stay so.
    for (int seat = 0; seat < 2; ++seat)
        for (std::size_t i = 0; i < before["players"][seat]["objectives"].size(); ++i) {
            const json& was = before["players"][seat]["objectives"][i]["status"];
            if (was != "open" && after["players"][seat]["objectives"][i]["status"] != was)
                return "an Objective's status changed back";
        }
    const std::string type = d["type"];
    const int mover = before["current"];
    if (type == "activate" && d["system"] != "weapon")
        for (const auto& u : before["turnState"]["used"])
            if (u == d["system"])
                return "a System activated twice in a turn";
    if (type == "activate" &&
        before["players"][mover]["damage"][d["system"].get<std::string>()] == 3)
        return "a destroyed System activated";
    if (type == "step") {
        // T34-T35: the turn from the last marker within Traction less Difficulty.
        const json& trail = before["players"][mover]["trail"];
        const json& last = trail.back();
        const int from = squareOf(last["square"]), to = squareOf(d["square"]);
        const int facing = dirIndex(last["facing"]);
        const int dir = dirIndex(after["players"][mover]["trail"].back()["facing"]);
        int eighths = std::abs(facing - dir) % 8;
        eighths = std::min(eighths, 8 - eighths);
        const int turn = r.quarter ? (eighths + 1) / 2 : eighths;
        const int traction = effective(before, r, mover, "propulsion", "traction");
        const int difficulty = difficultyAt(before, r.origin ? from : to);
        if (turn > std::max(0, traction - difficulty))
            return "a step turned beyond its Traction";
        if (r.impassable && difficulty > traction)
            return "a step into impassable terrain";
    }
    // T51: when a turn starts, the only Blasts are the last mover's; none at a round's start.
    if (after["turn"] != before["turn"] && after["phase"] == "turn" &&
        after["turnState"]["activated"] == false) {
        const int now = after["current"];
        if (!after["players"][now]["blasts"].empty())
            return "a turn starts with the mover's own Blasts still on the board";
        if (after["round"] != before["round"] &&
            (!after["players"][0]["blasts"].empty() || !after["players"][1]["blasts"].empty()))
            return "a round starts with Blasts on the board";
    }
    if (after["round"].get<int>() < before["round"].get<int>())
        return "the round went back";
    return {};
}

struct Tally {
    std::map<std::pair<int, std::string>, long long> count;

    void add(int actor, const json& d) {
        if (actor < 0)
            return;
        const std::string type = d["type"];
        if (type == "activate")
            ++count[{actor, "activate." + d["system"].get<std::string>()}];
        if (type == "repair")
            ++count[{actor, "repairs"}];
        if (type == "fire")
            ++count[{actor, "shots"}];
        if (type == "splash")
            ++count[{actor, "blasts.aoe"}];
        if (type == "step" || type == "exit")
            ++count[{actor, "steps"}];
        if (type == "exit")
            ++count[{actor, "exits"}];
    }

    std::string check(const pb::State& s) const {
        for (int seat = 0; seat < 2; ++seat)
            for (const char* id : {"activate.crew", "activate.propulsion", "activate.fireControl",
                                   "activate.shieldGenerator", "activate.weapon", "repairs",
                                   "shots", "blasts.aoe", "steps", "exits"}) {
                const auto it = count.find({seat, id});
                const long long expected = it == count.end() ? 0 : it->second;
                if (counterOf(s, seat, id) != expected)
                    return "seat " + std::to_string(seat) + " counter " + id + " is " +
                           std::to_string(counterOf(s, seat, id)) + ", counted " +
                           std::to_string(expected);
            }
        return {};
    }
};

class TitanomachiaInvariants final : public rulesettest::GameInvariants {
public:
    explicit TitanomachiaInvariants(const pb::Game& game) : rules_(game.params()) {}

    std::string check(const pb::State& s, const json& j,
                      const std::vector<pb::Decision>&) override {
        actor_ = s.currentActor();
        std::string error; // section 5 on one state: the harness asks invariantViolation()
        // The set-up never changes; its cost is checked once the first player is known.
        if (error.empty() && !budgetChecked_ && !j["firstPlayer"].is_null()) {
            budgetChecked_ = true;
            error = checkBudget(j, rules_);
        }
        return error;
    }

    std::string checkStep(const json& before, const json& d, const json& after) override {
        tally_.add(actor_, d);
        return ::checkStep(before, d, after, rules_);
    }

    std::string checkEnd(const pb::State& s, const json&) override {
        std::string error = tally_.check(s);
        const long long wins = counterOf(s, 0, "wins") + counterOf(s, 1, "wins");
        if (error.empty() && wins != (s.outcome().winner >= 0 ? 1 : 0))
            error = "the wins counter disagrees with the outcome";
        return error;
    }

private:
    Rules rules_;
    Tally tally_;
    int actor_ = pb::kTerminalActor;
    bool budgetChecked_ = false;
};

class TitanomachiaProperties final : public rulesettest::RulesetProperties {
public:
    std::string rulesetId() const override { return "titanomachia"; }
    int probeArgumentMax() const override { return 101; }

    std::unique_ptr<rulesettest::GameInvariants> invariants(const pb::Game& game) const override {
        return std::make_unique<TitanomachiaInvariants>(game);
    }

    std::vector<rulesettest::PropertySetup> setups() const override {
        return {
            {"default", json::object(), 2, 40},
            {"brawl", json::object(), 2, 40, brawl()},
            {"brawl, worst damage, consumed own shields",
             {{param::kDamageStacking, "worst"},
              {param::kShieldsConsumed, true},
              {param::kOwnShieldsOnly, true},
              {param::kPenaltyPerStep, 2}},
             2,
             16,
             brawl()},
            {"brawl, markers remain, no friendly fire",
             {{param::kDestroyedMarkersRemain, true},
              {param::kFriendlyFire, false},
              {param::kTrimPoolOnCrewDamage, false}},
             2,
             16,
             brawl()},
            {"quarter turns, origin difficulty, impassable, blocking",
             {{param::kTractionUnit, "quarter"},
              {param::kDifficultySquare, "origin"},
              {param::kImpassableAboveTraction, true},
              {param::kBlockEnemyPositions, true}},
             2,
             20},
            {"one activation, final passes, interference each turn",
             {{param::kActivationsPerTurn, "one"},
              {param::kPassIsFinal, true},
              {param::kInterferenceTiming, "turnEnd"},
              {param::kRangeMetric, "manhattan"}},
             2,
             20},
            {"relocate below cap, strength relocates, no exits, short",
             {{param::kRelocateBelowCap, true},
              {param::kShieldRelocateScore, "strength"},
              {param::kExitAllowed, false},
              {param::kMaxRounds, 4},
              {param::kTerrainDamageReducesValues, false}},
             2,
             20},
            {"hand-placed, unequal bids", json::object(), 2, 16, openSetup()},
        };
    }
};

} // namespace

PLAYBENCH_RULESET_PROPERTIES(TitanomachiaProperties)
