#include "check/state_checks.h"

#include "engine/errors.h"
#include "engine/game.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <tuple>

namespace pb::check {

namespace {

bool decisionLess(const Decision& x, const Decision& y) {
    return std::tie(x.kind, x.a, x.b, x.c) < std::tie(y.kind, y.a, y.b, y.c);
}

bool isListed(const std::vector<Decision>& legal, const Decision& d) {
    return std::binary_search(legal.begin(), legal.end(), d, decisionLess);
}

std::string decisionFields(const Decision& d) {
    return "kind " + std::to_string(d.kind) + " (" + std::to_string(d.a) + "," +
           std::to_string(d.b) + "," + std::to_string(d.c) + ")";
}

// isLegal and whyIllegal agree with the list on `d`.
std::string checkProbe(const State& s, const std::vector<Decision>& legal, const Decision& d) {
    const bool inList = isListed(legal, d);
    const bool isLegal = s.isLegal(d);
    const std::string why = s.whyIllegal(d);
    if (isLegal == inList && why.empty() == inList)
        return {};
    return decisionFields(d) + ": listed " + std::to_string(inList) + ", isLegal " +
           std::to_string(isLegal) + ", whyIllegal '" + why + "'";
}

} // namespace

std::string checkLegalList(const State& s, const std::vector<Decision>& legal) {
    if (s.isTerminal())
        return legal.empty() ? "" : "decisions listed at a terminal state";
    if (legal.empty())
        return "no legal decision at a live state";
    for (std::size_t i = 1; i < legal.size(); ++i)
        if (!decisionLess(legal[i - 1], legal[i]))
            return "the legal list is not sorted without repeats at " + decisionFields(legal[i]);
    for (const Decision& d : legal)
        if (!s.isLegal(d) || !s.whyIllegal(d).empty())
            return "listed but refused: " + decisionFields(d) + " '" + s.whyIllegal(d) + "'";
    if (!s.isChance())
        return {};
    std::vector<ChanceOutcome> outcomes;
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

std::string checkNeighbours(const State& s, const std::vector<Decision>& legal, Rng& rng, int kinds,
                            int maxArgument) {
    for (std::size_t i = 0; i < legal.size() && i < 64; ++i) {
        const Decision d =
            legal[legal.size() <= 64 ? i : rng.below(static_cast<std::uint32_t>(legal.size()))];
        for (int delta : {-1, 1}) {
            for (int field = 0; field < 4; ++field) {
                Decision n = d;
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

std::string checkSampling(const State& s, const std::vector<Decision>& legal, Rng& rng,
                          bool counted) {
    if (s.isChance()) {
        const Decision d = s.sampleChance(rng);
        return isListed(legal, d) ? "" : "sampleChance drew an unlisted " + decisionFields(d);
    }
    if (!counted || legal.size() < 2 || legal.size() > 12) {
        const Decision d = s.sampleUniformLegal(rng);
        return isListed(legal, d) ? "" : "sampleUniformLegal drew an unlisted " + decisionFields(d);
    }
    // 60 draws a decision expected: a fair sampler falls below 20 or above 100
    // with a probability under 1e-9 per decision, with a fixed seed besides.
    std::vector<int> count(legal.size(), 0);
    for (std::size_t i = 0; i < 60 * legal.size(); ++i) {
        const Decision d = s.sampleUniformLegal(rng);
        const auto it = std::lower_bound(legal.begin(), legal.end(), d, decisionLess);
        if (it == legal.end() || !(*it == d))
            return "sampleUniformLegal drew an unlisted " + decisionFields(d);
        ++count[static_cast<std::size_t>(it - legal.begin())];
    }
    for (std::size_t i = 0; i < legal.size(); ++i)
        if (count[i] < 20 || count[i] > 100)
            return "sampleUniformLegal is not uniform: " + decisionFields(legal[i]) + " drawn " +
                   std::to_string(count[i]) + " times of " + std::to_string(60 * legal.size());
    return {};
}

std::string checkCopies(const State& s, const nlohmann::json& j, State& scratch) {
    std::unique_ptr<State> parsed;
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

std::string checkHidden(const State& s, Rng& rng) {
    if (!s.hasHiddenInformation())
        return {};
    for (int seat = 0; seat < s.game().numPlayers(); ++seat) {
        const nlohmann::json seen = s.observationJson(seat);
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

std::string checkOutcome(const State& s) {
    const Outcome o = s.outcome();
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

std::string checkStrayField(const State& s, const nlohmann::json& decision) {
    nlohmann::json stray = decision;
    stray["stray"] = 1;
    try {
        (void)s.decisionFromJson(stray);
    } catch (const InvalidInput&) {
        return {};
    } catch (const std::exception& e) {
        return std::string("a stray field threw something other than InvalidInput: ") + e.what();
    }
    return "a decision with a stray field was read: " + stray.dump();
}

Decision randomProbe(Rng& rng, int kinds, int maxArgument) {
    const auto argument = [&] {
        return static_cast<std::int16_t>(
            static_cast<int>(rng.below(static_cast<std::uint32_t>(maxArgument + 2))) - 1);
    };
    Decision d;
    d.kind = static_cast<std::uint16_t>(rng.below(static_cast<std::uint32_t>(kinds)));
    d.a = argument();
    d.b = argument();
    d.c = argument();
    return d;
}

std::string checkQueriesChangeNothing(State& state, const nlohmann::json& stateJson,
                                      const std::vector<Decision>& legal, const Decision& probe,
                                      bool compareJson) {
    const std::uint64_t hashBefore = state.hash();
    const auto unchanged = [&] {
        return state.hash() == hashBefore && (!compareJson || state.toJson() == stateJson);
    };
    const bool probeLegal = state.isLegal(probe);
    const std::string why = state.whyIllegal(probe);
    // Texts and observations cost more than the decision itself: only at the deep checks.
    for (std::size_t i = 0; compareJson && i < legal.size(); ++i) {
        (void)state.decisionToText(legal[i]);
        (void)state.decisionToJson(legal[i]);
    }
    for (int seat = 0; compareJson && seat < state.game().numPlayers(); ++seat) {
        (void)state.evaluate(seat);
        (void)state.observationJson(seat);
    }
    if (!unchanged())
        return "a read-only query changed the state";
    if (probeLegal != why.empty())
        return "isLegal and whyIllegal disagree on a probe: '" + why + "'";
    if (probeLegal)
        return {};
    try {
        state.apply(probe);
        return "apply took an illegal probe (" + why + ")";
    } catch (const IllegalDecision& e) {
        if (std::string(e.what()).empty())
            return "IllegalDecision without a message";
    } catch (const std::exception& e) {
        return std::string("apply threw something other than IllegalDecision: ") + e.what();
    }
    if (!unchanged())
        return "a refused decision changed the state";
    return {};
}

} // namespace pb::check
