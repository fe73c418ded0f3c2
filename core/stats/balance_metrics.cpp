#include "stats/balance_metrics.h"

#include "engine/ruleset.h"
#include "sim/run_accumulator.h"
#include "sim/simulator.h"
#include "stats/distribution.h"
#include "stats/proportion.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pb {

namespace {

nlohmann::json proportionJson(const Proportion& p) {
    return {{"count", p.successes}, {"of", p.trials}, {"rate", p.rate}, {"ci95", {p.low, p.high}}};
}

nlohmann::json histogramJson(const IntegerCounts& counts) {
    nlohmann::json bins = nlohmann::json::array();
    for (const auto& bin : integerHistogramOfCounts(counts))
        bins.push_back({{"from", bin.from}, {"to", bin.to}, {"count", bin.count}});
    return bins;
}

// The totals of games built by hand or read back as a list.
RunAccumulator totalsOf(const SimulationResult& result, int numPlayers, std::size_t numCounters) {
    RunAccumulator totals(numPlayers, numCounters);
    for (const SimulatedGame& g : result.games)
        totals.add(g);
    return totals;
}

std::string percent(double x) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", 100.0 * x);
    return buffer;
}

} // namespace

std::string verdictKind(double wins, std::uint64_t games, int numPlayers) {
    if (games == 0)
        return "none";
    const Proportion p = wilsonInterval(wins, games);
    const double fair = 1.0 / numPlayers;
    return p.low > fair ? "above" : p.high < fair ? "below" : "within";
}

std::string firstPlayerVerdict(double wins, std::uint64_t games, int numPlayers) {
    if (games == 0)
        return "No game had a first player, so there is nothing to say about first-player "
               "advantage.";
    const Proportion p = wilsonInterval(wins, games);
    const double fair = 1.0 / numPlayers;
    const std::string measured = "The first player won " + percent(p.rate) + " of " +
                                 std::to_string(games) + " games (95% interval " + percent(p.low) +
                                 "-" + percent(p.high) + "; a fair game gives " + percent(fair) +
                                 ")";
    if (p.low > fair)
        return measured + ": moving first is an advantage.";
    if (p.high < fair)
        return measured + ": moving first is a disadvantage.";
    return measured + ": no first-player advantage is detectable at this sample size.";
}

nlohmann::json counterDistribution(const SimulationResult& result, const Ruleset& ruleset,
                                   int numPlayers, std::size_t counter) {
    return counterDistribution(totalsOf(result, numPlayers, ruleset.counters().size()), ruleset,
                               counter);
}

nlohmann::json counterDistribution(const RunAccumulator& totals, const Ruleset& ruleset,
                                   std::size_t counter) {
    static const IntegerCounts none;
    const IntegerCounts& values =
        counter < totals.numCounters() ? totals.counter(counter).perGame : none;
    const Summary s = summarizeCounts(values);
    return {{"counter", ruleset.counters().at(counter).id},
            {"description", ruleset.counters().at(counter).description},
            {"games", values.size()},
            {"mean", s.mean},
            {"median", s.median},
            {"min", s.min},
            {"max", s.max},
            {"histogram", histogramJson(values)}};
}

nlohmann::json balanceMetrics(const SimulationResult& result, const Ruleset& ruleset,
                              int numPlayers, const std::vector<std::string>& agents,
                              std::uint64_t complexitySample, const std::vector<bool>& canFire) {
    return balanceMetrics(totalsOf(result, numPlayers, ruleset.counters().size()), result.cancelled,
                          ruleset, agents, complexitySample, canFire);
}

nlohmann::json balanceMetrics(const RunAccumulator& totals, bool cancelled, const Ruleset& ruleset,
                              const std::vector<std::string>& agents,
                              std::uint64_t complexitySample, const std::vector<bool>& canFire) {
    const int numPlayers = totals.numPlayers();
    const std::uint64_t n = totals.games();
    const auto& counters = ruleset.counters();
    const std::size_t numCounters = counters.size();

    // Counts as doubles, as the interval functions take them: exact below 2^53.
    std::vector<double> wins(static_cast<std::size_t>(numPlayers), 0.0);
    for (int seat = 0; seat < numPlayers; ++seat)
        wins[static_cast<std::size_t>(seat)] = static_cast<double>(totals.wins(seat));
    const auto draws = static_cast<double>(totals.draws());
    const auto turnLimit = static_cast<double>(totals.turnLimitEnds());
    const auto firstWins = static_cast<double>(totals.firstMoverWins());
    const std::uint64_t withFirst = totals.gamesWithFirstMover();
    const std::uint64_t legalSum = totals.legalDecisionSum();
    const std::uint64_t legalPoints = totals.decisionPointsCounted();
    const std::uint64_t countedGames = totals.gamesCounted();

    nlohmann::json seats = nlohmann::json::array();
    for (int seat = 0; seat < numPlayers; ++seat) {
        nlohmann::json entry = proportionJson(wilsonInterval(wins[seat], n));
        entry["seat"] = seat;
        entry["agent"] = seat < static_cast<int>(agents.size()) ? agents[seat] : "";
        seats.push_back(std::move(entry));
    }

    const Summary len = summarizeCounts(totals.lengths());
    nlohmann::json histogram = histogramJson(totals.lengths());
    const Summary dec = summarizeCounts(totals.decisions());

    // Rule usage: per counter, how often and by whom, and whether using it wins.
    nlohmann::json usage = nlohmann::json::array();
    std::uint64_t hidden = 0;
    for (std::size_t c = 0; c < numCounters; ++c) {
        static const RunAccumulator::CounterUse unused;
        const RunAccumulator::CounterUse& use =
            c < totals.numCounters() ? totals.counter(c) : unused;
        const std::uint64_t total = use.total, users = use.seatGamesUsed, gamesUsed = use.gamesUsed;
        const auto userWins = static_cast<double>(use.userWins);
        const auto otherWins = static_cast<double>(use.otherWins);
        // A counter that cannot fire on this design (a snake it does not have)
        // is no finding; one that did fire all the same stays, so nothing is lost.
        if (total == 0 && c < canFire.size() && !canFire[c]) {
            ++hidden;
            continue;
        }
        const std::uint64_t seatGames = n * static_cast<std::uint64_t>(numPlayers);
        const Proportion userRate = wilsonInterval(userWins, users);
        const Proportion otherRate = wilsonInterval(otherWins, seatGames - users);
        std::string flag, flagKind;
        if (n > 0 && total == 0) {
            flag = "never used";
            flagKind = "never";
        } else if (seatGames > 0 && users * 100 < seatGames) {
            flag = "rare: used by under 1% of seats";
            flagKind = "rare";
        } else if (users >= 30 && seatGames - users >= 30 && userRate.low > otherRate.high) {
            flag = "users win more often (" + percent(userRate.rate) + " vs " +
                   percent(otherRate.rate) + ")";
            flagKind = "more";
        } else if (users >= 30 && seatGames - users >= 30 && userRate.high < otherRate.low) {
            flag = "users win less often (" + percent(userRate.rate) + " vs " +
                   percent(otherRate.rate) + ")";
            flagKind = "less";
        }
        usage.push_back(
            {{"counter", counters[c].id},
             {"description", counters[c].description},
             {"total", total},
             {"per_game", n ? static_cast<double>(total) / static_cast<double>(n) : 0.0},
             {"games_used", gamesUsed},
             {"seat_games_used", users},
             {"user_win_rate", proportionJson(userRate)},
             {"non_user_win_rate", proportionJson(otherRate)},
             {"flag", flag},
             {"flag_kind", flagKind}});
    }

    nlohmann::json distributions = nlohmann::json::array();
    for (std::size_t c = 0; c < numCounters; ++c)
        if (counters[c].distribution)
            distributions.push_back(counterDistribution(totals, ruleset, c));

    return {
        {"games", n},
        {"cancelled", cancelled},
        {"seats", std::move(seats)},
        {"draws", proportionJson(wilsonInterval(draws, n))},
        {"turn_limit_ends", proportionJson(wilsonInterval(turnLimit, n))},
        {"cooperative", ruleset.cooperative()},
        // In a cooperative game every seat wins or loses with the team: seat 0's rate is the
        // team's.
        {"team_wins", ruleset.cooperative() && numPlayers > 0
                          ? proportionJson(wilsonInterval(wins[0], n))
                          : nlohmann::json(nullptr)},
        {"first_player",
         {{"wins", proportionJson(wilsonInterval(firstWins, withFirst))},
          {"expected", ruleset.cooperative() ? 1.0 : 1.0 / numPlayers},
          {"verdict", ruleset.cooperative()
                          ? std::string("Every seat shares the result of a cooperative game, so "
                                        "first-player advantage does not apply.")
                          : firstPlayerVerdict(firstWins, withFirst, numPlayers)},
          {"verdict_kind", ruleset.cooperative() ? std::string("cooperative")
                                                 : verdictKind(firstWins, withFirst, numPlayers)}}},
        {"length",
         {{"unit", "turns"},
          {"mean", len.mean},
          {"sd", len.sd},
          {"ci95", {len.meanLow, len.meanHigh}},
          {"median", len.median},
          {"p10", len.p10},
          {"p90", len.p90},
          {"min", len.min},
          {"max", len.max},
          {"histogram", std::move(histogram)}}},
        {"decisions",
         {{"mean", dec.mean},
          {"sd", dec.sd},
          {"ci95", {dec.meanLow, dec.meanHigh}},
          {"median", dec.median},
          {"p10", dec.p10},
          {"p90", dec.p90}}},
        {"complexity",
         {{"sample_games", complexitySample},
          {"games_counted", countedGames},
          {"decision_points_counted", legalPoints},
          {"mean_legal_decisions",
           legalPoints ? static_cast<double>(legalSum) / static_cast<double>(legalPoints) : 0.0}}},
        {"rule_usage", std::move(usage)},
        {"rule_usage_hidden", hidden},
        {"distributions", std::move(distributions)},
    };
}

std::string skillVerdict(double wins, std::uint64_t games, int numPlayers,
                         const std::string& agent) {
    if (games == 0)
        return "No skill games were played, so there is nothing to say about skill against "
               "luck.";
    const Proportion p = wilsonInterval(wins, games);
    const double fair = 1.0 / numPlayers;
    const std::string measured = agent + " as P1 won " + percent(p.rate) + " of " +
                                 std::to_string(games) + " games against random players (95% " +
                                 "interval " + percent(p.low) + "-" + percent(p.high) +
                                 "; pure luck gives " + percent(fair) + ")";
    if (p.low > fair)
        return measured + ": skill pays off, better play wins more often.";
    if (p.high < fair)
        return measured + ": it wins less often than luck would give, so it plays worse than "
                          "random here.";
    return measured + ": no skill advantage is detectable at this sample size; the result may "
                      "be mostly luck.";
}

nlohmann::json skillMetrics(const SimulationResult& result, int numPlayers,
                            const std::string& agent) {
    return skillMetrics(totalsOf(result, numPlayers, 0), result.cancelled, agent);
}

nlohmann::json skillMetrics(const RunAccumulator& totals, bool cancelled,
                            const std::string& agent) {
    const int numPlayers = totals.numPlayers();
    const double wins = numPlayers > 0 ? static_cast<double>(totals.wins(0)) : 0.0;
    const std::uint64_t n = totals.games();
    const double fair = 1.0 / numPlayers;
    const double rate = n ? wins / static_cast<double>(n) : 0.0;
    return {{"agent", agent},
            {"games", n},
            {"cancelled", cancelled},
            {"wins", proportionJson(wilsonInterval(wins, n))},
            {"expected", fair},
            {"skill_index", n && numPlayers > 1 ? (rate - fair) / (1.0 - fair) : 0.0},
            {"verdict", skillVerdict(wins, n, numPlayers, agent)},
            {"verdict_kind", verdictKind(wins, n, numPlayers)}};
}

nlohmann::json sweepJson(const std::vector<std::string>& parameters,
                         const std::vector<SweepPoint>& points) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& point : points)
        list.push_back({{"values", point.values},
                        {"run_id", point.runId},
                        {"metrics", point.metrics},
                        {"skill", point.skill}});
    return {{"parameters", parameters}, {"points", std::move(list)}};
}

std::optional<double> metricAt(const nlohmann::json& metrics, std::string_view path) {
    const nlohmann::json* at = &metrics;
    while (!path.empty()) {
        const auto slash = path.find('/');
        const std::string key(path.substr(0, slash));
        path = slash == std::string_view::npos ? std::string_view() : path.substr(slash + 1);
        if (at->is_object()) {
            const auto found = at->find(key);
            if (found == at->end())
                return std::nullopt;
            at = &*found;
        } else if (at->is_array()) {
            const nlohmann::json* next = nullptr;
            for (const auto& item : *at)
                if (item.is_object() && item.value("counter", std::string()) == key)
                    next = &item;
            if (!next && !key.empty() && key.size() <= 9 &&
                key.find_first_not_of("0123456789") == std::string::npos) {
                const std::size_t index = std::stoul(key);
                if (index < at->size())
                    next = &(*at)[index];
            }
            if (!next)
                return std::nullopt;
            at = next;
        } else {
            return std::nullopt;
        }
    }
    if (at->is_number())
        return at->get<double>();
    if (at->is_boolean())
        return at->get<bool>() ? 1.0 : 0.0;
    return std::nullopt;
}

} // namespace pb
