#pragma once

#include "engine/state.h"
#include "games/stability/stability_game.h"

#include <array>
#include <cstdint>

namespace pb::stability {

enum class Phase : std::uint8_t { Move, Permeate, Afflict, Extra, Set, Over };

// Per-seat counters, in the order of Ruleset::counters().
enum Counter : int {
    kMoveCounter,
    kAfflictionCounter,
    kSkipCounter,
    kPermeateCounter, // + Effect: permeate.none .. permeate.set
    kEliminatedZeroCounter = kPermeateCounter + kEffectCount,
    kEliminatedStrandedCounter,
    kExtraClampedCounter,
    kCounterCount
};

// A Stability position. Plain arrays only, so copying is a memcpy and no
// decision allocates; the fast sampler draws from each decision point's fixed
// candidate space and redraws until the candidate is legal (exactly uniform).
class StabilityState final : public State {
public:
    // The state before the opening chance draw, on `board` (row-major).
    StabilityState(std::shared_ptr<const StabilityGame> game, const std::vector<int>& board);

    std::unique_ptr<State> clone() const override;
    void copyFrom(const State& other) override;

    int currentActor() const override;
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
    nlohmann::json decisionToJson(const Decision& d) const override;
    Decision decisionFromJson(const nlohmann::json& json) const override;
    std::string decisionToText(const Decision& d) const override;
    std::uint64_t hash() const override;
    std::uint32_t counter(int seat, int index) const override;
    // Mobility: a seat's legal moves from its square against its rivals' (a
    // seat on a 0, or with nowhere to go, is about to be eliminated).
    std::optional<double> evaluate(int seat) const override;
    // The S and C clauses as far as one state shows them (stability_invariants.cpp).
    std::string invariantViolation() const override;

    // Builds a state from its interchange JSON (stability_json.cpp).
    static std::unique_ptr<StabilityState> fromJson(std::shared_ptr<const StabilityGame> game,
                                                    const nlohmann::json& json);

    // Read access for views, tests and tools.
    const Rules& rules() const { return *rules_; }
    int tile(int cell) const { return board_[cell]; }
    int position(int seat) const { return pos_[seat]; }
    int pc(int seat) const { return pc_[seat]; }
    Phase phase() const { return phase_; }
    int current() const { return current_; }
    int numPlayers() const { return numPlayers_; }
    Effect effect() const { return effect_; }
    // The signed change decision `d` (an afflict, extra or set legal here)
    // makes to its tile: the primary's sign times the magnitude, an extra's
    // sign clamped into the tile range (0 when it is already at the end), a
    // set's new value less the old; 0 for any other decision.
    int tileChange(const Decision& d) const;

    // Whether `seat` could move as the board stands (a seat without a move
    // is eliminated, stranded, when its turn comes).
    bool hasLegalMove(int seat) const;

private:
    bool occupiedByOther(int cell) const;
    int occupantOtherThanCurrent(int cell) const;
    int eligibleCount() const;
    int eligibleNeighbours(int cell) const;
    bool canChange(int cell, int sign, int magnitude) const;
    int magnitude() const { return 1 + kEffects[effect_].magnitudeBonus; }
    bool skipAllowed() const;
    bool anyAfflictionExists() const;
    bool effectCompletable(Effect e) const;
    bool effectAvailable(Effect e) const;
    bool afflictLegal(int cell, int sign) const;
    bool extraLegal(int cell) const;
    bool isExtraChosen(int cell) const;
    // Destinations of a legal move of `seat`, in ascending square order.
    int moveTargets(int seat, std::array<std::int16_t, 8>& out) const;
    int livingCount() const;
    int nextLivingAfter(int seat) const;

    void completeTurn();
    void passTo(int seat);
    void eliminate(int seat, Counter reason);
    void bump(int seat, int counter) { ++counters_[seat][counter]; }

    std::string whyMoveIllegal(int to) const;
    std::string whyAfflictIllegal(int cell, int sign) const;
    std::string whyExtraIllegal(int cell, int sign) const;
    std::string square(int cell) const;

    const Rules* rules_;
    std::array<std::int8_t, kMaxCells> board_{};
    std::array<std::int16_t, kMaxPlayers> pos_{}; // -1 once eliminated
    std::array<std::int8_t, kMaxPlayers> pc_{};
    std::array<std::int8_t, kMaxPlayers> eliminated_{}; // seats in elimination order
    std::int8_t numEliminated_ = 0;
    std::int8_t numPlayers_ = 2;
    std::int8_t current_ = kChanceActor; // a seat, or kChanceActor before the draw
    Phase phase_ = Phase::Move;
    bool turnLimitReached_ = false;
    std::int32_t turn_ = 0;
    // The turn in progress.
    Effect effect_ = kNone;
    std::int16_t primary_ = -1;
    std::int8_t sign_ = 0;
    std::int8_t extrasLeft_ = 0;
    std::int8_t extrasChosen_ = 0;
    std::array<std::int16_t, kMaxExtras> extras_{};
    std::array<std::array<std::uint16_t, kCounterCount>, kMaxPlayers> counters_{};

    friend struct StabilityJson;
};

} // namespace pb::stability
