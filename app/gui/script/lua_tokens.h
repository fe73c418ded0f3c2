#pragma once

#include <QString>
#include <vector>

namespace pb::gui {

// One token of a Lua text, as far as the rules editor needs to read one: no
// values, only what a token is and where it starts.
struct LuaToken {
    enum class Kind { Name, String, Number, Symbol };
    Kind kind = Kind::Symbol;
    // A name, a symbol ("=", "{", "..."), a number as written, or a string's
    // contents without its quotes (escapes left as written).
    QString text;
    int line = 1; // counted from 1
};

// The tokens of `text` without its comments and white space. An unfinished
// string or comment runs to the end of the text; it never throws.
std::vector<LuaToken> luaTokens(const QString& text);

// Lua's characters of a name (a letter or _ first, then digits too) and digits.
bool isLuaNameStart(QChar c);
bool isLuaNameChar(QChar c);
bool isLuaDigit(QChar c);

// Lua's reserved words ("and" ... "while"), true, false and nil included.
bool isLuaKeyword(QStringView word);

// A long bracket's opening at `at` ("[[", "[==["): its level (the number of
// "="), or -1 when `at` starts none.
int longBracketLevel(QStringView text, qsizetype at);
// Where the long bracket of `level` closes from `from` on ("]]", "]==]"): the
// index just past it, or -1 when it does not close.
qsizetype longBracketEnd(QStringView text, qsizetype from, int level);

} // namespace pb::gui
