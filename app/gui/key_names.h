#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// Shortcuts as the keyboard in the interface language labels them, for menus
// ("Ctrl+Q" reads "Strg+Q" in German, from Qt's own translations).
class KeyNames : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // `portable` ("Ctrl+Shift+N") in the platform's native words; "" for "".
    Q_INVOKABLE static QString nativeText(const QString& portable);
};

} // namespace pb::gui
