#include "engine/registry.h"

#include "engine/errors.h"
#include "engine/ruleset.h"
#include "games/stability/stability_ruleset.h"
#include "games/torus_lab/torus_lab_ruleset.h"

#include <array>
#include <string>

namespace pb {

std::span<const Ruleset* const> allRulesets() {
    // Adding a ruleset is one line here and one folder under core/games/.
    static const std::array rulesets{
        &stability::ruleset(),
        &torus_lab::ruleset(),
    };
    return rulesets;
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

} // namespace pb
