#include "agents/agent_spec.h"

#include "engine/errors.h"

#include <charconv>
#include <cstdlib>

namespace pb {

AgentSpec::AgentSpec(std::string_view text) {
    const auto colon = text.find(':');
    name_ = std::string(text.substr(0, colon));
    if (name_.empty())
        throw InvalidInput("agent spec '" + std::string(text) + "' has no agent name");
    if (colon == std::string_view::npos)
        return;
    std::string_view rest = text.substr(colon + 1);
    while (!rest.empty()) {
        const auto comma = rest.find(',');
        const std::string_view item = rest.substr(0, comma);
        const auto eq = item.find('=');
        if (eq == std::string_view::npos || eq == 0)
            throw InvalidInput("agent option '" + std::string(item) + "' of '" + name_ +
                               "' is not of the form key=value");
        options_[std::string(item.substr(0, eq))] = std::string(item.substr(eq + 1));
        if (comma == std::string_view::npos)
            break;
        rest = rest.substr(comma + 1);
    }
}

int AgentSpec::intOption(const AgentOption& option) {
    const std::string& key = option.key;
    const int minValue = static_cast<int>(option.minValue);
    const int maxValue = static_cast<int>(option.maxValue);
    auto it = options_.find(key);
    if (it == options_.end())
        return static_cast<int>(option.defaultValue);
    const std::string text = it->second;
    options_.erase(it);
    int value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || value < minValue ||
        value > maxValue)
        throw InvalidInput("agent option " + name_ + ":" + key + "=" + text +
                           " must be a whole number in " + std::to_string(minValue) + ".." +
                           std::to_string(maxValue));
    return value;
}

double AgentSpec::doubleOption(const AgentOption& option) {
    const std::string& key = option.key;
    const double minValue = option.minValue;
    const double maxValue = option.maxValue;
    auto it = options_.find(key);
    if (it == options_.end())
        return option.defaultValue;
    const std::string text = it->second;
    options_.erase(it);
    char* end = nullptr;
    const double value = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !(value >= minValue && value <= maxValue))
        throw InvalidInput("agent option " + name_ + ":" + key + "=" + text +
                           " must be a number in " + std::to_string(minValue) + ".." +
                           std::to_string(maxValue));
    return value;
}

std::string AgentSpec::choiceOption(const AgentOption& option) {
    const std::string& key = option.key;
    auto it = options_.find(key);
    if (it == options_.end())
        return option.defaultChoice;
    const std::string text = it->second;
    options_.erase(it);
    std::string known;
    for (const std::string& choice : option.choices) {
        if (choice == text)
            return text;
        known += (known.empty() ? "" : ", ") + choice;
    }
    throw InvalidInput("agent option " + name_ + ":" + key + "=" + text +
                       " is not one of: " + known);
}

void AgentSpec::finish() const {
    if (!options_.empty())
        throw InvalidInput("agent '" + name_ + "' has no option '" + options_.begin()->first + "'");
}

} // namespace pb
