#pragma once

#include "design/design_file.h"

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb::cluster {

// The job folder's state file (docs/reports.md, "Running on a cluster").
inline constexpr std::string_view kJobFileName = "job.json";
inline constexpr std::string_view kJobFormat = "playbench-cluster-job";
inline constexpr int kJobVersion = 1;
inline constexpr std::string_view kDesignFileName = "design.playbench.json";

// One Slurm submission: the shards' job array and the merge that waits for it.
struct SlurmSubmission {
    std::string arrayJobId;
    std::string mergeJobId;
    std::vector<int> shards; // the array's task ids, 1-based

    friend bool operator==(const SlurmSubmission&, const SlurmSubmission&) = default;
};

// A sharded simulate run as a cluster job: what every shard plays (the design
// and simulate's options without --shard, --db and --threads), how it is cut
// and where it runs. Everything `cluster status` and `cluster resubmit` need
// is in here, so a folder is enough to follow its job.
struct ClusterJob {
    std::string name; // the scheduler's job name: letters, digits, '-', '_'
    design::DesignFile design;
    std::vector<std::string> simulateOptions; // e.g. {"--games", "1000", "--seed", "7"}
    int shards = 4;
    int threads = 1;                   // per shard
    std::string partition;             // empty: the cluster's default
    std::string timeLimit;             // Slurm's --time, e.g. "02:00:00"; empty: the default
    std::string cli = "playbench-cli"; // the command line on the cluster's nodes
    std::string image = "registry.example/playbench:latest"; // Kubernetes only
    std::vector<SlurmSubmission> submissions;
};

nlohmann::json jobToJson(const ClusterJob& job);
// Throws pb::InvalidInput naming the field ("job.json: $.shards ...").
ClusterJob jobFromJson(const nlohmann::json& json);

// A job name made of the design's name: what Slurm and Kubernetes accept.
std::string jobNameFor(const std::string& designName);

// `words` as one POSIX shell command line, each word single-quoted where needed.
std::string shellWords(const std::vector<std::string>& words);

} // namespace pb::cluster
