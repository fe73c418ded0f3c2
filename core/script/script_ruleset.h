#pragma once

#include "decks/deck_schema.h"
#include "engine/ruleset.h"
#include "script/script_program.h"

#include <atomic>
#include <memory>
#include <string>

namespace pb::script {

class Interpreter;
class InterpreterPool;
class ScriptGame;

struct ScriptLimits {
    // What one interpreter may allocate.
    std::size_t memoryCap = 64u << 20;
};

// A ruleset whose rules are a designer's Lua script (docs/scripting.md). Its
// id is "script:<id of the declaration>". Each thread that plays it runs its
// own interpreter, so batches play on every core and give the same games for
// any thread count.
class ScriptRuleset final : public Ruleset, public std::enable_shared_from_this<ScriptRuleset> {
public:
    // Loads and checks a script: runs it once, reads its declaration. Throws
    // ScriptError ("connect-four.lua:14: ...") for a script that cannot run
    // or declares something wrong. `fileName` is how errors name it.
    static std::shared_ptr<const ScriptRuleset>
    fromText(const std::string& fileName, std::string text, ScriptLimits limits = {});
    // As fromText, reading a file; errors name the file without its folder.
    static std::shared_ptr<const ScriptRuleset> fromFile(const std::string& path,
                                                         ScriptLimits limits = {});

    ~ScriptRuleset() override;

    std::string_view id() const override { return id_; }
    std::string_view displayName() const override;
    int minPlayers() const override;
    int maxPlayers() const override;
    bool cooperative() const override;
    const ParameterSchema& parameters() const override { return schema_; }
    const std::vector<std::string>& decisionKinds() const override { return kinds_; }
    const std::vector<CounterSpec>& counters() const override;
    std::shared_ptr<const Game> makeGame(const nlohmann::json& params,
                                         int numPlayers) const override;
    std::string commandLineName() const override { return "--script " + fileName(); }
    // The deck editor's rules for a script that declares `game.cards`: its
    // schema, its default deck (also the one template) and no deal preview.
    const decks::DeckRuleset* deckRules() const override { return deckRules_.get(); }

    // The deck a game of `game` deals when its design gives none: the
    // declaration's list, or what its function returns for the game's
    // parameters and players. Throws ScriptError for a card the schema
    // refuses. Only for a script that declares cards.
    decks::Deck defaultDeck(const ScriptGame& game) const;

    const ScriptProgram& program() const { return *program_; }
    const std::string& scriptHash() const { return program_->hash; }
    const std::string& scriptText() const { return program_->text; }
    const std::string& fileName() const { return program_->fileName; }

    // This thread's interpreter of the script.
    Interpreter& interpreter() const;

    // Strict mode (for checks): every change a rule function makes is read
    // back at once, and a function that must not change the state (legal,
    // sample, ...) is caught when it does. Slower; off by default.
    void setStrict(bool strict) const { strict_.store(strict); }
    bool strict() const { return strict_.load(std::memory_order_relaxed); }

protected:
    std::unique_ptr<State> parseState(const nlohmann::json& json) const override;

private:
    explicit ScriptRuleset(std::shared_ptr<const ScriptProgram> program);

    std::shared_ptr<const ScriptProgram> program_;
    std::shared_ptr<InterpreterPool> pool_;
    std::string id_;
    ParameterSchema schema_;
    std::vector<std::string> kinds_;
    std::unique_ptr<decks::DeckRuleset> deckRules_;
    mutable std::atomic<bool> strict_{false};
};

} // namespace pb::script
