#include "batch_controller.h"

#include "db/database.h"

#include <QThread>
#include <algorithm>
#include <climits>

namespace pb::gui {

BatchController::BatchController(QObject* parent) : QObject(parent) {
    connect(&job_, &BackgroundJob::progressed, this, [this] { pollProgress(); });
}

void BatchController::setWorkbench(Workbench* workbench) {
    if (workbench_ == workbench)
        return;
    workbench_ = workbench;
    emit workbenchChanged();
}

int BatchController::idealThreads() {
    return std::max(1, QThread::idealThreadCount());
}

void BatchController::cancel() {
    job_.cancel();
}

void BatchController::setErrorMessage(const QString& message) {
    if (errorMessage_ == message)
        return;
    errorMessage_ = message;
    emit errorMessageChanged();
}

bool BatchController::readyToStart(const QString& busy) {
    if (job_.running()) {
        setErrorMessage(busy);
        return false;
    }
    if (!workbench_ || !workbench_->database()) {
        setErrorMessage(tr("Open a database first."));
        return false;
    }
    return true;
}

void BatchController::pollProgress() {
    gamesDone_ = static_cast<int>(std::min<qint64>(job_.done(), INT_MAX));
    emit progressChanged();
}

} // namespace pb::gui
