#include "print_page.h"

#include <QCoreApplication>
#include <QPdfWriter>
#include <stdexcept>

namespace pb::print {

PrintPage printPage(const QPdfWriter& writer, const PrintOptions& options) {
    return printPage(options, writer.resolution());
}

PrintPage printPage(const PrintOptions& options, double dpi) {
    PrintPage page;
    page.pxPerMm = dpi / 25.4;
    page.paperMm = QPageSize::size(options.paper, QPageSize::Millimeter);
    page.printableMm =
        QRectF(QPointF(0, 0), page.paperMm)
            .adjusted(options.marginMm, options.marginMm, -options.marginMm, -options.marginMm);
    return page;
}

void startPage(QPdfWriter& writer, bool& firstPage) {
    if (firstPage) {
        firstPage = false;
        return;
    }
    if (!writer.newPage())
        throw std::runtime_error(
            QCoreApplication::translate("PrintDocument", "The PDF writer could not start a page.")
                .toStdString());
}

} // namespace pb::print
