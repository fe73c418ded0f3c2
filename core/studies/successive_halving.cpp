#include "studies/successive_halving.h"

#include "engine/errors.h"

#include <algorithm>
#include <numeric>

namespace pb {

namespace {

constexpr double kMissingMetric = 1000.0;

int roundsFor(std::size_t candidates) {
    int rounds = 1;
    for (std::size_t left = candidates; left > 1; left = (left + 1) / 2)
        ++rounds;
    return rounds;
}

} // namespace

double targetScore(const std::vector<BalanceTarget>& targets, const nlohmann::json& metrics) {
    double score = 0.0;
    for (const BalanceTarget& target : targets) {
        const auto value = target.value(metrics);
        score += value ? target.violation(*value) : kMissingMetric;
    }
    return score;
}

std::uint64_t firstRoundGames(std::size_t candidates, std::uint64_t budget,
                              std::uint64_t minGames) {
    if (candidates == 0)
        return minGames;
    const std::uint64_t perRound = budget / static_cast<std::uint64_t>(roundsFor(candidates));
    return std::max<std::uint64_t>(minGames, perRound / candidates);
}

SearchResult successiveHalving(const HalvingConfig& config, const CandidateEvaluator& evaluate) {
    if (config.candidates == 0)
        throw InvalidInput("auto-balance: there is no candidate to try");
    if (config.targets.empty())
        throw InvalidInput("auto-balance: give at least one target");
    if (config.budget < config.candidates * config.minGames)
        throw InvalidInput("auto-balance: a budget of " + std::to_string(config.budget) +
                           " games cannot give each of " + std::to_string(config.candidates) +
                           " candidates " + std::to_string(config.minGames) +
                           " games; raise the budget or try fewer values");

    std::vector<SearchCandidate> all(config.candidates);
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i].candidate = i;
    std::vector<std::size_t> alive(config.candidates);
    std::iota(alive.begin(), alive.end(), std::size_t{0});

    SearchResult result;
    std::uint64_t games = firstRoundGames(config.candidates, config.budget, config.minGames);
    for (int round = 0;; ++round) {
        // A round needs every survivor's new games; the last one may be cut to fit.
        std::uint64_t extra = 0;
        for (std::size_t c : alive)
            extra += games - all[c].games;
        if (round > 0 && result.gamesPlayed + extra > config.budget) {
            const std::uint64_t room = config.budget - result.gamesPlayed;
            const std::uint64_t previous = all[alive.front()].games;
            games = previous + room / alive.size();
            if (games <= previous)
                break;
        }
        for (std::size_t c : alive) {
            if (config.cancel && config.cancel->load()) {
                result.cancelled = true;
                break;
            }
            SearchCandidate& candidate = all[c];
            candidate.metrics = evaluate(c, games);
            result.gamesPlayed += games - candidate.games;
            candidate.games = games;
            candidate.round = round;
            ++candidate.evaluations;
            candidate.score = targetScore(config.targets, candidate.metrics);
            if (config.progress)
                config.progress(result.gamesPlayed);
        }
        if (result.cancelled)
            break;
        result.rounds.emplace_back(alive.size(), games);
        if (alive.size() == 1 || result.gamesPlayed >= config.budget)
            break;
        // Keep the better half (stable: the earlier candidate wins a tie).
        std::stable_sort(alive.begin(), alive.end(), [&](std::size_t a, std::size_t b) {
            if (all[a].score != all[b].score)
                return all[a].score < all[b].score;
            return config.tieBreak &&
                   config.tieBreak(a, all[a].metrics) < config.tieBreak(b, all[b].metrics);
        });
        alive.resize((alive.size() + 1) / 2);
        std::sort(alive.begin(), alive.end());
        games *= 2;
    }

    for (SearchCandidate& candidate : all)
        if (candidate.games > 0)
            result.ranked.push_back(std::move(candidate));
    std::stable_sort(result.ranked.begin(), result.ranked.end(),
                     [&](const SearchCandidate& a, const SearchCandidate& b) {
                         if (a.round != b.round)
                             return a.round > b.round;
                         if (a.score != b.score)
                             return a.score < b.score;
                         return config.tieBreak && config.tieBreak(a.candidate, a.metrics) <
                                                       config.tieBreak(b.candidate, b.metrics);
                     });
    return result;
}

} // namespace pb
