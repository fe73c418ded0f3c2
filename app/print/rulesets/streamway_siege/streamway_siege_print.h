#pragma once

#include "ruleset_print.h"

namespace pb::print::streamway_siege {

class StreamwaySiegePrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "streamway-siege"; }
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::streamway_siege
