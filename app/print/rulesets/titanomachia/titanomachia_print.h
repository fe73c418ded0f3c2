#pragma once

#include "ruleset_print.h"

namespace pb::print::titanomachia {

class TitanomachiaPrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "titanomachia"; }
    std::vector<BoardSheet> boards(const PrintInput& input) const override;
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::titanomachia
