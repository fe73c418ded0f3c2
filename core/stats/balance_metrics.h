#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

class Ruleset;
struct SimulationResult;

// Every balance metric of a batch, as JSON (the report's data; the field list
// is in docs/reports.md): per-seat win rates with 95% Wilson intervals, draws
// and turn-limit ends, the first player's advantage with a plain-language
// verdict, game length (mean, median, p10, p90, histogram), decision
// complexity, and the use of every counter the ruleset declares with the win
// rate of the seats that used it.
nlohmann::json balanceMetrics(const SimulationResult& result, const Ruleset& ruleset,
                              int numPlayers, const std::vector<std::string>& agents);

// One sentence on the first player's win rate against 1/k.
std::string firstPlayerVerdict(double wins, std::uint64_t games, int numPlayers);

} // namespace pb
