#include "report/comparison_section.h"

#include "report/heatmap_section.h"
#include "report/report_context.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

#include <cstdio>
#include <string>

namespace pb {

namespace {

using nlohmann::json;

// A rate in percent (its difference in points), a mean with two decimals.
std::string shown(double x, bool rate, bool signedValue = false) {
    char buffer[32];
    if (rate)
        std::snprintf(buffer, sizeof buffer, signedValue ? "%+.1f" : "%.1f%%", 100.0 * x);
    else
        std::snprintf(buffer, sizeof buffer, signedValue ? "%+.2f" : "%.2f", x);
    return buffer;
}

std::string cell(const std::string& text, const char* tag = "td") {
    return std::string("<") + tag + ">" + text + "</" + tag + ">";
}

std::string nameOf(const json& compare, const char* side) {
    const json& s = compare.value(side, json::object());
    return s.is_object() && s.contains("name") && s["name"].is_string()
               ? s["name"].get<std::string>()
               : std::string(side == std::string("a") ? "A" : "B");
}

} // namespace

void appendComparisonSection(std::vector<ReportBlock>& blocks, const json& compare) {
    if (compare.is_null() || !compare.contains("comparison"))
        return;
    const json& c = compare["comparison"];
    const std::string a = xmlEscape(nameOf(compare, "a")), b = xmlEscape(nameOf(compare, "b"));
    std::string out = "<h2>A/B comparison</h2><p>Design A (" + a + ") and design B (" + b +
                      ") each played the same " + std::to_string(c.value("games", 0)) +
                      " games: the same agents on the same seeds, game i of B against game i "
                      "of A, so the luck both share cancels.</p><p class=\"verdict\">" +
                      xmlEscape(c.value("headline", std::string())) + "</p>";
    out += "<table><tr>" + cell("Metric", "th") + cell("A: " + a, "th") + cell("B: " + b, "th") +
           cell("B &minus; A (95% interval)", "th") + cell("Verdict", "th") + "</tr>";
    for (const json& m : c.value("metrics", json::array())) {
        const bool rate = m.value("unit", std::string()) == "rate";
        const bool real = m.value("real", false);
        const std::string difference =
            shown(m["difference"].get<double>(), rate, true) + " <span class=\"ci\">(" +
            shown(m["ci95"][0].get<double>(), rate, true) + " to " +
            shown(m["ci95"][1].get<double>(), rate, true) + (rate ? " points" : "") + ")</span>";
        out += std::string(real ? "<tr class=\"flag differs\">" : "<tr>") +
               cell(xmlEscape(m.value("label", std::string()))) +
               cell(shown(m["a"].get<double>(), rate)) + cell(shown(m["b"].get<double>(), rate)) +
               cell(difference) + cell(xmlEscape(m.value("verdict", std::string()))) + "</tr>";
    }
    out +=
        "</table><p>Highlighted rows differ beyond chance. " +
        xmlEscape(c.value("correction", std::string("Each row was judged on its own interval."))) +
        " Yes/no metrics use McNemar's exact test and Newcombe's paired interval; means the "
        "paired normal test.</p>";
    blocks.push_back({ReportBlock::Kind::Html, std::move(out)});
    if (compare.contains("heatmaps"))
        appendHeatmapDifferences(blocks, compare["heatmaps"]);
}

namespace {

// The A/B comparison with another design, when the report was asked for one.
class ComparisonSection final : public ReportSection {
public:
    std::string id() const override { return "comparison"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        appendComparisonSection(blocks, ctx.comparison);
    }

    void addJson(json& report, const ReportContext& ctx) const override {
        if (!ctx.comparison.is_null())
            report["comparison"] = ctx.comparison;
    }
};

} // namespace

const ReportSection& comparisonSection() {
    static const ComparisonSection section;
    return section;
}

} // namespace pb
