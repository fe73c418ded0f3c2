#include "sim/skill_trace.h"

#include "agents/agent_description.h"
#include "agents/agent_spec.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "sim/simulator.h"
#include "stats/proportion.h"

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
        std::vector<double> x, y;
        for (std::size_t r = 0; r < config.ladder.size() && !cancelled; ++r) {
            const SimulationResult result =
                play(std::vector<std::string>(static_cast<std::size_t>(players), config.ladder[r]));
            double wins = 0;
            for (const SimulatedGame& g : result.games)
                wins += g.outcome.won(0) ? 1.0 : 0.0;
            const Proportion p = wilsonInterval(wins, result.games.size());
            rungs.push_back({{"agent", config.ladder[r]},
                             {"strength", strength[r]},
                             {"games", result.games.size()},
                             {"team_wins", proportionJson(p)}});
            x.push_back(std::log10(strength[r]));
            y.push_back(p.rate);
            cancelled = result.cancelled;
            report(result.games.size());
        }
        const double perTenfold = slope(x, y);
        const std::string verdict =
            "Each tenfold of the team's search changes its win rate by " + points(perTenfold) +
            " points" +
            (perTenfold > 0.05 ? ": better play wins, the game rewards skill."
                               : ": the team's play barely matters, luck decides.");
        return {{"cooperative", true},       {"ladder", std::move(ladder)},
                {"rungs", std::move(rungs)}, {"slope", perTenfold},
                {"verdict", verdict},        {"verdict_kind", perTenfold > 0.05 ? "skill" : "luck"},
                {"cancelled", cancelled}};
    }

    // Competitive: the stronger agent in one seat, every seat in turn: seat s
    // holds it for the s-th of k equal blocks of the match's game indices, so
    // every match plays the same seeds and moving first favours neither side.
    const double fair = 1.0 / players;
    nlohmann::json list = nlohmann::json::array();
    std::vector<double> x, y;
    int above = 0;
    for (const Match& m : matches) {
        if (cancelled)
            break;
        double wins = 0;
        std::uint64_t played = 0;
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
                wins += g.outcome.won(seat) ? 1.0 : 0.0;
            played += result.games.size();
            cancelled = result.cancelled;
            report(result.games.size());
        }
        const Proportion p = wilsonInterval(wins, played);
        const double ratio = strength[m.stronger] / strength[m.weaker];
        list.push_back({{"stronger", config.ladder[m.stronger]},
                        {"weaker", config.ladder[m.weaker]},
                        {"ratio", ratio},
                        {"games", played},
                        {"wins", proportionJson(p)},
                        {"expected", fair}});
        x.push_back(std::log10(ratio));
        y.push_back(p.rate - fair);
        above += p.low > fair ? 1 : 0;
    }
    const double perTenfold = slopeThroughOrigin(x, y);
    std::string kind, verdict;
    const std::string measured = "Each tenfold of search raises the stronger side's win rate by " +
                                 points(perTenfold) + " points";
    if (above == static_cast<int>(list.size()) && !list.empty()) {
        kind = "skill";
        verdict = measured + ", and the stronger side wins more often in every match: skill "
                             "decides more than luck.";
    } else if (above == 0) {
        kind = "luck";
        verdict = measured + ", and in no match does the stronger side win detectably more "
                             "often: luck decides at these strengths.";
    } else {
        kind = "mixed";
        verdict = measured + "; the stronger side wins detectably more often in " +
                  std::to_string(above) + " of " + std::to_string(list.size()) +
                  " matches: skill pays at some strengths only.";
    }
    return {{"cooperative", false},  {"ladder", std::move(ladder)}, {"matches", std::move(list)},
            {"slope", perTenfold},   {"verdict", verdict},          {"verdict_kind", kind},
            {"cancelled", cancelled}};
}

} // namespace pb
