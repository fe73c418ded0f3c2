#pragma once

#include "ruleset_print.h"

namespace pb::print::stability {

class StabilityPrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "stability"; }
    // stability_print_setup.cpp
    std::vector<TokenGroup> tokens(const PrintInput& input) const override;
    QStringList setup(const PrintInput& input) const override;
    std::vector<BoardSheet> boards(const PrintInput& input) const override;
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::stability
