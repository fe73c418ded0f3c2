#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace pb::stability {

// The permeation chart of docs/rules/stability.md, in chart order. Index 0 is
// "none" (no effect bought).
enum Effect : std::uint8_t {
    kNone,
    kAdj1,
    kMag1,
    kAdj2,
    kMag2,
    kAdj3,
    kMag3,
    kAny1,
    kMag4,
    kAny2,
    kAny3,
    kMixed2,
    kSet,
    kEffectCount
};

enum class ExtraScope : std::uint8_t { None, Adjacent, Anywhere };

struct EffectInfo {
    std::string_view id;
    std::string_view costParameter; // empty for none
    int defaultCost;
    int magnitudeBonus; // added to the base magnitude 1
    int extras;         // extra tiles after the primary
    ExtraScope scope;
    bool ownSigns; // each extra chooses its own sign (mixed2)
};

inline constexpr std::array<EffectInfo, kEffectCount> kEffects{{
    {"none", "", 0, 0, 0, ExtraScope::None, false},
    {"adj1", "costAdj1", 3, 0, 1, ExtraScope::Adjacent, false},
    {"mag1", "costMag1", 4, 1, 0, ExtraScope::None, false},
    {"adj2", "costAdj2", 4, 0, 2, ExtraScope::Adjacent, false},
    {"mag2", "costMag2", 5, 2, 0, ExtraScope::None, false},
    {"adj3", "costAdj3", 5, 0, 3, ExtraScope::Adjacent, false},
    {"mag3", "costMag3", 6, 3, 0, ExtraScope::None, false},
    {"any1", "costAny1", 6, 0, 1, ExtraScope::Anywhere, false},
    {"mag4", "costMag4", 7, 4, 0, ExtraScope::None, false},
    {"any2", "costAny2", 7, 0, 2, ExtraScope::Anywhere, false},
    {"any3", "costAny3", 8, 0, 3, ExtraScope::Anywhere, false},
    {"mixed2", "costMixed2", 8, 0, 2, ExtraScope::Anywhere, true},
    {"set", "costSet", 9, 0, 0, ExtraScope::None, false},
}};

// The largest number of extras any effect asks for.
inline constexpr int kMaxExtras = 3;

} // namespace pb::stability
