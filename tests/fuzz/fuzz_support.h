#pragma once

// Shared by the fuzz targets: the fixed positions inputs are tried against,
// the contract every state keeps, and how a target reports a finding.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace pb {
class State;
}

namespace pbfuzz {

// Reports a broken promise and aborts, so libFuzzer keeps the input (and the
// corpus replay test fails naming it).
[[noreturn]] void finding(const std::string& what);

// The input as text.
inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// JSON for a message or an output line: never throws on invalid UTF-8.
std::string dumpSafe(const nlohmann::json& json);

// A few positions of every ruleset (pb::allRulesets()) at its smallest and
// largest player count: the initial state and states along one seeded random
// game, to its end. Built once.
const std::vector<std::unique_ptr<pb::State>>& fixedStates();

// What every state promises (engine/state.h), checked on `state`: its JSON
// parses back (Ruleset::stateFromJson) to the same JSON and hash, a clone has
// the same hash, the legal decisions are legal and round-trip through their
// JSON, chance probabilities add up to 1, and seats' observations render.
// `where` names the state in a finding.
void checkStateContract(const pb::State& state, const std::string& where);

// Plays up to `steps` random decisions from `state` (a copy), checking the
// contract after each one.
void playOn(const pb::State& state, int steps, std::uint64_t seed, const std::string& where);

} // namespace pbfuzz
