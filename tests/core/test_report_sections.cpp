// The report as a list of sections: the HTML (and so the PDF) and the JSON
// are whatever the list's sections write, in the list's order; every section
// of reportSections() shows in the HTML in that order, and each JSON key has
// one owner.

#include "engine/ruleset.h"
#include "games/registry.h"
#include "report/report_context.h"
#include "report/report_section.h"
#include "report/report_sections.h"
#include "report/report_writer.h"
#include "sim/simulator.h"
#include "stability_batch.h"
#include "stats/ab_comparison.h"
#include "stats/balance_metrics.h"
#include "test_registry.h"

#include <QTest>
#include <map>
#include <set>

using nlohmann::json;

namespace {

// A run with something for every section: skill games, a sweep, a comparison,
// a charted counter, a heatmap and a skill trace.
pb::ReportContext everySection() {
    const pb::Ruleset& ruleset = pb::rulesetOrThrow("stability");
    const pb::SimulationResult result = playStability({{"size", 8}}, 16);
    pb::ReportContext ctx;
    ctx.title = "Every section";
    ctx.rulesetId = "stability";
    ctx.rulesetName = "Stability";
    ctx.runId = 4;
    ctx.params = ruleset.parameters().resolve({{"size", 8}});
    ctx.nonDefaultParams = ruleset.parameters().nonDefaults(ctx.params);
    ctx.agents = {"random", "random"};
    ctx.runSeed = 7;
    ctx.games = result.games.size();
    ctx.complexitySample = 10;
    ctx.shard = "1/2";
    ctx.programVersion = "playbench-cli 9.9.9";
    ctx.command = "playbench-cli simulate --game stability --seed 7 --games 16";
    ctx.createdAt = "2024-01-02T03:04:05.000Z";
    ctx.metrics = pb::balanceMetrics(result, ruleset, 2, ctx.agents, 10);
    ctx.metrics["distributions"] =
        json::array({{{"counter", "move"},
                      {"description", "Moves."},
                      {"histogram", json::array({{{"from", 1}, {"to", 2}, {"count", 16}}})},
                      {"mean", 1.0},
                      {"median", 1.0},
                      {"min", 1},
                      {"max", 1}}});
    ctx.skill =
        pb::skillMetrics(playStability({{"size", 8}}, 8, {"greedy", "random"}), 2, "greedy");
    std::vector<pb::SweepPoint> points;
    for (int size : {6, 8})
        points.push_back(
            {{{"size", size}},
             size,
             pb::balanceMetrics(playStability({{"size", size}}, 8), ruleset, 2, ctx.agents, 10),
             nullptr});
    ctx.sweep = pb::sweepJson({"size"}, points);
    ctx.comparison = {
        {"a", {{"name", "A"}}},
        {"b", {{"name", "B"}}},
        {"comparison", pb::compareBatches(result, playStability({{"size", 6}}, 16), ruleset, 2)}};
    ctx.heatmaps =
        json::parse(R"([{"id":"visits","title":"moves that ended on the square","rows":2,"cols":3,)"
                    R"("games":4,"cells":[0,1,2,3,4,12],"max":12,"games_with":[0,1,1,2,3,4],)"
                    R"("seats":[[0,1,0,3,0,10],[0,0,2,0,4,2]],"chance":[0,0,0,0,0,0]}])");
    ctx.skillTrace =
        json::parse(R"({"cooperative":false,"slope":0.3,"verdict":"Steep.","verdict_kind":"skill",)"
                    R"("cancelled":false,"matches":[{"stronger":"mcts:iterations=10",)"
                    R"("weaker":"random","ratio":10,"games":8,"expected":0.5,)"
                    R"("wins":{"count":7,"of":8,"rate":0.875,"ci95":[0.5,0.98]}}]})");
    return ctx;
}

std::set<std::string> keysOf(const std::string& text) {
    const json report = json::parse(text);
    std::set<std::string> keys;
    for (const auto& [key, value] : report.items())
        keys.insert(key);
    return keys;
}

// A section that writes a marker and one JSON key: what the writers do with a list.
class MarkerSection final : public pb::ReportSection {
public:
    explicit MarkerSection(std::string name) : name_(std::move(name)) {}
    std::string id() const override { return name_; }
    void appendBlocks(std::vector<pb::ReportBlock>& blocks,
                      const pb::ReportContext&) const override {
        blocks.push_back({pb::ReportBlock::Kind::Html, "<h2>Marker " + name_ + "</h2>"});
    }
    void addJson(json& report, const pb::ReportContext&) const override {
        report["marker_" + name_] = name_;
    }

private:
    std::string name_;
};

} // namespace

class TestReportSections : public QObject {
    Q_OBJECT

private slots:
    void theWritersWriteTheListTheyAreGiven() {
        const pb::ReportContext ctx = everySection();
        const MarkerSection first("one"), second("two");
        const std::string html = pb::htmlReport(ctx, {&second, &first});
        const std::size_t two = html.find("<h2>Marker two</h2>");
        const std::size_t one = html.find("<h2>Marker one</h2>");
        QVERIFY(two != std::string::npos && one != std::string::npos);
        QVERIFY(two < one);
        // Nothing but the list's sections: no section of the real report.
        QVERIFY(html.find("Who wins") == std::string::npos);
        QVERIFY(html.find("<title>Every section - Playbench balance report</title>") !=
                std::string::npos);
        QCOMPARE(pb::reportBlocks(ctx, {&first}).size(), std::size_t(1));
        QVERIFY(pb::reportBlocks(ctx, {}).empty());
        QCOMPARE(keysOf(pb::jsonReport(ctx, {&first, &second})),
                 (std::set<std::string>{"marker_one", "marker_two"}));
        QCOMPARE(pb::jsonReport(ctx, {}), std::string("{}\n"));
        // The default list is reportSections().
        QCOMPARE(pb::htmlReport(ctx), pb::htmlReport(ctx, pb::reportSections()));
        QCOMPARE(pb::jsonReport(ctx), pb::jsonReport(ctx, pb::reportSections()));
    }

    void everySectionShowsInOrder() {
        const auto& sections = pb::reportSections();
        std::vector<std::string> ids;
        for (const pb::ReportSection* section : sections)
            ids.push_back(section->id());
        QCOMPARE(ids, (std::vector<std::string>{"header", "comparison", "who_wins", "first_player",
                                                "skill", "game_length", "distributions",
                                                "complexity", "rule_usage", "skill_trace",
                                                "heatmaps", "sweep", "run"}));
        const pb::ReportContext ctx = everySection();
        const std::string html = pb::htmlReport(ctx);
        std::size_t at = 0;
        for (const pb::ReportSection* section : sections) {
            const auto own = pb::reportBlocks(ctx, {section});
            QVERIFY2(!own.empty(), section->id().c_str());
            // The section's opening (its heading) comes after the previous section's.
            const std::string opening = own.front().content.substr(0, 60);
            const std::size_t found = html.find(opening, at);
            QVERIFY2(found != std::string::npos, section->id().c_str());
            at = found + opening.size();
        }
    }

    void eachJsonKeyHasOneSection() {
        const pb::ReportContext ctx = everySection();
        std::set<std::string> owned;
        std::map<std::string, std::set<std::string>> bySection;
        for (const pb::ReportSection* section : pb::reportSections()) {
            const std::set<std::string> keys = keysOf(pb::jsonReport(ctx, {section}));
            for (const std::string& key : keys)
                QVERIFY2(owned.insert(key).second, key.c_str());
            bySection[section->id()] = keys;
        }
        QCOMPARE(owned, keysOf(pb::jsonReport(ctx)));
        QCOMPARE(bySection["heatmaps"], std::set<std::string>{"heatmaps"});
        QCOMPARE(bySection["skill_trace"], std::set<std::string>{"skill_trace"});
        QCOMPARE(bySection["comparison"], std::set<std::string>{"comparison"});
        QCOMPARE(bySection["sweep"], std::set<std::string>{"sweep"});
        QCOMPARE(bySection["skill"], std::set<std::string>{"skill"});
        QCOMPARE(bySection["header"], (std::set<std::string>{"metrics", "title"}));
        QVERIFY(bySection["run"].count("command") && bySection["run"].count("shard") &&
                bySection["run"].count("run_id"));
        QVERIFY(bySection["who_wins"].empty()); // its figures are the header's "metrics"
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestReportSections)
#include "test_report_sections.moc"
