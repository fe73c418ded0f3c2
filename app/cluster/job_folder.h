#pragma once

#include "cluster_job.h"

#include <QString>
#include <stdexcept>

namespace pb::cluster {

// A job folder that cannot be written or read (what() names the file).
class JobFolderError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Writes the job folder `dir` (created if missing): the design file, job.json,
// the Slurm scripts, the Kubernetes manifest and the empty shards/, logs/ and
// reports/ folders. Each file is replaced atomically. The CLI's `cluster
// slurm` and `cluster k8s` and the Reports page's export write the same files.
void writeJobFolder(const ClusterJob& job, const QString& dir);

// Rewrites job.json alone (after a submission).
void saveJobState(const ClusterJob& job, const QString& dir);

// Reads dir/job.json (not the design file). Throws JobFolderError for a folder
// without one, pb::InvalidInput for one that is not a job file.
ClusterJob readJobState(const QString& dir);

// dir/shards/shard-K.sqlite: present only once shard K has finished.
QString shardStorePath(const QString& dir, int shard);

} // namespace pb::cluster
