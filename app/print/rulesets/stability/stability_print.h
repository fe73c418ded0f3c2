#pragma once

#include "ruleset_print.h"

namespace pb::print::stability {

class StabilityPrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "stability"; }
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::stability
