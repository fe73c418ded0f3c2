#include "engine/ruleset.h"
#include "report/report_writer.h"
#include "sim/simulator.h"

#include <cstdio>

namespace pb {

namespace {

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char c : text)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string number(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", v);
    return buffer;
}

} // namespace

std::string csvGamesHeader(const Ruleset& ruleset, int numPlayers) {
    const auto& counters = ruleset.counters();
    std::string out = "index,seed,first_mover,winner,draw,turn_limit,turns,decisions,"
                      "legal_decisions,decision_points";
    for (int seat = 0; seat < numPlayers; ++seat)
        out += ",agent_" + std::to_string(seat);
    for (int seat = 0; seat < numPlayers; ++seat)
        out += ",score_" + std::to_string(seat);
    for (int seat = 0; seat < numPlayers; ++seat)
        out += ",rank_" + std::to_string(seat);
    for (int seat = 0; seat < numPlayers; ++seat)
        for (const auto& c : counters)
            out += ",s" + std::to_string(seat) + "." + c.id;
    return out + "\r\n";
}

std::string csvGameRow(const SimulatedGame& g, const Ruleset& ruleset, int numPlayers,
                       const std::vector<std::string>& agents) {
    const std::size_t cells = ruleset.counters().size() * static_cast<std::size_t>(numPlayers);
    std::string out = std::to_string(g.index) + "," + std::to_string(g.seed) + "," +
                      std::to_string(g.firstMover) + "," +
                      (g.outcome.winner >= 0 ? std::to_string(g.outcome.winner) : std::string()) +
                      "," + (g.outcome.draw ? "1" : "0") + "," + (g.outcome.turnLimit ? "1" : "0") +
                      "," + std::to_string(g.turns) + "," + std::to_string(g.decisions) + "," +
                      std::to_string(g.legalDecisionSum) + "," +
                      std::to_string(g.countedDecisionPoints);
    for (int seat = 0; seat < numPlayers; ++seat)
        out += "," + csvField(seat < static_cast<int>(agents.size()) ? agents[seat] : "");
    for (int seat = 0; seat < numPlayers; ++seat)
        out += "," + number(g.outcome.score[seat]);
    for (int seat = 0; seat < numPlayers; ++seat)
        out += "," + std::to_string(g.outcome.rank[seat]);
    for (std::size_t i = 0; i < cells; ++i)
        out += "," + std::to_string(i < g.counters.size() ? g.counters[i] : 0);
    return out + "\r\n";
}

std::string csvGames(const SimulationResult& result, const Ruleset& ruleset, int numPlayers,
                     const std::vector<std::string>& agents) {
    std::string out = csvGamesHeader(ruleset, numPlayers);
    for (const auto& g : result.games)
        out += csvGameRow(g, ruleset, numPlayers, agents);
    return out;
}

} // namespace pb
