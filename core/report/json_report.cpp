#include "report/report_section.h"
#include "report/report_sections.h"
#include "report/report_writer.h"

#include <nlohmann/json.hpp>

namespace pb {

std::string jsonReport(const ReportContext& ctx) {
    return jsonReport(ctx, reportSections());
}

std::string jsonReport(const ReportContext& ctx,
                       const std::vector<const ReportSection*>& sections) {
    // Keys are sorted on output, so the sections' order does not change the file.
    nlohmann::json out = nlohmann::json::object();
    for (const ReportSection* section : sections)
        section->addJson(out, ctx);
    return out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

} // namespace pb
