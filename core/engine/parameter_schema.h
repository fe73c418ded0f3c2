#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace pb {

enum class ParameterType { Bool, Int, Choice };

// One named rule variant: its type, default, range or options, and a one-line
// description a designer reads in the parameter form.
struct ParameterSpec {
    std::string name;
    ParameterType type = ParameterType::Int;
    nlohmann::json defaultValue;
    int minValue = 0;
    int maxValue = 0;
    std::vector<std::string> options;
    std::string description;

    static ParameterSpec integer(std::string name, int defaultValue, int minValue, int maxValue,
                                 std::string description);
    static ParameterSpec boolean(std::string name, bool defaultValue, std::string description);
    static ParameterSpec choice(std::string name, std::string defaultValue,
                                std::vector<std::string> options, std::string description);
};

// The parameters of a ruleset. Resolves a partial assignment into a complete,
// validated one; every error names the parameter and what is wrong with it.
class ParameterSchema {
public:
    ParameterSchema() = default;
    explicit ParameterSchema(std::vector<ParameterSpec> specs);

    const std::vector<ParameterSpec>& specs() const { return specs_; }
    const ParameterSpec* find(std::string_view name) const;

    // Every parameter, defaults filled in; throws InvalidInput on an unknown name,
    // a wrong type, a value out of range or an unknown option.
    nlohmann::json resolve(const nlohmann::json& overrides) const;

    // Only the entries of a resolved object that differ from the defaults.
    nlohmann::json nonDefaults(const nlohmann::json& resolved) const;

    // Parses the text of a `name=value` assignment (as typed on a command line)
    // into {name: value} with the parameter's JSON type; throws InvalidInput.
    nlohmann::json parseAssignment(std::string_view assignment) const;

    nlohmann::json toJson() const;

private:
    std::vector<ParameterSpec> specs_;
};

std::string_view toString(ParameterType type);

} // namespace pb
