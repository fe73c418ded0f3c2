#include "rules_sheet.h"

#include "design/design_file.h"
#include "engine/parameter_schema.h"
#include "engine/ruleset.h"
#include "print_page.h"
#include "ruleset_print.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace pb::print {

namespace {

const QString kStyle = QStringLiteral(
    "body{font-family:'DejaVu Sans',sans-serif;font-size:10pt;color:#111}"
    "h1{font-size:20pt;margin-bottom:2px}h2{font-size:13pt;margin-top:14px;margin-bottom:4px}"
    ".sub{color:#444;font-size:11pt}.name{color:#666;font-size:8pt}"
    "li{margin-bottom:3px}");

// The words of this file, in the translations under "RulesSheet".
struct Words {
    Q_DECLARE_TR_FUNCTIONS(RulesSheet)
};

QString fromStd(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString valueText(const nlohmann::json& value) {
    if (value.is_boolean())
        return value.get<bool>() ? Words::tr("yes") : Words::tr("no");
    if (value.is_string())
        return fromStd(value.get<std::string>());
    return fromStd(value.dump());
}

} // namespace

QString rulesSheetHtml(const PrintInput& input, const QStringList& setup) {
    const ParameterSchema& schema = input.ruleset.parameters();
    QString html = QStringLiteral("<h1>%1</h1>").arg(fromStd(input.design.name).toHtmlEscaped());
    html += QStringLiteral("<p class=\"sub\">%1</p>")
                .arg(Words::tr("Ruleset: %1. Players: %2.")
                         .arg(fromStd(std::string(input.ruleset.displayName())).toHtmlEscaped())
                         .arg(input.players));

    html +=
        QStringLiteral("<h2>%1</h2>").arg(Words::tr("Rules that differ from the standard game"));
    const nlohmann::json changed = schema.nonDefaults(input.params);
    if (changed.empty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(Words::tr("None: this design plays the standard rules."));
    } else {
        html += QStringLiteral("<ul>");
        for (const ParameterSpec& spec : schema.specs()) {
            if (!changed.contains(spec.name))
                continue;
            QString words =
                spec.description.empty() ? fromStd(spec.name) : fromStd(spec.description);
            // "Spades beat the other suits: no" reads better without the full stop.
            if (words.endsWith(QLatin1Char('.')))
                words.chop(1);
            html +=
                QStringLiteral("<li>%1: <b>%2</b> <span class=\"name\">(%3, %4 %5)</span></li>")
                    .arg(words.toHtmlEscaped(), valueText(changed.at(spec.name)).toHtmlEscaped(),
                         fromStd(spec.name).toHtmlEscaped(), Words::tr("standard:"),
                         valueText(spec.defaultValue).toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }

    if (!setup.isEmpty()) {
        html += QStringLiteral("<h2>%1</h2><ol>").arg(Words::tr("Set-up"));
        for (const QString& step : setup)
            html += QStringLiteral("<li>%1</li>").arg(step.toHtmlEscaped());
        html += QStringLiteral("</ol>");
    }
    if (!input.design.notes.empty())
        html += QStringLiteral("<h2>%1</h2><p>%2</p>")
                    .arg(Words::tr("Designer's notes"),
                         fromStd(input.design.notes)
                             .toHtmlEscaped()
                             .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    return html;
}

int drawRulesSheet(QPdfWriter& writer, QPainter& painter, const PrintInput& input,
                   const QStringList& setup, bool& firstPage) {
    const PrintPage page = printPage(writer, input.options);
    const QRectF area = page.px(page.printableMm);
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    doc.setDefaultStyleSheet(kStyle);
    doc.setDocumentMargin(0);
    doc.setHtml(rulesSheetHtml(input, setup));
    // QTextDocument breaks between lines when it knows the page's height.
    doc.setPageSize(area.size());
    const int pages = std::max(1, doc.pageCount());
    for (int i = 0; i < pages; ++i) {
        startPage(writer, firstPage);
        painter.save();
        painter.translate(area.left(), area.top() - i * area.height());
        const QRectF clip(0, i * area.height(), area.width(), area.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        context.palette.setColor(QPalette::Text, Qt::black);
        painter.setClipRect(clip);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
    }
    return pages;
}

} // namespace pb::print
