#include "language_watch.h"

#include <QCoreApplication>
#include <QEvent>

namespace pb::gui {

namespace {

// A child of its owner, so it stops watching when the owner goes.
class LanguageWatch final : public QObject {
public:
    LanguageWatch(QObject* owner, std::function<void()> reword)
        : QObject(owner), reword_(std::move(reword)) {
        QCoreApplication::instance()->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
            reword_();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> reword_;
};

} // namespace

void onLanguageChange(QObject* owner, std::function<void()> reword) {
    if (QCoreApplication::instance())
        new LanguageWatch(owner, std::move(reword));
}

} // namespace pb::gui
