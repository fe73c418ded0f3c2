#include "report_export.h"

#include "db/database.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "engine/ruleset.h"
#include "games/registry.h"
#include "pdf_report_writer.h"
#include "report/report_context.h"
#include "report/report_writer.h"
#include "sim/simulated_game.h"

#include <QSaveFile>
#include <exception>
#include <string>

namespace pb::gui {

QString ReportExport::write(const pb::ReportContext& context, pb::db::Database& database, int runId,
                            const QString& format, const QString& path) {
    try {
        if (format == QStringLiteral("pdf")) {
            pb::writePdfReport(context, path);
            pb::db::writeReproduceSetup(context, path);
            return {};
        }
        if (format == QStringLiteral("csv")) {
            // Row by row from the store to the file: a run of millions of games
            // is never held whole.
            const pb::Ruleset& ruleset = pb::rulesetOrThrow(context.rulesetId);
            QSaveFile out(path);
            bool written = out.open(QIODevice::WriteOnly);
            auto write = [&](const std::string& part) {
                written = written && out.write(part.data(), static_cast<qint64>(part.size())) ==
                                         static_cast<qint64>(part.size());
            };
            write(pb::csvGamesHeader(ruleset, context.players));
            if (written)
                pb::db::RunStore(database).forEachResult(runId, [&](const pb::SimulatedGame& game) {
                    write(pb::csvGameRow(game, ruleset, context.players, context.agents));
                });
            if (!written || !out.commit())
                return tr("Cannot write %1: %2").arg(path, out.errorString());
            return {};
        }
        std::string text;
        if (format == QStringLiteral("html")) {
            text = pb::htmlReport(context);
        } else if (format == QStringLiteral("json")) {
            text = pb::jsonReport(context);
        } else {
            return tr("Unknown report format \"%1\".").arg(format);
        }
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly) ||
            out.write(text.data(), static_cast<qint64>(text.size())) !=
                static_cast<qint64>(text.size()) ||
            !out.commit())
            return tr("Cannot write %1: %2").arg(path, out.errorString());
        // The "Reproduce with" command reads the run's set-up from beside the report.
        pb::db::writeReproduceSetup(context, path);
    } catch (const std::exception& e) {
        return tr("Cannot export the report: %1").arg(QString::fromUtf8(e.what()));
    }
    return {};
}

} // namespace pb::gui
