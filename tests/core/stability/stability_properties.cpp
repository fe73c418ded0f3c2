// Stability's part of the property harness (ruleset_properties.h): its
// set-ups, and after every decision the board and the players, what each
// decision may change, the turn's flow, the candidate space of the phase, and
// the end with its counters.

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/stability/stability_parameter_names.h"
#include "ruleset_properties.h"
#include "stability_test_support.h"

#include <algorithm>
#include <map>
#include <tuple>

using namespace pbtest;
namespace param = pb::stability::param;

namespace {

// The parameters a checker needs, read once from the resolved parameters.
struct Rules {
    int size;
    int minTile;
    int maxTile;
    int maxTurns;
    int threshold;
    std::map<std::string, int> cost; // by effect id

    explicit Rules(const json& params)
        : size(params[param::kSize]), minTile(params[param::kMinTile]),
          maxTile(params[param::kMaxTile]), maxTurns(params[param::kMaxTurns]),
          threshold(params[param::kPermeationThreshold]) {
        for (const Effect& e : chart())
            cost[e.id] = params[e.costParameter].get<int>();
    }
};

// The state's JSON agrees with the API (the invariants of one state are
// StabilityState::invariantViolation's, which the harness checks first).
std::string checkState(const pb::State& s, const json& j) {
    const std::string phase = j["phase"];
    const int actor = s.currentActor();
    if ((phase == "over") != (actor == pb::kTerminalActor))
        return "phase " + phase + " but actor " + std::to_string(actor);
    if ((j["current"] == "chance") != (actor == pb::kChanceActor))
        return "current " + j["current"].dump() + " but actor " + std::to_string(actor);
    if (actor >= 0 && (j["current"] != actor || !j["players"][actor]["alive"].get<bool>()))
        return "the actor is not a living current seat";
    for (const auto& p : j["players"])
        if (p["alive"].get<bool>() != !p["pos"].is_null())
            return "alive and pos disagree: " + p.dump();
    if (j.value("turn", 0) != s.turnsCompleted())
        return "turn field and turnsCompleted() disagree";
    return {};
}

// Every decision of a phase's candidate space, as JSON.
std::vector<json> candidatesOf(const std::string& phase, bool mixed2, int size) {
    std::vector<json> out{skip(), permeate("none"), chanceOutcome(0)};
    if (phase == "permeate")
        for (const Effect& e : chart())
            out.push_back(permeate(e.id));
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c) {
            if (phase == "move")
                out.push_back(move(r, c));
            else if (phase == "afflict")
                for (int sign : {-1, 1})
                    out.push_back(afflict(r, c, sign));
            else if (phase == "extra" && mixed2)
                for (int sign : {-1, 1})
                    out.push_back(extra(r, c, sign));
            else if (phase == "extra")
                out.push_back(extra(r, c));
            else if (phase == "set")
                for (int v = -1; v <= 10; ++v)
                    out.push_back(setTile(r, c, v));
        }
    return out;
}

// The candidate space of the state's phase, built once per phase and board size.
const std::vector<json>& candidates(const json& j, int size) {
    static std::map<std::tuple<std::string, bool, int>, std::vector<json>> cache;
    const std::string phase = j["phase"];
    const bool mixed2 = j.value("effect", "") == "mixed2";
    auto [it, added] = cache.try_emplace({phase, mixed2, size});
    if (added)
        it->second = candidatesOf(phase, mixed2, size);
    return it->second;
}

// isLegal, whyIllegal and the list agree on the whole candidate space.
std::string checkCandidates(const pb::State& s, const json& j, const Rules& rules,
                            const std::vector<pb::Decision>& legal) {
    for (const json& candidate : candidates(j, rules.size)) {
        pb::Decision d;
        try {
            d = s.decisionFromJson(candidate);
        } catch (const pb::InvalidInput&) {
            continue; // refused as malformed here, which is a refusal too
        }
        const bool listed = std::find(legal.begin(), legal.end(), d) != legal.end();
        if (s.isLegal(d) != listed || s.whyIllegal(d).empty() != listed)
            return candidate.dump() + ": listed " + std::to_string(listed) + ", isLegal " +
                   std::to_string(s.isLegal(d)) + ", whyIllegal '" + s.whyIllegal(d) + "'";
    }
    return {};
}

// The board changes only where the decision says, by what it says.
std::string checkChange(const json& before, const json& d, const json& after, const Rules& rules) {
    const std::string type = d["type"];
    std::set<std::pair<int, int>> changed;
    for (std::size_t r = 0; r < before["board"].size(); ++r)
        for (std::size_t c = 0; c < before["board"][r].size(); ++c)
            if (before["board"][r][c] != after["board"][r][c])
                changed.insert({static_cast<int>(r), static_cast<int>(c)});
    if (type != "afflict" && type != "extra" && type != "set")
        return changed.empty() ? "" : "the board changed";
    const int r = d["tile"][0];
    const int c = d["tile"][1];
    if (!changed.empty() && changed != std::set<std::pair<int, int>>{{r, c}})
        return "a tile other than the decision's changed";
    const int was = before["board"][r][c];
    const int now = after["board"][r][c];
    if (type == "set")
        return now == d["value"] ? "" : "set gave " + std::to_string(now);
    if (type == "afflict") {
        const int step = d["sign"].get<int>() * effect(before.value("effect", "none")).magnitude;
        return now == was + step ? "" : "afflict changed the tile by " + std::to_string(now - was);
    }
    const int sign = d.contains("sign") ? d["sign"].get<int>() : before["sign"].get<int>();
    return now == std::clamp(was + sign, rules.minTile, rules.maxTile)
               ? ""
               : "an extra changed the tile by " + std::to_string(now - was);
}

// PC changes only by the cost at permeate and by +1 (capped) at a plain afflict.
std::string checkPc(const json& before, const json& d, const json& after, const Rules& rules) {
    if (before["current"] == "chance")
        return {};
    const int seat = before["current"];
    const int was = before["players"][seat]["pc"];
    const int now = after["players"][seat]["pc"];
    const std::string type = d["type"];
    int expected = was;
    if (type == "permeate" && d["effect"] != "none")
        expected = was - rules.cost.at(d["effect"]);
    if (type == "afflict" && before.value("effect", "none") == "none")
        expected = std::min(9, was + 1);
    return now == expected
               ? ""
               : d.dump() + ": PC went from " + std::to_string(was) + " to " + std::to_string(now);
}

// The seat after `seat` in seat order that is alive in `j`.
int nextLiving(const json& j, int seat) {
    const int n = static_cast<int>(j["players"].size());
    for (int step = 1; step <= n; ++step)
        if (j["players"][(seat + step) % n]["alive"].get<bool>())
            return (seat + step) % n;
    return -1;
}

// The phase, turn and seat that follow each decision (rules page, "One turn as
// a sequence of decisions"), including the number of extras an effect gives.
std::string checkTurnFlow(const json& before, const json& d, const json& after,
                          const Rules& rules) {
    const std::string type = d["type"];
    const std::string next = after["phase"];
    if (type == "chance")
        return after["turn"] == before["turn"] ? "" : "the opening draw changed the turn";
    const int seat = before["current"];
    const int extrasLeft = before.value("extrasLeft", 0);
    std::string expected = "end of turn";
    if (type == "move")
        expected = before["players"][seat]["pc"] >= rules.threshold ? "permeate" : "afflict";
    if (type == "permeate")
        expected = d["effect"] == "set" ? "set" : "afflict";
    if (type == "afflict" && effect(before.value("effect", "none")).extras > 0)
        expected = "extra";
    if (type == "extra" && extrasLeft > 1)
        expected = "extra";
    if (expected == "extra") {
        const int left = type == "afflict" ? effect(before["effect"]).extras : extrasLeft - 1;
        if (after.value("extrasLeft", -1) != left)
            return "extrasLeft is " + after.value("extrasLeft", json()).dump() + ", expected " +
                   std::to_string(left);
    }
    if (expected != "end of turn")
        return next == expected && after["current"] == seat && after["turn"] == before["turn"]
                   ? ""
                   : "expected phase " + expected + " for the same seat, got " + next;
    if (after["turn"] != before["turn"].get<int>() + 1)
        return "a completed turn did not advance the turn counter";
    if (next == "over")
        return {};
    if (next != "move" || after["current"] != nextLiving(after, seat))
        return "the turn did not pass to the next living seat";
    return {};
}

// The finished game has one winner or is a draw at the turn limit.
std::string checkEnd(const pb::State& s, const json& j, const Rules& rules) {
    const pb::Outcome o = s.outcome();
    std::vector<int> living;
    for (int seat = 0; seat < static_cast<int>(j["players"].size()); ++seat)
        if (j["players"][seat]["alive"].get<bool>())
            living.push_back(seat);
    if (o.numSeats != static_cast<int>(j["players"].size()))
        return "outcome has the wrong number of seats";
    if (living.size() == 1) {
        if (o.winner != living[0] || o.draw || o.turnLimit)
            return "the last one standing is not the single winner";
        std::vector<int> ranks(o.rank.begin(), o.rank.begin() + o.numSeats);
        std::sort(ranks.begin(), ranks.end());
        for (int i = 0; i < o.numSeats; ++i)
            if (ranks[i] != i + 1)
                return "ranks are not 1..n";
    } else {
        if (!o.draw || !o.turnLimit || o.winner != -1 || s.turnsCompleted() != rules.maxTurns)
            return "several living at the end but no draw at maxTurns";
    }
    double total = 0;
    for (int seat = 0; seat < o.numSeats; ++seat) {
        const bool alive = j["players"][seat]["alive"].get<bool>();
        const double share = alive ? 1.0 / static_cast<double>(living.size()) : 0.0;
        if (std::abs(o.score[seat] - share) > 1e-12 || (o.rank[seat] == 1) != alive)
            return "seat " + std::to_string(seat) + " has the wrong score or rank";
        total += o.score[seat];
    }
    return std::abs(total - 1.0) < 1e-12 ? "" : "scores do not add up to 1";
}

// Tallies of decisions by seat, checked against the ruleset's counters at the end.
struct Tally {
    std::map<std::pair<int, std::string>, long long> count;

    void add(const json& before, const json& d) {
        if (before["current"] == "chance")
            return;
        const int seat = before["current"];
        const std::string type = d["type"];
        if (type == "move" || type == "skip")
            ++count[{seat, type}];
        if (type == "permeate")
            ++count[{seat, "permeate." + d["effect"].get<std::string>()}];
        if (type == "afflict" && before.value("effect", "none") == "none")
            ++count[{seat, "affliction"}];
    }

    std::string check(const pb::State& s, const json& j) const {
        std::vector<std::string> ids{"move", "skip", "affliction", "permeate.none"};
        for (const Effect& e : chart())
            ids.push_back("permeate." + e.id);
        for (int seat = 0; seat < static_cast<int>(j["players"].size()); ++seat) {
            for (const std::string& id : ids) {
                const auto it = count.find({seat, id});
                const long long expected = it == count.end() ? 0 : it->second;
                if (counterOf(s, seat, id) != expected)
                    return "seat " + std::to_string(seat) + " counter " + id + " is " +
                           std::to_string(counterOf(s, seat, id)) + ", counted " +
                           std::to_string(expected);
            }
            const long long gone =
                counterOf(s, seat, "eliminated.zero") + counterOf(s, seat, "eliminated.stranded");
            if (gone != (j["players"][seat]["alive"].get<bool>() ? 0 : 1))
                return "seat " + std::to_string(seat) + " elimination counters are " +
                       std::to_string(gone);
        }
        return {};
    }
};

class StabilityInvariants final : public rulesettest::GameInvariants {
public:
    explicit StabilityInvariants(const pb::Game& game) : rules_(game.params()) {}

    std::string check(const pb::State& s, const json& j,
                      const std::vector<pb::Decision>& legal) override {
        std::string error = checkState(s, j);
        if (error.empty() && steps_++ % 5 == 0)
            error = checkCandidates(s, j, rules_, legal);
        return error;
    }

    std::string checkStep(const json& before, const json& d, const json& after) override {
        std::string error = checkChange(before, d, after, rules_);
        if (error.empty())
            error = checkPc(before, d, after, rules_);
        if (error.empty())
            error = checkTurnFlow(before, d, after, rules_);
        tally_.add(before, d);
        return error;
    }

    std::string checkEnd(const pb::State& s, const json& j) override {
        std::string error = ::checkEnd(s, j, rules_);
        return error.empty() ? tally_.check(s, j) : error;
    }

private:
    Rules rules_;
    Tally tally_;
    int steps_ = 0;
};

class StabilityProperties final : public rulesettest::RulesetProperties {
public:
    std::string rulesetId() const override { return "stability"; }
    int probeArgumentMax() const override { return 100; }

    std::unique_ptr<rulesettest::GameInvariants> invariants(const pb::Game& game) const override {
        return std::make_unique<StabilityInvariants>(game);
    }

    std::vector<rulesettest::PropertySetup> setups() const override {
        return {
            {"default, 2 players", json::object(), 2, 800},
            {"default, 3 players", json::object(), 3, 300},
            {"default, 4 players", json::object(), 4, 240},
            {"cheap effects",
             {{param::kPermeationThreshold, 1},
              {"costAdj1", 1},
              {"costMag1", 1},
              {"costAdj2", 1},
              {"costMag2", 1},
              {"costAdj3", 1},
              {"costMag3", 1},
              {"costAny1", 1},
              {"costMag4", 1},
              {"costAny2", 1},
              {"costAny3", 1},
              {"costMixed2", 1},
              {"costSet", 1}},
             3,
             300},
            {"eight ways", {{param::kDirections, "eight"}, {param::kAdjacency, "eight"}}, 3, 240},
            {"sharing squares", {{param::kShareSquares, true}}, 4, 200},
            {"mandatory, small, short",
             {{param::kAfflictionMandatory, true}, {param::kSize, 6}, {param::kMaxTurns, 30}},
             4,
             300},
            {"narrow tiles",
             {{param::kMinTile, 1}, {param::kMaxTile, 8}, {param::kPermeationThreshold, 2}},
             2,
             240},
        };
    }
};

} // namespace

PLAYBENCH_RULESET_PROPERTIES(StabilityProperties)
