#include "run_summary.h"

#include "date_text.h"
#include "db/database.h"
#include "gui_logging.h"
#include "heatmap_view.h"
#include "language_watch.h"
#include "outlier_games.h"
#include "report/report_context.h"
#include "report_export.h"
#include "report_wording.h"
#include "run_report_data.h"
#include "seat_words.h"
#include "skill_trace_view.h"
#include "sweep_view.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>
#include <exception>

namespace pb::gui {

namespace {

QVariant toVariant(const nlohmann::json& value) {
    if (value.is_null())
        return {};
    return QJsonDocument::fromJson(QByteArray::fromStdString(nlohmann::json{{"v", value}}.dump()))
        .object()
        .value(QStringLiteral("v"))
        .toVariant();
}

QVariantMap toMap(const nlohmann::json& value) {
    return value.is_object() ? toVariant(value).toMap() : QVariantMap{};
}

} // namespace

RunSummary::RunSummary(QObject* parent) : QObject(parent) {
    // The sentences are worded when a run is shown: show it again in the new language.
    onLanguageChange(this, [this] {
        if (runId_ > 0)
            reload();
    });
}

RunSummary::~RunSummary() {
    stopReading();
}

void RunSummary::stopReading() {
    if (stopReading_)
        stopReading_->store(true);
    reading_.waitForFinished();
}

void RunSummary::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    if (workbench_)
        disconnect(workbench_, nullptr, this, nullptr);
    workbench_ = workbench;
    if (workbench_)
        connect(workbench_, &Workbench::databaseChanged, this, &RunSummary::reload);
    emit workbenchChanged();
    reload();
}

void RunSummary::setRunId(int runId) {
    if (runId_ == runId)
        return;
    runId_ = runId;
    emit runIdChanged();
    reload();
}

void RunSummary::clear() {
    context_.reset();
    info_.clear();
    metrics_.clear();
    skill_.clear();
    sweep_.clear();
    outliers_.clear();
    heatmaps_.clear();
    skillTrace_.clear();
}

void RunSummary::reload() {
    const quint64 generation = ++generation_;
    clear();
    setErrorMessage({});
    emit summaryChanged();
    if (runId_ <= 0 || !workbench_ || !workbench_->database()) {
        setLoading(false);
        return;
    }
    setLoading(true);
    stopReading();
    stopReading_ = std::make_shared<std::atomic<bool>>(false);
    QFuture<RunReportData> read = QtConcurrent::run(
        &RunReportData::read, workbench_->database()->path(), runId_, stopReading_);
    reading_ = QFuture<void>(read);
    read.then(this, [this, generation](RunReportData loaded) {
        // Always later, never inside reload() (a read that finished before
        // `then` ran would come back at once): callers see `loading` first.
        QMetaObject::invokeMethod(
            this,
            [this, generation, loaded = std::move(loaded)]() mutable {
                if (generation == generation_) // else another run was asked for meanwhile
                    show(std::move(loaded));
            },
            Qt::QueuedConnection);
    });
}

void RunSummary::show(RunReportData loaded) {
    clear();
    QString error;
    if (!loaded.context) {
        error = tr("Cannot show run %1: %2").arg(runId_).arg(loaded.error);
        qCWarning(lcGui) << error;
    } else {
        try {
            context_ = std::move(loaded.context);
            const pb::ReportContext& ctx = *context_;
            QStringList agents;
            for (const auto& agent : ctx.agents)
                agents.push_back(SeatWords::agentName(QString::fromStdString(agent)));
            info_ = {{QStringLiteral("title"), QString::fromStdString(ctx.title)},
                     {QStringLiteral("ruleset"), QString::fromStdString(ctx.rulesetName)},
                     {QStringLiteral("players"), ctx.players},
                     {QStringLiteral("agents"), agents},
                     {QStringLiteral("games"), static_cast<qint64>(ctx.games)},
                     {QStringLiteral("seed"), QString::number(ctx.runSeed)},
                     {QStringLiteral("createdAt"),
                      dateTimeText(QDateTime::fromString(QString::fromStdString(ctx.createdAt),
                                                         Qt::ISODateWithMs))},
                     {QStringLiteral("program"), QString::fromStdString(ctx.programVersion)},
                     {QStringLiteral("command"), QString::fromStdString(ctx.command)},
                     {QStringLiteral("logMoves"), ctx.logMoves},
                     {QStringLiteral("cancelled"), ctx.metrics.value("cancelled", false)},
                     {QStringLiteral("params"),
                      QString::fromStdString(ctx.nonDefaultParams.empty()
                                                 ? std::string()
                                                 : ctx.nonDefaultParams.dump())}};
            metrics_ = toMap(ctx.metrics);
            skill_ = toMap(ctx.skill);
            ReportWording::reword(metrics_, skill_, ctx.rulesetId);
            skillTrace_ = SkillTraceView::forRun(ctx.skillTrace);
            sweep_ = SweepView::forRun(ctx.sweep, ctx.rulesetId);
            outliers_ = OutlierGames::forRun(loaded.totals, loaded.gameIds, ctx.agents);
            heatmaps_ = HeatmapView::forRunMaps(ctx.heatmaps, ctx.rulesetId);
        } catch (const std::exception& e) {
            clear();
            error = tr("Cannot show run %1: %2").arg(runId_).arg(QString::fromUtf8(e.what()));
            qCWarning(lcGui) << error;
        }
    }
    setErrorMessage(error);
    setLoading(false);
    emit summaryChanged();
}

void RunSummary::setLoading(bool loading) {
    if (loading_ == loading)
        return;
    loading_ = loading;
    emit loadingChanged();
}

bool RunSummary::exportReport(const QString& format, const QUrl& file) {
    if (!context_ || !workbench_ || !workbench_->database()) {
        setErrorMessage(tr("Choose a run to export."));
        return false;
    }
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (const QString error =
            ReportExport::write(*context_, *workbench_->database(), runId_, format, path);
        !error.isEmpty()) {
        setErrorMessage(error);
        return false;
    }
    setErrorMessage({});
    qCInfo(lcGui) << "exported run" << runId_ << "as" << format << "to" << path;
    return true;
}

QString RunSummary::suggestedFileName(const QString& format) const {
    return QStringLiteral("report-run-%1.%2").arg(runId_).arg(format);
}

void RunSummary::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

} // namespace pb::gui
