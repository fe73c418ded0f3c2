#include "games/torus_lab/torus_lab_ruleset.h"

#include "engine/errors.h"
#include "engine/ruleset_of.h"
#include "games/torus_lab/torus_lab_deck.h"
#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_parameter_names.h"
#include "games/torus_lab/torus_lab_state.h"

namespace pb::torus_lab {

namespace {

std::vector<ParameterSpec> specs() {
    return {
        // The numbers of the text (section 1 of the reading).
        ParameterSpec::integer(param::kHandSize, 3, 0, 10, "Cards dealt to each player (L6)."),
        ParameterSpec::integer(param::kSpaceCount, 6, 3, kMaxSpaces,
                               "Spaces, and stacks, in the ring (L7-L9)."),
        ParameterSpec::integer(param::kStartSpace, 1, 1, kMaxSpaces,
                               "Space where every pawn starts (L10)."),
        ParameterSpec::integer(param::kStartParticles, 1, 0, 20,
                               "Particles on each space but the start space (L11)."),
        ParameterSpec::integer(param::kHandLimit, 6, 1, 30,
                               "Starting hand limit of every player (L18)."),
        ParameterSpec::integer(param::kLimitPenalty, 1, 1, 6,
                               "Hand-limit points lost per failed neutralization (L17)."),
        ParameterSpec::integer(param::kNeutralizeMin, 4, 1, 13,
                               "Lowest die result that neutralizes (L16)."),
        ParameterSpec::integer(param::kParticleCap, 6, 1, 20,
                               "Most particles a space holds before spill-over (L37)."),
        ParameterSpec::integer(param::kCodeSize, 5, 1, kMaxCardsPerSuit,
                               "Cards of one suit that enter a code (L32)."),
        ParameterSpec::integer(param::kCodesToWin, 0, 0, kMaxSuits,
                               "Codes that destroy the lab (L33, L40); 0: one per suit, so "
                               "four, and five with the lands of L44 (G16)."),
        ParameterSpec::integer(param::kBasicActions, 1, 1, 5, "Basic actions per turn (L12)."),
        ParameterSpec::integer(param::kSpecialActions, 1, 0, 5, "Special actions per turn (L12)."),
        ParameterSpec::integer(param::kCollectCount, 1, 1, 5, "Cards a collect takes (L21)."),
        ParameterSpec::integer(param::kSmallGroupMax, 2, 0, kMaxPlayers,
                               "Largest player count that plays the small-group rules (L13)."),
        ParameterSpec::integer(param::kSmallActions, 2, 1, 5,
                               "Basic and special actions per turn in a small group (L13)."),
        ParameterSpec::integer(param::kSmallNeutralizeMin, 3, 1, 13,
                               "Lowest neutralizing result in a small group (L20)."),
        ParameterSpec::integer(param::kSmallCollectCount, 2, 1, 5,
                               "Cards a collect takes in a small group (L22)."),
        ParameterSpec::integer(param::kDieSides, 6, 2, 12,
                               "Faces of the move and neutralization die (L3)."),
        ParameterSpec::integer(param::kEmergenceDie, 6, 1, 12,
                               "Faces of the die that says how many particles emerge (L35)."),
        // The gaps (section 2 of the reading).
        ParameterSpec::choice(
            param::kBasicActionRule, "oneOf", {"oneOf", "collectFree", "eachOnce"},
            "G1: basic actions share one allowance, collect is free, or each kind has its "
            "own."),
        ParameterSpec::choice(
            param::kSpendWindow, "restOfTurn", {"restOfTurn", "oneBurst"},
            "G2: Spend Cards stays open for the rest of the turn, or is one burst."),
        ParameterSpec::choice(param::kCollectTiming, "beforeEmergence",
                              {"beforeEmergence", "anyTime", "afterEmergence"},
                              "G3: collect is the last act, any act (no pawn move after), or after "
                              "emergence."),
        ParameterSpec::choice(
            param::kNeutralizeAttempts, "unlimited",
            {"unlimited", "oncePerParticle", "untilFailure"},
            "G4: tries per Neutralize action: unlimited, one per particle, or until the "
            "first failure."),
        ParameterSpec::choice(
            param::kHandLimitCheck, "immediate", {"immediate", "endOfTurn", "blocksCollect"},
            "G5: discard down at once, at the end of the turn, or the limit only blocks "
            "collecting."),
        ParameterSpec::choice(param::kPawnLegalSpace, "any", {"any", "particleFree"},
                              "G6: spaces a diamond may move a pawn to."),
        ParameterSpec::choice(param::kParticleLegalSpace, "belowCap",
                              {"belowCap", "belowCapNoPawn"},
                              "G6: spaces a spade or a spill may move a particle to."),
        ParameterSpec::integer(param::kHeartRerollLimit, 0, 0, 10,
                               "G7: hearts per neutralization die (0: unlimited)."),
        ParameterSpec::boolean(
            param::kClubsSurviveReroll, false,
            "G7: whether clubs played on a die still count after a heart rerolls it."),
        ParameterSpec::choice(param::kSpadeSource, "anySpace", {"anySpace", "pawnSpace"},
                              "G8: where a spade may take a particle from."),
        ParameterSpec::choice(
            param::kShareRule, "oneWayPerAction", {"oneWayPerAction", "neverBack"},
            "G9: a receiver may give back on a later turn, or never to that giver."),
        ParameterSpec::choice(param::kShareRecipients, "one", {"one", "all"},
                              "G9: a Share action gives to one player, or to any on the space."),
        ParameterSpec::choice(param::kSpillRule, "nearestWithRoom",
                              {"nearestWithRoom", "adjacentOnly", "anySpace"},
                              "G10: where extra particles go when a space passes the cap."),
        ParameterSpec::choice(
            param::kNoRoomLoss, "boardFull", {"boardFull", "overflow"},
            "G11: the loss is a full board, or a particle that cannot be placed."),
        ParameterSpec::choice(
            param::kEmptyStackLoss, "immediate", {"immediate", "onDraw", "never"},
            "G12: the loss is a stack emptying, a draw from an empty stack, or never."),
        ParameterSpec::choice(
            param::kStackSizing, "evenLowFirst", {"evenLowFirst", "evenRandom", "cutSpread"},
            "G13: stack sizes: even with extras to the low spaces, to random spaces, or "
            "a random cut."),
        ParameterSpec::integer(
            param::kCutSpread, 2, 0, 10,
            "G13: cards each cut may move to the next stack (stackSizing=cutSpread)."),
        ParameterSpec::boolean(param::kOpenHands, false,
                               "G14: whether every hand is visible to every player."),
        ParameterSpec::boolean(param::kOpenStacks, false,
                               "G14: whether the cards below the stack tops are visible."),
        ParameterSpec::boolean(
            param::kRepeatActions, true,
            "G15: whether the two actions of a kind in a small group may repeat."),
        ParameterSpec::boolean(
            param::kCollectUpTo, false,
            "G15: whether a collect may take fewer cards than the collect count."),
        ParameterSpec::integer(param::kSuitCount, 4, 4, kMaxSuits,
                               "G16: suits in the deck (5 adds lands, L44)."),
        ParameterSpec::integer(param::kCardsPerSuit, 26, 5, kMaxCardsPerSuit,
                               "G16: cards of each suit (two decks: 26)."),
        ParameterSpec::choice(param::kFifthSuitPower, "none", {"none", "wild"},
                              "G16: a land has no power, or may be spent as any suit's power."),
        ParameterSpec::choice(param::kFirstPlayer, "seat0", {"seat0", "random"},
                              "G17: seat 0 starts, or the first player is drawn."),
        ParameterSpec::integer(param::kMaxTurns, 1000, 1, 1000000,
                               "G17: completed turns after which the game is lost."),
    };
}

std::vector<CounterSpec> counterSpecs() {
    std::vector<CounterSpec> c{
        {"action.move", "Move actions taken."},
        {"action.neutralize", "Neutralize actions started."},
        {"action.collect", "Collect actions taken."},
        {"action.spend", "Spend Cards actions opened."},
        {"action.share", "Share actions taken."},
        {"action.code", "Codes entered."},
        {"action.endTurn", "endTurn decisions (a turn ended by choice, a late collect skipped)."},
        {"neutralize.attempts", "Neutralization tries (dice rolled, rerolls not counted)."},
        {"neutralize.successes", "Particles neutralized."},
        {"limit.lost", "Hand-limit points lost to failed neutralizations."},
        {"heart.rerolls", "Cards spent as a heart's reroll."},
        {"club.boosts", "Cards spent as a club's +1."},
        {"diamond.steps", "Cards spent as a diamond's pawn step."},
        {"spade.pushes", "Cards spent as a spade's particle push."},
    };
    for (int s = 0; s < kMaxSuits; ++s)
        c.push_back({"spent." + std::string(kSuitNames[s]),
                     "Cards of " + std::string(kSuitNames[s]) + " spent for a power."});
    c.insert(
        c.end(),
        {
            {"cards.shared", "Cards given to other players."},
            {"cards.received", "Cards received from other players."},
            {"cards.discarded", "Cards discarded to the hand limit."},
            {"cards.collected", "Cards collected from stacks."},
            {"particles.emerged", "Particles placed at the end of this seat's turns."},
            {"particles.spilled", "Of those, particles placed by spill-over."},
            {"particles.dropped", "Extra particles with no legal space (boardFull keeps playing)."},
        });
    for (int s = 0; s < kMaxSuits; ++s)
        c.push_back({"codeTurn." + std::string(kSuitNames[s]),
                     "The turn (1-based) in which this seat entered the " +
                         std::string(kSuitNames[s]) + " code; 0 if it did not."});
    c.insert(c.end(), {
                          {"loss.noRoom", "1 if the game was lost to no room on this seat's turn."},
                          {"loss.handLimit", "1 if this seat's hand limit reached 0."},
                          {"loss.emptyStack", "1 if a stack ran out on this seat's turn."},
                          {"loss.turnLimit", "1 if maxTurns ran out on this seat's turn."},
                          {"limit.final", "The seat's hand limit now (its path's end)."},
                          {"hand.final", "Cards in the seat's hand now (left in hand at the end)."},
                      });
    return c;
}

std::vector<std::string> kinds() {
    return {"deal",        "reveal",    "first",   "roll",      "emergeCount",
            "emergeSpace", "move",      "moveTo",  "attempt",   "resolve",
            "stop",        "collect",   "spend",   "spendWild", "give",
            "doneSharing", "enterCode", "discard", "spill",     "endTurn"};
}

class TorusLabRuleset final : public RulesetOf<TorusLabGame, TorusLabState> {
public:
    TorusLabRuleset() : RulesetOf(specs(), kinds(), counterSpecs()) {}

    std::string_view id() const override { return "torus-lab"; }
    std::string_view displayName() const override { return "Torus Lab"; }
    int minPlayers() const override { return 1; }
    int maxPlayers() const override { return kMaxPlayers; }
    bool cooperative() const override { return true; }

    // Two players with the reading's numbers and its deck (two standard decks),
    // so every rule of the text is met at the table.
    std::optional<DemoDesign> demoDesign() const override {
        DemoDesign demo;
        demo.name = "Torus Lab \u2014 demo";
        demo.notes = "Torus Lab as the rules text reads, for two players, with the deck of two "
                     "standard decks. Edit the deck on the Board page; it is your copy.";
        demo.playtestAgents = {"greedy", "greedy"};
        demo.moveNotes = {"The first action: the pawns still stand together on the start space.",
                          "Half way: count the particles before choosing between moving and "
                          "neutralizing.",
                          "The game ends here."};
        demo.runAgents = {"greedy", "greedy"};
        demo.runGames = 50;
        return demo;
    }

    const decks::DeckRuleset* deckRules() const override {
        static const decks::DeckRuleset rules = decks::torusLabDeckRuleset();
        return &rules;
    }

private:
};

} // namespace

const Ruleset& ruleset() {
    static const TorusLabRuleset instance;
    return instance;
}

} // namespace pb::torus_lab
