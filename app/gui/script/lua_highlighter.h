#pragma once

#include <QPointer>
#include <QQuickTextDocument>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>
#include <QtQml/qqmlregistration.h>

namespace pb::gui {

// Colours a Lua script in a text editor: keywords, strings, comments,
// numbers, and the names a script shares with the workbench (game, params,
// setup, legal, apply, outcome...). QML attaches it to a TextArea's
// textDocument; `dark` picks the colours that read on the dark scheme's base.
// A long comment or string ([[...]], --[==[...]==]) that runs over several
// lines is carried from line to line in the blocks' states (blockState).
class LuaHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QQuickTextDocument* textDocument READ textDocument WRITE setTextDocument NOTIFY
                   textDocumentChanged)
    Q_PROPERTY(bool dark READ dark WRITE setDark NOTIFY darkChanged)

public:
    // What a block ends inside, as its state says.
    enum class Open { Nothing, LongComment, LongString };
    // Each kind of word as it is coloured, for the tests.
    enum class Role { Keyword, String, Comment, Number, WorkbenchName };

    explicit LuaHighlighter(QObject* parent = nullptr);

    QQuickTextDocument* textDocument() const { return textDocument_; }
    void setTextDocument(QQuickTextDocument* document);
    bool dark() const { return dark_; }
    void setDark(bool dark);

    QTextCharFormat format(Role role) const;

    // A block's state as a pair: what is open at its end and the long
    // bracket's level (the number of "=" in "[==[").
    static int blockState(Open open, int level);
    static Open openAt(int state);
    static int levelAt(int state);

    // Whether `word` is one of the workbench's names a script uses.
    static bool isWorkbenchName(QStringView word);

signals:
    void textDocumentChanged();
    void darkChanged();

protected:
    void highlightBlock(const QString& text) override;

private:
    // Colours the long bracket's inside from `from` to where level `level`
    // closes; returns the index past it, or -1 when it runs past the line.
    qsizetype continueLong(const QString& text, qsizetype from, Open open, int level);

    QPointer<QQuickTextDocument> textDocument_;
    bool dark_ = false;
};

} // namespace pb::gui
