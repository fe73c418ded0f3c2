// Texts people read: why a decision is refused, and a decision in words.

#include "engine/decision_text.h"
#include "games/butterfly_effect/butterfly_effect_state.h"

namespace pb::butterfly_effect {

namespace {

const char* eraWord(int era) {
    return era == kPast ? "the past" : "the present";
}

} // namespace

std::string ButterflyEffectState::whyNot(const Decision& d) const {
    const auto squareText = [&](int sq) {
        return "(" + std::to_string(sq / size_ + 1) + "," + std::to_string(sq % size_ + 1) + ")";
    };
    const bool onBoard = d.a >= 0 && d.a < size_ * size_;
    if (d.kind >= kDecisionKindCount)
        return "there is no decision kind " + std::to_string(d.kind);
    if (d.c != 0)
        return "this decision does not use its third argument";
    if (phase_ == Phase::Over)
        return "the game is over";
    const bool chanceKind = d.kind == kDrawKind || d.kind == kFirstKind || d.kind == kRollKind;
    if (actor_ == kChanceActor && !chanceKind)
        return std::string("chance acts now (") + phaseName(phase_) + "), not a player";
    if (actor_ != kChanceActor && chanceKind)
        return "only chance draws cards, rolls dice and picks the first player";
    switch (d.kind) {
    case kDrawKind:
        return "that card is not in the deck being drawn from";
    case kFirstKind:
        return "the first player is drawn only at the start";
    case kRollKind:
        return "a die shows 1.." + std::to_string(rules_->dieSides) + ", rolled only in a battle";
    default:
        break;
    }
    const auto species = [&](int s) {
        return s >= 0 && s < kSpecies ? content_->species[s].name : std::string("no species");
    };
    const auto needPhase = [&](Phase ph, const char* what) -> std::string {
        if (phase_ != ph)
            return std::string(what) + " is not possible now: the game is at the " +
                   phaseName(phase_) + " step";
        return {};
    };
    std::string wrong;
    switch (d.kind) {
    case kSetupSpeciesKind:
        if (!(wrong = needPhase(Phase::SetupSpecies, "choosing a set-up piece")).empty())
            return wrong;
        if (d.a < 0 || d.a >= kSpecies || seatOf(d.a) != actor_)
            return "that is not one of your species";
        return species(d.a) + " is already on the board or has no green spot left";
    case kSetupSquareKind:
        if (!(wrong = needPhase(Phase::SetupSquare, "placing a set-up piece")).empty())
            return wrong;
        if (!onBoard)
            return "that square is off the board";
        if (board_[kPresent][d.a] >= 0)
            return squareText(d.a) + " is taken";
        if (!content_->green[kPresent][d.a])
            return "set-up pieces go on green spots only (B28)";
        return "set-up pieces go on your own half (setupSpots=ownHalf)";
    case kReproduceKind:
    case kDeathPatternKind: {
        const Phase ph = d.kind == kReproduceKind ? Phase::Reproduce : Phase::DeathPattern;
        if (!(wrong = needPhase(ph, d.kind == kReproduceKind ? "reproducing" : "a death pattern"))
                 .empty())
            return wrong;
        std::array<std::uint64_t, 2> squares;
        if (!patternSquares(d.a, d.b, squares))
            return rules_->reflections || d.a < 4
                       ? "the pattern has no such cell, or no such orientation"
                       : "reflections are not allowed (patternTurns=rotations)";
        return "these squares are the same as an earlier orientation's (R3): choose that one";
    }
    case kExtraKind:
        if (!(wrong = needPhase(Phase::Extra, "a Fertility piece")).empty())
            return wrong;
        if (!onBoard || board_[kPresent][d.a] >= 0)
            return "the extra piece needs an empty square";
        return "the extra piece goes next to a piece the reproduction just placed (R7)";
    case kDeclineExtraKind:
        return needPhase(Phase::Extra, "declining a Fertility piece");
    case kEvolveKind:
    case kPassKind:
        if (!(wrong = needPhase(Phase::Evolve, "an evolution")).empty())
            return evolved_ && current_ >= 0 && phase_ != Phase::Evolve
                       ? "one evolution card per turn (B32)"
                       : wrong;
        if (d.kind == kPassKind)
            return "pass takes no arguments";
        if (d.a < 0 || d.a >= content_->evolutionCount() ||
            hand_[current_][kSpeciesPerSide + d.a] == 0)
            return "you hold no such evolution card";
        if (d.b < 0 || d.b >= kSpecies || seatOf(d.b) != current_)
            return "evolution cards go on your own species";
        return species(d.b) + " already has " + std::to_string(rules_->maxEvolutionsPerSpecies) +
               " evolution cards (B33)";
    case kPlaceCardKind:
    case kSkipPlaceKind:
        if (!(wrong = needPhase(Phase::PlaceCard, "placing")).empty())
            return placed_ && current_ >= 0 ? "one species is placed per turn (B34)" : wrong;
        if (d.kind == kSkipPlaceKind)
            return "placing is compulsory when possible (placeMandatory)";
        if (d.a < 0 || d.a >= kSpecies || seatOf(d.a) != current_)
            return "that is not one of your species";
        if (hand_[current_][d.a % kSpeciesPerSide] == 0)
            return "you hold no " + species(d.a) + " card";
        if (rules_->pieceLimit > 0 && pieces_[d.a] >= rules_->pieceLimit)
            return "every " + species(d.a) + " piece is on the board (pieceLimit)";
        return "there is no square to place " + species(d.a) + " on";
    case kPlaceEraKind:
        if (!(wrong = needPhase(Phase::PlaceEra, "choosing an era")).empty())
            return wrong;
        if (d.a != kPast && d.a != kPresent)
            return "the eras are 0 (past) and 1 (present)";
        if (!eraOk(d.a))
            return std::string("this turn acts in ") + eraWord(turnEra_) + " (oneEraPerTurn)";
        return "there is no square for " + species(chosenSpecies_) + " in " + eraWord(d.a);
    case kPlaceSquareKind:
        if (!(wrong = needPhase(Phase::PlaceSquare, "choosing a square")).empty())
            return wrong;
        if (!onBoard)
            return "that square is off the board";
        if (board_[chosenEra_][d.a] >= 0)
            return squareText(d.a) + " is taken (B13)";
        if (rules_->placeOn == PlaceOn::GreenSpots)
            return "species are placed on green spots (placeOn=greenSpots)";
        return "the piece goes next to one of your " + species(chosenSpecies_) +
               " (placeOn=adjacentOwn)";
    case kMoveFromKind:
    case kSkipMoveKind:
        if (!(wrong = needPhase(Phase::MoveFrom, "moving")).empty())
            return moved_ && current_ >= 0 ? "one piece moves per turn (B35)" : wrong;
        if (d.kind == kSkipMoveKind)
            return "moving is compulsory when possible (moveMandatory)";
        if (d.a != kPast && d.a != kPresent)
            return "the eras are 0 (past) and 1 (present)";
        if (d.b < 0 || d.b >= size_ * size_ || board_[d.a][d.b] < 0 ||
            seatOf(board_[d.a][d.b]) != current_)
            return "no piece of yours stands there";
        if (!eraOk(d.a))
            return std::string("this turn acts in ") + eraWord(turnEra_) + " (oneEraPerTurn)";
        return "that piece has no square to move to";
    case kMoveToKind: {
        if (!(wrong = needPhase(Phase::MoveTo, "choosing where to move")).empty())
            return wrong;
        if (!onBoard)
            return "that square is off the board";
        if (d.a == from_)
            return "a move ends on another square (R9)";
        if (board_[era_][d.a] >= 0 && seatOf(board_[era_][d.a]) == current_)
            return "your own piece stands there (B13)";
        return "out of reach: this piece moves up to " +
               std::to_string(moveAllowance(era_, from_)) + " through empty squares (B12, G14)";
    }
    case kStealKind:
    case kNoStealKind:
        if (!(wrong = needPhase(Phase::Steal, "stealing")).empty())
            return wrong;
        if (d.kind == kNoStealKind)
            return "noSteal takes no arguments";
        if (attachedCount_[stealTo_] >= rules_->maxEvolutionsPerSpecies)
            return species(stealTo_) + " already holds the most evolution cards";
        return species(stealFrom_) + " holds no such card";
    default:
        return {};
    }
}

std::string ButterflyEffectState::decisionToText(const Decision& d) const {
    const auto sq = [&](int s) {
        return "(" + std::to_string(s / size_ + 1) + "," + std::to_string(s % size_ + 1) + ")";
    };
    const auto sp = [&](int s) {
        return s >= 0 && s < kSpecies ? content_->species[s].name : std::string("?");
    };
    const auto evo = [&](int e) {
        return e >= 0 && e < content_->evolutionCount() ? content_->evolutions[e].name
                                                        : std::string("?");
    };
    switch (d.kind) {
    case kDrawKind:
        return playerLabel(d.a) + " draws " +
               (d.b < kSpeciesPerSide ? sp(sideOf(d.a) * kSpeciesPerSide + d.b)
                                      : evo(d.b - kSpeciesPerSide));
    case kFirstKind:
        return playerLabel(d.a) + " goes first";
    case kRollKind:
        return "roll " + std::to_string(d.a);
    case kSetupSpeciesKind:
        return "set up " + sp(d.a);
    case kSetupSquareKind:
        return "set up at " + sq(d.a);
    case kReproduceKind:
        return "reproduce: orientation " + std::to_string(d.a) + ", cell " +
               std::to_string(d.b + 1);
    case kExtraKind:
        return "extra piece at " + sq(d.a);
    case kDeclineExtraKind:
        return "no extra piece";
    case kEvolveKind:
        return "evolve " + sp(d.b) + " with " + evo(d.a);
    case kPassKind:
        return "no evolution";
    case kPlaceCardKind:
        return "play " + sp(d.a);
    case kPlaceEraKind:
        return std::string("in ") + eraWord(d.a);
    case kPlaceSquareKind:
        return "place at " + sq(d.a);
    case kSkipPlaceKind:
        return "place nothing";
    case kMoveFromKind:
        return std::string("move from ") + sq(d.b) + " in " + eraWord(d.a);
    case kMoveToKind:
        return "move to " + sq(d.a);
    case kSkipMoveKind:
        return "move nothing";
    case kDeathPatternKind:
        return "death pattern: orientation " + std::to_string(d.a) + ", cell " +
               std::to_string(d.b + 1);
    case kStealKind:
        return "steal " + evo(d.a) + " (" + playerLabel(d.b) + "'s card)";
    case kNoStealKind:
        return "steal nothing";
    default:
        return "unknown decision";
    }
}

} // namespace pb::butterfly_effect
