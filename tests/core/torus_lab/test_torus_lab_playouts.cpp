// The shared property tests (STYLE.md habit 3) for Torus Lab: random playouts
// of many rule variants with every invariant of the reading's section 4 checked
// after every decision, JSON and clone round trips, determinism, what an
// observation hides and what resampling keeps; and the agents finish games.

#include "agents/agent.h"
#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "fail_if.h"
#include "games/torus_lab/torus_lab_game.h"
#include "games/torus_lab/torus_lab_ruleset.h"
#include "sim/simulator.h"
#include "test_registry.h"
#include "torus_lab_test_support.h"

#include <QTest>
#include <algorithm>
#include <map>

using namespace tltest;

namespace {

const char* const kSuits[] = {"hearts", "clubs", "diamonds", "spades", "lands"};

// The parameters a checker needs, read once from the resolved parameters.
struct Rules {
    int players, suits, perSuit, codeSize, codesToWin, handLimit, cap, spaces, maxTurns;
    int startParticles, startSpace, basicAllowance, specialAllowance;
    bool immediate, boardFull, emptyLoses, oneOf, openHands;

    Rules(const json& p, int numPlayers)
        : players(numPlayers), suits(p["suitCount"]), perSuit(p["cardsPerSuit"]),
          codeSize(p["codeSize"]), codesToWin(p["codesToWin"]), handLimit(p["handLimit"]),
          cap(p["particleCap"]), spaces(p["spaceCount"]), maxTurns(p["maxTurns"]),
          startParticles(p["startParticles"]), startSpace(p["startSpace"]),
          immediate(p["handLimitCheck"] == "immediate"), boardFull(p["noRoomLoss"] == "boardFull"),
          emptyLoses(p["emptyStackLoss"] == "immediate"), oneOf(p["basicActionRule"] == "oneOf"),
          openHands(p["openHands"]) {
        const bool small = numPlayers <= p["smallGroupMax"].get<int>();
        basicAllowance = small ? p["smallActions"].get<int>() : p["basicActions"].get<int>();
        specialAllowance = small ? p["smallActions"].get<int>() : p["specialActions"].get<int>();
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

// Every invariant of section 4 that one state can show; "" or what is wrong.
std::string checkState(const pb::State& s, const json& j, const Rules& rules) {
    const bool over = j["phase"] == "over";
    const bool setup = j["phase"] == "setup" || j["phase"] == "firstPlayer";
    // 1. Every card is in exactly one place.
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
        // 3. Each space holds 0..cap particles.
        const int p = space["particles"];
        if (p < 0 || p > rules.cap)
            return "a space holds " + std::to_string(p) + " particles";
        totalParticles += p;
        if (!over && !setup && rules.emptyLoses && space["cards"] == 0)
            return "an empty stack in a live game";
    }
    int seen = 0;
    for (int suit = 0; suit < rules.suits; ++suit) {
        if (used[static_cast<std::size_t>(suit)] > rules.perSuit)
            return std::string(kSuits[suit]) +
                   " duplicated: " + std::to_string(used[static_cast<std::size_t>(suit)]);
        seen += used[static_cast<std::size_t>(suit)];
    }
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
    // 2. Won iff every needed code is in.
    const int codes = static_cast<int>(j["codes"].size());
    if ((j.value("result", "") == "won") != (codes >= rules.codesToWin))
        return "codes and result disagree";
    // 4. Limits.
    for (int seat = 0; seat < rules.players; ++seat) {
        const int limit = j["players"][seat]["limit"];
        if (limit < 0 || limit > rules.handLimit)
            return "limit " + std::to_string(limit);
        if (limit !=
            std::max(0, rules.handLimit - static_cast<int>(counterOf(s, seat, "limit.lost"))))
            return "limit is not handLimit less the points lost";
        if (!over && limit == 0)
            return "a live game with a limit of 0";
    }
    // 6. Actions used never exceed the allowance.
    if (j.contains("specialUsed")) {
        int n = 0;
        for (const auto& [k, v] : j["specialUsed"].items())
            n += v.get<int>();
        if (n > rules.specialAllowance)
            return "special actions over the allowance";
    }
    if (rules.oneOf && j.contains("basicUsed")) {
        int n = 0;
        for (const auto& [k, v] : j["basicUsed"].items())
            n += v.get<int>();
        if (n > rules.basicAllowance)
            return "basic actions over the allowance";
    }
    // 7. A live game under the defaults has no end condition holding.
    if (!over && codes >= rules.codesToWin)
        return "a live game with every code entered";
    if (!over && rules.boardFull && totalParticles == rules.cap * rules.spaces)
        return "a live game with a full board";
    // The actor and the phase agree.
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

// 5. Hand size <= limit except while that seat must discard (immediate rule).
// Only after the deal can several seats be over at once; they discard in turn.
std::string checkHands(const pb::State& s, const json& j, const Rules& rules,
                       const std::vector<pb::Decision>& legal) {
    if (!rules.immediate || j["phase"] == "over" || s.isChance())
        return {};
    int over = 0;
    for (int seat = 0; seat < rules.players; ++seat)
        if (handSize(s, seat) > j["players"][seat]["limit"].get<int>())
            ++over;
    if (over == 0)
        return {};
    if (over > 1 && j["phase"] != "setup")
        return std::to_string(over) + " seats are over their limits after the set-up";
    const int actor = s.currentActor();
    if (handSize(s, actor) <= j["players"][actor]["limit"].get<int>())
        return "a seat is over its limit but seat " + std::to_string(actor) + ", within it, acts";
    for (const auto& d : legal)
        if (s.decisionToJson(d)["type"] != "discard")
            return "a seat over its limit may do something other than discard";
    return {};
}

std::string checkLegalList(const pb::State& s, const std::vector<pb::Decision>& legal) {
    if (s.isTerminal())
        return legal.empty() ? "" : "decisions listed at a terminal state";
    if (legal.empty())
        return "no legal decision at a live state";
    auto sorted = legal;
    std::sort(sorted.begin(), sorted.end(), [](const pb::Decision& a, const pb::Decision& b) {
        return std::tie(a.kind, a.a, a.b, a.c) < std::tie(b.kind, b.a, b.b, b.c);
    });
    if (!std::equal(sorted.begin(), sorted.end(), legal.begin()))
        return "legal decisions are not listed in a stable sorted order";
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return "a decision is listed twice";
    for (const auto& d : legal)
        if (!s.isLegal(d) || !s.whyIllegal(d).empty())
            return "listed but not legal: " + s.decisionToJson(d).dump();
    if (s.isChance()) {
        std::vector<pb::ChanceOutcome> outcomes;
        s.chanceOutcomes(outcomes);
        double total = 0;
        for (std::size_t i = 0; i < outcomes.size(); ++i) {
            if (i >= legal.size() || !(outcomes[i].decision == legal[i]))
                return "chance outcomes and legal decisions differ";
            total += outcomes[i].probability;
        }
        if (outcomes.size() != legal.size() || std::abs(total - 1.0) > 1e-9)
            return "chance probabilities do not sum to 1";
    }
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

std::string checkCopies(const pb::State& s, const json& j, pb::State& scratch) {
    std::string error;
    const auto parsed = tryParse(j, error);
    if (!parsed)
        return "own JSON refused: " + error;
    if (parsed->hash() != s.hash() || parsed->toJson() != j)
        return "JSON round trip changed the state";
    if (parsed->currentActor() != s.currentActor())
        return "JSON round trip changed the actor";
    if (s.clone()->hash() != s.hash())
        return "clone has another hash";
    scratch.copyFrom(s);
    if (scratch.hash() != s.hash() || scratch.toJson() != j)
        return "copyFrom gives another state";
    return {};
}

// 8. No observation holds an unseen card; resampling keeps every observation.
std::string checkHidden(const pb::State& s, const json& j, const Rules& rules, pb::Rng& rng) {
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
        auto copy = s.clone();
        copy->resampleHidden(seat, rng);
        if (copy->observationJson(seat) != o)
            return "resampleHidden changed seat " + std::to_string(seat) + "'s observation";
        std::string error;
        if (!tryParse(copy->toJson(), error))
            return "a resampled state is refused: " + error;
    }
    return {};
}

// Counted decisions against the counters at the end.
struct Tally {
    std::map<std::pair<int, std::string>, long long> count;

    void add(const pb::State& before, const json& d) {
        const int actor = before.currentActor();
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

struct Variant {
    const char* name;
    json params;
    int players;
    int games;
};

json variantA() {
    return {{"basicActionRule", "collectFree"},
            {"collectTiming", "anyTime"},
            {"neutralizeAttempts", "oncePerParticle"},
            {"handLimitCheck", "endOfTurn"},
            {"pawnLegalSpace", "particleFree"},
            {"particleLegalSpace", "belowCapNoPawn"},
            {"spadeSource", "pawnSpace"},
            {"shareRule", "neverBack"},
            {"shareRecipients", "all"},
            {"spillRule", "adjacentOnly"},
            {"noRoomLoss", "overflow"},
            {"emptyStackLoss", "onDraw"},
            {"stackSizing", "evenRandom"},
            {"openHands", true}};
}

json variantB() {
    return {{"basicActionRule", "eachOnce"},
            {"collectTiming", "afterEmergence"},
            {"neutralizeAttempts", "untilFailure"},
            {"handLimitCheck", "blocksCollect"},
            {"spillRule", "anySpace"},
            {"emptyStackLoss", "never"},
            {"stackSizing", "cutSpread"},
            {"openStacks", true},
            {"spendWindow", "oneBurst"},
            {"repeatActions", false},
            {"collectUpTo", true},
            {"suitCount", 5},
            {"fifthSuitPower", "wild"},
            {"codesToWin", 5},
            {"firstPlayer", "random"},
            {"heartRerollLimit", 1},
            {"clubsSurviveReroll", true}};
}

// Easy enough that random play wins now and then.
json winnable() {
    return {{"emergenceDie", 2},
            {"basicActionRule", "eachOnce"},
            {"handLimit", 10},
            {"codeSize", 2},
            {"codesToWin", 2}};
}

// Small stacks that empty, and a short game.
json thinAndShort() {
    return {{"cardsPerSuit", 8}, {"handSize", 1}, {"emergenceDie", 2}, {"maxTurns", 12}};
}

// Every number of the text away from its default.
json variantC() {
    return {{"spaceCount", 8},         {"particleCap", 3},       {"handLimit", 9},
            {"codeSize", 3},           {"handSize", 5},          {"emergenceDie", 3},
            {"maxTurns", 40},          {"cardsPerSuit", 13},     {"startSpace", 4},
            {"startParticles", 2},     {"limitPenalty", 2},      {"neutralizeMin", 5},
            {"dieSides", 8},           {"basicActions", 2},      {"specialActions", 2},
            {"collectCount", 2},       {"smallGroupMax", 1},     {"smallActions", 3},
            {"smallNeutralizeMin", 2}, {"smallCollectCount", 3}, {"codesToWin", 3}};
}

} // namespace

class TestTorusLabPlayouts : public QObject {
    Q_OBJECT

private slots:
    void everyDecisionKeepsEveryInvariant_data();
    void everyDecisionKeepsEveryInvariant();
    void everyEndIsReached();
    void theSameSeedGivesTheSameGame();
    void agentsFinishGames_data();
    void agentsFinishGames();
};

void TestTorusLabPlayouts::everyDecisionKeepsEveryInvariant_data() {
    QTest::addColumn<QByteArray>("params");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    const std::vector<Variant> variants{
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
        {"hand limit under the hand size, 2 players", json{{"handSize", 5}, {"handLimit", 3}}, 2,
         40},
    };
    for (const auto& v : variants)
        QTest::newRow(v.name) << QByteArray::fromStdString(v.params.dump()) << v.players
                              << rulesettest::propertyGames(v.games);
}

void TestTorusLabPlayouts::everyDecisionKeepsEveryInvariant() {
    QFETCH(QByteArray, params);
    QFETCH(int, players);
    QFETCH(int, games);
    const auto game = pb::torus_lab::ruleset().makeGame(json::parse(params.toStdString()), players);
    const Rules rules(game->params(), players);
    auto scratch = game->newInitialState(0);
    pb::Rng chance(0), agentRng(1), resampleRng(2), probes(3);
    long long decisions = 0;
    std::map<std::string, int> results;

    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = pb::deriveSeed(77, static_cast<std::uint64_t>(g));
        auto s = game->newInitialState(seed);
        chance.reseed(seed);
        Tally tally;
        json before = s->toJson();
        std::vector<int> lastLimits(static_cast<std::size_t>(players), rules.handLimit);
        std::vector<int> lastStacks(static_cast<std::size_t>(rules.spaces), 1000);
        for (int step = 0;; ++step) {
            const auto where = [&] {
                return "at game " + std::to_string(g) + " step " + std::to_string(step) +
                       "\n  state: " + before.dump();
            };
            const std::vector<pb::Decision> legal = s->legalDecisions();
            std::string error = checkState(*s, before, rules);
            if (error.empty())
                error = checkLegalList(*s, legal);
            if (error.empty())
                error = checkHands(*s, before, rules, legal);
            if (error.empty())
                error = checkCopies(*s, before, *scratch);
            if (error.empty() && step % 11 == 0)
                error = checkCandidates(*s, rules, legal);
            if (error.empty())
                error = rulesettest::checkQueriesChangeNothing(
                    *s, before, legal,
                    rulesettest::randomProbe(probes, pb::torus_lab::kDecisionKindCount, 13),
                    step % 5 == 0);
            if (error.empty() && step % 9 == 0)
                error = checkHidden(*s, before, rules, resampleRng);
            // 4 and 6: limits never rise, stacks never grow.
            for (int seat = 0; seat < players && error.empty(); ++seat) {
                const int limit = before["players"][seat]["limit"];
                if (limit > lastLimits[static_cast<std::size_t>(seat)])
                    error = "a hand limit rose";
                lastLimits[static_cast<std::size_t>(seat)] = limit;
            }
            for (int space = 0; space < rules.spaces && error.empty(); ++space) {
                const int cards = before["spaces"][space]["cards"];
                if (cards > lastStacks[static_cast<std::size_t>(space)])
                    error = "a stack grew";
                lastStacks[static_cast<std::size_t>(space)] = cards;
            }
            PB_FAIL_IF(error, where());
            if (s->isTerminal()) {
                error = checkEnd(*s, before, players);
                if (error.empty())
                    error = tally.check(*s, players);
                PB_FAIL_IF(error, where());
                ++results[before.value("result", "") + " " + before.value("cause", "")];
                break;
            }
            const pb::Decision d =
                s->isChance() ? s->sampleChance(chance) : s->sampleUniformLegal(agentRng);
            if (std::find(legal.begin(), legal.end(), d) == legal.end())
                error = "sampled a decision that is not listed";
            const json dj = s->decisionToJson(d);
            if (error.empty() && s->decisionFromJson(dj) != d)
                error = "decision JSON round trip: " + dj.dump();
            if (error.empty() && s->decisionToText(d).empty())
                error = "no decision text for " + dj.dump();
            PB_FAIL_IF(error, where());
            decisions += s->isChance() ? 0 : 1;
            tally.add(*s, dj);
            s->apply(d);
            before = s->toJson();
        }
    }
    QVERIFY(decisions > games);
    std::string summary;
    for (const auto& [k, v] : results)
        summary += " " + k + ":" + std::to_string(v);
    qInfo("%lld decisions;%s", decisions, summary.c_str());
}

void TestTorusLabPlayouts::everyEndIsReached() {
    // The playouts above only check what they meet: make sure they meet every end.
    std::map<std::string, int> ends;
    for (const json& params : {json::object(), winnable(), thinAndShort(), variantA()})
        for (int players : {1, 2, 3}) {
            const auto game = pb::torus_lab::ruleset().makeGame(params, players);
            pb::Rng rng(3);
            for (std::uint64_t seed = 0; seed < 200; ++seed) {
                auto s = game->newInitialState(seed);
                while (!s->isTerminal())
                    s->applyUnchecked(s->isChance() ? s->sampleChance(rng)
                                                    : s->sampleUniformLegal(rng));
                const json j = s->toJson();
                ++ends[j["result"] == "won" ? "won" : j["cause"].get<std::string>()];
            }
        }
    std::string seen;
    for (const auto& [end, count] : ends)
        seen += " " + end + ":" + std::to_string(count);
    for (const char* end : {"won", "noRoom", "handLimit", "emptyStack", "turnLimit"})
        QVERIFY2(ends[end] > 0, (std::string(end) + " never happens;" + seen).c_str());
    qInfo("ends:%s", seen.c_str());
}

void TestTorusLabPlayouts::theSameSeedGivesTheSameGame() {
    // 9. The same seed and decisions give the same states.
    for (int players = 1; players <= 4; ++players) {
        const auto game = pb::torus_lab::ruleset().makeGame(json::object(), players);
        auto play = [&](std::uint64_t seed) {
            std::vector<std::uint64_t> hashes;
            auto s = game->newInitialState(seed);
            pb::Rng chance(seed), agent(seed + 1);
            while (!s->isTerminal()) {
                s->applyUnchecked(s->isChance() ? s->sampleChance(chance)
                                                : s->sampleUniformLegal(agent));
                hashes.push_back(s->hash());
            }
            return hashes;
        };
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const auto a = play(seed), b = play(seed);
            QVERIFY(a == b);
            QVERIFY(a != play(seed + 100));
        }
    }
}

void TestTorusLabPlayouts::agentsFinishGames_data() {
    QTest::addColumn<QString>("agent");
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("games");
    for (int players = 1; players <= 4; ++players) {
        QTest::newRow(("random " + std::to_string(players)).c_str())
            << QString("random") << players << rulesettest::propertyGames(50);
        QTest::newRow(("greedy " + std::to_string(players)).c_str())
            << QString("greedy") << players << rulesettest::propertyGames(10);
    }
    QTest::newRow("mcts 2") << QString("mcts:iterations=200") << 2 << 1;
    QTest::newRow("mcts 4") << QString("mcts:iterations=200") << 4 << 1;
}

void TestTorusLabPlayouts::agentsFinishGames() {
    QFETCH(QString, agent);
    QFETCH(int, players);
    QFETCH(int, games);
    pb::SimulationConfig config;
    config.game = pb::torus_lab::ruleset().makeGame(json::object(), players);
    config.agentSpecs.assign(static_cast<std::size_t>(players), agent.toStdString());
    config.runSeed = 5;
    config.games = static_cast<std::uint64_t>(games);
    config.threads = 1;
    const pb::SimulationResult result = pb::simulate(config);
    QCOMPARE(static_cast<int>(result.games.size()), games);
    int wins = 0;
    for (const auto& g : result.games) {
        QVERIFY(g.turns > 0 && g.decisions > 0);
        QVERIFY(!g.outcome.draw && g.outcome.winner == -1);
        wins += g.outcome.score[0] > 0.5 ? 1 : 0;
    }
    qInfo("%s, %d players: %d of %d won", qPrintable(agent), players, wins, games);
}

PLAYBENCH_TEST_APPLESS_MAIN(TestTorusLabPlayouts)
#include "test_torus_lab_playouts.moc"
