#include "run_report_data.h"

#include "db/database.h"
#include "db/game_store.h"
#include "db/run_report.h"
#include "report/report_context.h"

#include <exception>

namespace pb::gui {

namespace {

std::atomic<int> readsUnderWayNow{0};

// Counts a read from its first step to its last, the store's connection closed.
struct ReadUnderWay {
    ReadUnderWay() { ++readsUnderWayNow; }
    ~ReadUnderWay() { --readsUnderWayNow; }
    ReadUnderWay(const ReadUnderWay&) = delete;
    ReadUnderWay& operator=(const ReadUnderWay&) = delete;
};

} // namespace

int RunReportData::readsUnderWay() {
    return readsUnderWayNow.load();
}

RunReportData RunReportData::read(const QString& path, int runId,
                                  std::shared_ptr<std::atomic<bool>> stop) {
    const ReadUnderWay underWay;
    RunReportData loaded;
    try {
        // Its own connection: a QSqlDatabase belongs to the thread that opened it.
        pb::db::Database database(path, pb::db::Database::OpenMode::ReadOnly);
        // One pass over the run's rows gives the metrics and the outliers both.
        loaded.context = std::make_shared<const pb::ReportContext>(
            pb::db::loadReportContext(database, runId, &loaded.totals, stop.get()));
        if (stop->load()) {
            loaded.context.reset(); // nobody waits for it: a stopped read shows nothing
            return loaded;
        }
        if (loaded.context->logMoves) {
            pb::db::GameFilter filter;
            filter.runId = runId;
            for (const pb::db::GameRow& game : pb::db::GameStore(database).listGames(filter))
                if (game.gameIndex)
                    loaded.gameIds[*game.gameIndex] = game.id;
        }
    } catch (const std::exception& e) {
        loaded.context.reset();
        loaded.error = QString::fromUtf8(e.what());
    }
    return loaded;
}

} // namespace pb::gui
