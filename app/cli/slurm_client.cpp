#include "slurm_client.h"

#include "cli_support.h"

#include <QProcess>
#include <QRegularExpression>

namespace pb::cli {

namespace {

struct Finished {
    int exitCode = -1;
    QString out, err;
};

// Scheduler commands answer in well under a second; a minute covers a
// controller that is busy.
Finished run(const QString& program, const QStringList& arguments, const QString& dir = {}) {
    QProcess process;
    if (!dir.isEmpty())
        process.setWorkingDirectory(dir);
    process.start(program, arguments);
    if (!process.waitForStarted(60000))
        throw CommandError("cannot run " + toStd(program) + ": " + toStd(process.errorString()) +
                           " (is Slurm installed on this machine?)");
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished(10000);
        throw CommandError(toStd(program) + " did not answer within a minute");
    }
    Finished finished;
    finished.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    finished.out = QString::fromUtf8(process.readAllStandardOutput());
    finished.err = QString::fromUtf8(process.readAllStandardError()).trimmed();
    return finished;
}

} // namespace

QString SlurmClient::submit(const QString& dir, const QString& script, const QString& array,
                            const QString& afterOk) const {
    QStringList arguments{QStringLiteral("--parsable"), QStringLiteral("--chdir=") + dir};
    if (!array.isEmpty())
        arguments << QStringLiteral("--array=") + array;
    if (!afterOk.isEmpty())
        arguments << QStringLiteral("--dependency=afterok:") + afterOk;
    arguments << script;
    const Finished done = run(QStringLiteral("sbatch"), arguments, dir);
    // --parsable prints "id" or "id;cluster".
    const QString id = done.out.trimmed().section(QLatin1Char(';'), 0, 0);
    if (done.exitCode != 0 || id.isEmpty())
        throw CommandError("sbatch " + toStd(script) +
                           " failed: " + toStd(done.err.isEmpty() ? done.out.trimmed() : done.err));
    return id;
}

QMap<int, QString> SlurmClient::taskStates(const QString& jobId) const {
    QMap<int, QString> states;
    // Finished tasks first (scontrol keeps them for MinJobAge), then what is
    // queued or running now, which is the fresher answer.
    const Finished shown =
        run(QStringLiteral("scontrol"),
            {QStringLiteral("show"), QStringLiteral("job"), QStringLiteral("--oneliner"), jobId});
    if (shown.exitCode == 0) {
        static const QRegularExpression task(QStringLiteral("ArrayTaskId=(\\d+)"));
        static const QRegularExpression state(QStringLiteral("JobState=(\\S+)"));
        for (const QString& line : shown.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const auto s = state.match(line);
            if (!s.hasMatch())
                continue;
            const auto t = task.match(line);
            states[t.hasMatch() ? t.captured(1).toInt() : 0] = s.captured(1);
        }
    }
    const Finished queued =
        run(QStringLiteral("squeue"),
            {QStringLiteral("--noheader"), QStringLiteral("--array"),
             QStringLiteral("--jobs=") + jobId, QStringLiteral("--format=%i %T")});
    if (queued.exitCode == 0) {
        for (const QString& line : queued.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const QStringList words = line.simplified().split(QLatin1Char(' '));
            if (words.size() != 2)
                continue;
            const QString id = words[0];
            const int underscore = id.indexOf(QLatin1Char('_'));
            bool ok = true;
            const int taskId = underscore < 0 ? 0 : id.mid(underscore + 1).toInt(&ok);
            if (ok) // "123_[2-4]" is a pending range that --array has not expanded
                states[taskId] = words[1];
        }
    }
    return states;
}

void SlurmClient::cancel(const QString& jobId) const {
    run(QStringLiteral("scancel"), {jobId});
}

} // namespace pb::cli
