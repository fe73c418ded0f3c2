#include "games/titanomachia/titanomachia_ruleset.h"

#include "engine/ruleset_of.h"
#include "games/titanomachia/titanomachia_game.h"
#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_state.h"

#include <string>

namespace pb::titanomachia {

namespace {

// Every gap of the reading (G1-G22) as a named parameter; the defaults are the
// reading's (docs/rules/titanomachia.md, "Parameters").
std::vector<ParameterSpec> specs() {
    using P = ParameterSpec;
    return {
        P::integer(param::kBudget, 60, 10, 200, "G1: points each player spends on the set-up."),
        P::integer(param::kScorePointCost, 1, 0, 5,
                   "G1: price of one System score point, Armour included."),
        P::integer(param::kPriceCrew, 1, 0, 5,
                   "G1: factor on the score point price for the Crew card."),
        P::integer(param::kPricePropulsion, 1, 0, 5,
                   "G1: factor on the score point price for the Propulsion card."),
        P::integer(param::kPriceFireControl, 1, 0, 5,
                   "G1: factor on the score point price for the Fire Control card."),
        P::integer(param::kPriceShieldGenerator, 1, 0, 5,
                   "G1: factor on the score point price for the Shield Generator card."),
        P::integer(param::kPriceWeapon, 1, 0, 5,
                   "G1: factor on the score point price for the Weapon card."),
        P::integer(param::kObjectiveCostHold, 3, 0, 20, "G1: price of the hold Objective."),
        P::integer(param::kObjectiveCostDemolition, 2, 0, 20,
                   "G1: price of the demolition Objective."),
        P::integer(param::kObjectiveCostBreakthrough, 2, 0, 20,
                   "G1: price of the breakthrough Objective."),
        P::integer(param::kObjectiveCostCripple, 2, 0, 20, "G1: price of the cripple Objective."),
        P::integer(param::kObjectivePoints, 1, 1, 10,
                   "G2: points an accomplished Objective scores."),
        P::integer(param::kDeadlineHold, 6, 1, 20, "G3: last round for hold."),
        P::integer(param::kDeadlineDemolition, 8, 1, 20, "G3: last round for demolition."),
        P::integer(param::kDeadlineBreakthrough, 10, 1, 20, "G3: last round for breakthrough."),
        P::integer(param::kDeadlineCripple, 10, 1, 20, "G3: last round for cripple."),
        P::integer(param::kMaxSystemsPerType, 1, 1, 1,
                   "G4: Systems of each type per Titan (T13 names five)."),
        P::integer(param::kMaxScore, 6, 1, 9, "G4: highest System score."),
        P::integer(param::kMaxArmour, 4, 1, 9, "G4: highest System Armour."),
        P::choice(param::kTerrainPlacement, "homeHalf", {"homeHalf"},
                  "G5: each player's 50 markers fill its home half, one per square."),
        P::boolean(param::kTerrainDamageReducesValues, true,
                   "G6: each damage step lowers Difficulty and Interference by 1."),
        P::boolean(param::kExitAllowed, true,
                   "G7: a Titan may exit across the opponent's home edge."),
        P::boolean(param::kBlockEnemyPositions, false,
                   "G7: a step may not enter the enemy's marker squares."),
        P::choice(param::kTractionUnit, "eighth", {"eighth", "quarter"},
                  "G8: a turn of Traction 1 is 45 degrees (eighth) or 90 (quarter)."),
        P::choice(param::kDifficultySquare, "destination", {"destination", "origin"},
                  "G9: the square whose Difficulty cuts Traction."),
        P::boolean(param::kImpassableAboveTraction, false,
                   "G9: Difficulty above Traction bars the square."),
        P::choice(param::kActivationsPerTurn, "any", {"any", "one"},
                  "G10: activations a turn holds before it ends."),
        P::boolean(param::kPassIsFinal, false,
                   "G11: a player who Passed passes for the rest of the round."),
        P::choice(param::kInitiativeRule, "sealedBid", {"sealedBid"},
                  "G12: the higher sealed bid goes first and alone pays it."),
        P::choice(param::kInitiativeTieBreak, "coin", {"coin"},
                  "G12: tied bids are settled by a coin."),
        P::boolean(param::kTrimPoolOnCrewDamage, true,
                   "G13: a lowered Skill trims the pool at once."),
        P::choice(param::kShieldRelocateScore, "coherence", {"coherence", "strength"},
                  "G14: the score that limits Shields moved at the cap (T40's \"Acuity\")."),
        P::boolean(param::kRelocateBelowCap, false, "G15: markers may be moved below the cap too."),
        P::boolean(param::kShieldsConsumed, false, "G15: Shields that stop Blasts are removed."),
        P::boolean(param::kOwnShieldsOnly, false, "G15: only the defenders' Shields count."),
        P::choice(param::kInterferenceTiming, "roundEnd", {"roundEnd", "turnEnd"},
                  "G16: when Interference removes Targets."),
        P::choice(param::kRangeMetric, "chebyshev", {"chebyshev", "manhattan"},
                  "G17: how Weapon Range is counted."),
        P::choice(param::kAoeMode, "single", {"single"},
                  "G17: Area of Effect is that many single Blasts next to the Target."),
        P::boolean(param::kFriendlyFire, true, "G18: a Blast hits every Titan in its square."),
        P::choice(param::kDamageStacking, "additive", {"additive", "worst"},
                  "G19: Light and Heavy add up, or only the worst counts."),
        P::integer(param::kPenaltyPerStep, 1, 0, 3, "G19: score lost per damage step."),
        P::choice(param::kExcessRemoval, "lowestSquare", {"lowestSquare"},
                  "G20: markers over a lowered cap go at once, lowest square first."),
        P::boolean(param::kDestroyedMarkersRemain, false,
                   "G20: a destroyed System's Shields and Targets stay on the board."),
        P::choice(param::kArcRule, "nearestEighth", {"nearestEighth"},
                  "G21: the attacker's direction is rounded to 8; front is facing +-2."),
        P::integer(param::kMaxRounds, 10, 1, 20, "G22: rounds in a game (T61)."),
        P::choice(param::kTournamentScoring, "tenMinusRound", {"tenMinusRound"},
                  "G22: a Crew kill scores 10 minus its round, a points win 1."),
    };
}

// The clause checklist of the reading in a line each, for the coverage counters.
constexpr const char* kClauseGists[kClauseCount] = {
    "two players, one Titan each (once a game).",
    "the 10x10 board (once a game).",
    "the board's markers (once a game).",
    "cards and Activation markers (once a game).",
    "the four things selected before play (once a game).",
    "one point pool (once a game).",
    "Objective prices (once a game).",
    "an Objective accomplished (victory conditions).",
    "an Objective failed at its deadline.",
    "the seed's example Objectives: demolition, breakthrough accomplished, a Crew kill.",
    "terrain values (once a game).",
    "50 terrain markers each (once a game).",
    "five System types (once a game).",
    "Armour and scores on each card (once a game).",
    "an Activation marker spent.",
    "Propulsion activated.",
    "Fire Control activated.",
    "Shield Generator activated.",
    "Weapon activated.",
    "a round begun.",
    "a turn played (activations or a Pass).",
    "the first pool of Skill markers (once a game).",
    "the pool refilled with Stamina up to Skill.",
    "a round led with the Initiative.",
    "the first turn given by the bids (or their coin).",
    "a Pass with an empty pool.",
    "a round ended by Passes.",
    "the last to Pass took the Initiative.",
    "Crew activated for Damage Control.",
    "a damage step repaired.",
    "Propulsion moved the Titan.",
    "a Position marker placed (steps and exits).",
    "a step onto an adjacent square.",
    "a step that changed direction.",
    "Difficulty cut a step's Traction.",
    "older Position markers removed at the turn's end.",
    "Shield Generator generated Shields.",
    "a Shield placed.",
    "the Strength cap reached or enforced.",
    "a Shield moved at Strength.",
    "Fire Control worked on Targets.",
    "a Target placed.",
    "the Acuity cap reached or enforced.",
    "a Target moved at Acuity.",
    "Interference removed Targets from a square.",
    "a Weapon produced Blasts.",
    "a Target within Range fired.",
    "a Weapon activated again (Rate of Fire).",
    "a Target became Power Blasts.",
    "an Area of Effect Blast placed.",
    "a Blast square resolved at the end of the opponent's turn.",
    "Shields subtracted from Blasts.",
    "Blasts resolved against terrain Armour.",
    "terrain destroyed.",
    "a Titan's System hit.",
    "Blasts resolved against System Armour.",
    "a System destroyed.",
    "a Blast square cleared.",
    "a hit named by the defender (front arc).",
    "a hit named by the attacker (rear arc).",
    "the game ended (ten rounds or a Crew kill).",
    "the game decided on Objective points.",
    "tournament points for a Crew kill.",
};

std::vector<CounterSpec> counterSpecs() {
    std::vector<CounterSpec> c;
    for (int s = 0; s < kSystemCount; ++s)
        c.push_back({std::string("activate.") + kSystemNames[s],
                     std::string("Activations of the ") + kSystemNames[s] + "."});
    c.push_back({"repairs", "Damage steps removed by Damage Control (T30)."});
    c.push_back({"passes", "Turns without an activation (T21)."});
    c.push_back({"turns", "Turns played."});
    c.push_back({"pool.unused", "Activation markers left at the rounds' ends."});
    c.push_back({"stamina.lost", "Stamina lost to the Skill cap at refills (T23)."});
    c.push_back({"steps", "Position markers placed (T32)."});
    c.push_back({"steps.turning", "Steps that changed direction (T34)."});
    c.push_back({"steps.difficult", "Steps whose Traction Difficulty cut (T35)."});
    c.push_back({"exits", "Titans that left across the far edge (G7)."});
    c.push_back({"shields.placed", "Shields placed (T38)."});
    c.push_back({"shields.moved", "Shields moved at the cap (T40)."});
    c.push_back({"shields.absorbed", "Blasts this player's Shields stopped (T52)."});
    c.push_back({"targets.placed", "Targets placed (T42)."});
    c.push_back({"targets.moved", "Targets moved at the cap (T44)."});
    c.push_back({"targets.interference", "Targets lost to Interference (T45)."});
    c.push_back({"shots", "Targets fired on (T47)."});
    c.push_back({"blasts.aoe", "Area of Effect Blasts placed (T50)."});
    c.push_back({"blasts.empty", "Blast squares with neither terrain nor Titan."});
    c.push_back({"friendlyFire", "Hits of this player's Blasts on its own Titan (G18)."});
    for (const char* o : {"none", "light", "heavy", "destroyed"})
        c.push_back({std::string("terrainHit.") + o,
                     std::string("Terrain hits with outcome ") + o + " (T53-T54)."});
    for (const char* o : {"none", "light", "heavy", "destroyed"})
        c.push_back({std::string("systemHit.") + o,
                     std::string("System hits with outcome ") + o + " (T56-T57)."});
    for (int s = 0; s < kSystemCount; ++s)
        c.push_back({std::string("lost.") + kSystemNames[s],
                     std::string("This player's ") + kSystemNames[s] + " destroyed."});
    c.push_back({"arc.front", "Hits on the enemy from its front arc (T59)."});
    c.push_back({"arc.rear", "Hits on the enemy from its rear arc (T60)."});
    c.push_back({"named.crew", "Times this player named a Crew."});
    c.push_back({"excessTrims", "Markers removed over a lowered cap (G20)."});
    c.push_back({"objectives.bought", "Objectives bought."});
    c.push_back({"objectives.done", "Objectives accomplished."});
    c.push_back({"objectives.failed", "Objectives whose deadline passed."});
    c.push_back({"crewKills", "Games won by destroying the enemy Crew."});
    c.push_back({"wins", "Games won."});
    c.push_back({"initiative", "Rounds begun with the Initiative."});
    c.push_back({"bid", "Points paid for the first turn."});
    c.push_back({"tournamentPoints", "Tournament points scored (T63, R10)."});
    c.push_back({"end.round", "The round the game ended in (a Crew kill's round, or the last)."});
    // The rest of section 6 (docs/rules/titanomachia.md, "Counters").
    for (int e = 1; e <= 4; ++e)
        c.push_back({"steps.turn." + std::to_string(e),
                     "Steps that turned by " + std::to_string(e) + " eighth(s) (T34)."});
    c.push_back({"shields.idle", "Shields with no Blast on them at an end of turn (T52)."});
    c.push_back({"targets.expired",
                 "Targets gone unfired: trimmed, taken off by an exit, or left at the end."});
    c.push_back({"shots.rof", "Weapon activations after the turn's first (Rate of Fire, T46)."});
    for (int s = 0; s < kSystemCount; ++s)
        for (const char* o : {"none", "light", "heavy", "destroyed"})
            c.push_back({std::string("hit.") + kSystemNames[s] + "." + o,
                         std::string("Hits of this player's Blasts on a ") + kSystemNames[s] +
                             " with outcome " + o + " (T56-T57)."});
    c.push_back({"named", "Systems this player named for a hit (T59-T60)."});
    c.push_back({"objectives.doneRound", "Sum of the rounds Objectives were accomplished in."});
    for (int t = 0; t < kObjectiveTypeCount; ++t)
        for (const char* k : {"bought", "done", "failed"})
            c.push_back({std::string("objective.") + kObjectiveNames[t] + "." + k,
                         std::string(kObjectiveNames[t]) + " Objectives " + k + "."});
    c.push_back({"wins.points", "Games won on Objective points (T62)."});
    c.push_back({"draws", "Games drawn."});
    c.push_back({"initiative.first", "Had the Initiative in round 1 (G12)."});
    c.push_back({"wins.first", "Games won with the round-1 Initiative."});
    c.push_back({"bid.offered", "Points bid for the Initiative, paid or not (G12)."});
    c.push_back({"bid.tie", "Bids were tied and the coin decided (R1)."});
    c.push_back({"spent.titan", "Points spent on the Titan's Systems (G1)."});
    c.push_back({"spent.terrain", "Points spent on terrain (G1)."});
    c.push_back({"spent.objectives", "Points spent on Objectives (G1)."});
    c.push_back({"unspent", "Budget left after Titan, terrain, Objectives and the bid paid."});
    c.push_back(
        {"initiative.changes", "Rounds begun with the Initiative taken from the opponent (T28)."});
    // Hits by Terrain type (section 6): types by their place in the set-up's list.
    for (int t = 1; t < kMaxTerrainTypes; ++t)
        for (const char* o : {"none", "light", "heavy", "destroyed"})
            c.push_back({"terrainHit.type" + std::to_string(t) + "." + o,
                         "Hits of this player's Blasts on terrain type " + std::to_string(t) +
                             " of the set-up's list (default: 1 Rubble, 2 Ruins, 3 Hab-block) "
                             "with outcome " +
                             o + " (T53-T54)."});
    // Coverage (section 6): where each clause fires is on the rules page.
    for (int t = 1; t <= kClauseCount; ++t)
        c.push_back({"clause.T" + std::to_string(t),
                     "Firings of clause T" + std::to_string(t) + ": " + kClauseGists[t - 1]});
    return c;
}

std::vector<std::string> kinds() {
    return {"coin",  "designate", "activate", "endTurn", "repair", "step",    "exit",
            "place", "lift",      "fire",     "splash",  "stop",   "nominate"};
}

class TitanomachiaRuleset final : public RulesetOf<TitanomachiaGame, TitanomachiaState> {
public:
    TitanomachiaRuleset() : RulesetOf(specs(), kinds(), counterSpecs()) {}

    std::string_view id() const override { return "titanomachia"; }
    std::string_view displayName() const override { return "Titanomachia"; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 2; }

    // The reading's presets (Warhound against Reaver) with the Warhound's
    // Objective marker already on a Ruins square, so the demo opens in play.
    std::optional<DemoDesign> demoDesign() const override {
        DemoDesign demo;
        demo.name = "Titanomachia \u2014 demo";
        demo.notes = "The reading's Warhound (hold, breakthrough) against the Reaver "
                     "(demolition, cripple), 60 points each, terrain laid out from the seed. "
                     "Change anything; it is your copy.";
        demo.setup = nullptr;
        demo.playtestAgents = {"random", "random"};
        demo.moveNotes = {"The first decisions place the Objective markers in the enemy half.",
                          "Half way: Targets are down and the first Blasts wait for the end of "
                          "the opponent's turn.",
                          "The decisive move."};
        demo.runAgents = {"greedy", "random"};
        demo.runGames = 50;
        return demo;
    }

private:
};

} // namespace

const Ruleset& ruleset() {
    static const TitanomachiaRuleset instance;
    return instance;
}

} // namespace pb::titanomachia
