#pragma once

#include "ruleset_print.h"

namespace pb::print::streamway_siege {

class StreamwaySiegePrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "streamway-siege"; }
    // streamway_siege_print_setup.cpp
    std::vector<TokenGroup> tokens(const PrintInput& input) const override;
    QStringList setup(const PrintInput& input) const override;
    std::vector<BoardSheet> boards(const PrintInput& input) const override;
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::streamway_siege
