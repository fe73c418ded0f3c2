#include "sim/move_analysis.h"

#include "agents/agent_spec.h"
#include "agents/mcts_agent.h"
#include "engine/errors.h"
#include "engine/rng.h"
#include "engine/state.h"

#include <algorithm>
#include <mutex>
#include <string>
#include <thread>

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

AnalysedMove analyseOne(const AnalysisRequest& request, MctsAgent& agent,
                        const AnalysisThresholds& thresholds) {
    const State& before = *request.before;
    AnalysedMove move;
    move.seat = before.currentActor();
    if (move.seat < 0 || !before.isLegal(request.played))
        throw IllegalDecision("analysis: the decision taken is not legal at its position");
    move.played = request.played;
    move.best = agent.choose(before);
    std::unique_ptr<State> after = before.clone();
    after->applyUnchecked(request.played);
    move.winPlayed = agent.estimate(*after, move.seat);
    if (move.best == move.played) {
        move.winBest = move.winPlayed;
    } else {
        after->copyFrom(before);
        after->applyUnchecked(move.best);
        move.winBest = agent.estimate(*after, move.seat);
    }
    move.loss = std::max(0.0, move.winBest - move.winPlayed);
    move.label = labelFor(move.loss, thresholds);
    return move;
}

} // namespace

AnalysisResult analyseMoves(std::span<const AnalysisRequest> requests,
                            const AnalysisConfig& config) {
    AnalysisResult result;
    result.moves.resize(requests.size());
    result.analysed.assign(requests.size(), false);
    const std::string spec = "mcts:iterations=" + std::to_string(config.iterations);
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
                AnalysedMove move = analyseOne(requests[i], agent, config.thresholds);
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
