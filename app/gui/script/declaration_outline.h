#pragma once

#include <QString>
#include <map>
#include <memory>
#include <vector>

namespace pb::gui {

// Where the parts of a script's declaration (its `game = { ... }` table) are
// written, read from the text alone without running it: what the rules
// editor needs to put a declaration error at its line and to tell a stored
// version's id. It reads the table constructor only, so a declaration built
// by code (game.params = ...) is found no further than its table.
class DeclarationOutline {
public:
    explicit DeclarationOutline(const QString& text);
    ~DeclarationOutline();
    DeclarationOutline(DeclarationOutline&&) noexcept;
    DeclarationOutline& operator=(DeclarationOutline&&) noexcept;

    // Whether the text has a `game = {` table.
    bool found() const { return root_ != nullptr; }
    // The line of the value a path of the core's errors names
    // ("game.params[2].max", "game.decisions"), or of the nearest table
    // written on the way to it; 0 when the text has no such table.
    int lineOf(const QString& path) const;
    // game.id when written as a string, else empty.
    QString id() const;

    struct Node; // one value of the table

private:
    std::unique_ptr<Node> root_;
};

} // namespace pb::gui
