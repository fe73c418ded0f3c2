#include "window_screenshot.h"

#include "gui_logging.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QQuickWindow>

namespace pb::gui {

namespace {
// After the first frame: time for late layouts, ListView delegates and the
// frames they trigger.
constexpr int kSettleMs = 300;
// A window that has not rendered by then never will.
constexpr int kTimeoutMs = 20000;
} // namespace

WindowScreenshot::WindowScreenshot(QQuickWindow* window, QString filePath, QObject* parent)
    : QObject(parent), window_(window), filePath_(std::move(filePath)) {
    settleTimer_.setSingleShot(true);
    settleTimer_.setInterval(kSettleMs);
    connect(&settleTimer_, &QTimer::timeout, this, &WindowScreenshot::capture);
    timeoutTimer_.setSingleShot(true);
    timeoutTimer_.setInterval(kTimeoutMs);
    connect(&timeoutTimer_, &QTimer::timeout, this, [this] {
        finish(false, QCoreApplication::translate("WindowScreenshot",
                                                  "The window did not render within %1 seconds.")
                          .arg(kTimeoutMs / 1000));
    });
}

void WindowScreenshot::start() {
    if (!window_) {
        finish(false,
               QCoreApplication::translate("WindowScreenshot", "There is no window to capture."));
        return;
    }
    connect(window_, &QQuickWindow::frameSwapped, this, &WindowScreenshot::onFrameSwapped,
            Qt::QueuedConnection);
    timeoutTimer_.start();
}

void WindowScreenshot::onFrameSwapped() {
    if (!settleTimer_.isActive() && !done_)
        settleTimer_.start();
}

void WindowScreenshot::capture() {
    if (!window_) {
        finish(false, QCoreApplication::translate("WindowScreenshot", "The window closed."));
        return;
    }
    const QImage image = window_->grabWindow();
    if (image.isNull()) {
        finish(false,
               QCoreApplication::translate("WindowScreenshot", "Could not grab the window."));
        return;
    }
    const QFileInfo target(filePath_);
    QDir().mkpath(target.absolutePath());
    if (!image.save(target.absoluteFilePath(), "PNG")) {
        finish(false, QCoreApplication::translate("WindowScreenshot", "Could not write %1.")
                          .arg(QDir::toNativeSeparators(target.absoluteFilePath())));
        return;
    }
    qCInfo(lcGui) << "saved screenshot" << target.absoluteFilePath() << image.size();
    finish(true, {});
}

void WindowScreenshot::finish(bool ok, const QString& error) {
    if (done_)
        return;
    done_ = true;
    settleTimer_.stop();
    timeoutTimer_.stop();
    emit finished(ok, error);
}

} // namespace pb::gui
