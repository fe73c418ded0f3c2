#include "engine/parameter_schema.h"

#include "engine/errors.h"

#include <charconv>
#include <limits>

namespace pb {

std::string_view toString(ParameterType type) {
    switch (type) {
    case ParameterType::Bool:
        return "bool";
    case ParameterType::Int:
        return "int";
    case ParameterType::Choice:
        return "choice";
    }
    return "int";
}

ParameterSpec ParameterSpec::integer(std::string name, int defaultValue, int minValue, int maxValue,
                                     std::string description) {
    return {std::move(name),       ParameterType::Int, defaultValue, minValue, maxValue, {},
            std::move(description)};
}

ParameterSpec ParameterSpec::boolean(std::string name, bool defaultValue, std::string description) {
    return {std::move(name), ParameterType::Bool, defaultValue, 0, 0, {}, std::move(description)};
}

ParameterSpec ParameterSpec::choice(std::string name, std::string defaultValue,
                                    std::vector<std::string> options, std::string description) {
    return {std::move(name),    ParameterType::Choice, std::move(defaultValue), 0, 0,
            std::move(options), std::move(description)};
}

ParameterSchema::ParameterSchema(std::vector<ParameterSpec> specs) : specs_(std::move(specs)) {}

const ParameterSpec* ParameterSchema::find(std::string_view name) const {
    for (const auto& spec : specs_)
        if (spec.name == name)
            return &spec;
    return nullptr;
}

namespace {

void checkValue(const ParameterSpec& spec, const nlohmann::json& value) {
    const std::string where = "parameter '" + spec.name + "'";
    switch (spec.type) {
    case ParameterType::Bool:
        if (!value.is_boolean())
            throw InvalidInput(where + " must be true or false, not " + value.dump());
        return;
    case ParameterType::Int: {
        if (!value.is_number_integer())
            throw InvalidInput(where + " must be a whole number, not " + value.dump());
        // An unsigned JSON number above the long long range would wrap negative.
        const bool huge =
            value.is_number_unsigned() &&
            value.get<unsigned long long>() >
                static_cast<unsigned long long>(std::numeric_limits<long long>::max());
        const auto v = huge ? std::numeric_limits<long long>::max() : value.get<long long>();
        if (huge || v < spec.minValue || v > spec.maxValue)
            throw InvalidInput(where + " is " + value.dump() + ", outside " +
                               std::to_string(spec.minValue) + ".." +
                               std::to_string(spec.maxValue));
        return;
    }
    case ParameterType::Choice: {
        if (!value.is_string())
            throw InvalidInput(where + " must be one of its options, not " + value.dump());
        const auto& text = value.get_ref<const std::string&>();
        for (const auto& option : spec.options)
            if (option == text)
                return;
        std::string list;
        for (const auto& option : spec.options)
            list += (list.empty() ? "" : ", ") + option;
        throw InvalidInput(where + " is '" + text + "', not one of: " + list);
    }
    }
}

} // namespace

nlohmann::json ParameterSchema::resolve(const nlohmann::json& overrides) const {
    if (!overrides.is_null() && !overrides.is_object())
        throw InvalidInput("parameters must be a JSON object, not " + overrides.dump());
    nlohmann::json resolved = nlohmann::json::object();
    for (const auto& spec : specs_)
        resolved[spec.name] = spec.defaultValue;
    if (overrides.is_object()) {
        for (const auto& [name, value] : overrides.items()) {
            const ParameterSpec* spec = find(name);
            if (!spec)
                throw InvalidInput("unknown parameter '" + name + "'");
            checkValue(*spec, value);
            resolved[name] = value;
        }
    }
    return resolved;
}

nlohmann::json ParameterSchema::nonDefaults(const nlohmann::json& resolved) const {
    nlohmann::json out = nlohmann::json::object();
    for (const auto& spec : specs_) {
        auto it = resolved.find(spec.name);
        if (it != resolved.end() && *it != spec.defaultValue)
            out[spec.name] = *it;
    }
    return out;
}

nlohmann::json ParameterSchema::parseAssignment(std::string_view assignment) const {
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        throw InvalidInput("parameter assignment '" + std::string(assignment) +
                           "' is not of the form name=value");
    const std::string name(assignment.substr(0, eq));
    const std::string_view text = assignment.substr(eq + 1);
    const ParameterSpec* spec = find(name);
    if (!spec)
        throw InvalidInput("unknown parameter '" + name + "'");
    nlohmann::json value;
    switch (spec->type) {
    case ParameterType::Bool:
        if (text == "true" || text == "1" || text == "on")
            value = true;
        else if (text == "false" || text == "0" || text == "off")
            value = false;
        else
            throw InvalidInput("parameter '" + name + "' must be true or false, not '" +
                               std::string(text) + "'");
        break;
    case ParameterType::Int: {
        long long v = 0;
        const auto* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(text.data(), end, v);
        if (ec != std::errc() || ptr != end)
            throw InvalidInput("parameter '" + name + "' must be a whole number, not '" +
                               std::string(text) + "'");
        value = v;
        break;
    }
    case ParameterType::Choice:
        value = std::string(text);
        break;
    }
    checkValue(*spec, value);
    return nlohmann::json{{name, value}};
}

nlohmann::json ParameterSchema::toJson() const {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& spec : specs_) {
        nlohmann::json entry{{"name", spec.name},
                             {"type", toString(spec.type)},
                             {"default", spec.defaultValue},
                             {"description", spec.description}};
        if (spec.type == ParameterType::Int) {
            entry["min"] = spec.minValue;
            entry["max"] = spec.maxValue;
        }
        if (spec.type == ParameterType::Choice)
            entry["options"] = spec.options;
        out.push_back(std::move(entry));
    }
    return out;
}

} // namespace pb
