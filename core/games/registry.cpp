#include "games/registry.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/ruleset_list.h"

#include <cstdlib>
#include <string>
#include <vector>

namespace pb {

bool testRulesetsShown() {
    const char* value = std::getenv("PLAYBENCH_TEST_RULESETS");
    return value && std::string_view(value) == "1";
}

std::span<const Ruleset* const> allRulesets() {
    // Read once: a registry that changed under a running process would
    // renumber what the pages already show.
    static const std::vector<const Ruleset*> rulesets = [] {
        const bool withTests = testRulesetsShown();
        std::vector<const Ruleset*> list;
        for (const RulesetListEntry& entry : rulesetList())
            if (!entry.testOnly || withTests)
                list.push_back(&entry.ruleset());
        return list;
    }();
    return rulesets;
}

bool isShippedRuleset(std::string_view id) {
    for (const RulesetListEntry& entry : rulesetList())
        if (entry.ruleset().id() == id)
            return !entry.testOnly;
    return false;
}

const Ruleset* findRuleset(std::string_view id) {
    for (const Ruleset* r : allRulesets())
        if (r->id() == id)
            return r;
    return nullptr;
}

const Ruleset& rulesetOrThrow(std::string_view id) {
    if (const Ruleset* r = findRuleset(id))
        return *r;
    std::string known;
    for (const Ruleset* r : allRulesets())
        known += (known.empty() ? "" : ", ") + std::string(r->id());
    throw InvalidInput("unknown game '" + std::string(id) + "' (known: " + known + ")");
}

namespace decks {
const DeckRuleset* deckRulesetFor(const std::string& rulesetId) {
    const Ruleset* ruleset = findRuleset(rulesetId);
    return ruleset ? ruleset->deckRules() : nullptr;
}
} // namespace decks

} // namespace pb
