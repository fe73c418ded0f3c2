#include "kubernetes_manifest.h"

#include "cluster_job.h"
#include "slurm_scripts.h"

namespace pb::cluster {

namespace {

nlohmann::json jobObject(const ClusterJob& job, const std::string& suffix,
                         const std::string& script, nlohmann::json spec, int cpus) {
    const std::string mount(kKubernetesJobMount);
    nlohmann::json container{
        {"name", suffix},
        {"image", job.image},
        {"command", {"/bin/sh", "-c"}},
        {"args", {script}},
        {"resources", {{"requests", {{"cpu", std::to_string(cpus)}, {"memory", "1Gi"}}}}},
        {"volumeMounts", {{{"name", "folder"}, {"mountPath", mount}}}}};
    spec["template"] = {{"spec",
                         {{"restartPolicy", "Never"},
                          {"containers", {container}},
                          {"volumes",
                           {{{"name", "folder"},
                             {"persistentVolumeClaim", {{"claimName", job.name + "-folder"}}}}}}}}};
    return {{"apiVersion", "batch/v1"},
            {"kind", "Job"},
            {"metadata", {{"name", job.name + "-" + suffix}}},
            {"spec", std::move(spec)}};
}

} // namespace

std::vector<nlohmann::json> kubernetesJobs(const ClusterJob& job) {
    const std::string dir(kKubernetesJobMount);
    const std::string options = shellWords(job.simulateOptions);
    const std::string shard = "set -eu; k=$((JOB_COMPLETION_INDEX + 1)); " + shellWords({job.cli}) +
                              " simulate --design " + dir + "/" + std::string(kDesignFileName) +
                              " " + options + (options.empty() ? "" : " ") + "--threads " +
                              std::to_string(job.threads) + " --shard \"$k/" +
                              std::to_string(job.shards) + "\" --db /tmp/shard.sqlite > " + dir +
                              "/shards/shard-$k.json; cp /tmp/shard.sqlite " + dir +
                              "/shards/shard-$k.sqlite.part; mv -f " + dir +
                              "/shards/shard-$k.sqlite.part " + dir + "/shards/shard-$k.sqlite";
    const std::string merge = shellWords({job.cli}) + " cluster merge --dir " + dir;
    return {jobObject(job, "shards", shard,
                      {{"completionMode", "Indexed"},
                       {"completions", job.shards},
                       {"parallelism", job.shards},
                       {"backoffLimit", 2}},
                      job.threads),
            jobObject(job, "merge", merge, {{"backoffLimit", 0}}, 1)};
}

std::string kubernetesManifest(const ClusterJob& job) {
    std::string text = "# The Playbench job " + job.name +
                       " for Kubernetes (playbench-cli cluster k8s; docs/reports.md).\n"
                       "# Create the merge Job once the shards' Job is complete. Checked\n"
                       "# against the batch/v1 Job schema by a test only: no cluster ran it.\n";
    bool first = true;
    for (const nlohmann::json& object : kubernetesJobs(job)) {
        if (!first)
            text += "---\n";
        first = false;
        text += object.dump(2) + "\n";
    }
    return text;
}

} // namespace pb::cluster
