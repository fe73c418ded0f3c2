#include "app_info.h"

#include <QtGlobal>

namespace pb::gui {

QString AppInfo::version() {
    return QStringLiteral(PLAYBENCH_VERSION);
}

QString AppInfo::license() {
    return QStringLiteral(PLAYBENCH_LICENSE);
}

QString AppInfo::qtVersion() {
    return QString::fromLatin1(qVersion());
}

} // namespace pb::gui
