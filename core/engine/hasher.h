#pragma once

#include <cstdint>
#include <string_view>

namespace pb {

// FNV-1a 64 over values fed one at a time in a fixed order and width, so a
// state's hash is the same on every platform (no padding, no endianness).
class Hasher {
public:
    void add(std::uint64_t value, int bytes = 8) {
        for (int i = 0; i < bytes; ++i) {
            h_ ^= (value >> (8 * i)) & 0xFFu;
            h_ *= 0x100000001B3ull;
        }
    }
    void addByte(std::uint8_t value) { add(value, 1); }
    void addText(std::string_view text) {
        for (char c : text)
            addByte(static_cast<std::uint8_t>(c));
    }
    std::uint64_t value() const { return h_; }

private:
    std::uint64_t h_ = 0xCBF29CE484222325ull;
};

} // namespace pb
