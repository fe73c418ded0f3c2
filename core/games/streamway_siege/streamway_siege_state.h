#pragma once

#include "engine/state.h"
#include "games/streamway_siege/streamway_siege_game.h"

#include <array>
#include <cstdint>

namespace pb::streamway_siege {

// Where the game stands (docs/rules/streamway-siege.md, "A turn"). A ladder
// choice interrupts any of them (ladderPending) without changing it.
enum class Step : std::uint8_t {
    Abilities, // chance: the abilities of the monster about to be placed
    Deploy,    // deploy(yes|no)
    Roll,      // chance: the turn's dice, one node per die
    SnakeEyes, // monsterDie: the roll moves monsters first
    Dice,      // die (or monsterDie for a dead player with no man on the board)
    Boxcars,   // boxcars(team|none)
    Monsters,  // automatic: each monster's step (G11)
    Over
};

enum class Result : std::uint8_t { None, Won, Lost };
enum class ManStatus : std::uint8_t { Reserve, Deployed, Dead };

// Per-seat counters, in the order of Ruleset::counters() (section 6 of the reading).
enum Counter : int {
    kTurns,
    kDeadTurns,
    kDeploys,
    kForcedDeploys,
    kDiceRolled,
    kDiceLost,
    kDiceOnMonsters,
    kMenLostDie,
    kMenLostThrown,
    kMenLostPushed,
    kUndeployedByBump,
    kBumpsBetween,
    kPushesWithin,
    kSnakesTaken,
    kSnakeSteps,
    kLaddersTaken,
    kLadderStays,
    kLadderStepsUp,
    kLadderStepsDown,
    kMenThrown,
    kMonstersThrown,
    kMonstersSpawnedWave,
    kMonstersSpawnedIdle,
    kMonstersDestroyed,
    kMonstersMerged,
    kAbilityRolled1,                                   // + ability - 1
    kAbilityThrows2 = kAbilityRolled1 + kAbilityCount, // throws only ability 2 made possible
    kAbilityThrows3,                                   // throws two full dice long
    kAbilityThrows5,                                   // throws from two steps away
    kBoxcars,
    kSnakeEyes,
    kGifts,
    kSteals,
    kDeadTeamsAtWaveEnd,
    kLoopGuards,
    kThrowGuards,
    kLongestChain,
    kWavesSurvived, // read from the position, not stored
    // Per snake k (0-based, the board's order): landings of a man on its head
    // (taken, or withheld by the G13 guard) and the steps it carried men down.
    kSnakeLandings1,
    kSnakeSteps1 = kSnakeLandings1 + kMaxSnakes,
    // Per ladder k: landings of a man on either end that offered the choice,
    // ladders taken, and the steps men went up (from the bottom) and down.
    kLadderLandings1 = kSnakeSteps1 + kMaxSnakes,
    kLadderTaken1 = kLadderLandings1 + kMaxLadders,
    kLadderUp1 = kLadderTaken1 + kMaxLadders,
    kLadderDown1 = kLadderUp1 + kMaxLadders,
    // Monsters' own moves per piece (S49, S48): slides down snake k, climbs of ladder k.
    kSnakeMonsters1 = kLadderDown1 + kMaxLadders,
    kLadderMonsters1 = kSnakeMonsters1 + kMaxSnakes,
    // Men thrown by a monster that has ability k (+ k - 1), whatever made the throw.
    kMenThrownByAbility1 = kLadderMonsters1 + kMaxLadders,
    // Abilities 1, 4 and 6 triggered (2, 3 and 5 are their throws above):
    kAbilityGridMoves = kMenThrownByAbility1 + kAbilityCount, // 1: a step off the path
    kAbilitySecondSteps,    // 4: a second step in the monsters' phase
    kAbilityDiceAfterThrow, // 6: a die a monster took after it had thrown this turn
    kChains,                // chains of landings resolved (mean length = landings / chains)
    kChainLandings,
    kBossKilled,      // the boss thrown past the end (S41)
    kBossKilledRound, // in which round of its wave (1-based)
    // Per wave w (1..kMaxDice, the boss wave last; + w - 1): section 6's "per wave".
    kWaveMenLostDie1,
    kWaveMenLostThrown1 = kWaveMenLostDie1 + kMaxDice,
    kWaveMenLostPushed1 = kWaveMenLostThrown1 + kMaxDice,
    kWaveUndeployed1 = kWaveMenLostPushed1 + kMaxDice,
    kWaveDeadTeams1 = kWaveUndeployed1 + kMaxDice,
    kWaveDeadTurns1 = kWaveDeadTeams1 + kMaxDice,
    kWaveForcedDeploys1 = kWaveDeadTurns1 + kMaxDice,
    kWaveDiceLost1 = kWaveForcedDeploys1 + kMaxDice,
    kCounterCount = kWaveDiceLost1 + kMaxDice
};

struct Man {
    std::int16_t pos = 0; // 1..steps when deployed, else 0
    std::uint8_t team = 0;
    ManStatus status = ManStatus::Reserve;
};

struct Monster {
    std::int16_t pos = 0;       // 1..steps on the board
    std::uint8_t abilities = 0; // bit k-1: ability k
    bool alive = false;
    std::uint16_t age = 0; // spawn order: smaller is older
};

// One landing waiting to be resolved (R3): a piece (men 0..kMaxMen-1, then
// monsters), the stage of S13's order it has reached, and where it must still be.
struct Landing {
    std::uint8_t piece = 0;
    std::uint8_t stage = 0;
    std::uint8_t flags = 0; // kByMonster for a man, kThrown for a monster
    // R14: a man's landing, the monster he threw; a thrown monster's, the man
    // who threw it (S45).
    std::int8_t exempt = -1;
    std::int16_t pos = 0;
};
inline constexpr std::uint8_t kByMonster = 1;
inline constexpr std::uint8_t kThrown = 1;
inline constexpr int kMaxLandings = 64; // pending landings of one chain
inline constexpr int kPieces = kMaxMen + kMaxMonsters;

// One thing a decision set off (its landing chain and whatever else moved a
// piece), kept so that a log can say what happened without replaying the rules.
// Men and monsters are indices into man() and monster(); a step of 0 in `to`
// means the piece left the streamway (see each kind).
enum class EventKind : std::uint8_t {
    Deployed,      // man `piece` entered on step `to`
    Moved,         // man `piece` moved by a die (to 0: past the end, lost)
    Snake,         // man `piece` slid down snake `which` (1-based)
    Ladder,        // man `piece` took ladder `which` (1-based), up or down
    Bumped,        // man `piece` bumped upstream by man `by` (to 0: back to the reserve)
    Pushed,        // man `piece` pushed downstream by man `by` (to 0: off the end, lost)
    Thrown,        // man `piece` thrown by monster `by` (to 0: past the end, lost)
    Shifted,       // man `piece` shifted upstream at a wave's end (to 0: back to the reserve)
    MonsterMoved,  // monster `piece` moved by a die or its own step
    MonsterThrown, // monster `piece` thrown by man `by` (to 0: past the end, destroyed)
    MonsterSnake,  // monster `piece` slid down snake `which`
    MonsterLadder, // monster `piece` climbed ladder `which`
};
struct Event {
    EventKind kind = EventKind::Moved;
    std::int8_t piece = 0;
    std::int8_t by = -1;
    std::int8_t which = 0;
    std::int16_t from = 0;
    std::int16_t to = 0;
};
inline constexpr int kMaxEvents = 48; // a longer record keeps its first events

// A Streamway Siege position: plain arrays (the board included), so copying
// is a memcpy and no decision allocates.
class StreamwaySiegeState final : public State {
public:
    StreamwaySiegeState(std::shared_ptr<const StreamwaySiegeGame> game, const Board& board);

    std::unique_ptr<State> clone() const override;
    void copyFrom(const State& other) override;

    int currentActor() const override { return actor_; }
    void legalDecisions(std::vector<Decision>& out) const override;
    void chanceOutcomes(std::vector<ChanceOutcome>& out) const override;
    Decision sampleUniformLegal(Rng& rng) const override;
    Decision sampleChance(Rng& rng) const override;
    bool isLegal(const Decision& d) const override;
    std::string whyIllegal(const Decision& d) const override;
    void applyUnchecked(const Decision& d) override;
    Outcome outcome() const override;
    int turnsCompleted() const override { return turn_; }

    nlohmann::json toJson() const override;
    nlohmann::json decisionToJson(const Decision& d) const override;
    Decision decisionFromJson(const nlohmann::json& json) const override;
    std::string decisionToText(const Decision& d) const override;
    std::uint64_t hash() const override;
    std::optional<double> evaluate(int seat) const override;
    std::uint32_t counter(int seat, int index) const override;
    std::string invariantViolation() const override;

    static std::unique_ptr<StreamwaySiegeState>
    fromJson(std::shared_ptr<const StreamwaySiegeGame> game, const nlohmann::json& json);

    // Read access for views, tests and tools.
    const Rules& rules() const { return *rules_; }
    const Board& board() const { return board_; }
    Step step() const { return step_; }
    bool ladderPending() const { return ladderPending_; }
    int wave() const { return wave_; }
    int round() const { return round_; }
    int player() const { return seat_; }
    Result result() const { return result_; }
    int roundsPerWave() const { return board_.steps / rules_->dieSides; }
    int teamOf(int seat) const { return seat / rules_->playersPerTeam; }
    bool teamDead(int team) const;
    const Man& man(int index) const { return men_[index]; }
    const Monster& monster(int index) const { return monsters_[index]; }
    // Men 0..menCount()-1 (teams x menPerTeam); monster slots 0..kMaxMonsters-1,
    // those on the board alive.
    int menCount() const { return menCount_; }
    // The boss's slot while it is on the board, or -1.
    int boss() const { return boss_ >= 0 && monsters_[boss_].alive ? boss_ : -1; }
    // This turn's dice: how many the wave gives, those rolled so far with their
    // values, and whether each went to a man (or was voided) or to a monster.
    int diceCount() const { return diceCount_; }
    int diceRolled() const { return rolled_; }
    int die(int index) const { return dice_[index]; }
    bool dieUsed(int index) const { return (diceUsed_ >> index & 1u) != 0; }
    bool dieOnMonster(int index) const { return (monsterUsed_ >> index & 1u) != 0; }
    // The step of the man waiting to choose whether to take a ladder, or 0.
    int ladderWaitStep() const { return ladderPending_ ? ladderLanding_.pos : 0; }
    // What the last decision applied set off, in the order it happened; a state
    // read from JSON has none. Not position: neither JSON nor hash.
    int eventCount() const { return eventCount_; }
    const Event& event(int index) const { return events_[index]; }
    // Whether the last decision set off more than kMaxEvents events.
    bool eventsCut() const { return eventsCut_; }

private:
    // ---- flow (streamway_siege_state.cpp) ----
    void advance();
    void startWave();
    void startTurn();
    void endTurn();
    void endWave();
    void beginMonster(int abilities, bool boss);
    void placeMonster(int slot);
    void monsterPhase();
    void finish(Result result);
    bool checkEveryoneDead();
    void voidRemainingDice();
    void count(int index, int by = 1);
    // The per-wave counter of `first` (kWave...1) for the wave being played.
    void countInWave(int first, int by = 1);
    void bossKilled();
    void countGridMove(int from, int to);
    void note(EventKind kind, int piece, int from, int to, int by = -1, int which = 0);

    // ---- chain (streamway_siege_chain.cpp) ----
    void push(int piece, int stage, int flags = 0, int exempt = -1);
    // Resolves landings until none is left (true) or a ladder choice waits (false).
    bool runChain();
    void resolveMan(Landing e);
    void resolveMonster(Landing e);
    void throwMan(int monster, int man);
    void killMan(int man, int counter);
    void moveMonsterByDie(int monster, int value);
    void stepMonster(int monster);
    int nearestManDistance(int step, bool grid) const;
    int towardNearest(int monster) const;
    bool manInRange(int monster, int man) const;
    bool anyManInRange(int monster, int at) const;
    int monsterAt(int step, int except = -1) const;
    int manAt(int step, int except = -1) const;
    void takeLadder(bool take);
    // Counts the chain and clears it with its G13 guards (R3).
    void endChain();
    void clearChain();
    // Marks a piece a G13 guard, R14's exemption or a non-landing reading
    // (G9 b, G14 b, G20 b) left where a landing would have moved it: the one
    // way section 5's "once effects resolve" may still find it there.
    void spare(int man);
    void spareMonster(int monster);
    void spareAll();
    void spareInRange(int monster, int except);
    void settleSpared();
    bool manUnsettled(int man) const;
    bool monsterUnsettled(int monster) const;

    // ---- queries ----
    int diceLeft() const;
    bool isSnakeEyes() const;
    bool isBoxcars() const;
    bool teamHasDeployed(int team) const;
    int teamReserve(int team) const;
    bool monsterEligible(int m) const;
    bool anyEligibleMonster() const;
    bool anyMonster() const;
    bool anyMan() const;
    // Whose men the current die may move: -1 any team's but own (dead player), else a team.
    bool mayMoveMan(int man) const;
    bool deployNeeded() const;
    bool boxcarsTarget(int team) const;
    int listLegal(Decision* out) const;
    bool seatDecisionLegal(const Decision& d) const;
    bool dieValueAvailable(int value, bool monsterPhase) const;
    std::uint8_t abilitiesAllowed() const;

    const Rules* rules_;
    Board board_;
    std::array<Man, kMaxMen> men_{};
    std::array<Monster, kMaxMonsters> monsters_{};
    std::int8_t menCount_ = 0;
    std::uint16_t monsterSerial_ = 0;
    std::int8_t waveMonsters_ = 0; // wave monsters ever added (G15)
    std::int8_t allMonsters_ = 0;  // every monster ever added

    std::int8_t wave_ = 0; // 1-based once started
    std::int16_t round_ = 0;
    std::int8_t seat_ = 0;
    std::int32_t turn_ = 0;
    Step step_ = Step::Abilities;
    std::int32_t actor_ = kChanceActor;
    Result result_ = Result::None;

    // The monster being made (abilities still to roll), or -1.
    std::int8_t making_ = -1;
    std::int8_t abilitiesLeft_ = 0;
    bool makingBoss_ = false;
    std::int8_t boss_ = -1; // the boss's slot during the boss wave

    // This turn's dice.
    std::int8_t diceCount_ = 0;
    std::int8_t rolled_ = 0;
    std::array<std::int8_t, kMaxDice> dice_{};
    std::uint32_t diceUsed_ = 0;    // applied to men (or voided)
    std::uint32_t monsterUsed_ = 0; // applied to monsters in the snake-eyes phase
    bool deployed_ = false;         // the turn's deploy decision was taken
    std::int8_t rollMan_ = -1;      // the one man every die went to; -2 broken (S30)
    std::uint16_t threw_ = 0;       // monsters that threw after taking dice this turn (R1, R16)

    // The chain under way (R3) and its loop guards (G13).
    std::array<Landing, kMaxLandings> landings_{};
    std::int8_t landingCount_ = 0;
    std::int16_t chainLength_ = 0;
    std::int8_t chainMonster_ = -1; // the monster a die moved to start this chain
    std::array<std::uint32_t, kPieces> snakeUsed_{};
    std::array<std::uint32_t, kPieces> ladderUsed_{};
    std::array<std::uint32_t, kMaxMonsters> thrownBy_{}; // men each monster threw
    std::uint32_t sparedMen_ = 0;                        // spare(): position, kept past the chain
    std::uint16_t sparedMonsters_ = 0;
    bool ladderPending_ = false;
    Landing ladderLanding_{};

    // Automatic phases that chains interrupt.
    bool monsterPhase_ = false;
    std::uint16_t stepped_ = 0; // monsters that took their step this phase
    bool shifting_ = false;     // the end-of-wave shift
    bool deathSeen_ = false;    // a man died: advance() checks whether everyone is dead
    std::uint32_t shifted_ = 0; // men shifted

    // Statistics (not position: neither JSON nor hash). Every counter but
    // kWavesSurvived is stored; its slot stays 0.
    std::array<std::array<std::uint32_t, kCounterCount>, kMaxPlayers> counters_{};
    std::array<Event, kMaxEvents> events_{};
    std::int8_t eventCount_ = 0;
    bool eventsCut_ = false;

    friend struct StreamwaySiegeJson;
};

const char* stepName(Step step);

} // namespace pb::streamway_siege
