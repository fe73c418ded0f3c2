// What may be decided now: the legal list of every decision point, the chance
// outcomes, and the fast sampler. Everything here is const and allocation-free.

#include "games/butterfly_effect/butterfly_effect_state.h"

#include <algorithm>

namespace pb::butterfly_effect {

namespace {

constexpr int kMaxLegal = 2 * kMaxSquares + 16;

// The pattern cell (r, c) turned by `orientation` (0-3: quarter turns
// clockwise as the board is drawn, row 0 at the top, so (r, c) -> (c, -r);
// 4-7: the left-right mirror image, then turned).
void orient(int orientation, int& r, int& c) {
    if (orientation >= 4)
        c = -c;
    for (int k = 0; k < (orientation & 3); ++k) {
        const int t = r;
        r = c;
        c = -t;
    }
}

} // namespace

int ButterflyEffectState::neighbours(int square, bool eight, int* out) const {
    const int n = eight ? content_->allCount[square] : content_->orthCount[square];
    for (int i = 0; i < n; ++i)
        out[i] = content_->around[square][i];
    return n;
}

// G14 and Vines (G19 card 6): the move of the piece on `square` this move.
int ButterflyEffectState::moveAllowance(int era, int square) const {
    const int species = board_[era][square];
    const int seat = seatOf(species);
    int around[8];
    const int count = neighbours(square, false, around);
    int slow = 0;
    for (int i = 0; i < count; ++i) {
        const int other = board_[era][around[i]];
        if (other >= 0 && seatOf(other) != seat)
            slow = std::max(slow, effectSum(other, Effect::Vines));
    }
    return std::max(1, move(species) - slow);
}

// Breadth-first over steps of one square (R9: a shortest path never repeats
// a square): dist[sq] is the steps to reach sq, -1 if out of reach. Under
// passThrough a path crosses any piece; otherwise only empty squares, and it
// stops on an enemy (a battle there).
void ButterflyEffectState::reachable(int era, int square,
                                     std::array<std::int8_t, kMaxSquares>& dist) const {
    std::fill(dist.begin(), dist.begin() + size_ * size_, std::int8_t{-1});
    const int allowance = moveAllowance(era, square);
    const int seat = seatOf(board_[era][square]);
    std::array<std::int16_t, kMaxSquares> queue;
    int head = 0, tail = 0;
    dist[square] = 0;
    queue[tail++] = static_cast<std::int16_t>(square);
    while (head < tail) {
        const int at = queue[head++];
        if (dist[at] >= allowance)
            continue;
        if (at != square && board_[era][at] >= 0 && !rules_->passThrough)
            continue;
        int around[8];
        const int count = neighbours(at, rules_->eightNeighbours, around);
        for (int i = 0; i < count; ++i) {
            const int next = around[i];
            if (dist[next] >= 0)
                continue;
            const int there = board_[era][next];
            if (there >= 0 && seatOf(there) == seat && !rules_->passThrough)
                continue;
            dist[next] = static_cast<std::int8_t>(dist[at] + 1);
            queue[tail++] = static_cast<std::int16_t>(next);
        }
    }
}

bool ButterflyEffectState::canMovePiece(int era, int square) const {
    const int species = board_[era][square];
    if (species < 0 || seatOf(species) != current_ || !eraOk(era))
        return false;
    const int seat = current_;
    if (!rules_->passThrough) {
        const int count =
            rules_->eightNeighbours ? content_->allCount[square] : content_->orthCount[square];
        const auto& around = content_->around[square];
        for (int i = 0; i < count; ++i) {
            const int there = board_[era][around[i]];
            if (there < 0 || seatOf(there) != seat)
                return true;
        }
        return false;
    }
    std::array<std::int8_t, kMaxSquares> dist;
    reachable(era, square, dist);
    for (int sq = 0; sq < size_ * size_; ++sq)
        if (dist[sq] > 0 && (board_[era][sq] < 0 || seatOf(board_[era][sq]) != seat))
            return true;
    return false;
}

bool ButterflyEffectState::canMove() const {
    for (int era = 0; era < kEras; ++era)
        for (int sq = 0; sq < size_ * size_; ++sq)
            if (board_[era][sq] >= 0 && canMovePiece(era, sq))
                return true;
    return false;
}

// G4 (and B28, G24 in the set-up): where `species` may be placed.
bool ButterflyEffectState::placeSquareOk(int species, int era, int square) const {
    if (square < 0 || square >= size_ * size_ || board_[era][square] >= 0)
        return false;
    if (current_ < 0) {
        if (era != kPresent || !content_->green[kPresent][square])
            return false;
        if (!rules_->ownHalfSetup)
            return true;
        const int row = square / size_;
        return species < kSpeciesPerSide ? row < size_ / 2 : row >= size_ - size_ / 2;
    }
    switch (rules_->placeOn) {
    case PlaceOn::GreenSpots:
        return content_->green[era][square];
    case PlaceOn::AnyEmpty:
        return true;
    case PlaceOn::AdjacentOwn: {
        int around[8];
        const int count = neighbours(square, false, around);
        for (int i = 0; i < count; ++i)
            if (board_[era][around[i]] == species)
                return true;
        return false;
    }
    }
    return false;
}

bool ButterflyEffectState::canPlaceIn(int species, int era) const {
    if (!eraOk(era))
        return false;
    if (current_ < 0 || rules_->placeOn == PlaceOn::GreenSpots) {
        for (int i = 0; i < content_->greenCount[era]; ++i)
            if (placeSquareOk(species, era, content_->greenSquares[era][i]))
                return true;
        return false;
    }
    for (int sq = 0; sq < size_ * size_; ++sq)
        if (placeSquareOk(species, era, sq))
            return true;
    return false;
}

bool ButterflyEffectState::canPlaceSpecies(int species) const {
    if (species < 0 || species >= kSpecies)
        return false;
    if (current_ < 0) {
        if (setupPlaced_[seatOf(species)] >> (species % kSpeciesPerSide) & 1)
            return false;
        return canPlaceIn(species, kPresent);
    }
    if (seatOf(species) != current_ || hand_[current_][species % kSpeciesPerSide] == 0)
        return false;
    if (rules_->pieceLimit > 0 && pieces_[species] >= rules_->pieceLimit)
        return false;
    return canPlaceIn(species, kPast) || canPlaceIn(species, kPresent);
}

bool ButterflyEffectState::evolveOk(int evolution, int species) const {
    if (evolution < 0 || evolution >= content_->evolutionCount() || species < 0 ||
        species >= kSpecies || seatOf(species) != current_)
        return false;
    return hand_[current_][kSpeciesPerSide + evolution] > 0 &&
           attachedCount_[species] < rules_->maxEvolutionsPerSpecies;
}

bool ButterflyEffectState::canEvolve() const {
    for (int e = 0; e < content_->evolutionCount(); ++e)
        for (int k = 0; k < kSpeciesPerSide; ++k)
            if (evolveOk(e, sideOf(current_) * kSpeciesPerSide + k))
                return true;
    return false;
}

int ButterflyEffectState::patternSpecies() const {
    return phase_ == Phase::Reproduce ? pendingSpecies_[chooser_] : patternSpecies_;
}

int ButterflyEffectState::patternAnchor() const {
    return phase_ == Phase::Reproduce ? pending_[chooser_] : anchor_;
}

std::vector<int> ButterflyEffectState::patternCover(int orientation, int cell) const {
    std::vector<int> cover;
    std::array<std::uint64_t, 2> squares;
    if ((phase_ != Phase::Reproduce && phase_ != Phase::DeathPattern) ||
        !patternSquares(orientation, cell, squares))
        return cover;
    for (int sq = 0; sq < size_ * size_; ++sq)
        if (squares[sq >> 6] >> (sq & 63) & 1)
            cover.push_back(sq);
    return cover;
}

// The squares of one way to lay the pattern (R2: off-board cells dropped);
// false for a choice out of range.
bool ButterflyEffectState::patternSquares(int orientation, int cell,
                                          std::array<std::uint64_t, 2>& out) const {
    out = {0, 0};
    const int species = patternSpecies();
    const bool death = phase_ == Phase::DeathPattern;
    const int anchor = patternAnchor();
    if (species < 0 || anchor < 0)
        return false;
    const SpeciesCard& card = content_->species[species];
    // Deep Roots (G19 card 8): the death pattern is the one matching square.
    const int cells = death && hasEffect(species, Effect::DeepRoots) ? 1 : card.cells;
    if (orientation < 0 || orientation >= (rules_->reflections ? 8 : 4) || cell < 0 ||
        cell >= cells)
        return false;
    int ar = card.dr[cell], ac = card.dc[cell];
    orient(orientation, ar, ac);
    const int r0 = anchor / size_, c0 = anchor % size_;
    for (int j = 0; j < cells; ++j) {
        int r = card.dr[j], c = card.dc[j];
        orient(orientation, r, c);
        const int rr = r0 + r - ar, cc = c0 + c - ac;
        if (rr < 0 || rr >= size_ || cc < 0 || cc >= size_)
            continue;
        const int sq = rr * size_ + cc;
        out[sq >> 6] |= std::uint64_t{1} << (sq & 63);
    }
    return true;
}

bool ButterflyEffectState::extraOk(int square) const {
    if (square < 0 || square >= size_ * size_ || board_[kPresent][square] >= 0)
        return false;
    if (rules_->pieceLimit > 0 && pieces_[patternSpecies_] >= rules_->pieceLimit)
        return false;
    int around[8];
    const int count = neighbours(square, false, around);
    for (int i = 0; i < count; ++i)
        if (grown_[around[i] >> 6] >> (around[i] & 63) & 1)
            return true;
    return false;
}

bool ButterflyEffectState::anyExtra() const {
    for (int sq = 0; sq < size_ * size_; ++sq)
        if (extraOk(sq))
            return true;
    return false;
}

bool ButterflyEffectState::stealOk(int evolution, int owner) const {
    if (stealFrom_ < 0 || attachedCount_[stealTo_] >= rules_->maxEvolutionsPerSpecies)
        return false;
    for (int i = 0; i < attachedCount_[stealFrom_]; ++i)
        if (attached_[stealFrom_][i].evolution == evolution &&
            attached_[stealFrom_][i].owner == owner)
            return true;
    return false;
}

bool ButterflyEffectState::anySteal() const {
    return stealFrom_ >= 0 && attachedCount_[stealFrom_] > 0 &&
           attachedCount_[stealTo_] < rules_->maxEvolutionsPerSpecies;
}

int ButterflyEffectState::listChance(Decision* out, double* probability) const {
    int n = 0;
    if (phase_ == Phase::Deal || phase_ == Phase::Draw) {
        int seat = current_;
        if (phase_ == Phase::Deal)
            seat = handCount_[0] < rules_->handSize && deckCount_[0] > 0 ? 0 : 1;
        for (int t = 0; t < kMaxCardTypes; ++t)
            if (deck_[seat][t] > 0) {
                if (probability)
                    probability[n] = static_cast<double>(deck_[seat][t]) / deckCount_[seat];
                out[n++] = {kDrawKind, static_cast<std::int16_t>(seat),
                            static_cast<std::int16_t>(t), 0};
            }
    } else if (phase_ == Phase::FirstPlayer) {
        for (int seat = 0; seat < kSeats; ++seat) {
            if (probability)
                probability[n] = 0.5;
            out[n++] = {kFirstKind, static_cast<std::int16_t>(seat), 0, 0};
        }
    } else {
        for (int face = 1; face <= rules_->dieSides; ++face) {
            if (probability)
                probability[n] = 1.0 / rules_->dieSides;
            out[n++] = {kRollKind, static_cast<std::int16_t>(face), 0, 0};
        }
    }
    return n;
}

int ButterflyEffectState::listLegal(Decision* out) const {
    if (actor_ == kTerminalActor)
        return 0;
    if (actor_ == kChanceActor)
        return listChance(out, nullptr);
    int n = 0;
    const int cells = size_ * size_;
    const auto add = [&](int kind, int a = 0, int b = 0) {
        out[n++] = {static_cast<std::uint16_t>(kind), static_cast<std::int16_t>(a),
                    static_cast<std::int16_t>(b), 0};
    };
    const int side = sideOf(actor_) * kSpeciesPerSide;
    switch (phase_) {
    case Phase::SetupSpecies:
        for (int k = 0; k < kSpeciesPerSide; ++k)
            if (canPlaceSpecies(side + k))
                add(kSetupSpeciesKind, side + k);
        break;
    case Phase::SetupSquare:
    case Phase::PlaceSquare: {
        const int era = phase_ == Phase::SetupSquare ? kPresent : chosenEra_;
        const int kind = phase_ == Phase::SetupSquare ? kSetupSquareKind : kPlaceSquareKind;
        if (current_ < 0 || rules_->placeOn == PlaceOn::GreenSpots) {
            for (int i = 0; i < content_->greenCount[era]; ++i)
                if (placeSquareOk(chosenSpecies_, era, content_->greenSquares[era][i]))
                    add(kind, content_->greenSquares[era][i]);
            break;
        }
        for (int sq = 0; sq < cells; ++sq)
            if (placeSquareOk(chosenSpecies_, era, sq))
                add(kind, sq);
        break;
    }
    case Phase::Reproduce:
    case Phase::DeathPattern: {
        // R3: one choice per distinct set of squares, the first in (a, b) order.
        const int kind = phase_ == Phase::Reproduce ? kReproduceKind : kDeathPatternKind;
        std::array<std::array<std::uint64_t, 2>, kOrientations * kMaxPatternCells> seen;
        int distinct = 0;
        for (int o = 0; o < kOrientations; ++o)
            for (int cell = 0; cell < kMaxPatternCells; ++cell) {
                std::array<std::uint64_t, 2> squares;
                if (!patternSquares(o, cell, squares))
                    continue;
                bool repeat = false;
                for (int i = 0; i < distinct && !repeat; ++i)
                    repeat = seen[i] == squares;
                if (repeat)
                    continue;
                seen[distinct++] = squares;
                add(kind, o, cell);
            }
        break;
    }
    case Phase::Extra:
        for (int sq = 0; sq < cells; ++sq)
            if (extraOk(sq))
                add(kExtraKind, sq);
        add(kDeclineExtraKind);
        break;
    case Phase::Evolve:
        for (int e = 0; e < content_->evolutionCount(); ++e)
            for (int k = 0; k < kSpeciesPerSide; ++k)
                if (evolveOk(e, side + k))
                    add(kEvolveKind, e, side + k);
        add(kPassKind);
        break;
    case Phase::PlaceCard:
        for (int k = 0; k < kSpeciesPerSide; ++k)
            if (canPlaceSpecies(side + k))
                add(kPlaceCardKind, side + k);
        if (!rules_->placeMandatory)
            add(kSkipPlaceKind);
        break;
    case Phase::PlaceEra:
        for (int era = 0; era < kEras; ++era)
            if (canPlaceIn(chosenSpecies_, era))
                add(kPlaceEraKind, era);
        break;
    case Phase::MoveFrom:
        for (int era = 0; era < kEras; ++era)
            for (int sq = 0; sq < cells; ++sq)
                if (board_[era][sq] >= 0 && canMovePiece(era, sq))
                    add(kMoveFromKind, era, sq);
        if (!rules_->moveMandatory)
            add(kSkipMoveKind);
        break;
    case Phase::MoveTo: {
        std::array<std::int8_t, kMaxSquares> dist;
        reachable(era_, from_, dist);
        for (int sq = 0; sq < cells; ++sq) {
            const int there = board_[era_][sq];
            if (dist[sq] > 0 && (there < 0 || seatOf(there) != current_))
                add(kMoveToKind, sq);
        }
        break;
    }
    case Phase::Steal: {
        if (attachedCount_[stealTo_] < rules_->maxEvolutionsPerSpecies) {
            std::array<Decision, kMaxAttached> cards;
            int m = 0;
            for (int i = 0; i < attachedCount_[stealFrom_]; ++i) {
                const Decision d{kStealKind,
                                 static_cast<std::int16_t>(attached_[stealFrom_][i].evolution),
                                 static_cast<std::int16_t>(attached_[stealFrom_][i].owner), 0};
                if (std::find(cards.begin(), cards.begin() + m, d) == cards.begin() + m)
                    cards[m++] = d;
            }
            // Insertion sort by (a, b): at most kMaxAttached cards.
            for (int x = 1; x < m; ++x)
                for (int y = x;
                     y > 0 && (cards[y].a < cards[y - 1].a ||
                               (cards[y].a == cards[y - 1].a && cards[y].b < cards[y - 1].b));
                     --y)
                    std::swap(cards[y], cards[y - 1]);
            for (int i = 0; i < m; ++i)
                out[n++] = cards[i];
        }
        add(kNoStealKind);
        break;
    }
    default:
        break;
    }
    return n;
}

void ButterflyEffectState::legalDecisions(std::vector<Decision>& out) const {
    std::array<Decision, kMaxLegal> list;
    const int n = listLegal(list.data());
    out.assign(list.begin(), list.begin() + n);
}

void ButterflyEffectState::chanceOutcomes(std::vector<ChanceOutcome>& out) const {
    out.clear();
    if (actor_ != kChanceActor)
        return;
    std::array<Decision, kMaxLegal> list;
    std::array<double, kMaxLegal> p;
    const int n = listChance(list.data(), p.data());
    for (int i = 0; i < n; ++i)
        out.push_back({list[i], p[i]});
}

Decision ButterflyEffectState::sampleUniformLegal(Rng& rng) const {
    std::array<Decision, kMaxLegal> list;
    const int n = listLegal(list.data());
    return n == 0 ? Decision{} : list[rng.below(static_cast<std::uint32_t>(n))];
}

Decision ButterflyEffectState::sampleChance(Rng& rng) const {
    if (phase_ == Phase::Deal || phase_ == Phase::Draw) {
        const int seat = phase_ == Phase::Draw                                   ? current_
                         : handCount_[0] < rules_->handSize && deckCount_[0] > 0 ? 0
                                                                                 : 1;
        int pick = static_cast<int>(rng.below(deckCount_[seat]));
        for (int t = 0; t < kMaxCardTypes; ++t) {
            pick -= deck_[seat][t];
            if (pick < 0)
                return {kDrawKind, static_cast<std::int16_t>(seat), static_cast<std::int16_t>(t),
                        0};
        }
    }
    if (phase_ == Phase::FirstPlayer)
        return {kFirstKind, static_cast<std::int16_t>(rng.below(2)), 0, 0};
    return {kRollKind,
            static_cast<std::int16_t>(1 + rng.below(static_cast<std::uint32_t>(rules_->dieSides))),
            0, 0};
}

bool ButterflyEffectState::isLegal(const Decision& d) const {
    if (d.kind >= kDecisionKindCount || d.c != 0)
        return false;
    std::array<Decision, kMaxLegal> list;
    const int n = listLegal(list.data());
    return std::find(list.begin(), list.begin() + n, d) != list.begin() + n;
}

std::string ButterflyEffectState::whyIllegal(const Decision& d) const {
    if (isLegal(d))
        return {};
    std::string why = whyNot(d);
    return why.empty() ? "that is not a legal decision now" : why;
}

} // namespace pb::butterfly_effect
