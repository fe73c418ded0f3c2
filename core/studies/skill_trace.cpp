#include "studies/skill_trace.h"

#include "agents/agent_description.h"
#include "agents/agent_spec.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "sim/simulator.h"
#include "stats/multiple_comparisons.h"
#include "stats/proportion.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pb {

namespace {

nlohmann::json proportionJson(const Proportion& p) {
    return {{"count", p.successes}, {"of", p.trials}, {"rate", p.rate}, {"ci95", {p.low, p.high}}};
}

std::string points(double x) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f", 100.0 * x);
    return buffer;
}

struct Match {
    std::size_t stronger, weaker;
};

// Least squares through the origin: the slope of y against x.
double slopeThroughOrigin(const std::vector<double>& x, const std::vector<double>& y) {
    double xy = 0.0, xx = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        xy += x[i] * y[i];
        xx += x[i] * x[i];
    }
    return xx > 0.0 ? xy / xx : 0.0;
}

// Ordinary least squares: the slope of y against x.
double slope(const std::vector<double>& x, const std::vector<double>& y) {
    const double n = static_cast<double>(x.size());
    double sx = 0, sy = 0, sxy = 0, sxx = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sx += x[i];
        sy += y[i];
        sxy += x[i] * y[i];
        sxx += x[i] * x[i];
    }
    const double d = n * sxx - sx * sx;
    return d > 0.0 ? (n * sxy - sx * sy) / d : 0.0;
}

// A rate of per-game scores (a win 1, a draw its share, a loss 0) with the
// variance of one game's score, for the tests and the slope's interval.
struct ScoreRate {
    double sum = 0.0, sumSquares = 0.0;
    std::uint64_t games = 0, draws = 0;
    void add(double score, bool draw) {
        sum += score;
        sumSquares += score * score;
        ++games;
        draws += draw ? 1 : 0;
    }
    double rate() const { return games ? sum / static_cast<double>(games) : 0.0; }
    // The variance of the rate; never 0, so a match every game of which went
    // one way still weighs as what a binomial half a game from it would.
    double rateVariance() const {
        if (games == 0)
            return 0.25;
        const double n = static_cast<double>(games), m = rate();
        const double perGame = std::max(sumSquares / n - m * m, 0.0);
        const double clipped = std::clamp(m, 0.5 / n, 1.0 - 0.5 / n);
        return std::max(perGame, clipped * (1.0 - clipped)) / n;
    }
};

constexpr double kZ = 1.959963984540054;
// A slope whose whole interval lies within this many points per tenfold is flat.
constexpr double kFlat = 0.05;

// The standard error of a least-squares slope of points whose y has the
// given variances: through the origin, sum x^2 var / (sum x^2)^2; otherwise
// around the mean of x, sum (x - mean)^2 var / Sxx^2 (each under a root).
double slopeStdError(const std::vector<double>& x, const std::vector<double>& variance,
                     bool throughOrigin) {
    double centre = 0.0;
    if (!throughOrigin)
        for (double v : x)
            centre += v / static_cast<double>(x.size());
    double sxx = 0.0, spread = 0.0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double d = x[i] - centre;
        sxx += d * d;
        spread += d * d * variance[i];
    }
    return sxx > 0.0 ? std::sqrt(spread) / sxx : 0.0;
}

nlohmann::json interval(double centre, double se) {
    return nlohmann::json::array({centre - kZ * se, centre + kZ * se});
}

// One match's totals for the ratings: the stronger agent held one seat, the
// weaker the other k - 1.
struct MatchTotals {
    std::size_t stronger, weaker;
    double strongerScore; // of `games`
    double games;
};

// Ratings on the Elo scale (400 points: ten to one odds) from the matches, by
// the winner model of Plackett and Luce (Bradley-Terry for two seats): the
// stronger seat wins a game with probability g_s / (g_s + (k - 1) g_w). Each
// match gets one game at the fair result added, so a match won every time
// still has a finite rating. Random is 0. The intervals come from the
// likelihood's curvature (Fisher information).
nlohmann::json fitRatings(const std::vector<std::string>& ladder,
                          const std::vector<double>& strength, std::vector<MatchTotals> matches,
                          int seats) {
    const std::size_t n = ladder.size();
    const double others = static_cast<double>(seats - 1);
    for (MatchTotals& m : matches) {
        m.strongerScore += 1.0 / seats;
        m.games += 1.0;
    }
    std::vector<double> gamma(n, 1.0);
    for (int iteration = 0; iteration < 5000; ++iteration) {
        std::vector<double> won(n, 0.0), exposure(n, 0.0);
        for (const MatchTotals& m : matches) {
            const double total = gamma[m.stronger] + others * gamma[m.weaker];
            won[m.stronger] += m.strongerScore;
            won[m.weaker] += m.games - m.strongerScore;
            exposure[m.stronger] += m.games / total;
            exposure[m.weaker] += m.games * others / total;
        }
        double change = 0.0;
        for (std::size_t i = 0; i < n; ++i)
            if (exposure[i] > 0.0) {
                const double next = won[i] / exposure[i];
                change = std::max(change, std::abs(std::log(next / gamma[i])));
                gamma[i] = next;
            }
        const double base = gamma[0];
        for (double& g : gamma)
            g /= base;
        if (change < 1e-10)
            break;
    }
    // Fisher information in log-ratings, without agent 0 (fixed at 0).
    const std::size_t m = n - 1;
    std::vector<double> info(m * m, 0.0), inverse(m * m, 0.0);
    for (const MatchTotals& match : matches) {
        const double pi =
            gamma[match.stronger] / (gamma[match.stronger] + others * gamma[match.weaker]);
        const double w = match.games * pi * (1.0 - pi);
        const auto at = [&](std::size_t r, std::size_t c) -> double& {
            return info[(r - 1) * m + (c - 1)];
        };
        if (match.stronger > 0)
            at(match.stronger, match.stronger) += w;
        if (match.weaker > 0)
            at(match.weaker, match.weaker) += w;
        if (match.stronger > 0 && match.weaker > 0) {
            at(match.stronger, match.weaker) -= w;
            at(match.weaker, match.stronger) -= w;
        }
    }
    // Gauss-Jordan on a matrix of at most a few rows.
    for (std::size_t i = 0; i < m; ++i)
        inverse[i * m + i] = 1.0;
    bool invertible = true;
    for (std::size_t col = 0; col < m && invertible; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < m; ++r)
            if (std::abs(info[r * m + col]) > std::abs(info[pivot * m + col]))
                pivot = r;
        if (std::abs(info[pivot * m + col]) < 1e-12) {
            invertible = false;
            break;
        }
        for (std::size_t c = 0; c < m; ++c) {
            std::swap(info[col * m + c], info[pivot * m + c]);
            std::swap(inverse[col * m + c], inverse[pivot * m + c]);
        }
        const double d = info[col * m + col];
        for (std::size_t c = 0; c < m; ++c) {
            info[col * m + c] /= d;
            inverse[col * m + c] /= d;
        }
        for (std::size_t r = 0; r < m; ++r)
            if (r != col) {
                const double f = info[r * m + col];
                for (std::size_t c = 0; c < m; ++c) {
                    info[r * m + c] -= f * info[col * m + c];
                    inverse[r * m + c] -= f * inverse[col * m + c];
                }
            }
    }
    const double scale = 400.0 / std::log(10.0);
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t i = 0; i < n; ++i) {
        const double elo = scale * std::log(gamma[i]);
        nlohmann::json row = {{"agent", ladder[i]}, {"strength", strength[i]}, {"elo", elo}};
        if (i == 0)
            row["ci95"] = {0.0, 0.0};
        else if (invertible)
            row["ci95"] =
                interval(elo, scale * std::sqrt(std::max(0.0, inverse[(i - 1) * m + (i - 1)])));
        else
            row["ci95"] = nullptr;
        out.push_back(row);
    }
    return out;
}

nlohmann::json scoreJson(const ScoreRate& r) {
    return proportionJson(wilsonInterval(r.sum, r.games));
}

} // namespace

double agentStrength(const std::string& text) {
    AgentSpec spec(text);
    if (spec.name() == "random")
        return 1.0;
    if (spec.name() == "mcts") {
        if (spec.has("ms"))
            throw InvalidInput("skill trace: '" + text +
                               "' searches for a time, whose strength depends on the machine; "
                               "give mcts:iterations=N");
        for (const AgentDescription& agent : agentDescriptions())
            if (agent.id == "mcts")
                if (const AgentOption* option = agent.option("iterations"))
                    return spec.intOption(*option);
    }
    throw InvalidInput("skill trace: the strength of '" + text +
                       "' is not known; the ladder takes random and mcts:iterations=N");
}

nlohmann::json skillTrace(const SkillTraceConfig& config) {
    if (!config.ruleset || !config.game)
        throw InvalidInput("skill trace: no game");
    if (config.ladder.size() < 2)
        throw InvalidInput("skill trace: the ladder needs at least two agents");
    std::vector<double> strength;
    nlohmann::json ladder = nlohmann::json::array();
    for (const std::string& agent : config.ladder) {
        strength.push_back(agentStrength(agent));
        if (strength.size() > 1 && strength.back() <= strength[strength.size() - 2])
            throw InvalidInput("skill trace: '" + agent +
                               "' is not stronger than the agent before it; list the ladder "
                               "weakest first");
        ladder.push_back({{"agent", agent}, {"strength", strength.back()}});
    }
    const int players = config.game->numPlayers();
    const bool cooperative = config.ruleset->cooperative();

    std::vector<Match> matches;
    if (!cooperative)
        for (std::size_t s = 1; s < config.ladder.size(); ++s)
            for (std::size_t w = config.allPairs ? 0 : s - 1; w < s; ++w)
                matches.push_back({s, w});
    const std::size_t runs = cooperative ? config.ladder.size() : matches.size();
    const std::uint64_t total = config.games * runs;
    std::uint64_t done = 0;
    bool cancelled = false;

    // Every rung plays the same game seeds: only the agents differ.
    const auto play = [&](const std::vector<std::string>& agents) {
        SimulationConfig sim;
        sim.game = config.game;
        sim.agentSpecs = agents;
        sim.runSeed = config.seed;
        sim.games = config.games;
        sim.threads = config.threads;
        sim.setup = config.setup;
        sim.cancel = config.cancel;
        return simulate(sim);
    };
    const auto report = [&](std::uint64_t games) {
        done += games;
        if (config.progress)
            config.progress(done, total);
    };

    if (cooperative) {
        nlohmann::json rungs = nlohmann::json::array();
        std::vector<double> x, y, variance;
        bool floor = true, ceiling = true;
        for (std::size_t r = 0; r < config.ladder.size() && !cancelled; ++r) {
            const SimulationResult result =
                play(std::vector<std::string>(static_cast<std::size_t>(players), config.ladder[r]));
            ScoreRate team;
            for (const SimulatedGame& g : result.games)
                team.add(g.outcome.won(0) ? 1.0 : 0.0, g.outcome.draw);
            const Proportion p = wilsonInterval(team.sum, team.games);
            rungs.push_back({{"agent", config.ladder[r]},
                             {"strength", strength[r]},
                             {"games", result.games.size()},
                             {"team_wins", proportionJson(p)},
                             {"draws", proportionJson(wilsonInterval(
                                           static_cast<double>(team.draws), team.games))}});
            floor = floor && p.high < 0.10;
            ceiling = ceiling && p.low > 0.90;
            x.push_back(std::log10(strength[r]));
            y.push_back(p.rate);
            variance.push_back(team.rateVariance());
            cancelled = result.cancelled;
            report(result.games.size());
        }
        const double perTenfold = slope(x, y);
        const double se = slopeStdError(x, variance, false);
        const double low = perTenfold - kZ * se, high = perTenfold + kZ * se;
        const std::string measured = "Each tenfold of the team's search changes its win rate by " +
                                     points(perTenfold) + " points (95% interval " + points(low) +
                                     " to " + points(high) + ")";
        std::string kind, verdict;
        if (rungs.size() >= 2 && floor) {
            kind = "floor";
            verdict = measured + ", but at every strength the team wins under 10% of its games: "
                                 "the design is too hard for these agents, so this trace says "
                                 "nothing of skill.";
        } else if (rungs.size() >= 2 && ceiling) {
            kind = "ceiling";
            verdict = measured + ", but at every strength the team wins over 90% of its games: "
                                 "the design is too easy for these agents, so this trace says "
                                 "nothing of skill.";
        } else if (low > 0.0) {
            kind = "skill";
            verdict = measured + ": better play wins, the game rewards skill.";
        } else if (high < 0.0) {
            kind = "worse";
            verdict = measured + ": the stronger team does worse; look at what deeper search "
                                 "finds that loses.";
        } else if (low > -kFlat && high < kFlat) {
            kind = "luck";
            verdict = measured + ": the team's play barely matters, luck decides.";
        } else {
            kind = "unclear";
            verdict = measured + ": too few games to tell skill from luck.";
        }
        return {{"cooperative", true},  {"ladder", std::move(ladder)}, {"rungs", std::move(rungs)},
                {"slope", perTenfold},  {"slope_ci95", {low, high}},   {"verdict", verdict},
                {"verdict_kind", kind}, {"cancelled", cancelled}};
    }

    // Competitive: the stronger agent in one seat, every seat in turn: seat s
    // holds it for the s-th of k equal blocks of the match's game indices, so
    // every match plays the same seeds and moving first favours neither side.
    // A draw scores the stronger seat its share (a half in a two-seat draw).
    const double fair = 1.0 / players;
    nlohmann::json list = nlohmann::json::array();
    std::vector<double> x, y, variance, pValues;
    std::vector<MatchTotals> totals;
    for (const Match& m : matches) {
        if (cancelled)
            break;
        ScoreRate score;
        for (int seat = 0; seat < players && !cancelled; ++seat) {
            std::vector<std::string> agents(static_cast<std::size_t>(players),
                                            config.ladder[m.weaker]);
            agents[static_cast<std::size_t>(seat)] = config.ladder[m.stronger];
            SimulationConfig sim;
            sim.game = config.game;
            sim.agentSpecs = agents;
            sim.runSeed = config.seed;
            sim.firstGame = config.games * static_cast<std::uint64_t>(seat) / players;
            sim.games =
                config.games * static_cast<std::uint64_t>(seat + 1) / players - sim.firstGame;
            sim.threads = config.threads;
            sim.setup = config.setup;
            sim.cancel = config.cancel;
            const SimulationResult result = simulate(sim);
            for (const SimulatedGame& g : result.games)
                score.add(g.outcome.score[static_cast<std::size_t>(seat)], g.outcome.draw);
            cancelled = result.cancelled;
            report(result.games.size());
        }
        const double ratio = strength[m.stronger] / strength[m.weaker];
        const double se = std::sqrt(score.rateVariance());
        pValues.push_back(
            score.games ? std::erfc(std::abs(score.rate() - fair) / se / std::sqrt(2.0)) : 1.0);
        list.push_back({{"stronger", config.ladder[m.stronger]},
                        {"weaker", config.ladder[m.weaker]},
                        {"ratio", ratio},
                        {"games", score.games},
                        {"wins", scoreJson(score)},
                        {"draws", proportionJson(wilsonInterval(static_cast<double>(score.draws),
                                                                score.games))},
                        {"expected", fair},
                        {"p", pValues.back()}});
        totals.push_back({m.stronger, m.weaker, score.sum, static_cast<double>(score.games)});
        x.push_back(std::log10(ratio));
        y.push_back(score.rate() - fair);
        variance.push_back(score.rateVariance());
    }
    // Matches judged together (Holm), so "every match" claims hold at 5% in all.
    const std::vector<double> adjusted = holmAdjusted(pValues);
    int above = 0, below = 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const bool differs = adjusted[i] < 0.05;
        const bool up = y[i] > 0.0;
        list[i]["p_adjusted"] = adjusted[i];
        list[i]["finding"] = !differs ? "same" : (up ? "stronger" : "weaker");
        above += differs && up ? 1 : 0;
        below += differs && !up ? 1 : 0;
    }
    const double perTenfold = slopeThroughOrigin(x, y);
    const double se = slopeStdError(x, variance, true);
    const double low = perTenfold - kZ * se, high = perTenfold + kZ * se;
    const std::string measured = "Each tenfold of search raises the stronger side's score by " +
                                 points(perTenfold) + " points (95% interval " + points(low) +
                                 " to " + points(high) + "; a draw scores half)";
    std::string kind, verdict;
    const int count = static_cast<int>(list.size());
    if (count > 0 && above == count) {
        kind = "skill";
        verdict = measured + ", and the stronger side scores more in every match: skill "
                             "decides more than luck.";
    } else if (below > 0 && high < 0.0) {
        kind = "worse";
        verdict = measured + ": the stronger side scores less; look at what deeper search finds "
                             "that loses.";
    } else if (above > 0 || below > 0) {
        kind = "mixed";
        verdict = measured + "; the stronger side scores detectably more in " +
                  std::to_string(above) + " of " + std::to_string(count) + " matches" +
                  (below > 0 ? " and less in " + std::to_string(below) : std::string()) +
                  ": skill pays at some strengths only.";
    } else if (low > -kFlat && high < kFlat) {
        kind = "luck";
        verdict = measured + ", and in no match does the stronger side score detectably more: "
                             "luck decides at these strengths.";
    } else {
        kind = "unclear";
        verdict = measured + ": too few games to tell skill from luck.";
    }
    // Strong play that never finishes is a finding of its own.
    std::string drawNote;
    if (!list.empty()) {
        const nlohmann::json& top = list.back(); // the strongest match played
        const double drawLow = top["draws"]["ci95"][0].get<double>();
        if (drawLow > 0.25) {
            char buffer[64];
            std::snprintf(buffer, sizeof buffer, "%.0f%%",
                          100.0 * top["draws"]["rate"].get<double>());
            drawNote = " Between " + top["stronger"].get<std::string>() + " and " +
                       top["weaker"].get<std::string>() + ", " + buffer +
                       " of the games are draws: strong players often do not finish a game.";
            verdict += drawNote;
        }
    }
    return {{"cooperative", false},
            {"ladder", std::move(ladder)},
            {"matches", std::move(list)},
            {"ratings", fitRatings(config.ladder, strength, totals, players)},
            {"slope", perTenfold},
            {"slope_ci95", {low, high}},
            {"verdict", verdict},
            {"verdict_kind", kind},
            {"draw_note", drawNote},
            {"cancelled", cancelled}};
}

} // namespace pb
