#pragma once

// Runs the real playbench-cli (PLAYBENCH_CLI_PATH) for the reliability tests.

#include <QByteArray>
#include <QProcess>
#include <QStringList>

struct CliRun {
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral(PLAYBENCH_CLI_PATH), arguments);
    CliRun run;
    if (!process.waitForStarted()) {
        run.err = "could not start " PLAYBENCH_CLI_PATH;
        return run;
    }
    process.closeWriteChannel();
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        run.err = "timed out";
        return run;
    }
    run.exitCode = process.exitCode();
    run.exitStatus = process.exitStatus();
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}
