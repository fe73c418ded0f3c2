#include "nim_ruleset.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/hasher.h"
#include "engine/json_fields.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <array>
#include <string>

namespace pb::nim {

namespace {

constexpr int kMaxPiles = 6;
constexpr std::uint16_t kTake = 0;

struct Rules {
    int piles = 3;
    int firstPile = 3;
    int maxTake = 0; // 0: any number
    bool misere = false;
};

class NimGame final : public Game {
public:
    NimGame(const Ruleset& ruleset, nlohmann::json params, int players)
        : Game(ruleset, std::move(params), players) {
        rules_.piles = this->params()["piles"];
        rules_.firstPile = this->params()["firstPile"];
        rules_.maxTake = this->params()["maxTake"];
        rules_.misere = this->params()["misere"];
    }

    const Rules& rules() const { return rules_; }
    std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                           const nlohmann::json& setup) const override;

private:
    Rules rules_;
};

// Only the legal list is written: isLegal, sampleUniformLegal and whyIllegal
// come from the State base class, as a new ruleset may start.
class NimState final : public State {
public:
    explicit NimState(std::shared_ptr<const NimGame> game) : State(game), rules_(&game->rules()) {
        for (int p = 0; p < rules_->piles; ++p)
            piles_[static_cast<std::size_t>(p)] = rules_->firstPile + p;
    }

    std::unique_ptr<State> clone() const override { return std::make_unique<NimState>(*this); }
    void copyFrom(const State& other) override { *this = static_cast<const NimState&>(other); }

    int currentActor() const override { return over() ? kTerminalActor : toMove_; }

    void legalDecisions(std::vector<Decision>& out) const override {
        out.clear();
        if (over())
            return;
        for (int p = 0; p < rules_->piles; ++p) {
            const int most = rules_->maxTake > 0 ? std::min(rules_->maxTake, pile(p)) : pile(p);
            for (int n = 1; n <= most; ++n)
                out.push_back(
                    {kTake, static_cast<std::int16_t>(p), static_cast<std::int16_t>(n), 0});
        }
    }

    void applyUnchecked(const Decision& d) override {
        piles_[static_cast<std::size_t>(d.a)] -= d.b;
        lastMover_ = toMove_;
        toMove_ = 1 - toMove_;
        ++turns_;
    }

    Outcome outcome() const override {
        Outcome o;
        o.numSeats = 2;
        // The last to take wins, or loses under misere.
        o.winner = rules_->misere ? 1 - lastMover_ : lastMover_;
        o.score[static_cast<std::size_t>(o.winner)] = 1.0;
        o.rank = {2, 2};
        o.rank[static_cast<std::size_t>(o.winner)] = 1;
        return o;
    }

    int turnsCompleted() const override { return turns_; }

    nlohmann::json toJson() const override {
        nlohmann::json piles = nlohmann::json::array();
        for (int p = 0; p < rules_->piles; ++p)
            piles.push_back(pile(p));
        return {{"game", "nim"},
                {"params", game().params()},
                {"players",
                 nlohmann::json::array({nlohmann::json::object(), nlohmann::json::object()})},
                {"piles", piles},
                {"toMove", toMove_},
                {"lastMover", lastMover_},
                {"turn", turns_}};
    }

    nlohmann::json decisionToJson(const Decision& d) const override {
        return {{"type", "take"}, {"pile", d.a}, {"count", d.b}};
    }

    Decision decisionFromJson(const nlohmann::json& json) const override {
        if (!json.is_object() || json.value("type", "") != "take")
            throw InvalidInput("a Nim decision is {\"type\": \"take\", \"pile\", \"count\"}");
        requireOnlyFields(json, {"type", "pile", "count"}, "take decision");
        const auto field = [&](const char* name) {
            const auto it = json.find(name);
            if (it == json.end() || !it->is_number_integer() || *it < -32768 || *it > 32767)
                throw InvalidInput(std::string("decision \"") + name + "\" is not a small integer");
            return static_cast<std::int16_t>(it->get<int>());
        };
        return {kTake, field("pile"), field("count"), 0};
    }

    std::string decisionToText(const Decision& d) const override {
        return "take " + std::to_string(d.b) + " from pile " + std::to_string(d.a + 1);
    }

    std::uint64_t hash() const override {
        Hasher h;
        h.add(game().paramsHash());
        for (int p = 0; p < rules_->piles; ++p)
            h.add(static_cast<std::uint64_t>(pile(p)), 1);
        h.add(static_cast<std::uint64_t>(toMove_), 1);
        h.add(static_cast<std::uint64_t>(lastMover_ + 1), 1);
        h.add(static_cast<std::uint64_t>(turns_), 4);
        return h.value();
    }

    std::uint32_t counter(int, int) const override { return 0; }

    // What a sequence of takes from the start can leave: N1 piles only
    // shrink, N2 each turn took 1..maxTake stones, N3 seats alternate from
    // seat 0, N4 lastMover is the seat before the one to move.
    std::string invariantViolation() const override {
        int taken = 0;
        for (int p = 0; p < rules_->piles; ++p) {
            const int start = rules_->firstPile + p;
            if (pile(p) > start)
                return "invariant N1 (stones only leave): \"piles\"[" + std::to_string(p) +
                       "] holds " + std::to_string(pile(p)) + ", more than its " +
                       std::to_string(start) + " at the start";
            taken += start - pile(p);
        }
        if (taken < turns_ || (rules_->maxTake > 0 && taken > turns_ * rules_->maxTake))
            return "invariant N2 (each turn takes 1 to maxTake stones): " + std::to_string(taken) +
                   " stones taken in \"turn\" " + std::to_string(turns_);
        if (toMove_ != turns_ % 2)
            return "invariant N3 (seats alternate from seat 0): \"toMove\" is " +
                   std::to_string(toMove_) + " at \"turn\" " + std::to_string(turns_);
        if (lastMover_ != (turns_ == 0 ? -1 : 1 - toMove_))
            return "invariant N4 (the last mover is the other seat): \"lastMover\" is " +
                   std::to_string(lastMover_) + " at \"turn\" " + std::to_string(turns_);
        return {};
    }

    int pile(int p) const { return piles_[static_cast<std::size_t>(p)]; }

    // Reads the fields toJson writes; throws InvalidInput naming a bad one.
    void readJson(const nlohmann::json& json) {
        const auto& piles = json.at("piles");
        if (!piles.is_array() || static_cast<int>(piles.size()) != rules_->piles)
            throw InvalidInput("\"piles\" must list " + std::to_string(rules_->piles) + " piles");
        for (int p = 0; p < rules_->piles; ++p) {
            if (!piles[p].is_number_integer() || piles[p] < 0 || piles[p] > 99)
                throw InvalidInput("\"piles\"[" + std::to_string(p) + "] is not 0..99");
            piles_[static_cast<std::size_t>(p)] = piles[p];
        }
        toMove_ = json.at("toMove").get<int>();
        lastMover_ = json.at("lastMover").get<int>();
        turns_ = json.at("turn").get<int>();
        if (toMove_ < 0 || toMove_ > 1 || lastMover_ < -1 || lastMover_ > 1 || turns_ < 0)
            throw InvalidInput("\"toMove\", \"lastMover\" or \"turn\" is out of range");
        if (over() && lastMover_ < 0)
            throw InvalidInput("a finished game names who took last (\"lastMover\")");
    }

private:
    bool over() const {
        for (int p = 0; p < rules_->piles; ++p)
            if (pile(p) > 0)
                return false;
        return true;
    }

    const Rules* rules_;
    std::array<int, kMaxPiles> piles_{};
    int toMove_ = 0;
    int lastMover_ = -1;
    int turns_ = 0;
};

std::unique_ptr<State> NimGame::newInitialState(std::uint64_t, const nlohmann::json& setup) const {
    if (!setup.is_null())
        throw InvalidInput("Nim has no set-up");
    return std::make_unique<NimState>(std::static_pointer_cast<const NimGame>(shared_from_this()));
}

class NimRuleset final : public Ruleset {
public:
    NimRuleset()
        : schema_(
              {ParameterSpec::integer("piles", 3, 1, kMaxPiles, "Piles of stones."),
               ParameterSpec::integer("firstPile", 3, 1, 9,
                                      "Stones on the first pile; each next pile has one more."),
               ParameterSpec::integer("maxTake", 0, 0, 9,
                                      "Most stones a turn may take (0: any number)."),
               ParameterSpec::boolean("misere", false, "Whoever takes the last stone loses.")}) {}

    std::string_view id() const override { return "nim"; }
    std::string_view displayName() const override { return "Nim"; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 2; }
    const ParameterSchema& parameters() const override { return schema_; }
    const std::vector<std::string>& decisionKinds() const override { return kinds_; }
    const std::vector<CounterSpec>& counters() const override { return counters_; }

    std::shared_ptr<const Game> makeGame(const nlohmann::json& params,
                                         int numPlayers) const override {
        checkPlayerCount(numPlayers);
        return std::make_shared<NimGame>(*this, schema_.resolve(params), numPlayers);
    }

protected:
    std::unique_ptr<State> parseState(const nlohmann::json& json) const override {
        const auto [params, players] = readStateEnvelope(json);
        auto game = std::make_shared<NimGame>(*this, schema_.resolve(params), players);
        auto state = std::make_unique<NimState>(game);
        try {
            state->readJson(json);
        } catch (const nlohmann::json::exception& e) {
            throw InvalidInput(std::string("a Nim state lacks a field: ") + e.what());
        }
        return state;
    }

private:
    ParameterSchema schema_;
    std::vector<std::string> kinds_{"take"};
    std::vector<CounterSpec> counters_;
};

} // namespace

const Ruleset& ruleset() {
    static const NimRuleset instance;
    return instance;
}

} // namespace pb::nim
