#include "report/skill_trace_section.h"

#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

#include <algorithm>
#include <cmath>

namespace pb {

namespace {

using nlohmann::json;

using report::pct;

// A figure with one decimal.
std::string num(double x) {
    return report::fixed(x, 1);
}

// 1x, 10x, 100x, ...: the strength ratio a tick stands for.
std::string tenfold(int k) {
    std::string text = "1";
    for (int i = 0; i < k; ++i)
        text += "0";
    return text + "&#215;";
}

struct Point {
    double x, rate, low, high;
};

// Win rate (0..1, with its interval) against log10 of strength or of the
// strength ratio: points, not a line, since neighbouring matches of a ladder
// share one ratio. `expected` draws the rate of equal play (competitive only).
std::string scatterSvg(const std::vector<Point>& points, const std::string& xLabel,
                       double expected) {
    const int w = 560, h = 300, left = 50, right = 20, top = 16, bottom = 46;
    const int pw = w - left - right, ph = h - top - bottom;
    double xMax = 1.0;
    for (const Point& p : points)
        xMax = std::max(xMax, std::ceil(p.x));
    // A quarter of a tenfold either side, so the end points show whole.
    const double xMin = -0.25;
    const double xEnd = xMax + 0.25;
    auto sx = [&](double x) { return left + (x - xMin) / (xEnd - xMin) * pw; };
    auto sy = [&](double y) { return top + (1.05 - y) / 1.1 * ph; }; // 0% and 100% whole
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(w) +
                      "\" height=\"" + std::to_string(h) + "\" viewBox=\"0 0 " + std::to_string(w) +
                      " " + std::to_string(h) +
                      "\" font-family=\"sans-serif\" font-size=\"11\" class=\"skill-trace\">";
    for (int i = 0; i <= 4; ++i) {
        const double y = i / 4.0;
        out += "<line x1=\"" + num(left) + "\" x2=\"" + num(left + pw) + "\" y1=\"" + num(sy(y)) +
               "\" y2=\"" + num(sy(y)) + "\" stroke=\"#ddd\"/><text x=\"" + num(left - 6) +
               "\" y=\"" + num(sy(y) + 4) + "\" text-anchor=\"end\">" + pct(y) + "</text>";
    }
    for (int k = 0; k <= static_cast<int>(xMax); ++k)
        out += "<text x=\"" + num(sx(k)) + "\" y=\"" + num(top + ph + 16) +
               "\" text-anchor=\"middle\">" + tenfold(k) + "</text>";
    out += "<text x=\"" + num(left + pw / 2.0) + "\" y=\"" + num(h - 6) +
           "\" text-anchor=\"middle\">" + xmlEscape(xLabel) + "</text>";
    if (expected >= 0.0)
        out += "<line x1=\"" + num(left) + "\" x2=\"" + num(left + pw) + "\" y1=\"" +
               num(sy(expected)) + "\" y2=\"" + num(sy(expected)) +
               "\" stroke=\"#888\" stroke-dasharray=\"4 3\"/>";
    for (const Point& p : points) {
        out += "<line x1=\"" + num(sx(p.x)) + "\" x2=\"" + num(sx(p.x)) + "\" y1=\"" +
               num(sy(p.low)) + "\" y2=\"" + num(sy(p.high)) + "\" stroke=\"#1f77b4\"/>";
        out += "<circle cx=\"" + num(sx(p.x)) + "\" cy=\"" + num(sy(p.rate)) +
               "\" r=\"4\" fill=\"#1f77b4\"><title>" + pct(p.rate) + "</title></circle>";
    }
    return out + "</svg>";
}

Point pointOf(double strength, const json& proportion) {
    return {std::log10(std::max(1.0, strength)), proportion["rate"].get<double>(),
            proportion["ci95"][0].get<double>(), proportion["ci95"][1].get<double>()};
}

} // namespace

void appendSkillTraceSection(std::vector<ReportBlock>& blocks, const json& trace) {
    if (!trace.is_object())
        return;
    const bool cooperative = trace.value("cooperative", false);
    std::string text = "<h2>Skill trace</h2><p class=\"verdict\">" +
                       xmlEscape(trace.value("verdict", std::string())) + "</p>";
    if (trace.value("cancelled", false))
        text += "<p>The trace was cancelled; it shows the games that finished.</p>";
    std::vector<Point> points;
    std::string table;
    if (cooperative) {
        text += "<p>Every seat plays the same agent; the team's win rate against its search "
                "budget (random counts as 1).</p>";
        table = "<table><tr><th>Agent</th><th>Strength</th><th>Games</th><th>Team wins</th></tr>";
        for (const json& rung : trace.value("rungs", json::array())) {
            points.push_back(pointOf(rung["strength"].get<double>(), rung["team_wins"]));
            table += "<tr><td>" + xmlEscape(rung["agent"].get<std::string>()) + "</td><td>" +
                     num(rung["strength"].get<double>()) + "</td><td>" +
                     std::to_string(rung["games"].get<std::uint64_t>()) + "</td><td>" +
                     pct(rung["team_wins"]["rate"].get<double>()) + " <span class=\"ci\">(" +
                     pct(rung["team_wins"]["ci95"][0].get<double>()) + "&ndash;" +
                     pct(rung["team_wins"]["ci95"][1].get<double>()) + ")</span></td></tr>";
        }
    } else {
        text += "<p>The stronger agent holds one seat (each seat in turn), the weaker every "
                "other; the dashed line is the rate of equal play.</p>";
        table = "<table><tr><th>Stronger</th><th>Weaker</th><th>Ratio</th><th>Games</th>"
                "<th>Stronger side's score (a draw scores its share)</th><th>Draws</th></tr>";
        for (const json& match : trace.value("matches", json::array())) {
            points.push_back(pointOf(match["ratio"].get<double>(), match["wins"]));
            table += "<tr><td>" + xmlEscape(match["stronger"].get<std::string>()) + "</td><td>" +
                     xmlEscape(match["weaker"].get<std::string>()) + "</td><td>" +
                     num(match["ratio"].get<double>()) + "</td><td>" +
                     std::to_string(match["games"].get<std::uint64_t>()) + "</td><td>" +
                     pct(match["wins"]["rate"].get<double>()) + " <span class=\"ci\">(" +
                     pct(match["wins"]["ci95"][0].get<double>()) + "&ndash;" +
                     pct(match["wins"]["ci95"][1].get<double>()) + ")</span></td><td>" +
                     (match.contains("draws")
                          ? pct(match["draws"]["rate"].get<double>()) + " <span class=\"ci\">(" +
                                pct(match["draws"]["ci95"][0].get<double>()) + "&ndash;" +
                                pct(match["draws"]["ci95"][1].get<double>()) + ")</span>"
                          : std::string("&ndash;")) +
                     "</td></tr>";
        }
        if (trace.contains("ratings") && trace["ratings"].is_array()) {
            text += "<p>Strength on the Elo scale, random at 0 (fitted over every match played, "
                    "95% intervals): ";
            bool first = true;
            for (const json& r : trace["ratings"]) {
                text += std::string(first ? "" : "; ") + xmlEscape(r["agent"].get<std::string>()) +
                        " " + num(std::round(r["elo"].get<double>()));
                if (r["ci95"].is_array() && r["ci95"][0] != r["ci95"][1])
                    text += " <span class=\"ci\">(" + num(std::round(r["ci95"][0].get<double>())) +
                            " to " + num(std::round(r["ci95"][1].get<double>())) + ")</span>";
                first = false;
            }
            text += ".</p>";
        }
    }
    blocks.push_back({ReportBlock::Kind::Html, std::move(text)});
    double expected = -1.0;
    if (!cooperative && trace.contains("matches") && !trace["matches"].empty())
        expected = trace["matches"][0].value("expected", -1.0);
    blocks.push_back(
        {ReportBlock::Kind::Svg, scatterSvg(points,
                                            cooperative ? "the team's strength (search iterations)"
                                                        : "strength ratio (stronger / weaker)",
                                            expected)});
    blocks.push_back({ReportBlock::Kind::Html, table + "</table>"});
}

namespace {

// "Skill trace": the trace stored with the run's design, when there is one.
class SkillTraceSection final : public ReportSection {
public:
    std::string id() const override { return "skill_trace"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        appendSkillTraceSection(blocks, ctx.skillTrace);
    }

    void addJson(json& report, const ReportContext& ctx) const override {
        if (!ctx.skillTrace.is_null())
            report["skill_trace"] = ctx.skillTrace;
    }
};

} // namespace

const ReportSection& skillTraceSection() {
    static const SkillTraceSection section;
    return section;
}

} // namespace pb
