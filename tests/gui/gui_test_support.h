#pragma once

// Helpers shared by the workbench tests: an isolated home folder, and running
// the real `playbench` binary in it.

#include <QApplication>
#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

namespace pb::gui::test {

// A temporary home: HOME and the XDG folders point into it, so nothing a test
// runs reads or writes the user's real settings or data.
class IsolatedHome {
public:
    IsolatedHome() {
        for (const char* sub : {"config", "data", "cache", "runtime"})
            QDir(dir_.path()).mkpath(sub);
        QFile::setPermissions(path("runtime"),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    bool isValid() const { return dir_.isValid(); }
    QString path(const QString& relative = {}) const {
        return relative.isEmpty() ? dir_.path() : dir_.filePath(relative);
    }

    // The current environment with the home folders replaced, for a child process.
    QProcessEnvironment environment() const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), path(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), path(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), path(QStringLiteral("cache")));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), path(QStringLiteral("runtime")));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // English messages whatever the machine's locale.
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        return env;
    }

    // The same, for this process; call before the QApplication exists.
    void applyToThisProcess() const {
        const QProcessEnvironment env = environment();
        for (const QString& key : env.keys())
            qputenv(key.toLocal8Bit(), env.value(key).toLocal8Bit());
        qunsetenv("LC_ALL");
        qunsetenv("LC_MESSAGES");
    }

private:
    QTemporaryDir dir_;
};

#ifdef PLAYBENCH_GUI_BINARY
struct RunResult {
    bool finished = false;
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QString standardError;
};

// Runs `playbench arguments...` in `home` and waits for it to end.
inline RunResult runPlaybench(const IsolatedHome& home, const QStringList& arguments,
                              int timeoutMs = 60000) {
    QProcess process;
    process.setProcessEnvironment(home.environment());
    process.setWorkingDirectory(home.path());
    process.start(QStringLiteral(PLAYBENCH_GUI_BINARY), arguments);
    RunResult result;
    result.finished = process.waitForFinished(timeoutMs);
    if (!result.finished) {
        process.kill();
        process.waitForFinished();
    }
    result.exitCode = process.exitCode();
    result.exitStatus = process.exitStatus();
    result.standardError = QString::fromLocal8Bit(process.readAllStandardError());
    return result;
}
#endif

// What marks a QML problem in a message: errors and warnings from the engine
// name the file (qrc:/...) or say QML.
inline const char* const kQmlWarningMarks[] = {"qrc:/", "QML", "QQml", "Binding loop"};

// The lines of `standardError` that report a QML problem.
inline QStringList qmlWarnings(const QString& standardError) {
    QStringList found;
    for (const QString& line : standardError.split(QLatin1Char('\n'))) {
        for (const char* mark : kQmlWarningMarks) {
            if (line.contains(QLatin1String(mark))) {
                found.append(line);
                break;
            }
        }
    }
    return found;
}

// Makes any QML warning fail the running test function: QTest's message
// handler sees every warning before a handler of the test's own.
inline void failOnQmlWarnings() {
    for (const char* mark : kQmlWarningMarks)
        QTest::failOnWarning(
            QRegularExpression(QRegularExpression::escape(QString::fromLatin1(mark))));
}

// Waits until `window` has drawn `frames` new frames (after a resize, or a
// change of language or colours), on the frames themselves, not on time.
inline bool waitForFrames(QQuickWindow* window, int frames = 2) {
    for (int i = 0; i < frames; ++i) {
        QSignalSpy swapped(window, &QQuickWindow::frameSwapped);
        window->update();
        if (!swapped.wait(10000))
            return false;
    }
    return true;
}

// Runs the window test `Test` in an isolated home made before the application
// exists (so QSettings and QStandardPaths use it), in a QApplication named as
// the tests expect; `handler`, if given, sees every message first and
// `*previous` keeps the handler it replaced.
template <typename Test>
int runWindowTest(int argc, char* argv[], QtMessageHandler handler = nullptr,
                  QtMessageHandler* previous = nullptr) {
    IsolatedHome home;
    if (!home.isValid())
        return 1;
    home.applyToThisProcess();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("playbench"));
    QCoreApplication::setApplicationName(QStringLiteral("playbench-test"));
    if (handler) {
        const QtMessageHandler replaced = qInstallMessageHandler(handler);
        if (previous)
            *previous = replaced;
    }
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace pb::gui::test
