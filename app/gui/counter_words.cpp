#include "counter_words.h"

#include "games/stability/stability_effects.h"
#include "games/torus_lab/torus_lab_game.h"
#include "stability_board_presenter.h"
#include "torus_lab_board_presenter.h"

#include <algorithm>
#include <iterator>

namespace pb::gui {

namespace {

struct Words {
    std::string_view ruleset;
    std::string_view id;
    const char* description;
};

// Counters named after an effect or a suit are worded from its name below.
constexpr Words kWords[] = {
    {"stability", "move", QT_TRANSLATE_NOOP("CounterWords", "Moves made")},
    {"stability", "affliction",
     QT_TRANSLATE_NOOP("CounterWords", "Afflictions without permeation (each raises PC)")},
    {"stability", "skip", QT_TRANSLATE_NOOP("CounterWords", "Afflictions skipped")},
    {"stability", "permeate.none",
     QT_TRANSLATE_NOOP("CounterWords", "Permeations without buying an effect")},
    {"stability", "eliminated.zero",
     QT_TRANSLATE_NOOP("CounterWords", "Eliminated standing on a 0")},
    {"stability", "eliminated.stranded",
     QT_TRANSLATE_NOOP("CounterWords", "Eliminated with no legal move")},
    {"stability", "extra.clamped",
     QT_TRANSLATE_NOOP("CounterWords", "Extra tiles whose change was cut off at 0 or 10")},

    {"torus-lab", "action.move", QT_TRANSLATE_NOOP("CounterWords", "Move actions taken")},
    {"torus-lab", "action.neutralize",
     QT_TRANSLATE_NOOP("CounterWords", "Neutralize actions started")},
    {"torus-lab", "action.collect", QT_TRANSLATE_NOOP("CounterWords", "Collect actions taken")},
    {"torus-lab", "action.spend", QT_TRANSLATE_NOOP("CounterWords", "Spend Cards actions opened")},
    {"torus-lab", "action.share", QT_TRANSLATE_NOOP("CounterWords", "Share actions taken")},
    {"torus-lab", "action.code", QT_TRANSLATE_NOOP("CounterWords", "Codes entered")},
    {"torus-lab", "action.endTurn",
     QT_TRANSLATE_NOOP("CounterWords", "Turns ended by choice (or a late collect skipped)")},
    {"torus-lab", "neutralize.attempts",
     QT_TRANSLATE_NOOP("CounterWords", "Neutralization tries (dice rolled, rerolls not counted)")},
    {"torus-lab", "neutralize.successes",
     QT_TRANSLATE_NOOP("CounterWords", "Particles neutralized")},
    {"torus-lab", "limit.lost",
     QT_TRANSLATE_NOOP("CounterWords", "Hand limit lost to failed neutralizations")},
    {"torus-lab", "heart.rerolls",
     QT_TRANSLATE_NOOP("CounterWords", "Cards spent to reroll (heart)")},
    {"torus-lab", "club.boosts",
     QT_TRANSLATE_NOOP("CounterWords", "Cards spent for +1 on the die (club)")},
    {"torus-lab", "diamond.steps",
     QT_TRANSLATE_NOOP("CounterWords", "Cards spent to move a pawn (diamond)")},
    {"torus-lab", "spade.pushes",
     QT_TRANSLATE_NOOP("CounterWords", "Cards spent to move a particle (spade)")},
    {"torus-lab", "cards.shared",
     QT_TRANSLATE_NOOP("CounterWords", "Cards given to other players")},
    {"torus-lab", "cards.received",
     QT_TRANSLATE_NOOP("CounterWords", "Cards received from other players")},
    {"torus-lab", "cards.discarded",
     QT_TRANSLATE_NOOP("CounterWords", "Cards discarded to the hand limit")},
    {"torus-lab", "cards.collected",
     QT_TRANSLATE_NOOP("CounterWords", "Cards collected from stacks")},
    {"torus-lab", "particles.emerged",
     QT_TRANSLATE_NOOP("CounterWords", "Particles placed after the player's turns")},
    {"torus-lab", "particles.spilled",
     QT_TRANSLATE_NOOP("CounterWords", "Of those, particles placed by spill-over")},
    {"torus-lab", "particles.dropped",
     QT_TRANSLATE_NOOP("CounterWords", "Extra particles with no space to go")},
    {"torus-lab", "loss.noRoom",
     QT_TRANSLATE_NOOP("CounterWords", "Games lost for lack of room on the player's turn")},
    {"torus-lab", "loss.handLimit",
     QT_TRANSLATE_NOOP("CounterWords", "Games lost to the player's hand limit reaching 0")},
    {"torus-lab", "loss.emptyStack",
     QT_TRANSLATE_NOOP("CounterWords", "Games lost to an empty stack on the player's turn")},
    {"torus-lab", "loss.turnLimit",
     QT_TRANSLATE_NOOP("CounterWords", "Games lost to the turn limit on the player's turn")},
    {"torus-lab", "limit.final",
     QT_TRANSLATE_NOOP("CounterWords", "The player's hand limit at the end")},
    {"torus-lab", "hand.final",
     QT_TRANSLATE_NOOP("CounterWords", "Cards left in the player's hand at the end")},
};

// The part of `id` after `prefix`, or an empty view.
std::string_view after(std::string_view id, std::string_view prefix) {
    return id.substr(0, prefix.size()) == prefix ? id.substr(prefix.size()) : std::string_view();
}

} // namespace

QString CounterWords::description(std::string_view rulesetId, std::string_view id) {
    const auto it = std::find_if(std::begin(kWords), std::end(kWords), [&](const Words& w) {
        return w.ruleset == rulesetId && w.id == id;
    });
    if (it != std::end(kWords))
        return tr(it->description);
    if (rulesetId == "stability") {
        const std::string_view effect = after(id, "permeate.");
        for (int e = 1; e < pb::stability::kEffectCount && !effect.empty(); ++e)
            if (pb::stability::kEffects[static_cast<std::size_t>(e)].id == effect)
                //: %1 a Stability effect ("one more adjacent tile")
                return tr("Effect bought: %1").arg(StabilityBoardPresenter::effectName(e));
    }
    if (rulesetId == "torus-lab") {
        for (int s = 0; s < pb::torus_lab::kMaxSuits; ++s) {
            const std::string_view suit = pb::torus_lab::kSuitNames[static_cast<std::size_t>(s)];
            if (after(id, "spent.") == suit)
                //: %1 a card suit (plural): hearts
                return tr("Cards of %1 spent for a power").arg(TorusLabBoardPresenter::suitName(s));
            if (after(id, "codeTurn.") == suit)
                //: %1 a card suit (plural): hearts
                return tr("Turn in which the player entered the %1 code (0: never)")
                    .arg(TorusLabBoardPresenter::suitName(s));
        }
    }
    return {};
}

} // namespace pb::gui
