#include "butterfly_effect_board_presenter.h"

#include "board_tiles_model.h"
#include "engine/decision.h"
#include "games/butterfly_effect/butterfly_effect_state.h"

#include <QStringList>
#include <QVariantList>

namespace pb::gui {

using namespace pb::butterfly_effect;
using P = ButterflyEffectBoardPresenter;

namespace {

const ButterflyEffectState& asButterfly(const pb::State& state) {
    return static_cast<const ButterflyEffectState&>(state);
}

QString nameOf(const Content& content, int species) {
    return species >= 0 && species < kSpecies
               ? QString::fromStdString(content.species[static_cast<std::size_t>(species)].name)
               : QString();
}

QString evolutionName(const Content& content, int evolution) {
    return evolution >= 0 && evolution < content.evolutionCount()
               ? QString::fromStdString(
                     content.evolutions[static_cast<std::size_t>(evolution)].name)
               : QString();
}

// Strength as the battle counts it: base and strength cards, plus the attack or
// defence cards of the side it fights on.
int battleStrength(const ButterflyEffectState& s, int species, bool attacking) {
    return s.strength(species) +
           s.effectSum(species, attacking ? Effect::AttackStrength : Effect::DefenceStrength);
}

QString seatSide(const ButterflyEffectState& s, int seat) {
    //: the animals' player of Butterfly Effect (Bastet, the cat goddess)
    return s.sideOf(seat) == 0 ? ButterflyEffectBoardPresenter::tr("Bastet, the animals")
                               //: the plants' player of Butterfly Effect (Osiris)
                               : ButterflyEffectBoardPresenter::tr("Osiris, the plants");
}

QVariantMap cardMap(const Content& content, int seat, int side, int type) {
    QVariantMap card{{QStringLiteral("type"), type},
                     {QStringLiteral("faceUp"), true},
                     {QStringLiteral("target"), P::handTarget(seat, type)}};
    if (type < kSpeciesPerSide) {
        const int species = side * kSpeciesPerSide + type;
        const SpeciesCard& sp = content.species[static_cast<std::size_t>(species)];
        card.insert(QStringLiteral("kind"), QStringLiteral("species"));
        card.insert(QStringLiteral("species"), species);
        card.insert(QStringLiteral("name"), nameOf(content, species));
        //: a species card: %1 strength, %2 move
        card.insert(QStringLiteral("detail"),
                    ButterflyEffectBoardPresenter::tr("strength %1, move %2")
                        .arg(sp.strength)
                        .arg(sp.move));
    } else {
        const int e = type - kSpeciesPerSide;
        const EvolutionCard& ev = content.evolutions[static_cast<std::size_t>(e)];
        card.insert(QStringLiteral("kind"), QStringLiteral("evolution"));
        card.insert(QStringLiteral("species"), -1);
        card.insert(QStringLiteral("name"), evolutionName(content, e));
        card.insert(QStringLiteral("detail"), P::effectText(static_cast<int>(ev.effect), ev.value));
    }
    return card;
}

QVariantMap cardBack() {
    return {{QStringLiteral("type"), -1},
            {QStringLiteral("kind"), QString()},
            {QStringLiteral("species"), -1},
            {QStringLiteral("name"), ButterflyEffectBoardPresenter::tr("hidden card")},
            {QStringLiteral("detail"), QString()},
            {QStringLiteral("faceUp"), false},
            {QStringLiteral("target"), -1}};
}

QVariantList playersOf(const ButterflyEffectState& s, int viewerSeat) {
    const Content& content = s.content();
    QVariantList out;
    for (int seat = 0; seat < kSeats; ++seat) {
        const int side = s.sideOf(seat);
        QVariantList cards;
        const bool open = ButterflyEffectState::seesHand(viewerSeat, seat);
        int hidden = 0;
        if (open) {
            for (int type = 0; type < kSpeciesPerSide + content.evolutionCount(); ++type)
                for (int n = 0; n < s.inHand(seat, type); ++n)
                    cards.append(cardMap(content, seat, side, type));
        } else {
            hidden = s.handCount(seat);
            for (int n = 0; n < hidden; ++n)
                cards.append(cardBack());
        }
        out.append(QVariantMap{{QStringLiteral("seat"), seat},
                               {QStringLiteral("label"), BoardPresenter::seatLabel(seat)},
                               {QStringLiteral("side"), seatSide(s, seat)},
                               {QStringLiteral("animals"), side == 0},
                               {QStringLiteral("cards"), cards},
                               {QStringLiteral("handCount"), static_cast<int>(cards.size())},
                               {QStringLiteral("hiddenCount"), hidden},
                               {QStringLiteral("handOpen"), open},
                               {QStringLiteral("deckCount"), s.deckCount(seat)},
                               {QStringLiteral("streak"), s.streak(seat)},
                               {QStringLiteral("current"), seat == s.player()},
                               {QStringLiteral("acting"), seat == s.currentActor()}});
    }
    return out;
}

QVariantList speciesOf(const ButterflyEffectState& s) {
    const Content& content = s.content();
    QVariantList out;
    for (int sp = 0; sp < kSpecies; ++sp) {
        const SpeciesCard& card = content.species[static_cast<std::size_t>(sp)];
        QVariantList attached;
        for (const Attached& a : s.attached(sp)) {
            const int e = a.evolution;
            const EvolutionCard& ev = content.evolutions[static_cast<std::size_t>(e)];
            attached.append(QVariantMap{
                {QStringLiteral("evolution"), e},
                {QStringLiteral("name"), evolutionName(content, e)},
                {QStringLiteral("detail"), P::effectText(static_cast<int>(ev.effect), ev.value)},
                {QStringLiteral("owner"), static_cast<int>(a.owner)},
                {QStringLiteral("target"), P::attachedTarget(sp, e)}});
        }
        QStringList pattern;
        for (const std::string& row : card.pattern)
            pattern.append(QString::fromStdString(row));
        int past = 0, present = 0;
        for (int sq = 0; sq < content.size * content.size; ++sq) {
            past += s.pieceAt(kPast, sq) == sp;
            present += s.pieceAt(kPresent, sq) == sp;
        }
        out.append(QVariantMap{{QStringLiteral("species"), sp},
                               {QStringLiteral("name"), nameOf(content, sp)},
                               {QStringLiteral("seat"), s.seatOf(sp)},
                               {QStringLiteral("animal"), sp < kSpeciesPerSide},
                               {QStringLiteral("strength"), s.strength(sp)},
                               {QStringLiteral("baseStrength"), card.strength},
                               {QStringLiteral("move"), s.move(sp)},
                               {QStringLiteral("health"), card.health},
                               {QStringLiteral("piecesPast"), past},
                               {QStringLiteral("piecesPresent"), present},
                               {QStringLiteral("pattern"), pattern},
                               {QStringLiteral("attached"), attached},
                               {QStringLiteral("target"), P::speciesTarget(sp)}});
    }
    return out;
}

// The ripples: reproductions still to come and the death pattern being laid,
// on the present squares where they will land.
QVariantList ripplesOf(const ButterflyEffectState& s) {
    const Content& content = s.content();
    const int size = content.size;
    QVariantList out;
    for (int seat = 0; seat < kSeats; ++seat) {
        const int square = s.pendingSquare(seat);
        const int species = s.pendingSpecies(seat);
        if (square < 0 || species < 0)
            continue;
        out.append(
            QVariantMap{{QStringLiteral("kind"), QStringLiteral("reproduce")},
                        {QStringLiteral("seat"), seat},
                        {QStringLiteral("species"), species},
                        {QStringLiteral("from"), P::squareTarget(kPast, square)},
                        {QStringLiteral("target"), P::squareTarget(kPresent, square)},
                        //: %1 a species, %2 a square as the board's edges label it (C4)
                        {QStringLiteral("text"),
                         ButterflyEffectBoardPresenter::tr("%1 will reproduce in the present at %2")
                             .arg(nameOf(content, species), P::squareName(square, size))}});
    }
    if (s.phase() == Phase::DeathPattern) {
        const int square = s.patternAnchor();
        const int species = s.patternSpecies();
        if (square >= 0 && species >= 0)
            out.append(QVariantMap{
                {QStringLiteral("kind"), QStringLiteral("death")},
                {QStringLiteral("seat"), s.seatOf(species)},
                {QStringLiteral("species"), species},
                {QStringLiteral("from"), P::squareTarget(kPast, square)},
                {QStringLiteral("target"), P::squareTarget(kPresent, square)},
                //: %1 a species, %2 a square as the board's edges label it (C4)
                {QStringLiteral("text"),
                 ButterflyEffectBoardPresenter::tr("%1's death ripples into the present at %2")
                     .arg(nameOf(content, species), P::squareName(square, size))}});
    }
    return out;
}

// Each legal way to lay the pattern being chosen, with the squares it covers.
QVariantList patternChoicesOf(const ButterflyEffectState& s) {
    QVariantList out;
    if (s.phase() != Phase::Reproduce && s.phase() != Phase::DeathPattern)
        return out;
    const bool death = s.phase() == Phase::DeathPattern;
    const bool both = death && s.rules().deathOnBothBoards;
    std::vector<pb::Decision> legal;
    s.legalDecisions(legal);
    int number = 0;
    for (const pb::Decision& d : legal) {
        if (d.kind != kReproduceKind && d.kind != kDeathPatternKind)
            continue;
        QVariantList squares;
        for (int sq : s.patternCover(d.a, d.b)) {
            squares.append(P::squareTarget(kPresent, sq));
            if (both)
                squares.append(P::squareTarget(kPast, sq));
        }
        out.append(QVariantMap{{QStringLiteral("number"), ++number},
                               {QStringLiteral("target"), P::patternTarget(d.a, d.b)},
                               {QStringLiteral("orientation"), d.a},
                               {QStringLiteral("cell"), d.b},
                               {QStringLiteral("death"), death},
                               {QStringLiteral("squares"), squares}});
    }
    return out;
}

// A battle: who fought whom where, both dice and totals (0: not rolled yet).
QVariantMap battleMap(const ButterflyEffectState& s, int era, int from, int to, int attacker,
                      int defender, int attackDie, int defenceDie) {
    const Content& content = s.content();
    const bool health = s.rules().battleRule == BattleRule::Health;
    // Under the health rule the attacker's die alone meets the defender's health.
    const int aStrength = health ? 0 : battleStrength(s, attacker, true);
    const int dStrength = battleStrength(s, defender, false);
    const int dHealth = content.species[static_cast<std::size_t>(defender)].health;
    const bool decided = attackDie > 0 && (health || defenceDie > 0);
    const bool attackerWins =
        health ? attackDie >= dHealth : attackDie + aStrength > defenceDie + dStrength;
    QString result;
    if (decided)
        result = attackerWins ? ButterflyEffectBoardPresenter::tr("%1 wins the battle")
                                    .arg(nameOf(content, attacker))
                              //: %1 the defending species
                              : ButterflyEffectBoardPresenter::tr("%1 holds its square")
                                    .arg(nameOf(content, defender));
    return {{QStringLiteral("era"), era},
            {QStringLiteral("eraName"), P::eraName(era)},
            {QStringLiteral("from"), P::squareTarget(era, from)},
            {QStringLiteral("to"), P::squareTarget(era, to)},
            {QStringLiteral("attacker"), nameOf(content, attacker)},
            {QStringLiteral("attackerSpecies"), attacker},
            {QStringLiteral("attackerSeat"), s.seatOf(attacker)},
            {QStringLiteral("defender"), nameOf(content, defender)},
            {QStringLiteral("defenderSpecies"), defender},
            {QStringLiteral("defenderSeat"), s.seatOf(defender)},
            {QStringLiteral("healthRule"), health},
            {QStringLiteral("attackDie"), attackDie},
            {QStringLiteral("defenceDie"), defenceDie},
            {QStringLiteral("attackStrength"), aStrength},
            {QStringLiteral("defenceStrength"), health ? dHealth : dStrength},
            {QStringLiteral("attackTotal"), attackDie > 0 ? attackDie + aStrength : 0},
            {QStringLiteral("defenceTotal"), defenceDie > 0 ? defenceDie + dStrength : 0},
            {QStringLiteral("decided"), decided},
            {QStringLiteral("attackerWins"), decided && attackerWins},
            {QStringLiteral("result"), result}};
}

bool inBattle(Phase phase) {
    return phase == Phase::AttackRoll || phase == Phase::DefenceRoll ||
           phase == Phase::CamouflageRoll;
}

// The battle of state `s` while its dice are rolled (empty otherwise).
QVariantMap battleNow(const ButterflyEffectState& s) {
    if (!inBattle(s.phase()))
        return {};
    const int era = s.moveEra(), from = s.moveFrom(), to = s.moveTo();
    if (era < 0 || from < 0 || to < 0 || s.pieceAt(era, from) < 0 || s.pieceAt(era, to) < 0)
        return {};
    const bool attackRolled = s.phase() != Phase::AttackRoll;
    const bool defenceRolled =
        s.phase() == Phase::CamouflageRoll && s.rules().battleRule == BattleRule::Opposed;
    return battleMap(s, era, from, to, s.pieceAt(era, from), s.pieceAt(era, to),
                     attackRolled ? s.attackDie() : 0, defenceRolled ? s.defenceDie() : 0);
}

// The last battle of `history` with both rolls: from the state that rolled the
// attacker's die, the dice as the following states show them.
QVariantMap lastBattle(const StateHistory& history) {
    for (std::size_t i = history.size(); i-- > 0;) {
        const auto& s = asButterfly(*history[i]);
        if (s.phase() != Phase::AttackRoll)
            continue;
        const int era = s.moveEra(), from = s.moveFrom(), to = s.moveTo();
        if (era < 0 || from < 0 || to < 0 || s.pieceAt(era, from) < 0 || s.pieceAt(era, to) < 0)
            return {};
        int attackDie = 0, defenceDie = 0;
        const bool opposed = s.rules().battleRule == BattleRule::Opposed;
        if (i + 1 < history.size())
            attackDie = asButterfly(*history[i + 1]).attackDie();
        if (opposed && i + 2 < history.size() &&
            asButterfly(*history[i + 1]).phase() == Phase::DefenceRoll)
            defenceDie = asButterfly(*history[i + 2]).defenceDie();
        QVariantMap battle = battleMap(s, era, from, to, s.pieceAt(era, from), s.pieceAt(era, to),
                                       attackDie, defenceDie);
        battle.insert(QStringLiteral("turn"), s.turnsCompleted() + 1);
        return battle;
    }
    return {};
}

// What the actor is asked to do now, in one short sentence.
QString promptOf(const ButterflyEffectState& s) {
    const Content& content = s.content();
    const int actor = s.currentActor();
    if (s.phase() == Phase::Over) {
        if (s.winner() >= 0)
            //: %1 a player (P1)
            return ButterflyEffectBoardPresenter::tr(
                       "%1 wins: a city held in each era long enough.")
                .arg(BoardPresenter::seatLabel(s.winner()));
        return s.turnLimitReached()
                   ? ButterflyEffectBoardPresenter::tr("A draw: the turn limit was reached.")
                   : ButterflyEffectBoardPresenter::tr("A draw.");
    }
    switch (s.phase()) {
    case Phase::Deal:
        return ButterflyEffectBoardPresenter::tr("Dealing the hands.");
    case Phase::FirstPlayer:
        return ButterflyEffectBoardPresenter::tr("Drawing who goes first.");
    case Phase::Draw:
        return ButterflyEffectBoardPresenter::tr("Drawing up to the hand size.");
    case Phase::AttackRoll:
        return ButterflyEffectBoardPresenter::tr("Battle: the attacker rolls.");
    case Phase::DefenceRoll:
        return ButterflyEffectBoardPresenter::tr("Battle: the defender rolls.");
    case Phase::CamouflageRoll:
        return ButterflyEffectBoardPresenter::tr("Camouflage: the beaten defender rolls to hide.");
    default:
        break;
    }
    const QString who = BoardPresenter::seatLabel(actor);
    switch (s.phase()) {
    case Phase::SetupSpecies:
        //: %1 a player (P1)
        return ButterflyEffectBoardPresenter::tr("%1: choose a species to set up.").arg(who);
    case Phase::SetupSquare:
        return ButterflyEffectBoardPresenter::tr("%1: set it up on a green spot of the present.")
            .arg(who);
    case Phase::Reproduce:
        return ButterflyEffectBoardPresenter::tr("%1: lay the reproduction pattern in the present.")
            .arg(who);
    case Phase::Extra:
        return ButterflyEffectBoardPresenter::tr(
                   "%1: Fertility: place an extra piece next to the new ones.")
            .arg(who);
    case Phase::Evolve:
        return ButterflyEffectBoardPresenter::tr(
                   "%1: play an evolution card on a species, or pass.")
            .arg(who);
    case Phase::PlaceCard:
        return ButterflyEffectBoardPresenter::tr("%1: play a species card from the hand.").arg(who);
    case Phase::PlaceEra:
        return ButterflyEffectBoardPresenter::tr("%1: place it in the past or the present.")
            .arg(who);
    case Phase::PlaceSquare:
        //: %1 a player (P1), %2 an era ("the past")
        return ButterflyEffectBoardPresenter::tr("%1: choose a square in %2.")
            .arg(who, P::eraName(s.chosenEra()));
    case Phase::MoveFrom:
        return ButterflyEffectBoardPresenter::tr("%1: choose a piece to move.").arg(who);
    case Phase::MoveTo:
        return ButterflyEffectBoardPresenter::tr("%1: choose where it moves.").arg(who);
    case Phase::DeathPattern:
        //: %1 a player (P1), %2 a species
        return ButterflyEffectBoardPresenter::tr("%1: lay %2's death pattern in the present.")
            .arg(who, nameOf(content, s.patternSpecies()));
    case Phase::Steal:
        return ButterflyEffectBoardPresenter::tr(
                   "%1: take an evolution card from the beaten species, or none.")
            .arg(who);
    default:
        return who;
    }
}

QVariantList erasOf(const ButterflyEffectState& s, const QVariantList& ripples) {
    const Content& content = s.content();
    const int size = content.size;
    QVariantList eras;
    for (int era = 0; era < kEras; ++era) {
        QVariantList squares;
        for (int sq = 0; sq < size * size; ++sq) {
            const int species = s.pieceAt(era, sq);
            const int city =
                content.city[static_cast<std::size_t>(era)][static_cast<std::size_t>(sq)];
            QString ripple;
            int rippleSeat = -1;
            const int target = P::squareTarget(era, sq);
            for (const QVariant& r : ripples) {
                const QVariantMap m = r.toMap();
                if (m.value(QStringLiteral("target")).toInt() == target) {
                    ripple = m.value(QStringLiteral("kind")).toString();
                    rippleSeat = m.value(QStringLiteral("seat")).toInt();
                } else if (m.value(QStringLiteral("from")).toInt() == target &&
                           m.value(QStringLiteral("kind")).toString() ==
                               QLatin1String("reproduce")) {
                    ripple = QStringLiteral("source");
                    rippleSeat = m.value(QStringLiteral("seat")).toInt();
                }
            }
            squares.append(QVariantMap{
                {QStringLiteral("target"), target},
                {QStringLiteral("row"), sq / size},
                {QStringLiteral("column"), sq % size},
                {QStringLiteral("name"), P::squareName(sq, size)},
                {QStringLiteral("green"),
                 content.green[static_cast<std::size_t>(era)][static_cast<std::size_t>(sq)]},
                {QStringLiteral("city"), city >= 0 ? city + 1 : 0},
                {QStringLiteral("holder"), city >= 0 ? s.cityHolder(era, sq) : -1},
                {QStringLiteral("species"), species},
                {QStringLiteral("seat"), species >= 0 ? s.seatOf(species) : -1},
                {QStringLiteral("initial"),
                 species >= 0 ? nameOf(content, species).left(2) : QString()},
                {QStringLiteral("ripple"), ripple},
                {QStringLiteral("rippleSeat"), rippleSeat}});
        }
        eras.append(QVariantMap{{QStringLiteral("era"), era},
                                {QStringLiteral("name"), P::eraName(era)},
                                {QStringLiteral("target"), P::eraTarget(era)},
                                {QStringLiteral("squares"), squares}});
    }
    return eras;
}

QVariantList citiesOf(const ButterflyEffectState& s) {
    const Content& content = s.content();
    QVariantList out;
    for (int era = 0; era < kEras; ++era)
        for (int i = 0; i < content.cityCount[static_cast<std::size_t>(era)]; ++i) {
            const int sq =
                content.citySquares[static_cast<std::size_t>(era)][static_cast<std::size_t>(i)];
            const int holder = s.cityHolder(era, sq);
            const int streak = holder >= 0 ? s.streak(holder) : 0;
            out.append(QVariantMap{
                {QStringLiteral("era"), era},
                {QStringLiteral("number"),
                 content.city[static_cast<std::size_t>(era)][static_cast<std::size_t>(sq)] + 1},
                {QStringLiteral("target"), P::squareTarget(era, sq)},
                {QStringLiteral("name"), P::squareName(sq, content.size)},
                {QStringLiteral("holder"), holder},
                {QStringLiteral("holderLabel"),
                 holder >= 0 ? BoardPresenter::seatLabel(holder) : QString()},
                // The holder's streak: turn ends it has held a city in each era.
                {QStringLiteral("turnEnds"), streak}});
        }
    return out;
}

} // namespace

QString ButterflyEffectBoardPresenter::squareName(int square, int size) {
    return QChar(QLatin1Char('A').unicode() + square % size) + QString::number(square / size + 1);
}

QString ButterflyEffectBoardPresenter::eraName(int era) {
    //: an era of Butterfly Effect's two boards
    return era == kPast ? tr("the past") : tr("the present");
}

QString ButterflyEffectBoardPresenter::effectText(int effect, int value) {
    switch (static_cast<Effect>(effect)) {
    case Effect::Strength:
        return tr("+%1 strength").arg(value);
    case Effect::DefenceStrength:
        return tr("+%1 strength when defending").arg(value);
    case Effect::AttackStrength:
        return tr("+%1 strength when attacking").arg(value);
    case Effect::Move:
        return tr("+%1 move").arg(value);
    case Effect::Camouflage:
        return tr("survives a lost defence on a roll of %1 or more").arg(value);
    case Effect::Vines:
        return tr("enemies next to it move %1 less").arg(value);
    case Effect::Fertility:
        return tr("%n extra piece(s) after reproducing", nullptr, value);
    case Effect::DeepRoots:
        return tr("its death pattern shrinks to one square");
    }
    return {};
}

void ButterflyEffectBoardPresenter::show(const pb::State& state, BoardTilesModel& tiles) const {
    (void)state;
    tiles.setBoard(0, {});
}

int ButterflyEffectBoardPresenter::decisionSquare(const pb::State& state,
                                                  const pb::Decision& d) const {
    const auto& s = asButterfly(state);
    const int actor = s.currentActor();
    switch (d.kind) {
    case kSetupSpeciesKind:
        return speciesTarget(d.a);
    case kSetupSquareKind:
    case kExtraKind:
        return squareTarget(kPresent, d.a);
    case kReproduceKind:
    case kDeathPatternKind:
        return patternTarget(d.a, d.b);
    case kEvolveKind:
        return actor >= 0 ? handTarget(actor, kSpeciesPerSide + d.a) : -1;
    case kPlaceCardKind:
        return actor >= 0 ? handTarget(actor, d.a % kSpeciesPerSide) : -1;
    case kPlaceEraKind:
        return eraTarget(d.a);
    case kPlaceSquareKind: {
        const int era = s.chosenEra();
        return era >= 0 ? squareTarget(era, d.a) : -1;
    }
    case kMoveFromKind:
        return squareTarget(d.a, d.b);
    case kMoveToKind: {
        const int era = s.moveEra();
        return era >= 0 ? squareTarget(era, d.a) : -1;
    }
    case kStealKind: {
        const int from = s.stealFrom();
        return from >= 0 ? attachedTarget(from, d.a) : -1;
    }
    default:
        return -1;
    }
}

// Keys: viewerSeat; size; eras [{era, name, target, squares [{target, row,
// column, name, green, city (number from 1, 0: none), holder (seat holding the
// city, -1), species (-1: empty), seat, initial, ripple ("", "reproduce",
// "death", "source": the past piece a reproduction comes from), rippleSeat}]}];
// species [{species, name, seat, animal, strength, baseStrength, move, health,
// piecesPast, piecesPresent, pattern [rows], attached [{evolution, name,
// detail, owner, target}], target}]; players [{seat, label, side, animals,
// cards [{type, kind, species, name, detail, faceUp, target}], handCount,
// hiddenCount, handOpen, deckCount, streak, current, acting}]; cities [{era,
// number, target, name, holder, holderLabel, turnEnds}]; holdTurnEnds;
// ripples [{kind, seat, species, from, target, text}]; patternChoices
// [{number, target, orientation, cell, death, squares [targets]}]; battle
// (the battle being rolled; empty when none) and lastBattle (describeHistory:
// the last battle with both rolls), each {era, eraName, from, to, attacker,
// attackerSpecies, attackerSeat, defender, defenderSpecies, defenderSeat,
// healthRule, attackDie, defenceDie, attackStrength, defenceStrength
// (health under the health rule), attackTotal, defenceTotal, decided,
// attackerWins, result}; phase, prompt, turn, over, resultText.
QVariantMap ButterflyEffectBoardPresenter::describe(const pb::State& state, int viewerSeat) const {
    const auto& s = asButterfly(state);
    const bool seated = viewerSeat >= 0 && viewerSeat < kSeats;
    const QVariantList ripples = ripplesOf(s);
    const bool over = s.isTerminal();
    return {{QStringLiteral("viewerSeat"), seated ? viewerSeat : -1},
            {QStringLiteral("size"), s.content().size},
            {QStringLiteral("eras"), erasOf(s, ripples)},
            {QStringLiteral("species"), speciesOf(s)},
            {QStringLiteral("players"), playersOf(s, seated ? viewerSeat : -1)},
            {QStringLiteral("cities"), citiesOf(s)},
            {QStringLiteral("holdTurnEnds"), s.rules().holdTurnEnds},
            {QStringLiteral("ripples"), ripples},
            {QStringLiteral("patternChoices"), patternChoicesOf(s)},
            {QStringLiteral("battle"), battleNow(s)},
            {QStringLiteral("lastBattle"), QVariantMap()},
            {QStringLiteral("phase"), QString::fromStdString(phaseName(s.phase()))},
            {QStringLiteral("prompt"), promptOf(s)},
            {QStringLiteral("turn"), s.turnsCompleted()},
            {QStringLiteral("over"), over},
            {QStringLiteral("resultText"), over ? promptOf(s) : QString()}};
}

QVariantMap ButterflyEffectBoardPresenter::describeHistory(const StateHistory& history,
                                                           int viewerSeat) const {
    if (history.empty())
        return {};
    QVariantMap board = describe(*history.back(), viewerSeat);
    board.insert(QStringLiteral("lastBattle"), lastBattle(history));
    return board;
}

QVariantMap ButterflyEffectBoardPresenter::playerPanel(const StateHistory& history,
                                                       int viewerSeat) const {
    if (history.empty())
        return {};
    const auto& s = asButterfly(*history.back());
    const bool seated = viewerSeat >= 0 && viewerSeat < kSeats;
    const QVariantList seats = playersOf(s, seated ? viewerSeat : -1);
    const QVariantList cities = citiesOf(s);
    QVariantList players;
    for (const QVariant& entry : seats) {
        const QVariantMap seat = entry.toMap();
        const int n = seat.value(QStringLiteral("seat")).toInt();
        QStringList facts;
        facts.append(seat.value(QStringLiteral("side")).toString());
        //: %1 cards in the hand, %2 cards in the deck
        facts.append(tr("hand %1, deck %2")
                         .arg(seat.value(QStringLiteral("handCount")).toInt())
                         .arg(seat.value(QStringLiteral("deckCount")).toInt()));
        QStringList held[kEras];
        for (const QVariant& c : cities) {
            const QVariantMap city = c.toMap();
            if (city.value(QStringLiteral("holder")).toInt() == n)
                held[city.value(QStringLiteral("era")).toInt()].append(
                    QString::number(city.value(QStringLiteral("number")).toInt()));
        }
        //: %1 the cities held in the past (numbers), %2 in the present; "-" for none
        facts.append(tr("cities held: past %1, present %2")
                         .arg(held[kPast].isEmpty() ? QStringLiteral("\u2013")
                                                    : held[kPast].join(QStringLiteral(", ")),
                              held[kPresent].isEmpty()
                                  ? QStringLiteral("\u2013")
                                  : held[kPresent].join(QStringLiteral(", "))));
        //: %1 turn ends held so far, %2 turn ends needed to win
        facts.append(tr("held both eras for %1 of %2 turn ends")
                         .arg(seat.value(QStringLiteral("streak")).toInt())
                         .arg(s.rules().holdTurnEnds));
        players.append(
            QVariantMap{{QStringLiteral("seat"), n},
                        {QStringLiteral("label"), seat.value(QStringLiteral("label"))},
                        {QStringLiteral("facts"), facts},
                        {QStringLiteral("out"), false},
                        {QStringLiteral("outText"), QString()},
                        {QStringLiteral("toMove"), seat.value(QStringLiteral("acting")).toBool()}});
    }
    QString summary;
    const QVariantMap battle = lastBattle(history);
    if (!battle.isEmpty() && battle.value(QStringLiteral("decided")).toBool()) {
        const QString attacker =
            tr("%1 (%2) %3 + %4 = %5")
                .arg(battle.value(QStringLiteral("attacker")).toString(),
                     seatLabel(battle.value(QStringLiteral("attackerSeat")).toInt()))
                .arg(battle.value(QStringLiteral("attackDie")).toInt())
                .arg(battle.value(QStringLiteral("attackStrength")).toInt())
                .arg(battle.value(QStringLiteral("attackTotal")).toInt());
        const QString defender =
            battle.value(QStringLiteral("healthRule")).toBool()
                //: the health rule: %1 a species, %2 a player, %3 its health
                ? tr("%1 (%2) health %3")
                      .arg(battle.value(QStringLiteral("defender")).toString(),
                           seatLabel(battle.value(QStringLiteral("defenderSeat")).toInt()))
                      .arg(battle.value(QStringLiteral("defenceStrength")).toInt())
                : tr("%1 (%2) %3 + %4 = %5")
                      .arg(battle.value(QStringLiteral("defender")).toString(),
                           seatLabel(battle.value(QStringLiteral("defenderSeat")).toInt()))
                      .arg(battle.value(QStringLiteral("defenceDie")).toInt())
                      .arg(battle.value(QStringLiteral("defenceStrength")).toInt())
                      .arg(battle.value(QStringLiteral("defenceTotal")).toInt());
        //: %1 the turn, %2 the era, %3 the attacker and its roll, %4 the defender's, %5 the result
        summary = tr("Last battle (turn %1, %2): %3 against %4: %5.")
                      .arg(battle.value(QStringLiteral("turn")).toInt())
                      .arg(battle.value(QStringLiteral("eraName")).toString(), attacker, defender,
                           battle.value(QStringLiteral("result")).toString());
    }
    return {{QStringLiteral("summary"), summary}, {QStringLiteral("players"), players}};
}

QString ButterflyEffectBoardPresenter::endText(const StateHistory& history) const {
    if (history.empty() || !history.back()->isTerminal())
        return {};
    const auto& s = asButterfly(*history.back());
    if (s.winner() >= 0)
        //: %1 a player (P1), %2 the turn ends needed
        return tr("%1 wins: held a city in each era for %2 turn ends in a row.")
            .arg(seatLabel(s.winner()))
            .arg(s.rules().holdTurnEnds);
    if (s.turnLimitReached())
        //: %1 the turn limit
        return tr("A draw: the turn limit (%1 turns) was reached before anyone held the cities.")
            .arg(s.rules().maxTurns);
    return tr("A draw: both players completed their hold at the same turn end.");
}

} // namespace pb::gui
