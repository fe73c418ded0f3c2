#include "sim/win_chance_calibration.h"

#include "agents/agent.h"
#include "agents/agent_spec.h"
#include "agents/mcts_agent.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/state.h"

#include <algorithm>
#include <cmath>
#include <memory>

namespace pb {

namespace {

double logit(double value) {
    const double v = std::clamp(value, WinChanceMap::kClamp, 1.0 - WinChanceMap::kClamp);
    return std::log(v / (1.0 - v));
}

double logistic(double x) {
    return 1.0 / (1.0 + std::exp(-x));
}

// A reference game far past any ruleset's turn limit is abandoned.
constexpr int kMaxDecisions = 100000;

} // namespace

double WinChanceMap::apply(double value) const {
    if (samples == 0)
        return value;
    return logistic(intercept + slope * logit(value));
}

double WinChanceMap::derivative(double value) const {
    if (samples == 0)
        return 1.0;
    const double v = std::clamp(value, kClamp, 1.0 - kClamp);
    const double p = apply(v);
    return p * (1.0 - p) * slope / (v * (1.0 - v));
}

std::vector<WinChanceSample> sampleWinChances(const Game& game, int iterations, int count,
                                              std::uint64_t seed, const std::atomic<bool>* cancel) {
    std::vector<WinChanceSample> samples;
    AgentSpec spec("mcts:iterations=" + std::to_string(iterations));
    MctsAgent search(spec, 0);
    std::vector<Decision> applied;
    std::vector<std::size_t> seatDecisions; // indices into `applied`
    for (int i = 0; i < count && !(cancel && cancel->load()); ++i) {
        const std::uint64_t gameSeed = deriveSeed(seed, static_cast<std::uint64_t>(i));
        Rng rng(gameSeed);
        const auto reference = makeAgent(kWinChanceReference, deriveSeed(gameSeed, 1));
        std::unique_ptr<State> state = game.newInitialState(gameSeed);
        applied.clear();
        seatDecisions.clear();
        while (!state->isTerminal() && static_cast<int>(applied.size()) < kMaxDecisions) {
            Decision d;
            if (state->isChance()) {
                d = state->sampleChance(rng);
            } else {
                seatDecisions.push_back(applied.size());
                d = reference->choose(*state);
            }
            applied.push_back(d);
            state->applyUnchecked(d);
        }
        if (!state->isTerminal() || seatDecisions.empty())
            continue;
        const std::size_t stop = seatDecisions[rng.below(seatDecisions.size())];
        std::unique_ptr<State> position = game.newInitialState(gameSeed);
        for (std::size_t k = 0; k < stop; ++k)
            position->applyUnchecked(applied[k]);
        const int seat = position->currentActor();
        search.reset(deriveSeed(gameSeed, 2));
        const MctsAgent::Appraisal appraisal = search.appraise(*position, seat);
        samples.push_back({appraisal.value, state->outcome().score[static_cast<std::size_t>(seat)],
                           appraisal.proven});
    }
    return samples;
}

WinChanceMap fitWinChanceMap(std::span<const WinChanceSample> samples) {
    // Logistic regression of the outcome on logit(value), with a weak ridge
    // (weight 1, a sample's worth) toward the identity so that a sample
    // that separates perfectly still gives a finite, deterministic answer.
    constexpr double kRidge = 1.0;
    std::vector<std::pair<double, double>> xy;
    double lowest = 1.0, highest = 0.0;
    for (const WinChanceSample& s : samples) {
        if (s.proven)
            continue;
        xy.emplace_back(logit(s.estimate), s.outcome);
        lowest = std::min(lowest, s.outcome);
        highest = std::max(highest, s.outcome);
    }
    WinChanceMap map;
    if (xy.size() < 20 || lowest == highest)
        return map;
    const auto penalisedLogLikelihood = [&](double a, double b) {
        double ll = -0.5 * kRidge * (a * a + (b - 1.0) * (b - 1.0));
        for (auto [x, y] : xy) {
            const double z = a + b * x;
            // log p = -log(1 + e^-z), log(1 - p) = -log(1 + e^z)
            ll -= y * std::log1p(std::exp(-z)) + (1.0 - y) * std::log1p(std::exp(z));
        }
        return ll;
    };
    double a = 0.0, b = 1.0;
    double current = penalisedLogLikelihood(a, b);
    for (int step = 0; step < 100; ++step) {
        double ga = -kRidge * a, gb = -kRidge * (b - 1.0);
        double haa = kRidge, hab = 0.0, hbb = kRidge;
        for (auto [x, y] : xy) {
            const double p = logistic(a + b * x);
            const double w = p * (1.0 - p);
            ga += y - p;
            gb += (y - p) * x;
            haa += w;
            hab += w * x;
            hbb += w * x * x;
        }
        const double det = haa * hbb - hab * hab;
        if (!(det > 0.0))
            break;
        double da = (hbb * ga - hab * gb) / det, db = (haa * gb - hab * ga) / det;
        // Halve a step that does not improve the fit (Newton can overshoot).
        double next = penalisedLogLikelihood(a + da, b + db);
        for (int halve = 0; halve < 30 && next < current; ++halve) {
            da *= 0.5;
            db *= 0.5;
            next = penalisedLogLikelihood(a + da, b + db);
        }
        if (next < current)
            break;
        a += da;
        b += db;
        const bool settled = std::abs(da) + std::abs(db) < 1e-10;
        current = next;
        if (settled)
            break;
    }
    map.intercept = a;
    map.slope = b;
    map.samples = static_cast<int>(xy.size());
    return map;
}

WinChanceMap calibrateWinChance(const Game& game, int iterations, int games, std::uint64_t seed,
                                const std::atomic<bool>* cancel) {
    const auto samples = sampleWinChances(game, iterations, games, seed, cancel);
    return fitWinChanceMap(samples);
}

std::vector<CalibrationBucket> calibrationBuckets(std::span<const WinChanceSample> samples,
                                                  const WinChanceMap& map, int bins, double z) {
    std::vector<CalibrationBucket> buckets(static_cast<std::size_t>(std::max(1, bins)));
    for (std::size_t k = 0; k < buckets.size(); ++k) {
        buckets[k].low = static_cast<double>(k) / static_cast<double>(buckets.size());
        buckets[k].high = static_cast<double>(k + 1) / static_cast<double>(buckets.size());
    }
    for (const WinChanceSample& s : samples) {
        if (s.proven)
            continue;
        const double p = map.apply(s.estimate);
        const auto k = std::min(buckets.size() - 1,
                                static_cast<std::size_t>(p * static_cast<double>(buckets.size())));
        ++buckets[k].count;
        buckets[k].meanChance += p;
        buckets[k].winRate += s.outcome;
    }
    for (CalibrationBucket& b : buckets) {
        if (b.count == 0)
            continue;
        const double n = b.count;
        b.meanChance /= n;
        b.winRate /= n;
        const double variance = std::max(b.meanChance * (1.0 - b.meanChance), 0.25 / n);
        b.tolerance = z * std::sqrt(variance / n);
    }
    return buckets;
}

} // namespace pb
