#include "print_registry.h"

#include "games/registry.h"
#include "ruleset_print.h"
#include "script/script_print.h"

namespace pb::print {

const RulesetPrint& findRulesetPrint(std::string_view rulesetId) {
    static const RulesetPrint fallback;
    if (rulesetId.starts_with("script:"))
        return scriptRulesetPrint();
    for (const RulesetPrintListEntry& entry : rulesetPrintList()) {
        if (entry.testOnly && !pb::testRulesetsShown())
            continue;
        const RulesetPrint& print = entry.print();
        if (print.rulesetId() == rulesetId)
            return print;
    }
    return fallback;
}

} // namespace pb::print
