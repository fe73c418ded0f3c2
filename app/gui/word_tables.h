#pragma once

#include <QCoreApplication>
#include <QString>
#include <span>
#include <string_view>

// The tables a ruleset's RulesetUi words its parameters, options and counters
// with. The texts are marked with QT_TRANSLATE_NOOP in the contexts
// "ParameterWords" and "CounterWords" and translated when shown, so that a
// language switch takes effect at once.
namespace pb::gui::words {

struct Parameter {
    std::string_view name;
    const char* label;
    const char* description;
};

struct Option {
    std::string_view parameter;
    std::string_view option;
    const char* label;
};

struct Counter {
    std::string_view id;
    const char* description;
};

inline const Parameter* find(std::span<const Parameter> table, std::string_view name) {
    for (const Parameter& entry : table)
        if (entry.name == name)
            return &entry;
    return nullptr;
}

inline QString label(std::span<const Parameter> table, std::string_view name) {
    const Parameter* entry = find(table, name);
    return entry ? QCoreApplication::translate("ParameterWords", entry->label) : QString();
}

inline QString description(std::span<const Parameter> table, std::string_view name) {
    const Parameter* entry = find(table, name);
    return entry ? QCoreApplication::translate("ParameterWords", entry->description) : QString();
}

inline QString option(std::span<const Option> table, std::string_view parameter,
                      std::string_view option) {
    for (const Option& entry : table)
        if (entry.parameter == parameter && entry.option == option)
            return QCoreApplication::translate("ParameterWords", entry.label);
    return {};
}

inline QString counter(std::span<const Counter> table, std::string_view id) {
    for (const Counter& entry : table)
        if (entry.id == id)
            return QCoreApplication::translate("CounterWords", entry.description);
    return {};
}

// A heatmap of the ruleset (HeatmapSpec::id) and what its cells count.
struct Heatmap {
    std::string_view id;
    const char* title;
};

// A ruleset's tables, handed to RulesetUi, whose default words look in them.
// `demoTexts` are the English notes of its demo design (Ruleset::demoDesign),
// each marked with QT_TRANSLATE_NOOP in the context "DemoWords"; `heatmaps`
// are worded in the context "HeatmapWords".
struct Tables {
    std::span<const Parameter> parameters;
    std::span<const Option> options;
    std::span<const Counter> counters;
    std::span<const char* const> demoTexts = {};
    std::span<const Heatmap> heatmaps = {};
};

// The part of `id` after `prefix`, or an empty view.
inline std::string_view after(std::string_view id, std::string_view prefix) {
    return id.substr(0, prefix.size()) == prefix ? id.substr(prefix.size()) : std::string_view();
}

} // namespace pb::gui::words
