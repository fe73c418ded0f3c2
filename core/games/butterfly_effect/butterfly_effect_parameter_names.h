#pragma once

// The names of Butterfly Effect's parameters, one constant each, so the
// ruleset that declares them, the game that reads them, the words that
// label them and the tests that set them cannot drift apart. Character
// arrays, so a name stands wherever its literal stood (a std::string, a
// JSON key, a table of const char*).

namespace pb::butterfly_effect::param {

inline constexpr char kHandSize[] = "handSize";
inline constexpr char kAnimalsSeat[] = "animalsSeat";
inline constexpr char kBoardSize[] = "boardSize";
inline constexpr char kSeparateEraLayouts[] = "separateEraLayouts";
inline constexpr char kPlaceOn[] = "placeOn";
inline constexpr char kCityControl[] = "cityControl";
inline constexpr char kSameCityBothEras[] = "sameCityBothEras";
inline constexpr char kHoldTurnEnds[] = "holdTurnEnds";
inline constexpr char kHoldSameCities[] = "holdSameCities";
inline constexpr char kBattleRule[] = "battleRule";
inline constexpr char kDieSides[] = "dieSides";
inline constexpr char kAttackerLoss[] = "attackerLoss";
inline constexpr char kReproduceAt[] = "reproduceAt";
inline constexpr char kPastPieceStays[] = "pastPieceStays";
inline constexpr char kPatternTurns[] = "patternTurns";
inline constexpr char kSproutOntoEnemy[] = "sproutOntoEnemy";
inline constexpr char kDeathChooser[] = "deathChooser";
inline constexpr char kDeathBoards[] = "deathBoards";
inline constexpr char kMoveAdjacency[] = "moveAdjacency";
inline constexpr char kPassThrough[] = "passThrough";
inline constexpr char kPlaceMandatory[] = "placeMandatory";
inline constexpr char kMoveMandatory[] = "moveMandatory";
inline constexpr char kMoveBeforePlace[] = "moveBeforePlace";
inline constexpr char kOneEraPerTurn[] = "oneEraPerTurn";
inline constexpr char kStealOn[] = "stealOn";
inline constexpr char kMaxEvolutionsPerSpecies[] = "maxEvolutionsPerSpecies";
inline constexpr char kCopiesPerSpecies[] = "copiesPerSpecies";
inline constexpr char kEmptyDeck[] = "emptyDeck";
inline constexpr char kSetupSpots[] = "setupSpots";
inline constexpr char kMaxTurns[] = "maxTurns";
inline constexpr char kPieceLimit[] = "pieceLimit";

} // namespace pb::butterfly_effect::param
