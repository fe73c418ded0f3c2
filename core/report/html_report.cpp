#include "report/report_context.h"
#include "report/report_section.h"
#include "report/report_sections.h"
#include "report/report_writer.h"
#include "report/svg_chart.h"

namespace pb {

std::vector<ReportBlock> reportBlocks(const ReportContext& ctx) {
    return reportBlocks(ctx, reportSections());
}

std::vector<ReportBlock> reportBlocks(const ReportContext& ctx,
                                      const std::vector<const ReportSection*>& sections) {
    std::vector<ReportBlock> blocks;
    for (const ReportSection* section : sections)
        section->appendBlocks(blocks, ctx);
    return blocks;
}

std::string reportStyleSheet() {
    return "body{font-family:sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#222}"
           "h1{margin-bottom:0}h2{border-bottom:1px solid #ccc;padding-bottom:4px;margin-top:2em}"
           "table{border-collapse:collapse;margin:1em 0;width:100%}"
           "td,th{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}"
           "th{background:#f2f2f2}.ci{color:#666;font-size:90%}tr.flag td{background:#fff4d6}"
           ".verdict{font-size:110%;font-weight:bold}.notes{font-style:italic}"
           "svg{max-width:100%;height:auto}"
           "code{background:#f4f4f4;padding:2px 4px;word-break:break-all}";
}

std::string htmlReport(const ReportContext& ctx) {
    return htmlReport(ctx, reportSections());
}

std::string htmlReport(const ReportContext& ctx,
                       const std::vector<const ReportSection*>& sections) {
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" +
                      xmlEscape(ctx.title) + " - Playbench balance report</title><style>" +
                      reportStyleSheet() + "</style></head><body>\n";
    for (const ReportBlock& block : reportBlocks(ctx, sections))
        out += block.content + "\n";
    return out + "</body></html>\n";
}

} // namespace pb
