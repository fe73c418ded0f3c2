#include "engine/rng.h"

namespace pb {

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}
} // namespace

std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::uint64_t deriveSeed(std::uint64_t runSeed, std::uint64_t index) {
    std::uint64_t state = runSeed;
    const std::uint64_t mixedRun = splitMix64(state);
    std::uint64_t indexState = mixedRun ^ (index * 0xD1B54A32D192ED03ull);
    return splitMix64(indexState);
}

void Rng::reseed(std::uint64_t seed) {
    std::uint64_t state = seed;
    for (auto& word : s_)
        word = splitMix64(state);
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::uint32_t Rng::below(std::uint32_t bound) {
    std::uint64_t product = (next() >> 32) * static_cast<std::uint64_t>(bound);
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
        const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
        while (low < threshold) {
            product = (next() >> 32) * static_cast<std::uint64_t>(bound);
            low = static_cast<std::uint32_t>(product);
        }
    }
    return static_cast<std::uint32_t>(product >> 32);
}

std::uint64_t chanceSeed(std::uint64_t gameSeed) {
    return deriveSeed(gameSeed, 0);
}

std::uint64_t agentSeed(std::uint64_t gameSeed, int seat) {
    return deriveSeed(gameSeed, 1 + static_cast<std::uint64_t>(seat));
}

} // namespace pb
