// The flow of a game: the set-up, the steps of a turn (section 4 of the
// reading, numbered as R12 numbers them), battles, patterns and the end.

#include "games/butterfly_effect/butterfly_effect_state.h"

#include "engine/hasher.h"

#include <algorithm>
#include <bit>

namespace pb::butterfly_effect {

namespace {

constexpr std::array<const char*, kPhaseCount> kPhaseNames{
    "deal",           "firstPlayer",  "setupSpecies", "setupSquare", "reproduce",
    "extra",          "draw",         "evolve",       "placeCard",   "placeEra",
    "placeSquare",    "moveFrom",     "moveTo",       "attackRoll",  "defenceRoll",
    "camouflageRoll", "deathPattern", "steal",        "over"};

} // namespace

const char* phaseName(Phase phase) {
    return kPhaseNames[static_cast<std::size_t>(phase)];
}

ButterflyEffectState::ButterflyEffectState(std::shared_ptr<const ButterflyEffectGame> game,
                                           std::shared_ptr<const Content> content)
    : State(game), content_(std::move(content)), rules_(&game->rules()),
      size_(static_cast<std::int8_t>(content_->size)) {
    for (auto& era : board_)
        era.fill(-1);
    pending_.fill(-1);
    pendingSpecies_.fill(-1);
    for (int seat = 0; seat < kSeats; ++seat) {
        const int side = sideOf(seat);
        for (int t = 0; t < content_->cardTypes(); ++t) {
            deck_[seat][t] = static_cast<std::uint8_t>(content_->copies(side, t));
            deckCount_[seat] = static_cast<std::uint8_t>(deckCount_[seat] + deck_[seat][t]);
        }
    }
    phase_ = Phase::Deal;
    actor_ = kChanceActor;
    advance();
}

std::unique_ptr<State> ButterflyEffectState::clone() const {
    return std::make_unique<ButterflyEffectState>(*this);
}

void ButterflyEffectState::copyFrom(const State& other) {
    *this = static_cast<const ButterflyEffectState&>(other);
}

int ButterflyEffectState::effectSum(int species, Effect effect) const {
    int sum = 0;
    for (int i = 0; i < attachedCount_[species]; ++i) {
        const auto& card = content_->evolutions[attached_[species][i].evolution];
        if (card.effect == effect)
            sum += card.value;
    }
    return sum;
}

bool ButterflyEffectState::hasEffect(int species, Effect effect) const {
    for (int i = 0; i < attachedCount_[species]; ++i)
        if (content_->evolutions[attached_[species][i].evolution].effect == effect)
            return true;
    return false;
}

int ButterflyEffectState::strength(int species) const {
    return content_->species[species].strength + effectSum(species, Effect::Strength);
}

int ButterflyEffectState::move(int species) const {
    return std::max(1, content_->species[species].move + effectSum(species, Effect::Move));
}

void ButterflyEffectState::putPiece(int era, int square, int species) {
    board_[era][square] = static_cast<std::int8_t>(species);
    ++pieces_[species];
}

void ButterflyEffectState::removePiece(int era, int square) {
    const int species = board_[era][square];
    board_[era][square] = -1;
    --pieces_[species];
    const int seat = seatOf(species);
    if (era == kPast && pending_[seat] == square) {
        pending_[seat] = -1;
        pendingSpecies_[seat] = -1;
        bump(seat, kReproductionsCancelled);
    }
}

// ---- flow ----

void ButterflyEffectState::startTurn(int seat) {
    current_ = static_cast<std::int8_t>(seat);
    reproduced_ = drawn_ = evolved_ = placed_ = moved_ = endReproduced_ = false;
    turnEra_ = chosenSpecies_ = chosenEra_ = era_ = -1;
    from_ = to_ = -1;
}

// Takes the game to its next decision point after a step has finished.
void ButterflyEffectState::advance() {
    for (;;) {
        if (phase_ == Phase::Over) {
            actor_ = kTerminalActor;
            return;
        }
        if (current_ < 0) {
            // The deal: seat 0's hand, then seat 1's (B25).
            if (first_ < 0) {
                for (int seat = 0; seat < kSeats; ++seat)
                    if (handCount_[seat] < rules_->handSize && deckCount_[seat] > 0) {
                        phase_ = Phase::Deal;
                        actor_ = kChanceActor;
                        return;
                    }
                phase_ = Phase::FirstPlayer;
                actor_ = kChanceActor;
                return;
            }
            // The set-up pieces, alternating from the first player (B28).
            const int placed0 = std::popcount(setupPlaced_[first_]);
            const int placed1 = std::popcount(setupPlaced_[1 - first_]);
            const int seat = placed0 <= placed1 ? first_ : 1 - first_;
            if (std::popcount(setupPlaced_[seat]) < kSpeciesPerSide) {
                bool any = false;
                for (int k = 0; k < kSpeciesPerSide && !any; ++k)
                    any = canPlaceSpecies(sideOf(seat) * kSpeciesPerSide + k);
                if (any) {
                    phase_ = Phase::SetupSpecies;
                    actor_ = seat;
                    current_ = -1;
                    chosenSpecies_ = -1;
                    return;
                }
                // No green spot is left for this seat: it places no more.
                setupPlaced_[seat] = (1u << kSpeciesPerSide) - 1;
                continue;
            }
            startTurn(first_);
            continue;
        }
        const int p = current_;
        actor_ = p;
        // Step 1: the reproduction of last turn's past piece (G11).
        if (!reproduced_) {
            reproduced_ = true;
            if (rules_->reproduceAt == ReproduceAt::OwnerNextTurn && pending_[p] >= 0) {
                chooser_ = static_cast<std::int8_t>(p);
                phase_ = Phase::Reproduce;
                return;
            }
        }
        // Step 2: draw up to the hand size (B31, G23).
        if (!drawn_) {
            if (handCount_[p] < rules_->handSize) {
                if (deckCount_[p] == 0 && rules_->reshuffle) {
                    int discards = 0;
                    for (int t = 0; t < kMaxCardTypes; ++t)
                        discards += discard_[p][t];
                    if (discards > 0) {
                        for (int t = 0; t < kMaxCardTypes; ++t) {
                            deck_[p][t] = static_cast<std::uint8_t>(deck_[p][t] + discard_[p][t]);
                            discard_[p][t] = 0;
                        }
                        deckCount_[p] = static_cast<std::uint8_t>(discards);
                        bump(p, kReshuffles);
                    }
                }
                if (deckCount_[p] > 0) {
                    phase_ = Phase::Draw;
                    actor_ = kChanceActor;
                    return;
                }
            }
            drawn_ = true;
        }
        // Step 3: one evolution, if one can be played (B32, B33).
        if (!evolved_) {
            if (canEvolve()) {
                phase_ = Phase::Evolve;
                return;
            }
            evolved_ = true;
        }
        // Steps 4 and 5 in the order of G17.
        for (int i = 0; i < 2; ++i) {
            const bool placeStep = (i == 0) != rules_->moveBeforePlace;
            if (placeStep && !placed_) {
                bool any = false;
                bool card = false;
                for (int k = 0; k < kSpeciesPerSide; ++k) {
                    card = card || hand_[p][k] > 0;
                    any = any || canPlaceSpecies(sideOf(p) * kSpeciesPerSide + k);
                }
                if (any) {
                    phase_ = Phase::PlaceCard;
                    return;
                }
                placed_ = true;
                bump(p, card ? kPlaceSkippedNoSquare : kPlaceSkippedNoCard);
            }
            if (!placeStep && !moved_) {
                if (canMove()) {
                    phase_ = Phase::MoveFrom;
                    return;
                }
                moved_ = true;
                bump(p, kMoveSkipped);
            }
        }
        // The end of the turn: the opponent's reproduction under reproduceAt=opponentTurnEnd.
        if (!endReproduced_) {
            endReproduced_ = true;
            if (rules_->reproduceAt == ReproduceAt::OpponentTurnEnd && pending_[1 - p] >= 0) {
                chooser_ = static_cast<std::int8_t>(1 - p);
                actor_ = 1 - p;
                phase_ = Phase::Reproduce;
                return;
            }
        }
        endTurn();
    }
}

int ButterflyEffectState::cityHolder(int era, int square) const {
    const int species = board_[era][square];
    if (species < 0)
        return -1;
    const int seat = seatOf(species);
    if (rules_->uncontestedControl) {
        int around[8];
        const int count = neighbours(square, false, around);
        for (int i = 0; i < count; ++i)
            if (board_[era][around[i]] >= 0 && seatOf(board_[era][around[i]]) != seat)
                return -1;
    }
    return seat;
}

// Bit per city of `era` that `seat` controls (G6).
int ButterflyEffectState::controlMask(int seat, int era) const {
    int mask = 0;
    for (int i = 0; i < content_->cityCount[era]; ++i) {
        const int sq = content_->citySquares[era][i];
        if (cityHolder(era, sq) == seat)
            mask |= 1 << content_->city[era][sq];
    }
    return mask;
}

// Step 7: streaks, the win (B37, G7) and the turn limit (R10).
void ButterflyEffectState::endTurn() {
    for (int species = 0; species < kSpecies; ++species)
        bump(seatOf(species), kCardTurns, attachedCount_[species]);
    std::array<bool, kSeats> won{};
    for (int seat = 0; seat < kSeats; ++seat) {
        int past = controlMask(seat, kPast);
        int present = controlMask(seat, kPresent);
        for (int c = 0; c < kMaxCities; ++c) {
            if (past >> c & 1)
                bump(seat, kCityHeldPast + c);
            if (present >> c & 1)
                bump(seat, kCityHeldPresent + c);
        }
        if (rules_->sameCityBothEras)
            past = present = past & present;
        auto& streak = streak_[seat];
        auto& held = held_[seat];
        bool go = past != 0 && present != 0;
        if (go && streak > 0 && rules_->holdSameCities) {
            const int keptPast = past & held[kPast];
            const int keptPresent = present & held[kPresent];
            if (keptPast != 0 && keptPresent != 0) {
                past = keptPast;
                present = keptPresent;
            } else {
                bump(seat, kStreaksBroken);
                streak = 0; // a new streak starts with the cities held now
            }
        }
        if (go) {
            if (streak == 0) {
                bump(seat, kStreaksStarted);
                if (counters_[seat][kFirstControlTurn] == 0)
                    counters_[seat][kFirstControlTurn] = static_cast<std::uint32_t>(turn_ + 1);
            }
            streak = static_cast<std::uint8_t>(std::min(streak + 1, rules_->holdTurnEnds));
            held = {static_cast<std::uint8_t>(past), static_cast<std::uint8_t>(present)};
            bump(seat, kControlTurnEnds);
            won[seat] = streak >= rules_->holdTurnEnds;
        } else {
            if (streak > 0)
                bump(seat, kStreaksBroken);
            streak = 0;
            held = {0, 0};
        }
    }
    ++turn_;
    if (won[0] || won[1]) {
        phase_ = Phase::Over;
        // Both at once: neither was first (an invented resolution).
        if (won[0] && won[1])
            draw_ = true;
        else
            winner_ = static_cast<std::int8_t>(won[0] ? 0 : 1);
        return;
    }
    if (turn_ >= rules_->maxTurns) {
        phase_ = Phase::Over;
        draw_ = turnLimit_ = true;
        return;
    }
    startTurn(1 - current_);
}

void ButterflyEffectState::startBattle() {
    const int attacker = board_[era_][from_];
    const int defender = board_[era_][to_];
    const int seat = seatOf(attacker);
    bump(seat, kAttacks);
    bump(seat, era_ == kPast ? kBattlesPast : kBattlesPresent);
    bump(seat, kBattlePairs + (attacker % kSpeciesPerSide) * 3 + defender % kSpeciesPerSide);
    phase_ = Phase::AttackRoll;
    actor_ = kChanceActor;
}

// B15 and G8: both dice are in (or the one die under battleRule=health).
void ButterflyEffectState::resolveBattle() {
    const int attacker = board_[era_][from_];
    const int defender = board_[era_][to_];
    bool attackerWins;
    if (rules_->battleRule == BattleRule::Opposed) {
        const int a = attackDie_ + strength(attacker) + effectSum(attacker, Effect::AttackStrength);
        const int d =
            defenceDie_ + strength(defender) + effectSum(defender, Effect::DefenceStrength);
        attackerWins = a > d;
        if (a == d) {
            bump(seatOf(defender), kTiesToDefender);
            bump(seatOf(defender), era_ == kPast ? kTiesPast : kTiesPresent);
        }
    } else {
        // R11: the attacker's roll against the defender's health alone.
        attackerWins = attackDie_ >= content_->species[defender].health;
    }
    attackerWon_ = attackerWins;
    if (attackerWins && hasEffect(defender, Effect::Camouflage)) {
        phase_ = Phase::CamouflageRoll;
        actor_ = kChanceActor;
        return;
    }
    finishBattle();
}

// G10 and R6: the loser leaves the board (unless saved), the winner may steal.
void ButterflyEffectState::finishBattle() {
    const int attacker = board_[era_][from_];
    const int defender = board_[era_][to_];
    const int aSeat = seatOf(attacker);
    const int dSeat = seatOf(defender);
    if (attackerWon_) {
        bump(aSeat, kAttacksWon);
        bump(aSeat, era_ == kPast ? kAttacksWonPast : kAttacksWonPresent);
        bump(aSeat,
             kBattlePairWins + (attacker % kSpeciesPerSide) * 3 + defender % kSpeciesPerSide);
        bump(dSeat, era_ == kPast ? kDeathsInBattlePast : kDeathsInBattlePresent);
        removePiece(era_, to_);
        const bool pendingMoves = era_ == kPast && pending_[aSeat] == from_;
        board_[era_][from_] = -1;
        board_[era_][to_] = static_cast<std::int8_t>(attacker);
        if (pendingMoves)
            pending_[aSeat] = to_;
        beaten(era_, to_, defender, attacker);
        return;
    }
    bump(dSeat, kDefencesWon);
    bump(dSeat, era_ == kPast ? kDefencesWonPast : kDefencesWonPresent);
    bump(dSeat,
         kBattlePairDefences + (defender % kSpeciesPerSide) * 3 + attacker % kSpeciesPerSide);
    if (rules_->attackerReturns) {
        advance();
        return;
    }
    bump(aSeat, era_ == kPast ? kDeathsInBattlePast : kDeathsInBattlePresent);
    removePiece(era_, from_);
    beaten(era_, from_, attacker, defender);
}

// A piece of `species` was beaten on `square`: its death pattern if in the
// past (B9-B11), then the steal (R8).
void ButterflyEffectState::beaten(int era, int square, int species, int winnerSpecies) {
    const bool attackerWon = attackerWon_;
    const bool maySteal = rules_->stealOn == StealOn::BattleWin ||
                          (rules_->stealOn == StealOn::AttackerWin && attackerWon);
    stealFrom_ = maySteal ? static_cast<std::int8_t>(species) : -1;
    stealTo_ = maySteal ? static_cast<std::int8_t>(winnerSpecies) : -1;
    if (era == kPast) {
        patternSpecies_ = static_cast<std::int8_t>(species);
        patternEra_ = static_cast<std::int8_t>(era);
        anchor_ = static_cast<std::int16_t>(square);
        chooser_ = static_cast<std::int8_t>(rules_->winnerChoosesDeath ? seatOf(winnerSpecies)
                                                                       : seatOf(species));
        phase_ = Phase::DeathPattern;
        actor_ = chooser_;
        return;
    }
    openSteal();
}

void ButterflyEffectState::openSteal() {
    patternSpecies_ = patternEra_ = chooser_ = -1;
    anchor_ = -1;
    if (stealFrom_ >= 0 && anySteal()) {
        phase_ = Phase::Steal;
        actor_ = seatOf(stealTo_);
        return;
    }
    stealFrom_ = stealTo_ = -1;
    advance();
}

// A reproduction (death = false) or death pattern lies with `orientation`
// and `cell` on the anchor square.
void ButterflyEffectState::applyPattern(bool death, int orientation, int cell) {
    std::array<std::uint64_t, 2> squares{};
    patternSquares(orientation, cell, squares);
    const int species = patternSpecies_;
    const int seat = seatOf(species);
    const int n = size_ * size_;
    if (death) {
        bump(seat, kDeathPatterns);
        bump(seat, kDeathPatternsBySpecies + species % kSpeciesPerSide);
        if (hasEffect(species, Effect::DeepRoots))
            bump(seat, kDeepRootsSaves);
        for (int era = rules_->deathOnBothBoards ? kPast : kPresent; era < kEras; ++era)
            for (int sq = 0; sq < n; ++sq)
                if ((squares[sq >> 6] >> (sq & 63) & 1) && board_[era][sq] == species) {
                    removePiece(era, sq);
                    bump(seat, kDeathPatternKills);
                    bump(seat, kDeathPatternKillsBySpecies + species % kSpeciesPerSide);
                }
        openSteal();
        return;
    }
    // Reproduction: the anchor overrides any piece (B7); other cells replace
    // own pieces (B6) and skip or override enemies (G12).
    bump(seat, kReproductions);
    bump(seat, kReproductionsBySpecies + species % kSpeciesPerSide);
    const int cells = content_->species[species].cells;
    bump(seat, kReproduceLostOffBoard,
         cells - std::popcount(squares[0]) - std::popcount(squares[1]));
    const int anchor = anchor_;
    pending_[seat] = -1;
    pendingSpecies_[seat] = -1;
    grown_ = {0, 0};
    for (int sq = 0; sq < n; ++sq) {
        if (!(squares[sq >> 6] >> (sq & 63) & 1))
            continue;
        const int there = board_[kPresent][sq];
        if (there >= 0) {
            const bool enemy = seatOf(there) != seat;
            if (enemy && sq != anchor && !rules_->sproutOverridesEnemy) {
                bump(seat, kReproduceLostOnEnemy);
                continue;
            }
            bump(seat, enemy ? kReproduceEnemiesRemoved : kReproduceOwnOverridden);
            removePiece(kPresent, sq);
        }
        if (rules_->pieceLimit > 0 && pieces_[species] >= rules_->pieceLimit)
            continue;
        putPiece(kPresent, sq, species);
        grown_[sq >> 6] |= std::uint64_t{1} << (sq & 63);
        bump(seat, kReproducedPieces);
    }
    if (!rules_->pastPieceStays && board_[kPast][anchor] == species)
        removePiece(kPast, anchor);
    extrasLeft_ = static_cast<std::int8_t>(effectSum(species, Effect::Fertility));
    if (extrasLeft_ > 0 && anyExtra()) {
        phase_ = Phase::Extra;
        actor_ = seat;
        return;
    }
    extrasLeft_ = 0;
    patternSpecies_ = patternEra_ = chooser_ = -1;
    anchor_ = -1;
    grown_ = {0, 0};
    advance();
}

void ButterflyEffectState::applyUnchecked(const Decision& d) {
    const int p = current_;
    switch (d.kind) {
    case kDrawKind:
        ++hand_[d.a][d.b];
        ++handCount_[d.a];
        --deck_[d.a][d.b];
        --deckCount_[d.a];
        advance();
        return;
    case kFirstKind:
        first_ = static_cast<std::int8_t>(d.a);
        advance();
        return;
    case kRollKind:
        if (phase_ == Phase::AttackRoll) {
            attackDie_ = static_cast<std::int8_t>(d.a);
            if (rules_->battleRule == BattleRule::Opposed) {
                phase_ = Phase::DefenceRoll;
                return;
            }
            resolveBattle();
        } else if (phase_ == Phase::DefenceRoll) {
            defenceDie_ = static_cast<std::int8_t>(d.a);
            resolveBattle();
        } else {
            // Camouflage: the smallest threshold of the defender's cards.
            const int defender = board_[era_][to_];
            int need = 99;
            for (int i = 0; i < attachedCount_[defender]; ++i) {
                const auto& card = content_->evolutions[attached_[defender][i].evolution];
                if (card.effect == Effect::Camouflage)
                    need = std::min(need, card.value);
            }
            if (d.a >= need) {
                bump(seatOf(defender), kCamouflageSaves);
                attackerWon_ = false;
                advance();
                return;
            }
            finishBattle();
        }
        return;
    case kSetupSpeciesKind:
        chosenSpecies_ = static_cast<std::int8_t>(d.a);
        phase_ = Phase::SetupSquare;
        return;
    case kSetupSquareKind:
        putPiece(kPresent, d.a, chosenSpecies_);
        setupPlaced_[actor_] =
            static_cast<std::uint8_t>(setupPlaced_[actor_] | 1u << (chosenSpecies_ % 3));
        chosenSpecies_ = -1;
        advance();
        return;
    case kReproduceKind: {
        const int seat = chooser_;
        patternSpecies_ = pendingSpecies_[seat];
        patternEra_ = kPresent;
        anchor_ = pending_[seat];
        applyPattern(false, d.a, d.b);
        return;
    }
    case kExtraKind:
        putPiece(kPresent, d.a, patternSpecies_);
        grown_[d.a >> 6] |= std::uint64_t{1} << (d.a & 63);
        bump(seatOf(patternSpecies_), kFertilityExtras);
        if (--extrasLeft_ > 0 && anyExtra())
            return;
        [[fallthrough]];
    case kDeclineExtraKind:
        extrasLeft_ = 0;
        patternSpecies_ = patternEra_ = chooser_ = -1;
        anchor_ = -1;
        grown_ = {0, 0};
        advance();
        return;
    case kEvolveKind: {
        const int type = kSpeciesPerSide + d.a;
        --hand_[p][type];
        --handCount_[p];
        attached_[d.b][attachedCount_[d.b]++] = {static_cast<std::uint8_t>(d.a),
                                                 static_cast<std::uint8_t>(p)};
        bump(p, kEvolutionsPlayed);
        bump(p, kEvolutionsPlayedByCard + d.a);
        evolved_ = true;
        advance();
        return;
    }
    case kPassKind:
        bump(p, kPassesHolding);
        evolved_ = true;
        advance();
        return;
    case kPlaceCardKind:
        // The card is shown and spent now, so no redeal of hidden cards can take it back.
        --hand_[p][d.a % kSpeciesPerSide];
        --handCount_[p];
        ++discard_[p][d.a % kSpeciesPerSide];
        chosenSpecies_ = static_cast<std::int8_t>(d.a);
        phase_ = Phase::PlaceEra;
        return;
    case kPlaceEraKind:
        chosenEra_ = static_cast<std::int8_t>(d.a);
        if (rules_->oneEraPerTurn)
            turnEra_ = chosenEra_;
        phase_ = Phase::PlaceSquare;
        return;
    case kPlaceSquareKind: {
        const int species = chosenSpecies_;
        const int k = species % kSpeciesPerSide;
        putPiece(chosenEra_, d.a, species);
        placed_ = true;
        if (chosenEra_ == kPast) {
            bump(p, kPlacePast);
            bump(p, kPlacePastBySpecies + k);
            pending_[p] = d.a;
            pendingSpecies_[p] = static_cast<std::int8_t>(species);
        } else {
            bump(p, kPlacePresent);
            bump(p, kPlacePresentBySpecies + k);
        }
        const bool now = chosenEra_ == kPast && rules_->reproduceAt == ReproduceAt::Immediate;
        chosenSpecies_ = chosenEra_ = -1;
        if (now) {
            chooser_ = static_cast<std::int8_t>(p);
            phase_ = Phase::Reproduce;
            return;
        }
        advance();
        return;
    }
    case kSkipPlaceKind:
        bump(p, kPlaceDeclined);
        placed_ = true;
        advance();
        return;
    case kMoveFromKind:
        era_ = static_cast<std::int8_t>(d.a);
        from_ = d.b;
        if (rules_->oneEraPerTurn)
            turnEra_ = era_;
        phase_ = Phase::MoveTo;
        return;
    case kMoveToKind: {
        to_ = d.a;
        moved_ = true;
        const int species = board_[era_][from_];
        std::array<std::int8_t, kMaxSquares> dist;
        reachable(era_, from_, dist);
        const int allowed = moveAllowance(era_, from_);
        bump(p, kMoves);
        bump(p, era_ == kPast ? kMovesPast : kMovesPresent);
        bump(p, kMoveDistance, dist[to_]);
        bump(p, kMoveAllowed, allowed);
        if (allowed < move(species))
            bump(p, kVinesSlowdowns);
        if (board_[era_][to_] >= 0) {
            startBattle();
            return;
        }
        board_[era_][from_] = -1;
        board_[era_][to_] = static_cast<std::int8_t>(species);
        if (era_ == kPast && pending_[p] == from_)
            pending_[p] = to_;
        advance();
        return;
    }
    case kSkipMoveKind:
        bump(p, kMoveDeclined);
        moved_ = true;
        advance();
        return;
    case kDeathPatternKind:
        applyPattern(true, d.a, d.b);
        return;
    case kStealKind: {
        auto& from = attached_[stealFrom_];
        const int n = attachedCount_[stealFrom_];
        for (int i = 0; i < n; ++i)
            if (from[i].evolution == d.a && from[i].owner == d.b) {
                for (int j = i; j + 1 < n; ++j)
                    from[j] = from[j + 1];
                from[n - 1] = {};
                --attachedCount_[stealFrom_];
                break;
            }
        attached_[stealTo_][attachedCount_[stealTo_]++] = {static_cast<std::uint8_t>(d.a),
                                                           static_cast<std::uint8_t>(d.b)};
        bump(seatOf(stealTo_), kEvolutionsStolen);
        bump(seatOf(stealTo_), kEvolutionsStolenByCard + d.a);
        stealFrom_ = stealTo_ = -1;
        advance();
        return;
    }
    case kNoStealKind:
        stealFrom_ = stealTo_ = -1;
        advance();
        return;
    default:
        return;
    }
}

Outcome ButterflyEffectState::outcome() const {
    Outcome o;
    o.numSeats = kSeats;
    if (phase_ != Phase::Over)
        return o;
    if (winner_ >= 0) {
        o.winner = winner_;
        o.score[winner_] = 1.0;
        o.rank[winner_] = 1;
        o.rank[1 - winner_] = 2;
    } else {
        o.draw = true;
        o.turnLimit = turnLimit_;
        o.score[0] = o.score[1] = 0.5;
        o.rank[0] = o.rank[1] = 1;
    }
    return o;
}

std::optional<double> ButterflyEffectState::evaluate(int seat) const {
    const int other = 1 - seat;
    // The streak is the win condition itself; holding a city in an era is
    // the step towards it; pieces are the means.
    const double streak =
        static_cast<double>(streak_[seat] - streak_[other]) / rules_->holdTurnEnds;
    int control = 0;
    for (int era = 0; era < kEras; ++era)
        control += (controlMask(seat, era) != 0) - (controlMask(other, era) != 0);
    int mine = 0, theirs = 0;
    for (int species = 0; species < kSpecies; ++species)
        (seatOf(species) == seat ? mine : theirs) += pieces_[species];
    const double material = static_cast<double>(mine - theirs) / (mine + theirs + 1);
    return 0.5 + 0.25 * streak + 0.075 * control + 0.1 * material;
}

std::uint32_t ButterflyEffectState::counter(int seat, int index) const {
    if (index < kStoredCounterCount)
        return counters_[seat][index];
    switch (index) {
    case kWon:
        return winner_ == seat ? 1 : 0;
    case kDrawnAtLimit:
        return turnLimit_ ? 1 : 0;
    case kTurns:
        return static_cast<std::uint32_t>(turn_);
    case kWinningTurn:
        // The win is judged at a turn's end, after which turn_ counts that turn.
        return winner_ == seat ? static_cast<std::uint32_t>(turn_) : 0;
    default:
        return 0;
    }
}

std::uint64_t ButterflyEffectState::hash() const {
    Hasher h;
    h.add(game().paramsHash());
    h.add(content_->hash);
    const int n = size_ * size_;
    for (int era = 0; era < kEras; ++era)
        for (int sq = 0; sq < n; ++sq)
            h.addByte(static_cast<std::uint8_t>(board_[era][sq]));
    for (int seat = 0; seat < kSeats; ++seat) {
        for (int t = 0; t < kMaxCardTypes; ++t) {
            h.addByte(hand_[seat][t]);
            h.addByte(deck_[seat][t]);
            h.addByte(discard_[seat][t]);
        }
        h.addByte(setupPlaced_[seat]);
        h.add(static_cast<std::uint16_t>(pending_[seat]), 2);
        h.addByte(static_cast<std::uint8_t>(pendingSpecies_[seat]));
        h.addByte(streak_[seat]);
        h.addByte(held_[seat][0]);
        h.addByte(held_[seat][1]);
    }
    for (int s = 0; s < kSpecies; ++s) {
        h.addByte(attachedCount_[s]);
        for (int i = 0; i < attachedCount_[s]; ++i) {
            h.addByte(attached_[s][i].evolution);
            h.addByte(attached_[s][i].owner);
        }
    }
    h.addByte(static_cast<std::uint8_t>(first_));
    h.addByte(static_cast<std::uint8_t>(current_));
    h.addByte(static_cast<std::uint8_t>(phase_));
    h.add(static_cast<std::uint32_t>(actor_), 4);
    h.add(static_cast<std::uint32_t>(turn_), 4);
    h.addByte(static_cast<std::uint8_t>(reproduced_ | drawn_ << 1 | evolved_ << 2 | placed_ << 3 |
                                        moved_ << 4 | endReproduced_ << 5 | attackerWon_ << 6));
    for (int v :
         {int(turnEra_), int(chosenSpecies_), int(chosenEra_), int(era_), int(attackDie_),
          int(defenceDie_), int(chooser_), int(patternSpecies_), int(patternEra_), int(extrasLeft_),
          int(stealFrom_), int(stealTo_), int(winner_), int(draw_), int(turnLimit_)})
        h.addByte(static_cast<std::uint8_t>(v));
    h.add(static_cast<std::uint16_t>(from_), 2);
    h.add(static_cast<std::uint16_t>(to_), 2);
    h.add(static_cast<std::uint16_t>(anchor_), 2);
    h.add(grown_[0]);
    h.add(grown_[1]);
    return h.value();
}

} // namespace pb::butterfly_effect
