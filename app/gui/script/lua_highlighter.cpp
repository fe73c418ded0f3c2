#include "script/lua_highlighter.h"

#include "script/lua_tokens.h"

#include <QColor>
#include <QFont>
#include <algorithm>
#include <array>

namespace pb::gui {

namespace {

// A state packs what is open (2 bits) and the level above them; -1, Qt's
// "no state yet", reads as nothing open.
constexpr int kOpenBits = 2;

} // namespace

LuaHighlighter::LuaHighlighter(QObject* parent) : QSyntaxHighlighter(parent) {}

void LuaHighlighter::setTextDocument(QQuickTextDocument* document) {
    if (document == textDocument_)
        return;
    textDocument_ = document;
    setDocument(document ? document->textDocument() : nullptr);
    emit textDocumentChanged();
}

void LuaHighlighter::setDark(bool dark) {
    if (dark == dark_)
        return;
    dark_ = dark;
    rehighlight();
    emit darkChanged();
}

QTextCharFormat LuaHighlighter::format(Role role) const {
    // Colours that read on the base of each scheme (ColorScheme.qml: white,
    // and #4f5157 in the dark one), none of them the alert red.
    struct Colors {
        const char* light;
        const char* dark;
    };
    static constexpr std::array<Colors, 5> colors = {{
        {"#0b4fa8", "#9cc8ff"}, // keyword
        {"#2e7d32", "#b5e59a"}, // string
        {"#6b6b6b", "#c4c4c4"}, // comment
        {"#a34d00", "#ffc58a"}, // number
        {"#7b1fa2", "#f0b3ff"}, // workbench name
    }};
    QTextCharFormat format;
    const Colors& c = colors[static_cast<std::size_t>(role)];
    format.setForeground(QColor(QLatin1String(dark_ ? c.dark : c.light)));
    // Weight and slant only where a monospaced font keeps its metrics, so
    // the line-number gutter stays aligned with every line.
    if (role == Role::Comment)
        format.setFontItalic(true);
    return format;
}

int LuaHighlighter::blockState(Open open, int level) {
    return open == Open::Nothing ? 0 : (level << kOpenBits) | static_cast<int>(open);
}

LuaHighlighter::Open LuaHighlighter::openAt(int state) {
    return state <= 0 ? Open::Nothing : static_cast<Open>(state & ((1 << kOpenBits) - 1));
}

int LuaHighlighter::levelAt(int state) {
    return state <= 0 ? 0 : state >> kOpenBits;
}

bool LuaHighlighter::isWorkbenchName(QStringView word) {
    static constexpr std::array<std::u16string_view, 19> names = {
        u"game",        u"params",       u"END",      u"setup",   u"actor",
        u"legal",       u"chance",       u"apply",    u"outcome", u"turns",
        u"why_illegal", u"sample",       u"evaluate", u"text",    u"resample",
        u"invariant",   u"check_params", u"view",     u"rng"};
    const std::u16string_view key(reinterpret_cast<const char16_t*>(word.utf16()),
                                  static_cast<std::size_t>(word.size()));
    for (std::u16string_view name : names)
        if (name == key)
            return true;
    return false;
}

qsizetype LuaHighlighter::continueLong(const QString& text, qsizetype from, Open open, int level) {
    const qsizetype end = longBracketEnd(text, from, level);
    const Role role = open == Open::LongComment ? Role::Comment : Role::String;
    if (end < 0) {
        setFormat(int(from), int(text.size() - from), format(role));
        setCurrentBlockState(blockState(open, level));
        return -1;
    }
    setFormat(int(from), int(end - from), format(role));
    return end;
}

void LuaHighlighter::highlightBlock(const QString& text) {
    setCurrentBlockState(0);
    qsizetype i = 0;
    const int previous = previousBlockState();
    if (const Open open = openAt(previous); open != Open::Nothing) {
        i = continueLong(text, 0, open, levelAt(previous));
        if (i < 0)
            return;
    }
    const qsizetype n = text.size();
    while (i < n) {
        const QChar c = text[i];
        if (c == u'-' && i + 1 < n && text[i + 1] == u'-') {
            if (const int level = longBracketLevel(text, i + 2); level >= 0) {
                setFormat(int(i), level + 4, format(Role::Comment));
                i = continueLong(text, i + level + 4, Open::LongComment, level);
                if (i < 0)
                    return;
            } else {
                setFormat(int(i), int(n - i), format(Role::Comment));
                return;
            }
        } else if (const int level = longBracketLevel(text, i); level >= 0) {
            setFormat(int(i), level + 2, format(Role::String));
            i = continueLong(text, i + level + 2, Open::LongString, level);
            if (i < 0)
                return;
        } else if (c == u'"' || c == u'\'') {
            qsizetype j = i + 1;
            while (j < n && text[j] != c)
                j += text[j] == u'\\' ? 2 : 1;
            j = std::min(j + 1, n);
            setFormat(int(i), int(j - i), format(Role::String));
            i = j;
        } else if (isLuaNameStart(c)) {
            qsizetype j = i + 1;
            while (j < n && isLuaNameChar(text[j]))
                ++j;
            const QStringView word = QStringView(text).sliced(i, j - i);
            // A field's name (s.turns, x:text) is the script's own, not the workbench's.
            const bool field = i > 0 && (text[i - 1] == u'.' || text[i - 1] == u':') &&
                               !(i > 1 && text[i - 2] == u'.');
            if (isLuaKeyword(word))
                setFormat(int(i), int(j - i), format(Role::Keyword));
            else if (!field && isWorkbenchName(word))
                setFormat(int(i), int(j - i), format(Role::WorkbenchName));
            i = j;
        } else if (isLuaDigit(c) || (c == u'.' && i + 1 < n && isLuaDigit(text[i + 1]))) {
            qsizetype j = i + 1;
            while (j < n && (isLuaNameChar(text[j]) || text[j] == u'.' ||
                             ((text[j] == u'+' || text[j] == u'-') &&
                              QStringView(u"eEpP").contains(text[j - 1]))))
                ++j;
            setFormat(int(i), int(j - i), format(Role::Number));
            i = j;
        } else {
            ++i;
        }
    }
}

} // namespace pb::gui
