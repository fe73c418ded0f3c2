#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// "First-player advantage": the verdict and the first mover's wins against a fair share.
class FirstPlayerSection final : public ReportSection {
public:
    std::string id() const override { return "first_player"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        const json& f = ctx.metrics["first_player"];
        if (isCooperative(ctx)) {
            addHtml(blocks, "<h2>First-player advantage</h2><p>" +
                                xmlEscape(f["verdict"].get<std::string>()) + "</p>");
            return;
        }
        addHtml(blocks, "<h2>First-player advantage</h2><p class=\"verdict\">" +
                            xmlEscape(f["verdict"].get<std::string>()) +
                            "</p><p>The first player " +
                            "is the seat that took the first decision of the game. Its wins: " +
                            fixed(f["wins"]["count"].get<double>(), 0) + " of " +
                            std::to_string(f["wins"]["of"].get<std::uint64_t>()) + ", " +
                            interval(f["wins"]) + "; a fair game gives " +
                            pct(f["expected"].get<double>()) + ".</p>");
    }
};

} // namespace

const ReportSection& firstPlayerSection() {
    static const FirstPlayerSection section;
    return section;
}

} // namespace pb
