#pragma once

#include <QString>
#include <QtGlobal>

namespace pb {
struct ReportContext;
}

namespace pb::cli {

// Writes the report as a PDF with Qt's own PDF writer: A4 pages, the text laid
// out by QTextDocument, each chart drawn as vectors by QSvgRenderer, every
// section of htmlReport() in the same order. Needs a QGuiApplication (fonts).
// Writes atomically; returns the file's size; throws CommandError.
qint64 writePdfReport(const ReportContext& context, const QString& path);

} // namespace pb::cli
