#include "streamway_siege_board_presenter.h"

#include "games/streamway_siege/streamway_siege_state.h"

#include <QStringList>
#include <QVariantList>
#include <cmath>

namespace pb::gui {

using namespace pb::streamway_siege;

namespace {

const StreamwaySiegeState& asSiege(const pb::State& state) {
    return static_cast<const StreamwaySiegeState&>(state);
}

// The columns the streamway is drawn with: the board's grid, or for a bare
// path (no grid, G1 a) a square-ish boustrophedon that only the eye uses.
int drawnColumns(const Board& board) {
    if (board.grid())
        return board.columns;
    return std::max(1, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(board.steps)))));
}

// The other end of the ladder with an end on `step`, or 0.
int otherLadderEnd(const Board& board, int step) {
    if (step < 1 || step > board.steps || board.ladderAt[step] == 0)
        return 0;
    const auto& l = board.ladders[board.ladderAt[step] - 1];
    return l[0] == step ? l[1] : l[0];
}

// What the actor is asked to do now, in one line.
QString promptOf(const StreamwaySiegeState& s) {
    const QString seat = BoardPresenter::seatLabel(s.player());
    if (s.isTerminal())
        return BoardPresenter::outcomeText(s);
    if (s.ladderPending())
        //: %1 a player (P1)
        return StreamwaySiegeBoardPresenter::tr(
                   "%1: a man stands on a ladder's end. Click the other end to take the "
                   "ladder, or the man to stay.")
            .arg(seat);
    switch (s.step()) {
    case Step::Abilities:
        return StreamwaySiegeBoardPresenter::tr("A monster is made: its abilities are rolled.");
    case Step::Roll:
        return StreamwaySiegeBoardPresenter::tr("The dice are rolled, one at a time.");
    case Step::Deploy:
        //: %1 a player (P1)
        return StreamwaySiegeBoardPresenter::tr(
                   "%1: click your reserve to deploy a man onto step 1, or choose not to.")
            .arg(seat);
    case Step::SnakeEyes:
        //: %1 a player (P1)
        return StreamwaySiegeBoardPresenter::tr(
                   "%1: snake eyes! Click a monster to move it by a die first.")
            .arg(seat);
    case Step::Dice: {
        bool anyMan = false;
        for (int m = 0; m < s.menCount(); ++m)
            anyMan = anyMan || s.man(m).status == ManStatus::Deployed;
        if (!anyMan)
            //: %1 a player (P1)
            return StreamwaySiegeBoardPresenter::tr(
                       "%1: no man is on the board. Click a monster to move it by a die.")
                .arg(seat);
        if (s.teamDead(s.teamOf(s.player())))
            //: %1 a player (P1) whose team is dead
            return StreamwaySiegeBoardPresenter::tr(
                       "%1's team is dead: click another team's man to move him by a die.")
                .arg(seat);
        //: %1 a player (P1)
        return StreamwaySiegeBoardPresenter::tr("%1: click one of your men to move him by a die.")
            .arg(seat);
    }
    case Step::Boxcars:
        //: %1 a player (P1)
        return s.teamDead(s.teamOf(s.player()))
                   ? StreamwaySiegeBoardPresenter::tr(
                         "%1: boxcars! Click a team's reserve to steal a man from it.")
                         .arg(seat)
                   : StreamwaySiegeBoardPresenter::tr(
                         "%1: boxcars! Click a dead team's reserve to give it a man.")
                         .arg(seat);
    default:
        break;
    }
    return {};
}

} // namespace

QString StreamwaySiegeBoardPresenter::teamLabel(int team, int playersPerTeam) {
    QStringList seats;
    for (int k = 0; k < playersPerTeam; ++k)
        seats.append(seatLabel(team * playersPerTeam + k));
    //: %1 the team's number (from 1), %2 its players (P1, P2)
    return tr("team %1 (%2)").arg(team + 1).arg(seats.join(QStringLiteral(", ")));
}

QString StreamwaySiegeBoardPresenter::abilityName(int ability) {
    switch (ability) {
    case 1:
        return tr("moves in any direction on the grid");
    case 2:
        return tr("throws men beside it on the grid");
    case 3:
        return tr("throws two full dice far");
    case 4:
        return tr("takes two steps a turn");
    case 5:
        return tr("throws from two steps away");
    case 6:
        return tr("keeps taking dice after a throw");
    default:
        return {};
    }
}

int StreamwaySiegeBoardPresenter::decisionSquare(const pb::State& state,
                                                 const pb::Decision& d) const {
    const auto& s = asSiege(state);
    switch (d.kind) {
    case kDieKind:
    case kMonsterDieKind:
        return d.b;
    case kDeployKind:
        return d.a ? reserveTarget(s.teamOf(s.player())) : -1;
    case kBoxcarsKind:
        return d.a >= 0 ? reserveTarget(d.a) : -1;
    case kLadderKind: {
        const int at = s.ladderWaitStep();
        if (at == 0)
            return -1;
        return d.a ? otherLadderEnd(s.board(), at) : at;
    }
    default:
        return -1;
    }
}

// Keys: steps, columns (as drawn), rows, grid (the board has one), cells
// [{step, row, column}], snakes [{head, tail}], ladders [{bottom, top}], men
// [{team, number (the team from 1), step, target}] (deployed only), monsters [{step, abilities
// [int], abilityNames [text], boss, age, target}], teams [{team, label, reserve, deployed, dead,
// isDead, current, target}], dice [{value, used, onMonster}], diceCount, dieSides, wave, waves,
// bossWave, round, rounds (round is 1-based), player, playerLabel, actorIsChance, ladderAt (the
// waiting man's step, 0), ladderTo, prompt, result ("won", "lost" or ""), over.
QVariantMap StreamwaySiegeBoardPresenter::describe(const pb::State& state, int) const {
    const auto& s = asSiege(state);
    const Board& board = s.board();
    const int columns = drawnColumns(board);

    QVariantList cells;
    for (int step = 1; step <= board.steps; ++step) {
        const int row = (step - 1) / columns, offset = (step - 1) % columns;
        cells.append(
            QVariantMap{{QStringLiteral("step"), step},
                        {QStringLiteral("row"), row},
                        {QStringLiteral("column"), row % 2 == 0 ? offset : columns - 1 - offset}});
    }
    QVariantList snakes, ladders;
    for (int i = 0; i < board.snakeCount; ++i)
        snakes.append(QVariantMap{{QStringLiteral("head"), board.snakes[i][0]},
                                  {QStringLiteral("tail"), board.snakes[i][1]}});
    for (int i = 0; i < board.ladderCount; ++i)
        ladders.append(QVariantMap{{QStringLiteral("bottom"), board.ladders[i][0]},
                                   {QStringLiteral("top"), board.ladders[i][1]}});

    const Rules& rules = s.rules();
    std::vector<int> reserve(static_cast<std::size_t>(rules.teams)),
        deployed(static_cast<std::size_t>(rules.teams)),
        dead(static_cast<std::size_t>(rules.teams));
    QVariantList men;
    for (int m = 0; m < s.menCount(); ++m) {
        const Man& man = s.man(m);
        const int team = man.team;
        if (team >= rules.teams)
            continue;
        if (man.status == ManStatus::Deployed) {
            ++deployed[static_cast<std::size_t>(team)];
            const int step = man.pos;
            // number: the team as people count it, which the man's token shows.
            men.append(QVariantMap{{QStringLiteral("team"), team},
                                   {QStringLiteral("number"), team + 1},
                                   {QStringLiteral("step"), step},
                                   {QStringLiteral("target"), step}});
        } else if (man.status == ManStatus::Dead) {
            ++dead[static_cast<std::size_t>(team)];
        } else {
            ++reserve[static_cast<std::size_t>(team)];
        }
    }

    QVariantList monsters;
    for (int m = 0; m < kMaxMonsters; ++m) {
        const Monster& monster = s.monster(m);
        if (!monster.alive)
            continue;
        QVariantList abilities;
        QStringList names;
        for (int a = 1; a <= kAbilityCount; ++a)
            if (monster.abilities >> (a - 1) & 1u) {
                abilities.append(a);
                names.append(abilityName(a));
            }
        monsters.append(QVariantMap{{QStringLiteral("step"), int(monster.pos)},
                                    {QStringLiteral("abilities"), abilities},
                                    {QStringLiteral("abilityNames"), names},
                                    {QStringLiteral("boss"), m == s.boss()},
                                    {QStringLiteral("age"), int(monster.age)},
                                    {QStringLiteral("target"), int(monster.pos)}});
    }

    const int currentTeam = s.isTerminal() ? -1 : s.teamOf(s.player());
    QVariantList teams;
    for (int t = 0; t < rules.teams; ++t)
        teams.append(QVariantMap{{QStringLiteral("team"), t},
                                 {QStringLiteral("label"), teamLabel(t, rules.playersPerTeam)},
                                 {QStringLiteral("reserve"), reserve[std::size_t(t)]},
                                 {QStringLiteral("deployed"), deployed[std::size_t(t)]},
                                 {QStringLiteral("dead"), dead[std::size_t(t)]},
                                 {QStringLiteral("isDead"), s.teamDead(t)},
                                 {QStringLiteral("current"), t == currentTeam},
                                 {QStringLiteral("target"), reserveTarget(t)}});

    QVariantList dice;
    for (int d = 0; d < s.diceRolled(); ++d)
        dice.append(QVariantMap{{QStringLiteral("value"), s.die(d)},
                                {QStringLiteral("used"), s.dieUsed(d)},
                                {QStringLiteral("onMonster"), s.dieOnMonster(d)}});

    const int ladderAt = s.ladderWaitStep();
    const QString result = s.result() == Result::Won    ? QStringLiteral("won")
                           : s.result() == Result::Lost ? QStringLiteral("lost")
                                                        : QString();
    return {{QStringLiteral("steps"), board.steps},
            {QStringLiteral("columns"), columns},
            {QStringLiteral("rows"), (board.steps + columns - 1) / columns},
            {QStringLiteral("grid"), board.grid()},
            {QStringLiteral("cells"), cells},
            {QStringLiteral("snakes"), snakes},
            {QStringLiteral("ladders"), ladders},
            {QStringLiteral("men"), men},
            {QStringLiteral("monsters"), monsters},
            {QStringLiteral("teams"), teams},
            {QStringLiteral("dice"), dice},
            {QStringLiteral("diceCount"), s.diceCount()},
            {QStringLiteral("dieSides"), rules.dieSides},
            {QStringLiteral("wave"), s.wave()},
            {QStringLiteral("waves"), rules.waves},
            {QStringLiteral("bossWave"), s.wave() > rules.waves},
            {QStringLiteral("round"), s.round() + 1},
            {QStringLiteral("rounds"), s.roundsPerWave()},
            {QStringLiteral("player"), s.player()},
            {QStringLiteral("playerLabel"), seatLabel(s.player())},
            {QStringLiteral("actorIsChance"), s.isChance()},
            {QStringLiteral("ladderAt"), ladderAt},
            {QStringLiteral("ladderTo"), otherLadderEnd(board, ladderAt)},
            {QStringLiteral("prompt"), promptOf(s)},
            {QStringLiteral("result"), result},
            {QStringLiteral("over"), s.isTerminal()}};
}

QVariantMap StreamwaySiegeBoardPresenter::playerPanel(const StateHistory& history,
                                                      int viewerSeat) const {
    if (history.empty())
        return {};
    const auto& s = asSiege(*history.back());
    const QVariantMap board = describe(s, viewerSeat);
    const QVariantList teams = board.value(QStringLiteral("teams")).toList();
    QVariantList players;
    for (int seat = 0; seat < s.game().numPlayers(); ++seat) {
        const int team = s.teamOf(seat);
        const QVariantMap t = teams.value(team).toMap();
        QStringList facts;
        facts.append(teamLabel(team, s.rules().playersPerTeam));
        //: %1 men in the team's reserve, %2 on the board, %3 dead
        facts.append(tr("%1 in reserve, %2 on the board, %3 dead")
                         .arg(t.value(QStringLiteral("reserve")).toInt())
                         .arg(t.value(QStringLiteral("deployed")).toInt())
                         .arg(t.value(QStringLiteral("dead")).toInt()));
        const bool out = s.teamDead(team);
        players.append(QVariantMap{
            {QStringLiteral("seat"), seat},
            {QStringLiteral("label"), seatLabel(seat)},
            {QStringLiteral("facts"), facts},
            {QStringLiteral("out"), out},
            {QStringLiteral("outText"),
             out ? tr("The team is dead: this player moves other teams' men.") : QString()},
            {QStringLiteral("toMove"), s.currentActor() == seat}});
    }
    //: %1 the wave, %2 the waves to survive, %3 the round, %4 the rounds of a wave
    const QString summary =
        s.wave() > s.rules().waves
            ? tr("Boss wave, round %1 of %2").arg(s.round() + 1).arg(s.roundsPerWave())
            : tr("Wave %1 of %2, round %3 of %4")
                  .arg(s.wave())
                  .arg(s.rules().waves)
                  .arg(s.round() + 1)
                  .arg(s.roundsPerWave());
    return {{QStringLiteral("summary"), summary}, {QStringLiteral("players"), players}};
}

QString StreamwaySiegeBoardPresenter::endText(const StateHistory& history) const {
    if (history.empty() || !history.back()->isTerminal())
        return {};
    const auto& s = asSiege(*history.back());
    if (s.result() == Result::Won)
        return tr("The team won: it survived the last wave.");
    //: %1 the wave in which the game was lost
    return tr("The team lost in wave %1.").arg(s.wave());
}

} // namespace pb::gui
