#pragma once

#include <QProcess>
#include <QString>
#include <functional>
#include <memory>

// A Slurm cluster of this one machine for a test: munged, slurmctld and
// slurmd started in the foreground as this process's children, with a
// generated slurm.conf, state, spool and munge key in `folder`. Needs root
// and the Debian packages slurm-wlm and munge (scripts/install-deps.sh).
// Sets SLURM_CONF for this process, so every child (sbatch, squeue, the
// CLI) talks to it. The destructor cancels its jobs and stops every daemon
// by its pid, also when a test failed half-way.
// Waits until `path` exists, woken by its folder's changes (which must exist)
// rather than by a clock; false when `timeoutMs` passed first or `gaveUp`
// says there is no point (say, the process that would make it has ended).
bool waitForFile(const QString& path, int timeoutMs, const std::function<bool()>& gaveUp = {});

class OneNodeCluster {
public:
    explicit OneNodeCluster(QString folder);
    ~OneNodeCluster();
    OneNodeCluster(const OneNodeCluster&) = delete;
    OneNodeCluster& operator=(const OneNodeCluster&) = delete;

    // Empty when this machine can run one, else why not (for QSKIP).
    static QString whyNot();

    // Starts the daemons and waits (minutes at most) until the node is idle.
    // Returns an error text, empty on success.
    QString start();
    // Seconds start() took.
    double startSeconds() const { return startSeconds_; }
    void stop();

private:
    QString startDaemon(std::unique_ptr<QProcess>& process, const QString& program,
                        const QStringList& arguments, const QString& log);

    QString folder_;
    std::unique_ptr<QProcess> munged_, slurmctld_, slurmd_;
    double startSeconds_ = 0.0;
};
