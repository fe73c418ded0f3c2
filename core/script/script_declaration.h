#pragma once

#include "decks/deck_schema.h"
#include "engine/parameter_schema.h"
#include "engine/ruleset.h"
#include "script/size_spec.h"
#include "script/view_spec.h"

#include <optional>
#include <string>
#include <vector>

struct lua_State;

namespace pb::script {

enum class FieldShape { Scalar, Array, Grid, Zone };
enum class Hidden { None, All, Others };

struct FieldSpec {
    std::string name;
    FieldShape shape = FieldShape::Scalar;
    bool perSeat = false;
    Hidden hidden = Hidden::None;
    int init = 0;
    std::optional<int> min;
    std::optional<int> max;
    SizeSpec size;   // Array: its length; Grid: its width; Zone: its capacity
    SizeSpec height; // Grid only
    // A grid a design's set-up may give (its key is the field's name); then
    // min and max are declared.
    bool editable = false;
};

struct DecisionSpec {
    std::string name;
    std::vector<std::string> args; // at most three
};

// The typed cards a script declares (`game.cards`): the schema a design's
// deck is checked against, which attributes Lua sees as integers, and the
// default deck, a list read at load or a function of the parameters and the
// player count called per game (`game.cards.deck`).
struct CardsSpec {
    bool declared = false;
    decks::DeckSchema schema;
    std::vector<bool> integer; // per attribute: an int attribute, its values "min".."max"
    bool deckFunction = false;
    decks::Deck deck; // when not a function
};

// The rule functions a script may define, indexed as the interpreter keeps them.
enum Function : int {
    kSetup,
    kActor,
    kLegal,
    kChance,
    kApply,
    kOutcome,
    kTurns,
    kWhyIllegal,
    kSample,
    kEvaluate,
    kText,
    kResample,
    kInvariant,
    kCheckParams,
    kFunctionCount
};
const char* functionName(Function f);

// What a script's `game` table declares, read once when the script loads.
struct ScriptDeclaration {
    std::string id;
    std::string name;
    int minPlayers = 1;
    int maxPlayers = 1;
    bool cooperative = false;
    std::vector<ParameterSpec> params;
    std::vector<FieldSpec> fields;
    std::vector<DecisionSpec> decisions;
    std::vector<CounterSpec> counters;
    CardsSpec cards;
    int actorField = -1; // index into fields, or -1: the actor function answers
    int turnsField = -1;
    bool defines[kFunctionCount] = {};
    std::optional<ViewSpec> view; // none: the generic board shows the state as text

    int fieldIndex(const std::string& name) const;
};

// Reads the global `game` table and the rule functions of a script that has
// run; throws ScriptError naming the file and the declaration's path
// ("connect-four.lua: game.state[2].size: ...").
ScriptDeclaration readDeclaration(lua_State* L, const std::string& fileName);

} // namespace pb::script
