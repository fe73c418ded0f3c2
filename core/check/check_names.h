#pragma once

// The names a CheckBreak gives the check that broke: stable identifiers, as
// reports, scripts and tests match them (docs/engine.md, "The property harness").

namespace pb::check::names {

// The legal list: sorted without repeats, empty exactly at the end, each entry
// accepted by isLegal and whyIllegal; at a chance node the outcomes are the
// list with positive probabilities summing to 1.
inline constexpr const char* kLegalList = "legal-list";
// The state's JSON reads back to the same state; clone and copyFrom copy it.
inline constexpr const char* kRoundTrip = "round-trip";
// isLegal and whyIllegal agree with the list on near misses and random probes.
inline constexpr const char* kNeighbours = "neighbours";
// Read-only queries change nothing; an illegal probe is refused by apply.
inline constexpr const char* kQueriesChangeNothing = "queries-change-nothing";
// resampleHidden keeps what the seat sees and gives a valid state.
inline constexpr const char* kHiddenInformation = "hidden-information";
// State::invariantViolation.
inline constexpr const char* kStateInvariant = "state-invariant";
// The extra invariants' check, checkStep and checkEnd (GameInvariants).
inline constexpr const char* kGameInvariant = "game-invariant";
inline constexpr const char* kStepInvariant = "step-invariant";
inline constexpr const char* kEndInvariant = "end-invariant";
// A changed field of a reached state is refused or taken as a sound state.
inline constexpr const char* kMutation = "mutation";
// Every seat scores in [0, 1]; a team shares one result.
inline constexpr const char* kOutcome = "outcome";
// The game ends within CheckOptions::maxDecisions decisions.
inline constexpr const char* kTermination = "termination";
// sampleUniformLegal and sampleChance draw listed decisions, uniformly.
inline constexpr const char* kSampling = "sampling";
// A decision's JSON reads back to it, and it has a text.
inline constexpr const char* kDecisionJson = "decision-json";
// A decision's JSON with a field it does not take is refused.
inline constexpr const char* kStrayField = "stray-field";
// turnsCompleted never goes back.
inline constexpr const char* kTurns = "turns";
// One seed gives one game, and other seeds other games.
inline constexpr const char* kDeterminism = "determinism";
inline constexpr const char* kSeedsDiffer = "seeds-differ";
// Every listed decision applies: apply threw at a decision the legal list
// offered (the message is the ruleset's own, a script's with file and line).
inline constexpr const char* kApplyRefused = "apply-refused";
// The ruleset threw where the State API promises no exception.
inline constexpr const char* kException = "exception";

} // namespace pb::check::names
