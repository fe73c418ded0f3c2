#include "report_export.h"

#include "db/database.h"
#include "db/run_report.h"
#include "db/run_store.h"
#include "games/registry.h"
#include "pdf_report_writer.h"
#include "report/report_context.h"
#include "report/report_writer.h"
#include "sim/simulator.h"

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
        std::string text;
        if (format == QStringLiteral("html")) {
            text = pb::htmlReport(context);
        } else if (format == QStringLiteral("json")) {
            text = pb::jsonReport(context);
        } else if (format == QStringLiteral("csv")) {
            const pb::SimulationResult result = pb::db::RunStore(database).results(runId);
            text = pb::csvGames(result, pb::rulesetOrThrow(context.rulesetId), context.players,
                                context.agents);
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
        if (format != QStringLiteral("csv"))
            pb::db::writeReproduceSetup(context, path);
    } catch (const std::exception& e) {
        return tr("Cannot export the report: %1").arg(QString::fromUtf8(e.what()));
    }
    return {};
}

} // namespace pb::gui
