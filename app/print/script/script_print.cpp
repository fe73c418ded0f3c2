#include "script_print.h"

#include "ruleset_print.h"

namespace pb::print {

namespace {

class ScriptPrint final : public RulesetPrint {};

} // namespace

const RulesetPrint& scriptRulesetPrint() {
    static const ScriptPrint print;
    return print;
}

} // namespace pb::print
