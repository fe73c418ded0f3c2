#pragma once

#include "engine/state.h"
#include "games/butterfly_effect/butterfly_effect_game.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace pb::butterfly_effect {

// The decision point (docs/rules/butterfly-effect.md, "A turn"; the steps
// are numbered as section 4 of the reading numbers them, R12).
enum class Phase : std::uint8_t {
    Deal,           // chance: the opening hands, one card at a time
    FirstPlayer,    // chance: who places and plays first (B27)
    SetupSpecies,   // a set-up piece: which species (B26, B28)
    SetupSquare,    // ...and on which green spot of the present (B28, B29)
    Reproduce,      // step 1: how the pattern lies (B4-B8)
    Extra,          // step 1: Fertility's extra piece
    Draw,           // step 2: chance, up to the hand size (B31)
    Evolve,         // step 3 (B32, B33)
    PlaceCard,      // step 4 (B34)
    PlaceEra,       //
    PlaceSquare,    //
    MoveFrom,       // step 5 (B35)
    MoveTo,         //
    AttackRoll,     // step 6: chance, the attacker's die (R13)
    DefenceRoll,    // chance, the defender's die (battleRule=opposed)
    CamouflageRoll, // chance, a beaten defender's Camouflage die
    DeathPattern,   // the death pattern of a piece beaten in the past (B9-B11)
    Steal,          // the winner may take one evolution card (B22)
    Over
};
inline constexpr int kPhaseCount = static_cast<int>(Phase::Over) + 1;
const char* phaseName(Phase phase);

// Per-seat counters, in the order of Ruleset::counters() (section 6 of the reading).
enum Counter : int {
    kPlacePast,
    kPlacePresent,
    kPlacePastBySpecies,                              // + own species 0-2
    kPlacePresentBySpecies = kPlacePastBySpecies + 3, // + own species
    kPlaceSkippedNoCard = kPlacePresentBySpecies + 3,
    kPlaceSkippedNoSquare,
    kPlaceDeclined,
    kMoveSkipped,
    kMoveDeclined,
    kReshuffles,
    kReproductions,
    kReproducedPieces,
    kReproduceLostOffBoard,
    kReproduceLostOnEnemy,
    kReproduceOwnOverridden,
    kReproduceEnemiesRemoved,
    kReproductionsCancelled,
    kFertilityExtras,
    kAttacks,
    kAttacksWon,
    kDefencesWon,
    kTiesToDefender,
    kBattlesPast,
    kBattlesPresent,
    kBattlePairs,                       // + own attacker * 3 + enemy defender: battles fought
    kBattlePairWins = kBattlePairs + 9, // + the same: battles won by the attacker
    kDeathsInBattlePast = kBattlePairWins + 9,
    kDeathsInBattlePresent,
    kDeathPatterns,
    kDeathPatternKills,
    kDeepRootsSaves,
    kCamouflageSaves,
    kEvolutionsPlayed,
    kEvolutionsStolen,
    kPassesHolding,
    kMoves,
    kMovesPast,
    kMovesPresent,
    kMoveDistance,
    kMoveAllowed,
    kVinesSlowdowns,
    kControlTurnEnds,
    kCityHeldPast, // + city index: turn ends holding it
    kCityHeldPresent = kCityHeldPast + kMaxCities,
    kStreaksStarted = kCityHeldPresent + kMaxCities,
    kStreaksBroken,
    kFirstControlTurn,       // 1-based turn of the first control of both eras; 0 if none
    kDeathPatternsBySpecies, // + own species
    kDeathPatternKillsBySpecies = kDeathPatternsBySpecies + 3,          // + own species
    kEvolutionsPlayedByCard = kDeathPatternKillsBySpecies + 3,          // + evolution
    kEvolutionsStolenByCard = kEvolutionsPlayedByCard + kMaxEvolutions, // + evolution
    kCardTurns = kEvolutionsStolenByCard + kMaxEvolutions, // turn ends x cards on own species
    kReproductionsBySpecies,                               // + own species
    // Battles won by era (section 6: "attacker vs defender wins, ties ..., by era").
    kAttacksWonPast = kReproductionsBySpecies + 3,
    kAttacksWonPresent,
    kDefencesWonPast,
    kDefencesWonPresent,
    kTiesPast,
    kTiesPresent,
    kBattlePairDefences, // + own defender * 3 + enemy attacker: battles the defender won
    kStoredCounterCount = kBattlePairDefences + 9,
    // Read from the position.
    kWon = kStoredCounterCount,
    kDrawnAtLimit,
    kTurns,
    kWinningTurn, // the turn (1-based) this seat won on; 0 if it did not
    kCounterCount
};

// One evolution card attached to a species: which card, from whose deck.
struct Attached {
    std::uint8_t evolution = 0;
    std::uint8_t owner = 0;
    friend bool operator==(const Attached&, const Attached&) = default;
};

// A Butterfly Effect position: plain arrays (copying is a memcpy but for the
// shared content), so no decision allocates. Decks are counts per card type:
// a draw is a chance node over what the deck holds, so a shuffle is implicit.
class ButterflyEffectState final : public State {
public:
    ButterflyEffectState(std::shared_ptr<const ButterflyEffectGame> game,
                         std::shared_ptr<const Content> content);

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
    // The other seat's hand and deck become counts and the cards not yet seen.
    nlohmann::json observationJson(int seat) const override;
    bool hasHiddenInformation() const override { return true; }
    // Redeals the other seat's hand from its hand and deck together.
    void resampleHidden(int seat, Rng& rng) override;
    nlohmann::json decisionToJson(const Decision& d) const override;
    Decision decisionFromJson(const nlohmann::json& json) const override;
    std::string decisionToText(const Decision& d) const override;
    std::uint64_t hash() const override;
    // From public information only: streaks, cities held in each era, pieces.
    std::optional<double> evaluate(int seat) const override;
    std::uint32_t counter(int seat, int index) const override;
    // Section 5 of the reading, one line naming the first broken invariant
    // (butterfly_effect_invariants.cpp).
    std::string invariantViolation() const override;

    // Builds a state from its interchange JSON (butterfly_effect_json.cpp).
    static std::unique_ptr<ButterflyEffectState>
    fromJson(std::shared_ptr<const ButterflyEffectGame> game, const nlohmann::json& json);

    // Read access for views, tests and tools.
    const Rules& rules() const { return *rules_; }
    const Content& content() const { return *content_; }
    Phase phase() const { return phase_; }
    int player() const { return current_; }
    // The species on a square of an era, or -1.
    int pieceAt(int era, int square) const { return board_[era][square]; }
    // An era's squares row by row (pieceAt for each), for a tool that compares boards whole.
    const std::array<std::int8_t, kMaxSquares>& squaresOf(int era) const { return board_[era]; }
    int seatOf(int species) const {
        return species < kSpeciesPerSide ? rules_->animalsSeat : 1 - rules_->animalsSeat;
    }
    int sideOf(int seat) const { return seat == rules_->animalsSeat ? 0 : 1; }
    int strength(int species) const;
    int move(int species) const;
    int winner() const { return winner_; }
    // Over at the turn limit (R10) rather than by a hold.
    bool turnLimitReached() const { return turnLimit_; }
    // The summed value of `effect` on the cards attached to `species`.
    int effectSum(int species, Effect effect) const;
    bool hasEffect(int species, Effect effect) const;
    // The evolution cards on `species`, in the order they were played.
    std::span<const Attached> attached(int species) const {
        return {attached_[species].data(), attachedCount_[species]};
    }
    // Cards of a type (0-2: the seat's own species, 3 + e: evolution e) in a
    // seat's hand; the counts of its hand and deck.
    int inHand(int seat, int type) const { return hand_[seat][type]; }
    int handCount(int seat) const { return handCount_[seat]; }
    int deckCount(int seat) const { return deckCount_[seat]; }
    // Whether `viewer` (-1: whoever sees the whole state) sees `seat`'s hand,
    // as observationJson(viewer) shows it.
    static bool seesHand(int viewer, int seat) { return viewer < 0 || viewer == seat; }
    // Turn ends in a row the seat has held a city in each era (G7).
    int streak(int seat) const { return streak_[seat]; }
    // The seat holding the city on `square` of `era` (G6: occupied and, under
    // uncontestedControl, no enemy next to it), or -1.
    int cityHolder(int era, int square) const;
    // The past square of a seat's reproduction still due, or -1, and its species.
    int pendingSquare(int seat) const { return pending_[seat]; }
    int pendingSpecies(int seat) const { return pendingSpecies_[seat]; }
    // The pattern being chosen (Reproduce, DeathPattern): its species and anchor square.
    int patternSpecies() const;
    int patternAnchor() const;
    // The squares one legal way (orientation, cell) of laying that pattern
    // covers, off-board cells dropped, in square order; empty for no such way.
    std::vector<int> patternCover(int orientation, int cell) const;
    // The era chosen at the place step (-1: none yet).
    int chosenEra() const { return chosenEra_; }
    // The move or battle in progress: its era, from and to squares (-1: none)
    // and the dice rolled so far (0: not rolled).
    int moveEra() const { return era_; }
    int moveFrom() const { return from_; }
    int moveTo() const { return to_; }
    int attackDie() const { return attackDie_; }
    int defenceDie() const { return defenceDie_; }
    // The beaten species an evolution card may be stolen from, or -1.
    int stealFrom() const { return stealFrom_; }

private:
    // ---- flow (butterfly_effect_state.cpp) ----
    void advance();
    void endTurn();
    void startTurn(int seat);
    void startBattle();
    void resolveBattle();
    void finishBattle();
    void beaten(int era, int square, int species, int winnerSpecies);
    void openSteal();
    void applyPattern(bool death, int orientation, int cell);
    void removePiece(int era, int square);
    void putPiece(int era, int square, int species);
    void bump(int seat, int counter, int by = 1) {
        counters_[static_cast<std::size_t>(seat)][static_cast<std::size_t>(counter)] +=
            static_cast<std::uint32_t>(by);
    }

    // ---- queries (butterfly_effect_legal.cpp) ----
    int listLegal(Decision* out) const;
    int listChance(Decision* out, double* probability) const;
    bool canPlaceSpecies(int species) const;
    bool canPlaceIn(int species, int era) const;
    bool placeSquareOk(int species, int era, int square) const;
    bool canEvolve() const;
    bool evolveOk(int evolution, int species) const;
    bool canMovePiece(int era, int square) const;
    bool canMove() const;
    bool eraOk(int era) const { return turnEra_ < 0 || turnEra_ == era; }
    int moveAllowance(int era, int square) const;
    // Steps from `square` to each square (-1: out of reach) for a move from it.
    void reachable(int era, int square, std::array<std::int8_t, kMaxSquares>& dist) const;
    int neighbours(int square, bool eight, int* out) const;
    // Squares of `orientation`/`cell` on the board as a bit set; false if that
    // choice repeats an earlier one with the same squares (R3).
    bool patternSquares(int orientation, int cell, std::array<std::uint64_t, 2>& out) const;
    bool extraOk(int square) const;
    bool anyExtra() const;
    bool stealOk(int evolution, int owner) const;
    bool anySteal() const;
    int controlMask(int seat, int era) const;
    std::string whyNot(const Decision& d) const; // butterfly_effect_messages.cpp

    std::shared_ptr<const Content> content_;
    const Rules* rules_;
    std::int8_t size_ = 9;

    std::array<std::array<std::int8_t, kMaxSquares>, kEras> board_{};
    std::array<std::uint16_t, kSpecies> pieces_{}; // pieces of each species on both boards
    std::array<std::array<std::uint8_t, kMaxCardTypes>, kSeats> hand_{}, deck_{}, discard_{};
    std::array<std::uint8_t, kSeats> handCount_{}, deckCount_{};
    std::array<std::array<Attached, kMaxAttached>, kSpecies> attached_{};
    std::array<std::uint8_t, kSpecies> attachedCount_{};

    // The set-up: which species each seat has placed (bit per own species).
    std::array<std::uint8_t, kSeats> setupPlaced_{};
    std::int8_t first_ = -1;
    // The past piece each seat placed by card whose reproduction is due, or -1.
    std::array<std::int16_t, kSeats> pending_{};
    std::array<std::int8_t, kSeats> pendingSpecies_{};

    // Whose turn, where in it, who acts.
    std::int8_t current_ = -1;
    Phase phase_ = Phase::Deal;
    std::int32_t actor_ = kChanceActor;
    std::int32_t turn_ = 0;
    bool reproduced_ = false, drawn_ = false, evolved_ = false, placed_ = false, moved_ = false;
    bool endReproduced_ = false;
    std::int8_t turnEra_ = -1; // oneEraPerTurn: the era the turn acts in
    std::int8_t chosenSpecies_ = -1, chosenEra_ = -1;
    std::int16_t from_ = -1, to_ = -1; // the move in progress
    std::int8_t era_ = -1;             // its era
    std::int8_t attackDie_ = 0, defenceDie_ = 0;
    bool attackerWon_ = false; // while a Camouflage die decides
    // A pattern in progress: whose choice, its species, era and anchor square.
    std::int8_t chooser_ = -1, patternSpecies_ = -1, patternEra_ = -1;
    std::int16_t anchor_ = -1;
    std::int8_t extrasLeft_ = 0;
    std::array<std::uint64_t, 2> grown_{}; // squares the reproduction filled (Fertility)
    // A steal in progress: from which species to which.
    std::int8_t stealFrom_ = -1, stealTo_ = -1;
    // Cities: consecutive turn ends each seat held a city in both eras (G7),
    // and, under holdSameCities, the cities held all along (bit per city).
    std::array<std::uint8_t, kSeats> streak_{};
    std::array<std::array<std::uint8_t, kEras>, kSeats> held_{};
    std::int8_t winner_ = -1;
    bool draw_ = false;      // over without a winner
    bool turnLimit_ = false; // ...because maxTurns passed

    // Statistics (not position: neither JSON nor hash).
    std::array<std::array<std::uint32_t, kStoredCounterCount>, kSeats> counters_{};

    friend struct ButterflyEffectJson;
};

} // namespace pb::butterfly_effect
