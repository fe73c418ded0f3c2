#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pb::cluster {

struct ClusterJob;

inline constexpr std::string_view kKubernetesManifestName = "job.yaml";
// Where the job folder is mounted in every pod (a ReadWriteMany volume).
inline constexpr std::string_view kKubernetesJobMount = "/job";

// Two batch/v1 Jobs: an Indexed Job of N completions (pod index i plays shard
// i + 1, writing its store in the pod's /tmp and copying it into the shared
// folder) and the merge Job, to be created once the first is complete. The
// folder is the claim `<name>-folder`, which the user creates and fills with
// the job folder. Nothing here can run without a cluster, which is why the
// test checks them against the Job schema only.
std::vector<nlohmann::json> kubernetesJobs(const ClusterJob& job);

// The Jobs as one YAML stream: a comment, then each Job as indented JSON (JSON
// is YAML, and kubectl reads it), separated by "---" lines.
std::string kubernetesManifest(const ClusterJob& job);

} // namespace pb::cluster
