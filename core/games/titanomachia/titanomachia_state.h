#pragma once

#include "engine/state.h"
#include "games/titanomachia/titanomachia_game.h"

#include <array>
#include <cstdint>
#include <memory>
#include <span>

namespace pb::titanomachia {

enum class Phase : std::uint8_t {
    Coin,      // the tied bids' coin (chance)
    Designate, // Objective markers still to place
    Turn,      // activate a System or end the turn
    Repair,    // Crew: name a System
    Step,      // Propulsion: the next Position marker
    Marker,    // Shield Generator / Fire Control: place, lift, stop
    Fire,      // Weapon: pick a Target
    Splash,    // Weapon: Area of Effect Blasts
    Nominate,  // a hit Titan's System is named
    Over
};

enum class Ending : std::uint8_t { None, CrewKill, Points };
enum ObjectiveStatus : std::uint8_t { kOpen, kAccomplished, kFailed };
// The statuses as the state JSON names them.
inline constexpr const char* kObjectiveStatusNames[] = {"open", "accomplished", "failed"};

inline constexpr int kMaxTrail = 10; // a standing marker and up to maxScore (9) steps
inline constexpr int kMaxMarkers = 16;
inline constexpr int kClauseCount = 63; // T1..T63 of the reading's clause checklist
inline constexpr int kMaxLegal = kSquares + kMaxMarkers + 8; // placements, lifts, stop

// Per-seat counters, in the order of Ruleset::counters() (section 6).
enum Counter : int {
    kActivations, // + System
    kRepairs = kActivations + kSystemCount,
    kPasses,
    kTurns,
    kUnusedPool,
    kStaminaLost,
    kSteps,
    kTurnsMade,
    kTractionCut,
    kExits,
    kShieldsPlaced,
    kShieldsMoved,
    kBlastsAbsorbed,
    kTargetsPlaced,
    kTargetsMoved,
    kTargetsLostInterference,
    kShots,
    kAoeBlasts,
    kBlastsEmpty,
    kFriendlyFire,
    kTerrainHits, // + 0 none, light, heavy, destroyed
    kSystemHits = kTerrainHits + 4,
    kSystemsLost = kSystemHits + 4, // + System (of this seat's Titan)
    kFrontHits = kSystemsLost + kSystemCount,
    kRearHits,
    kNamedCrew,
    kExcessTrims,
    kObjectivesBought,
    kObjectivesDone,
    kObjectivesFailed,
    kCrewKills,
    kWins,
    kInitiativeRounds,
    kBid,
    kTournamentPoints,
    kEndRound,
    // The rest of section 6, added after the first list so its indices stay.
    kTurnBySize,                    // + eighths turned - 1 (1..4)
    kShieldsIdle = kTurnBySize + 4, // per Shield per end of turn, no Blast on it
    kTargetsExpired,                // unfired: trimmed, taken off by an exit, left at the end
    kRofUsed,                       // Weapon activations after a turn's first
    kHitBySystem,                   // + System * 4 + outcome (none..destroyed)
    kNamed = kHitBySystem + kSystemCount * 4, // every System this player named
    kObjectivesDoneRound,                     // sum of the rounds Objectives were accomplished in
    kObjectiveByType,                         // + type * 3 + (0 bought, 1 done, 2 failed)
    kPointsWins = kObjectiveByType + kObjectiveTypeCount * 3,
    kDraws,
    kInitiativeFirst, // had the Initiative in round 1
    kWinsFirst,       // won with the round-1 Initiative
    kBidOffered,
    kBidTie,
    kSpentTitan,
    kSpentTerrain,
    kSpentObjectives,
    kUnspent,
    kInitiativeChanges, // rounds begun with the Initiative taken from the opponent
    // Section 6's hits by Terrain type and coverage, added last so the indices above stay.
    kTerrainHitByType, // + (type - 1) * 4 + outcome: types 1.. of the set-up (Open is never hit,
                       // R5)
    kClause = kTerrainHitByType + (kMaxTerrainTypes - 1) * 4, // + T-id - 1: firings of T1..T63
    kCounterCount = kClause + kClauseCount
};

struct Trail {
    std::array<std::uint8_t, kMaxTrail> square{};
    std::array<std::uint8_t, kMaxTrail> facing{};
    std::uint8_t count = 0;
};

struct Markers {
    std::array<std::uint8_t, kMaxMarkers> square{};
    std::uint8_t count = 0;
};

struct Objective {
    std::uint8_t type = 0;
    std::int8_t square = -1;
    std::uint8_t status = kOpen;
    std::uint8_t round = 0; // when accomplished or failed
};

// A Titanomachia position: fixed arrays only, so copying is a memcpy plus one
// shared pointer to the set-up, and no decision allocates.
class TitanomachiaState final : public State {
public:
    TitanomachiaState(std::shared_ptr<const TitanomachiaGame> game,
                      std::shared_ptr<const Fixed> fixed,
                      const std::array<std::uint8_t, kSquares>& terrain);

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
    int turnsCompleted() const override { return turns_; }
    nlohmann::json toJson() const override;
    nlohmann::json decisionToJson(const Decision& d) const override;
    Decision decisionFromJson(const nlohmann::json& json) const override;
    std::string decisionToText(const Decision& d) const override;
    std::uint64_t hash() const override;
    std::uint32_t counter(int seat, int index) const override { return counters_[seat][index]; }
    // Objective points, then damage dealt against damage taken (the Crew's
    // counting double): a logistic of the difference, for greedy agents.
    std::optional<double> evaluate(int seat) const override;
    // Section 5 of the reading, one line naming the first broken invariant
    // (titanomachia_invariants.cpp).
    std::string invariantViolation() const override;

    static std::unique_ptr<TitanomachiaState> fromJson(std::shared_ptr<const TitanomachiaGame> game,
                                                       const nlohmann::json& json);

    // Read access for views, tests and tools.
    const TitanRules& rules() const { return *rules_; }
    const Fixed& fixed() const { return *fixed_; }
    Phase phase() const { return phase_; }
    int round() const { return round_; }
    int current() const { return current_; }
    int initiative() const { return initiative_; }
    int pool(int seat) const { return pool_[seat]; }
    int damage(int seat, int system) const { return damage_[seat][system]; }
    // A score after damage (G19), 0 for a destroyed System.
    int score(int seat, int system, int k) const;
    int terrainAt(int square) const { return terrain_[square]; }
    int terrainDamageAt(int square) const { return terrainDamage_[square]; }
    int blasts(int seat, int square) const { return blasts_[seat][square]; }
    const Trail& trail(int seat) const { return trail_[seat]; }
    const Markers& shields(int seat) const { return shields_[seat]; }
    const Markers& targets(int seat) const { return targets_[seat]; }
    bool exited(int seat) const { return exited_[seat]; }
    int objectivePoints(int seat) const;
    // The System being activated (meaningful in Repair..Splash), whether this
    // turn has activated anything, and the Titan a Blast hits (in Nominate).
    int activeSystem() const { return active_; }
    bool activatedThisTurn() const { return activatedThisTurn_; }
    int hitDefender() const { return defender_; }
    // Whether a System is being activated (Repair..Splash): then the steps,
    // placements, relocations or splashes made and the most allowed, whether
    // markers are being relocated, the square a marker was lifted from and the
    // fired Target's square (-1: none).
    bool activating() const {
        return phase_ == Phase::Repair || phase_ == Phase::Step || phase_ == Phase::Marker ||
               phase_ == Phase::Fire || phase_ == Phase::Splash;
    }
    int activationDone() const { return done_; }
    int activationLimit() const { return limit_; }
    bool relocating() const { return mode_ == 1; }
    int liftedSquare() const { return lifted_; }
    int firedSquare() const { return fired_; }
    // Whether the current seat has activated `system` this turn.
    bool usedThisTurn(int system) const { return (usedMask_ >> system & 1) != 0; }
    // The Blast being resolved (Nominate): its square, the Blasts left over
    // and the seat naming the hit System.
    int resolveSquare() const { return resolveSquare_; }
    int resolveRemainder() const { return remainder_; }
    int nominator() const { return nominator_; }
    bool passed(int seat) const { return passed_[seat]; }
    bool crewDead(int seat) const { return crewDead_[seat]; }
    // A seat's Objectives in the set-up's order.
    std::span<const Objective> objectives(int seat) const {
        return {objectives_[seat].data(), objectiveCount_[seat]};
    }
    // How the game ended (None while it goes on) and the winner (-1: a draw or not over).
    Ending ending() const { return ending_; }
    int winner() const { return winner_; }

private:
    friend struct StateCodec;

    int fillLegal(Decision* out) const;
    bool canActivate(int system) const;
    bool stepAllowed(int from, int facing, int to, int dir, int& cut) const;
    int effectiveDifficulty(int square) const;
    int cap(int seat, int system) const;
    int relocateLimit(int seat, int system) const;
    Markers& markersOf(int seat, int system) {
        return system == kShield ? shields_[seat] : targets_[seat];
    }
    const Markers& markersOf(int seat, int system) const {
        return system == kShield ? shields_[seat] : targets_[seat];
    }
    bool inRange(int seat, int square) const;
    bool trailHas(int seat, int square) const;
    bool canStop() const;
    bool anyStep() const;
    void nextDesignationOrPlay();
    // R1: the first player's bid leaves its unspent points (section 6).
    void payBid();
    void beginTurn();
    void finishActivation();
    void endTurn();
    void resumeEndOfTurn();
    void endRound();
    void checkObjectives(bool roundEnd);
    void damageSystem(int seat, int system, int remainder);
    void afterDamage(int seat, int system);
    void trimMarkers(int seat, int system);
    void removeMarkerAt(Markers& m, int square);
    void interference(int seat);
    void finishGame(Ending ending);
    int nominatorFor(int defender, int square) const;
    // Section 6's coverage: clause T`t` applied for `seat` (a plain add, kept off no path).
    void fire(int seat, int t) { ++counters_[seat][kClause + t - 1]; }

    std::shared_ptr<const TitanomachiaGame> game_;
    std::shared_ptr<const Fixed> fixed_;
    const TitanRules* rules_;

    Phase phase_ = Phase::Turn;
    std::uint8_t round_ = 1;
    std::uint8_t current_ = 0;
    std::int8_t firstPlayer_ = -1; // after the bids (or the coin)
    std::int8_t initiative_ = -1;  // who began the current round (initiative.changes)
    std::uint16_t turns_ = 0;
    std::uint8_t consecutivePasses_ = 0;
    std::array<bool, kSeats> passed_{};
    std::array<bool, kSeats> exited_{};
    std::array<std::uint8_t, kSeats> pool_{};
    std::array<std::array<std::uint8_t, kSystemCount>, kSeats> damage_{};
    std::array<std::uint8_t, kSquares> terrain_{};
    std::array<std::uint8_t, kSquares> terrainDamage_{};
    std::array<std::array<std::uint8_t, kSquares>, kSeats> blasts_{};
    std::array<Trail, kSeats> trail_{};
    std::array<Markers, kSeats> shields_{};
    std::array<Markers, kSeats> targets_{};
    std::array<std::array<Objective, kObjectiveTypeCount>, kSeats> objectives_{};
    std::array<std::uint8_t, kSeats> objectiveCount_{};

    // The turn and the activation in progress.
    std::uint8_t usedMask_ = 0; // Systems activated this turn
    std::uint8_t weaponUses_ = 0;
    bool activatedThisTurn_ = false;
    std::uint8_t active_ = 0; // the System being activated
    std::uint8_t done_ = 0;   // steps, placements, relocations or splashes so far
    std::uint8_t limit_ = 0;  // most of them this activation allows
    std::int8_t mode_ = -1;   // Marker: -1 undecided, 0 placing, 1 relocating
    std::int8_t lifted_ = -1; // Marker: the square a marker was lifted from
    std::int8_t fired_ = -1;  // Splash: the fired Target's square

    // The end-of-turn resolution in progress (T51-T58, R7).
    std::uint8_t resolveSquare_ = 0;
    std::uint8_t resolveStage_ = 0; // 0 terrain, 1 the blast owner's Titan, 2 the other's
    std::uint8_t remainder_ = 0;
    std::uint8_t defender_ = 0;
    std::uint8_t nominator_ = 0;
    bool turnWasPass_ = false;

    Ending ending_ = Ending::None;
    std::int8_t winner_ = -1;
    std::array<bool, kSeats> crewDead_{};
    std::array<std::array<std::uint32_t, kCounterCount>, kSeats> counters_{};
};

} // namespace pb::titanomachia
