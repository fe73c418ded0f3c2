#pragma once

// The real window (Main.qml) loaded in the test process on a database of the
// test's, with the QML warnings it logs collected: finding items by
// objectName (also those a Repeater or a view made) and clicking them as a
// user would.

#include "demo_database_copy.h"
#include "gui_app.h"
#include "gui_test_support.h"
#include "preferences.h"
#include "workbench.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSettings>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

namespace pb::gui::test {

// An item by objectName under `item`: items made by a Repeater or a view are
// children in the item tree only, where findChild does not look.
inline QQuickItem* findItem(QQuickItem* item, const QString& objectName) {
    if (!item)
        return nullptr;
    if (item->objectName() == objectName)
        return item;
    for (QQuickItem* child : item->childItems())
        if (QQuickItem* found = findItem(child, objectName))
            return found;
    return nullptr;
}

// Loads Main.qml into `engine` at `size` and waits until it is shown; nullptr
// on failure.
inline QQuickWindow* showMainWindow(QQmlApplicationEngine& engine, Workbench& workbench,
                                    Preferences& preferences, QSize size = {1280, 800}) {
    QQuickWindow* window = pb::gui::loadMainWindow(engine, workbench, preferences);
    if (!window)
        return nullptr;
    window->resize(size);
    window->show();
    return QTest::qWaitForWindowExposed(window) ? window : nullptr;
}

// One test function's window: its workbench, preferences and engine, and a
// temporary folder for its files, which outlives them.
class WindowHarness {
public:
    // What store a test starts on: a new empty one or a copy of the demo.
    enum class Store { New, Demo };

    WindowHarness() : workbench_(std::make_unique<Workbench>()) {}
    ~WindowHarness() {
        engine_.reset();
        window_ = nullptr;
    }

    // The start of a window test, before load(): the settings cleared (before
    // preferences() reads them), any QML warning failing the test, and the
    // workbench on store `fileName` in folder(). False if that fails.
    bool open(const QString& fileName, Store store = Store::New) {
        QSettings().clear();
        failOnQmlWarnings();
        if (!folder_.isValid())
            return false;
        const QString path = filePath(fileName);
        if (store == Store::New)
            return workbench_->openDatabase(path, true);
        // The demo through the workbench's own way in, on a file it finds made.
        return copyDemoDatabase(path) && workbench_->openDemoDatabase(path);
    }

    QString folder() const { return folder_.path(); }
    QString filePath(const QString& fileName) const { return folder_.filePath(fileName); }

    Workbench& workbench() { return *workbench_; }
    Preferences& preferences() {
        if (!preferences_)
            preferences_ = std::make_unique<Preferences>();
        return *preferences_;
    }
    QQuickWindow* window() const { return window_; }

    // Loads Main.qml at `size` and waits until it is shown; nullptr on failure.
    QQuickWindow* load(QSize size = {1280, 800}) {
        engine_ = std::make_unique<QQmlApplicationEngine>();
        window_ = showMainWindow(*engine_, *workbench_, preferences(), size);
        return window_;
    }

    QObject* find(const QString& objectName) const {
        if (!window_)
            return nullptr;
        if (QObject* found = window_->findChild<QObject*>(objectName))
            return found;
        return findItem(window_->contentItem(), objectName);
    }
    QQuickItem* item(const QString& objectName) const {
        return qobject_cast<QQuickItem*>(find(objectName));
    }

    // Clicks `item` at `point` (its own coordinates; its middle by default).
    void click(QQuickItem* item, Qt::MouseButton button = Qt::LeftButton,
               QPointF point = {-1, -1}) const {
        if (point.x() < 0)
            point = QPointF(item->width() / 2, item->height() / 2);
        QTest::mouseClick(window_, button, {}, item->mapToScene(point).toPoint());
    }

    void showPage(const QString& key) const { window_->setProperty("currentPage", key); }

private:
    QTemporaryDir folder_;
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<Preferences> preferences_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow* window_ = nullptr;
};

} // namespace pb::gui::test
