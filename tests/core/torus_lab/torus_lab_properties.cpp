// Torus Lab's part of the property harness (ruleset_properties.h): its
// set-ups, and after every decision the invariants of section 4 of the
// reading: every card in one place, particles accounted for, limits and
// allowances, hands and what observations hide, the end and its counters.

#include "engine/game.h"
#include "engine/ruleset.h"
#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_parameter_names.h"
#include "ruleset_properties.h"
#include "torus_lab_test_support.h"

#include <algorithm>
#include <map>

using namespace tltest;
namespace param = pb::torus_lab::param;

namespace {

const char* const kSuits[] = {"hearts", "clubs", "diamonds", "spades", "lands"};

// The parameters a checker needs, read once from the resolved parameters.
struct Rules {
    int players, suits, perSuit, codeSize, codesToWin, handLimit, cap, spaces, maxTurns;
    int startParticles, startSpace, basicAllowance, specialAllowance;
    bool immediate, boardFull, emptyLoses, oneOf, openHands;

    Rules(const json& p, int numPlayers)
        : players(numPlayers), suits(p[param::kSuitCount]), perSuit(p[param::kCardsPerSuit]),
          codeSize(p[param::kCodeSize]),
          // 0: one code per suit (G16).
          codesToWin(p[param::kCodesToWin] == 0 ? p[param::kSuitCount] : p[param::kCodesToWin]),
          handLimit(p[param::kHandLimit]), cap(p[param::kParticleCap]),
          spaces(p[param::kSpaceCount]), maxTurns(p[param::kMaxTurns]),
          startParticles(p[param::kStartParticles]), startSpace(p[param::kStartSpace]),
          immediate(p[param::kHandLimitCheck] == "immediate"),
          boardFull(p[param::kNoRoomLoss] == "boardFull"),
          emptyLoses(p[param::kEmptyStackLoss] == "immediate"),
          oneOf(p[param::kBasicActionRule] == "oneOf"), openHands(p[param::kOpenHands]) {
        const bool small = numPlayers <= p[param::kSmallGroupMax].get<int>();
        basicAllowance =
            small ? p[param::kSmallActions].get<int>() : p[param::kBasicActions].get<int>();
        specialAllowance =
            small ? p[param::kSmallActions].get<int>() : p[param::kSpecialActions].get<int>();
    }

    int startTotal() const { return startParticles * (spaces - 1); }
};

int suitIndex(const std::string& name) {
    for (int s = 0; s < 5; ++s)
        if (name == kSuits[s])
            return s;
    return -1;
}

long long sumCounter(const pb::State& s, int players, std::string_view id) {
    long long total = 0;
    for (int seat = 0; seat < players; ++seat)
        total += counterOf(s, seat, id);
    return total;
}

// What the invariants of section 4 say about a state together with its
// counters and its JSON; "" or what is wrong. What one state shows alone is
// TorusLabState::invariantViolation's, which the harness checks first.
std::string checkState(const pb::State& s, const json& j, const Rules& rules) {
    // 1. Every card is in exactly one place, as the JSON tells it.
    std::vector<int> used(5, 0);
    int unknown = j.value("toDeal", 0);
    for (const auto& p : j["players"])
        for (const auto& [suit, n] : p["hand"].items())
            used[static_cast<std::size_t>(suitIndex(suit))] += n.get<int>();
    for (const auto& [suit, n] : j["discard"].items())
        used[static_cast<std::size_t>(suitIndex(suit))] += n.get<int>();
    for (const auto& code : j["codes"])
        used[static_cast<std::size_t>(suitIndex(code))] += rules.codeSize;
    int totalParticles = 0;
    for (const auto& space : j["spaces"]) {
        int known = 0;
        if (!space["top"].is_null()) {
            ++used[static_cast<std::size_t>(suitIndex(space["top"]))];
            ++known;
        }
        for (const auto& card : space.value("under", json::array())) {
            ++used[static_cast<std::size_t>(suitIndex(card))];
            ++known;
        }
        unknown += space["cards"].get<int>() - known;
        totalParticles += space["particles"].get<int>();
    }
    int seen = 0;
    for (int suit = 0; suit < rules.suits; ++suit)
        seen += used[static_cast<std::size_t>(suit)];
    if (seen + unknown != rules.suits * rules.perSuit)
        return "cards lost or duplicated: " + std::to_string(seen) + " seen + " +
               std::to_string(unknown) + " unknown";
    // 3. Total particles = start + emerged - neutralized.
    const long long expected = rules.startTotal() +
                               sumCounter(s, rules.players, "particles.emerged") -
                               sumCounter(s, rules.players, "neutralize.successes");
    if (totalParticles != expected)
        return "particles " + std::to_string(totalParticles) + ", expected " +
               std::to_string(expected);
    // 4. Every limit is handLimit less the points lost.
    for (int seat = 0; seat < rules.players; ++seat) {
        const int limit = j["players"][seat]["limit"];
        if (limit !=
            std::max(0, rules.handLimit - static_cast<int>(counterOf(s, seat, "limit.lost"))))
            return "limit is not handLimit less the points lost";
    }
    // The actor and the phase agree.
    const bool over = j["phase"] == "over";
    const int actor = s.currentActor();
    if (over != (actor == pb::kTerminalActor))
        return "phase and terminal disagree";
    if (j["actor"] != (actor >= 0                  ? json(actor)
                       : actor == pb::kChanceActor ? json("chance")
                                                   : json(nullptr)))
        return "\"actor\" disagrees with currentActor()";
    if (j.value("turn", 0) != s.turnsCompleted() || s.turnsCompleted() > rules.maxTurns)
        return "turn count";
    return {};
}

// 5. A seat over its limit (immediate rule) may only discard; that it is the
// actor is invariantViolation's.
std::string checkHands(const pb::State& s, const json& j, const Rules& rules,
                       const std::vector<pb::Decision>& legal) {
    if (!rules.immediate || j["phase"] == "over" || s.isChance())
        return {};
    const int actor = s.currentActor();
    if (handSize(s, actor) <= j["players"][actor]["limit"].get<int>())
        return {};
    for (const auto& d : legal)
        if (s.decisionToJson(d)["type"] != "discard")
            return "a seat over its limit may do something other than discard";
    return {};
}

// isLegal, whyIllegal and the list agree on a broad candidate space.
std::string checkCandidates(const pb::State& s, const Rules& rules,
                            const std::vector<pb::Decision>& legal) {
    for (std::uint16_t kind = 0; kind < 21; ++kind)
        for (int a = -1; a <= 13; ++a)
            for (int b = -1; b <= (kind == 12 || kind == 13 || kind == 14 || kind <= 1 ? 12 : 0);
                 ++b)
                for (int c = 0; c <= (kind == 12 || kind == 13 ? rules.spaces : 0); ++c) {
                    const pb::Decision d{kind, static_cast<std::int16_t>(a),
                                         static_cast<std::int16_t>(b),
                                         static_cast<std::int16_t>(c)};
                    const bool listed = std::find(legal.begin(), legal.end(), d) != legal.end();
                    if (s.isLegal(d) != listed || s.whyIllegal(d).empty() != listed)
                        return "kind " + std::to_string(kind) + " (" + std::to_string(a) + "," +
                               std::to_string(b) + "," + std::to_string(c) + "): listed " +
                               std::to_string(listed) + ", isLegal " +
                               std::to_string(s.isLegal(d)) + ", whyIllegal '" + s.whyIllegal(d) +
                               "'";
                }
    return {};
}

// 8. No observation holds an unseen card (the harness checks that resampling
// keeps every observation).
std::string checkHidden(const pb::State& s, const json& j, const Rules& rules) {
    for (int seat = 0; seat < rules.players; ++seat) {
        const json o = s.observationJson(seat);
        for (int other = 0; other < rules.players; ++other) {
            const json& p = o["players"][other];
            if (other == seat || rules.openHands) {
                if (p["hand"] != j["players"][other]["hand"])
                    return "a seat does not see its own hand";
                continue;
            }
            if (p.contains("hand"))
                return "seat " + std::to_string(seat) + " sees seat " + std::to_string(other) +
                       "'s hand";
            int shown = 0;
            for (const auto& [suit, n] : p["shown"].items())
                shown += n.get<int>();
            if (shown + p["hidden"].get<int>() != handSize(s, other))
                return "shown and hidden cards do not make up the hand: " + p.dump();
        }
    }
    return {};
}

// Counted decisions against the counters at the end.
struct Tally {
    std::map<std::pair<int, std::string>, long long> count;

    void add(int actor, const json& d) {
        if (actor < 0)
            return;
        const std::string type = d["type"];
        static const std::map<std::string, std::string> kIds{{"move", "action.move"},
                                                             {"collect", "action.collect"},
                                                             {"enterCode", "action.code"},
                                                             {"endTurn", "action.endTurn"},
                                                             {"attempt", "neutralize.attempts"},
                                                             {"discard", "cards.discarded"},
                                                             {"give", "cards.shared"}};
        if (const auto it = kIds.find(type); it != kIds.end())
            ++count[{actor, it->second}];
        if (type == "spend")
            ++count[{actor, "spent." + d["suit"].get<std::string>()}];
    }

    std::string check(const pb::State& s, int players) const {
        for (int seat = 0; seat < players; ++seat)
            for (const char* id :
                 {"action.move", "action.collect", "action.code", "action.endTurn",
                  "neutralize.attempts", "cards.discarded", "cards.shared", "spent.hearts",
                  "spent.clubs", "spent.diamonds", "spent.spades", "spent.lands"}) {
                const auto it = count.find({seat, id});
                const long long expected = it == count.end() ? 0 : it->second;
                if (counterOf(s, seat, id) != expected)
                    return "seat " + std::to_string(seat) + " counter " + id + " is " +
                           std::to_string(counterOf(s, seat, id)) + ", counted " +
                           std::to_string(expected);
            }
        return {};
    }
};

// What the end says: cooperative scores, and the cause counters.
std::string checkEnd(const pb::State& s, const json& j, int players) {
    const pb::Outcome o = s.outcome();
    const bool won = j["result"] == "won";
    if (o.numSeats != players || o.winner != -1 || o.draw)
        return "a cooperative outcome has no single winner and no draw";
    for (int seat = 0; seat < players; ++seat)
        if (o.score[seat] != (won ? 1.0 : 0.0) || o.rank[seat] != 1)
            return "every seat shares the result";
    if (o.turnLimit != (j.value("cause", "") == "turnLimit"))
        return "turnLimit flag";
    long long causes = 0;
    for (const char* id : {"loss.noRoom", "loss.handLimit", "loss.emptyStack", "loss.turnLimit"})
        causes += sumCounter(s, players, id);
    if (causes != (won ? 0 : 1))
        return "exactly one loss cause is counted on a loss";
    return {};
}

class TorusLabInvariants final : public rulesettest::GameInvariants {
public:
    explicit TorusLabInvariants(const pb::Game& game)
        : rules_(game.params(), game.numPlayers()),
          lastLimits_(static_cast<std::size_t>(game.numPlayers()), rules_.handLimit),
          lastStacks_(static_cast<std::size_t>(rules_.spaces), 1000) {}

    std::string check(const pb::State& s, const json& j,
                      const std::vector<pb::Decision>& legal) override {
        std::string error = checkState(s, j, rules_);
        if (error.empty())
            error = checkHands(s, j, rules_, legal);
        if (error.empty() && steps_ % 11 == 0)
            error = checkCandidates(s, rules_, legal);
        if (error.empty() && steps_ % 9 == 0)
            error = checkHidden(s, j, rules_);
        ++steps_;
        // 4 and 6: limits never rise, stacks never grow.
        for (int seat = 0; seat < rules_.players && error.empty(); ++seat) {
            const int limit = j["players"][seat]["limit"];
            if (limit > lastLimits_[static_cast<std::size_t>(seat)])
                error = "a hand limit rose";
            lastLimits_[static_cast<std::size_t>(seat)] = limit;
        }
        for (int space = 0; space < rules_.spaces && error.empty(); ++space) {
            const int cards = j["spaces"][space]["cards"];
            if (cards > lastStacks_[static_cast<std::size_t>(space)])
                error = "a stack grew";
            lastStacks_[static_cast<std::size_t>(space)] = cards;
        }
        actor_ = s.currentActor();
        return error;
    }

    std::string checkStep(const json&, const json& d, const json&) override {
        // check() saw the state the decision was taken at.
        tally_.add(actor_, d);
        return {};
    }

    std::string checkEnd(const pb::State& s, const json& j) override {
        std::string error = ::checkEnd(s, j, rules_.players);
        return error.empty() ? tally_.check(s, rules_.players) : error;
    }

private:
    Rules rules_;
    std::vector<int> lastLimits_;
    std::vector<int> lastStacks_;
    Tally tally_;
    int steps_ = 0;
    int actor_ = pb::kTerminalActor;
};

class TorusLabProperties final : public rulesettest::RulesetProperties {
public:
    std::string rulesetId() const override { return "torus-lab"; }
    int probeArgumentMax() const override { return 13; }

    std::unique_ptr<rulesettest::GameInvariants> invariants(const pb::Game& game) const override {
        return std::make_unique<TorusLabInvariants>(game);
    }

    std::vector<rulesettest::PropertySetup> setups() const override {
        return {
            {"default, 1 player", json::object(), 1, 90},
            {"default, 2 players", json::object(), 2, 90},
            {"default, 3 players", json::object(), 3, 90},
            {"default, 4 players", json::object(), 4, 90},
            {"variant A, 3 players", variantA(), 3, 60},
            {"variant A, 2 players", variantA(), 2, 60},
            {"variant B, 4 players", variantB(), 4, 60},
            {"variant B, 1 player", variantB(), 1, 60},
            {"variant C, 1 player", variantC(), 1, 60},
            {"variant C, 2 players", variantC(), 2, 60},
            {"variant C, 4 players", variantC(), 4, 60},
            {"winnable, 1 player", winnable(), 1, 75},
            {"winnable, 3 players", winnable(), 3, 45},
            {"thin and short, 2 players", thinAndShort(), 2, 100},
            // Dealt over the limit: the set-up ends with discards (once a fuzz finding).
            {"hand limit under the hand size, 2 players",
             json{{param::kHandSize, 5}, {param::kHandLimit, 3}}, 2, 40},
        };
    }
};

} // namespace

PLAYBENCH_RULESET_PROPERTIES(TorusLabProperties)
