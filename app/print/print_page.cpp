#include "print_page.h"

#include <QCoreApplication>
#include <QPdfWriter>
#include <stdexcept>

namespace pb::print {

PrintPage printPage(const QPdfWriter& writer, const PrintOptions& options) {
    PrintPage page;
    page.pxPerMm = writer.resolution() / 25.4;
    page.paperMm = writer.pageLayout().fullRect(QPageLayout::Millimeter).size();
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
