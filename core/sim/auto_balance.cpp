#include "sim/auto_balance.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "sim/simulator.h"
#include "sim/successive_halving.h"
#include "sim/sweep_plan.h"
#include "stats/balance_metrics.h"

#include <algorithm>

namespace pb {

namespace {

// The sample's own stream of the run seed, apart from the games' seeds.
constexpr std::uint64_t kSampleStream = 0x62616c616e6365; // "balance"

// `count` of [0, n) drawn without replacement (a partial Fisher-Yates shuffle), in order.
std::vector<std::size_t> sample(std::size_t n, std::size_t count, std::uint64_t seed) {
    std::vector<std::size_t> all(n);
    for (std::size_t i = 0; i < n; ++i)
        all[i] = i;
    if (count >= n)
        return all;
    Rng rng(deriveSeed(seed, kSampleStream));
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t j = i + rng.below(static_cast<std::uint32_t>(n - i));
        std::swap(all[i], all[j]);
    }
    all.resize(count);
    std::sort(all.begin(), all.end());
    return all;
}

nlohmann::json targetRows(const std::vector<BalanceTarget>& targets,
                          const nlohmann::json& metrics) {
    nlohmann::json rows = nlohmann::json::array();
    for (const BalanceTarget& target : targets) {
        const auto value = target.value(metrics);
        const auto interval = target.interval(metrics);
        rows.push_back({{"metric", target.metric},
                        {"text", target.text()},
                        {"value", value ? nlohmann::json(*value) : nlohmann::json(nullptr)},
                        {"ci95", interval ? nlohmann::json{interval->first, interval->second}
                                          : nlohmann::json(nullptr)},
                        {"met", value && target.met(*value)}});
    }
    return rows;
}

} // namespace

nlohmann::json autoBalance(const AutoBalanceConfig& config) {
    if (!config.ruleset)
        throw InvalidInput("auto-balance: no ruleset");
    if (config.axes.empty())
        throw InvalidInput("auto-balance: give at least one parameter it may change");
    SweepPlan plan(*config.ruleset, config.players, config.params, config.agents,
                   {.valuesPerAxis = 1000, .points = 100000});
    std::vector<std::string> parameters;
    for (const std::string& axis : config.axes) {
        plan.addAxis(axis);
        parameters.push_back(plan.axes().back().parameter);
    }
    const std::vector<PlannedPoint> points = plan.points();
    const std::vector<std::size_t> chosen =
        sample(points.size(), std::max<std::size_t>(1, config.maxCandidates), config.seed);

    std::vector<SimulationResult> played(chosen.size());
    const CandidateEvaluator evaluate = [&](std::size_t candidate, std::uint64_t games) {
        const PlannedPoint& point = points[chosen[candidate]];
        SimulationResult& result = played[candidate];
        const std::uint64_t have = result.games.size();
        if (games > have) {
            SimulationConfig sim;
            sim.game = point.game;
            sim.agentSpecs = point.agents;
            sim.runSeed = config.seed;
            sim.firstGame = have;
            sim.games = games - have;
            sim.threads = config.threads;
            sim.setup = config.setup;
            sim.cancel = config.cancel;
            SimulationResult more = simulate(sim);
            result.games.insert(result.games.end(), std::make_move_iterator(more.games.begin()),
                                std::make_move_iterator(more.games.end()));
            result.cancelled = more.cancelled;
        }
        return balanceMetrics(result, *config.ruleset, point.players, point.agents);
    };

    HalvingConfig halving;
    halving.targets = config.targets;
    halving.candidates = chosen.size();
    halving.budget = config.budget;
    halving.minGames = config.minGames;
    halving.cancel = config.cancel;
    if (config.progress)
        halving.progress = [&](std::uint64_t done) { config.progress(done, config.budget); };
    const HalvingResult result = successiveHalving(halving, evaluate);

    nlohmann::json targets = nlohmann::json::array();
    for (const BalanceTarget& target : config.targets)
        targets.push_back(target.json());
    nlohmann::json rounds = nlohmann::json::array();
    for (const auto& [candidates, games] : result.rounds)
        rounds.push_back({{"candidates", candidates}, {"games", games}});
    nlohmann::json best = nlohmann::json::array();
    for (std::size_t i = 0; i < result.ranked.size() && i < config.keep; ++i) {
        const HalvingCandidate& c = result.ranked[i];
        const PlannedPoint& point = points[chosen[c.candidate]];
        const nlohmann::json rows = targetRows(config.targets, c.metrics);
        const bool meetsAll =
            std::all_of(rows.begin(), rows.end(), [](const nlohmann::json& r) { return r["met"]; });
        best.push_back({{"values", point.values},
                        {"params", point.game->params()},
                        {"games", c.games},
                        {"round", c.round},
                        {"score", c.score},
                        {"meets_all", meetsAll},
                        {"targets", rows}});
    }
    return {{"targets", std::move(targets)}, {"parameters", parameters},
            {"candidates", points.size()},   {"tried", chosen.size()},
            {"budget", config.budget},       {"games_played", result.gamesPlayed},
            {"rounds", std::move(rounds)},   {"cancelled", result.cancelled},
            {"best", std::move(best)}};
}

std::string autoBalancedNotes(const nlohmann::json& candidate) {
    std::string notes = "Auto-balance chose " + candidate["values"].dump() + " after " +
                        std::to_string(candidate["games"].get<std::uint64_t>()) +
                        " games. Targets:";
    for (const nlohmann::json& row : candidate["targets"]) {
        notes += "\n- " + row["text"].get<std::string>() + ": ";
        notes += row["value"].is_number() ? row["value"].dump() : std::string("not measured");
        notes += row["met"].get<bool>() ? " (met)" : " (not met)";
    }
    return notes;
}

} // namespace pb
