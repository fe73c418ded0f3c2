#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// "Skill against luck": the strong agent's extra games against random seats.
class SkillSection final : public ReportSection {
public:
    std::string id() const override { return "skill"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        if (!ctx.skill.is_object())
            return;
        const json& s = ctx.skill;
        std::string out = "<h2>Skill against luck</h2><p class=\"verdict\">" +
                          xmlEscape(s["verdict"].get<std::string>()) + "</p><p>Skill index " +
                          fixed(s["skill_index"].get<double>()) +
                          " (0: the strong agent does no better than luck; 1: it always wins).";
        if (s.contains("run_seed"))
            out += " These " + std::to_string(s["games"].get<std::uint64_t>()) +
                   " extra games have run seed " + plain(s["run_seed"]) + ".";
        addHtml(blocks, out + "</p>");
    }

    void addJson(json& report, const ReportContext& ctx) const override {
        if (!ctx.skill.is_null())
            report["skill"] = ctx.skill;
    }
};

} // namespace

const ReportSection& skillSection() {
    static const SkillSection section;
    return section;
}

} // namespace pb
