#include "studies/auto_balance.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "sim/simulator.h"
#include "sim/sweep_plan.h"
#include "stats/balance_metrics.h"
#include "studies/ntbea.h"
#include "studies/successive_halving.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

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

// Each target judged on its interval: "met" only when the whole interval
// lies within the bounds.
nlohmann::json targetRows(const std::vector<BalanceTarget>& targets,
                          const nlohmann::json& metrics) {
    nlohmann::json rows = nlohmann::json::array();
    for (const BalanceTarget& target : targets) {
        const auto value = target.value(metrics);
        const auto interval = target.interval(metrics);
        const std::string verdict = value ? target.verdict(*value, interval) : "misses";
        rows.push_back({{"metric", target.metric},
                        {"text", target.text()},
                        {"value", value ? nlohmann::json(*value) : nlohmann::json(nullptr)},
                        {"ci95", interval ? nlohmann::json{interval->first, interval->second}
                                          : nlohmann::json(nullptr)},
                        {"verdict", verdict},
                        {"probability", value ? target.probabilityMet(*value, interval) : 0.0},
                        {"met", verdict == "meets"}});
    }
    return rows;
}

bool meetsAll(const nlohmann::json& rows) {
    return std::all_of(rows.begin(), rows.end(), [](const nlohmann::json& r) { return r["met"]; });
}

// How far a candidate's values lie from `reference` (the designer's own
// parameters), each axis in units of the span its points cover: of two
// candidates that both meet the targets, the nearer one changes the design less.
double distanceFrom(const nlohmann::json& values, const nlohmann::json& reference,
                    const std::vector<PlannedPoint>& points) {
    double total = 0.0;
    for (const auto& [name, value] : values.items()) {
        if (!reference.contains(name))
            continue;
        const nlohmann::json& own = reference[name];
        if (!value.is_number() || !own.is_number()) {
            total += value == own ? 0.0 : 1.0;
            continue;
        }
        double lo = value.get<double>(), hi = lo;
        for (const PlannedPoint& p : points)
            if (p.values.contains(name) && p.values[name].is_number()) {
                lo = std::min(lo, p.values[name].get<double>());
                hi = std::max(hi, p.values[name].get<double>());
            }
        total += hi > lo ? std::abs(value.get<double>() - own.get<double>()) / (hi - lo) : 0.0;
    }
    return total;
}

// How far a candidate's values lie from the targets' centres, in each target's scale.
double distanceFromCentres(const std::vector<BalanceTarget>& targets, const nlohmann::json& rows) {
    double total = 0.0;
    for (std::size_t i = 0; i < targets.size(); ++i)
        if (rows[i]["value"].is_number())
            total +=
                std::abs(rows[i]["value"].get<double>() - targets[i].centre()) / targets[i].scale();
    return total;
}

// The re-measurement's own stream of the run seed: games no candidate played.
constexpr std::uint64_t kRemeasureStream = 0x72656d656173; // "remeas"

} // namespace

const char* balanceSearchName(BalanceSearch search) {
    return search == BalanceSearch::Ntbea ? "ntbea" : "halving";
}

BalanceSearch balanceSearchFromName(std::string_view name) {
    if (name == "halving")
        return BalanceSearch::Halving;
    if (name == "ntbea")
        return BalanceSearch::Ntbea;
    throw InvalidInput("auto-balance: the search '" + std::string(name) +
                       "' is neither halving nor ntbea");
}

namespace {

// Where each point of the plan lies on NTBEA's grid: point i's candidate
// number in mixed radix over the axes' values, the first axis fastest (the
// plan lists points in its own order, which differs with three axes or more).
std::vector<std::size_t> gridToPoint(const std::vector<SweepAxis>& axes,
                                     const std::vector<PlannedPoint>& points) {
    std::vector<std::size_t> grid(points.size());
    for (std::size_t i = 0; i < points.size(); ++i) {
        std::size_t index = 0;
        for (std::size_t d = axes.size(); d-- > 0;) {
            const auto& values = axes[d].values;
            const nlohmann::json& value = axes[d].parameter == kPlayersAxis
                                              ? nlohmann::json(points[i].players)
                                              : points[i].values[axes[d].parameter];
            const auto at = std::find(values.begin(), values.end(), value);
            if (at == values.end()) // the plan made every point from its axes' values
                throw std::logic_error("auto-balance: a point off its axes' values");
            index = index * values.size() + static_cast<std::size_t>(at - values.begin());
        }
        grid.at(index) = i;
    }
    return grid;
}

// The designer's own values as a candidate number of NTBEA's grid, when every
// axis has them among its values.
std::optional<std::size_t> designOnGrid(const std::vector<SweepAxis>& axes,
                                        const nlohmann::json& resolved, int players) {
    std::size_t index = 0;
    for (std::size_t d = axes.size(); d-- > 0;) {
        const auto& values = axes[d].values;
        const nlohmann::json value = axes[d].parameter == kPlayersAxis
                                         ? nlohmann::json(players)
                                         : resolved.value(axes[d].parameter, nlohmann::json());
        const auto at = std::find(values.begin(), values.end(), value);
        if (at == values.end())
            return std::nullopt;
        index = index * values.size() + static_cast<std::size_t>(at - values.begin());
    }
    return index;
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
    const bool ntbeaSearch = config.search == BalanceSearch::Ntbea;
    // Candidate c of the search is point candidatePoint[c]: a sample of the
    // points for halving, the whole grid for NTBEA.
    const std::vector<std::size_t> candidatePoint =
        ntbeaSearch
            ? gridToPoint(plan.axes(), points)
            : sample(points.size(), std::max<std::size_t>(1, config.maxCandidates), config.seed);
    // A candidate whose parameters refuse the design's set-up (a budget below
    // what the saved set-up spends) would stop the search at its first game,
    // after the budget of the others was spent: refused before any play, named.
    for (const std::size_t c : candidatePoint) {
        const PlannedPoint& point = points[c];
        try {
            point.game->newInitialState(0, config.setup);
        } catch (const InvalidInput& e) {
            std::string values;
            for (const auto& [name, value] : point.values.items())
                values += (values.empty() ? "" : ", ") + name + "=" + value.dump();
            throw InvalidInput("auto-balance: " + values + " cannot play the design's set-up (" +
                               e.what() + "); leave that value out of the range");
        }
    }
    const std::uint64_t budget =
        ntbeaSearch ? config.ntbea.evaluations * config.ntbea.gamesPerEvaluation : config.budget;
    const std::uint64_t minGames = ntbeaSearch ? config.ntbea.gamesPerEvaluation : config.minGames;

    std::vector<SimulationResult> played(candidatePoint.size());
    const CandidateEvaluator evaluate = [&](std::size_t candidate, std::uint64_t games) {
        const PlannedPoint& point = points[candidatePoint[candidate]];
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
    // Among equally good candidates the nearer first: the distance from the
    // targets' centres plus the distance from the designer's own values (a
    // design changed less), each in units of its scale.
    const CandidateTieBreak tieBreak = [&](std::size_t candidate, const nlohmann::json& metrics) {
        return distanceFromCentres(config.targets, targetRows(config.targets, metrics)) +
               distanceFrom(points[candidatePoint[candidate]].values, config.params, points);
    };
    std::function<void(std::uint64_t)> progress;
    if (config.progress)
        progress = [&](std::uint64_t done) { config.progress(done, budget); };

    SearchResult result;
    if (ntbeaSearch) {
        NtbeaConfig search;
        search.targets = config.targets;
        for (const SweepAxis& axis : plan.axes())
            search.dimensions.push_back(axis.values.size());
        search.evaluations = config.ntbea.evaluations;
        search.gamesPerEvaluation = config.ntbea.gamesPerEvaluation;
        search.exploration = config.ntbea.exploration;
        search.neighbours = config.ntbea.neighbours;
        search.seed = config.seed;
        search.start = designOnGrid(
            plan.axes(), config.ruleset->makeGame(config.params, config.players)->params(),
            config.players);
        search.progress = progress;
        search.cancel = config.cancel;
        search.tieBreak = tieBreak;
        result = ntbea(search, evaluate);
    } else {
        HalvingConfig halving;
        halving.tieBreak = tieBreak;
        halving.targets = config.targets;
        halving.candidates = candidatePoint.size();
        halving.budget = config.budget;
        halving.minGames = config.minGames;
        halving.cancel = config.cancel;
        halving.progress = progress;
        result = successiveHalving(halving, evaluate);
    }

    nlohmann::json targets = nlohmann::json::array();
    for (const BalanceTarget& target : config.targets)
        targets.push_back(target.json());
    nlohmann::json rounds = nlohmann::json::array();
    for (const auto& [candidates, games] : result.rounds)
        rounds.push_back({{"candidates", candidates}, {"games", games}});
    // Within the last round each reached: those whose intervals meet more
    // targets, then the smaller miss by the point estimates, then the nearer
    // (the targets' centres and the designer's design, as the search ranked).
    struct Ranked {
        const SearchCandidate* c;
        nlohmann::json rows;
        int met;
        double centres, design;
    };
    std::vector<Ranked> ranked;
    for (const SearchCandidate& c : result.ranked) {
        const PlannedPoint& point = points[candidatePoint[c.candidate]];
        nlohmann::json rows = targetRows(config.targets, c.metrics);
        const int met =
            static_cast<int>(std::count_if(rows.begin(), rows.end(), [](const nlohmann::json& r) {
                return r["met"].get<bool>();
            }));
        const double centres = distanceFromCentres(config.targets, rows);
        ranked.push_back(
            {&c, std::move(rows), met, centres, distanceFrom(point.values, config.params, points)});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& x, const Ranked& y) {
        if (x.c->round != y.c->round)
            return x.c->round > y.c->round;
        if (x.met != y.met)
            return x.met > y.met;
        if (x.c->score != y.c->score)
            return x.c->score < y.c->score;
        return x.centres + x.design < y.centres + y.design;
    });
    nlohmann::json best = nlohmann::json::array();
    for (std::size_t i = 0; i < ranked.size() && i < config.keep; ++i) {
        const SearchCandidate& c = *ranked[i].c;
        const PlannedPoint& point = points[candidatePoint[c.candidate]];
        best.push_back({{"values", point.values},
                        {"params", point.game->params()},
                        {"games", c.games},
                        {"round", c.round},
                        {"evaluations", c.evaluations},
                        {"score", c.score},
                        {"distance_from_centres", ranked[i].centres},
                        {"distance_from_design", ranked[i].design},
                        {"meets_all", meetsAll(ranked[i].rows)},
                        {"targets", ranked[i].rows},
                        {"agents", point.agents},
                        {"players", point.players},
                        {"seed", config.seed},
                        {"search", balanceSearchName(config.search)}});
    }
    // The winner measured again on seeds no candidate played: the search
    // picked it for its luck as much as for its values, and this says which.
    if (!best.empty() && !result.cancelled && !(config.cancel && config.cancel->load())) {
        const SearchCandidate& c = *ranked.front().c;
        const PlannedPoint& point = points[candidatePoint[c.candidate]];
        SimulationConfig sim;
        sim.game = point.game;
        sim.agentSpecs = point.agents;
        sim.runSeed = deriveSeed(config.seed, kRemeasureStream);
        sim.games = std::max<std::uint64_t>(c.games, minGames);
        sim.threads = config.threads;
        sim.setup = config.setup;
        sim.cancel = config.cancel;
        const SimulationResult fresh = simulate(sim);
        if (!fresh.cancelled) {
            const nlohmann::json rows =
                targetRows(config.targets,
                           balanceMetrics(fresh, *config.ruleset, point.players, point.agents));
            best[0]["remeasured"] = {{"seed", sim.runSeed},
                                     {"games", fresh.games.size()},
                                     {"meets_all", meetsAll(rows)},
                                     {"targets", rows}};
        }
    }
    nlohmann::json out = {{"search", balanceSearchName(config.search)},
                          {"targets", std::move(targets)},
                          {"parameters", parameters},
                          {"candidates", points.size()},
                          {"tried", result.ranked.size()},
                          {"budget", budget},
                          {"games_played", result.gamesPlayed},
                          {"rounds", std::move(rounds)},
                          {"cancelled", result.cancelled},
                          {"best", std::move(best)}};
    if (ntbeaSearch)
        out["ntbea"] = {{"evaluations", config.ntbea.evaluations},
                        {"games_per_evaluation", config.ntbea.gamesPerEvaluation},
                        {"exploration", config.ntbea.exploration},
                        {"neighbours", config.ntbea.neighbours}};
    return out;
}

namespace {

std::string targetLines(const nlohmann::json& rows) {
    std::string out;
    for (const nlohmann::json& row : rows) {
        out += "\n- " + row["text"].get<std::string>() + ": ";
        out += row["value"].is_number() ? row["value"].dump() : std::string("not measured");
        if (row.contains("ci95") && row["ci95"].is_array())
            out += " (95% interval " + row["ci95"][0].dump() + " to " + row["ci95"][1].dump() + ")";
        out += row.contains("verdict") ? ": " + row["verdict"].get<std::string>()
                                       : (row["met"].get<bool>() ? " (met)" : " (not met)");
    }
    return out;
}

} // namespace

std::string autoBalancedNotes(const nlohmann::json& candidate) {
    const std::string search = candidate.value("search", std::string("halving"));
    std::string notes = "Auto-balance chose " + candidate["values"].dump() + " by " +
                        (search == "ntbea" ? "NTBEA" : "successive halving") + " after " +
                        std::to_string(candidate["games"].get<std::uint64_t>()) + " games";
    if (candidate.contains("agents"))
        notes += " of " + std::to_string(candidate.value("players", 0)) + " players (" +
                 candidate["agents"].dump() + ", run seed " +
                 std::to_string(candidate.value("seed", std::uint64_t{0})) + ")";
    notes += ". Targets, judged on their 95% intervals:" + targetLines(candidate["targets"]);
    if (candidate.contains("remeasured")) {
        const nlohmann::json& again = candidate["remeasured"];
        notes += "\nMeasured again on " + std::to_string(again["games"].get<std::uint64_t>()) +
                 " fresh games (seed " + std::to_string(again["seed"].get<std::uint64_t>()) +
                 "): " +
                 (again["meets_all"].get<bool>() ? "every target met." : "not every target met.") +
                 targetLines(again["targets"]);
    }
    return notes;
}

} // namespace pb
