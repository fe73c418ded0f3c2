#include "sim/integer_counts.h"

#include <stdexcept>

namespace pb {

void IntegerCounts::add(std::int64_t value, std::uint64_t times) {
    if (times == 0)
        return;
    size_ += times;
    if (value >= 0 && value < kDense) {
        if (static_cast<std::size_t>(value) >= dense_.size())
            dense_.resize(static_cast<std::size_t>(value) + 1, 0);
        dense_[static_cast<std::size_t>(value)] += times;
    } else {
        sparse_[value] += times;
    }
}

void IntegerCounts::merge(const IntegerCounts& other) {
    other.forEach([this](std::int64_t value, std::uint64_t count) { add(value, count); });
}

std::int64_t IntegerCounts::min() const {
    return at(0);
}

std::int64_t IntegerCounts::max() const {
    return at(size_ - 1);
}

std::int64_t IntegerCounts::at(std::uint64_t rank) const {
    if (rank >= size_)
        throw std::out_of_range("IntegerCounts::at past the last value");
    std::int64_t found = 0;
    bool done = false;
    forEach([&](std::int64_t value, std::uint64_t count) {
        if (done)
            return;
        if (rank < count) {
            found = value;
            done = true;
        } else {
            rank -= count;
        }
    });
    return found;
}

} // namespace pb
