#include "engine/decision_text.h"
#include "report/report_context.h"
#include "report/report_format.h"
#include "report/report_sections.h"
#include "report/svg_chart.h"

namespace pb {

namespace {

using nlohmann::json;
using namespace report;

// "The run": design, ruleset, agents, seeds, program and the command that
// reproduces it, then the parameters.
class RunSection final : public ReportSection {
public:
    std::string id() const override { return "run"; }

    void appendBlocks(std::vector<ReportBlock>& blocks, const ReportContext& ctx) const override {
        std::string params;
        for (const auto& [k, v] : ctx.params.items()) {
            const bool changed = ctx.nonDefaultParams.contains(k);
            params += std::string("<tr") + (changed ? " class=\"flag\"" : "") + "><td>" +
                      xmlEscape(k) + "</td><td>" + xmlEscape(plain(v)) + "</td></tr>";
        }
        std::string agents;
        for (std::size_t i = 0; i < ctx.agents.size(); ++i)
            agents += (agents.empty() ? "" : "; ") + playerLabel(static_cast<int>(i)) + ": " +
                      xmlEscape(ctx.agents[i]);
        std::string out =
            "<h2>The run</h2><table>" + row({"Design", xmlEscape(ctx.title)}) +
            row({"Ruleset", xmlEscape(ctx.rulesetName) + " (" + xmlEscape(ctx.rulesetId) + ")"}) +
            row({"Players", std::to_string(ctx.players)}) + row({"Agents", agents}) +
            row({"Games", std::to_string(ctx.games)}) +
            row({"Run seed", std::to_string(ctx.runSeed)}) +
            row({"Game seeds",
                 "game i is seeded with deriveSeed(run seed, i); its chance decisions "
                 "draw from deriveSeed(game seed, 0) and the agent of player P(k+1) from "
                 "deriveSeed(game seed, 1 + k); the CSV export lists every game's "
                 "seed"});
        if (ctx.skill.is_object() && ctx.skill.contains("run_seed"))
            out += row({"Skill games' run seed", plain(ctx.skill["run_seed"])});
        out += row({"Complexity sample", std::to_string(ctx.complexitySample) + " games"}) +
               row({"Decisions stored",
                    ctx.logMoves ? "every decision of every game" : "per-game rows only"});
        if (!ctx.shard.empty())
            out += row({"Shard", xmlEscape(ctx.shard)});
        out += row({"Program", xmlEscape(ctx.programVersion)}) +
               row({"Created", xmlEscape(ctx.createdAt)}) +
               row({"Reproduce with", "<code>" + xmlEscape(ctx.command) + "</code>"});
        // Inline as well as beside the report, so the page alone reproduces the run.
        if (!ctx.setup.is_null())
            out +=
                row({"Set-up",
                     "<details><summary>" + xmlEscape(ctx.setupFile) + "</summary><pre>" +
                         xmlEscape(ctx.setup.dump(2, ' ', false, json::error_handler_t::replace)) +
                         "</pre></details>"});
        if (!ctx.recordedCommand.empty() && ctx.recordedCommand != ctx.command)
            out += row({"Started as", "<code>" + xmlEscape(ctx.recordedCommand) + "</code>"});
        out += "</table>";
        out += "<h3>Parameters</h3><p>Highlighted: changed from the default.</p><table>" +
               row({"Parameter", "Value"}, "th") + params + "</table>";
        addHtml(blocks, out);
    }

    void addJson(json& report, const ReportContext& ctx) const override {
        report["ruleset"] = ctx.rulesetId;
        report["params"] = ctx.params;
        report["non_default_params"] = ctx.nonDefaultParams;
        report["players"] = ctx.players;
        report["agents"] = ctx.agents;
        report["run_seed"] = ctx.runSeed;
        report["games"] = ctx.games;
        report["complexity_sample"] = ctx.complexitySample;
        report["log_moves"] = ctx.logMoves;
        report["program"] = ctx.programVersion;
        report["command"] = ctx.command;
        report["created_at"] = ctx.createdAt;
        if (ctx.runId > 0)
            report["run_id"] = ctx.runId;
        if (!ctx.shard.empty())
            report["shard"] = ctx.shard;
        if (!ctx.setup.is_null()) {
            report["setup"] = ctx.setup;
            report["setup_file"] = ctx.setupFile;
        }
    }
};

} // namespace

const ReportSection& runSection() {
    static const RunSection section;
    return section;
}

} // namespace pb
