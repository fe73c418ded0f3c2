#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// What the About box tells: the Playbench version, its licence and the Qt it
// runs on. The values come from the build (CMake's project version and
// PLAYBENCH_LICENSE), so the box, --version and the package agree.
class AppInfo : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString version READ version CONSTANT)
    // An SPDX licence expression, as in the AppStream metadata.
    Q_PROPERTY(QString license READ license CONSTANT)
    // The licence in words, in the interface language.
    Q_PROPERTY(QString licenseText READ licenseText CONSTANT)
    // The Qt library loaded at run time (qVersion()).
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT)

public:
    using QObject::QObject;

    static QString version();
    static QString license();
    static QString licenseText();
    static QString qtVersion();
};

} // namespace pb::gui
