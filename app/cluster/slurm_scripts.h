#pragma once

#include <string>

namespace pb::cluster {

struct ClusterJob;

// The folder names the scripts and `cluster status` share.
inline constexpr std::string_view kShardScriptName = "shard.sbatch";
inline constexpr std::string_view kMergeScriptName = "merge.sbatch";
inline constexpr std::string_view kShardFolder = "shards";
inline constexpr std::string_view kLogFolder = "logs";
inline constexpr std::string_view kReportFolder = "reports";
inline constexpr std::string_view kMergedStoreName = "merged.sqlite";
inline constexpr std::string_view kMergedSummaryName = "merged.json";
inline constexpr std::string_view kMergeExitName = "merge.exit";

// The shards' job array: task K plays `simulate --shard K/N` into a store on
// the node's local disk (SQLite's WAL wants one host), copies the finished
// store into shards/shard-K.sqlite (a file that exists is a finished shard)
// and writes its exit code to shards/shard-K.exit, its log to
// logs/shard-K.log. The folder is the submit directory, so the folder can be
// copied anywhere before it is submitted.
std::string slurmShardScript(const ClusterJob& job);

// The merge job (submitted with --dependency=afterok on the array): runs
// `cluster merge --dir` on the folder.
std::string slurmMergeScript(const ClusterJob& job);

} // namespace pb::cluster
