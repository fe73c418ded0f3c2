#pragma once

#include "db/run_store.h"
#include "report/report_context.h"

#include <QtGlobal>
#include <optional>
#include <string>
#include <vector>

namespace pb::db {

class Database;

// Everything the report of run `runId` shows, from the store alone: the run,
// its design's name and notes, its metrics computed from its per-game rows,
// its skill run and, when it is a point of a sweep, every point of the sweep.
// Throws StoreError (NotFound) for a missing run, pb::InvalidInput for a
// ruleset this build does not know.
pb::ReportContext loadReportContext(Database& db, qint64 runId);

// The command that plays `run` again on one machine (every shard at once):
// "playbench-cli simulate --game ... --seed ... --games ... --agents ...", with
// --param for each parameter off its default, the complexity sample, the skill
// games of `skill` and --log-moves when the run logged its moves. Arguments are
// quoted for a POSIX shell where needed.
std::string reproduceCommand(const RunRow& run, const std::optional<RunRow>& skill);

// The same for the whole sweep `run` is a point of (its --sweep options instead
// of the point's values); empty if it is not a point of a sweep.
std::string reproduceSweepCommand(const RunRow& run, const std::optional<RunRow>& skill);

// `words` as one POSIX shell command line, each word quoted where needed.
std::string shellCommand(const std::vector<std::string>& words);

} // namespace pb::db
