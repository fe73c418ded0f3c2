#include "script/lua_tokens.h"

#include <algorithm>
#include <array>

namespace pb::gui {

bool isLuaNameStart(QChar c) {
    return c == u'_' || (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z');
}

bool isLuaNameChar(QChar c) {
    return isLuaNameStart(c) || (c >= u'0' && c <= u'9');
}

bool isLuaDigit(QChar c) {
    return c >= u'0' && c <= u'9';
}

bool isLuaKeyword(QStringView word) {
    static constexpr std::array<std::u16string_view, 22> keywords = {
        u"and",      u"break",  u"do",   u"else", u"elseif", u"end",  u"false", u"for",
        u"function", u"goto",   u"if",   u"in",   u"local",  u"nil",  u"not",   u"or",
        u"repeat",   u"return", u"then", u"true", u"until",  u"while"};
    const std::u16string_view key(reinterpret_cast<const char16_t*>(word.utf16()),
                                  static_cast<std::size_t>(word.size()));
    return std::find(keywords.begin(), keywords.end(), key) != keywords.end();
}

int longBracketLevel(QStringView text, qsizetype at) {
    if (at >= text.size() || text[at] != u'[')
        return -1;
    qsizetype i = at + 1;
    while (i < text.size() && text[i] == u'=')
        ++i;
    return i < text.size() && text[i] == u'[' ? static_cast<int>(i - at - 1) : -1;
}

qsizetype longBracketEnd(QStringView text, qsizetype from, int level) {
    for (qsizetype i = text.indexOf(u']', from); i >= 0; i = text.indexOf(u']', i + 1)) {
        qsizetype j = i + 1;
        while (j < text.size() && text[j] == u'=' && j - i - 1 < level)
            ++j;
        if (j - i - 1 == level && j < text.size() && text[j] == u']')
            return j + 1;
    }
    return -1;
}

std::vector<LuaToken> luaTokens(const QString& source) {
    const QStringView text(source);
    const qsizetype n = text.size();
    std::vector<LuaToken> tokens;
    int line = 1;
    // Counts the line breaks in [from, to), the text a token or comment spans.
    const auto countLines = [&](qsizetype from, qsizetype to) {
        line += static_cast<int>(text.sliced(from, std::min(to, n) - from).count(u'\n'));
    };
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text[i];
        if (c == u'\n') {
            ++line;
            ++i;
        } else if (c.isSpace()) {
            ++i;
        } else if (c == u'-' && i + 1 < n && text[i + 1] == u'-') {
            const int level = longBracketLevel(text, i + 2);
            qsizetype end = -1;
            if (level >= 0) {
                end = longBracketEnd(text, i + 2, level);
                end = end < 0 ? n : end;
            } else {
                end = text.indexOf(u'\n', i);
                end = end < 0 ? n : end;
            }
            countLines(i, end);
            i = end;
        } else if (const int level = longBracketLevel(text, i); level >= 0) {
            const qsizetype open = i + level + 2;
            qsizetype end = longBracketEnd(text, open, level);
            end = end < 0 ? n : end;
            const qsizetype close = std::max(open, end - level - 2);
            tokens.push_back(
                {LuaToken::Kind::String, text.sliced(open, close - open).toString(), line});
            countLines(i, end);
            i = end;
        } else if (c == u'"' || c == u'\'') {
            qsizetype j = i + 1;
            while (j < n && text[j] != c && text[j] != u'\n')
                j += text[j] == u'\\' ? 2 : 1;
            j = std::min(j, n);
            tokens.push_back(
                {LuaToken::Kind::String, text.sliced(i + 1, j - i - 1).toString(), line});
            countLines(i, j);
            i = j < n && text[j] == c ? j + 1 : j;
        } else if (isLuaNameStart(c)) {
            qsizetype j = i + 1;
            while (j < n && isLuaNameChar(text[j]))
                ++j;
            tokens.push_back({LuaToken::Kind::Name, text.sliced(i, j - i).toString(), line});
            i = j;
        } else if (isLuaDigit(c) || (c == u'.' && i + 1 < n && isLuaDigit(text[i + 1]))) {
            qsizetype j = i + 1;
            while (j < n && (isLuaNameChar(text[j]) || text[j] == u'.' ||
                             ((text[j] == u'+' || text[j] == u'-') &&
                              QStringView(u"eEpP").contains(text[j - 1]))))
                ++j;
            tokens.push_back({LuaToken::Kind::Number, text.sliced(i, j - i).toString(), line});
            i = j;
        } else {
            static constexpr std::array<std::u16string_view, 10> symbols = {
                u"...", u"..", u"==", u"~=", u"<=", u">=", u"//", u"::", u"<<", u">>"};
            qsizetype length = 1;
            for (std::u16string_view symbol : symbols) {
                const QStringView s(symbol.data(), static_cast<qsizetype>(symbol.size()));
                if (text.sliced(i).startsWith(s)) {
                    length = s.size();
                    break;
                }
            }
            tokens.push_back({LuaToken::Kind::Symbol, text.sliced(i, length).toString(), line});
            i += length;
        }
    }
    return tokens;
}

} // namespace pb::gui
