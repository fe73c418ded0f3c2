#include "sim/simulator.h"

#include "agents/agent.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "sim/game_record.h"
#include "sim/game_runner.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <thread>

namespace pb {

namespace {

// The command that plays game `seed` of a run alone, as the batch played it.
std::string reproduction(const SimulationConfig& config, std::uint64_t seed) {
    const Game& game = *config.game;
    std::string command = "playbench-cli play " + game.ruleset().commandLineName() + " --players " +
                          std::to_string(game.numPlayers());
    const nlohmann::json changed = game.ruleset().parameters().nonDefaults(game.params());
    for (const auto& [name, value] : changed.items())
        command += " --param " + name + "=" +
                   (value.is_string() ? value.get<std::string>() : value.dump());
    std::string agents;
    for (const std::string& spec : config.agentSpecs)
        agents += (agents.empty() ? "" : ",") + spec;
    command += " --seed " + std::to_string(seed) + " --agents " + agents;
    if (!config.setup.is_null())
        command += " (with the run's set-up)";
    return "`" + command + "`";
}

} // namespace

SimulationResult simulate(const SimulationConfig& config) {
    if (!config.game)
        throw InvalidInput("simulate needs a game");
    const int seats = config.game->numPlayers();
    if (static_cast<int>(config.agentSpecs.size()) != seats)
        throw InvalidInput("expected " + std::to_string(seats) + " agents, got " +
                           std::to_string(config.agentSpecs.size()));
    for (const auto& spec : config.agentSpecs)
        makeAgent(spec, 0); // reject a bad spec before any thread starts

    SimulationResult result;
    result.totals = RunAccumulator::forGame(*config.game);
    const bool keepGames = config.keepGames;
    if (keepGames)
        result.games.resize(config.games);
    std::vector<char> done(keepGames ? config.games : 0, 0);
    // Each on a cache line of its own: every worker claims and counts games.
    alignas(64) std::atomic<std::uint64_t> nextIndex{0};
    alignas(64) std::atomic<std::uint64_t> finished{0};
    std::mutex recordMutex;
    std::exception_ptr failure;

    std::size_t heatCells = 0;
    if (config.heatmaps)
        for (const HeatmapSpec& map : config.game->heatmaps())
            heatCells += static_cast<std::size_t>(map.cells());
    // A game's heat is its maps' cells (the all-seats block), then with more
    // than one seat the same block per seat: each event counts for the seat
    // whose decision led to it, a chance decision's for none, so the seats'
    // blocks plus chance's part add up to the all-seats block.
    const int heatSeats = seats > 1 ? seats : 0;
    // A recorder counts one decision's events into a zeroed scratch block;
    // they go to the all-seats block and to the actor's, and the scratch is
    // zeroed again (one pass over the cells a decision).
    auto attribute = [heatCells, heatSeats](std::vector<std::uint32_t>& scratch, int actor,
                                            std::vector<std::uint32_t>& heat) {
        const bool seat = actor >= 0 && actor < heatSeats;
        const std::size_t seatOffset = heatCells * static_cast<std::size_t>(actor + 1);
        for (std::size_t c = 0; c < heatCells; ++c)
            if (const std::uint32_t n = scratch[c]) {
                heat[c] += n;
                if (seat)
                    heat[seatOffset + c] += n;
                scratch[c] = 0;
            }
    };

    // Games are claimed a few at a time, so the workers rarely touch the same
    // counter; game i is still seeded from i alone, whoever plays it.
    constexpr std::uint64_t kClaim = 16;
    auto worker = [&] {
        // Each worker counts its own games and merges them once at the end: no
        // shared row is written per game.
        RunAccumulator totals = RunAccumulator::forGame(*config.game);
        try {
            std::vector<std::unique_ptr<Agent>> owned;
            std::vector<Agent*> agents;
            for (const auto& spec : config.agentSpecs) {
                owned.push_back(makeAgent(spec, 0));
                agents.push_back(owned.back().get());
            }
            SimulatedGame scratchRow; // the row of a game not kept
            bool stopped = false;
            while (!stopped) {
                const std::uint64_t claimed = nextIndex.fetch_add(kClaim);
                if (claimed >= config.games)
                    break;
                const std::uint64_t claimEnd = std::min(config.games, claimed + kClaim);
                for (std::uint64_t i = claimed; i < claimEnd; ++i) {
                    if (config.cancel && config.cancel->load(std::memory_order_relaxed)) {
                        stopped = true;
                        break;
                    }
                    const std::uint64_t index = config.firstGame + i;
                    const std::uint64_t seed = deriveSeed(config.runSeed, index);
                    const bool keep = static_cast<bool>(config.onRecord);
                    SimulatedGame& row = keepGames ? result.games[i] : scratchRow;
                    row.heat.clear();
                    DecisionObserver observer;
                    std::unique_ptr<HeatRecorder> recorder;
                    std::vector<std::uint32_t> scratch;
                    if (config.heatmaps && (recorder = config.game->makeHeatRecorder())) {
                        row.heat.assign(heatCells * (1 + static_cast<std::size_t>(heatSeats)), 0);
                        scratch.assign(heatCells, 0);
                        observer = DecisionObserver(
                            [&](const State& after, const RecordedDecision& d) {
                                recorder->observe(after, d.decision, d.actor, scratch);
                                attribute(scratch, d.actor, row.heat);
                            },
                            /*wantsHash=*/false);
                        observer.onStart = [&](const State& initial) { recorder->start(initial); };
                    }
                    GameRecord record;
                    try {
                        record = playGame(*config.game, seed, agents, config.setup, observer, keep,
                                          index < config.complexitySample);
                    } catch (const InvalidInput& e) {
                        throw InvalidInput(std::string(e.what()) + "; in game " +
                                           std::to_string(index) + " of the run, which " +
                                           reproduction(config, seed) + " plays again alone");
                    }
                    row.index = index;
                    row.seed = seed;
                    row.firstMover = record.firstMover;
                    row.outcome = record.outcome;
                    row.turns = record.turns;
                    row.decisions = record.seatDecisions;
                    row.legalDecisionSum = record.legalDecisionSum;
                    row.countedDecisionPoints = record.countedDecisionPoints;
                    // onRecord gets the whole record, counters included.
                    row.counters = keep ? record.counters : std::move(record.counters);
                    totals.add(row);
                    if (keepGames)
                        done[i] = 1;
                    if (keep) {
                        std::lock_guard lock(recordMutex);
                        config.onRecord(index, record);
                    }
                    if (config.progress)
                        config.progress(finished.fetch_add(1, std::memory_order_relaxed) + 1);
                }
            }
        } catch (...) {
            std::lock_guard lock(recordMutex);
            if (!failure)
                failure = std::current_exception();
        }
        std::lock_guard lock(recordMutex);
        result.totals.merge(totals);
    };

    const int threads = std::max(1, config.threads);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (auto& thread : pool)
        thread.join();
    if (failure)
        std::rethrow_exception(failure);

    result.cancelled = result.totals.games() < config.games;
    if (keepGames) {
        // Keep finished games only, in index order (a cancelled run leaves gaps).
        std::size_t kept = 0;
        for (std::size_t i = 0; i < result.games.size(); ++i)
            if (done[i])
                if (kept++ != i) // a self-move would empty the row
                    result.games[kept - 1] = std::move(result.games[i]);
        result.games.resize(kept);
    }
    return result;
}

nlohmann::json summarize(const SimulationResult& result, int numPlayers) {
    RunAccumulator totals(numPlayers, 0);
    for (const SimulatedGame& g : result.games)
        totals.add(g);
    return summarize(totals, result.cancelled);
}

nlohmann::json summarize(const RunAccumulator& totals, bool cancelled) {
    const std::uint64_t n = totals.games();
    nlohmann::json winRates = nlohmann::json::array();
    for (int seat = 0; seat < totals.numPlayers(); ++seat)
        winRates.push_back(n ? static_cast<double>(totals.wins(seat)) / static_cast<double>(n)
                             : 0.0);
    // Integer sums: exact, as the sums of the sorted values in doubles were.
    std::int64_t lengthSum = 0, decisionSum = 0;
    totals.lengths().forEach(
        [&](std::int64_t v, std::uint64_t c) { lengthSum += v * static_cast<std::int64_t>(c); });
    totals.decisions().forEach(
        [&](std::int64_t v, std::uint64_t c) { decisionSum += v * static_cast<std::int64_t>(c); });
    const IntegerCounts& lengths = totals.lengths();
    double median = 0.0;
    if (n)
        median = n % 2 ? static_cast<double>(lengths.at(n / 2))
                       : static_cast<double>(lengths.at(n / 2 - 1) + lengths.at(n / 2)) / 2.0;
    const std::uint64_t withFirstMover = totals.gamesWithFirstMover();
    return {{"games", n},
            {"cancelled", cancelled},
            {"win_rates", std::move(winRates)},
            {"draws", totals.draws()},
            {"turn_limit_ends", totals.turnLimitEnds()},
            {"mean_length", n ? static_cast<double>(lengthSum) / static_cast<double>(n) : 0.0},
            {"median_length", median},
            {"mean_decisions", n ? static_cast<double>(decisionSum) / static_cast<double>(n) : 0.0},
            {"first_mover_win_rate", withFirstMover ? static_cast<double>(totals.firstMoverWins()) /
                                                          static_cast<double>(withFirstMover)
                                                    : 0.0}};
}

// Beyond the header's fields: "games_with" (per cell, the games in which it
// saw an event), and with more than one seat "seats" (per seat, the totals of
// the events its decisions led to) and "chance" (the rest: what chance
// decisions did). stats/heatmap_stats.h shows them per game.
nlohmann::json summarizeHeatmaps(const SimulationResult& result, const Game& game) {
    RunAccumulator totals = RunAccumulator::forGame(game);
    for (const SimulatedGame& g : result.games)
        totals.add(g);
    return summarizeHeatmaps(totals, game);
}

nlohmann::json summarizeHeatmaps(const RunAccumulator& totals, const Game& game) {
    nlohmann::json maps = nlohmann::json::array();
    const std::vector<HeatmapSpec> specs = game.heatmaps();
    const std::size_t seats =
        game.numPlayers() > 1 ? static_cast<std::size_t>(game.numPlayers()) : 0;
    for (std::size_t m = 0; m < specs.size(); ++m) {
        const HeatmapSpec& spec = specs[m];
        const auto cells = static_cast<std::size_t>(spec.cells());
        RunAccumulator::Heat none;
        none.sums.assign(cells, 0);
        none.gamesWith.assign(cells, 0);
        none.seatBlocks = false;
        const RunAccumulator::Heat& heat =
            m < totals.heatmaps().size() && totals.heatmaps()[m].sums.size() == cells
                ? totals.heatmaps()[m]
                : none;
        const std::vector<std::uint64_t>& sums = heat.sums;
        const std::uint64_t games = heat.games;
        nlohmann::json map = {
            {"id", spec.id},
            {"title", spec.title},
            {"rows", spec.rows},
            {"cols", spec.cols},
            {"games", games},
            {"cells", sums},
            {"max", sums.empty() ? 0 : *std::max_element(sums.begin(), sums.end())},
            {"games_with", heat.gamesWith}};
        if (seats > 0 && heat.seatBlocks && heat.bySeat.size() == seats && games > 0) {
            // What no seat's decision did (chance's): the rest of the all-seats sums.
            std::vector<std::uint64_t> chance = sums;
            for (const auto& seat : heat.bySeat)
                for (std::size_t c = 0; c < cells; ++c)
                    chance[c] -= seat[c];
            map["seats"] = heat.bySeat;
            map["chance"] = chance;
        }
        maps.push_back(std::move(map));
    }
    return maps;
}

} // namespace pb
