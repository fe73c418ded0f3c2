#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace pb {

// One option of an agent spec: "iterations" in "mcts:iterations=1000". The
// agent reads its options through these (AgentSpec::intOption and the rest),
// so what a list of agents offers is what the agent accepts.
struct AgentOption {
    enum class Type { Int, Double, Choice };

    std::string key;
    Type type = Type::Int;
    // Int and Double: the value without the option, and the accepted range.
    double defaultValue = 0.0;
    double minValue = 0.0;
    double maxValue = 0.0;
    // A sensible increment when a person changes the value (a spin box's step).
    double step = 1.0;
    // Choice: the value without the option, and every accepted value.
    std::string defaultChoice;
    std::vector<std::string> choices;
    // The option a designer tunes most; the workbench's seat rows offer these.
    bool everyday = false;

    static AgentOption integer(std::string key, int defaultValue, int minValue, int maxValue,
                               int step = 1, bool everyday = false);
    static AgentOption number(std::string key, double defaultValue, double minValue,
                              double maxValue, double step);
    static AgentOption choice(std::string key, std::string defaultChoice,
                              std::vector<std::string> choices);
};

// An agent makeAgent() knows: its name in a spec and every option it reads.
struct AgentDescription {
    std::string id; // "mcts"
    std::vector<AgentOption> options;

    const AgentOption* option(std::string_view key) const;
};

// Every agent makeAgent() knows, weakest first (random, greedy, mcts): the
// order in which the CLI's help and the workbench's lists offer them.
const std::vector<AgentDescription>& agentDescriptions();

// The spec of agent `id` with `options` ({key, value} in the order given):
// "mcts:iterations=1000", or "random" without options. Checks nothing.
std::string agentSpecText(std::string_view id,
                          const std::vector<std::pair<std::string, std::string>>& options);

} // namespace pb
