#pragma once

#include <string>

namespace pb {

// One piece of a report in reading order: an HTML fragment (headings, tables,
// paragraphs; no scripts or styles) or one SVG chart. htmlReport() joins them
// into a page; the PDF writer lays them out on pages and draws each chart as
// vectors.
struct ReportBlock {
    enum class Kind { Html, Svg };
    Kind kind = Kind::Html;
    std::string content;
};

} // namespace pb
