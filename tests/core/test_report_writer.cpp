// The report writers on a real (small) batch: the HTML has every section and
// only well-formed inline SVG and no external resource, the JSON has its
// fields, the CSV its header and one row per game, and sweeps of one and two
// parameters (numbers and words) draw their charts.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "report/report_context.h"
#include "report/report_writer.h"
#include "report/svg_chart.h"
#include "sim/simulator.h"
#include "stability_batch.h"
#include "stats/ab_comparison.h"
#include "stats/balance_metrics.h"
#include "test_registry.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using nlohmann::json;

namespace {

pb::ReportContext context(const pb::SimulationResult& result) {
    const pb::Ruleset& ruleset = pb::rulesetOrThrow("stability");
    pb::ReportContext ctx;
    ctx.title = "Tiny <Stability> & friends";
    ctx.rulesetId = "stability";
    ctx.rulesetName = "Stability";
    ctx.designNotes = "Notes with \"quotes\"";
    ctx.runId = 3;
    ctx.params = ruleset.parameters().resolve({{"size", 8}});
    ctx.nonDefaultParams = ruleset.parameters().nonDefaults(ctx.params);
    ctx.players = 2;
    ctx.agents = {"random", "random"};
    ctx.runSeed = 7;
    ctx.games = result.games.size();
    ctx.complexitySample = 10;
    ctx.programVersion = "playbench-cli 9.9.9";
    ctx.command = "playbench-cli simulate --game stability --seed 7 --games 40";
    ctx.createdAt = "2024-01-02T03:04:05.000Z";
    ctx.metrics = pb::balanceMetrics(result, ruleset, 2, ctx.agents, 10);
    return ctx;
}

// Every <svg>...</svg> of `html`, each checked as a whole XML document.
int checkSvgs(const std::string& html) {
    const QString text = QString::fromStdString(html);
    int count = 0;
    qsizetype at = 0;
    for (;;) {
        const qsizetype start = text.indexOf(QStringLiteral("<svg"), at);
        if (start < 0)
            break;
        const qsizetype end = text.indexOf(QStringLiteral("</svg>"), start);
        if (end < 0) {
            qWarning("an <svg> is not closed");
            return -1;
        }
        const QString svg = text.mid(start, end + 6 - start);
        QXmlStreamReader reader(svg);
        int elements = 0;
        while (!reader.atEnd())
            if (reader.readNext() == QXmlStreamReader::StartElement)
                ++elements;
        if (reader.hasError()) {
            qWarning("SVG %d is not well-formed: %s", count, qPrintable(reader.errorString()));
            return -1;
        }
        if (elements < 3)
            return -1;
        ++count;
        at = end;
    }
    return count;
}

} // namespace

class TestReportWriter : public QObject {
    Q_OBJECT

private slots:
    void htmlHasEverySectionAndWellFormedCharts() {
        pb::ReportContext ctx = context(playStability({{"size", 8}}, 40));
        ctx.skill =
            pb::skillMetrics(playStability({{"size", 8}}, 20, {"greedy", "random"}), 2, "greedy");
        ctx.skill["run_seed"] = "12345";
        const std::string html = pb::htmlReport(ctx);
        for (const char* section : {"<h1>",
                                    "Who wins",
                                    "First-player advantage",
                                    "Skill against luck",
                                    "Game length",
                                    "Decision complexity",
                                    "Rule usage",
                                    "The run",
                                    "Parameters",
                                    "Reproduce with",
                                    "playbench-cli simulate --game stability --seed 7 --games 40",
                                    "playbench-cli 9.9.9",
                                    "Run seed",
                                    "12345",
                                    "deriveSeed(run seed, i)",
                                    "Tiny &lt;Stability&gt; &amp; friends",
                                    "Notes with &quot;quotes&quot;",
                                    "10th percentile",
                                    "90th percentile",
                                    "Median"})
            QVERIFY2(html.find(section) != std::string::npos, section);
        QCOMPARE(checkSvgs(html), 2); // win rates and the length histogram
        // Stability charts no counter and can fire every one.
        QVERIFY(html.find("Per-game counts") == std::string::npos);
        QVERIFY(html.find("Not listed:") == std::string::npos);
        // Self-contained: no scripts, no links, nothing fetched.
        for (const char* outside : {"<script", "src=", "href=", "@import", "url("})
            QVERIFY2(html.find(outside) == std::string::npos, outside);
        QVERIFY(html.rfind("</html>") != std::string::npos);
        // The parameter changed from its default is highlighted.
        QVERIFY(html.find("<tr class=\"flag\"><td>size</td><td>8</td></tr>") != std::string::npos);
        // Players are P1..Pn as the workbench numbers them, in the table, the
        // chart and the run's agents.
        QVERIFY(html.find("<tr><td>P1</td>") != std::string::npos);
        QVERIFY(html.find("<tr><td>P2</td>") != std::string::npos);
        QVERIFY(html.find(">P1 (") != std::string::npos);
        QVERIFY(html.find("P1: ") != std::string::npos);
        QVERIFY(html.find("Seat 0") == std::string::npos);
        QVERIFY(html.find("seat 0") == std::string::npos);
    }

    void blocksAreHtmlOrOneChart() {
        const auto blocks = pb::reportBlocks(context(playStability({}, 10)));
        int charts = 0;
        for (const auto& block : blocks) {
            if (block.kind == pb::ReportBlock::Kind::Svg) {
                ++charts;
                QVERIFY(block.content.rfind("<svg", 0) == 0);
                QCOMPARE(checkSvgs(block.content), 1);
            } else {
                QVERIFY(block.content.find("<svg") == std::string::npos);
            }
        }
        QCOMPARE(charts, 2);
    }

    void oneParameterSweepPlotsEveryDefaultMetric() {
        pb::ReportContext ctx = context(playStability({{"size", 8}}, 20));
        std::vector<pb::SweepPoint> points;
        for (int size : {6, 8, 10}) {
            const auto result = playStability({{"size", size}}, 20);
            points.push_back(
                {{{"size", size}},
                 size,
                 pb::balanceMetrics(result, pb::rulesetOrThrow("stability"), 2, ctx.agents, 10),
                 nullptr});
        }
        ctx.sweep = pb::sweepJson({"size"}, points);
        const std::string html = pb::htmlReport(ctx);
        QVERIFY(html.find("Sweep over size") != std::string::npos);
        // 2 charts of the run, then win rate by seat, first player, length, draws, complexity.
        QCOMPARE(checkSvgs(html), 7);
        QVERIFY(html.find("Win rate by player against size") != std::string::npos);
        // Players are numbered P1..Pn as in the workbench, never "Seat 0".
        QVERIFY(html.find("&#9632; P1</text>") != std::string::npos); // a sweep line's legend
        QVERIFY(html.find("<th>Win rates P1..P2</th>") != std::string::npos);
        QVERIFY(html.find("Seat 0") == std::string::npos);
        QVERIFY(html.find("seat 0") == std::string::npos);
        QVERIFY(html.find("Mean game length (turns) against size") != std::string::npos);

        ctx.sweepPlots = {"rule_usage/move/per_game"};
        const std::string chosen = pb::htmlReport(ctx);
        QCOMPARE(checkSvgs(chosen), 3);
        QVERIFY(chosen.find("rule_usage/move/per_game against size") != std::string::npos);
    }

    void twoParameterSweepWithWords() {
        pb::ReportContext ctx = context(playStability({}, 10));
        std::vector<pb::SweepPoint> points;
        for (const char* directions : {"orthogonal", "eight"})
            for (int size : {6, 8}) {
                const auto result = playStability({{"size", size}, {"directions", directions}}, 10);
                points.push_back(
                    {{{"size", size}, {"directions", directions}},
                     int(points.size()) + 1,
                     pb::balanceMetrics(result, pb::rulesetOrThrow("stability"), 2, ctx.agents, 0),
                     nullptr});
            }
        ctx.sweep = pb::sweepJson({"size", "directions"}, points);
        const std::string html = pb::htmlReport(ctx);
        QVERIFY(html.find("Sweep over size and directions") != std::string::npos);
        QVERIFY(html.find("directions = orthogonal") != std::string::npos);
        QVERIFY(html.find("directions = eight") != std::string::npos);
        QVERIFY(checkSvgs(html) >= 6);

        // Words on the x axis: the first parameter is a choice.
        ctx.sweep = pb::sweepJson({"directions", "size"}, points);
        const std::string words = pb::htmlReport(ctx);
        QVERIFY(words.find(">orthogonal</text>") != std::string::npos);
        QVERIFY(checkSvgs(words) >= 6);
    }

    void cooperativeReportSpeaksOfTheTeam() {
        pb::SimulationConfig config;
        config.game = pb::rulesetOrThrow("torus-lab").makeGame(json::object(), 2);
        config.agentSpecs = {"random", "random"};
        config.runSeed = 3;
        config.games = 12;
        const pb::SimulationResult result = pb::simulate(config);
        pb::ReportContext ctx = context(result);
        ctx.rulesetId = "torus-lab";
        ctx.rulesetName = "Torus Lab";
        ctx.params = pb::rulesetOrThrow("torus-lab").parameters().resolve(json::object());
        ctx.nonDefaultParams = json::object();
        ctx.metrics = pb::balanceMetrics(result, pb::rulesetOrThrow("torus-lab"), 2, ctx.agents, 0);
        const std::string html = pb::htmlReport(ctx);
        QVERIFY(html.find("<h2>Does the team win</h2>") != std::string::npos);
        QVERIFY(html.find("does not apply") != std::string::npos);
        QVERIFY(html.find("a fair game gives") == std::string::npos);
        QVERIFY(checkSvgs(html) > 0);
        const std::vector<std::string> plots = pb::defaultSweepPlots(2, false, true);
        QCOMPARE(plots.front(), std::string("team_wins/rate"));
        QVERIFY(std::find(plots.begin(), plots.end(), "first_player/wins/rate") == plots.end());
        QVERIFY(std::find(plots.begin(), plots.end(), "seats/*/rate") == plots.end());
    }

    void jsonHasItsFields() {
        pb::ReportContext ctx = context(playStability({}, 12));
        ctx.shard = "2/3";
        const std::string text = pb::jsonReport(ctx);
        QJsonParseError error;
        const QJsonObject doc =
            QJsonDocument::fromJson(QByteArray::fromStdString(text), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        for (const char* field : {"title", "ruleset", "params", "non_default_params", "players",
                                  "agents", "run_seed", "games", "complexity_sample", "log_moves",
                                  "program", "command", "created_at", "metrics", "run_id", "shard"})
            QVERIFY2(doc.contains(QLatin1String(field)), field);
        const QJsonObject metrics = doc[QStringLiteral("metrics")].toObject();
        for (const char* field : {"games", "seats", "draws", "turn_limit_ends", "first_player",
                                  "length", "decisions", "complexity", "rule_usage"})
            QVERIFY2(metrics.contains(QLatin1String(field)), field);
        QCOMPARE(metrics[QStringLiteral("games")].toInt(), 12);
    }

    // The A/B comparison is a section of its own, after the heading, when the
    // context carries one; the JSON keeps compare's output whole.
    void comparisonIsASectionWhenGiven() {
        const pb::SimulationResult a = playStability({{"size", 8}}, 12);
        const pb::SimulationResult b = playStability({{"size", 5}}, 12);
        pb::ReportContext ctx = context(a);
        QVERIFY(pb::htmlReport(ctx).find("A/B comparison") == std::string::npos);
        QVERIFY(pb::jsonReport(ctx).find("\"comparison\"") == std::string::npos);
        ctx.comparison = {
            {"a", {{"name", "Eight <big>"}}},
            {"b", {{"name", "Five"}}},
            {"comparison", pb::compareBatches(a, b, pb::rulesetOrThrow("stability"), 2)}};
        const std::string html = pb::htmlReport(ctx);
        const std::size_t section = html.find("<h2>A/B comparison</h2>");
        QVERIFY(section != std::string::npos);
        QVERIFY(section < html.find("Who wins")); // right after the heading
        QVERIFY(html.find("Design A (Eight &lt;big&gt;) and design B (Five)") != std::string::npos);
        QVERIFY(html.find("same 12 games") != std::string::npos);
        for (const char* metric :
             {"First-player advantage", "Mean game length", "Mean seat decisions per game"})
            QVERIFY2(html.find(metric, section) != std::string::npos, metric);
        // A board of 5 plays far shorter games than one of 8: a real difference, highlighted.
        QVERIFY(html.find("Mean game length fell from") != std::string::npos);
        QVERIFY(html.find("<tr class=\"flag differs\">") != std::string::npos);
        QCOMPARE(checkSvgs(html), 2); // the section adds no chart
        const std::string json = pb::jsonReport(ctx);
        QVERIFY(json.find("\"comparison\"") != std::string::npos);
        QVERIFY(json.find("\"headline\"") != std::string::npos);
    }

    void csvHeaderAndRows() {
        const auto result = playStability({}, 25);
        const pb::Ruleset& ruleset = pb::rulesetOrThrow("stability");
        const std::string csv =
            pb::csvGames(result, ruleset, 2, {"mcts:iterations=10,c=1.4", "random"});
        const QStringList lines =
            QString::fromStdString(csv).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 26);
        const QStringList header = lines.first().split(QLatin1Char(','));
        QCOMPARE(header.mid(0, 10),
                 QStringList({"index", "seed", "first_mover", "winner", "draw", "turn_limit",
                              "turns", "decisions", "legal_decisions", "decision_points"}));
        QVERIFY(header.contains(QStringLiteral("agent_1")));
        QVERIFY(header.contains(QStringLiteral("score_0")));
        QVERIFY(header.contains(QStringLiteral("rank_1")));
        QVERIFY(header.contains(QStringLiteral("s1.move")));
        QCOMPARE(header.size(), 10 + 2 * 3 + 2 * int(ruleset.counters().size()));
        // An agent spec with a comma is quoted; every row has the header's width.
        QVERIFY(lines[1].contains(QStringLiteral("\"mcts:iterations=10,c=1.4\"")));
        for (int i = 1; i < lines.size(); ++i) {
            QString row = lines[i];
            row.replace(QStringLiteral("\"mcts:iterations=10,c=1.4\""), QStringLiteral("x"));
            QCOMPARE(row.split(QLatin1Char(',')).size(), header.size());
            QVERIFY(row.startsWith(QString::number(i - 1) + QLatin1Char(',')));
        }
    }

    void chartsEscapeLabelsAndPickRoundAxes() {
        const std::string bar =
            pb::svgBarChart("a < b & \"c\"", {{"x<y", 0.69, 0.6, 0.75}}, 0.69, true, 0.5);
        QCOMPARE(checkSvgs(bar), 1);
        QVERIFY(bar.find(">80%</text>") != std::string::npos); // 0.69 rounds up to 0.8
        const std::string line =
            pb::svgLineChart("t", "size", {1, 2, 3}, {{"s", {1, 2, 3}, {}, {}}}, 3.0, false,
                             {"one", "two", "three"});
        QCOMPARE(checkSvgs(line), 1);
        QVERIFY(line.find(">two</text>") != std::string::npos);
    }
};

PLAYBENCH_TEST_GUILESS_MAIN(TestReportWriter)
#include "test_report_writer.moc"
