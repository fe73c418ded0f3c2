#include "script/script_state.h"

#include "engine/errors.h"
#include "engine/hasher.h"
#include "engine/rng.h"
#include "script/lua_json.h"
#include "script/script_cards.h"
#include "script/script_error.h"
#include "script/script_interpreter.h"
#include "script/script_ruleset.h"

#include <algorithm>
#include <lua5.4/lua.hpp>
#include <optional>

namespace pb::script {

std::uint64_t freshVersion() {
    static std::atomic<std::uint64_t> threads{0};
    thread_local const std::uint64_t prefix = (threads.fetch_add(1) + 1) << 40;
    thread_local std::uint64_t counter = 0;
    return prefix | ++counter;
}

namespace {

// Clears a collector of `add` however the call ends.
template <typename T> struct Collecting {
    T*& slot;
    Collecting(T*& s, T* target) : slot(s) { slot = target; }
    ~Collecting() { slot = nullptr; }
};

bool lessThan(const Decision& x, const Decision& y) {
    return std::tie(x.kind, x.a, x.b, x.c) < std::tie(y.kind, y.a, y.b, y.c);
}

} // namespace

ScriptState::ScriptState(std::shared_ptr<const ScriptGame> game) : State(game) {
    const ScriptDeclaration& d = game->scriptRuleset().program().declaration;
    const StateLayout& layout = game->layout();
    cells_.assign(static_cast<std::size_t>(layout.size), 0);
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSlot& slot = layout.fields[i];
        if (d.fields[i].shape == FieldShape::Zone)
            continue;
        std::fill_n(cells_.begin() + slot.offset, slot.instances * slot.stride, d.fields[i].init);
    }
    version_ = freshVersion();
}

ScriptState::ScriptState(const ScriptState& other) : State(other) {
    copyContent(other);
}

void ScriptState::copyContent(const ScriptState& o) {
    o.sync();
    cells_.assign(o.cells_.begin(), o.cells_.end());
    version_ = o.version_;
    actor_ = o.actor_;
    turns_ = o.turns_;
    seed_ = o.seed_;
    seeded_ = o.seeded_;
    decisionsMade_ = o.decisionsMade_;
}

void ScriptState::forgetResidency() {
    if (Interpreter* in = dirtyIn_.load(std::memory_order_acquire)) {
        std::lock_guard lock(in->mutex());
        in->forget(*this);
        dirtyIn_.store(nullptr, std::memory_order_release);
    }
}

ScriptState::~ScriptState() {
    if (Interpreter* in = dirtyIn_.load(std::memory_order_acquire)) {
        std::lock_guard lock(in->mutex());
        in->forget(*this);
    }
}

const ScriptRuleset& ScriptState::ruleset() const {
    return scriptGame().scriptRuleset();
}

void ScriptState::takeBack(const Interpreter* except) const {
    Interpreter* other = dirtyIn_.load(std::memory_order_acquire);
    if (!other || other == except)
        return;
    std::lock_guard lock(other->mutex());
    if (other->isDirtyOwner(*this))
        other->flushDirty();
}

void ScriptState::sync() const {
    takeBack(nullptr);
}

template <typename F> decltype(auto) ScriptState::withLua(F&& f) const {
    Interpreter& in = ruleset().interpreter();
    takeBack(&in);
    std::lock_guard lock(in.mutex());
    in.bind(*this);
    return f(in);
}

std::string ScriptState::kindText(const Decision& d) const {
    const ScriptDeclaration& decl = ruleset().program().declaration;
    if (d.kind >= decl.decisions.size())
        return "kind " + std::to_string(d.kind);
    const DecisionSpec& k = decl.decisions[d.kind];
    std::string text = k.name;
    const std::int16_t args[3] = {d.a, d.b, d.c};
    for (std::size_t i = 0; i < k.args.size(); ++i)
        text += " " + k.args[i] + " " + std::to_string(args[i]);
    return text;
}

std::string ScriptState::context(const char* doing, const Decision* d) const {
    std::string text = std::string("in ") + doing;
    if (d)
        text += " '" + kindText(*d) + "'";
    if (seeded_)
        text += ", at decision " + std::to_string(decisionsMade_ + 1) + " of the game of seed " +
                std::to_string(seed_);
    else
        text +=
            ", at decision " + std::to_string(decisionsMade_ + 1) + " after a state read from JSON";
    return text;
}

void ScriptState::checkRead(Interpreter& in, const char* function) const {
    if (!ruleset().strict())
        return;
    if (std::string change = in.tableDiffers(*this); !change.empty())
        throw ScriptError(ruleset().fileName() + ": " + function + " changed the state (" + change +
                          "); only setup, apply and resample may change it");
}

void ScriptState::readDerived(Interpreter& in) {
    const ScriptDeclaration& d = ruleset().program().declaration;
    lua_State* L = in.L();
    lua_Integer actor;
    if (d.actorField >= 0) {
        actor = in.scalar(d.actorField);
    } else {
        in.pushCall(kActor);
        in.call(1, 1, [&] { return context("actor", nullptr); });
        int isInteger = 0;
        actor = lua_tointegerx(L, -1, &isInteger);
        lua_pop(L, 1);
        if (!isInteger)
            throw ScriptError(ruleset().fileName() + ": actor returned no integer (" +
                              context("actor", nullptr) + ")");
    }
    const int players = game().numPlayers();
    if (actor >= 1 && actor <= players)
        actor_ = static_cast<int>(actor) - 1;
    else if (actor == kLuaChance)
        actor_ = kChanceActor;
    else if (actor == kLuaEnd)
        actor_ = kTerminalActor;
    else
        throw ScriptError(ruleset().fileName() + ": the actor is " + std::to_string(actor) +
                          ", not a seat from 1 to " + std::to_string(players) +
                          ", CHANCE or END (" + context("actor", nullptr) + ")");
    lua_Integer turns;
    if (d.turnsField >= 0) {
        turns = in.scalar(d.turnsField);
    } else {
        in.pushCall(kTurns);
        in.call(1, 1, [&] { return context("turns", nullptr); });
        turns = lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    if (turns < 0 || turns > INT32_MAX)
        throw ScriptError(ruleset().fileName() + ": the completed turns are " +
                          std::to_string(turns) + " (" + context("turns", nullptr) + ")");
    turns_ = static_cast<int>(turns);
}

void ScriptState::refreshDerived() {
    withLua([&](Interpreter& in) { readDerived(in); });
}

void ScriptState::afterChange(Interpreter& in) {
    in.markChanged(*this);
    if (ruleset().strict())
        in.flushDirty(); // checks every field now, at the call that broke it
    readDerived(in);
}

void ScriptState::placeGivenGrids(const nlohmann::json& given) {
    const ScriptDeclaration& d = ruleset().program().declaration;
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSpec& f = d.fields[i];
        if (!f.editable || !given.is_object() || !given.contains(f.name))
            continue;
        const FieldSlot& slot = scriptGame().layout().fields[i];
        const int height = slot.length / slot.width;
        const nlohmann::json& rows = given[f.name];
        if (!rows.is_array() || static_cast<int>(rows.size()) != height)
            throw InvalidInput(f.name + ": must be an array of " + std::to_string(height) +
                               " rows of " + std::to_string(slot.width) + " numbers");
        for (int y = 0; y < height; ++y) {
            const nlohmann::json& row = rows[static_cast<std::size_t>(y)];
            const std::string at = f.name + "[" + std::to_string(y) + "]";
            if (!row.is_array() || static_cast<int>(row.size()) != slot.width)
                throw InvalidInput(at + ": must be an array of " + std::to_string(slot.width) +
                                   " numbers");
            for (int x = 0; x < slot.width; ++x) {
                const nlohmann::json& v = row[static_cast<std::size_t>(x)];
                const std::string cell = at + "[" + std::to_string(x) + "]";
                if (!v.is_number_integer())
                    throw InvalidInput(cell + ": must be a whole number, not " + v.dump());
                const long long value = v.get<long long>();
                if (value < *f.min || value > *f.max)
                    throw InvalidInput(cell + ": " + std::to_string(value) + " is outside " +
                                       std::to_string(*f.min) + ".." + std::to_string(*f.max));
                cells_[static_cast<std::size_t>(slot.offset + y * slot.width + x)] =
                    static_cast<std::int32_t>(value);
            }
        }
        version_ = freshVersion(); // no interpreter holds this content
    }
}

void ScriptState::runSetup(std::uint64_t seed, const nlohmann::json& given) {
    seed_ = seed;
    seeded_ = true;
    const CardsSpec& cards = ruleset().program().declaration.cards;
    if (cards.declared && !given.is_null() && !given.is_object())
        throw InvalidInput("a set-up is an object, not " + given.dump());
    // Checked before setup runs: a refused design names its own mistake,
    // not a line of the script.
    std::optional<decks::Deck> designs;
    const decks::Deck* deck = nullptr;
    if (cards.declared && given.is_object() && given.contains("deck"))
        deck = &designs.emplace(designDeck(given["deck"], cards));
    else if (cards.declared)
        deck = &scriptGame().defaultDeck();
    placeGivenGrids(given);
    Rng rng(seed);
    withLua([&](Interpreter& in) {
        in.pushCall(kSetup);
        in.sandbox().pushRng(rng);
        if (deck) {
            lua_State* L = in.L();
            if (given.is_object())
                pushJson(L, given);
            else
                lua_newtable(L);
            pushDeck(L, *deck, cards);
            lua_setfield(L, -2, "deck");
        } else {
            pushJson(in.L(), given);
        }
        try {
            in.call(3, 0, [&] { return context("setup", nullptr); });
        } catch (...) {
            in.sandbox().unbindRng();
            in.markChanged(*const_cast<ScriptState*>(this));
            throw;
        }
        in.sandbox().unbindRng();
        afterChange(in);
    });
}

std::unique_ptr<State> ScriptState::clone() const {
    return std::make_unique<ScriptState>(*this);
}

void ScriptState::copyFrom(const State& other) {
    const auto& o = static_cast<const ScriptState&>(other);
    if (&o == this)
        return;
    forgetResidency();
    copyContent(o);
}

void ScriptState::legalDecisions(std::vector<Decision>& out) const {
    out.clear();
    if (actor_ == kTerminalActor)
        return;
    if (actor_ == kChanceActor) {
        thread_local std::vector<ChanceOutcome> outcomes;
        chanceOutcomes(outcomes);
        for (const ChanceOutcome& o : outcomes)
            out.push_back(o.decision);
        return;
    }
    withLua([&](Interpreter& in) {
        Collecting<std::vector<Decision>> collecting(in.collect, &out);
        in.pushCall(kLegal);
        in.call(2, 0, [&] { return context("legal", nullptr); });
        checkRead(in, "legal");
    });
    std::sort(out.begin(), out.end(), lessThan);
    for (std::size_t i = 1; i < out.size(); ++i)
        if (out[i] == out[i - 1])
            throw ScriptError(ruleset().fileName() + ": legal added '" + kindText(out[i]) +
                              "' twice (" + context("legal", nullptr) + ")");
    if (out.empty())
        throw ScriptError(ruleset().fileName() + ": legal added no decision for seat " +
                          std::to_string(actor_ + 1) + ", and the game is not over (" +
                          context("legal", nullptr) + ")");
}

namespace {
thread_local std::vector<std::pair<Decision, std::uint32_t>> weightedOutcomes;
}

// Draws with an integer in [0, total weight), so a chance node gives the same
// outcome for the same seed on every platform (no floating point), as the
// built-in rulesets draw theirs with Rng::below.
Decision ScriptState::sampleChance(Rng& rng) const {
    thread_local std::vector<ChanceOutcome> outcomes;
    chanceOutcomes(outcomes);
    std::uint64_t total = 0;
    for (const auto& [decision, weight] : weightedOutcomes)
        total += weight;
    std::uint64_t x =
        total <= 0xFFFFFFFFu ? rng.below(static_cast<std::uint32_t>(total)) : rng.next() % total;
    for (const auto& [decision, weight] : weightedOutcomes) {
        if (x < weight)
            return decision;
        x -= weight;
    }
    return weightedOutcomes.back().first;
}

void ScriptState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (actor_ != kChanceActor)
        return;
    if (!ruleset().program().declaration.defines[kChance])
        throw ScriptError(ruleset().fileName() + ": the actor is CHANCE, but the script defines "
                                                 "no function chance");
    auto& weighted = weightedOutcomes;
    weighted.clear();
    withLua([&](Interpreter& in) {
        Collecting<std::vector<std::pair<Decision, std::uint32_t>>> collecting(in.collectChance,
                                                                               &weighted);
        in.pushCall(kChance);
        in.call(2, 0, [&] { return context("chance", nullptr); });
        checkRead(in, "chance");
    });
    std::sort(weighted.begin(), weighted.end(),
              [](const auto& x, const auto& y) { return lessThan(x.first, y.first); });
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < weighted.size(); ++i) {
        if (i > 0 && weighted[i].first == weighted[i - 1].first)
            throw ScriptError(ruleset().fileName() + ": chance added '" +
                              kindText(weighted[i].first) + "' twice (" +
                              context("chance", nullptr) + ")");
        total += weighted[i].second;
    }
    if (total == 0)
        throw ScriptError(ruleset().fileName() + ": chance added no outcome (" +
                          context("chance", nullptr) + ")");
    for (const auto& [decision, weight] : weighted)
        out.push_back({decision, static_cast<double>(weight) / static_cast<double>(total)});
}

Decision ScriptState::sampleUniformLegal(Rng& rng) const {
    if (!ruleset().program().declaration.defines[kSample])
        return State::sampleUniformLegal(rng);
    return withLua([&](Interpreter& in) {
        in.pushCall(kSample);
        in.sandbox().pushRng(rng);
        try {
            in.call(2, 4, [&] { return context("sample", nullptr); });
        } catch (...) {
            in.sandbox().unbindRng();
            throw;
        }
        in.sandbox().unbindRng();
        Decision d;
        try {
            d = in.decisionAt(-4, "sample");
        } catch (const ScriptError& e) {
            lua_pop(in.L(), 4);
            throw ScriptError(std::string(e.what()) + " (" + context("sample", nullptr) + ")");
        }
        lua_pop(in.L(), 4);
        checkRead(in, "sample");
        return d;
    });
}

bool ScriptState::isLegal(const Decision& d) const {
    const ScriptDeclaration& decl = ruleset().program().declaration;
    if (actor_ == kTerminalActor || d.kind >= decl.decisions.size())
        return false;
    if (actor_ == kChanceActor || !decl.defines[kWhyIllegal])
        return State::isLegal(d);
    return whyIllegal(d).empty();
}

std::string ScriptState::whyIllegal(const Decision& d) const {
    const ScriptDeclaration& decl = ruleset().program().declaration;
    if (actor_ == kTerminalActor)
        return "the game is over";
    if (d.kind >= decl.decisions.size())
        return "there is no decision kind " + std::to_string(d.kind) + " (" +
               std::to_string(decl.decisions.size()) + " are declared)";
    // Arguments a kind does not declare are 0, so one decision has one form
    // (the script never sees them, and could not refuse them).
    const std::int16_t args[3] = {d.a, d.b, d.c};
    const std::size_t declared = decl.decisions[d.kind].args.size();
    for (std::size_t i = declared; i < 3; ++i)
        if (args[i] != 0)
            return "a '" + decl.decisions[d.kind].name + "' decision takes " +
                   std::to_string(declared) + " argument" + (declared == 1 ? "" : "s") +
                   ", so argument " + std::to_string(i + 1) + " must be 0";
    if (actor_ == kChanceActor || !decl.defines[kWhyIllegal]) {
        if (State::isLegal(d))
            return {};
        return actor_ == kChanceActor ? "'" + kindText(d) + "' is not an outcome of this chance"
                                      : "'" + kindText(d) + "' is not a legal decision now";
    }
    return withLua([&](Interpreter& in) -> std::string {
        in.pushCall(kWhyIllegal);
        in.pushDecision(d);
        in.call(5, 1, [&] { return context("why_illegal", &d); });
        lua_State* L = in.L();
        std::string why;
        if (lua_type(L, -1) == LUA_TSTRING)
            why = lua_tostring(L, -1);
        const bool valid = lua_isnil(L, -1) || (lua_type(L, -1) == LUA_TSTRING && !why.empty());
        lua_pop(L, 1);
        if (!valid)
            throw ScriptError(ruleset().fileName() +
                              ": why_illegal returned neither nil nor a sentence (" +
                              context("why_illegal", &d) + ")");
        checkRead(in, "why_illegal");
        return why;
    });
}

void ScriptState::applyUnchecked(const Decision& d) {
    withLua([&](Interpreter& in) {
        in.pushCall(kApply);
        in.pushDecision(d);
        try {
            in.call(5, 0, [&] { return context("apply", &d); });
        } catch (...) {
            // What the call changed before it failed is the state now.
            in.markChanged(*this);
            throw;
        }
        afterChange(in);
    });
    ++decisionsMade_;
}

Outcome ScriptState::outcome() const {
    Outcome o;
    const int players = game().numPlayers();
    o.numSeats = players;
    if (actor_ != kTerminalActor)
        return o;
    const std::string file = ruleset().fileName();
    const bool cooperative = ruleset().cooperative();
    withLua([&](Interpreter& in) {
        in.pushCall(kOutcome);
        in.call(1, 1, [&] { return context("outcome", nullptr); });
        lua_State* L = in.L();
        const auto fail = [&](const std::string& what) {
            lua_pop(L, 1);
            throw ScriptError(file + ": outcome " + what + " (" + context("outcome", nullptr) +
                              ")");
        };
        if (!lua_istable(L, -1))
            fail("returned no table");
        lua_getfield(L, -1, "turn_limit");
        o.turnLimit = lua_toboolean(L, -1);
        lua_pop(L, 1);
        const int winner = lua_getfield(L, -1, "winner") == LUA_TNUMBER
                               ? static_cast<int>(lua_tointeger(L, -1))
                               : 0;
        lua_pop(L, 1);
        const bool draw = lua_getfield(L, -1, "draw") == LUA_TBOOLEAN && lua_toboolean(L, -1);
        lua_pop(L, 1);
        const int wonType = lua_getfield(L, -1, "won");
        const bool won = lua_toboolean(L, -1);
        lua_pop(L, 1);
        const bool ranked = lua_getfield(L, -1, "ranks") == LUA_TTABLE;
        std::array<int, kMaxSeats> ranks{};
        if (ranked) {
            if (static_cast<int>(lua_rawlen(L, -1)) != players) {
                lua_pop(L, 1);
                fail("gave " + std::to_string(lua_rawlen(L, -1)) + " ranks for " +
                     std::to_string(players) + " seats");
            }
            for (int seat = 0; seat < players; ++seat) {
                lua_rawgeti(L, -1, seat + 1);
                ranks[seat] = static_cast<int>(lua_tointeger(L, -1));
                lua_pop(L, 1);
                if (ranks[seat] < 1 || ranks[seat] > players) {
                    lua_pop(L, 1);
                    fail("gave seat " + std::to_string(seat + 1) + " the rank " +
                         std::to_string(ranks[seat]) + " (ranks run from 1, the best)");
                }
            }
        }
        lua_pop(L, 1);
        const int kinds = int(winner != 0) + int(draw) + int(wonType != LUA_TNIL) + int(ranked);
        if (kinds != 1)
            fail("must give one of winner, draw, ranks or won");
        if (cooperative != (wonType != LUA_TNIL))
            fail(cooperative ? "of a cooperative game gives won = true or false"
                             : "gives won, but the game is not cooperative");
        if (winner != 0 && (winner < 1 || winner > players))
            fail("names the winner " + std::to_string(winner) + ", not a seat");
        lua_pop(L, 1);
        if (cooperative) {
            for (int seat = 0; seat < players; ++seat) {
                o.score[seat] = won ? 1.0 : 0.0;
                o.rank[seat] = 1;
            }
        } else if (winner != 0) {
            o.winner = winner - 1;
            for (int seat = 0; seat < players; ++seat)
                o.rank[seat] = seat == o.winner ? 1 : 2;
            o.score[o.winner] = 1.0;
        } else {
            if (draw)
                ranks.fill(1);
            const int best = *std::min_element(ranks.begin(), ranks.begin() + players);
            const int sharing =
                static_cast<int>(std::count(ranks.begin(), ranks.begin() + players, best));
            for (int seat = 0; seat < players; ++seat) {
                o.rank[seat] = ranks[seat];
                o.score[seat] = ranks[seat] == best ? 1.0 / sharing : 0.0;
            }
            if (sharing == 1)
                o.winner =
                    static_cast<int>(std::find(ranks.begin(), ranks.end(), best) - ranks.begin());
            else
                o.draw = true;
        }
        checkRead(in, "outcome");
    });
    return o;
}

std::optional<double> ScriptState::evaluate(int seat) const {
    if (!ruleset().program().declaration.defines[kEvaluate])
        return std::nullopt;
    return withLua([&](Interpreter& in) -> std::optional<double> {
        in.pushCall(kEvaluate);
        lua_pushinteger(in.L(), seat + 1);
        in.call(2, 1, [&] { return context("evaluate", nullptr); });
        const bool number = lua_type(in.L(), -1) == LUA_TNUMBER;
        const double v = lua_tonumber(in.L(), -1);
        lua_pop(in.L(), 1);
        if (!number || !(v >= 0.0 && v <= 1.0))
            throw ScriptError(ruleset().fileName() + ": evaluate returned " +
                              (number ? std::to_string(v) : std::string("no number")) +
                              "; it gives a number from 0 (lost) to 1 (won) (" +
                              context("evaluate", nullptr) + ")");
        checkRead(in, "evaluate");
        return v;
    });
}

std::string ScriptState::decisionToText(const Decision& d) const {
    if (!ruleset().program().declaration.defines[kText] ||
        d.kind >= ruleset().program().declaration.decisions.size())
        return kindText(d);
    return withLua([&](Interpreter& in) {
        in.pushCall(kText);
        in.pushDecision(d);
        in.call(5, 1, [&] { return context("text", &d); });
        const char* text = lua_tostring(in.L(), -1);
        std::string result = text ? text : "";
        lua_pop(in.L(), 1);
        if (result.empty())
            throw ScriptError(ruleset().fileName() + ": text returned no string (" +
                              context("text", &d) + ")");
        checkRead(in, "text");
        return result;
    });
}

std::uint64_t ScriptState::hash() const {
    sync();
    Hasher h;
    h.add(game().paramsHash());
    h.add(static_cast<std::uint64_t>(game().numPlayers()), 1);
    const int end = scriptGame().layout().countersOffset;
    for (int i = 0; i < end; ++i)
        h.add(static_cast<std::uint32_t>(cells_[static_cast<std::size_t>(i)]), 4);
    return h.value();
}

std::uint32_t ScriptState::counter(int seat, int index) const {
    sync();
    const StateLayout& layout = scriptGame().layout();
    return static_cast<std::uint32_t>(cells_[static_cast<std::size_t>(
        layout.countersOffset + index * game().numPlayers() + seat)]);
}

bool ScriptState::hasHiddenInformation() const {
    for (const FieldSpec& f : ruleset().program().declaration.fields)
        if (f.hidden != Hidden::None)
            return true;
    return false;
}

void ScriptState::resampleHidden(int seat, Rng& rng) {
    const ScriptDeclaration& d = ruleset().program().declaration;
    if (d.defines[kResample]) {
        withLua([&](Interpreter& in) {
            in.pushCall(kResample);
            lua_pushinteger(in.L(), seat + 1);
            in.sandbox().pushRng(rng);
            try {
                in.call(3, 0, [&] { return context("resample", nullptr); });
            } catch (...) {
                in.sandbox().unbindRng();
                in.markChanged(*this);
                throw;
            }
            in.sandbox().unbindRng();
            afterChange(in);
        });
        return;
    }
    sync();
    forgetResidency();
    // Every card `seat` cannot see, shuffled back into the places it cannot see.
    thread_local std::vector<std::int32_t*> places;
    thread_local std::vector<std::int32_t> cards;
    places.clear();
    cards.clear();
    const StateLayout& layout = scriptGame().layout();
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSpec& f = d.fields[i];
        if (f.shape != FieldShape::Zone || f.hidden == Hidden::None)
            continue;
        const FieldSlot& slot = layout.fields[i];
        for (int instance = 0; instance < slot.instances; ++instance) {
            if (f.hidden == Hidden::Others && instance == seat)
                continue;
            std::int32_t* block = cells_.data() + slot.offset + instance * slot.stride;
            for (int k = 1; k <= block[0]; ++k) {
                places.push_back(block + k);
                cards.push_back(block[k]);
            }
        }
    }
    for (std::size_t i = cards.size(); i >= 2; --i)
        std::swap(cards[i - 1], cards[rng.below(static_cast<std::uint32_t>(i))]);
    for (std::size_t i = 0; i < places.size(); ++i)
        *places[i] = cards[i];
    version_ = freshVersion();
}

std::string ScriptState::invariantViolation() const {
    sync();
    const ScriptDeclaration& d = ruleset().program().declaration;
    const StateLayout& layout = scriptGame().layout();
    for (std::size_t i = 0; i < d.fields.size(); ++i) {
        const FieldSpec& f = d.fields[i];
        const FieldSlot& slot = layout.fields[i];
        for (int instance = 0; instance < slot.instances; ++instance) {
            const std::int32_t* block = cells_.data() + slot.offset + instance * slot.stride;
            int length = slot.length;
            if (f.shape == FieldShape::Zone) {
                length = block[0];
                ++block;
                if (length < 0 || length > slot.length)
                    return "s." + f.name + " holds " + std::to_string(length) +
                           " cards, outside its capacity " + std::to_string(slot.length);
            }
            for (int k = 0; k < length; ++k) {
                const int v = block[k];
                if ((f.min && v < *f.min) || (f.max && v > *f.max)) {
                    std::string where = "s." + f.name;
                    if (f.perSeat)
                        where += "[" + std::to_string(instance + 1) + "]";
                    if (f.shape != FieldShape::Scalar)
                        where += "[" + std::to_string(k + 1) + "]";
                    return where + " is " + std::to_string(v) + ", outside its declared " +
                           (f.min ? std::to_string(*f.min) : "") + ".." +
                           (f.max ? std::to_string(*f.max) : "");
                }
            }
        }
    }
    if (actor_ == kChanceActor && !d.defines[kChance])
        return "the actor is CHANCE, but the script defines no function chance";
    if (!d.defines[kInvariant])
        return {};
    return withLua([&](Interpreter& in) -> std::string {
        in.pushCall(kInvariant);
        in.call(1, 1, [&] { return context("invariant", nullptr); });
        lua_State* L = in.L();
        std::string why = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
        const bool valid = lua_isnil(L, -1) || !why.empty();
        lua_pop(L, 1);
        if (!valid)
            throw ScriptError(ruleset().fileName() +
                              ": invariant returned neither nil nor a sentence");
        return why.empty() ? why : "invariant: " + why;
    });
}

} // namespace pb::script
