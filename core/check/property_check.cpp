#include "check/property_check.h"

#include "check/check_names.h"
#include "check/determinism_check.h"
#include "check/mutation_check.h"
#include "check/state_checks.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ruleset.h"
#include "engine/state.h"

#include <memory>
#include <string>
#include <vector>

namespace pb::check {

namespace {

// One game of the harness: its draws, its place and the way to it, so a
// break can say where it happened and how to get there again.
class HarnessGame {
public:
    HarnessGame(const Game& game, const CheckOptions& options, int index, std::uint64_t seed)
        : index_(index) {
        trail_ = {std::string(game.ruleset().id()),
                  game.params(),
                  game.numPlayers(),
                  options.setup,
                  seed,
                  {}};
    }

    int step = 0;
    nlohmann::json state;    // the state being checked, as JSON
    nlohmann::json decision; // the decision being taken from it, once drawn

    // Records `check` failing with `error` when `error` is set; true then.
    bool fails(const char* check, std::string error) {
        if (error.empty())
            return false;
        check_ = check;
        error_ = std::move(error);
        return true;
    }
    void took(nlohmann::json decisionJson) { trail_.decisions.push_back(std::move(decisionJson)); }

    CheckBreak found() const { return {check_, error_, index_, step, state, decision, trail_}; }

private:
    int index_;
    Reproduction trail_;
    const char* check_ = nullptr;
    std::string error_;
};

} // namespace

CheckReport runPropertyChecks(const Game& game, const CheckOptions& options,
                              const InvariantsFactory& invariants) {
    const Ruleset& ruleset = game.ruleset();
    const int kinds = static_cast<int>(ruleset.decisionKinds().size());
    const int probeMax = options.probeArgumentMax;
    CheckReport report;
    // The streams the ruleset tests have always drawn from: each game's chance
    // and seat draws start from its seed; the probes and resampling run on
    // across the games.
    Rng chance(0), agent(1), probes(3), resample(4);
    std::unique_ptr<State> scratch;

    for (int g = 0; g < options.games; ++g) {
        const std::uint64_t seed = deriveSeed(options.seed, static_cast<std::uint64_t>(g));
        HarnessGame at(game, options, g, seed);
        try {
            if (!scratch)
                scratch = game.newInitialState(0, options.setup);
            auto s = game.newInitialState(seed, options.setup);
            chance.reseed(seed);
            agent.reseed(seed + 1);
            const auto extra = invariants ? invariants(game) : std::make_unique<GameInvariants>();
            at.state = s->toJson();
            int turns = s->turnsCompleted();
            for (at.step = 0;; ++at.step) {
                const int step = at.step;
                const nlohmann::json& before = at.state;
                at.decision = nullptr;
                const std::vector<Decision> legal = s->legalDecisions();
                // In this order, each only while the ones before it pass: the
                // probes' draws then follow the same course on every run.
                if (at.fails(names::kLegalList, checkLegalList(*s, legal)) ||
                    at.fails(names::kRoundTrip, checkCopies(*s, before, *scratch)) ||
                    at.fails(names::kNeighbours,
                             checkNeighbours(*s, legal, probes, kinds, probeMax)) ||
                    at.fails(names::kQueriesChangeNothing,
                             checkQueriesChangeNothing(*s, before, legal,
                                                       randomProbe(probes, kinds, probeMax),
                                                       step % 5 == 0)) ||
                    (step % 9 == 0 &&
                     at.fails(names::kHiddenInformation, checkHidden(*s, resample))) ||
                    at.fails(names::kStateInvariant, s->invariantViolation()) ||
                    at.fails(names::kGameInvariant, extra->check(*s, before, legal)) ||
                    (step % 11 == 3 &&
                     at.fails(names::kMutation, checkMutation(ruleset, before, probes))) ||
                    (s->isTerminal() && at.fails(names::kOutcome, checkOutcome(*s))) ||
                    (s->isTerminal() &&
                     at.fails(names::kEndInvariant, extra->checkEnd(*s, before))) ||
                    (step > options.maxDecisions &&
                     at.fails(names::kTermination, "the game has not ended after " +
                                                       std::to_string(options.maxDecisions) +
                                                       " decisions"))) {
                    report.firstBreak = at.found();
                    return report;
                }
                if (s->isTerminal())
                    break;
                if (at.fails(names::kSampling, checkSampling(*s, legal, probes, step % 23 == 0))) {
                    report.firstBreak = at.found();
                    return report;
                }
                const Decision d =
                    s->isChance() ? s->sampleChance(chance) : s->sampleUniformLegal(agent);
                at.decision = s->decisionToJson(d);
                const nlohmann::json& dj = at.decision;
                if (at.fails(names::kDecisionJson,
                             s->decisionFromJson(dj) != d
                                 ? "the decision JSON round trip changed " + dj.dump()
                                 : "") ||
                    at.fails(names::kDecisionJson,
                             s->decisionToText(d).empty() ? "no text for " + dj.dump() : "") ||
                    at.fails(names::kStrayField, checkStrayField(*s, dj))) {
                    report.firstBreak = at.found();
                    return report;
                }
                report.decisions += s->isChance() ? 0 : 1;
                try {
                    s->apply(d);
                } catch (const std::exception& e) {
                    at.fails(names::kApplyRefused, e.what());
                    report.firstBreak = at.found();
                    return report;
                }
                nlohmann::json after = s->toJson();
                const bool wentBack = s->turnsCompleted() < turns;
                turns = s->turnsCompleted();
                if (at.fails(names::kTurns, wentBack ? "turnsCompleted went back" : "") ||
                    at.fails(names::kStepInvariant, extra->checkStep(before, dj, after))) {
                    report.firstBreak = at.found();
                    return report;
                }
                at.took(std::move(at.decision));
                at.state = std::move(after);
            }
        } catch (const std::exception& e) {
            at.fails(names::kException, std::string("the ruleset threw: ") + e.what());
            report.firstBreak = at.found();
            return report;
        }
        ++report.games;
        if (options.progress && !options.progress(report.games, options.games)) {
            report.stopped = true;
            return report;
        }
    }
    if (options.determinism)
        report.firstBreak = checkSameSeedSameGame(game, options.setup, options.maxDecisions);
    return report;
}

} // namespace pb::check
