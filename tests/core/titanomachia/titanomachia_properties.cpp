// Titanomachia's part of the property harness (ruleset_properties.h): its
// set-ups, and after every decision the invariants of section 5 of the
// reading, with the counters checked against a tally of the decisions.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/titanomachia/titanomachia_setup.h"
#include "ruleset_properties.h"
#include "titanomachia_test_support.h"

#include <map>

using namespace ttest;

namespace {

const char* const kSystems[] = {"crew", "propulsion", "fireControl", "shieldGenerator", "weapon"};
const char* const kDirs[] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

struct Rules {
    json params;
    int penalty, maxRounds, budget;
    bool quarter, origin, impassable, markersRemain, trimPool;

    explicit Rules(const json& p)
        : params(p), penalty(p["penaltyPerStep"]), maxRounds(p["maxRounds"]), budget(p["budget"]),
          quarter(p["tractionUnit"] == "quarter"), origin(p["difficultySquare"] == "origin"),
          impassable(p["impassableAboveTraction"]), markersRemain(p["destroyedMarkersRemain"]),
          trimPool(p["trimPoolOnCrewDamage"]) {}
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

std::string checkState(const pb::State& s, const json& j, const Rules& r) {
    const std::string phase = j["phase"];
    const bool over = phase == "over";
    const int current = j["current"];
    const int round = j["round"];
    if (round < 1 || round > r.maxRounds)
        return "round " + std::to_string(round);
    for (int seat = 0; seat < 2; ++seat) {
        const json& p = j["players"][seat];
        // Caps (T39, T43) and the pool (T22-T23).
        const int strength = effective(j, r, seat, "shieldGenerator", "strength");
        const int acuity = effective(j, r, seat, "fireControl", "acuity");
        const int skill = effective(j, r, seat, "crew", "skill");
        const bool shieldGone = p["damage"]["shieldGenerator"] == 3;
        const bool fireGone = p["damage"]["fireControl"] == 3;
        if (!(r.markersRemain && shieldGone) && int(p["shields"].size()) > strength)
            return "seat " + std::to_string(seat) + " has Shields over its Strength";
        if (!(r.markersRemain && fireGone) && int(p["targets"].size()) > acuity)
            return "seat " + std::to_string(seat) + " has Targets over its Acuity";
        if (r.trimPool && p["pool"].get<int>() > skill && !over)
            return "seat " + std::to_string(seat) + " pool over Skill";
        // Damage 0..3; a destroyed System has no markers.
        for (const char* sys : kSystems) {
            const int d = p["damage"][sys];
            if (d < 0 || d > 3)
                return "damage out of 0..3";
        }
        if (!r.markersRemain &&
            ((shieldGone && !p["shields"].empty()) || (fireGone && !p["targets"].empty())))
            return "a destroyed System keeps markers";
        // Position markers.
        const json& trail = p["trail"];
        if (p["exited"].get<bool>() != trail.empty())
            return "an on-board Titan without Position markers, or an exited one with some";
        const bool ownTurn = seat == current && phase != "designate" && phase != "coin";
        if (!ownTurn && trail.size() > 1)
            return "seat " + std::to_string(seat) + " keeps a trail outside its own turn";
        const int speed = effective(j, r, seat, "propulsion", "speed");
        if (phase != "nominate" && int(trail.size()) > speed + 1) // Speed may fall mid-resolution
            return "a trail longer than Speed steps";
        for (std::size_t i = 1; i < trail.size(); ++i) {
            const int a = squareOf(trail[i - 1]["square"]), b = squareOf(trail[i]["square"]);
            const int dr = b / 10 - a / 10, dc = b % 10 - a % 10;
            if (std::max(std::abs(dr), std::abs(dc)) != 1)
                return "a trail that is not a king-move chain";
            const int d = dirIndex(trail[i]["facing"]);
            if (d < 0 ||
                dr != (d >= 3 && d <= 5               ? 1
                       : (d == 0 || d == 1 || d == 7) ? -1
                                                      : 0) ||
                dc != (d >= 1 && d <= 3 ? 1
                       : (d >= 5)       ? -1
                                        : 0))
                return "a marker not facing along its step";
        }
        // Objective points.
        int points = 0;
        for (const auto& o : p["objectives"])
            points += o["status"] == "accomplished";
        if (p["objectivePoints"] != points * r.params["objectivePoints"].get<int>())
            return "objective points disagree with the objectives";
        if (p["crewDead"].get<bool>() && !over && phase != "nominate")
            return "a dead Crew in a live game outside the resolution";
    }
    // Turn bookkeeping: each System once, the Weapon up to its RoF (T48, G10).
    if (phase != "over" && phase != "coin" && phase != "designate") {
        const json& ts = j["turnState"];
        if (ts["weaponUses"].get<int>() > effective(j, r, current, "weapon", "rateOfFire"))
            return "the Weapon fired more than its Rate of Fire";
    }
    if (over) {
        const json& result = j["result"];
        const bool dead0 = j["players"][0]["crewDead"], dead1 = j["players"][1]["crewDead"];
        if ((result["ending"] == "crewKill") != (dead0 || dead1))
            return "a crew-kill ending without a dead Crew, or the reverse";
        if (result["ending"] == "points" && round != r.maxRounds)
            return "a points ending before the last round";
        const pb::Outcome o = s.outcome();
        if (o.winner != (result["winner"].is_null() ? -1 : result["winner"].get<int>()))
            return "outcome and result disagree";
    }
    const int actor = s.currentActor();
    if (over != (actor == pb::kTerminalActor))
        return "phase and terminal disagree";
    return {};
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
        std::string error = checkState(s, j, rules_);
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

    std::string checkEnd(const pb::State& s, const json& j) override {
        std::string error = checkState(s, j, rules_);
        if (error.empty())
            error = tally_.check(s);
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
             {{"damageStacking", "worst"},
              {"shieldsConsumed", true},
              {"ownShieldsOnly", true},
              {"penaltyPerStep", 2}},
             2,
             16,
             brawl()},
            {"brawl, markers remain, no friendly fire",
             {{"destroyedMarkersRemain", true},
              {"friendlyFire", false},
              {"trimPoolOnCrewDamage", false}},
             2,
             16,
             brawl()},
            {"quarter turns, origin difficulty, impassable, blocking",
             {{"tractionUnit", "quarter"},
              {"difficultySquare", "origin"},
              {"impassableAboveTraction", true},
              {"blockEnemyPositions", true}},
             2,
             20},
            {"one activation, final passes, interference each turn",
             {{"activationsPerTurn", "one"},
              {"passIsFinal", true},
              {"interferenceTiming", "turnEnd"},
              {"rangeMetric", "manhattan"}},
             2,
             20},
            {"relocate below cap, strength relocates, no exits, short",
             {{"relocateBelowCap", true},
              {"shieldRelocateScore", "strength"},
              {"exitAllowed", false},
              {"maxRounds", 4},
              {"terrainDamageReducesValues", false}},
             2,
             20},
            {"hand-placed, unequal bids", json::object(), 2, 16, openSetup()},
        };
    }
};

} // namespace

PLAYBENCH_RULESET_PROPERTIES(TitanomachiaProperties)
