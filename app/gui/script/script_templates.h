#pragma once

#include <QString>
#include <QVariantList>

namespace pb::gui {

// The scripts a new design of the designer's own game starts from: the
// example scripts that ship (core/script/examples, built into the app as
// resources) and an empty skeleton.
struct ScriptTemplate {
    QString id;       // "connect-four": the example's file name without ".lua"
    QString fileName; // "connect-four.lua", as the script's errors name it
    QString name;     // in the interface language
};

QList<ScriptTemplate> scriptTemplates();

// The text of template `id`, or empty for an unknown one.
QString scriptTemplateText(const QString& id);

// What DesignEditor::rulesets lists for a new design from a template: its id
// "template:<id>" and its name.
inline constexpr const char* kTemplatePrefix = "template:";

} // namespace pb::gui
