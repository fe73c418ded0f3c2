#pragma once

#include "ruleset_print.h"

namespace pb::print::butterfly_effect {

class ButterflyEffectPrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "butterfly-effect"; }
    std::vector<BoardSheet> boards(const PrintInput& input) const override;
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::butterfly_effect
