#include "job_folder.h"

#include "kubernetes_manifest.h"
#include "slurm_scripts.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace pb::cluster {

namespace {

QString name(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

void writeFile(const QString& path, const std::string& text, bool executable = false) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) !=
            static_cast<qint64>(text.size()) ||
        !file.commit())
        throw JobFolderError("cannot write " + path.toStdString() + ": " +
                             file.errorString().toStdString());
    if (executable)
        QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner |
                                        QFileDevice::ExeGroup | QFileDevice::ExeOther);
}

} // namespace

void writeJobFolder(const ClusterJob& job, const QString& dir) {
    const QDir folder(dir);
    for (const std::string_view sub : {kShardFolder, kLogFolder, kReportFolder})
        if (!folder.mkpath(name(sub)))
            throw JobFolderError("cannot create " + folder.filePath(name(sub)).toStdString());
    writeFile(folder.filePath(name(kDesignFileName)), design::designFileToText(job.design));
    writeFile(folder.filePath(name(kShardScriptName)), slurmShardScript(job), true);
    writeFile(folder.filePath(name(kMergeScriptName)), slurmMergeScript(job), true);
    writeFile(folder.filePath(name(kKubernetesManifestName)), kubernetesManifest(job));
    saveJobState(job, dir);
}

void saveJobState(const ClusterJob& job, const QString& dir) {
    writeFile(QDir(dir).filePath(name(kJobFileName)), jobToJson(job).dump(2) + "\n");
}

ClusterJob readJobState(const QString& dir) {
    const QString path = QDir(dir).filePath(name(kJobFileName));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw JobFolderError(dir.toStdString() + " is not a cluster job folder: cannot read " +
                             path.toStdString() + ": " + file.errorString().toStdString());
    const QByteArray bytes = file.readAll();
    const nlohmann::json json = nlohmann::json::parse(bytes.cbegin(), bytes.cend(), nullptr, false);
    if (json.is_discarded())
        throw JobFolderError(path.toStdString() + " is not JSON");
    return jobFromJson(json);
}

QString shardStorePath(const QString& dir, int shard) {
    return QDir(dir).filePath(name(kShardFolder) + QStringLiteral("/shard-%1.sqlite").arg(shard));
}

} // namespace pb::cluster
