// The property harness every registered ruleset runs (ruleset_properties.h):
// random games of each set-up the ruleset contributes, checking after every
// decision what the State API promises of any ruleset, then the ruleset's own
// invariants. PLAYBENCH_PROPERTY_RULESET=<id> limits a run to one ruleset, so
// ctest runs one entry per ruleset (tests/core/CMakeLists.txt).

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"
#include "fail_if.h"
#include "games/registry.h"
#include "ruleset_properties.h"
#include "ruleset_test_support.h"
#include "test_registry.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <tuple>

using namespace rulesettest;

namespace {
// The games the harness plays of a set-up. Its full count runs in CI's
// full-speed build; under the sanitizers, where a decision costs ten times as
// much and what is looked for is a memory or undefined-behaviour error on a
// reached state, a sixteenth (every set-up still plays at least one game).
int harnessGames(int games) {
#ifdef PLAYBENCH_SANITIZED
    return std::max(1, games / 16);
#else
    return games;
#endif
}
} // namespace

namespace {

bool lessThan(const pb::Decision& x, const pb::Decision& y) {
    return std::tie(x.kind, x.a, x.b, x.c) < std::tie(y.kind, y.a, y.b, y.c);
}

bool listed(const std::vector<pb::Decision>& legal, const pb::Decision& d) {
    return std::binary_search(legal.begin(), legal.end(), d, lessThan);
}

std::string text(const pb::Decision& d) {
    return "kind " + std::to_string(d.kind) + " (" + std::to_string(d.a) + "," +
           std::to_string(d.b) + "," + std::to_string(d.c) + ")";
}

// The list is sorted without repeats, empty exactly at the end, and each entry
// is legal by isLegal and whyIllegal; a chance node's outcomes are the list,
// in its order, with positive probabilities summing to 1.
std::string checkLegalList(const pb::State& s, const std::vector<pb::Decision>& legal) {
    if (s.isTerminal())
        return legal.empty() ? "" : "decisions listed at a terminal state";
    if (legal.empty())
        return "no legal decision at a live state";
    for (std::size_t i = 1; i < legal.size(); ++i)
        if (!lessThan(legal[i - 1], legal[i]))
            return "the legal list is not sorted without repeats at " + text(legal[i]);
    for (const pb::Decision& d : legal)
        if (!s.isLegal(d) || !s.whyIllegal(d).empty())
            return "listed but refused: " + text(d) + " '" + s.whyIllegal(d) + "'";
    if (!s.isChance())
        return {};
    std::vector<pb::ChanceOutcome> outcomes;
    s.chanceOutcomes(outcomes);
    if (outcomes.size() != legal.size())
        return "chance outcomes and legal decisions differ in number";
    double total = 0;
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (!(outcomes[i].decision == legal[i]))
            return "chance outcome " + std::to_string(i) + " is not the legal list's";
        if (!(outcomes[i].probability > 0))
            return "a chance outcome has probability " + std::to_string(outcomes[i].probability);
        total += outcomes[i].probability;
    }
    return std::abs(total - 1.0) < 1e-9 ? ""
                                        : "chance probabilities sum to " + std::to_string(total);
}

// isLegal and whyIllegal agree with the list on `d`.
std::string checkProbe(const pb::State& s, const std::vector<pb::Decision>& legal,
                       const pb::Decision& d) {
    const bool inList = listed(legal, d);
    const bool isLegal = s.isLegal(d);
    const std::string why = s.whyIllegal(d);
    if (isLegal == inList && why.empty() == inList)
        return {};
    return text(d) + ": listed " + std::to_string(inList) + ", isLegal " + std::to_string(isLegal) +
           ", whyIllegal '" + why + "'";
}

// Every neighbour of a listed decision (one field off by one) and random
// probes: the near misses a ruleset's fast isLegal gets wrong.
std::string checkNeighbours(const pb::State& s, const std::vector<pb::Decision>& legal,
                            pb::Rng& rng, int kinds, int maxArgument) {
    for (std::size_t i = 0; i < legal.size() && i < 64; ++i) {
        const pb::Decision d =
            legal[legal.size() <= 64 ? i : rng.below(static_cast<std::uint32_t>(legal.size()))];
        for (int delta : {-1, 1}) {
            for (int field = 0; field < 4; ++field) {
                pb::Decision n = d;
                if (field == 0)
                    n.kind = static_cast<std::uint16_t>(n.kind + delta);
                else
                    (field == 1 ? n.a : field == 2 ? n.b : n.c) += static_cast<std::int16_t>(delta);
                if (std::string error = checkProbe(s, legal, n); !error.empty())
                    return error;
            }
        }
    }
    for (int i = 0; i < 16; ++i)
        if (std::string error = checkProbe(s, legal, randomProbe(rng, kinds, maxArgument));
            !error.empty())
            return error;
    return {};
}

// sampleUniformLegal draws listed decisions, each about as often as the others.
std::string checkSampling(const pb::State& s, const std::vector<pb::Decision>& legal, pb::Rng& rng,
                          bool counted) {
    if (s.isChance()) {
        const pb::Decision d = s.sampleChance(rng);
        return listed(legal, d) ? "" : "sampleChance drew an unlisted " + text(d);
    }
    if (!counted || legal.size() < 2 || legal.size() > 12) {
        const pb::Decision d = s.sampleUniformLegal(rng);
        return listed(legal, d) ? "" : "sampleUniformLegal drew an unlisted " + text(d);
    }
    // 60 draws a decision expected: a fair sampler falls below 20 or above 100
    // with a probability under 1e-9 per decision, with a fixed seed besides.
    std::vector<int> count(legal.size(), 0);
    for (std::size_t i = 0; i < 60 * legal.size(); ++i) {
        const pb::Decision d = s.sampleUniformLegal(rng);
        const auto it = std::lower_bound(legal.begin(), legal.end(), d, lessThan);
        if (it == legal.end() || !(*it == d))
            return "sampleUniformLegal drew an unlisted " + text(d);
        ++count[static_cast<std::size_t>(it - legal.begin())];
    }
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (count[i] < 20 || count[i] > 100)
            return "sampleUniformLegal is not uniform: " + text(legal[i]) + " drawn " +
                   std::to_string(count[i]) + " times of " + std::to_string(60 * legal.size());
    return {};
}

// JSON, clone and copyFrom give the same state, with the same hash and actor.
std::string checkCopies(const pb::State& s, const json& j, pb::State& scratch) {
    std::unique_ptr<pb::State> parsed;
    try {
        parsed = s.game().ruleset().stateFromJson(j);
    } catch (const std::exception& e) {
        return std::string("its own JSON is refused: ") + e.what();
    }
    if (parsed->hash() != s.hash() || parsed->toJson() != j)
        return "the JSON round trip changed the state";
    if (parsed->currentActor() != s.currentActor())
        return "the JSON round trip changed the actor";
    const auto clone = s.clone();
    if (clone->hash() != s.hash() || clone->currentActor() != s.currentActor())
        return "a clone differs";
    scratch.copyFrom(s);
    if (scratch.hash() != s.hash() || scratch.toJson() != j)
        return "copyFrom gives another state";
    return {};
}

// Resampling what a seat cannot see keeps what it sees, and a valid state.
std::string checkHidden(const pb::State& s, pb::Rng& rng) {
    if (!s.hasHiddenInformation())
        return {};
    for (int seat = 0; seat < s.game().numPlayers(); ++seat) {
        const json seen = s.observationJson(seat);
        auto copy = s.clone();
        copy->resampleHidden(seat, rng);
        if (copy->observationJson(seat) != seen)
            return "resampleHidden changed what seat " + std::to_string(seat) + " sees";
        try {
            (void)s.game().ruleset().stateFromJson(copy->toJson());
        } catch (const std::exception& e) {
            return std::string("a resampled state is refused: ") + e.what();
        }
    }
    return {};
}

// Every seat has a score in [0, 1]; a team shares one result.
std::string checkOutcome(const pb::State& s) {
    const pb::Outcome o = s.outcome();
    const int players = s.game().numPlayers();
    if (o.numSeats != players)
        return "the outcome has " + std::to_string(o.numSeats) + " seats";
    for (int seat = 0; seat < players; ++seat)
        if (o.score[seat] < 0 || o.score[seat] > 1)
            return "seat " + std::to_string(seat) + " scores " + std::to_string(o.score[seat]);
    if (!s.game().ruleset().cooperative())
        return {};
    if (o.winner != -1 || o.draw)
        return "a team's result names a winner or a draw";
    for (int seat = 1; seat < players; ++seat)
        if (o.score[seat] != o.score[0] || o.rank[seat] != o.rank[0])
            return "the team's seats have different results";
    return {};
}

// A decision's JSON with one field it does not take is refused, not read
// as the decision without it.
std::string checkStrayField(const pb::State& s, const json& decision) {
    json stray = decision;
    stray["stray"] = 1;
    try {
        (void)s.decisionFromJson(stray);
    } catch (const pb::InvalidInput&) {
        return {};
    } catch (const std::exception& e) {
        return std::string("a stray field threw something other than InvalidInput: ") + e.what();
    }
    return "a decision with a stray field was read: " + stray.dump();
}

// Where a value of the state's JSON sits, and what it is, for the mutation probe.
void collectLeaves(const json& j, const json::json_pointer& at,
                   std::vector<json::json_pointer>& out) {
    if (j.is_object()) {
        for (const auto& [key, value] : j.items())
            collectLeaves(value, at / key, out);
    } else if (j.is_array()) {
        out.push_back(at); // the array itself: an element dropped or repeated
        for (std::size_t i = 0; i < j.size(); ++i)
            collectLeaves(j[i], at / i, out);
    } else if (j.is_number_integer() || j.is_boolean()) {
        out.push_back(at);
    }
}

// One field of a reached state changed (a number moved, a flag flipped, an
// array element dropped or repeated), as a hand-edited file or a buggy tool
// would: the ruleset either refuses the result with InvalidInput, or takes
// it as a state that passes its invariants, reads back from its own JSON,
// and plays on for a few random decisions keeping them.
std::string checkMutation(const pb::Ruleset& ruleset, const json& stateJson, pb::Rng& rng) {
    std::vector<json::json_pointer> leaves;
    collectLeaves(stateJson, json::json_pointer(), leaves);
    if (leaves.empty())
        return {};
    json mutated = stateJson;
    const json::json_pointer at = leaves[rng.below(static_cast<std::uint32_t>(leaves.size()))];
    json& value = mutated[at];
    std::string change;
    if (value.is_array()) {
        if (value.empty())
            return {};
        const auto i = rng.below(static_cast<std::uint32_t>(value.size()));
        if (rng.below(2) == 0) {
            value.erase(i);
            change = "dropped element " + std::to_string(i);
        } else {
            value.push_back(value[i]);
            change = "repeated element " + std::to_string(i);
        }
    } else if (value.is_boolean()) {
        value = !value.get<bool>();
        change = "flipped";
    } else {
        static constexpr int deltas[] = {-2, -1, 1, 2, 7};
        const long long old = value.get<long long>();
        value = old + deltas[rng.below(5)];
        change = std::to_string(old) + " -> " + value.dump();
    }
    const std::string where = "the state with " + at.to_string() + " " + change;
    std::unique_ptr<pb::State> s;
    try {
        s = ruleset.stateFromJson(mutated);
    } catch (const pb::InvalidInput&) {
        return {};
    } catch (const std::exception& e) {
        return where + " threw something other than InvalidInput: " + e.what();
    }
    pb::Rng play(rng.next());
    for (int step = 0; step < 24; ++step) {
        if (std::string why = s->invariantViolation(); !why.empty())
            return where + " was accepted, and " +
                   (step == 0 ? "it" : std::to_string(step) + " random decisions later the state") +
                   " breaks " + why;
        // Its own JSON reads back where it was accepted and where play on it
        // stops (every step would cost more than the rest of the harness).
        if (step == 0 || step == 23 || s->isTerminal()) {
            try {
                (void)ruleset.stateFromJson(s->toJson());
            } catch (const std::exception& e) {
                return where + " was accepted, but " + std::to_string(step) +
                       " decisions later its own JSON is refused: " + e.what();
            }
        }
        if (s->isTerminal())
            break;
        std::vector<pb::Decision> legal;
        s->legalDecisions(legal);
        if (legal.empty())
            return where + " was accepted, but " + std::to_string(step) +
                   " decisions later a live state has no legal decision";
        try {
            s->apply(s->isChance() ? s->sampleChance(play) : s->sampleUniformLegal(play));
        } catch (const std::exception& e) {
            return where + " was accepted, but playing on from it threw: " + e.what();
        }
    }
    return {};
}

// The hashes of one game played from `seed` by seeded random choices.
std::vector<std::uint64_t> hashesOf(const pb::Game& game, std::uint64_t seed, const json& setup) {
    std::vector<std::uint64_t> hashes;
    auto s = game.newInitialState(seed, setup);
    pb::Rng rng(seed);
    hashes.push_back(s->hash());
    while (!s->isTerminal() && hashes.size() < 100000) {
        s->applyUnchecked(s->isChance() ? s->sampleChance(rng) : s->sampleUniformLegal(rng));
        hashes.push_back(s->hash());
    }
    return hashes;
}

} // namespace

class TestRulesetProperties : public QObject {
    Q_OBJECT

private slots:
    void everyRulesetHasProperties();
    void everyDecisionKeepsEveryProperty_data();
    void everyDecisionKeepsEveryProperty();
    void theSameSeedGivesTheSameGame_data();
    void theSameSeedGivesTheSameGame();
};

namespace {

// The rulesets this run covers: all, or the one PLAYBENCH_PROPERTY_RULESET names.
std::vector<const pb::Ruleset*> coveredRulesets() {
    const QByteArray only = qgetenv("PLAYBENCH_PROPERTY_RULESET");
    std::vector<const pb::Ruleset*> out;
    for (const pb::Ruleset* r : pb::allRulesets())
        if (only.isEmpty() || r->id() == only.toStdString())
            out.push_back(r);
    return out;
}

void addSetupRows() {
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("setup");
    for (const pb::Ruleset* r : coveredRulesets())
        if (const RulesetProperties* p = propertiesFor(std::string(r->id()))) {
            const auto setups = p->setups();
            for (std::size_t i = 0; i < setups.size(); ++i)
                QTest::newRow((std::string(r->id()) + ": " + setups[i].name).c_str())
                    << QString::fromStdString(std::string(r->id())) << static_cast<int>(i);
        }
}

} // namespace

void TestRulesetProperties::everyRulesetHasProperties() {
    const auto rulesets = coveredRulesets();
    QVERIFY2(!rulesets.empty(), "PLAYBENCH_PROPERTY_RULESET names no registered ruleset");
    for (const pb::Ruleset* r : rulesets) {
        const RulesetProperties* p = propertiesFor(std::string(r->id()));
        QVERIFY2(p,
                 (std::string(r->id()) + " has no RulesetProperties in its test folder").c_str());
        QVERIFY2(!p->setups().empty(), (std::string(r->id()) + " plays no set-up").c_str());
    }
}

void TestRulesetProperties::everyDecisionKeepsEveryProperty_data() {
    addSetupRows();
}

void TestRulesetProperties::everyDecisionKeepsEveryProperty() {
    QFETCH(QString, ruleset);
    QFETCH(int, setup);
    const pb::Ruleset& r = pb::rulesetOrThrow(ruleset.toStdString());
    const RulesetProperties& properties = *propertiesFor(ruleset.toStdString());
    const PropertySetup set = properties.setups()[static_cast<std::size_t>(setup)];
    const auto game = r.makeGame(set.params, set.players);
    const int kinds = static_cast<int>(r.decisionKinds().size());
    auto scratch = game->newInitialState(0, set.setup);
    pb::Rng chance(0), agent(1), probes(3), resample(4);
    long long decisions = 0;
    const int games = harnessGames(set.games);

    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = pb::deriveSeed(77, static_cast<std::uint64_t>(g));
        auto s = game->newInitialState(seed, set.setup);
        chance.reseed(seed);
        agent.reseed(seed + 1);
        const auto invariants = properties.invariants(*game);
        json before = s->toJson();
        int turns = s->turnsCompleted();
        for (int step = 0;; ++step) {
            // Built only for a failure message: dumping every state would dominate the run.
            const auto where = [&] {
                return "at game " + std::to_string(g) + " step " + std::to_string(step) +
                       "\n  state: " + before.dump();
            };
            const std::vector<pb::Decision> legal = s->legalDecisions();
            std::string error = checkLegalList(*s, legal);
            if (error.empty())
                error = checkCopies(*s, before, *scratch);
            if (error.empty())
                error = checkNeighbours(*s, legal, probes, kinds, properties.probeArgumentMax());
            if (error.empty())
                error = checkQueriesChangeNothing(
                    *s, before, legal, randomProbe(probes, kinds, properties.probeArgumentMax()),
                    step % 5 == 0);
            if (error.empty() && step % 9 == 0)
                error = checkHidden(*s, resample);
            if (error.empty())
                error = s->invariantViolation();
            if (error.empty())
                error = invariants->check(*s, before, legal);
            if (error.empty() && step % 11 == 3)
                error = checkMutation(r, before, probes);
            if (error.empty() && s->isTerminal())
                error = checkOutcome(*s);
            if (error.empty() && s->isTerminal())
                error = invariants->checkEnd(*s, before);
            if (error.empty() && step > 100000)
                error = "the game has not ended after 100,000 decisions";
            PB_FAIL_IF(error, where());
            if (s->isTerminal())
                break;
            error = checkSampling(*s, legal, probes, step % 23 == 0);
            PB_FAIL_IF(error, where());
            const pb::Decision d =
                s->isChance() ? s->sampleChance(chance) : s->sampleUniformLegal(agent);
            const json dj = s->decisionToJson(d);
            if (s->decisionFromJson(dj) != d)
                error = "the decision JSON round trip changed " + dj.dump();
            else if (s->decisionToText(d).empty())
                error = "no text for " + dj.dump();
            else
                error = checkStrayField(*s, dj);
            PB_FAIL_IF(error, where());
            decisions += s->isChance() ? 0 : 1;
            s->apply(d);
            const json after = s->toJson();
            if (s->turnsCompleted() < turns)
                error = "turnsCompleted went back";
            turns = s->turnsCompleted();
            if (error.empty())
                error = invariants->checkStep(before, dj, after);
            PB_FAIL_IF(error, "after " + dj.dump() + " " + where());
            before = after;
        }
    }
    QVERIFY(decisions > games);
    qInfo("%lld decisions in %d games", decisions, games);
}

void TestRulesetProperties::theSameSeedGivesTheSameGame_data() {
    addSetupRows();
}

void TestRulesetProperties::theSameSeedGivesTheSameGame() {
    QFETCH(QString, ruleset);
    QFETCH(int, setup);
    const RulesetProperties& properties = *propertiesFor(ruleset.toStdString());
    const PropertySetup set = properties.setups()[static_cast<std::size_t>(setup)];
    const auto game = pb::rulesetOrThrow(ruleset.toStdString()).makeGame(set.params, set.players);
    bool someDiffer = false;
    for (std::uint64_t seed : {1u, 2u, 3u}) {
        const auto a = hashesOf(*game, seed, set.setup);
        QVERIFY2(a == hashesOf(*game, seed, set.setup), "one seed gave two games");
        someDiffer = someDiffer || a != hashesOf(*game, seed + 100, set.setup);
    }
    QVERIFY2(someDiffer, "three other seeds gave the same three games");
}

PLAYBENCH_TEST_APPLESS_MAIN(TestRulesetProperties)
#include "test_ruleset_properties.moc"
