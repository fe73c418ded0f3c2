// Heatmaps per game, per seat and as an A/B difference (docs/reports.md,
// "Heatmaps"): a run of many long games and a run of a few short ones with
// the same pattern in every game show the same map; the seats' maps and
// chance's part add up to the all-seats map; the difference map of two
// identical runs is zero, and a planted shift shows in its cell alone.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "report/heatmap_section.h"
#include "sim/simulator.h"
#include "stats/heatmap_stats.h"
#include "test_registry.h"

#include <QTest>
#include <numeric>

using nlohmann::json;

namespace {

// A batch of `games` games of `turns` turns each, every game counting
// `pattern` (the all-seats block, no seat blocks) plus `extra(i)` in game i.
pb::SimulationResult batchOf(std::uint64_t games, int turns,
                             const std::vector<std::uint32_t>& pattern) {
    pb::SimulationResult result;
    for (std::uint64_t i = 0; i < games; ++i) {
        pb::SimulatedGame g;
        g.index = i;
        g.seed = 1000 + i;
        g.turns = turns;
        g.heat = pattern;
        result.games.push_back(std::move(g));
    }
    return result;
}

std::vector<double> numbers(const json& list) {
    return list.get<std::vector<double>>();
}

} // namespace

class TestHeatmapStats : public QObject {
    Q_OBJECT

private slots:
    void aRunOfLongGamesLooksNoHotterThanOneOfShortGames();
    void aRunStoredWithoutItsGameCountShowsItsTotals();
    void theSeatsAndChanceAddUpToTheAllSeatsMap();
    void seatsAreShownOnlyWhereTwoSeatsAct();
    void twoIdenticalRunsDifferByNothing();
    void aPlantedShiftShowsInItsCellAlone();
    void aFewGamesGiveADescriptiveMapOnly();
};

void TestHeatmapStats::aRunOfLongGamesLooksNoHotterThanOneOfShortGames() {
    const auto game = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    std::vector<std::uint32_t> pattern(200, 0);
    pattern[0] = 2;
    pattern[11] = 1;
    pattern[150] = 1;
    // 40 games of 300 turns against 10 of 20: four times the events in the
    // run's totals, the same in every game.
    const json longRun = pb::summarizeHeatmaps(batchOf(40, 300, pattern), *game);
    const json shortRun = pb::summarizeHeatmaps(batchOf(10, 20, pattern), *game);
    QCOMPARE(longRun[0]["cells"][0].get<int>(), 80);
    QCOMPARE(shortRun[0]["cells"][0].get<int>(), 20);
    for (std::size_t m = 0; m < 2; ++m) {
        const json a = pb::heatmapPerGame(longRun[m]), b = pb::heatmapPerGame(shortRun[m]);
        QVERIFY(a["per_game"].get<bool>());
        QVERIFY(a["mean"] == b["mean"]);
        QVERIFY(a["share"] == b["share"]);
        QCOMPARE(a["max_mean"].get<double>(), b["max_mean"].get<double>());
    }
    const json visits = pb::heatmapPerGame(longRun[0]);
    QCOMPARE(visits["mean"][0].get<double>(), 2.0);
    QCOMPARE(visits["mean"][11].get<double>(), 1.0);
    QCOMPARE(visits["share"][0].get<double>(), 1.0);
    QCOMPARE(visits["share"][1].get<double>(), 0.0);
    // The report draws the same grids for both: only the game count differs.
    std::vector<pb::ReportBlock> longBlocks, shortBlocks;
    pb::appendHeatmapSection(longBlocks, longRun);
    pb::appendHeatmapSection(shortBlocks, shortRun);
    QCOMPARE(longBlocks.size(), shortBlocks.size());
    for (std::size_t i = 0; i < longBlocks.size(); ++i)
        if (longBlocks[i].kind == pb::ReportBlock::Kind::Svg)
            QCOMPARE(longBlocks[i].content, shortBlocks[i].content);
    QVERIFY(longBlocks[2].content.find("2.00 per game, in 100% of games") != std::string::npos);
    QVERIFY(longBlocks[1].content.find("Per game, over 40 games") != std::string::npos);
}

void TestHeatmapStats::aRunStoredWithoutItsGameCountShowsItsTotals() {
    const json old = json::parse(R"({"id":"visits","title":"t","rows":1,"cols":3,)"
                                 R"("cells":[0,6,3],"max":6})");
    const json view = pb::heatmapPerGame(old);
    QVERIFY(!view["per_game"].get<bool>());
    QCOMPARE(numbers(view["mean"]), (std::vector<double>{0.0, 6.0, 3.0}));
    QVERIFY(!view.contains("share"));
    std::vector<pb::ReportBlock> blocks;
    pb::appendHeatmapSection(blocks, json::array({old}));
    QVERIFY(blocks[1].content.find("Totals over the run") != std::string::npos);
    // Stored with its games but before shares and seats were counted: per game.
    json withGames = old;
    withGames["games"] = 3;
    QCOMPARE(numbers(pb::heatmapPerGame(withGames)["mean"]), (std::vector<double>{0.0, 2.0, 1.0}));
}

void TestHeatmapStats::theSeatsAndChanceAddUpToTheAllSeatsMap() {
    // In play, every ruleset's every map: seats plus chance equal all seats.
    int withMaps = 0;
    for (const pb::Ruleset* ruleset : pb::allRulesets()) {
        const int players = std::max(2, ruleset->minPlayers());
        if (players > ruleset->maxPlayers())
            continue;
        pb::SimulationConfig config;
        config.game = ruleset->makeGame(json::object(), players);
        if (config.game->heatmaps().empty())
            continue;
        ++withMaps;
        const std::string name(ruleset->id());
        const char* id = name.c_str();
        config.agentSpecs.assign(static_cast<std::size_t>(players), "random");
        config.games = 6;
        config.heatmaps = true;
        const json maps = pb::summarizeHeatmaps(pb::simulate(config), *config.game);
        QVERIFY2(!maps.empty(), id);
        for (const json& map : maps) {
            QVERIFY2(map.contains("seats"), id);
            QCOMPARE(map["seats"].size(), static_cast<std::size_t>(players));
            const auto all = map["cells"].get<std::vector<std::uint64_t>>();
            std::vector<std::uint64_t> sum = map["chance"].get<std::vector<std::uint64_t>>();
            for (const json& seat : map["seats"]) {
                const auto s = seat.get<std::vector<std::uint64_t>>();
                for (std::size_t c = 0; c < sum.size(); ++c)
                    sum[c] += s[c];
            }
            QVERIFY2(sum == all, id);
            // No seat counts more than all seats: chance's part is never negative.
            for (std::uint64_t x : map["chance"].get<std::vector<std::uint64_t>>())
                QVERIFY2(x <= std::accumulate(all.begin(), all.end(), std::uint64_t{0}), id);
        }
    }
    QVERIFY(withMaps >= 5);
}

void TestHeatmapStats::seatsAreShownOnlyWhereTwoSeatsAct() {
    json map = json::parse(R"({"id":"m","title":"t","rows":1,"cols":2,"games":2,)"
                           R"("cells":[4,2],"max":4,"games_with":[2,1],)"
                           R"("seats":[[4,0],[0,0]],"chance":[0,2]})");
    QVERIFY(!pb::heatmapPerGame(map).contains("seats")); // one seat acts: nothing to tell apart
    map["seats"] = json::parse("[[3,0],[1,0]]");
    map["chance"] = json::parse("[0,2]");
    const json view = pb::heatmapPerGame(map);
    QVERIFY(view.contains("seats"));
    QCOMPARE(numbers(view["seats"][0]), (std::vector<double>{1.5, 0.0}));
    QCOMPARE(numbers(view["seats"][1]), (std::vector<double>{0.5, 0.0}));
    QCOMPARE(numbers(view["chance"]), (std::vector<double>{0.0, 1.0}));
    std::vector<pb::ReportBlock> blocks;
    pb::appendHeatmapSection(blocks, json::array({map}));
    std::string html;
    for (const auto& block : blocks)
        html += block.content;
    QVERIFY(html.find("<h4>t: P1</h4>") != std::string::npos);
    QVERIFY(html.find("<h4>t: P2</h4>") != std::string::npos);
    QVERIFY(html.find("belongs to no seat") != std::string::npos);
}

void TestHeatmapStats::twoIdenticalRunsDifferByNothing() {
    pb::SimulationConfig config;
    config.game = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    config.agentSpecs = {"random", "random"};
    config.games = 40;
    config.heatmaps = true;
    const pb::SimulationResult a = pb::simulate(config), b = pb::simulate(config);
    const json maps = pb::compareHeatmaps(a, b, *config.game, *config.game);
    QCOMPARE(maps.size(), std::size_t{2});
    for (const json& map : maps) {
        QCOMPARE(map["games"].get<int>(), 40);
        QCOMPARE(map["marked"].get<int>(), 0);
        QCOMPARE(map["largest"].get<double>(), 0.0);
        for (double d : numbers(map["difference"]))
            QCOMPARE(d, 0.0);
        QVERIFY(map["a"] == map["b"]);
    }
    // The busy map is not empty: the zero is a difference, not a blank.
    const auto visits = numbers(maps[0]["a"]);
    QVERIFY(std::accumulate(visits.begin(), visits.end(), 0.0) > 0.0);
}

void TestHeatmapStats::aPlantedShiftShowsInItsCellAlone() {
    const auto game = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    pb::SimulationResult a, b;
    for (std::uint64_t i = 0; i < 60; ++i) {
        std::vector<std::uint32_t> heat(200, 0);
        // Noise both designs share (paired), and some that differs per game.
        heat[5] = static_cast<std::uint32_t>(i % 4);
        heat[7] = static_cast<std::uint32_t>(i % 3);
        pb::SimulatedGame ga;
        ga.index = i;
        ga.seed = i;
        ga.heat = heat;
        pb::SimulatedGame gb = ga;
        gb.heat[5] += 1 + static_cast<std::uint32_t>(i % 2);  // the planted shift: +1.5 per game
        gb.heat[7] = static_cast<std::uint32_t>((i + 1) % 3); // differs, not on average
        a.games.push_back(std::move(ga));
        b.games.push_back(std::move(gb));
    }
    const json maps = pb::compareHeatmaps(a, b, *game, *game);
    const json& visits = maps[0];
    QCOMPARE(visits["difference"][5].get<double>(), 1.5);
    QVERIFY(visits["beyond_noise"][5].get<bool>());
    QVERIFY(std::abs(visits["difference"][7].get<double>()) < 1e-12);
    QVERIFY(!visits["beyond_noise"][7].get<bool>());
    QCOMPARE(visits["marked"].get<int>(), 1);
    QCOMPARE(visits["largest"].get<double>(), 1.5);
    QVERIFY(visits["low"][5].get<double>() > 0.0);
    QVERIFY(visits["low"][7].get<double>() < 0.0 && visits["high"][7].get<double>() > 0.0);
    // Simultaneous over the 100 cells: wider than one cell's 95% interval.
    QVERIFY(visits["z"].get<double>() > 3.4);
    QCOMPARE(maps[1]["marked"].get<int>(), 0);

    // The report outlines the marked cell and says how many.
    std::vector<pb::ReportBlock> blocks;
    pb::appendHeatmapDifferences(blocks, maps);
    std::string html;
    for (const auto& block : blocks)
        html += block.content;
    QVERIFY(html.find("1 cell beyond noise (outlined)") != std::string::npos);
    QVERIFY(html.find("B - A +1.50 (") != std::string::npos);
    QVERIFY(html.find("stroke=\"#111\"") != std::string::npos);

    // A design B of another board size shares no map with A.
    const auto smaller = pb::rulesetOrThrow("stability").makeGame(json{{"size", 8}}, 2);
    QVERIFY(pb::compareHeatmaps(a, b, *game, *smaller).empty());
}

void TestHeatmapStats::aFewGamesGiveADescriptiveMapOnly() {
    const auto game = pb::rulesetOrThrow("stability").makeGame(json::object(), 2);
    std::vector<std::uint32_t> base(200, 0), shifted(200, 0);
    shifted[5] = 3;
    const json maps =
        pb::compareHeatmaps(batchOf(10, 10, base), batchOf(10, 10, shifted), *game, *game);
    QCOMPARE(maps[0]["difference"][5].get<double>(), 3.0);
    QVERIFY(maps[0]["descriptive"].get<bool>());
    QCOMPARE(maps[0]["marked"].get<int>(), 0);
}

PLAYBENCH_TEST_GUILESS_MAIN(TestHeatmapStats)
#include "test_heatmap_stats.moc"
