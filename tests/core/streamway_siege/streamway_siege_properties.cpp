// Streamway Siege's part of the property harness (ruleset_properties.h): its
// set-ups, and what section 5 of the reading asks beyond one state's own
// check (invariantViolation, which the harness runs after every decision):
// a legal choice at every decision point, waves that only move forward, the
// end and its counters.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "games/streamway_siege/streamway_siege_state.h"
#include "ruleset_properties.h"
#include "streamway_siege_test_support.h"

#include <map>

using namespace sstest;
namespace param = pb::streamway_siege::param;

namespace {

struct Rules {
    int players, waves;
    bool bossWave;

    Rules(const json& p, int numPlayers)
        : players(numPlayers), waves(p[param::kWaves]), bossWave(p[param::kBossWave]) {}
};

// By index: the per-wave checks read some 200 counters a game.
long long total(const pb::State& s, int players, int index) {
    long long n = 0;
    for (int seat = 0; seat < players; ++seat)
        n += s.counter(seat, index);
    return n;
}

long long total(const pb::State& s, int players, std::string_view id) {
    long long n = 0;
    for (int seat = 0; seat < players; ++seat)
        n += counterOf(s, seat, id);
    return n;
}

// Section 5 is the state's own check (StreamwaySiegeState::invariantViolation,
// which the harness runs on every state); what is left here needs the legal
// list or the terminal flag.
std::string checkState(const pb::State& s, const json& j, const std::vector<pb::Decision>& legal) {
    const bool over = j.contains("result");
    // Every decision point has a legal choice.
    if (!over && legal.empty())
        return "a live position with no legal decision";
    if (over != s.isTerminal())
        return "result and terminal disagree";
    return {};
}

class Invariants final : public rulesettest::GameInvariants {
public:
    explicit Invariants(const pb::Game& game) : rules_(game.params(), game.numPlayers()) {}

    std::string check(const pb::State& s, const json& j,
                      const std::vector<pb::Decision>& legal) override {
        actor_ = s.currentActor();
        return checkState(s, j, legal);
    }

    std::string checkStep(const json& before, const json& d, const json& after) override {
        // Counted decisions against the counters.
        if (actor_ >= 0) {
            const std::string type = d["type"];
            if (type == "ladder")
                ++tally_[d["take"] ? "ladders.taken" : "ladders.stayed"];
            if (type == "deploy" && d["deploy"])
                ++tally_["deploys"];
            if (type == "monsterDie")
                ++tally_["dice.monsters"];
        } else if (d["type"] == "roll") {
            ++tally_["dice.rolled"];
        }
        // A wave only moves forward, one at a time; turns never go back.
        if (after["wave"] < before["wave"] ||
            after["wave"].get<int>() > before["wave"].get<int>() + 1)
            return "the wave jumped from " + before["wave"].dump() + " to " + after["wave"].dump();
        if (after["turn"] < before["turn"])
            return "the turn count went back";
        return {};
    }

    std::string checkEnd(const pb::State& s, const json& j) override {
        const pb::Outcome o = s.outcome();
        const bool won = j["result"] == "won";
        if (o.numSeats != rules_.players || o.winner != -1 || o.draw)
            return "a cooperative outcome has no single winner and no draw";
        for (int seat = 0; seat < rules_.players; ++seat)
            if (o.score[seat] != (won ? 1.0 : 0.0) || o.rank[seat] != 1)
                return "every seat shares the result";
        for (const auto& [id, n] : tally_)
            if (total(s, rules_.players, id) != n)
                return "counter " + id + " is " + std::to_string(total(s, rules_.players, id)) +
                       ", counted " + std::to_string(n);
        // Section 6: the per-snake and per-ladder counters add up to the totals.
        long long snakeSteps = 0, taken = 0, up = 0, down = 0, offered = 0;
        for (int k = 1; k <= 32; ++k) {
            const std::string snake = "snake." + std::to_string(k) + ".";
            const std::string ladder = "ladder." + std::to_string(k) + ".";
            snakeSteps += total(s, rules_.players, snake + "steps");
            taken += total(s, rules_.players, ladder + "taken");
            offered += total(s, rules_.players, ladder + "landings");
            up += total(s, rules_.players, ladder + "stepsUp");
            down += total(s, rules_.players, ladder + "stepsDown");
        }
        if (snakeSteps != total(s, rules_.players, "snakes.steps") ||
            taken != total(s, rules_.players, "ladders.taken") ||
            up != total(s, rules_.players, "ladders.stepsUp") ||
            down != total(s, rules_.players, "ladders.stepsDown") ||
            // a game can end while a ladder choice waits: one landing unanswered
            offered - taken - total(s, rules_.players, "ladders.stayed") < 0 ||
            offered - taken - total(s, rules_.players, "ladders.stayed") > 1)
            return "per-snake or per-ladder counters do not add up to the totals";
        // Section 6 per wave: the waves add up to the totals, and nothing is
        // counted in a wave not yet reached.
        const int reached = j["wave"];
        namespace ss = pb::streamway_siege;
        const std::pair<int, int> perWave[] = {
            {ss::kWaveMenLostDie1, ss::kMenLostDie},
            {ss::kWaveMenLostThrown1, ss::kMenLostThrown},
            {ss::kWaveMenLostPushed1, ss::kMenLostPushed},
            {ss::kWaveUndeployed1, ss::kUndeployedByBump},
            {ss::kWaveDeadTeams1, ss::kDeadTeamsAtWaveEnd},
            {ss::kWaveDeadTurns1, ss::kDeadTurns},
            {ss::kWaveForcedDeploys1, ss::kForcedDeploys},
            {ss::kWaveDiceLost1, ss::kDiceLost},
        };
        for (const auto& [first, sum] : perWave) {
            long long n = 0;
            for (int w = 1; w <= ss::kMaxDice; ++w) {
                const long long inWave = total(s, rules_.players, first + w - 1);
                if (w > reached && inWave != 0)
                    return "wave " + std::to_string(w) + " counts counter " +
                           std::to_string(first) + " before it was reached";
                n += inWave;
            }
            if (n != total(s, rules_.players, sum))
                return "the waves of counter " + std::to_string(sum) +
                       " do not add up to the total";
        }
        // Men thrown by monsters with ability k are among the men thrown; a
        // boss dies once, and only in a won game.
        for (int a = 0; a < 6; ++a)
            if (total(s, rules_.players, ss::kMenThrownByAbility1 + a) >
                total(s, rules_.players, ss::kMenThrown))
                return "more men thrown by an ability's monsters than thrown";
        const long long boss = total(s, rules_.players, ss::kBossKilled);
        if (boss > 1 || (boss == 1 && !won) || (boss == 1 && !rules_.bossWave))
            return "a boss killed outside a won boss wave";
        if (total(s, rules_.players, ss::kChainLandings) < total(s, rules_.players, ss::kChains))
            return "a chain without a landing";
        if (won && !rules_.bossWave && j["wave"] != rules_.waves)
            return "won before the last wave";
        return {};
    }

private:
    Rules rules_;
    std::map<std::string, long long> tally_;
    int actor_ = pb::kTerminalActor;
};

class Properties final : public rulesettest::RulesetProperties {
public:
    std::string rulesetId() const override { return "streamway-siege"; }
    int probeArgumentMax() const override { return 24; }

    std::unique_ptr<rulesettest::GameInvariants> invariants(const pb::Game& game) const override {
        return std::make_unique<Invariants>(game);
    }

    std::vector<rulesettest::PropertySetup> setups() const override {
        return {
            {"default, 1 player", json::object(), 1, 30},
            {"default, 2 players", json::object(), 2, 30},
            {"default, 4 players", json::object(), 4, 12},
            {"two players a team, 4 players", json{{param::kPlayersPerTeam, 2}}, 4, 12},
            {"boss wave, 7 waves", json{{param::kBossWave, true}, {param::kWaves, 7}}, 2, 20},
            {"crowded small board", crowded(), 3, 30},
            {"other readings", otherReadings(), 2, 30},
            {"chessboard, d4",
             json{{param::kBoard, "chess64"}, {param::kDieSides, 4}, {param::kMenPerTeam, 5}}, 2,
             20},
            {"bare path",
             json{{param::kBoard, "random"},
                  {param::kColumns, 0},
                  {param::kSteps, 40},
                  {param::kWaves, 9}},
             2, 20},
            {"loop board", json{{param::kWaves, 9}, {param::kMenPerTeam, 6}}, 3, 20, loopBoard()},
        };
    }
};

} // namespace

PLAYBENCH_RULESET_PROPERTIES(Properties)
