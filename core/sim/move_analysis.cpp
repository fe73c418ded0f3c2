#include "sim/move_analysis.h"

#include "agents/agent_spec.h"
#include "agents/mcts_agent.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <tuple>

namespace pb {

std::string_view labelId(MoveLabel label) {
    switch (label) {
    case MoveLabel::Fine:
        return "fine";
    case MoveLabel::Inaccuracy:
        return "inaccuracy";
    case MoveLabel::Mistake:
        return "mistake";
    case MoveLabel::Blunder:
        return "blunder";
    }
    return "fine";
}

MoveLabel labelFor(double loss, const AnalysisThresholds& thresholds) {
    if (loss >= thresholds.blunder)
        return MoveLabel::Blunder;
    if (loss >= thresholds.mistake)
        return MoveLabel::Mistake;
    if (loss >= thresholds.inaccuracy)
        return MoveLabel::Inaccuracy;
    return MoveLabel::Fine;
}

namespace {

// The seed stream of the calibration games, apart from the positions' streams
// (deriveSeed(seed, i) for request i).
constexpr std::uint64_t kCalibrationStream = 0xCA11B8A7E0000000ULL;

// The win-chance map of a game at a budget: a property of the ruleset, its
// parameters, seats and the budget, not of one analysis, so it is seeded from
// its own stream (not config.seed: analyses with other seeds share one map)
// and kept for the process (fitting it plays hundreds of reference games).
WinChanceMap sharedWinChanceMap(const Game& game, const AnalysisConfig& config) {
    static std::mutex mutex;
    static std::map<std::string, WinChanceMap> maps;
    const std::string key =
        std::string(game.ruleset().id()) + "/" + std::to_string(game.paramsHash()) + "/" +
        std::to_string(game.numPlayers()) + "/" + std::to_string(config.iterations) + "/" +
        std::to_string(config.calibrationGames);
    {
        const std::lock_guard lock(mutex);
        if (const auto it = maps.find(key); it != maps.end())
            return it->second;
    }
    const WinChanceMap map = calibrateWinChance(game, config.iterations, config.calibrationGames,
                                                kCalibrationStream, config.cancel);
    // A cancelled fit is partial: used for nothing (the analysis stops too)
    // and not kept.
    if (config.cancel && config.cancel->load())
        return map;
    const std::lock_guard lock(mutex);
    return maps.emplace(key, map).first->second;
}

// The searches of one position: what the agent prefers and the seat's
// chance there along its best line, and the seat's chance after the
// decision played. The turn's judgement comes later, over the whole turn.
AnalysedMove analyseOne(const AnalysisRequest& request, MctsAgent& agent, const WinChanceMap& map) {
    const State& before = *request.before;
    AnalysedMove move;
    move.seat = before.currentActor();
    if (move.seat < 0 || !before.isLegal(request.played))
        throw IllegalDecision("analysis: the decision taken is not legal at its position");
    move.played = request.played;
    // A search's value as a win chance: proven values are exact, the others
    // go through the calibration map, their standard errors with them.
    const auto chance = [&map](const MctsAgent::Appraisal& a) {
        if (a.proven || a.samples == 0)
            return std::pair{a.value, a.stdError};
        return std::pair{map.apply(a.value), a.stdError * map.derivative(a.value)};
    };
    const MctsAgent::Appraisal here = agent.appraise(before, move.seat);
    move.best = here.hasBest ? here.best : request.played;
    std::tie(move.turnStartBest, move.bestStdError) = chance(here);
    move.bestSamples = here.samples;
    move.bestProven = here.proven;
    std::unique_ptr<State> after = before.clone();
    after->applyUnchecked(request.played);
    const MctsAgent::Appraisal next = agent.appraise(*after, move.seat);
    std::tie(move.winPlayed, move.playedStdError) = chance(next);
    move.playedSamples = next.samples;
    move.playedProven = next.proven;
    return move;
}

// Whether request `next` starts where request `prev` ended, by the same seat:
// the two decisions are one turn.
bool sameTurn(std::span<const AnalysisRequest> requests, const AnalysisResult& result,
              std::size_t prev, std::size_t next) {
    if (!result.analysed[prev] || !result.analysed[next] ||
        result.moves[prev].seat != result.moves[next].seat)
        return false;
    auto after = requests[prev].before->clone();
    after->applyUnchecked(requests[prev].played);
    return after->hash() == requests[next].before->hash();
}

// Groups the analysed requests into turns and labels each turn's last
// decision with the turn's loss: from the seat's best at the turn's start to
// its chance at the turn's end, counted only beyond 1.96 standard errors of
// the two searches.
void judgeTurns(std::span<const AnalysisRequest> requests, AnalysisResult& result,
                const AnalysisThresholds& thresholds) {
    const std::size_t n = requests.size();
    std::size_t start = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (!result.analysed[i])
            continue;
        if (i == 0 || !sameTurn(requests, result, i - 1, i))
            start = i;
        result.moves[i].turnStart = start;
        result.moves[i].lastOfTurn = i + 1 >= n || !sameTurn(requests, result, i, i + 1);
    }
    for (std::size_t i = 0; i < n; ++i) {
        if (!result.analysed[i])
            continue;
        AnalysedMove& move = result.moves[i];
        const double startBest = result.moves[move.turnStart].turnStartBest;
        move.turnStartBest = startBest;
        move.rawLoss = 0.0;
        move.lossStdError = 0.0;
        move.loss = 0.0;
        move.label = MoveLabel::Fine;
        move.winBest = move.winPlayed;
        if (!move.lastOfTurn)
            continue;
        const double a = result.moves[move.turnStart].bestStdError, b = move.playedStdError;
        move.rawLoss = std::max(0.0, startBest - move.winPlayed);
        move.lossStdError = std::sqrt(a * a + b * b);
        move.loss = move.rawLoss > 1.959963984540054 * move.lossStdError ? move.rawLoss : 0.0;
        move.winBest = move.winPlayed + move.loss;
        move.label = labelFor(move.loss, thresholds);
    }
}

} // namespace

AnalysisResult analyseMoves(std::span<const AnalysisRequest> requests,
                            const AnalysisConfig& config) {
    AnalysisResult result;
    result.moves.resize(requests.size());
    result.analysed.assign(requests.size(), false);
    const std::string spec = "mcts:iterations=" + std::to_string(config.iterations);
    if (config.calibrationGames > 0 && !requests.empty() &&
        !(config.cancel && config.cancel->load()))
        result.winChanceMap = sharedWinChanceMap(requests.front().before->game(), config);
    const WinChanceMap& map = result.winChanceMap;
    std::mutex mutex;
    std::size_t next = 0, done = 0;
    std::exception_ptr failure;
    const auto worker = [&] {
        AgentSpec parsed(spec);
        MctsAgent agent(parsed, 0);
        for (;;) {
            std::size_t i;
            {
                const std::lock_guard lock(mutex);
                if (next >= requests.size() || failure || (config.cancel && config.cancel->load()))
                    return;
                i = next++;
            }
            try {
                agent.reset(deriveSeed(config.seed, i));
                AnalysedMove move = analyseOne(requests[i], agent, map);
                const std::lock_guard lock(mutex);
                result.moves[i] = move;
                result.analysed[i] = true;
                ++done;
                if (config.progress)
                    config.progress(done);
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (!failure)
                    failure = std::current_exception();
                return;
            }
        }
    };
    const int threads =
        std::max(1, std::min<int>(config.threads, static_cast<int>(requests.size())));
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& thread : pool)
        thread.join();
    if (failure)
        std::rethrow_exception(failure);
    result.cancelled =
        std::find(result.analysed.begin(), result.analysed.end(), false) != result.analysed.end();
    judgeTurns(requests, result, config.thresholds);
    return result;
}

nlohmann::json dramaCurve(const AnalysisResult& result, int numPlayers, bool cooperative,
                          double band) {
    nlohmann::json points = nlohmann::json::array();
    const double fair = 1.0 / std::max(1, numPlayers);
    int leader = -1, changes = 0;
    for (std::size_t i = 0; i < result.moves.size(); ++i) {
        if (!result.analysed[i])
            continue;
        const AnalysedMove& move = result.moves[i];
        points.push_back({{"move", i}, {"seat", move.seat}, {"win", move.winPlayed}});
        if (cooperative)
            continue;
        // The mover leads when its chance clears the fair share by the band;
        // with two seats the other one leads when it falls short by as much.
        // With more seats a trailing mover names no leader.
        int now = -1;
        if (move.winPlayed > fair + band)
            now = move.seat;
        else if (move.winPlayed < fair - band && numPlayers == 2)
            now = 1 - move.seat;
        if (now >= 0) {
            if (leader >= 0 && now != leader)
                ++changes;
            leader = now;
        }
    }
    return {{"points", std::move(points)}, {"lead_changes", changes}, {"band", band}};
}

} // namespace pb
