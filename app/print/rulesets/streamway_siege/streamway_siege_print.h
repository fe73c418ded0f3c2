#pragma once

#include "ruleset_print.h"

namespace pb::print::streamway_siege {

class StreamwaySiegePrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "streamway-siege"; }
    std::vector<BoardSheet> boards(const PrintInput& input) const override;
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::streamway_siege
