#include "script/declaration_outline.h"

#include "script/lua_tokens.h"

#include <QRegularExpression>

namespace pb::gui {

struct DeclarationOutline::Node {
    int line = 0;
    QString string; // the value when it is a string
    bool table = false;
    std::map<QString, Node> keyed;
    std::vector<Node> listed;
};

namespace {

using Node = DeclarationOutline::Node;
using Kind = LuaToken::Kind;

// Reads table constructors from the tokens: fields by name, list entries by
// position, and every other value skipped to its end.
class TableReader {
public:
    explicit TableReader(const std::vector<LuaToken>& tokens) : tokens_(tokens) {}

    // The table whose "{" is at `at`; `at` ends past its "}".
    Node table(std::size_t& at) const {
        Node node;
        node.table = true;
        node.line = tokens_[at].line;
        ++at; // "{"
        while (at < tokens_.size() && !is(at, u"}")) {
            if (is(at, u",") || is(at, u";")) {
                ++at;
            } else if (tokens_[at].kind == Kind::Name && is(at + 1, u"=")) {
                const LuaToken& key = tokens_[at];
                at += 2;
                Node value = this->value(at);
                value.line = key.line;
                node.keyed[key.text] = std::move(value);
            } else if (is(at, u"[")) {
                // ["key"] = value: a string key is a name like any other.
                const bool named = at + 3 < tokens_.size() &&
                                   tokens_[at + 1].kind == Kind::String && is(at + 2, u"]") &&
                                   is(at + 3, u"=");
                const LuaToken key = named ? tokens_[at + 1] : LuaToken{};
                skipExpression(at, true);
                if (is(at, u"=")) {
                    ++at;
                    Node value = this->value(at);
                    if (named) {
                        value.line = key.line;
                        node.keyed[key.text] = std::move(value);
                    }
                }
            } else {
                node.listed.push_back(value(at));
            }
        }
        ++at; // "}"
        return node;
    }

private:
    bool is(std::size_t at, QStringView symbol) const {
        return at < tokens_.size() && tokens_[at].kind == Kind::Symbol &&
               tokens_[at].text == symbol;
    }

    Node value(std::size_t& at) const {
        if (at >= tokens_.size())
            return {};
        if (is(at, u"{")) {
            Node node = table(at);
            // A table that is only part of an expression ({...} .. x) is not one.
            if (at < tokens_.size() && !is(at, u",") && !is(at, u";") && !is(at, u"}"))
                skipExpression(at, false);
            return node;
        }
        Node node;
        node.line = tokens_[at].line;
        if (tokens_[at].kind == Kind::String &&
            (is(at + 1, u",") || is(at + 1, u";") || is(at + 1, u"}") || at + 1 == tokens_.size()))
            node.string = tokens_[at].text;
        skipExpression(at, false);
        return node;
    }

    // Moves `at` to the "," ";" or "}" that ends the expression at `at`, over
    // brackets and blocks (a function's body may hold commas). With
    // `bracketOnly`, past the "[...]" at `at` only.
    void skipExpression(std::size_t& at, bool bracketOnly) const {
        int depth = 0;
        while (at < tokens_.size()) {
            const LuaToken& t = tokens_[at];
            if (t.kind == Kind::Symbol) {
                if (t.text == u"{" || t.text == u"(" || t.text == u"[") {
                    ++depth;
                } else if (t.text == u"}" || t.text == u")" || t.text == u"]") {
                    if (depth == 0)
                        return;
                    --depth;
                    if (bracketOnly && depth == 0) {
                        ++at;
                        return;
                    }
                } else if (depth == 0 && (t.text == u"," || t.text == u";")) {
                    return;
                }
            } else if (t.kind == Kind::Name) {
                if (t.text == u"function" || t.text == u"if" || t.text == u"do" ||
                    t.text == u"repeat")
                    ++depth;
                else if (t.text == u"end" || t.text == u"until")
                    --depth;
            }
            ++at;
        }
    }

    const std::vector<LuaToken>& tokens_;
};

} // namespace

DeclarationOutline::DeclarationOutline(const QString& text) {
    const std::vector<LuaToken> tokens = luaTokens(text);
    for (std::size_t at = 0; at + 2 < tokens.size(); ++at) {
        const bool field = at > 0 && tokens[at - 1].kind == Kind::Symbol &&
                           (tokens[at - 1].text == u"." || tokens[at - 1].text == u":");
        if (!field && tokens[at].kind == Kind::Name && tokens[at].text == u"game" &&
            tokens[at + 1].kind == Kind::Symbol && tokens[at + 1].text == u"=" &&
            tokens[at + 2].kind == Kind::Symbol && tokens[at + 2].text == u"{") {
            const int line = tokens[at].line;
            at += 2;
            root_ = std::make_unique<Node>(TableReader(tokens).table(at));
            root_->line = line;
            return;
        }
    }
}

DeclarationOutline::~DeclarationOutline() = default;
DeclarationOutline::DeclarationOutline(DeclarationOutline&&) noexcept = default;
DeclarationOutline& DeclarationOutline::operator=(DeclarationOutline&&) noexcept = default;

int DeclarationOutline::lineOf(const QString& path) const {
    if (!root_)
        return 0;
    // "game.params[2].max": "game", then ".params", "[2]", ".max".
    static const QRegularExpression step(QStringLiteral(R"(\.(\w+)|\[(\d+)\])"));
    if (!path.startsWith(QStringLiteral("game")))
        return 0;
    const Node* node = root_.get();
    QRegularExpressionMatchIterator steps = step.globalMatch(path, 4);
    while (steps.hasNext() && node->table) {
        const QRegularExpressionMatch match = steps.next();
        const Node* next = nullptr;
        if (match.hasCaptured(1)) {
            const auto found = node->keyed.find(match.captured(1));
            next = found == node->keyed.end() ? nullptr : &found->second;
        } else {
            const qsizetype index = match.captured(2).toLongLong() - 1;
            next = index >= 0 && index < qsizetype(node->listed.size())
                       ? &node->listed[static_cast<std::size_t>(index)]
                       : nullptr;
        }
        if (!next || next->line <= 0)
            break;
        node = next;
    }
    return node->line;
}

QString DeclarationOutline::id() const {
    if (!root_)
        return {};
    const auto found = root_->keyed.find(QStringLiteral("id"));
    return found == root_->keyed.end() ? QString() : found->second.string;
}

} // namespace pb::gui
