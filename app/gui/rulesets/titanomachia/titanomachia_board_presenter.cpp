#include "rulesets/titanomachia/titanomachia_board_presenter.h"

#include "games/titanomachia/titanomachia_geometry.h"
#include "games/titanomachia/titanomachia_state.h"
#include "rulesets/titanomachia/titanomachia_names.h"

#include <QStringList>
#include <QVariantList>

namespace pb::gui {

using namespace pb::titanomachia;
using pb::gui::titanomachia::TitanNames;

namespace {

const TitanomachiaState& asTitan(const pb::State& state) {
    return static_cast<const TitanomachiaState&>(state);
}

int countAt(const Markers& m, int square) {
    int n = 0;
    for (int i = 0; i < m.count; ++i)
        n += m.square[i] == square;
    return n;
}

QString statusText(int status) {
    if (status == kAccomplished)
        return TitanomachiaBoardPresenter::tr("accomplished");
    if (status == kFailed)
        return TitanomachiaBoardPresenter::tr("failed");
    //: an Objective not yet accomplished or failed
    return TitanomachiaBoardPresenter::tr("open");
}

// A terrain marker's value after its damage (G6): Armour never drops.
int worn(int value, int damage, bool reduces) {
    return reduces ? std::max(0, value - damage) : value;
}

// When seat `owner`'s pending Blasts resolve: at the end of the other seat's next turn (T51).
QString resolvesWhen(const TitanomachiaState& s, int owner) {
    if (owner != s.current())
        return s.phase() == Phase::Nominate
                   ? TitanomachiaBoardPresenter::tr("resolving now")
                   : TitanomachiaBoardPresenter::tr("resolve at the end of this turn");
    //: %1 a player (P2)
    return TitanomachiaBoardPresenter::tr("resolve at the end of %1's next turn")
        .arg(BoardPresenter::seatLabel(1 - owner));
}

QString statusName(int status) {
    return QString::fromLatin1(kObjectiveStatusNames[status]);
}

QVariantList squaresOf(const TitanomachiaState& s) {
    const auto& types = s.fixed().setup.terrainTypes;
    const bool reduces = s.rules().terrainDamageReducesValues;
    // The Objective markers by square.
    std::vector<QVariantList> objectives(kSquares);
    for (int seat = 0; seat < kSeats; ++seat)
        for (const Objective& o : s.objectives(seat)) {
            if (o.square < 0)
                continue;
            objectives[std::size_t(o.square)].append(
                QVariantMap{{QStringLiteral("seat"), seat},
                            {QStringLiteral("name"), TitanNames::objective(o.type)},
                            {QStringLiteral("status"), statusName(o.status)}});
        }
    QVariantList squares;
    for (int sq = 0; sq < kSquares; ++sq) {
        const TerrainType& t = types[std::size_t(s.terrainAt(sq))];
        const int damage = s.terrainDamageAt(sq);
        QVariantList targets, shields, blasts, trail;
        for (int seat = 0; seat < kSeats; ++seat) {
            targets.append(countAt(s.targets(seat), sq));
            shields.append(countAt(s.shields(seat), sq));
            blasts.append(s.blasts(seat, sq));
            const Trail& tr = s.trail(seat);
            for (int i = 0; i < tr.count; ++i)
                if (tr.square[i] == sq)
                    trail.append(QVariantMap{{QStringLiteral("seat"), seat},
                                             {QStringLiteral("step"), i},
                                             {QStringLiteral("facing"), int(tr.facing[i])},
                                             {QStringLiteral("latest"), i == tr.count - 1}});
        }
        squares.append(QVariantMap{
            {QStringLiteral("target"), sq},
            {QStringLiteral("row"), rowOf(sq)},
            {QStringLiteral("col"), colOf(sq)},
            {QStringLiteral("name"), TitanNames::square(sq)},
            {QStringLiteral("terrainIndex"), s.terrainAt(sq)},
            {QStringLiteral("terrain"), TitanNames::terrain(QString::fromStdString(t.name))},
            {QStringLiteral("armour"), t.armour},
            {QStringLiteral("difficulty"), worn(t.difficulty, damage, reduces)},
            {QStringLiteral("interference"), worn(t.interference, damage, reduces)},
            {QStringLiteral("damage"), damage},
            {QStringLiteral("damageText"), damage ? TitanNames::damage(damage) : QString()},
            {QStringLiteral("targets"), targets},
            {QStringLiteral("shields"), shields},
            {QStringLiteral("blasts"), blasts},
            {QStringLiteral("objectives"), objectives[std::size_t(sq)]},
            {QStringLiteral("trail"), trail}});
    }
    return squares;
}

QVariantList systemsOf(const TitanomachiaState& s, int seat) {
    const Titan& titan = s.fixed().setup.players[std::size_t(seat)].titan;
    const int active = s.activating() ? s.activeSystem() : -1;
    QVariantList systems;
    for (int sys = 0; sys < kSystemCount; ++sys) {
        QVariantList scores;
        for (int k = 0; k < kScoreCount[std::size_t(sys)]; ++k)
            scores.append(QVariantMap{
                {QStringLiteral("name"), TitanNames::score(sys, k)},
                {QStringLiteral("base"), titan.systems[std::size_t(sys)].scores[std::size_t(k)]},
                {QStringLiteral("value"), s.score(seat, sys, k)}});
        const int damage = s.damage(seat, sys);
        systems.append(QVariantMap{
            {QStringLiteral("system"), sys},
            {QStringLiteral("name"), TitanNames::system(sys)},
            {QStringLiteral("target"), TitanomachiaBoardPresenter::systemTarget(seat, sys)},
            {QStringLiteral("armour"), titan.systems[std::size_t(sys)].armour},
            {QStringLiteral("damage"), damage},
            {QStringLiteral("damageText"), TitanNames::damage(damage)},
            {QStringLiteral("scores"), scores},
            {QStringLiteral("used"), seat == s.current() && s.usedThisTurn(sys)},
            {QStringLiteral("active"), seat == s.current() && sys == active}});
    }
    return systems;
}

QVariantList objectivesOf(const TitanomachiaState& s, int seat) {
    QVariantList out;
    for (const Objective& o : s.objectives(seat)) {
        out.append(QVariantMap{
            {QStringLiteral("name"), TitanNames::objective(o.type)},
            {QStringLiteral("goal"), TitanNames::objectiveGoal(o.type)},
            {QStringLiteral("square"), o.square >= 0 ? TitanNames::square(o.square) : QString()},
            {QStringLiteral("status"), statusName(o.status)},
            {QStringLiteral("statusText"), statusText(o.status)},
            {QStringLiteral("deadline"), s.rules().deadline[std::size_t(o.type)]},
            {QStringLiteral("round"), int(o.round)}});
    }
    return out;
}

QVariantList pendingOf(const TitanomachiaState& s, int seat) {
    QVariantList out;
    for (int sq = 0; sq < kSquares; ++sq)
        if (const int n = s.blasts(seat, sq); n > 0)
            out.append(QVariantMap{{QStringLiteral("seat"), seat},
                                   {QStringLiteral("square"), sq},
                                   {QStringLiteral("name"), TitanNames::square(sq)},
                                   {QStringLiteral("count"), n},
                                   {QStringLiteral("when"), resolvesWhen(s, seat)}});
    return out;
}

// The end of finished `s` from its result alone.
QString resultText(const TitanomachiaState& s) {
    if (s.phase() != Phase::Over)
        return {};
    const int winner = s.winner();
    const int round = s.round();
    if (s.ending() == Ending::CrewKill) {
        if (winner < 0)
            //: %1 a round number
            return TitanomachiaBoardPresenter::tr("Both Crews were destroyed in round %1: a draw.")
                .arg(round);
        //: %1 the loser (P2), %2 a round number, %3 the winner (P1), %4 its tournament points
        return TitanomachiaBoardPresenter::tr(
                   "%1's Crew was destroyed in round %2: %3 wins (tournament points: %4).")
            .arg(BoardPresenter::seatLabel(1 - winner))
            .arg(round)
            .arg(BoardPresenter::seatLabel(winner))
            .arg(s.counter(winner, kTournamentPoints));
    }
    const int p0 = s.objectivePoints(0), p1 = s.objectivePoints(1);
    if (winner < 0)
        //: %1 and %2 the players' Objective points
        return TitanomachiaBoardPresenter::tr(
                   "After the last round the Objective points are equal, %1 to %2: a draw.")
            .arg(p0)
            .arg(p1);
    //: %1 the winner (P1), %2 its Objective points, %3 the other's
    return TitanomachiaBoardPresenter::tr(
               "After the last round %1 wins on Objective points, %2 to %3.")
        .arg(BoardPresenter::seatLabel(winner))
        .arg(winner == 0 ? p0 : p1)
        .arg(winner == 0 ? p1 : p0);
}

} // namespace

int TitanomachiaBoardPresenter::decisionSquare(const pb::State& state,
                                               const pb::Decision& d) const {
    const auto& s = asTitan(state);
    switch (d.kind) {
    case kDesignateKind:
    case kStepKind:
    case kPlaceKind:
    case kLiftKind:
    case kFireKind:
    case kSplashKind:
        return d.a >= 0 && d.a < kSquares ? d.a : -1;
    case kActivateKind:
    case kRepairKind:
        return systemTarget(s.current(), d.a);
    case kNominateKind:
        return systemTarget(s.hitDefender(), d.a);
    default:
        return -1;
    }
}

QString TitanomachiaBoardPresenter::prompt(const pb::State& state) {
    const auto& s = asTitan(state);
    const QString who = seatLabel(s.current());
    switch (s.phase()) {
    case Phase::Coin:
        return tr("The bids tie: a coin decides who goes first.");
    case Phase::Designate:
        for (const Objective& o : s.objectives(s.current()))
            if (o.square < 0 && (o.type == kHold || o.type == kDemolition))
                //: %1 a player (P1), %2 an Objective (hold)
                return tr("%1: place the %2 marker in the enemy half.")
                    .arg(who, TitanNames::objective(o.type));
        return {};
    case Phase::Turn:
        return s.activatedThisTurn()
                   //: %1 a player (P1), %2 Activation markers left
                   ? tr("%1: activate a System or end the turn (Activation markers: %2).")
                         .arg(who)
                         .arg(s.pool(s.current()))
                   : tr("%1: activate a System or pass (Activation markers: %2).")
                         .arg(who)
                         .arg(s.pool(s.current()));
    case Phase::Repair:
        return tr("%1: name a damaged System for Damage Control.").arg(who);
    case Phase::Step:
        //: %1 a player, %2 steps made, %3 the most this activation allows (Speed)
        return tr("%1: place the next Position marker (%2 of %3 steps made), or stop.")
            .arg(who)
            .arg(s.activationDone())
            .arg(s.activationLimit());
    case Phase::Marker: {
        const bool shield = s.activeSystem() == kShield;
        const QString marker = shield ? tr("Shield") : tr("Target");
        if (s.relocating())
            //: %1 a player, %2 the marker (Shield, Target)
            return s.liftedSquare() < 0
                       ? tr("%1: lift a %2 to move it, or stop.").arg(who, marker)
                       : tr("%1: place the lifted %2 on a new square.").arg(who, marker);
        //: %1 a player, %2 the marker (Shield, Target), %3 placed so far, %4 the most allowed
        return tr("%1: place a %2 (%3 of %4 placed), or stop.")
            .arg(who, marker)
            .arg(s.activationDone())
            .arg(s.activationLimit());
    }
    case Phase::Fire:
        return tr("%1: fire on one of your Targets within Range.").arg(who);
    case Phase::Splash:
        //: %1 a player, %2 the fired Target's square
        return tr("%1: place an Area of Effect Blast next to %2, or stop.")
            .arg(who, TitanNames::square(s.firedSquare()));
    case Phase::Nominate: {
        //: %1 the player naming, %2 the hit Titan's player, %3 a square, %4 Blasts left over
        return tr("%1: name the System of %2's Titan hit on %3 (Blasts left over: %4).")
            .arg(seatLabel(s.nominator()), seatLabel(s.hitDefender()),
                 TitanNames::square(s.resolveSquare()))
            .arg(s.resolveRemainder());
    }
    case Phase::Over:
        return resultText(s);
    }
    return {};
}

// describe() keys:
//   round, maxRounds, current (seat), actor (seat, -1 chance or over), over,
//   prompt, result (text once over), activation (the System being activated, or ""),
//   squares [100: target, row, col, name, terrainIndex, terrain, armour,
//            difficulty, interference (after damage), damage, damageText,
//            targets [per seat], shields [per seat], blasts [per seat],
//            objectives [{seat, name, status}], trail [{seat, step, facing, latest}]]
//   players [{seat, label, titan, toMove, current, pool, skill, passed, exited,
//             crewDead, points, position (square name or ""), facing, facingName,
//             systems [{system, name, target, armour, damage, damageText,
//                       scores [{name, base, value}], used, active}],
//             objectives [{name, goal, square, status, statusText, deadline, round}],
//             pending [{seat, square, name, count, when}]}]
//   pending  every pending Blast of both seats, as in players[].pending
//   terrainTypes [{index, name, armour, difficulty, interference}]
QVariantMap TitanomachiaBoardPresenter::describe(const pb::State& state, int viewerSeat) const {
    (void)viewerSeat; // nothing is hidden
    const auto& s = asTitan(state);
    QVariantList players, pending;
    for (int seat = 0; seat < kSeats; ++seat) {
        const Trail& trail = s.trail(seat);
        const int at = trail.count ? trail.square[trail.count - 1] : -1;
        const int facing = trail.count ? trail.facing[trail.count - 1] : -1;
        const QVariantList mine = pendingOf(s, seat);
        pending.append(mine);
        players.append(QVariantMap{
            {QStringLiteral("seat"), seat},
            {QStringLiteral("label"), seatLabel(seat)},
            {QStringLiteral("titan"),
             QString::fromStdString(s.fixed().setup.players[std::size_t(seat)].titan.name)},
            {QStringLiteral("toMove"), s.currentActor() == seat},
            {QStringLiteral("current"), s.current() == seat && !s.isTerminal()},
            {QStringLiteral("pool"), s.pool(seat)},
            {QStringLiteral("skill"), s.score(seat, kCrew, 0)},
            {QStringLiteral("passed"), s.passed(seat)},
            {QStringLiteral("exited"), s.exited(seat)},
            {QStringLiteral("crewDead"), s.crewDead(seat)},
            {QStringLiteral("points"), s.objectivePoints(seat)},
            {QStringLiteral("position"), at >= 0 ? TitanNames::square(at) : QString()},
            {QStringLiteral("facing"), facing},
            {QStringLiteral("facingName"), facing >= 0 ? TitanNames::direction(facing) : QString()},
            {QStringLiteral("systems"), systemsOf(s, seat)},
            {QStringLiteral("objectives"), objectivesOf(s, seat)},
            {QStringLiteral("pending"), mine}});
    }
    QVariantList types;
    const auto& terrainTypes = s.fixed().setup.terrainTypes;
    for (std::size_t t = 0; t < terrainTypes.size(); ++t)
        types.append(
            QVariantMap{{QStringLiteral("index"), int(t)},
                        {QStringLiteral("name"),
                         TitanNames::terrain(QString::fromStdString(terrainTypes[t].name))},
                        {QStringLiteral("armour"), terrainTypes[t].armour},
                        {QStringLiteral("difficulty"), terrainTypes[t].difficulty},
                        {QStringLiteral("interference"), terrainTypes[t].interference}});
    return {{QStringLiteral("round"), s.round()},
            {QStringLiteral("maxRounds"), s.rules().maxRounds},
            {QStringLiteral("current"), s.current()},
            {QStringLiteral("actor"), s.currentActor() >= 0 ? s.currentActor() : -1},
            {QStringLiteral("over"), s.isTerminal()},
            {QStringLiteral("prompt"), prompt(s)},
            {QStringLiteral("result"), resultText(s)},
            {QStringLiteral("activation"),
             s.activating() ? TitanNames::system(s.activeSystem()) : QString()},
            {QStringLiteral("squares"), squaresOf(s)},
            {QStringLiteral("players"), players},
            {QStringLiteral("pending"), pending},
            {QStringLiteral("terrainTypes"), types}};
}

QVariantMap TitanomachiaBoardPresenter::playerPanel(const StateHistory& history,
                                                    int viewerSeat) const {
    (void)viewerSeat;
    if (history.empty())
        return {};
    const auto& s = asTitan(*history.back());
    QVariantList players;
    for (int seat = 0; seat < kSeats; ++seat) {
        const Trail& trail = s.trail(seat);
        QStringList facts;
        if (s.exited(seat))
            facts.append(tr("exited across the enemy's edge"));
        else if (trail.count)
            //: %1 a square (E10), %2 a compass direction (N)
            facts.append(tr("on %1, facing %2")
                             .arg(TitanNames::square(trail.square[trail.count - 1]),
                                  TitanNames::direction(trail.facing[trail.count - 1])));
        //: %1 Activation markers in the pool, %2 the Crew's Skill (the most the pool holds)
        facts.append(
            tr("Activation markers: %1 of %2").arg(s.pool(seat)).arg(s.score(seat, kCrew, 0)));
        QStringList hurt;
        for (int sys = 0; sys < kSystemCount; ++sys)
            if (s.damage(seat, sys) > 0)
                //: %1 a System, %2 its damage (Light, Heavy, destroyed)
                hurt.append(tr("%1 %2").arg(TitanNames::system(sys),
                                            TitanNames::damage(s.damage(seat, sys))));
        facts.append(hurt.isEmpty() ? tr("no damage") : hurt.join(QStringLiteral(", ")));
        QStringList objectives;
        for (const Objective& o : s.objectives(seat))
            //: %1 an Objective (hold), %2 its status (open, accomplished, failed)
            objectives.append(tr("%1 %2").arg(TitanNames::objective(o.type), statusText(o.status)));
        //: %1 the Objectives with their status, %2 the points they scored
        facts.append(tr("Objectives: %1 · points %2")
                         .arg(objectives.join(QStringLiteral(", ")))
                         .arg(s.objectivePoints(seat)));
        const bool dead = s.crewDead(seat);
        players.append(
            QVariantMap{{QStringLiteral("seat"), seat},
                        {QStringLiteral("label"), seatLabel(seat)},
                        {QStringLiteral("facts"), facts},
                        {QStringLiteral("out"), dead},
                        {QStringLiteral("outText"), dead ? tr("Crew destroyed") : QString()},
                        {QStringLiteral("toMove"), s.currentActor() == seat}});
    }
    //: %1 the round in play, %2 the rounds of a game
    const QString summary = tr("Round %1 of %2").arg(s.round()).arg(s.rules().maxRounds);
    return {{QStringLiteral("summary"), summary}, {QStringLiteral("players"), players}};
}

QString TitanomachiaBoardPresenter::endText(const StateHistory& history) const {
    if (history.empty() || !history.back()->isTerminal())
        return {};
    return resultText(asTitan(*history.back()));
}

} // namespace pb::gui
