#include "key_names.h"

#include <QKeySequence>

namespace pb::gui {

QString KeyNames::nativeText(const QString& portable) {
    return QKeySequence(portable, QKeySequence::PortableText).toString(QKeySequence::NativeText);
}

} // namespace pb::gui
