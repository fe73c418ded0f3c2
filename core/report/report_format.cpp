#include "report/report_format.h"

#include "report/report_context.h"
#include "report/svg_chart.h"

#include <algorithm>
#include <cstdio>

namespace pb::report {

using nlohmann::json;

std::string pct(double x) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", 100.0 * x);
    return buffer;
}

std::string fixed(double x, int digits) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", digits, x);
    return buffer;
}

std::string plain(const json& value) {
    return value.is_string() ? value.get<std::string>() : value.dump();
}

std::string interval(const json& p) {
    return pct(p["rate"].get<double>()) + " <span class=\"ci\">(" +
           pct(p["ci95"][0].get<double>()) + "&ndash;" + pct(p["ci95"][1].get<double>()) +
           ")</span>";
}

std::string row(std::initializer_list<std::string> cells, const char* tag) {
    std::string out = "<tr>";
    for (const auto& c : cells)
        out += std::string("<") + tag + ">" + c + "</" + tag + ">";
    return out + "</tr>";
}

void addHtml(std::vector<ReportBlock>& blocks, std::string content) {
    if (!blocks.empty() && blocks.back().kind == ReportBlock::Kind::Html)
        blocks.back().content += content;
    else
        blocks.push_back({ReportBlock::Kind::Html, std::move(content)});
}

void addSvg(std::vector<ReportBlock>& blocks, std::string content) {
    blocks.push_back({ReportBlock::Kind::Svg, std::move(content)});
}

std::string histogramChart(const std::string& title, const json& histogram) {
    std::vector<Bar> bars;
    double top = 1.0;
    for (const auto& bin : histogram) {
        const double from = bin["from"].get<double>(), to = bin["to"].get<double>();
        const std::string label =
            to - from <= 1.0 ? fixed(from, 0) : fixed(from, 0) + "-" + fixed(to - 1, 0);
        bars.push_back({label, bin["count"].get<double>()});
        top = std::max(top, bin["count"].get<double>());
    }
    return svgBarChart(title, bars, top * 1.1, false);
}

bool isCooperative(const ReportContext& ctx) {
    if (ctx.metrics.is_object() && ctx.metrics.value("cooperative", false))
        return true;
    if (!ctx.sweep.is_object() || !ctx.sweep.contains("points"))
        return false;
    return std::any_of(ctx.sweep["points"].begin(), ctx.sweep["points"].end(), [](const json& p) {
        return p.contains("metrics") && p["metrics"].value("cooperative", false);
    });
}

} // namespace pb::report
