#pragma once

#include <QString>

namespace pb::gui {

// A script error as the rules editor shows it: the line it points at (0 for
// none) and the message without the file's name and line in front.
struct ScriptErrorPlace {
    int line = 0;
    QString message;
};

// Where in `text`, the script `fileName`, the error `error` of the core
// (pb::script::ScriptError::what()) points: Lua's "file.lua:12: ..." gives
// line 12; a declaration error "file.lua: game.params[2].max: ..." the line
// that value is written on (DeclarationOutline); any other error no line.
ScriptErrorPlace placeScriptError(const QString& error, const QString& fileName,
                                  const QString& text);

} // namespace pb::gui
