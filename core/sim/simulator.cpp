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
    result.games.resize(config.games);
    std::vector<char> done(config.games, 0);
    std::atomic<std::uint64_t> nextIndex{0}, finished{0};
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

    auto worker = [&] {
        try {
            std::vector<std::unique_ptr<Agent>> owned;
            std::vector<Agent*> agents;
            for (const auto& spec : config.agentSpecs) {
                owned.push_back(makeAgent(spec, 0));
                agents.push_back(owned.back().get());
            }
            for (;;) {
                if (config.cancel && config.cancel->load(std::memory_order_relaxed))
                    return;
                const std::uint64_t i = nextIndex.fetch_add(1);
                if (i >= config.games)
                    return;
                const std::uint64_t index = config.firstGame + i;
                const std::uint64_t seed = deriveSeed(config.runSeed, index);
                const bool keep = static_cast<bool>(config.onRecord);
                SimulatedGame& row = result.games[i];
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
                done[i] = 1;
                if (keep) {
                    std::lock_guard lock(recordMutex);
                    config.onRecord(index, record);
                }
                const std::uint64_t count = finished.fetch_add(1) + 1;
                if (config.progress)
                    config.progress(count);
            }
        } catch (...) {
            std::lock_guard lock(recordMutex);
            if (!failure)
                failure = std::current_exception();
        }
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

    // Keep finished games only, in index order (a cancelled run leaves gaps).
    std::size_t kept = 0;
    for (std::size_t i = 0; i < result.games.size(); ++i)
        if (done[i])
            if (kept++ != i) // a self-move would empty the row
                result.games[kept - 1] = std::move(result.games[i]);
    result.cancelled = kept < result.games.size();
    result.games.resize(kept);
    return result;
}

nlohmann::json summarize(const SimulationResult& result, int numPlayers) {
    const auto n = result.games.size();
    std::vector<double> wins(numPlayers, 0.0);
    std::vector<int> lengths;
    lengths.reserve(n);
    std::uint64_t draws = 0, turnLimit = 0, decisions = 0, firstMoverWins = 0, withFirstMover = 0;
    for (const auto& g : result.games) {
        for (int seat = 0; seat < numPlayers; ++seat)
            wins[seat] += g.outcome.won(seat) ? 1.0 : 0.0;
        draws += g.outcome.draw ? 1 : 0;
        turnLimit += g.outcome.turnLimit ? 1 : 0;
        decisions += static_cast<std::uint64_t>(g.decisions);
        lengths.push_back(g.turns);
        if (g.firstMover >= 0) {
            ++withFirstMover;
            firstMoverWins += g.outcome.won(g.firstMover) ? 1 : 0;
        }
    }
    std::sort(lengths.begin(), lengths.end());
    double mean = 0.0;
    for (int len : lengths)
        mean += len;
    nlohmann::json winRates = nlohmann::json::array();
    for (double w : wins)
        winRates.push_back(n ? w / static_cast<double>(n) : 0.0);
    double median = 0.0;
    if (n)
        median = n % 2 ? lengths[n / 2] : (lengths[n / 2 - 1] + lengths[n / 2]) / 2.0;
    return {{"games", n},
            {"cancelled", result.cancelled},
            {"win_rates", std::move(winRates)},
            {"draws", draws},
            {"turn_limit_ends", turnLimit},
            {"mean_length", n ? mean / static_cast<double>(n) : 0.0},
            {"median_length", median},
            {"mean_decisions", n ? static_cast<double>(decisions) / static_cast<double>(n) : 0.0},
            {"first_mover_win_rate", withFirstMover ? static_cast<double>(firstMoverWins) /
                                                          static_cast<double>(withFirstMover)
                                                    : 0.0}};
}

// Beyond the header's fields: "games_with" (per cell, the games in which it
// saw an event), and with more than one seat "seats" (per seat, the totals of
// the events its decisions led to) and "chance" (the rest: what chance
// decisions did). stats/heatmap_stats.h shows them per game.
nlohmann::json summarizeHeatmaps(const SimulationResult& result, const Game& game) {
    nlohmann::json maps = nlohmann::json::array();
    const std::vector<HeatmapSpec> specs = game.heatmaps();
    std::size_t block = 0; // the all-seats block's size: every map's cells
    for (const HeatmapSpec& spec : specs)
        block += static_cast<std::size_t>(spec.cells());
    const int seats = game.numPlayers() > 1 ? game.numPlayers() : 0;
    std::size_t offset = 0;
    for (const HeatmapSpec& spec : specs) {
        const auto cells = static_cast<std::size_t>(spec.cells());
        std::vector<std::uint64_t> sums(cells, 0), gamesWith(cells, 0);
        std::vector<std::vector<std::uint64_t>> bySeat(static_cast<std::size_t>(seats),
                                                       std::vector<std::uint64_t>(cells, 0));
        std::uint64_t games = 0;
        bool seatBlocks = seats > 0;
        for (const SimulatedGame& g : result.games) {
            if (g.heat.size() < offset + cells)
                continue;
            ++games;
            for (std::size_t c = 0; c < cells; ++c) {
                sums[c] += g.heat[offset + c];
                gamesWith[c] += g.heat[offset + c] > 0 ? 1 : 0;
            }
            if (g.heat.size() < block * (1 + static_cast<std::size_t>(seats))) {
                seatBlocks = false; // a game counted without seats (built by hand)
                continue;
            }
            for (int seat = 0; seat < seats; ++seat)
                for (std::size_t c = 0; c < cells; ++c)
                    bySeat[static_cast<std::size_t>(seat)][c] +=
                        g.heat[block * static_cast<std::size_t>(seat + 1) + offset + c];
        }
        nlohmann::json map = {
            {"id", spec.id},
            {"title", spec.title},
            {"rows", spec.rows},
            {"cols", spec.cols},
            {"games", games},
            {"cells", sums},
            {"max", sums.empty() ? 0 : *std::max_element(sums.begin(), sums.end())},
            {"games_with", gamesWith}};
        if (seatBlocks && games > 0) {
            // What no seat's decision did (chance's): the rest of the all-seats sums.
            std::vector<std::uint64_t> chance = sums;
            for (const auto& seat : bySeat)
                for (std::size_t c = 0; c < cells; ++c)
                    chance[c] -= seat[c];
            map["seats"] = bySeat;
            map["chance"] = chance;
        }
        maps.push_back(std::move(map));
        offset += cells;
    }
    return maps;
}

} // namespace pb
