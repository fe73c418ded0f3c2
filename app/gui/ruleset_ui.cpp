#include "ruleset_ui.h"

#include "script/script_ruleset_ui.h"

#include "games/registry.h"
#include "ruleset_ui_list.h"

#include <vector>

namespace pb::gui {

QString RulesetUi::parameterLabel(std::string_view name) const {
    return words::label(tables_.parameters, name);
}

QString RulesetUi::parameterDescription(std::string_view name) const {
    return words::description(tables_.parameters, name);
}

QString RulesetUi::optionLabel(std::string_view parameter, std::string_view option) const {
    return words::option(tables_.options, parameter, option);
}

QString RulesetUi::counterDescription(std::string_view id) const {
    return words::counter(tables_.counters, id);
}

QString RulesetUi::conflictText(const pb::ParameterConflict&) const {
    return {};
}

QString RulesetUi::deckValueLabel(std::string_view, std::string_view) const {
    return {};
}

QString RulesetUi::cardLabel(const pb::decks::Deck&, int) const {
    return {};
}

QString RulesetUi::cardTypeName(const pb::decks::Deck&, int) const {
    return {};
}

QString RulesetUi::deckProblemText(const pb::decks::DeckError&) const {
    return {};
}

QString RulesetUi::deckAttributeLabel(std::string_view) const {
    return {};
}

QString RulesetUi::deckTemplateName(std::string_view) const {
    return {};
}

QString RulesetUi::deckTemplateDescription(std::string_view) const {
    return {};
}

QString RulesetUi::demoText(std::string_view english) const {
    for (const char* text : tables_.demoTexts)
        if (english == text)
            return QCoreApplication::translate("DemoWords", text);
    return {};
}

QString RulesetUi::heatmapTitle(std::string_view id) const {
    for (const words::Heatmap& map : tables_.heatmaps)
        if (map.id == id)
            return QCoreApplication::translate("HeatmapWords", map.title);
    return {};
}

std::span<const RulesetUi* const> allRulesetUis() {
    // The same rulesets as the core registry shows: a test-only ruleset's GUI
    // is hidden wherever its rules are.
    static const std::vector<const RulesetUi*> uis = [] {
        std::vector<const RulesetUi*> list;
        for (const RulesetUiListEntry& entry : rulesetUiList())
            if (!entry.testOnly || pb::testRulesetsShown())
                list.push_back(&entry.ui());
        return list;
    }();
    return uis;
}

const RulesetUi* findRulesetUi(std::string_view rulesetId) {
    if (isScriptRulesetId(rulesetId))
        return &scriptRulesetUi();
    for (const RulesetUi* ui : allRulesetUis())
        if (ui->rulesetId() == rulesetId)
            return ui;
    return nullptr;
}

} // namespace pb::gui
