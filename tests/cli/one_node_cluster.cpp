#include "one_node_cluster.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>
#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

// The last lines of a daemon's log, for a failure's message: the folder
// goes with the test.
QString logTail(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QStringLiteral("(no log)");
    const QList<QByteArray> lines = file.readAll().trimmed().split('\n');
    return QString::fromUtf8(lines.mid(qMax(0, lines.size() - 8)).join('\n'));
}

const QStringList kSbin{QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"),
                        QStringLiteral("/usr/bin"), QStringLiteral("/bin")};

QString findProgram(const QString& name) {
    const QString found = QStandardPaths::findExecutable(name);
    return found.isEmpty() ? QStandardPaths::findExecutable(name, kSbin) : found;
}

// A port nobody listens on now (the daemons bind it a moment later).
int freePort() {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    int port = 0;
    if (bind(fd, reinterpret_cast<sockaddr*>(&address), size) == 0 &&
        getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) == 0)
        port = ntohs(address.sin_port);
    close(fd);
    return port;
}

QString shortHostName() {
    char name[256] = {};
    gethostname(name, sizeof name - 1);
    return QString::fromLocal8Bit(name).section(QLatin1Char('.'), 0, 0);
}

QByteArray runQuietly(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return process.readAllStandardOutput();
}

} // namespace

OneNodeCluster::OneNodeCluster(QString folder) : folder_(std::move(folder)) {}

OneNodeCluster::~OneNodeCluster() {
    stop();
}

bool waitForFile(const QString& path, int timeoutMs, const std::function<bool()>& gaveUp) {
    QFileSystemWatcher watcher({QFileInfo(path).absolutePath()});
    QEventLoop loop;
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    QObject::connect(&watcher, &QFileSystemWatcher::directoryChanged, &loop, &QEventLoop::quit);
    // A dying process says so by a signal too; a second's tick asks gaveUp.
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &loop, &QEventLoop::quit);
    if (gaveUp)
        tick.start(1000);
    timeout.start(timeoutMs);
    while (!QFile::exists(path)) {
        if (!timeout.isActive() || (gaveUp && gaveUp()))
            return false;
        loop.exec();
    }
    return true;
}

QString OneNodeCluster::whyNot() {
    if (geteuid() != 0)
        return QStringLiteral("the one-node Slurm cluster runs its daemons as root");
    for (const char* program :
         {"munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "scancel", "sinfo"})
        if (findProgram(QString::fromLatin1(program)).isEmpty())
            return QStringLiteral("%1 is not installed (slurm-wlm, munge: "
                                  "scripts/install-deps.sh)")
                .arg(QString::fromLatin1(program));
    // slurmd starts its cgroup plugin whatever the configuration asks, and
    // stops without the cgroup filesystem (a chroot that did not mount it).
    if (QDir(QStringLiteral("/sys/fs/cgroup")).isEmpty())
        return QStringLiteral("slurmd needs the cgroup filesystem, and nothing is mounted on "
                              "/sys/fs/cgroup");
    return {};
}

QString OneNodeCluster::startDaemon(std::unique_ptr<QProcess>& process, const QString& program,
                                    const QStringList& arguments, const QString& log) {
    process = std::make_unique<QProcess>();
    // Should this test die (a crash, the watchdog), its daemons die with it.
    process->setChildProcessModifier([] { prctl(PR_SET_PDEATHSIG, SIGTERM); });
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->setStandardOutputFile(QDir(folder_).filePath(log));
    process->start(findProgram(program), arguments);
    if (!process->waitForStarted(60000))
        return program + QStringLiteral(" did not start: ") + process->errorString();
    return {};
}

QString OneNodeCluster::start() {
    QElapsedTimer clock;
    clock.start();
    const QDir dir(folder_);
    for (const char* sub : {"munge", "state", "spool"})
        dir.mkpath(QString::fromLatin1(sub));
    QFile::setPermissions(dir.filePath(QStringLiteral("munge")),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    // munged wants a key only its user can read.
    const QString key = dir.filePath(QStringLiteral("munge.key"));
    {
        QFile random(QStringLiteral("/dev/urandom")), file(key);
        if (!random.open(QIODevice::ReadOnly) || !file.open(QIODevice::WriteOnly) ||
            file.write(random.read(128)) != 128)
            return QStringLiteral("cannot write the munge key");
    }
    QFile::setPermissions(key, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QString socket = dir.filePath(QStringLiteral("munge/munge.socket"));
    QString error =
        startDaemon(munged_, QStringLiteral("munged"),
                    {QStringLiteral("--foreground"), QStringLiteral("--force"),
                     QStringLiteral("--socket=") + socket, QStringLiteral("--key-file=") + key,
                     QStringLiteral("--log-file=") + dir.filePath(QStringLiteral("munged.log")),
                     QStringLiteral("--pid-file=") + dir.filePath(QStringLiteral("munged.pid")),
                     QStringLiteral("--seed-file=") + dir.filePath(QStringLiteral("munged.seed"))},
                    QStringLiteral("munged.out"));
    if (!error.isEmpty())
        return error;
    // munged has no event to wait on but its socket appearing.
    if (!waitForFile(socket, 2 * 60 * 1000,
                     [this] { return munged_->state() == QProcess::NotRunning; }))
        return QStringLiteral("munged did not create its socket (see munged.out)");

    const QString host = shortHostName();
    const QString conf = dir.filePath(QStringLiteral("slurm.conf"));
    const QString text =
        QStringLiteral("ClusterName=playbench-test\n"
                       // The loopback address beside the name: a machine whose
                       // /etc/hosts lacks its own name (a fresh debootstrap
                       // root) cannot resolve it, and the node never comes up.
                       "SlurmctldHost=%1(127.0.0.1)\n"
                       "SlurmUser=root\n"
                       "SlurmdUser=root\n"
                       "SlurmctldPort=%2\n"
                       "SlurmdPort=%3\n"
                       "AuthType=auth/munge\n"
                       "CredType=cred/munge\n"
                       "AuthInfo=socket=%4\n"
                       "StateSaveLocation=%5/state\n"
                       "SlurmdSpoolDir=%5/spool\n"
                       "SlurmctldPidFile=%5/slurmctld.pid\n"
                       "SlurmdPidFile=%5/slurmd.pid\n"
                       "SlurmctldLogFile=%5/slurmctld.log\n"
                       "SlurmdLogFile=%5/slurmd.log\n"
                       "ProctrackType=proctrack/linuxproc\n"
                       "TaskPlugin=task/none\n"
                       "SelectType=select/cons_tres\n"
                       "SelectTypeParameters=CR_CPU\n"
                       "JobAcctGatherType=jobacct_gather/none\n"
                       "AccountingStorageType=accounting_storage/none\n"
                       "MpiDefault=none\n"
                       "ReturnToService=2\n"
                       "KillWait=5\n"
                       "NodeName=%1 NodeAddr=127.0.0.1 CPUs=%6 State=UNKNOWN\n"
                       "PartitionName=test Nodes=ALL Default=YES MaxTime=INFINITE State=UP\n")
            .arg(host)
            .arg(freePort())
            .arg(freePort())
            .arg(socket, folder_)
            .arg(QThread::idealThreadCount());
    QFile confFile(conf);
    if (!confFile.open(QIODevice::WriteOnly) || confFile.write(text.toUtf8()) < 0)
        return QStringLiteral("cannot write slurm.conf");
    confFile.close();
    qputenv("SLURM_CONF", conf.toLocal8Bit());

    error =
        startDaemon(slurmctld_, QStringLiteral("slurmctld"),
                    {QStringLiteral("-D"), QStringLiteral("-i")}, QStringLiteral("slurmctld.out"));
    if (error.isEmpty())
        error = startDaemon(slurmd_, QStringLiteral("slurmd"), {QStringLiteral("-D")},
                            QStringLiteral("slurmd.out"));
    if (!error.isEmpty())
        return error;
    // Nor does Slurm: the node is ready when sinfo says it is idle.
    for (QDeadlineTimer deadline(std::chrono::minutes(2));; QThread::msleep(200)) {
        const QByteArray state =
            runQuietly(findProgram(QStringLiteral("sinfo")),
                       {QStringLiteral("--noheader"), QStringLiteral("--format=%T")})
                .trimmed();
        if (state == "idle")
            break;
        if (deadline.hasExpired() || slurmctld_->state() == QProcess::NotRunning ||
            slurmd_->state() == QProcess::NotRunning)
            return QStringLiteral("the node did not become idle (last state '%1'); the end "
                                  "of slurmd.log:\n%2\nthe end of slurmctld.log:\n%3")
                .arg(QString::fromUtf8(state), logTail(dir.filePath(QStringLiteral("slurmd.log"))),
                     logTail(dir.filePath(QStringLiteral("slurmctld.log"))));
    }
    startSeconds_ = static_cast<double>(clock.elapsed()) / 1000.0;
    return {};
}

void OneNodeCluster::stop() {
    // Jobs first: their processes are the daemons' (slurmstepd), not ours.
    if (slurmctld_ && slurmctld_->state() == QProcess::Running) {
        runQuietly(findProgram(QStringLiteral("scancel")), {QStringLiteral("--user=root")});
        for (QDeadlineTimer deadline(std::chrono::minutes(1)); !deadline.hasExpired();
             QThread::msleep(200))
            if (runQuietly(findProgram(QStringLiteral("squeue")), {QStringLiteral("--noheader")})
                    .trimmed()
                    .isEmpty())
                break;
    }
    for (auto* process : {&slurmd_, &slurmctld_, &munged_}) {
        if (!*process)
            continue;
        if ((*process)->state() != QProcess::NotRunning) {
            (*process)->terminate(); // SIGTERM to this pid alone
            if (!(*process)->waitForFinished(30000)) {
                (*process)->kill();
                (*process)->waitForFinished(10000);
            }
        }
        process->reset();
    }
}
