#pragma once

#include "word_tables.h"

#include <QString>
#include <memory>
#include <span>
#include <string_view>

namespace pb {
class ParameterConflict;
}
namespace pb::decks {
struct Deck;
class DeckError;
} // namespace pb::decks

namespace pb::gui {

class BoardPresenter;

// What the workbench's pages need of one ruleset beyond its rules: its board
// view and editor pane (QML files of the Playbench module), its presenter, and
// its parameters, options and counters in a designer's words. Each ruleset's
// folder app/gui/rulesets/<folder>/ defines one, reached through
// `const RulesetUi& pb::gui::<folder>::rulesetUi()`; the registry below is
// written from rulesets.cmake. Nothing outside those folders names a ruleset.
class RulesetUi {
public:
    virtual ~RulesetUi() = default;

    // As Ruleset::id().
    virtual std::string_view rulesetId() const = 0;
    // The board view the Playtest and Review pages load through BoardHost.qml,
    // as a path inside the module ("boards/stability/StabilityPlayBoard.qml").
    // It keeps the board-view contract BoardHost.qml documents.
    virtual QString boardView() const = 0;
    // The Board page's editor pane for a design of this ruleset (the contract
    // is in BoardPage.qml), or empty when the ruleset has none.
    virtual QString editorPane() const { return {}; }
    virtual std::unique_ptr<BoardPresenter> makePresenter() const = 0;

    // The ruleset's words in the interface language, or empty where it has
    // none (ParameterWords and CounterWords then fall back to the core's text).
    // By default they are looked up in the tables given to the constructor; a
    // ruleset with words built from patterns overrides and falls back to these.
    virtual QString parameterLabel(std::string_view name) const;
    virtual QString parameterDescription(std::string_view name) const;
    virtual QString optionLabel(std::string_view parameter, std::string_view option) const;
    virtual QString counterDescription(std::string_view id) const;
    // Whether integer parameter `name` is a seat (0-based in JSON and the CLI),
    // which the interface shows as the seat's label ("P1"), never as a number.
    virtual bool isSeatParameter(std::string_view name) const {
        (void)name;
        return false;
    }
    // A conflict between parameters with a code of the ruleset's own (the
    // shared codes are worded by ParameterWords::conflict), or empty.
    virtual QString conflictText(const pb::ParameterConflict& conflict) const;

    // A card ruleset's deck in the interface language: a value of one of its
    // attributes as the deck editor lists it ("hearts" as "Herz"), or empty
    // for the value itself; and card type `type` of `deck` as a person reads
    // it in the shuffle preview and in play ("Phoenix (Herz 7)"), or empty
    // for the designer's name.
    virtual QString deckValueLabel(std::string_view attribute, std::string_view value) const;
    virtual QString cardLabel(const pb::decks::Deck& deck, int type) const;
    // The name of card type `type` as the deck table shows it: the ruleset's
    // words where the name is the core's own (a template's English "7 of
    // hearts"), or empty for the name as stored (the designer's).
    virtual QString cardTypeName(const pb::decks::Deck& deck, int type) const;
    // A deck the game refuses, by the error's code of the ruleset's own, or empty.
    virtual QString deckProblemText(const pb::decks::DeckError& error) const;
    // An attribute of the deck ("suit") as the deck editor heads its column
    // ("Farbe"), or empty for the attribute's own name.
    virtual QString deckAttributeLabel(std::string_view attribute) const;
    // The name and the description of the deck template `id` in the interface
    // language, or empty for the core's English.
    virtual QString deckTemplateName(std::string_view id) const;
    virtual QString deckTemplateDescription(std::string_view id) const;

    // A note of the ruleset's demo design (its English text as the core writes
    // it) in the interface language, or empty for a text its tables lack.
    QString demoText(std::string_view english) const;
    // What the cells of heatmap `id` count, in the interface language, or empty.
    QString heatmapTitle(std::string_view id) const;

protected:
    explicit RulesetUi(words::Tables tables = {}) : tables_(tables) {}

private:
    words::Tables tables_;
};

// The interfaces of the rulesets that have a GUI folder, in the order of
// rulesets.cmake (the tests' own only with PLAYBENCH_TEST_RULESETS=1).
std::span<const RulesetUi* const> allRulesetUis();

// The interface of ruleset `rulesetId`, or nullptr: a ruleset without a GUI
// folder gets the generic board (its state as text) and the core's words.
const RulesetUi* findRulesetUi(std::string_view rulesetId);

} // namespace pb::gui
