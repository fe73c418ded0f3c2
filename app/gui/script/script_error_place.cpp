#include "script/script_error_place.h"

#include "script/declaration_outline.h"

#include <QRegularExpression>

namespace pb::gui {

ScriptErrorPlace placeScriptError(const QString& error, const QString& fileName,
                                  const QString& text) {
    ScriptErrorPlace place;
    place.message = error.trimmed();
    const QString prefix = fileName + QLatin1Char(':');
    if (!place.message.startsWith(prefix))
        return place;
    const QString rest = place.message.mid(prefix.size());
    static const QRegularExpression lineFirst(QStringLiteral(R"(^(\d+):\s*)"));
    if (const QRegularExpressionMatch match = lineFirst.match(rest); match.hasMatch()) {
        place.line = match.captured(1).toInt();
        place.message = rest.mid(match.capturedLength());
        return place;
    }
    place.message = rest.trimmed();
    static const QRegularExpression pathFirst(QStringLiteral(R"(^(game(?:\.\w+|\[\d+\])*):)"));
    if (const QRegularExpressionMatch match = pathFirst.match(place.message); match.hasMatch())
        place.line = DeclarationOutline(text).lineOf(match.captured(1));
    return place;
}

} // namespace pb::gui
