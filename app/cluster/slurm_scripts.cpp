#include "slurm_scripts.h"

#include "cluster_job.h"

namespace pb::cluster {

namespace {

std::string directives(const ClusterJob& job) {
    std::string text;
    if (!job.partition.empty())
        text += "#SBATCH --partition=" + job.partition + "\n";
    if (!job.timeLimit.empty())
        text += "#SBATCH --time=" + job.timeLimit + "\n";
    return text;
}

// The folder is where the job was submitted from unless the caller says
// otherwise; the command line can be replaced the same way.
std::string preamble(const ClusterJob& job) {
    return "set -euo pipefail\n"
           "dir=\"${PLAYBENCH_JOB_DIR:-$SLURM_SUBMIT_DIR}\"\n"
           "cli=\"${PLAYBENCH_CLI:-" +
           shellWords({job.cli}) +
           "}\"\n"
           // scancel and a time limit send SIGTERM: simulate finishes the games
           // under way and stores its run as cancelled; the shell then exits.
           "trap 'exit 143' TERM\n";
}

} // namespace

std::string slurmShardScript(const ClusterJob& job) {
    const std::string n = std::to_string(job.shards);
    const std::string options = shellWords(job.simulateOptions);
    return "#!/bin/bash\n"
           "# A shard of the Playbench job " +
           job.name +
           " (written by playbench-cli cluster; docs/reports.md).\n"
           "#SBATCH --job-name=" +
           job.name +
           "-shards\n"
           "#SBATCH --array=1-" +
           n +
           "\n"
           "#SBATCH --ntasks=1\n"
           "#SBATCH --cpus-per-task=" +
           std::to_string(job.threads) +
           "\n"
           "#SBATCH --output=logs/shard-%a.log\n" +
           directives(job) + preamble(job) +
           "k=\"$SLURM_ARRAY_TASK_ID\"\n"
           "exit_file=\"$dir/shards/shard-$k.exit\"\n"
           "rm -f \"$exit_file\"\n"
           "local_dir=$(mktemp -d \"${TMPDIR:-/tmp}/playbench-shard-$k.XXXXXX\")\n"
           "trap 'status=$?; rm -rf \"$local_dir\"; echo \"$status\" > \"$exit_file\"' EXIT\n"
           "\"$cli\" simulate --design \"$dir/" +
           std::string(kDesignFileName) + "\" " + options + (options.empty() ? "" : " ") +
           "--threads " + std::to_string(job.threads) + " --shard \"$k/" + n +
           "\" \\\n"
           "    --db \"$local_dir/shard.sqlite\" > \"$dir/shards/shard-$k.json\"\n"
           "cp \"$local_dir/shard.sqlite\" \"$dir/shards/shard-$k.sqlite.part\"\n"
           "mv -f \"$dir/shards/shard-$k.sqlite.part\" \"$dir/shards/shard-$k.sqlite\"\n";
}

std::string slurmMergeScript(const ClusterJob& job) {
    return "#!/bin/bash\n"
           "# The merge of the Playbench job " +
           job.name +
           " (written by playbench-cli cluster; docs/reports.md).\n"
           "#SBATCH --job-name=" +
           job.name +
           "-merge\n"
           "#SBATCH --ntasks=1\n"
           "#SBATCH --cpus-per-task=1\n"
           "#SBATCH --output=logs/merge.log\n" +
           directives(job) + preamble(job) +
           "rm -f \"$dir/merge.exit\"\n"
           "trap 'echo $? > \"$dir/merge.exit\"' EXIT\n"
           "\"$cli\" cluster merge --dir \"$dir\"\n";
}

} // namespace pb::cluster
