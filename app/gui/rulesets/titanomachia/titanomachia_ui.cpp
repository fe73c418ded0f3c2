#include "rulesets/titanomachia/titanomachia_ui.h"

#include "games/titanomachia/titanomachia_parameter_names.h"
#include "games/titanomachia/titanomachia_setup.h"
#include "ruleset_ui.h"
#include "rulesets/titanomachia/titanomachia_board_presenter.h"
#include "rulesets/titanomachia/titanomachia_names.h"
#include "word_tables.h"

#include <iterator>

namespace pb::gui::titanomachia {

namespace {

namespace param = pb::titanomachia::param;

constexpr words::Parameter kParameters[] = {
    {param::kBudget, QT_TRANSLATE_NOOP("ParameterWords", "Point budget"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Points each player spends on Titan, terrain, Objectives and the bid.")},
    {param::kScorePointCost, QT_TRANSLATE_NOOP("ParameterWords", "Price of a score point"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Points one point of any System score costs, Armour included.")},
    {param::kPriceCrew, QT_TRANSLATE_NOOP("ParameterWords", "Crew price factor"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The Crew card's points cost this many times the score point price.")},
    {param::kPricePropulsion, QT_TRANSLATE_NOOP("ParameterWords", "Propulsion price factor"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The Propulsion card's points cost this many times the score point price.")},
    {param::kPriceFireControl, QT_TRANSLATE_NOOP("ParameterWords", "Fire Control price factor"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "The Fire Control card's points cost this many times the score point price.")},
    {param::kPriceShieldGenerator,
     QT_TRANSLATE_NOOP("ParameterWords", "Shield Generator price factor"),
     QT_TRANSLATE_NOOP(
         "ParameterWords",
         "The Shield Generator card's points cost this many times the score point price.")},
    {param::kPriceWeapon, QT_TRANSLATE_NOOP("ParameterWords", "Weapon price factor"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The Weapon card's points cost this many times the score point price.")},
    {param::kObjectiveCostHold, QT_TRANSLATE_NOOP("ParameterWords", "Price of hold"),
     QT_TRANSLATE_NOOP("ParameterWords", "Points the hold Objective costs.")},
    {param::kObjectiveCostDemolition, QT_TRANSLATE_NOOP("ParameterWords", "Price of demolition"),
     QT_TRANSLATE_NOOP("ParameterWords", "Points the demolition Objective costs.")},
    {param::kObjectiveCostBreakthrough,
     QT_TRANSLATE_NOOP("ParameterWords", "Price of breakthrough"),
     QT_TRANSLATE_NOOP("ParameterWords", "Points the breakthrough Objective costs.")},
    {param::kObjectiveCostCripple, QT_TRANSLATE_NOOP("ParameterWords", "Price of cripple"),
     QT_TRANSLATE_NOOP("ParameterWords", "Points the cripple Objective costs.")},
    {param::kObjectivePoints, QT_TRANSLATE_NOOP("ParameterWords", "Points per Objective"),
     QT_TRANSLATE_NOOP("ParameterWords", "Victory points an accomplished Objective scores.")},
    {param::kDeadlineHold, QT_TRANSLATE_NOOP("ParameterWords", "Deadline of hold"),
     QT_TRANSLATE_NOOP("ParameterWords", "The last round in which hold can be accomplished.")},
    {param::kDeadlineDemolition, QT_TRANSLATE_NOOP("ParameterWords", "Deadline of demolition"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The last round in which demolition can be accomplished.")},
    {param::kDeadlineBreakthrough, QT_TRANSLATE_NOOP("ParameterWords", "Deadline of breakthrough"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The last round in which breakthrough can be accomplished.")},
    {param::kDeadlineCripple, QT_TRANSLATE_NOOP("ParameterWords", "Deadline of cripple"),
     QT_TRANSLATE_NOOP("ParameterWords", "The last round in which cripple can be accomplished.")},
    {param::kMaxSystemsPerType, QT_TRANSLATE_NOOP("ParameterWords", "Systems of each type"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many System cards of one type a Titan carries.")},
    {param::kMaxScore, QT_TRANSLATE_NOOP("ParameterWords", "Highest score"),
     QT_TRANSLATE_NOOP("ParameterWords", "The highest value a System score may be bought to.")},
    {param::kMaxArmour, QT_TRANSLATE_NOOP("ParameterWords", "Highest Armour"),
     QT_TRANSLATE_NOOP("ParameterWords", "The highest Armour a System may be bought to.")},
    {param::kTerrainPlacement, QT_TRANSLATE_NOOP("ParameterWords", "Terrain placement"),
     QT_TRANSLATE_NOOP("ParameterWords", "Where each player's terrain markers go.")},
    {param::kTerrainDamageReducesValues,
     QT_TRANSLATE_NOOP("ParameterWords", "Damaged terrain wears"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Each damage step lowers a terrain marker's Difficulty and Interference "
                       "by 1.")},
    {param::kExitAllowed, QT_TRANSLATE_NOOP("ParameterWords", "Titans may exit"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A Titan may step off the board across the enemy's home edge.")},
    {param::kBlockEnemyPositions, QT_TRANSLATE_NOOP("ParameterWords", "Titans block"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A Titan may not step onto a square where the enemy Titan stands.")},
    {param::kTractionUnit, QT_TRANSLATE_NOOP("ParameterWords", "One point of Traction turns"),
     QT_TRANSLATE_NOOP("ParameterWords", "How far a Titan turns for each point of Traction.")},
    {param::kDifficultySquare, QT_TRANSLATE_NOOP("ParameterWords", "Difficulty counts on"),
     QT_TRANSLATE_NOOP("ParameterWords", "The square whose Difficulty cuts a step's Traction.")},
    {param::kImpassableAboveTraction,
     QT_TRANSLATE_NOOP("ParameterWords", "Difficult terrain blocks"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A square whose Difficulty exceeds the Traction cannot be entered.")},
    {param::kActivationsPerTurn, QT_TRANSLATE_NOOP("ParameterWords", "Activations per turn"),
     QT_TRANSLATE_NOOP("ParameterWords", "How many Systems a player activates in one turn.")},
    {param::kPassIsFinal, QT_TRANSLATE_NOOP("ParameterWords", "A pass is final"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A player who passes takes no more turns until the round ends.")},
    {param::kInitiativeRule, QT_TRANSLATE_NOOP("ParameterWords", "Initiative"),
     QT_TRANSLATE_NOOP("ParameterWords", "How the first player of the game is decided.")},
    {param::kInitiativeTieBreak, QT_TRANSLATE_NOOP("ParameterWords", "Tied bids"),
     QT_TRANSLATE_NOOP("ParameterWords", "Who goes first when both bid the same.")},
    {param::kTrimPoolOnCrewDamage,
     QT_TRANSLATE_NOOP("ParameterWords", "Crew damage empties the pool"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "When the Crew's Skill drops, Activation markers over it are lost at "
                       "once.")},
    {param::kShieldRelocateScore, QT_TRANSLATE_NOOP("ParameterWords", "Shields moved by"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "The score that limits how many Shields move at the Strength cap.")},
    {param::kRelocateBelowCap, QT_TRANSLATE_NOOP("ParameterWords", "Move markers below the cap"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Shields and Targets may be moved even before their cap is reached.")},
    {param::kShieldsConsumed, QT_TRANSLATE_NOOP("ParameterWords", "Shields are used up"),
     QT_TRANSLATE_NOOP("ParameterWords", "A Shield that stops a Blast is removed.")},
    {param::kOwnShieldsOnly, QT_TRANSLATE_NOOP("ParameterWords", "Only the defender's Shields"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Only the hit Titan's own Shields stop Blasts, not the attacker's.")},
    {param::kInterferenceTiming, QT_TRANSLATE_NOOP("ParameterWords", "Interference strikes"),
     QT_TRANSLATE_NOOP("ParameterWords", "When terrain Interference removes Targets.")},
    {param::kRangeMetric, QT_TRANSLATE_NOOP("ParameterWords", "Range counted"),
     QT_TRANSLATE_NOOP("ParameterWords", "How the distance from a Titan to its Target counts.")},
    {param::kAoeMode, QT_TRANSLATE_NOOP("ParameterWords", "Area of Effect"),
     QT_TRANSLATE_NOOP("ParameterWords", "What the Area of Effect score places.")},
    {param::kFriendlyFire, QT_TRANSLATE_NOOP("ParameterWords", "Friendly fire"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A Blast hits every Titan on its square, its owner's included.")},
    {param::kDamageStacking, QT_TRANSLATE_NOOP("ParameterWords", "Damage adds up"),
     QT_TRANSLATE_NOOP("ParameterWords", "How repeated hits on one System combine.")},
    {param::kPenaltyPerStep, QT_TRANSLATE_NOOP("ParameterWords", "Score lost per damage"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Points every score of a System loses for each step of damage.")},
    {param::kExcessRemoval, QT_TRANSLATE_NOOP("ParameterWords", "Markers over the cap"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "Which markers go when damage lowers a System's cap below them.")},
    {param::kDestroyedMarkersRemain,
     QT_TRANSLATE_NOOP("ParameterWords", "Markers outlive their System"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "A destroyed System's Shields and Targets stay on the board.")},
    {param::kArcRule, QT_TRANSLATE_NOOP("ParameterWords", "Arcs"),
     QT_TRANSLATE_NOOP("ParameterWords",
                       "How front and rear arc are told apart, which decides who names the hit "
                       "System.")},
    {param::kMaxRounds, QT_TRANSLATE_NOOP("ParameterWords", "Rounds"),
     QT_TRANSLATE_NOOP("ParameterWords", "Rounds in a game, unless a Crew is destroyed first.")},
    {param::kTournamentScoring, QT_TRANSLATE_NOOP("ParameterWords", "Tournament points"),
     QT_TRANSLATE_NOOP("ParameterWords", "What a win is worth in a tournament.")},
};

constexpr words::Option kOptions[] = {
    {param::kTerrainPlacement, "homeHalf",
     QT_TRANSLATE_NOOP("ParameterWords", "Filling the home half")},
    {param::kTractionUnit, "eighth", QT_TRANSLATE_NOOP("ParameterWords", "45 degrees")},
    {param::kTractionUnit, "quarter", QT_TRANSLATE_NOOP("ParameterWords", "90 degrees")},
    {param::kDifficultySquare, "destination",
     QT_TRANSLATE_NOOP("ParameterWords", "The square entered")},
    {param::kDifficultySquare, "origin", QT_TRANSLATE_NOOP("ParameterWords", "The square left")},
    {param::kActivationsPerTurn, "any", QT_TRANSLATE_NOOP("ParameterWords", "Any number")},
    {param::kActivationsPerTurn, "one", QT_TRANSLATE_NOOP("ParameterWords", "One")},
    {param::kInitiativeRule, "sealedBid",
     QT_TRANSLATE_NOOP("ParameterWords", "Sealed bid: the higher bid goes first and pays")},
    {param::kInitiativeTieBreak, "coin", QT_TRANSLATE_NOOP("ParameterWords", "A coin toss")},
    {param::kShieldRelocateScore, "coherence", QT_TRANSLATE_NOOP("ParameterWords", "Coherence")},
    {param::kShieldRelocateScore, "strength", QT_TRANSLATE_NOOP("ParameterWords", "Strength")},
    {param::kInterferenceTiming, "roundEnd",
     QT_TRANSLATE_NOOP("ParameterWords", "At the end of each round")},
    {param::kInterferenceTiming, "turnEnd",
     QT_TRANSLATE_NOOP("ParameterWords", "At the end of each turn")},
    {param::kRangeMetric, "chebyshev",
     QT_TRANSLATE_NOOP("ParameterWords", "In king moves (diagonals count 1)")},
    {param::kRangeMetric, "manhattan",
     QT_TRANSLATE_NOOP("ParameterWords", "In straight steps (diagonals count 2)")},
    {param::kAoeMode, "single",
     QT_TRANSLATE_NOOP("ParameterWords", "Single Blasts next to the Target")},
    {param::kDamageStacking, "additive", QT_TRANSLATE_NOOP("ParameterWords", "Hits add up")},
    {param::kDamageStacking, "worst",
     QT_TRANSLATE_NOOP("ParameterWords", "Only the worst hit counts")},
    {param::kExcessRemoval, "lowestSquare",
     QT_TRANSLATE_NOOP("ParameterWords", "At once, from the top-left square on")},
    {param::kArcRule, "nearestEighth",
     QT_TRANSLATE_NOOP("ParameterWords", "Nearest of eight directions; front is 5 of 8")},
    {param::kTournamentScoring, "tenMinusRound",
     QT_TRANSLATE_NOOP("ParameterWords", "A Crew kill 10 minus its round, a points win 1")},
};

// Counters named after a System or an outcome are worded from its name below.
constexpr words::Counter kCounters[] = {
    {"repairs", QT_TRANSLATE_NOOP("CounterWords", "Damage steps repaired by Damage Control")},
    {"passes", QT_TRANSLATE_NOOP("CounterWords", "Turns passed without an activation")},
    {"turns", QT_TRANSLATE_NOOP("CounterWords", "Turns played")},
    {"pool.unused",
     QT_TRANSLATE_NOOP("CounterWords", "Activation markers left unused at the ends of rounds")},
    {"stamina.lost",
     QT_TRANSLATE_NOOP("CounterWords", "Stamina wasted because the pool was full at a refill")},
    {"steps", QT_TRANSLATE_NOOP("CounterWords", "Steps taken (Position markers placed)")},
    {"steps.turning", QT_TRANSLATE_NOOP("CounterWords", "Steps that turned the Titan")},
    {"steps.difficult",
     QT_TRANSLATE_NOOP("CounterWords", "Steps whose Traction was cut by Difficulty")},
    {"exits", QT_TRANSLATE_NOOP("CounterWords", "Exits across the enemy's home edge")},
    {"shields.placed", QT_TRANSLATE_NOOP("CounterWords", "Shields placed")},
    {"shields.moved", QT_TRANSLATE_NOOP("CounterWords", "Shields moved at the cap")},
    {"shields.absorbed",
     QT_TRANSLATE_NOOP("CounterWords", "Blasts stopped by the player's Shields")},
    {"targets.placed", QT_TRANSLATE_NOOP("CounterWords", "Targets placed")},
    {"targets.moved", QT_TRANSLATE_NOOP("CounterWords", "Targets moved at the cap")},
    {"targets.interference", QT_TRANSLATE_NOOP("CounterWords", "Targets lost to Interference")},
    {"shots", QT_TRANSLATE_NOOP("CounterWords", "Shots fired (Targets turned into Blasts)")},
    {"blasts.aoe", QT_TRANSLATE_NOOP("CounterWords", "Area of Effect Blasts placed")},
    {"blasts.empty",
     QT_TRANSLATE_NOOP("CounterWords", "Blasts that landed on open ground with no Titan")},
    {param::kFriendlyFire,
     QT_TRANSLATE_NOOP("CounterWords", "Hits of the player's Blasts on its own Titan")},
    {"arc.front", QT_TRANSLATE_NOOP("CounterWords", "Hits on the enemy from its front arc")},
    {"arc.rear", QT_TRANSLATE_NOOP("CounterWords", "Hits on the enemy from its rear arc")},
    {"named.crew", QT_TRANSLATE_NOOP("CounterWords", "Hits for which the player named a Crew")},
    {"excessTrims",
     QT_TRANSLATE_NOOP("CounterWords", "Markers lost because damage lowered their cap")},
    {"objectives.bought", QT_TRANSLATE_NOOP("CounterWords", "Objectives bought")},
    {"objectives.done", QT_TRANSLATE_NOOP("CounterWords", "Objectives accomplished")},
    {"objectives.failed", QT_TRANSLATE_NOOP("CounterWords", "Objectives missed by their deadline")},
    {"crewKills", QT_TRANSLATE_NOOP("CounterWords", "Games won by destroying the enemy Crew")},
    {"wins", QT_TRANSLATE_NOOP("CounterWords", "Games won")},
    {"initiative", QT_TRANSLATE_NOOP("CounterWords", "Rounds the player went first in")},
    {"bid", QT_TRANSLATE_NOOP("CounterWords", "Points paid for the first turn (the winning bid)")},
    {"tournamentPoints", QT_TRANSLATE_NOOP("CounterWords", "Tournament points scored")},
    {"end.round", QT_TRANSLATE_NOOP("CounterWords",
                                    "The round the game ended in (with a Crew kill: its round)")},
    {"shields.idle",
     QT_TRANSLATE_NOOP("CounterWords",
                       "Shields standing where no Blast resolved, per end of turn")},
    {"targets.expired",
     QT_TRANSLATE_NOOP("CounterWords", "Targets gone without being fired (trimmed, exited, "
                                       "left at the end)")},
    {"shots.rof",
     QT_TRANSLATE_NOOP("CounterWords", "Weapon activations after the turn's first (Rate of Fire)")},
    {"named", QT_TRANSLATE_NOOP("CounterWords", "Hits for which the player named a System")},
    {"objectives.doneRound",
     QT_TRANSLATE_NOOP("CounterWords", "Sum of the rounds Objectives were accomplished in")},
    {"wins.points", QT_TRANSLATE_NOOP("CounterWords", "Games won on Objective points")},
    {"draws", QT_TRANSLATE_NOOP("CounterWords", "Games drawn")},
    {"initiative.first", QT_TRANSLATE_NOOP("CounterWords", "Had the Initiative in round 1")},
    {"wins.first", QT_TRANSLATE_NOOP("CounterWords", "Games won with the round-1 Initiative")},
    {"bid.offered",
     QT_TRANSLATE_NOOP("CounterWords", "Points bid for the Initiative (paid or not)")},
    {"bid.tie", QT_TRANSLATE_NOOP("CounterWords", "Games whose bids were tied (a coin decided)")},
    {"spent.titan", QT_TRANSLATE_NOOP("CounterWords", "Points spent on the Titan's Systems")},
    {"spent.terrain", QT_TRANSLATE_NOOP("CounterWords", "Points spent on terrain")},
    {"spent.objectives", QT_TRANSLATE_NOOP("CounterWords", "Points spent on Objectives")},
    {"unspent", QT_TRANSLATE_NOOP("CounterWords", "Points of the budget left unspent")},
    {"initiative.changes",
     QT_TRANSLATE_NOOP("CounterWords", "Rounds begun with the Initiative taken from the "
                                       "opponent")},
};

// Each clause's coverage counter (clause.T<n>): the clause and what a firing is.
constexpr const char* kClauseWords[] = {
    QT_TRANSLATE_NOOP("CounterWords", "T1 (two players, one Titan each): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T2 (the 10x10 board): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T3 (the board's markers): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T4 (cards and Activation markers): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T5 (choices before play): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T6 (one point pool): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T7 (Objective prices): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T8 (Objectives win): Objectives accomplished"),
    QT_TRANSLATE_NOOP("CounterWords", "T9 (deadlines): Objectives failed at their deadline"),
    QT_TRANSLATE_NOOP("CounterWords",
                      "T10 (the seed's examples): demolitions, breakthroughs and Crew kills"),
    QT_TRANSLATE_NOOP("CounterWords", "T11 (terrain values): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T12 (50 terrain markers each): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T13 (five System types): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T14 (Armour and scores): games"),
    QT_TRANSLATE_NOOP("CounterWords",
                      "T15 (the Crew governs Activations): Activation markers spent"),
    QT_TRANSLATE_NOOP("CounterWords", "T16 (Propulsion): Propulsion activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T17 (Fire Control): Fire Control activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T18 (Shield Generator): Shield Generator activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T19 (Weapon): Weapon activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T20 (rounds): rounds begun"),
    QT_TRANSLATE_NOOP("CounterWords", "T21 (alternating turns): turns played"),
    QT_TRANSLATE_NOOP("CounterWords", "T22 (a first pool of Skill): games"),
    QT_TRANSLATE_NOOP("CounterWords", "T23 (Stamina up to Skill): refills"),
    QT_TRANSLATE_NOOP("CounterWords", "T24 (the Initiative): rounds led"),
    QT_TRANSLATE_NOOP("CounterWords",
                      "T25 (the first turn bought): first turns given by the bids or their coin"),
    QT_TRANSLATE_NOOP("CounterWords", "T26 (an empty pool): forced Passes"),
    QT_TRANSLATE_NOOP("CounterWords", "T27 (both Pass): rounds ended by Passes"),
    QT_TRANSLATE_NOOP("CounterWords",
                      "T28 (the last to Pass leads): rounds led after passing last"),
    QT_TRANSLATE_NOOP("CounterWords", "T29 (Damage Control): Crew activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T30 (repair): damage steps repaired"),
    QT_TRANSLATE_NOOP("CounterWords", "T31 (Propulsion moves): Propulsion activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T32 (up to Speed markers): Position markers placed"),
    QT_TRANSLATE_NOOP("CounterWords", "T33 (adjacent squares): steps onto a square"),
    QT_TRANSLATE_NOOP("CounterWords", "T34 (Traction): steps that changed direction"),
    QT_TRANSLATE_NOOP("CounterWords", "T35 (Difficulty): steps whose Traction Difficulty cut"),
    QT_TRANSLATE_NOOP("CounterWords", "T36 (the latest marker stays): turn-end cleanups"),
    QT_TRANSLATE_NOOP("CounterWords", "T37 (Shields generated): Shield Generator activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T38 (up to Coherence): Shields placed"),
    QT_TRANSLATE_NOOP("CounterWords", "T39 (at most Strength): caps reached or enforced"),
    QT_TRANSLATE_NOOP("CounterWords", "T40 (moving at Strength): Shields moved"),
    QT_TRANSLATE_NOOP("CounterWords", "T41 (Targets): Fire Control activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T42 (up to Gain): Targets placed"),
    QT_TRANSLATE_NOOP("CounterWords", "T43 (at most Acuity): caps reached or enforced"),
    QT_TRANSLATE_NOOP("CounterWords", "T44 (moving at Acuity): Targets moved"),
    QT_TRANSLATE_NOOP("CounterWords", "T45 (Interference): squares that lost Targets"),
    QT_TRANSLATE_NOOP("CounterWords", "T46 (Blasts produced): Weapon activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T47 (within Range): Targets fired"),
    QT_TRANSLATE_NOOP("CounterWords", "T48 (Rate of Fire): repeated Weapon activations"),
    QT_TRANSLATE_NOOP("CounterWords", "T49 (Power): Targets turned into Blasts"),
    QT_TRANSLATE_NOOP("CounterWords", "T50 (Area of Effect): extra Blasts"),
    QT_TRANSLATE_NOOP("CounterWords",
                      "T51 (resolved at the opponent's turn end): Blast squares resolved"),
    QT_TRANSLATE_NOOP("CounterWords", "T52 (minus Shields): Blast squares with Shields"),
    QT_TRANSLATE_NOOP("CounterWords", "T53 (terrain Armour): terrain hits"),
    QT_TRANSLATE_NOOP("CounterWords", "T54 (terrain destroyed): terrain destroyed"),
    QT_TRANSLATE_NOOP("CounterWords", "T55 (a Titan hit): hits on Titans"),
    QT_TRANSLATE_NOOP("CounterWords", "T56 (System Armour): System hits"),
    QT_TRANSLATE_NOOP("CounterWords", "T57 (a System destroyed): Systems destroyed"),
    QT_TRANSLATE_NOOP("CounterWords", "T58 (Blasts removed): Blast squares cleared"),
    QT_TRANSLATE_NOOP("CounterWords", "T59 (the front arc): hits named by the defender"),
    QT_TRANSLATE_NOOP("CounterWords", "T60 (the rear arc): hits named by the attacker"),
    QT_TRANSLATE_NOOP("CounterWords", "T61 (ten rounds or a Crew): games ended"),
    QT_TRANSLATE_NOOP("CounterWords", "T62 (Objective points decide): games decided on points"),
    QT_TRANSLATE_NOOP("CounterWords", "T63 (tournament points): Crew kills scored"),
};

QString outcomeName(std::string_view outcome) {
    if (outcome == "none")
        //: the outcome of a hit: no damage
        return QCoreApplication::translate("CounterWords", "no damage");
    if (outcome == "light")
        return QCoreApplication::translate("CounterWords", "Light damage");
    if (outcome == "heavy")
        return QCoreApplication::translate("CounterWords", "Heavy damage");
    if (outcome == "destroyed")
        //: the outcome of a hit
        return QCoreApplication::translate("CounterWords", "destroyed");
    return {};
}

// What the cells of each heatmap count.
constexpr words::Heatmap kHeatmaps[] = {
    {"entered", QT_TRANSLATE_NOOP("HeatmapWords", "moves of a Titan that ended on the square")},
    {"blasts", QT_TRANSLATE_NOOP("HeatmapWords", "Blast markers placed on the square")},
};

// The demo design's notes and move notes, as the core writes them.
constexpr const char* kDemoTexts[] = {
    QT_TRANSLATE_NOOP(
        "DemoWords",
        "The reading's Warhound (hold, breakthrough) against the Reaver (demolition, cripple), 60 "
        "points each, terrain laid out from the seed. Change anything; it is your copy."),
    QT_TRANSLATE_NOOP("DemoWords",
                      "The first decisions place the Objective markers in the enemy half."),
    QT_TRANSLATE_NOOP(
        "DemoWords",
        "Half way: Targets are down and the first Blasts wait for the end of the opponent's turn."),
    QT_TRANSLATE_NOOP("DemoWords", "The decisive move."),
};

class TitanomachiaUi final : public RulesetUi {
public:
    TitanomachiaUi() : RulesetUi({kParameters, kOptions, kCounters, kDemoTexts, kHeatmaps}) {}

    std::string_view rulesetId() const override { return "titanomachia"; }
    QString boardView() const override {
        return QStringLiteral("boards/titanomachia/TitanomachiaBoardView.qml");
    }
    QString editorPane() const override {
        return QStringLiteral("boards/titanomachia/TitanomachiaSetupEditorPane.qml");
    }
    std::unique_ptr<BoardPresenter> makePresenter() const override {
        return std::make_unique<TitanomachiaBoardPresenter>();
    }

    QString counterDescription(std::string_view id) const override {
        using namespace pb::titanomachia;
        for (int s = 0; s < kSystemCount; ++s) {
            const std::string_view system = kSystemNames[std::size_t(s)];
            if (words::after(id, "activate.") == system)
                //: %1 a System (Fire Control)
                return QCoreApplication::translate("CounterWords", "Activations of the %1")
                    .arg(TitanNames::system(s));
            if (words::after(id, "lost.") == system)
                //: %1 a System (Fire Control)
                return QCoreApplication::translate("CounterWords", "The player's %1 destroyed")
                    .arg(TitanNames::system(s));
        }
        for (int s = 0; s < kSystemCount; ++s) {
            const std::string prefix = std::string("hit.") + kSystemNames[std::size_t(s)] + ".";
            if (const QString o = outcomeName(words::after(id, prefix)); !o.isEmpty())
                //: %1 a System (Fire Control), %2 the outcome (Light damage)
                return QCoreApplication::translate("CounterWords",
                                                   "%1 hit by the player's Blasts: %2")
                    .arg(TitanNames::system(s), o);
        }
        for (int t = 0; t < kObjectiveTypeCount; ++t) {
            const std::string prefix =
                std::string("objective.") + kObjectiveNames[std::size_t(t)] + ".";
            const std::string_view kind = words::after(id, prefix);
            if (kind == "bought")
                //: %1 an Objective type (hold)
                return QCoreApplication::translate("CounterWords", "Objectives %1 bought")
                    .arg(TitanNames::objective(t));
            if (kind == "done")
                //: %1 an Objective type (hold)
                return QCoreApplication::translate("CounterWords", "Objectives %1 accomplished")
                    .arg(TitanNames::objective(t));
            if (kind == "failed")
                //: %1 an Objective type (hold)
                return QCoreApplication::translate("CounterWords",
                                                   "Objectives %1 missed by their deadline")
                    .arg(TitanNames::objective(t));
        }
        if (const std::string_view e = words::after(id, "steps.turn."); !e.empty())
            //: %1 how far a step turned, in eighths of a full turn (1 to 4)
            return QCoreApplication::translate("CounterWords",
                                               "Steps that turned by %1 x 45 degrees")
                .arg(QString::fromUtf8(e.data(), qsizetype(e.size())));
        if (const std::string_view rest = words::after(id, "terrainHit.type"); !rest.empty()) {
            const std::size_t dot = rest.find('.');
            if (const QString o = outcomeName(rest.substr(dot + 1));
                dot != std::string_view::npos && !o.isEmpty())
                //: %1 the place of a terrain type in the design's list (1 is Rubble by default),
                //: %2 the outcome (Light damage)
                return QCoreApplication::translate(
                           "CounterWords", "Terrain of type %1 hit by the player's Blasts: %2")
                    .arg(QString::fromUtf8(rest.data(), qsizetype(dot)), o);
        }
        if (const std::string_view t = words::after(id, "clause.T"); !t.empty()) {
            const int n = QString::fromUtf8(t.data(), qsizetype(t.size())).toInt();
            if (n >= 1 && n <= int(std::size(kClauseWords)))
                return QCoreApplication::translate("CounterWords", kClauseWords[n - 1]);
        }
        if (const QString o = outcomeName(words::after(id, "terrainHit.")); !o.isEmpty())
            //: %1 the outcome (Light damage)
            return QCoreApplication::translate("CounterWords",
                                               "Terrain hit by the player's Blasts: %1")
                .arg(o);
        if (const QString o = outcomeName(words::after(id, "systemHit.")); !o.isEmpty())
            //: %1 the outcome (Light damage)
            return QCoreApplication::translate("CounterWords",
                                               "Systems hit by the player's Blasts: %1")
                .arg(o);
        return RulesetUi::counterDescription(id);
    }
};

} // namespace

const RulesetUi& rulesetUi() {
    static const TitanomachiaUi ui;
    return ui;
}

} // namespace pb::gui::titanomachia
