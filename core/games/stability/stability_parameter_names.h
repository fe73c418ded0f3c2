#pragma once

// The names of Stability's parameters, one constant each, so the
// ruleset that declares them, the game that reads them, the words that
// label them and the tests that set them cannot drift apart. Character
// arrays, so a name stands wherever its literal stood (a std::string, a
// JSON key, a table of const char*).

namespace pb::stability::param {

inline constexpr char kSize[] = "size";
inline constexpr char kMinValue[] = "minValue";
inline constexpr char kMaxValue[] = "maxValue";
inline constexpr char kCornerValue[] = "cornerValue";
inline constexpr char kDirections[] = "directions";
inline constexpr char kShareSquares[] = "shareSquares";
inline constexpr char kPermeationThreshold[] = "permeationThreshold";
inline constexpr char kMinTile[] = "minTile";
inline constexpr char kMaxTile[] = "maxTile";
inline constexpr char kAfflictionMandatory[] = "afflictionMandatory";
inline constexpr char kAdjacency[] = "adjacency";
inline constexpr char kMaxTurns[] = "maxTurns";

} // namespace pb::stability::param
