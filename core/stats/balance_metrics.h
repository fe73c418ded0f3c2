#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

class Ruleset;
class RunAccumulator;
struct SimulationResult;

// Every balance metric of a batch, as JSON (the report's data; the field list
// is in docs/reports.md): per-seat win rates with 95% Wilson intervals, draws
// and turn-limit ends, the first player's advantage with a plain-language
// verdict, game length (mean, median, p10, p90, histogram), decision
// complexity, and the use of every counter the ruleset declares with the win
// rate of the seats that used it. `complexitySample` is the number of leading
// games that counted their legal decisions (SimulationConfig::complexitySample),
// reported beside the complexity figure. `canFire` (Ruleset::countersThatCanFire,
// empty: all) leaves out of the rule usage the counters that cannot fire on the
// run's design and never did ("rule_usage_hidden" counts them). Every counter
// the ruleset marks CounterSpec::distribution gets a histogram of its per-game
// value under "distributions".
nlohmann::json balanceMetrics(const SimulationResult& result, const Ruleset& ruleset,
                              int numPlayers, const std::vector<std::string>& agents,
                              std::uint64_t complexitySample = 0,
                              const std::vector<bool>& canFire = {});
// The same from a run's totals, taken one game at a time (sim/run_accumulator.h,
// shaped for the ruleset's counters): the same bytes as from its games.
nlohmann::json balanceMetrics(const RunAccumulator& totals, bool cancelled, const Ruleset& ruleset,
                              const std::vector<std::string>& agents,
                              std::uint64_t complexitySample = 0,
                              const std::vector<bool>& canFire = {});

// The spread of counter `counter`'s per-game value (its largest seat's) over
// `result`'s games: {"counter", "description", "games", "mean", "median", "min",
// "max", "histogram": [{"from", "to", "count"}]}, bins as integerHistogram's.
nlohmann::json counterDistribution(const SimulationResult& result, const Ruleset& ruleset,
                                   int numPlayers, std::size_t counter);
nlohmann::json counterDistribution(const RunAccumulator& totals, const Ruleset& ruleset,
                                   std::size_t counter);

// Where the interval of `wins` in `games` lies against the fair share 1/numPlayers:
// "above", "below", "within" (it holds the fair share) or "none" (no games). The
// verdicts' words follow it; an interface that words them itself reads this.
std::string verdictKind(double wins, std::uint64_t games, int numPlayers);

// One sentence on the first player's win rate against 1/k.
std::string firstPlayerVerdict(double wins, std::uint64_t games, int numPlayers);

// Skill against luck: `agent` played seat 0 of every game in `result` against
// uniformly random seats. {"agent", "games", "wins" (a proportion with its 95%
// interval), "expected" (1/k, what pure luck gives), "skill_index" ((rate - 1/k)
// / (1 - 1/k): 0 for a game of pure luck, 1 when the agent always wins),
// "verdict", "verdict_kind" (verdictKind)}.
nlohmann::json skillMetrics(const SimulationResult& result, int numPlayers,
                            const std::string& agent);
nlohmann::json skillMetrics(const RunAccumulator& totals, bool cancelled, const std::string& agent);

// One sentence on seat 0's win rate against 1/k when a strong agent plays it.
std::string skillVerdict(double wins, std::uint64_t games, int numPlayers,
                         const std::string& agent);

// One point of a parameter sweep: the swept parameters' values, the run that
// played it, its balanceMetrics() and its skillMetrics() (or null).
struct SweepPoint {
    nlohmann::json values; // {"size": 8, "directions": "eight"}
    std::int64_t runId = 0;
    nlohmann::json metrics;
    nlohmann::json skill;
};

// {"parameters": [names, the first varies fastest along the x axis], "points":
// [{"values", "run_id", "metrics", "skill"}]}: the report's sweep data.
nlohmann::json sweepJson(const std::vector<std::string>& parameters,
                         const std::vector<SweepPoint>& points);

// The number at `path` inside a metrics object: '/'-separated keys and array
// indices, where an element of "rule_usage" may also be named by its counter id
// ("length/mean", "seats/0/rate", "first_player/wins/rate",
// "rule_usage/permeate.none/user_win_rate/rate", "skill/skill_index").
// nullopt when the path names nothing or something that is not a number.
std::optional<double> metricAt(const nlohmann::json& metrics, std::string_view path);

} // namespace pb
