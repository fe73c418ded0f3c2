#pragma once

#include "engine/game.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace pb::torus_lab {

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxSuits = 5;
inline constexpr int kMaxSpaces = 12;
inline constexpr int kMaxCardsPerSuit = 52;
inline constexpr int kMaxCards = kMaxSuits * kMaxCardsPerSuit;

// Suits in the order the rules list their powers; lands are the fifth suit of
// the Magic variant (L44).
enum Suit : std::uint8_t { kHearts, kClubs, kDiamonds, kSpades, kLands };
inline constexpr std::array<std::string_view, kMaxSuits> kSuitNames{"hearts", "clubs", "diamonds",
                                                                    "spades", "lands"};
inline constexpr std::array<std::string_view, kMaxSuits> kSuitSingular{"heart", "club", "diamond",
                                                                       "spade", "land"};

// Decision kinds (Decision::kind) and what a, b, c hold for each. Spaces and
// seats are 0-based here; the JSON numbers spaces 1..spaceCount as the rules do.
enum DecisionKind : std::uint16_t {
    kDealKind,        // chance: a = seat, b = suit dealt to it
    kRevealKind,      // chance: a = space, b = suit of its new top
    kFirstKind,       // chance: a = the seat drawn to play first
    kRollKind,        // chance: a = face of a move or neutralization die (1..dieSides)
    kEmergeCountKind, // chance: a = particles that emerge (1..emergenceDie)
    kEmergeSpaceKind, // chance: a = space where they emerge
    kMoveKind,        // start Move: roll the die
    kMoveToKind,      // a = destination space
    kAttemptKind,     // try to neutralize a particle on the pawn's space: roll
    kResolveKind,     // accept the neutralization die as it stands
    kStopKind,        // end the Neutralize action
    kCollectKind,     // a = cards to take from the pawn's stack
    kSpendKind,       // a = suit spent for its own power; b = to (diamond) or from (spade); c = to
    kSpendWildKind,   // a land spent as suit a's power (fifthSuitPower=wild); b, c as kSpendKind
    kGiveKind,        // a = recipient seat, b = suit given
    kDoneSharingKind, // end the Share action
    kEnterCodeKind,   // a = suit of the code
    kDiscardKind,     // a = suit discarded to the hand limit (by the seat over it)
    kSpillKind,       // a = space that takes one extra particle
    kEndTurnKind,     // end the turn's actions (or skip the late collect)
    kDecisionKindCount
};

enum class BasicRule : std::uint8_t { OneOf, CollectFree, EachOnce };
enum class SpendWindow : std::uint8_t { RestOfTurn, OneBurst };
enum class CollectTiming : std::uint8_t { BeforeEmergence, AnyTime, AfterEmergence };
enum class AttemptRule : std::uint8_t { Unlimited, OncePerParticle, UntilFailure };
enum class LimitCheck : std::uint8_t { Immediate, EndOfTurn, BlocksCollect };
enum class PawnSpace : std::uint8_t { Any, ParticleFree };
enum class ParticleSpace : std::uint8_t { BelowCap, BelowCapNoPawn };
enum class SpadeSource : std::uint8_t { AnySpace, PawnSpace };
enum class ShareRule : std::uint8_t { OneWayPerAction, NeverBack };
enum class ShareRecipients : std::uint8_t { One, All };
enum class SpillRule : std::uint8_t { NearestWithRoom, AdjacentOnly, AnySpace };
enum class NoRoomLoss : std::uint8_t { BoardFull, Overflow };
enum class EmptyStackLoss : std::uint8_t { Immediate, OnDraw, Never };
enum class StackSizing : std::uint8_t { EvenLowFirst, EvenRandom, CutSpread };

// Parameters resolved into plain fields once, plus the allowances that follow
// from the player count, so that the hot path reads integers and never JSON.
struct Rules {
    int numPlayers = 1;
    int handSize = 3;
    int spaceCount = 6;
    int startSpace = 0; // 0-based
    int startParticles = 1;
    int handLimit = 6;
    int limitPenalty = 1;
    int neutralizeMin = 4;
    int particleCap = 6;
    int codeSize = 5;
    int codesToWin = 4;
    int basicActions = 1, specialActions = 1, collectCount = 1;
    int smallGroupMax = 2, smallActions = 2, smallNeutralizeMin = 3, smallCollectCount = 2;
    int dieSides = 6;
    int emergenceDie = 6;
    int cutSpread = 2;
    int suitCount = 4;
    int cardsPerSuit = 26;
    int heartRerollLimit = 0; // 0 = unlimited
    int maxTurns = 1000;
    bool clubsSurviveReroll = false;
    bool openHands = false, openStacks = false;
    bool repeatActions = true;
    bool collectUpTo = false;
    bool wild = false;        // fifthSuitPower=wild with five suits
    bool firstRandom = false; // firstPlayer=random
    BasicRule basicRule = BasicRule::OneOf;
    SpendWindow spendWindow = SpendWindow::RestOfTurn;
    CollectTiming collectTiming = CollectTiming::BeforeEmergence;
    AttemptRule attempts = AttemptRule::Unlimited;
    LimitCheck limitCheck = LimitCheck::Immediate;
    PawnSpace pawnSpace = PawnSpace::Any;
    ParticleSpace particleSpace = ParticleSpace::BelowCap;
    SpadeSource spadeSource = SpadeSource::AnySpace;
    ShareRule shareRule = ShareRule::OneWayPerAction;
    ShareRecipients shareRecipients = ShareRecipients::One;
    SpillRule spillRule = SpillRule::NearestWithRoom;
    NoRoomLoss noRoomLoss = NoRoomLoss::BoardFull;
    EmptyStackLoss emptyStackLoss = EmptyStackLoss::Immediate;
    StackSizing stackSizing = StackSizing::EvenLowFirst;

    // For this player count (L13, L20, L22: the small-group rules).
    bool smallGroup = false;
    int basicAllowance = 1;
    int specialAllowance = 1;
    int successMin = 4;
    int collectN = 1;

    int totalCards = 104;
    int stackCards = 92; // dealt into the stacks: totalCards - handSize * numPlayers
};

// Torus Lab bound to its parameters and player count.
class TorusLabGame final : public Game {
public:
    TorusLabGame(const Ruleset& ruleset, nlohmann::json params, int numPlayers);

    const Rules& rules() const { return rules_; }

    // "arrivals" (particles that came onto a space: emerged, spilled or
    // pushed) and "pileUp" (particles on a space at each turn's end):
    // torus_lab_heatmaps.cpp.
    std::vector<HeatmapSpec> heatmaps() const override;
    std::unique_ptr<HeatRecorder> makeHeatRecorder() const override;

    // The stack sizes of a new game: per `stackSizing`, random ones from `seed`.
    // `stackCards` is what the deck leaves after the deal (default: the rules').
    std::array<int, kMaxSpaces> stackSizes(std::uint64_t seed, int stackCards = -1) const;
    // A set-up's "stacks" (sizes, space 1 first); throws InvalidInput naming the problem.
    std::array<int, kMaxSpaces> stackSizesFromJson(const nlohmann::json& sizes,
                                                   int stackCards = -1) const;
    // The cards of each suit when the set-up names no deck: cardsPerSuit of each suit.
    std::array<int, kMaxSuits> defaultDeck() const;
    // The cards of each suit a set-up's "deck" (docs/rules/torus-lab.md,
    // "Set-up") holds, checked against the rules; throws pb::decks::DeckError.
    std::array<int, kMaxSuits> deckFromJson(const nlohmann::json& deck) const;

    // Before the deal: the set-up is null (the default deck, sizes from the
    // seed) or {"deck": deck, "stacks": [sizes]}, either key optional. The
    // deal, the stack tops and the first player are chance.
    std::unique_ptr<State> newInitialState(std::uint64_t seed,
                                           const nlohmann::json& setup = {}) const override;

private:
    Rules rules_;
};

} // namespace pb::torus_lab
