#include "cli_support.h"
#include "commands.h"
#include "db/database.h"
#include "db/run_merge.h"
#include "db/run_report.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace pb::cli {

int runMergeCommand(const QStringList& arguments) {
    CommandLine line(QStringLiteral("merge"),
                     QStringLiteral("Combines the stores of the shards of 'simulate --shard K/N' "
                                    "into one store: each sharded batch becomes one run with "
                                    "every game, whose numbers equal the same batch played on one "
                                    "machine. Every shard 1..N must be given exactly once."));
    line.addOption(QCommandLineOption(QStringLiteral("out"),
                                      QStringLiteral("The store to merge into (created if "
                                                     "missing; runs already in it stay)."),
                                      QStringLiteral("file")));
    line.addPositional(QStringLiteral("shards"), QStringLiteral("The shards' stores."),
                       QStringLiteral("SHARD.db..."));
    if (!line.parse(arguments))
        return kExitOk;
    const QString out = line.required(QStringLiteral("out"));
    const QStringList shards = line.positional();
    if (shards.isEmpty())
        throw UsageError("merge: give the shards' stores after the options (merge --out FILE "
                         "SHARD.db...)");

    for (const QString& shard : shards) // before the output store is created
        if (!QFileInfo(shard).isFile())
            throw CommandError(toStd(shard) + ": " +
                               (QFileInfo::exists(shard) ? "is not a file" : "does not exist"));
    std::vector<std::string> words;
    for (const QString& argument : QCoreApplication::arguments())
        words.push_back(toStd(argument));
    db::Database database(out, db::Database::OpenMode::CreateIfMissing);
    const std::vector<db::MergedRun> merged =
        db::mergeShards(database, shards, QString::fromStdString(db::shellCommand(words)),
                        QString::fromStdString(programVersion()));
    nlohmann::json runs = nlohmann::json::array();
    for (const db::MergedRun& run : merged) {
        nlohmann::json entry{{"run_id", run.runId},
                             {"kind", toStd(db::toString(run.kind))},
                             {"games", run.games},
                             {"shards", run.shards},
                             {"status", toStd(db::toString(run.status))}};
        if (run.parentRunId)
            entry["parent_run_id"] = *run.parentRunId;
        if (!run.sweepPoint.is_null())
            entry["sweep_point"] = run.sweepPoint;
        runs.push_back(std::move(entry));
    }
    printJsonLine({{"out", toStd(out)}, {"runs", std::move(runs)}});
    return kExitOk;
}

} // namespace pb::cli
