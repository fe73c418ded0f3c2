#pragma once

#include <cstdint>
#include <map>
#include <vector>

namespace pb {

// How many times each integer value was seen: a sorted list of integers kept
// as its counts, so its size is the number of distinct values, not of values.
// Everything a sorted vector gives a report (quantiles, histograms, the mean
// summed in order) it gives exactly (stats/distribution.h).
class IntegerCounts {
public:
    void add(std::int64_t value, std::uint64_t times = 1);
    void merge(const IntegerCounts& other);

    std::uint64_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    std::int64_t min() const;
    std::int64_t max() const;
    // The value at 0-based position `rank` of the sorted list (rank < size()).
    std::int64_t at(std::uint64_t rank) const;

    // Calls f(value, count) for every value seen, ascending.
    template <class F> void forEach(F f) const {
        for (auto it = sparse_.begin(); it != sparse_.end() && it->first < 0; ++it)
            f(it->first, it->second);
        for (std::size_t v = 0; v < dense_.size(); ++v)
            if (dense_[v])
                f(static_cast<std::int64_t>(v), dense_[v]);
        for (auto it = sparse_.lower_bound(0); it != sparse_.end(); ++it)
            f(it->first, it->second);
    }

private:
    // Small non-negative values (turns, decisions, most counters) are counted
    // by index; the rare others in a map.
    static constexpr std::int64_t kDense = 4096;
    std::vector<std::uint64_t> dense_;
    std::map<std::int64_t, std::uint64_t> sparse_;
    std::uint64_t size_ = 0;
};

} // namespace pb
