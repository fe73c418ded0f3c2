#include "games/butterfly_effect/butterfly_effect_ruleset.h"

#include "engine/errors.h"
#include "engine/ruleset_of.h"
#include "games/butterfly_effect/butterfly_effect_game.h"
#include "games/butterfly_effect/butterfly_effect_parameter_names.h"
#include "games/butterfly_effect/butterfly_effect_state.h"

namespace pb::butterfly_effect {

namespace {

std::vector<ParameterSpec> specs() {
    using P = ParameterSpec;
    return {
        // The numbers of the text.
        P::integer(param::kHandSize, 5, 1, kMaxHand, "Cards in hand after the draw (B25, B31)."),
        // The gaps (section 2 of the reading).
        P::integer(param::kAnimalsSeat, 0, 0, 1, "G1: the seat that plays the animals (Bastet)."),
        P::integer(param::kBoardSize, 9, kMinSize, kMaxSize,
                   "G2: squares a side of the generated boards (a set-up may give its own)."),
        P::boolean(param::kSeparateEraLayouts, false,
                   "G3: whether a set-up may give the past its own green spots and cities."),
        P::choice(param::kPlaceOn, "greenSpots", {"greenSpots", "anyEmpty", "adjacentOwn"},
                  "G4: where step 4 places a species: empty green spots, any empty square, or "
                  "next to a piece of that species."),
        P::choice(param::kCityControl, "occupy", {"occupy", "occupyUncontested"},
                  "G6: a piece on a city controls it, or only with no enemy next to it."),
        P::boolean(param::kSameCityBothEras, false,
                   "G6: whether the win needs the same city in both eras."),
        P::integer(param::kHoldTurnEnds, 3, 1, 10,
                   "G7: consecutive turn ends holding a city in each era that win."),
        P::boolean(param::kHoldSameCities, false,
                   "G7: whether a streak needs the same cities all along."),
        P::choice(param::kBattleRule, "opposed", {"opposed", "health"},
                  "G8: opposed dice plus strength (Battle section), or the attacker's die "
                  "against the defender's health (step 5)."),
        P::integer(param::kDieSides, 6, 2, 20, "G8: faces of the battle die."),
        P::choice(param::kAttackerLoss, "dies", {"dies", "returns"},
                  "G10: a beaten attacker is removed, or stays on its start square."),
        P::choice(param::kReproduceAt, "ownerNextTurn",
                  {"ownerNextTurn", "opponentTurnEnd", "immediate"},
                  "G11: a past play reproduces at the start of its owner's next turn, at the end "
                  "of the opponent's turn, or at once."),
        P::boolean(param::kPastPieceStays, true,
                   "G11: whether the past piece stays in the past after reproducing."),
        P::choice(param::kPatternTurns, "rotationsReflections",
                  {"rotations", "rotationsReflections"},
                  "G12: a pattern may be turned, or turned and mirrored."),
        P::choice(param::kSproutOntoEnemy, "skip", {"skip", "override"},
                  "G12: a reproduction cell on an enemy is lost, or removes it."),
        P::choice(param::kDeathChooser, "owner", {"owner", "winner"},
                  "G13: who lays a death pattern: the dead piece's owner, or the battle winner."),
        P::choice(param::kDeathBoards, "present", {"present", "both"},
                  "G13: a death pattern kills in the present, or in both eras."),
        P::choice(param::kMoveAdjacency, "orthogonal", {"orthogonal", "eight"},
                  "G14: a step goes to one of 4 or of 8 neighbours."),
        P::boolean(param::kPassThrough, false, "G14: whether a move may cross other pieces."),
        P::boolean(param::kPlaceMandatory, true, "G16: whether step 4 must place when it can."),
        P::boolean(param::kMoveMandatory, true, "G16: whether step 5 must move when it can."),
        P::boolean(param::kMoveBeforePlace, false,
                   "G17: the designer's later order (move, then place) instead of the seed's."),
        P::boolean(param::kOneEraPerTurn, false,
                   "G18: whether placing and moving happen in the same era."),
        P::choice(param::kStealOn, "battleWin", {"battleWin", "attackerWin", "never"},
                  "G20: a battle's winner may take a card from the beaten species; only a "
                  "winning attacker; or no stealing."),
        P::integer(param::kMaxEvolutionsPerSpecies, 2, 0, kMaxAttached,
                   "G21: evolution cards a species holds at once (B33)."),
        P::integer(param::kCopiesPerSpecies, 4, 0, kMaxCopies,
                   "G22: cards of each own species in a deck (a set-up may give its own)."),
        P::choice(param::kEmptyDeck, "reshuffle", {"reshuffle", "stopDrawing"},
                  "G23: an empty deck takes back the discards, or drawing stops."),
        P::choice(param::kSetupSpots, "anyGreen", {"anyGreen", "ownHalf"},
                  "G24: set-up pieces go on any green spot, or on the own half's."),
        P::integer(param::kMaxTurns, 200, 1, 100000, "G25: turns after which the game is a draw."),
        P::integer(param::kPieceLimit, 0, 0, 200,
                   "G25: pieces of one species on the boards at once (0: unlimited)."),
    };
}

std::vector<CounterSpec> counterSpecs() {
    std::vector<CounterSpec> c{
        {"place.past", "Species placed in the past."},
        {"place.present", "Species placed in the present."},
    };
    for (const char* era : {"past", "present"})
        for (int k = 0; k < kSpeciesPerSide; ++k)
            c.push_back({"place." + std::string(era) + ".species" + std::to_string(k + 1),
                         "Of those, the seat's species " + std::to_string(k + 1) +
                             " placed in the " + era + "."});
    c.insert(c.end(),
             {
                 {"place.skippedNoCard", "Turns whose place step had no species card in hand."},
                 {"place.skippedNoSquare", "Turns whose place step had cards but no square."},
                 {"place.declined", "Place steps skipped by choice (placeMandatory=false)."},
                 {"move.skipped", "Turns whose move step had no piece able to move."},
                 {"move.declined", "Move steps skipped by choice (moveMandatory=false)."},
                 {"deck.reshuffles", "Discards shuffled back into the deck."},
                 {"reproduce.count", "Reproductions."},
                 {"reproduce.pieces", "Pieces placed by reproductions."},
                 {"reproduce.lostOffBoard", "Pattern cells off the board."},
                 {"reproduce.lostOnEnemy", "Pattern cells skipped on enemy pieces."},
                 {"reproduce.ownOverridden", "Own pieces replaced by a reproduction."},
                 {"reproduce.enemiesRemoved", "Enemy pieces removed by a reproduction."},
                 {"reproduce.cancelled", "Pending reproductions cancelled by the piece's death."},
                 {"fertility.extras", "Extra pieces placed by Fertility."},
                 {"battle.attacks", "Battles this seat started."},
                 {"battle.attacksWon", "Of those, battles the attacker won."},
                 {"battle.defencesWon", "Battles this seat won as defender."},
                 {"battle.tiesToDefender", "Battles this seat won as defender on a tie."},
                 {"battle.past", "Battles this seat started in the past."},
                 {"battle.present", "Battles this seat started in the present."},
             });
    for (const char* what : {"battle.pair", "battle.pairWon"})
        for (int a = 0; a < kSpeciesPerSide; ++a)
            for (int d = 0; d < kSpeciesPerSide; ++d)
                c.push_back(
                    {std::string(what) + "." + std::to_string(a + 1) + "x" + std::to_string(d + 1),
                     std::string(what == std::string("battle.pair") ? "Battles fought by"
                                                                    : "Battles won by") +
                         " own species " + std::to_string(a + 1) + " attacking enemy species " +
                         std::to_string(d + 1) + "."});
    c.insert(c.end(),
             {
                 {"death.battlePast", "Own pieces beaten in battle in the past."},
                 {"death.battlePresent", "Own pieces beaten in battle in the present."},
                 {"death.patterns", "Death patterns laid for this seat's species."},
                 {"death.patternKills", "Own pieces killed by death patterns."},
                 {"deepRoots.shrunk", "Death patterns shrunk to one square by Deep Roots."},
                 {"camouflage.saves", "Beaten defenders saved by Camouflage."},
                 {"evolve.played", "Evolution cards played."},
                 {"evolve.stolen", "Evolution cards this seat stole."},
                 {"evolve.passesHolding", "Evolution steps passed while able to play a card."},
                 {"move.count", "Moves."},
                 {"move.past", "Moves in the past."},
                 {"move.present", "Moves in the present."},
                 {"move.distance", "Steps used by the moves (shortest path)."},
                 {"move.allowed", "Steps the moves allowed."},
                 {"vines.slowdowns", "Moves shortened by an enemy's Vines."},
                 {"city.controlTurnEnds", "Turn ends with a city held in each era."},
             });
    for (const char* era : {"past", "present"})
        for (int i = 0; i < kMaxCities; ++i)
            c.push_back(
                {"city.held." + std::string(era) + "." + std::to_string(i + 1),
                 "Turn ends holding city " + std::to_string(i + 1) + " of the " + era + "."});
    c.insert(c.end(),
             {
                 {"city.streaksStarted", "Streaks of holding a city in each era started."},
                 {"city.streaksBroken", "Such streaks broken before they won."},
                 {"city.firstControlTurn",
                  "The turn (1-based) of the first turn end holding both eras; 0 if none."},
             });
    for (const char* what : {"death.patterns", "death.patternKills"})
        for (int k = 0; k < kSpeciesPerSide; ++k)
            c.push_back({std::string(what) + ".species" + std::to_string(k + 1),
                         std::string(what == std::string("death.patterns")
                                         ? "Death patterns laid"
                                         : "Pieces killed by death patterns") +
                             " of own species " + std::to_string(k + 1) + "."});
    for (const bool played : {true, false})
        for (int e = 0; e < kMaxEvolutions; ++e) {
            // Appended piece by piece: GCC 12 warns falsely on operator+ here (bug 105651).
            const std::string n = std::to_string(e + 1);
            std::string id = played ? "evolve.played.card" : "evolve.stolen.card";
            id += n;
            std::string text = played ? "Played" : "Stolen";
            text += ": evolution card ";
            text += n;
            text += " of the set-up's list.";
            c.push_back({id, text});
        }
    c.push_back({"evolve.cardTurns",
                 "Turn ends times the evolution cards on own species (turns attached)."});
    for (int k = 0; k < kSpeciesPerSide; ++k)
        c.push_back({"reproduce.count.species" + std::to_string(k + 1),
                     "Reproductions of own species " + std::to_string(k + 1) + "."});
    for (const char* what : {"battle.attacksWon", "battle.defencesWon", "battle.tiesToDefender"})
        for (const char* era : {"past", "present"}) {
            std::string text = what == std::string("battle.attacksWon") ? "Battles won as attacker"
                               : what == std::string("battle.defencesWon")
                                   ? "Battles won as defender"
                                   : "Battles won as defender on a tie";
            text += " in the ";
            text += era;
            text += ".";
            c.push_back({std::string(what) + "." + era, text});
        }
    for (int d = 0; d < kSpeciesPerSide; ++d)
        for (int a = 0; a < kSpeciesPerSide; ++a)
            c.push_back(
                {"battle.pairDefended." + std::to_string(d + 1) + "x" + std::to_string(a + 1),
                 "Battles won by own species " + std::to_string(d + 1) +
                     " defending against enemy species " + std::to_string(a + 1) + "."});
    c.insert(c.end(),
             {
                 {"game.won", "1 if this seat won."},
                 {"game.drawnAtLimit", "1 if the game was drawn at maxTurns."},
                 {"game.turns", "Turns the game lasted."},
                 {"game.winningTurn", "The turn (1-based) this seat won on; 0 if it did not."},
             });
    return c;
}

std::vector<std::string> kinds() {
    return {"draw",      "first",    "roll",         "setupSpecies", "setupSquare",
            "reproduce", "extra",    "declineExtra", "evolve",       "pass",
            "placeCard", "placeEra", "placeSquare",  "skipPlace",    "moveFrom",
            "moveTo",    "skipMove", "deathPattern", "steal",        "noSteal"};
}

class ButterflyEffectRuleset final : public RulesetOf<ButterflyEffectGame, ButterflyEffectState> {
public:
    ButterflyEffectRuleset() : RulesetOf(specs(), kinds(), counterSpecs()) {}

    std::string_view id() const override { return "butterfly-effect"; }
    std::string_view displayName() const override { return "Butterfly Effect"; }
    int minPlayers() const override { return 2; }
    int maxPlayers() const override { return 2; }

    std::optional<DemoDesign> demoDesign() const override {
        DemoDesign demo;
        demo.name = "Butterfly Effect \u2014 demo";
        demo.notes = "Butterfly Effect as the default reading plays it: six species, eight "
                     "evolution cards, 9x9 boards for the past and the present with three of "
                     "Ra's cities. Compare moveBeforePlace=true, the designer's later turn order.";
        // Greedy seats reach the cities (random ones draw four games in five at 200 turns).
        demo.playtestAgents = {"greedy", "greedy"};
        demo.moveNotes = {"The deal: five cards each, then the set-up pieces on green spots.",
                          "Half way: a play in the past reproduces in the present next turn.",
                          "The game ends here."};
        demo.runAgents = {"greedy", "greedy"};
        demo.runGames = 50;
        return demo;
    }

private:
};

} // namespace

std::unique_ptr<State> ButterflyEffectGame::newInitialState(std::uint64_t,
                                                            const nlohmann::json& setup) const {
    auto self = std::static_pointer_cast<const ButterflyEffectGame>(shared_from_this());
    return std::make_unique<ButterflyEffectState>(self, contentFromJson(setup));
}

const Ruleset& ruleset() {
    static const ButterflyEffectRuleset instance;
    return instance;
}

} // namespace pb::butterfly_effect
