#include "cluster_job_export.h"

#include "cluster_job.h"
#include "db/database.h"
#include "db/design_store.h"
#include "db/run_merge.h"
#include "db/script_store.h"
#include "design/design_file.h"
#include "job_folder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <exception>

namespace pb::gui {

ClusterJobExport::ClusterJobExport(QObject* parent) : QObject(parent) {}

void ClusterJobExport::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    workbench_ = workbench;
    emit workbenchChanged();
}

void ClusterJobExport::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

bool ClusterJobExport::exportJob(int designId, const QString& folder, int games, int shards,
                                 int threads, const QString& seed, const QString& agents) {
    setErrorMessage({});
    db::Database* database = workbench_ ? workbench_->database() : nullptr;
    if (!database) {
        setErrorMessage(tr("Open a database first."));
        return false;
    }
    bool seedOk = false;
    seed.trimmed().toULongLong(&seedOk);
    if (!seedOk) {
        setErrorMessage(tr("The seed must be a whole number."));
        return false;
    }
    if (games < 1 || shards < 1 || shards > games || threads < 1) {
        setErrorMessage(tr("Give at least one game per shard."));
        return false;
    }
    if (QFileInfo::exists(QDir(folder).filePath(QStringLiteral("job.json")))) {
        setErrorMessage(tr("%1 already holds a cluster job. Choose another folder.").arg(folder));
        return false;
    }
    try {
        const std::optional<db::DesignRow> row = db::DesignStore(*database).get(designId);
        if (!row) {
            setErrorMessage(tr("The design is no longer in the database."));
            return false;
        }
        cluster::ClusterJob job;
        job.design.name = row->name.toStdString();
        job.design.ruleset = row->ruleset.toStdString();
        job.design.params = row->params;
        job.design.setup = row->setup;
        job.design.notes = row->notes.toStdString();
        // A scripted design carries its script: the cluster needs no Lua file.
        if (!row->scriptHash.isEmpty()) {
            const std::optional<db::ScriptRow> script =
                db::ScriptStore(*database).get(row->scriptHash);
            if (!script) {
                setErrorMessage(tr("The design's script is missing from the database."));
                return false;
            }
            job.design.script =
                design::DesignScript{script->fileName.toStdString(), script->hash.toStdString(),
                                     script->text.toStdString()};
        }
        job.name = cluster::jobNameFor(job.design.name);
        job.simulateOptions = {"--games", std::to_string(games), "--seed",
                               seed.trimmed().toStdString()};
        if (!agents.trimmed().isEmpty())
            job.simulateOptions.insert(job.simulateOptions.end(),
                                       {"--agents", agents.trimmed().toStdString()});
        job.shards = shards;
        job.threads = threads;
        job.cli = "playbench-cli"; // as the cluster's PATH has it; PLAYBENCH_CLI overrides
        cluster::writeJobFolder(job, folder);
    } catch (const std::exception& e) {
        setErrorMessage(tr("Could not write the cluster job: %1").arg(QString::fromUtf8(e.what())));
        return false;
    }
    return true;
}

int ClusterJobExport::importMergedRuns(const QString& file) {
    setErrorMessage({});
    db::Database* database = workbench_ ? workbench_->database() : nullptr;
    if (!database) {
        setErrorMessage(tr("Open a database first."));
        return 0;
    }
    try {
        // A merged run is one whole batch (an unsharded run): merging it alone
        // copies it as it is.
        const std::vector<db::MergedRun> runs =
            db::mergeShards(*database, {file}, QStringLiteral("Import merged run %1").arg(file),
                            QCoreApplication::applicationName() + QLatin1Char(' ') +
                                QCoreApplication::applicationVersion());
        if (runs.empty()) {
            setErrorMessage(tr("%1 holds no runs.").arg(file));
            return 0;
        }
        return static_cast<int>(runs.front().runId);
    } catch (const std::exception& e) {
        setErrorMessage(tr("Could not import the runs: %1").arg(QString::fromUtf8(e.what())));
        return 0;
    }
}

} // namespace pb::gui
