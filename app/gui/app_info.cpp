#include "app_info.h"

#include <QtGlobal>

namespace pb::gui {

QString AppInfo::version() {
    return QStringLiteral(PLAYBENCH_VERSION);
}

QString AppInfo::license() {
    return QStringLiteral(PLAYBENCH_LICENSE);
}

QString AppInfo::licenseText() {
    if (license() == QLatin1String("LicenseRef-proprietary"))
        return tr("all rights reserved (no licence has been chosen yet)");
    return license();
}

QString AppInfo::qtVersion() {
    return QString::fromLatin1(qVersion());
}

} // namespace pb::gui
