#pragma once

#include <QStringList>

class QPainter;
class QPdfWriter;

namespace pb::print {

struct PrintInput;

// The rules sheet: the design's name, its ruleset and player count, every
// parameter that differs from the ruleset's default in the ruleset's own
// words, the set-up for the chosen player count, and the designer's notes.
// Flows onto as many pages as it needs; returns their number.
int drawRulesSheet(QPdfWriter& writer, QPainter& painter, const PrintInput& input,
                   const QStringList& setup, bool& firstPage);

// The rules sheet's text as HTML (the tests read it through pdftotext).
QString rulesSheetHtml(const PrintInput& input, const QStringList& setup);

} // namespace pb::print
