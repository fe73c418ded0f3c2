#pragma once

#include "db/run_store.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>
#include <nlohmann/json.hpp>
#include <vector>

namespace pb::db {

class Database;

// One run that mergeShards wrote.
struct MergedRun {
    qint64 runId = 0;
    RunKind kind = RunKind::Batch;
    std::optional<qint64> parentRunId;
    qint64 games = 0; // per-game rows of the merged run
    int shards = 0;   // how many shard runs it was made of
    RunStatus status = RunStatus::Finished;
    nlohmann::json sweepPoint; // null unless a sweep point
};

// Combines the shards found in the stores `shardPaths` into `out`: the shard
// runs of one batch (the same ruleset, parameters, players, agents, run seed,
// game count, complexity sample, sweep point and kind; shards "K/N" for every K
// from 1 to N exactly once, each holding its slice of the games) become one
// run holding every game, with the per-game rows (and games and moves, if
// logged) copied unchanged, so its numbers are those of the same batch played
// on one machine. Skill runs follow their batch; a sweep's points keep their
// sweep. The merged run is finished if every shard finished, cancelled
// otherwise; its summary is recomputed from the merged games.
//
// Throws StoreError naming the store and run for: a store that does not open
// (ExistingOnly, read-only), a missing or repeated shard, shards that disagree
// on N or hold the wrong slice, a store with no runs. A run whose copy fails is
// removed again; runs merged before it stay.
std::vector<MergedRun> mergeShards(Database& out, const QStringList& shardPaths,
                                   const QString& command, const QString& program);

} // namespace pb::db
