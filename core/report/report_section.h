#pragma once

#include "report/report_block.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb {

struct ReportContext;

// One section of the balance report as a unit: what it shows of a run, as
// HTML and SVG blocks (the HTML page and the PDF) and as the keys it owns in
// the JSON summary. The writers only walk a list of sections
// (reportSections()), so a new section is one file and one line in that list.
class ReportSection {
public:
    virtual ~ReportSection() = default;

    // A stable name ("who_wins", "heatmaps"): for tests and logs, never shown.
    virtual std::string id() const = 0;

    // Appends the section's blocks in reading order; nothing when the run has
    // nothing for it (no sweep, no heatmaps).
    virtual void appendBlocks(std::vector<ReportBlock>& blocks,
                              const ReportContext& context) const = 0;

    // Sets the JSON summary's keys this section owns. None by default: most
    // sections read figures that the header's "metrics" already holds.
    virtual void addJson(nlohmann::json& report, const ReportContext& context) const;
};

} // namespace pb
