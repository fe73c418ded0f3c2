#include "script_print.h"

#include "design_deck.h"
#include "engine/ruleset.h"
#include "ruleset_print.h"

#include <QCoreApplication>

namespace pb::print {

namespace {

class ScriptPrint final : public RulesetPrint {
public:
    // The script's game.cards: the design's deck, or the script's own.
    std::vector<PrintDeck> decks(const PrintInput& input) const override {
        const std::optional<decks::Deck> deck = designDeck(input);
        if (!deck)
            return {};
        const std::string_view name = input.ruleset.displayName();
        return {printDeck(*deck, QCoreApplication::translate("ScriptPrint", "Cards"),
                          QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())))};
    }
};

} // namespace

const RulesetPrint& scriptRulesetPrint() {
    static const ScriptPrint print;
    return print;
}

} // namespace pb::print
