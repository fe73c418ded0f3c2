#pragma once

#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace pb::cli {

// The Slurm commands `cluster` needs, run as child processes (sbatch, squeue,
// scontrol, scancel from PATH). Works without accounting (no sacct): squeue
// knows queued and running tasks, scontrol knows finished ones for a few
// minutes (MinJobAge), and the job folder's exit files know the rest.
class SlurmClient {
public:
    // Submits `script` from `dir` (the jobs' working and submit folder) and
    // returns the job id. `array` is sbatch's --array list ("" keeps the
    // script's), `afterOk` a job the new one waits for. Throws CommandError
    // with sbatch's message.
    QString submit(const QString& dir, const QString& script, const QString& array,
                   const QString& afterOk) const;

    // The state of each task of a job array Slurm still knows (task id ->
    // PENDING, RUNNING, COMPLETED, FAILED, CANCELLED, TIMEOUT, ...); of a
    // plain job under task id 0. Empty when Slurm has forgotten the job.
    QMap<int, QString> taskStates(const QString& jobId) const;

    // scancel; a job that ended already is no error.
    void cancel(const QString& jobId) const;
};

} // namespace pb::cli
