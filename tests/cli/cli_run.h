#pragma once

// Running the real playbench-cli binary (QProcess) and checking how it ended:
// what every command-line test file shares.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

namespace {

struct CliRun {
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

// Waits up to `timeoutMs` for a started `process` (killed then) and takes
// what it printed and how it ended.
inline CliRun finishRun(QProcess& process, int timeoutMs) {
    CliRun run;
    if (!process.waitForFinished(timeoutMs)) {
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

// Runs playbench-cli with `arguments` and `input` on its stdin, within `timeoutMs`.
inline CliRun runCli(const QStringList& arguments, const QByteArray& input = {},
                     int timeoutMs = 60000) {
    QProcess process;
    process.start(QStringLiteral(PLAYBENCH_CLI_PATH), arguments);
    if (!process.waitForStarted()) {
        CliRun run;
        run.err = "could not start " PLAYBENCH_CLI_PATH;
        return run;
    }
    process.write(input);
    process.closeWriteChannel();
    return finishRun(process, timeoutMs);
}

inline QJsonDocument parseJson(const QByteArray& bytes) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON (%s): %s", qPrintable(error.errorString()), bytes.left(300).constData());
    return doc;
}

inline QByteArray compact(const QJsonValue& value) {
    if (value.isObject())
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
}

inline bool writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// A successful run: exit 0 by a normal exit, nothing on stderr.
#define VERIFY_SUCCESS(run)                                                                        \
    do {                                                                                           \
        QCOMPARE((run).exitStatus, QProcess::NormalExit);                                          \
        QVERIFY2((run).exitCode == 0, (run).err.constData());                                      \
        QVERIFY2((run).err.isEmpty(), (run).err.constData());                                      \
    } while (false)

// A successful run that says something on stderr (a note, not an error).
#define VERIFY_SUCCESS_WITH_NOTE(run, note)                                                        \
    do {                                                                                           \
        QCOMPARE((run).exitStatus, QProcess::NormalExit);                                          \
        QVERIFY2((run).exitCode == 0, (run).err.constData());                                      \
        QVERIFY2((run).err.contains(note), (run).err.constData());                                 \
    } while (false)

// A failed run: the expected exit code by a normal exit, exactly one line
// "playbench-cli: ..." on stderr containing `text`, nothing on stdout.
#define VERIFY_FAILURE(run, code, text)                                                            \
    do {                                                                                           \
        QCOMPARE((run).exitStatus, QProcess::NormalExit);                                          \
        QVERIFY2((run).exitCode == (code), (run).err.constData());                                 \
        QVERIFY2((run).err.startsWith("playbench-cli: "), (run).err.constData());                  \
        QVERIFY2((run).err.endsWith('\n') && (run).err.count('\n') == 1, (run).err.constData());   \
        QVERIFY2((run).err.contains(QByteArray(text)), (run).err.constData());                     \
        QVERIFY2((run).out.isEmpty(), (run).out.constData());                                      \
    } while (false)

} // namespace
