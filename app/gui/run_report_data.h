#pragma once

#include "sim/run_accumulator.h"

#include <QString>
#include <QtGlobal>
#include <atomic>
#include <map>
#include <memory>

namespace pb {
struct ReportContext;
}

namespace pb::gui {

// What the Reports page reads of one stored run: the report's context (the
// same as `playbench-cli report` reads, db::loadReportContext), its games'
// totals (their outliers; never the games themselves, so a run of millions of
// games fits), and which games kept their moves.
struct RunReportData {
    std::shared_ptr<const pb::ReportContext> context; // null when the read failed or stopped
    pb::RunAccumulator totals;
    std::map<qint64, qint64> gameIds; // game index -> stored game, when moves were logged
    QString error;

    // Reads run `runId` from the store at `path` on a connection of its own,
    // so it may run on any thread; stops early, with no context, once `stop`
    // is set.
    static RunReportData read(const QString& path, int runId,
                              std::shared_ptr<std::atomic<bool>> stop);
    // Reads under way on any thread. A pool thread stays "active" for a moment
    // after its task returns, so this, not the pool's count, tells whether an
    // owner going away really joined its read.
    static int readsUnderWay();
};

} // namespace pb::gui
