#pragma once

#include "ruleset_print.h"

namespace pb::print::butterfly_effect {

class ButterflyEffectPrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "butterfly-effect"; }
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::butterfly_effect
