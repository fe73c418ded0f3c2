#pragma once

#include <QCoreApplication>
#include <QString>

namespace pb {
struct ReportContext;
namespace db {
class Database;
}
} // namespace pb

namespace pb::gui {

// Writes a stored run's report with the CLI's writers, so a file from the
// Reports page is the file `playbench-cli report` writes.
class ReportExport {
    Q_DECLARE_TR_FUNCTIONS(ReportExport)

public:
    // Writes run `runId` (its report `context`) as "html", "csv" (per-game
    // rows, read from `database`), "json" or "pdf" to `path` atomically.
    // Returns what went wrong in the interface language, or an empty text.
    static QString write(const pb::ReportContext& context, pb::db::Database& database, int runId,
                         const QString& format, const QString& path);
};

} // namespace pb::gui
