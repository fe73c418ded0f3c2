#include "studies/ntbea.h"

#include "engine/errors.h"
#include "engine/rng.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <unordered_map>

namespace pb {

namespace {

// The search's own stream of the run seed, apart from the games' seeds.
constexpr std::uint64_t kNtbeaStream = 0x6e74626561; // "ntbea"

// Keeps an unseen tuple's bonus finite: sqrt(ln(1 + N) / kUnseen) at n = 0.
constexpr double kUnseen = 0.5;

// The weight of the distance from a two-sided target's centre, in widths (at
// most half a width away inside the bounds): strong enough that the walk
// settles in the middle, where a point's interval fits inside the bounds,
// rather than anywhere inside, where the intervals of most points straddle a
// bound (on Stability's 1,080-point grid in docs/reports.md a tenth of it left
// 3 of 5 answers "may meet").
constexpr double kCentreWeight = 1.0;

using Point = std::vector<std::size_t>;

struct Stat {
    double sum = 0.0;
    std::uint64_t count = 0;
};

// One tuple of the model: the dimensions it watches and, per combination of
// their values seen, the costs measured there.
struct Tuple {
    std::vector<std::size_t> dims;
    std::unordered_map<std::uint64_t, Stat> stats;
    std::uint64_t samples = 0;

    std::uint64_t key(const Point& p, const std::vector<std::size_t>& sizes) const {
        std::uint64_t k = 0;
        for (std::size_t d : dims)
            k = k * sizes[d] + p[d];
        return k;
    }
};

// The bandit landscape model: 1-tuples, 2-tuples with three or more
// dimensions (with two the pair is the whole point), and the N-tuple.
class LandscapeModel {
public:
    explicit LandscapeModel(const std::vector<std::size_t>& sizes) : sizes_(sizes) {
        const std::size_t n = sizes.size();
        for (std::size_t d = 0; d < n; ++d)
            tuples_.push_back({{d}, {}, 0});
        if (n >= 3)
            for (std::size_t a = 0; a < n; ++a)
                for (std::size_t b = a + 1; b < n; ++b)
                    tuples_.push_back({{a, b}, {}, 0});
        if (n >= 2) {
            Tuple whole;
            for (std::size_t d = 0; d < n; ++d)
                whole.dims.push_back(d);
            tuples_.push_back(std::move(whole));
        }
    }

    void add(const Point& p, double cost) {
        for (Tuple& t : tuples_) {
            Stat& s = t.stats[t.key(p, sizes_)];
            s.sum += cost;
            ++s.count;
            ++t.samples;
        }
        all_.sum += cost;
        ++all_.count;
    }

    // The mean of the tuples' means that have seen `p`'s values; the mean of
    // every cost when none has (no better guess).
    double mean(const Point& p) const {
        double sum = 0.0;
        int seen = 0;
        for (const Tuple& t : tuples_) {
            const auto it = t.stats.find(t.key(p, sizes_));
            if (it != t.stats.end()) {
                sum += it->second.sum / static_cast<double>(it->second.count);
                ++seen;
            }
        }
        if (seen > 0)
            return sum / seen;
        return all_.count > 0 ? all_.sum / static_cast<double>(all_.count) : 0.0;
    }

    // UCB's bonus, averaged over the tuples: large where a tuple has seen
    // `p`'s values rarely against how often it has been sampled at all.
    double bonus(const Point& p) const {
        double sum = 0.0;
        for (const Tuple& t : tuples_) {
            const auto it = t.stats.find(t.key(p, sizes_));
            const double n = it == t.stats.end() ? 0.0 : static_cast<double>(it->second.count);
            sum += std::sqrt(std::log(1.0 + static_cast<double>(t.samples)) / (n + kUnseen));
        }
        return tuples_.empty() ? 0.0 : sum / static_cast<double>(tuples_.size());
    }

private:
    std::vector<std::size_t> sizes_;
    std::vector<Tuple> tuples_;
    Stat all_;
};

std::size_t encode(const Point& p, const std::vector<std::size_t>& sizes) {
    std::size_t index = 0;
    for (std::size_t d = sizes.size(); d-- > 0;)
        index = index * sizes[d] + p[d];
    return index;
}

Point decode(std::size_t index, const std::vector<std::size_t>& sizes) {
    Point p(sizes.size());
    for (std::size_t d = 0; d < sizes.size(); ++d) {
        p[d] = index % sizes[d];
        index /= sizes[d];
    }
    return p;
}

std::uint32_t draw(Rng& rng, std::size_t bound) {
    return rng.below(static_cast<std::uint32_t>(bound));
}

} // namespace

std::size_t ntbeaCandidates(const std::vector<std::size_t>& dimensions) {
    if (dimensions.empty())
        return 0;
    std::size_t n = 1;
    for (std::size_t size : dimensions)
        n *= size;
    return n;
}

// NTBEA needs a cost that still says which of two misses is nearer and, inside
// the bounds, which point sits safer: targetScore() is flat (0) across a
// target's whole range, so the model could not tell a point on the edge, whose
// interval straddles the bound, from one in the middle. Per target: its
// violation squashed by log1p (a point ten widths off is not worth a hundred
// times one a width off, and one wild measurement must not drown the
// exploration bonus, which is of order 1), plus, for a target with both
// bounds, the distance from the centre in widths, at most 0.5 (its value at
// the bounds, so the cost is continuous there). A metric the games lack counts as targetScore()'s
// 1000.
double ntbeaCost(const std::vector<BalanceTarget>& targets, const nlohmann::json& metrics) {
    double cost = 0.0;
    for (const BalanceTarget& target : targets) {
        const auto value = target.value(metrics);
        const double violation =
            value ? target.violation(*value) : targetScore({target}, nlohmann::json::object());
        cost += std::log1p(violation);
        if (value && target.low && target.high && *target.high > *target.low)
            cost += kCentreWeight * std::min(0.5, std::abs(*value - target.centre()) /
                                                      (*target.high - *target.low));
    }
    return cost;
}

SearchResult ntbea(const NtbeaConfig& config, const CandidateEvaluator& evaluate) {
    if (config.targets.empty())
        throw InvalidInput("auto-balance: give at least one target");
    if (config.dimensions.empty())
        throw InvalidInput("auto-balance: give at least one parameter it may change");
    for (std::size_t size : config.dimensions)
        if (size == 0)
            throw InvalidInput("auto-balance: a parameter it may change has no value");
    if (config.evaluations == 0 || config.gamesPerEvaluation == 0 || config.neighbours == 0)
        throw InvalidInput("NTBEA: evaluations, games per evaluation and neighbours must be at "
                           "least 1");
    if (!(config.exploration >= 0.0) || !std::isfinite(config.exploration))
        throw InvalidInput("NTBEA: the exploration constant must be 0 or more");
    const std::vector<std::size_t>& sizes = config.dimensions;
    const std::size_t candidates = ntbeaCandidates(sizes);
    if (config.start && *config.start >= candidates)
        throw InvalidInput("NTBEA: the start lies outside the grid");

    std::vector<std::size_t> movable; // dimensions with more than one value
    for (std::size_t d = 0; d < sizes.size(); ++d)
        if (sizes[d] > 1)
            movable.push_back(d);

    Rng rng(deriveSeed(config.seed, kNtbeaStream));
    LandscapeModel model(sizes);
    std::map<std::size_t, SearchCandidate> measured; // ordered: the answer's fallback order
    SearchResult result;
    Point p = decode(config.start ? *config.start : draw(rng, candidates), sizes);

    for (std::uint64_t e = 0; e < config.evaluations; ++e) {
        if (config.cancel && config.cancel->load()) {
            result.cancelled = true;
            break;
        }
        const std::size_t index = encode(p, sizes);
        SearchCandidate& c = measured[index];
        c.candidate = index;
        c.metrics = evaluate(index, c.games + config.gamesPerEvaluation);
        c.games += config.gamesPerEvaluation;
        ++c.evaluations;
        c.score = targetScore(config.targets, c.metrics);
        result.gamesPlayed += config.gamesPerEvaluation;
        // The cost of everything the point has played so far: a point measured
        // again adds a sharper estimate, and the model's mean drifts to it.
        model.add(p, ntbeaCost(config.targets, c.metrics));
        if (config.progress)
            config.progress(result.gamesPlayed);
        if (movable.empty() || e + 1 == config.evaluations)
            continue;

        // Each neighbour changes every movable dimension with chance
        // 1/movable, at least one, to another of its values; the one with
        // the lowest cost bound is measured next (the first of equals).
        Point next = p;
        double nextBound = std::numeric_limits<double>::infinity();
        for (std::size_t n = 0; n < config.neighbours; ++n) {
            Point q = p;
            bool changed = false;
            for (std::size_t d : movable)
                if (draw(rng, movable.size()) == 0) {
                    q[d] = (p[d] + 1 + draw(rng, sizes[d] - 1)) % sizes[d];
                    changed = true;
                }
            if (!changed) {
                const std::size_t d = movable[draw(rng, movable.size())];
                q[d] = (p[d] + 1 + draw(rng, sizes[d] - 1)) % sizes[d];
            }
            const double bound = model.mean(q) - config.exploration * model.bonus(q);
            if (bound < nextBound) {
                nextBound = bound;
                next = std::move(q);
            }
        }
        p = std::move(next);
    }

    for (auto& [index, c] : measured)
        result.ranked.push_back(std::move(c));
    std::vector<double> estimate(result.ranked.size());
    for (std::size_t i = 0; i < result.ranked.size(); ++i)
        estimate[i] = model.mean(decode(result.ranked[i].candidate, sizes));
    std::vector<std::size_t> order(result.ranked.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (estimate[a] != estimate[b])
            return estimate[a] < estimate[b];
        const SearchCandidate &x = result.ranked[a], &y = result.ranked[b];
        if (x.score != y.score)
            return x.score < y.score;
        return config.tieBreak &&
               config.tieBreak(x.candidate, x.metrics) < config.tieBreak(y.candidate, y.metrics);
    });
    std::vector<SearchCandidate> sorted;
    sorted.reserve(order.size());
    for (std::size_t i : order)
        sorted.push_back(std::move(result.ranked[i]));
    result.ranked = std::move(sorted);
    return result;
}

} // namespace pb
