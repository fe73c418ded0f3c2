#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

class QQuickWindow;

namespace pb::gui {

// Saves what a window shows as a PNG once its scene has really been drawn: it
// waits for the first frameSwapped after start(), lets bindings and layouts
// settle for a few more frames, then grabs the window. Emits finished exactly
// once, also when the window never renders (after a timeout).
class WindowScreenshot : public QObject {
    Q_OBJECT

public:
    WindowScreenshot(QQuickWindow* window, QString filePath, QObject* parent = nullptr);

    // Begins waiting; call before showing the window.
    void start();

signals:
    // `error` is one line when ok is false.
    void finished(bool ok, const QString& error);

private:
    void onFrameSwapped();
    void capture();
    void finish(bool ok, const QString& error);

    QPointer<QQuickWindow> window_;
    QString filePath_;
    QTimer settleTimer_;
    QTimer timeoutTimer_;
    bool done_ = false;
};

} // namespace pb::gui
