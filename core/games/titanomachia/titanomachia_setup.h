#pragma once

// The designer's data of a Titanomachia game (docs/rules/titanomachia.md,
// "Set-up JSON"): terrain types, and per player the sealed bid, the Titan's
// System cards, the terrain bought and its layout, the Objectives and the
// start square. The titan builder and board editor edit exactly this; the
// point cost is a plain function so they can show it live.

#include "games/titanomachia/titanomachia_parameter_names.h"

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb::titanomachia {

inline constexpr int kSide = 10;
inline constexpr int kSquares = kSide * kSide;
inline constexpr int kHalf = kSquares / 2;
inline constexpr int kSeats = 2;
inline constexpr int kMaxTerrainTypes = 8;

enum System : int { kCrew, kPropulsion, kFireControl, kShield, kWeapon, kSystemCount };
enum ObjectiveType : int { kHold, kDemolition, kBreakthrough, kCripple, kObjectiveTypeCount };

// Scores per System, in the order of T15-T19 (Armour apart).
inline constexpr std::array<int, kSystemCount> kScoreCount{2, 2, 2, 2, 4};
inline constexpr std::array<const char*, kSystemCount> kSystemNames{
    "crew", "propulsion", "fireControl", "shieldGenerator", "weapon"};
// The per-System price parameters (G1), in System order.
inline constexpr std::array<const char*, kSystemCount> kSystemPriceParameters{
    param::kPriceCrew, param::kPricePropulsion, param::kPriceFireControl,
    param::kPriceShieldGenerator, param::kPriceWeapon};
inline const char* systemPriceParameter(int system) {
    return kSystemPriceParameters[std::size_t(system)];
}
// The Systems as the designer's text names them, for decision texts.
inline constexpr std::array<const char*, kSystemCount> kSystemTitles{
    "Crew", "Propulsion", "Fire Control", "Shield Generator", "Weapon"};
inline constexpr std::array<std::array<const char*, 4>, kSystemCount> kScoreNames{{
    {"skill", "stamina", "", ""},
    {"speed", "traction", "", ""},
    {"acuity", "gain", "", ""},
    {"strength", "coherence", "", ""},
    {"range", "rateOfFire", "power", "areaOfEffect"},
}};
inline constexpr std::array<const char*, kObjectiveTypeCount> kObjectiveNames{
    "hold", "demolition", "breakthrough", "cripple"};

// Scores whose minimum is 1 (G4): Skill, Speed, Rate of Fire, Power.
inline bool scoreAtLeastOne(int system, int score) {
    return (system == kCrew && score == 0) || (system == kPropulsion && score == 0) ||
           (system == kWeapon && (score == 1 || score == 2));
}

struct TerrainType {
    std::string name;
    int armour = 0, difficulty = 0, interference = 0, cost = 0;
};

struct SystemCard {
    int armour = 1;
    std::array<int, 4> scores{};
};

struct Titan {
    std::string name;
    std::array<SystemCard, kSystemCount> systems{};
};

// A set-up's titan "auto:warhound" or "auto:reaver" is built by
// buildTitan (titanomachia_titan_builder.h) in that preset's proportions from
// the points the budget leaves after terrain, Objectives and bid.
inline constexpr const char* kAutoTitanPrefix = "auto:";

struct ObjectiveChoice {
    int type = kHold;
    int square = -1; // -1: designated in play
};

struct PlayerSetup {
    int bid = 0;
    Titan titan;
    std::vector<int> terrainCount;  // per terrain type; [0] (Open) pads to 50
    std::vector<int> terrainLayout; // 50 type indices in square order of the home half, or empty
    std::vector<ObjectiveChoice> objectives;
    int start = -1;
};

struct Setup {
    std::vector<TerrainType> terrainTypes;
    std::array<PlayerSetup, kSeats> players;
};

// The prices, deadlines and limits the set-up is checked against (from the
// parameters; see TitanRules).
struct Prices {
    int budget = 60;
    int scorePointCost = 1;
    // G1, per System: a factor on scorePointCost for that card's points (the
    // price sweep raises one System's price at a time).
    std::array<int, kSystemCount> systemPrice{1, 1, 1, 1, 1};
    std::array<int, kObjectiveTypeCount> objectiveCost{3, 2, 2, 2};
    int maxScore = 6;
    int maxArmour = 4;
};

Prices pricesFromParams(const nlohmann::json& params);

// The price of one score point (Armour included) on `system`'s card.
int systemPointCost(int system, const Prices& prices);
// The points a player's Titan, terrain and objectives cost, bid excluded (G1).
int titanCost(const Titan& titan, const Prices& prices);
int buildCost(const PlayerSetup& player, const std::vector<TerrainType>& types,
              const Prices& prices);

// The cost of one player's set-up as the editor shows it: {"titan", "terrain",
// "objectives", "bid", "total", "budget", "left"} from its JSON (a "players"
// entry of the set-up JSON; presets allowed). Throws InvalidInput.
nlohmann::json pointCost(const nlohmann::json& player, const nlohmann::json& params,
                         const nlohmann::json& terrainTypes = nullptr);

// What a whole set-up (null: the defaults) costs, for the CLI's setup-cost:
// {"budget", "firstPlayer" (null on tied bids), "players": per seat {"titan",
// "terrain", "objectives", "bid", "bidPaid" (R1: the bid when it may win),
// "total", "left"}, "valid", and "error" when the set-up cannot be played}.
// Throws InvalidInput only for a set-up too malformed to price.
nlohmann::json setupCost(const nlohmann::json& setup, const Prices& prices);

// The set-up of `json` (null: the reading's defaults of section 3), checked
// against the prices: throws InvalidInput naming the field.
Setup setupFromJson(const nlohmann::json& json, const Prices& prices);
nlohmann::json setupToJson(const Setup& setup);

// The default terrain types and the two presets of section 3.
std::vector<TerrainType> defaultTerrainTypes();
Titan presetTitan(const std::string& name); // "warhound" or "reaver"; throws InvalidInput

// The squares of a seat's home half in ascending order (seat 0: rows 5-9).
int homeSquare(int seat, int index);
bool inHomeHalf(int seat, int square);

} // namespace pb::titanomachia
