// pb::Rng, splitMix64 and deriveSeed (engine/rng.h) against the published
// algorithms and their reference outputs.

#include "engine/rng.h"
#include "test_registry.h"

#include <QTest>
#include <array>
#include <cmath>
#include <set>
#include <vector>

namespace {

// xoshiro256** 1.0 as published by Blackman and Vigna, on an explicit state.
struct ReferenceXoshiro {
    std::array<std::uint64_t, 4> s;

    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

    std::uint64_t next() {
        const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
        const std::uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }
};

// Pearson's statistic of `counts` against a uniform expectation.
double chiSquare(const std::vector<int>& counts, double total) {
    const double expected = total / static_cast<double>(counts.size());
    double sum = 0;
    for (int c : counts)
        sum += (c - expected) * (c - expected) / expected;
    return sum;
}

// A bound that a correct generator exceeds with negligible probability.
double generousBound(double degreesOfFreedom) {
    return degreesOfFreedom + 6 * std::sqrt(2 * degreesOfFreedom);
}

} // namespace

class TestRng : public QObject {
    Q_OBJECT

private slots:
    void splitMixMatchesTheReferenceOutputs();
    void xoshiroMatchesTheReferenceOnItsTestState();
    void rngIsXoshiroSeededBySplitMix();
    void sameSeedSameStreamAndReseedRestarts();
    void belowStaysBelowTheBound();
    void belowIsUniform();
    void belowIsUnbiasedForLargeBounds();
    void unitIsInTheHalfOpenInterval();
    void deriveSeedDependsOnlyOnItsArguments();
};

void TestRng::splitMixMatchesTheReferenceOutputs() {
    std::uint64_t state = 0;
    QCOMPARE(pb::splitMix64(state), 0xE220A8397B1DCDAFull);
    QCOMPARE(pb::splitMix64(state), 0x6E789E6AA1B965F4ull);
    QCOMPARE(pb::splitMix64(state), 0x06C45D188009454Full);
    state = 1234567;
    QCOMPARE(pb::splitMix64(state), 6457827717110365317ull);
    QCOMPARE(pb::splitMix64(state), 3203168211198807973ull);
}

void TestRng::xoshiroMatchesTheReferenceOnItsTestState() {
    // Checks the reference model itself against outputs computed by hand.
    ReferenceXoshiro ref{{1, 2, 3, 4}};
    QCOMPARE(ref.next(), 11520ull);
    QCOMPARE(ref.next(), 0ull);
    QCOMPARE(ref.next(), 1509978240ull);
    QCOMPARE(ref.next(), 1215971899390074240ull);
}

void TestRng::rngIsXoshiroSeededBySplitMix() {
    for (std::uint64_t seed : {0ull, 1ull, 42ull, 0xFFFFFFFFFFFFFFFFull}) {
        std::uint64_t sm = seed;
        ReferenceXoshiro ref{};
        for (auto& word : ref.s)
            word = pb::splitMix64(sm);
        pb::Rng rng(seed);
        for (int i = 0; i < 1000; ++i)
            QCOMPARE(rng.next(), ref.next());
    }
}

void TestRng::sameSeedSameStreamAndReseedRestarts() {
    pb::Rng a(77);
    pb::Rng b(77);
    pb::Rng c(78);
    std::vector<std::uint64_t> first;
    bool differs = false;
    for (int i = 0; i < 100; ++i) {
        first.push_back(a.next());
        QCOMPARE(b.next(), first.back());
        differs = differs || c.next() != first.back();
    }
    QVERIFY(differs);
    a.reseed(77);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(a.next(), first[static_cast<std::size_t>(i)]);
}

void TestRng::belowStaysBelowTheBound() {
    pb::Rng rng(5);
    for (int i = 0; i < 1000; ++i)
        QCOMPARE(rng.below(1), 0u);
    for (std::uint32_t bound : {2u, 3u, 7u, 199u, 1000u, 0x80000001u, 0xFFFFFFFFu})
        for (int i = 0; i < 10000; ++i)
            QVERIFY(rng.below(bound) < bound);
}

void TestRng::belowIsUniform() {
    pb::Rng rng(6);
    for (std::uint32_t bound : {3u, 10u, 199u}) {
        const int draws = 2000 * static_cast<int>(bound);
        std::vector<int> counts(bound, 0);
        for (int i = 0; i < draws; ++i)
            ++counts[rng.below(bound)];
        const double chi = chiSquare(counts, draws);
        QVERIFY2(chi < generousBound(bound - 1), std::to_string(chi).c_str());
    }
}

void TestRng::belowIsUnbiasedForLargeBounds() {
    // With bound 3 * 2^30, a modulo reduction of 32 random bits would put half of
    // the draws (not a third) in the lowest third.
    pb::Rng rng(8);
    const std::uint32_t bound = 3u << 30;
    const int draws = 300000;
    int low = 0;
    for (int i = 0; i < draws; ++i)
        low += rng.below(bound) < (1u << 30);
    const double share = static_cast<double>(low) / draws;
    QVERIFY2(std::abs(share - 1.0 / 3) < 0.005, std::to_string(share).c_str());
}

void TestRng::unitIsInTheHalfOpenInterval() {
    pb::Rng rng(9);
    double sum = 0;
    const int draws = 200000;
    std::vector<int> tenths(10, 0);
    for (int i = 0; i < draws; ++i) {
        const double x = rng.unit();
        QVERIFY(x >= 0.0 && x < 1.0);
        sum += x;
        ++tenths[static_cast<std::size_t>(x * 10)];
    }
    QVERIFY(std::abs(sum / draws - 0.5) < 0.005);
    QVERIFY(chiSquare(tenths, draws) < generousBound(9));
}

void TestRng::deriveSeedDependsOnlyOnItsArguments() {
    QCOMPARE(pb::deriveSeed(1, 0), pb::deriveSeed(1, 0));
    QCOMPARE(pb::deriveSeed(12345, 678), pb::deriveSeed(12345, 678));
    std::set<std::uint64_t> seeds;
    for (std::uint64_t run : {1ull, 2ull})
        for (std::uint64_t i = 0; i < 10000; ++i)
            seeds.insert(pb::deriveSeed(run, i));
    QCOMPARE(seeds.size(), std::size_t(20000));
}

PLAYBENCH_TEST_APPLESS_MAIN(TestRng)
#include "test_rng.moc"
