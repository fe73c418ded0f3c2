#pragma once

#include "ruleset_print.h"

namespace pb::print::titanomachia {

class TitanomachiaPrint final : public RulesetPrint {
public:
    std::string_view rulesetId() const override { return "titanomachia"; }
    // titanomachia_print_cards.cpp
    std::vector<PrintDeck> decks(const PrintInput& input) const override;
    std::vector<TokenGroup> tokens(const PrintInput& input) const override;
    QStringList setup(const PrintInput& input) const override;
    std::vector<BoardSheet> boards(const PrintInput& input) const override;
};

const RulesetPrint& rulesetPrint();

} // namespace pb::print::titanomachia
