#include "pdf_report_writer.h"

#include "report/report_context.h"
#include "report/report_writer.h"

#include <QAbstractTextDocumentLayout>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QTextDocument>

namespace pb {

namespace {

// QTextDocument's subset of CSS; tables get their borders from attributes.
const QString kPdfStyle = QStringLiteral(
    "body{font-family:'DejaVu Sans',sans-serif;font-size:9pt;color:#222}"
    "h1{font-size:18pt;margin-bottom:2px}h2{font-size:13pt;margin-top:14px;margin-bottom:4px}"
    "h3{font-size:11pt}th{background-color:#f2f2f2;font-weight:bold}.ci{color:#666}"
    "tr.flag td{background-color:#fff4d6}.verdict{font-weight:bold}.notes{font-style:italic}"
    "code{font-family:'DejaVu Sans Mono',monospace;font-size:8pt}");

QString forPdf(const std::string& html) {
    QString text = QString::fromStdString(html);
    text.replace(QStringLiteral("<table>"),
                 QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
                                "width=\"100%\" style=\"border-color:#bbbbbb\">"));
    return text;
}

// Places blocks top to bottom, starting a new page when the next does not fit.
class PageFlow {
public:
    PageFlow(QPdfWriter& writer, QPainter& painter)
        : writer_(writer), painter_(painter),
          page_(writer.pageLayout().paintRectPixels(writer.resolution())) {}

    void text(const QString& html) {
        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(&writer_);
        doc.setDefaultStyleSheet(kPdfStyle);
        doc.setDocumentMargin(0);
        doc.setHtml(html);
        doc.setTextWidth(page_.width());
        const double height = doc.size().height();
        if (height <= page_.height()) {
            fit(height);
            painter_.save();
            painter_.translate(0, y_);
            doc.drawContents(&painter_);
            painter_.restore();
            y_ += height + gap();
            return;
        }
        // Taller than a page: QTextDocument breaks it into pages between lines and rows.
        if (y_ > 0)
            newPage();
        doc.setPageSize(QSizeF(page_.width(), page_.height()));
        for (int p = 0; p < doc.pageCount(); ++p) {
            if (p > 0)
                newPage();
            const QRectF slice(0, p * page_.height(), page_.width(), page_.height());
            painter_.save();
            painter_.translate(0, -slice.top());
            doc.drawContents(&painter_, slice);
            painter_.restore();
        }
        y_ = doc.size().height() - (doc.pageCount() - 1) * page_.height() + gap();
    }

    void chart(const std::string& svg) {
        QSvgRenderer renderer(QByteArray::fromStdString(svg));
        if (!renderer.isValid())
            throw PdfReportError("a chart of the report is not valid SVG");
        const QSizeF size = renderer.viewBoxF().size();
        const double width = page_.width() * 0.9;
        const double height = size.width() > 0 ? width * size.height() / size.width() : width / 2;
        fit(height);
        renderer.render(&painter_, QRectF((page_.width() - width) / 2, y_, width, height));
        y_ += height + gap();
    }

private:
    double gap() const { return writer_.resolution() * 0.08; }
    void fit(double height) {
        if (y_ > 0 && y_ + height > page_.height())
            newPage();
    }
    void newPage() {
        if (!writer_.newPage())
            throw PdfReportError("cannot start a new page of the PDF");
        y_ = 0;
    }

    QPdfWriter& writer_;
    QPainter& painter_;
    QRectF page_;
    double y_ = 0;
};

} // namespace

qint64 writePdfReport(const ReportContext& ctx, const QString& path) {
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
        throw PdfReportError("writing a PDF needs a QGuiApplication");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        throw PdfReportError("cannot write " + path.toStdString() + ": " +
                             file.errorString().toStdString());
    {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setTitle(QString::fromStdString(ctx.title + " - Playbench balance report"));
        writer.setCreator(QString::fromStdString(ctx.programVersion));
        QPainter painter;
        if (!painter.begin(&writer))
            throw PdfReportError("cannot write " + path.toStdString() +
                                 ": the PDF writer did not start");
        PageFlow flow(writer, painter);
        for (const ReportBlock& block : reportBlocks(ctx)) {
            if (block.kind == ReportBlock::Kind::Svg)
                flow.chart(block.content);
            else
                flow.text(forPdf(block.content));
        }
        painter.end();
    }
    const qint64 size = file.size();
    if (!file.commit())
        throw PdfReportError("cannot write " + path.toStdString() + ": " +
                             file.errorString().toStdString());
    return size;
}

} // namespace pb
