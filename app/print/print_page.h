#pragma once

#include "print_options.h"

#include <QRectF>
#include <QSizeF>

class QPdfWriter;

namespace pb::print {

// A page as the print's parts paint it: QPdfWriter's device pixels, laid out
// in millimetres. The writer's own margins are zero; the designer's margin is
// kept here, so a part can centre on the paper (duplex backs must) and still
// know where the printer cannot reach.
struct PrintPage {
    double pxPerMm = 1.0;
    QSizeF paperMm;
    QRectF printableMm; // the paper less the margins

    double px(double mm) const { return mm * pxPerMm; }
    QPointF px(QPointF mm) const { return mm * pxPerMm; }
    QRectF px(const QRectF& mm) const {
        return {mm.x() * pxPerMm, mm.y() * pxPerMm, mm.width() * pxPerMm, mm.height() * pxPerMm};
    }
};

// The page of options.paper at `dpi` device pixels an inch. The paper's size
// is the standard's, in millimetres (QPdfWriter rounds it to whole points).
PrintPage printPage(const PrintOptions& options, double dpi);
// The page `writer` paints, at its resolution.
PrintPage printPage(const QPdfWriter& writer, const PrintOptions& options);

// Starts the next page of the PDF, except for the very first one, which
// QPdfWriter opens itself. Throws std::runtime_error when the writer fails.
void startPage(QPdfWriter& writer, bool& firstPage);

} // namespace pb::print
