#pragma once

#include "engine/state.h"
#include "games/torus_lab/torus_lab_game.h"

#include <array>
#include <cstdint>

namespace pb::torus_lab {

// The decision point of the turn (docs/rules/torus-lab.md, "A turn"). Two
// things interrupt any phase: a stack whose top must be revealed (chance) and,
// under handLimitCheck=immediate, a seat over its hand limit (it discards).
enum class Phase : std::uint8_t {
    Setup,          // chance: the deal, then the stack tops
    FirstPlayer,    // chance: the first player (firstPlayer=random)
    Action,         // the turn's player picks an action, spends, or ends the turn
    MoveRoll,       // chance: the move die
    MoveTo,         // the player moves up to the die either way
    NeutralizeRoll, // chance: the neutralization die (a try or a heart's reroll)
    NeutralizeDie,  // the die shows: spend hearts or clubs, or resolve
    Neutralizing,   // between tries: attempt again, stop, or spend diamonds and spades
    Sharing,        // give more cards, or done
    EmergeCount,    // chance: how many particles emerge
    EmergeSpace,    // chance: where
    Spill,          // the player places one extra particle among tied spaces
    LateCollect,    // collectTiming=afterEmergence: collect or end the turn
    Discard,        // handLimitCheck=endOfTurn: seats over their limit discard
    Over
};
inline constexpr int kPhaseCount = static_cast<int>(Phase::Over) + 1;

enum class Result : std::uint8_t { None, Won, Lost };
enum class LossCause : std::uint8_t { None, NoRoom, HandLimit, EmptyStack, TurnLimit };

// What a chance node draws.
enum class ChanceKind : std::uint8_t { None, Deal, Reveal, First, Roll, EmergeCount, EmergeSpace };

// Basic and special action kinds, as the turn's allowances count them.
enum BasicKind : std::uint8_t { kBasicMove, kBasicNeutralize, kBasicCollect, kBasicKindCount };
enum SpecialKind : std::uint8_t { kSpecialSpend, kSpecialShare, kSpecialCode, kSpecialKindCount };

// Per-seat counters, in the order of Ruleset::counters().
enum Counter : int {
    kMoveActions,
    kNeutralizeActions,
    kCollectActions,
    kSpendActions,
    kShareActions,
    kCodeActions,
    kEndTurns,
    kAttempts,
    kSuccesses,
    kLimitLost,
    kRerolls,
    kBoosts,
    kDiamondSteps,
    kSpadePushes,
    kSpentHearts, // + suit
    kCardsShared = kSpentHearts + kMaxSuits,
    kCardsReceived,
    kCardsDiscarded,
    kCardsCollected,
    kParticlesEmerged,
    kParticlesSpilled,
    kParticlesDropped,
    kStoredCounterCount,
    // Read from the position or from game-level records, not stored per seat.
    kCodeTurnHearts = kStoredCounterCount, // + suit
    kLossNoRoom = kCodeTurnHearts + kMaxSuits,
    kLossHandLimit,
    kLossEmptyStack,
    kLossTurnLimit,
    kFinalLimit,
    kFinalHand,
    kCounterCount
};

// A Torus Lab position. Plain arrays only (cards are counts per suit per
// place; a stack is its size and its known cards from the top, tops drawn when
// revealed), so copying is a memcpy and no decision allocates.
class TorusLabState final : public State {
public:
    // The state before the deal, with stacks of these sizes (space 0 first),
    // dealing from a deck of `deck[suit]` cards of each suit.
    TorusLabState(std::shared_ptr<const TorusLabGame> game,
                  const std::array<int, kMaxSpaces>& stackSizes,
                  const std::array<int, kMaxSuits>& deck);

    std::unique_ptr<State> clone() const override;
    void copyFrom(const State& other) override;

    int currentActor() const override { return actor_; }
    void legalDecisions(std::vector<Decision>& out) const override;
    void chanceOutcomes(std::vector<ChanceOutcome>& out) const override;
    Decision sampleUniformLegal(Rng& rng) const override;
    Decision sampleChance(Rng& rng) const override;
    bool isLegal(const Decision& d) const override;
    std::string whyIllegal(const Decision& d) const override;
    void applyUnchecked(const Decision& d) override;
    Outcome outcome() const override;
    int turnsCompleted() const override { return turn_; }

    nlohmann::json toJson() const override;
    // Other seats' hands become the cards every seat has seen ("shown") and a
    // count of the rest ("hidden"), unless openHands.
    nlohmann::json observationJson(int seat) const override;
    bool hasHiddenInformation() const override;
    // Redraws the hidden cards of the other hands and the undrawn cards from
    // everything `seat` has not seen.
    void resampleHidden(int seat, Rng& rng) override;
    nlohmann::json decisionToJson(const Decision& d) const override;
    Decision decisionFromJson(const nlohmann::json& json) const override;
    std::string decisionToText(const Decision& d) const override;
    std::uint64_t hash() const override;
    // Codes entered, cards toward the remaining codes, and margins to each loss,
    // from what `seat` can see. The same for every seat but for hidden hands.
    std::optional<double> evaluate(int seat) const override;
    std::uint32_t counter(int seat, int index) const override;
    // Section 4 of the reading, as far as one state shows it
    // (torus_lab_invariants.cpp).
    std::string invariantViolation() const override;

    // Builds a state from its interchange JSON (torus_lab_json.cpp).
    static std::unique_ptr<TorusLabState> fromJson(std::shared_ptr<const TorusLabGame> game,
                                                   const nlohmann::json& json);

    // Read access for views, tests and tools.
    const Rules& rules() const { return *rules_; }
    int numPlayers() const { return numPlayers_; }
    Phase phase() const { return phase_; }
    int player() const { return current_; }
    int particles(int space) const { return particles_[space]; }
    int stackSize(int space) const { return stackSize_[space]; }
    // The suit of the top card, or -1 if the stack is empty or its top is not yet revealed.
    int top(int space) const;
    // How many cards of stack `space` are known from its top, and the suit of
    // its `k`-th known card (0: the top).
    int stackKnown(int space) const { return stackKnown_[space]; }
    int knownCard(int space, int k) const {
        return slots_[base_[space] + stackSize_[space] - 1 - k];
    }
    bool codeEntered(int suit) const { return code_[suit] != 0; }
    int pawn(int seat) const { return pawn_[seat]; }
    int limit(int seat) const { return limit_[seat]; }
    int hand(int seat, int suit) const { return hand_[seat][suit]; }
    int handTotal(int seat) const { return handCount_[seat]; }
    int shown(int seat, int suit) const { return shown_[seat][suit]; }
    int discarded(int suit) const { return discard_[suit]; }
    // Cards of `suit` in the whole deck (the set-up's deck, or cardsPerSuit).
    int deckCount(int suit) const { return deck_[suit]; }
    // Whether the deck is the set-up's own rather than cardsPerSuit of each suit.
    bool customDeck() const;
    int codesEntered() const;
    Result result() const { return result_; }
    LossCause lossCause() const { return cause_; }
    // The seat whose hand limit fell to 0 (LossCause::HandLimit).
    int causeSeat() const { return causeSeat_; }
    // The die showing (0: none), the clubs and hearts spent on a
    // neutralization die, the particles emerging and the extras left to place.
    int die() const { return die_; }
    int clubs() const { return clubs_; }
    int rerolls() const { return rerolls_; }
    int emergeCount() const { return emergeCount_; }
    int extrasLeft() const { return extrasLeft_; }
    // Whether `viewer` (-1: whoever sees the whole state) sees `seat`'s whole
    // hand, as observationJson(viewer) shows it; else only its shown cards.
    bool seesHand(int viewer, int seat) const {
        return rules_->openHands || viewer < 0 || viewer == seat;
    }

private:
    // ---- flow (torus_lab_state.cpp) ----
    void advance();
    void startTurn(int seat);
    void finishTurn();
    void afterEmergence();
    void lose(LossCause cause, int seat);
    void checkBoardFull();
    void stepCollect();
    void placeEmergence(int space);
    void placeExtra(int space);
    void closeBurst();
    void openSpend();
    void removeCard(int seat, int suit);
    void addCard(int seat, int suit, bool seen);
    void bump(int seat, int counter, int by = 1);

    // ---- queries ----
    int spaceNeedingReveal() const;
    int seatOverLimit() const;
    int dealSeat() const;
    int undrawnTotal() const;
    int ring(int space) const { return (space + rules_->spaceCount) % rules_->spaceCount; }
    int ringDistance(int a, int b) const;
    bool adjacent(int a, int b) const;
    bool pawnOn(int space) const;
    bool particleMayEnter(int space) const;
    bool pawnMayEnter(int space) const;
    int spillTargets(std::array<std::int8_t, kMaxSpaces>& out) const;
    bool isSpillTarget(int space) const;
    int basicUsed() const;
    bool canStartBasic(BasicKind kind) const;
    bool canStartSpecial(SpecialKind kind) const;
    bool spendWindowOpen() const { return spendOpen_ || canStartSpecial(kSpecialSpend); }
    bool pawnMayMove() const;
    bool canAttempt() const;
    bool collectLegal(int count) const;
    bool canCollectAny() const;
    bool spendLegal(const Decision& d) const;
    bool giveLegal(int recipient, int suit) const;
    bool enterCodeLegal(int suit) const;
    bool seatDecisionLegal(const Decision& d) const;
    bool chanceLegal(const Decision& d) const;
    // Every legal decision, in the stable order of legalDecisions(); returns the count.
    int listLegal(Decision* out) const;
    int listChance(Decision* out, double* probability) const;

    // ---- text (torus_lab_messages.cpp) ----
    std::string whySeatDecisionIllegal(const Decision& d) const;
    std::string whySpendIllegal(const Decision& d) const;
    std::string whyCollectIllegal(int count) const;

    const Rules* rules_;
    std::int8_t numPlayers_ = 1;
    // Cards. hand_ is the truth; shown_ is the part of each hand every seat has
    // seen (collected, received, dealt face up), so hand_ - shown_ is hidden.
    std::array<std::array<std::uint8_t, kMaxSuits>, kMaxPlayers> hand_{};
    std::array<std::array<std::uint8_t, kMaxSuits>, kMaxPlayers> shown_{};
    std::array<std::uint16_t, kMaxPlayers> handCount_{}; // the sum of each hand_ row
    std::array<std::uint8_t, kMaxSuits> discard_{};
    std::array<std::uint8_t, kMaxSuits> code_{};
    // The whole deck by suit: fixed at the set-up.
    std::array<std::uint8_t, kMaxSuits> deck_{};
    // Cards not yet drawn (the undealt cards and every unknown stack card), by suit.
    std::array<std::uint8_t, kMaxSuits> undrawn_{};
    std::int16_t toDeal_ = 0;
    // Stacks: stack s holds slots [base_[s], base_[s] + stackSize_[s]), its top
    // last; the top stackKnown_[s] slots hold known suits, the rest are undrawn.
    std::array<std::uint8_t, kMaxCards> slots_{};
    std::array<std::int16_t, kMaxSpaces> base_{};
    std::array<std::uint8_t, kMaxSpaces> stackSize_{};
    std::array<std::uint8_t, kMaxSpaces> stackKnown_{};
    std::array<std::uint8_t, kMaxSpaces> particles_{};
    std::array<std::uint8_t, kMaxPlayers> pawn_{};
    std::array<std::uint8_t, kMaxPlayers> limit_{};
    std::array<std::uint8_t, kMaxPlayers> receivedFrom_{}; // bit g: has received from seat g

    // Whose turn, where in it, who acts.
    std::int8_t current_ = -1; // -1 before the first turn
    Phase phase_ = Phase::Setup;
    std::int32_t actor_ = kChanceActor;
    ChanceKind chance_ = ChanceKind::Deal;
    std::int8_t chanceArg_ = 0; // the seat dealt to, or the space revealed
    bool discarding_ = false;   // the actor is a seat over its limit
    std::int32_t turn_ = 0;
    Result result_ = Result::None;
    LossCause cause_ = LossCause::None;
    std::int8_t causeSeat_ = -1;

    // This turn's bookkeeping.
    std::array<std::uint8_t, kBasicKindCount> basicCount_{};
    std::array<std::uint8_t, kSpecialKindCount> specialCount_{};
    bool spendOpen_ = false;
    std::int8_t die_ = 0;                             // the move or neutralization die
    std::int8_t clubs_ = 0;                           // clubs on the neutralization die
    std::int8_t rerolls_ = 0;                         // hearts spent on it
    std::array<std::uint8_t, kMaxSpaces> failures_{}; // failed tries per space (oncePerParticle)
    std::int8_t shareTo_ = -1;
    std::int8_t collectLeft_ = 0;
    std::int8_t emergeCount_ = 0;
    std::int8_t emergeSpace_ = -1;
    std::int8_t extrasLeft_ = 0;

    // Statistics (not position: neither JSON nor hash).
    std::array<std::array<std::uint16_t, kStoredCounterCount>, kMaxPlayers> counters_{};
    std::array<std::int32_t, kMaxSuits> codeTurn_{}; // 1-based turn of each code, 0 if none
    std::array<std::int8_t, kMaxSuits> codeSeat_{};

    friend struct TorusLabJson;
};

const char* phaseName(Phase phase);

} // namespace pb::torus_lab
