#include "background_job.h"

#include <QtConcurrent/QtConcurrentRun>

namespace pb::gui {

BackgroundJob::BackgroundJob(QObject* parent) : QObject(parent) {
    poll_.setInterval(200);
    connect(&poll_, &QTimer::timeout, this, &BackgroundJob::poll);
    connect(&watcher_, &QFutureWatcher<void>::finished, this, &BackgroundJob::onFinished);
}

BackgroundJob::~BackgroundJob() {
    if (handles_.cancel)
        handles_.cancel->store(true);
    watcher_.waitForFinished();
}

double BackgroundJob::elapsedSeconds() const {
    return clock_.isValid() ? static_cast<double>(clock_.elapsed()) / 1000.0 : 0.0;
}

bool BackgroundJob::begin(std::function<void(const Handles&)> work, std::function<void()> deliver) {
    if (running_)
        return false;
    handles_ = {std::make_shared<std::atomic<qint64>>(0),
                std::make_shared<std::atomic<bool>>(false)};
    deliver_ = std::move(deliver);
    done_ = 0;
    running_ = true;
    clock_.start();
    poll_.start();
    watcher_.setFuture(
        QtConcurrent::run([work = std::move(work), handles = handles_] { work(handles); }));
    return true;
}

void BackgroundJob::cancel() {
    if (running_ && handles_.cancel)
        handles_.cancel->store(true);
}

void BackgroundJob::poll() {
    if (!handles_.done)
        return;
    done_ = handles_.done->load();
    emit progressed();
}

void BackgroundJob::onFinished() {
    poll_.stop();
    poll();
    running_ = false;
    // Moved out first: the delivery may start the next job.
    auto deliver = std::move(deliver_);
    deliver_ = nullptr;
    if (deliver)
        deliver();
}

} // namespace pb::gui
