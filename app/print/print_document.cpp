// TEMPORARY on main until the printdoc branch lands (it replaces this file).
#include "print_document.h"

namespace pb::print {

PrintSummary writePrintPdf(const pb::design::DesignFile&, const PrintOptions&, const QString&) {
    throw PrintError("printing is not built yet");
}

} // namespace pb::print
