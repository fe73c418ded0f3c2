// The board editor's random terrain (titanomachia_terrain_generator.h): a home
// half from a seed, never over the point limit, the same for the same seed.

#include "games/titanomachia/titanomachia_terrain_generator.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>
#include <set>

using namespace pb::titanomachia;

class TestTitanomachiaTerrainGenerator : public QObject {
    Q_OBJECT

private slots:
    void aLayoutFillsTheHalfUnderTheLimit();
    void theSameSeedGivesTheSameLayout();
    void noPointsLeaveTheHalfOpen();
    void aFreeTypeFillsTheHalfOrTheMarkerLimit();
};

void TestTitanomachiaTerrainGenerator::aLayoutFillsTheHalfUnderTheLimit() {
    const auto types = defaultTerrainTypes(); // rubble 1, ruins 2, hab-block 3
    for (int limit : {1, 2, 17, 40, 200}) {
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const auto layout = randomTerrainLayout(seed, types, limit);
            QCOMPARE(int(layout.size()), kHalf);
            const int cost = terrainLayoutCost(layout, types);
            QVERIFY(cost <= limit);
            // Drawing stops only when no type fits: less than the cheapest (1) is left,
            // or the half is full.
            const int open = int(std::count(layout.begin(), layout.end(), 0));
            QVERIFY2(
                cost == limit || open == 0,
                qPrintable(
                    QStringLiteral("limit %1 seed %2 cost %3").arg(limit).arg(seed).arg(cost)));
            for (int t : layout)
                QVERIFY(t >= 0 && t < int(types.size()));
        }
    }
}

void TestTitanomachiaTerrainGenerator::theSameSeedGivesTheSameLayout() {
    const auto types = defaultTerrainTypes();
    QCOMPARE(randomTerrainLayout(7, types, 17), randomTerrainLayout(7, types, 17));
    std::set<std::vector<int>> layouts;
    for (std::uint64_t seed = 1; seed <= 10; ++seed)
        layouts.insert(randomTerrainLayout(seed, types, 17));
    QVERIFY(layouts.size() >= 9); // seeds differ, layouts differ
}

void TestTitanomachiaTerrainGenerator::noPointsLeaveTheHalfOpen() {
    const auto types = defaultTerrainTypes();
    for (int limit : {0, -5})
        QCOMPARE(randomTerrainLayout(3, types, limit), std::vector<int>(kHalf, 0));
    // Three points with only hab-blocks (3) besides Open: exactly one.
    std::vector<TerrainType> habOnly{types[0], types[3]};
    const auto layout = randomTerrainLayout(3, habOnly, 5);
    QCOMPARE(int(std::count(layout.begin(), layout.end(), 1)), 1);
}

void TestTitanomachiaTerrainGenerator::aFreeTypeFillsTheHalfOrTheMarkerLimit() {
    std::vector<TerrainType> types{{"open", 0, 0, 0, 0}, {"scrub", 0, 1, 0, 0}};
    auto layout = randomTerrainLayout(5, types, 0);
    QCOMPARE(int(std::count(layout.begin(), layout.end(), 1)), kHalf);
    layout = randomTerrainLayout(5, types, 0, 12);
    QCOMPARE(int(std::count(layout.begin(), layout.end(), 1)), 12);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTitanomachiaTerrainGenerator)

#include "test_titanomachia_terrain_generator.moc"
