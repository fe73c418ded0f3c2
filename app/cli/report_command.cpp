#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "db/script_store.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "pdf_report_writer.h"
#include "report/report_context.h"
#include "report/report_writer.h"
#include "sim/simulator.h"
#include "stats/balance_metrics.h"

#include <QFileInfo>
#include <QSaveFile>
#include <cstdio>
#include <limits>
#include <optional>

namespace pb::cli {

namespace {

const QStringList kFormats{QStringLiteral("html"), QStringLiteral("csv"), QStringLiteral("json"),
                           QStringLiteral("pdf")};

// --format, or the --out file's extension, or html.
QString chooseFormat(const CommandLine& line) {
    if (line.isSet(QStringLiteral("format"))) {
        const QString format = line.value(QStringLiteral("format")).toLower();
        if (!kFormats.contains(format))
            throw UsageError("report: --format must be html, csv, json or pdf, not '" +
                             toStd(line.value(QStringLiteral("format"))) + "'");
        return format;
    }
    if (line.isSet(QStringLiteral("out"))) {
        const QString suffix = QFileInfo(line.value(QStringLiteral("out"))).suffix().toLower();
        if (kFormats.contains(suffix))
            return suffix;
    }
    return QStringLiteral("html");
}

// Refuses a --plot path that names no number in the run's metrics.
void checkPlots(const ReportContext& ctx) {
    nlohmann::json metrics = ctx.metrics;
    if (ctx.skill.is_object())
        metrics["skill"] = ctx.skill;
    for (const std::string& path : ctx.sweepPlots) {
        std::string concrete = path;
        if (const auto star = concrete.find('*'); star != std::string::npos)
            concrete.replace(star, 1, "0");
        if (!metricAt(metrics, concrete))
            throw UsageError("report: --plot " + path +
                             " names no number in the metrics (paths look like length/mean, "
                             "seats/*/rate, first_player/wins/rate, "
                             "rule_usage/<counter>/per_game; see docs/reports.md)");
    }
}

} // namespace

int runReportCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("report"),
                     QStringLiteral("Builds the report of a stored run from the store alone: "
                                    "HTML (one self-contained file with inline SVG charts), the "
                                    "per-game rows as CSV, the JSON summary, or a PDF. Without "
                                    "--out it is written to standard output (not PDF)."));
    line.addOption(QCommandLineOption(QStringLiteral("db"), QStringLiteral("The store."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(QStringLiteral("run"),
                                      QStringLiteral("The run's id (see simulate's \"run_id\")."),
                                      QStringLiteral("id")));
    line.addOption(QCommandLineOption(QStringLiteral("format"),
                                      QStringLiteral("html, csv, json or pdf (default: the --out "
                                                     "file's extension, else html)."),
                                      QStringLiteral("format")));
    line.addOption(QCommandLineOption(QStringLiteral("out"),
                                      QStringLiteral("Write the report to this file and print "
                                                     "what was written as JSON."),
                                      QStringLiteral("file")));
    line.addOption(QCommandLineOption(
        QStringLiteral("plot"),
        QStringLiteral("A metric to plot against a sweep's parameters, e.g. length/mean or "
                       "rule_usage/move/per_game; repeat for several (default: win rates, "
                       "first player, length, draws, complexity, skill)."),
        QStringLiteral("path")));
    if (!line.parse(arguments))
        return kExitOk;
    const QString path = line.required(QStringLiteral("db"));
    line.required(QStringLiteral("run"));
    const qint64 runId =
        line.intValue(QStringLiteral("run"), 0, 1, std::numeric_limits<int>::max());
    const QString format = chooseFormat(line);
    if (format == QStringLiteral("pdf") && !line.isSet(QStringLiteral("out")))
        throw UsageError("report: a PDF needs --out FILE");

    db::Database database(path, db::Database::OpenMode::ReadOnly);
    ReportContext ctx = db::loadReportContext(database, runId);
    for (const QString& plot : line.values(QStringLiteral("plot")))
        ctx.sweepPlots.push_back(toStd(plot));
    checkPlots(ctx);

    const QString out = line.value(QStringLiteral("out"));
    std::string text;
    if (format == QStringLiteral("html")) {
        text = htmlReport(ctx);
    } else if (format == QStringLiteral("json")) {
        text = jsonReport(ctx);
    } else if (format == QStringLiteral("csv")) {
        db::RunStore runs(database);
        // The version of a script the run played, which the store keeps.
        const std::optional<db::RunRow> run = runs.run(runId); // loadReportContext found it
        const Ruleset& ruleset = db::storedRuleset(database, run->ruleset, run->scriptHash);
        // Row by row from the store to the output: a run of millions of games
        // is never held whole, neither as games nor as text.
        std::optional<QSaveFile> file;
        if (!out.isEmpty()) {
            file.emplace(out);
            if (!file->open(QIODevice::WriteOnly))
                throw CommandError("cannot write " + toStd(out) + ": " +
                                   toStd(file->errorString()));
        }
        qint64 bytes = 0;
        auto write = [&](const std::string& part) {
            bytes += static_cast<qint64>(part.size());
            if (file)
                file->write(part.data(), static_cast<qint64>(part.size()));
            else
                std::fwrite(part.data(), 1, part.size(), stdout);
        };
        write(csvGamesHeader(ruleset, ctx.players));
        runs.forEachResult(runId, [&](const SimulatedGame& game) {
            write(csvGameRow(game, ruleset, ctx.players, ctx.agents));
        });
        if (!file) {
            std::fflush(stdout);
            return kExitOk;
        }
        if (!file->commit())
            throw CommandError("cannot write " + toStd(out) + ": " + toStd(file->errorString()));
        printJsonLine(nlohmann::json{
            {"run_id", runId}, {"format", "csv"}, {"out", toStd(out)}, {"bytes", bytes}});
        return kExitOk;
    } else {
        const qint64 bytes = writePdfReport(ctx, out);
        nlohmann::json written{
            {"run_id", runId}, {"format", "pdf"}, {"out", toStd(out)}, {"bytes", bytes}};
        if (const QString setup = db::writeReproduceSetup(ctx, out); !setup.isEmpty())
            written["setup"] = toStd(setup);
        printJsonLine(written);
        return kExitOk;
    }
    if (!line.isSet(QStringLiteral("out"))) {
        std::fwrite(text.data(), 1, text.size(), stdout);
        std::fflush(stdout);
        return kExitOk;
    }
    writeTextFile(out, text);
    nlohmann::json written{
        {"run_id", runId}, {"format", toStd(format)}, {"out", toStd(out)}, {"bytes", text.size()}};
    // The "Reproduce with" command reads the run's set-up from beside the report.
    if (format != QStringLiteral("csv"))
        if (const QString setup = db::writeReproduceSetup(ctx, out); !setup.isEmpty())
            written["setup"] = toStd(setup);
    printJsonLine(written);
    return kExitOk;
}

} // namespace pb::cli
