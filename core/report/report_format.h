#pragma once

#include "report/report_block.h"

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

struct ReportContext;

// How the report's sections write numbers and tables, so every section reads
// the same ("52.0%", "0.42", a rate with its interval).
namespace report {

std::string pct(double x);
std::string fixed(double x, int digits = 2);
// A JSON value as a person reads it: strings without quotes.
std::string plain(const nlohmann::json& value);
// A proportion {"rate", "ci95"} as "52.0% (48.1%-55.9%)" with its interval in grey.
std::string interval(const nlohmann::json& proportion);
std::string row(std::initializer_list<std::string> cells, const char* tag = "td");

// Appends an HTML fragment; it joins a preceding HTML block, so the PDF keeps
// neighbouring fragments together (and the HTML page has no line between them).
void addHtml(std::vector<ReportBlock>& blocks, std::string content);
void addSvg(std::vector<ReportBlock>& blocks, std::string content);

// One bar per bin of an integerHistogram() ({"from", "to", "count"}).
std::string histogramChart(const std::string& title, const nlohmann::json& histogram);

// Whether the run's ruleset is cooperative (its metrics say so; a sweep's points do).
bool isCooperative(const ReportContext& context);

} // namespace report

} // namespace pb
