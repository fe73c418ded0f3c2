// The rules editor's reading of Lua without running it: the highlighter's
// colours and its states across lines (long comments and strings), the
// declaration's outline (where game.params[2].max is written, game.id), and
// where an error of the core points in the text.

#include "script/declaration_outline.h"
#include "script/lua_highlighter.h"
#include "script/lua_tokens.h"
#include "script/script_error_place.h"
#include "test_registry.h"

#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using pb::gui::LuaHighlighter;
using Open = LuaHighlighter::Open;
using Role = LuaHighlighter::Role;

namespace {

// The state block `n` (from 0) of `document` ends in.
int stateOf(const QTextDocument& document, int n) {
    return document.findBlockByNumber(n).userState();
}

// The colour block `n` gives the character at `column`, or an invalid one.
QColor colourAt(const QTextDocument& document, int n, int column) {
    const QTextBlock block = document.findBlockByNumber(n);
    for (const QTextLayout::FormatRange& range : block.layout()->formats())
        if (column >= range.start && column < range.start + range.length)
            return range.format.foreground().color();
    return {};
}

} // namespace

class TestLuaHighlighter : public QObject {
    Q_OBJECT

private slots:
    void longCommentsAndStringsCarryOverLines();
    void wordsTakeTheirRolesColours();
    void darkColoursDifferFromLight();
    void tokensSkipCommentsAndCountLines();
    void outlineFindsTheDeclarationsLines();
    void errorsArePlacedAtTheirLine();
};

void TestLuaHighlighter::longCommentsAndStringsCarryOverLines() {
    QTextDocument document;
    // A document tells of its changes (contentsChange, which the
    // highlighter follows) once it has a layout, as in an editor.
    document.documentLayout();
    LuaHighlighter highlighter;
    highlighter.setDocument(&document);
    document.setPlainText(QStringLiteral("local a = 1 --[==[ a long\n" // 0: comment opens
                                         "comment ]] still\n"          // 1: ]] is not ]==]
                                         "ends ]==] local s = [[\n"    // 2: closes; string opens
                                         "inside\n"                    // 3
                                         "]] x = 2\n"                  // 4: string closes
                                         "-- [[ not long\n"            // 5: a line comment
                                         "y = 3"));                    // 6
    const int comment2 = LuaHighlighter::blockState(Open::LongComment, 2);
    const int string0 = LuaHighlighter::blockState(Open::LongString, 0);
    QCOMPARE(LuaHighlighter::openAt(comment2), Open::LongComment);
    QCOMPARE(LuaHighlighter::levelAt(comment2), 2);
    QCOMPARE(stateOf(document, 0), comment2);
    QCOMPARE(stateOf(document, 1), comment2);
    QCOMPARE(stateOf(document, 2), string0);
    QCOMPARE(stateOf(document, 3), string0);
    QCOMPARE(stateOf(document, 4), 0);
    QCOMPARE(stateOf(document, 5), 0);
    QCOMPARE(stateOf(document, 6), 0);
    const QColor comment = highlighter.format(Role::Comment).foreground().color();
    const QColor string = highlighter.format(Role::String).foreground().color();
    const QColor keyword = highlighter.format(Role::Keyword).foreground().color();
    QCOMPARE(colourAt(document, 1, 0), comment);
    QCOMPARE(colourAt(document, 2, 0), comment);  // "ends"
    QCOMPARE(colourAt(document, 2, 10), keyword); // "local" after the close
    QCOMPARE(colourAt(document, 3, 0), string);
    QCOMPARE(colourAt(document, 4, 3), QColor()); // "x" after the string closed
    QCOMPARE(colourAt(document, 5, 9), comment);

    // Closing the comment on its first line changes the states of the lines below.
    QTextCursor cursor(document.findBlockByNumber(0));
    cursor.movePosition(QTextCursor::EndOfBlock);
    cursor.insertText(QStringLiteral(" ]==]"));
    QCOMPARE(stateOf(document, 0), 0);
    QCOMPARE(stateOf(document, 1), 0);
    // Line 2's "]==]" now closes nothing, but its "[[" still opens a string.
    QCOMPARE(stateOf(document, 2), string0);
    QCOMPARE(colourAt(document, 1, 0), QColor());
}

void TestLuaHighlighter::wordsTakeTheirRolesColours() {
    QTextDocument document;
    // A document tells of its changes (contentsChange, which the
    // highlighter follows) once it has a layout, as in an editor.
    document.documentLayout();
    LuaHighlighter highlighter;
    highlighter.setDocument(&document);
    document.setPlainText(
        QStringLiteral("function apply(s, kind, x) return 'a\\'b', 0x1F, s.turns, "
                       "1.5e+3 end"));
    const auto role = [&](Role r) { return highlighter.format(r).foreground().color(); };
    QCOMPARE(colourAt(document, 0, 0), role(Role::Keyword));       // function
    QCOMPARE(colourAt(document, 0, 9), role(Role::WorkbenchName)); // apply
    QCOMPARE(colourAt(document, 0, 15), QColor());                 // s
    const QString text = document.toPlainText();
    QCOMPARE(colourAt(document, 0, int(text.indexOf(u"b'"))), role(Role::String));
    QCOMPARE(colourAt(document, 0, int(text.indexOf(u"0x1F")) + 3), role(Role::Number));
    // A field named like a rule function is the script's own.
    QCOMPARE(colourAt(document, 0, int(text.indexOf(u"turns"))), QColor());
    QCOMPARE(colourAt(document, 0, int(text.indexOf(u"e+3"))), role(Role::Number));
    QCOMPARE(colourAt(document, 0, int(text.size()) - 1), role(Role::Keyword)); // end
}

void TestLuaHighlighter::darkColoursDifferFromLight() {
    LuaHighlighter highlighter;
    const QColor light = highlighter.format(Role::Keyword).foreground().color();
    highlighter.setDark(true);
    const QColor dark = highlighter.format(Role::Keyword).foreground().color();
    QVERIFY(light != dark);
    // Light text on the dark scheme's base, dark text on white.
    QVERIFY(dark.lightnessF() > 0.6);
    QVERIFY(light.lightnessF() < 0.5);
}

void TestLuaHighlighter::tokensSkipCommentsAndCountLines() {
    const std::vector<pb::gui::LuaToken> tokens = pb::gui::luaTokens(
        QStringLiteral("-- intro\nx = [[two\nlines]] --[[ a\nb ]] y=\"q\\\"\" .. 'r'\n~= 3.5"));
    QStringList texts;
    QList<int> lines;
    for (const pb::gui::LuaToken& token : tokens) {
        texts << token.text;
        lines << token.line;
    }
    QCOMPARE(texts,
             QStringList({"x", "=", "two\nlines", "y", "=", "q\\\"", "..", "r", "~=", "3.5"}));
    QCOMPARE(lines, QList<int>({2, 2, 2, 4, 4, 4, 4, 4, 5, 5}));
    QVERIFY(pb::gui::isLuaKeyword(u"elseif"));
    QVERIFY(!pb::gui::isLuaKeyword(u"game"));
}

void TestLuaHighlighter::outlineFindsTheDeclarationsLines() {
    const QString text =
        QStringLiteral("local game_like = { id = 'no' }\n"                           // 1
                       "game = {\n"                                                  // 2
                       "  id = \"connect-four\",\n"                                  // 3
                       "  params = {\n"                                              // 4
                       "    { name = 'columns', type = 'int', default = 7 },\n"      // 5
                       "    { name = 'rows',\n"                                      // 6
                       "      size = function(p) return p.a, p.b end,\n"             // 7
                       "      max = 12 },\n"                                         // 8
                       "  },\n"                                                      // 9
                       "  [\"players\"] = 2,\n"                                      // 10
                       "  decisions = { { name = 'drop', args = { 'x', 'y' } } },\n" // 11
                       "}\n");
    const pb::gui::DeclarationOutline outline(text);
    QVERIFY(outline.found());
    QCOMPARE(outline.id(), QStringLiteral("connect-four"));
    QCOMPARE(outline.lineOf(QStringLiteral("game")), 2);
    QCOMPARE(outline.lineOf(QStringLiteral("game.id")), 3);
    QCOMPARE(outline.lineOf(QStringLiteral("game.params")), 4);
    QCOMPARE(outline.lineOf(QStringLiteral("game.params[2]")), 6);
    // The function's "return p.a, p.b" does not end the entry early.
    QCOMPARE(outline.lineOf(QStringLiteral("game.params[2].max")), 8);
    QCOMPARE(outline.lineOf(QStringLiteral("game.params[1].default")), 5);
    QCOMPARE(outline.lineOf(QStringLiteral("game.players")), 10);
    QCOMPARE(outline.lineOf(QStringLiteral("game.decisions[1].args[2]")), 11);
    // What is not written: the nearest table on the way.
    QCOMPARE(outline.lineOf(QStringLiteral("game.params[3].name")), 4);
    QCOMPARE(outline.lineOf(QStringLiteral("game.counters")), 2);
    QCOMPARE(outline.lineOf(QStringLiteral("other.id")), 0);

    const pb::gui::DeclarationOutline none(QStringLiteral("x = 1\ngame.id = 'a'\n"));
    QVERIFY(!none.found());
    QCOMPARE(none.lineOf(QStringLiteral("game.id")), 0);
    QVERIFY(none.id().isEmpty());
}

void TestLuaHighlighter::errorsArePlacedAtTheirLine() {
    const QString text = QStringLiteral("game = {\n  id = 'x',\n  params = {\n    { name = 'n', "
                                        "max = 0 },\n  },\n}\n");
    const QString file = QStringLiteral("x.lua");
    pb::gui::ScriptErrorPlace place = pb::gui::placeScriptError(
        QStringLiteral("x.lua:12: unexpected symbol near 'then'"), file, text);
    QCOMPARE(place.line, 12);
    QCOMPARE(place.message, QStringLiteral("unexpected symbol near 'then'"));
    place = pb::gui::placeScriptError(QStringLiteral("x.lua: game.params[1].max: is below min"),
                                      file, text);
    QCOMPARE(place.line, 4);
    QCOMPARE(place.message, QStringLiteral("game.params[1].max: is below min"));
    place = pb::gui::placeScriptError(
        QStringLiteral("x.lua: the script defines no function apply (every script defines setup, "
                       "legal, apply and outcome)"),
        file, text);
    QCOMPARE(place.line, 0);
    QVERIFY(place.message.startsWith(QStringLiteral("the script defines no function apply")));
    // Another file's error (a string loaded by the script) is not this file's line.
    place = pb::gui::placeScriptError(QStringLiteral("other.lua:3: boom"), file, text);
    QCOMPARE(place.line, 0);
    QCOMPARE(place.message, QStringLiteral("other.lua:3: boom"));
}

PLAYBENCH_TEST_MAIN(TestLuaHighlighter)
#include "test_lua_highlighter.moc"
