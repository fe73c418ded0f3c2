#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

namespace pb {
class State;
}

namespace pb::cli {

// The line protocol of `playbench-cli step` without its input and output, so
// the command and the fuzz target (tests/fuzz) run the same code: one line
// describing the state, then one answer per decision line.
class StepSession {
public:
    explicit StepSession(std::unique_ptr<State> state);
    ~StepSession();

    StepSession(const StepSession&) = delete;
    StepSession& operator=(const StepSession&) = delete;

    // {"state", "actor", "legal"} (with "probabilities" at a chance node and
    // "result" at the end): the line printed first and after every decision.
    nlohmann::json stateLine() const;

    // Answers one input line: nothing for a blank line; the next stateLine()
    // after a legal decision; {"error": "..."} with the state unchanged for
    // anything else (not JSON, not a decision, illegal). Throws only if a
    // ruleset breaks its own contract (the bug the fuzz target looks for).
    std::optional<nlohmann::json> answer(std::string_view line);

    const State& state() const { return *state_; }

private:
    std::unique_ptr<State> state_;
};

} // namespace pb::cli
