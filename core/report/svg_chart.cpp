#include "report/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pb {

namespace {

constexpr int kWidth = 640, kHeight = 300, kLeft = 60, kRight = 20, kTop = 36, kBottom = 70;
const char* const kPalette[] = {"#3b6ea8", "#d9822b", "#3a9b5c", "#b84a62", "#7a5fb0", "#5e8c8c"};

std::string num(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", v);
    return buffer;
}

std::string tickLabel(double v, bool percent) {
    char buffer[32];
    if (percent)
        std::snprintf(buffer, sizeof buffer, "%.0f%%", v * 100.0);
    else
        std::snprintf(buffer, sizeof buffer, "%g", v);
    return buffer;
}

// The smallest "round" axis top at or above `value` whose quarter is a round
// multiple of a power of ten (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8), so the four
// gridlines read well.
double niceTop(double value) {
    if (!(value > 0))
        return 1.0;
    const double quarter = value / 4.0;
    const double power = std::pow(10.0, std::floor(std::log10(quarter)));
    for (double step : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (step * power >= quarter * (1 - 1e-9))
            return 4.0 * step * power;
    return value;
}

std::string frame(const std::string& title, double yMax, bool percent) {
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " +
                      std::to_string(kWidth) + " " + std::to_string(kHeight) + "\" width=\"" +
                      std::to_string(kWidth) + "\" height=\"" + std::to_string(kHeight) +
                      "\" role=\"img\" aria-label=\"" + xmlEscape(title) +
                      "\" font-family=\"sans-serif\" font-size=\"12\">";
    out += "<title>" + xmlEscape(title) + "</title>";
    out += "<text x=\"" + std::to_string(kWidth / 2) +
           "\" y=\"20\" text-anchor=\"middle\" font-size=\"14\" font-weight=\"bold\">" +
           xmlEscape(title) + "</text>";
    const int plotH = kHeight - kTop - kBottom;
    for (int i = 0; i <= 4; ++i) {
        const double v = yMax * i / 4.0;
        const double y = kTop + plotH - plotH * i / 4.0;
        out += "<line x1=\"" + std::to_string(kLeft) + "\" x2=\"" +
               std::to_string(kWidth - kRight) + "\" y1=\"" + num(y) + "\" y2=\"" + num(y) +
               "\" stroke=\"#ddd\"/>";
        out += "<text x=\"" + std::to_string(kLeft - 6) + "\" y=\"" + num(y + 4) +
               "\" text-anchor=\"end\">" + tickLabel(v, percent) + "</text>";
    }
    return out;
}

} // namespace

std::string xmlEscape(const std::string& text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&#39;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string svgBarChart(const std::string& title, const std::vector<Bar>& bars, double yMax,
                        bool percent, double referenceLine) {
    yMax = niceTop(yMax);
    std::string out = frame(title, yMax, percent);
    const int plotW = kWidth - kLeft - kRight, plotH = kHeight - kTop - kBottom;
    const double slot = bars.empty() ? plotW : static_cast<double>(plotW) / bars.size();
    auto yOf = [&](double v) { return kTop + plotH - plotH * std::clamp(v / yMax, 0.0, 1.0); };
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const Bar& b = bars[i];
        const double x = kLeft + slot * i + slot * 0.15, w = slot * 0.7;
        out += "<rect x=\"" + num(x) + "\" y=\"" + num(yOf(b.value)) + "\" width=\"" + num(w) +
               "\" height=\"" + num(kTop + plotH - yOf(b.value)) + "\" fill=\"" + kPalette[i % 6] +
               "\"><title>" + xmlEscape(b.label) + ": " + tickLabel(b.value, percent) +
               "</title></rect>";
        if (b.low >= 0 && b.high >= 0) {
            const double cx = x + w / 2;
            out += "<line x1=\"" + num(cx) + "\" x2=\"" + num(cx) + "\" y1=\"" + num(yOf(b.low)) +
                   "\" y2=\"" + num(yOf(b.high)) + "\" stroke=\"#222\" stroke-width=\"1.5\"/>";
            for (double v : {b.low, b.high})
                out += "<line x1=\"" + num(cx - 6) + "\" x2=\"" + num(cx + 6) + "\" y1=\"" +
                       num(yOf(v)) + "\" y2=\"" + num(yOf(v)) + "\" stroke=\"#222\"/>";
        }
        // At most about 15 labels, so rotated labels do not run into each other.
        const std::size_t every = (bars.size() + 14) / 15;
        if (i % every != 0)
            continue;
        const double lx = x + w / 2, ly = kTop + plotH + 14;
        out += "<text x=\"" + num(lx) + "\" y=\"" + num(ly) +
               "\" text-anchor=\"end\" transform=\"rotate(-30 " + num(lx) + " " + num(ly) + ")\">" +
               xmlEscape(b.label) + "</text>";
    }
    if (referenceLine >= 0) {
        const double y = yOf(referenceLine);
        out += "<line x1=\"" + std::to_string(kLeft) + "\" x2=\"" +
               std::to_string(kWidth - kRight) + "\" y1=\"" + num(y) + "\" y2=\"" + num(y) +
               "\" stroke=\"#b00\" stroke-dasharray=\"5 4\"/>";
    }
    return out + "</svg>";
}

std::string svgLineChart(const std::string& title, const std::string& xLabel,
                         const std::vector<double>& x, const std::vector<Series>& series,
                         double yMax, bool percent, const std::vector<std::string>& xTickLabels) {
    yMax = niceTop(yMax);
    std::string out = frame(title, yMax, percent);
    const int plotW = kWidth - kLeft - kRight, plotH = kHeight - kTop - kBottom;
    if (x.empty())
        return out + "</svg>";
    const double x0 = x.front(), x1 = x.size() > 1 ? x.back() : x.front() + 1;
    auto xOf = [&](double v) { return kLeft + plotW * (v - x0) / (x1 - x0); };
    auto yOf = [&](double v) { return kTop + plotH - plotH * std::clamp(v / yMax, 0.0, 1.0); };
    const bool labelled = xTickLabels.size() == x.size();
    for (std::size_t i = 0; i < x.size(); ++i)
        out += "<text x=\"" + num(xOf(x[i])) + "\" y=\"" + std::to_string(kTop + plotH + 16) +
               "\" text-anchor=\"middle\">" +
               (labelled ? xmlEscape(xTickLabels[i]) : tickLabel(x[i], false)) + "</text>";
    out += "<text x=\"" + std::to_string(kLeft + plotW / 2) + "\" y=\"" +
           std::to_string(kTop + plotH + 34) + "\" text-anchor=\"middle\">" + xmlEscape(xLabel) +
           "</text>";
    int legendX = kLeft + 8, legendY = kHeight - 18;
    for (std::size_t s = 0; s < series.size(); ++s) {
        const Series& line = series[s];
        const char* colour = kPalette[s % 6];
        if (line.low.size() == line.y.size() && line.high.size() == line.y.size() &&
            !line.y.empty()) {
            std::string band;
            for (std::size_t i = 0; i < line.y.size(); ++i)
                band += num(xOf(x[i])) + "," + num(yOf(line.high[i])) + " ";
            for (std::size_t i = line.y.size(); i-- > 0;)
                band += num(xOf(x[i])) + "," + num(yOf(line.low[i])) + " ";
            out +=
                "<polygon points=\"" + band + "\" fill=\"" + colour + "\" fill-opacity=\"0.15\"/>";
        }
        std::string points;
        for (std::size_t i = 0; i < line.y.size() && i < x.size(); ++i)
            points += num(xOf(x[i])) + "," + num(yOf(line.y[i])) + " ";
        out += "<polyline points=\"" + points + "\" fill=\"none\" stroke=\"" + colour +
               "\" stroke-width=\"2\"/>";
        for (std::size_t i = 0; i < line.y.size() && i < x.size(); ++i)
            out += "<circle cx=\"" + num(xOf(x[i])) + "\" cy=\"" + num(yOf(line.y[i])) +
                   "\" r=\"3\" fill=\"" + colour + "\"><title>" + xmlEscape(line.name) + " at " +
                   (labelled ? xmlEscape(xTickLabels[i]) : tickLabel(x[i], false)) + ": " +
                   tickLabel(line.y[i], percent) + "</title></circle>";
        // The legend: names one after the other (about 7 units a character),
        // wrapping once under the axis label.
        const int width = 30 + 7 * static_cast<int>(line.name.size());
        if (legendX > kLeft + 8 && legendX + width > kWidth - kRight) {
            legendX = kLeft + 8;
            legendY += 14;
        }
        out += "<text x=\"" + std::to_string(legendX) + "\" y=\"" + std::to_string(legendY) +
               "\" fill=\"" + colour + "\">&#9632; " + xmlEscape(line.name) + "</text>";
        legendX += width;
    }
    return out + "</svg>";
}

} // namespace pb
