#pragma once

#include "db/run_store.h"
#include "report/report_context.h"

#include <QString>
#include <QtGlobal>
#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace pb {
class RunAccumulator;
}

namespace pb::db {

class Database;

// Everything the report of run `runId` shows, from the store alone: the run,
// its design's name and notes, its metrics computed from its per-game rows,
// its skill run and, when it is a point of a sweep, every point of the sweep.
// Each run's rows are read once, forward only, into a pb::RunAccumulator, so
// memory follows the report's size, not the run's games; `totals`, if given,
// receives the run's own (its outliers, for the Reports page). A set `stop`
// ends the read early (the metrics then cover the games read). Throws
// StoreError (NotFound) for a missing run, pb::InvalidInput for a ruleset this
// build does not know.
pb::ReportContext loadReportContext(Database& db, qint64 runId,
                                    pb::RunAccumulator* totals = nullptr,
                                    const std::atomic<bool>* stop = nullptr);

// The command that plays `run` again on one machine (every shard at once):
// "playbench-cli simulate --game ... --seed ... --games ... --agents ...", with
// --param for each parameter off its default, the complexity sample, the skill
// games of `skill`, --setup reproduceSetupFile(run) when its games started from
// a set-up, and --db run-<id>-again.sqlite --log-moves when the run logged its
// moves (the CLI stores decisions only in a store). Arguments are quoted for a
// POSIX shell where needed; it runs in the folder of the exported report.
std::string reproduceCommand(const RunRow& run, const std::optional<RunRow>& skill);

// "run-<id>-setup.json", the file beside an exported report that holds the
// set-up `run` played, or empty when its games generated their own.
std::string reproduceSetupFile(const RunRow& run);

// Writes ctx.setup as ctx.setupFile in the folder of `reportPath` (nothing when
// the run had no set-up) and returns the path written, or empty. Throws
// pb::PlaybenchError naming the file when it cannot be written.
QString writeReproduceSetup(const pb::ReportContext& ctx, const QString& reportPath);

// The same for the whole sweep `run` is a point of (its --sweep options instead
// of the point's values); empty if it is not a point of a sweep.
std::string reproduceSweepCommand(const RunRow& run, const std::optional<RunRow>& skill);

// `words` as one POSIX shell command line, each word quoted where needed.
std::string shellCommand(const std::vector<std::string>& words);

} // namespace pb::db
