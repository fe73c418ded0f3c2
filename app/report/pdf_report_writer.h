#pragma once

#include <QString>
#include <QtGlobal>
#include <stdexcept>

namespace pb {

struct ReportContext;

// A PDF report that could not be written; what() names the file and the reason.
class PdfReportError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Writes the report as a PDF with Qt's own PDF writer: A4 pages, the text laid
// out by QTextDocument, each chart drawn as vectors by QSvgRenderer, every
// section of htmlReport() in the same order. Needs a QGuiApplication (fonts).
// Writes atomically; returns the file's size; throws PdfReportError.
// `playbench-cli report --format pdf` and the Reports page share it.
qint64 writePdfReport(const ReportContext& context, const QString& path);

} // namespace pb
