#pragma once

#include "engine/decision.h"
#include "sim/win_chance_calibration.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <span>
#include <string_view>
#include <vector>

namespace pb {

class State;

// A second opinion on a playtest's moves: at each position a person decided,
// MCTS (a chosen budget) names the decision it prefers and values the
// position for the deciding seat along the line it would play, and values the
// position after the person's decision the same way. A turn (a seat's
// decisions in a row, as a Stability move and the permeation after it) is
// judged as one move: what the person gave up from the turn's start to its
// end, beyond the searches' own noise, labels the turn's last decision.
enum class MoveLabel { Fine, Inaccuracy, Mistake, Blunder };

// The win chance a move may give up before it is an inaccuracy, a mistake or
// a blunder (the workbench's Settings change them).
struct AnalysisThresholds {
    double inaccuracy = 0.05;
    double mistake = 0.10;
    double blunder = 0.20;
};

// "fine", "inaccuracy", "mistake", "blunder": the stored and exported word.
std::string_view labelId(MoveLabel label);
MoveLabel labelFor(double loss, const AnalysisThresholds& thresholds);

// One position to analyse: the state before the decision and the decision taken.
struct AnalysisRequest {
    const State* before = nullptr;
    Decision played;
};

struct AnalysedMove {
    int seat = 0;
    Decision played;
    Decision best;          // the agent's preferred decision here
    double winPlayed = 0.0; // the seat's win chance after `played`, along the search's line
    // What labels the move: at a turn's last decision, winPlayed plus the
    // turn's loss; elsewhere in a turn winPlayed (the turn is judged at its end).
    double winBest = 0.0;
    double loss = 0.0; // winBest - winPlayed: the turn's loss beyond noise, or 0
    MoveLabel label = MoveLabel::Fine;
    // How the turn's loss was judged, for reports and tests: the seat's
    // chance at the turn's start along the best line found, the raw loss
    // (start minus the turn's end, at least 0), its standard error from both
    // searches, and where the turn started (an index into the requests).
    double turnStartBest = 0.0;
    double rawLoss = 0.0;
    double lossStdError = 0.0;
    std::size_t turnStart = 0;
    bool lastOfTurn = true;
    // The standard errors of this position's two searches: the value here
    // along the best line, and the value after the decision played (carried
    // through the win-chance map; 0 for a proven value), the simulations
    // (iterations) behind each, and whether the search proved it (MCTS-Solver:
    // then it is exactly 1 or 0 under best play, not mapped).
    double bestStdError = 0.0;
    double playedStdError = 0.0;
    int bestSamples = 0;
    int playedSamples = 0;
    bool bestProven = false;
    bool playedProven = false;
};

struct AnalysisConfig {
    int iterations = 1000;
    std::uint64_t seed = 1;
    int threads = 1;
    AnalysisThresholds thresholds;
    // Reference games behind the win-chance map (win_chance_calibration.h),
    // played and fitted before the positions are searched (once per design
    // and budget in a process; no progress is reported meanwhile, `cancel`
    // stops it); 0 shows the searches' raw values (scores, not chances).
    int calibrationGames = 200;
    // Called from worker threads with the number of positions done so far.
    std::function<void(std::size_t done)> progress;
    // Set to true from anywhere to stop; positions not started stay unanalysed.
    const std::atomic<bool>* cancel = nullptr;
};

// Analyses every request on `threads` worker threads; position i's searches
// are seeded with deriveSeed(seed, i), so the answer is the same for any
// thread count. Every value is first mapped to a win chance by a map fitted
// on config.calibrationGames reference games of the requests' game (one map
// per ruleset, parameters, seats and budget, whatever the seed, kept for the
// process; proven values stay exact). Requests in a row of one seat, each starting where the one
// before ended, form a turn. A turn's loss counts only when it exceeds 1.96
// standard errors of the two searches' values (otherwise the label is fine:
// the search cannot tell it from its own noise). A position whose decision is
// not legal there throws IllegalDecision. The result has one entry per
// request; `analysed[i]` is false for positions a cancel left out.
struct AnalysisResult {
    std::vector<AnalysedMove> moves;
    std::vector<bool> analysed;
    bool cancelled = false;
    WinChanceMap winChanceMap; // the identity when calibrationGames was 0
};
AnalysisResult analyseMoves(std::span<const AnalysisRequest> requests,
                            const AnalysisConfig& config);

// The drama curve of an analysed game: each analysed move's seat and its win
// chance, and how often the lead changed hands. A seat leads once its chance
// rises above 1/k + band (with two seats, the other leads once it falls below
// 1/k - band); a chance inside the band keeps the leader there was, so a
// game that hovers at 0.49 to 0.51 changes no lead. A cooperative game has one
// shared result and no lead at all (0 changes). {"points": [{"move", "seat",
// "win"}], "lead_changes", "band"}.
nlohmann::json dramaCurve(const AnalysisResult& result, int numPlayers, bool cooperative = false,
                          double band = 0.05);

} // namespace pb
