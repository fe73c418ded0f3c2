#pragma once

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <functional>
#include <memory>

namespace pb::gui {

// The background plumbing of the Reports page's controllers (runs, A/B
// comparison, auto-balance, skill trace), in one place: the work runs on the
// thread pool with a count of games done and a stop flag it shares with the
// window; the count is polled five times a second on the main thread (the
// worker never touches a QObject), and the work's result is handed to the
// owner on the main thread when it ends. One job at a time per object; the
// destructor asks a job under way to stop and waits for it, so the owner (its
// parent) may capture `this` in its callbacks.
class BackgroundJob : public QObject {
    Q_OBJECT

public:
    // What the worker shares with the window: games done, and the stop flag.
    struct Handles {
        std::shared_ptr<std::atomic<qint64>> done;
        std::shared_ptr<std::atomic<bool>> cancel;
    };

    explicit BackgroundJob(QObject* parent = nullptr);
    ~BackgroundJob() override;

    bool running() const { return running_; }
    // Games done at the last poll, and seconds since the job started.
    qint64 done() const { return done_; }
    double elapsedSeconds() const;

    // Runs `work(handles)` on the thread pool and, when it returns, `deliver`
    // with its result on this thread. False (and nothing runs) while a job is
    // under way.
    template <class Work, class Deliver> bool start(Work work, Deliver deliver) {
        using Result = std::invoke_result_t<Work&, const Handles&>;
        auto result = std::make_shared<Result>();
        return begin(
            [work = std::move(work), result](const Handles& handles) mutable {
                *result = work(handles);
            },
            [deliver = std::move(deliver), result]() mutable { deliver(std::move(*result)); });
    }
    // Asks the job under way to stop; its work decides where.
    void cancel();

signals:
    // Every poll while running, and once more as the job ends (before the delivery).
    void progressed();

private:
    bool begin(std::function<void(const Handles&)> work, std::function<void()> deliver);
    void poll();
    void onFinished();

    bool running_ = false;
    qint64 done_ = 0;
    Handles handles_;
    std::function<void()> deliver_;
    QElapsedTimer clock_;
    QTimer poll_;
    QFutureWatcher<void> watcher_;
};

} // namespace pb::gui
