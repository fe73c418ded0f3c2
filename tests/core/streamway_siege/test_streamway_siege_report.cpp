// What Streamway Siege's balance report makes of its counters (section 6 of
// the reading): the histogram of waves survived over a run's games, and the
// per-snake, per-ladder and per-wave rows a design's board and waves cannot
// fire left out of the rule usage, while a real zero is still flagged.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "games/streamway_siege/streamway_siege_parameter_names.h"
#include "games/streamway_siege/streamway_siege_ruleset.h"
#include "games/streamway_siege/streamway_siege_state.h"
#include "report/report_context.h"
#include "report/report_writer.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>
#include <set>

namespace param = pb::streamway_siege::param;

namespace ss = pb::streamway_siege;
using nlohmann::json;

namespace {

// A 30-step board with two snakes and one ladder.
const json kSetup = {
    {"board",
     {{"steps", 30}, {"columns", 6}, {"snakes", {{8, 20}, {12, 25}}}, {"ladders", {{28, 10}}}}}};

// A lost two-seat game whose every counter is 0 but those set by `set`.
template <class Set> pb::SimulatedGame game(std::uint64_t index, Set set) {
    pb::SimulatedGame g;
    g.index = index;
    g.turns = 10;
    g.decisions = 20;
    g.outcome.numSeats = 2;
    g.outcome.winner = -1;
    g.counters.assign(2 * static_cast<std::size_t>(ss::kCounterCount), 0);
    set([&g](int seat, int counter, std::uint32_t value) {
        g.counters[static_cast<std::size_t>(seat * ss::kCounterCount + counter)] = value;
    });
    return g;
}

std::set<std::string> usageIds(const json& metrics) {
    std::set<std::string> ids;
    for (const auto& u : metrics["rule_usage"])
        ids.insert(u["counter"].get<std::string>());
    return ids;
}

const json* usageRow(const json& metrics, const std::string& id) {
    for (const auto& u : metrics["rule_usage"])
        if (u["counter"] == id)
            return &u;
    return nullptr;
}

} // namespace

class TestStreamwaySiegeReport : public QObject {
    Q_OBJECT

private slots:
    void wavesSurvivedIsChartedOnly() {
        const auto& counters = ss::ruleset().counters();
        for (std::size_t c = 0; c < counters.size(); ++c)
            QCOMPARE(counters[c].distribution, c == std::size_t(ss::kWavesSurvived));
    }

    void wavesSurvivedHistogramOfKnownGames() {
        // Seven games survive 0, 1, 1, 3, 5, 5 and 5 waves; the team's number is
        // the same at both seats, and a game counts it once.
        pb::SimulationResult result;
        const std::uint32_t waves[] = {0, 1, 1, 3, 5, 5, 5};
        for (std::uint64_t i = 0; i < 7; ++i)
            result.games.push_back(game(i, [&](auto set) {
                set(0, ss::kWavesSurvived, waves[i]);
                set(1, ss::kWavesSurvived, waves[i]);
            }));
        const json m = pb::balanceMetrics(result, ss::ruleset(), 2, {"random", "random"});
        QCOMPARE(m["distributions"].size(), std::size_t(1));
        const json& d = m["distributions"][0];
        QCOMPARE(d["counter"].get<std::string>(), std::string("waves.survived"));
        QCOMPARE(d["games"].get<int>(), 7);
        QCOMPARE(d["min"].get<double>(), 0.0);
        QCOMPARE(d["max"].get<double>(), 5.0);
        QCOMPARE(d["median"].get<double>(), 3.0);
        QCOMPARE(d["mean"].get<double>(), 20.0 / 7.0);
        // One bin a wave, 0 to 5, the empty ones (2 and 4) included.
        const std::vector<int> counts{1, 2, 0, 1, 0, 3};
        QCOMPARE(d["histogram"].size(), counts.size());
        for (std::size_t b = 0; b < counts.size(); ++b) {
            QCOMPARE(d["histogram"][b]["from"].get<double>(), double(b));
            QCOMPARE(d["histogram"][b]["to"].get<double>(), double(b + 1));
            QCOMPARE(d["histogram"][b]["count"].get<int>(), counts[b]);
        }
        // A seat that holds more than the other (never in this ruleset, but the
        // rule is the report's): the game counts its largest seat's number.
        result.games.push_back(game(7, [](auto set) { set(1, ss::kWavesSurvived, 4); }));
        const json more = pb::counterDistribution(result, ss::ruleset(), 2, ss::kWavesSurvived);
        QCOMPARE(more["histogram"][4]["count"].get<int>(), 1);
    }

    void histogramOfPlayedGamesAddsUp() {
        // Real games: every game is in exactly one bin, the bin of its counter.
        pb::SimulationConfig config;
        config.game = ss::ruleset().makeGame({{param::kWaves, 3}}, 2);
        config.agentSpecs = {"greedy", "greedy"};
        config.games = 12;
        config.runSeed = 5;
        const pb::SimulationResult result = pb::simulate(config);
        const json m = pb::balanceMetrics(result, ss::ruleset(), 2, config.agentSpecs);
        const json& bins = m["distributions"][0]["histogram"];
        std::vector<int> expected(bins.size(), 0);
        for (const auto& g : result.games) {
            const auto waves = g.counters[ss::kWavesSurvived];
            QVERIFY(waves <= 3);
            ++expected[static_cast<std::size_t>(waves) -
                       static_cast<std::size_t>(bins[0]["from"].get<double>())];
        }
        for (std::size_t b = 0; b < bins.size(); ++b)
            QCOMPARE(bins[b]["count"].get<int>(), expected[b]);
    }

    void rulesetsWithoutChartsDeclareNone() {
        // A ruleset that marks no counter has no distribution to draw.
        pb::SimulationResult result;
        pb::SimulatedGame g;
        g.turns = 3;
        g.outcome.numSeats = 2;
        result.games.push_back(g);
        const pb::Ruleset& stability = pb::rulesetOrThrow("stability");
        QVERIFY(std::none_of(stability.counters().begin(), stability.counters().end(),
                             [](const pb::CounterSpec& c) { return c.distribution; }));
        const json m = pb::balanceMetrics(result, stability, 2, {"random", "random"});
        QVERIFY(m["distributions"].is_array());
        QVERIFY(m["distributions"].empty());
        QCOMPARE(m["rule_usage_hidden"].get<int>(), 0);
        // And it can fire every counter.
        QVERIFY(stability.countersThatCanFire(json::object(), 2).empty());
    }

    void countersThatCanFireFollowTheDesign() {
        const auto& c = ss::ruleset().counters();
        const auto index = [&c](const std::string& id) {
            const auto at = std::find_if(c.begin(), c.end(),
                                         [&id](const pb::CounterSpec& s) { return s.id == id; });
            return static_cast<std::size_t>(at - c.begin());
        };
        const std::vector<bool> can =
            ss::ruleset().countersThatCanFire({{param::kWaves, 3}}, 2, kSetup);
        QCOMPARE(can.size(), c.size());
        for (const char* id :
             {"snake.1.landings", "snake.2.steps", "snake.2.monsters", "ladder.1.taken",
              "ladder.1.stepsDown", "wave.1.men.lost.die", "wave.3.dice.lost", "snakes.taken",
              "ladders.stayed", "waves.survived", "throws.men", "monsters.wave"})
            QVERIFY2(can[index(id)], id);
        for (const char* id : {"snake.3.landings", "snake.32.monsters", "ladder.2.landings",
                               "ladder.2.stepsUp", "ladder.32.monsters", "wave.4.men.lost.die",
                               "wave.21.dice.lost", "boss.killed", "boss.round",
                               // Three waves: wave 3's monster has no ability (S55, G15 a).
                               "ability.1.rolled", "ability.6.rolled", "throws.ability.6",
                               "ability.6.dice", "ability.3.throws", "ability.4.steps"})
            QVERIFY2(!can[index(id)], id);
        // Five waves: wave 5's monster has one; so has a boss, and under G15 b
        // the second monster may be an S28 one.
        for (const json& params :
             {json{{param::kWaves, 5}}, json{{param::kWaves, 3}, {param::kBossWave, true}},
              json{{param::kWaves, 3}, {param::kAbilityCounting, "allMonsters"}}}) {
            const std::vector<bool> with = ss::ruleset().countersThatCanFire(params, 2, kSetup);
            for (const char* id : {"ability.1.rolled", "throws.ability.6", "ability.6.dice",
                                   "ability.2.throws", "ability.1.moves"})
                QVERIFY2(with[index(id)], (params.dump() + " " + id).c_str());
        }
        // The boss wave is a fourth wave with its boss.
        const std::vector<bool> boss = ss::ruleset().countersThatCanFire(
            {{param::kWaves, 3}, {param::kBossWave, true}}, 2, kSetup);
        QVERIFY(boss[index("wave.4.deadTeams")]);
        QVERIFY(!boss[index("wave.5.deadTeams")]);
        QVERIFY(boss[index("boss.killed")] && boss[index("boss.round")]);
        // No set-up: the reading's board, 8 snakes and 8 ladders.
        const std::vector<bool> own = ss::ruleset().countersThatCanFire(json::object(), 2);
        QVERIFY(own[index("snake.8.steps")] && !own[index("snake.9.steps")]);
        QVERIFY(own[index("ladder.8.taken")] && !own[index("ladder.9.taken")]);
        QVERIFY(own[index("wave.5.dice.lost")] && !own[index("wave.6.dice.lost")]);
        // A board with no snakes fires no snake at all.
        const std::vector<bool> none = ss::ruleset().countersThatCanFire(
            {{param::kBoard, "random"}, {param::kSnakes, 0}, {param::kLadders, 2}}, 2);
        QVERIFY(!none[index("snakes.taken")] && !none[index("snake.1.landings")]);
        QVERIFY(none[index("ladders.taken")] && none[index("ladder.2.landings")]);
        // A set-up the game refuses: every counter is listed, as before.
        QVERIFY(
            ss::ruleset().countersThatCanFire({{param::kWaves, 3}}, 2, json{{"deck", 1}}).empty());
    }

    void rowsThatCannotFireAreLeftOut() {
        // Ten games on the two-snake board over three waves: snake 1 and wave 1
        // see landings and losses, snake 2 and wave 2 none; wave 5's count is
        // set (a design edited since the run) and so must stay listed.
        pb::SimulationResult result;
        for (std::uint64_t i = 0; i < 10; ++i)
            result.games.push_back(game(i, [&](auto set) {
                set(0, ss::kSnakeLandings1, 2);
                set(0, ss::kWaveMenLostDie1, 1);
                if (i == 0)
                    set(1, ss::kWaveMenLostDie1 + 4, 1);
            }));
        const std::vector<bool> can =
            ss::ruleset().countersThatCanFire({{param::kWaves, 3}}, 2, kSetup);
        const json m = pb::balanceMetrics(result, ss::ruleset(), 2, {"random", "random"}, 0, can);
        const std::set<std::string> ids = usageIds(m);
        QVERIFY(ids.count("snake.1.landings") && ids.count("snake.2.landings"));
        QVERIFY(ids.count("ladder.1.taken") && !ids.count("ladder.2.taken"));
        QVERIFY(!ids.count("snake.3.landings") && !ids.count("snake.32.steps"));
        QVERIFY(ids.count("wave.3.men.lost.die") && !ids.count("wave.4.men.lost.die"));
        QVERIFY(!ids.count("boss.killed"));
        QVERIFY(ids.count("wave.5.men.lost.die"));
        // A rule that could fire and never did is still flagged.
        QCOMPARE((*usageRow(m, "snake.2.landings"))["flag_kind"].get<std::string>(),
                 std::string("never"));
        QCOMPARE((*usageRow(m, "wave.2.men.lost.die"))["flag_kind"].get<std::string>(),
                 std::string("never"));
        QCOMPARE((*usageRow(m, "snake.1.landings"))["total"].get<int>(), 20);
        // What is left out: 30 snakes x 3 blocks, 31 ladders x 5, 18 waves x 8
        // (but wave 5's losses), the boss's two and the abilities' 18.
        const int hidden = 30 * 3 + 31 * 5 + 18 * 8 - 1 + 2 + 18;
        QCOMPARE(m["rule_usage_hidden"].get<int>(), hidden);
        QCOMPARE(m["rule_usage"].size() + std::size_t(hidden), ss::ruleset().counters().size());
        // The HTML (and so the PDF) report: one histogram of waves survived
        // under "Per-game counts", and the rows left out said in a line.
        pb::ReportContext ctx;
        ctx.title = "Two snakes";
        ctx.rulesetId = "streamway-siege";
        ctx.rulesetName = "Streamway Siege";
        ctx.params = ss::ruleset().parameters().resolve({{param::kWaves, 3}});
        ctx.nonDefaultParams = json::object();
        ctx.agents = {"random", "random"};
        ctx.games = 10;
        ctx.metrics = m;
        const std::string html = pb::htmlReport(ctx);
        QVERIFY(html.find("<h2>Per-game counts</h2>") != std::string::npos);
        QVERIFY(html.find("Games by waves.survived") != std::string::npos);
        QVERIFY(html.find("Not listed: " + std::to_string(hidden) + " events") !=
                std::string::npos);
        QVERIFY(html.find(">snake.2.landings<") != std::string::npos);
        QVERIFY(html.find(">snake.3.landings<") == std::string::npos);
        // Without the mask every row is there.
        const json all = pb::balanceMetrics(result, ss::ruleset(), 2, {"random", "random"});
        QCOMPARE(all["rule_usage"].size(), ss::ruleset().counters().size());
        QCOMPARE(all["rule_usage_hidden"].get<int>(), 0);
    }
};

PLAYBENCH_TEST_APPLESS_MAIN(TestStreamwaySiegeReport)
#include "test_streamway_siege_report.moc"
