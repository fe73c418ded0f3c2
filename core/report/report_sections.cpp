#include "report/report_sections.h"

namespace pb {

void ReportSection::addJson(nlohmann::json&, const ReportContext&) const {}

const std::vector<const ReportSection*>& reportSections() {
    static const std::vector<const ReportSection*> sections{
        &reportHeaderSection(), &comparisonSection(), &whoWinsSection(),      &firstPlayerSection(),
        &skillSection(),        &gameLengthSection(), &distributionSection(), &complexitySection(),
        &ruleUsageSection(),    &skillTraceSection(), &heatmapSection(),      &sweepSection(),
        &runSection()};
    return sections;
}

} // namespace pb
