#pragma once

#include <cstdint>

namespace pb {

// SplitMix64 (Steele, Lea, Flood 2014): expands one 64-bit seed into a stream of
// well-mixed words. Used to seed Rng and to derive per-game seeds.
std::uint64_t splitMix64(std::uint64_t& state);

// The seed of game `index` of a run seeded with `runSeed`. Depends only on the two
// numbers, so a batch gives the same games whatever the thread or shard count.
std::uint64_t deriveSeed(std::uint64_t runSeed, std::uint64_t index);

// One game's randomness, split so that no stream shifts another: the set-up is
// generated from the game seed itself, chance decisions draw from
// chanceSeed(seed) and the agent at seat k is seeded with agentSeed(seed, k).
// A ruleset that previews its own chance (a deal) draws from the same stream.
std::uint64_t chanceSeed(std::uint64_t gameSeed);
std::uint64_t agentSeed(std::uint64_t gameSeed, int seat);

// xoshiro256** 1.0 (Blackman and Vigna 2018), seeded through SplitMix64. Every
// draw is integer arithmetic defined here, never a std:: distribution, so one
// seed gives the same numbers on every compiler and platform.
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);
    std::uint64_t next();

    // A uniform integer in [0, bound), bound > 0: Lemire's multiply-and-reject
    // (2019) on the high 32 bits of next(); exactly uniform.
    std::uint32_t below(std::uint32_t bound);

    // A uniform double in [0, 1) with 53 random bits.
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t s_[4];
};

} // namespace pb
