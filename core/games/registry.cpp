#include "games/registry.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/ruleset_list.h"
#include "script/script_ruleset.h"

#include <cstdlib>
#include <mutex>
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

namespace {

// Scripted rulesets, added at run time; never removed, so a pointer to one
// stays valid for the life of the process.
struct ScriptRegistry {
    std::mutex mutex;
    std::vector<std::shared_ptr<const script::ScriptRuleset>> rulesets;
};

ScriptRegistry& scriptRegistry() {
    static ScriptRegistry registry;
    return registry;
}

} // namespace

const script::ScriptRuleset&
registerScriptRuleset(std::shared_ptr<const script::ScriptRuleset> ruleset) {
    ScriptRegistry& registry = scriptRegistry();
    std::lock_guard lock(registry.mutex);
    for (const auto& known : registry.rulesets)
        if (known->scriptHash() == ruleset->scriptHash() && known->id() == ruleset->id())
            return *known;
    registry.rulesets.push_back(std::move(ruleset));
    return *registry.rulesets.back();
}

std::vector<const script::ScriptRuleset*> scriptRulesets() {
    ScriptRegistry& registry = scriptRegistry();
    std::lock_guard lock(registry.mutex);
    std::vector<const script::ScriptRuleset*> list;
    for (const auto& r : registry.rulesets)
        list.push_back(r.get());
    return list;
}

namespace {

// The newest registered script that `matches`, or nullptr.
template <typename Matches> const script::ScriptRuleset* newestScript(Matches matches) {
    ScriptRegistry& registry = scriptRegistry();
    std::lock_guard lock(registry.mutex);
    for (auto it = registry.rulesets.rbegin(); it != registry.rulesets.rend(); ++it)
        if (matches(**it))
            return it->get();
    return nullptr;
}

} // namespace

const script::ScriptRuleset* findScriptRuleset(std::string_view hash) {
    return newestScript([&](const script::ScriptRuleset& r) { return r.scriptHash() == hash; });
}

const Ruleset* findRuleset(std::string_view id) {
    for (const Ruleset* r : allRulesets())
        if (r->id() == id)
            return r;
    if (!id.starts_with("script:"))
        return nullptr;
    const std::string_view plainId = rulesetIdOfKey(id);
    if (plainId.size() == id.size())
        return newestScript([&](const script::ScriptRuleset& r) { return r.id() == id; });
    const std::string_view hash = id.substr(plainId.size() + 1);
    return newestScript([&](const script::ScriptRuleset& r) {
        return r.id() == plainId && r.scriptHash() == hash;
    });
}

std::string rulesetKey(const Ruleset& ruleset) {
    if (const auto* script = dynamic_cast<const script::ScriptRuleset*>(&ruleset))
        return std::string(script->id()) + "@" + script->scriptHash();
    return std::string(ruleset.id());
}

std::string_view rulesetIdOfKey(std::string_view key) {
    const std::size_t at = key.starts_with("script:") ? key.find('@') : std::string_view::npos;
    return at == std::string_view::npos ? key : key.substr(0, at);
}

const Ruleset& rulesetOrThrow(std::string_view id) {
    if (const Ruleset* r = findRuleset(id))
        return *r;
    std::string known;
    for (const Ruleset* r : allRulesets())
        known += (known.empty() ? "" : ", ") + std::string(r->id());
    if (id.starts_with("script:"))
        throw InvalidInput("unknown game '" + std::string(id) +
                           "': a scripted ruleset is loaded with --script FILE.lua");
    throw InvalidInput("unknown game '" + std::string(id) + "' (known: " + known + ")");
}

namespace decks {
const DeckRuleset* deckRulesetFor(const std::string& rulesetId) {
    const Ruleset* ruleset = findRuleset(rulesetId);
    return ruleset ? ruleset->deckRules() : nullptr;
}
} // namespace decks

} // namespace pb
