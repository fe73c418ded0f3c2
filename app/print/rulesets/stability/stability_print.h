#pragma once

#include "ruleset_print.h"

namespace pb::print::stability {

class StabilityPrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "stability"; }
    std::vector<BoardSheet> boards(const PrintInput& input) const override;
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::stability
