#pragma once

#include "db/run_store.h"
#include "sim/simulator.h"

#include <QtGlobal>
#include <cstdint>
#include <nlohmann/json.hpp>

namespace pb::db {

class Database;

// What recordRun did, with the time spent in each phase.
struct RecordedRun {
    qint64 runId = 0;
    // Every finished game counted (the games themselves are in the store only,
    // so a run of any length fits in memory), and whether the run stopped early.
    pb::RunAccumulator totals;
    bool cancelled = false;
    nlohmann::json summary; // pb::summarize(totals), as stored with the run
    // Wall seconds the storing thread waited for simulation, and spent writing
    // (rendering and inserting); the two overlap with the simulation of the
    // next chunk, so they add up to the whole run.
    double simulateSeconds = 0.0;
    double writeSeconds = 0.0;
    std::uint64_t movesWritten = 0; // rows of moves (chance decisions included)
};

// Creates run `run` and plays `config` into it chunk by chunk: per-game rows
// always, and every decision as moves when `logMoves`. The calling thread owns
// `db` and does all the writing, one transaction per chunk, while the next
// chunk is simulated on config.threads worker threads. Game i is seeded from
// (config.runSeed, i) whatever the chunking, so the totals equal one
// pb::simulate(config)'s. Memory holds a chunk or two of games, never the run.
//
// config.cancel stops the run: games already started finish and are stored,
// and the run is marked cancelled with the summary of what finished. On any
// other failure the run is marked cancelled too (keeping the chunks already
// written) and the error is rethrown. config.onRecord must be unset (the
// recorder uses it); config.progress sees the number of games finished so far.
RecordedRun recordRun(Database& db, const NewRun& run, const pb::SimulationConfig& config,
                      bool logMoves);

} // namespace pb::db
