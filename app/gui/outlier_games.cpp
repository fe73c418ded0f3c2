#include "outlier_games.h"

#include "agents/agent_spec.h"
#include "board_presenter.h"
#include "seat_words.h"
#include "sim/run_accumulator.h"

#include <QVariantMap>
#include <exception>
#include <string>

namespace pb::gui {

namespace {

// How strong an agent is known to be, to tell a surprising loss: random <
// greedy < mcts (measured in tests/core/test_agent_strength.cpp).
int strength(const std::string& spec) {
    try {
        const std::string name = pb::AgentSpec(spec).name();
        if (name == "mcts")
            return 2;
        if (name == "greedy")
            return 1;
    } catch (const std::exception&) {
    }
    return 0;
}

} // namespace

// The longest and the shortest game, and the quickest loss of a stronger agent
// to a weaker one: the games a designer wants to watch.
QVariantList OutlierGames::forRun(const pb::RunAccumulator& totals,
                                  const std::map<qint64, qint64>& gameIds,
                                  const std::vector<std::string>& agents) {
    QVariantList outliers;
    if (!totals.longest() || !totals.shortest())
        return outliers;
    auto agentOf = [&](int seat) {
        return seat >= 0 && seat < static_cast<int>(agents.size()) ? agents[seat] : std::string();
    };
    auto describe = [&](const pb::SimulatedGame& game) {
        if (game.outcome.winner >= 0)
            //: %1 a seat (P1), %2 its agent (MCTS (1,000 iterations))
            return tr("%1 (%2) won in %n turns", nullptr, game.turns)
                .arg(BoardPresenter::seatLabel(game.outcome.winner),
                     SeatWords::agentName(QString::fromStdString(agentOf(game.outcome.winner))));
        return tr("No single winner after %n turns", nullptr, game.turns);
    };
    // `what` names the game as Review will ("game 378"), with its place in the
    // run ("#67"): the two numbers differ, and a designer must see which opens.
    auto entry = [&](const QString& kind, const char* what, const pb::SimulatedGame& game,
                     const QString& detail) {
        const auto id = gameIds.find(static_cast<qint64>(game.index));
        const QString place =
            id == gameIds.end()
                //: %1 the game's number in the run; the run kept no moves to review
                ? tr("#%1 of the run (its moves were not kept)").arg(game.index)
                //: %1 the game's number in the store (as Review shows it), %2 its number in the run
                : tr("game %1 (#%2 of the run)").arg(id->second).arg(game.index);
        const QString title = tr(what).arg(place);
        outliers.push_back(
            QVariantMap{{QStringLiteral("kind"), kind},
                        {QStringLiteral("title"), title},
                        {QStringLiteral("detail"), detail},
                        {QStringLiteral("gameIndex"), static_cast<qint64>(game.index)},
                        {QStringLiteral("gameId"), id == gameIds.end() ? qint64(-1) : id->second},
                        {QStringLiteral("turns"), game.turns}});
    };

    // The run's totals keep each kind's earliest game, as a pass in index order would.
    const pb::SimulatedGame* longest = &*totals.longest();
    const pb::SimulatedGame* shortest = &*totals.shortest();
    const pb::SimulatedGame* surprise = nullptr;
    for (int winner = 0; winner < totals.numPlayers(); ++winner) {
        const auto& quickest = totals.quickestWin(winner);
        if (!quickest)
            continue;
        for (int seat = 0; seat < quickest->outcome.numSeats; ++seat)
            if (seat != winner && strength(agentOf(seat)) > strength(agentOf(winner)) &&
                (!surprise || quickest->turns < surprise->turns ||
                 (quickest->turns == surprise->turns && quickest->index < surprise->index)))
                surprise = &*quickest;
    }
    entry(QStringLiteral("longest"), QT_TR_NOOP("Longest game: %1"), *longest, describe(*longest));
    entry(QStringLiteral("shortest"), QT_TR_NOOP("Shortest game: %1"), *shortest,
          describe(*shortest));
    if (surprise)
        entry(QStringLiteral("surprise"), QT_TR_NOOP("Surprising loss: %1"), *surprise,
              describe(*surprise));
    return outliers;
}

} // namespace pb::gui
