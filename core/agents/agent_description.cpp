#include "agents/agent_description.h"

namespace pb {

AgentOption AgentOption::integer(std::string key, int defaultValue, int minValue, int maxValue,
                                 int step, bool everyday) {
    AgentOption option;
    option.key = std::move(key);
    option.type = Type::Int;
    option.defaultValue = defaultValue;
    option.minValue = minValue;
    option.maxValue = maxValue;
    option.step = step;
    option.everyday = everyday;
    return option;
}

AgentOption AgentOption::number(std::string key, double defaultValue, double minValue,
                                double maxValue, double step) {
    AgentOption option;
    option.key = std::move(key);
    option.type = Type::Double;
    option.defaultValue = defaultValue;
    option.minValue = minValue;
    option.maxValue = maxValue;
    option.step = step;
    return option;
}

AgentOption AgentOption::choice(std::string key, std::string defaultChoice,
                                std::vector<std::string> choices) {
    AgentOption option;
    option.key = std::move(key);
    option.type = Type::Choice;
    option.defaultChoice = std::move(defaultChoice);
    option.choices = std::move(choices);
    return option;
}

const AgentOption* AgentDescription::option(std::string_view key) const {
    for (const AgentOption& option : options)
        if (option.key == key)
            return &option;
    return nullptr;
}

std::string agentSpecText(std::string_view id,
                          const std::vector<std::pair<std::string, std::string>>& options) {
    std::string text(id);
    for (std::size_t i = 0; i < options.size(); ++i)
        text += (i == 0 ? ":" : ",") + options[i].first + "=" + options[i].second;
    return text;
}

} // namespace pb
