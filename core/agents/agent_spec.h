#pragma once

#include "agents/agent_description.h"

#include <map>
#include <string>
#include <string_view>

namespace pb {

// An agent spec "name:key=value,key=value" split into its name and options.
// Typed getters consume options; finish() rejects any option nobody read, so
// a typo such as "mcts:iteratons=100" is an error rather than a silent default.
class AgentSpec {
public:
    explicit AgentSpec(std::string_view text); // throws InvalidInput when malformed

    const std::string& name() const { return name_; }
    // The option's value, its default when absent; InvalidInput when out of its range.
    int intOption(const AgentOption& option);
    double doubleOption(const AgentOption& option);
    std::string choiceOption(const AgentOption& option);
    bool has(const std::string& key) const { return options_.count(key) != 0; }
    void finish() const;

private:
    std::string name_;
    std::map<std::string, std::string> options_;
};

} // namespace pb
