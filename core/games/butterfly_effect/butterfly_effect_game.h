#pragma once

#include "engine/game.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pb::butterfly_effect {

inline constexpr int kSeats = 2;
inline constexpr int kEras = 2; // 0 = past, 1 = present
inline constexpr int kPast = 0;
inline constexpr int kPresent = 1;
inline constexpr int kMinSize = 5;
inline constexpr int kMaxSize = 11;
inline constexpr int kMaxSquares = kMaxSize * kMaxSize;
inline constexpr int kSpeciesPerSide = 3;
inline constexpr int kSpecies = 2 * kSpeciesPerSide; // 0-2 animals, 3-5 plants
inline constexpr int kMaxEvolutions = 12;            // kinds of evolution card
inline constexpr int kMaxCardTypes = kSpeciesPerSide + kMaxEvolutions;
inline constexpr int kMaxCopies = 9;
inline constexpr int kMaxPatternSide = 4;
inline constexpr int kMaxPatternCells = kMaxPatternSide * kMaxPatternSide;
inline constexpr int kOrientations = 8; // 0-3 turns of 90 degrees, 4-7 the mirror image turned
inline constexpr int kMaxCities = 8;
inline constexpr int kMaxAttached = 4;
inline constexpr int kMaxHand = 10;

// Decision kinds (Decision::kind) and what a, b hold for each. Squares are
// row * size + column; species are 0-5 (animals 0-2, plants 3-5); a card type
// in a hand is 0-2 (the seat's own species, in order) or 3 + evolution.
enum DecisionKind : std::uint16_t {
    kDrawKind,         // chance: a = seat, b = card type drawn
    kFirstKind,        // chance: a = the seat drawn to place and play first
    kRollKind,         // chance: a = die face (attacker, defender or Camouflage)
    kSetupSpeciesKind, // a = species of the set-up piece
    kSetupSquareKind,  // a = green spot in the present
    kReproduceKind,    // a = orientation, b = pattern cell on the anchor
    kExtraKind,        // Fertility: a = square of the extra piece
    kDeclineExtraKind, // Fertility: no extra piece
    kEvolveKind,       // a = evolution, b = own species
    kPassKind,         // no evolution this turn
    kPlaceCardKind,    // a = species card played
    kPlaceEraKind,     // a = era
    kPlaceSquareKind,  // a = square
    kSkipPlaceKind,    // placeMandatory=false: no placement
    kMoveFromKind,     // a = era, b = square of the piece
    kMoveToKind,       // a = destination square
    kSkipMoveKind,     // moveMandatory=false: no move
    kDeathPatternKind, // a = orientation, b = pattern cell on the dead square
    kStealKind,        // a = evolution, b = the seat whose deck the card came from
    kNoStealKind,      // the winner takes nothing
    kDecisionKindCount
};

enum class PlaceOn : std::uint8_t { GreenSpots, AnyEmpty, AdjacentOwn };
enum class BattleRule : std::uint8_t { Opposed, Health };
enum class ReproduceAt : std::uint8_t { OwnerNextTurn, OpponentTurnEnd, Immediate };
enum class StealOn : std::uint8_t { BattleWin, AttackerWin, Never };

// Typed evolution effects (the reading's section 3 cards use one each).
enum class Effect : std::uint8_t {
    Strength,        // +value strength
    DefenceStrength, // +value strength when defending
    AttackStrength,  // +value strength when attacking
    Move,            // +value move
    Camouflage,      // a beaten defender survives on a die of value or more
    Vines,           // enemies starting a move next to this species move value less (>= 1)
    Fertility,       // value extra pieces after this species reproduces
    DeepRoots,       // this species' death pattern is its one matching square
};
inline constexpr int kEffectCount = 8;
const char* effectName(Effect effect);

// The parameters, resolved once (docs/rules/butterfly-effect.md, "Parameters").
struct Rules {
    int handSize = 5;
    int animalsSeat = 0;
    int boardSize = 9;
    bool separateEraLayouts = false;
    PlaceOn placeOn = PlaceOn::GreenSpots;
    bool uncontestedControl = false;
    bool sameCityBothEras = false;
    int holdTurnEnds = 3;
    bool holdSameCities = false;
    BattleRule battleRule = BattleRule::Opposed;
    int dieSides = 6;
    bool attackerReturns = false;
    ReproduceAt reproduceAt = ReproduceAt::OwnerNextTurn;
    bool pastPieceStays = true;
    bool reflections = true;
    bool sproutOverridesEnemy = false;
    bool winnerChoosesDeath = false;
    bool deathOnBothBoards = false;
    bool eightNeighbours = false;
    bool passThrough = false;
    bool placeMandatory = true;
    bool moveMandatory = true;
    bool moveBeforePlace = false;
    bool oneEraPerTurn = false;
    StealOn stealOn = StealOn::BattleWin;
    int maxEvolutionsPerSpecies = 2;
    int copiesPerSpecies = 4;
    bool reshuffle = true;
    bool ownHalfSetup = false;
    int maxTurns = 200;
    int pieceLimit = 0;
};

struct SpeciesCard {
    std::string name;
    int strength = 1;
    int move = 1;
    int health = 1;
    int copies = 4;
    std::vector<std::string> pattern; // rows of 'X' and '.', as drawn
    int cells = 0;
    std::array<std::int8_t, kMaxPatternCells> dr{}, dc{}; // the X cells, row by row
};

struct EvolutionCard {
    std::string name;
    Effect effect = Effect::Strength;
    int value = 1;
    int copies = 1;
};

// The designer's data a game is played with (the set-up JSON of
// docs/rules/butterfly-effect.md): six species, the evolution cards of both
// decks, and the two boards. Shared, immutable, by every state of a game.
struct Content {
    std::array<SpeciesCard, kSpecies> species;
    std::vector<EvolutionCard> evolutions;
    int size = 9;
    std::array<std::array<bool, kMaxSquares>, kEras> green{};
    std::array<std::array<std::int8_t, kMaxSquares>, kEras> city{}; // city index, or -1
    std::array<int, kEras> cityCount{};
    bool isDefault = true;
    std::uint64_t hash = 0;
    // Derived once from the above, for the hot path: the green spots and
    // cities of each era in square order, and each square's neighbours
    // (the 4 orthogonal first, then the 4 diagonal).
    std::array<std::array<std::int16_t, kMaxSquares>, kEras> greenSquares{}, citySquares{};
    std::array<int, kEras> greenCount{};
    std::array<std::array<std::int16_t, 8>, kMaxSquares> around{};
    std::array<std::uint8_t, kMaxSquares> orthCount{}, allCount{};

    int evolutionCount() const { return static_cast<int>(evolutions.size()); }
    int cardTypes() const { return kSpeciesPerSide + evolutionCount(); }
    // Cards of `type` in each player's deck.
    int copies(int side, int type) const;
    int deckSize(int side) const;
    nlohmann::json toJson() const;
};

class ButterflyEffectGame final : public Game {
public:
    ButterflyEffectGame(const Ruleset& ruleset, nlohmann::json params, int numPlayers);

    const Rules& rules() const { return rules_; }
    // The reading's section 3 on a board of `boardSize`.
    const std::shared_ptr<const Content>& defaultContent() const { return default_; }
    // A set-up JSON ({"species", "evolutions", "board"}, each optional; null
    // for the defaults) as content; throws InvalidInput naming the field.
    std::shared_ptr<const Content> contentFromJson(const nlohmann::json& setup) const;

    // Before the deal: the chance draws, the first player, then the set-up placements.
    std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                           const nlohmann::json& setup = {}) const override;

    // "past" and "present": pieces that came onto a square of each era
    // (placed, moved, reproduced or won a battle there):
    // butterfly_effect_heatmaps.cpp.
    std::vector<HeatmapSpec> heatmaps() const override;
    std::unique_ptr<HeatRecorder> makeHeatRecorder() const override;

private:
    Rules rules_;
    std::shared_ptr<const Content> default_;
};

} // namespace pb::butterfly_effect
