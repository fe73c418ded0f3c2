#pragma once

// The real window (Main.qml) loaded in the test process on a database of the
// test's, with the QML warnings it logs collected: finding items by
// objectName (also those a Repeater or a view made) and clicking them as a
// user would.

#include "gui_app.h"
#include "gui_test_support.h"
#include "preferences.h"
#include "workbench.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStringList>
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

class WindowHarness {
public:
    WindowHarness() : workbench_(std::make_unique<Workbench>()) {}
    ~WindowHarness() {
        engine_.reset();
        window_ = nullptr;
    }

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
    std::unique_ptr<Workbench> workbench_;
    std::unique_ptr<Preferences> preferences_;
    std::unique_ptr<QQmlApplicationEngine> engine_;
    QQuickWindow* window_ = nullptr;
};

} // namespace pb::gui::test
